#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 on 127.0.0.1:${PGPORT:-54329} (installing it from Debian's
# packages when missing) and prints its DATABASE_URL. No systemd needed. Stop it with
# scripts/pg-stop.sh.
set -euo pipefail
PGPORT="${PGPORT:-54329}"
STATE="${TMPDIR:-/tmp}/tidemark-pg-$PGPORT"
if ! ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then
  [ "$(id -u)" = "0" ] || { echo "PostgreSQL is missing: apt-get install postgresql" >&2; exit 1; }
  apt-get update -q >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >/dev/null
fi
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
run_pg() { if [ "$(id -u)" = "0" ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
if [ -f "$STATE/data/postmaster.pid" ] && run_pg "$PGBIN/pg_ctl -D $STATE/data status" >/dev/null 2>&1; then
  echo "postgres://postgres@127.0.0.1:$PGPORT/postgres"
  exit 0
fi
rm -rf "$STATE"
mkdir -p "$STATE"
[ "$(id -u)" = "0" ] && chown postgres "$STATE"
run_pg "$PGBIN/initdb -D $STATE/data -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
run_pg "$PGBIN/pg_ctl -D $STATE/data -l $STATE/log -w -o '-p $PGPORT -k $STATE -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200' start" >/dev/null
echo "postgres://postgres@127.0.0.1:$PGPORT/postgres"
