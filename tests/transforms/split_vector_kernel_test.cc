// Before/Expected tests of SplitVectorKernel, modelled on the reference's
// test_split_vector_kernel.py: attrs stamping for split_aiv and external
// kernels, and the Ascend910B lane-1 replay of unsplit dual-dispatch AIV
// kernels. Each case runs the registered pass under the pass test
// environment (verification before/after and roundtrip) and compares with
// the parsed expected program (names are hints and do not take part).
#include <string>

#include "absl/status/statusor.h"
#include "compiler/backend/soc.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/text/parser.h"
#include "compiler/text/printer.h"
#include "compiler/transforms/analysis/stmt_clone.h"
#include "compiler/transforms/passes.h"
#include "gtest/gtest.h"
#include "tests/testing/pass_test_env.h"

PTOC_PASS_TEST_REQUIRES_PASS_RUNS();

namespace ptoc::transforms {
namespace {

constexpr char kHeader[] = "import pypto.language as pl\n\n@pl.program\nclass P:\n";

ir::ProgramPtr Parse(const std::string& body) {
  auto p = text::ParseProgram(std::string(kHeader) + body);
  EXPECT_TRUE(p.ok()) << p.status();
  return p.ok() ? *p : nullptr;
}

absl::StatusOr<ir::ProgramPtr> Run(const ir::ProgramPtr& in) {
  return ::ptoc::testing::RunRegisteredPass("SplitVectorKernel", in);
}

void ExpectSplit(const std::string& before, const std::string& expected) {
  auto in = Parse(before);
  auto want = Parse(expected);
  ASSERT_TRUE(in && want);
  auto got = Run(in);
  ASSERT_TRUE(got.ok()) << got.status();
  auto mismatch = ir::FindStructuralMismatch(*got, want);
  EXPECT_FALSE(mismatch) << *mismatch << "\n--- actual:\n"
                         << text::PrintProgram(*got) << "--- expected:\n"
                         << text::PrintProgram(want);
}

void ExpectUnchanged(const std::string& before) {
  auto in = Parse(before);
  ASSERT_TRUE(in);
  auto got = Run(in);
  ASSERT_TRUE(got.ok()) << got.status();
  EXPECT_EQ(*got, in) << text::PrintProgram(*got);
}

void ExpectError(const std::string& before, absl::StatusCode code, const std::string& what) {
  auto in = Parse(before);
  ASSERT_TRUE(in);
  auto got = Run(in);
  ASSERT_FALSE(got.ok()) << "pass accepted the program:\n" << text::PrintProgram(*got);
  EXPECT_EQ(got.status().code(), code) << got.status();
  EXPECT_NE(std::string(got.status().message()).find(what), std::string::npos) << got.status();
}

// ---------------------------------------------------------------------------
// No-split dual-dispatch replay (Ascend910B, ptoc's default backend)
// ---------------------------------------------------------------------------

constexpr char kAivSig[] = R"(
    @pl.function(type=pl.FunctionType.AIV, attrs={"dual_aiv_dispatch": True})
    def main_aiv(out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
)";

constexpr char kC2vSetup[] = R"(
        slot_buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='c2v_slot_buffer', size=4096, base=4096)
        pl.system.aiv_initialize_pipe(slot_buf, pl.const(0, pl.INT32), dir_mask=1, slot_size=512)
)";

constexpr char kSubblock[] = R"(
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
)";

std::string Aiv(const std::string& body) {
  return std::string(kAivSig).substr(1) + std::string(kC2vSetup).substr(1) + body;
}

