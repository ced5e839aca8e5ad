// Before/Expected behaviour tests of the tile-stage passes, modelled on the
// reference's unit tests (Appendix A of passes.md): every case runs the
// registered pass under the pass test environment's context (property
// verification before and after it and the print -> parse roundtrip check,
// strictness from $PTOC_VERIFY_LEVEL), then compares with the parsed expected
// program (names are hints and do not take part in structural equality), or
// checks the exact "unsupported" rejection.
#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/text/parser.h"
#include "compiler/text/printer.h"
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

// Runs the registered pass `name` under the pass test environment's context
// (VerificationInstrument BEFORE_AND_AFTER and RoundtripInstrument at the
// default $PTOC_VERIFY_LEVEL).
absl::StatusOr<ir::ProgramPtr> RunPass(const std::string& name, const ir::ProgramPtr& in) {
  return ::ptoc::testing::RunRegisteredPass(name, in);
}

void ExpectPass(const std::string& name, const std::string& before, const std::string& expected) {
  auto in = Parse(before);
  auto want = Parse(expected);
  ASSERT_TRUE(in && want);
  auto got = RunPass(name, in);
  ASSERT_TRUE(got.ok()) << got.status();
  auto mismatch = ir::FindStructuralMismatch(*got, want);
  EXPECT_FALSE(mismatch) << *mismatch << "\n--- actual:\n"
                         << text::PrintProgram(*got) << "--- expected:\n"
                         << text::PrintProgram(want);
}

void ExpectUnchanged(const std::string& name, const std::string& before) {
  ExpectPass(name, before, before);
}

// ---------------------------------------------------------------------------
// ConvertTensorToTileOps
// ---------------------------------------------------------------------------

// A one-op kernel over x: [8, 32] FP32 (before conversion) and its caller.
std::string ConvertBefore(const std::string& op, const std::string& in_shape,
                          const std::string& out_shape, const std::string& dtype = "FP32") {
  std::string in_t = absl::StrCat("pl.Tensor[", in_shape, ", pl.", dtype, "]");
  std::string out_t = absl::StrCat("pl.Tensor[", out_shape, ", pl.", dtype, "]");
  return absl::StrCat(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(x: )",
                      in_t, ") -> ", out_t, R"(:
        y: )",
                      out_t, " = ", op, R"(
        return y
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: )",
                      in_t, ") -> ", out_t, R"(:
        r: )",
                      out_t, R"( = self.main_incore_0(x)
        return r
)");
}

// The converted kernel: x loaded whole into Vec, `op` on the tile, the result
// stored into the added Out param, which the caller allocates.
std::string ConvertExpected(const std::string& op, const std::string& in_shape,
                            const std::string& out_shape, const std::string& dtype = "FP32") {
  std::string in_t = absl::StrCat("pl.Tensor[", in_shape, ", pl.", dtype, "]");
  std::string out_t = absl::StrCat("pl.Tensor[", out_shape, ", pl.", dtype, "]");
  return absl::StrCat(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(x: )",
                      in_t, ", out_0: pl.Out[", out_t, "]) -> ", out_t, R"(:
        x_tile = pl.tile.load(x, [0, 0], )",
                      in_shape, ", ", in_shape, R"(, target_memory=pl.Mem.Vec)
        y_tile = )",
                      op, R"(
        out_0_store: )",
                      out_t, R"( = pl.tile.store(y_tile, [0, 0], out_0)
        return out_0_store
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: )",
                      in_t, ") -> ", out_t, R"(:
        out_0: )",
                      out_t, " = pl.tensor.create(", out_shape, ", dtype=pl.", dtype,
                      R"(, layout=pl.TensorLayout.ND)
        r: )",
                      out_t, R"( = self.main_incore_0(x, out_0)
        return r
)");
}

TEST(ConvertTensorToTileOps, TensorFillpadConvertsToTileFillpad) {
  ExpectPass(
      "ConvertTensorToTileOps",
      ConvertBefore("pl.tensor.fillpad(x, pad_value=pl.PadValue.min)", "[8, 32]", "[8, 32]"),
      ConvertExpected("pl.tile.fillpad(x_tile, pad_value=pl.PadValue.min)", "[8, 32]", "[8, 32]"));
}

TEST(ConvertTensorToTileOps, TransposeEmitsTileTranspose) {
  // The 3-operand form: the scratch tile is FlattenTileNdTo2D's job.
  ExpectPass("ConvertTensorToTileOps",
             ConvertBefore("pl.tensor.transpose(x, 0, 1)", "[32, 64]", "[64, 32]", "FP16"),
             ConvertExpected("pl.tile.transpose(x_tile, 0, 1)", "[32, 64]", "[64, 32]", "FP16"));
}

TEST(ConvertTensorToTileOps, TensorSetValidshapeConvertsToTileSetValidshape) {
  ExpectPass("ConvertTensorToTileOps",
             ConvertBefore("pl.tensor.set_validshape(x, 16, 24)", "[32, 32]", "[32, 32]"),
             ConvertExpected("pl.tile.set_validshape(x_tile, 16, 24)", "[32, 32]", "[32, 32]"));
}

