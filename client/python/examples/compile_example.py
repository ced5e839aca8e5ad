#!/usr/bin/python3
"""Compile a DSL program on ptocd and watch its passes stream in.

    PYTHONPATH=client/python:bazel-bin/client/python/gen \
        /usr/bin/python3 client/python/examples/compile_example.py 127.0.0.1:50051 examples/vec_add.py
"""

import sys

from ptoc_client import CompilerClient, CompileError


def main(argv):
    if len(argv) != 3:
        print("usage: compile_example.py HOST:PORT FILE", file=sys.stderr)
        return 2
    server, path = argv[1], argv[2]
    with open(path) as f:
        text = f.read()
    with CompilerClient(server, timeout=120) as client:
        try:
            response = client.compile(text, filename=path)
        except CompileError as error:
            print("compile failed:", error, file=sys.stderr)
            return 1
        print("digest %s cache_hit %s passes %d" % (
            response.program_digest, response.cache_hit, len(response.pass_timings)))
        slowest = max(response.pass_timings, key=lambda t: t.wall_ms)
        print("slowest pass: %s (%.3f ms)" % (slowest.name, slowest.wall_ms))
        for item in client.pass_dumps(text, filename=path, diff=True, only_changed=True):
            if item.DESCRIPTOR.name == "PassResult":
                print("[%d] %s changed, %d diff lines" % (
                    item.index, item.name, item.diff.count("\n")))
            else:
                print("%d passes, %d changed" % (item.pass_count, item.changed_count))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
