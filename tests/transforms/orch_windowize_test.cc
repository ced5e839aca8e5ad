// Before/Expected tests of OptimizeOrchTensors' window externalisation
// (pattern 5: kernels marked `windowize`), run as the registered pass under
// the pass test environment (verification before/after and the print ->
// parse roundtrip).
//
// Each case mirrors a test of the reference's test_optimize_orch_tensors.py
// (TestOutWindowExternalizer, named in its comment). The reference runs the
// Default pipeline up to this pass with `windowize` set on every InCore
// function and strips the attribute afterwards; here the programs are
// written at the level the pass sees (kernels after ConvertTensorToTileOps,
// constants already propagated) and keep the attribute, which the
// `__windowed` clone inherits. Expected programs are derived from the
// reference's Expected programs and assertions, and from its
// window_externalization.cpp where a test only asserts fragments.
#include <string>

#include "absl/status/status.h"
#include "compiler/ir/attrs.h"
#include "compiler/ir/function.h"
#include "compiler/text/printer.h"
#include "gtest/gtest.h"
#include "tests/testing/dsl_pass_check.h"
#include "tests/testing/pass_test_env.h"

namespace ptoc {
namespace {

PTOC_PASS_TEST_REQUIRES_PASS_RUNS();

using testing::ExpectPassError;
using testing::ExpectPassResult;
using testing::ExpectPassUnchanged;

constexpr char kPass[] = "OptimizeOrchTensors";

constexpr char kWindow64[] =
    "pl.Tensor[[64, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)]";

// kernel_stripe of the reference tests: loads and stores a [64, 64] stripe
// of a [rows, 64] tensor at row `row_offset`.
std::string StripeKernel(const std::string& rows, const std::string& attrs) {
  return R"(
    @pl.function(type=pl.FunctionType.InCore)" +
         attrs + R"()
    def kernel_stripe(self, data: pl.Tensor[[)" +
         rows + R"(, 64], pl.FP32], row_offset: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[)" +
         rows + R"(, 64], pl.FP32]]) -> pl.Tensor[[)" + rows + R"(, 64], pl.FP32]:
        tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(data, [row_offset, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        ret: pl.Tensor[[)" +
         rows + R"(, 64], pl.FP32] = pl.tile.store(tile, [row_offset, 0], out)
        return ret
)";
}

constexpr char kWindowizeAttr[] = R"(, attrs={"windowize": True})";

// The `__windowed` clone of StripeKernel for a [64, 64] window of a
// [256, 64] tensor: parameters narrowed, offsets relative to the window.
std::string StripeClone() {
  const std::string w = kWindow64;
  return R"(
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def kernel_stripe__windowed(self, data: )" +
         w + R"(, row_offset: pl.Scalar[pl.INDEX], out: pl.Out[)" + w + R"(]) -> )" + w + R"(:
        tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(data, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        ret: )" +
         w +
         R"( = pl.tile.store(tile, [0, 0], out)
        return ret
)";
}

// ---- opt-in ---------------------------------------------------------------

// test_optimize_orch_tensors.py
// TestOutWindowExternalizer::test_default_does_not_windowize_without_kernel_attr
TEST(OrchWindowize, NoAttributeNoRewrite) {
  ExpectPassUnchanged(kPass, StripeKernel("256", "") + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, data: pl.Tensor[[256, 64], pl.FP32], out: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        out_next: pl.Tensor[[256, 64], pl.FP32] = self.kernel_stripe(data, 64, out)
        return out_next
)");
}

// A kernel whose windows are its whole tensors exposes nothing narrower.
TEST(OrchWindowize, FullShapeZeroOffsetWindowStaysBaseline) {
  ExpectPassUnchanged(kPass, R"(
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def main_incore_0(self, x: pl.Tensor[[64], pl.FP32], ret0__out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        x__tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0], [64], [64], target_memory=pl.Mem.Vec)
        ret0__store: pl.Tensor[[64], pl.FP32] = pl.tile.store(x__tile, [0], ret0__out)
        return ret0__store
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        ret0__out: pl.Tensor[[64], pl.FP32] = pl.tensor.create([64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        y: pl.Tensor[[64], pl.FP32] = self.main_incore_0(x, ret0__out)
        return y
)");
}

// ---- output windows (FinalStore) ------------------------------------------

// test_optimize_orch_tensors.py
// TestOutWindowExternalizer::test_direct_out_call_rewrites_to_windowed_clone
TEST(OrchWindowize, DirectOutCallRewritesToWindowedClone) {
  const std::string w = kWindow64;
  const std::string kernel = R"(
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def kernel_stripe(self, data: pl.Tensor[[256, 64], pl.FP32], row_offset: pl.Scalar[pl.INDEX], bias: pl.Scalar[pl.FP32], out: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(data, [row_offset, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        result: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(tile, bias)
        ret: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(result, [row_offset, 0], out)
        return ret
)";
  ExpectPassResult(
      kPass, kernel + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, data: pl.Tensor[[256, 64], pl.FP32], out: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        out_next: pl.Tensor[[256, 64], pl.FP32] = self.kernel_stripe(data, 64, 1.0, out)
        return out_next
)",
      kernel + R"(
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def kernel_stripe__windowed(self, data: )" +
          w + R"(, row_offset: pl.Scalar[pl.INDEX], bias: pl.Scalar[pl.FP32], out: pl.Out[)" + w +
          R"(]) -> )" + w + R"(:
        tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(data, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        result: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(tile, bias)
        ret: )" +
          w + R"( = pl.tile.store(result, [0, 0], out)
        return ret
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, data: pl.Tensor[[256, 64], pl.FP32], out: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        data__window = pl.tensor.slice(data, [64, 64], [64, 0])
        out__window = pl.tensor.slice(out, [64, 64], [64, 0])
        out_next__windowed: )" +
          w + R"( = self.kernel_stripe__windowed(data__window, 64, 1.0, out__window)
        out_next: pl.Tensor[[256, 64], pl.FP32] = pl.tensor.assemble(out, out_next__windowed, [64, 0])
        return out_next
)");
}

// A windowize kernel launched by `pl.submit` in a manual scope is windowed
// like a call: the launch is rebuilt on the `__windowed` clone with its
// dependencies, and its TaskId is passed through beside the assembled output
// (the reference's dumps around the pass for this input; the outlined launch
// of `pl.at(..., windowize=True) as tid` takes the same path).
TEST(OrchWindowize, SubmitInManualScopeIsWindowedAsALaunch) {
  ExpectPassResult(
      kPass,
      R"(    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker, attrs={"windowize": True})
    def k(x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], r__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [r__ssa_v0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        t__tmp_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t__ssa_v0)
        y__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t__tmp_v0, [r__ssa_v0, 0], y__ssa_v0)
        return y__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            prev__ssa_v0: pl.Scalar[pl.TASK_ID] = pl.system.task_invalid()
            for i__idx_v0, (prev__iter_v1, y__iter_v1) in pl.range(4, init_values=(prev__ssa_v0, y__ssa_v0)):
                _submit_tmp__ssa_v0: pl.Tuple[pl.Tensor[[64, 64], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k, x__ssa_v0, i__idx_v0 * 16, y__iter_v1, deps=[prev__iter_v1])
                y__ssa_v3: pl.Tensor[[64, 64], pl.FP32] = _submit_tmp__ssa_v0[0]
                prev__ssa_v3: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0[1]
                prev__rv_v2, y__rv_v2 = pl.yield_(prev__ssa_v3, y__ssa_v3)
        return y__rv_v2
)",
      R"(    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker, attrs={"windowize": True})
    def k(x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], r__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [r__ssa_v0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        t__tmp_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t__ssa_v0)
        y__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t__tmp_v0, [r__ssa_v0, 0], y__ssa_v0)
        return y__ssa_v1
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker, attrs={"windowize": True})
    def k__windowed(x__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)], r__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.InOut[pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)]]) -> pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)]:
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        t__tmp_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t__ssa_v0)
        y__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)] = pl.tile.store(t__tmp_v0, [0, 0], y__ssa_v0)
        return y__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], y__ssa_v0: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.scope(mode=pl.ScopeMode.MANUAL):
            prev__ssa_v0: pl.Scalar[pl.TASK_ID] = pl.system.task_invalid()
            for i__idx_v0, (prev__iter_v1, y__iter_v1) in pl.range(4, init_values=(prev__ssa_v0, y__ssa_v0)):
                x__ssa_v0__window: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(x__ssa_v0, [16, 64], [i__idx_v0 * 16, 0])
                y__iter_v1__window: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(y__iter_v1, [16, 64], [i__idx_v0 * 16, 0])
                _submit_tmp__ssa_v0__windowed: pl.Tuple[pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)], pl.Scalar[pl.TASK_ID]] = pl.submit(self.k__windowed, x__ssa_v0__window, i__idx_v0 * 16, y__iter_v1__window, deps=[prev__iter_v1])
                _submit_tmp__ssa_v0__windowed_0: pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)] = _submit_tmp__ssa_v0__windowed[0]
                _submit_tmp__ssa_v0__assembled_0_0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(y__iter_v1, _submit_tmp__ssa_v0__windowed_0, [i__idx_v0 * 16, 0])
                _submit_tmp__ssa_v0__pass_1: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0__windowed[1]
                _submit_tmp__ssa_v0: pl.Tuple[pl.Tensor[[64, 64], pl.FP32], pl.Scalar[pl.TASK_ID]] = [_submit_tmp__ssa_v0__assembled_0_0, _submit_tmp__ssa_v0__pass_1]
                y__ssa_v3: pl.Tensor[[64, 64], pl.FP32] = _submit_tmp__ssa_v0__assembled_0_0
                prev__ssa_v3: pl.Scalar[pl.TASK_ID] = _submit_tmp__ssa_v0__pass_1
                prev__rv_v2, y__rv_v2 = pl.yield_(prev__ssa_v3, y__ssa_v3)
        return y__rv_v2
)");
}

