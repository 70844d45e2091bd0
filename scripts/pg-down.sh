#!/bin/sh
# Stops the PostgreSQL cluster that scripts/pg-up.sh started in this run, if it started one;
# a cluster that was already running is left alone.
set -eu
[ -f /tmp/suil-pg-started ] || exit 0
read -r VERSION CLUSTER < /tmp/suil-pg-started
rm -f /tmp/suil-pg-started
pg_ctlcluster "$VERSION" "$CLUSTER" stop </dev/null >/dev/null 2>&1 || true
