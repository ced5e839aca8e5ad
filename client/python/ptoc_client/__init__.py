"""Python client of ptocd, the ptoc compiler service (gRPC ptoc.v1.Compiler).

    from ptoc_client import CompilerClient
    client = CompilerClient("127.0.0.1:50051")
    response = client.compile(open("prog.py").read(), strategy="Default")
    for message in client.pass_dumps(text, passes="ConvertToSSA,Simplify", diff=True):
        ...

The generated modules (proto.ptoc.v1.*_pb2) must be importable: put the
directory holding `proto/` on PYTHONPATH (bazel-bin/client/python/gen after
`bazel build //client/python:python_stubs`).
"""

from ptoc_client.client import CompilerClient, CompileError, pb  # noqa: F401

__all__ = ["CompilerClient", "CompileError", "pb"]