TEST(ConvertTensorToTileOps, ElementwiseExpLowersOneToOne) {
  ExpectPass("ConvertTensorToTileOps", ConvertBefore("pl.tensor.exp(x)", "[8, 32]", "[8, 32]"),
             ConvertExpected("pl.tile.exp(x_tile)", "[8, 32]", "[8, 32]"));
}

// ---------------------------------------------------------------------------
// OptimizeOrchTensors
// ---------------------------------------------------------------------------

constexpr char kCopyKernel[] = R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(a: pl.Tensor[[32, 32], pl.FP32], ret0__out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        a__tile: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        ret0__store: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(a__tile, [0, 0], ret0__out)
        return ret0__store
)";

TEST(OptimizeOrchTensors, InParamGetsParentStrideFromSlice) {
  std::string orch = R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, data: pl.Tensor[[128, 128], pl.FP32]) -> pl.Tensor[[32, 32], pl.FP32]:
        chunk: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.slice(data, [32, 32], [0, 32])
        ret0__out: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.create([32, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        result: pl.Tensor[[32, 32], pl.FP32] = self.main_incore_0(chunk, ret0__out)
        return result
)";
  std::string expected = R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(a: pl.Tensor[[32, 32], pl.FP32, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)], ret0__out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        a__tile: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        ret0__store: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(a__tile, [0, 0], ret0__out)
        return ret0__store
)";
  ExpectPass("OptimizeOrchTensors", std::string(kCopyKernel) + orch, expected + orch);
}

