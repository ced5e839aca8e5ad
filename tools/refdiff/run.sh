#!/bin/bash
# Differential run: the reference's pass pipeline and ptoc's on every program of a folder,
# compared dump by dump (see README.md).
#
#   tools/refdiff/run.sh PROGRAMS_DIR WORK_DIR [default|debugtile|explicit]
#
#   ORACLE_DIR  the reference built by ../shared/tools/oracle/build-oracle.sh (required)
#   PTOC        the ptoc binary, e.g. from `bazel build -c opt //client:ptoc` (required)
set -euo pipefail
if [ $# -lt 2 ]; then sed -n '2,9p' "$0"; exit 2; fi
here=$(cd "$(dirname "$0")" && pwd)
programs=$(cd "$1" && pwd)
mkdir -p "$2"
work=$(cd "$2" && pwd)
mode=${3:-default}
: "${ORACLE_DIR:?set ORACLE_DIR to the reference build (build-oracle.sh OUT_DIR)}"
: "${PTOC:?set PTOC to a ptoc binary (bazel build -c opt //client:ptoc)}"
case $mode in
  default) args=(--strategy Default) ;;
  explicit) args=(--strategy Default --dump-level explicit) ;;
  debugtile) args=(--strategy DebugTileOptimization) ;;
  *) echo "unknown mode $mode" >&2; exit 2 ;;
esac
rm -rf "$work/reference" "$work/ptoc"
mkdir -p "$work/ptoc"
echo "reference: $mode pipeline on $(ls "$programs"/*.py | wc -l) programs" >&2
PYTHONPATH="$ORACLE_DIR/pypto/python:$ORACLE_DIR/stubs" "${ORACLE_PYTHON:-/usr/bin/python3}" \
  "$here/ref_run.py" "$programs" "$work/reference" "$mode" 2> "$work/reference.log"
echo "ptoc: $PTOC" >&2
for f in "$programs"/*.py; do
  stem=$(basename "$f" .py)
  rc=0
  timeout 60 "$PTOC" run-passes "$f" "${args[@]}" --dump-dir "$work/ptoc/$stem" --quiet \
    > "$work/ptoc/$stem.log" 2>&1 || rc=$?
  echo "rc=$rc" >> "$work/ptoc/$stem.log"
done
compare() {
  "${ORACLE_PYTHON:-/usr/bin/python3}" "$here/compare.py" "$work/reference" "$work/ptoc" "$PTOC"
}
# Programs whose dumps differ are run again by the reference alone, in a fresh process each.
differing=$(compare | sed -n 's/^\([^ :]*\): differ at .*/\1/p')
if [ -n "$differing" ]; then
  echo "reference: rerunning $(echo "$differing" | wc -l) differing program(s) alone" >&2
  for stem in $differing; do
    rm -rf "${work:?}/reference/$stem"
    PYTHONPATH="$ORACLE_DIR/pypto/python:$ORACLE_DIR/stubs" "${ORACLE_PYTHON:-/usr/bin/python3}" \
      "$here/ref_run.py" "$programs" "$work/reference" "$mode" "$stem.py" 2>> "$work/reference.log"
  done
fi
compare
