// Before/Expected tests of the tile-stage passes on the common ops, each
// mirroring a test of the reference's tests/ut/ir/transforms/ (named above
// it): ConvertTensorToTileOps (elementwise binary/unary with tensor and scalar
// operands, reductions with their scratch tiles, row/col expand,
// matmul/matmul_acc, tensor.full, tensors carried through if/for),
// InferTileMemorySpace, FlattenTileNdTo2D and LowerCompositeOps. The Expected
// programs are the reference test's expected IR written in the DSL. The reference compares
// structurally (names are not compared), so these tests do too; generated names are covered by the
// corpus goldens.
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/text/printer.h"
#include "gtest/gtest.h"
#include "tests/testing/dsl_pass_check.h"
#include "tests/testing/pass_test_env.h"

PTOC_PASS_TEST_REQUIRES_PASS_RUNS();

namespace ptoc::transforms {
namespace {

using ::ptoc::testing::ExpectPassResult;
using ::ptoc::testing::ParseBody;
using ::ptoc::testing::PassErrorMessage;
using ::ptoc::testing::RunRegisteredPass;

constexpr char kConvert[] = "ConvertTensorToTileOps";

// One tensor input of the reference's single-op test skeleton.
struct In {
  std::string name;
  std::string shape;  // e.g. "[32, 64]"
  std::string dtype;  // e.g. "pl.FP32"
};

std::string TensorT(const std::string& shape, const std::string& dtype) {
  return absl::StrCat("pl.Tensor[", shape, ", ", dtype, "]");
}

std::string Zeros(const std::string& shape) {
  int rank = 1;
  for (char c : shape) rank += c == ',';
  std::vector<std::string> z(rank, "0");
  return absl::StrCat("[", absl::StrJoin(z, ", "), "]");
}

// The reference's _make_pair skeleton: an InCore kernel applying one tensor op
// to its inputs, called from `main`. After the conversion every input is
// loaded whole to Vec, the op becomes `tile_op`, the result is stored into a
// new Out parameter that `main` allocates with tensor.create.
// `tensor_op`/`tile_op` name the inputs as {0}, {1}... (tile_op sees the
// loaded tiles); `tile_prelude` holds extra statements before the tile op.
void CheckSingleOp(const std::vector<In>& ins, const std::string& out_shape,
                   const std::string& out_dtype, const std::string& tensor_op,
                   const std::string& tile_op, const std::string& tile_prelude = "") {
  std::vector<std::string> params, names, tiles;
  for (const In& in : ins) {
    params.push_back(absl::StrCat(in.name, ": ", TensorT(in.shape, in.dtype)));
    names.push_back(in.name);
    tiles.push_back(in.name + "_tile");
  }
  auto subst = [](std::string s, const std::vector<std::string>& args) {
    for (size_t i = 0; i < args.size(); ++i) {
      std::string key = absl::StrCat("{", i, "}");
      for (size_t p = s.find(key); p != std::string::npos; p = s.find(key, p)) {
        s.replace(p, key.size(), args[i]);
        p += args[i].size();
      }
    }
    return s;
  };
  const std::string out_t = TensorT(out_shape, out_dtype);
  const std::string param_list = absl::StrJoin(params, ", ");
  const std::string arg_list = absl::StrJoin(names, ", ");
  std::string before = absl::StrCat(
      "    @pl.function(type=pl.FunctionType.InCore)\n"
      "    def main_incore_0(self, ",
      param_list, ") -> ", out_t, ":\n", "        res: ", out_t, " = ", subst(tensor_op, names),
      "\n",
      "        return res\n"
      "    @pl.function\n"
      "    def main(self, ",
      param_list, ") -> ", out_t, ":\n", "        res: ", out_t, " = self.main_incore_0(", arg_list,
      ")\n", "        return res\n");
  std::string loads;
  for (const In& in : ins) {
    absl::StrAppend(&loads, "        ", in.name, "_tile = pl.tile.load(", in.name, ", ",
                    Zeros(in.shape), ", ", in.shape, ", ", in.shape,
                    ", target_memory=pl.Mem.Vec)\n");
  }
  std::string expected = absl::StrCat(
      "    @pl.function(type=pl.FunctionType.InCore)\n"
      "    def main_incore_0(self, ",
      param_list, ", out_0: pl.Out[", out_t, "]) -> ", out_t, ":\n", loads, tile_prelude,
      "        res_tile = ", subst(tile_op, tiles), "\n", "        out_0_store: ", out_t,
      " = pl.tile.store(res_tile, ", Zeros(out_shape), ", out_0)\n",
      "        return out_0_store\n"
      "    @pl.function\n"
      "    def main(self, ",
      param_list, ") -> ", out_t, ":\n", "        out_0: ", out_t, " = pl.tensor.create(",
      out_shape, ", dtype=", out_dtype, ", layout=pl.TensorLayout.ND)\n", "        res: ", out_t,
      " = self.main_incore_0(", arg_list, ", out_0)\n", "        return res\n");
  SCOPED_TRACE(tensor_op);
  ExpectPassResult(kConvert, before, expected);
}

const In kX64{"x", "[64]", "pl.FP32"};
const In kY64{"y", "[64]", "pl.FP32"};

// Mirrors test_elementwise_add_1d[same_input, two_inputs, scalar].
TEST(RefConvertTensorToTile, ElementwiseAdd1d) {
  CheckSingleOp({kX64}, "[64]", "pl.FP32", "pl.tensor.add({0}, {0})", "pl.tile.add({0}, {0})");
  CheckSingleOp({kX64, kY64}, "[64]", "pl.FP32", "pl.tensor.add({0}, {1})",
                "pl.tile.add({0}, {1})");
  CheckSingleOp({kX64}, "[64]", "pl.FP32", "pl.tensor.adds({0}, 1.0)", "pl.tile.adds({0}, 1.0)");
}

// Mirrors test_maximum_minimum_dispatch: a scalar rhs picks the *s tile op.
TEST(RefConvertTensorToTile, MaximumMinimumDispatch) {
  CheckSingleOp({kX64, kY64}, "[64]", "pl.FP32", "pl.tensor.maximum({0}, {1})",
                "pl.tile.maximum({0}, {1})");
  CheckSingleOp({kX64}, "[64]", "pl.FP32", "pl.tensor.maximum({0}, 1.0)",
                "pl.tile.maximums({0}, 1.0)");
  CheckSingleOp({kX64, kY64}, "[64]", "pl.FP32", "pl.tensor.minimum({0}, {1})",
                "pl.tile.minimum({0}, {1})");
  CheckSingleOp({kX64}, "[64]", "pl.FP32", "pl.tensor.minimum({0}, 1.0)",
                "pl.tile.minimums({0}, 1.0)");
}

// Mirrors test_unary_op_1d.
TEST(RefConvertTensorToTile, UnaryOps1d) {
  for (const char* op : {"exp", "neg", "recip", "sqrt", "abs", "sin", "cos"}) {
    CheckSingleOp({kX64}, "[64]", "pl.FP32", absl::StrCat("pl.tensor.", op, "({0})"),
                  absl::StrCat("pl.tile.", op, "({0})"));
  }
}

// Mirrors test_2d_tensor.
TEST(RefConvertTensorToTile, TwoDimTensor) {
  CheckSingleOp({{"x", "[32, 64]", "pl.FP16"}}, "[32, 64]", "pl.FP16", "pl.tensor.add({0}, {0})",
                "pl.tile.add({0}, {0})");
}

// Mirrors test_row_min_conversion_injects_padded_tmp: the scratch tile's
// last dim is padded to 128.
TEST(RefConvertTensorToTile, RowMinInjectsPaddedTmp) {
  CheckSingleOp({{"x", "[32, 64]", "pl.FP32"}}, "[32, 1]", "pl.FP32", "pl.tensor.row_min({0})",
                "pl.tile.row_min({0}, tmp_tile)",
                "        tmp_tile = pl.tile.create([32, 128], dtype=pl.FP32, "
                "target_memory=pl.Mem.Vec)\n");
}

// Mirrors test_row_expand_family and test_col_expand_family.
TEST(RefConvertTensorToTile, RowAndColExpandFamilies) {
  for (const char* op : {"row_expand_mul", "row_expand_div", "row_expand_add", "row_expand_sub",
                         "row_expand_max", "row_expand_min", "row_expand_expdif", "row_expand"}) {
    CheckSingleOp({{"x", "[32, 64]", "pl.FP16"}, {"rv", "[32, 1]", "pl.FP16"}}, "[32, 64]",
                  "pl.FP16", absl::StrCat("pl.tensor.", op, "({0}, {1})"),
                  absl::StrCat("pl.tile.", op, "({0}, {1})"));
  }
  for (const char* op : {"col_expand_mul", "col_expand_div", "col_expand_sub", "col_expand_add",
                         "col_expand_max", "col_expand_min", "col_expand_expdif", "col_expand"}) {
    CheckSingleOp({{"x", "[32, 64]", "pl.FP16"}, {"cv", "[1, 64]", "pl.FP16"}}, "[32, 64]",
                  "pl.FP16", absl::StrCat("pl.tensor.", op, "({0}, {1})"),
                  absl::StrCat("pl.tile.", op, "({0}, {1})"));
  }
}

// Mirrors test_div_equal_shape_mixed_dtype_inserts_explicit_cast,
// test_div_default_row_broadcast_routes_to_row_expand_div and
// test_div_mixed_float_row_broadcast_inserts_explicit_cast: operands are cast
// to the promoted dtype (round mode) before the division; an [M, 1] divisor
// selects the row-expand division.
TEST(RefConvertTensorToTile, DivCastsToPromotedDtypeAndRowBroadcasts) {
  CheckSingleOp({{"lhs", "[8, 16]", "pl.INT16"}, {"rhs", "[8, 16]", "pl.FP32"}}, "[8, 16]",
                "pl.FP32", "pl.tensor.div({0}, {1})", "pl.tile.div(div_lhs_cast, {1})",
                "        div_lhs_cast = pl.tile.cast(lhs_tile, target_type=pl.FP32, "
                "mode='round')\n");
  CheckSingleOp({{"lhs", "[32, 64]", "pl.FP32"}, {"row", "[32, 1]", "pl.FP32"}}, "[32, 64]",
                "pl.FP32", "pl.tensor.div({0}, {1})", "pl.tile.row_expand_div({0}, {1})");
  CheckSingleOp({{"lhs", "[32, 64]", "pl.FP16"}, {"row", "[32, 1]", "pl.FP32"}}, "[32, 64]",
                "pl.FP32", "pl.tensor.div({0}, {1})", "pl.tile.row_expand_div(div_lhs_cast, {1})",
                "        div_lhs_cast = pl.tile.cast(lhs_tile, target_type=pl.FP32, "
                "mode='round')\n");
}

// A rank-1 operand broadcast against a rank-2 one gives a result whose valid_shape has the
// wrong rank; the reference rejects it where it is read, in these words (checked against the
// reference's ConvertTensorToTileOps on this input).
TEST(RefConvertTensorToTile, RankMismatchedValidShapeRejected) {
  EXPECT_NE(PassErrorMessage(kConvert, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, a: pl.Tensor[[128], pl.FP32], b: pl.Tensor[[128, 128], pl.FP32]) -> pl.Tensor[[128, 128], pl.FP32]:
        z: pl.Tensor[[128, 128], pl.FP32] = pl.tensor.add(a, b)
        return z
)")
                .find("TileType valid_shape rank (1) must match the physical shape rank (2): "
                      "valid_shape [128] vs shape [128, 128]"),
            std::string::npos);
}

// Mirrors test_div_rejects_integer_row_broadcast_conversion and
// test_div_rejects_row_vector_lhs_broadcast_conversion.
TEST(RefConvertTensorToTile, DivRowBroadcastRejections) {
  EXPECT_NE(PassErrorMessage(kConvert, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, lhs: pl.Tensor[[32, 64], pl.INT16], row: pl.Tensor[[32, 1], pl.INT16]) -> pl.Tensor[[32, 64], pl.INT16]:
        z: pl.Tensor[[32, 64], pl.INT16] = pl.tensor.div(lhs, row)
        return z
)")
                .find("row broadcasting supports only FP16 or FP32"),
            std::string::npos);
  EXPECT_NE(PassErrorMessage(kConvert, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, row: pl.Tensor[[32, 1], pl.FP32], rhs: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        z: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.div(row, rhs)
        return z
)")
                .find("row-vector lhs broadcast"),
            std::string::npos);
}

