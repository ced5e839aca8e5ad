// Before/Expected tests of ConvertTensorToTileOps for the tensor ops the
// conversion expands into tile-op sequences (tensor.expand_clone,
// tensor.scatter_update). Expected programs are translated from the
// reference's tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py (the
// mirrored test is named above each case) and from the reference's
// conversion registry (generated names, kwargs and statement order).
#include <string>
#include <vector>

#include "compiler/backend/soc.h"
#include "compiler/text/printer.h"
#include "gtest/gtest.h"
#include "tests/testing/dsl_pass_check.h"
#include "tests/testing/pass_test_env.h"

namespace ptoc::tile_test {
namespace {

using testing::ExpectPassResult;
using testing::kCompareWithText;
using testing::ParseErrorMessage;
using testing::PassErrorMessage;

constexpr char kPass[] = "ConvertTensorToTileOps";

// Mirrors TestConvertTensorToTileOps::test_expand_clone_dim0_conversion.
TEST(ConvertExpandClone, Dim0BroadcastStoresTheLoadInALoop) {
  ExpectPassResult(kPass, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, src: pl.Tensor[[1, 4, 8], pl.FP16], target: pl.Tensor[[2, 4, 8], pl.FP16]) -> pl.Tensor[[2, 4, 8], pl.FP16]:
        y: pl.Tensor[[2, 4, 8], pl.FP16] = pl.tensor.expand_clone(src, target)
        return y
    @pl.function
    def main(self, src: pl.Tensor[[1, 4, 8], pl.FP16], target: pl.Tensor[[2, 4, 8], pl.FP16]) -> pl.Tensor[[2, 4, 8], pl.FP16]:
        y: pl.Tensor[[2, 4, 8], pl.FP16] = self.main_incore_0(src, target)
        return y
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, src: pl.Tensor[[1, 4, 8], pl.FP16], target: pl.Out[pl.Tensor[[2, 4, 8], pl.FP16]]) -> pl.Tensor[[2, 4, 8], pl.FP16]:
        expand_clone_input: pl.Tile[[1, 4, 8], pl.FP16, pl.Mem.Vec] = pl.tile.load(src, [0, 0, 0], [1, 4, 8], [1, 4, 8], target_memory=pl.Mem.Vec)
        for i, (expand_clone_acc,) in pl.range(2, init_values=(target,)):
            expand_clone_d0_store: pl.Tensor[[2, 4, 8], pl.FP16] = pl.tile.store(expand_clone_input, [i, 0, 0], expand_clone_acc)
            expand_clone_d0_result: pl.Tensor[[2, 4, 8], pl.FP16] = pl.yield_(expand_clone_d0_store)
        y__tile: pl.Tensor[[2, 4, 8], pl.FP16] = expand_clone_d0_result
        return y__tile
    @pl.function
    def main(self, src: pl.Tensor[[1, 4, 8], pl.FP16], target: pl.Out[pl.Tensor[[2, 4, 8], pl.FP16]]) -> pl.Tensor[[2, 4, 8], pl.FP16]:
        y: pl.Tensor[[2, 4, 8], pl.FP16] = self.main_incore_0(src, target)
        return y
)",
                   kCompareWithText);
}

// Mirrors TestConvertTensorToTileOps::test_expand_clone_dim1_conversion.
TEST(ConvertExpandClone, Dim1BroadcastColExpandsEachRow) {
  ExpectPassResult(kPass, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, src: pl.Tensor[[2, 1, 8], pl.FP16], target: pl.Tensor[[2, 4, 8], pl.FP16]) -> pl.Tensor[[2, 4, 8], pl.FP16]:
        y: pl.Tensor[[2, 4, 8], pl.FP16] = pl.tensor.expand_clone(src, target)
        return y
    @pl.function
    def main(self, src: pl.Tensor[[2, 1, 8], pl.FP16], target: pl.Tensor[[2, 4, 8], pl.FP16]) -> pl.Tensor[[2, 4, 8], pl.FP16]:
        y: pl.Tensor[[2, 4, 8], pl.FP16] = self.main_incore_0(src, target)
        return y
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, src: pl.Tensor[[2, 1, 8], pl.FP16], target: pl.Out[pl.Tensor[[2, 4, 8], pl.FP16]]) -> pl.Tensor[[2, 4, 8], pl.FP16]:
        for i, (expand_clone_acc,) in pl.range(2, init_values=(target,)):
            expand_clone_d1_input: pl.Tile[[1, 1, 8], pl.FP16, pl.Mem.Vec] = pl.tile.load(src, [i, 0, 0], [1, 1, 8], [1, 1, 8], target_memory=pl.Mem.Vec)
            expand_clone_d1_target: pl.Tile[[1, 4, 8], pl.FP16, pl.Mem.Vec] = pl.tile.create([1, 4, 8], dtype=pl.FP16, target_memory=pl.Mem.Vec)
            expand_clone_d1_col: pl.Tile[[1, 4, 8], pl.FP16, pl.Mem.Vec] = pl.tile.col_expand(expand_clone_d1_target, expand_clone_d1_input)
            expand_clone_d1_store: pl.Tensor[[2, 4, 8], pl.FP16] = pl.tile.store(expand_clone_d1_col, [i, 0, 0], expand_clone_acc)
            expand_clone_d1_result: pl.Tensor[[2, 4, 8], pl.FP16] = pl.yield_(expand_clone_d1_store)
        y__tile: pl.Tensor[[2, 4, 8], pl.FP16] = expand_clone_d1_result
        return y__tile
    @pl.function
    def main(self, src: pl.Tensor[[2, 1, 8], pl.FP16], target: pl.Out[pl.Tensor[[2, 4, 8], pl.FP16]]) -> pl.Tensor[[2, 4, 8], pl.FP16]:
        y: pl.Tensor[[2, 4, 8], pl.FP16] = self.main_incore_0(src, target)
        return y
)",
                   kCompareWithText);
}

