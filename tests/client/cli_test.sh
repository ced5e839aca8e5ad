#!/usr/bin/env bash
# End-to-end tests of the offline `ptoc` subcommands (fmt, check, equal,
# passes, run-passes): the real binary on corpus programs, outputs compared
# with the reference goldens, exit codes and diagnostics checked.
set -uo pipefail

PTOC="$1"
CORPUS=tests/corpus
GOLDEN=tests/golden
TMP="${TEST_TMPDIR:-$(mktemp -d)}"
failures=0
checks=0

fail() {
  echo "FAIL: $*"
  failures=$((failures + 1))
}

# run NAME EXPECTED_RC ARGS...: runs ptoc, keeps stdout/stderr in $OUT/$ERR.
OUT="$TMP/out"
ERR="$TMP/err"
run() {
  local name="$1" want="$2"
  shift 2
  checks=$((checks + 1))
  "$PTOC" "$@" >"$OUT" 2>"$ERR"
  local rc=$?
  if [[ "$rc" != "$want" ]]; then
    fail "$name: exit $rc, want $want (ptoc $*)"
    sed 's/^/    stderr: /' "$ERR" | head -20
    return 1
  fi
  return 0
}

same_file() {  # NAME ACTUAL EXPECTED
  checks=$((checks + 1))
  cmp -s "$2" "$3" || { fail "$1: $2 differs from $3"; diff "$3" "$2" | head -10; }
}

contains() {  # NAME FILE REGEX
  checks=$((checks + 1))
  grep -Eq -- "$3" "$2" || { fail "$1: no /$3/ in output:"; head -20 "$2" | sed 's/^/    /'; }
}

empty() {  # NAME FILE
  checks=$((checks + 1))
  [[ ! -s "$2" ]] || { fail "$1: expected no output, got:"; head -5 "$2" | sed 's/^/    /'; }
}

P01="$CORPUS/01_vec_add_scope.py"
P02="$CORPUS/02_row_block_fuse.py"
P17="$CORPUS/17_kernel_loop_if_yield.py"

# A program with an unknown name (parse error at 7:23); corpus 247 parses but
# is ill-typed (a loop yields a [64, ...] tile into a [32, ...] carry).
cat >"$TMP/bad_name.py" <<'PY'
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def f(self, x: pl.Tensor[[4], pl.FP32]) -> pl.Tensor[[4], pl.FP32]:
        y = pl.add(x, z)
        return y
PY

# ---------------------------------------------------------------- top level
run "no command" 2
run "unknown command" 2 frobnicate
run "top --help" 0 --help && contains "top --help" "$OUT" "ptoc fmt" &&
  contains "top --help lists equal" "$OUT" "ptoc equal"

# ---------------------------------------------------------------- fmt
run "fmt 01" 0 fmt "$P01" && same_file "fmt 01" "$OUT" "$GOLDEN/01_vec_add_scope/print.concise.py"
run "fmt --explicit 01" 0 fmt --explicit "$P01" &&
  same_file "fmt --explicit 01" "$OUT" "$GOLDEN/01_vec_add_scope/print.explicit.py"
checks=$((checks + 1))
"$PTOC" fmt - <"$P02" >"$OUT" 2>"$ERR" || fail "fmt - (stdin) failed"
same_file "fmt stdin" "$OUT" "$GOLDEN/02_row_block_fuse/print.concise.py"
# Canonical text is a fixed point.
run "fmt of fmt" 0 fmt "$GOLDEN/01_vec_add_scope/print.concise.py" &&
  same_file "fmt fixed point" "$OUT" "$GOLDEN/01_vec_add_scope/print.concise.py"
run "fmt parse error" 1 fmt "$TMP/bad_name.py" &&
  contains "fmt parse error" "$ERR" "^$TMP/bad_name.py:7:23: error: .*'z'" &&
  contains "fmt parse error caret" "$ERR" "^ +\^$" && empty "fmt parse error stdout" "$OUT"