// test_optimize_orch_tensors.py
// TestOutWindowExternalizer::test_output_window_uses_visible_loop_init_parent
// (the reference's pipeline has removed the one-trip loop by then; kept here,
// the slice and assemble still use the loop's init tensor `out`, never the
// loop result).
TEST(OrchWindowize, OutputWindowUsesVisibleLoopInitParent) {
  const std::string kernel = StripeKernel("256", kWindowizeAttr);
  ExpectPassResult(kPass, kernel + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, data: pl.Tensor[[256, 64], pl.FP32], out: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        for i, (out_iter,) in pl.range(1, init_values=(out,)):
            out_rv: pl.Tensor[[256, 64], pl.FP32] = pl.yield_(out_iter)
        result: pl.Tensor[[256, 64], pl.FP32] = self.kernel_stripe(data, 64, out_rv)
        return result
)",
                   kernel + StripeClone() + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, data: pl.Tensor[[256, 64], pl.FP32], out: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        for i, (out_iter,) in pl.range(1, init_values=(out,)):
            out_rv: pl.Tensor[[256, 64], pl.FP32] = pl.yield_(out_iter)
        data__window = pl.tensor.slice(data, [64, 64], [64, 0])
        out_rv__window = pl.tensor.slice(out, [64, 64], [64, 0])
        result__windowed: )" +
                       std::string(kWindow64) +
                       R"( = self.kernel_stripe__windowed(data__window, 64, out_rv__window)
        result: pl.Tensor[[256, 64], pl.FP32] = pl.tensor.assemble(out, result__windowed, [64, 0])
        return result
)");
}

// test_optimize_orch_tensors.py
// TestOutWindowExternalizer::test_sibling_writers_to_same_parent_can_window_with_runtime_overlap
// (the second writer's parent is the first writer's assembled result).
TEST(OrchWindowize, SiblingWritersToSameParentBothWindowed) {
  const std::string kernel = StripeKernel("256", kWindowizeAttr);
  const std::string w = kWindow64;
  ExpectPassResult(kPass, kernel + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, data: pl.Tensor[[256, 64], pl.FP32], out: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        first: pl.Tensor[[256, 64], pl.FP32] = self.kernel_stripe(data, 0, out)
        second: pl.Tensor[[256, 64], pl.FP32] = self.kernel_stripe(data, 32, first)
        return second
)",
                   kernel + StripeClone() + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, data: pl.Tensor[[256, 64], pl.FP32], out: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        data__window = pl.tensor.slice(data, [64, 64], [0, 0])
        out__window = pl.tensor.slice(out, [64, 64], [0, 0])
        first__windowed: )" +
                       w + R"( = self.kernel_stripe__windowed(data__window, 0, out__window)
        first: pl.Tensor[[256, 64], pl.FP32] = pl.tensor.assemble(out, first__windowed, [0, 0])
        data__window_1 = pl.tensor.slice(data, [64, 64], [32, 0])
        first__window = pl.tensor.slice(first, [64, 64], [32, 0])
        second__windowed: )" +
                       w + R"( = self.kernel_stripe__windowed(data__window_1, 32, first__window)
        second: pl.Tensor[[256, 64], pl.FP32] = pl.tensor.assemble(first, second__windowed, [32, 0])
        return second
)");
}

