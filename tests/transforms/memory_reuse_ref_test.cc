// Before/Expected tests of the memory planning passes InitMemRef ->
// MaterializeSemanticAliases -> MemoryReuse, translated case by case from the
// reference's tests/ut/ir/transforms/test_memory_reuse.py (each case names the
// test it mirrors): basic reuse, allocation cleanup, dtype, fillpad and valid
// shape rules, view groups, in-place-unsafe ops and forbidden output aliases,
// loop/if yield fixup, control-flow liveness, storage layouts and the
// top-down retargeter. The Before programs are the reference's, written in
// this DSL (pl.tile.* ops, positional valid shapes); the Expected programs are
// the reference test's Expected programs, or, where the reference only
// asserts which tiles share a buffer, the same assertions on the MemRef bases.
#include <map>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "compiler/ir/expr.h"
#include "compiler/ir/function.h"
#include "compiler/ir/stmt.h"
#include "compiler/ir/type.h"
#include "gtest/gtest.h"
#include "tests/testing/dsl_pass_check.h"

namespace ptoc {
namespace {

using ir::ProgramPtr;
using testing::CheckOptions;

const std::vector<std::string> kMemoryPipeline = {"InitMemRef", "MaterializeSemanticAliases",
                                                  "MemoryReuse"};

// The class body of a raw-string program (drops the newline after R"pl().
absl::string_view Body(absl::string_view text) {
  if (!text.empty() && text.front() == '\n') text.remove_prefix(1);
  return text;
}

// Before -> the three memory passes -> structurally equal to Expected, MemRefs
// included (bases are paired like variables, so tiles sharing a buffer in one
// program must share in the other).
void ExpectReusePipeline(absl::string_view before, absl::string_view expected) {
  ProgramPtr after = testing::RunPassesOrFail(kMemoryPipeline, testing::ParseBody(Body(before)));
  CheckOptions options;
  options.compare_memrefs = true;
  testing::ExpectSameProgram(after, testing::ParseBody(Body(expected)), options);
}

struct TileMemRef {
  std::string base;
  ir::ExprPtr byte_offset;
  int64_t size = 0;
};

// Tile variable name -> its MemRef, over every assignment at any depth.
void CollectMemRefs(const ir::StmtPtr& s, std::map<std::string, TileMemRef>* out) {
  if (!s) return;
  if (auto a = ir::As<ir::AssignStmt>(s)) {
    if (auto t = ir::As<ir::TileType>(a->var()->type())) {
      if (const auto& m = t->memref()) {
        (*out)[a->var()->name_hint()] = {m->base()->name_hint(), m->byte_offset(), m->size()};
      }
    }
  } else if (auto seq = ir::As<ir::SeqStmts>(s)) {
    for (const auto& c : seq->stmts()) CollectMemRefs(c, out);
  } else if (auto i = ir::As<ir::IfStmt>(s)) {
    CollectMemRefs(i->then_body(), out);
    CollectMemRefs(i->else_body(), out);
  } else if (auto f = ir::As<ir::ForStmt>(s)) {
    CollectMemRefs(f->body(), out);
  } else if (auto w = ir::As<ir::WhileStmt>(s)) {
    CollectMemRefs(w->body(), out);
  } else if (auto sc = ir::As<ir::ScopeStmt>(s)) {
    CollectMemRefs(sc->body(), out);
  }
}

std::map<std::string, TileMemRef> MemRefsAfterPipeline(absl::string_view before) {
  std::map<std::string, TileMemRef> out;
  ProgramPtr after = testing::RunPassesOrFail(kMemoryPipeline, testing::ParseBody(Body(before)));
  if (!after) return out;
  for (const auto& f : after->functions()) CollectMemRefs(f->body(), &out);
  return out;
}

// Tile variable name -> name of its MemRef base after the pipeline.
std::map<std::string, std::string> BasesAfterPipeline(absl::string_view before) {
  std::map<std::string, std::string> out;
  for (const auto& [name, m] : MemRefsAfterPipeline(before)) out[name] = m.base;
  return out;
}

void ExpectTiles(const std::map<std::string, std::string>& bases,
                 const std::vector<std::string>& names) {
  for (const auto& n : names) EXPECT_TRUE(bases.count(n)) << "no tile named " << n;
}

int64_t ConstValue(const ir::ExprPtr& e) {
  auto c = ir::As<ir::ConstInt>(e);
  EXPECT_TRUE(c) << "byte offset is not a constant";
  return c ? c->value() : -1;
}

// TestBasic::test_simple: an add/mul/add chain folds onto the first load's buffer; the second load,
// read by the first add, keeps its own.
TEST(MemoryReuseRefBasicTest, Simple) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32], input_b: pl.Tensor[[64, 64], pl.FP32],
            output: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64],
                [64, 64], target_memory=pl.Mem.Vec)
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_b, [0, 0], [64, 64],
                [64, 64], target_memory=pl.Mem.Vec)
        tile_c: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile_a, tile_b)
        tile_d: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(tile_c, tile_c)
        tile_e: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile_d, tile_d)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(tile_e, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            input_b: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 16384)],
            output: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", 0,
            16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_4, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_b, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        tile_c: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                pl.Mem.Vec] = pl.tile.add(tile_a, tile_b)
        tile_d: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                pl.Mem.Vec] = pl.tile.mul(tile_c, tile_c)
        tile_e: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                pl.Mem.Vec] = pl.tile.add(tile_d, tile_d)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", 0,
                16384)] = pl.tile.store(tile_e, [0, 0], output)
        return result
)pl");
}

// TestBasic::test_sequential: a chain of adds each consuming the previous tile collapses onto one
// buffer.
TEST(MemoryReuseRefBasicTest, Sequential) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32], output: pl.Out[pl.Tensor[[64, 64],
            pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64],
                [64, 64], target_memory=pl.Mem.Vec)
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile_a, tile_a)
        tile_c: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile_b, tile_b)
        tile_d: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile_c, tile_c)
        tile_e: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile_d, tile_d)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(tile_e, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            output: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
            16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.add(tile_a, tile_a)
        tile_c: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.add(tile_b, tile_b)
        tile_d: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.add(tile_c, tile_c)
        tile_e: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.add(tile_d, tile_d)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                16384)] = pl.tile.store(tile_e, [0, 0], output)
        return result
)pl");
}

// TestBasic::test_different_sizes, with the expectation derived from the
// reference pass rather than that test's Expected: the reference packs each
// memory space largest-first with no size or shape gate (its
// IdentifyReuseOpportunities and docs/en/dev/passes/31-memory_reuse.md: "a
// later, larger interval can now host an earlier, smaller one"), so the
// 4 KB tile_b, dead before tile_e is loaded, joins the 16 KB buffer of
// tile_a / tile_e, while tile_f, live together with tile_e, keeps its own.
TEST(MemoryReuseRefBasicTest, DifferentSizes) {
  auto b = BasesAfterPipeline(R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32], input_b: pl.Tensor[[32, 32], pl.FP32],
            output_a: pl.Out[pl.Tensor[[64, 64], pl.FP32]], output_b: pl.Out[pl.Tensor[[32, 32],
            pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64],
                [64, 64], target_memory=pl.Mem.Vec)
        _result_a: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(tile_a, [0, 0], output_a)
        tile_b: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_b, [0, 0], [32, 32],
                [32, 32], target_memory=pl.Mem.Vec)
        _result_b: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(tile_b, [0, 0], output_b)
        tile_e: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64],
                [64, 64], target_memory=pl.Mem.Vec)
        tile_f: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_b, [0, 0], [32, 32],
                [32, 32], target_memory=pl.Mem.Vec)
        _result_e: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(tile_e, [0, 0], output_a)
        result_f: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(tile_f, [0, 0], output_b)
        return result_f
)pl");
  ExpectTiles(b, {"tile_a", "tile_b", "tile_e", "tile_f"});
  EXPECT_EQ(b["tile_e"], b["tile_a"]);
  EXPECT_EQ(b["tile_b"], b["tile_a"]);
  EXPECT_NE(b["tile_f"], b["tile_e"]);
}

// TestBasic::test_empty_function: a function without tiles passes through unchanged (only tensor
// MemRefs appear).
TEST(MemoryReuseRefBasicTest, EmptyFunction) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, output: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        return output
)pl",
                      R"pl(
    @pl.function
    def main(self, output: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0,
            16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        return output
)pl");
}

// TestBasic::test_transitive_conflict: two tiles that are both live at one point never share, even
// when each could share with a third.
TEST(MemoryReuseRefBasicTest, TransitiveConflict) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32], output: pl.Out[pl.Tensor[[64, 64],
            pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64],
                [64, 64], target_memory=pl.Mem.Vec)
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile_a, tile_a)
        tile_c: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile_b, tile_b)
        tile_d: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile_c, tile_c)
        tile_e: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile_c, tile_d)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(tile_e, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            output: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
            16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.add(tile_a, tile_a)
        tile_c: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.add(tile_b, tile_b)
        tile_d: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_5, 0, 16384),
                pl.Mem.Vec] = pl.tile.add(tile_c, tile_c)
        tile_e: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.add(tile_c, tile_d)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                16384)] = pl.tile.store(tile_e, [0, 0], output)
        return result
)pl");
}

// TestAllocCleanup::test_unused_alloc_removed_after_reuse: allocations whose MemRef was replaced by
// reuse disappear.
TEST(MemoryReuseRefAllocCleanupTest, UnusedAllocRemovedAfterReuse) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32], output: pl.Out[pl.Tensor[[64, 64],
            pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64],
                [64, 64], target_memory=pl.Mem.Vec)
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile_a, tile_a)
        tile_c: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile_b, tile_b)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(tile_c, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            output: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
            16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.add(tile_a, tile_a)
        tile_c: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.add(tile_b, tile_b)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                16384)] = pl.tile.store(tile_c, [0, 0], output)
        return result
)pl");
}

// TestAllocCleanup::test_partial_reuse_with_overlapping_lifetimes: overlapping lifetimes keep
// separate buffers; only the disjoint tiles pair up.
TEST(MemoryReuseRefAllocCleanupTest, PartialReuseWithOverlappingLifetimes) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32], output: pl.Out[pl.Tensor[[64, 64],
            pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64],
                [64, 64], target_memory=pl.Mem.Vec)
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64],
                [64, 64], target_memory=pl.Mem.Vec)
        tile_c: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile_a, tile_b)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(tile_c, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            output: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
            16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        tile_c: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.add(tile_a, tile_b)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                16384)] = pl.tile.store(tile_c, [0, 0], output)
        return result
)pl");
}

