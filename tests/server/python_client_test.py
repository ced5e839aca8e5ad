"""Tests of the Python client package against a running ptocd (argv[1])."""

import sys
import threading
import unittest

import grpc
from ptoc_client import CompilerClient, CompileError, pb

SERVER = sys.argv.pop(1)
PROGRAM = open("tests/corpus/01_vec_add_scope.py").read()
GOLDEN = "tests/golden/01_vec_add_scope/default/"


def golden(name):
    with open(GOLDEN + name) as f:
        return f.read()


class PythonClientTest(unittest.TestCase):
    def setUp(self):
        self.client = CompilerClient(SERVER, timeout=120)

    def tearDown(self):
        self.client.close()

    def test_compile(self):
        first = self.client.compile(PROGRAM, filename="vec_add.py", return_ir=True)
        self.assertEqual(len(first.program_digest), 64)
        self.assertEqual(len(first.pass_timings), 45)
        self.assertEqual(first.ir_text, golden("45_after_ClassifyIterArgCarry.py"))
        second = self.client.compile(PROGRAM)
        self.assertTrue(second.cache_hit)
        self.assertEqual(second.program_digest, first.program_digest)

    def test_run_passes_with_instruments_and_proto(self):
        response = self.client.run_passes(
            PROGRAM, passes=["InlineFunctions", "UnrollLoops", "CtrlFlowTransform",
                             "ConvertToSSA", "Simplify"],
            verification_mode="before_and_after", roundtrip=True, dump_level="concise",
            report=True, return_proto=True)
        self.assertEqual(response.ir_text, golden("05_after_Simplify.py"))
        self.assertEqual([d.name for d in response.dumps][-1], "Simplify")
        self.assertEqual(response.dumps[3].ir_text, golden("04_after_ConvertToSSA.py"))
        self.assertEqual([r.instrument for r in response.reports],
                         ["VerificationInstrument", "RoundtripInstrument", "ReportInstrument"])
        self.assertGreater(len(response.ir.functions), 0)
        # The protobuf IR is accepted as input and means the same program.
        again = self.client.run_passes(response.ir, passes="Simplify")
        self.assertEqual(again.ir_text, golden("05_after_Simplify.py"))

    def test_pass_dumps_stream(self):
        items = list(self.client.pass_dumps(PROGRAM, strategy="Default"))
        passes, summary = items[:-1], items[-1]
        self.assertEqual(len(passes), 45)
        self.assertEqual(summary.pass_count, 45)
        for p in passes:
            self.assertEqual(p.ir_text, golden("%02d_after_%s.py" % (p.index, p.name)), p.name)
        diffs = list(self.client.pass_dumps(PROGRAM, passes="ConvertToSSA,Simplify",
                                            diff=True, only_changed=True))
        self.assertTrue(diffs[0].diff.startswith("--- 00_frontend.py\n+++ 01_after_ConvertToSSA"))

    def test_errors(self):
        with self.assertRaises(CompileError) as caught:
            self.client.compile(PROGRAM.replace("pl.add(lhs, rhs)", "pl.add(lhs, )"),
                                filename="bad.py")
        self.assertEqual(caught.exception.code, grpc.StatusCode.INVALID_ARGUMENT)
        self.assertRegex(caught.exception.details, r"^bad\.py:\d+:\d+: ")
        with self.assertRaises(CompileError) as caught:
            self.client.compile(PROGRAM, passes="ConvertToSSA,NotAPass")
        self.assertEqual(caught.exception.code, grpc.StatusCode.INVALID_ARGUMENT)
        with self.assertRaises(CompileError) as caught:
            self.client.compile(PROGRAM, strategy="Nope")
        self.assertEqual(caught.exception.code, grpc.StatusCode.INVALID_ARGUMENT)

    def test_concurrent_clients(self):
        results, errors = [], []

        def work(level):
            try:
                r = self.client.run_passes(PROGRAM, passes="ConvertToSSA,Simplify",
                                           dump_level=level, skip_cache=True)
                results.append((level, r))
            except CompileError as error:
                errors.append(error)

        threads = [threading.Thread(target=work, args=(lvl,))
                   for lvl in ["concise", "explicit"] * 4]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertEqual(errors, [])
        self.assertEqual(len(results), 8)
        concise = {r.dumps[-1].ir_text for lvl, r in results if lvl == "concise"}
        explicit = {r.dumps[-1].ir_text for lvl, r in results if lvl == "explicit"}
        self.assertEqual(len(concise), 1)
        self.assertEqual(len(explicit), 1)

    def test_introspection(self):
        names = [p.name for p in self.client.list_passes()]
        self.assertIn("ConvertToSSA", names)
        strategy = self.client.get_strategy("Default")
        self.assertEqual(len(strategy.passes), 45)
        self.assertTrue(strategy.runnable)


if __name__ == "__main__":
    unittest.main(verbosity=2)
