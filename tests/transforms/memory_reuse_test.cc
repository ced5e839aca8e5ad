// Before/Expected tests of MemoryReuse's pipeline-stage separation with
// capacity-driven depth shedding, the Ascend910B split-AIV load/tpop hazard
// guard and the coalescing of accumulator if phis, plus InitMemRef's byte
// offset of a zero-offset slice view. Every case runs the registered passes
// through the pass registry under the pass test environment (verification
// before/after and print -> parse roundtrip). The programs and the expected
// buffer assignments are translated from the reference's
// tests/ut/ir/transforms/test_memory_reuse.py (each case names the test it
// mirrors); where the reference only asserts which tiles share a base, the
// expectations here do the same, and where a full Expected program is given
// it was derived by following the reference pass's packing rules by hand.
#include <cstdlib>
#include <fstream>
#include <map>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "compiler/backend/soc.h"
#include "compiler/pass/instruments.h"
#include "compiler/pass/pass_context.h"
#include "compiler/text/printer.h"
#include "gtest/gtest.h"
#include "tests/testing/dsl_pass_check.h"

namespace ptoc {
namespace {

using ir::ProgramPtr;

using testing::ExpectSameProgram;
using testing::kCompareMemRefs;
using testing::ParseOrFail;
using testing::RunPassesOrFail;

// Tile variable name -> name of its MemRef base, over every assignment.
void CollectBases(const ir::StmtPtr& s, std::map<std::string, std::string>* out) {
  if (!s) return;
  if (auto a = ir::As<ir::AssignStmt>(s)) {
    if (auto t = ir::As<ir::TileType>(a->var()->type())) {
      if (t->memref()) (*out)[a->var()->name_hint()] = t->memref()->base()->name_hint();
    }
  } else if (auto seq = ir::As<ir::SeqStmts>(s)) {
    for (const auto& c : seq->stmts()) CollectBases(c, out);
  } else if (auto i = ir::As<ir::IfStmt>(s)) {
    CollectBases(i->then_body(), out);
    CollectBases(i->else_body(), out);
  } else if (auto f = ir::As<ir::ForStmt>(s)) {
    CollectBases(f->body(), out);
  }
}

std::map<std::string, std::string> Bases(const ProgramPtr& p) {
  std::map<std::string, std::string> out;
  if (!p) return out;
  for (const auto& f : p->functions()) CollectBases(f->body(), &out);
  return out;
}

const char kHead[] = "import pypto.language as pl\n\n@pl.program\nclass P:\n";
const char kInCore[] = "    @pl.function(type=pl.FunctionType.InCore)\n";

// One matmul stage: Mat loads of a<i>/b<i>, Left/Right moves (the Right one
// tagged with `tag` when non-empty), the matmul and its store into o<i>.
std::string Stage(const std::string& i, const std::string& a, const std::string& b,
                  const std::string& lshape, const std::string& rshape, const std::string& mshape,
                  const std::string& tag, const std::string& left = "") {
  std::string attrs =
      tag.empty() ? "" : absl::StrCat(", attrs={\"pipeline_membership\": \"", tag, "\"}");
  std::string s;
  std::string lt = left;
  if (left.empty()) {
    lt = "l" + i;
    absl::StrAppend(&s, "        a", i, "m: pl.Tile[", lshape,
                    ", pl.BF16, pl.Mem.Mat] = pl.tile.load(", a, ", [0, 0], ", lshape, ", ", lshape,
                    ", target_memory=pl.Mem.Mat)\n");
  }
  absl::StrAppend(&s, "        b", i, "m: pl.Tile[", rshape,
                  ", pl.BF16, pl.Mem.Mat] = pl.tile.load(", b, ", [0, 0], ", rshape, ", ", rshape,
                  ", target_memory=pl.Mem.Mat)\n");
  if (left.empty()) {
    absl::StrAppend(&s, "        l", i, ": pl.Tile[", lshape,
                    ", pl.BF16, pl.Mem.Left] = pl.tile.move(a", i,
                    "m, target_memory=pl.Mem.Left)\n");
  }
  absl::StrAppend(&s, "        r", i, ": pl.Tile[", rshape,
                  ", pl.BF16, pl.Mem.Right] = pl.tile.move(b", i, "m, target_memory=pl.Mem.Right",
                  attrs, ")\n");
  absl::StrAppend(&s, "        m", i, ": pl.Tile[", mshape,
                  ", pl.FP32, pl.Mem.Acc] = pl.tile.matmul(", lt, ", r", i, ")\n");
  absl::StrAppend(&s, "        s", i, ": pl.Tensor[", mshape, ", pl.FP32] = pl.tile.store(m", i,
                  ", [0, 0], o", i, ")\n");
  return s;
}

// Independent matmul stages i = 0..n-1 with the given Right tags
// (TestCapacityGatedReuse._two_stage_matmuls and its 3-stage variants).
std::string StagesProgram(int m, int k, int n, const std::vector<std::string>& tags) {
  const std::string ls = absl::StrCat("[", m, ", ", k, "]");
  const std::string rs = absl::StrCat("[", k, ", ", n, "]");
  const std::string ms = absl::StrCat("[", m, ", ", n, "]");
  std::string sig, body;
  for (size_t i = 0; i < tags.size(); ++i) {
    absl::StrAppend(&sig, "a", i, ": pl.Tensor[", ls, ", pl.BF16], b", i, ": pl.Tensor[", rs,
                    ", pl.BF16], ");
  }
  for (size_t i = 0; i < tags.size(); ++i) {
    absl::StrAppend(&sig, "o", i, ": pl.Out[pl.Tensor[", ms, ", pl.FP32]]",
                    i + 1 < tags.size() ? ", " : "");
  }
  for (size_t i = 0; i < tags.size(); ++i) {
    const std::string is = std::to_string(i);
    body += Stage(is, "a" + is, "b" + is, ls, rs, ms, tags[i]);
  }
  return absl::StrCat(kHead, kInCore, "    def kernel(self, ", sig, ") -> pl.Tensor[", ms,
                      ", pl.FP32]:\n", body, "        return s", tags.size() - 1, "\n");
}

const std::vector<std::string> kInitReuse = {"InitMemRef", "MemoryReuse"};

// ---------------------------------------------------------------------------
// Pipeline stage separation, capacity gated (Ascend910B, the default target).

// TestCapacityGatedReuse::test_separates_affordable_cross_stage_right_operands,
// with the whole program expected: 2 KB Right operands tagged 0:0 / 0:1 fit
// twice in the 64 KB L0B, so they stay apart, while the untagged Mat / Left /
// Acc tiles of the two stages pair up; the pipeline_membership tags are
// stripped (TestPipelineStageSeparation::test_stage_tiles_get_distinct_buffers).
TEST(MemoryReusePipelineTest, SeparatesAffordableCrossStageOperands) {
  auto after = RunPassesOrFail(kInitReuse, ParseOrFail(StagesProgram(32, 32, 32, {"0:0", "0:1"})));
  const std::string d = "pl.Tensor[[32, 32], pl.BF16, pl.MemRef(\"mem_ddr_";
  auto tile = [](const std::string& space, const std::string& base, int size) {
    const std::string shape = space == "Acc" ? "[32, 32], pl.FP32" : "[32, 32], pl.BF16";
    return absl::StrCat("pl.Tile[", shape, ", pl.MemRef(", base, ", 0, ", size, "), pl.Mem.", space,
                        "]");
  };
  std::string expected = absl::StrCat(
      kHead, kInCore, "    def kernel(self, a0: ", d, "0\", 0, 2048)], b0: ", d,
      "1\", 0, 2048)], a1: ", d, "2\", 0, 2048)], b1: ", d, "3\", 0, 2048)], ",
      "o0: pl.Out[pl.Tensor[[32, 32], pl.FP32, pl.MemRef(\"mem_ddr_4\", 0, 4096)]], ",
      "o1: pl.Out[pl.Tensor[[32, 32], pl.FP32, pl.MemRef(\"mem_ddr_5\", 0, 4096)]]) -> "
      "pl.Tensor[[32, 32], pl.FP32]:\n",
      "        mem_mat_6: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 2048)\n",
      "        mem_mat_7: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 2048)\n",
      "        mem_left_8: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)\n",
      "        mem_right_9: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 2048)\n",
      "        mem_acc_10: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 4096)\n",
      "        mem_right_14: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 2048)\n");
  for (int i = 0; i < 2; ++i) {
    const std::string right = i == 0 ? "mem_right_9" : "mem_right_14";
    absl::StrAppend(
        &expected, "        a", i, "m: ", tile("Mat", "mem_mat_6", 2048), " = pl.tile.load(a", i,
        ", [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)\n", "        b", i,
        "m: ", tile("Mat", "mem_mat_7", 2048), " = pl.tile.load(b", i,
        ", [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Mat)\n", "        l", i, ": ",
        tile("Left", "mem_left_8", 2048), " = pl.tile.move(a", i, "m, target_memory=pl.Mem.Left)\n",
        "        r", i, ": ", tile("Right", right, 2048), " = pl.tile.move(b", i,
        "m, target_memory=pl.Mem.Right)\n", "        m", i, ": ", tile("Acc", "mem_acc_10", 4096),
        " = pl.tile.matmul(l", i, ", r", i, ")\n", "        s", i,
        ": pl.Tensor[[32, 32], pl.FP32, pl.MemRef(\"mem_ddr_", 4 + i,
        "\", 0, 4096)] = pl.tile.store(m", i, ", [0, 0], o", i, ")\n");
  }
  absl::StrAppend(&expected, "        return s1\n");
  ExpectSameProgram(after, ParseOrFail(expected), kCompareMemRefs);
  EXPECT_EQ(text::PrintProgram(after).find("pipeline_membership"), std::string::npos);
}

// TestCapacityGatedReuse::test_merges_when_slot_too_large_to_double_buffer:
// 48 KB Right operands leave room for one buffer (min(2, 64/48) = 1).
TEST(MemoryReusePipelineTest, MergesWhenSlotTooLargeToDoubleBuffer) {
  auto b =
      Bases(RunPassesOrFail(kInitReuse, ParseOrFail(StagesProgram(16, 128, 192, {"0:0", "0:1"}))));
  ASSERT_TRUE(b.count("r0") && b.count("r1"));
  EXPECT_EQ(b["r0"], b["r1"]);
}

// TestCapacityGatedReuse::test_finds_max_affordable_double_buffer_depth:
// three 32 KB stages, depth min(3, 64/32) = 2: stages 0 and 2 share.
TEST(MemoryReusePipelineTest, FindsMaxAffordableDepth) {
  auto b = Bases(
      RunPassesOrFail(kInitReuse, ParseOrFail(StagesProgram(16, 128, 128, {"0:0", "0:1", "0:2"}))));
  ASSERT_TRUE(b.count("r0") && b.count("r1") && b.count("r2"));
  EXPECT_EQ(b["r0"], b["r2"]);
  EXPECT_NE(b["r0"], b["r1"]);
}

// TestCapacityGatedReuse::test_merges_same_stage_operands.
TEST(MemoryReusePipelineTest, MergesSameStageOperands) {
  auto b =
      Bases(RunPassesOrFail(kInitReuse, ParseOrFail(StagesProgram(32, 32, 32, {"0:0", "0:0"}))));
  EXPECT_EQ(b["r0"], b["r1"]);
}

// TestCapacityGatedReuse::test_separates_sparse_stage_ids: stages {0, 2} are
// ordinals 0 and 1, so they stay apart at depth 2.
TEST(MemoryReusePipelineTest, SeparatesSparseStageIds) {
  auto b =
      Bases(RunPassesOrFail(kInitReuse, ParseOrFail(StagesProgram(32, 32, 32, {"0:0", "0:2"}))));
  EXPECT_NE(b["r0"], b["r1"]);
}

// TestCapacityGatedReuse::test_is_deterministic.
TEST(MemoryReusePipelineTest, IsDeterministic) {
  const std::string src = StagesProgram(32, 32, 32, {"0:0", "0:1"});
  EXPECT_EQ(Bases(RunPassesOrFail(kInitReuse, ParseOrFail(src))),
            Bases(RunPassesOrFail(kInitReuse, ParseOrFail(src))));
}

// TestCapacityGatedReuse::test_stage4_uses_balanced_modulo_coloring: four
// 32 KB stages sharing one Left tile, depth 2: residues {0, 2} and {1, 3}.
TEST(MemoryReusePipelineTest, Stage4UsesBalancedModuloColoring) {
  std::string body =
      "        am: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 128], "
      "[16, 128], target_memory=pl.Mem.Mat)\n"
      "        bm: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [128, 128], "
      "[128, 128], target_memory=pl.Mem.Mat)\n"
      "        lt: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(am, "
      "target_memory=pl.Mem.Left)\n";
  for (int i = 0; i < 4; ++i) {
    absl::StrAppend(&body, "        r", i,
                    ": pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.move(bm, "
                    "target_memory=pl.Mem.Right, attrs={\"pipeline_membership\": \"0:",
                    i, "\"})\n", "        m", i,
                    ": pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lt, r", i, ")\n",
                    "        s", i, ": pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(m", i,
                    ", [0, 0], out)\n");
  }
  std::string src = absl::StrCat(
      kHead, kInCore,
      "    def kernel(self, a: pl.Tensor[[16, 128], pl.BF16], b: pl.Tensor[[128, 128], pl.BF16], "
      "out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:\n",
      body, "        return s3\n");
  auto after = RunPassesOrFail(kInitReuse, ParseOrFail(src));
  auto b = Bases(after);
  EXPECT_EQ(b["r0"], b["r2"]);
  EXPECT_EQ(b["r1"], b["r3"]);
  EXPECT_NE(b["r0"], b["r1"]);
  EXPECT_TRUE(RunPassesOrFail({"AllocateMemoryAddr"}, after));
}

// TestCapacityGatedReuse::test_sheds_depth_when_coresident_tile_would_overflow:
// a 32 KB Right tile np0 live across both 32 KB stages leaves no room for
// depth 2 in the 64 KB L0B, so the group sheds to one buffer.
TEST(MemoryReusePipelineTest, ShedsDepthWhenCoResidentTileWouldOverflow) {
  const std::string ls = "[16, 128]", rs = "[128, 128]", ms = "[16, 128]";
  std::string body = Stage("2", "a2", "b2", ls, rs, ms, "");
  // Stage 2 defines np0 (untagged) early and consumes it last.
  body = absl::StrReplaceAll(body, {{"r2", "np0"}});
  const std::string head_part = body.substr(0, body.find("        m2"));
  const std::string tail_part = body.substr(body.find("        m2"));
  std::string src = absl::StrCat(
      kHead, kInCore,
      "    def kernel(self, a0: pl.Tensor[[16, 128], pl.BF16], b0: pl.Tensor[[128, 128], "
      "pl.BF16], a1: pl.Tensor[[16, 128], pl.BF16], b1: pl.Tensor[[128, 128], pl.BF16], a2: "
      "pl.Tensor[[16, 128], pl.BF16], b2: pl.Tensor[[128, 128], pl.BF16], o0: "
      "pl.Out[pl.Tensor[[16, 128], pl.FP32]], o1: pl.Out[pl.Tensor[[16, 128], pl.FP32]], o2: "
      "pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:\n",
      head_part, Stage("0", "a0", "b0", ls, rs, ms, "0:0"),
      Stage("1", "a1", "b1", ls, rs, ms, "0:1"), tail_part, "        return s2\n");
  auto after = RunPassesOrFail(kInitReuse, ParseOrFail(src));
  auto b = Bases(after);
  ASSERT_TRUE(b.count("r0") && b.count("r1") && b.count("np0"));
  EXPECT_EQ(b["r0"], b["r1"]);
  EXPECT_NE(b["np0"], b["r0"]);
  EXPECT_TRUE(RunPassesOrFail({"AllocateMemoryAddr"}, after));
}

// TestCapacityGatedReuse::test_sequential_groups_time_share_without_false_shed:
// group A (16 KB, 0:0/0:1) then group B (24 KB, 1:0/1:1) cross-merge into two
// buffers, both keeping depth 2.
TEST(MemoryReusePipelineTest, SequentialGroupsTimeShare) {
  const std::string ls = "[16, 128]";
  std::string src = absl::StrCat(
      kHead, kInCore,
      "    def kernel(self, la: pl.Tensor[[16, 128], pl.BF16], b0: pl.Tensor[[128, 64], pl.BF16], "
      "b1: pl.Tensor[[128, 64], pl.BF16], b2: pl.Tensor[[128, 96], pl.BF16], b3: "
      "pl.Tensor[[128, 96], pl.BF16], o0: pl.Out[pl.Tensor[[16, 64], pl.FP32]], o1: "
      "pl.Out[pl.Tensor[[16, 64], pl.FP32]], o2: pl.Out[pl.Tensor[[16, 96], pl.FP32]], o3: "
      "pl.Out[pl.Tensor[[16, 96], pl.FP32]]) -> pl.Tensor[[16, 96], pl.FP32]:\n",
      "        lam: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(la, [0, 0], [16, 128], "
      "[16, 128], target_memory=pl.Mem.Mat)\n",
      "        lt: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(lam, "
      "target_memory=pl.Mem.Left)\n",
      Stage("0", "", "b0", ls, "[128, 64]", "[16, 64]", "0:0", "lt"),
      Stage("1", "", "b1", ls, "[128, 64]", "[16, 64]", "0:1", "lt"),
      Stage("2", "", "b2", ls, "[128, 96]", "[16, 96]", "1:0", "lt"),
      Stage("3", "", "b3", ls, "[128, 96]", "[16, 96]", "1:1", "lt"), "        return s3\n");
  auto after = RunPassesOrFail(kInitReuse, ParseOrFail(src));
  auto b = Bases(after);
  EXPECT_NE(b["r0"], b["r1"]);
  EXPECT_NE(b["r2"], b["r3"]);
  std::set<std::string> distinct = {b["r0"], b["r1"], b["r2"], b["r3"]};
  EXPECT_EQ(distinct.size(), 2u);
  EXPECT_TRUE(RunPassesOrFail({"AllocateMemoryAddr"}, after));
}

// TestCapacityGatedReuse::test_multi_group_shed_prefers_largest_slot: with a
// 24 KB co-live blocker, group A (24 KB) sheds to depth 1 and group B (16 KB)
// keeps depth 2.
TEST(MemoryReusePipelineTest, MultiGroupShedPrefersLargestSlot) {
  const std::string ls = "[16, 128]";
  std::string np = Stage("9", "", "bnp", ls, "[128, 96]", "[16, 96]", "", "lt");
  np = absl::StrReplaceAll(np, {{"r9", "np0"}});
  const std::string np_head = np.substr(0, np.find("        m9"));
  const std::string np_tail = np.substr(np.find("        m9"));
  std::string src = absl::StrCat(
      kHead, kInCore,
      "    def kernel(self, la: pl.Tensor[[16, 128], pl.BF16], bnp: pl.Tensor[[128, 96], "
      "pl.BF16], ba: pl.Tensor[[128, 96], pl.BF16], bb: pl.Tensor[[128, 64], pl.BF16], o9: "
      "pl.Out[pl.Tensor[[16, 96], pl.FP32]], o0: pl.Out[pl.Tensor[[16, 96], pl.FP32]], o1: "
      "pl.Out[pl.Tensor[[16, 96], pl.FP32]], o2: pl.Out[pl.Tensor[[16, 64], pl.FP32]], o3: "
      "pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 96], pl.FP32]:\n",
      "        lam: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(la, [0, 0], [16, 128], "
      "[16, 128], target_memory=pl.Mem.Mat)\n",
      "        lt: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(lam, "
      "target_memory=pl.Mem.Left)\n",
      np_head, Stage("0", "", "ba", ls, "[128, 96]", "[16, 96]", "0:0", "lt"),
      Stage("1", "", "ba", ls, "[128, 96]", "[16, 96]", "0:1", "lt"),
      Stage("2", "", "bb", ls, "[128, 64]", "[16, 64]", "1:0", "lt"),
      Stage("3", "", "bb", ls, "[128, 64]", "[16, 64]", "1:1", "lt"), np_tail,
      "        return s9\n");
  auto after = RunPassesOrFail(kInitReuse, ParseOrFail(src));
  auto b = Bases(after);
  EXPECT_EQ(b["r0"], b["r1"]);
  EXPECT_NE(b["r2"], b["r3"]);
  EXPECT_TRUE(RunPassesOrFail({"AllocateMemoryAddr"}, after));
}

// Vec load stages r0/r1 (48 KB each) with an in-place add each
// (TestCapacityGatedReuse::test_reserved_region_reduces_available_capacity
// and ::test_unknown_capacity_matches_legacy_not_merge_all).
std::string VecStages(bool reserve) {
  std::string body =
      reserve ? "        pl.system.reserve_buffer(name='scratch', size=131072)\n" : "";
  for (int i = 0; i < 2; ++i) {
    absl::StrAppend(
        &body, "        r", i, ": pl.Tile[[128, 96], pl.FP32, pl.Mem.Vec] = pl.tile.load(x", i,
        ", [0, 0], [128, 96], [128, 96], target_memory=pl.Mem.Vec, "
        "attrs={\"pipeline_membership\": \"0:",
        i, "\"})\n", "        t", i, ": pl.Tile[[128, 96], pl.FP32, pl.Mem.Vec] = pl.tile.add(r", i,
        ", r", i, ")\n", "        s", i, ": pl.Tensor[[128, 96], pl.FP32] = pl.tile.store(t", i,
        ", [0, 0], o", i, ")\n");
  }
  return absl::StrCat(
      kHead, kInCore,
      "    def kernel(self, x0: pl.Tensor[[128, 96], pl.FP32], x1: pl.Tensor[[128, 96], pl.FP32], "
      "o0: pl.Out[pl.Tensor[[128, 96], pl.FP32]], o1: pl.Out[pl.Tensor[[128, 96], pl.FP32]]) -> "
      "pl.Tensor[[128, 96], pl.FP32]:\n",
      body, "        return s1\n");
}

TEST(MemoryReusePipelineTest, ReservedRegionReducesAvailableCapacity) {
  auto no_reserve = Bases(RunPassesOrFail(kInitReuse, ParseOrFail(VecStages(false))));
  EXPECT_NE(no_reserve["r0"], no_reserve["r1"]);
  auto with_reserve = Bases(RunPassesOrFail(kInitReuse, ParseOrFail(VecStages(true))));
  EXPECT_EQ(with_reserve["r0"], with_reserve["r1"]);
}

// Unknown capacities (a target without on-chip spaces) fall back to the
// legacy rule: cross-stage Vec loads stay apart.
TEST(MemoryReusePipelineTest, UnknownCapacityKeepsLegacyLoadSeparation) {
  backend::Soc bare("Bare", "none", {}, 0, 0, 0);
  backend::ScopedSoc scope(bare);
  auto b = Bases(RunPassesOrFail({"MemoryReuse"},
                                 RunPassesOrFail({"InitMemRef"}, ParseOrFail(VecStages(false)))));
  EXPECT_NE(b["r0"], b["r1"]);
}

// TestCapacityGatedReuse::test_fallback_repacks_legacy_on_genuine_overflow:
// four co-live 20 KB stages can never fit the 64 KB L0B; the legacy packing
// (L0 exempt from stage separation, co-live tiles apart) keeps four buffers.
TEST(MemoryReusePipelineTest, FallbackRepacksLegacyOnGenuineOverflow) {
  std::string body =
      "        lam: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(la, [0, 0], [16, 128], "
      "[16, 128], target_memory=pl.Mem.Mat)\n"
      "        lt: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(lam, "
      "target_memory=pl.Mem.Left)\n";
  for (int i = 0; i < 4; ++i) {
    absl::StrAppend(&body, "        b", i,
                    "m: pl.Tile[[128, 80], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [128, "
                    "80], [128, 80], target_memory=pl.Mem.Mat)\n",
                    "        r", i, ": pl.Tile[[128, 80], pl.BF16, pl.Mem.Right] = pl.tile.move(b",
                    i, "m, target_memory=pl.Mem.Right, attrs={\"pipeline_membership\": \"0:", i,
                    "\"})\n");
  }
  for (int i = 0; i < 4; ++i) {
    absl::StrAppend(&body, "        m", i,
                    ": pl.Tile[[16, 80], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lt, r", i, ")\n",
                    "        s", i, ": pl.Tensor[[16, 80], pl.FP32] = pl.tile.store(m", i,
                    ", [0, 0], o", i, ")\n");
  }
  std::string src = absl::StrCat(
      kHead, kInCore,
      "    def kernel(self, la: pl.Tensor[[16, 128], pl.BF16], b: pl.Tensor[[128, 80], pl.BF16], "
      "o0: pl.Out[pl.Tensor[[16, 80], pl.FP32]], o1: pl.Out[pl.Tensor[[16, 80], pl.FP32]], o2: "
      "pl.Out[pl.Tensor[[16, 80], pl.FP32]], o3: pl.Out[pl.Tensor[[16, 80], pl.FP32]]) -> "
      "pl.Tensor[[16, 80], pl.FP32]:\n",
      body, "        return s3\n");
  auto b = Bases(RunPassesOrFail(kInitReuse, ParseOrFail(src)));
  std::set<std::string> distinct = {b["r0"], b["r1"], b["r2"], b["r3"]};
  EXPECT_EQ(distinct.size(), 4u);
}

// Control (TestPipelineStageSeparation::test_disjoint_non_pipeline_tiles_still_merge):
// the same Vec program without tags merges the two loads.
TEST(MemoryReusePipelineTest, UntaggedDisjointTilesStillMerge) {
  std::string src = VecStages(false);
  src = absl::StrReplaceAll(src, {{", attrs={\"pipeline_membership\": \"0:0\"}", ""},
                                  {", attrs={\"pipeline_membership\": \"0:1\"}", ""}});
  auto b = Bases(RunPassesOrFail(kInitReuse, ParseOrFail(src)));
  EXPECT_EQ(b["r0"], b["r1"]);
}

// Reads <dir>/perf_hints.log after running `names` under a context holding a
// ReportInstrument for `dir` (and no verification, like the reference's
// PassContext([ReportInstrument(...)]) blocks).
std::string PerfHints(const std::vector<std::string>& names, const std::string& src,
                      const std::string& tag) {
  const std::string dir = absl::StrCat(::testing::TempDir(), "/memory_reuse_", tag);
  std::string mkdir = absl::StrCat("mkdir -p '", dir, "' && rm -f '", dir, "/perf_hints.log'");
  EXPECT_EQ(std::system(mkdir.c_str()), 0);
  {
    pass::PassContext ctx({std::make_shared<pass::ReportInstrument>(dir)},
                          pass::VerificationLevel::kNone);
    pass::PassContext::Scope scope(ctx);
    EXPECT_TRUE(RunPassesOrFail(names, ParseOrFail(src)));
  }
  std::ifstream in(dir + "/perf_hints.log");
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// TestCapacityGatedReuse::test_emits_perf_hint_when_pipeline_depth_capacity_reduced:
// the slot-bound shed names requested vs achieved depth and the byte fix.
TEST(MemoryReusePipelineTest, EmitsPerfHintWhenDepthReduced) {
  std::string log = PerfHints(kInitReuse, StagesProgram(16, 128, 192, {"0:0", "0:1"}), "slot");
  EXPECT_NE(log.find("PH-MR-001"), std::string::npos) << log;
  EXPECT_NE(log.find("requested depth 2"), std::string::npos) << log;
  EXPECT_NE(log.find("only 1 of 2 buffers"), std::string::npos) << log;
  EXPECT_NE(log.find("shrink the per-stage tile"), std::string::npos) << log;
}

// The co-resident shed of ShedsDepthWhenCoResidentTileWouldOverflow blames
// the co-residents, not the operand size.
TEST(MemoryReusePipelineTest, CoResidentShedHintBlamesCoResidents) {
  std::string src = StagesProgram(16, 128, 128, {"0:0", "0:1", ""});
  // Make stage 2's Right tile live across both stages: define it first.
  const std::string stage2 = Stage("2", "a2", "b2", "[16, 128]", "[128, 128]", "[16, 128]", "");
  const size_t at = src.find(stage2);
  ASSERT_NE(at, std::string::npos);
  src.erase(at, stage2.size());
  const std::string head = stage2.substr(0, stage2.find("        m2"));
  const std::string tail = stage2.substr(stage2.find("        m2"));
  src.insert(src.find("        a0m:"), head);
  src.insert(src.find("        return"), tail);
  std::string log = PerfHints(kInitReuse, src, "coresident");
  EXPECT_NE(log.find("over-subscribe the space"), std::string::npos) << log;
  EXPECT_EQ(log.find("shrink the per-stage tile"), std::string::npos) << log;
}

// test_fallback_repacks_legacy_on_genuine_overflow's diagnostic: a warning
// on stderr.
TEST(MemoryReusePipelineTest, LegacyFallbackWarns) {
  std::string body;
  for (int i = 0; i < 4; ++i) {
    absl::StrAppend(&body, "        b", i,
                    "m: pl.Tile[[128, 80], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [128, "
                    "80], [128, 80], target_memory=pl.Mem.Mat)\n",
                    "        r", i, ": pl.Tile[[128, 80], pl.BF16, pl.Mem.Right] = pl.tile.move(b",
                    i, "m, target_memory=pl.Mem.Right, attrs={\"pipeline_membership\": \"0:", i,
                    "\"})\n");
  }
  absl::StrAppend(&body,
                  "        lam: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(la, [0, 0], "
                  "[16, 128], [16, 128], target_memory=pl.Mem.Mat)\n",
                  "        lt: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.move(lam, "
                  "target_memory=pl.Mem.Left)\n");
  for (int i = 0; i < 4; ++i) {
    absl::StrAppend(&body, "        m", i,
                    ": pl.Tile[[16, 80], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lt, r", i, ")\n",
                    "        s", i, ": pl.Tensor[[16, 80], pl.FP32] = pl.tile.store(m", i,
                    ", [0, 0], o)\n");
  }
  std::string src = absl::StrCat(
      kHead, kInCore,
      "    def kernel(self, la: pl.Tensor[[16, 128], pl.BF16], b: pl.Tensor[[128, 80], pl.BF16], "
      "o: pl.Out[pl.Tensor[[16, 80], pl.FP32]]) -> pl.Tensor[[16, 80], pl.FP32]:\n",
      body, "        return s3\n");
  ::testing::internal::CaptureStderr();
  auto after = RunPassesOrFail(kInitReuse, ParseOrFail(src));
  const std::string err = ::testing::internal::GetCapturedStderr();
  EXPECT_TRUE(after);
  EXPECT_NE(err.find("fell back to the legacy packing"), std::string::npos) << err;
}

// TestCapacityGatedReuse::test_composes_with_matmul_acc_carry: an untagged
// matmul_acc loop carry goes through reuse and allocation unchanged in kind.
TEST(MemoryReusePipelineTest, ComposesWithMatmulAccCarry) {
  std::string src = absl::StrCat(
      kHead, kInCore,
      "    def main(self, input_a: pl.Tensor[[32, 32], pl.FP16], input_b: pl.Tensor[[32, 32], "
      "pl.FP16], output: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:\n",
      "        ta: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(input_a, [0, 0], [32, "
      "32], "
      "[32, 32], target_memory=pl.Mem.Mat)\n",
      "        tb: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(input_b, [0, 0], [32, "
      "32], "
      "[32, 32], target_memory=pl.Mem.Mat)\n",
      "        la: pl.Tile[[32, 32], pl.FP16, pl.Mem.Left] = pl.tile.move(ta, "
      "target_memory=pl.Mem.Left)\n",
      "        rb: pl.Tile[[32, 32], pl.FP16, pl.Mem.Right] = pl.tile.move(tb, "
      "target_memory=pl.Mem.Right)\n",
      "        init_acc: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(la, rb)\n",
      "        for k, (acc,) in pl.range(4, init_values=(init_acc,)):\n",
      "            acc_next: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, la, "
      "rb)\n",
      "            loop_out: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.yield_(acc_next)\n",
      "        result: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(loop_out, [0, 0], output)\n",
      "        return result\n");
  auto after = RunPassesOrFail(
      {"InitMemRef", "MaterializeSemanticAliases", "MemoryReuse", "AllocateMemoryAddr"},
      ParseOrFail(src));
  ASSERT_TRUE(after);
  auto b = Bases(after);
  EXPECT_EQ(b["acc_next"], b["init_acc"]);
  EXPECT_EQ(text::PrintProgram(after).find("tile.move(acc"), std::string::npos);
}

// ---------------------------------------------------------------------------
// Ascend910B split-AIV load + tpop_from_aic hazard
// (TestAscend910BLoadTpopHazard, Before taken post-InitMemRef as there).

std::string HazardProgram(bool split) {
  const std::string t = "pl.Tile[[8, 128], pl.FP32, pl.MemRef(";
  return absl::StrCat(
      kHead, "    @pl.function(type=pl.FunctionType.AIV",
      split ? ", attrs={\"split\": pl.SplitMode.UP_DOWN}" : "", ")\n",
      "    def main(self, down: pl.InOut[pl.Tensor[[16, 128], pl.FP32, pl.MemRef(\"mem_ddr_3\", 0, "
      "8192)]]) -> pl.Tensor[[16, 128], pl.FP32]:\n",
      "        mem_vec_0: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)\n",
      "        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)\n",
      "        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)\n", "        down_prev: ", t,
      "mem_vec_0, 0, 4096), pl.Mem.Vec] = pl.tile.load(down, [0, 0], [8, 128], [8, 128], "
      "target_memory=pl.Mem.Vec)\n",
      "        pipe_chunk: ", t,
      "mem_vec_1, 0, 4096), pl.Mem.Vec] = pl.tile.tpop_from_aic(split=1)\n",
      "        down_next: ", t,
      "mem_vec_2, 0, 4096), pl.Mem.Vec] = pl.tile.add(down_prev, pipe_chunk)\n",
      "        result: pl.Tensor[[16, 128], pl.FP32, pl.MemRef(\"mem_ddr_3\", 0, 8192)] = "
      "pl.tile.store(down_next, [0, 0], down)\n",
      "        return result\n");
}

// test_ascend910b_split_aiv_does_not_reuse_load_buffer: down_next may not
// land on down_prev's buffer; it takes pipe_chunk's (also dead at the add).
TEST(MemoryReuseHazardTest, Ascend910BSplitAivKeepsLoadBuffer) {
  auto after = RunPassesOrFail({"MemoryReuse"}, ParseOrFail(HazardProgram(true)));
  auto b = Bases(after);
  EXPECT_NE(b["down_next"], b["down_prev"]);
  EXPECT_EQ(b["down_next"], "mem_vec_1");
}

// test_ascend950_allows_load_buffer_reuse.
TEST(MemoryReuseHazardTest, Ascend950AllowsLoadBufferReuse) {
  backend::ScopedSoc a5(backend::Ascend950());
  auto b = Bases(RunPassesOrFail({"MemoryReuse"}, ParseOrFail(HazardProgram(true))));
  EXPECT_EQ(b["down_next"], b["down_prev"]);
}

// The guard is for split functions only.
TEST(MemoryReuseHazardTest, UnsplitAivAllowsLoadBufferReuse) {
  auto b = Bases(RunPassesOrFail({"MemoryReuse"}, ParseOrFail(HazardProgram(false))));
  EXPECT_EQ(b["down_next"], b["down_prev"]);
}

// ---------------------------------------------------------------------------
// Accumulator if-phi coalescing (TestTopDownRetargeter).

const std::vector<std::string> kMemoryPipeline = {"InitMemRef", "MaterializeSemanticAliases",
                                                  "MemoryReuse"};

std::string AccPhiProgram(bool pre_if_seed) {
  return absl::StrCat(
      kHead, kInCore,
      "    def main(self, lhs: pl.Tensor[[16, 64], pl.BF16], rhs: pl.Tensor[[64, 64], pl.BF16], "
      "cond: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> "
      "pl.Tensor[[16, 64], pl.FP32]:\n",
      "        sa: pl.Tile[[16, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(lhs, [0, 0], [16, 64], "
      "[16, 64], target_memory=pl.Mem.Mat)\n",
      "        sb: pl.Tile[[64, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(rhs, [0, 0], [64, 64], "
      "[64, 64], target_memory=pl.Mem.Mat)\n",
      "        prev: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(sa, sb)\n",
      pre_if_seed ? "        pre: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(sa, sb)\n"
                  : "",
      "        if cond < 1:\n",
      pre_if_seed ? ""
                  : "            seed: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = "
                    "pl.tile.matmul(sa, sb)\n",
      "            phi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(",
      pre_if_seed ? "pre" : "seed", ")\n", "        else:\n",
      "            acc: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(prev, sa, "
      "sb)\n",
      "            phi: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(acc)\n",
      "        result: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(phi, [0, 0], out)\n",
      "        return result\n");
}

// test_accumulator_if_phi_seed_retargets_to_accumulator_buffer (its Expected,
// translated): the then-branch seed moves onto the accumulator's mem_acc_5,
// its own allocation is dropped and no tile.move is inserted.
TEST(MemoryReuseAccPhiTest, SeedRetargetsToAccumulatorBuffer) {
  auto after = RunPassesOrFail(kMemoryPipeline, ParseOrFail(AccPhiProgram(false)));
  const std::string acc = "pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, 0, 4096), pl.Mem.Acc]";
  std::string expected = absl::StrCat(
      kHead, kInCore,
      "    def main(self, lhs: pl.Tensor[[16, 64], pl.BF16, pl.MemRef(\"mem_ddr_0\", 0, 2048)], "
      "rhs: pl.Tensor[[64, 64], pl.BF16, pl.MemRef(\"mem_ddr_1\", 0, 8192)], cond: "
      "pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef(\"mem_ddr_2\", 0, "
      "4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:\n",
      "        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 2048)\n",
      "        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)\n",
      "        mem_acc_5: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 4096)\n",
      "        sa: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_mat_3, 0, 2048), pl.Mem.Mat] = "
      "pl.tile.load(lhs, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)\n",
      "        sb: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_mat_4, 0, 8192), pl.Mem.Mat] = "
      "pl.tile.load(rhs, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)\n",
      "        prev: ", acc, " = pl.tile.matmul(sa, sb)\n", "        if cond < 1:\n",
      "            seed: ", acc, " = pl.tile.matmul(sa, sb)\n", "            phi: ", acc,
      " = pl.yield_(seed)\n", "        else:\n", "            acc: ", acc,
      " = pl.tile.matmul_acc(prev, sa, sb)\n", "            phi: ", acc, " = pl.yield_(acc)\n",
      "        result: pl.Tensor[[16, 64], pl.FP32, pl.MemRef(\"mem_ddr_2\", 0, 4096)] = "
      "pl.tile.store(phi, [0, 0], out)\n",
      "        return result\n");
  ExpectSameProgram(after, ParseOrFail(expected), kCompareMemRefs);
}

// test_pre_if_acc_seed_not_coalesced_onto_accumulator: a seed computed
// before the if runs unconditionally, so it keeps its own buffer (run without
// verification, as the reference does: the divergent Acc phi is left to the
// yield fixup).
TEST(MemoryReuseAccPhiTest, PreIfSeedNotCoalesced) {
  pass::PassContext quiet({}, pass::VerificationLevel::kNone);
  pass::PassContext::Scope scope(quiet);
  auto b = Bases(RunPassesOrFail(kMemoryPipeline, ParseOrFail(AccPhiProgram(true))));
  ASSERT_TRUE(b.count("pre") && b.count("prev"));
  EXPECT_NE(b["pre"], b["prev"]);
}

// test_seed_branch_write_only_clobber_blocks_acc_coalesce: a later write of
// the accumulator's buffer in the seed's branch (no read) blocks coalescing.
TEST(MemoryReuseAccPhiTest, WriteOnlyClobberInSeedBranchBlocksCoalescing) {
  const std::string acc5 = "pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_5, 0, 4096), pl.Mem.Acc]";
  const std::string acc6 = "pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_acc_6, 0, 4096), pl.Mem.Acc]";
  std::string src = absl::StrCat(
      kHead, kInCore,
      "    def kernel(self, lhs: pl.Tensor[[16, 64], pl.BF16, pl.MemRef(\"mem_ddr_0\", 0, 2048)], "
      "rhs: pl.Tensor[[64, 64], pl.BF16, pl.MemRef(\"mem_ddr_1\", 0, 8192)], cond: "
      "pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef(\"mem_ddr_2\", 0, "
      "4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:\n",
      "        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 2048)\n",
      "        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 8192)\n",
      "        mem_acc_5: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 4096)\n",
      "        mem_acc_6: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 4096)\n",
      "        sa: pl.Tile[[16, 64], pl.BF16, pl.MemRef(mem_mat_3, 0, 2048), pl.Mem.Mat] = "
      "pl.tile.load(lhs, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)\n",
      "        sb: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_mat_4, 0, 8192), pl.Mem.Mat] = "
      "pl.tile.load(rhs, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Mat)\n",
      "        prev: ", acc5, " = pl.tile.matmul(sa, sb)\n", "        if cond < 1:\n",
      "            seed: ", acc6, " = pl.tile.matmul(sa, sb)\n", "            clob: ", acc5,
      " = pl.tile.matmul(sa, sb)\n", "            phi: ", acc6, " = pl.yield_(seed)\n",
      "        else:\n", "            acc: ", acc5, " = pl.tile.matmul_acc(prev, sa, sb)\n",
      "            phi: ", acc5, " = pl.yield_(acc)\n",
      "        result: pl.Tensor[[16, 64], pl.FP32, pl.MemRef(\"mem_ddr_2\", 0, 4096)] = "
      "pl.tile.store(phi, [0, 0], out)\n",
      "        return result\n");
  pass::PassContext quiet({}, pass::VerificationLevel::kNone);
  pass::PassContext::Scope scope(quiet);
  auto b = Bases(RunPassesOrFail({"MemoryReuse"}, ParseOrFail(src)));
  ASSERT_TRUE(b.count("seed") && b.count("prev"));
  EXPECT_NE(b["seed"], b["prev"]);
}

// test_gating_vec_inplace_if_phi_is_not_acc_coalesced: the same shape in Vec
// (an in-place tile.assemble accumulator instead of the reference's
// fillpad_inplace, which this registry lacks) is left to the yield fixup,
// which reconciles the branches with a legal Vec->Vec tile.move.
TEST(MemoryReuseAccPhiTest, VecInplacePhiIsNotCoalesced) {
  std::string src = absl::StrCat(
      kHead, kInCore,
      "    def main(self, x: pl.Tensor[[64, 64], pl.FP32], cond: pl.Scalar[pl.INDEX], out: "
      "pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:\n",
      "        base: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [64, 64], "
      "[64, 64], target_memory=pl.Mem.Vec)\n",
      "        prev: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(base)\n",
      "        if cond < 1:\n",
      "            seed: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(base)\n",
      "            phi: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(seed)\n",
      "        else:\n",
      "            acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(prev, base, "
      "[0, 0])\n",
      "            phi: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(acc)\n",
      "        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(phi, [0, 0], out)\n",
      "        return result\n");
  auto after = RunPassesOrFail(kMemoryPipeline, ParseOrFail(src));
  auto b = Bases(after);
  ASSERT_TRUE(b.count("seed") && b.count("acc"));
  EXPECT_NE(b["seed"], b["acc"]);
  EXPECT_NE(text::PrintProgram(after).find("tile.move"), std::string::npos);
}

// ---------------------------------------------------------------------------
// InitMemRef: a slice view's byte offset is an INDEX constant, printed bare
// (corpus 04_assemble_slice_source, default/30_after_InitMemRef.py).
TEST(InitMemRefOffsetTest, SliceViewOffsetIsIndexTyped) {
  std::string src = absl::StrCat(
      kHead,
      "    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)\n"
      "    def square_pair(src: pl.Tensor[[128, 128], pl.FP32], blk: pl.Scalar[pl.INDEX], pair: "
      "pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:\n"
      "        rows: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(src, [blk * 32, 0], "
      "[32, 128], [32, 128], target_memory=pl.Mem.Vec)\n"
      "        written: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(rows, [0, 0], pair)\n"
      "        return pair\n"
      "    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, "
      "role=pl.Role.Orchestrator)\n"
      "    def keep(self, src: pl.Tensor[[128, 128], pl.FP32], dst: pl.Out[pl.Tensor[[16, 128], "
      "pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:\n"
      "        pair: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.create([32, 128], dtype=pl.FP32, "
      "layout=pl.TensorLayout.ND)\n"
      "        pair1: pl.Tensor[[32, 128], pl.FP32] = self.square_pair(src, 0, pair)\n"
      "        top: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(pair1, [16, 128], [0, 0])\n"
      "        low: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(pair1, [16, 128], [16, 0])\n"
      "        d1: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.assemble(dst, top, [0, 0])\n"
      "        d2: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.assemble(d1, low, [0, 0])\n"
      "        return d2\n");
  auto after = RunPassesOrFail({"InitMemRef"}, ParseOrFail(src));
  ASSERT_TRUE(after);
  const std::string printed = text::PrintProgram(after);
  EXPECT_NE(printed.find("top: pl.Tensor[[16, 128], pl.FP32, pl.MemRef(\"mem_ddr_3\", 0, 8192)]"),
            std::string::npos)
      << printed;
  EXPECT_NE(
      printed.find("low: pl.Tensor[[16, 128], pl.FP32, pl.MemRef(\"mem_ddr_3\", 8192, 8192)]"),
      std::string::npos)
      << printed;
  EXPECT_EQ(printed.find("pl.const(8192"), std::string::npos) << printed;
}

}  // namespace
}  // namespace ptoc
