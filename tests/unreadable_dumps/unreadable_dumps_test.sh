#!/bin/bash
# For each program here: ptoc's canonical prints and its per-pass dumps of the
# Default and DebugTileOptimization strategies (BASIC verification) must be
# byte-identical to the reference's in golden/<program>/, and a program the
# reference rejects must fail in ptoc after the same pass.
set -u
PTOC=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
HERE=$(dirname "$0")
[ -f "$HERE/README.md" ] || HERE=tests/unreadable_dumps
OUT=${TEST_TMPDIR:-$(mktemp -d)}
failures=0
checked=0

fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}

compare_file() {  # GOLDEN OURS
  checked=$((checked + 1))
  if [ ! -f "$2" ]; then
    fail "missing ${2#"$OUT"/}"
  elif ! cmp -s "$1" "$2"; then
    fail "${2#"$OUT"/} differs from the reference's:"
    diff "$1" "$2" | head -20
  fi
}

for prog in "$HERE"/*.py; do
  stem=$(basename "$prog" .py)
  gold=$HERE/golden/$stem
  [ -d "$gold" ] || { fail "$stem: no golden folder"; continue; }
  mkdir -p "$OUT/$stem"
  "$PTOC" fmt "$prog" > "$OUT/$stem/print.concise.py" || fail "$stem: fmt failed"
  "$PTOC" fmt --explicit "$prog" > "$OUT/$stem/print.explicit.py" || fail "$stem: fmt --explicit failed"
  compare_file "$gold/print.concise.py" "$OUT/$stem/print.concise.py"
  compare_file "$gold/print.explicit.py" "$OUT/$stem/print.explicit.py"
  for run in "default Default concise" "default-explicit Default explicit" \
             "debugtile DebugTileOptimization concise"; do
    set -- $run
    [ -d "$gold/$1" ] || continue
    "$PTOC" run-passes "$prog" --strategy "$2" --verify basic --dump-level "$3" \
      --dump-dir "$OUT/$stem/$1" --quiet > /dev/null 2> "$OUT/$stem/$1.err"
    rc=$?
    error_file=$gold/error.txt
    [ "$1" = debugtile ] && error_file=$gold/debugtile.error.txt
    if [ -f "$error_file" ] && [ $rc -eq 0 ]; then
      fail "$stem/$1: the reference fails, ptoc succeeded"
    elif [ ! -f "$error_file" ] && [ $rc -ne 0 ]; then
      fail "$stem/$1: ptoc failed: $(head -1 "$OUT/$stem/$1.err")"
    fi
    for g in "$gold/$1"/*.py; do
      compare_file "$g" "$OUT/$stem/$1/$(basename "$g")"
    done
    n_gold=$(ls "$gold/$1" | wc -l)
    n_ours=$(ls "$OUT/$stem/$1" | wc -l)
    [ "$n_gold" -eq "$n_ours" ] || fail "$stem/$1: $n_ours dumps, the reference has $n_gold"
  done
done
# With the roundtrip check on, such a dump stops the run: the error names the
# printed text's location and quotes no line of the input file (whose line
# of that number is unrelated).
checked=$((checked + 1))
"$PTOC" run-passes "$HERE/323_while_constant_counter.py" --strategy Default --verify roundtrip \
  --quiet > /dev/null 2> "$OUT/roundtrip.err"
if [ $? -eq 0 ]; then
  fail "roundtrip of 323: ptoc succeeded"
elif ! grep -q "<roundtrip after Simplify>:[0-9]*:[0-9]*: " "$OUT/roundtrip.err"; then
  fail "roundtrip of 323: no location in the printed text: $(head -1 "$OUT/roundtrip.err")"
elif grep -qE '^ +\^$' "$OUT/roundtrip.err"; then
  fail "roundtrip of 323: quotes a source line: $(head -3 "$OUT/roundtrip.err")"
fi
echo "$checked files compared, $failures failures"
[ $failures -eq 0 ] && [ $checked -gt 0 ]
