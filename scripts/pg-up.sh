#!/bin/sh
# Debian's PostgreSQL for the tests (scripts/server-tests-pg.sh, scripts/cluster-test-pg.sh).
# Run as root: installs postgresql when missing, starts its cluster, creates a role and a
# database for the tests, and prints the DATABASE_URL on stdout (everything else on stderr).
set -eu
exec 3>&1 1>&2

if [ "$(id -u)" -ne 0 ]; then
  echo "pg-up: run as root (it installs and starts PostgreSQL)" >&2
  exit 1
fi

if [ -z "$(ls /usr/lib/postgresql 2>/dev/null)" ] || ! command -v pg_ctlcluster >/dev/null 2>&1; then
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql
fi

VERSION=$(ls /usr/lib/postgresql | sort -V | tail -1)
CLUSTER=main
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -qx "$VERSION $CLUSTER"; then
  pg_createcluster "$VERSION" "$CLUSTER"
fi
if ! pg_lsclusters -h | awk -v v="$VERSION" -v c="$CLUSTER" '$1==v && $2==c {print $4}' | grep -qx online; then
  # The server daemon must not inherit fd 3 (the caller's $(...) pipe, which would then never
  # close and the caller would wait forever) nor the caller's stdout and stderr (a CI runner
  # waiting for its log to end would wait for PostgreSQL to stop).
  pg_ctlcluster "$VERSION" "$CLUSTER" start </dev/null >/tmp/suil-pg-start.log 2>&1 3>&- || {
    cat /tmp/suil-pg-start.log
    exit 1
  }
  cat /tmp/suil-pg-start.log
  # .ci/run stops what it started (scripts/pg-down.sh), so no server outlives the run.
  echo "$VERSION $CLUSTER" > /tmp/suil-pg-started
fi
PORT=$(pg_lsclusters -h | awk -v v="$VERSION" -v c="$CLUSTER" '$1==v && $2==c {print $3}')

DB_USER=suil_test
DB_PASS=suil_test
DB_NAME=suil_server_test
su postgres -c "psql -p $PORT -v ON_ERROR_STOP=1 -q" <<SQL
DO \$\$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '$DB_USER') THEN
    CREATE ROLE $DB_USER LOGIN PASSWORD '$DB_PASS';
  END IF;
END \$\$;
SQL
if ! su postgres -c "psql -p $PORT -tAc \"SELECT 1 FROM pg_database WHERE datname = '$DB_NAME'\"" | grep -qx 1; then
  su postgres -c "createdb -p $PORT -O $DB_USER $DB_NAME"
fi

echo "pg-up: PostgreSQL $VERSION on port $PORT, database $DB_NAME"
echo "postgres://$DB_USER:$DB_PASS@127.0.0.1:$PORT/$DB_NAME" >&3
