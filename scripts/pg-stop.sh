#!/usr/bin/env bash
set -euo pipefail
PGPORT="${PGPORT:-54329}"
STATE="${TMPDIR:-/tmp}/tidemark-pg-$PGPORT"
[ -d "$STATE/data" ] || exit 0
PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
if [ "$(id -u)" = "0" ]; then su postgres -s /bin/sh -c "$PGBIN/pg_ctl -D $STATE/data -m fast stop" >/dev/null || true
else "$PGBIN/pg_ctl" -D "$STATE/data" -m fast stop >/dev/null || true; fi
rm -rf "$STATE"
