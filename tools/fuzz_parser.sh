#!/usr/bin/env bash
# Builds and runs the DSL parser fuzz target (tests/fuzz/parser_fuzz.cc) with
# clang's libFuzzer + AddressSanitizer + UBSan. Not part of `bazel test //...`:
# it needs clang and compiler-rt (Debian clang-14, libclang-rt-14-dev) and is
# run by hand.
#
#   tools/fuzz_parser.sh [SECONDS]        fuzz for SECONDS (default 300)
#   tools/fuzz_parser.sh --replay FILE..  run the target once on each FILE
#   tools/fuzz_parser.sh --build          only build
#
# Environment: FUZZ_OUT (build + corpus dir, default /tmp/ptoc-fuzz), FUZZ_OBJ_CACHE
# (compiled objects, default ~/.cache/ptoc-fuzz-objs),
# PTOC_FUZZ_ROUNDTRIP=1 (also check print -> parse -> StructuralEqual),
# FUZZ_JOBS (parallel fuzzing processes; unset = one in-process run).
# The seed corpus is tests/corpus/*.py plus every golden DSL dump; crashers go
# to $FUZZ_OUT/crashes/ and belong in the parser robustness test once fixed.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="${FUZZ_OUT:-/tmp/ptoc-fuzz}"
CXX="${CXX_FUZZ:-clang++}"
mkdir -p "$OUT/obj" "$OUT/crashes" "$OUT/corpus"

command -v "$CXX" >/dev/null || {
  echo "fuzz_parser: $CXX not found (apt-get install clang libclang-rt-14-dev)" >&2
  exit 1
}

CXXFLAGS=(-std=c++17 -O1 -g -fno-omit-frame-pointer -I"$ROOT" -ffile-prefix-map="$ROOT"=.
  -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined)
LIBS=(-labsl_statusor -labsl_status -labsl_strerror -labsl_str_format_internal -labsl_cord
  -labsl_cordz_info -labsl_cord_internal -labsl_cordz_functions -labsl_cordz_handle
  -labsl_crc_cord_state -labsl_crc32c -labsl_crc_internal -labsl_crc_cpu_detect
  -labsl_hash -labsl_city -labsl_low_level_hash -labsl_raw_hash_set -labsl_hashtablez_sampler
  -labsl_synchronization -labsl_graphcycles_internal -labsl_stacktrace -labsl_symbolize
  -labsl_debugging_internal -labsl_demangle_internal -labsl_malloc_internal -labsl_time
  -labsl_civil_time -labsl_time_zone -labsl_int128 -labsl_exponential_biased
  -labsl_throw_delegate -labsl_raw_logging_internal -labsl_log_severity -labsl_spinlock_wait
  -labsl_strings -labsl_strings_internal -labsl_base -pthread)