// TestDtype::test_cross_dtype_can_reuse: equal-size FP32 and BF16 tiles share a buffer (dtype is no
// reuse gate).
TEST(MemoryReuseRefDtypeTest, CrossDtypeCanReuse) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32], output: pl.Out[pl.Tensor[[64, 64],
            pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64],
                [64, 64], target_memory=pl.Mem.Vec)
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile_a, tile_a)
        tile_cast: pl.Tile[[64, 64], pl.BF16, pl.Mem.Vec] = pl.tile.cast(tile_b,
                target_type=pl.BF16, mode='round')
        tile_d: pl.Tile[[64, 64], pl.BF16, pl.Mem.Vec] = pl.tile.add(tile_cast, tile_cast)
        tile_e: pl.Tile[[64, 64], pl.BF16, pl.Mem.Vec] = pl.tile.add(tile_d, tile_d)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(tile_e, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            output: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
            16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.add(tile_a, tile_a)
        tile_cast: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.cast(tile_b, target_type=pl.BF16, mode='round')
        tile_d: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.add(tile_cast, tile_cast)
        tile_e: pl.Tile[[64, 64], pl.BF16, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.add(tile_d, tile_d)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                16384)] = pl.tile.store(tile_e, [0, 0], output)
        return result
)pl");
}

// TestFillpad::test_fillpad_output_can_reuse_input: a fillpad result (a pad view) lands on its
// input's buffer.
TEST(MemoryReuseRefFillpadTest, FillpadOutputCanReuseInput) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32], output: pl.Out[pl.Tensor[[64, 64],
            pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[48,
                64])] = pl.tile.load(input_a, [0, 0], [64, 64], [48, 64],
                target_memory=pl.Mem.Vec)
        padded: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec,
                pl.TileView(pad=pl.PadValue.max)] = pl.tile.fillpad(tile_a,
                pad_value=pl.PadValue.max)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(padded, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            output: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
            16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384), pl.Mem.Vec,
                pl.TileView(valid_shape=[48, 64])] = pl.tile.load(input_a, [0, 0], [64, 64], [48,
                64], target_memory=pl.Mem.Vec)
        padded: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384), pl.Mem.Vec,
                pl.TileView(pad=pl.PadValue.max)] = pl.tile.fillpad(tile_a,
                pad_value=pl.PadValue.max)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                16384)] = pl.tile.store(padded, [0, 0], output)
        return result
)pl");
}

// TestFillpad::test_fillpad_different_pad_can_reuse: fillpad results with different pad values
// still share one buffer.
TEST(MemoryReuseRefFillpadTest, FillpadDifferentPadCanReuse) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32], output_a: pl.Out[pl.Tensor[[64, 64],
            pl.FP32]], output_b: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64],
            pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[48,
                64])] = pl.tile.load(input_a, [0, 0], [64, 64], [48, 64],
                target_memory=pl.Mem.Vec)
        padded_max: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec,
                pl.TileView(pad=pl.PadValue.max)] = pl.tile.fillpad(tile_a,
                pad_value=pl.PadValue.max)
        _res_a: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(padded_max, [0, 0], output_a)
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[48,
                64])] = pl.tile.load(input_a, [0, 0], [64, 64], [48, 64],
                target_memory=pl.Mem.Vec)
        padded_min: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec,
                pl.TileView(pad=pl.PadValue.min)] = pl.tile.fillpad(tile_b,
                pad_value=pl.PadValue.min)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(padded_min, [0, 0], output_b)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            output_a: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 16384)]],
            output_b: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", 0,
            16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384), pl.Mem.Vec,
                pl.TileView(valid_shape=[48, 64])] = pl.tile.load(input_a, [0, 0], [64, 64], [48,
                64], target_memory=pl.Mem.Vec)
        padded_max: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384), pl.Mem.Vec,
                pl.TileView(pad=pl.PadValue.max)] = pl.tile.fillpad(tile_a,
                pad_value=pl.PadValue.max)
        _res_a: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                16384)] = pl.tile.store(padded_max, [0, 0], output_a)
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384), pl.Mem.Vec,
                pl.TileView(valid_shape=[48, 64])] = pl.tile.load(input_a, [0, 0], [64, 64], [48,
                64], target_memory=pl.Mem.Vec)
        padded_min: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384), pl.Mem.Vec,
                pl.TileView(pad=pl.PadValue.min)] = pl.tile.fillpad(tile_b,
                pad_value=pl.PadValue.min)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", 0,
                16384)] = pl.tile.store(padded_min, [0, 0], output_b)
        return result
)pl");
}

// TestFillpad::test_fillpad_same_pad_can_reuse: fillpad results with the same tile view share one
// buffer.
TEST(MemoryReuseRefFillpadTest, FillpadSamePadCanReuse) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32], output_a: pl.Out[pl.Tensor[[64, 64],
            pl.FP32]], output_b: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64],
            pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[48,
                64])] = pl.tile.load(input_a, [0, 0], [64, 64], [48, 64],
                target_memory=pl.Mem.Vec)
        padded_a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec,
                pl.TileView(pad=pl.PadValue.max)] = pl.tile.fillpad(tile_a,
                pad_value=pl.PadValue.max)
        _res_a: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(padded_a, [0, 0], output_a)
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[48,
                64])] = pl.tile.load(input_a, [0, 0], [64, 64], [48, 64],
                target_memory=pl.Mem.Vec)
        padded_b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec,
                pl.TileView(pad=pl.PadValue.max)] = pl.tile.fillpad(tile_b,
                pad_value=pl.PadValue.max)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(padded_b, [0, 0], output_b)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            output_a: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 16384)]],
            output_b: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", 0,
            16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384), pl.Mem.Vec,
                pl.TileView(valid_shape=[48, 64])] = pl.tile.load(input_a, [0, 0], [64, 64], [48,
                64], target_memory=pl.Mem.Vec)
        padded_a: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384), pl.Mem.Vec,
                pl.TileView(pad=pl.PadValue.max)] = pl.tile.fillpad(tile_a,
                pad_value=pl.PadValue.max)
        _res_a: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                16384)] = pl.tile.store(padded_a, [0, 0], output_a)
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384), pl.Mem.Vec,
                pl.TileView(valid_shape=[48, 64])] = pl.tile.load(input_a, [0, 0], [64, 64], [48,
                64], target_memory=pl.Mem.Vec)
        padded_b: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384), pl.Mem.Vec,
                pl.TileView(pad=pl.PadValue.max)] = pl.tile.fillpad(tile_b,
                pad_value=pl.PadValue.max)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", 0,
                16384)] = pl.tile.store(padded_b, [0, 0], output_b)
        return result
)pl");
}

// TestValidShapeDivergence::test_different_valid_shape_can_reuse: loads with different static valid
// shapes share a buffer.
TEST(MemoryReuseRefValidShapeDivergenceTest, DifferentValidShapeCanReuse) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32], output_a: pl.Out[pl.Tensor[[64, 64],
            pl.FP32]], output_b: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64],
            pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[48,
                64])] = pl.tile.load(input_a, [0, 0], [64, 64], [48, 64],
                target_memory=pl.Mem.Vec)
        _res_a: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(tile_a, [0, 0], output_a)
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[32,
                64])] = pl.tile.load(input_a, [0, 0], [64, 64], [32, 64],
                target_memory=pl.Mem.Vec)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(tile_b, [0, 0], output_b)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            output_a: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 16384)]],
            output_b: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", 0,
            16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384), pl.Mem.Vec,
                pl.TileView(valid_shape=[48, 64])] = pl.tile.load(input_a, [0, 0], [64, 64], [48,
                64], target_memory=pl.Mem.Vec)
        _res_a: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                16384)] = pl.tile.store(tile_a, [0, 0], output_a)
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384), pl.Mem.Vec,
                pl.TileView(valid_shape=[32, 64])] = pl.tile.load(input_a, [0, 0], [64, 64], [32,
                64], target_memory=pl.Mem.Vec)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", 0,
                16384)] = pl.tile.store(tile_b, [0, 0], output_b)
        return result
)pl");
}

// TestValidShapeDivergence::test_view_present_vs_absent_can_reuse: a tile with a storage-trivial
// view and one without share a buffer.
TEST(MemoryReuseRefValidShapeDivergenceTest, ViewPresentVsAbsentCanReuse) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32], output_a: pl.Out[pl.Tensor[[64, 64],
            pl.FP32]], output_b: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64],
            pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[48,
                64])] = pl.tile.load(input_a, [0, 0], [64, 64], [48, 64],
                target_memory=pl.Mem.Vec)
        _res_a: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(tile_a, [0, 0], output_a)
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64],
                [64, 64], target_memory=pl.Mem.Vec)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(tile_b, [0, 0], output_b)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            output_a: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 16384)]],
            output_b: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", 0,
            16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384), pl.Mem.Vec,
                pl.TileView(valid_shape=[48, 64])] = pl.tile.load(input_a, [0, 0], [64, 64], [48,
                64], target_memory=pl.Mem.Vec)
        _res_a: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                16384)] = pl.tile.store(tile_a, [0, 0], output_a)
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", 0,
                16384)] = pl.tile.store(tile_b, [0, 0], output_b)
        return result
)pl");
}

// TestViewOps::test_reshape_chain_shares_memref: chained reshapes all alias their source's MemRef.
TEST(MemoryReuseRefViewOpsTest, ReshapeChainSharesMemref) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32], output: pl.Out[pl.Tensor[[64, 64],
            pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64],
                [64, 64], target_memory=pl.Mem.Vec)
        tile_b: pl.Tile[[4096, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(tile_a, [4096, 1])
        tile_c: pl.Tile[[1, 4096], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(tile_b, [1, 4096])
        tile_d: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(tile_c, [64, 64])
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(tile_d, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            output: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
            16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        tile_b: pl.Tile[[4096, 1], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.reshape(tile_a, [4096, 1])
        tile_c: pl.Tile[[1, 4096], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.reshape(tile_b, [1, 4096])
        tile_d: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.reshape(tile_c, [64, 64])
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                16384)] = pl.tile.store(tile_d, [0, 0], output)
        return result
)pl");
}

// TestViewOps::test_reshape_not_broken_by_memory_reuse: when reuse moves a tile, every view sharing
// its MemRef moves with it.
TEST(MemoryReuseRefViewOpsTest, ReshapeNotBrokenByMemoryReuse) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32], output: pl.Out[pl.Tensor[[64, 64],
            pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_c: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64],
                [64, 64], target_memory=pl.Mem.Vec)
        _tile_d: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile_c, tile_c)
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64],
                [64, 64], target_memory=pl.Mem.Vec)
        _tile_b: pl.Tile[[4096, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(tile_a, [4096, 1])
        tile_e: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile_a, tile_a)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(tile_e, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            output: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
            16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        tile_c: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        _tile_d: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.add(tile_c, tile_c)
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        _tile_b: pl.Tile[[4096, 1], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.reshape(tile_a, [4096, 1])
        tile_e: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.add(tile_a, tile_a)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                16384)] = pl.tile.store(tile_e, [0, 0], output)
        return result
)pl");
}