// test_optimize_orch_tensors.py
// TestOutWindowExternalizer::test_phase_fence_auto_nested_loop_shape_rewrites
// (sequential phases write disjoint 64-row windows: offset coefficient 256 of
// `phase` >= window extent 64).
TEST(OrchWindowize, NestedLoopCallSiteRewrites) {
  const std::string w = kWindow64;
  const std::string kernel = R"(
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def kernel_stripe(self, data: pl.Tensor[[1024, 64], pl.FP32], row_offset: pl.Scalar[pl.INDEX], bias: pl.Scalar[pl.FP32], out: pl.Out[pl.Tensor[[1024, 64], pl.FP32]]) -> pl.Tensor[[1024, 64], pl.FP32]:
        tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(data, [row_offset, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        result: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(tile, bias)
        ret: pl.Tensor[[1024, 64], pl.FP32] = pl.tile.store(result, [row_offset, 0], out)
        return ret
)";
  const std::string head = R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, data: pl.Tensor[[1024, 64], pl.FP32], out: pl.Out[pl.Tensor[[1024, 64], pl.FP32]]) -> pl.Tensor[[1024, 64], pl.FP32]:
        for phase, (out_phase,) in pl.range(4, init_values=(out,)):
            for branch, (out_branch,) in pl.parallel(4, init_values=(out_phase,)):
                row: pl.Scalar[pl.INDEX] = (phase * 4 + branch) * 64
)";
  const std::string tail = R"(
                out_branch_next: pl.Tensor[[1024, 64], pl.FP32] = pl.yield_(out_next)
            out_phase_next: pl.Tensor[[1024, 64], pl.FP32] = pl.yield_(out_branch_next)
        return out_phase_next
)";
  ExpectPassResult(
      kPass,
      kernel + head + R"(
                out_next: pl.Tensor[[1024, 64], pl.FP32] = self.kernel_stripe(data, row, 1.0, out_branch))" +
          tail,
      kernel + R"(
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def kernel_stripe__windowed(self, data: )" +
          w + R"(, row_offset: pl.Scalar[pl.INDEX], bias: pl.Scalar[pl.FP32], out: pl.Out[)" + w +
          R"(]) -> )" + w + R"(:
        tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(data, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        result: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(tile, bias)
        ret: )" +
          w + R"( = pl.tile.store(result, [0, 0], out)
        return ret
)" + head +
          R"(
                data__window = pl.tensor.slice(data, [64, 64], [row, 0])
                out_branch__window = pl.tensor.slice(out_branch, [64, 64], [row, 0])
                out_next__windowed: )" +
          w + R"( = self.kernel_stripe__windowed(data__window, row, 1.0, out_branch__window)
                out_next: pl.Tensor[[1024, 64], pl.FP32] = pl.tensor.assemble(out_branch, out_next__windowed, [row, 0]))" +
          tail);
}

// test_optimize_orch_tensors.py
// TestOutWindowExternalizer::test_multi_out_final_store_rewrites_both_outputs
TEST(OrchWindowize, MultiOutFinalStoreRewritesBothOutputs) {
  const std::string w = kWindow64;
  const std::string kernel = R"(
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def kv_stripe(self, data: pl.Tensor[[256, 64], pl.FP32], row_offset: pl.Scalar[pl.INDEX], k_out: pl.Out[pl.Tensor[[256, 64], pl.FP32]], v_out: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> tuple[pl.Tensor[[256, 64], pl.FP32], pl.Tensor[[256, 64], pl.FP32]]:
        tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(data, [row_offset, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        k_next: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(tile, [row_offset, 0], k_out)
        v_tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile, tile)
        v_next: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(v_tile, [row_offset, 0], v_out)
        return k_next, v_next
)";
  const std::string sig = R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, data: pl.Tensor[[256, 64], pl.FP32], k_out: pl.Out[pl.Tensor[[256, 64], pl.FP32]], v_out: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> tuple[pl.Tensor[[256, 64], pl.FP32], pl.Tensor[[256, 64], pl.FP32]]:
)";
  ExpectPassResult(
      kPass, kernel + sig + R"(
        result: tuple[pl.Tensor[[256, 64], pl.FP32], pl.Tensor[[256, 64], pl.FP32]] = self.kv_stripe(data, 64, k_out, v_out)
        return result
)",
      kernel + R"(
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def kv_stripe__windowed(self, data: )" +
          w + R"(, row_offset: pl.Scalar[pl.INDEX], k_out: pl.Out[)" + w + R"(], v_out: pl.Out[)" +
          w + R"(]) -> tuple[)" + w + ", " + w + R"(]:
        tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(data, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        k_next: )" +
          w + R"( = pl.tile.store(tile, [0, 0], k_out)
        v_tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile, tile)
        v_next: )" +
          w + R"( = pl.tile.store(v_tile, [0, 0], v_out)
        return k_next, v_next
)" + sig + R"(
        data__window = pl.tensor.slice(data, [64, 64], [64, 0])
        k_out__window = pl.tensor.slice(k_out, [64, 64], [64, 0])
        v_out__window = pl.tensor.slice(v_out, [64, 64], [64, 0])
        result__windowed: tuple[)" +
          w + ", " + w +
          R"(] = self.kv_stripe__windowed(data__window, 64, k_out__window, v_out__window)
        result__windowed_0: )" +
          w + R"( = result__windowed[0]
        result__assembled_0_0: pl.Tensor[[256, 64], pl.FP32] = pl.tensor.assemble(k_out, result__windowed_0, [64, 0])
        result__windowed_1: )" +
          w + R"( = result__windowed[1]
        result__assembled_1_0: pl.Tensor[[256, 64], pl.FP32] = pl.tensor.assemble(v_out, result__windowed_1, [64, 0])
        result: tuple[pl.Tensor[[256, 64], pl.FP32], pl.Tensor[[256, 64], pl.FP32]] = (result__assembled_0_0, result__assembled_1_0)
        return result
)");
}

