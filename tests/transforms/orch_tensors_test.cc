// Before/Expected tests of OptimizeOrchTensors' iter-arg buffer reuse
// (pattern 1) and assemble-loop rewrite (pattern 3), run as the registered
// pass under the pass test environment (verification before/after and the
// print -> parse roundtrip).
//
// Each case mirrors a test of the reference's test_optimize_orch_tensors.py
// (named in its comment), written at the IR level the pass sees in the
// Default strategy: kernels after ConvertTensorToTileOps (full tile.load /
// tile.store forms) and an Orchestration caller.
#include <string>

#include "absl/status/status.h"
#include "gtest/gtest.h"
#include "tests/testing/dsl_pass_check.h"
#include "tests/testing/pass_test_env.h"

namespace ptoc {
namespace {

PTOC_PASS_TEST_REQUIRES_PASS_RUNS();

using testing::ExpectPassResult;
using testing::ExpectPassUnchanged;

constexpr char kPass[] = "OptimizeOrchTensors";

// ---- pattern 1: iter-arg buffer reuse ----------------------------------------

// test_optimize_orch_tensors.py TestIterArgReuse::test_simple_single_return
TEST(OrchIterArgReuse, SimpleSingleReturn) {
  ExpectPassResult(kPass, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, acc: pl.Tensor[[64], pl.FP32], x: pl.Tensor[[64], pl.FP32], ret0__out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        acc__tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(acc, [0], [64], [64], target_memory=pl.Mem.Vec)
        x__tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0], [64], [64], target_memory=pl.Mem.Vec)
        y__tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc__tile, x__tile)
        ret0__store: pl.Tensor[[64], pl.FP32] = pl.tile.store(y__tile, [0], ret0__out)
        return ret0__store
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, acc0: pl.Tensor[[64], pl.FP32], x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i, (acc,) in pl.range(10, init_values=(acc0,)):
            ret0__out: pl.Tensor[[64], pl.FP32] = pl.tensor.create([64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            result: pl.Tensor[[64], pl.FP32] = self.main_incore_0(acc, x, ret0__out)
            new_acc: pl.Tensor[[64], pl.FP32] = pl.yield_(result)
        return new_acc
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, acc: pl.InOut[pl.Tensor[[64], pl.FP32]], x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        acc__tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(acc, [0], [64], [64], target_memory=pl.Mem.Vec)
        x__tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0], [64], [64], target_memory=pl.Mem.Vec)
        y__tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc__tile, x__tile)
        ret0__store: pl.Tensor[[64], pl.FP32] = pl.tile.store(y__tile, [0], acc)
        return ret0__store
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, acc0: pl.Tensor[[64], pl.FP32], x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i, (acc,) in pl.range(10, init_values=(acc0,)):
            result: pl.Tensor[[64], pl.FP32] = self.main_incore_0(acc, x)
            new_acc: pl.Tensor[[64], pl.FP32] = pl.yield_(result)
        return new_acc
)");
}

constexpr char kTwoOutKernelHead[] = R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, a: pl.Tensor[[64], pl.FP32], b: pl.Tensor[[64], pl.FP32], ret0__out: pl.Out[pl.Tensor[[64], pl.FP32]], ret1__out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]]:
)";