// TestViewOps::test_reshape_shared_buffer_can_be_reused_after_all_dead: a buffer shared by a
// reshape group becomes free once every alias is dead.
TEST(MemoryReuseRefViewOpsTest, ReshapeSharedBufferCanBeReusedAfterAllDead) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32], output: pl.Out[pl.Tensor[[64, 64],
            pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64],
                [64, 64], target_memory=pl.Mem.Vec)
        _tile_b: pl.Tile[[4096, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(tile_a, [4096, 1])
        _tile_c: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile_a, tile_a)
        tile_d: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64],
                [64, 64], target_memory=pl.Mem.Vec)
        tile_e: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile_d, tile_d)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(tile_e, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            output: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
            16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        _tile_b: pl.Tile[[4096, 1], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.reshape(tile_a, [4096, 1])
        _tile_c: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.add(tile_a, tile_a)
        tile_d: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        tile_e: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.add(tile_d, tile_d)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                16384)] = pl.tile.store(tile_e, [0, 0], output)
        return result
)pl");
}

// TestInplaceOps::test_inplace_unsafe_op_no_producer_consumer_reuse: tile.recip (not in-place safe)
// does not take its dying input's buffer.
TEST(MemoryReuseRefInplaceOpsTest, InplaceUnsafeOpNoProducerConsumerReuse) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[32, 32], pl.FP32], output: pl.Out[pl.Tensor[[32, 32],
            pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        tile_a: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [32, 32],
                [32, 32], target_memory=pl.Mem.Vec)
        tile_b: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.recip(tile_a)
        result: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(tile_b, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_0", 0, 4096)],
            output: pl.Out[pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_1", 0,
            4096)]]) -> pl.Tensor[[32, 32], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        tile_a: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_2, 0, 4096),
                pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [32, 32], [32, 32],
                target_memory=pl.Mem.Vec)
        tile_b: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_3, 0, 4096),
                pl.Mem.Vec] = pl.tile.recip(tile_a)
        result: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                4096)] = pl.tile.store(tile_b, [0, 0], output)
        return result
)pl");
}

// TestInplaceOps::test_inplace_unsafe_op_allows_non_producer_consumer_reuse: tile.recip may reuse
// an unrelated dead buffer, but never its input's.
TEST(MemoryReuseRefInplaceOpsTest, InplaceUnsafeOpAllowsNonProducerConsumerReuse) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[32, 32], pl.FP32], input_c: pl.Tensor[[32, 32], pl.FP32],
            input_x: pl.Tensor[[32, 32], pl.FP32], output: pl.Out[pl.Tensor[[32, 32],
            pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        tile_a: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [32, 32],
                [32, 32], target_memory=pl.Mem.Vec)
        _s1: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(tile_a, [0, 0], output)
        tile_c: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_c, [0, 0], [32, 32],
                [32, 32], target_memory=pl.Mem.Vec)
        _s2: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(tile_c, [0, 0], output)
        tile_x: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_x, [0, 0], [32, 32],
                [32, 32], target_memory=pl.Mem.Vec)
        tile_b: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.recip(tile_x)
        result: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(tile_b, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_0", 0, 4096)],
            input_c: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_1", 0, 4096)],
            input_x: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_2", 0, 4096)],
            output: pl.Out[pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_3", 0,
            4096)]]) -> pl.Tensor[[32, 32], pl.FP32]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_7: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        tile_a: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_4, 0, 4096),
                pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [32, 32], [32, 32],
                target_memory=pl.Mem.Vec)
        _s1: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_3", 0, 4096)] = pl.tile.store(tile_a,
                [0, 0], output)
        tile_c: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_4, 0, 4096),
                pl.Mem.Vec] = pl.tile.load(input_c, [0, 0], [32, 32], [32, 32],
                target_memory=pl.Mem.Vec)
        _s2: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_3", 0, 4096)] = pl.tile.store(tile_c,
                [0, 0], output)
        tile_x: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_4, 0, 4096),
                pl.Mem.Vec] = pl.tile.load(input_x, [0, 0], [32, 32], [32, 32],
                target_memory=pl.Mem.Vec)
        tile_b: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_7, 0, 4096),
                pl.Mem.Vec] = pl.tile.recip(tile_x)
        result: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_3", 0,
                4096)] = pl.tile.store(tile_b, [0, 0], output)
        return result
)pl");
}

// TestInplaceOps::test_inplace_safe_op_allows_producer_consumer_reuse: tile.add (in-place safe)
// takes its dying input's buffer.
TEST(MemoryReuseRefInplaceOpsTest, InplaceSafeOpAllowsProducerConsumerReuse) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[32, 32], pl.FP32], output: pl.Out[pl.Tensor[[32, 32],
            pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        tile_a: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [32, 32],
                [32, 32], target_memory=pl.Mem.Vec)
        tile_b: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile_a, tile_a)
        result: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(tile_b, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_0", 0, 4096)],
            output: pl.Out[pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_1", 0,
            4096)]]) -> pl.Tensor[[32, 32], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        tile_a: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_2, 0, 4096),
                pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [32, 32], [32, 32],
                target_memory=pl.Mem.Vec)
        tile_b: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_2, 0, 4096),
                pl.Mem.Vec] = pl.tile.add(tile_a, tile_a)
        result: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                4096)] = pl.tile.store(tile_b, [0, 0], output)
        return result
)pl");
}

// TestInplaceOps::test_inplace_unsafe_two_level_transitive_chain: tile.recip avoids a buffer its
// input reached through two levels of reuse.
TEST(MemoryReuseRefInplaceOpsTest, InplaceUnsafeTwoLevelTransitiveChain) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[32, 32], pl.FP32], input_u: pl.Tensor[[32, 32], pl.FP32],
            output: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        tile_a: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [32, 32],
                [32, 32], target_memory=pl.Mem.Vec)
        tile_b: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile_a, tile_a)
        _s1: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(tile_b, [0, 0], output)
        tile_u: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_u, [0, 0], [32, 32],
                [32, 32], target_memory=pl.Mem.Vec)
        tile_d: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile_u, tile_u)
        _s2: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(tile_u, [0, 0], output)
        tile_c: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.recip(tile_d)
        result: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(tile_c, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_0", 0, 4096)],
            input_u: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_1", 0, 4096)],
            output: pl.Out[pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_2", 0,
            4096)]]) -> pl.Tensor[[32, 32], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        tile_a: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_3, 0, 4096),
                pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [32, 32], [32, 32],
                target_memory=pl.Mem.Vec)
        tile_b: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_3, 0, 4096),
                pl.Mem.Vec] = pl.tile.add(tile_a, tile_a)
        _s1: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_2", 0, 4096)] = pl.tile.store(tile_b,
                [0, 0], output)
        tile_u: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_3, 0, 4096),
                pl.Mem.Vec] = pl.tile.load(input_u, [0, 0], [32, 32], [32, 32],
                target_memory=pl.Mem.Vec)
        tile_d: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_6, 0, 4096),
                pl.Mem.Vec] = pl.tile.add(tile_u, tile_u)
        _s2: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_2", 0, 4096)] = pl.tile.store(tile_u,
                [0, 0], output)
        tile_c: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_3, 0, 4096),
                pl.Mem.Vec] = pl.tile.recip(tile_d)
        result: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_2", 0,
                4096)] = pl.tile.store(tile_c, [0, 0], output)
        return result
)pl");
}

// TestYieldFixup::test_producer_retyped_to_iter_arg_buffer: the loop yield's producer is written
// straight into the iter_arg's buffer (no tile.move).
TEST(MemoryReuseRefYieldFixupTest, ProducerRetypedToIterArgBuffer) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_tensor: pl.Tensor[[64, 64], pl.FP32], output: pl.Out[pl.Tensor[[64, 64],
            pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        init_0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64,
                64], [64, 64], target_memory=pl.Mem.Vec)
        for _i, (acc_0,) in pl.range(4, init_values=(init_0,)):
            extra_0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc_0, acc_0)
            next_0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(extra_0, acc_0)
            out_0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(next_0)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(out_0, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_tensor: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            output: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
            16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        init_0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        for _i, (acc_0,) in pl.range(4, init_values=(init_0,)):
            extra_0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                    pl.Mem.Vec] = pl.tile.add(acc_0, acc_0)
            next_0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                    pl.Mem.Vec] = pl.tile.add(extra_0, acc_0)
            out_0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                    pl.Mem.Vec] = pl.yield_(next_0)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                16384)] = pl.tile.store(out_0, [0, 0], output)
        return result
)pl");
}

// TestYieldFixup::test_simple_loop_memrefs_unified: init value, iter_arg, yielded value and return
// var share one buffer.
TEST(MemoryReuseRefYieldFixupTest, SimpleLoopMemrefsUnified) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_tensor: pl.Tensor[[64, 64], pl.FP32], output: pl.Out[pl.Tensor[[64, 64],
            pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        init_0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64,
                64], [64, 64], target_memory=pl.Mem.Vec)
        for _i, (acc_0,) in pl.range(4, init_values=(init_0,)):
            next_0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc_0, acc_0)
            out_0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(next_0)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(out_0, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_tensor: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            output: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
            16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        init_0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        for _i, (acc_0,) in pl.range(4, init_values=(init_0,)):
            next_0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                    pl.Mem.Vec] = pl.tile.add(acc_0, acc_0)
            out_0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                    pl.Mem.Vec] = pl.yield_(next_0)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                16384)] = pl.tile.store(out_0, [0, 0], output)
        return result
)pl");
}

