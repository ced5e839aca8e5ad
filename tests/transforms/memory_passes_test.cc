// Before/Expected tests of the memory-planning passes (InitMemRef,
// MaterializeSemanticAliases, MemoryReuse, AllocateMemoryAddr,
// FoldNoOpReshape), an independent no-overlap check of the allocated
// addresses on every corpus program, and a check on generated kernels with
// thousands of tiles. Passes run as the registered Pass under the test
// environment's context (contract verified before and after, output
// roundtripped).
#include <algorithm>
#include <functional>
#include <iostream>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "compiler/ir/visitor.h"
#include "compiler/pass/pass_context.h"
#include "compiler/text/parser.h"
#include "compiler/text/printer.h"
#include "gtest/gtest.h"
#include "tests/testing/dsl_pass_check.h"
#include "tests/testing/golden_pass_harness.h"
#include "tests/testing/pass_test_env.h"

PTOC_PASS_TEST_REQUIRES_PASS_RUNS();

namespace ptoc::transforms {
namespace {

using ir::ProgramPtr;

using ::ptoc::testing::ExpectSameProgram;
using ::ptoc::testing::kCompareMemRefs;
using ::ptoc::testing::ListDir;
using ::ptoc::testing::ParseOrFail;
using ::ptoc::testing::ReadFile;
using ::ptoc::testing::RunfilePath;
using ::ptoc::testing::RunPassesOrFail;

const char* kHeader =
    "import pypto.language as pl\n\n@pl.program\nclass P:\n"
    "    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)\n";

std::string Prog(const std::string& sig, const std::string& body) {
  return absl::StrCat(kHeader, "    def k(", sig, ") -> pl.Tensor[[64, 64], pl.FP32]:\n", body);
}

const char* kSig =
    "a: pl.Tensor[[64, 64], pl.FP32], b: pl.Tensor[[64, 64], pl.FP32], "
    "out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]";
const char* kSigMem =
    "a: pl.Tensor[[64, 64], pl.FP32, pl.MemRef(\"mem_ddr_0\", pl.const(0, pl.INT64), 16384)], "
    "b: pl.Tensor[[64, 64], pl.FP32, pl.MemRef(\"mem_ddr_1\", pl.const(0, pl.INT64), 16384)], "
    "out: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef(\"mem_ddr_2\", pl.const(0, pl.INT64), "
    "16384)]]";

std::string Tile(const std::string& base, int64_t offset, int64_t size = 16384,
                 const std::string& shape = "[64, 64]") {
  return absl::StrCat("pl.Tile[", shape, ", pl.FP32, pl.MemRef(", base, ", pl.const(", offset,
                      ", pl.INT64), ", size, "), pl.Mem.Vec]");
}
std::string Out() {
  return "pl.Tensor[[64, 64], pl.FP32, pl.MemRef(\"mem_ddr_2\", pl.const(0, pl.INT64), 16384)]";
}
const char* kLoadA = "pl.tile.load(a, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)";
const char* kLoadB = "pl.tile.load(b, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)";

// Load-add-store: unique Vec buffers, DDR memrefs on tensors, the store
// result shares the output parameter's memref, allocs at the top.
TEST(InitMemRefTest, LoadAddStoreGetsVecAndDdrMemRefs) {
  auto before = ParseOrFail(
      Prog(kSig,
           absl::StrCat("        x: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = ", kLoadA, "\n",
                        "        y: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = ", kLoadB, "\n",
                        "        z: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(x, y)\n",
                        "        r: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(z, [0, 0], out)\n",
                        "        return out\n")));
  auto expected = ParseOrFail(Prog(
      kSigMem, absl::StrCat("        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)\n",
                            "        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)\n",
                            "        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)\n",
                            "        x: ", Tile("mem_vec_3", 0), " = ", kLoadA, "\n",
                            "        y: ", Tile("mem_vec_4", 0), " = ", kLoadB, "\n", "        z: ",
                            Tile("mem_vec_5", 0), " = pl.tile.add(x, y)\n", "        r: ", Out(),
                            " = pl.tile.store(z, [0, 0], out)\n", "        return out\n")));
  ExpectSameProgram(RunPassesOrFail({"InitMemRef"}, before), expected, kCompareMemRefs);
}

// A buffer of 2^63 bytes or more has no int64 size: it is a user error at the
// variable, not a wrapped (negative) MemRef size that the address checks would
// take for a small buffer. (The reference keeps sizes unsigned and fails later,
// at AllocateMemoryAddr's capacity check.)
TEST(InitMemRefTest, SizeBeyondInt64IsAnError) {
  const std::string huge = "[2, 4611686018427387904]";
  auto before = ParseOrFail(absl::StrCat(
      "import pypto.language as pl\n\n@pl.program\nclass P:\n"
      "    @pl.function(type=pl.FunctionType.InCore)\n"
      "    def k(self, a: pl.Tensor[[2, 8], pl.FP32], out: pl.Out[pl.Tensor[",
      huge, ", pl.FP32]]) -> pl.Tensor[", huge, ", pl.FP32]:\n",
      "        x: pl.Tile[[2, 8], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [2, 8], [2, 8], "
      "target_memory=pl.Mem.Vec)\n",
      "        r: pl.Tensor[", huge, ", pl.FP32] = pl.tile.store(x, [0, 0], out)\n",
      "        return r\n"));
  ASSERT_TRUE(before);
  absl::Status status = testing::PassFailure("InitMemRef", before);
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << status;
  EXPECT_NE(status.message().find("a buffer of shape [2, 4611686018427387904] and dtype FP32 "
                                  "needs more than 2^63 bytes"),
            std::string::npos)
      << status;
  // Located at the parameter (line 6 of the text).
  EXPECT_NE(status.message().find(":6:"), std::string::npos) << status;
}

// A reshape view and a plain alias share their source's allocation.
TEST(InitMemRefTest, ViewAndAliasShareSourceMemRef) {
  auto before = ParseOrFail(Prog(
      kSig,
      absl::StrCat(
          "        x: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = ", kLoadA, "\n",
          "        v: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(x, [32, 128])\n",
          "        w: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = v\n",
          "        u: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.reshape(w, [64, 64])\n",
          "        r: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(u, [0, 0], out)\n",
          "        return out\n")));
  auto after = RunPassesOrFail({"InitMemRef"}, before);
  std::string printed = text::PrintProgram(after);
  // One allocation, every tile on it.
  EXPECT_NE(printed.find("mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)"), std::string::npos)
      << printed;
  EXPECT_EQ(printed.find("mem_vec_4"), std::string::npos) << printed;
  EXPECT_EQ(printed.find("mem_vec_5"), std::string::npos) << printed;
}

TEST(InitMemRefTest, RejectsDynamicTileShape) {
  auto before = ParseOrFail(absl::StrCat(
      kHeader,
      "    def k(a: pl.Tensor[[64, 64], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[64, 64], "
      "pl.FP32]:\n"
      "        x: pl.Tile[[n, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [n, 64], [n, "
      "64], "
      "target_memory=pl.Mem.Vec)\n"
      "        return a\n"));
  if (!before) GTEST_SKIP() << "parser rejects the dynamic tile before the pass sees it";
  absl::StatusOr<ProgramPtr> run = ::ptoc::testing::RunRegisteredPass("InitMemRef", before);
  EXPECT_FALSE(run.ok());
}

// A cross-core tpop result owns no buffer, but its extent must still be
// static (the reference checks it on that path too, with the same words).
TEST(InitMemRefTest, RejectsDynamicShapeOfBufferlessTpopTile) {
  auto before = ParseOrFail(
      "import pypto.language as pl\n\nn = pl.dynamic(\"n\")\n\n@pl.program\nclass P:\n"
      "    @pl.function\n"
      "    def k(self) -> pl.Tile[[1, n], pl.FP32, pl.Mem.Vec]:\n"
      "        t: pl.Tile[[1, n], pl.FP32, pl.Mem.Vec] = pl.tile.tpop_from_aic(split=0)\n"
      "        return t\n");
  ASSERT_TRUE(before);
  absl::Status status = testing::PassFailure("InitMemRef", before);
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << status;
  EXPECT_NE(status.message().find("InitMemRef requires static shape for variable 't', but shape "
                                  "element 1 is dynamic"),
            std::string::npos)
      << status;
}

// A tile with an empty dimension has no buffer to allocate: rejected at the
// variable with the reference's message, not given a zero-byte MemRef.
TEST(InitMemRefTest, RejectsEmptyTileDimension) {
  auto before = ParseOrFail(Prog(
      kSig, absl::StrCat("        x: pl.Tile[[0, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, "
                         "0], [0, 64], [0, 64], target_memory=pl.Mem.Vec)\n",
                         "        return out\n")));
  ASSERT_TRUE(before);
  absl::Status status = testing::PassFailure("InitMemRef", before);
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << status;
  EXPECT_NE(status.message().find("InitMemRef requires positive shape for variable 'x', but "
                                  "shape element 0 is 0"),
            std::string::npos)
      << status;
}

// A chain x -> y -> z: y's lifetime touches x's end, so y reuses x's buffer;
// the unused allocation is removed.
TEST(MemoryReuseTest, SequentialChainReusesAndDropsAlloc) {
  std::string before_body = absl::StrCat(
      "        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)\n",
      "        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)\n",
      "        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)\n",
      "        x: ", Tile("mem_vec_3", 0), " = ", kLoadA, "\n", "        y: ", Tile("mem_vec_4", 0),
      " = pl.tile.exp(x)\n", "        z: ", Tile("mem_vec_5", 0), " = pl.tile.exp(y)\n",
      "        r: ", Out(), " = pl.tile.store(z, [0, 0], out)\n", "        return out\n");
  std::string expected_body = absl::StrCat(
      "        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)\n",
      "        x: ", Tile("mem_vec_3", 0), " = ", kLoadA, "\n", "        y: ", Tile("mem_vec_3", 0),
      " = pl.tile.exp(x)\n", "        z: ", Tile("mem_vec_3", 0), " = pl.tile.exp(y)\n",
      "        r: ", Out(), " = pl.tile.store(z, [0, 0], out)\n", "        return out\n");
  ExpectSameProgram(RunPassesOrFail({"MemoryReuse"}, ParseOrFail(Prog(kSigMem, before_body))),
                    ParseOrFail(Prog(kSigMem, expected_body)), kCompareMemRefs);
}

// Simultaneously live tiles keep distinct buffers; the dead one is reused.
TEST(MemoryReuseTest, OverlappingLifetimesStayApart) {
  std::string before_body = absl::StrCat(
      "        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)\n",
      "        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)\n",
      "        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)\n",
      "        x: ", Tile("mem_vec_3", 0), " = ", kLoadA, "\n", "        y: ", Tile("mem_vec_4", 0),
      " = ", kLoadB, "\n", "        z: ", Tile("mem_vec_5", 0), " = pl.tile.add(x, y)\n",
      "        r: ", Out(), " = pl.tile.store(z, [0, 0], out)\n", "        return out\n");
  std::string expected_body = absl::StrCat(
      "        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)\n",
      "        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)\n",
      "        x: ", Tile("mem_vec_3", 0), " = ", kLoadA, "\n", "        y: ", Tile("mem_vec_4", 0),
      " = ", kLoadB, "\n", "        z: ", Tile("mem_vec_3", 0), " = pl.tile.add(x, y)\n",
      "        r: ", Out(), " = pl.tile.store(z, [0, 0], out)\n", "        return out\n");
  ExpectSameProgram(RunPassesOrFail({"MemoryReuse"}, ParseOrFail(Prog(kSigMem, before_body))),
                    ParseOrFail(Prog(kSigMem, expected_body)), kCompareMemRefs);
}

// Ops that are not in-place safe never write onto an input's buffer.
TEST(MemoryReuseTest, NotInplaceSafeOutputAvoidsInputBuffer) {
  std::string body = absl::StrCat("        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)\n",
                                  "        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)\n",
                                  "        x: ", Tile("mem_vec_3", 0), " = ", kLoadA, "\n",
                                  "        y: ", Tile("mem_vec_4", 0), " = pl.tile.recip(x)\n",
                                  "        r: ", Out(), " = pl.tile.store(y, [0, 0], out)\n",
                                  "        return out\n");
  auto before = ParseOrFail(Prog(kSigMem, body));
  ExpectSameProgram(RunPassesOrFail({"MemoryReuse"}, before), ParseOrFail(Prog(kSigMem, body)),
                    kCompareMemRefs);
}

// tile.move is in-place safe at the reference's seed revision (its op
// definition carries no not-in-place-safe flag): a same-space move whose
// input dies there takes the input's buffer, like any elementwise op.
TEST(MemoryReuseTest, SameSpaceMoveReusesInputBuffer) {
  auto body = [](const std::string& y_base, bool keep_second_alloc) {
    return absl::StrCat(
        "        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)\n",
        keep_second_alloc ? "        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)\n" : "",
        "        x: ", Tile("mem_vec_3", 0), " = ", kLoadA, "\n", "        y: ", Tile(y_base, 0),
        " = pl.tile.move(x, target_memory=pl.Mem.Vec)\n", "        r: ", Out(),
        " = pl.tile.store(y, [0, 0], out)\n", "        return out\n");
  };
  ExpectSameProgram(
      RunPassesOrFail({"MemoryReuse"}, ParseOrFail(Prog(kSigMem, body("mem_vec_4", true)))),
      ParseOrFail(Prog(kSigMem, body("mem_vec_3", false))), kCompareMemRefs);
}

// Addresses: per space, name order, 32-byte aligned, from 0.
TEST(AllocateMemoryAddrTest, SequentialAlignedAddresses) {
  auto tile_small = [](const std::string& base, int64_t off) {
    return absl::StrCat("pl.Tile[[1, 7], pl.FP32, pl.MemRef(", base, ", pl.const(", off,
                        ", pl.INT64), 28), pl.Mem.Vec]");
  };
  auto prog = [&](int64_t o1, int64_t o2, int64_t o3) {
    return Prog(
        kSigMem,
        absl::StrCat("        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 28)\n",
                     "        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)\n",
                     "        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)\n",
                     "        s: ", tile_small("mem_vec_3", o1),
                     " = pl.tile.load(a, [0, 0], [1, 7], [1, 7], target_memory=pl.Mem.Vec)\n",
                     "        x: ", Tile("mem_vec_4", o2), " = ", kLoadA, "\n", "        y: ",
                     Tile("mem_vec_5", o3), " = pl.tile.exp(x)\n", "        r: ", Out(),
                     " = pl.tile.store(y, [0, 0], out)\n", "        return out\n"));
  };
  ExpectSameProgram(RunPassesOrFail({"AllocateMemoryAddr"}, ParseOrFail(prog(0, 0, 0))),
                    ParseOrFail(prog(0, 32, 16416)), kCompareMemRefs);
}

// A tile parameter (the input of an already split kernel) gets its buffer
// from InitMemRef in the body; AllocateMemoryAddr places the parameter with
// it (here after the reserved region), as the reference retypes parameters
// too. Such a program's dumps name a body variable in the signature, which
// neither implementation reads back, hence no roundtrip.
TEST(AllocateMemoryAddrTest, TileParameterFollowsItsAllocation) {
  ::ptoc::testing::ScopedTestChecks checks(pass::VerificationMode::kNone, /*roundtrip=*/false,
                                           "a tile parameter's MemRef base is a body variable");
  ProgramPtr in = ParseOrFail(absl::StrCat(
      kHeader,
      "    def k(self, a: pl.Tensor[[64, 64], pl.FP32], t: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec],"
      " out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:\n"
      "        buf: pl.Scalar[pl.INT32] = pl.system.reserve_buffer(name=\"buf\", size=4096, "
      "base=-1)\n"
      "        x: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = ",
      kLoadA,
      "\n"
      "        y: pl.Tile[[64, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(x, t)\n"
      "        r: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(y, [0, 0], out)\n"
      "        return r\n"));
  ASSERT_TRUE(in);
  ProgramPtr out = RunPassesOrFail(
      {"InitMemRef", "MaterializeSemanticAliases", "MemoryReuse", "AllocateMemoryAddr"}, in);
  ASSERT_TRUE(out);
  ir::FunctionPtr k = out->GetFunction("k");
  ASSERT_TRUE(k);
  auto offset_of = [](const ir::TypePtr& type) -> std::optional<int64_t> {
    auto tile = ir::As<ir::TileType>(type);
    if (!tile || !tile->memref()) return std::nullopt;
    auto c = ir::As<ir::ConstInt>(tile->memref()->byte_offset());
    return c ? std::optional<int64_t>(c->value()) : std::nullopt;
  };
  const ir::VarPtr& t = k->params()[1];
  ASSERT_EQ(t->name_hint().rfind('t', 0), 0u) << t->name_hint();
  std::optional<int64_t> param_offset = offset_of(t->type());
  ASSERT_TRUE(param_offset.has_value());
  EXPECT_GE(*param_offset, 4096) << "the reserved region comes first";
  // Every body occurrence of the parameter carries the same address.
  struct UseFinder : ir::IRVisitor {
    const ir::Var* param = nullptr;
    std::vector<ir::TypePtr> use_types;
    void VisitVar(const ir::VarPtr& v) override {
      if (v.get() == param) use_types.push_back(v->type());
    }
  } finder;
  finder.param = t.get();
  finder.VisitStmt(k->body());
  ASSERT_FALSE(finder.use_types.empty()) << "the body must use the retyped parameter itself";
  for (const auto& type : finder.use_types) EXPECT_EQ(offset_of(type), param_offset);
}

// A reshape whose result already shares the source's buffer and signature is
// an alias; a reshape that changes the shape is kept.
TEST(FoldNoOpReshapeTest, FoldsIdentityReshapeKeepsRealOne) {
  auto prog = [&](bool folded) {
    return Prog(
        kSigMem,
        absl::StrCat("        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)\n",
                     "        x: ", Tile("mem_vec_3", 0), " = ", kLoadA, "\n", "        y: ",
                     Tile("mem_vec_3", 0), " = ", folded ? "x" : "pl.tile.reshape(x, [64, 64])",
                     "\n", "        z: ", Tile("mem_vec_3", 0, 16384, "[32, 128]"),
                     " = pl.tile.reshape(y, [32, 128])\n", "        w: ", Tile("mem_vec_3", 0),
                     " = pl.tile.reshape(z, [64, 64])\n", "        r: ", Out(),
                     " = pl.tile.store(w, [0, 0], out)\n", "        return out\n"));
  };
  ExpectSameProgram(RunPassesOrFail({"FoldNoOpReshape"}, ParseOrFail(prog(false))),
                    ParseOrFail(prog(true)), kCompareMemRefs);
}

// --------------------------------------------------------------------------
// Independent no-overlap check of AllocateMemoryAddr's output.

// Checks one function: tile values that are live at the same time (own
// numbering of statements; a value used in a loop it is defined before lives
// to the loop end) must not occupy overlapping bytes of one memory space,
// unless they are the same value by construction (views, in-place results,
// assembles, which InitMemRef places in their target's buffer,
// plain copies, loop carries, if phis: joined with union-find).
class OverlapChecker {
 public:
  std::vector<std::string> Check(const ir::FunctionPtr& f) {
    Walk(f->body());
    std::vector<std::string> problems;
    // Class liveness.
    std::unordered_map<const ir::Var*, std::pair<int, int>> live;
    for (const auto& [v, d] : def_) {
      int last = last_use_.count(v) ? last_use_[v] : d;
      for (const auto& [s, e] : loops_) {
        if (d < s && last >= s) last = std::max(last, e);
      }
      const ir::Var* root = Find(v);
      auto it = live.find(root);
      if (it == live.end()) {
        live[root] = {d, last};
      } else {
        it->second.first = std::min(it->second.first, d);
        it->second.second = std::max(it->second.second, last);
      }
    }
    struct Occ {
      const ir::Var* root;
      int64_t lo, hi;
      ir::MemorySpace space;
      std::string name;
    };
    std::vector<Occ> occ;
    for (const auto& [v, d] : def_) {
      auto tile = ir::As<ir::TileType>(v->type());
      if (!tile || !tile->memref() || !tile->memory_space()) continue;
      auto off = ir::As<ir::ConstInt>(tile->memref()->byte_offset());
      if (!off) continue;
      occ.push_back({Find(v), off->value(), off->value() + tile->memref()->size(),
                     *tile->memory_space(), v->name_hint()});
    }
    for (size_t i = 0; i < occ.size(); ++i) {
      for (size_t j = i + 1; j < occ.size(); ++j) {
        const auto& a = occ[i];
        const auto& b = occ[j];
        if (a.root == b.root || a.space != b.space) continue;
        if (a.hi <= b.lo || b.hi <= a.lo) continue;
        auto la = live[a.root], lb = live[b.root];
        if (la.second <= lb.first || lb.second <= la.first) continue;
        problems.push_back(absl::StrCat(f->name(), ": '", a.name, "' and '", b.name,
                                        "' are live together at overlapping addresses"));
      }
    }
    return problems;
  }

