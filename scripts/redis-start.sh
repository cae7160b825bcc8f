#!/usr/bin/env bash
# Starts a throwaway redis-server on 127.0.0.1:${REDIS_PORT:-6390} (installing Debian's
# package when missing, as root) and prints its URL. Stop it with scripts/redis-stop.sh.
set -euo pipefail
PORT="${REDIS_PORT:-6390}"
bash "$(dirname "$0")/ensure-redis.sh" >&2
if ! redis-cli -p "$PORT" ping >/dev/null 2>&1; then
  redis-server --port "$PORT" --bind 127.0.0.1 --save '' --appendonly no --daemonize yes --pidfile "${TMPDIR:-/tmp}/tidemark-redis-$PORT.pid" >/dev/null
  for _ in $(seq 1 50); do redis-cli -p "$PORT" ping >/dev/null 2>&1 && break; sleep 0.1; done
fi
echo "redis://127.0.0.1:$PORT"
