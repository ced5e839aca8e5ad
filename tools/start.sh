#!/usr/bin/env bash
# The first command on a fresh Debian 12 checkout (run as root):
# installs what is missing, builds everything, then starts the main program.
#
# Until the ptocd daemon exists, the main program is the `ptoc` CLI
# (//client:ptoc), run on the bundled example:
#   tools/start.sh                        # ptoc print examples/vec_add.py
#   tools/start.sh compile FILE ...       # any other ptoc arguments
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash tools/setup.sh || exit 1

echo "+ bazel build //..."
bazel build //... </dev/null || exit $?

if ! bazel query //client:ptoc >/dev/null 2>&1 </dev/null; then
  cat <<'MSG'

start.sh: the build succeeded, but there is no main program yet: the `ptoc`
command-line client (//client:ptoc) has not been written. What exists today is
the compiler library under compiler/; run its tests with tools/test.sh.
MSG
  exit 0
fi

bin="$(bazel info bazel-bin </dev/null 2>/dev/null)/client/ptoc"
(($#)) || set -- print examples/vec_add.py
echo "+ ptoc $*"
exec "$bin" "$@"