TEST(SplitVectorKernelTest, ProducerReplaysComputeAndTpushOnLane1) {
  ExpectSplit(R"(
    @pl.function(type=pl.FunctionType.AIV, attrs={"dual_aiv_dispatch": True})
    def main_aiv(a: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        slot_buf: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='v2c_slot_buffer', peer_func='main_aic')
        pl.system.aiv_initialize_pipe(pl.const(0, pl.INT32), slot_buf, dir_mask=2, slot_size=512)
        a_tile: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        b_tile: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        summed: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(a_tile, b_tile)
        pl.tile.tpush_to_aic(summed, split=0)
        return out
)",
              R"(
    @pl.function(type=pl.FunctionType.AIV, attrs={"dual_aiv_dispatch": True})
    def main_aiv(a: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        slot_buf: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='v2c_slot_buffer', peer_func='main_aic')
        pl.system.aiv_initialize_pipe(pl.const(0, pl.INT32), slot_buf, dir_mask=2, slot_size=512)
        if subblock_idx == 0:
            a_tile: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
            b_tile: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
            summed: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(a_tile, b_tile)
            pl.tile.tpush_to_aic(summed, split=0)
            return out
        else:
            a_tile_lane1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            b_tile_lane1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            summed_lane1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(a_tile_lane1, b_tile_lane1)
            pl.tile.tpush_to_aic(summed_lane1, split=0)
            return out
)");
}

TEST(SplitVectorKernelTest, HoistsPipeSetupAndReplaysFull) {
  ExpectSplit(R"(
    @pl.function(type=pl.FunctionType.AIV, attrs={"dual_aiv_dispatch": True})
    def main_aiv(out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        peer_buf: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='v2c_slot_buffer', peer_func='main_aic')
        pl.system.aiv_initialize_pipe(pl.const(0, pl.INT32), peer_buf, dir_mask=2, slot_size=512)
        zero_tile: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 16], dtype=pl.FP32, value=0.0)
        pl.tile.tpush_to_aic(zero_tile, split=0)
        return out
)",
              R"(
    @pl.function(type=pl.FunctionType.AIV, attrs={"dual_aiv_dispatch": True})
    def main_aiv(out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        peer_buf: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='v2c_slot_buffer', peer_func='main_aic')
        pl.system.aiv_initialize_pipe(pl.const(0, pl.INT32), peer_buf, dir_mask=2, slot_size=512)
        if subblock_idx == 0:
            zero_tile: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 16], dtype=pl.FP32, value=0.0)
            pl.tile.tpush_to_aic(zero_tile, split=0)
            return out
        else:
            zero_tile_lane1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.full([16, 16], dtype=pl.FP32, value=0.0)
            pl.tile.tpush_to_aic(zero_tile_lane1, split=0)
            return out
)");
}

TEST(SplitVectorKernelTest, ConsumerKeepsTpopTfreeAndDropsStoreOnLane1) {
  ExpectSplit(Aiv(R"(
        z_vec: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        pl.system.tfree_to_aic(z_vec)
        updated: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(z_vec, [0, 0], out)
        return updated
)"),
              std::string(kAivSig).substr(1) + std::string(kSubblock).substr(1) +
                  std::string(kC2vSetup).substr(1) + R"(
        if subblock_idx == 0:
            z_vec: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            pl.system.tfree_to_aic(z_vec)
            updated: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(z_vec, [0, 0], out)
            return updated
        else:
            z_vec_lane1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
            pl.system.tfree_to_aic(z_vec_lane1)
            updated_lane1: pl.Tensor[[16, 16], pl.FP32] = out
            return out
)");
}