// Mirrors TestConvertTensorToTileOps::test_expand_clone_dim2_conversion.
TEST(ConvertExpandClone, Dim2BroadcastRowExpands) {
  ExpectPassResult(kPass, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, src: pl.Tensor[[2, 4, 1], pl.FP16], target: pl.Tensor[[2, 4, 8], pl.FP16]) -> pl.Tensor[[2, 4, 8], pl.FP16]:
        y: pl.Tensor[[2, 4, 8], pl.FP16] = pl.tensor.expand_clone(src, target)
        return y
    @pl.function
    def main(self, src: pl.Tensor[[2, 4, 1], pl.FP16], target: pl.Tensor[[2, 4, 8], pl.FP16]) -> pl.Tensor[[2, 4, 8], pl.FP16]:
        y: pl.Tensor[[2, 4, 8], pl.FP16] = self.main_incore_0(src, target)
        return y
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, src: pl.Tensor[[2, 4, 1], pl.FP16], target: pl.Out[pl.Tensor[[2, 4, 8], pl.FP16]]) -> pl.Tensor[[2, 4, 8], pl.FP16]:
        expand_clone_input: pl.Tile[[2, 4, 1], pl.FP16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major)] = pl.tile.load(src, [0, 0, 0], [2, 4, 1], [2, 4, 1], target_memory=pl.Mem.Vec)
        expand_clone_d2_target: pl.Tile[[2, 4, 8], pl.FP16, pl.Mem.Vec] = pl.tile.create([2, 4, 8], dtype=pl.FP16, target_memory=pl.Mem.Vec)
        expand_clone_d2_row: pl.Tile[[2, 4, 8], pl.FP16, pl.Mem.Vec] = pl.tile.row_expand(expand_clone_d2_target, expand_clone_input)
        y__tile: pl.Tensor[[2, 4, 8], pl.FP16] = pl.tile.store(expand_clone_d2_row, [0, 0, 0], target)
        return y__tile
    @pl.function
    def main(self, src: pl.Tensor[[2, 4, 1], pl.FP16], target: pl.Out[pl.Tensor[[2, 4, 8], pl.FP16]]) -> pl.Tensor[[2, 4, 8], pl.FP16]:
        y: pl.Tensor[[2, 4, 8], pl.FP16] = self.main_incore_0(src, target)
        return y
)",
                   kCompareWithText);
}

// No stretched dim: a whole load stored into the target (the reference
// converter's broadcast_dim < 0 branch).
TEST(ConvertExpandClone, SameShapeIsLoadAndStore) {
  ExpectPassResult(kPass, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, src: pl.Tensor[[2, 4, 8], pl.FP32], target: pl.Tensor[[2, 4, 8], pl.FP32]) -> pl.Tensor[[2, 4, 8], pl.FP32]:
        y: pl.Tensor[[2, 4, 8], pl.FP32] = pl.tensor.expand_clone(src, target)
        return y
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, src: pl.Tensor[[2, 4, 8], pl.FP32], target: pl.Out[pl.Tensor[[2, 4, 8], pl.FP32]]) -> pl.Tensor[[2, 4, 8], pl.FP32]:
        expand_clone_input: pl.Tile[[2, 4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(src, [0, 0, 0], [2, 4, 8], [2, 4, 8], target_memory=pl.Mem.Vec)
        y__tile: pl.Tensor[[2, 4, 8], pl.FP32] = pl.tile.store(expand_clone_input, [0, 0, 0], target)
        return y__tile
)",
                   kCompareWithText);
}

// The op's type deduction (reference DeduceTensorExpandCloneType) rejects
// ranks other than 3, non-unit stretched dims and two stretched dims.
TEST(ConvertExpandClone, DeductionErrors) {
  EXPECT_NE(ParseErrorMessage(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, src: pl.Tensor[[1, 8], pl.FP32], target: pl.Tensor[[4, 8], pl.FP32]) -> pl.Tensor[[4, 8], pl.FP32]:
        y: pl.Tensor[[4, 8], pl.FP32] = pl.tensor.expand_clone(src, target)
        return y
)")
                .find("requires input rank to be 3"),
            std::string::npos);
  EXPECT_NE(ParseErrorMessage(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, src: pl.Tensor[[2, 4, 8], pl.FP32], target: pl.Tensor[[4, 4, 8], pl.FP32]) -> pl.Tensor[[4, 4, 8], pl.FP32]:
        y: pl.Tensor[[4, 4, 8], pl.FP32] = pl.tensor.expand_clone(src, target)
        return y
)")
                .find("only allows broadcasting from dimension 1"),
            std::string::npos);
  EXPECT_NE(ParseErrorMessage(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, src: pl.Tensor[[1, 1, 8], pl.FP32], target: pl.Tensor[[2, 4, 8], pl.FP32]) -> pl.Tensor[[2, 4, 8], pl.FP32]:
        y: pl.Tensor[[2, 4, 8], pl.FP32] = pl.tensor.expand_clone(src, target)
        return y
)")
                .find("at most one dimension"),
            std::string::npos);
}

// ---- tensor.scatter_update ------------------------------------------------

// The converter's casts carry only target_type, as the reference's do (its
// dumps print them without mode=); the DSL adds mode='round' when such text
// is read back, so the result does not survive the roundtrip check (nor does
// the reference's) and is compared as read back, with its casts' printed form
// checked apart.
void ExpectScatterUpdateResult(absl::string_view before, absl::string_view expected,
                               const std::vector<std::string>& cast_lines) {
  testing::ScopedTestChecks checks(pass::VerificationMode::kBeforeAndAfter, /*roundtrip=*/false,
                                   "scatter_update's casts print without mode=");
  ir::ProgramPtr actual = testing::RunPassesOrFail({kPass}, testing::ParseBody(before));
  ASSERT_NE(actual, nullptr);
  const std::string printed = text::PrintProgram(actual);
  for (const std::string& line : cast_lines) {
    EXPECT_NE(printed.find(line), std::string::npos) << line << "\nnot in\n" << printed;
  }
  testing::ExpectSameProgram(testing::ParseOrFail(printed), testing::ParseBody(expected),
                             kCompareWithText);
}

