#!/usr/bin/env bash
# Runs deploy_test.py with Debian's python3 (python3-grpcio, python3-yaml).
set -euo pipefail
exec /usr/bin/python3 deploy/deploy_test.py "$1" "$2"