// TestYieldFixup::test_multiple_iter_args_producers_retyped_independently: each of two iter_args
// gets its own producer retargeted onto its buffer.
TEST(MemoryReuseRefYieldFixupTest, MultipleIterArgsProducersRetypedIndependently) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_tensor: pl.Tensor[[64, 64], pl.FP32], output: pl.Out[pl.Tensor[[64, 64],
            pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        init_0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64,
                64], [64, 64], target_memory=pl.Mem.Vec)
        init_1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64,
                64], [64, 64], target_memory=pl.Mem.Vec)
        for _i, (acc_0, acc_1) in pl.range(4, init_values=(init_0, init_1)):
            extra_0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc_0, acc_0)
            next_0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(extra_0, acc_0)
            extra_1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc_1, acc_1)
            next_1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(extra_1, acc_1)
            out_0, _out_1 = pl.yield_(next_0, next_1)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(out_0, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_tensor: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            output: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
            16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        init_0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        init_1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        for _i, (acc_0, acc_1) in pl.range(4, init_values=(init_0, init_1)):
            extra_0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_4, 0, 16384),
                    pl.Mem.Vec] = pl.tile.add(acc_0, acc_0)
            next_0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                    pl.Mem.Vec] = pl.tile.add(extra_0, acc_0)
            extra_1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_4, 0, 16384),
                    pl.Mem.Vec] = pl.tile.add(acc_1, acc_1)
            next_1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                    pl.Mem.Vec] = pl.tile.add(extra_1, acc_1)
            out_0, _out_1 = pl.yield_(next_0, next_1)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                16384)] = pl.tile.store(out_0, [0, 0], output)
        return result
)pl");
}

// TestYieldFixup::test_if_stmt_return_var_memref_patched: an if's return var takes the MemRef its
// branches' yields ended up on.
TEST(MemoryReuseRefYieldFixupTest, IfStmtReturnVarMemrefPatched) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_tensor: pl.Tensor[[64, 64], pl.FP32], cond_param: pl.Scalar[pl.INDEX],
            output: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64,
                64], [64, 64], target_memory=pl.Mem.Vec)
        _: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(tile_a, [0, 0], output)
        if cond_param < 2:
            tile_b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0],
                    [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            if_result: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(tile_b)
        else:
            tile_c: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0],
                    [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            if_result: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(tile_c)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(if_result, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_tensor: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            cond_param: pl.Scalar[pl.INDEX], output: pl.Out[pl.Tensor[[64, 64], pl.FP32,
            pl.MemRef("mem_ddr_1", 0, 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        _: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 16384)] = pl.tile.store(tile_a,
                [0, 0], output)
        if cond_param < 2:
            tile_b: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                    pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64, 64], [64, 64],
                    target_memory=pl.Mem.Vec)
            if_result: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                    pl.Mem.Vec] = pl.yield_(tile_b)
        else:
            tile_c: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                    pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64, 64], [64, 64],
                    target_memory=pl.Mem.Vec)
            if_result: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                    pl.Mem.Vec] = pl.yield_(tile_c)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                16384)] = pl.tile.store(if_result, [0, 0], output)
        return result
)pl");
}

// TestYieldFixup::test_if_stmt_tile_move_when_branch_memrefs_differ: when the branches yield tiles
// on different buffers, a tile.move is inserted in the else branch.
TEST(MemoryReuseRefYieldFixupTest, IfStmtTileMoveWhenBranchMemrefsDiffer) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32], input_b: pl.Tensor[[64, 64], pl.FP32],
            cond_param: pl.Scalar[pl.INDEX], output: pl.Out[pl.Tensor[[64, 64],
            pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64],
                [64, 64], target_memory=pl.Mem.Vec)
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_b, [0, 0], [64, 64],
                [64, 64], target_memory=pl.Mem.Vec)
        if cond_param < 2:
            alias_a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = tile_a
            if_result: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(alias_a)
        else:
            t1: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile_a, tile_b)
            t2: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(t1, tile_a)
            t3: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(t2, tile_a)
            if_result: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(t3)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(if_result, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            input_b: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 16384)],
            cond_param: pl.Scalar[pl.INDEX], output: pl.Out[pl.Tensor[[64, 64], pl.FP32,
            pl.MemRef("mem_ddr_2", 0, 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_4, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_b, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        if cond_param < 2:
            alias_a: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                    pl.Mem.Vec] = tile_a
            if_result: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                    pl.Mem.Vec] = pl.yield_(alias_a)
        else:
            t1: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_4, 0, 16384),
                    pl.Mem.Vec] = pl.tile.add(tile_a, tile_b)
            t2: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_4, 0, 16384),
                    pl.Mem.Vec] = pl.tile.add(t1, tile_a)
            t3: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                    pl.Mem.Vec] = pl.tile.add(t2, tile_a)
            if_result: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                    pl.Mem.Vec] = pl.yield_(t3)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", 0,
                16384)] = pl.tile.store(if_result, [0, 0], output)
        return result
)pl");
}

// TestControlFlow::test_var_used_in_nested_if_shares_iter_arg_buffer: a value read in an if nested
// in a loop stays live across the loop and the iter_arg shares its init's buffer.
TEST(MemoryReuseRefControlFlowTest, VarUsedInNestedIfSharesIterArgBuffer) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_tensor: pl.Tensor[[64, 64], pl.FP32], output: pl.Out[pl.Tensor[[64, 64],
            pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64,
                64], [64, 64], target_memory=pl.Mem.Vec)
        for i, (acc,) in pl.range(4, init_values=(tile_a,)):
            if i < 2:
                tile_c: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, tile_a)
                if_result: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(tile_c)
            else:
                if_result: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(acc)
            loop_out: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(if_result)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(loop_out, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_tensor: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            output: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
            16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        for i, (acc,) in pl.range(4, init_values=(tile_a,)):
            if i < 2:
                tile_c: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                        pl.Mem.Vec] = pl.tile.add(acc, tile_a)
                if_result: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                        pl.Mem.Vec] = pl.yield_(tile_c)
            else:
                if_result: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                        pl.Mem.Vec] = pl.yield_(acc)
            loop_out: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                    pl.Mem.Vec] = pl.yield_(if_result)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                16384)] = pl.tile.store(loop_out, [0, 0], output)
        return result
)pl");
}

// TestControlFlow::test_different_if_branches_can_share: tiles of the two branches of one if may
// share a buffer.
TEST(MemoryReuseRefControlFlowTest, DifferentIfBranchesCanShare) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_tensor: pl.Tensor[[64, 64], pl.FP32], cond_param: pl.Scalar[pl.INDEX],
            output: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        if cond_param < 2:
            tile_b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0],
                    [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            if_result: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(tile_b)
        else:
            tile_c: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0],
                    [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            if_result: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(tile_c)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(if_result, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_tensor: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            cond_param: pl.Scalar[pl.INDEX], output: pl.Out[pl.Tensor[[64, 64], pl.FP32,
            pl.MemRef("mem_ddr_1", 0, 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        if cond_param < 2:
            tile_b: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                    pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64, 64], [64, 64],
                    target_memory=pl.Mem.Vec)
            if_result: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                    pl.Mem.Vec] = pl.yield_(tile_b)
        else:
            tile_c: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                    pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64, 64], [64, 64],
                    target_memory=pl.Mem.Vec)
            if_result: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                    pl.Mem.Vec] = pl.yield_(tile_c)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                16384)] = pl.tile.store(if_result, [0, 0], output)
        return result
)pl");
}

// TestControlFlow::test_loop_local_var_can_be_reused: loop-local temporaries share a scratch
// buffer; the yielded value goes to the carry's buffer.
TEST(MemoryReuseRefControlFlowTest, LoopLocalVarCanBeReused) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_tensor: pl.Tensor[[64, 64], pl.FP32], output: pl.Out[pl.Tensor[[64, 64],
            pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        init_tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([64, 64],
                dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for _i, (acc,) in pl.range(4, init_values=(init_tile,)):
            tile_x: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0],
                    [64, 64], [64, 64], target_memory=pl.Mem.Vec)
            tile_y: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile_x, tile_x)
            tile_z: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile_y, tile_y)
            loop_out: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(tile_z)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(loop_out, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_tensor: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            output: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
            16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        init_tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for _i, (acc,) in pl.range(4, init_values=(init_tile,)):
            tile_x: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                    pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64, 64], [64, 64],
                    target_memory=pl.Mem.Vec)
            tile_y: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                    pl.Mem.Vec] = pl.tile.add(tile_x, tile_x)
            tile_z: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                    pl.Mem.Vec] = pl.tile.add(tile_y, tile_y)
            loop_out: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                    pl.Mem.Vec] = pl.yield_(tile_z)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                16384)] = pl.tile.store(loop_out, [0, 0], output)
        return result
)pl");
}

// TestControlFlow::test_nested_for_loops_outer_var_extends_to_outer_end: a tile read in an inner
// loop stays live to the end of the outer loop.
TEST(MemoryReuseRefControlFlowTest, NestedForLoopsOuterVarExtendsToOuterEnd) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_tensor: pl.Tensor[[64, 64], pl.FP32], output: pl.Out[pl.Tensor[[64, 64],
            pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64,
                64], [64, 64], target_memory=pl.Mem.Vec)
        init_outer: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([64, 64],
                dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for _i, (acc_outer,) in pl.range(4, init_values=(init_outer,)):
            init_inner: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([64, 64],
                    dtype=pl.FP32, target_memory=pl.Mem.Vec)
            for _j, (acc_inner,) in pl.range(4, init_values=(init_inner,)):
                tile_b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc_inner, tile_a)
                inner_out: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(tile_b)
            tile_d: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc_outer, inner_out)
            outer_out: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(tile_d)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(outer_out, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_tensor: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            output: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
            16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        init_outer: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                pl.Mem.Vec] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for _i, (acc_outer,) in pl.range(4, init_values=(init_outer,)):
            init_inner: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_4, 0, 16384),
                    pl.Mem.Vec] = pl.tile.create([64, 64], dtype=pl.FP32,
                    target_memory=pl.Mem.Vec)
            for _j, (acc_inner,) in pl.range(4, init_values=(init_inner,)):
                tile_b: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_4, 0, 16384),
                        pl.Mem.Vec] = pl.tile.add(acc_inner, tile_a)
                inner_out: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_4, 0, 16384),
                        pl.Mem.Vec] = pl.yield_(tile_b)
            tile_d: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                    pl.Mem.Vec] = pl.tile.add(acc_outer, inner_out)
            outer_out: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                    pl.Mem.Vec] = pl.yield_(tile_d)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                16384)] = pl.tile.store(outer_out, [0, 0], output)
        return result
)pl");
}