constexpr char kScatterUpdateFp16[] = R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, index: pl.Tensor[[2, 4], pl.INT32], src: pl.Tensor[[8, 64], pl.FP16]) -> pl.Tensor[[16, 64], pl.FP16]:
        buf: pl.Tensor[[16, 64], pl.FP16] = pl.tensor.create([16, 64], dtype=pl.FP16)
        result: pl.Tensor[[16, 64], pl.FP16] = pl.tensor.scatter_update(buf, index, src, dim=-2)
        return result
)";

// Mirrors TestScatterUpdateConversion::test_scatter_update_lowers_to_tile_scatter
// (the reference test only checks that index-form tile.scatter appears and
// scatter_update is gone; the full sequence here follows the reference's
// scatter_update converter: INT32 flat-index math, i16 narrowing for a 2-byte
// dst, value and mask scatters, cmps + sel blend with the original rows).
TEST(ConvertScatterUpdate, Fp16LowersToFlatIndexScatterAndBlend) {
  ExpectScatterUpdateResult(kScatterUpdateFp16, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, index: pl.Tensor[[2, 4], pl.INT32], src: pl.Tensor[[8, 64], pl.FP16], ret0__out: pl.Out[pl.Tensor[[16, 64], pl.FP16]]) -> pl.Tensor[[16, 64], pl.FP16]:
        buf__tile: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.create([16, 64], dtype=pl.FP16, target_memory=pl.Mem.Vec)
        index_vec: pl.Tile[[2, 4], pl.INT32, pl.Mem.Vec] = pl.tile.load(index, [0, 0], [2, 4], [2, 4], target_memory=pl.Mem.Vec)
        src_vec: pl.Tile[[8, 64], pl.FP16, pl.Mem.Vec] = pl.tile.load(src, [0, 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec)
        su_col: pl.Tile[[1, 64], pl.INT32, pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 64], dtype=pl.INT32, descending=False)
        su_tmpl: pl.Tile[[8, 64], pl.INT32, pl.Mem.Vec] = pl.tile.full([8, 64], dtype=pl.INT32, value=pl.const(0, pl.INT32))
        su_col_nd: pl.Tile[[8, 64], pl.INT32, pl.Mem.Vec] = pl.tile.col_expand(su_tmpl, su_col)
        su_idx_flat: pl.Tile[[8, 1], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(index_vec, [8, 1])
        su_row_base: pl.Tile[[8, 1], pl.INT32, pl.Mem.Vec] = pl.tile.muls(su_idx_flat, pl.const(64, pl.INT32))
        su_flat_idx: pl.Tile[[8, 64], pl.INT32, pl.Mem.Vec] = pl.tile.row_expand_add(su_col_nd, su_row_base)
        su_flat_idx_cast: pl.Tile[[8, 64], pl.INT16, pl.Mem.Vec] = pl.tile.cast(su_flat_idx, target_type=pl.INT16)
        su_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP16, value=pl.const(0.0, pl.FP16))
        su_vals: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.scatter(su_v0, src_vec, su_flat_idx_cast)
        su_m0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP16, value=pl.const(0.0, pl.FP16))
        su_ones: pl.Tile[[8, 64], pl.FP16, pl.Mem.Vec] = pl.tile.full([8, 64], dtype=pl.FP16, value=pl.const(1.0, pl.FP16))
        su_mask: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.scatter(su_m0, su_ones, su_flat_idx_cast)
        su_pred: pl.Tile[[16, 32], pl.UINT8, pl.Mem.Vec] = pl.tile.cmps(su_mask, pl.const(0.0, pl.FP16), cmp_type=1)
        su_tmp: pl.Tile[[1, 32], pl.UINT8, pl.Mem.Vec] = pl.tile.create([1, 32], dtype=pl.UINT8, target_memory=pl.Mem.Vec)
        result__tile: pl.Tile[[16, 64], pl.FP16, pl.Mem.Vec] = pl.tile.sel(su_pred, su_vals, buf__tile, su_tmp)
        ret0__store: pl.Tensor[[16, 64], pl.FP16] = pl.tile.store(result__tile, [0, 0], ret0__out)
        return ret0__store
)",
                            {"su_flat_idx_cast: pl.Tile[[8, 64], pl.INT16, pl.Mem.Vec] = "
                             "pl.tile.cast(su_flat_idx, target_type=pl.INT16)\n"});
}

