#!/usr/bin/env bash
# Installs Debian's HAProxy when missing (`npm run cluster` puts it in front of the nodes).
# Nothing is downloaded but Debian's packages.
set -euo pipefail
if command -v haproxy >/dev/null; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "HAProxy is missing: run 'sudo apt-get install -y haproxy'" >&2
  exit 1
fi
echo "Installing HAProxy from Debian's packages…"
apt-get update -q >/dev/null
DEBIAN_FRONTEND=noninteractive apt-get install -y -q haproxy >/dev/null