// Mirrors test_div_row_broadcast_requires_divisor_valid_rows_to_cover_dividend
// and the accepted half of
// test_div_row_broadcast_dynamic_valid_rows_must_be_provably_covered: the
// divisor's valid rows must provably cover the dividend's.
TEST(RefConvertTensorToTile, DivRowBroadcastNeedsCoveringDivisorRows) {
  EXPECT_NE(PassErrorMessage(kConvert, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, lhs: pl.Tensor[[8, 16], pl.FP32, pl.TensorView(valid_shape=[7, 16], layout=pl.TensorLayout.ND)], rhs: pl.Tensor[[8, 1], pl.FP32, pl.TensorView(valid_shape=[6, 1], layout=pl.TensorLayout.ND)]) -> pl.Tensor[[8, 16], pl.FP32]:
        result: pl.Tensor[[8, 16], pl.FP32] = pl.tensor.div(lhs, rhs)
        return result
)")
                .find("divisor valid rows to cover the dividend"),
            std::string::npos);
  // A shared runtime extent is covered.
  ir::ProgramPtr shared = ParseBody((R"(
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, n: pl.Scalar[pl.INDEX], lhs: pl.Tensor[[8, 16], pl.FP32, pl.TensorView(valid_shape=[n, 16], layout=pl.TensorLayout.ND)], rhs: pl.Tensor[[8, 1], pl.FP32, pl.TensorView(valid_shape=[n, 1], layout=pl.TensorLayout.ND)]) -> pl.Tensor[[8, 16], pl.FP32]:
        result: pl.Tensor[[8, 16], pl.FP32] = pl.tensor.div(lhs, rhs)
        return result
)"));
  ASSERT_TRUE(shared);
  absl::StatusOr<ir::ProgramPtr> got = RunRegisteredPass(kConvert, shared);
  ASSERT_TRUE(got.ok()) << got.status();
  EXPECT_NE(text::PrintProgram(*got).find("pl.tile.row_expand_div("), std::string::npos);
}

