#!/usr/bin/env bash
# Installs Debian's nginx for the end-to-end tests when it is missing (tests/e2e/nginx-site.ts runs it as an
# unprivileged server on a local port; the package's own service is not needed).
set -euo pipefail
# The team editor's tests (tests/team/) also need openssl, for their self-signed certificate.
missing=""
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing="nginx"
command -v openssl >/dev/null 2>&1 || missing="$missing openssl"
if [ -z "$missing" ]; then exit 0; fi
echo "Installing Debian's$missing (about 10 s)…"
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
# shellcheck disable=SC2086
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing >/dev/null
nginx -v