// TestControlFlow::test_if_without_else_branch: a tile read after an else-less if stays live
// through the if.
TEST(MemoryReuseRefControlFlowTest, IfWithoutElseBranch) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_tensor: pl.Tensor[[64, 64], pl.FP32], cond_param: pl.Scalar[pl.INDEX],
            output: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64,
                64], [64, 64], target_memory=pl.Mem.Vec)
        if cond_param < 2:
            tile_b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile_a, tile_a)
            _: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(tile_b, [0, 0], output)
            pl.yield_()
        tile_c: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile_a, tile_a)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(tile_c, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_tensor: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            cond_param: pl.Scalar[pl.INDEX], output: pl.Out[pl.Tensor[[64, 64], pl.FP32,
            pl.MemRef("mem_ddr_1", 0, 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        if cond_param < 2:
            tile_b: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                    pl.Mem.Vec] = pl.tile.add(tile_a, tile_a)
            _: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                    16384)] = pl.tile.store(tile_b, [0, 0], output)
            pl.yield_()
        tile_c: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.add(tile_a, tile_a)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                16384)] = pl.tile.store(tile_c, [0, 0], output)
        return result
)pl");
}

// TestControlFlow::test_for_with_if_multiple_vars_competing: tiles live across a loop containing an
// if keep separate buffers.
TEST(MemoryReuseRefControlFlowTest, ForWithIfMultipleVarsCompeting) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_tensor: pl.Tensor[[64, 64], pl.FP32], output: pl.Out[pl.Tensor[[64, 64],
            pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64,
                64], [64, 64], target_memory=pl.Mem.Vec)
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64,
                64], [64, 64], target_memory=pl.Mem.Vec)
        init_tile: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([64, 64],
                dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for i, (acc,) in pl.range(4, init_values=(init_tile,)):
            if i < 2:
                tile_c: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile_a, tile_b)
                if_result: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(tile_c)
            else:
                tile_d: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile_b, tile_a)
                if_result: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(tile_d)
            loop_out: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(if_result)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(loop_out, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_tensor: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            output: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
            16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        init_tile: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_4, 0, 16384),
                pl.Mem.Vec] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for i, (acc,) in pl.range(4, init_values=(init_tile,)):
            if i < 2:
                tile_c: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_4, 0, 16384),
                        pl.Mem.Vec] = pl.tile.add(tile_a, tile_b)
                if_result: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_4, 0, 16384),
                        pl.Mem.Vec] = pl.yield_(tile_c)
            else:
                tile_d: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_4, 0, 16384),
                        pl.Mem.Vec] = pl.tile.add(tile_b, tile_a)
                if_result: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_4, 0, 16384),
                        pl.Mem.Vec] = pl.yield_(tile_d)
            loop_out: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_4, 0, 16384),
                    pl.Mem.Vec] = pl.yield_(if_result)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                16384)] = pl.tile.store(loop_out, [0, 0], output)
        return result
)pl");
}

// TestControlFlow::test_branch_local_var_does_not_leak: a tile local to one branch does not extend
// another tile's lifetime after the if.
TEST(MemoryReuseRefControlFlowTest, BranchLocalVarDoesNotLeak) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_tensor: pl.Tensor[[64, 64], pl.FP32], cond_param: pl.Scalar[pl.INDEX],
            output: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64,
                64], [64, 64], target_memory=pl.Mem.Vec)
        if cond_param < 2:
            tile_b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(tile_a, tile_a)
            if_result: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(tile_b)
        else:
            if_result: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(tile_a)
        tile_e: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(if_result, if_result)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(tile_e, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_tensor: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            cond_param: pl.Scalar[pl.INDEX], output: pl.Out[pl.Tensor[[64, 64], pl.FP32,
            pl.MemRef("mem_ddr_1", 0, 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        if cond_param < 2:
            tile_b: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                    pl.Mem.Vec] = pl.tile.add(tile_a, tile_a)
            if_result: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                    pl.Mem.Vec] = pl.yield_(tile_b)
        else:
            tile_a_mv: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                    pl.Mem.Vec] = pl.tile.move(tile_a, target_memory=pl.Mem.Vec)
            if_result: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                    pl.Mem.Vec] = pl.yield_(tile_a_mv)
        tile_e: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.add(if_result, if_result)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                16384)] = pl.tile.store(tile_e, [0, 0], output)
        return result
)pl");
}

// TestControlFlow::test_if_phi_read_after_branch_blocks_reuse: an if result read after the if keeps
// its buffer against tiles defined later.
TEST(MemoryReuseRefControlFlowTest, IfPhiReadAfterBranchBlocksReuse) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32], cond_param: pl.Scalar[pl.INDEX],
            output: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64], [64,
                64], target_memory=pl.Mem.Vec)
        if cond_param < 2:
            b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a, a)
            r: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(b)
        else:
            c: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(a, a)
            r: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(c)
        e: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a, a)
        f: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(r, e)
        g: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(a, f)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(g, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            cond_param: pl.Scalar[pl.INDEX], output: pl.Out[pl.Tensor[[64, 64], pl.FP32,
            pl.MemRef("mem_ddr_1", 0, 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        a: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        if cond_param < 2:
            b: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                    pl.Mem.Vec] = pl.tile.add(a, a)
            r: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                    pl.Mem.Vec] = pl.yield_(b)
        else:
            c: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                    pl.Mem.Vec] = pl.tile.mul(a, a)
            r: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                    pl.Mem.Vec] = pl.yield_(c)
        e: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_6, 0, 16384), pl.Mem.Vec] = pl.tile.add(a,
                a)
        f: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384), pl.Mem.Vec] = pl.tile.add(r,
                e)
        g: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384), pl.Mem.Vec] = pl.tile.add(a,
                f)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 16384)] = pl.tile.store(g,
                [0, 0], output)
        return result
)pl");
}

// TestControlFlow::test_loop_return_var_blocks_init_memref_reuse: a loop return var read after the
// loop keeps the init value's buffer busy.
TEST(MemoryReuseRefControlFlowTest, LoopReturnVarBlocksInitMemrefReuse) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32], input_b: pl.Tensor[[64, 64], pl.FP32],
            output: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        o_acc: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([64, 64], dtype=pl.FP32,
                target_memory=pl.Mem.Vec)
        o_acc_z: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(o_acc, 0.0)
        for _kb, (acc,) in pl.range(4, init_values=(o_acc_z,)):
            chunk: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64,
                    64], [64, 64], target_memory=pl.Mem.Vec)
            acc_next: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, chunk)
            loop_out: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(acc_next)
        resid: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_b, [0, 0], [64, 64],
                [64, 64], target_memory=pl.Mem.Vec)
        final: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(loop_out, resid)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(final, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            input_b: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0, 16384)],
            output: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", 0,
            16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        o_acc: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                pl.Mem.Vec] = pl.tile.create([64, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        o_acc_z: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                pl.Mem.Vec] = pl.tile.muls(o_acc, 0.0)
        for _kb, (acc,) in pl.range(4, init_values=(o_acc_z,)):
            chunk: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_5, 0, 16384),
                    pl.Mem.Vec] = pl.tile.load(input_a, [0, 0], [64, 64], [64, 64],
                    target_memory=pl.Mem.Vec)
            acc_next: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                    pl.Mem.Vec] = pl.tile.add(acc, chunk)
            loop_out: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                    pl.Mem.Vec] = pl.yield_(acc_next)
        resid: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_5, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_b, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        final: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                pl.Mem.Vec] = pl.tile.add(loop_out, resid)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", 0,
                16384)] = pl.tile.store(final, [0, 0], output)
        return result
)pl");
}

// TestTopDownRetargeter::test_acc_chain_pinned_producer_shares_iter_arg_buffer: a matmul_acc chain
// carried by a loop stays on the iter_arg's Acc buffer.
TEST(MemoryReuseRefTopDownRetargeterTest, AccChainPinnedProducerSharesIterArgBuffer) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[32, 32], pl.FP16], input_b: pl.Tensor[[32, 32], pl.FP16],
            output: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        tile_a_l1: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(input_a, [0, 0], [32,
                32], [32, 32], target_memory=pl.Mem.Mat)
        tile_b_l1: pl.Tile[[32, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(input_b, [0, 0], [32,
                32], [32, 32], target_memory=pl.Mem.Mat)
        tile_a_l0a: pl.Tile[[32, 32], pl.FP16, pl.Mem.Left] = pl.tile.move(tile_a_l1,
                target_memory=pl.Mem.Left)
        tile_b_l0b: pl.Tile[[32, 32], pl.FP16, pl.Mem.Right] = pl.tile.move(tile_b_l1,
                target_memory=pl.Mem.Right)
        init_acc: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(tile_a_l0a, tile_b_l0b)
        for _k, (acc,) in pl.range(4, init_values=(init_acc,)):
            acc_next: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, tile_a_l0a,
                    tile_b_l0b)
            loop_out: pl.Tile[[32, 32], pl.FP32, pl.Mem.Acc] = pl.yield_(acc_next)
        result: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(loop_out, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[32, 32], pl.FP16, pl.MemRef("mem_ddr_0", 0, 2048)],
            input_b: pl.Tensor[[32, 32], pl.FP16, pl.MemRef("mem_ddr_1", 0, 2048)],
            output: pl.Out[pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_2", 0,
            4096)]]) -> pl.Tensor[[32, 32], pl.FP32]:
        mem_mat_3: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 2048)
        mem_mat_4: pl.Ptr = pl.tile.alloc(pl.Mem.Mat, 2048)
        mem_left_5: pl.Ptr = pl.tile.alloc(pl.Mem.Left, 2048)
        mem_right_6: pl.Ptr = pl.tile.alloc(pl.Mem.Right, 2048)
        mem_acc_7: pl.Ptr = pl.tile.alloc(pl.Mem.Acc, 4096)
        tile_a_l1: pl.Tile[[32, 32], pl.FP16, pl.MemRef(mem_mat_3, 0, 2048),
                pl.Mem.Mat] = pl.tile.load(input_a, [0, 0], [32, 32], [32, 32],
                target_memory=pl.Mem.Mat)
        tile_b_l1: pl.Tile[[32, 32], pl.FP16, pl.MemRef(mem_mat_4, 0, 2048),
                pl.Mem.Mat] = pl.tile.load(input_b, [0, 0], [32, 32], [32, 32],
                target_memory=pl.Mem.Mat)
        tile_a_l0a: pl.Tile[[32, 32], pl.FP16, pl.MemRef(mem_left_5, 0, 2048),
                pl.Mem.Left] = pl.tile.move(tile_a_l1, target_memory=pl.Mem.Left)
        tile_b_l0b: pl.Tile[[32, 32], pl.FP16, pl.MemRef(mem_right_6, 0, 2048),
                pl.Mem.Right] = pl.tile.move(tile_b_l1, target_memory=pl.Mem.Right)
        init_acc: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_acc_7, 0, 4096),
                pl.Mem.Acc] = pl.tile.matmul(tile_a_l0a, tile_b_l0b)
        for _k, (acc,) in pl.range(4, init_values=(init_acc,)):
            acc_next: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_acc_7, 0, 4096),
                    pl.Mem.Acc] = pl.tile.matmul_acc(acc, tile_a_l0a, tile_b_l0b)
            loop_out: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_acc_7, 0, 4096),
                    pl.Mem.Acc] = pl.yield_(acc_next)
        result: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_2", 0,
                4096)] = pl.tile.store(loop_out, [0, 0], output)
        return result
)pl");
}