TEST(SplitVectorKernelTest, Lane1LoopCarriesEmptyAccumulator) {
  ExpectSplit(Aiv(R"(
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 16], dtype=pl.FP32, value=0.0)
        for kb, (acc_iter,) in pl.range(4, init_values=(acc,)):
            z_vec: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            next_acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc_iter, z_vec)
            pl.system.tfree_to_aic(z_vec)
            acc_final: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(next_acc)
        incremented: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(acc_final, 1.0)
        updated: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(incremented, [0, 0], out)
        return updated
)"),
              std::string(kAivSig).substr(1) + std::string(kSubblock).substr(1) +
                  std::string(kC2vSetup).substr(1) + R"(
        if subblock_idx == 0:
            acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 16], dtype=pl.FP32, value=0.0)
            for kb, (acc_iter,) in pl.range(4, init_values=(acc,)):
                z_vec: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                next_acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc_iter, z_vec)
                pl.system.tfree_to_aic(z_vec)
                acc_final: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(next_acc)
            incremented: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(acc_final, 1.0)
            updated: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(incremented, [0, 0], out)
            return updated
        else:
            acc_lane1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.full([16, 16], dtype=pl.FP32, value=0.0)
            for kb_lane1, (acc_iter_lane1,) in pl.range(4, init_values=(acc_lane1,)):
                z_vec_lane1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                next_acc_lane1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(acc_iter_lane1, z_vec_lane1)
                pl.system.tfree_to_aic(z_vec_lane1)
                acc_final_lane1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.yield_(next_acc_lane1)
            incremented_lane1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.adds(acc_final_lane1, 1.0)
            updated_lane1: pl.Tensor[[16, 16], pl.FP32] = out
            return out
)");
}

TEST(SplitVectorKernelTest, Lane1WhileCarriesEmptyAccumulator) {
  ExpectSplit(Aiv(R"(
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 16], dtype=pl.FP32, value=0.0)
        count: pl.Scalar[pl.INDEX] = 0
        for acc_iter, count_iter in pl.while_(init_values=(acc, count)):
            pl.cond(count_iter < 4)
            z_vec: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            next_acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc_iter, z_vec)
            next_count: pl.Scalar[pl.INDEX] = count_iter + 1
            pl.system.tfree_to_aic(z_vec)
            acc_final, count_final = pl.yield_(next_acc, next_count)
        incremented: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(acc_final, 1.0)
        updated: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(incremented, [0, 0], out)
        return updated
)"),
              std::string(kAivSig).substr(1) + std::string(kSubblock).substr(1) +
                  std::string(kC2vSetup).substr(1) + R"(
        if subblock_idx == 0:
            acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 16], dtype=pl.FP32, value=0.0)
            count: pl.Scalar[pl.INDEX] = 0
            for acc_iter, count_iter in pl.while_(init_values=(acc, count)):
                pl.cond(count_iter < 4)
                z_vec: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
                next_acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc_iter, z_vec)
                next_count: pl.Scalar[pl.INDEX] = count_iter + 1
                pl.system.tfree_to_aic(z_vec)
                acc_final, count_final = pl.yield_(next_acc, next_count)
            incremented: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(acc_final, 1.0)
            updated: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(incremented, [0, 0], out)
            return updated
        else:
            acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.full([16, 16], dtype=pl.FP32, value=0.0)
            count_1: pl.Scalar[pl.INDEX] = 0
            for acc_iter_1, count_iter_1 in pl.while_(init_values=(acc_1, count_1)):
                pl.cond(count_iter_1 < 4)
                z_vec_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.tpop_from_aic(split=0)
                next_acc_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.add(acc_iter_1, z_vec_1)
                next_count_1: pl.Scalar[pl.INDEX] = count_iter_1 + 1
                pl.system.tfree_to_aic(z_vec_1)
                acc_final_1, count_final_1 = pl.yield_(next_acc_1, next_count_1)
            incremented_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.adds(acc_final_1, 1.0)
            updated_1: pl.Tensor[[16, 16], pl.FP32] = out
            return out
)");
}