// test_optimize_orch_tensors.py
// TestOutWindowExternalizer::test_multi_out_same_callsite_parent_stays_baseline
TEST(OrchWindowize, TwoOutputsIntoOneParentStayBaseline) {
  ExpectPassUnchanged(kPass, R"(
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def kv_stripe(self, data: pl.Tensor[[256, 64], pl.FP32], row_offset: pl.Scalar[pl.INDEX], k_out: pl.Out[pl.Tensor[[256, 64], pl.FP32]], v_out: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> tuple[pl.Tensor[[256, 64], pl.FP32], pl.Tensor[[256, 64], pl.FP32]]:
        tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(data, [row_offset, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        k_next: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(tile, [row_offset, 0], k_out)
        v_tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile, tile)
        v_next: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(v_tile, [row_offset, 0], v_out)
        return k_next, v_next
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, data: pl.Tensor[[256, 64], pl.FP32], out: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> tuple[pl.Tensor[[256, 64], pl.FP32], pl.Tensor[[256, 64], pl.FP32]]:
        result: tuple[pl.Tensor[[256, 64], pl.FP32], pl.Tensor[[256, 64], pl.FP32]] = self.kv_stripe(data, 64, out, out)
        return result
)");
}

// test_optimize_orch_tensors.py
// TestOutWindowExternalizer::test_loop_return_alias_full_writer_blocks_prior_windowable_sibling
// (a whole-tensor writer of the same parent, reached through a loop result,
// keeps the windowable writer on the full tensor too).
TEST(OrchWindowize, FullWriterThroughLoopResultBlocksSibling) {
  ExpectPassUnchanged(kPass, R"(
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def init_row(self, out: pl.Out[pl.Tensor[[4, 16], pl.INT32]], row: pl.Scalar[pl.INDEX]) -> pl.Tensor[[4, 16], pl.INT32]:
        invalid: pl.Tile[[1, 16], pl.INT32, pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.INT32, value=-1)
        result: pl.Tensor[[4, 16], pl.INT32] = pl.tile.store(invalid, [row, 0], out)
        return result
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def full_overwrite(self, out: pl.Out[pl.Tensor[[4, 16], pl.INT32]]) -> pl.Tensor[[4, 16], pl.INT32]:
        value: pl.Tile[[4, 16], pl.INT32, pl.Mem.Vec] = pl.tile.full([4, 16], dtype=pl.INT32, value=1)
        result: pl.Tensor[[4, 16], pl.INT32] = pl.tile.store(value, [0, 0], out)
        return result
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, out: pl.Out[pl.Tensor[[4, 16], pl.INT32]]) -> pl.Tensor[[4, 16], pl.INT32]:
        init_next: pl.Tensor[[4, 16], pl.INT32] = self.init_row(out, 0)
        for i, (out_iter,) in pl.range(1, init_values=(init_next,)):
            out_rv: pl.Tensor[[4, 16], pl.INT32] = pl.yield_(out_iter)
        result: pl.Tensor[[4, 16], pl.INT32] = self.full_overwrite(out_rv)
        return result
)");
}

// test_optimize_orch_tensors.py
// TestOutWindowExternalizer::test_tuple_return_sibling_writer_alias_can_window_with_runtime_overlap
// (both outputs of the tuple-returning writer are windowed and assembled;
// the later writer reaches the same parent through `pair[0]`, which now reads
// the assembled tensor).
TEST(OrchWindowize, TupleReturnSiblingWriterAlias) {
  const std::string w = kWindow64;
  const std::string multi = R"(
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def multi_stripe(self, data: pl.Tensor[[256, 64], pl.FP32], row_offset: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[256, 64], pl.FP32]], scratch: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> tuple[pl.Tensor[[256, 64], pl.FP32], pl.Tensor[[256, 64], pl.FP32]]:
        tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(data, [row_offset, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        out_next: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(tile, [row_offset, 0], out)
        scratch_next: pl.Tensor[[256, 64], pl.FP32] = pl.tile.store(tile, [row_offset, 0], scratch)
        return out_next, scratch_next
)";
  const std::string stripe = StripeKernel("256", kWindowizeAttr);
  const std::string sig = R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, data: pl.Tensor[[256, 64], pl.FP32], out: pl.Out[pl.Tensor[[256, 64], pl.FP32]], scratch: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
)";
  const std::string pair_type =
      "tuple[pl.Tensor[[256, 64], pl.FP32], pl.Tensor[[256, 64], pl.FP32]]";
  ExpectPassResult(
      kPass,
      multi + stripe + sig + R"(
        pair: )" +
          pair_type + R"( = self.multi_stripe(data, 0, out, scratch)
        first: pl.Tensor[[256, 64], pl.FP32] = pair[0]
        second: pl.Tensor[[256, 64], pl.FP32] = self.kernel_stripe(data, 32, first)
        return second
)",
      multi + R"(
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def multi_stripe__windowed(self, data: )" +
          w + R"(, row_offset: pl.Scalar[pl.INDEX], out: pl.Out[)" + w + R"(], scratch: pl.Out[)" +
          w + R"(]) -> tuple[)" + w + ", " + w + R"(]:
        tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(data, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        out_next: )" +
          w + R"( = pl.tile.store(tile, [0, 0], out)
        scratch_next: )" +
          w + R"( = pl.tile.store(tile, [0, 0], scratch)
        return out_next, scratch_next
)" + stripe +
          StripeClone() + sig +
          R"(
        data__window = pl.tensor.slice(data, [64, 64], [0, 0])
        out__window = pl.tensor.slice(out, [64, 64], [0, 0])
        scratch__window = pl.tensor.slice(scratch, [64, 64], [0, 0])
        pair__windowed: tuple[)" +
          w + ", " + w +
          R"(] = self.multi_stripe__windowed(data__window, 0, out__window, scratch__window)
        pair__windowed_0: )" +
          w + R"( = pair__windowed[0]
        pair__assembled_0_0: pl.Tensor[[256, 64], pl.FP32] = pl.tensor.assemble(out, pair__windowed_0, [0, 0])
        pair__windowed_1: )" +
          w + R"( = pair__windowed[1]
        pair__assembled_1_0: pl.Tensor[[256, 64], pl.FP32] = pl.tensor.assemble(scratch, pair__windowed_1, [0, 0])
        pair: )" +
          pair_type + R"( = (pair__assembled_0_0, pair__assembled_1_0)
        first: pl.Tensor[[256, 64], pl.FP32] = pair__assembled_0_0
        data__window_1 = pl.tensor.slice(data, [64, 64], [32, 0])
        first__window = pl.tensor.slice(first, [64, 64], [32, 0])
        second__windowed: )" +
          w +
          R"( = self.kernel_stripe__windowed(data__window_1, 32, first__window)
        second: pl.Tensor[[256, 64], pl.FP32] = pl.tensor.assemble(first, second__windowed, [32, 0])
        return second
)");
}