checks=$((checks + 1))
"$PTOC" fmt - <"$TMP/bad_name.py" >"$OUT" 2>"$ERR"
[[ $? == 1 ]] || fail "fmt stdin parse error: wrong exit code"
contains "fmt stdin parse error" "$ERR" "^<stdin>:7:23: error: "
run "fmt missing file" 1 fmt "$TMP/no_such_file.py" &&
  contains "fmt missing file" "$ERR" "^$TMP/no_such_file.py: error: cannot open file"
run "fmt no file" 2 fmt && contains "fmt usage" "$ERR" "usage: ptoc fmt"
run "fmt two files" 2 fmt "$P01" "$P02"
run "fmt unknown option" 2 fmt --bogus "$P01"
run "fmt --help" 0 fmt --help && contains "fmt --help" "$OUT" "usage: ptoc fmt FILE"

# ---------------------------------------------------------------- check
run "check 01" 0 check "$P01" && empty "check 01 stderr" "$ERR" && empty "check 01 stdout" "$OUT"
run "check 17" 0 check "$P17"
run "check ill-typed" 1 check "$CORPUS/247_yield_annot_vs_init.py" &&
  contains "check ill-typed" "$ERR" \
    "^$CORPUS/247_yield_annot_vs_init.py:14:9: error: Shape dimension mismatch in ForStmt: .*\[TypeCheck\]"
run "check parse error" 1 check "$TMP/bad_name.py" &&
  contains "check parse error" "$ERR" "bad_name.py:7:23: error: "
run "check missing" 1 check "$TMP/no_such_file.py"
run "check no file" 2 check
run "check --help" 0 check --help && contains "check --help" "$OUT" "usage: ptoc check"

# ---------------------------------------------------------------- equal
# Alpha-renaming (local variables and parameters) keeps programs equal.
sed -e 's/\blhs\b/left_operand/g' -e 's/\brhs\b/right_operand/g' -e 's/\btotal\b/sum_tile/g' \
  "$P01" >"$TMP/renamed.py"
checks=$((checks + 1))
cmp -s "$P01" "$TMP/renamed.py" && fail "renaming changed nothing"
run "equal renamed" 0 equal "$P01" "$TMP/renamed.py" && empty "equal renamed stdout" "$OUT"
run "equal self" 0 equal "$P17" "$P17"
checks=$((checks + 1))
"$PTOC" equal - "$GOLDEN/01_vec_add_scope/print.concise.py" <"$TMP/renamed.py" >"$OUT" 2>"$ERR"
[[ $? == 0 ]] || fail "equal stdin vs canonical print: not equal"
# A changed constant: the loop bound 8 -> 6.
sed 's/pl.range(8, init_values/pl.range(6, init_values/' "$P17" >"$TMP/const.py"
run "equal changed constant" 1 equal "$P17" "$TMP/const.py" &&
  contains "equal diff header a" "$OUT" "^--- $P17\$" &&
  contains "equal diff header b" "$OUT" "^\+\+\+ $TMP/const.py\$" &&
  contains "equal diff hunk" "$OUT" "^@@ -[0-9]+(,[0-9]+)? \+[0-9]+(,[0-9]+)? @@" &&
  contains "equal diff removed" "$OUT" "^-.*pl.range\(8" &&
  contains "equal diff added" "$OUT" "^\+.*pl.range\(6" &&
  contains "equal mismatch" "$ERR" "programs differ"
checks=$((checks + 1))
[[ $(grep -c '^[-+][^-+]' "$OUT") == 2 ]] || fail "equal diff: expected exactly one changed line"
run "equal different programs" 1 equal "$P01" "$P02"
run "equal parse error" 2 equal "$P01" "$TMP/bad_name.py" &&
  contains "equal parse error" "$ERR" "bad_name.py:7:23: error: "
run "equal one arg" 2 equal "$P01"
run "equal two stdin" 2 equal - -
run "equal --help" 0 equal --help && contains "equal --help" "$OUT" "usage: ptoc equal A B"

# ---------------------------------------------------------------- passes
run "passes" 0 passes && contains "passes ssa" "$OUT" "^ConvertToSSA  \[implemented\]$" &&
  contains "passes required" "$OUT" "^    required:    \{" &&
  contains "passes produced" "$OUT" "^    produced:    \{.*SSAForm" &&
  contains "passes invalidated" "$OUT" "^    invalidated: " &&
  contains "passes reference checks" "$OUT" \
    "^    also checked after it \(as in the reference\): \{ReturnParamsExplicit\}$"
