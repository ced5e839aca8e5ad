// Loop-invariant Mat residency of InferTileMemorySpace, mirrored from the
// reference's tests/ut/ir/transforms/test_infer_tile_memory_space.py
// (class TestLoopInvariantMatResidency; each case names its reference test).
// Like the reference, most cases check where the operand loads end up
// relative to the loop; the positive control is a full Before/Expected pair
// derived from the reference's rewrite (chain moved to the preheader, marker
// dropped, everything else unchanged). The reference's fixtures stamp the
// Mat-bridge marker on every Mat tile.load; here the marker is written in the
// DSL (`attrs={...}`), which is what ConvertTensorToTileOps produces.
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "compiler/pass/pass_manager.h"
#include "compiler/text/printer.h"
#include "gtest/gtest.h"
#include "tests/testing/dsl_pass_check.h"
#include "tests/testing/pass_test_env.h"

PTOC_PASS_TEST_REQUIRES_PASS_RUNS();

namespace ptoc::transforms {
namespace {

using ::ptoc::testing::ExpectPassOn;
using ::ptoc::testing::ParseOrFail;
using ::ptoc::testing::RunPassesOrFail;

constexpr char kInfer[] = "InferTileMemorySpace";
constexpr char kMarker[] = "__compiler_tensor_to_tile_mat_bridge";

// Adds the Mat-bridge marker to every `pl.tile.load(..., target_memory=
// pl.Mem.Mat)` line (the reference's _stamp_mat_bridge_loads).
std::string Stamp(const std::string& text) {
  std::vector<std::string> lines = absl::StrSplit(text, '\n');
  const std::string kMat = "target_memory=pl.Mem.Mat)";
  for (std::string& line : lines) {
    size_t at = line.find(kMat);
    if (line.find("pl.tile.load(") == std::string::npos || at == std::string::npos) continue;
    line.replace(at, kMat.size(),
                 absl::StrCat("target_memory=pl.Mem.Mat, attrs={\"", kMarker, "\": True})"));
  }
  return absl::StrJoin(lines, "\n");
}

std::string Indent(const std::string& text, int n) {
  std::vector<std::string> lines = absl::StrSplit(text, '\n');
  std::string pad(n, ' ');
  for (std::string& line : lines) {
    if (!line.empty()) line.insert(0, pad);
  }
  return absl::StrJoin(lines, "\n");
}

// The reference's _parse_marked_program: an InCore `kernel(params)` running
// `body` and returning `out`, called once from an orchestration `main` whose
// `fresh_param` actual is created there (`fresh_expr`), so it is provably
// distinct from every other buffer. `params` holds one "name: type" per line.
std::string MarkedProgram(const std::string& params, const std::string& call_args,
                          const std::string& body, const std::string& fresh_param,
                          const std::string& fresh_expr) {
  std::vector<std::string> all = absl::StrSplit(params, '\n', absl::SkipEmpty());
  std::vector<std::string> main_params;
  for (const auto& p : all) {
    if (p.rfind(fresh_param + ":", 0) != 0) main_params.push_back(p);
  }
  return Stamp(absl::StrCat(
      "import pypto.language as pl\n\n@pl.program\nclass MarkedResidencyGate:\n"
      "    @pl.function(type=pl.FunctionType.InCore)\n"
      "    def kernel(self, ",
      absl::StrJoin(all, ", "), ") -> pl.Tensor[[16, 128], pl.FP32]:\n", Indent(body, 8),
      "\n        return out\n\n"
      "    @pl.function(type=pl.FunctionType.Orchestration)\n"
      "    def main(self, ",
      absl::StrJoin(main_params, ", "), ") -> pl.Tensor[[16, 128], pl.FP32]:\n        ",
      fresh_param, " = ", fresh_expr, "\n        result = self.kernel(", call_args,
      ")\n        return result\n"));
}

constexpr char kBasicParams[] = R"(lhs: pl.Tensor[[16, 128], pl.BF16]
rhs: pl.Tensor[[128, 128], pl.BF16]
trips: pl.Scalar[pl.INDEX]
out: pl.Out[pl.Tensor[[16, 128], pl.FP32]])";
constexpr char kBasicArgs[] = "lhs, rhs, trips, out";
constexpr char kFreshLhs[] = "pl.create_tensor([16, 128], dtype=pl.BF16)";

// The reference's _marked_matmul_chain.
constexpr char kChain[] =
    R"(lhs_mat = pl.tile.load(lhs, [0, 0], [16, 128], target_memory=pl.Mem.Mat)
rhs_mat = pl.tile.load(rhs, [0, 0], [128, 128], target_memory=pl.Mem.Mat)
lhs_left = pl.tile.move(lhs_mat, target_memory=pl.Mem.Left)
rhs_right = pl.tile.move(rhs_mat, target_memory=pl.Mem.Right)
c = pl.tile.matmul(lhs_left, rhs_right)
)";

std::string InLoop(const std::string& chain,
                   const std::string& header = "for n in pl.range(0, 2, 1):") {
  return absl::StrCat(header, "\n", Indent(chain, 4));
}

// Runs `passes` and returns the printed result ("" on failure).
std::string RunAndPrint(const std::string& program_text,
                        const std::vector<std::string>& passes = {kInfer}) {
  ir::ProgramPtr out = RunPassesOrFail(passes, ParseOrFail(program_text));
  return out ? text::PrintProgram(out) : "";
}

// Index of the first printed line containing every needle (-1 if none), as
// the reference's _line_index.
int LineIndex(const std::string& printed, const std::vector<std::string>& needles) {
  std::vector<std::string> lines = absl::StrSplit(printed, '\n');
  for (size_t i = 0; i < lines.size(); ++i) {
    bool all = true;
    for (const auto& n : needles) all = all && lines[i].find(n) != std::string::npos;
    if (all) return static_cast<int>(i);
  }
  ADD_FAILURE() << "no line with " << absl::StrJoin(needles, " + ") << " in\n" << printed;
  return -1;
}

int CountLines(const std::string& printed, const std::vector<std::string>& needles) {
  int count = 0;
  for (absl::string_view line : absl::StrSplit(printed, '\n')) {
    bool all = true;
    for (const auto& n : needles) all = all && line.find(n) != absl::string_view::npos;
    count += all;
  }
  return count;
}