// test_optimize_orch_tensors.py
// TestOutWindowExternalizer::test_windowable_writer_blocked_by_unwindowable_full_out_sibling
// (the sibling writer here is a kernel that stores its whole Out tensor at
// a zero offset, which has no output window).
TEST(OrchWindowize, UnwindowableSiblingWriterBlocksWindow) {
  ExpectPassUnchanged(kPass, R"(
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def init_row(self, out: pl.Out[pl.Tensor[[4, 16], pl.INT32]], row: pl.Scalar[pl.INDEX]) -> pl.Tensor[[4, 16], pl.INT32]:
        invalid: pl.Tile[[1, 16], pl.INT32, pl.Mem.Vec] = pl.tile.full([1, 16], dtype=pl.INT32, value=-1)
        result: pl.Tensor[[4, 16], pl.INT32] = pl.tile.store(invalid, [row, 0], out)
        return result
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def overwrite(self, out: pl.Out[pl.Tensor[[4, 16], pl.INT32]]) -> pl.Tensor[[4, 16], pl.INT32]:
        value: pl.Tile[[4, 16], pl.INT32, pl.Mem.Vec] = pl.tile.full([4, 16], dtype=pl.INT32, value=1)
        result: pl.Tensor[[4, 16], pl.INT32] = pl.tile.store(value, [0, 0], out)
        return result
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, out: pl.Out[pl.Tensor[[4, 16], pl.INT32]]) -> pl.Tensor[[4, 16], pl.INT32]:
        for row, (out_iter,) in pl.parallel(4, init_values=(out,)):
            init_next: pl.Tensor[[4, 16], pl.INT32] = self.init_row(out_iter, row)
            write_next: pl.Tensor[[4, 16], pl.INT32] = self.overwrite(init_next)
            out_rv: pl.Tensor[[4, 16], pl.INT32] = pl.yield_(write_next)
        return out_rv
)");
}

// ---- input windows ----------------------------------------------------------

// test_optimize_orch_tensors.py
// TestOutWindowExternalizer::test_input_window_rewrite_accepts_loop_carried_affine_offset
TEST(OrchWindowize, InputWindowWithLoopAffineOffset) {
  const std::string kernel = R"(
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def consume(self, score: pl.Tensor[[64, 128], pl.FP32], row_offset: pl.Scalar[pl.INDEX], ret0__out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        block__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(score, [row_offset, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        ret0__store: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(block__tile, [0, 0], ret0__out)
        return ret0__store
)";
  const std::string head = R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, score: pl.Tensor[[64, 128], pl.FP32], seed: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        for i, (result,) in pl.range(2, init_values=(seed,)):
            row: pl.Scalar[pl.INDEX] = i * 32
            ret0__out: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
)";
  const std::string tail = R"(
            result_rv: pl.Tensor[[32, 64], pl.FP32] = pl.yield_(block)
        return result_rv
)";
  ExpectPassResult(kPass,
                   kernel + head + R"(
            block: pl.Tensor[[32, 64], pl.FP32] = self.consume(score, row, ret0__out))" +
                       tail,
                   kernel + R"(
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def consume__windowed(self, score: pl.Tensor[[32, 64], pl.FP32, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)], row_offset: pl.Scalar[pl.INDEX], ret0__out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        block__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(score, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        ret0__store: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(block__tile, [0, 0], ret0__out)
        return ret0__store
)" + head + R"(
            score__window = pl.tensor.slice(score, [32, 64], [row, 0])
            block: pl.Tensor[[32, 64], pl.FP32] = self.consume__windowed(score__window, row, ret0__out))" +
                       tail);
}

// test_optimize_orch_tensors.py
// TestOutWindowExternalizer::test_topk_name_does_not_block_eligible_input_window
TEST(OrchWindowize, InputWindowOfTensorSliceConsumer) {
  const std::string kernel = R"(
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def topk_like(self, score: pl.Tensor[[64, 128], pl.FP32], row_offset: pl.Scalar[pl.INDEX], ret0__out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        block__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(score, [row_offset, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        ret0__store: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(block__tile, [0, 0], ret0__out)
        return ret0__store
)";
  const std::string head = R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, score: pl.Tensor[[64, 128], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        ret0__out: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
)";
  ExpectPassResult(kPass, kernel + head + R"(
        block: pl.Tensor[[32, 64], pl.FP32] = self.topk_like(score, 32, ret0__out)
        return block
)",
                   kernel + R"(
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def topk_like__windowed(self, score: pl.Tensor[[32, 64], pl.FP32, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)], row_offset: pl.Scalar[pl.INDEX], ret0__out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        block__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(score, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        ret0__store: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(block__tile, [0, 0], ret0__out)
        return ret0__store
)" + head + R"(
        score__window = pl.tensor.slice(score, [32, 64], [32, 0])
        block: pl.Tensor[[32, 64], pl.FP32] = self.topk_like__windowed(score__window, 32, ret0__out)
        return block
)");
}

// test_optimize_orch_tensors.py
// TestOutWindowExternalizer::test_final_store_keeps_already_detected_input_window
TEST(OrchWindowize, OutputWindowKeepsInputWindow) {
  const std::string kernel = R"(
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def mix_window(self, data: pl.Tensor[[64, 128], pl.FP32], row_offset: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(data, [row_offset, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        result: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(tile, [row_offset, 0], out)
        return result
)";
  const std::string w =
      "pl.Tensor[[32, 64], pl.FP32, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)]";
  const std::string sig = R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, data: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
)";
  ExpectPassResult(kPass, kernel + sig + R"(
        r: pl.Tensor[[64, 128], pl.FP32] = self.mix_window(data, 32, out)
        return r
)",
                   kernel + R"(
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def mix_window__windowed(self, data: )" +
                       w + R"(, row_offset: pl.Scalar[pl.INDEX], out: pl.Out[)" + w + R"(]) -> )" +
                       w + R"(:
        tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(data, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        result: )" + w +
                       R"( = pl.tile.store(tile, [0, 0], out)
        return result
)" + sig + R"(
        data__window = pl.tensor.slice(data, [32, 64], [32, 0])
        out__window = pl.tensor.slice(out, [32, 64], [32, 0])
        r__windowed: )" +
                       w +
                       R"( = self.mix_window__windowed(data__window, 32, out__window)
        r: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(out, r__windowed, [32, 0])
        return r
)");
}

// test_optimize_orch_tensors.py
// TestOutWindowExternalizer::test_input_full_read_blocks_input_window_rewrite
// (the parameter is also returned whole, so it is not a window consumer).
TEST(OrchWindowize, InputAlsoReadWholeStaysBaseline) {
  ExpectPassUnchanged(kPass, R"(
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def consume(self, score: pl.Tensor[[64, 128], pl.FP32], row_offset: pl.Scalar[pl.INDEX], ret0__out: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[64, 128], pl.FP32]]:
        block__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(score, [row_offset, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        ret0__store: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(block__tile, [0, 0], ret0__out)
        return ret0__store, score
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, score: pl.Tensor[[64, 128], pl.FP32]) -> tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[64, 128], pl.FP32]]:
        ret0__out: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        r: tuple[pl.Tensor[[32, 64], pl.FP32], pl.Tensor[[64, 128], pl.FP32]] = self.consume(score, 32, ret0__out)
        return r
)");
}