 private:
  const ir::Var* Find(const ir::Var* v) {
    auto it = parent_.find(v);
    if (it == parent_.end() || it->second == v) return v;
    const ir::Var* r = Find(it->second);
    parent_[v] = r;
    return r;
  }
  // Joins two values into one buffer identity. Carries (iter_arg / init,
  // yield / result) are joined only when they really share the buffer;
  // otherwise the hand-over is a copy between distinct buffers.
  void Union(const ir::ExprPtr& a, const ir::ExprPtr& b, bool same_buffer_only = false) {
    if (!a || !b || !ir::IsA<ir::Var>(a) || !ir::IsA<ir::Var>(b)) return;
    if (same_buffer_only) {
      auto ta = ir::As<ir::TileType>(a->type());
      auto tb = ir::As<ir::TileType>(b->type());
      if (!ta || !tb || !ta->memref() || !tb->memref() ||
          ta->memref()->base() != tb->memref()->base()) {
        return;
      }
    }
    const ir::Var* ra = Find(static_cast<const ir::Var*>(a.get()));
    const ir::Var* rb = Find(static_cast<const ir::Var*>(b.get()));
    if (ra != rb) parent_[ra] = rb;
  }
  void Use(const ir::ExprPtr& e, int order) {
    if (!e) return;
    if (ir::IsA<ir::Var>(e)) {
      const ir::Var* v = static_cast<const ir::Var*>(e.get());
      last_use_[v] = std::max(last_use_[v], order);
      if (auto ia = ir::As<ir::IterArg>(e)) Use(ia->init_value(), order);
      return;
    }
    if (auto c = ir::As<ir::Call>(e)) {
      for (const auto& a : c->args()) Use(a, order);
    } else if (auto t = ir::As<ir::MakeTuple>(e)) {
      for (const auto& a : t->elements()) Use(a, order);
    } else if (auto g = ir::As<ir::TupleGetItem>(e)) {
      Use(g->tuple(), order);
    }
  }
  void Walk(const ir::StmtPtr& s) {
    if (!s) return;
    if (auto seq = ir::As<ir::SeqStmts>(s)) {
      for (const auto& c : seq->stmts()) Walk(c);
    } else if (auto a = ir::As<ir::AssignStmt>(s)) {
      int o = order_++;
      def_[a->var().get()] = o;
      Use(a->value(), o);
      if (ir::IsA<ir::Var>(a->value())) Union(a->var(), a->value());
      if (auto call = ir::As<ir::Call>(a->value()); call && !call->IsFunctionCall()) {
        const std::string& n = call->callee_name();
        if ((n == "tile.reshape" || n == "tile.slice" || n == "tile.set_validshape" ||
             n == "tile.transpose_view" || n == "tile.matmul_acc" || n == "tile.fillpad_inplace" ||
             n == "tile.assemble") &&
            !call->args().empty()) {
          Union(a->var(), call->args()[0]);
        }
      }
    } else if (auto e = ir::As<ir::EvalStmt>(s)) {
      Use(e->expr(), order_++);
    } else if (auto y = ir::As<ir::YieldStmt>(s)) {
      int o = order_++;
      for (const auto& v : y->values()) Use(v, o);
      if (!yield_targets_.empty()) {
        const auto& targets = yield_targets_.back();
        for (size_t i = 0; i < targets.size() && i < y->values().size(); ++i) {
          Union(targets[i], y->values()[i], true);
        }
      }
    } else if (auto r = ir::As<ir::ReturnStmt>(s)) {
      int o = order_++;
      for (const auto& v : r->values()) Use(v, o);
    } else if (auto f = ir::As<ir::ForStmt>(s)) {
      for (size_t i = 0; i < f->iter_args().size(); ++i) {
        Use(f->iter_args()[i]->init_value(), order_);
        Union(f->iter_args()[i], f->iter_args()[i]->init_value(), true);
        if (i < f->return_vars().size()) Union(f->return_vars()[i], f->iter_args()[i], true);
      }
      yield_targets_.emplace_back(f->return_vars().begin(), f->return_vars().end());
      int start = order_;
      Walk(f->body());
      loops_.emplace_back(start, order_ - 1);
      yield_targets_.pop_back();
    } else if (auto w = ir::As<ir::WhileStmt>(s)) {
      for (size_t i = 0; i < w->iter_args().size(); ++i) {
        Use(w->iter_args()[i]->init_value(), order_);
        Union(w->iter_args()[i], w->iter_args()[i]->init_value(), true);
      }
      std::vector<ir::ExprPtr> targets(w->iter_args().begin(), w->iter_args().end());
      yield_targets_.push_back(targets);
      int start = order_;
      Walk(w->body());
      loops_.emplace_back(start, order_ - 1);
      yield_targets_.pop_back();
    } else if (auto i = ir::As<ir::IfStmt>(s)) {
      Use(i->condition(), order_);
      yield_targets_.emplace_back(i->return_vars().begin(), i->return_vars().end());
      Walk(i->then_body());
      Walk(i->else_body());
      yield_targets_.pop_back();
    } else if (auto sc = ir::As<ir::ScopeStmt>(s)) {
      Walk(sc->body());
    }
  }