// A 4-byte dst keeps INT32 flat indices and an FP32 mask; an INT64 index is
// first cast to INT32 (the reference converter's su_idx_i32 step).
TEST(ConvertScatterUpdate, Fp32WithInt64IndexCastsIndexOnly) {
  ExpectScatterUpdateResult(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, buf: pl.InOut[pl.Tensor[[16, 32], pl.FP32]], index: pl.Tensor[[1, 8], pl.INT64], src: pl.Tensor[[8, 32], pl.FP32]) -> pl.Tensor[[16, 32], pl.FP32]:
        result: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.scatter_update(buf, index, src)
        return result
)",
                            R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, buf: pl.InOut[pl.Tensor[[16, 32], pl.FP32]], index: pl.Tensor[[1, 8], pl.INT64], src: pl.Tensor[[8, 32], pl.FP32], ret0__out: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        buf_vec: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(buf, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        index_vec: pl.Tile[[1, 8], pl.INT64, pl.Mem.Vec] = pl.tile.load(index, [0, 0], [1, 8], [1, 8], target_memory=pl.Mem.Vec)
        src_vec: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(src, [0, 0], [8, 32], [8, 32], target_memory=pl.Mem.Vec)
        su_col: pl.Tile[[1, 32], pl.INT32, pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 32], dtype=pl.INT32, descending=False)
        su_tmpl: pl.Tile[[8, 32], pl.INT32, pl.Mem.Vec] = pl.tile.full([8, 32], dtype=pl.INT32, value=pl.const(0, pl.INT32))
        su_col_nd: pl.Tile[[8, 32], pl.INT32, pl.Mem.Vec] = pl.tile.col_expand(su_tmpl, su_col)
        su_idx_i32: pl.Tile[[1, 8], pl.INT32, pl.Mem.Vec] = pl.tile.cast(index_vec, target_type=pl.INT32)
        su_idx_flat: pl.Tile[[8, 1], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(su_idx_i32, [8, 1])
        su_row_base: pl.Tile[[8, 1], pl.INT32, pl.Mem.Vec] = pl.tile.muls(su_idx_flat, pl.const(32, pl.INT32))
        su_flat_idx: pl.Tile[[8, 32], pl.INT32, pl.Mem.Vec] = pl.tile.row_expand_add(su_col_nd, su_row_base)
        su_v0: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 32], dtype=pl.FP32, value=0.0)
        su_vals: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.scatter(su_v0, src_vec, su_flat_idx)
        su_m0: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 32], dtype=pl.FP32, value=0.0)
        su_ones: pl.Tile[[8, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([8, 32], dtype=pl.FP32, value=1.0)
        su_mask: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.scatter(su_m0, su_ones, su_flat_idx)
        su_pred: pl.Tile[[16, 32], pl.UINT8, pl.Mem.Vec] = pl.tile.cmps(su_mask, 0.0, cmp_type=1)
        su_tmp: pl.Tile[[1, 32], pl.UINT8, pl.Mem.Vec] = pl.tile.create([1, 32], dtype=pl.UINT8, target_memory=pl.Mem.Vec)
        result__tile: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.sel(su_pred, su_vals, buf_vec, su_tmp)
        ret0__store: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(result__tile, [0, 0], ret0__out)
        return ret0__store
)",
                            {"su_idx_i32: pl.Tile[[1, 8], pl.INT32, pl.Mem.Vec] = "
                             "pl.tile.cast(index_vec, target_type=pl.INT32)\n"});
}

// Mirrors TestScatterUpdateConversion::test_scatter_update_fp16_rejects_oversized_flat_index.
TEST(ConvertScatterUpdate, Fp16RejectsOversizedFlatIndex) {
  std::string msg = PassErrorMessage(kPass, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, index: pl.Tensor[[2, 4], pl.INT32], src: pl.Tensor[[8, 256], pl.FP16]) -> pl.Tensor[[128, 256], pl.FP16]:
        buf: pl.Tensor[[128, 256], pl.FP16] = pl.tensor.create([128, 256], dtype=pl.FP16)
        result: pl.Tensor[[128, 256], pl.FP16] = pl.tensor.scatter_update(buf, index, src, dim=-2)
        return result
)");
  EXPECT_NE(msg.find("i16 flat-index limit"), std::string::npos) << msg;
}

// Mirrors TestScatterUpdateConversion::test_scatter_update_rejects_4d.
TEST(ConvertScatterUpdate, Rejects4D) {
  std::string msg = PassErrorMessage(kPass, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, index: pl.Tensor[[2, 4], pl.INT32], src: pl.Tensor[[2, 4, 1, 64], pl.FP32]) -> pl.Tensor[[4, 4, 1, 64], pl.FP32]:
        buf: pl.Tensor[[4, 4, 1, 64], pl.FP32] = pl.tensor.create([4, 4, 1, 64], dtype=pl.FP32)
        result: pl.Tensor[[4, 4, 1, 64], pl.FP32] = pl.tensor.scatter_update(buf, index, src, dim=-2)
        return result
)");
  EXPECT_NE(msg.find("only 2D input/src is currently supported"), std::string::npos) << msg;
}

// The op's type deduction (reference DeduceTensorScatterUpdateType).
TEST(ConvertScatterUpdate, DeductionErrors) {
  EXPECT_NE(ParseErrorMessage(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, buf: pl.Tensor[[16, 32], pl.FP32], index: pl.Tensor[[2, 4], pl.FP32], src: pl.Tensor[[8, 32], pl.FP32]) -> pl.Tensor[[16, 32], pl.FP32]:
        r: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.scatter_update(buf, index, src)
        return r
)")
                .find("index dtype must be integer"),
            std::string::npos);
  EXPECT_NE(ParseErrorMessage(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, buf: pl.Tensor[[16, 32], pl.FP32], index: pl.Tensor[[2, 4], pl.INT32], src: pl.Tensor[[8, 32], pl.FP32]) -> pl.Tensor[[16, 32], pl.FP32]:
        r: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.scatter_update(buf, index, src, dim=0)
        return r
)")
                .find("only dim=-2 is currently supported"),
            std::string::npos);
  EXPECT_NE(ParseErrorMessage(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, buf: pl.Tensor[[16, 32], pl.FP32], index: pl.Tensor[[2, 4], pl.INT32], src: pl.Tensor[[8, 32], pl.FP16]) -> pl.Tensor[[16, 32], pl.FP32]:
        r: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.scatter_update(buf, index, src)
        return r
)")
                .find("src dtype"),
            std::string::npos);
}

// ---- tensor.paged_gather ---------------------------------------------------