# Keep only the absl libraries this machine has (the set varies by version).
AVAILABLE_LIBS=()
for l in "${LIBS[@]}"; do
  if [[ $l == -l* ]]; then
    ls /usr/lib/*/lib"${l#-l}".so >/dev/null 2>&1 && AVAILABLE_LIBS+=("$l")
  else
    AVAILABLE_LIBS+=("$l")
  fi
done

SRCS=()
# The parser's sources and what //compiler/text:parser links (the arithmetic simplifier folds
# symbolic slice extents of subscripts and window extents in op type deduction), and the
# loop/if count check that decides whether a program must read back.
for f in "$ROOT"/compiler/base/*.cc "$ROOT"/compiler/ir/*.cc "$ROOT"/compiler/ir/ops/*.cc \
  "$ROOT"/compiler/ir/arith/*.cc "$ROOT"/compiler/text/*.cc "$ROOT"/compiler/verify/control_flow_arity.cc \
  "$ROOT"/tests/fuzz/parser_fuzz.cc; do
  [[ $f == *_test.cc ]] && continue
  SRCS+=("$f")
done

# Compiled objects are cached by content outside the build directory, so a
# fresh clone (CI builds in a new temporary directory every run) reuses them.
# As in ccache's direct mode, a source's key (its text, the compiler's and
# abseil's versions, the flags) names a list of the checkout's headers its
# last compile read; the object is stored under that key plus the current
# contents of those headers, so a header change recompiles only the sources
# that include it. Paths are mapped to the checkout root so that objects do
# not depend on where the clone lives. Entries unused for 14 days are removed.
OBJ_CACHE="${FUZZ_OBJ_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/ptoc-fuzz-objs}"

# header_key SOURCE_KEY MANIFEST: the object's key, from the headers the manifest lists as
# they are now (a header that no longer exists gives a key no object has).
header_key() {
  { echo "$1"; (cd "$ROOT" && xargs -r -a "$2" sha256sum 2>/dev/null) || echo missing; } |
    sha256sum | cut -d' ' -f1
}

# compile_one SOURCE SOURCE_KEY OBJECT: compiles into the build directory, then records the
# checkout headers it read and stores the object in the cache.
compile_one() {
  local src=$1 source_key=$2 out=$3 manifest="$OBJ_CACHE/$2.deps" tmp
  "$CXX" "${CXXFLAGS[@]}" -MD -MF "$out.d" -c "$src" -o "$out" || return 1
  tmp="$manifest.tmp.$BASHPID"
  tr ' \\' '\n\n' <"$out.d" | grep "^$ROOT/" | grep -v -e ':$' -e "^$src\$" |
    sed "s#^$ROOT/##" | sort -u >"$tmp"
  mv "$tmp" "$manifest"
  tmp="$OBJ_CACHE/$(header_key "$source_key" "$manifest").o"
  # Written under a temporary name first: an interrupted build leaves no bad entry.
  cp "$out" "$tmp.tmp.$BASHPID" && mv "$tmp.tmp.$BASHPID" "$tmp"
}

build() {
  local objs=() pids=() common_key
  mkdir -p "$OBJ_CACHE" "$OUT/obj"
  common_key=$({
    "$CXX" --version
    dpkg-query -W -f='${Version}\n' libabsl-dev 2>/dev/null || true
    printf '%s\n' "${CXXFLAGS[@]}" | grep -v -F -x -e "-I$ROOT" -e "-ffile-prefix-map=$ROOT=."
  } | sha256sum | cut -d' ' -f1)
  for src in "${SRCS[@]}"; do
    local rel=${src#"$ROOT"/} source_key obj
    source_key=$({ echo "$common_key $rel"; cat "$src"; } | sha256sum | cut -d' ' -f1)
    if [[ -f $OBJ_CACHE/$source_key.deps ]]; then
      obj="$OBJ_CACHE/$(header_key "$source_key" "$OBJ_CACHE/$source_key.deps").o"
      if [[ -f $obj ]]; then
        touch "$obj" "$OBJ_CACHE/$source_key.deps"
        objs+=("$obj")
        continue
      fi
    fi
    obj="$OUT/obj/${rel//\//_}.o"
    objs+=("$obj")
    compile_one "$src" "$source_key" "$obj" &
    pids+=($!)
    if ((${#pids[@]} >= 2)); then wait "${pids[0]}"; pids=("${pids[@]:1}"); fi
  done
  for p in "${pids[@]}"; do wait "$p"; done
  "$CXX" -fsanitize=fuzzer,address,undefined "${objs[@]}" "${AVAILABLE_LIBS[@]}" \
    -o "$OUT/parser_fuzz"
  find "$OBJ_CACHE" \( -name '*.o' -o -name '*.deps' \) -mtime +14 -delete 2>/dev/null || true
  find "$OBJ_CACHE" -name '*.tmp.*' -mmin +120 -delete 2>/dev/null || true
  echo "fuzz_parser: built $OUT/parser_fuzz"
}

seed() {
  local seeds="$OUT/seeds"
  rm -rf "$seeds"
  mkdir -p "$seeds"
  local n=0
  while IFS= read -r -d '' f; do
    cp "$f" "$seeds/$(printf '%05d' $n).py"
    n=$((n + 1))
  done < <(find "$ROOT/tests/corpus" "$ROOT/tests/golden" -name '*.py' -not -path '*/codegen/*' \
    -print0 | sort -z | awk -v RS='\0' -v ORS='\0' \
    '/\/tests\/corpus\// || /\/print\.[a-z]+\.py$/ || NR % 8 == 0')
  # Every program, its canonical prints and one in eight per-pass dumps: the
  # whole set (over 30,000 files) takes minutes just to run once.
  echo "fuzz_parser: $n seed files"
}

export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=0}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"

case "${1:-}" in
  --build)
    build
    ;;
  --replay)
    shift
    build
    "$OUT/parser_fuzz" -runs=1 "$@"
    ;;
  *)
    secs="${1:-300}"
    build
    seed
    "$OUT/parser_fuzz" -max_total_time="$secs" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
      -dict="$ROOT/tests/fuzz/dsl.dict" ${FUZZ_JOBS:+-jobs=$FUZZ_JOBS -workers=$FUZZ_JOBS} \
      -artifact_prefix="$OUT/crashes/" -print_final_stats=1 "$OUT/corpus" "$OUT/seeds"
    ;;
esac