// test_optimize_orch_tensors.py TestIterArgReuse::test_multi_return_iter_arg
TEST(OrchIterArgReuse, MultiReturnBothMerged) {
  ExpectPassResult(kPass, std::string(kTwoOutKernelHead) + R"(
        a__tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0], [64], [64], target_memory=pl.Mem.Vec)
        b__tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(b, [0], [64], [64], target_memory=pl.Mem.Vec)
        y__tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a__tile, b__tile)
        z__tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(a__tile, b__tile)
        ret0__store: pl.Tensor[[64], pl.FP32] = pl.tile.store(y__tile, [0], ret0__out)
        ret1__store: pl.Tensor[[64], pl.FP32] = pl.tile.store(z__tile, [0], ret1__out)
        return ret0__store, ret1__store
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a0: pl.Tensor[[64], pl.FP32], b0: pl.Tensor[[64], pl.FP32]) -> tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]]:
        for i, (a, b) in pl.range(3, init_values=(a0, b0)):
            ret0__out: pl.Tensor[[64], pl.FP32] = pl.tensor.create([64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            ret1__out: pl.Tensor[[64], pl.FP32] = pl.tensor.create([64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            result: tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]] = self.main_incore_0(a, b, ret0__out, ret1__out)
            new_a: pl.Tensor[[64], pl.FP32] = result[0]
            new_b: pl.Tensor[[64], pl.FP32] = result[1]
            out_a, out_b = pl.yield_(new_a, new_b)
        return out_a, out_b
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, a: pl.InOut[pl.Tensor[[64], pl.FP32]], b: pl.InOut[pl.Tensor[[64], pl.FP32]]) -> tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]]:
        a__tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0], [64], [64], target_memory=pl.Mem.Vec)
        b__tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(b, [0], [64], [64], target_memory=pl.Mem.Vec)
        y__tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a__tile, b__tile)
        z__tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(a__tile, b__tile)
        ret0__store: pl.Tensor[[64], pl.FP32] = pl.tile.store(y__tile, [0], a)
        ret1__store: pl.Tensor[[64], pl.FP32] = pl.tile.store(z__tile, [0], b)
        return ret0__store, ret1__store
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a0: pl.Tensor[[64], pl.FP32], b0: pl.Tensor[[64], pl.FP32]) -> tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]]:
        for i, (a, b) in pl.range(3, init_values=(a0, b0)):
            result: tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]] = self.main_incore_0(a, b)
            new_a: pl.Tensor[[64], pl.FP32] = result[0]
            new_b: pl.Tensor[[64], pl.FP32] = result[1]
            out_a, out_b = pl.yield_(new_a, new_b)
        return out_a, out_b
)");
}

// test_optimize_orch_tensors.py TestIterArgReuse::test_multi_return_with_if_branch
TEST(OrchIterArgReuse, MultiReturnWithIfBranch) {
  const std::string kernel_body = R"(
        a__tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0], [64], [64], target_memory=pl.Mem.Vec)
        b__tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(b, [0], [64], [64], target_memory=pl.Mem.Vec)
        if n == 0:
            phi_a, phi_b = pl.yield_(a__tile, b__tile)
        else:
            ra__tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a__tile, b__tile)
            rb__tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(a__tile, b__tile)
            phi_a, phi_b = pl.yield_(ra__tile, rb__tile)
)";
  ExpectPassResult(kPass,
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, a: pl.Tensor[[64], pl.FP32], b: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INT64], ret0__out: pl.Out[pl.Tensor[[64], pl.FP32]], ret1__out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]]:)" +
                       kernel_body + R"(
        ret0__store: pl.Tensor[[64], pl.FP32] = pl.tile.store(phi_a, [0], ret0__out)
        ret1__store: pl.Tensor[[64], pl.FP32] = pl.tile.store(phi_b, [0], ret1__out)
        return ret0__store, ret1__store
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a0: pl.Tensor[[64], pl.FP32], b0: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INT64]) -> tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]]:
        for i, (a, b) in pl.range(3, init_values=(a0, b0)):
            ret0__out: pl.Tensor[[64], pl.FP32] = pl.tensor.create([64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            ret1__out: pl.Tensor[[64], pl.FP32] = pl.tensor.create([64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            result: tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]] = self.main_incore_0(a, b, n, ret0__out, ret1__out)
            new_a: pl.Tensor[[64], pl.FP32] = result[0]
            new_b: pl.Tensor[[64], pl.FP32] = result[1]
            out_a, out_b = pl.yield_(new_a, new_b)
        return out_a, out_b
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, a: pl.InOut[pl.Tensor[[64], pl.FP32]], b: pl.InOut[pl.Tensor[[64], pl.FP32]], n: pl.Scalar[pl.INT64]) -> tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]]:)" +
                       kernel_body + R"(
        ret0__store: pl.Tensor[[64], pl.FP32] = pl.tile.store(phi_a, [0], a)
        ret1__store: pl.Tensor[[64], pl.FP32] = pl.tile.store(phi_b, [0], b)
        return ret0__store, ret1__store
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a0: pl.Tensor[[64], pl.FP32], b0: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INT64]) -> tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]]:
        for i, (a, b) in pl.range(3, init_values=(a0, b0)):
            result: tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]] = self.main_incore_0(a, b, n)
            new_a: pl.Tensor[[64], pl.FP32] = result[0]
            new_b: pl.Tensor[[64], pl.FP32] = result[1]
            out_a, out_b = pl.yield_(new_a, new_b)
        return out_a, out_b
)");
}