// The marked fixture with `body`: lhs's load (and, when `moved`, its Left
// staging) stays inside the loop found by `loop_needle`.
void ExpectLhsStaysInLoop(const std::string& body, bool moved = true,
                          const std::string& loop_needle = "for n") {
  std::string printed =
      RunAndPrint(MarkedProgram(kBasicParams, kBasicArgs, body, "lhs", kFreshLhs));
  ASSERT_FALSE(printed.empty());
  const int loop = LineIndex(printed, {loop_needle});
  EXPECT_GT(LineIndex(printed, {"pl.tile.load(lhs"}), loop) << printed;
  if (moved) {
    EXPECT_GT(LineIndex(printed, {"lhs_left", "tile.move"}), loop) << printed;
  }
  EXPECT_EQ(printed.find(kMarker), std::string::npos) << printed;
}

// ---------------------------------------------------------------------------
// Positive controls.

// test_marked_gate_fixture_positive_control: the lhs load and its Left move
// go to the preheader, the rhs chain (an external parameter) stays, and the
// marker is gone from every load.
TEST(MatResidency, GatePositiveControlHoistsLhsChain) {
  const std::string before =
      MarkedProgram(kBasicParams, kBasicArgs, InLoop(kChain), "lhs", kFreshLhs);
  const std::string expected = R"(import pypto.language as pl

@pl.program
class MarkedResidencyGate:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, lhs: pl.Tensor[[16, 128], pl.BF16], rhs: pl.Tensor[[128, 128], pl.BF16], trips: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        lhs_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs, [0, 0], [16, 128], target_memory=pl.Mem.Mat)
        lhs_left: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(lhs_mat, target_memory=pl.Mem.Left)
        for n in pl.range(0, 2, 1):
            rhs_mat: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs, [0, 0], [128, 128], target_memory=pl.Mem.Mat)
            rhs_right: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(rhs_mat, target_memory=pl.Mem.Right)
            c: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lhs_left, rhs_right)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, rhs: pl.Tensor[[128, 128], pl.BF16], trips: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        lhs = pl.create_tensor([16, 128], dtype=pl.BF16)
        result = self.kernel(lhs, rhs, trips, out)
        return result
)";
  ExpectPassOn(kInfer, ParseOrFail(before), ParseOrFail(expected));
  const std::string printed = RunAndPrint(before);
  EXPECT_EQ(printed.find(kMarker), std::string::npos) << printed;
}

// test_marked_stationary_rhs_positive_control.
TEST(MatResidency, StationaryRhsPositiveControl) {
  const std::string printed =
      RunAndPrint(MarkedProgram(kBasicParams, kBasicArgs, InLoop(kChain), "rhs",
                                "pl.create_tensor([128, 128], dtype=pl.BF16)"));
  const int loop = LineIndex(printed, {"for n"});
  EXPECT_GT(LineIndex(printed, {"pl.tile.load(lhs"}), loop);
  EXPECT_LT(LineIndex(printed, {"pl.tile.load(rhs"}), loop);
  EXPECT_LT(LineIndex(printed, {"rhs_right", "tile.move"}), loop);
  EXPECT_EQ(printed.find(kMarker), std::string::npos);
}

// test_marked_transpose_prefix_positive_control.
TEST(MatResidency, TransposePrefixIsHoisted) {
  const std::string params = R"(lhs: pl.Tensor[[128, 16], pl.BF16]
rhs: pl.Tensor[[128, 128], pl.BF16]
out: pl.Out[pl.Tensor[[16, 128], pl.FP32]])";
  const std::string body = InLoop(
      R"(lhs_mat = pl.tile.load(lhs, [0, 0], [128, 16], target_memory=pl.Mem.Mat)
lhs_t = pl.tile.transpose_view(lhs_mat)
rhs_mat = pl.tile.load(rhs, [0, 0], [128, 128], target_memory=pl.Mem.Mat)
lhs_left = pl.tile.move(lhs_t, target_memory=pl.Mem.Left)
rhs_right = pl.tile.move(rhs_mat, target_memory=pl.Mem.Right)
c = pl.tile.matmul(lhs_left, rhs_right)
)");
  const std::string printed = RunAndPrint(MarkedProgram(
      params, "lhs, rhs, out", body, "lhs", "pl.create_tensor([128, 16], dtype=pl.BF16)"));
  const int loop = LineIndex(printed, {"for n"});
  EXPECT_LT(LineIndex(printed, {"pl.tile.load(lhs"}), loop);
  EXPECT_LT(LineIndex(printed, {"transpose_view"}), loop);
  EXPECT_LT(LineIndex(printed, {"lhs_left", "tile.move"}), loop);
  EXPECT_GT(LineIndex(printed, {"pl.tile.load(rhs"}), loop);
}

// test_marked_mat_panel_fanout_hoists_only_load: two Left extracts of one
// panel stay in the loop, the panel load moves.
TEST(MatResidency, PanelFanoutHoistsOnlyLoad) {
  const std::string params = R"(lhs: pl.Tensor[[16, 128], pl.BF16]
rhs: pl.Tensor[[64, 128], pl.BF16]
out: pl.Out[pl.Tensor[[16, 128], pl.FP32]])";
  const std::string body = InLoop(
      R"(lhs_mat = pl.tile.load(lhs, [0, 0], [16, 128], target_memory=pl.Mem.Mat)
rhs_mat = pl.tile.load(rhs, [0, 0], [64, 128], target_memory=pl.Mem.Mat)
lhs_k0 = pl.tile.extract(lhs_mat, 0, 0, [16, 64], target_memory=pl.Mem.Left)
lhs_k1 = pl.tile.extract(lhs_mat, 0, 64, [16, 64], target_memory=pl.Mem.Left)
rhs_right = pl.tile.move(rhs_mat, target_memory=pl.Mem.Right)
c0 = pl.tile.matmul(lhs_k0, rhs_right)
c1 = pl.tile.matmul(lhs_k1, rhs_right)
)");
  const std::string printed =
      RunAndPrint(MarkedProgram(params, "lhs, rhs, out", body, "lhs", kFreshLhs));
  const int loop = LineIndex(printed, {"for n"});
  EXPECT_LT(LineIndex(printed, {"pl.tile.load(lhs"}), loop);
  EXPECT_GT(LineIndex(printed, {"lhs_k0", "tile.extract"}), loop);
  EXPECT_GT(LineIndex(printed, {"lhs_k1", "tile.extract"}), loop);
  EXPECT_GT(LineIndex(printed, {"pl.tile.load(rhs"}), loop);
}

