#!/usr/bin/env bash
# Installs Debian's Java runtime for the Nu HTML Checker (vnu-jar: the audit, its unit test, the editor's W3C check)
# when it is missing.
set -euo pipefail
if command -v java >/dev/null; then exit 0; fi
echo "Java is missing: installing Debian's default-jre-headless package (about 30 s)…"
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq default-jre-headless >/dev/null
java -version