// Loads, slices and transposes become empty tile.creates of their result
// shape on lane 1; set_validshape gets zero extents.
TEST(SplitVectorKernelTest, Lane1ViewsAndLoadsBecomeEmptyCreates) {
  ExpectSplit(R"(
    @pl.function(type=pl.FunctionType.AIV, attrs={"dual_aiv_dispatch": True})
    def main_aiv(data: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 8], pl.FP32]]) -> pl.Tensor[[16, 8], pl.FP32]:
        peer_buf: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='v2c_slot_buffer', peer_func='main_aic')
        pl.system.aiv_initialize_pipe(pl.const(0, pl.INT32), peer_buf, dir_mask=2, slot_size=512)
        loaded: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(data, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        transposed: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.transpose(loaded, 0, 1)
        sliced: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.slice(transposed, [16, 8], [0, 0])
        narrowed: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 8])] = pl.tile.set_validshape(sliced, 8, 8)
        pl.tile.tpush_to_aic(narrowed, split=0)
        return out
)",
              R"(
    @pl.function(type=pl.FunctionType.AIV, attrs={"dual_aiv_dispatch": True})
    def main_aiv(data: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 8], pl.FP32]]) -> pl.Tensor[[16, 8], pl.FP32]:
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        peer_buf: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='v2c_slot_buffer', peer_func='main_aic')
        pl.system.aiv_initialize_pipe(pl.const(0, pl.INT32), peer_buf, dir_mask=2, slot_size=512)
        if subblock_idx == 0:
            loaded: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(data, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
            transposed: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.transpose(loaded, 0, 1)
            sliced: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.slice(transposed, [16, 8], [0, 0])
            narrowed: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 8])] = pl.tile.set_validshape(sliced, 8, 8)
            pl.tile.tpush_to_aic(narrowed, split=0)
            return out
        else:
            loaded_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            transposed_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            sliced_1: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.create([16, 8], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            narrowed_1: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[0, 0])] = pl.tile.set_validshape(sliced_1, 0, 0)
            pl.tile.tpush_to_aic(narrowed_1, split=0)
            return out
)");
}

TEST(SplitVectorKernelTest, NoDualDispatchMarkerIsUnchanged) {
  ExpectUnchanged(R"(
    @pl.function(type=pl.FunctionType.AIV)
    def main_aiv(out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        slot_buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='c2v_slot_buffer', size=4096, base=4096)
        pl.system.aiv_initialize_pipe(slot_buf, pl.const(0, pl.INT32), dir_mask=1, slot_size=512)
        z_vec: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        pl.system.tfree_to_aic(z_vec)
        updated: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(z_vec, [0, 0], out)
        return updated
)");
}