// test_marked_transposed_mat_panel_fanout_hoists_only_load.
TEST(MatResidency, TransposedPanelFanoutHoistsOnlyLoad) {
  const std::string params = R"(lhs: pl.Tensor[[128, 16], pl.BF16]
rhs: pl.Tensor[[64, 128], pl.BF16]
out: pl.Out[pl.Tensor[[16, 128], pl.FP32]])";
  const std::string body = InLoop(
      R"(lhs_mat = pl.tile.load(lhs, [0, 0], [128, 16], target_memory=pl.Mem.Mat)
lhs_t = pl.tile.transpose_view(lhs_mat)
rhs_mat = pl.tile.load(rhs, [0, 0], [64, 128], target_memory=pl.Mem.Mat)
lhs_k0 = pl.tile.extract(lhs_t, 0, 0, [16, 64], target_memory=pl.Mem.Left)
lhs_k1 = pl.tile.extract(lhs_t, 0, 64, [16, 64], target_memory=pl.Mem.Left)
rhs_right = pl.tile.move(rhs_mat, target_memory=pl.Mem.Right)
c0 = pl.tile.matmul(lhs_k0, rhs_right)
c1 = pl.tile.matmul(lhs_k1, rhs_right)
)");
  const std::string printed = RunAndPrint(MarkedProgram(
      params, "lhs, rhs, out", body, "lhs", "pl.create_tensor([128, 16], dtype=pl.BF16)"));
  const int loop = LineIndex(printed, {"for n"});
  EXPECT_LT(LineIndex(printed, {"pl.tile.load(lhs"}), loop);
  EXPECT_GT(LineIndex(printed, {"transpose_view"}), loop);
  EXPECT_GT(LineIndex(printed, {"lhs_k0", "tile.extract"}), loop);
  EXPECT_GT(LineIndex(printed, {"lhs_k1", "tile.extract"}), loop);
}

// test_nested_chain_moves_one_lexical_level: the inner loop's chain moves in
// front of the inner loop only.
TEST(MatResidency, NestedChainMovesOneLexicalLevel) {
  const std::string body =
      absl::StrCat("for outer in pl.range(0, 2, 1):\n",
                   Indent(InLoop(kChain, "for inner in pl.range(0, 2, 1):"), 4));
  const std::string printed =
      RunAndPrint(MarkedProgram(kBasicParams, kBasicArgs, body, "lhs", kFreshLhs));
  const int outer = LineIndex(printed, {"for outer"});
  const int inner = LineIndex(printed, {"for inner"});
  const int load = LineIndex(printed, {"pl.tile.load(lhs"});
  const int left = LineIndex(printed, {"lhs_left", "tile.move"});
  EXPECT_LT(outer, load);
  EXPECT_LT(load, inner);
  EXPECT_LT(outer, left);
  EXPECT_LT(left, inner);
}

// test_marked_yielded_chain_does_not_hoist: the yielded Left value stays
// loop-local (its GM -> Mat prefix is not a chain of it any more).
TEST(MatResidency, YieldedChainDoesNotHoist) {
  const std::string body =
      absl::StrCat("seed = pl.tile.create([16, 128], dtype=pl.BF16, target_memory=pl.Mem.Left)\n",
                   InLoop(absl::StrCat(kChain, "carried = pl.yield_(lhs_left)\n"),
                          "for n, (carry,) in pl.range(0, 2, 1, init_values=(seed,)):"));
  const std::string printed =
      RunAndPrint(MarkedProgram(kBasicParams, kBasicArgs, body, "lhs", kFreshLhs));
  EXPECT_GT(LineIndex(printed, {"lhs_left", "tile.move"}), LineIndex(printed, {"for n"}));
  EXPECT_EQ(printed.find(kMarker), std::string::npos);
}

// ---------------------------------------------------------------------------
// Control-flow and ordering gates (the chain stays in the loop).

// test_marked_chain_declines_control_flow_gates[zero-trip].
TEST(MatResidency, ZeroTripLoopDeclines) {
  ExpectLhsStaysInLoop(InLoop(kChain, "for n in pl.range(0, 0, 1):"));
}

// test_marked_chain_declines_control_flow_gates[dynamic-trip].
TEST(MatResidency, DynamicTripLoopDeclines) {
  ExpectLhsStaysInLoop(InLoop(kChain, "for n in pl.range(0, trips, 1):"));
}

// test_marked_chain_declines_control_flow_gates[pipeline].
TEST(MatResidency, PipelineLoopDeclines) {
  ExpectLhsStaysInLoop(InLoop(kChain, "for n in pl.pipeline(0, 2, 1, stage=2):"),
                       /*moved=*/true, "pl.pipeline");
}

// test_marked_chain_declines_control_flow_gates[conditional].
TEST(MatResidency, ConditionalChainDeclines) {
  ExpectLhsStaysInLoop(InLoop(absl::StrCat("if n < 1:\n", Indent(kChain, 4))), true, "if ");
}

// test_following_sync_keeps_residency_chain_inside_loop[direct].
TEST(MatResidency, FollowingSyncDeclines) {
  ExpectLhsStaysInLoop(InLoop(absl::StrCat(kChain, "fence = pl.system.fence()\n")));
}

// test_following_sync_keeps_residency_chain_inside_loop[conditional].
TEST(MatResidency, FollowingConditionalSyncDeclines) {
  ExpectLhsStaysInLoop(InLoop(absl::StrCat(kChain, "if n < 1:\n    fence = pl.system.fence()\n")));
}

// test_following_cross_core_op_keeps_residency_chain_inside_loop.
TEST(MatResidency, FollowingCrossCoreOpDeclines) {
  ExpectLhsStaysInLoop(InLoop(absl::StrCat(kChain, "pl.tile.tpush_to_aiv(c, split=0)\n")));
}

// test_preceding_assigned_sync_closes_hoistable_prefix.
TEST(MatResidency, PrecedingAssignedSyncClosesPrefix) {
  const std::string printed = RunAndPrint(
      MarkedProgram(kBasicParams, kBasicArgs,
                    InLoop(absl::StrCat("fence = pl.system.fence()\n", kChain)), "lhs", kFreshLhs));
  const int loop = LineIndex(printed, {"for n"});
  const int fence = LineIndex(printed, {"pl.system.fence"});
  EXPECT_LT(loop, fence);
  EXPECT_LT(fence, LineIndex(printed, {"pl.tile.load(lhs"}));
}