# Strategy order = the golden dump listing (NN_after_<Pass>.py).
run "passes Default" 0 passes --strategy Default &&
  grep -E '^[0-9]{2} ' "$OUT" | awk '{print $1 "_after_" $2 ".py"}' >"$TMP/order" &&
  ls "$GOLDEN/01_vec_add_scope/default" | grep -v '^00_' >"$TMP/golden_order" &&
  same_file "Default order" "$TMP/order" "$TMP/golden_order"
run "passes DebugTile" 0 passes --strategy=DebugTileOptimization &&
  grep -E '^[0-9]{2} ' "$OUT" | awk '{print $1 "_after_" $2 ".py"}' >"$TMP/order" &&
  ls "$GOLDEN/02_row_block_fuse/debugtile" | grep -v '^00_' >"$TMP/golden_order" &&
  same_file "DebugTileOptimization order" "$TMP/order" "$TMP/golden_order"
run "passes unknown strategy" 2 passes --strategy Fastest
run "passes positional" 2 passes "$P01"
run "passes --help" 0 passes --help && contains "passes --help" "$OUT" "usage: ptoc passes"

# ---------------------------------------------------------------- run-passes
# count_identical DIR GOLDEN_DIR: how many golden files DIR has byte-identical
# (one diff process instead of a cmp per file keeps the test fast).
count_identical() {
  local count bad
  count=$(ls "$2" | wc -l)
  bad=$(diff -rq "$2" "$1" 2>/dev/null | grep -c -e ' differ$' -e "^Only in $2")
  echo $((count - bad))
}

# compare_dumps NAME DIR GOLDEN_DIR: same listing, every file byte-identical.
compare_dumps() {
  local name="$1" dir="$2" golden="$3"
  checks=$((checks + 1))
  if ! diff <(ls "$dir") <(ls "$golden") >/dev/null; then
    fail "$name: dump listing differs from $golden"
    diff <(ls "$dir") <(ls "$golden") | head -5
    return
  fi
  local count same
  count=$(ls "$golden" | wc -l)
  same=$(count_identical "$dir" "$golden")
  echo "$name: $count files, $same byte-identical to $golden"
  checks=$((checks + 1))
  [[ "$same" == "$count" ]] || fail "$name: only $same/$count dumps byte-identical"
}

rm -rf "$TMP/d01"
run "run-passes Default 01" 0 run-passes "$P01" --strategy Default --dump-dir "$TMP/d01" &&
  same_file "run-passes 01 result" "$OUT" \
    "$GOLDEN/01_vec_add_scope/default/45_after_ClassifyIterArgCarry.py"
checks=$((checks + 1))
[[ $(ls "$TMP/d01" | wc -l) == 46 ]] || fail "run-passes 01: $(ls "$TMP/d01" | wc -l) dumps, want 46"
compare_dumps "Default dumps 01" "$TMP/d01" "$GOLDEN/01_vec_add_scope/default"
rm -rf "$TMP/d02"
run "run-passes Default 02 explicit" 0 run-passes "$P02" --strategy=Default \
  --dump-dir="$TMP/d02" --dump-level explicit --quiet && empty "--quiet" "$OUT"
compare_dumps "Default explicit dumps 02" "$TMP/d02" "$GOLDEN/02_row_block_fuse/default-explicit"
rm -rf "$TMP/t02"
run "run-passes DebugTile 02" 0 run-passes "$P02" --strategy DebugTileOptimization \
  --dump-dir "$TMP/t02" --verify roundtrip --quiet
compare_dumps "DebugTileOptimization dumps 02" "$TMP/t02" "$GOLDEN/02_row_block_fuse/debugtile"
# A pass list: the first four Default passes end where the golden dump 04 is.
run "run-passes --passes" 0 run-passes "$P01" \
  --passes InlineFunctions,UnrollLoops,CtrlFlowTransform,ConvertToSSA &&
  same_file "run-passes --passes" "$OUT" "$GOLDEN/01_vec_add_scope/default/04_after_ConvertToSSA.py"
