// Before/Expected tests of task launches (`pl.submit`) and manual runtime
// scopes through the passes that must see a Submit like a call: ConvertToSSA
// (args and deps versioned, loop-carried TaskIds), Simplify (launches and
// their TaskId projections kept), FuseCreateAssembleToSlice (roots traced
// through a submit's outputs), DeriveCallDirections (directions for the args
// given, trailing Out params left to the runtime), plus the structure of a
// submit and the parser's rules for it. Every Expected program is the
// reference compiler's output for the Before program.
#include <string>

#include "absl/status/status.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/ir/structural_hash.h"
#include "gtest/gtest.h"
#include "tests/testing/dsl_pass_check.h"
#include "tests/testing/pass_test_env.h"

PTOC_PASS_TEST_REQUIRES_PASS_RUNS();

namespace ptoc::transforms {
namespace {

using ::ptoc::testing::ExpectPassResult;
using ::ptoc::testing::ParseErrorMessage;

constexpr char kCopyKernel[] = R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [0, 0], [16, 128])
        out_1: pl.Tensor[[16, 128], pl.FP32] = pl.store(t, [0, 0], out)
        return out_1
)";

std::string WithCopyKernel(const std::string& orch) { return std::string(kCopyKernel) + orch; }

TEST(SubmitSSA, ArgsDepsAndLoopCarriedTaskIdVersioned) {
  ExpectPassResult("ConvertToSSA", WithCopyKernel(R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        with pl.manual_scope():
            tid = None
            for i in pl.range(3):
                out, tid = pl.submit(self.k, x, out, deps=[tid])
            out, tid = pl.submit(self.k, out, out, deps=[tid])
        return out
)"),
                   WithCopyKernel(R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x__ssa_v0: pl.Tensor[[16, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            tid__ssa_v0: pl.Scalar[pl.TASK_ID] = pl.system.task_invalid()
            for i__idx_v0, (out__iter_v1, tid__iter_v1) in pl.range(3, init_values=(out__ssa_v0, tid__ssa_v0)):
                _submit_tmp__ssa_v0: pl.Tuple[pl.Tensor[[16, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k, x__ssa_v0, out__iter_v1, deps=[tid__iter_v1])
                out__ssa_v3: pl.Tensor[[16, 128], pl.FP32] = _submit_tmp__ssa_v0[0]
                tid__ssa_v3: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0[1]
                out__rv_v2, tid__rv_v2 = pl.yield_(out__ssa_v3, tid__ssa_v3)
            _submit_tmp__ssa_v0_1: pl.Tuple[pl.Tensor[[16, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k, out__rv_v2, out__rv_v2, deps=[tid__rv_v2])
            out__ssa_v4: pl.Tensor[[16, 128], pl.FP32] = _submit_tmp__ssa_v0_1[0]
            tid__ssa_v4: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0_1[1]
        return out__ssa_v4
)"));
}

TEST(SubmitSimplify, LaunchesAndUnusedTaskIdsKept) {
  ExpectPassResult("Simplify", WithCopyKernel(R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        with pl.manual_scope():
            n: pl.Scalar[pl.INDEX] = 4
            s0: pl.Tuple[pl.Tensor[[16, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k, x, out)
            a: pl.Tensor[[16, 128], pl.FP32] = s0[0]
            t0: pl.Scalar[pl.TASK_ID] = s0[1]
            s1: pl.Tuple[pl.Tensor[[16, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k, a, a, deps=[t0])
            b: pl.Tensor[[16, 128], pl.FP32] = s1[0]
            t1: pl.Scalar[pl.TASK_ID] = s1[1]
        return b
)"),
                   WithCopyKernel(R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            s0: pl.Tuple[pl.Tensor[[16, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k, x, out)
            a: pl.Tensor[[16, 128], pl.FP32] = s0[0]
            t0: pl.Scalar[pl.TASK_ID] = s0[1]
            s1: pl.Tuple[pl.Tensor[[16, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k, a, a, deps=[t0])
            b: pl.Tensor[[16, 128], pl.FP32] = s1[0]
            t1: pl.Scalar[pl.TASK_ID] = s1[1]
        return b
)"));
}

constexpr char kFillRow[] = R"(
    @pl.function(type=pl.FunctionType.InCore)
    def fill_row(self, x: pl.Tensor[[4, 8], pl.FP32], r: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[1, 8], pl.FP32]]) -> pl.Tensor[[1, 8], pl.FP32]:
        row_tile: pl.Tile[[1, 8], pl.FP32] = pl.load(x, [r, 0], [1, 8])
        out_1: pl.Tensor[[1, 8], pl.FP32] = pl.store(row_tile, [0, 0], out)
        return out_1
)";

// The reference's test_submit_create_assemble_fused_to_slice, in SSA form.
TEST(SubmitFuseCreateAssembleToSlice, SubmitCreateAssembleFusedToSlice) {
  ExpectPassResult("FuseCreateAssembleToSlice", std::string(kFillRow) + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, x: pl.Tensor[[4, 8], pl.FP32], out: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        with pl.manual_scope():
            for r, (acc,) in pl.range(4, init_values=(out,)):
                row: pl.Tensor[[1, 8], pl.FP32] = pl.tensor.create([1, 8], dtype=pl.FP32)
                _submit_tmp: pl.Tuple[pl.Tensor[[1, 8], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.fill_row, x, r, row)
                row2: pl.Tensor[[1, 8], pl.FP32] = _submit_tmp[0]
                tid: pl.Scalar[pl.TASK_ID] = _submit_tmp[1]
                acc2: pl.Tensor[[4, 8], pl.FP32] = pl.tensor.assemble(acc, row2, [r, 0])
                acc_rv: pl.Tensor[[4, 8], pl.FP32] = pl.yield_(acc2)
        return acc_rv
)",
                   std::string(kFillRow) + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, x: pl.Tensor[[4, 8], pl.FP32], out: pl.Out[pl.Tensor[[4, 8], pl.FP32]]) -> pl.Tensor[[4, 8], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            for r in pl.range(4):
                row: pl.Tensor[[1, 8], pl.FP32] = pl.tensor.slice(out, [1, 8], [r, 0])
                _submit_tmp: pl.Tuple[pl.Tensor[[1, 8], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.fill_row, x, r, row)
                row2: pl.Tensor[[1, 8], pl.FP32] = _submit_tmp[0]
                tid: pl.Scalar[pl.TASK_ID] = _submit_tmp[1]
        return out
)");
}

constexpr char kTwoOutKernel[] = R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k2(self, x: pl.Tensor[[16, 128], pl.FP32], o1: pl.Out[pl.Tensor[[16, 128], pl.FP32]], o2: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> tuple[pl.Tensor[[16, 128], pl.FP32], pl.Tensor[[16, 128], pl.FP32]]:
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [0, 0], [16, 128])
        o1_1: pl.Tensor[[16, 128], pl.FP32] = pl.store(t, [0, 0], o1)
        o2_1: pl.Tensor[[16, 128], pl.FP32] = pl.store(t, [0, 0], o2)
        return o1_1, o2_1
)";

// Directions cover the args given; the omitted trailing Out params are
// allocated by the runtime. Deps are kept.
TEST(SubmitDeriveCallDirections, RuntimeAllocatedTailOutParams) {
  ExpectPassResult("DeriveCallDirections", std::string(kTwoOutKernel) + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        with pl.manual_scope():
            s0: pl.Tuple[pl.Tensor[[16, 128], pl.FP32], pl.Tensor[[16, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k2, x)
            a: pl.Tensor[[16, 128], pl.FP32] = s0[0]
            t0: pl.Scalar[pl.TASK_ID] = s0[2]
            s1: pl.Tuple[pl.Tensor[[16, 128], pl.FP32], pl.Tensor[[16, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k2, a, out, deps=[t0])
            out2: pl.Tensor[[16, 128], pl.FP32] = s1[0]
            t1: pl.Scalar[pl.TASK_ID] = s1[2]
        return out2
)",
                   std::string(kTwoOutKernel) + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            s0: pl.Tuple[pl.Tensor[[16, 128], pl.FP32], pl.Tensor[[16, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k2, x, attrs={"arg_directions": [pl.adir.input]})
            a: pl.Tensor[[16, 128], pl.FP32] = s0[0]
            t0: pl.Scalar[pl.TASK_ID] = s0[2]
            s1: pl.Tuple[pl.Tensor[[16, 128], pl.FP32], pl.Tensor[[16, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k2, a, out, deps=[t0], attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]})
            out2: pl.Tensor[[16, 128], pl.FP32] = s1[0]
            t1: pl.Scalar[pl.TASK_ID] = s1[2]
        return out2
)");
}

// An Spmd wrapper that submits its kernel (the form OutlineClusterScopes gives
// `with pl.spmd(n): with pl.at(CORE_GROUP) as tid:`): the kernel's InOut
// parameter makes the wrapper's parameter InOut, and both call sites inout.
// Before and Expected are the reference's dumps of
// tests/unreadable_dumps/542_spmd_carrier_tid_inout.py around this pass.
TEST(SubmitDeriveCallDirections, SpmdWrapperParamWrittenBySubmittedKernelIsInOut) {
  ExpectPassResult("DeriveCallDirections", R"(
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 262144)], out__ssa_v0: pl.InOut[pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 262144)]]) -> pl.Tensor[[512, 128], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 65536)
        i__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        tl__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [i__ssa_v0 * 128, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.exp(tl__ssa_v0)
        out__ssa_v1: pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 262144)] = pl.tile.store(e__ssa_v0, [i__ssa_v0 * 128, 0], out__ssa_v0)
        out__store: pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 262144)] = out__ssa_v1
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd, attrs={"core_num": 4})
    def main_spmd_0(self, a__ssa_v0: pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 262144)], out__ssa_v0: pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 262144)]) -> pl.Tensor[[512, 128], pl.FP32]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[512, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.main_incore_0, a__ssa_v0, out__ssa_v0)
        out__ssa_v2: pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 262144)] = ret__tmp_v0[0]
        tid__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0[1]
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 262144)], out__ssa_v0: pl.Out[pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 262144)]]) -> pl.Tensor[[512, 128], pl.FP32]:
        out__ssa_v2: pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 262144)] = self.main_spmd_0(a__ssa_v0, out__ssa_v0)
        return out__ssa_v2
)",
                   R"(
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 262144)], out__ssa_v0: pl.InOut[pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 262144)]]) -> pl.Tensor[[512, 128], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 65536)
        i__ssa_v0: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        tl__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [i__ssa_v0 * 128, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[128, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 65536), pl.Mem.Vec] = pl.tile.exp(tl__ssa_v0)
        out__ssa_v1: pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 262144)] = pl.tile.store(e__ssa_v0, [i__ssa_v0 * 128, 0], out__ssa_v0)
        out__store: pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 262144)] = out__ssa_v1
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Spmd, attrs={"core_num": 4})
    def main_spmd_0(self, a__ssa_v0: pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 262144)], out__ssa_v0: pl.InOut[pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 262144)]]) -> pl.Tensor[[512, 128], pl.FP32]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[512, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.main_incore_0, a__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
        out__ssa_v2: pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 262144)] = ret__tmp_v0[0]
        tid__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0[1]
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 262144)], out__ssa_v0: pl.Out[pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 262144)]]) -> pl.Tensor[[512, 128], pl.FP32]:
        out__ssa_v2: pl.Tensor[[512, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 262144)] = self.main_spmd_0(a__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
        return out__ssa_v2
)");
}