// test_preceding_assigned_side_effect_closes_hoistable_prefix (written in
// SSA form: the store's result is carried by the loop).
TEST(MatResidency, PrecedingAssignedStoreClosesPrefix) {
  const std::string params = R"(lhs: pl.Tensor[[16, 128], pl.BF16]
rhs: pl.Tensor[[128, 128], pl.BF16]
out: pl.InOut[pl.Tensor[[16, 128], pl.FP32]])";
  const std::string body = InLoop(
      absl::StrCat("zero = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)\n"
                   "out_next = pl.tile.store(zero, [0, 0], acc)\n",
                   kChain, "out_rv = pl.yield_(out_next)\n"),
      "for n, (acc,) in pl.range(0, 2, 1, init_values=(out,)):");
  const std::string printed =
      RunAndPrint(MarkedProgram(params, "lhs, rhs, out", body, "lhs", kFreshLhs));
  const int loop = LineIndex(printed, {"for n"});
  const int store = LineIndex(printed, {"tile.store"});
  EXPECT_LT(loop, store);
  EXPECT_LT(store, LineIndex(printed, {"pl.tile.load(lhs"}));
}

// test_marked_terminal_with_second_eval_use_does_not_hoist.
TEST(MatResidency, TerminalWithSecondUseDeclines) {
  ExpectLhsStaysInLoop(InLoop(absl::StrCat(kChain, "pl.tile.tpush_to_aiv(lhs_left, split=0)\n")));
}

// test_marked_if_return_offset_is_tracked_as_loop_local.
TEST(MatResidency, IfReturnOffsetIsLoopLocal) {
  const std::string params = R"(lhs: pl.Tensor[[16, 256], pl.BF16]
rhs: pl.Tensor[[128, 128], pl.BF16]
out: pl.Out[pl.Tensor[[16, 128], pl.FP32]])";
  const std::string body = InLoop(R"(if n < 1:
    offset_then: pl.Scalar[pl.INDEX] = 0
    offset = pl.yield_(offset_then)
else:
    offset_else: pl.Scalar[pl.INDEX] = 128
    offset = pl.yield_(offset_else)
lhs_mat = pl.tile.load(lhs, [0, offset], [16, 128], target_memory=pl.Mem.Mat)
rhs_mat = pl.tile.load(rhs, [0, 0], [128, 128], target_memory=pl.Mem.Mat)
lhs_left = pl.tile.move(lhs_mat, target_memory=pl.Mem.Left)
rhs_right = pl.tile.move(rhs_mat, target_memory=pl.Mem.Right)
c = pl.tile.matmul(lhs_left, rhs_right)
)");
  const std::string printed = RunAndPrint(MarkedProgram(
      params, "lhs, rhs, out", body, "lhs", "pl.create_tensor([16, 256], dtype=pl.BF16)"));
  EXPECT_GT(LineIndex(printed, {"pl.tile.load(lhs"}), LineIndex(printed, {"for n"}));
}

// test_variant_offset_stays_inside_loop.
TEST(MatResidency, VariantOffsetStaysInLoop) {
  const std::string params = R"(lhs: pl.Tensor[[16, 256], pl.BF16]
rhs: pl.Tensor[[128, 128], pl.BF16]
out: pl.Out[pl.Tensor[[16, 128], pl.FP32]])";
  const std::string body =
      InLoop(R"(lhs_mat = pl.tile.load(lhs, [0, n], [16, 128], target_memory=pl.Mem.Mat)
rhs_mat = pl.tile.load(rhs, [0, 0], [128, 128], target_memory=pl.Mem.Mat)
lhs_left = pl.tile.move(lhs_mat, target_memory=pl.Mem.Left)
rhs_right = pl.tile.move(rhs_mat, target_memory=pl.Mem.Right)
c = pl.tile.matmul(lhs_left, rhs_right)
)",
             "for n in pl.range(0, 256, 128):");
  const std::string printed = RunAndPrint(MarkedProgram(
      params, "lhs, rhs, out", body, "lhs", "pl.create_tensor([16, 256], dtype=pl.BF16)"));
  EXPECT_GT(LineIndex(printed, {"pl.tile.load(lhs"}), LineIndex(printed, {"for n"}));
}

// test_non_matmul_chain_is_not_a_residency_candidate.
TEST(MatResidency, NonMatmulChainDeclines) {
  const std::string params = R"(lhs: pl.Tensor[[16, 128], pl.BF16]
out: pl.Out[pl.Tensor[[16, 128], pl.FP32]])";
  const std::string body =
      InLoop(R"(lhs_mat = pl.tile.load(lhs, [0, 0], [16, 128], target_memory=pl.Mem.Mat)
lhs_vec = pl.tile.move(lhs_mat, target_memory=pl.Mem.Vec)
)",
             "for n in pl.range(0, 2):");
  const std::string printed =
      RunAndPrint(MarkedProgram(params, "lhs, out", body, "lhs", kFreshLhs));
  EXPECT_GT(LineIndex(printed, {"pl.tile.load(lhs"}), LineIndex(printed, {"for n"}));
}

// test_marked_mat_panel_with_unsupported_l0_use_declines.
TEST(MatResidency, PanelWithNonMatmulL0UseDeclines) {
  const std::string params = R"(lhs: pl.Tensor[[16, 128], pl.BF16]
rhs: pl.Tensor[[64, 128], pl.BF16]
out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]
sink: pl.Out[pl.Tensor[[16, 64], pl.BF16]])";
  const std::string body =
      InLoop(R"(lhs_mat = pl.tile.load(lhs, [0, 0], [16, 128], target_memory=pl.Mem.Mat)
rhs_mat = pl.tile.load(rhs, [0, 0], [64, 128], target_memory=pl.Mem.Mat)
lhs_k0 = pl.tile.extract(lhs_mat, 0, 0, [16, 64], target_memory=pl.Mem.Left)
rhs_right = pl.tile.move(rhs_mat, target_memory=pl.Mem.Right)
c = pl.tile.matmul(lhs_k0, rhs_right)
stored = pl.tile.store(lhs_k0, [0, 0], sink)
)");
  const std::string printed =
      RunAndPrint(MarkedProgram(params, "lhs, rhs, out, sink", body, "lhs", kFreshLhs));
  EXPECT_GT(LineIndex(printed, {"pl.tile.load(lhs"}), LineIndex(printed, {"for n"}));
}

// ---------------------------------------------------------------------------
// Alias evidence.

