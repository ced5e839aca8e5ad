"""A thin, typed wrapper over the generated ptoc.v1.Compiler stub."""

import grpc

from proto.ptoc.v1 import compiler_pb2 as pb
from proto.ptoc.v1 import compiler_pb2_grpc as pb_grpc
from proto.ptoc.v1 import ir_pb2

_VERIFY_LEVELS = {
    None: pb.VERIFICATION_LEVEL_UNSPECIFIED,
    "none": pb.VERIFICATION_LEVEL_NONE,
    "basic": pb.VERIFICATION_LEVEL_BASIC,
    "roundtrip": pb.VERIFICATION_LEVEL_ROUNDTRIP,
}
_VERIFY_MODES = {
    None: pb.VERIFICATION_MODE_NONE,
    "none": pb.VERIFICATION_MODE_NONE,
    "before": pb.VERIFICATION_MODE_BEFORE,
    "after": pb.VERIFICATION_MODE_AFTER,
    "before_and_after": pb.VERIFICATION_MODE_BEFORE_AND_AFTER,
}
_DUMP_LEVELS = {
    None: pb.DUMP_LEVEL_UNSPECIFIED,
    "none": pb.DUMP_LEVEL_NONE,
    "concise": pb.DUMP_LEVEL_CONCISE,
    "explicit": pb.DUMP_LEVEL_EXPLICIT,
}


class CompileError(Exception):
    """A failed call: `code` is the grpc.StatusCode, `details` the server's
    message (for program errors it starts with "file:line:col:")."""

    def __init__(self, code, details):
        super().__init__("%s: %s" % (code.name, details))
        self.code = code
        self.details = details


def _lookup(table, key, what):
    if key not in table:
        raise ValueError("unknown %s %r (one of %s)" % (what, key, sorted(k for k in table if k)))
    return table[key]


def _source(program, filename):
    source = pb.ProgramSource(filename=filename or "")
    if isinstance(program, ir_pb2.Program):
        source.ir.CopyFrom(program)
    elif isinstance(program, str):
        source.dsl_text = program
    else:
        raise TypeError("program must be DSL text (str) or ptoc.v1.Program")
    return source


def _pipeline(strategy, passes):
    if strategy is not None and passes is not None:
        raise ValueError("give strategy or passes, not both")
    if passes is not None:
        if isinstance(passes, str):
            return pb.Pipeline(text=passes)
        return pb.Pipeline(passes=pb.PassList(names=list(passes)))
    return pb.Pipeline(strategy=strategy or "Default")


class CompilerClient:
    """Client of one ptocd. `target` is "host:port"; `token` is sent as a
    bearer token; `timeout` (seconds) is the deadline of every call;
    `credentials` (grpc.ChannelCredentials) selects TLS."""

    def __init__(self, target="127.0.0.1:50051", token=None, timeout=300.0, credentials=None):
        if credentials is None:
            self._channel = grpc.insecure_channel(target)
        else:
            self._channel = grpc.secure_channel(target, credentials)
        self._stub = pb_grpc.CompilerStub(self._channel)
        self._metadata = [("authorization", "Bearer " + token)] if token else None
        self._timeout = timeout

    def close(self):
        self._channel.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def _call(self, method, request):
        try:
            return method(request, timeout=self._timeout, metadata=self._metadata)
        except grpc.RpcError as error:
            raise CompileError(error.code(), error.details()) from None

    def compile(self, program, *, filename="", target="", strategy=None, passes=None,
                verification_level=None, pass_options=None, return_ir=False, skip_cache=False):
        """CompileProgram: returns a CompileResponse (digest, artifacts,
        diagnostics, pass_timings, final_properties, cache_hit)."""
        request = pb.CompileRequest(
            program=_source(program, filename), target=target,
            pipeline=_pipeline(strategy, passes),
            verification_level=_lookup(_VERIFY_LEVELS, verification_level, "verification level"),
            pass_options=pass_options or {}, return_ir=return_ir, skip_cache=skip_cache)
        return self._call(self._stub.CompileProgram, request)

    def run_passes(self, program, *, filename="", target="", strategy=None, passes=None,
                   verification_level=None, verification_mode=None, roundtrip=False,
                   dump_level=None, report=False, return_text=True, return_proto=False,
                   pass_options=None, skip_cache=False):
        """RunPasses: returns a RunPassesResponse (ir_text and/or ir,
        reports of the instruments, per-pass dumps when dump_level is set)."""
        instruments = pb.Instruments(
            verification_level=_lookup(_VERIFY_LEVELS, verification_level, "verification level"),
            verification_mode=_lookup(_VERIFY_MODES, verification_mode, "verification mode"),
            roundtrip=roundtrip, dump_level=_lookup(_DUMP_LEVELS, dump_level, "dump level"),
            report=report)
        request = pb.RunPassesRequest(
            program=_source(program, filename), target=target,
            pipeline=_pipeline(strategy, passes), instruments=instruments,
            return_text=return_text, return_proto=return_proto,
            pass_options=pass_options or {}, skip_cache=skip_cache)
        return self._call(self._stub.RunPasses, request)

    def pass_dumps(self, program, *, filename="", target="", strategy=None, passes=None,
                   dump_level="concise", diff=False, only_changed=False,
                   verification_level=None, skip_cache=False):
        """GetPassDump: yields each PassResult as its pass finishes on the
        server, then the PassDumpSummary (the last item)."""
        request = pb.GetPassDumpRequest(
            program=_source(program, filename), target=target,
            pipeline=_pipeline(strategy, passes),
            dump_level=_lookup(_DUMP_LEVELS, dump_level, "dump level"), diff=diff,
            only_changed=only_changed,
            verification_level=_lookup(_VERIFY_LEVELS, verification_level, "verification level"),
            skip_cache=skip_cache)
        try:
            for message in self._stub.GetPassDump(request, timeout=self._timeout,
                                                  metadata=self._metadata):
                # "pass" is a Python keyword: read the oneof by name.
                yield getattr(message, message.WhichOneof("event"))
        except grpc.RpcError as error:
            raise CompileError(error.code(), error.details()) from None

    def list_passes(self, strategy=""):
        return list(self._call(self._stub.ListPasses,
                               pb.ListPassesRequest(strategy=strategy)).passes)

    def get_strategy(self, name="Default"):
        return self._call(self._stub.GetStrategy, pb.GetStrategyRequest(name=name))