TEST(OptimizeOrchTensors, NonSlicedInParamUnchanged) {
  ExpectUnchanged("OptimizeOrchTensors", std::string(kCopyKernel) + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, data: pl.Tensor[[32, 32], pl.FP32]) -> pl.Tensor[[32, 32], pl.FP32]:
        ret0__out: pl.Tensor[[32, 32], pl.FP32] = pl.tensor.create([32, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        result: pl.Tensor[[32, 32], pl.FP32] = self.main_incore_0(data, ret0__out)
        return result
)");
}

TEST(OptimizeOrchTensors, IterArgReuseMergesOutIntoInOut) {
  // Reference pattern 1 (test_optimize_orch_tensors.py::test_simple_single_return):
  // ret0__out is merged into an InOut `acc`; the call drops it and its tensor.create.
  ExpectPass("OptimizeOrchTensors", R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(acc: pl.Tensor[[64, 64], pl.FP32], ret0__out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        acc__tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(acc, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        y__tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(acc__tile, 1.0)
        ret0__store: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(y__tile, [0, 0], ret0__out)
        return ret0__store
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, acc0: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i, (acc,) in pl.range(10, init_values=(acc0,)):
            ret0__out: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.create([64, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            result: pl.Tensor[[64, 64], pl.FP32] = self.main_incore_0(acc, ret0__out)
            new_acc: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(result)
        return new_acc
)",
             R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(acc: pl.InOut[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        acc__tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(acc, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        y__tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.adds(acc__tile, 1.0)
        ret0__store: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(y__tile, [0, 0], acc)
        return ret0__store
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, acc0: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i, (acc,) in pl.range(10, init_values=(acc0,)):
            result: pl.Tensor[[64, 64], pl.FP32] = self.main_incore_0(acc)
            new_acc: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(result)
        return new_acc
)");
}

TEST(OptimizeOrchTensors, AssembleLoopBecomesStoreLoop) {
  // Reference pattern 3 (test_optimize_orch_tensors.py::test_assemble_loop_to_store_loop).
  const std::string orch = R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:
        ret0__out: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.create([64, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        r: pl.Tensor[[64, 64], pl.FP32] = self.main_incore_0(x, ret0__out)
        return r
)";
  ExpectPass("OptimizeOrchTensors", R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(x: pl.Tensor[[64, 64], pl.FP32], ret0__out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        buf: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for i, (acc,) in pl.range(4, init_values=(buf,)):
            part: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            nxt: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(acc, part, [i * 16, 0])
            out: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(nxt)
        ret0__store: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(out, [0, 0], ret0__out)
        return ret0__store
)" + orch,
             R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(x: pl.Tensor[[64, 64], pl.FP32], ret0__out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i, (acc,) in pl.range(4, init_values=(ret0__out,)):
            part: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            nxt: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(part, [i * 16, 0], acc)
            out: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(nxt)
        return out
)" + orch);
}

// ---------------------------------------------------------------------------
// LowerCompositeOps (expected programs from the reference's
// test_sin_is_decomposed_to_primitives / test_cos_is_decomposed_to_primitives)
// ---------------------------------------------------------------------------

std::string TrigKernel(const std::string& op) {
  return absl::StrCat(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(x: pl.Tensor[[16, 16], pl.FP32], out_0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        x_tile: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        y_tile: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = )",
                      op, R"(
        out_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(y_tile, [0, 0], out_0)
        return out_1
)");
}

TEST(LowerCompositeOps, NoopOnNoTrig) {
  ExpectUnchanged("LowerCompositeOps", TrigKernel("pl.tile.exp(x_tile)"));
}

TEST(LowerCompositeOps, SinIsDecomposedToPrimitives) {
  std::string expected = R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(x: pl.Tensor[[16, 16], pl.FP32], out_0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        x_tile: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        y_tile__pi_inv_x_tmp_v0 = pl.tile.muls(x_tile, 0.31830987334251404)
        y_tile__k_i_tmp_v1 = pl.tile.cast(y_tile__pi_inv_x_tmp_v0, target_type=pl.INT32, mode="round")
        y_tile__k_f_tmp_v2 = pl.tile.cast(y_tile__k_i_tmp_v1, target_type=pl.FP32, mode="none")
        y_tile__k_pi_v2_tmp_v3 = pl.tile.muls(y_tile__k_f_tmp_v2, 3.140625)
        y_tile__t0_tmp_v4 = pl.tile.sub(x_tile, y_tile__k_pi_v2_tmp_v3)
        y_tile__k_pi_c1_tmp_v5 = pl.tile.muls(y_tile__k_f_tmp_v2, 0.0009670257568359375)
        y_tile__t1_tmp_v6 = pl.tile.sub(y_tile__t0_tmp_v4, y_tile__k_pi_c1_tmp_v5)
        y_tile__k_pi_c2_tmp_v7 = pl.tile.muls(y_tile__k_f_tmp_v2, 6.2771141529083252e-07)
        y_tile__t2_tmp_v8 = pl.tile.sub(y_tile__t1_tmp_v6, y_tile__k_pi_c2_tmp_v7)
        y_tile__k_pi_c3_tmp_v9 = pl.tile.muls(y_tile__k_f_tmp_v2, 1.2164491636212915e-10)
        y_tile__t3_tmp_v10 = pl.tile.sub(y_tile__t2_tmp_v8, y_tile__k_pi_c3_tmp_v9)
        y_tile__k_pi_c4_tmp_v11 = pl.tile.muls(y_tile__k_f_tmp_v2, -1.0290622927356871e-13)
        y_tile__t4_tmp_v12 = pl.tile.sub(y_tile__t3_tmp_v10, y_tile__k_pi_c4_tmp_v11)
        y_tile__half_k_tmp_v13 = pl.tile.muls(y_tile__k_f_tmp_v2, 0.5)
        y_tile__floor_hk_i_tmp_v14 = pl.tile.cast(y_tile__half_k_tmp_v13, target_type=pl.INT32, mode="floor")
        y_tile__floor_hk_f_tmp_v15 = pl.tile.cast(y_tile__floor_hk_i_tmp_v14, target_type=pl.FP32, mode="none")
        y_tile__floor_x4_tmp_v16 = pl.tile.muls(y_tile__floor_hk_f_tmp_v15, 4.0)
        y_tile__neg2_k_tmp_v17 = pl.tile.muls(y_tile__k_f_tmp_v2, -2.0)
        y_tile__sign_pre_tmp_v18 = pl.tile.add(y_tile__floor_x4_tmp_v16, y_tile__neg2_k_tmp_v17)
        y_tile__sign_tmp_v19 = pl.tile.adds(y_tile__sign_pre_tmp_v18, 1.0)
        y_tile__t2sq_tmp_v20 = pl.tile.mul(y_tile__t4_tmp_v12, y_tile__t4_tmp_v12)
        y_tile__p_r0_tmp_v21 = pl.tile.muls(y_tile__t2sq_tmp_v20, 2.6049265215988271e-06)
        y_tile__p_r1_tmp_v22 = pl.tile.adds(y_tile__p_r0_tmp_v21, -0.00019808944489341229)
        y_tile__p_t2_r1_tmp_v23 = pl.tile.mul(y_tile__p_r1_tmp_v22, y_tile__t2sq_tmp_v20)
        y_tile__p_r2_tmp_v24 = pl.tile.adds(y_tile__p_t2_r1_tmp_v23, 0.0083330497145652771)
        y_tile__p_t2_r2_tmp_v25 = pl.tile.mul(y_tile__p_r2_tmp_v24, y_tile__t2sq_tmp_v20)
        y_tile__p_r3_tmp_v26 = pl.tile.adds(y_tile__p_t2_r2_tmp_v25, -0.16666658222675323)
        y_tile__p_t2_r3_tmp_v27 = pl.tile.mul(y_tile__p_r3_tmp_v26, y_tile__t2sq_tmp_v20)
        y_tile__p_one_tmp_v28 = pl.tile.adds(y_tile__p_t2_r3_tmp_v27, 1.0)
        y_tile__t_p_tmp_v29 = pl.tile.mul(y_tile__t4_tmp_v12, y_tile__p_one_tmp_v28)
        y_tile = pl.tile.mul(y_tile__sign_tmp_v19, y_tile__t_p_tmp_v29)
        out_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(y_tile, [0, 0], out_0)
        return out_1
)";
  ExpectPass("LowerCompositeOps", TrigKernel("pl.tile.sin(x_tile)"), expected);
}

TEST(LowerCompositeOps, CosIsDecomposedToPrimitives) {
  // cos: k from x/pi + 1/2 with 'rint', +pi/2 head after c1 and tail after c4.
  std::string expected = R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(x: pl.Tensor[[16, 16], pl.FP32], out_0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        x_tile: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        a0 = pl.tile.muls(x_tile, 0.31830987334251404)
        a1 = pl.tile.adds(a0, 0.5)
        k_i = pl.tile.cast(a1, target_type=pl.INT32, mode="rint")
        k_f = pl.tile.cast(k_i, target_type=pl.FP32, mode="none")
        a4 = pl.tile.muls(k_f, 3.140625)
        t0 = pl.tile.sub(x_tile, a4)
        a6 = pl.tile.muls(k_f, 0.0009670257568359375)
        t1 = pl.tile.sub(t0, a6)
        t1h = pl.tile.adds(t1, 1.5707963705062866)
        a9 = pl.tile.muls(k_f, 6.2771141529083252e-07)
        t2 = pl.tile.sub(t1h, a9)
        a11 = pl.tile.muls(k_f, 1.2164491636212915e-10)
        t3 = pl.tile.sub(t2, a11)
        a13 = pl.tile.muls(k_f, -1.0290622927356871e-13)
        t4 = pl.tile.sub(t3, a13)
        t = pl.tile.adds(t4, -4.3711388286737929e-08)
        h = pl.tile.muls(k_f, 0.5)
        fi = pl.tile.cast(h, target_type=pl.INT32, mode="floor")
        ff = pl.tile.cast(fi, target_type=pl.FP32, mode="none")
        f4 = pl.tile.muls(ff, 4.0)
        n2 = pl.tile.muls(k_f, -2.0)
        sp = pl.tile.add(f4, n2)
        sign = pl.tile.adds(sp, 1.0)
        tt = pl.tile.mul(t, t)
        p0 = pl.tile.muls(tt, 2.6049265215988271e-06)
        p1 = pl.tile.adds(p0, -0.00019808944489341229)
        p2 = pl.tile.mul(p1, tt)
        p3 = pl.tile.adds(p2, 0.0083330497145652771)
        p4 = pl.tile.mul(p3, tt)
        p5 = pl.tile.adds(p4, -0.16666658222675323)
        p6 = pl.tile.mul(p5, tt)
        p7 = pl.tile.adds(p6, 1.0)
        tp = pl.tile.mul(t, p7)
        y_tile = pl.tile.mul(sign, tp)
        out_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(y_tile, [0, 0], out_0)
        return out_1
)";
  ExpectPass("LowerCompositeOps", TrigKernel("pl.tile.cos(x_tile)"), expected);
}

// ---------------------------------------------------------------------------
// FlattenTileNdTo2D
// ---------------------------------------------------------------------------

TEST(FlattenTileNdTo2D, Static3dFlattens) {
  std::string before = R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(x: pl.Tensor[[2, 3, 4], pl.FP32], out_0: pl.Out[pl.Tensor[[2, 3, 4], pl.FP32]]) -> pl.Tensor[[2, 3, 4], pl.FP32]:
        x_tile: pl.Tile[[2, 3, 4], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0, 0], [2, 3, 4], [2, 3, 4], target_memory=pl.Mem.Vec)
        y_tile: pl.Tile[[2, 3, 4], pl.FP32, pl.Mem.Vec] = pl.tile.exp(x_tile)
        out_1: pl.Tensor[[2, 3, 4], pl.FP32] = pl.tile.store(y_tile, [0, 0, 0], out_0)
        return out_1
)";
  std::string expected = R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(x: pl.Tensor[[2, 3, 4], pl.FP32], out_0: pl.Out[pl.Tensor[[2, 3, 4], pl.FP32]]) -> pl.Tensor[[2, 3, 4], pl.FP32]:
        x_tile: pl.Tile[[6, 4], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0, 0], [2, 3, 4], [2, 3, 4], target_memory=pl.Mem.Vec)
        y_tile: pl.Tile[[6, 4], pl.FP32, pl.Mem.Vec] = pl.tile.exp(x_tile)
        out_1: pl.Tensor[[2, 3, 4], pl.FP32] = pl.tile.store(y_tile, [0, 0, 0], out_0, [2, 3, 4])
        return out_1
)";
  ExpectPass("FlattenTileNdTo2D", before, expected);
}

TEST(FlattenTileNdTo2D, LowRankTileUnchanged) {
  ExpectUnchanged("FlattenTileNdTo2D", TrigKernel("pl.tile.exp(x_tile)"));
}

TEST(FlattenTileNdTo2D, TwoDTransposeMaterializesScratch) {
  std::string before = R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(x: pl.Tensor[[3, 8], pl.FP32], out_0: pl.Out[pl.Tensor[[8, 3], pl.FP32]]) -> pl.Tensor[[8, 3], pl.FP32]:
        x_tile: pl.Tile[[3, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [3, 8], [3, 8], target_memory=pl.Mem.Vec)
        xt_tile: pl.Tile[[8, 3], pl.FP32, pl.Mem.Vec] = pl.tile.transpose(x_tile, 0, 1)
        out_1: pl.Tensor[[8, 3], pl.FP32] = pl.tile.store(xt_tile, [0, 0], out_0)
        return out_1
)";
  std::string expected = R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(x: pl.Tensor[[3, 8], pl.FP32], out_0: pl.Out[pl.Tensor[[8, 3], pl.FP32]]) -> pl.Tensor[[8, 3], pl.FP32]:
        x_tile: pl.Tile[[3, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [3, 8], [3, 8], target_memory=pl.Mem.Vec)
        transpose_tmp = pl.tile.create([3, 8], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        xt_tile = pl.tile.transpose(x_tile, 0, 1, transpose_tmp)
        out_1: pl.Tensor[[8, 3], pl.FP32] = pl.tile.store(xt_tile, [0, 0], out_0)
        return out_1
)";
  ExpectPass("FlattenTileNdTo2D", before, expected);
}

TEST(FlattenTileNdTo2D, IfStmtTileReturnVarTakesYieldType) {
  // The phi is written without a memory space; the flattened IR gives it the
  // type its branches yield (as in the reference's DebugTile dumps).
  std::string body = R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(x: pl.Tensor[[2, 3, 4], pl.FP32], c: pl.Scalar[pl.INDEX], out_0: pl.Out[pl.Tensor[[2, 3, 4], pl.FP32]]) -> pl.Tensor[[2, 3, 4], pl.FP32]:
        x_tile: pl.Tile[[%s], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0, 0], [2, 3, 4], [2, 3, 4], target_memory=pl.Mem.Vec)
        if c == 0:
            a: pl.Tile[[%s], pl.FP32, pl.Mem.Vec] = pl.tile.exp(x_tile)
            r: pl.Tile[[%s]%s] = pl.yield_(a)
        else:
            b: pl.Tile[[%s], pl.FP32, pl.Mem.Vec] = pl.tile.neg(x_tile)
            r: pl.Tile[[%s]%s] = pl.yield_(b)
        out_1: pl.Tensor[[2, 3, 4], pl.FP32] = pl.tile.store(r, [0, 0, 0], out_0%s)
        return out_1
)";
  auto fill = [&](const std::string& shape, const std::string& phi_suffix,
                  const std::string& store_extra) {
    std::string s = body;
    const std::string args[] = {shape, shape, shape,      phi_suffix,
                                shape, shape, phi_suffix, store_extra};
    for (const auto& a : args) s.replace(s.find("%s"), 2, a);
    return s;
  };
  ExpectPass("FlattenTileNdTo2D", fill("2, 3, 4", ", pl.FP32", ""),
             fill("6, 4", ", pl.FP32, pl.Mem.Vec", ", [2, 3, 4]"));
}

TEST(FlattenTileNdTo2D, NdBatchAxisTransposeIsRejected) {
  // Last-two-axes N-D transposes are unrolled per batch (tile_flatten_nd_test);
  // one that moves a batch axis is a user error, as in the reference.
  auto in = Parse(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(x: pl.Tensor[[2, 3, 8], pl.FP32], out_0: pl.Out[pl.Tensor[[3, 2, 8], pl.FP32]]) -> pl.Tensor[[3, 2, 8], pl.FP32]:
        x_tile: pl.Tile[[2, 3, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0, 0], [2, 3, 8], [2, 3, 8], target_memory=pl.Mem.Vec)
        xt_tile: pl.Tile[[3, 2, 8], pl.FP32, pl.Mem.Vec] = pl.tile.transpose(x_tile, 0, 1)
        out_1: pl.Tensor[[3, 2, 8], pl.FP32] = pl.tile.store(xt_tile, [0, 0, 0], out_0)
        return out_1
)");
  ASSERT_TRUE(in);
  auto got = RunPass("FlattenTileNdTo2D", in);
  ASSERT_FALSE(got.ok()) << "pass accepted the program:\n" << text::PrintProgram(*got);
  EXPECT_NE(std::string(got.status().message()).find("only last-two-axes tile.transpose"),
            std::string::npos)
      << got.status();
}

// ---------------------------------------------------------------------------
// InferTileMemorySpace (test_load_default_vec / test_load_with_mat_kwarg)
// ---------------------------------------------------------------------------

std::string LoadStore(const std::string& load_tail, const std::string& tile_type,
                      const std::string& extra = "", const std::string& stored = "x_tile") {
  return absl::StrCat(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(x: pl.Tensor[[16, 128], pl.BF16], out_0: pl.Out[pl.Tensor[[16, 128], pl.BF16]]) -> pl.Tensor[[16, 128], pl.BF16]:
        x_tile: )",
                      tile_type, " = pl.tile.load(x, [0, 0], [16, 128], [16, 128]", load_tail,
                      ")\n", extra,
                      R"(        out_1: pl.Tensor[[16, 128], pl.BF16] = pl.tile.store()", stored,
                      R"(, [0, 0], out_0)
        return out_1
)");
}

// Reference: TileMemorySpaceAnalyzer's check that a kernel receives tensors.
TEST(InferTileMemorySpace, TileParameterIsRejected) {
  auto in = Parse(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(acc: pl.Tile[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        e: pl.Tile[[16, 16], pl.FP32] = pl.tile.exp(acc)
        out_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(e, [0, 0], out)
        return out_1
)");
  ASSERT_TRUE(in);
  auto got = RunPass("InferTileMemorySpace", in);
  ASSERT_FALSE(got.ok());
  EXPECT_EQ(got.status().code(), absl::StatusCode::kInvalidArgument) << got.status();
  EXPECT_NE(std::string(got.status().message())
                .find("InCore function parameter 'acc' has TileType, but InCore parameters must "
                      "be TensorType"),
            std::string::npos)
      << got.status();
}

TEST(InferTileMemorySpace, LoadDefaultVec) {
  ExpectPass("InferTileMemorySpace", LoadStore("", "pl.Tile[[16, 128], pl.BF16]"),
             LoadStore(", target_memory=pl.Mem.Vec", "pl.Tile[[16, 128], pl.BF16, pl.Mem.Vec]"));
}

TEST(InferTileMemorySpace, LoadWithMatKwargGetsMoveToVec) {
  ExpectPass(
      "InferTileMemorySpace",
      LoadStore(", target_memory=pl.Mem.Mat", "pl.Tile[[16, 128], pl.BF16]"),
      LoadStore(", target_memory=pl.Mem.Mat", "pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat]",
                "        x_tile_V: pl.Tile[[16, 128], pl.BF16, pl.Mem.Vec, "
                "pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = "
                "pl.tile.move(x_tile, target_memory=pl.Mem.Vec)\n",
                "x_tile_V"));
}

// ---------------------------------------------------------------------------
// ExpandMixedKernel (pure-kernel retyping; mixed kernels split into AIC + AIV + Group)
// ---------------------------------------------------------------------------

TEST(ExpandMixedKernel, PureCubeKernelBecomesAic) {
  std::string body = R"(
    @pl.function(type=%s)
    def main_incore_0(a: pl.Tensor[[16, 16], pl.FP16], b: pl.Tensor[[16, 16], pl.FP16], out_0: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        a_mat: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        a_l: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(a_mat, target_memory=pl.Mem.Left)
        b_r: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(b_mat, target_memory=pl.Mem.Right)
        c: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_l, b_r)
        out_1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(c, [0, 0], out_0)
        return out_1
)";
  std::string before = body, expected = body;
  before.replace(before.find("%s"), 2, "pl.FunctionType.InCore");
  expected.replace(expected.find("%s"), 2,
                   "pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker");
  ExpectPass("ExpandMixedKernel", before, expected);
}

// Mixed kernels: Before = the reference's dump before ExpandMixedKernel,
// Expected = its dump after (programs e02/e04 of our probes and corpus 345).
TEST(ExpandMixedKernel, VectorTilesFeedingMatmulBecomePushesAndPops) {
  ExpectPass("ExpandMixedKernel", R"(
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(a__ssa_v0: pl.Tensor[[32, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 128], pl.FP16], c__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        ta__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        tb__ssa_v0: pl.Tile[[64, 128], pl.FP16, pl.Mem.Vec] = pl.tile.load(b__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        ta__ssa_v0_Left: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(ta__ssa_v0, target_memory=pl.Mem.Left)
        tb__ssa_v0_Right: pl.Tile[[64, 128], pl.FP16, pl.Mem.Right] = pl.tile.move(tb__ssa_v0, target_memory=pl.Mem.Right)
        acc__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(ta__ssa_v0_Left, tb__ssa_v0_Right)
        c__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(acc__ssa_v0, [0, 0], c__ssa_v0)
        return c__ssa_v1
)",
             R"(
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def k_aic(a__ssa_v0: pl.Tensor[[32, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 128], pl.FP16], c__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]):
        k_v2c_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='k_v2c_slot_buffer', size=131072, base=-1)
        pl.system.aic_initialize_pipe(pl.const(0, pl.INT32), k_v2c_slot_buffer, dir_mask=2, slot_size=16384)
        ta__ssa_v0_Left_mat: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        ta__ssa_v0_Left: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(ta__ssa_v0_Left_mat, target_memory=pl.Mem.Left, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        pl.system.tfree_to_aiv(ta__ssa_v0_Left_mat)
        tb__ssa_v0_Right_mat: pl.Tile[[64, 128], pl.FP16, pl.Mem.Mat] = pl.tile.tpop_from_aiv(split=0)
        tb__ssa_v0_Right: pl.Tile[[64, 128], pl.FP16, pl.Mem.Right] = pl.tile.move(tb__ssa_v0_Right_mat, target_memory=pl.Mem.Right, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)
        pl.system.tfree_to_aiv(tb__ssa_v0_Right_mat)
        acc__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(ta__ssa_v0_Left, tb__ssa_v0_Right)
        c__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(acc__ssa_v0, [0, 0], c__ssa_v0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def k_aiv(a__ssa_v0: pl.Tensor[[32, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 128], pl.FP16], c__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        k_v2c_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='k_v2c_slot_buffer', peer_func='k_aic')
        pl.system.aiv_initialize_pipe(pl.const(0, pl.INT32), k_v2c_slot_buffer_import, dir_mask=2, slot_size=16384)
        ta__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Vec] = pl.tile.load(a__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        tb__ssa_v0: pl.Tile[[64, 128], pl.FP16, pl.Mem.Vec] = pl.tile.load(b__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        pl.tile.tpush_to_aic(ta__ssa_v0, split=0)
        pl.tile.tpush_to_aic(tb__ssa_v0, split=0)
        return c__ssa_v0
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def k(a__ssa_v0: pl.Tensor[[32, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 128], pl.FP16], c__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        self.k_aic(a__ssa_v0, b__ssa_v0, c__ssa_v0)
        self.k_aiv(a__ssa_v0, b__ssa_v0, c__ssa_v0)
        return c__ssa_v0
)");
}

TEST(ExpandMixedKernel, CubeTileMovedToVectorIsPoppedOnTheVectorLane) {
  ExpectPass("ExpandMixedKernel", R"(
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        a1__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Mat] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Mat)
        v__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(a1__ssa_v0, target_memory=pl.Mem.Vec)
        e__rm_a0_tmp_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.move(v__ssa_v0, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        e__row_major_tmp_v1: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(e__rm_a0_tmp_v0)
        e__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(e__row_major_tmp_v1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(e__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
)",
             R"(
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def k_aic(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]):
        k_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='k_c2v_slot_buffer', peer_func='k_aiv')
        pl.system.aic_initialize_pipe(k_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=16384)
        a1__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Mat] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Mat)
        pl.tile.tpush_to_aiv(a1__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def k_aiv(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        k_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='k_c2v_slot_buffer', size=131072, base=-1)
        pl.system.aiv_initialize_pipe(k_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=16384)
        v__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.tpop_from_aic(split=0)
        e__rm_a0_tmp_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.move(v__ssa_v0, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        pl.system.tfree_to_aic(v__ssa_v0)
        e__row_major_tmp_v1: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(e__rm_a0_tmp_v0)
        e__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(e__row_major_tmp_v1, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(e__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        self.k_aic(x__ssa_v0, out__ssa_v0)
        self.k_aiv(x__ssa_v0, out__ssa_v0)
        return out__ssa_v0
)");
}

TEST(ExpandMixedKernel, GmStoreThenLoadAcrossLanesGetsAFence) {
  ExpectPass("ExpandMixedKernel", R"(
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def fused(a__ssa_v0: pl.Tensor[[32, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 32], pl.FP16], scratch__ssa_v0: pl.InOut[pl.Tensor[[32, 32], pl.FP32]], out__ssa_v0: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        a_mat__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        b_mat__ssa_v0: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        a_l__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(a_mat__ssa_v0, target_memory=pl.Mem.Left)
        b_r__ssa_v0: pl.Tile[[64, 32], pl.FP16, pl.Mem.Right] = pl.tile.move(b_mat__ssa_v0, target_memory=pl.Mem.Right)
        acc__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_l__ssa_v0, b_r__ssa_v0)
        scratch__ssa_v1: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(acc__ssa_v0, [0, 0], scratch__ssa_v0)
        back__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(scratch__ssa_v1, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        y__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.sqrt(back__ssa_v0)
        out__ssa_v1: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(y__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
)",
             R"(
    @pl.function(type=pl.FunctionType.AIC, level=pl.Level.AIC, role=pl.Role.SubWorker)
    def fused_aic(a__ssa_v0: pl.Tensor[[32, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 32], pl.FP16], scratch__ssa_v0: pl.InOut[pl.Tensor[[32, 32], pl.FP32]], out__ssa_v0: pl.Out[pl.Tensor[[32, 32], pl.FP32]]):
        fused_c2v_slot_buffer_import: pl.Scalar[pl.INT32] = pl.system.import_peer_buffer(name='fused_c2v_slot_buffer', peer_func='fused_aiv')
        pl.system.aic_initialize_pipe(fused_c2v_slot_buffer_import, pl.const(0, pl.INT32), dir_mask=1, slot_size=4096)
        a_mat__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        b_mat__ssa_v0: pl.Tile[[64, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [64, 32], [64, 32], target_memory=pl.Mem.Mat)
        a_l__ssa_v0: pl.Tile[[32, 64], pl.FP16, pl.Mem.Left] = pl.tile.move(a_mat__ssa_v0, target_memory=pl.Mem.Left)
        b_r__ssa_v0: pl.Tile[[64, 32], pl.FP16, pl.Mem.Right] = pl.tile.move(b_mat__ssa_v0, target_memory=pl.Mem.Right)
        acc__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_l__ssa_v0, b_r__ssa_v0)
        scratch__ssa_v1: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(acc__ssa_v0, [0, 0], scratch__ssa_v0)
        pl.tile.tpush_to_aiv(acc__ssa_v0, split=0)
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker, attrs={"dual_aiv_dispatch": True})
    def fused_aiv(a__ssa_v0: pl.Tensor[[32, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 32], pl.FP16], scratch__ssa_v0: pl.InOut[pl.Tensor[[32, 32], pl.FP32]], out__ssa_v0: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        fused_c2v_slot_buffer: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name='fused_c2v_slot_buffer', size=32768, base=-1)
        pl.system.aiv_initialize_pipe(fused_c2v_slot_buffer, pl.const(0, pl.INT32), dir_mask=1, slot_size=4096)
        scratch__ssa_v0_gm_sync: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)
        pl.system.tfree_to_aic(scratch__ssa_v0_gm_sync)
        back__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(scratch__ssa_v0, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        y__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.sqrt(back__ssa_v0)
        out__ssa_v1: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(y__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def fused(a__ssa_v0: pl.Tensor[[32, 64], pl.FP16], b__ssa_v0: pl.Tensor[[64, 32], pl.FP16], scratch__ssa_v0: pl.InOut[pl.Tensor[[32, 32], pl.FP32]], out__ssa_v0: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        self.fused_aic(a__ssa_v0, b__ssa_v0, scratch__ssa_v0, out__ssa_v0)
        self.fused_aiv(a__ssa_v0, b__ssa_v0, scratch__ssa_v0, out__ssa_v0)
        return out__ssa_v0
)");
}

// ---------------------------------------------------------------------------
// NormalizeReturnOrder (test_two_swapped_returns / InOut participation)
// ---------------------------------------------------------------------------

std::string TwoOutKernel(const std::string& ret, const std::string& first,
                         const std::string& second, const std::string& dir1 = "pl.Out") {
  return absl::StrCat(
      R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(x: pl.Tensor[[16, 16], pl.FP32], o1: )",
      dir1,
      R"([pl.Tensor[[16, 16], pl.FP32]], o2: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32]]:
        t: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
        s1: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t, [0, 0], o1)
        s2: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(t, [0, 0], o2)
        return )",
      ret, R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:
        o1: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.create([16, 16], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        o2: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.create([16, 16], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        r: tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32]] = self.main_incore_0(x, o1, o2)
        a: pl.Tensor[[16, 16], pl.FP32] = r[)",
      first, R"(]
        b: pl.Tensor[[16, 16], pl.FP32] = r[)",
      second, R"(]
        c: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.add(a, b)
        return c
)");
}

TEST(NormalizeReturnOrder, TwoSwappedReturnsAreReorderedAndCanonicalised) {
  // Returned values become the Out params themselves, in declaration order;
  // the caller's tuple indices follow.
  ExpectPass("NormalizeReturnOrder", TwoOutKernel("s2, s1", "1", "0"),
             TwoOutKernel("o1, o2", "0", "1"));
}

TEST(NormalizeReturnOrder, InOutParamParticipates) {
  ExpectPass("NormalizeReturnOrder", TwoOutKernel("s2, s1", "1", "0", "pl.InOut"),
             TwoOutKernel("o1, o2", "0", "1", "pl.InOut"));
}

// ---------------------------------------------------------------------------
// MaterializeTensorStrides
// ---------------------------------------------------------------------------

std::string StrideKernel(const std::string& tensor) {
  return absl::StrCat(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(x: )",
                      tensor, ", out_0: pl.Out[", tensor, "]) -> ", tensor, R"(:
        t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        out_1: )",
                      tensor, R"( = pl.tile.store(t, [0, 0], out_0)
        return out_1
)");
}

TEST(MaterializeTensorStrides, BareTensorUnchanged) {
  ExpectUnchanged("MaterializeTensorStrides", StrideKernel("pl.Tensor[[16, 32], pl.FP32]"));
}

TEST(MaterializeTensorStrides, EmptyDnStrideFilled2d) {
  ExpectPass("MaterializeTensorStrides",
             StrideKernel("pl.Tensor[[16, 32], pl.FP32, pl.TensorView(layout=pl.TensorLayout.DN)]"),
             StrideKernel("pl.Tensor[[16, 32], pl.FP32, pl.TensorView(stride=[1, 16], "
                          "layout=pl.TensorLayout.DN)]"));
}

TEST(MaterializeTensorStrides, ExplicitPackedNdUnchanged) {
  ExpectUnchanged("MaterializeTensorStrides",
                  StrideKernel("pl.Tensor[[16, 32], pl.FP32, pl.TensorView(stride=[32, 1], "
                               "layout=pl.TensorLayout.ND)]"));
}

}  // namespace
}  // namespace ptoc::transforms
