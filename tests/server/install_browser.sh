#!/usr/bin/env bash
# Installs the browser the server tests drive: Debian's chromium and its chromedriver (no browser download
# by selenium or anything else). Does nothing when both are there. Needs root (CI runs as root).
set -euo pipefail
if command -v chromium >/dev/null 2>&1 && command -v chromedriver >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  echo "install_browser.sh: chromium is missing and this is not root; run: sudo apt-get install -y chromium chromium-driver" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -q
apt-get install -y -q --no-install-recommends chromium chromium-driver
