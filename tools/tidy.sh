#!/usr/bin/env bash
# clang-tidy over the C++ sources with the root's .clang-tidy.
#
#   tools/tidy.sh                      # every .cc under compiler/ server/ client/ tests/ bench/
#   tools/tidy.sh compiler/text/*.cc   # only these files
#   BAZEL_FLAGS='--output_base=/x' tools/tidy.sh    # startup flags for the bazel command
#
# This Bazel does not write a compile_commands.json, so the script asks it for the
# compile actions (`bazel aquery`), builds the targets once (generated protobuf
# headers must exist), and writes compile_commands.json at the root (ignored by
# git) with clang's spelling of gcc's flags. Exit status 1 when any warning is
# reported; the warnings go to stdout, one `FILE:LINE:COL: warning: ... [check]`
# each.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

read -r -a startup <<< "${BAZEL_FLAGS:-}"
targets=(//compiler/... //server/... //client/... //tests/... //bench/...)
scope=$(printf ' + %s' "${targets[@]}")
scope=${scope:3}
bazel "${startup[@]}" build --config=ci -- "${targets[@]}" \
  </dev/null >/dev/null 2>&1 || { echo "tidy.sh: bazel build failed" >&2; exit 2; }
execroot=$(bazel "${startup[@]}" info --config=ci execution_root 2>/dev/null) || exit 2
aquery=$(mktemp)
trap 'rm -f "$aquery"' EXIT
bazel "${startup[@]}" aquery --config=ci "mnemonic(\"CppCompile\", $scope)" \
  --output=jsonproto >"$aquery" 2>/dev/null </dev/null ||
  { echo "tidy.sh: bazel aquery failed" >&2; exit 2; }

python3 - "$aquery" "$execroot" "$PWD" <<'EOF'
import json, sys
aquery, execroot, root = sys.argv[1:]
# gcc-only flags clang rejects or warns about.
drop = {"-fno-canonical-system-headers", "-Wunused-but-set-parameter",
        "-Wno-free-nonheap-object"}
commands = []
for action in json.load(open(aquery)).get("actions", []):
    args = action["arguments"]
    if "-c" not in args:
        continue
    source = args[args.index("-c") + 1]
    out = ["clang++"]
    for arg in args[1:]:
        if arg in drop or arg.startswith("-frandom-seed="):
            continue
        if arg.startswith("bazel-out/"):
            arg = execroot + "/" + arg
        out.append(arg)
    commands.append({"directory": root, "file": source, "arguments": out})
json.dump(commands, open("compile_commands.json", "w"), indent=1)
EOF

if (($#)); then
  files=("$@")
else
  mapfile -t files < <(git ls-files 'compiler/*.cc' 'server/*.cc' 'client/*.cc' 'tests/*.cc' 'bench/*.cc')
fi
report=$(mktemp)
trap 'rm -f "$aquery" "$report"' EXIT
printf '%s\n' "${files[@]}" |
  xargs -P "$(nproc)" -n 4 clang-tidy -p . --quiet 2>/dev/null |
  grep -E '^[^ ].*: (warning|error): ' | sed "s|^$PWD/\(\./\)\?||" | sort -u >"$report"
cat "$report"
count=$(wc -l <"$report")
echo "tidy.sh: ${#files[@]} files, $count warnings" >&2
((count == 0))