// ConvertToSSA can leave a use ahead of its definition (a variable the
// reference prints as `__FREE_VAR`). The guarded body is copied in walk order
// with one map, as the reference's final DeepClone does: lane 0's early use
// keeps the old variable, which no definition binds any more, and lane 1's
// picks up lane 0's copy of it. The input cannot be written as text, so the
// early use is spliced in and the transform is called directly.
TEST(SplitVectorKernelTest, UseBeforeDefinitionFollowsWalkOrderCopy) {
  auto in = Parse(R"(
    @pl.function(type=pl.FunctionType.AIV, attrs={"dual_aiv_dispatch": True})
    def main_aiv(flag: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        slot_buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='c2v_slot_buffer', size=4096, base=4096)
        pl.system.aiv_initialize_pipe(slot_buf, pl.const(0, pl.INT32), dir_mask=1, slot_size=512)
        stand_in: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        if flag == 0:
            early: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.adds(stand_in, 1.0)
        else:
            popped: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
            pl.system.tfree_to_aic(popped)
        return out
)");
  ASSERT_TRUE(in);
  const ir::FunctionPtr& func = in->functions().front();
  const auto& stmts = static_cast<const ir::SeqStmts&>(*func->body()).stmts();
  ir::VarPtr stand_in = ir::As<ir::AssignStmt>(stmts[2])->var();
  auto branch = ir::As<ir::IfStmt>(stmts[3]);
  ASSERT_TRUE(stand_in && branch);
  auto else_stmts = static_cast<const ir::SeqStmts&>(*branch->else_body()).stmts();
  ir::VarPtr popped = ir::As<ir::AssignStmt>(else_stmts.front())->var();
  ASSERT_TRUE(popped);
  std::vector<ir::StmtPtr> without_stand_in = {stmts[0], stmts[1], stmts[3], stmts[4]};
  ir::StmtPtr spliced = SubstituteVars(ir::MakeSeq(std::move(without_stand_in), func->span()),
                                       {{stand_in.get(), popped}});
  auto program = in->WithFunctions({func->WithBody(spliced)});

  auto out = SplitVectorKernel(program);
  const auto& body = static_cast<const ir::SeqStmts&>(*out->functions().front()->body()).stmts();
  auto lanes = ir::As<ir::IfStmt>(body.back());
  ASSERT_TRUE(lanes && lanes->else_body()) << text::PrintProgram(out);
  // The operand of `early = pl.tile.adds(<operand>, 1.0)` in each lane, and
  // the variable lane 0 binds to the popped tile.
  auto lane_parts = [](const ir::StmtPtr& lane) {
    const auto& lane_stmts = static_cast<const ir::SeqStmts&>(*lane).stmts();
    auto inner = ir::As<ir::IfStmt>(lane_stmts.at(0));
    auto then_stmts = ir::StmtList(inner->then_body());
    auto else_stmts = ir::StmtList(inner->else_body());
    auto add = ir::As<ir::Call>(ir::As<ir::AssignStmt>(then_stmts.front())->value());
    return std::make_pair(add->args().front().get(),
                          ir::As<ir::AssignStmt>(else_stmts.front())->var().get());
  };
  auto [lane0_operand, lane0_popped] = lane_parts(lanes->then_body());
  auto [lane1_operand, lane1_popped] = lane_parts(lanes->else_body());
  EXPECT_EQ(lane0_operand, popped.get()) << text::PrintProgram(out);
  EXPECT_NE(lane0_popped, popped.get());
  EXPECT_EQ(lane1_operand, lane0_popped) << text::PrintProgram(out);
  EXPECT_NE(lane1_popped, lane0_popped);
}

// Ascend950 dispatches an unsplit kernel's vector side on one lane only.
TEST(SplitVectorKernelTest, Ascend950KeepsDualDispatchBody) {
  backend::ScopedSoc soc(backend::Ascend950());
  ExpectUnchanged(Aiv(R"(
        z_vec: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        pl.system.tfree_to_aic(z_vec)
        updated: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(z_vec, [0, 0], out)
        return updated
)"));
}

// ---------------------------------------------------------------------------
// Attribute stamping
// ---------------------------------------------------------------------------

TEST(SplitVectorKernelTest, SplitAivKernelOnlyGetsAttrs) {
  const std::string body = R"(
    def main_aiv(out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        slot_buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='c2v_slot_buffer', size=4096, base=4096)
        pl.system.aiv_initialize_pipe(slot_buf, pl.const(0, pl.INT32), dir_mask=1, slot_size=512)
        z_vec: pl.Tile[[8, 128], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=1)
        pl.system.tfree_to_aic(z_vec)
        out_0_store: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(z_vec, [0 + subblock_idx * 8, 0], out_0)
        return out_0_store
)";
  ExpectSplit(R"(
    @pl.function(type=pl.FunctionType.AIV, attrs={"split": pl.SplitMode.UP_DOWN, "split_aiv": True}))" +
                  body,
              R"(
    @pl.function(type=pl.FunctionType.AIV, attrs={"split_aiv": True, "split": pl.SplitMode.UP_DOWN, "dual_aiv_dispatch": True}))" +
                  body);
  // Multi-region split_aiv kernels keep their modes on the pipe ops only.
  ExpectSplit(R"(
    @pl.function(type=pl.FunctionType.AIV, attrs={"split_aiv": True}))" +
                  body,
              R"(
    @pl.function(type=pl.FunctionType.AIV, attrs={"split_aiv": True, "dual_aiv_dispatch": True}))" +
                  body);
}