// A kernel that loads `acc` whole, carries it through a loop and stores the
// result whole into its Out param (the evidence standalone merging needs).
std::string CarryKernel(const std::string& acc_decl) {
  return R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, )" +
         acc_decl +
         R"(, x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[64], pl.FP32]:
        acc__tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(acc, [0], [64], [64], target_memory=pl.Mem.Vec)
        x__tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0], [64], [64], target_memory=pl.Mem.Vec)
        for i, (a,) in pl.range(n, init_values=(acc__tile,)):
            new_a__tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a, x__tile)
            final: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.yield_(new_a__tile)
)";
}

// test_optimize_orch_tensors.py TestIterArgReuse::test_standalone_call_merges_in_out
// (the Out param is last here, after the scalar, as in the reference test).
TEST(OrchIterArgReuse, StandaloneCallMergesInOut) {
  const std::string before_kernel = R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, acc: pl.Tensor[[64], pl.FP32], x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INDEX], ret0__out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        acc__tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(acc, [0], [64], [64], target_memory=pl.Mem.Vec)
        x__tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0], [64], [64], target_memory=pl.Mem.Vec)
        for i, (a,) in pl.range(n, init_values=(acc__tile,)):
            new_a__tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a, x__tile)
            final: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.yield_(new_a__tile)
        ret0__store: pl.Tensor[[64], pl.FP32] = pl.tile.store(final, [0], ret0__out)
        return ret0__store
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, acc: pl.Tensor[[64], pl.FP32], x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[64], pl.FP32]:
        ret0__out: pl.Tensor[[64], pl.FP32] = pl.tensor.create([64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        result: pl.Tensor[[64], pl.FP32] = self.main_incore_0(acc, x, n, ret0__out)
        return result
)";
  ExpectPassResult(kPass, before_kernel,
                   CarryKernel("acc: pl.InOut[pl.Tensor[[64], pl.FP32]]") + R"(
        ret0__store: pl.Tensor[[64], pl.FP32] = pl.tile.store(final, [0], acc)
        return ret0__store
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, acc: pl.Tensor[[64], pl.FP32], x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = self.main_incore_0(acc, x, n)
        return result
)");
}

constexpr char kSelfCarryKernel[] = R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, acc: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INDEX], ret0__out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        acc__tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(acc, [0], [64], [64], target_memory=pl.Mem.Vec)
        for i, (a,) in pl.range(n, init_values=(acc__tile,)):
            next_a: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a, a)
            final: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.yield_(next_a)
        ret0__store: pl.Tensor[[64], pl.FP32] = pl.tile.store(final, [0], ret0__out)
        return ret0__store
)";