// Mirrors test_subs_mixed_dtype_conversion_preserves_lhs_dtype: an FP32
// scalar stays FP32 and the result keeps the INT16 tile dtype.
TEST(RefConvertTensorToTile, SubsMixedDtypeKeepsLhsDtype) {
  ExpectPassResult(kConvert, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, lhs: pl.Tensor[[8, 16], pl.INT16], scalar: pl.Scalar[pl.FP32]) -> pl.Tensor[[8, 16], pl.INT16]:
        z: pl.Tensor[[8, 16], pl.INT16] = pl.tensor.subs(lhs, scalar)
        return z
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, lhs: pl.Tensor[[8, 16], pl.INT16], scalar: pl.Scalar[pl.FP32], out_0: pl.Out[pl.Tensor[[8, 16], pl.INT16]]) -> pl.Tensor[[8, 16], pl.INT16]:
        lhs_tile = pl.tile.load(lhs, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        z_tile: pl.Tile[[8, 16], pl.INT16, pl.Mem.Vec] = pl.tile.subs(lhs_tile, scalar)
        out_0_store: pl.Tensor[[8, 16], pl.INT16] = pl.tile.store(z_tile, [0, 0], out_0)
        return out_0_store
)");
}

// Mirrors test_matmul[no_trans, b_trans]: both operands load whole to Mat (as
// compiler Mat bridges); a b_trans rhs loads in its natural orientation and is
// reinterpreted by tile.transpose_view.
TEST(RefConvertTensorToTile, Matmul) {
  ExpectPassResult(kConvert, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, lhs: pl.Tensor[[16, 128], pl.FP16], rhs: pl.Tensor[[128, 64], pl.FP16]) -> pl.Tensor[[16, 64], pl.FP16]:
        y: pl.Tensor[[16, 64], pl.FP16] = pl.tensor.matmul(lhs, rhs)
        return y
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, lhs: pl.Tensor[[16, 128], pl.FP16], rhs: pl.Tensor[[128, 64], pl.FP16], out_0: pl.Out[pl.Tensor[[16, 64], pl.FP16]]) -> pl.Tensor[[16, 64], pl.FP16]:
        lhs_mat = pl.tile.load(lhs, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        rhs_mat = pl.tile.load(rhs, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        y_tile = pl.tile.matmul(lhs_mat, rhs_mat)
        out_0_store: pl.Tensor[[16, 64], pl.FP16] = pl.tile.store(y_tile, [0, 0], out_0)
        return out_0_store
)");
  ExpectPassResult(kConvert, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, lhs: pl.Tensor[[16, 128], pl.BF16], rhs: pl.Tensor[[64, 128], pl.BF16]) -> pl.Tensor[[16, 64], pl.BF16]:
        y: pl.Tensor[[16, 64], pl.BF16] = pl.tensor.matmul(lhs, rhs, b_trans=True)
        return y
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, lhs: pl.Tensor[[16, 128], pl.BF16], rhs: pl.Tensor[[64, 128], pl.BF16], out_0: pl.Out[pl.Tensor[[16, 64], pl.BF16]]) -> pl.Tensor[[16, 64], pl.BF16]:
        lhs_mat = pl.tile.load(lhs, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        rhs_mat = pl.tile.load(rhs, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        rhs_mat_t = pl.tile.transpose_view(rhs_mat)
        y_tile = pl.tile.matmul(lhs_mat, rhs_mat_t)
        out_0_store: pl.Tensor[[16, 64], pl.BF16] = pl.tile.store(y_tile, [0, 0], out_0)
        return out_0_store
)");
}

