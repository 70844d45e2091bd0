#!/bin/sh
# The server tests against a real PostgreSQL server (what CI runs), instead of embedded PGlite.
# Run as root on Debian: scripts/pg-up.sh installs and starts PostgreSQL and gives the URL, then
# `npx vitest run server` runs with DATABASE_URL set. Every test server works in a schema of
# its own (dropped when it closes), so runs do not collide. Extra arguments go to vitest; when
# the first one is a path (`scripts/server-tests-pg.sh server/operator`), only those tests run.
set -eu
cd "$(dirname "$0")/.."
DATABASE_URL=$(sh scripts/pg-up.sh)
export DATABASE_URL
if [ $# -gt 0 ] && [ -e "$1" ]; then exec npx vitest run "$@"; fi
exec npx vitest run server "$@"
