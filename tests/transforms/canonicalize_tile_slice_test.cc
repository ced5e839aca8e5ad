// Before/Expected tests of CanonicalizeTileSlice. The expected programs are
// the reference implementation's output for the same Before programs.
#include "gtest/gtest.h"
#include "tests/testing/dsl_pass_check.h"
#include "tests/testing/pass_test_env.h"

PTOC_PASS_TEST_REQUIRES_PASS_RUNS();

namespace ptoc::transforms {
namespace {

using ::ptoc::testing::ExpectPassResult;
using ::ptoc::testing::ExpectPassUnchanged;

constexpr char kPass[] = "CanonicalizeTileSlice";

// Mat slices read by tile.extract: a chained slice is peeled to its base
// with the offsets summed (8 + 4 rows, 256 columns added to the loop index),
// a zero-offset slice simply disappears.
TEST(CanonicalizeTileSliceTest, MatSliceFoldedIntoExtract) {
  ExpectPassResult(kPass, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, lhs: pl.Tensor[[32, 1024], pl.BF16], rhs: pl.Tensor[[512, 64], pl.BF16], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        lhs_mat: pl.Tile[[32, 1024], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs, [0, 0], [32, 1024], target_memory=pl.Mem.Mat)
        rhs_mat: pl.Tile[[512, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs, [0, 0], [512, 64], target_memory=pl.Mem.Mat)
        s1: pl.Tile[[24, 768], pl.BF16, pl.Mem.Mat] = pl.tile.slice(lhs_mat, [24, 768], [8, 256])
        s2: pl.Tile[[16, 512], pl.BF16, pl.Mem.Mat] = pl.tile.slice(s1, [16, 512], [4, 0])
        rhs_slice: pl.Tile[[512, 64], pl.BF16, pl.Mem.Mat] = pl.tile.slice(rhs_mat, [512, 64], [0, 0])
        c_init: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for ko, (c_iter,) in pl.range(0, 512, 256, init_values=(c_init,)):
            a: pl.Tile[[16, 256], pl.BF16, pl.Mem.Left] = pl.tile.extract(s2, 0, ko, [16, 256], target_memory=pl.Mem.Left)
            b: pl.Tile[[256, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_slice, ko, 0, [256, 64], target_memory=pl.Mem.Right)
            cc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_iter, a, b)
            c: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(cc)
        out = pl.store(c, [0, 0], out)
        return out
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, lhs: pl.Tensor[[32, 1024], pl.BF16], rhs: pl.Tensor[[512, 64], pl.BF16], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        lhs_mat: pl.Tile[[32, 1024], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs, [0, 0], [32, 1024], [32, 1024], target_memory=pl.Mem.Mat)
        rhs_mat: pl.Tile[[512, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs, [0, 0], [512, 64], [512, 64], target_memory=pl.Mem.Mat)
        c_init: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        for ko, (c_iter,) in pl.range(0, 512, 256, init_values=(c_init,)):
            a: pl.Tile[[16, 256], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(lhs_mat, 12, ko + 256, [16, 256], target_memory=pl.Mem.Left)
            b: pl.Tile[[256, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat, ko, 0, [256, 64], target_memory=pl.Mem.Right)
            cc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c_iter, a, b)
            c: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(cc)
        out: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(c, [0, 0], out)
        return out
)",
                   testing::kCompareWithText);
}

// Mat slices used as lhs/rhs of tile.matmul, tile.matmul_acc (operands 1, 2)
// and tile.matmul_bias become per-use extracts into Left/Right named
// <slice>_textract; the accumulator and bias operands stay.
TEST(CanonicalizeTileSliceTest, MatSliceMatmulOperandsBecomeLeftRightExtracts) {
  ExpectPassResult(kPass, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, lhs: pl.Tensor[[32, 256], pl.BF16], rhs: pl.Tensor[[256, 128], pl.BF16], bias: pl.Tensor[[1, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        lhs_mat: pl.Tile[[32, 256], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs, [0, 0], [32, 256], target_memory=pl.Mem.Mat)
        rhs_mat: pl.Tile[[256, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs, [0, 0], [256, 128], target_memory=pl.Mem.Mat)
        bias_mat: pl.Tile[[1, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(bias, [0, 0], [1, 64], target_memory=pl.Mem.Mat)
        top: pl.Tile[[16, 256], pl.BF16, pl.Mem.Mat] = pl.tile.slice(lhs_mat, [16, 256], [0, 0])
        bottom: pl.Tile[[16, 256], pl.BF16, pl.Mem.Mat] = pl.tile.slice(lhs_mat, [16, 256], [16, 0])
        left: pl.Tile[[256, 64], pl.BF16, pl.Mem.Mat] = pl.tile.slice(rhs_mat, [256, 64], [0, 0])
        right: pl.Tile[[256, 64], pl.BF16, pl.Mem.Mat] = pl.tile.slice(rhs_mat, [256, 64], [0, 64])
        c0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(top, left)
        c1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c0, bottom, right)
        c2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(top, right, bias_mat)
        c3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.add(c1, c2)
        out = pl.store(c3, [0, 0], out)
        return out
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, lhs: pl.Tensor[[32, 256], pl.BF16], rhs: pl.Tensor[[256, 128], pl.BF16], bias: pl.Tensor[[1, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        lhs_mat: pl.Tile[[32, 256], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs, [0, 0], [32, 256], [32, 256], target_memory=pl.Mem.Mat)
        rhs_mat: pl.Tile[[256, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs, [0, 0], [256, 128], [256, 128], target_memory=pl.Mem.Mat)
        bias_mat: pl.Tile[[1, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(bias, [0, 0], [1, 64], [1, 64], target_memory=pl.Mem.Mat)
        top_textract: pl.Tile[[16, 256], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(lhs_mat, 0, 0, [16, 256], target_memory=pl.Mem.Left)
        left_textract: pl.Tile[[256, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat, 0, 0, [256, 64], target_memory=pl.Mem.Right)
        c0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(top_textract, left_textract)
        bottom_textract: pl.Tile[[16, 256], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(lhs_mat, 16, 0, [16, 256], target_memory=pl.Mem.Left)
        right_textract: pl.Tile[[256, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat, 0, 64, [256, 64], target_memory=pl.Mem.Right)
        c1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c0, bottom_textract, right_textract)
        top_textract_1: pl.Tile[[16, 256], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(lhs_mat, 0, 0, [16, 256], target_memory=pl.Mem.Left)
        right_textract_1: pl.Tile[[256, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(rhs_mat, 0, 64, [256, 64], target_memory=pl.Mem.Right)
        c2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_bias(top_textract_1, right_textract_1, bias_mat)
        c3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc, pl.TileView(fractal=512)] = pl.tile.add(c1, c2)
        out: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(c3, [0, 0], out)
        return out
)",
                   testing::kCompareWithText);
}

// Vec (or not yet placed) slices read by tile.col_expand_*: a static column
// window of a multi-row tile and a dynamic-offset row are copied out with
// tile.extract(..., target_memory=Vec).
TEST(CanonicalizeTileSliceTest, HazardousVecSliceOfColExpandIsCopied) {
  ExpectPassResult(kPass, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 128], pl.FP32], g: pl.Tensor[[4, 64], pl.FP32], r: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        local: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], target_memory=pl.Mem.Vec)
        g_t: pl.Tile[[4, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(g, [0, 0], [4, 64], target_memory=pl.Mem.Vec)
        hi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.slice(local, [16, 64], [0, 64])
        g_row: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.slice(g_t, [1, 64], [r, 0])
        y0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_sub(hi, g_row)
        g_row2: pl.Tile[[1, 64], pl.FP32] = pl.tile.slice(g_t, [1, 64], [r, 0])
        y1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_max(y0, g_row2)
        out = pl.store(y1, [0, 0], out)
        return out
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 128], pl.FP32], g: pl.Tensor[[4, 64], pl.FP32], r: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        local: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        g_t: pl.Tile[[4, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(g, [0, 0], [4, 64], [4, 64], target_memory=pl.Mem.Vec)
        hi_textract: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.extract(local, 0, 64, [16, 64], target_memory=pl.Mem.Vec)
        g_row_textract: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.extract(g_t, r, 0, [1, 64], target_memory=pl.Mem.Vec)
        y0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_sub(hi_textract, g_row_textract)
        g_row2_textract: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.extract(g_t, r, 0, [1, 64], target_memory=pl.Mem.Vec)
        y1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_max(y0, g_row2_textract)
        out: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(y1, [0, 0], out)
        return out
)",
                   testing::kCompareWithText);
}

// A full-width static window and a single static row read by col_expand_mul
// are identity copies in place, and a Mat slice read by tile.move is a plain
// subview: all stay.
TEST(CanonicalizeTileSliceTest, ContiguousStaticSlicesAndOtherConsumersLeftAlone) {
  ExpectPassUnchanged(kPass, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[32, 64], pl.FP32], g: pl.Tensor[[4, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        local: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 64], target_memory=pl.Mem.Vec)
        g_t: pl.Tile[[4, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(g, [0, 0], [4, 64], target_memory=pl.Mem.Vec)
        rows: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.slice(local, [16, 64], [16, 0])
        g_row: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.slice(g_t, [1, 64], [3, 0])
        y0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(rows, g_row)
        x_mat: pl.Tile[[32, 64], pl.FP32, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [32, 64], target_memory=pl.Mem.Mat)
        m_slice: pl.Tile[[16, 64], pl.FP32, pl.Mem.Mat] = pl.tile.slice(x_mat, [16, 64], [16, 0])
        m_vec: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.move(m_slice, target_memory=pl.Mem.Vec)
        y1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(y0, m_vec)
        out = pl.store(y1, [0, 0], out)
        return out
)");
}

// Unused slices are dropped, a slice of a slice together with its source.
TEST(CanonicalizeTileSliceTest, DeadSlicesRemovedToFixpoint) {
  ExpectPassResult(kPass, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        x_vec: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 64], target_memory=pl.Mem.Vec)
        outer: pl.Tile[[24, 64], pl.FP32, pl.Mem.Vec] = pl.tile.slice(x_vec, [24, 64], [8, 0])
        inner: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.slice(outer, [16, 64], [8, 0])
        used: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.slice(x_vec, [16, 64], [0, 0])
        y: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(used)
        out = pl.store(y, [0, 0], out)
        return out
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[32, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        x_vec: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        used: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.slice(x_vec, [16, 64], [0, 0])
        y: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(used)
        out: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(y, [0, 0], out)
        return out
)",
                   testing::kCompareWithText);
}

// Only InCore-like functions are rewritten.
TEST(CanonicalizeTileSliceTest, NonInCoreFunctionUntouched) {
  ExpectPassUnchanged(kPass, R"(
    @pl.function(type=pl.FunctionType.Opaque)
    def kernel(self, x: pl.Tensor[[16, 128], pl.FP32], g: pl.Tensor[[1, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        local: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], target_memory=pl.Mem.Vec)
        g_t: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(g, [0, 0], [1, 64], target_memory=pl.Mem.Vec)
        hi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.slice(local, [16, 64], [0, 64])
        dead: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.slice(local, [16, 64], [0, 0])
        y: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(hi, g_t)
        out = pl.store(y, [0, 0], out)
        return out
)");
}

// A slice with a valid_shape is not a plain window: neither it nor the
// extract reading it is rewritten.
TEST(CanonicalizeTileSliceTest, SliceWithValidShapeLeftAlone) {
  ExpectPassUnchanged(kPass, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, lhs: pl.Tensor[[16, 256], pl.BF16], out: pl.Out[pl.Tensor[[16, 256], pl.BF16]]) -> pl.Tensor[[16, 256], pl.BF16]:
        lhs_mat: pl.Tile[[16, 256], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs, [0, 0], [16, 256], target_memory=pl.Mem.Mat)
        part = pl.tile.slice(lhs_mat, [16, 256], [0, 0], valid_shape=[8, 256])
        a = pl.tile.extract(part, 0, 128, [16, 128], target_memory=pl.Mem.Left)
        out = pl.store(a, [0, 0], out)
        return out
)");
}

}  // namespace
}  // namespace ptoc::transforms