// TestTopDownRetargeter::test_retargeter_declines_when_target_still_live: the yield producer is not
// retargeted onto a buffer that is read afterwards.
TEST(MemoryReuseRefTopDownRetargeterTest, RetargeterDeclinesWhenTargetStillLive) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_tensor: pl.Tensor[[64, 64], pl.FP32], output: pl.Out[pl.Tensor[[64, 64],
            pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        init_0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64,
                64], [64, 64], target_memory=pl.Mem.Vec)
        for _i, (acc_0,) in pl.range(4, init_values=(init_0,)):
            tmp: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc_0, acc_0)
            other: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(tmp, acc_0)
            _use: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(other, [0, 0], output)
            loop_out: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(tmp)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(loop_out, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_tensor: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            output: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
            16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        init_0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        for _i, (acc_0,) in pl.range(4, init_values=(init_0,)):
            tmp: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                    pl.Mem.Vec] = pl.tile.add(acc_0, acc_0)
            other: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_4, 0, 16384),
                    pl.Mem.Vec] = pl.tile.mul(tmp, acc_0)
            _use: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                    16384)] = pl.tile.store(other, [0, 0], output)
            tmp_mv: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                    pl.Mem.Vec] = pl.tile.move(tmp, target_memory=pl.Mem.Vec)
            loop_out: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                    pl.Mem.Vec] = pl.yield_(tmp_mv)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                16384)] = pl.tile.store(loop_out, [0, 0], output)
        return result
)pl");
}

// TestTopDownRetargeter::test_retargeter_declines_when_read_after_nested_if: liveness for the
// retarget also sees reads after an enclosing if.
TEST(MemoryReuseRefTopDownRetargeterTest, RetargeterDeclinesWhenReadAfterNestedIf) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_tensor: pl.Tensor[[64, 64], pl.FP32], output: pl.Out[pl.Tensor[[64, 64],
            pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        init_0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64,
                64], [64, 64], target_memory=pl.Mem.Vec)
        for i, (acc_0,) in pl.range(4, init_values=(init_0,)):
            if i < 2:
                tile_c: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc_0, acc_0)
                if_result: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(tile_c)
            else:
                if_result: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(acc_0)
            _use: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(acc_0, [0, 0], output)
            loop_out: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(if_result)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(loop_out, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_tensor: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            output: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
            16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        init_0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        for i, (acc_0,) in pl.range(4, init_values=(init_0,)):
            if i < 2:
                tile_c: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                        pl.Mem.Vec] = pl.tile.add(acc_0, acc_0)
                if_result: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                        pl.Mem.Vec] = pl.yield_(tile_c)
            else:
                if_result: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                        pl.Mem.Vec] = pl.yield_(acc_0)
            _use: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                    16384)] = pl.tile.store(acc_0, [0, 0], output)
            if_result_mv: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                    pl.Mem.Vec] = pl.tile.move(if_result, target_memory=pl.Mem.Vec)
            loop_out: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                    pl.Mem.Vec] = pl.yield_(if_result_mv)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                16384)] = pl.tile.store(loop_out, [0, 0], output)
        return result
)pl");
}

// TestMetadata::test_preserves_split_metadata: tiles are compared structurally, so split metadata
// survives and reuse happens.
TEST(MemoryReuseRefMetadataTest, PreservesSplitMetadata) {
  ExpectReusePipeline(R"pl(
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker,
            attrs={"split": pl.SplitMode.UP_DOWN})
    def vector_producer(input_tensor: pl.Tensor[[16, 16], pl.FP16], output: pl.Out[pl.Tensor[[16,
            16], pl.FP16]]) -> pl.Tensor[[16, 16], pl.FP16]:
        tile_a: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [16,
                16], [16, 16], target_memory=pl.Mem.Vec)
        tile_b: pl.Tile[[16, 16], pl.FP16, pl.Mem.Vec] = pl.tile.add(tile_a, tile_a)
        result: pl.Tensor[[16, 16], pl.FP16] = pl.tile.store(tile_b, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker,
            attrs={"split": pl.SplitMode.UP_DOWN})
    def vector_producer(input_tensor: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_0", 0,
            512)], output: pl.Out[pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_1", 0,
            512)]]) -> pl.Tensor[[16, 16], pl.FP16]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 512)
        tile_a: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_vec_2, 0, 512),
                pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [16, 16], [16, 16],
                target_memory=pl.Mem.Vec)
        tile_b: pl.Tile[[16, 16], pl.FP16, pl.MemRef(mem_vec_2, 0, 512),
                pl.Mem.Vec] = pl.tile.add(tile_a, tile_a)
        result: pl.Tensor[[16, 16], pl.FP16, pl.MemRef("mem_ddr_1", 0,
                512)] = pl.tile.store(tile_b, [0, 0], output)
        return result
)pl");
}

// TestValidShapeDivergence::test_non_2d_divergent_valid_shape_can_reuse: 3-D loads with different
// valid shapes share a buffer.
TEST(MemoryReuseRefValidShapeDivergenceTest, Non2dDivergentValidShapeCanReuse) {
  auto b = BasesAfterPipeline(R"pl(
    @pl.function
    def main(self, input_a: pl.Tensor[[4, 64, 64], pl.FP32], output_a: pl.Out[pl.Tensor[[4, 64,
            64], pl.FP32]], output_b: pl.Out[pl.Tensor[[4, 64, 64], pl.FP32]]) -> pl.Tensor[[4,
            64, 64], pl.FP32]:
        tile_a: pl.Tile[[4, 64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[4, 48,
                64])] = pl.tile.load(input_a, [0, 0, 0], [4, 64, 64], [4, 48, 64],
                target_memory=pl.Mem.Vec)
        _res_a: pl.Tensor[[4, 64, 64], pl.FP32] = pl.tile.store(tile_a, [0, 0, 0], output_a)
        tile_b: pl.Tile[[4, 64, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[4, 32,
                64])] = pl.tile.load(input_a, [0, 0, 0], [4, 64, 64], [4, 32, 64],
                target_memory=pl.Mem.Vec)
        result: pl.Tensor[[4, 64, 64], pl.FP32] = pl.tile.store(tile_b, [0, 0, 0], output_b)
        return result
)pl");
  ExpectTiles(b, {"tile_a", "tile_b"});
  EXPECT_EQ(b["tile_a"], b["tile_b"]);
}

// TestViewOps::test_loop_carry_retarget_keeps_slice_view_aliased: a slice view follows its input
// when the input is retargeted onto the loop carry.
TEST(MemoryReuseRefViewOpsTest, LoopCarryRetargetKeepsSliceViewAliased) {
  auto b = BasesAfterPipeline(R"pl(
    @pl.function
    def main(self, inp: pl.Tensor[[16, 16], pl.FP32], out_acc: pl.Out[pl.Tensor[[16, 8],
            pl.FP32]]) -> pl.Tensor[[16, 8], pl.FP32]:
        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(inp, [0, 0], [16, 16], [16, 16],
                target_memory=pl.Mem.Vec)
        s0: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.slice(t0, [16, 8], [0, 0])
        acc0: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.add(s0, s0)
        for _i, (t_c, acc_c) in pl.range(4, init_values=(t0, acc0)):
            ti: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(inp, [0, 0], [16, 16], [16,
                    16], target_memory=pl.Mem.Vec)
            si: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.slice(ti, [16, 8], [0, 0])
            acc_n: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc_c, si)
            _t_y, acc_y = pl.yield_(ti, acc_n)
        result: pl.Tensor[[16, 8], pl.FP32] = pl.tile.store(acc_y, [0, 0], out_acc)
        return result
)pl");
  ExpectTiles(b, {"si", "t0", "ti"});
  EXPECT_EQ(b["ti"], b["t0"]);
  EXPECT_EQ(b["si"], b["ti"]);
}

