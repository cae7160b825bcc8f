#!/usr/bin/env bash
# Installs Debian's Chromium (and CJK fonts for the zh/hk/jp/kor screens) when missing.
# Browser journeys never download a browser of their own (no internet but Debian and npm).
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing: run 'sudo apt-get install -y chromium fonts-noto-cjk'" >&2
  exit 1
fi
echo "Installing Chromium from Debian's packages…"
apt-get update -q >/dev/null
DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium fonts-noto-cjk fonts-thai-tlwg >/dev/null