// Mirrors test_matmul_acc_conversion: each matmul loads its own operands.
TEST(RefConvertTensorToTile, MatmulAcc) {
  ExpectPassResult(kConvert, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, lhs: pl.Tensor[[16, 128], pl.FP32], rhs: pl.Tensor[[128, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        acc: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.matmul(lhs, rhs)
        result: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.matmul_acc(acc, lhs, rhs)
        return result
    @pl.function
    def main(self, lhs: pl.Tensor[[16, 128], pl.FP32], rhs: pl.Tensor[[128, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        result: pl.Tensor[[16, 64], pl.FP32] = self.main_incore_0(lhs, rhs)
        return result
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, lhs: pl.Tensor[[16, 128], pl.FP32], rhs: pl.Tensor[[128, 64], pl.FP32], ret0__out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        lhs_mat = pl.tile.load(lhs, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        rhs_mat = pl.tile.load(rhs, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        acc__tile = pl.tile.matmul(lhs_mat, rhs_mat)
        lhs_mat_1 = pl.tile.load(lhs, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        rhs_mat_1 = pl.tile.load(rhs, [0, 0], [128, 64], [128, 64], target_memory=pl.Mem.Mat, attrs={"__compiler_tensor_to_tile_mat_bridge": True})
        result__tile = pl.tile.matmul_acc(acc__tile, lhs_mat_1, rhs_mat_1)
        ret0__store: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(result__tile, [0, 0], ret0__out)
        return ret0__store
    @pl.function
    def main(self, lhs: pl.Tensor[[16, 128], pl.FP32], rhs: pl.Tensor[[128, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        ret0__out: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        result: pl.Tensor[[16, 64], pl.FP32] = self.main_incore_0(lhs, rhs, ret0__out)
        return result
)");
}

// Mirrors TestTensorFullConversion::test_tensor_full_conversion.
TEST(RefConvertTensorToTile, TensorFull) {
  ExpectPassResult(kConvert, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        t: pl.Tensor[[64], pl.FP32] = pl.tensor.full([64], dtype=pl.FP32, value=0.0)
        y: pl.Tensor[[64], pl.FP32] = pl.tensor.add(t, x)
        return y
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y: pl.Tensor[[64], pl.FP32] = self.main_incore_0(x)
        return y
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[64], pl.FP32], ret0__out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        x__tile = pl.tile.load(x, [0], [64], [64], target_memory=pl.Mem.Vec)
        t__tile = pl.tile.full([64], dtype=pl.FP32, value=0.0)
        y__tile = pl.tile.add(t__tile, x__tile)
        ret0__store: pl.Tensor[[64], pl.FP32] = pl.tile.store(y__tile, [0], ret0__out)
        return ret0__store
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        ret0__out: pl.Tensor[[64], pl.FP32] = pl.tensor.create([64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        y: pl.Tensor[[64], pl.FP32] = self.main_incore_0(x, ret0__out)
        return y
)");
}

// Mirrors TestNestedControlFlow::test_incore_with_if_branch: the input loads
// once before the if; the phi is stored after it.
TEST(RefConvertTensorToTile, IfBranchInKernel) {
  ExpectPassResult(kConvert, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, n: pl.Scalar[pl.INT64], x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        if n == 0:
            y: pl.Tensor[[64], pl.FP32] = pl.tensor.add(x, x)
            z: pl.Tensor[[64], pl.FP32] = pl.yield_(y)
        else:
            y: pl.Tensor[[64], pl.FP32] = pl.tensor.mul(x, x)
            z: pl.Tensor[[64], pl.FP32] = pl.yield_(y)
        return z
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INT64]) -> pl.Tensor[[64], pl.FP32]:
        z: pl.Tensor[[64], pl.FP32] = self.main_incore_0(n, x)
        return z
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, n: pl.Scalar[pl.INT64], x: pl.Tensor[[64], pl.FP32], out_0: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        x_tile = pl.tile.load(x, [0], [64], [64], target_memory=pl.Mem.Vec)
        if n == 0:
            y_tile = pl.tile.add(x_tile, x_tile)
            z: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.yield_(y_tile)
        else:
            y_tile = pl.tile.mul(x_tile, x_tile)
            z: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.yield_(y_tile)
        out_0_store: pl.Tensor[[64], pl.FP32] = pl.tile.store(z, [0], out_0)
        return out_0_store
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INT64]) -> pl.Tensor[[64], pl.FP32]:
        out_0: pl.Tensor[[64], pl.FP32] = pl.tensor.create([64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        z: pl.Tensor[[64], pl.FP32] = self.main_incore_0(n, x, out_0)
        return z
)");
}

// Mirrors TestNestedControlFlow::test_nested_both_sides (which subsumes
// test_call_inside_for_loop): the caller's Out tensor is created inside the
// loop, right before the call.
TEST(RefConvertTensorToTile, KernelCalledInLoopWithIfInKernel) {
  ExpectPassResult(kConvert, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, acc: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INT64]) -> pl.Tensor[[64], pl.FP32]:
        if n == 0:
            y: pl.Tensor[[64], pl.FP32] = pl.tensor.add(acc, acc)
            z: pl.Tensor[[64], pl.FP32] = pl.yield_(y)
        else:
            y: pl.Tensor[[64], pl.FP32] = pl.tensor.mul(acc, acc)
            z: pl.Tensor[[64], pl.FP32] = pl.yield_(y)
        return z
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INT64]) -> pl.Tensor[[64], pl.FP32]:
        for i, (acc,) in pl.range(3, init_values=(x,)):
            z: pl.Tensor[[64], pl.FP32] = self.main_incore_0(acc, n)
            result: pl.Tensor[[64], pl.FP32] = pl.yield_(z)
        return result
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, acc: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INT64], out_0: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        acc_tile = pl.tile.load(acc, [0], [64], [64], target_memory=pl.Mem.Vec)
        if n == 0:
            y_tile = pl.tile.add(acc_tile, acc_tile)
            z: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.yield_(y_tile)
        else:
            y_tile = pl.tile.mul(acc_tile, acc_tile)
            z: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.yield_(y_tile)
        out_0_store: pl.Tensor[[64], pl.FP32] = pl.tile.store(z, [0], out_0)
        return out_0_store
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INT64]) -> pl.Tensor[[64], pl.FP32]:
        for i, (acc,) in pl.range(3, init_values=(x,)):
            out_0: pl.Tensor[[64], pl.FP32] = pl.tensor.create([64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            z: pl.Tensor[[64], pl.FP32] = self.main_incore_0(acc, n, out_0)
            result: pl.Tensor[[64], pl.FP32] = pl.yield_(z)
        return result
)");
}

// Mirrors TestNestedControlFlow::test_iter_arg_init_from_tensor_param_gets_preloaded.
TEST(RefConvertTensorToTile, IterArgInitParamIsPreloaded) {
  ExpectPassResult(kConvert, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, acc: pl.Tensor[[64], pl.FP32], x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i, (running_sum,) in pl.range(3, init_values=(acc,)):
            new_sum: pl.Tensor[[64], pl.FP32] = pl.tensor.add(running_sum, x)
            result: pl.Tensor[[64], pl.FP32] = pl.yield_(new_sum)
        return result
    @pl.function
    def main(self, acc: pl.Tensor[[64], pl.FP32], x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        result: pl.Tensor[[64], pl.FP32] = self.main_incore_0(acc, x)
        return result
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, acc: pl.Tensor[[64], pl.FP32], x: pl.Tensor[[64], pl.FP32], out_0: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        acc_tile = pl.tile.load(acc, [0], [64], [64], target_memory=pl.Mem.Vec)
        x_tile = pl.tile.load(x, [0], [64], [64], target_memory=pl.Mem.Vec)
        for i, (running_sum,) in pl.range(3, init_values=(acc_tile,)):
            new_sum_tile = pl.tile.add(running_sum, x_tile)
            result: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = pl.yield_(new_sum_tile)
        out_0_store: pl.Tensor[[64], pl.FP32] = pl.tile.store(result, [0], out_0)
        return out_0_store
    @pl.function
    def main(self, acc: pl.Tensor[[64], pl.FP32], x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        out_0: pl.Tensor[[64], pl.FP32] = pl.tensor.create([64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        result: pl.Tensor[[64], pl.FP32] = self.main_incore_0(acc, x, out_0)
        return result
)");
}

// Mirrors TestNestedControlFlow::test_iter_arg_return_naive_conversion: two
// phi results each get an Out parameter; a branch forwarding the inputs
// forwards their loaded tiles.
TEST(RefConvertTensorToTile, TwoPhiReturnsGetOutParamsInCallerLoop) {
  ExpectPassResult(kConvert, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, a: pl.Tensor[[64], pl.FP32], b: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INT64]) -> tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]]:
        if n == 0:
            ra: pl.Tensor[[64], pl.FP32] = a
            rb: pl.Tensor[[64], pl.FP32] = b
            phi_a, phi_b = pl.yield_(ra, rb)
        else:
            ra: pl.Tensor[[64], pl.FP32] = pl.tensor.add(a, b)
            rb: pl.Tensor[[64], pl.FP32] = pl.tensor.mul(a, b)
            phi_a, phi_b = pl.yield_(ra, rb)
        return phi_a, phi_b
    @pl.function
    def main(self, a0: pl.Tensor[[64], pl.FP32], b0: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INT64]) -> tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]]:
        for i, (a, b) in pl.range(3, init_values=(a0, b0)):
            result: tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]] = self.main_incore_0(a, b, n)
            new_a: pl.Tensor[[64], pl.FP32] = result[0]
            new_b: pl.Tensor[[64], pl.FP32] = result[1]
            out_a, out_b = pl.yield_(new_a, new_b)
        return out_a, out_b
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, a: pl.Tensor[[64], pl.FP32], b: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INT64], ret0__out: pl.Out[pl.Tensor[[64], pl.FP32]], ret1__out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]]:
        a__tile = pl.tile.load(a, [0], [64], [64], target_memory=pl.Mem.Vec)
        b__tile = pl.tile.load(b, [0], [64], [64], target_memory=pl.Mem.Vec)
        if n == 0:
            ra: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = a__tile
            rb: pl.Tile[[64], pl.FP32, pl.Mem.Vec] = b__tile
            phi_a, phi_b = pl.yield_(ra, rb)
        else:
            ra__tile = pl.tile.add(a__tile, b__tile)
            rb__tile = pl.tile.mul(a__tile, b__tile)
            phi_a, phi_b = pl.yield_(ra__tile, rb__tile)
        ret0__store: pl.Tensor[[64], pl.FP32] = pl.tile.store(phi_a, [0], ret0__out)
        ret1__store: pl.Tensor[[64], pl.FP32] = pl.tile.store(phi_b, [0], ret1__out)
        return ret0__store, ret1__store
    @pl.function
    def main(self, a0: pl.Tensor[[64], pl.FP32], b0: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INT64]) -> tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]]:
        for i, (a, b) in pl.range(3, init_values=(a0, b0)):
            ret0__out: pl.Tensor[[64], pl.FP32] = pl.tensor.create([64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            ret1__out: pl.Tensor[[64], pl.FP32] = pl.tensor.create([64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            result: tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]] = self.main_incore_0(a, b, n, ret0__out, ret1__out)
            new_a: pl.Tensor[[64], pl.FP32] = result[0]
            new_b: pl.Tensor[[64], pl.FP32] = result[1]
            out_a, out_b = pl.yield_(new_a, new_b)
        return out_a, out_b
)");
}

