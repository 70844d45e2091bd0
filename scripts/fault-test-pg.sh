#!/bin/sh
# scripts/fault-test.ts (three server instances, transfers and top-ups while the indexer leader
# is killed and PostgreSQL restarts) on a PostgreSQL cluster of its own, as root on Debian: the
# test stops and starts that cluster, so no other database on the machine (the one the server
# tests use, a developer's) ever goes down. The cluster is made here and dropped when the test
# ends. Writes reports/fault.json.
set -eu
cd "$(dirname "$0")/.."

if [ "$(id -u)" -ne 0 ]; then
  echo "fault-test: run as root (it makes, restarts and drops a PostgreSQL cluster)" >&2
  exit 1
fi
if [ -z "$(ls /usr/lib/postgresql 2>/dev/null)" ] || ! command -v pg_createcluster >/dev/null 2>&1; then
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql
fi

VERSION=$(ls /usr/lib/postgresql | sort -V | tail -1)
CLUSTER=suil_fault
# A cluster left by an interrupted run goes first.
pg_dropcluster --stop "$VERSION" "$CLUSTER" >/dev/null 2>&1 || true
pg_createcluster "$VERSION" "$CLUSTER" >/dev/null
trap 'pg_dropcluster --stop "$VERSION" "$CLUSTER" >/dev/null 2>&1 || true' EXIT INT TERM
# The daemon must not inherit this script's stdout and stderr (a CI runner waiting for its log
# to end would wait for PostgreSQL to stop).
pg_ctlcluster "$VERSION" "$CLUSTER" start </dev/null >/tmp/suil-fault-pg-start.log 2>&1 || {
  cat /tmp/suil-fault-pg-start.log
  exit 1
}
PORT=$(pg_lsclusters -h | awk -v v="$VERSION" -v c="$CLUSTER" '$1==v && $2==c {print $3}')
su postgres -c "psql -p $PORT -v ON_ERROR_STOP=1 -q" <<SQL
CREATE ROLE suil_fault LOGIN PASSWORD 'suil_fault';
CREATE DATABASE suil_fault OWNER suil_fault;
SQL
echo "fault-test: PostgreSQL $VERSION cluster $CLUSTER on port $PORT"

status=0
DATABASE_URL="postgres://suil_fault:suil_fault@127.0.0.1:$PORT/suil_fault" FAULT_PG_CLUSTER="$VERSION $CLUSTER" npx tsx scripts/fault-test.ts || status=$?
exit "$status"
