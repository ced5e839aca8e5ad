#!/usr/bin/env bash
# End to end: the real ptocd binary on a free loopback port (--port=0), the
# real ptoc CLI with --server, the Prometheus endpoint, JSON logs, and a
# graceful stop on SIGTERM. Expected IR comes from the reference goldens.
set -uo pipefail
PTOCD="$1"; PTOC="$2"
PROGRAM=tests/corpus/01_vec_add_scope.py
GOLDEN=tests/golden/01_vec_add_scope/default
WORK="${TEST_TMPDIR:-$(mktemp -d)}"
fail() { echo "FAIL: $*"; echo "--- ptocd log:"; cat "$WORK/ptocd.log"; exit 1; }

"$PTOCD" --port=0 --port_file="$WORK/port" --metrics_port=0 --log_format=json \
  --cache_dir="$WORK/cache" >"$WORK/ptocd.log" 2>&1 &
PID=$!
trap 'kill -9 $PID 2>/dev/null || true' EXIT
for _ in $(seq 100); do [[ -s "$WORK/port" ]] && break; sleep 0.1; done
[[ -s "$WORK/port" ]] || fail "ptocd did not start"
PORT=$(cat "$WORK/port")
SERVER="127.0.0.1:$PORT"
echo "ptocd on $SERVER"

# compile twice: the second answer comes from the cache.
"$PTOC" compile "$PROGRAM" --server "$SERVER" --json >"$WORK/c1.json" || fail "compile 1"
"$PTOC" compile "$PROGRAM" --server "$SERVER" --json >"$WORK/c2.json" || fail "compile 2"
/usr/bin/python3 - "$WORK/c1.json" "$WORK/c2.json" <<'PY' || fail "compile JSON"
import json, sys
a, b = (json.load(open(p)) for p in sys.argv[1:3])
assert a["cache_hit"] is False and b["cache_hit"] is True, (a["cache_hit"], b["cache_hit"])
assert a["digest"] == b["digest"] and len(a["digest"]) == 64
assert len(a["passes"]) == 45 and a["passes"][0]["name"] == "InlineFunctions", len(a["passes"])
assert all(p["wall_ms"] >= 0 for p in a["passes"])
print("compile JSON ok:", a["digest"][:16], len(a["passes"]), "passes")
PY

# run-passes through the server: a prefix of Default equals the reference dump.
"$PTOC" run-passes "$PROGRAM" --server "$SERVER" \
  --passes=InlineFunctions,UnrollLoops,CtrlFlowTransform,ConvertToSSA,Simplify \
  --verify-mode before_and_after --roundtrip >"$WORK/rp.py" 2>"$WORK/rp.err" || fail "run-passes"
cmp -s "$WORK/rp.py" "$GOLDEN/05_after_Simplify.py" || fail "run-passes output differs from golden"
grep -q "RoundtripInstrument: checked" "$WORK/rp.err" || fail "no roundtrip report"

# dump streams every pass with a progress line; full text equals the goldens.
"$PTOC" dump "$PROGRAM" --server "$SERVER" >"$WORK/dump.txt" 2>"$WORK/dump.err" || fail "dump"
[[ $(grep -c '^\[[0-9]*/45\]' "$WORK/dump.err") == 45 ]] || fail "expected 45 progress lines"
csplit -s -z -f "$WORK/part" "$WORK/dump.txt" '/^# ==== /' '{*}'
n=0
for part in "$WORK"/part*; do
  name=$(head -1 "$part" | sed 's/^# ==== \(.*\) ====$/\1/')
  tail -n +2 "$part" | cmp -s - "$GOLDEN/$name" || fail "dump of $name differs from golden"
  n=$((n + 1))
done
[[ $n == 45 ]] || fail "expected 45 dumps, got $n"
"$PTOC" dump "$PROGRAM" --server "$SERVER" --passes=ConvertToSSA,Simplify --diff --only-changed \
  >"$WORK/diff.txt" 2>/dev/null || fail "dump --diff"
grep -q '^+++ 01_after_ConvertToSSA.py' "$WORK/diff.txt" || fail "no diff header"

