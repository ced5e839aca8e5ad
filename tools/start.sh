#!/usr/bin/env bash
# The first command on a fresh Debian 12 checkout (run as root): installs what
# is missing, builds ptocd and the ptoc CLI optimized (-c opt; the tests use the
# faster-compiling default mode), then starts ptocd, the compiler service, in
# the foreground with its embedded defaults (127.0.0.1:50051, in-memory
# cache, Prometheus metrics on a free port; Ctrl-C or SIGTERM stops it
# gracefully).
#
#   tools/start.sh                        # ptocd with the defaults
#   tools/start.sh --port=0 --cache_dir=/var/cache/ptoc   # any ptocd flags (--help)
#   tools/start.sh ptoc print examples/vec_add.py        # the ptoc CLI instead
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash tools/setup.sh || exit 1

build=(bazel build -c opt //server:ptocd //client:ptoc)
echo "+ ${build[*]}"
"${build[@]}" </dev/null || exit $?

bin="$(bazel info -c opt bazel-bin </dev/null 2>/dev/null)"
if [[ ${1:-} == ptoc ]]; then
  shift
  echo "+ ptoc $*"
  exec "$bin/client/ptoc" "$@"
fi

cat <<MSG
+ ptocd $*
  In another terminal, for example:
    $bin/client/ptoc compile examples/vec_add.py --server 127.0.0.1:50051
    $bin/client/ptoc dump examples/vec_add.py --server 127.0.0.1:50051 --diff --only-changed
MSG
exec "$bin/server/ptocd" "$@"