TEST(SplitVectorKernelTest, ExternalKernelsOnlyGetAttrs) {
  ExpectSplit(R"(
    @pl.function(type=pl.FunctionType.AIV, external_source='external.cpp', attrs={"split": pl.SplitMode.UP_DOWN})
    def a_aiv(out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        return out
    @pl.function(type=pl.FunctionType.AIV, external_source='external.cpp', attrs={"split_aiv": True, "dual_aiv_dispatch": False})
    def b_aiv(out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        return out
    @pl.function(type=pl.FunctionType.AIV, external_source='external.cpp', attrs={"dual_aiv_dispatch": True})
    def c_aiv(out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        return out
)",
              R"(
    @pl.function(type=pl.FunctionType.AIV, attrs={"external_source": "external.cpp", "split": pl.SplitMode.UP_DOWN, "dual_aiv_dispatch": True})
    def a_aiv(out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        return out
    @pl.function(type=pl.FunctionType.AIV, attrs={"external_source": "external.cpp", "split_aiv": True, "dual_aiv_dispatch": True})
    def b_aiv(out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        return out
    @pl.function(type=pl.FunctionType.AIV, attrs={"external_source": "external.cpp", "dual_aiv_dispatch": True})
    def c_aiv(out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        return out
)");
}

// ---------------------------------------------------------------------------
// Standalone split kernels and malformed split requests
// ---------------------------------------------------------------------------

constexpr char kStandaloneBody[] = R"(
    def main_aiv(out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        slot_buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='c2v_slot_buffer', size=4096, base=4096)
        pl.system.aiv_initialize_pipe(slot_buf, pl.const(0, pl.INT32), dir_mask=1, slot_size=512)
        z_vec: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=SPLIT)
        pl.system.tfree_to_aic(z_vec)
        out_0_store: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(z_vec, [0, 0], out_0)
        return out_0_store
)";

std::string Standalone(const std::string& attrs, const std::string& split) {
  std::string body = kStandaloneBody;
  body.replace(body.find("SPLIT"), 5, split);
  return "\n    @pl.function(type=pl.FunctionType.AIV" + attrs + ")" + body;
}

// A hand-written split kernel is halved per lane here: the lane index is
// bound first, the pop from the cube and everything derived from it shrink
// to the lane's rows, the store goes to the lane's offset. The mode comes
// from the function's attribute or, without one, from its pipe ops.
// (Expected: the reference's output for both inputs.)
constexpr char kStandaloneExpected[] = R"(
    @pl.function(type=pl.FunctionType.AIV, attrs={"split": pl.SplitMode.UP_DOWN, "dual_aiv_dispatch": True})
    def main_aiv(out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        subblock_idx: pl.Scalar[pl.INDEX] = pl.tile.get_subblock_idx()
        slot_buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='c2v_slot_buffer', size=4096, base=4096)
        pl.system.aiv_initialize_pipe(slot_buf, pl.const(0, pl.INT32), dir_mask=1, slot_size=512)
        z_vec: pl.Tile[[8, 128], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=1)
        pl.system.tfree_to_aic(z_vec)
        out_0_store: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(z_vec, [0 + subblock_idx * 8, 0], out_0)
        return out_0_store
)";

TEST(SplitVectorKernelTest, StandaloneSplitKernelIsHalvedPerLane) {
  ExpectSplit(Standalone(R"(, attrs={"split": pl.SplitMode.UP_DOWN})", "0"), kStandaloneExpected);
  ExpectSplit(Standalone("", "1"), kStandaloneExpected);
}

TEST(SplitVectorKernelTest, ConflictingSplitRequestsAreErrors) {
  ExpectError(Standalone(R"(, attrs={"split": pl.SplitMode.LEFT_RIGHT})", "1"),
              absl::StatusCode::kInvalidArgument, "conflicting function split");
  ExpectError(Standalone("", "3"), absl::StatusCode::kInvalidArgument,
              "invalid cross-core split attribute: 3");
}

}  // namespace
}  // namespace ptoc::transforms
