#!/usr/bin/env bash
# The test command: installs what is missing, then builds and runs every test.
#
#   tools/test.sh                          # bazel test //... --test_output=errors
#   tools/test.sh //compiler/...           # only these targets
#   tools/test.sh --config=asan //compiler/...   # extra Bazel flags, any order
#
# Exit status is Bazel's, except that "no test targets" (Bazel's exit 4) counts
# as success: the build itself succeeded.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash tools/setup.sh || exit 1

flags=()
targets=()
for arg in "$@"; do
  if [[ $arg == -* ]]; then flags+=("$arg"); else targets+=("$arg"); fi
done
((${#targets[@]})) || targets=(//...)

cmd=(bazel test "${flags[@]}" --test_output=errors -- "${targets[@]}")
echo "+ ${cmd[*]}"
"${cmd[@]}" </dev/null
rc=$?
if ((rc == 4)); then
  echo "test.sh: build OK, no test targets matched ${targets[*]}"
  rc=0
fi
exit "$rc"