// The kernel of the reference's test_paged_gather.py::_build_program.
std::string PagedGatherKernel(const std::string& rows, const std::string& kwargs,
                              const std::string& out_shape) {
  return R"(
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, src: pl.Tensor[[256, 128], pl.FP16], idx: pl.Tensor[[)" +
         rows + R"(], pl.INT32], bt: pl.Tensor[[8], pl.INT32]) -> pl.Tensor[)" + out_shape +
         R"(, pl.FP16]:
        out: pl.Tensor[)" +
         out_shape +
         R"(, pl.FP16] = pl.tensor.paged_gather(src, idx, bt, block_size=128, size=128, )" +
         kwargs + R"()
        return out
)";
}

// The converted kernel: scalar index math per row and a GM -> on-chip
// tile.gather_row into the loop-carried accumulator.
std::string PagedGatherExpected(const std::string& rows, const std::string& acc_shape,
                                const std::string& space, const std::string& dst_offset,
                                const std::string& trans) {
  const std::string tile = "pl.Tile[" + acc_shape + ", pl.FP16, pl.Mem." + space + "]";
  return R"(
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, src: pl.Tensor[[256, 128], pl.FP16], idx: pl.Tensor[[)" +
         rows + R"(], pl.INT32], bt: pl.Tensor[[8], pl.INT32], ret0__out: pl.Out[pl.Tensor[)" +
         acc_shape + R"(, pl.FP16]]) -> pl.Tensor[)" + acc_shape + R"(, pl.FP16]:
        pg_rows: pl.Scalar[pl.INDEX] = pl.tensor.dim(idx, 0)
        paged_gather_acc: )" +
         tile + " = pl.tile.create(" + acc_shape + ", dtype=pl.FP16, target_memory=pl.Mem." +
         space +
         R"()
        for pg_i, (paged_gather_iter,) in pl.range(pg_rows, init_values=(paged_gather_acc,)):
            pg_idx_raw__tile: pl.Scalar[pl.INT32] = pl.tensor.read(idx, [pg_i])
            pg_idx: pl.Scalar[pl.INDEX] = pl.cast(pg_idx_raw__tile, pl.INDEX)
            pg_blk: pl.Scalar[pl.INDEX] = pg_idx // 128
            pg_rem: pl.Scalar[pl.INDEX] = pg_idx % 128
            pg_pblk_raw__tile: pl.Scalar[pl.INT32] = pl.tensor.read(bt, [pg_blk])
            pg_pblk: pl.Scalar[pl.INDEX] = pl.cast(pg_pblk_raw__tile, pl.INDEX)
            pg_phys: pl.Scalar[pl.INDEX] = pg_pblk * 128 + pg_rem
            pg_row: )" +
         tile + " = pl.tile.gather_row(paged_gather_iter, src, " + dst_offset +
         ", [pg_phys, 0], [1, 128], transpose=" + trans + R"()
            paged_gather_result: )" +
         tile + R"( = pl.yield_(pg_row)
        out__tile: )" +
         tile + R"( = paged_gather_result
        ret0__store: pl.Tensor[)" +
         acc_shape + R"(, pl.FP16] = pl.tile.store(out__tile, [0, 0], ret0__out)
        return ret0__store
)";
}

// Mirrors test_paged_gather.py::test_paged_gather_lowers_to_scalar_per_row_l1_loop.
TEST(ConvertPagedGather, MatLowersToScalarPerRowLoop) {
  ExpectPassResult(kPass, PagedGatherKernel("16", "max_indices=16", "[16, 128]"),
                   PagedGatherExpected("16", "[16, 128]", "Mat", "[pg_i, 0]", "False"),
                   kCompareWithText);
}

// Mirrors test_paged_gather.py::test_paged_gather_transpose_swaps_output_and_load.
TEST(ConvertPagedGather, TransposeSwapsBufferAndPlacesRowsAsColumns) {
  ExpectPassResult(kPass, PagedGatherKernel("16", "max_indices=16, is_trans=True", "[128, 16]"),
                   PagedGatherExpected("16", "[128, 16]", "Mat", "[0, pg_i]", "True"),
                   kCompareWithText);
}

// Mirrors test_paged_gather.py::test_paged_gather_space_vec.
TEST(ConvertPagedGather, SpaceVecTargetsVec) {
  ExpectPassResult(kPass, PagedGatherKernel("16", "max_indices=16, space=pl.Mem.Vec", "[16, 128]"),
                   PagedGatherExpected("16", "[16, 128]", "Vec", "[pg_i, 0]", "False"),
                   kCompareWithText);
}

// Mirrors test_paged_gather.py::test_paged_gather_dynamic_row_count: the
// buffer stays [max_indices, size] while the loop bound is the runtime count.
TEST(ConvertPagedGather, DynamicRowCountDrivesTheLoop) {
  ExpectPassResult(kPass, PagedGatherKernel("ROWS", "max_indices=64", "[64, 128]"),
                   PagedGatherExpected("ROWS", "[64, 128]", "Mat", "[pg_i, 0]", "False"),
                   kCompareWithText, "ROWS = pl.dynamic(\"ROWS\")\n\n");
}

// The converter's static capacity guard.
TEST(ConvertPagedGather, IndicesLongerThanMaxIndicesRejected) {
  std::string msg = PassErrorMessage(kPass, PagedGatherKernel("32", "max_indices=16", "[16, 128]"));
  EXPECT_NE(msg.find("indices length (32) exceeds max_indices (16)"), std::string::npos) << msg;
}