checks=$((checks + 1))
"$PTOC" run-passes - --strategy Default --verify none <"$P17" >"$OUT" 2>"$ERR" ||
  fail "run-passes stdin failed"
same_file "run-passes stdin" "$OUT" \
  "$GOLDEN/17_kernel_loop_if_yield/default/45_after_ClassifyIterArgCarry.py"


# Timing: per-pass lines, pipeline and parse with median and minimum.
run "run-passes --time" 0 run-passes "$P01" --strategy Default --time --repeat 3 &&
  same_file "--time result" "$OUT" "$GOLDEN/01_vec_add_scope/default/45_after_ClassifyIterArgCarry.py" &&
  contains "--time header" "$ERR" "3 timed run" &&
  contains "--time pass" "$ERR" "^04 ConvertToSSA +[0-9]+\.[0-9]{3} +[0-9]+\.[0-9]{3}$" &&
  contains "--time last pass" "$ERR" "^45 ClassifyIterArgCarry " &&
  contains "--time pipeline" "$ERR" "^pipeline +[0-9]+\.[0-9]{3} +[0-9]+\.[0-9]{3}$" &&
  contains "--time parse" "$ERR" "^parse +[0-9]+\.[0-9]{3} +[0-9]+\.[0-9]{3}$"
checks=$((checks + 1))
[[ $(grep -cE '^[0-9]{2} ' "$ERR") == 45 ]] || fail "--time: want 45 pass lines"

# Failures.
run "run-passes negative program" 1 run-passes "$CORPUS/21_vec_overflow_negative.py" \
  --strategy Default &&
  contains "negative: diagnostic" "$ERR" \
    "^$CORPUS/21_vec_overflow_negative.py: error: Verification failed after 'AllocateMemoryAddr'" &&
  contains "negative: report" "$ERR" "exceeds platform limit" && empty "negative stdout" "$OUT"
# The target chip: the program that overflows Ascend910B's Vec memory fits Ascend950's; the
# result is the reference's for that backend (tests/client/testdata/README.md).
run "run-passes --target" 0 run-passes "$CORPUS/21_vec_overflow_negative.py" --strategy Default \
  --target Ascend950 &&
  same_file "run-passes --target Ascend950" "$OUT" \
    tests/client/testdata/21_vec_overflow_negative.ascend950.default.py
run "run-passes unknown target" 2 run-passes "$P01" --strategy Default --target Ascend310 &&
  contains "unknown target" "$ERR" "unknown target 'Ascend310' \(known: Ascend910B, Ascend950\)"
run "run-passes parse error" 1 run-passes "$TMP/bad_name.py" --strategy Default &&
  contains "run-passes parse error" "$ERR" "bad_name.py:7:23: error: "
run "run-passes unknown pass" 2 run-passes "$P01" --passes ConvertToSSA,NoSuchPass &&
  contains "unknown pass" "$ERR" "NoSuchPass"
run "run-passes unknown strategy" 2 run-passes "$P01" --strategy Fastest
run "run-passes both" 2 run-passes "$P01" --strategy Default --passes ConvertToSSA
run "run-passes neither" 2 run-passes "$P01"
run "run-passes no file" 2 run-passes --strategy Default
run "run-passes bad verify" 2 run-passes "$P01" --strategy Default --verify paranoid
run "run-passes bad dump level" 2 run-passes "$P01" --strategy Default --dump-dir "$TMP/x" \
  --dump-level verbose
run "run-passes dump level without dir" 2 run-passes "$P01" --strategy Default \
  --dump-level explicit
run "run-passes repeat without time" 2 run-passes "$P01" --strategy Default --repeat 3
run "run-passes repeat 0" 2 run-passes "$P01" --strategy Default --time --repeat 0
run "run-passes missing value" 2 run-passes "$P01" --strategy
run "run-passes --help" 0 run-passes --help && contains "run-passes --help" "$OUT" \
  "usage: ptoc run-passes FILE"

echo "$checks checks, $failures failures"
[[ "$failures" == 0 ]]
