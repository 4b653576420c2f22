#!/usr/bin/env bash
# Browser tests use Debian's Chromium (Playwright's own browser download is not reachable here).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Chromium missing: installing Debian's chromium package…"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >/tmp/chromium-install.log 2>&1 \
    || { cat /tmp/chromium-install.log; exit 1; }
  exit 0
fi
echo "Chromium is needed at $CHROMIUM for the browser tests." >&2
echo "Install it with: sudo apt-get install -y chromium   (or set CHROMIUM_PATH to a Chromium binary)" >&2
exit 1