// ---------------------------------------------------------------------------
// InferTileMemorySpace, mirrored from the reference's
// tests/ut/ir/transforms/test_infer_tile_memory_space.py (the orchestration
// function of those tests is left out: the pass does not touch it).

constexpr char kInfer[] = "InferTileMemorySpace";

// Mirrors TestInferTileMemorySpaceCubeOps::test_matmul_gets_acc, extended by
// an elementwise consumer as in test_elementwise_after_matmul_gets_vec: the
// Acc -> Vec move lands ND (row_major, none_box kwargs), so the add's result
// has the default Vec view.
TEST(RefInferTileMemorySpace, MatmulGetsAccAndVecConsumerGetsNdMove) {
  ExpectPassResult(kInfer, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[16, 128], pl.BF16], y: pl.Tensor[[128, 128], pl.BF16], out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        x_tile: pl.Tile[[16, 128], pl.BF16] = pl.tile.load(x, [0, 0], [16, 128])
        y_tile: pl.Tile[[128, 128], pl.BF16] = pl.tile.load(y, [0, 0], [128, 128])
        z_tile: pl.Tile[[16, 128], pl.FP32] = pl.tile.matmul(x_tile, y_tile)
        w_tile: pl.Tile[[16, 128], pl.FP32] = pl.tile.add(z_tile, z_tile)
        out_1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(w_tile, [0, 0], out_0)
        return out_1
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[16, 128], pl.BF16], y: pl.Tensor[[128, 128], pl.BF16], out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        x_tile: pl.Tile[[16, 128], pl.BF16, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], target_memory=pl.Mem.Vec)
        y_tile: pl.Tile[[128, 128], pl.BF16, pl.Mem.Vec] = pl.tile.load(y, [0, 0], [128, 128], target_memory=pl.Mem.Vec)
        x_tile_L: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(x_tile, target_memory=pl.Mem.Left)
        y_tile_R: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(y_tile, target_memory=pl.Mem.Right)
        z_tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(x_tile_L, y_tile_R)
        z_tile_V: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.move(z_tile, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        w_tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(z_tile_V, z_tile_V)
        out_1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(w_tile, [0, 0], out_0)
        return out_1
)");
}

