#!/usr/bin/python3
"""Runs the reference's pass pipeline on every program of a folder, in one process.

Usage (with the oracle's modules on PYTHONPATH, see run.sh):
  ref_run.py PROGRAMS_DIR OUT_DIR [default|debugtile|explicit [FILE...]]

OUT_DIR/<stem>/ gets the per-pass dumps (00_frontend.py, NN_after_<Pass>.py) of the Default
strategy at the CONCISE level (`explicit`: EXPLICIT level; `debugtile`: the
DebugTileOptimization strategy, for programs with explicit kernels and no `pl.at` scope, as the
goldens do). OUT_DIR/results.json maps each file to ["ok"], ["skip"] or
["error", exception type, first line of the message]. Backend Ascend910B, BASIC verification.
With FILEs, only those are run and their entries replace the ones in an existing results.json
(run.sh reruns disagreements this way, each in a fresh process: the reference's InlineFunctions
numbers its `_inline<N>` copies with a process-wide counter).
"""
import json
import os
import signal
import sys

import pypto.language as pl
from pypto import ir, passes
from pypto.backend import BackendType
from pypto.ir.pass_manager import OptimizationStrategy, PassDumpLevel, PassManager
from pypto.pypto_core import backend as backend_core
from pypto.pypto_core import ir as ir_core

TIMEOUT_SECONDS = 60


class Timeout(Exception):
    pass


def on_alarm(*_):
    raise Timeout(f"no result within {TIMEOUT_SECONDS} s")


def has_explicit_kernels(prog):
    kernel_types = {ir_core.FunctionType.InCore, ir_core.FunctionType.AIC, ir_core.FunctionType.AIV}
    has_kernel = any(f.func_type in kernel_types for f in prog.functions.values())
    return has_kernel and "pl.at(" not in ir.python_print(prog)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    src, out_dir = sys.argv[1], sys.argv[2]
    mode = sys.argv[3] if len(sys.argv) > 3 else "default"
    only = sys.argv[4:]
    strategy = (OptimizationStrategy.DebugTileOptimization if mode == "debugtile"
                else OptimizationStrategy.Default)
    level = PassDumpLevel.EXPLICIT if mode == "explicit" else PassDumpLevel.CONCISE
    backend_core.set_backend_type(BackendType.Ascend910B)
    signal.signal(signal.SIGALRM, on_alarm)
    os.makedirs(out_dir, exist_ok=True)
    results_path = os.path.join(out_dir, "results.json")
    results = {}
    if only and os.path.exists(results_path):
        with open(results_path) as f:
            results = json.load(f)
    for name in only or sorted(n for n in os.listdir(src) if n.endswith(".py")):
        path = os.path.join(src, name)
        signal.alarm(TIMEOUT_SECONDS)
        try:
            with open(path) as f:
                prog = pl.parse(f.read(), filename=os.path.abspath(path))
            if mode == "debugtile" and not has_explicit_kernels(prog):
                results[name] = ["skip"]
            else:
                with passes.PassContext([], passes.VerificationLevel.BASIC):
                    PassManager.get_strategy(strategy).run_passes(
                        prog, dump_ir=level, output_dir=os.path.join(out_dir, name[:-3]))
                results[name] = ["ok"]
        except Exception as e:  # noqa: BLE001 -- every failure is a result
            results[name] = ["error", type(e).__name__, str(e).split("\n")[0][:300]]
        signal.alarm(0)
    with open(results_path, "w") as f:
        json.dump(results, f, indent=0)


if __name__ == "__main__":
    main()
