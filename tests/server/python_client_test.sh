#!/usr/bin/env bash
# Runs the Python client (client/python, generated stubs) with Debian's
# /usr/bin/python3 against the real ptocd binary on a free loopback port.
set -uo pipefail
PTOCD="$1"
WORK="${TEST_TMPDIR:-$(mktemp -d)}"
"$PTOCD" --port=0 --port_file="$WORK/port" --metrics_port=-1 >"$WORK/ptocd.log" 2>&1 &
PID=$!
trap 'kill $PID 2>/dev/null; wait $PID 2>/dev/null' EXIT
for _ in $(seq 100); do [[ -s "$WORK/port" ]] && break; sleep 0.1; done
[[ -s "$WORK/port" ]] || { echo "ptocd did not start"; cat "$WORK/ptocd.log"; exit 1; }
SERVER="127.0.0.1:$(cat "$WORK/port")"
GEN="$(dirname "$(find -L . -path '*client/python/gen/proto/ptoc/v1/compiler_pb2.py' | head -1)")"
export PYTHONPATH="$PWD/client/python:$PWD/${GEN%/proto/ptoc/v1}"
/usr/bin/python3 tests/server/python_client_test.py "$SERVER" || { cat "$WORK/ptocd.log"; exit 1; }
/usr/bin/python3 client/python/examples/compile_example.py "$SERVER" \
  tests/corpus/01_vec_add_scope.py >"$WORK/example.out" || { cat "$WORK/ptocd.log"; exit 1; }
cat "$WORK/example.out"
grep -q "cache_hit True passes 45" "$WORK/example.out" || { echo "example: no cache hit"; exit 1; }
echo "python client OK"