// Mirrors TestAutoMoveInsertion::test_store_no_move_for_acc.
TEST(RefInferTileMemorySpace, StoreTakesAccWithoutMove) {
  ExpectPassResult(kInfer, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[16, 128], pl.BF16], y: pl.Tensor[[128, 128], pl.BF16], out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        x_tile: pl.Tile[[16, 128], pl.BF16] = pl.tile.load(x, [0, 0], [16, 128], target_memory=pl.Mem.Mat)
        y_tile: pl.Tile[[128, 128], pl.BF16] = pl.tile.load(y, [0, 0], [128, 128], target_memory=pl.Mem.Mat)
        x_left: pl.Tile[[16, 128], pl.BF16] = pl.tile.move(x_tile, target_memory=pl.Mem.Left)
        y_right: pl.Tile[[128, 128], pl.BF16] = pl.tile.move(y_tile, target_memory=pl.Mem.Right)
        z_tile: pl.Tile[[16, 128], pl.FP32] = pl.tile.matmul(x_left, y_right)
        out_1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(z_tile, [0, 0], out_0)
        return out_1
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[16, 128], pl.BF16], y: pl.Tensor[[128, 128], pl.BF16], out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        x_tile: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 128], target_memory=pl.Mem.Mat)
        y_tile: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [128, 128], target_memory=pl.Mem.Mat)
        x_left: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(x_tile, target_memory=pl.Mem.Left)
        y_right: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(y_tile, target_memory=pl.Mem.Right)
        z_tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(x_left, y_right)
        out_1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(z_tile, [0, 0], out_0)
        return out_1
)");
}