// test_inout_source_stays_inside_loop.
TEST(MatResidency, InOutSourceDeclines) {
  const std::string params = R"(lhs: pl.InOut[pl.Tensor[[16, 128], pl.BF16]]
rhs: pl.Tensor[[128, 128], pl.BF16]
out: pl.Out[pl.Tensor[[16, 128], pl.FP32]])";
  const std::string printed = RunAndPrint(MarkedProgram(
      params, "lhs, rhs, out", InLoop(kChain, "for n in pl.range(0, 2):"), "lhs", kFreshLhs));
  EXPECT_GT(LineIndex(printed, {"pl.tile.load(lhs"}), LineIndex(printed, {"for n"}));
}

// test_write_through_tensor_view_stays_inside_loop.
TEST(MatResidency, WriteThroughTensorViewDeclines) {
  ExpectLhsStaysInLoop(absl::StrCat(
      "lhs_view = pl.tensor.view(lhs, [16, 128])\n",
      InLoop(absl::StrCat(
          kChain, "zero = pl.tile.create([16, 128], dtype=pl.BF16, target_memory=pl.Mem.Vec)\n",
          "updated_lhs = pl.tile.store(zero, [0, 0], lhs_view)\n"))));
}

// Worker/wrapper fixture of the reference's _parse_marked_wrapper_program.
std::string WrapperProgram(const std::string& main_body, const std::string& wrapper_type) {
  std::string text = R"(import pypto.language as pl

@pl.program
class MarkedWrapperResidency:
    @pl.function(type=pl.FunctionType.InCore)
    def worker(self, lhs: pl.Tensor[[16, 128], pl.BF16], mutation: pl.InOut[pl.Tensor[[16, 128], pl.BF16]], rhs: pl.Tensor[[128, 128], pl.BF16], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        for n in pl.range(0, 2, 1):
            lhs_mat = pl.tile.load(lhs, [0, 0], [16, 128], target_memory=pl.Mem.Mat)
            rhs_mat = pl.tile.load(rhs, [0, 0], [128, 128], target_memory=pl.Mem.Mat)
            lhs_left = pl.tile.move(lhs_mat, target_memory=pl.Mem.Left)
            rhs_right = pl.tile.move(rhs_mat, target_memory=pl.Mem.Right)
            c = pl.tile.matmul(lhs_left, rhs_right)
        return out

    @pl.function(type=)" +
                     wrapper_type +
                     R"()
    def wrapper(self, lhs: pl.Tensor[[16, 128], pl.BF16], mutation: pl.InOut[pl.Tensor[[16, 128], pl.BF16]], rhs: pl.Tensor[[128, 128], pl.BF16], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        result = self.worker(lhs, mutation, rhs, out)
        return result
)";
  if (!main_body.empty()) {
    text += absl::StrCat(R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, lhs: pl.Tensor[[16, 128], pl.BF16], mutation: pl.InOut[pl.Tensor[[16, 128], pl.BF16]], rhs: pl.Tensor[[128, 128], pl.BF16], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
)",
                         Indent(main_body, 8), "\n        return result\n");
  }
  return Stamp(text);
}

void ExpectWorkerLhsInLoop(const std::string& program) {
  const std::string printed = RunAndPrint(program);
  EXPECT_GT(LineIndex(printed, {"pl.tile.load(lhs"}), LineIndex(printed, {"for n"}));
  EXPECT_EQ(printed.find(kMarker), std::string::npos);
}

// test_direct_incore_wrapper_does_not_seed_worker_residency.
TEST(MatResidency, InCoreWrapperCallerDeclines) {
  ExpectWorkerLhsInLoop(WrapperProgram("", "pl.FunctionType.InCore"));
}

// test_orchestration_through_incore_wrapper_declines_worker_residency.
TEST(MatResidency, OrchestrationThroughWrapperDeclines) {
  ExpectWorkerLhsInLoop(
      WrapperProgram("result = self.wrapper(lhs, mutation, rhs, out)", "pl.FunctionType.InCore"));
}

// test_called_orchestration_helper_does_not_seed_worker_residency.
TEST(MatResidency, CalledOrchestrationHelperDeclines) {
  ExpectWorkerLhsInLoop(WrapperProgram("result = self.wrapper(mutation, mutation, rhs, out)",
                                       "pl.FunctionType.Orchestration"));
}

// test_safe_direct_call_and_incore_wrapper_call_decline_worker_residency.
TEST(MatResidency, SafeDirectCallPlusWrapperCallDeclines) {
  ExpectWorkerLhsInLoop(
      WrapperProgram("fresh_lhs = pl.create_tensor([16, 128], dtype=pl.BF16)\n"
                     "result = self.worker(fresh_lhs, mutation, rhs, out)",
                     "pl.FunctionType.InCore"));
}

