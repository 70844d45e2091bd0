#!/bin/sh
# scripts/cluster-test.ts (three server instances on one PostgreSQL, leader killed half way)
# on Debian's PostgreSQL, as root: scripts/pg-up.sh gives the URL. Writes reports/cluster.json.
set -eu
cd "$(dirname "$0")/.."
DATABASE_URL=$(sh scripts/pg-up.sh)
export DATABASE_URL
exec npx tsx scripts/cluster-test.ts
