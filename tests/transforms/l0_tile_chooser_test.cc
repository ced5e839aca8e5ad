// The L0 tile chooser on the reference's worked examples
// (tests/ut/ir/transforms/test_l0_tile_chooser.py at 00cacc259): BF16 x BF16
// -> FP32, Ascend910B capacities and cost model, output-stationary with one
// accumulator and K blocks dividing K unless a test opens more.
#include "compiler/transforms/analysis/l0_tile_chooser.h"

#include "compiler/backend/l0_cost_model.h"
#include "compiler/backend/soc.h"
#include "gtest/gtest.h"

namespace ptoc::transforms {
namespace {

L0TileProblem Bf16(int64_t M, int64_t N, int64_t K) {
  L0TileProblem p;
  p.M = M;
  p.N = N;
  p.K = K;
  p.left_bytes = int64_t{64} * 1024;
  p.right_bytes = int64_t{64} * 1024;
  p.acc_bytes = int64_t{128} * 1024;
  p.model = backend::L0CostModelFor(backend::Ascend910B());
  p.allow_k_tail = false;
  return p;
}

void ExpectTile(const L0TileProblem& p, int64_t m, int64_t n, int64_t k) {
  auto t = ChooseL0Tile(p);
  ASSERT_TRUE(t.has_value());
  EXPECT_EQ(t->m, m);
  EXPECT_EQ(t->n, n);
  EXPECT_EQ(t->k, k);
}

// test_example_1_skinny_gemm: keeps the whole N (one drain) and splits K.
TEST(L0TileChooserTest, SkinnyGemmSplitsK) { ExpectTile(Bf16(16, 256, 512), 16, 256, 64); }

// test_example_2_large_square_gemm.
TEST(L0TileChooserTest, LargeSquareGemm) { ExpectTile(Bf16(4096, 4096, 4096), 128, 256, 64); }

// test_example_3: the double-buffered accumulator only shrinks the tile here.
TEST(L0TileChooserTest, DoubleAccumulatorDeclinedWhenComputeBound) {
  L0TileProblem p = Bf16(4096, 4096, 4096);
  p.allow_double_acc = true;
  auto t = ChooseL0Tile(p);
  ASSERT_TRUE(t.has_value());
  EXPECT_EQ(t->m, 128);
  EXPECT_EQ(t->n, 256);
  EXPECT_EQ(t->k, 64);
  EXPECT_FALSE(t->double_acc);
}

// test_aspect_swap_broken_by_per_row_drain: the per-row drain prefers fewer rows.
TEST(L0TileChooserTest, AspectTieBrokenByRowDrain) { ExpectTile(Bf16(256, 256, 64), 128, 256, 64); }

// test_largest_k_is_not_always_optimal: k = 96 divides K, k = 128 would pad.
TEST(L0TileChooserTest, LargestKNotAlwaysBest) { ExpectTile(Bf16(128, 128, 192), 128, 128, 96); }

// Below the 16-element cube minimum there is no tile (the pass leaves the matmul).
TEST(L0TileChooserTest, BelowMinimumHasNoTile) {
  EXPECT_FALSE(ChooseL0Tile(Bf16(8, 256, 512)).has_value());
}

}  // namespace
}  // namespace ptoc::transforms
