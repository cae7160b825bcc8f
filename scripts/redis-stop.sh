#!/usr/bin/env bash
PORT="${REDIS_PORT:-6390}"
redis-cli -p "$PORT" shutdown nosave >/dev/null 2>&1 || true