  int order_ = 0;
  std::unordered_map<const ir::Var*, int> def_;
  std::unordered_map<const ir::Var*, int> last_use_;
  std::unordered_map<const ir::Var*, const ir::Var*> parent_;
  std::vector<std::pair<int, int>> loops_;
  std::vector<std::vector<ir::ExprPtr>> yield_targets_;
};

TEST(AllocateMemoryAddrTest, NoLiveBuffersOverlapOnCorpus) {
  const std::string root = RunfilePath("tests/golden");
  int checked = 0;
  std::vector<std::string> problems;
  for (const auto& program : ListDir(root)) {
    for (const std::string strategy : {"default", "debugtile"}) {
      std::string dir = absl::StrCat(root, "/", program, "/", strategy);
      // The reference's own memory plan is defective for these programs (see
      // KnownDeviations in corpus_pipeline_test): ptoc plans them itself from
      // the dump before InitMemRef.
      const bool own_plan = program == "258_alias_iter_then_reshape";
      std::string before;
      std::string previous;
      for (const auto& f : ListDir(dir)) {
        if (!own_plan && f.find("_after_MemoryReuse.py") != std::string::npos) before = f;
        if (own_plan && f.find("_after_InitMemRef.py") != std::string::npos) before = previous;
        previous = f;
      }
      if (before.empty()) continue;
      text::ParseOptions opts;
      opts.filename = before;
      auto in = text::ParseProgram(ReadFile(absl::StrCat(dir, "/", before)), opts);
      ASSERT_TRUE(in.ok()) << in.status().message();
      // The reference's output for this program needs more Vec memory than
      // the SoC has (its AllocatedMemoryAddr check fails, see
      // golden_verify_test); the addresses must still be disjoint.
      std::optional<::ptoc::testing::ScopedTestChecks> overflow;
      const std::string error = ReadFile(absl::StrCat(root, "/", program, "/error.txt"));
      const auto& unverified = ::ptoc::testing::ReferenceUnverifiedPrograms();
      auto it = unverified.find(program);
      if (it == unverified.end()) it = unverified.find(absl::StrCat(program, "/", strategy));
      if (it != unverified.end()) {
        overflow.emplace(pass::VerificationMode::kNone, /*roundtrip=*/true, it->second);
      } else if (error.find("buffer usage") != std::string::npos &&
                 error.find("exceeds platform limit") != std::string::npos) {
        overflow.emplace(pass::VerificationMode::kBefore, /*roundtrip=*/true,
                         "the program overflows Vec memory on purpose");
      }
      ProgramPtr out = own_plan ? RunPassesOrFail({"InitMemRef", "MaterializeSemanticAliases",
                                                   "MemoryReuse", "AllocateMemoryAddr"},
                                                  *in)
                                : RunPassesOrFail({"AllocateMemoryAddr"}, *in);
      if (out == nullptr) continue;
      for (const auto& f : out->functions()) {
        if (!ir::IsInCoreLike(f->func_type())) continue;
        OverlapChecker checker;
        for (auto& p : checker.Check(f)) {
          problems.push_back(absl::StrCat(program, "/", strategy, ": ", p));
        }
        ++checked;
      }
    }
  }
  std::cout << "no-overlap check: " << checked << " kernels, " << problems.size() << " problems\n";
  EXPECT_GT(checked, 0);
  for (const auto& p : problems) ADD_FAILURE() << p;
}

// --------------------------------------------------------------------------
// Scale: the memory passes on generated kernels with thousands of tiles.

std::string BigKernel(int n, bool all_live) {
  std::string s =
      absl::StrCat(kHeader,
                   "    def k(a: pl.Tensor[[8, 64], pl.FP32], out: pl.Out[pl.Tensor[[8, 64], "
                   "pl.FP32]]) -> pl.Tensor[[8, 64], pl.FP32]:\n");
  const char* ty = "pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec]";
  const char* load = "pl.tile.load(a, [0, 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec)";
  absl::StrAppend(&s, "        t0: ", ty, " = ", load, "\n");
  if (!all_live) {
    // A chain with short-lived temporaries plus one long-lived input.
    for (int i = 1; i < n; ++i) {
      absl::StrAppend(&s, "        t", i, ": ", ty, " = pl.tile.add(t", i - 1, ", t0)\n");
    }
    absl::StrAppend(&s, "        r: pl.Tensor[[8, 64], pl.FP32] = pl.tile.store(t", n - 1,
                    ", [0, 0], out)\n");
  } else {
    // n/2 loads all live until consumed in reverse order.
    int half = n / 2;
    for (int i = 1; i < half; ++i) absl::StrAppend(&s, "        t", i, ": ", ty, " = ", load, "\n");
    absl::StrAppend(&s, "        s", half - 1, ": ", ty, " = pl.tile.add(t", half - 1, ", t0)\n");
    for (int i = half - 2; i >= 0; --i) {
      absl::StrAppend(&s, "        s", i, ": ", ty, " = pl.tile.add(s", i + 1, ", t", i, ")\n");
    }
    absl::StrAppend(&s,
                    "        r: pl.Tensor[[8, 64], pl.FP32] = pl.tile.store(s0, [0, 0], out)\n");
  }
  absl::StrAppend(&s, "        return out\n");
  return s;
}

// Correctness at scale; speed is measured by bench/ (not by a timed test).
void CheckLargeKernel(bool all_live) {
  ProgramPtr p = ParseOrFail(BigKernel(2000, all_live));
  ASSERT_TRUE(p);
  // 1000 co-live 2 KiB tiles cannot fit in Vec memory: AllocatedMemoryAddr's
  // capacity check fails by design; this test is about disjoint addresses.
  std::optional<::ptoc::testing::ScopedTestChecks> overflow;
  if (all_live) {
    overflow.emplace(pass::VerificationMode::kBefore, /*roundtrip=*/true,
                     "1000 co-live tiles exceed Vec capacity on purpose");
  }
  for (const char* pass : {"InitMemRef", "MaterializeSemanticAliases", "MemoryReuse",
                           "AllocateMemoryAddr", "FoldNoOpReshape"}) {
    p = RunPassesOrFail({pass}, p);
  }
  ASSERT_TRUE(p);
  OverlapChecker checker;
  EXPECT_TRUE(checker.Check(p->functions()[0]).empty());
}

TEST(MemoryPassesScaleTest, LongTileChainHasNoOverlap) { CheckLargeKernel(false); }
TEST(MemoryPassesScaleTest, ManyCoLiveTilesHaveNoOverlap) { CheckLargeKernel(true); }

}  // namespace
}  // namespace ptoc::transforms