// ---------------------------------------------------------------------------
// Parser rules of the submit surface (messages as the reference's parser).

std::string ManualBody(const std::string& stmts) {
  return WithCopyKernel(R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        with pl.manual_scope():
)" + stmts + R"(
        return out
)");
}

TEST(SubmitParser, MultiOutputUnpackAndRuntimeAllocatedOutputs) {
  // `(a, b), tid` unpacks a two-result kernel; omitted Out params are fine.
  EXPECT_NE(testing::ParseBody(std::string(kTwoOutKernel) + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[16, 128], pl.FP32]) -> pl.Tensor[[16, 128], pl.FP32]:
        with pl.manual_scope():
            (a, b), t0 = pl.submit(self.k2, x)
            (c, d), t1 = pl.submit(self.k2, a, deps=[t0, None], allow_early_resolve=True)
        return c
)"),
            nullptr);
}

// Deps and launch flags are part of a submit's structure (equality and hash).
TEST(SubmitStructure, DepsAndLaunchFlagsCompared) {
  const std::string base = ManualBody(
      "            out, t0 = pl.submit(self.k, x, out)\n"
      "            out, t1 = pl.submit(self.k, x, out, deps=[t0])");
  const std::string no_deps = ManualBody(
      "            out, t0 = pl.submit(self.k, x, out)\n"
      "            out, t1 = pl.submit(self.k, x, out)");
  const std::string early = ManualBody(
      "            out, t0 = pl.submit(self.k, x, out)\n"
      "            out, t1 = pl.submit(self.k, x, out, deps=[t0], allow_early_resolve=True)");
  ir::ProgramPtr a = testing::ParseBody(base);
  ir::ProgramPtr b = testing::ParseBody(base);
  ASSERT_NE(a, nullptr);
  ASSERT_NE(b, nullptr);
  EXPECT_TRUE(ir::StructuralEqual(a, b));
  EXPECT_EQ(ir::StructuralHash(a), ir::StructuralHash(b));
  ir::ProgramPtr c = testing::ParseBody(no_deps);
  ir::ProgramPtr d = testing::ParseBody(early);
  EXPECT_FALSE(ir::StructuralEqual(a, c));
  EXPECT_FALSE(ir::StructuralEqual(a, d));
  EXPECT_NE(ir::StructuralHash(a), ir::StructuralHash(c));
  EXPECT_NE(ir::StructuralHash(a), ir::StructuralHash(d));
}