// A task launch of the worker: a sibling node kind of Call that is never
// storage-disjointness evidence, so it poisons even a safe direct call's.
std::string SubmitProgram(const std::string& direct_call) {
  return Stamp(absl::StrCat(R"(import pypto.language as pl

@pl.program
class MarkedDistinctSubmitResidency:
    @pl.function(type=pl.FunctionType.InCore)
    def worker(self, lhs: pl.Tensor[[16, 128], pl.BF16], mutation: pl.InOut[pl.Tensor[[16, 128], pl.BF16]], rhs: pl.Tensor[[128, 128], pl.BF16], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        for n in pl.range(0, 2, 1):
            lhs_mat = pl.tile.load(lhs, [0, 0], [16, 128], target_memory=pl.Mem.Mat)
            rhs_mat = pl.tile.load(rhs, [0, 0], [128, 128], target_memory=pl.Mem.Mat)
            lhs_left = pl.tile.move(lhs_mat, target_memory=pl.Mem.Left)
            rhs_right = pl.tile.move(rhs_mat, target_memory=pl.Mem.Right)
            c = pl.tile.matmul(lhs_left, rhs_right)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, safe_mutation: pl.InOut[pl.Tensor[[16, 128], pl.BF16]], submit_lhs: pl.Tensor[[16, 128], pl.BF16], submit_mutation: pl.InOut[pl.Tensor[[16, 128], pl.BF16]], rhs: pl.Tensor[[128, 128], pl.BF16], safe_out: pl.Out[pl.Tensor[[16, 128], pl.FP32]], submit_out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        fresh_safe_lhs = pl.create_tensor([16, 128], dtype=pl.BF16)
)",
                            direct_call.empty() ? "" : absl::StrCat("        ", direct_call, "\n"),
                            R"(        with pl.manual_scope():
            result, _tid = pl.submit(self.worker, submit_lhs, submit_mutation, rhs, submit_out)
        return result
)"));
}

// test_distinct_root_submit_always_declines_worker_residency[submit-only].
TEST(MatResidency, SubmitOnlyDeclines) { ExpectWorkerLhsInLoop(SubmitProgram("")); }

// test_distinct_root_submit_always_declines_worker_residency[direct-plus-submit].
TEST(MatResidency, SafeDirectCallPlusSubmitDeclines) {
  ExpectWorkerLhsInLoop(
      SubmitProgram("_safe = self.worker(fresh_safe_lhs, safe_mutation, rhs, safe_out)"));
}

// Control: the same safe direct call alone does hoist.
TEST(MatResidency, SafeDirectCallAloneHoists) {
  std::string text =
      SubmitProgram("_safe = self.worker(fresh_safe_lhs, safe_mutation, rhs, safe_out)");
  const std::string launch = "        with pl.manual_scope():\n";
  text = text.substr(0, text.find(launch)) + "        result = _safe\n        return result\n";
  const std::string printed = RunAndPrint(text);
  EXPECT_LT(LineIndex(printed, {"pl.tile.load(lhs"}), LineIndex(printed, {"for n"})) << printed;
}

// test_external_root_parameters_do_not_prove_noalias.
TEST(MatResidency, ExternalParametersDecline) {
  std::string text =
      WrapperProgram("result = self.worker(lhs, mutation, rhs, out)", "pl.FunctionType.InCore");
  ExpectWorkerLhsInLoop(text);
}

// test_plain_alias_of_mat_panel_declines_residency.
TEST(MatResidency, PlainAliasOfPanelDeclines) {
  const std::string params = R"(lhs: pl.Tensor[[16, 128], pl.BF16]
rhs: pl.Tensor[[128, 128], pl.BF16]
out: pl.Out[pl.Tensor[[16, 128], pl.FP32]])";
  const std::string body =
      InLoop(R"(lhs_mat = pl.tile.load(lhs, [0, 0], [16, 128], target_memory=pl.Mem.Mat)
alias = lhs_mat
patch = pl.tile.create([16, 128], dtype=pl.BF16, target_memory=pl.Mem.Mat)
alias_after = pl.tile.assemble(alias, patch, [0, 0])
rhs_mat = pl.tile.load(rhs, [0, 0], [128, 128], target_memory=pl.Mem.Mat)
lhs_left = pl.tile.move(lhs_mat, target_memory=pl.Mem.Left)
mutated_left = pl.tile.move(alias_after, target_memory=pl.Mem.Left)
rhs_right = pl.tile.move(rhs_mat, target_memory=pl.Mem.Right)
c = pl.tile.matmul(lhs_left, rhs_right)
mutated_c = pl.tile.matmul(mutated_left, rhs_right)
)");
  const std::string printed =
      RunAndPrint(MarkedProgram(params, "lhs, rhs, out", body, "lhs", kFreshLhs));
  const int loop = LineIndex(printed, {"for n"});
  EXPECT_GT(LineIndex(printed, {"pl.tile.load(lhs"}), loop);
  EXPECT_GT(LineIndex(printed, {"lhs_left", "tile.move"}), loop);
}

