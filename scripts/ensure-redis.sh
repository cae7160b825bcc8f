#!/usr/bin/env bash
# Installs Debian's redis-server when missing (as root). The unit suite's readiness test and the
# two-node cluster tests start throwaway servers of their own, so it must be there before either.
set -euo pipefail
if command -v redis-server >/dev/null; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "redis-server is missing: run 'sudo apt-get install -y redis-server'" >&2
  exit 1
fi
echo "Installing redis-server from Debian's packages…"
apt-get update -q >/dev/null
DEBIAN_FRONTEND=noninteractive apt-get install -y -q redis-server >/dev/null