// Mirrors TestInferTileMemorySpaceInheritOps::test_reshape_inherits_mat: the
// Mat reshape chain keeps Mat; the store gets a Mat -> Vec move that keeps
// the Mat layout.
TEST(RefInferTileMemorySpace, ReshapeInheritsMat) {
  ExpectPassResult(kInfer, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[16, 128], pl.BF16], out_0: pl.Out[pl.Tensor[[16, 128], pl.BF16]]) -> pl.Tensor[[16, 128], pl.BF16]:
        x_tile: pl.Tile[[16, 128], pl.BF16] = pl.tile.load(x, [0, 0], [16, 128], target_memory=pl.Mem.Mat)
        reshaped: pl.Tile[[2048], pl.BF16] = pl.tile.reshape(x_tile, [2048])
        flat: pl.Tile[[16, 128], pl.BF16] = pl.tile.reshape(reshaped, [16, 128])
        out_1: pl.Tensor[[16, 128], pl.BF16] = pl.tile.store(flat, [0, 0], out_0)
        return out_1
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[16, 128], pl.BF16], out_0: pl.Out[pl.Tensor[[16, 128], pl.BF16]]) -> pl.Tensor[[16, 128], pl.BF16]:
        x_tile: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(x, [0, 0], [16, 128], target_memory=pl.Mem.Mat)
        reshaped: pl.Tile[[2048], pl.BF16, pl.Mem.Mat] = pl.tile.reshape(x_tile, [2048])
        flat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.reshape(reshaped, [16, 128])
        flat_V: pl.Tile[[16, 128], pl.BF16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(flat, target_memory=pl.Mem.Vec)
        out_1: pl.Tensor[[16, 128], pl.BF16] = pl.tile.store(flat_V, [0, 0], out_0)
        return out_1
)");
}

// Mirrors TestInferTileMemorySpaceLoopCarried::
// test_forstmt_accumulator_backprops_acc_to_create_init: the Acc written by
// matmul_acc is back-propagated to the loop result, the iter-arg and the
// tile.create init (retargeted to Acc); no move is inserted.
TEST(RefInferTileMemorySpace, LoopAccumulatorBackpropagatesAccToCreate) {
  ExpectPassResult(kInfer, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, lhs: pl.Tensor[[16, 32], pl.BF16], rhs: pl.Tensor[[32, 16], pl.BF16], out_0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        acc0: pl.Tile[[16, 16], pl.FP32] = pl.tile.create([16, 16], dtype=pl.FP32)
        lhs_m: pl.Tile[[16, 32], pl.BF16] = pl.tile.load(lhs, [0, 0], [16, 32], target_memory=pl.Mem.Mat)
        rhs_m: pl.Tile[[32, 16], pl.BF16] = pl.tile.load(rhs, [0, 0], [32, 16], target_memory=pl.Mem.Mat)
        lhs_l: pl.Tile[[16, 32], pl.BF16] = pl.tile.move(lhs_m, target_memory=pl.Mem.Left)
        rhs_r: pl.Tile[[32, 16], pl.BF16] = pl.tile.move(rhs_m, target_memory=pl.Mem.Right)
        for i, (acc,) in pl.range(0, 4, 1, init_values=(acc0,)):
            acc_next: pl.Tile[[16, 16], pl.FP32] = pl.tile.matmul_acc(acc, lhs_l, rhs_r)
            r: pl.Tile[[16, 16], pl.FP32] = pl.yield_(acc_next)
        out_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(r, [0, 0], out_0)
        return out_1
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, lhs: pl.Tensor[[16, 32], pl.BF16], rhs: pl.Tensor[[32, 16], pl.BF16], out_0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        acc0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        lhs_m: pl.Tile[[16, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs, [0, 0], [16, 32], target_memory=pl.Mem.Mat)
        rhs_m: pl.Tile[[32, 16], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs, [0, 0], [32, 16], target_memory=pl.Mem.Mat)
        lhs_l: pl.Tile[[16, 32], pl.BF16, pl.Mem.Left] = pl.tile.move(lhs_m, target_memory=pl.Mem.Left)
        rhs_r: pl.Tile[[32, 16], pl.BF16, pl.Mem.Right] = pl.tile.move(rhs_m, target_memory=pl.Mem.Right)
        for i, (acc,) in pl.range(0, 4, 1, init_values=(acc0,)):
            acc_next: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, lhs_l, rhs_r)
            r: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.yield_(acc_next)
        out_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(r, [0, 0], out_0)
        return out_1
)");
}

// ---------------------------------------------------------------------------
// FlattenTileNdTo2D, mirrored from the reference's
// tests/ut/ir/transforms/test_flatten_tile_nd_to_2d.py.

constexpr char kFlatten[] = "FlattenTileNdTo2D";

// Mirrors TestFlattenTileNdTo2DChainedOps::test_chained_load_exp_add_muls_store:
// every [2, 3, 4] tile becomes [6, 4]; the load keeps its N-D window and the
// store gets the N-D shapes argument.
TEST(RefFlattenTileNdTo2D, ChainedLoadExpAddMulsStore) {
  ExpectPassResult(kFlatten, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[2, 3, 4], pl.FP32], out_0: pl.Out[pl.Tensor[[2, 3, 4], pl.FP32]]) -> pl.Tensor[[2, 3, 4], pl.FP32]:
        x_tile: pl.Tile[[2, 3, 4], pl.FP32] = pl.tile.load(x, [0, 0, 0], [2, 3, 4])
        a_tile: pl.Tile[[2, 3, 4], pl.FP32] = pl.tile.exp(x_tile)
        b_tile: pl.Tile[[2, 3, 4], pl.FP32] = pl.tile.add(a_tile, x_tile)
        c_tile: pl.Tile[[2, 3, 4], pl.FP32] = pl.tile.muls(b_tile, 0.5)
        out_1: pl.Tensor[[2, 3, 4], pl.FP32] = pl.tile.store(c_tile, [0, 0, 0], out_0)
        return out_1
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[2, 3, 4], pl.FP32], out_0: pl.Out[pl.Tensor[[2, 3, 4], pl.FP32]]) -> pl.Tensor[[2, 3, 4], pl.FP32]:
        x_tile: pl.Tile[[6, 4], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0, 0], [2, 3, 4], [2, 3, 4], target_memory=pl.Mem.Vec)
        a_tile = pl.tile.exp(x_tile)
        b_tile = pl.tile.add(a_tile, x_tile)
        c_tile = pl.tile.muls(b_tile, 0.5)
        out_1: pl.Tensor[[2, 3, 4], pl.FP32] = pl.tile.store(c_tile, [0, 0, 0], out_0, [2, 3, 4])
        return out_1
)");
}