// Mirrors test_paged_gather.py::test_paged_gather_rejects_non_2d_src and
// ::test_paged_gather_rejects_non_int32_indices (type deduction errors).
TEST(ConvertPagedGather, DeductionErrors) {
  EXPECT_NE(ParseErrorMessage(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, src: pl.Tensor[[256], pl.FP16], idx: pl.Tensor[[16], pl.INT32], bt: pl.Tensor[[8], pl.INT32]) -> pl.Tensor[[16, 128], pl.FP16]:
        out: pl.Tensor[[16, 128], pl.FP16] = pl.tensor.paged_gather(src, idx, bt, block_size=128, size=128, max_indices=16)
        return out
)")
                .find("2D src"),
            std::string::npos);
  EXPECT_NE(ParseErrorMessage(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, src: pl.Tensor[[256, 128], pl.FP16], idx: pl.Tensor[[16], pl.FP16], bt: pl.Tensor[[8], pl.INT32]) -> pl.Tensor[[16, 128], pl.FP16]:
        out: pl.Tensor[[16, 128], pl.FP16] = pl.tensor.paged_gather(src, idx, bt, block_size=128, size=128, max_indices=16)
        return out
)")
                .find("indices dtype"),
            std::string::npos);
  EXPECT_NE(ParseErrorMessage(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, src: pl.Tensor[[256, 128], pl.FP16], idx: pl.Tensor[[16], pl.INT32], bt: pl.Tensor[[8], pl.INT32]) -> pl.Tensor[[128, 16], pl.FP16]:
        out: pl.Tensor[[128, 16], pl.FP16] = pl.tensor.paged_gather(src, idx, bt, block_size=128, size=128, max_indices=16, is_trans=True, space=pl.Mem.Vec)
        return out
)")
                .find("when is_trans=true"),
            std::string::npos);
}

// ---- tensor.gather ----------------------------------------------------------

std::string GatherKernel(const std::string& in_shape, const std::string& idx_shape,
                         const std::string& dim, const std::string& dtype = "pl.FP32") {
  return R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, inp: pl.Tensor[)" +
         in_shape + ", " + dtype + "], idx: pl.Tensor[" + idx_shape +
         R"(, pl.INT32]) -> pl.Tensor[)" + idx_shape + ", " + dtype + R"(]:
        out: pl.Tensor[)" +
         idx_shape + ", " + dtype + "] = pl.tensor.gather(inp, idx, dim=" + dim + R"()
        return out
)";
}

// Mirrors TestConvertGatherOp::test_gather_conversion_a2a3_per_row (the
// default target is Ascend910B, whose lowering is the per-row loop).
TEST(ConvertGather, A2A3PerRowLoop) {
  ExpectPassResult(kPass, GatherKernel("[4, 16]", "[4, 3]", "-1"), R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, inp: pl.Tensor[[4, 16], pl.FP32], idx: pl.Tensor[[4, 3], pl.INT32], ret0__out: pl.Out[pl.Tensor[[4, 3], pl.FP32]]) -> pl.Tensor[[4, 3], pl.FP32]:
        gather_acc_init: pl.Tile[[4, 3], pl.FP32, pl.Mem.Vec] = pl.tile.create([4, 3], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for gather_lv, (gather_ia,) in pl.range(4, init_values=(gather_acc_init,)):
            gather_inp_row: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(inp, [gather_lv, 0], [1, 16], [1, 16], target_memory=pl.Mem.Vec)
            gather_idx_row: pl.Tile[[1, 3], pl.INT32, pl.Mem.Vec] = pl.tile.load(idx, [gather_lv, 0], [1, 3], [1, 3], target_memory=pl.Mem.Vec)
            gather_row_tmp: pl.Tile[[1, 3], pl.INT32, pl.Mem.Vec] = pl.tile.create([1, 3], dtype=pl.INT32, target_memory=pl.Mem.Vec)
            gather_row: pl.Tile[[1, 3], pl.FP32, pl.Mem.Vec] = pl.tile.gather(gather_inp_row, gather_idx_row, gather_row_tmp)
            gather_asmbl: pl.Tile[[4, 3], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(gather_ia, gather_row, [gather_lv, 0])
            gather_rv: pl.Tile[[4, 3], pl.FP32, pl.Mem.Vec] = pl.yield_(gather_asmbl)
        out__tile: pl.Tile[[4, 3], pl.FP32, pl.Mem.Vec] = gather_rv
        ret0__store: pl.Tensor[[4, 3], pl.FP32] = pl.tile.store(out__tile, [0, 0], ret0__out)
        return ret0__store
)",
                   kCompareWithText);
}

// Mirrors TestConvertGatherOp::test_gather_conversion (A5, odd K: the
// row_expand_add form of the flat index).
TEST(ConvertGather, A5FlatIndexOddK) {
  backend::ScopedSoc a5(backend::Ascend950());
  ExpectPassResult(kPass, GatherKernel("[4, 16]", "[4, 3]", "-1"), R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, inp: pl.Tensor[[4, 16], pl.FP32], idx: pl.Tensor[[4, 3], pl.INT32], ret0__out: pl.Out[pl.Tensor[[4, 3], pl.FP32]]) -> pl.Tensor[[4, 3], pl.FP32]:
        gather_inp: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(inp, [0, 0], [4, 16], [4, 16], target_memory=pl.Mem.Vec)
        gather_idx: pl.Tile[[4, 3], pl.INT32, pl.Mem.Vec] = pl.tile.load(idx, [0, 0], [4, 3], [4, 3], target_memory=pl.Mem.Vec)
        gather_ci_rows: pl.Tile[[1, 4], pl.INT32, pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 4], dtype=pl.INT32, descending=False)
        gather_row_arange: pl.Tile[[4, 1], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(gather_ci_rows, [4, 1])
        gather_row_base: pl.Tile[[4, 1], pl.INT32, pl.Mem.Vec] = pl.tile.muls(gather_row_arange, pl.const(16, pl.INT32))
        gather_flat_idx: pl.Tile[[4, 3], pl.INT32, pl.Mem.Vec] = pl.tile.row_expand_add(gather_idx, gather_row_base)
        gather_tmp: pl.Tile[[4, 3], pl.INT32, pl.Mem.Vec] = pl.tile.create([4, 3], dtype=pl.INT32, target_memory=pl.Mem.Vec)
        gather: pl.Tile[[4, 3], pl.FP32, pl.Mem.Vec] = pl.tile.gather(gather_inp, gather_flat_idx, gather_tmp)
        out__tile: pl.Tile[[4, 3], pl.FP32, pl.Mem.Vec] = gather
        ret0__store: pl.Tensor[[4, 3], pl.FP32] = pl.tile.store(out__tile, [0, 0], ret0__out)
        return ret0__store
)",
                   kCompareWithText);
}