// test_following_helper_call_keeps_residency_chain_inside_loop: a call of a
// program function may hide synchronisation.
TEST(MatResidency, FollowingHelperCallDeclines) {
  const std::string text = Stamp(R"(import pypto.language as pl

@pl.program
class MarkedHelperSyncResidency:
    @pl.function(type=pl.FunctionType.InCore)
    def barrier(self, out: pl.InOut[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        fence = pl.system.fence()
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def worker(self, lhs: pl.Tensor[[16, 128], pl.BF16], rhs: pl.Tensor[[128, 128], pl.BF16], out: pl.InOut[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        for n, (acc,) in pl.range(0, 2, 1, init_values=(out,)):
            lhs_mat = pl.tile.load(lhs, [0, 0], [16, 128], target_memory=pl.Mem.Mat)
            rhs_mat = pl.tile.load(rhs, [0, 0], [128, 128], target_memory=pl.Mem.Mat)
            lhs_left = pl.tile.move(lhs_mat, target_memory=pl.Mem.Left)
            rhs_right = pl.tile.move(rhs_mat, target_memory=pl.Mem.Right)
            c = pl.tile.matmul(lhs_left, rhs_right)
            acc_next = self.barrier(acc)
            out_rv = pl.yield_(acc_next)
        return out_rv

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, rhs: pl.Tensor[[128, 128], pl.BF16], out: pl.InOut[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        fresh_lhs = pl.create_tensor([16, 128], dtype=pl.BF16)
        result = self.worker(fresh_lhs, rhs, out)
        return result
)");
  ExpectWorkerLhsInLoop(text);
}

// ---------------------------------------------------------------------------
// Capacity and reservation gates (test_marked_chain_declines_capacity_and_
// reserve_gates): every allocating tile of the function must fit at once.

void ExpectNeedleInLoop(const std::string& params, const std::string& args, const std::string& body,
                        const std::string& needle, const std::string& fresh,
                        const std::string& fresh_expr) {
  const std::string printed = RunAndPrint(MarkedProgram(params, args, body, fresh, fresh_expr));
  EXPECT_GT(LineIndex(printed, {needle}), LineIndex(printed, {"for n"})) << printed;
  EXPECT_EQ(printed.find(kMarker), std::string::npos);
}

// [l1]: two 256 KiB Mat panels plus the rhs exceed the 512 KiB Mat.
TEST(MatResidency, MatCapacityGate) {
  ExpectNeedleInLoop(R"(a: pl.Tensor[[512, 256], pl.BF16]
b: pl.Tensor[[512, 256], pl.BF16]
rhs: pl.Tensor[[128, 128], pl.BF16]
out: pl.Out[pl.Tensor[[16, 128], pl.FP32]])",
                     "a, b, rhs, out",
                     InLoop(R"(a_mat = pl.tile.load(a, [0, 0], [512, 256], target_memory=pl.Mem.Mat)
b_mat = pl.tile.load(b, [0, 0], [512, 256], target_memory=pl.Mem.Mat)
rhs_mat = pl.tile.load(rhs, [0, 0], [128, 128], target_memory=pl.Mem.Mat)
a_left = pl.tile.extract(a_mat, 0, 0, [16, 128], target_memory=pl.Mem.Left)
b_left = pl.tile.extract(b_mat, 0, 0, [16, 128], target_memory=pl.Mem.Left)
rhs_right = pl.tile.move(rhs_mat, target_memory=pl.Mem.Right)
ca = pl.tile.matmul(a_left, rhs_right)
cb = pl.tile.matmul(b_left, rhs_right)
)"),
                     "pl.tile.load(a,", "a", "pl.create_tensor([512, 256], dtype=pl.BF16)");
}

// [l0a]: two 64 KiB Left tiles exceed L0A.
TEST(MatResidency, LeftCapacityGate) {
  ExpectNeedleInLoop(R"(a: pl.Tensor[[256, 128], pl.BF16]
b: pl.Tensor[[256, 128], pl.BF16]
rhs: pl.Tensor[[128, 128], pl.BF16]
out: pl.Out[pl.Tensor[[16, 128], pl.FP32]])",
                     "a, b, rhs, out",
                     InLoop(R"(a_mat = pl.tile.load(a, [0, 0], [256, 128], target_memory=pl.Mem.Mat)
b_mat = pl.tile.load(b, [0, 0], [256, 128], target_memory=pl.Mem.Mat)
rhs_mat = pl.tile.load(rhs, [0, 0], [128, 128], target_memory=pl.Mem.Mat)
a_left = pl.tile.move(a_mat, target_memory=pl.Mem.Left)
b_left = pl.tile.move(b_mat, target_memory=pl.Mem.Left)
rhs_right = pl.tile.move(rhs_mat, target_memory=pl.Mem.Right)
ca = pl.tile.matmul(a_left, rhs_right)
cb = pl.tile.matmul(b_left, rhs_right)
)"),
                     "a_left", "a", "pl.create_tensor([256, 128], dtype=pl.BF16)");
}

// [l0b]: two 64 KiB Right tiles exceed L0B.
TEST(MatResidency, RightCapacityGate) {
  ExpectNeedleInLoop(
      R"(lhs: pl.Tensor[[16, 128], pl.BF16]
rhs0: pl.Tensor[[128, 256], pl.BF16]
rhs1: pl.Tensor[[128, 256], pl.BF16]
out: pl.Out[pl.Tensor[[16, 128], pl.FP32]])",
      "lhs, rhs0, rhs1, out",
      InLoop(R"(lhs_mat = pl.tile.load(lhs, [0, 0], [16, 128], target_memory=pl.Mem.Mat)
rhs0_mat = pl.tile.load(rhs0, [0, 0], [128, 256], target_memory=pl.Mem.Mat)
rhs1_mat = pl.tile.load(rhs1, [0, 0], [128, 256], target_memory=pl.Mem.Mat)
lhs_left = pl.tile.move(lhs_mat, target_memory=pl.Mem.Left)
rhs0_right = pl.tile.move(rhs0_mat, target_memory=pl.Mem.Right)
rhs1_right = pl.tile.move(rhs1_mat, target_memory=pl.Mem.Right)
c0 = pl.tile.matmul(lhs_left, rhs0_right)
c1 = pl.tile.matmul(lhs_left, rhs1_right)
)"),
      "rhs0_right", "rhs0", "pl.create_tensor([128, 256], dtype=pl.BF16)");
}

// [outer-live]: a Mat tile live outside the loop counts too.
TEST(MatResidency, OuterLiveTileCountsTowardCapacity) {
  ExpectNeedleInLoop(R"(outer: pl.Tensor[[320, 384], pl.FP32]
lhs: pl.Tensor[[16, 128], pl.BF16]
rhs: pl.Tensor[[128, 128], pl.BF16]
out: pl.Out[pl.Tensor[[16, 128], pl.FP32]])",
                     "outer, lhs, rhs, out",
                     absl::StrCat("outer_mat = pl.tile.load(outer, [0, 0], [320, 384], "
                                  "target_memory=pl.Mem.Mat)\n",
                                  InLoop(kChain)),
                     "pl.tile.load(lhs", "lhs", kFreshLhs);
}

// ---------------------------------------------------------------------------
// Provenance.

// test_manual_tile_load_is_not_hoisted: hand-written loads carry no marker.
TEST(MatResidency, ManualLoadIsNotHoisted) {
  const std::string text = R"(import pypto.language as pl

@pl.program
class Manual:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, lhs: pl.Tensor[[16, 128], pl.BF16], rhs: pl.Tensor[[128, 128], pl.BF16], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        for n in pl.range(0, 2):
            lhs_mat = pl.tile.load(lhs, [0, 0], [16, 128], target_memory=pl.Mem.Mat)
            rhs_mat = pl.tile.load(rhs, [0, 0], [128, 128], target_memory=pl.Mem.Mat)
            lhs_left = pl.tile.move(lhs_mat, target_memory=pl.Mem.Left)
            rhs_right = pl.tile.move(rhs_mat, target_memory=pl.Mem.Right)
            c = pl.tile.matmul(lhs_left, rhs_right)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, rhs: pl.Tensor[[128, 128], pl.BF16], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        fresh_lhs = pl.create_tensor([16, 128], dtype=pl.BF16)
        result = self.kernel(fresh_lhs, rhs, out)
        return result
)";
  const std::string printed = RunAndPrint(text);
  const int loop = LineIndex(printed, {"for n"});
  EXPECT_GT(LineIndex(printed, {"pl.tile.load(lhs"}), loop);
  EXPECT_GT(LineIndex(printed, {"lhs_left", "tile.move"}), loop);
}

// ---------------------------------------------------------------------------
// Tensor-level programs through the tile pipeline (the reference's
// _run_tensor_infer: ConvertTensorToTileOps ... InferTileMemorySpace).

const std::vector<std::string> kTensorPasses = {"ConvertTensorToTileOps", "FlattenTileNdTo2D",
                                                "AutoTileMatmulL0", "CanonicalizeTileSlice",
                                                kInfer};

std::string TensorKernel(const std::string& main_params, const std::string& main_body) {
  return absl::StrCat(R"(import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, lhs: pl.Tensor[[16, 128], pl.BF16], rhs: pl.Tensor[[128, 256], pl.BF16], out: pl.Out[pl.Tensor[[16, 256], pl.FP32]]) -> pl.Tensor[[16, 256], pl.FP32]:
        for n, (acc,) in pl.range(0, 256, 128, init_values=(out,)):
            rhs_n: pl.Tensor[[128, 128], pl.BF16] = pl.slice(rhs, [128, 128], [0, n])
            c_n: pl.Tensor[[16, 128], pl.FP32] = pl.matmul(lhs, rhs_n, out_dtype=pl.FP32)
            acc_next: pl.Tensor[[16, 256], pl.FP32] = pl.assemble(acc, c_n, [0, n])
            result = pl.yield_(acc_next)
        return result

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, )",
                      main_params, R"() -> pl.Tensor[[16, 256], pl.FP32]:
)",
                      Indent(main_body, 8), "\n        return result\n");
}

