#!/usr/bin/env bash
# Installs Debian's nginx for the end-to-end tests when it is missing (tests/e2e/nginx-site.ts runs it as an
# unprivileged server on a local port; the package's own service is not needed).
set -euo pipefail
if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
echo "nginx is missing: installing Debian's nginx package (about 10 s)…"
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx >/dev/null
nginx -v
