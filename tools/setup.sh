#!/usr/bin/env bash
# One-time machine setup for Debian 12 (bookworm), run as root (or with sudo).
# Uses only Debian's apt repositories; after this, `bazel test //...` works
# with no network. Idempotent: when every package is present it runs no apt
# command and prints one line.
set -euo pipefail

PKGS=(
  # Build system: Debian's Bazel 4.2.3 (pulls in default-jdk-headless).
  bazel-bootstrap
  # Toolchain and system libraries used through //third_party.
  build-essential pkg-config
  protobuf-compiler protobuf-compiler-grpc libprotobuf-dev libgrpc++-dev
  libabsl-dev libspdlog-dev libfmt-dev libssl-dev
  libgtest-dev libgmock-dev libbenchmark-dev libjemalloc-dev
  # Formatting and linting (.clang-format, .clang-tidy).
  clang-format clang-tidy
  # libFuzzer + sanitizer runtimes for the parser fuzz target (tools/fuzz_parser.sh).
  clang libclang-rt-14-dev
  # Fallback build (CMake); real clients and tests: Debian's Python 3 with
  # gRPC + the standard health/reflection .proto files; h2load/nghttp for
  # loopback load; git for scripts that inspect the checkout.
  cmake python3 python3-grpcio python3-protobuf python3-yaml grpc-proto nghttp2-client git openssl
)

# One dpkg-query for all packages (unknown ones are simply not listed).
installed=" $(dpkg-query -W -f='${db:Status-Abbrev}|${Package}\n' "${PKGS[@]}" 2>/dev/null \
  | awk -F'|' '$1 ~ /^ii/ {printf "%s ", $2}' || true) "
missing=()
for p in "${PKGS[@]}"; do
  [[ $installed == *" $p "* ]] || missing+=("$p")
done

if ((${#missing[@]})); then
  SUDO=""
  [[ $(id -u) -eq 0 ]] || SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  echo "setup: installing ${missing[*]}"
  $SUDO apt-get update -q </dev/null
  $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}" </dev/null
fi

# Node.js + npm for the reflection client test (tests/server/reflection_client,
# npm packages from the registry at test time). Checked by command, not by
# package name: a machine may already have another build of Node.js with its
# own npm, which Debian's npm package would conflict with.
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  SUDO=""
  [[ $(id -u) -eq 0 ]] || SUDO="sudo"
  echo "setup: installing nodejs npm"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -q </dev/null
  $SUDO apt-get install -y -q --no-install-recommends nodejs npm \
    </dev/null
fi

for tool in bazel protoc grpc_cpp_plugin clang-format /usr/bin/python3 node npm; do
  command -v "$tool" >/dev/null || { echo "setup: $tool not found after install" >&2; exit 1; }
done
echo "setup: OK ($(protoc --version), $(clang-format --version | sed 's/^Debian //'))"