// Mirrors TestConvertGatherOp::test_gather_conversion_expand (A5, K = 64 > S1:
// linear arange / divs / muls by the source columns / add).
TEST(ConvertGather, A5FlatIndexAlignedK) {
  backend::ScopedSoc a5(backend::Ascend950());
  ExpectPassResult(kPass, GatherKernel("[4, 32]", "[4, 64]", "-1"), R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, inp: pl.Tensor[[4, 32], pl.FP32], idx: pl.Tensor[[4, 64], pl.INT32], ret0__out: pl.Out[pl.Tensor[[4, 64], pl.FP32]]) -> pl.Tensor[[4, 64], pl.FP32]:
        gather_inp: pl.Tile[[4, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(inp, [0, 0], [4, 32], [4, 32], target_memory=pl.Mem.Vec)
        gather_idx: pl.Tile[[4, 64], pl.INT32, pl.Mem.Vec] = pl.tile.load(idx, [0, 0], [4, 64], [4, 64], target_memory=pl.Mem.Vec)
        gather_lin: pl.Tile[[1, 256], pl.INT32, pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 256], dtype=pl.INT32, descending=False)
        gather_lin2d: pl.Tile[[4, 64], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(gather_lin, [4, 64])
        gather_row_ids: pl.Tile[[4, 64], pl.INT32, pl.Mem.Vec] = pl.tile.divs(gather_lin2d, pl.const(64, pl.INT32))
        gather_row_base: pl.Tile[[4, 64], pl.INT32, pl.Mem.Vec] = pl.tile.muls(gather_row_ids, pl.const(32, pl.INT32))
        gather_flat_idx: pl.Tile[[4, 64], pl.INT32, pl.Mem.Vec] = pl.tile.add(gather_idx, gather_row_base)
        gather_tmp: pl.Tile[[4, 64], pl.INT32, pl.Mem.Vec] = pl.tile.create([4, 64], dtype=pl.INT32, target_memory=pl.Mem.Vec)
        gather: pl.Tile[[4, 64], pl.FP32, pl.Mem.Vec] = pl.tile.gather(gather_inp, gather_flat_idx, gather_tmp)
        out__tile: pl.Tile[[4, 64], pl.FP32, pl.Mem.Vec] = gather
        ret0__store: pl.Tensor[[4, 64], pl.FP32] = pl.tile.store(out__tile, [0, 0], ret0__out)
        return ret0__store
)",
                   kCompareWithText);
}