// TestViewOps::test_loop_carry_retarget_keeps_reshape_view_aliased: a reshape view follows its
// input when the input is retargeted onto the loop carry.
TEST(MemoryReuseRefViewOpsTest, LoopCarryRetargetKeepsReshapeViewAliased) {
  auto b = BasesAfterPipeline(R"pl(
    @pl.function
    def main(self, inp: pl.Tensor[[16, 16], pl.FP32], out_acc: pl.Out[pl.Tensor[[256, 1],
            pl.FP32]]) -> pl.Tensor[[256, 1], pl.FP32]:
        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(inp, [0, 0], [16, 16], [16, 16],
                target_memory=pl.Mem.Vec)
        r0: pl.Tile[[256, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(t0, [256, 1])
        acc0: pl.Tile[[256, 1], pl.FP32, pl.Mem.Vec] = pl.tile.add(r0, r0)
        for _i, (t_c, acc_c) in pl.range(4, init_values=(t0, acc0)):
            ti: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(inp, [0, 0], [16, 16], [16,
                    16], target_memory=pl.Mem.Vec)
            ri: pl.Tile[[256, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(ti, [256, 1])
            acc_n: pl.Tile[[256, 1], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc_c, ri)
            _t_y, acc_y = pl.yield_(ti, acc_n)
        result: pl.Tensor[[256, 1], pl.FP32] = pl.tile.store(acc_y, [0, 0], out_acc)
        return result
)pl");
  ExpectTiles(b, {"ri", "t0", "ti"});
  EXPECT_EQ(b["ti"], b["t0"]);
  EXPECT_EQ(b["ri"], b["ti"]);
}

// TestInplaceOps::test_concat_output_must_not_alias_either_source: tile.concat's result never
// shares a source's buffer.
TEST(MemoryReuseRefInplaceOpsTest, ConcatOutputMustNotAliasEitherSource) {
  auto b = BasesAfterPipeline(R"pl(
    @pl.function
    def main(self, a: pl.Tensor[[32, 16], pl.FP32], b: pl.Tensor[[32, 16], pl.FP32],
            out: pl.Out[pl.Tensor[[32, 32], pl.FP32]]) -> pl.Tensor[[32, 32], pl.FP32]:
        tile_a: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [32, 16], [32,
                16], target_memory=pl.Mem.Vec)
        tile_b: pl.Tile[[32, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(b, [0, 0], [32, 16], [32,
                16], target_memory=pl.Mem.Vec)
        tile_c: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.concat(tile_a, tile_b)
        result: pl.Tensor[[32, 32], pl.FP32] = pl.tile.store(tile_c, [0, 0], out)
        return result
)pl");
  ExpectTiles(b, {"tile_a", "tile_b", "tile_c"});
  EXPECT_NE(b["tile_c"], b["tile_a"]);
  EXPECT_NE(b["tile_c"], b["tile_b"]);
}

// TestParallelPlaceholdersInIfThen::test_parallel_placeholders_must_not_alias: two loop inits both
// yielded at the end of one if branch stay apart.
TEST(MemoryReuseRefParallelPlaceholdersInIfThenTest, ParallelPlaceholdersMustNotAlias) {
  auto b = BasesAfterPipeline(R"pl(
    @pl.function
    def main(self, cond_param: pl.Scalar[pl.INDEX], output_a: pl.Out[pl.Tensor[[64, 64],
            pl.FP32]], output_b: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> tuple[pl.Tensor[[64,
            64], pl.FP32], pl.Tensor[[64, 64], pl.FP32]]:
        outer_init_a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([64, 64],
                dtype=pl.FP32, target_memory=pl.Mem.Vec)
        outer_init_b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([64, 64],
                dtype=pl.FP32, target_memory=pl.Mem.Vec)
        if cond_param < 2:
            inner_init_a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([64, 64],
                    dtype=pl.FP32, target_memory=pl.Mem.Vec)
            for _i, (acc_a,) in pl.range(4, init_values=(inner_init_a,)):
                next_a: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc_a, acc_a)
                loop_a_out: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(next_a)
            inner_init_b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([64, 64],
                    dtype=pl.FP32, target_memory=pl.Mem.Vec)
            for _j, (acc_b,) in pl.range(4, init_values=(inner_init_b,)):
                next_b: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc_b, acc_b)
                loop_b_out: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(next_b)
            phi_a, phi_b = pl.yield_(loop_a_out, loop_b_out)
        else:
            phi_a, phi_b = pl.yield_(outer_init_a, outer_init_b)
        result_a: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(phi_a, [0, 0], output_a)
        result_b: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(phi_b, [0, 0], output_b)
        return result_a, result_b
)pl");
  ExpectTiles(b, {"inner_init_a", "inner_init_b"});
  EXPECT_NE(b["inner_init_a"], b["inner_init_b"]);
}

// TestL0CrossShapeReuse::test_right_buffers_different_shapes_reuse: L0 tiles of different shapes
// share a buffer; the larger one is the representative.
TEST(MemoryReuseRefL0CrossShapeReuseTest, RightBuffersDifferentShapesReuse) {
  auto b = BasesAfterPipeline(R"pl(
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 64], pl.BF16], b: pl.Tensor[[64, 256], pl.BF16],
            c: pl.Tensor[[16, 128], pl.BF16], d: pl.Tensor[[128, 128], pl.BF16],
            out1: pl.Out[pl.Tensor[[16, 256], pl.FP32]], out2: pl.Out[pl.Tensor[[16, 128],
            pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        a_mat: pl.Tile[[16, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 64], [16,
                64], target_memory=pl.Mem.Mat)
        b_mat: pl.Tile[[64, 256], pl.BF16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [64, 256], [64,
                256], target_memory=pl.Mem.Mat)
        la: pl.Tile[[16, 64], pl.BF16, pl.Mem.Left] = pl.tile.extract(a_mat, 0, 0, [16, 64],
                target_memory=pl.Mem.Left)
        rb: pl.Tile[[64, 256], pl.BF16, pl.Mem.Right] = pl.tile.extract(b_mat, 0, 0, [64, 256],
                target_memory=pl.Mem.Right)
        m1: pl.Tile[[16, 256], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(la, rb)
        out1: pl.Tensor[[16, 256], pl.FP32] = pl.tile.store(m1, [0, 0], out1)
        c_mat: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(c, [0, 0], [16, 128], [16,
                128], target_memory=pl.Mem.Mat)
        d_mat: pl.Tile[[128, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(d, [0, 0], [128, 128],
                [128, 128], target_memory=pl.Mem.Mat)
        lc: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left] = pl.tile.extract(c_mat, 0, 0, [16, 128],
                target_memory=pl.Mem.Left)
        rd: pl.Tile[[128, 128], pl.BF16, pl.Mem.Right] = pl.tile.extract(d_mat, 0, 0, [128, 128],
                target_memory=pl.Mem.Right)
        m2: pl.Tile[[16, 128], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lc, rd)
        out2: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(m2, [0, 0], out2)
        return out2
)pl");
  ExpectTiles(b, {"la", "lc", "rb", "rd"});
  EXPECT_EQ(b["rb"], b["rd"]);
  EXPECT_EQ(b["la"], b["lc"]);
}

// TestStorageLayoutReuseGate::test_nd_and_nz_vec_tiles_do_not_reuse: ND and NZ Vec tiles of equal
// size keep separate buffers.
TEST(MemoryReuseRefStorageLayoutReuseGateTest, NdAndNzVecTilesDoNotReuse) {
  auto b = BasesAfterPipeline(R"pl(
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(inp: pl.Tensor[[64, 64], pl.BF16], out_nd: pl.Out[pl.Tensor[[64, 64], pl.BF16]],
            out_nz: pl.Out[pl.Tensor[[64, 64], pl.BF16]]) -> pl.Tensor[[64, 64], pl.BF16]:
        tile_nd: pl.Tile[[64, 64], pl.BF16, pl.Mem.Vec] = pl.tile.load(inp, [0, 0], [64, 64], [64,
                64], target_memory=pl.Mem.Vec)
        _a: pl.Tensor[[64, 64], pl.BF16] = pl.tile.store(tile_nd, [0, 0], out_nd)
        tile_nz: pl.Tile[[64, 64], pl.BF16, pl.Mem.Vec,
                pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major,
                fractal=1024)] = pl.tile.load(inp, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        result: pl.Tensor[[64, 64], pl.BF16] = pl.tile.store(tile_nz, [0, 0], out_nz)
        return result
)pl");
  ExpectTiles(b, {"tile_nd", "tile_nz"});
  EXPECT_NE(b["tile_nd"], b["tile_nz"]);
}

// TestStorageLayoutReuseGate::test_same_nz_family_different_fractal_vec_tiles_can_reuse: NZ-family
// Vec tiles differing only in fractal size share a buffer.
TEST(MemoryReuseRefStorageLayoutReuseGateTest, SameNzFamilyDifferentFractalVecTilesCanReuse) {
  auto b = BasesAfterPipeline(R"pl(
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(inp: pl.Tensor[[64, 64], pl.BF16], out_a: pl.Out[pl.Tensor[[64, 64], pl.BF16]],
            out_b: pl.Out[pl.Tensor[[64, 64], pl.BF16]]) -> pl.Tensor[[64, 64], pl.BF16]:
        tile_a: pl.Tile[[64, 64], pl.BF16, pl.Mem.Vec,
                pl.TileView(blayout=pl.TileLayout.col_major,
                slayout=pl.TileLayout.row_major)] = pl.tile.load(inp, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        _a: pl.Tensor[[64, 64], pl.BF16] = pl.tile.store(tile_a, [0, 0], out_a)
        tile_b: pl.Tile[[64, 64], pl.BF16, pl.Mem.Vec,
                pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major,
                fractal=1024)] = pl.tile.load(inp, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        result: pl.Tensor[[64, 64], pl.BF16] = pl.tile.store(tile_b, [0, 0], out_b)
        return result
)pl");
  ExpectTiles(b, {"tile_a", "tile_b"});
  EXPECT_EQ(b["tile_a"], b["tile_b"]);
}

// TestStorageLayoutReuseGate::test_same_layout_nd_vec_tiles_can_reuse: ND Vec tiles with the same
// layout share a buffer.
TEST(MemoryReuseRefStorageLayoutReuseGateTest, SameLayoutNdVecTilesCanReuse) {
  auto b = BasesAfterPipeline(R"pl(
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(inp: pl.Tensor[[64, 64], pl.BF16], out_a: pl.Out[pl.Tensor[[64, 64], pl.BF16]],
            out_b: pl.Out[pl.Tensor[[64, 64], pl.BF16]]) -> pl.Tensor[[64, 64], pl.BF16]:
        tile_a: pl.Tile[[64, 64], pl.BF16, pl.Mem.Vec] = pl.tile.load(inp, [0, 0], [64, 64], [64,
                64], target_memory=pl.Mem.Vec)
        _a: pl.Tensor[[64, 64], pl.BF16] = pl.tile.store(tile_a, [0, 0], out_a)
        tile_b: pl.Tile[[64, 64], pl.BF16, pl.Mem.Vec] = pl.tile.load(inp, [0, 0], [64, 64], [64,
                64], target_memory=pl.Mem.Vec)
        result: pl.Tensor[[64, 64], pl.BF16] = pl.tile.store(tile_b, [0, 0], out_b)
        return result
)pl");
  ExpectTiles(b, {"tile_a", "tile_b"});
  EXPECT_EQ(b["tile_a"], b["tile_b"]);
}

// TestForbidOutputAlias::test_sel_output_does_not_alias_mask_or_tmp: tile.sel's result avoids its
// mask and tmp buffers.
TEST(MemoryReuseRefForbidOutputAliasTest, SelOutputDoesNotAliasMaskOrTmp) {
  auto b = BasesAfterPipeline(R"pl(
    @pl.function
    def main(self, a: pl.Tensor[[16, 16], pl.FP32], b: pl.Tensor[[16, 16], pl.FP32],
            tmp_in: pl.Tensor[[1, 32], pl.UINT8], out: pl.Out[pl.Tensor[[16, 16],
            pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16],
                target_memory=pl.Mem.Vec)
        t1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(t0, t0)
        t2: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(b, [0, 0], [16, 16], [16, 16],
                target_memory=pl.Mem.Vec)
        mask: pl.Tile[[16, 32], pl.UINT8, pl.Mem.Vec, pl.TileView(valid_shape=[16,
                2])] = pl.tile.cmp(t1, t2, cmp_type=0)
        tmp: pl.Tile[[1, 32], pl.UINT8, pl.Mem.Vec] = pl.tile.load(tmp_in, [0, 0], [1, 32], [1,
                32], target_memory=pl.Mem.Vec)
        dst: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.sel(mask, t2, t2, tmp)
        res: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(dst, [0, 0], out)
        return res
)pl");
  ExpectTiles(b, {"dst", "mask", "tmp"});
  EXPECT_NE(b["dst"], b["mask"]);
  EXPECT_NE(b["dst"], b["tmp"]);
}

// TestForbidOutputAlias::test_row_sum_output_does_not_alias_input_or_tmp: a row reduction's result
// avoids its input and tmp buffers.
TEST(MemoryReuseRefForbidOutputAliasTest, RowSumOutputDoesNotAliasInputOrTmp) {
  auto b = BasesAfterPipeline(R"pl(
    @pl.function
    def main(self, a: pl.Tensor[[16, 16], pl.FP32], tmp_in: pl.Tensor[[16, 16], pl.FP32],
            out: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16],
                target_memory=pl.Mem.Vec)
        sq: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.mul(t0, t0)
        tmp: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(tmp_in, [0, 0], [16, 16], [16,
                16], target_memory=pl.Mem.Vec)
        s: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(sq, tmp)
        res: pl.Tensor[[16, 1], pl.FP32] = pl.tile.store(s, [0, 0], out)
        return res
)pl");
  ExpectTiles(b, {"s", "sq", "tmp"});
  EXPECT_NE(b["s"], b["sq"]);
  EXPECT_NE(b["s"], b["tmp"]);
}

// TestForbidOutputAlias::test_forbidden_input_reached_through_view_is_honored: a not-in-place-safe
// op reading a view still avoids the viewed buffer.
TEST(MemoryReuseRefForbidOutputAliasTest, ForbiddenInputReachedThroughViewIsHonored) {
  auto b = BasesAfterPipeline(R"pl(
    @pl.function
    def main(self, x: pl.Tensor[[8, 8], pl.FP32], out: pl.Out[pl.Tensor[[8, 8],
            pl.FP32]]) -> pl.Tensor[[8, 8], pl.FP32]:
        t0: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [8, 8], [8, 8],
                target_memory=pl.Mem.Vec)
        v: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(t0, [64, 1])
        r: pl.Tile[[64, 1], pl.FP32, pl.Mem.Vec] = pl.tile.recip(v)
        r2: pl.Tile[[8, 8], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(r, [8, 8])
        res: pl.Tensor[[8, 8], pl.FP32] = pl.tile.store(r2, [0, 0], out)
        return res
)pl");
  ExpectTiles(b, {"r", "t0"});
  EXPECT_NE(b["r"], b["t0"]);
}

// TestForbidOutputAlias::test_widening_cast_output_does_not_alias_input: a widening cast's result
// avoids its narrower input's buffer.
TEST(MemoryReuseRefForbidOutputAliasTest, WideningCastOutputDoesNotAliasInput) {
  auto b = BasesAfterPipeline(R"pl(
    @pl.function
    def main(self, a: pl.Tensor[[8, 16], pl.FP32], b: pl.Tensor[[8, 16], pl.BF16],
            out: pl.Out[pl.Tensor[[8, 16], pl.FP32]]) -> pl.Tensor[[8, 16], pl.FP32]:
        t0: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [8, 16], [8, 16],
                target_memory=pl.Mem.Vec)
        _dead: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(t0, t0)
        bf: pl.Tile[[8, 16], pl.BF16, pl.Mem.Vec] = pl.tile.load(b, [0, 0], [8, 16], [8, 16],
                target_memory=pl.Mem.Vec)
        r: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.cast(bf, target_type=pl.FP32,
                mode='round')
        res: pl.Tensor[[8, 16], pl.FP32] = pl.tile.store(r, [0, 0], out)
        return res
)pl");
  ExpectTiles(b, {"bf", "r"});
  EXPECT_NE(b["r"], b["bf"]);
}

// TestForbidOutputAlias::test_col_expand_mul_output_does_not_alias_col_vector: col_expand_mul's
// result avoids the buffer of its column vector.
TEST(MemoryReuseRefForbidOutputAliasTest, ColExpandMulOutputDoesNotAliasColVector) {
  auto b = BasesAfterPipeline(R"pl(
    @pl.function
    def main(self, a: pl.Tensor[[8, 16], pl.FP32], c: pl.Tensor[[8, 16], pl.FP32],
            out: pl.Out[pl.Tensor[[8, 16], pl.FP32]]) -> pl.Tensor[[8, 16], pl.FP32]:
        t0: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [8, 16], [8, 16],
                target_memory=pl.Mem.Vec)
        tgt: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(t0, t0)
        cbig: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(c, [0, 0], [8, 16], [8, 16],
                target_memory=pl.Mem.Vec)
        col_src: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.add(cbig, cbig)
        col: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.slice(col_src, [1, 16], [0, 0])
        r: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.col_expand_mul(tgt, col)
        res: pl.Tensor[[8, 16], pl.FP32] = pl.tile.store(r, [0, 0], out)
        return res
)pl");
  ExpectTiles(b, {"col_src", "r"});
  EXPECT_NE(b["r"], b["col_src"]);
}

// TestForbidOutputAlias::test_rsqrt_output_does_not_alias_input: tile.rsqrt's result avoids its
// input's buffer.
TEST(MemoryReuseRefForbidOutputAliasTest, RsqrtOutputDoesNotAliasInput) {
  auto b = BasesAfterPipeline(R"pl(
    @pl.function
    def main(self, a: pl.Tensor[[16, 16], pl.FP32], out: pl.Out[pl.Tensor[[16, 16],
            pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 16], [16, 16],
                target_memory=pl.Mem.Vec)
        sq: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.mul(t0, t0)
        r: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.rsqrt(sq)
        res: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(r, [0, 0], out)
        return res
)pl");
  ExpectTiles(b, {"r", "sq"});
  EXPECT_NE(b["r"], b["sq"]);
}

// TestViewOps::test_subview_group_keeps_offsets_on_reuse: src reuses the dead
// tile's buffer; the transpose (not in-place safe) gets a fresh buffer that
// its whole view group shares, each slice/reshape keeping its own byte offset
// (row 1 at 64) and its own 64-byte size. (tile.transpose takes its axes
// positionally here.)
TEST(MemoryReuseRefViewOpsTest, SubviewGroupKeepsOffsetsOnReuse) {
  auto m = MemRefsAfterPipeline(R"pl(
    @pl.function
    def main(self, inp: pl.Tensor[[16, 8], pl.FP32], dead_in: pl.Tensor[[16, 8], pl.FP32],
            out_dead: pl.Out[pl.Tensor[[16, 8], pl.FP32]], out0: pl.Out[pl.Tensor[[16, 1],
            pl.FP32]], out1: pl.Out[pl.Tensor[[16, 1], pl.FP32]]) -> pl.Tensor[[16, 1], pl.FP32]:
        dead: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(dead_in, [0, 0], [16, 8], [16,
                8], target_memory=pl.Mem.Vec)
        _sd: pl.Tensor[[16, 8], pl.FP32] = pl.tile.store(dead, [0, 0], out_dead)
        src: pl.Tile[[16, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(inp, [0, 0], [16, 8], [16, 8],
                target_memory=pl.Mem.Vec)
        srcT: pl.Tile[[8, 16], pl.FP32, pl.Mem.Vec] = pl.tile.transpose(src, 0, 1)
        s0: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.slice(srcT, [1, 16], [0, 0])
        r0: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(s0, [16, 1])
        s1: pl.Tile[[1, 16], pl.FP32, pl.Mem.Vec] = pl.tile.slice(srcT, [1, 16], [1, 0])
        r1: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(s1, [16, 1])
        _o0: pl.Tensor[[16, 1], pl.FP32] = pl.tile.store(r0, [0, 0], out0)
        result: pl.Tensor[[16, 1], pl.FP32] = pl.tile.store(r1, [0, 0], out1)
        return result)pl");
  for (const char* n : {"dead", "src", "srcT", "s0", "r0", "s1", "r1"}) {
    ASSERT_TRUE(m.count(n)) << n;
  }
  EXPECT_EQ(m["src"].base, m["dead"].base);
  EXPECT_NE(m["srcT"].base, m["src"].base);
  for (const char* n : {"s0", "r0", "s1", "r1"}) EXPECT_EQ(m[n].base, m["srcT"].base) << n;
  EXPECT_EQ(ConstValue(m["s0"].byte_offset), 0);
  EXPECT_EQ(ConstValue(m["r0"].byte_offset), 0);
  EXPECT_EQ(ConstValue(m["s1"].byte_offset), 64);
  EXPECT_EQ(ConstValue(m["r1"].byte_offset), 64);
  EXPECT_EQ(m["r0"].size, 64);
  EXPECT_EQ(m["r1"].size, 64);
}

// TestTopDownRetargeter::test_retargeter_declines_for_not_inplace_safe_op,
// with tile.recip standing in for the reference's tile.sort32 /
// tile.mrgsort chain (both not in-place safe): the loop's yield producer
// reads the carried buffer, so the retargeter must not write it there; the
// producer keeps a buffer of its own and the yield fixup copies it back with a
// tile.move, which is the shape of that test's Expected.
TEST(MemoryReuseRefTopDownRetargeterTest, RetargeterDeclinesForNotInplaceSafeOp) {
  ExpectReusePipeline(R"pl(
    @pl.function
    def main(self, input_tensor: pl.Tensor[[64, 64], pl.FP32], output: pl.Out[pl.Tensor[[64, 64],
            pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        init_0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64,
                64], [64, 64], target_memory=pl.Mem.Vec)
        for _i, (acc_0,) in pl.range(4, init_values=(init_0,)):
            next_0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.recip(acc_0)
            out_0: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(next_0)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(out_0, [0, 0], output)
        return result
)pl",
                      R"pl(
    @pl.function
    def main(self, input_tensor: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", 0, 16384)],
            output: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
            16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        init_0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                pl.Mem.Vec] = pl.tile.load(input_tensor, [0, 0], [64, 64], [64, 64],
                target_memory=pl.Mem.Vec)
        for _i, (acc_0,) in pl.range(4, init_values=(init_0,)):
            next_0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_3, 0, 16384),
                    pl.Mem.Vec] = pl.tile.recip(acc_0)
            next_0_mv: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                    pl.Mem.Vec] = pl.tile.move(next_0, target_memory=pl.Mem.Vec)
            out_0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, 0, 16384),
                    pl.Mem.Vec] = pl.yield_(next_0_mv)
        result: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", 0,
                16384)] = pl.tile.store(out_0, [0, 0], output)
        return result
)pl");
}

}  // namespace
}  // namespace ptoc