// test_optimize_orch_tensors.py
// TestOutWindowExternalizer::test_input_window_rejects_unrecoverable_dynamic_tensor_view_stride
// (the input window's strides would mention N, the output window cannot be
// placed in the symbolic M * 2 rows: both stay whole).
TEST(OrchWindowize, SymbolicParentStridesStayBaseline) {
  const std::string body = R"(
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def tile_add(self, a: pl.Tensor[[M * 2, N], pl.FP32], b: pl.Tensor[[M * 2, N], pl.FP32], f: pl.Out[pl.Tensor[[M * 2, N], pl.FP32]]) -> pl.Tensor[[M * 2, N], pl.FP32]:
        a__tile: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
        b__tile: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(b, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
        f__tile: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(a__tile, b__tile)
        f__store: pl.Tensor[[M * 2, N], pl.FP32] = pl.tile.store(f__tile, [0, 0], f)
        return f__store
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a: pl.Tensor[[M * 2, N], pl.FP32], b: pl.Tensor[[M * 2, N], pl.FP32], f: pl.Out[pl.Tensor[[M * 2, N], pl.FP32]]) -> pl.Tensor[[M * 2, N], pl.FP32]:
        r: pl.Tensor[[M * 2, N], pl.FP32] = self.tile_add(a, b, f)
        return r
)";
  ExpectPassResult(kPass, body, body, {}, "M = pl.dynamic(\"M\")\nN = pl.dynamic(\"N\")\n\n");
}

// ---- call-site conditions -----------------------------------------------------

std::string StripeLoop(const std::string& stride, const std::string& call_block) {
  return R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, data: pl.Tensor[[256, 64], pl.FP32], out: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        for i, (out_iter,) in pl.range(4, init_values=(out,)):
            row: pl.Scalar[pl.INDEX] = i * )" +
         stride + call_block + R"(
            out_rv: pl.Tensor[[256, 64], pl.FP32] = pl.yield_(out_next)
        return out_rv
)";
}

constexpr char kStripeCall[] = R"(
            out_next: pl.Tensor[[256, 64], pl.FP32] = self.kernel_stripe(data, row, out_iter))";

// test_optimize_orch_tensors.py
// TestOutWindowExternalizer::test_overlapping_sequential_windows_stay_baseline
// (here with the attribute set: 64-row windows 32 rows apart overlap across
// sequential iterations, so the call keeps the whole tensor).
TEST(OrchWindowize, OverlappingSequentialWindowsStayBaseline) {
  ExpectPassUnchanged(kPass, StripeKernel("256", kWindowizeAttr) + StripeLoop("32", kStripeCall));
}

// The disjoint counterpart: windows 64 rows apart partition the tensor.
TEST(OrchWindowize, DisjointSequentialWindowsRewrite) {
  const std::string kernel = StripeKernel("256", kWindowizeAttr);
  ExpectPassResult(
      kPass, kernel + StripeLoop("64", kStripeCall),
      kernel + StripeClone() +
          StripeLoop("64",
                     R"(
            data__window = pl.tensor.slice(data, [64, 64], [row, 0])
            out_iter__window = pl.tensor.slice(out_iter, [64, 64], [row, 0])
            out_next__windowed: )" +
                         std::string(kWindow64) +
                         R"( = self.kernel_stripe__windowed(data__window, row, out_iter__window)
            out_next: pl.Tensor[[256, 64], pl.FP32] = pl.tensor.assemble(out_iter, out_next__windowed, [row, 0]))"));
}

// test_optimize_orch_tensors.py
// TestOutWindowExternalizer::test_callsite_in_while_stays_baseline
// (here with the attribute set: iterations of a while loop cannot be shown
// disjoint).
TEST(OrchWindowize, CallSiteInWhileStaysBaseline) {
  ExpectPassUnchanged(kPass, StripeKernel("256", kWindowizeAttr) + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, data: pl.Tensor[[256, 64], pl.FP32], out: pl.Out[pl.Tensor[[256, 64], pl.FP32]], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[256, 64], pl.FP32]:
        row: pl.Scalar[pl.INDEX] = 0
        for (row_iter, out_iter) in pl.while_(init_values=(row, out)):
            pl.cond(row_iter < n)
            out_next: pl.Tensor[[256, 64], pl.FP32] = self.kernel_stripe(data, row_iter, out_iter)
            row_next: pl.Scalar[pl.INDEX] = row_iter + 64
            row_rv, out_rv = pl.yield_(row_next, out_next)
        return out_rv
)");
}

// test_optimize_orch_tensors.py
// TestOutWindowExternalizer::test_nested_sibling_writer_to_same_parent_can_window_with_runtime_overlap
// (the writer inside the one-trip loop writes through the loop's iter_arg,
// which is sliced as it is).
TEST(OrchWindowize, NestedSiblingWriterWindowed) {
  const std::string kernel = StripeKernel("256", kWindowizeAttr);
  const std::string w = kWindow64;
  ExpectPassResult(kPass, kernel + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, data: pl.Tensor[[256, 64], pl.FP32], out: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        first: pl.Tensor[[256, 64], pl.FP32] = self.kernel_stripe(data, 0, out)
        for i, (first_iter,) in pl.range(1, init_values=(first,)):
            second: pl.Tensor[[256, 64], pl.FP32] = self.kernel_stripe(data, 32, first_iter)
            second_rv: pl.Tensor[[256, 64], pl.FP32] = pl.yield_(second)
        return second_rv
)",
                   kernel + StripeClone() + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, data: pl.Tensor[[256, 64], pl.FP32], out: pl.Out[pl.Tensor[[256, 64], pl.FP32]]) -> pl.Tensor[[256, 64], pl.FP32]:
        data__window = pl.tensor.slice(data, [64, 64], [0, 0])
        out__window = pl.tensor.slice(out, [64, 64], [0, 0])
        first__windowed: )" +
                       w +
                       R"( = self.kernel_stripe__windowed(data__window, 0, out__window)
        first: pl.Tensor[[256, 64], pl.FP32] = pl.tensor.assemble(out, first__windowed, [0, 0])
        for i, (first_iter,) in pl.range(1, init_values=(first,)):
            data__window_1 = pl.tensor.slice(data, [64, 64], [32, 0])
            first_iter__window = pl.tensor.slice(first_iter, [64, 64], [32, 0])
            second__windowed: )" +
                       w +
                       R"( = self.kernel_stripe__windowed(data__window_1, 32, first_iter__window)
            second: pl.Tensor[[256, 64], pl.FP32] = pl.tensor.assemble(first_iter, second__windowed, [32, 0])
            second_rv: pl.Tensor[[256, 64], pl.FP32] = pl.yield_(second)
        return second_rv
)");
}