// test_optimize_orch_tensors.py TestIterArgReuse::test_standalone_call_in_arg_reused_not_merged
TEST(OrchIterArgReuse, StandaloneInArgReadAgainNotMerged) {
  ExpectPassUnchanged(kPass, std::string(kSelfCarryKernel) + R"(
    @pl.function(type=pl.FunctionType.InCore)
    def reader(self, acc: pl.Tensor[[64], pl.FP32], ret0__out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        acc__tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(acc, [0], [64], [64], target_memory=pl.Mem.Vec)
        ret0__store: pl.Tensor[[64], pl.FP32] = pl.tile.store(acc__tile, [0], ret0__out)
        return ret0__store
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, acc: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[64], pl.FP32]:
        ret0__out: pl.Tensor[[64], pl.FP32] = pl.tensor.create([64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        _unused: pl.Tensor[[64], pl.FP32] = self.main_incore_0(acc, n, ret0__out)
        ret1__out: pl.Tensor[[64], pl.FP32] = pl.tensor.create([64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        result: pl.Tensor[[64], pl.FP32] = self.reader(acc, ret1__out)
        return result
)");
}

// test_optimize_orch_tensors.py TestIterArgReuse::test_standalone_call_unsafe_sibling_blocks_merge
TEST(OrchIterArgReuse, UnsafeSiblingCallBlocksMerge) {
  ExpectPassUnchanged(kPass, std::string(kSelfCarryKernel) + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, acc: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[64], pl.FP32]:
        ret_a: pl.Tensor[[64], pl.FP32] = pl.tensor.create([64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        _first: pl.Tensor[[64], pl.FP32] = self.main_incore_0(acc, n, ret_a)
        ret_b: pl.Tensor[[64], pl.FP32] = pl.tensor.create([64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        result: pl.Tensor[[64], pl.FP32] = self.main_incore_0(acc, n, ret_b)
        return result
)");
}

// test_optimize_orch_tensors.py
// TestIterArgReuse::test_standalone_call_without_iter_arg_chain_not_merged
TEST(OrchIterArgReuse, StandaloneWithoutLoopChainNotMerged) {
  ExpectPassUnchanged(kPass, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def kernel_copy(self, src: pl.Tensor[[64], pl.FP32], ret0__out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        t: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(src, [0], [64], [64], target_memory=pl.Mem.Vec)
        ret0__store: pl.Tensor[[64], pl.FP32] = pl.tile.store(t, [0], ret0__out)
        return ret0__store
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, src: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        ret0__out: pl.Tensor[[64], pl.FP32] = pl.tensor.create([64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        result: pl.Tensor[[64], pl.FP32] = self.kernel_copy(src, ret0__out)
        return result
)");
}

// A masked (partial) load is no evidence either: the valid shape differs from
// the tensor's shape, so the In/Out pair is not merged (IsFullTensorLoad).
TEST(OrchIterArgReuse, StandalonePartialLoadNotMerged) {
  ExpectPassUnchanged(kPass, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, acc: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INDEX], ret0__out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        acc__tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(acc, [0], [64], [32], target_memory=pl.Mem.Vec)
        for i, (a,) in pl.range(n, init_values=(acc__tile,)):
            next_a: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a, a)
            final: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.yield_(next_a)
        ret0__store: pl.Tensor[[64], pl.FP32] = pl.tile.store(final, [0], ret0__out)
        return ret0__store
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, acc: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[64], pl.FP32]:
        ret0__out: pl.Tensor[[64], pl.FP32] = pl.tensor.create([64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        result: pl.Tensor[[64], pl.FP32] = self.main_incore_0(acc, n, ret0__out)
        return result
)");
}

constexpr char kAddKernel[] = R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[64], pl.FP32], ret0__out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        x__tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0], [64], [64], target_memory=pl.Mem.Vec)
        y__tile: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.tile.add(x__tile, x__tile)
        ret0__store: pl.Tensor[[64], pl.FP32] = pl.tile.store(y__tile, [0], ret0__out)
        return ret0__store
)";

// test_optimize_orch_tensors.py TestIterArgReuse::test_no_iter_arg_no_change
TEST(OrchIterArgReuse, NoIterArgNoChange) {
  ExpectPassUnchanged(kPass, std::string(kAddKernel) + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        ret0__out: pl.Tensor[[64], pl.FP32] = pl.tensor.create([64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        y: pl.Tensor[[64], pl.FP32] = self.main_incore_0(x, ret0__out)
        return y
)");
}

// test_optimize_orch_tensors.py TestLoopHoisting::test_tensor_create_stays_inside_loop
TEST(OrchIterArgReuse, TensorCreateStaysInsideLoop) {
  ExpectPassUnchanged(kPass, std::string(kAddKernel) + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        for i, (o,) in pl.range(10, init_values=(out,)):
            ret0__out: pl.Tensor[[64], pl.FP32] = pl.tensor.create([64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            y: pl.Tensor[[64], pl.FP32] = self.main_incore_0(x, ret0__out)
            o2: pl.Tensor[[64], pl.FP32] = pl.yield_(y)
        return o2
)");
}

// ---- pattern 3: assemble-loop rewrite ---------------------------------------

constexpr char kAssembleCaller[] = R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[1, 32], pl.FP32]) -> pl.Tensor[[1, 64], pl.FP32]:
        ret0__out: pl.Tensor[[1, 64], pl.FP32] = pl.tensor.create([1, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        y: pl.Tensor[[1, 64], pl.FP32] = self.main_incore_0(x, ret0__out)
        return y
)";

// test_optimize_orch_tensors.py TestAssembleLoopRewrite::test_assemble_loop_to_store_loop
TEST(OrchAssembleLoop, AssembleLoopToStoreLoop) {
  ExpectPassResult(kPass, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[1, 32], pl.FP32], ret0__out: pl.Out[pl.Tensor[[1, 64], pl.FP32]]) -> pl.Tensor[[1, 64], pl.FP32]:
        buf__tile: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for i, (acc,) in pl.range(2, init_values=(buf__tile,)):
            off: pl.Scalar[pl.INDEX] = i * 32
            chunk__tile: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
            acc_next__tile: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(acc, chunk__tile, [0, off])
            result: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(acc_next__tile)
        ret0__store: pl.Tensor[[1, 64], pl.FP32] = pl.tile.store(result, [0, 0], ret0__out)
        return ret0__store
)" + std::string(kAssembleCaller),
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[1, 32], pl.FP32], ret0__out: pl.Out[pl.Tensor[[1, 64], pl.FP32]]) -> pl.Tensor[[1, 64], pl.FP32]:
        for i, (acc,) in pl.range(2, init_values=(ret0__out,)):
            off: pl.Scalar[pl.INDEX] = i * 32
            chunk__tile: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
            acc_next: pl.Tensor[[1, 64], pl.FP32] = pl.tile.store(chunk__tile, [0, off], acc)
            result: pl.Tensor[[1, 64], pl.FP32] = pl.yield_(acc_next)
        return result
)" + std::string(kAssembleCaller));
}

// The iter_arg is read by another statement of the loop: not rewritten.
TEST(OrchAssembleLoop, IterArgUsedElsewhereNotRewritten) {
  ExpectPassUnchanged(kPass, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[1, 32], pl.FP32], ret0__out: pl.Out[pl.Tensor[[1, 64], pl.FP32]]) -> pl.Tensor[[1, 64], pl.FP32]:
        buf__tile: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for i, (acc,) in pl.range(2, init_values=(buf__tile,)):
            doubled: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, acc)
            chunk__tile: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
            acc_next__tile: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(acc, chunk__tile, [0, i * 32])
            result: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(acc_next__tile)
        ret0__store: pl.Tensor[[1, 64], pl.FP32] = pl.tile.store(result, [0, 0], ret0__out)
        return ret0__store
)" + std::string(kAssembleCaller));
}

