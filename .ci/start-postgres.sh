#!/usr/bin/env bash
# Starts the machine's PostgreSQL 15 and makes a role that may create throw-away test databases.
# Prints the TEST_DATABASE_URL to use. Safe to run twice.
set -euo pipefail
if ! command -v pg_ctlcluster >/dev/null; then
  apt-get update -qq && apt-get install -y -qq --no-install-recommends postgresql >/dev/null
fi
version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
if ! pg_lsclusters -h | grep -q "^$version main"; then
  pg_createcluster "$version" main >/dev/null
fi
pg_ctlcluster "$version" main start 2>/dev/null || true
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 && break
  sleep 1
done
su postgres -c "psql -q -v ON_ERROR_STOP=1" >/dev/null <<'SQL'
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'store_test') THEN
    CREATE ROLE store_test LOGIN CREATEDB PASSWORD 'store_test';
  END IF;
END $$;
SELECT 'CREATE DATABASE store_test OWNER store_test'
WHERE NOT EXISTS (SELECT FROM pg_database WHERE datname = 'store_test') \gexec
SQL
echo "postgres://store_test:store_test@127.0.0.1:5432/store_test"
