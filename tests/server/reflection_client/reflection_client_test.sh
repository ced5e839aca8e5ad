#!/usr/bin/env bash
# Runs reflection_test.js (npm grpc-js-reflection-client + @grpc/grpc-js)
# against the real ptocd on a free loopback port. The npm packages are
# installed at test time, from the committed package-lock.json, into a cache
# outside the checkout (~/.cache/ptoc-npm/<lock hash>/; override with
# PTOC_NPM_CACHE), so only the first run needs the npm registry.
# Tagged no-sandbox + requires-network in BUILD.bazel for that first install.
set -uo pipefail
PTOCD="$1"
HERE=tests/server/reflection_client
PROGRAM=tests/corpus/01_vec_add_scope.py
GOLDEN=tests/golden/01_vec_add_scope
WORK="${TEST_TMPDIR:-$(mktemp -d)}"

command -v node >/dev/null && command -v npm >/dev/null ||
  { echo "FAIL: node/npm not found (tools/setup.sh installs Debian's nodejs + npm)"; exit 1; }

# Bazel points HOME at a temporary directory; the cache belongs in the real one.
REAL_HOME="$(getent passwd "$(id -u)" | cut -d: -f6)"
CACHE_ROOT="${PTOC_NPM_CACHE:-${REAL_HOME:-$HOME}/.cache/ptoc-npm}"
LOCK_HASH="$(cat "$HERE/package.json" "$HERE/package-lock.json" | sha256sum | cut -c1-16)"
DEPS="$CACHE_ROOT/$LOCK_HASH"
# Bazel clears the environment: trust the system CA bundle as the shell does
# (HTTPS to the registry may pass a proxy whose CA is only in that bundle).
if [[ -z "${NODE_EXTRA_CA_CERTS:-}" && -r /etc/ssl/certs/ca-certificates.crt ]]; then
  export NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
fi
export npm_config_cache="$CACHE_ROOT/_npm" npm_config_update_notifier=false \
  npm_config_fund=false npm_config_audit=false

if [[ ! -f "$DEPS/.complete" ]]; then
  mkdir -p "$CACHE_ROOT" || { echo "FAIL: cannot create $CACHE_ROOT"; exit 1; }
  # Leftovers of interrupted installs.
  find "$CACHE_ROOT" -maxdepth 1 -name ".stage.*" -mmin +60 -exec rm -rf {} + 2>/dev/null
  STAGE="$(mktemp -d "$CACHE_ROOT/.stage.XXXXXX")"
  cp "$HERE/package.json" "$HERE/package-lock.json" "$STAGE/"
  echo "installing npm packages into $DEPS (node $(node --version), npm $(npm --version))"
  if ! timeout 30 npm ping --fetch-retries=0 >"$WORK/npm.log" 2>&1; then
    rm -rf "$STAGE"
    echo "SKIPPED: the npm registry is unreachable (npm ping failed), so the reflection"
    echo "client's packages cannot be installed. Log:"; tail -20 "$WORK/npm.log"
    exit 0
  fi
  # --ignore-scripts: nothing here needs an install script (protobufjs's only
  # checks versions). Retries and a timeout keep a slow registry from hanging.
  if ! timeout 240 npm ci --prefix "$STAGE" --ignore-scripts --no-audit --no-fund \
      --fetch-retries=2 --fetch-timeout=60000 >>"$WORK/npm.log" 2>&1; then
    rm -rf "$STAGE"
    echo "FAIL: npm ci failed although the registry answers:"; tail -40 "$WORK/npm.log"
    exit 1
  fi
  touch "$STAGE/.complete"
  # Another run may have finished first; either copy is complete.
  mv -T "$STAGE" "$DEPS" 2>/dev/null || rm -rf "$STAGE"
fi

"$PTOCD" --port=0 --port_file="$WORK/port" --metrics_port=-1 >"$WORK/ptocd.log" 2>&1 &
PID=$!
trap 'kill $PID 2>/dev/null; wait $PID 2>/dev/null' EXIT
for _ in $(seq 100); do [[ -s "$WORK/port" ]] && break; sleep 0.1; done
[[ -s "$WORK/port" ]] || { echo "FAIL: ptocd did not start"; cat "$WORK/ptocd.log"; exit 1; }
SERVER="127.0.0.1:$(cat "$WORK/port")"
echo "ptocd on $SERVER"

NODE_PATH="$DEPS/node_modules" timeout 180 node "$HERE/reflection_test.js" "$SERVER" \
  "$PROGRAM" "$GOLDEN" || { echo "--- ptocd log:"; cat "$WORK/ptocd.log"; exit 1; }