// test_optimize_orch_tensors.py TestPattern3WhileLoop::test_while_assemble_loop_not_rewritten
TEST(OrchAssembleLoop, WhileAssembleLoopNotRewritten) {
  ExpectPassUnchanged(kPass, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[1, 32], pl.FP32], n: pl.Scalar[pl.INDEX], ret0__out: pl.Out[pl.Tensor[[1, 64], pl.FP32]]) -> pl.Tensor[[1, 64], pl.FP32]:
        buf__tile: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([1, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        i0: pl.Scalar[pl.INDEX] = 0
        for (acc, ii) in pl.while_(init_values=(buf__tile, i0)):
            pl.cond(ii < n)
            off: pl.Scalar[pl.INDEX] = ii * 32
            chunk__tile: pl.Tile[[1, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [1, 32], [1, 32], target_memory=pl.Mem.Vec)
            acc_next__tile: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(acc, chunk__tile, [0, off])
            ii_next: pl.Scalar[pl.INDEX] = ii + 1
            acc_rv, ii_rv = pl.yield_(acc_next__tile, ii_next)
        ret0__store: pl.Tensor[[1, 64], pl.FP32] = pl.tile.store(acc_rv, [0, 0], ret0__out)
        return ret0__store
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[1, 32], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[1, 64], pl.FP32]:
        ret0__out: pl.Tensor[[1, 64], pl.FP32] = pl.tensor.create([1, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        y: pl.Tensor[[1, 64], pl.FP32] = self.main_incore_0(x, n, ret0__out)
        return y
)");
}

// ---- pattern 2: parent strides of assembled Out params ------------------------

constexpr char kView128[] = "pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)";

// test_optimize_orch_tensors.py TestAssembleParentStrides::test_out_param_gets_parent_stride
TEST(OrchParentStrides, OutParamGetsParentStride) {
  const std::string out32 = std::string("pl.Tensor[[32, 32], pl.FP32, ") + kView128 + "]";
  const std::string orch = R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a: pl.Tensor[[128, 128], pl.FP32], c: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for mb, (c_iter,) in pl.range(0, 128, 32, init_values=(c,)):
            for nb, (c_iter2,) in pl.range(0, 128, 32, init_values=(c_iter,)):
                ret0__out: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.create([32, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                result: pl.Tensor[[32, 32], pl.FP32] = self.main_incore_0(a, mb, nb, ret0__out)
                c_next: pl.Tensor[[128, 128], pl.FP32] = pl.tensor.assemble(c_iter2, result, [mb, nb])
                c_rv: pl.Tensor[[128, 128], pl.FP32] = pl.yield_(c_next)
            c_rv2: pl.Tensor[[128, 128], pl.FP32] = pl.yield_(c_rv)
        return c_rv2
)";
  const std::string load = R"(
        a__tile: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [mb, nb], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
)";
  ExpectPassResult(kPass,
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, a: pl.Tensor[[128, 128], pl.FP32], mb: pl.Scalar[pl.INDEX], nb: pl.Scalar[pl.INDEX], ret0__out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:)" +
                       load + R"(
        ret0__store: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(a__tile, [0, 0], ret0__out)
        return ret0__store)" +
                       orch,
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, a: pl.Tensor[[128, 128], pl.FP32], mb: pl.Scalar[pl.INDEX], nb: pl.Scalar[pl.INDEX], ret0__out: pl.Out[)" +
                       out32 + R"(]) -> pl.Tensor[[32, 32], pl.FP32]:)" + load + R"(
        ret0__store: )" +
                       out32 + R"( = pl.tile.store(a__tile, [0, 0], ret0__out)
        return ret0__store)" +
                       orch);
}