# Errors: a malformed program is exit 1 with file:line:col and the gRPC code.
printf 'import pypto.language as pl\n@pl.program\nclass X:\n    def f(self) -> :\n' >"$WORK/bad.py"
"$PTOC" compile "$WORK/bad.py" --server "$SERVER" 2>"$WORK/bad.err"
[[ $? == 1 ]] || fail "bad program exit code"
grep -q "INVALID_ARGUMENT: $WORK/bad.py:[0-9]*:[0-9]*:" "$WORK/bad.err" || fail "no location"
OUT=$("$PTOC" compile "$PROGRAM" --server "$SERVER" --passes NoSuchPass 2>&1)
grep -q "INVALID_ARGUMENT: unknown pass: NoSuchPass" <<<"$OUT" || fail "unknown pass: $OUT"
# A program whose tiles overflow Vec memory fails verification after AllocateMemoryAddr (as in
# the reference): the caller's error, with the report, not an internal one.
OUT=$("$PTOC" compile tests/corpus/21_vec_overflow_negative.py --server "$SERVER" 2>&1)
[[ $? == 1 ]] || fail "overflowing program exit code: $OUT"
grep -q "INVALID_ARGUMENT: Verification failed after 'AllocateMemoryAddr'" <<<"$OUT" ||
  fail "overflowing program: $OUT"
grep -q "exceeds platform limit" <<<"$OUT" || fail "overflowing program report: $OUT"
# MemoryReuse's warning before the failure comes with the error (not in the daemon's log, whose
# lines must all stay JSON: checked below).
grep -q "^\[warning\] \[MemoryReuse\] (MemoryReuse) capacity-gated reuse" <<<"$OUT" ||
  fail "overflowing program warning: $OUT"

# Prometheus endpoint (port from the start-up log line).
MPORT=$(grep -o 'metrics http://127.0.0.1:[0-9]*' "$WORK/ptocd.log" | grep -o '[0-9]*$')
exec 3<>/dev/tcp/127.0.0.1/"$MPORT" || fail "metrics connect"
printf 'GET /metrics HTTP/1.1\r\nHost: x\r\n\r\n' >&3
METRICS=$(cat <&3)
exec 3<&-
grep -q 'grpc_server_handled_total{grpc_service="ptoc.v1.Compiler",grpc_method="CompileProgram",grpc_code="OK"} 2' \
  <<<"$METRICS" || fail "metrics: handled_total"
# memory hits: the second compile and the first full dump (same key).
grep -q 'ptoc_cache_hits_total{tier="memory"} 2' <<<"$METRICS" || fail "metrics: cache hits"

# The disk tier has the entries.
[[ $(find "$WORK/cache" -name '*.entry' | wc -l) -ge 1 ]] || fail "no disk cache entries"

# A warning of a successful run is printed by the client, as in an offline run (after the
# metrics checks: the dump is a cache hit of the run-passes entry).
WARN=tests/server/testdata/legacy_packing_warning.py
"$PTOC" run-passes "$WARN" --server "$SERVER" --passes InitMemRef,MemoryReuse --quiet \
  2>"$WORK/warn.err" || fail "run-passes with a warning: $(cat "$WORK/warn.err")"
grep -q "^\[warning\] \[MemoryReuse\] .*legacy packing.* at $WARN:8:4$" "$WORK/warn.err" ||
  fail "run-passes warning: $(cat "$WORK/warn.err")"
"$PTOC" dump "$WARN" --server "$SERVER" --passes InitMemRef,MemoryReuse >/dev/null \
  2>"$WORK/warn.err" || fail "dump with a warning: $(cat "$WORK/warn.err")"
grep -q "^\[warning\] \[MemoryReuse\] .*legacy packing" "$WORK/warn.err" ||
  fail "dump warning: $(cat "$WORK/warn.err")"
OUT=$("$PTOC" compile "$WARN" --server "$SERVER" --passes InitMemRef,MemoryReuse) ||
  fail "compile with a warning: $OUT"
grep -q "^\[warning\] \[MemoryReuse\] .*legacy packing" <<<"$OUT" || fail "compile warning: $OUT"

# SIGTERM: drains and exits 0; every log line is one JSON object.
kill -TERM $PID
wait $PID
[[ $? == 0 ]] || fail "ptocd exit status after SIGTERM"
trap - EXIT
/usr/bin/python3 - "$WORK/ptocd.log" <<'PY' || fail "log lines are not JSON"
import json, sys
rpcs = 0
for line in open(sys.argv[1]):
    record = json.loads(line)
    if record.get("msg") == "rpc":
        rpcs += 1
        assert {"method", "digest", "cache_hit", "code", "duration_ms"} <= record.keys(), record
assert rpcs >= 6, rpcs
print("json log ok:", rpcs, "rpc lines")
PY
grep -q '"msg":"ptocd stopped"' "$WORK/ptocd.log" || fail "no stop line"
echo "e2e OK"