TEST(SubmitParser, RejectsMisuse) {
  EXPECT_NE(ParseErrorMessage(ManualBody("            out, t1, t2 = pl.submit(self.k, x, out)"))
                .find("must be unpacked as exactly 2 targets (result, task_id), got 3"),
            std::string::npos);
  EXPECT_NE(
      ParseErrorMessage(ManualBody("            out, t1 = pl.submit(self.k, x, out, deps=[x])"))
          .find("deps= entries must be a TaskId variable"),
      std::string::npos);
  EXPECT_NE(ParseErrorMessage(ManualBody("            out, t1 = pl.submit(self.k)"))
                .find("Function 'k' expects 1..2 argument(s), got 0"),
            std::string::npos);
  EXPECT_NE(ParseErrorMessage(ManualBody("            out, t1 = pl.submit(self.k, x, out, foo=1)"))
                .find("does not accept keyword argument 'foo'"),
            std::string::npos);
  EXPECT_NE(ParseErrorMessage(ManualBody("            with pl.manual_scope():\n"
                                         "                out, t1 = pl.submit(self.k, x, out)"))
                .find("a manual scope may not be nested inside another manual scope"),
            std::string::npos);
  EXPECT_NE(ParseErrorMessage(ManualBody("            (a, b), t1 = pl.submit(self.k, x, out)"))
                .find("unpacks 2 result value(s) but kernel 'k' returns 1"),
            std::string::npos);
}

}  // namespace
}  // namespace ptoc::transforms