// ---- pattern 4: parent strides of sliced In params ----------------------------

// test_optimize_orch_tensors.py TestSliceInputStrides::test_in_param_gets_parent_stride_from_slice
// (the result is also assembled into c, so pattern 2 gives the Out param the
// same strides).
TEST(OrchSliceStrides, InParamGetsParentStrideFromSlice) {
  const std::string view32 = std::string("pl.Tensor[[32, 32], pl.FP32, ") + kView128 + "]";
  const std::string orch = R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, data: pl.Tensor[[128, 128], pl.FP32], c: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for mb in pl.range(0, 128, 32):
            for nb, (c_iter,) in pl.range(0, 128, 32, init_values=(c,)):
                chunk: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.slice(data, [32, 32], [mb, nb])
                ret0__out: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.create([32, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                result: pl.Tensor[[32, 32], pl.FP32] = self.main_incore_0(chunk, mb, nb, ret0__out)
                c_next: pl.Tensor[[128, 128], pl.FP32] = pl.tensor.assemble(c_iter, result, [mb, nb])
                c_rv: pl.Tensor[[128, 128], pl.FP32] = pl.yield_(c_next)
        return c_rv
)";
  const std::string load = R"(
        a__tile: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
)";
  ExpectPassResult(kPass,
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, a: pl.Tensor[[32, 32], pl.FP32], mb: pl.Scalar[pl.INDEX], nb: pl.Scalar[pl.INDEX], ret0__out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:)" +
                       load + R"(
        ret0__store: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(a__tile, [0, 0], ret0__out)
        return ret0__store)" +
                       orch,
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, a: )" +
                       view32 +
                       R"(, mb: pl.Scalar[pl.INDEX], nb: pl.Scalar[pl.INDEX], ret0__out: pl.Out[)" +
                       view32 + R"(]) -> pl.Tensor[[32, 32], pl.FP32]:)" + load + R"(
        ret0__store: )" +
                       view32 + R"( = pl.tile.store(a__tile, [0, 0], ret0__out)
        return ret0__store)" +
                       orch);
}