// Mirrors TestConvertGatherOp::test_gather_conversion_with_tile_input (A5): an
// input already lowered to a tile is sliced and copied into a contiguous tile.
TEST(ConvertGather, A5TileInputIsSlicedAndCopied) {
  backend::ScopedSoc a5(backend::Ascend950());
  ExpectPassResult(kPass, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, src: pl.Tensor[[4, 16], pl.FP32], idx: pl.Tensor[[4, 3], pl.INT32]) -> pl.Tensor[[4, 3], pl.FP32]:
        tmp: pl.Tensor[[4, 16], pl.FP32] = pl.tensor.create([4, 16], dtype=pl.FP32)
        tmp_1: pl.Tensor[[4, 16], pl.FP32] = pl.tensor.assemble(tmp, src, [0, 0])
        out: pl.Tensor[[4, 3], pl.FP32] = pl.tensor.gather(tmp_1, idx, dim=-1)
        return out
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, src: pl.Tensor[[4, 16], pl.FP32], idx: pl.Tensor[[4, 3], pl.INT32], ret0__out: pl.Out[pl.Tensor[[4, 3], pl.FP32]]) -> pl.Tensor[[4, 3], pl.FP32]:
        tmp__tile: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.create([4, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        assemble_src: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(src, [0, 0], [4, 16], [4, 16], target_memory=pl.Mem.Vec)
        tmp_1__tile: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(tmp__tile, assemble_src, [0, 0])
        gather_inp: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.slice(tmp_1__tile, [4, 16], [0, 0], [4, 16])
        gather_src_alloc: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.create([4, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        gather_src_copy: pl.Tile[[4, 16], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(gather_src_alloc, gather_inp, [0, 0])
        gather_idx: pl.Tile[[4, 3], pl.INT32, pl.Mem.Vec] = pl.tile.load(idx, [0, 0], [4, 3], [4, 3], target_memory=pl.Mem.Vec)
        gather_ci_rows: pl.Tile[[1, 4], pl.INT32, pl.Mem.Vec] = pl.tile.ci(pl.const(0, pl.INT32), [1, 4], dtype=pl.INT32, descending=False)
        gather_row_arange: pl.Tile[[4, 1], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(gather_ci_rows, [4, 1])
        gather_row_base: pl.Tile[[4, 1], pl.INT32, pl.Mem.Vec] = pl.tile.muls(gather_row_arange, pl.const(16, pl.INT32))
        gather_flat_idx: pl.Tile[[4, 3], pl.INT32, pl.Mem.Vec] = pl.tile.row_expand_add(gather_idx, gather_row_base)
        gather_tmp: pl.Tile[[4, 3], pl.INT32, pl.Mem.Vec] = pl.tile.create([4, 3], dtype=pl.INT32, target_memory=pl.Mem.Vec)
        gather: pl.Tile[[4, 3], pl.FP32, pl.Mem.Vec] = pl.tile.gather(gather_src_copy, gather_flat_idx, gather_tmp)
        out__tile: pl.Tile[[4, 3], pl.FP32, pl.Mem.Vec] = gather
        ret0__store: pl.Tensor[[4, 3], pl.FP32] = pl.tile.store(out__tile, [0, 0], ret0__out)
        return ret0__store
)",
                   kCompareWithText);
}

// A2A3 rank-3 gather on the last dim: nested row loops, reshaped to
// [I0 * I1, K] (the reference converter's Case 2 fallback); the returned 2-D
// tile is stored with zero offsets of the tile's rank, as the reference does.
TEST(ConvertGather, A2A3Rank3LastDimNestedLoops) {
  ExpectPassResult(kPass, GatherKernel("[2, 2, 16]", "[2, 2, 8]", "2"), R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, inp: pl.Tensor[[2, 2, 16], pl.FP32], idx: pl.Tensor[[2, 2, 8], pl.INT32], ret0__out: pl.Out[pl.Tensor[[2, 2, 8], pl.FP32]]) -> pl.Tensor[[2, 2, 8], pl.FP32]:
        gather_outer_acc_init: pl.Tile[[2, 16], pl.FP32, pl.Mem.Vec] = pl.tile.create([2, 16], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for gather_outer_lv, (gather_outer_ia,) in pl.range(2, init_values=(gather_outer_acc_init,)):
            gather_inner_acc_init: pl.Tile[[2, 8], pl.FP32, pl.Mem.Vec] = pl.tile.create([2, 8], dtype=pl.FP32, target_memory=pl.Mem.Vec)
            for gather_inner_lv, (gather_inner_ia,) in pl.range(2, init_values=(gather_inner_acc_init,)):
                gather_inp_raw: pl.Tile[[1, 1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(inp, [gather_outer_lv, gather_inner_lv, 0], [1, 1, 16], [1, 1, 16], target_memory=pl.Mem.Vec)
                gather_inp_row: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(gather_inp_raw, [1, 16])
                gather_idx_raw: pl.Tile[[1, 1, 8], pl.INT32, pl.Mem.Vec] = pl.tile.load(idx, [gather_outer_lv, gather_inner_lv, 0], [1, 1, 8], [1, 1, 8], target_memory=pl.Mem.Vec)
                gather_idx_row: pl.Tile[[1, 8], pl.INT32, pl.Mem.Vec] = pl.tile.reshape(gather_idx_raw, [1, 8])
                gather_row_tmp: pl.Tile[[1, 8], pl.INT32, pl.Mem.Vec] = pl.tile.create([1, 8], dtype=pl.INT32, target_memory=pl.Mem.Vec)
                gather_row: pl.Tile[[1, 8], pl.FP32, pl.Mem.Vec] = pl.tile.gather(gather_inp_row, gather_idx_row, gather_row_tmp)
                gather_inner_asmbl: pl.Tile[[2, 8], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(gather_inner_ia, gather_row, [gather_inner_lv, 0])
                gather_inner_rv: pl.Tile[[2, 8], pl.FP32, pl.Mem.Vec] = pl.yield_(gather_inner_asmbl)
            gather_inner_flat: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(gather_inner_rv, [1, 16])
            gather_outer_asmbl: pl.Tile[[2, 16], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(gather_outer_ia, gather_inner_flat, [gather_outer_lv, 0])
            gather_outer_rv: pl.Tile[[2, 16], pl.FP32, pl.Mem.Vec] = pl.yield_(gather_outer_asmbl)
        gather_out: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(gather_outer_rv, [4, 8])
        out__tile: pl.Tile[[4, 8], pl.FP32, pl.Mem.Vec] = gather_out
        ret0__store: pl.Tensor[[2, 2, 8], pl.FP32] = pl.tile.store(out__tile, [0, 0], ret0__out)
        return ret0__store
)",
                   kCompareWithText);
}

// Rank-3 gathers on dims 0/1 need a 32-bit source (reference converter check).
TEST(ConvertGather, Rank3Dim0RejectsSixteenBitSource) {
  std::string msg =
      PassErrorMessage(kPass, GatherKernel("[4, 2, 16]", "[2, 2, 16]", "0", "pl.FP16"));
  EXPECT_NE(msg.find("16-bit src is not yet supported"), std::string::npos) << msg;
}

// The op's type deduction (reference DeduceTensorGatherType).
TEST(ConvertGather, DeductionErrors) {
  EXPECT_NE(ParseErrorMessage(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, inp: pl.Tensor[[4, 16], pl.FP32], idx: pl.Tensor[[4, 3], pl.INT16]) -> pl.Tensor[[4, 3], pl.FP32]:
        out: pl.Tensor[[4, 3], pl.FP32] = pl.tensor.gather(inp, idx, dim=-1)
        return out
)")
                .find("INT16 with a 16-bit input"),
            std::string::npos);
  EXPECT_NE(ParseErrorMessage(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, inp: pl.Tensor[[4, 16], pl.FP32], idx: pl.Tensor[[8, 3], pl.INT32]) -> pl.Tensor[[8, 3], pl.FP32]:
        out: pl.Tensor[[8, 3], pl.FP32] = pl.tensor.gather(inp, idx, dim=-1)
        return out
)")
                .find("on non-gather axes"),
            std::string::npos);
  EXPECT_NE(ParseErrorMessage(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, inp: pl.Tensor[[4, 16], pl.FP32], idx: pl.Tensor[[4, 3], pl.INT32]) -> pl.Tensor[[4, 3], pl.FP32]:
        out: pl.Tensor[[4, 3], pl.FP32] = pl.tensor.gather(inp, idx)
        return out
)")
                .find("requires a 'dim' keyword argument"),
            std::string::npos);
}

}  // namespace
}  // namespace ptoc::tile_test