// test_optimize_orch_tensors.py
// TestOutWindowExternalizer::test_inout_full_read_before_subset_write_stays_baseline
TEST(OrchWindowize, InOutReadWholeBeforeSubsetWriteStaysBaseline) {
  ExpectPassUnchanged(kPass, R"(
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def update(self, acc: pl.InOut[pl.Tensor[[128, 64], pl.FP32]], data: pl.Tensor[[1, 64], pl.FP32]) -> pl.Tensor[[128, 64], pl.FP32]:
        full: pl.Tile[[128, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(acc, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Vec)
        tile: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(data, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
        result: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(tile, [7, 0], acc)
        return result
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, acc: pl.InOut[pl.Tensor[[128, 64], pl.FP32]], data: pl.Tensor[[1, 64], pl.FP32]) -> pl.Tensor[[128, 64], pl.FP32]:
        result: pl.Tensor[[128, 64], pl.FP32] = self.update(acc, data)
        return result
)");
}

// An InOut param read exactly at the stored window (the reference's
// same-region InOut rule) is windowed: the read is localised too.
TEST(OrchWindowize, InOutSameRegionReadIsWindowed) {
  const std::string kernel = R"(
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def bump(self, acc: pl.InOut[pl.Tensor[[128, 64], pl.FP32]], row: pl.Scalar[pl.INDEX]) -> pl.Tensor[[128, 64], pl.FP32]:
        cur: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(acc, [row, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        nxt: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(cur, cur)
        result: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(nxt, [row, 0], acc)
        return result
)";
  const std::string w =
      "pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)]";
  const std::string sig = R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, acc: pl.InOut[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
)";
  ExpectPassResult(kPass, kernel + sig + R"(
        r: pl.Tensor[[128, 64], pl.FP32] = self.bump(acc, 48)
        return r
)",
                   kernel + R"(
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def bump__windowed(self, acc: pl.InOut[)" +
                       w + R"(], row: pl.Scalar[pl.INDEX]) -> )" + w + R"(:
        cur: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(acc, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        nxt: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(cur, cur)
        result: )" + w +
                       R"( = pl.tile.store(nxt, [0, 0], acc)
        return result
)" + sig + R"(
        acc__window = pl.tensor.slice(acc, [16, 64], [48, 0])
        r__windowed: )" +
                       w +
                       R"( = self.bump__windowed(acc__window, 48)
        r: pl.Tensor[[128, 64], pl.FP32] = pl.tensor.assemble(acc, r__windowed, [48, 0])
        return r
)");
}

// Several loads of one In param at different constant rows: the window is
// their bounding box (the reference's access-set fallback), each load made
// relative to it.
TEST(OrchWindowize, InputBoundingWindowOfSeveralLoads) {
  const std::string kernel = R"(
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def pair(self, src: pl.Tensor[[256, 64], pl.FP32], ret0__out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        a: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(src, [32, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        b: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(src, [48, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        c: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a, b)
        ret0__store: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(c, [0, 0], ret0__out)
        return ret0__store
)";
  const std::string head = R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, src: pl.Tensor[[256, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        ret0__out: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
)";
  ExpectPassResult(kPass, kernel + head + R"(
        r: pl.Tensor[[16, 64], pl.FP32] = self.pair(src, ret0__out)
        return r
)",
                   kernel + R"(
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def pair__windowed(self, src: pl.Tensor[[32, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)], ret0__out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        a: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(src, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        b: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(src, [16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        c: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a, b)
        ret0__store: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(c, [0, 0], ret0__out)
        return ret0__store
)" + head + R"(
        src__window = pl.tensor.slice(src, [32, 64], [32, 0])
        r: pl.Tensor[[16, 64], pl.FP32] = self.pair__windowed(src__window, ret0__out)
        return r
)");
}

// Loads across a static kernel loop covering the whole tensor expose no
// narrower window.
TEST(OrchWindowize, LoopLoadsCoveringWholeInputStayBaseline) {
  ExpectPassUnchanged(kPass, R"(
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def sum_rows(self, src: pl.Tensor[[64, 64], pl.FP32], ret0__out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        init: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(src, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        for k, (acc,) in pl.range(1, 4, init_values=(init,)):
            t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(src, [k * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            s: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, t)
            acc_rv: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(s)
        ret0__store: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(acc_rv, [0, 0], ret0__out)
        return ret0__store
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, src: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        ret0__out: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        r: pl.Tensor[[16, 64], pl.FP32] = self.sum_rows(src, ret0__out)
        return r
)");
}

// ---- symbolic parents -----------------------------------------------------------

constexpr char kDynamicM[] = "M = pl.dynamic(\"M\")\n\n";

constexpr char kRowBlockKernel[] = R"(
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def rowblk(self, a: pl.Tensor[[M, 64], pl.FP32], row_offset: pl.Scalar[pl.INDEX], o: pl.Out[pl.Tensor[[M, 64], pl.FP32]]) -> pl.Tensor[[M, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [row_offset, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        r: pl.Tensor[[M, 64], pl.FP32] = pl.tile.store(t, [row_offset, 0], o)
        return r
)";

// A static window of a tensor with a symbolic row count: the window's
// strides are static ([64, 1]), so both windows are materialised (the
// reference's CanMaterializeWindowParamType / CanWindowOutputWithinDynamicParent
// accept them; the call-site row offset is a runtime scalar).
TEST(OrchWindowize, StaticWindowOfSymbolicRowsRewrites) {
  const std::string w =
      "pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)]";
  const std::string sig = R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a: pl.Tensor[[M, 64], pl.FP32], o: pl.Out[pl.Tensor[[M, 64], pl.FP32]], row: pl.Scalar[pl.INDEX]) -> pl.Tensor[[M, 64], pl.FP32]:
)";
  ExpectPassResult(kPass, std::string(kRowBlockKernel) + sig + R"(
        r: pl.Tensor[[M, 64], pl.FP32] = self.rowblk(a, row, o)
        return r
)",
                   std::string(kRowBlockKernel) + R"(
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def rowblk__windowed(self, a: )" +
                       w + R"(, row_offset: pl.Scalar[pl.INDEX], o: pl.Out[)" + w + R"(]) -> )" +
                       w +
                       R"(:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        r: )" + w + R"( = pl.tile.store(t, [0, 0], o)
        return r
)" + sig + R"(
        a__window = pl.tensor.slice(a, [16, 64], [row, 0])
        o__window = pl.tensor.slice(o, [16, 64], [row, 0])
        r__windowed: )" +
                       w +
                       R"( = self.rowblk__windowed(a__window, row, o__window)
        r: pl.Tensor[[M, 64], pl.FP32] = pl.tensor.assemble(o, r__windowed, [row, 0])
        return r
)",
                   {}, kDynamicM);
}

// The same kernel called at a constant row: a static window at a static
// offset of a symbolic-size output is not materialised (the reference's
// CallsiteOutputWindowHasUnsafeStaticDynamicParent), so the call stays whole.
TEST(OrchWindowize, StaticOffsetInSymbolicOutputStaysBaseline) {
  const std::string body = std::string(kRowBlockKernel) + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a: pl.Tensor[[M, 64], pl.FP32], o: pl.Out[pl.Tensor[[M, 64], pl.FP32]]) -> pl.Tensor[[M, 64], pl.FP32]:
        r: pl.Tensor[[M, 64], pl.FP32] = self.rowblk(a, 32, o)
        return r
)";
  ExpectPassResult(kPass, body, body, {}, kDynamicM);
}

// ---- the opt-in through pl.at ------------------------------------------------

constexpr char kAtWindowize[] = R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[128, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, windowize=True):
            tile = pl.load(x, [0, 0], [64, 128])
            result = pl.store(tile, [64, 0], out)
        return result
)";

// test_optimize_orch_tensors.py
// TestOutWindowExternalizer::test_pl_at_windowize_marks_only_outlined_incore_function
TEST(OrchWindowize, PlAtWindowizeMarksOnlyOutlinedKernel) {
  ir::ProgramPtr program = testing::ParseBody(kAtWindowize);
  ASSERT_NE(program, nullptr);
  const std::string printed = text::PrintProgram(program);
  EXPECT_NE(printed.find("windowize=True"), std::string::npos) << printed;
  ir::ProgramPtr reparsed = testing::ParseOrFail(printed);
  ASSERT_NE(reparsed, nullptr);
  EXPECT_NE(text::PrintProgram(reparsed).find("windowize=True"), std::string::npos);

  ir::ProgramPtr outlined = testing::RunPassesOrFail(
      {"ConvertToSSA", "OutlineHierarchyScopes", "OutlineIncoreScopes", "OutlineClusterScopes"},
      program);
  ASSERT_NE(outlined, nullptr);
  auto main = outlined->GetFunction("main");
  auto kernel = outlined->GetFunction("main_incore_0");
  ASSERT_NE(main, nullptr);
  ASSERT_NE(kernel, nullptr);
  EXPECT_FALSE(main->attrs().Has("windowize"));
  const ir::AttrValue* attr = kernel->attrs().Find("windowize");
  ASSERT_NE(attr, nullptr);
  EXPECT_EQ(attr->kind(), ir::AttrValue::Kind::kBool);
  EXPECT_TRUE(attr->AsBool());
}

// The Default pipeline up to OptimizeOrchTensors on the program above: the
// outlined kernel reads rows 0..63 of x and writes rows 64..127 of out, so
// both become call-site windows of a `main_incore_0__windowed` clone. (The
// outlined kernel returns its Out param and keeps an alias of the store
// result; the alias takes the window type.)
TEST(OrchWindowize, PlAtWindowizeThroughPipelinePrefix) {
  ir::ProgramPtr program = testing::RunPassesOrFail(
      {"InlineFunctions", "UnrollLoops", "CtrlFlowTransform", "ConvertToSSA", "Simplify",
       "NormalizeStmtStructure", "FlattenCallExpr", "OutlineHierarchyScopes", "OutlineIncoreScopes",
       "OutlineClusterScopes", "ConvertTensorToTileOps", "OptimizeOrchTensors"},
      testing::ParseBody(kAtWindowize));
  ASSERT_NE(program, nullptr);
  auto clone = program->GetFunction("main_incore_0__windowed");
  ASSERT_NE(clone, nullptr);
  const std::string main = text::PrintFunction(program->GetFunction("main"));
  EXPECT_NE(main.find("pl.tensor.slice(x__ssa_v0, [64, 128], [0, 0])"), std::string::npos) << main;
  EXPECT_NE(main.find("pl.tensor.slice(out__ssa_v0, [64, 128], [64, 0])"), std::string::npos)
      << main;
  EXPECT_NE(main.find("main_incore_0__windowed(x__ssa_v0__window, out__ssa_v0__window)"),
            std::string::npos)
      << main;
  EXPECT_NE(main.find("pl.tensor.assemble(out__ssa_v0, "), std::string::npos) << main;
  const std::string kernel = text::PrintFunction(clone);
  EXPECT_NE(kernel.find("pl.tile.store(tile__ssa_v0, [0, 0], out__ssa_v0)"), std::string::npos)
      << kernel;
}

// ---- shapes this implementation rejects -------------------------------------

// An Out param carried through a kernel loop (the reference's aggregate
// window loop, e.g. cache_read of
// test_dynamic_indexed_reader_rejects_loop_local_non_dynamic_offset) is
// rejected, never passed through.
TEST(OrchWindowize, AggregateOutputLoopIsRejected) {
  ExpectPassError(kPass, R"(
    @pl.function(type=pl.FunctionType.InCore, attrs={"windowize": True})
    def rows(self, src: pl.Tensor[[4, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        for sb, (out_iter,) in pl.range(0, 4, init_values=(out,)):
            t: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(src, [sb, 0], [1, 64], [1, 64], target_memory=pl.Mem.Vec)
            out_next: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(t, [sb, 0], out_iter)
            out_rv: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(out_next)
        return out_rv
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, src: pl.Tensor[[4, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        r: pl.Tensor[[16, 64], pl.FP32] = self.rows(src, out)
        return r
)",
                  absl::StatusCode::kUnimplemented,
                  "unsupported: window externalisation of the output loop of kernel 'rows' "
                  "(OptimizeOrchTensors)");
}

}  // namespace
}  // namespace ptoc