// test_tensor_matmul_stationary_lhs_loads_once: the lhs GM -> Mat load and
// its Left move are hoisted once; the rhs slice streams in the loop.
TEST(MatResidency, TensorMatmulStationaryLhsLoadsOnce) {
  const std::string printed = RunAndPrint(
      TensorKernel(
          "rhs: pl.Tensor[[128, 256], pl.BF16], out: pl.Out[pl.Tensor[[16, 256], pl.FP32]]",
          "fresh_lhs = pl.create_tensor([16, 128], dtype=pl.BF16)\n"
          "result = self.kernel(fresh_lhs, rhs, out)"),
      kTensorPasses);
  ASSERT_FALSE(printed.empty());
  const int loop = LineIndex(printed, {"for n"});
  EXPECT_EQ(CountLines(printed, {"pl.tile.load(lhs"}), 1) << printed;
  EXPECT_EQ(CountLines(printed, {"pl.tile.move(", "target_memory=pl.Mem.Left"}), 1) << printed;
  EXPECT_LT(LineIndex(printed, {"pl.tile.load(lhs"}), loop) << printed;
  EXPECT_LT(LineIndex(printed, {"pl.tile.move(", "target_memory=pl.Mem.Left"}), loop) << printed;
  EXPECT_GT(LineIndex(printed, {"pl.tile.load(rhs"}), loop) << printed;
  EXPECT_EQ(printed.find(kMarker), std::string::npos) << printed;
}

// test_multiple_proven_safe_call_sites_allow_residency.
TEST(MatResidency, MultipleSafeCallSitesAllowResidency) {
  const std::string printed = RunAndPrint(
      TensorKernel("rhs: pl.Tensor[[128, 256], pl.BF16], out0: pl.Out[pl.Tensor[[16, 256], "
                   "pl.FP32]], out1: pl.Out[pl.Tensor[[16, 256], pl.FP32]]",
                   "fresh_lhs0 = pl.create_tensor([16, 128], dtype=pl.BF16)\n"
                   "fresh_lhs1 = pl.create_tensor([16, 128], dtype=pl.BF16)\n"
                   "_ignored = self.kernel(fresh_lhs0, rhs, out0)\n"
                   "result = self.kernel(fresh_lhs1, rhs, out1)"),
      kTensorPasses);
  EXPECT_LT(LineIndex(printed, {"pl.tile.load(lhs"}), LineIndex(printed, {"for n"})) << printed;
}

// test_direct_incore_entry_declines_residency: no caller, no evidence.
TEST(MatResidency, UncalledKernelDeclines) {
  std::string text = TensorKernel(
      "rhs: pl.Tensor[[128, 256], pl.BF16], out: pl.Out[pl.Tensor[[16, 256], pl.FP32]]",
      "result = out");
  const std::string printed = RunAndPrint(text, kTensorPasses);
  EXPECT_GT(LineIndex(printed, {"pl.tile.load(lhs"}), LineIndex(printed, {"for n"})) << printed;
  EXPECT_EQ(printed.find(kMarker), std::string::npos) << printed;
}

// test_unknown_call_actual_root_declines_residency: a slice of an external
// tensor is not a fresh allocation.
TEST(MatResidency, SliceOfExternalActualDeclines) {
  const std::string printed = RunAndPrint(
      TensorKernel("backing_lhs: pl.Tensor[[32, 128], pl.BF16], rhs: pl.Tensor[[128, 256], "
                   "pl.BF16], out: pl.Out[pl.Tensor[[16, 256], pl.FP32]]",
                   "lhs_part: pl.Tensor[[16, 128], pl.BF16] = pl.slice(backing_lhs, [16, 128], "
                   "[0, 0])\n"
                   "result = self.kernel(lhs_part, rhs, out)"),
      kTensorPasses);
  EXPECT_GT(LineIndex(printed, {"pl.tile.load(lhs"}), LineIndex(printed, {"for n"})) << printed;
}

// test_caller_backed_mixed_kernel_keeps_resident_aic_operand, reduced to a
// pure cube kernel (ptoc does not split mixed kernels yet) and run through
// the whole Default pipeline: the hoisted lhs load stays in front of the loop
// of the cube function.
TEST(MatResidency, ResidentOperandSurvivesDefaultPipeline) {
  const std::string text = R"(import pypto.language as pl

@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, lhs: pl.Tensor[[16, 128], pl.BF16], rhs: pl.Tensor[[128, 256], pl.BF16], out: pl.Out[pl.Tensor[[16, 256], pl.FP32]]) -> pl.Tensor[[16, 256], pl.FP32]:
        for n, (acc,) in pl.range(0, 256, 128, init_values=(out,)):
            rhs_n: pl.Tensor[[128, 128], pl.BF16] = pl.slice(rhs, [128, 128], [0, n])
            c_n: pl.Tensor[[16, 128], pl.FP32] = pl.matmul(lhs, rhs_n, out_dtype=pl.FP32)
            acc_next: pl.Tensor[[16, 256], pl.FP32] = pl.assemble(acc, c_n, [0, n])
            result = pl.yield_(acc_next)
        return result

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, rhs: pl.Tensor[[128, 256], pl.BF16], out: pl.Out[pl.Tensor[[16, 256], pl.FP32]]) -> pl.Tensor[[16, 256], pl.FP32]:
        fresh_lhs = pl.create_tensor([16, 128], dtype=pl.BF16)
        result = self.kernel(fresh_lhs, rhs, out)
        return result
)";
  const std::vector<std::string> names =
      pass::PassManager::GetStrategy(pass::OptimizationStrategy::kDefault).GetPassNames();
  const std::string printed = RunAndPrint(text, names);
  ASSERT_FALSE(printed.empty());
  std::vector<std::string> lines = absl::StrSplit(printed, '\n');
  const int aic = LineIndex(printed, {"def kernel"});
  int load = -1, loop = -1;
  for (int i = aic + 1; i < static_cast<int>(lines.size()); ++i) {
    if (lines[i].find("    def ") != std::string::npos) break;
    if (load < 0 && lines[i].find("pl.tile.load(lhs") != std::string::npos) load = i;
    if (loop < 0 && lines[i].find("for n") != std::string::npos) loop = i;
  }
  EXPECT_GE(load, 0) << printed;
  EXPECT_LT(load, loop) << printed;
}

}  // namespace
}  // namespace ptoc::transforms