// test_optimize_orch_tensors.py TestSliceInputStrides::test_multiple_sliced_in_params
// (the kernel adds two loaded windows instead of the reference's matmul; the
// pattern only looks at the call site's slices).
TEST(OrchSliceStrides, MultipleSlicedInParams) {
  const std::string orch = R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def gemm(self, attn_out: pl.Tensor[[16, 8192], pl.FP32], wo: pl.Tensor[[8192, 8192], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        a_chunk: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(attn_out, [16, 128], [0, 0])
        w_chunk: pl.Tensor[[128, 64], pl.FP32] = pl.tensor.slice(wo, [128, 64], [0, 0])
        ret0__out: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        result: pl.Tensor[[16, 64], pl.FP32] = self.gemm_incore_0(a_chunk, w_chunk, ret0__out)
        return result
)";
  const std::string body = R"(
        a__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        b__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(b, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        s__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a__tile, b__tile)
        ret0__store: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(s__tile, [0, 0], ret0__out)
        return ret0__store)";
  ExpectPassResult(kPass,
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def gemm_incore_0(self, a: pl.Tensor[[16, 128], pl.FP32], b: pl.Tensor[[128, 64], pl.FP32], ret0__out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:)" +
                       body + orch,
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def gemm_incore_0(self, a: pl.Tensor[[16, 128], pl.FP32, pl.TensorView(stride=[8192, 1], layout=pl.TensorLayout.ND)], b: pl.Tensor[[128, 64], pl.FP32, pl.TensorView(stride=[8192, 1], layout=pl.TensorLayout.ND)], ret0__out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:)" +
                       body + orch);
}

// test_optimize_orch_tensors.py TestSliceInputStrides::test_non_sliced_in_param_unchanged
TEST(OrchSliceStrides, NonSlicedInParamUnchanged) {
  ExpectPassUnchanged(kPass, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[32, 32], pl.FP32], ret0__out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        x__tile: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        ret0__store: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(x__tile, [0, 0], ret0__out)
        return ret0__store
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, data: pl.Tensor[[32, 32], pl.FP32]) -> pl.Tensor[[32, 32], pl.FP32]:
        ret0__out: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.create([32, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        result: pl.Tensor[[32, 32], pl.FP32] = self.main_incore_0(data, ret0__out)
        return result
)");
}

// test_optimize_orch_tensors.py TestEdgeCases::test_no_incore_functions
TEST(OrchEdgeCases, NoInCoreFunctions) {
  ExpectPassUnchanged(kPass, R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x
)");
}

}  // namespace
}  // namespace ptoc