// Mirrors TestFlattenTileNdTo2DConstantOps::test_create_full_add_chain.
TEST(RefFlattenTileNdTo2D, CreateFullAddChain) {
  ExpectPassResult(kFlatten, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[2, 3, 4], pl.FP32], out_0: pl.Out[pl.Tensor[[2, 3, 4], pl.FP32]]) -> pl.Tensor[[2, 3, 4], pl.FP32]:
        a_tile: pl.Tile[[2, 3, 4], pl.FP32] = pl.tile.create([2, 3, 4], dtype=pl.FP32)
        b_tile: pl.Tile[[2, 3, 4], pl.FP32] = pl.tile.full([2, 3, 4], dtype=pl.FP32, value=1.0)
        c_tile: pl.Tile[[2, 3, 4], pl.FP32] = pl.tile.add(a_tile, b_tile)
        out_1: pl.Tensor[[2, 3, 4], pl.FP32] = pl.tile.store(c_tile, [0, 0, 0], out_0)
        return out_1
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[2, 3, 4], pl.FP32], out_0: pl.Out[pl.Tensor[[2, 3, 4], pl.FP32]]) -> pl.Tensor[[2, 3, 4], pl.FP32]:
        a_tile = pl.tile.create([6, 4], dtype=pl.FP32)
        b_tile = pl.tile.full([6, 4], dtype=pl.FP32, value=1.0)
        c_tile = pl.tile.add(a_tile, b_tile)
        out_store: pl.Tensor[[2, 3, 4], pl.FP32] = pl.tile.store(c_tile, [0, 0, 0], out_0, [2, 3, 4])
        return out_store
)");
}

// Mirrors TestFlattenTileNdTo2DControlFlow::test_for_stmt_tile_iter_arg_structural.
TEST(RefFlattenTileNdTo2D, ForIterArgTileIsFlattened) {
  ExpectPassResult(kFlatten, R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[2, 3, 4], pl.FP32], out_0: pl.Out[pl.Tensor[[2, 3, 4], pl.FP32]]) -> pl.Tensor[[2, 3, 4], pl.FP32]:
        t: pl.Tile[[2, 3, 4], pl.FP32] = pl.tile.load(x, [0, 0, 0], [2, 3, 4])
        for _i, (acc,) in pl.range(4, init_values=(t,)):
            r: pl.Tile[[2, 3, 4], pl.FP32] = pl.tile.add(acc, acc)
            acc_out: pl.Tile[[2, 3, 4], pl.FP32] = pl.yield_(r)
        out_1: pl.Tensor[[2, 3, 4], pl.FP32] = pl.tile.store(acc_out, [0, 0, 0], out_0)
        return out_1
)",
                   R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[2, 3, 4], pl.FP32], out_0: pl.Out[pl.Tensor[[2, 3, 4], pl.FP32]]) -> pl.Tensor[[2, 3, 4], pl.FP32]:
        t: pl.Tile[[6, 4], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0, 0], [2, 3, 4], [2, 3, 4], target_memory=pl.Mem.Vec)
        for _i, (acc,) in pl.range(4, init_values=(t,)):
            r = pl.tile.add(acc, acc)
            acc_out: pl.Tile[[6, 4], pl.FP32, pl.Mem.Vec] = pl.yield_(r)
        out_1: pl.Tensor[[2, 3, 4], pl.FP32] = pl.tile.store(acc_out, [0, 0, 0], out_0, [2, 3, 4])
        return out_1
)");
}

// ---------------------------------------------------------------------------
// LowerCompositeOps, mirrored from the reference's
// tests/ut/ir/transforms/test_lower_composite_ops.py.

// Mirrors test_sin_lowering_is_idempotent / test_cos_lowering_is_idempotent /
// test_both_sin_and_cos_in_same_function: a second run leaves the lowered
// program unchanged and no trig op survives.
TEST(RefLowerCompositeOps, SinAndCosLoweringIsIdempotent) {
  ir::ProgramPtr in = ParseBody((R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(self, x: pl.Tensor[[16, 16], pl.FP32], out_0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        x_tile: pl.Tile[[16, 16], pl.FP32] = pl.tile.load(x, [0, 0], [16, 16])
        s_tile: pl.Tile[[16, 16], pl.FP32] = pl.tile.sin(x_tile)
        c_tile: pl.Tile[[16, 16], pl.FP32] = pl.tile.cos(s_tile)
        out_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(c_tile, [0, 0], out_0)
        return out_1
)"));
  ASSERT_TRUE(in);
  absl::StatusOr<ir::ProgramPtr> once = RunRegisteredPass("LowerCompositeOps", in);
  ASSERT_TRUE(once.ok()) << once.status();
  const std::string printed = text::PrintProgram(*once);
  EXPECT_EQ(printed.find("pl.tile.sin("), std::string::npos) << printed;
  EXPECT_EQ(printed.find("pl.tile.cos("), std::string::npos) << printed;
  EXPECT_FALSE(ir::StructuralEqual(*once, in));
  absl::StatusOr<ir::ProgramPtr> twice = RunRegisteredPass("LowerCompositeOps", *once);
  ASSERT_TRUE(twice.ok()) << twice.status();
  auto mismatch = ir::FindStructuralMismatch(*twice, *once);
  EXPECT_FALSE(mismatch.has_value()) << *mismatch;
}

}  // namespace
}  // namespace ptoc::transforms
