// Tests of the DSL parser: every reference output parses, specific constructs
// produce the expected IR shape, errors carry a location, and garbled input
// never crashes.
#include "compiler/text/parser.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "compiler/ir/function.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/text/printer.h"
#include "gtest/gtest.h"
#include "tests/text/runfiles.h"

namespace ptoc::text {
namespace {

namespace fs = std::filesystem;
using ::ptoc::testing::ReadFile;
using ::ptoc::testing::RunfilePath;

std::vector<std::string> PyFilesUnder(const std::string& rel) {
  std::vector<std::string> out;
  fs::path root = RunfilePath(rel);
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(
           root, fs::directory_options::follow_directory_symlink, ec);
       it != fs::recursive_directory_iterator(); it.increment(ec)) {
    if (ec) break;
    const fs::path& p = it->path();
    if (p.extension() == ".py") out.push_back(p.string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

// The valid corpus programs: tests/corpus/*.py (bad/ holds malformed ones).
std::vector<std::string> CorpusPrograms() {
  std::vector<std::string> out;
  std::error_code ec;
  for (auto it = fs::directory_iterator(RunfilePath("tests/corpus"), ec);
       !ec && it != fs::directory_iterator(); it.increment(ec)) {
    if (it->path().extension() == ".py") out.push_back(it->path().string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

// Golden files that are printed DSL programs: print.*.py, default*/ and
// debugtile/ dumps (codegen/ holds other formats).
std::vector<std::string> GoldenDslFiles() {
  std::vector<std::string> out;
  for (const auto& f : PyFilesUnder("tests/golden")) {
    if (absl::StrContains(f, "/codegen/")) continue;
    out.push_back(f);
  }
  return out;
}

absl::StatusOr<ir::ProgramPtr> ParseFile(const std::string& path) {
  bool ok = false;
  std::string text = ReadFile(path, &ok);
  if (!ok) return absl::NotFoundError(path);
  ParseOptions opts;
  opts.filename = fs::path(path).filename().string();
  return ParseProgram(text, opts);
}

TEST(ParserGoldenTest, EveryGoldenDumpParses) {
  std::vector<std::string> files = GoldenDslFiles();
  ASSERT_GT(files.size(), 1000u) << "golden data missing";
  int ok = 0;
  std::map<std::string, int> first_errors;
  std::vector<std::string> failures;
  for (const auto& f : files) {
    auto result = ParseFile(f);
    if (result.ok()) {
      ++ok;
    } else {
      failures.push_back(
          absl::StrCat(f.substr(f.find("tests/golden/")), ": ", result.status().message()));
    }
  }
  std::cout << "parsed " << ok << "/" << files.size() << " golden DSL files\n";
  // One line per distinct message (the same construct fails in many dumps).
  std::map<std::string, std::string> by_message;
  for (const auto& f : failures) {
    std::string msg = f.substr(f.find(": ") + 2);
    msg = msg.substr(msg.find(": ") + 2);
    by_message.emplace(msg, f);
  }
  for (const auto& [msg, f] : by_message) std::cout << f << "\n";
  EXPECT_EQ(ok, static_cast<int>(files.size()));
}

TEST(ParserGoldenTest, EveryCorpusProgramParses) {
  std::vector<std::string> files = CorpusPrograms();
  ASSERT_GE(files.size(), 32u);
  int ok = 0;
  for (const auto& f : files) {
    auto result = ParseFile(f);
    EXPECT_TRUE(result.ok()) << f << ": " << result.status();
    if (result.ok()) ++ok;
  }
  std::cout << "parsed " << ok << "/" << files.size() << " corpus programs\n";
}

ir::ProgramPtr MustParse(const std::string& text) {
  auto result = ParseProgram(text);
  EXPECT_TRUE(result.ok()) << result.status();
  return result.ok() ? *result : nullptr;
}

std::vector<ir::StmtPtr> BodyOf(const ir::ProgramPtr& p, const std::string& fn) {
  auto f = p->GetFunction(fn);
  EXPECT_NE(f, nullptr) << fn;
  return f ? ir::StmtList(f->body()) : std::vector<ir::StmtPtr>{};
}

TEST(ParserConstructTest, ForLoopIterArgsAndYieldNameReturnVars) {
  auto p = MustParse(R"(import pypto.language as pl

@pl.program
class P:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        for i, (acc,) in pl.range(8, init_values=(x,)):
            nxt: pl.Tensor[[16], pl.FP32] = pl.tensor.add(acc, acc)
            res: pl.Tensor[[16], pl.FP32] = pl.yield_(nxt)
        return res
)");
  ASSERT_NE(p, nullptr);
  auto body = BodyOf(p, "f");
  ASSERT_EQ(body.size(), 2u);
  auto loop = ir::As<ir::ForStmt>(body[0]);
  ASSERT_NE(loop, nullptr);
  ASSERT_EQ(loop->iter_args().size(), 1u);
  ASSERT_EQ(loop->return_vars().size(), 1u);
  EXPECT_EQ(loop->iter_args()[0]->name_hint(), "acc");
  EXPECT_EQ(loop->iter_args()[0]->init_value(), p->GetFunction("f")->params()[0]);
  EXPECT_EQ(loop->return_vars()[0]->name_hint(), "res");
  EXPECT_EQ(ir::StaticDim(loop->stop()), 8);
  // The body's add reads the iter arg; the yield feeds it.
  auto stmts = ir::StmtList(loop->body());
  ASSERT_EQ(stmts.size(), 2u);
  auto add = ir::As<ir::Call>(ir::As<ir::AssignStmt>(stmts[0])->value());
  EXPECT_EQ(add->args()[0], loop->iter_args()[0]);
  auto yield = ir::As<ir::YieldStmt>(stmts[1]);
  ASSERT_NE(yield, nullptr);
  EXPECT_EQ(yield->values()[0], ir::As<ir::AssignStmt>(stmts[0])->var());
  // `return res` refers to the loop's return var.
  auto ret = ir::As<ir::ReturnStmt>(body[1]);
  ASSERT_NE(ret, nullptr);
  EXPECT_EQ(ret->values()[0], loop->return_vars()[0]);
}

TEST(ParserConstructTest, WhileIterFormAndIfPhi) {
  auto p = MustParse(R"(import pypto.language as pl
@pl.program
class P:
  @pl.function
  def f(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
    for (k,) in pl.while_(init_values=(0,)):
      pl.cond(k < n)
      if k % 2 == 0:
        a: pl.Scalar[pl.INDEX] = k + 1
        r: pl.Scalar[pl.INDEX] = pl.yield_(a)
      else:
        r: pl.Scalar[pl.INDEX] = pl.yield_(k)
      k_out: pl.Scalar[pl.INDEX] = pl.yield_(r)
    return k_out
)");
  ASSERT_NE(p, nullptr);
  auto body = BodyOf(p, "f");
  auto loop = ir::As<ir::WhileStmt>(body[0]);
  ASSERT_NE(loop, nullptr);
  ASSERT_EQ(loop->iter_args().size(), 1u);
  auto cond = ir::As<ir::BinaryExpr>(loop->condition());
  ASSERT_NE(cond, nullptr);
  EXPECT_EQ(cond->lhs(), loop->iter_args()[0]);
  auto inner = ir::StmtList(loop->body());
  auto phi = ir::As<ir::IfStmt>(inner[0]);
  ASSERT_NE(phi, nullptr);
  ASSERT_EQ(phi->return_vars().size(), 1u);
  EXPECT_EQ(phi->return_vars()[0]->name_hint(), "r");
  auto yield = ir::As<ir::YieldStmt>(inner[1]);
  EXPECT_EQ(yield->values()[0], phi->return_vars()[0]);
  EXPECT_EQ(ir::As<ir::ReturnStmt>(body[1])->values()[0], loop->return_vars()[0]);
}

// In Orchestration code `n = pl.tensor.dim(x, 0)` names x's extent symbol;
// reassigning `n` makes a new variable (the symbol is never assigned), and
// the unified `pl.dim` spelling stays a runtime read (both as the reference's
// front end; its canonical prints of these functions are quoted below).
TEST(ParserConstructTest, DimAliasRebindAndUnifiedDim) {
  constexpr absl::string_view kHeader = R"(import pypto.language as pl

N = pl.dynamic("N")


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[N, 64], pl.FP32]) -> pl.Scalar[pl.INDEX]:
)";
  auto rebind = MustParse(absl::StrCat(kHeader, R"(        rows = pl.tensor.dim(x, 0)
        rows = rows - 16
        return rows
)"));
  ASSERT_NE(rebind, nullptr);
  auto body = BodyOf(rebind, "run");
  ASSERT_EQ(body.size(), 2u);
  auto assign = ir::As<ir::AssignStmt>(body[0]);
  ASSERT_NE(assign, nullptr);
  auto x_type = ir::As<ir::TensorType>(rebind->GetFunction("run")->params()[0]->type());
  const ir::ExprPtr& symbol = x_type->shape()[0];
  EXPECT_NE(assign->var(), symbol);
  EXPECT_EQ(assign->var()->name_hint(), "rows");
  EXPECT_EQ(ir::As<ir::BinaryExpr>(assign->value())->lhs(), symbol);
  const std::string rebind_text = PrintProgram(rebind);
  EXPECT_TRUE(absl::StrContains(rebind_text,
                                "        rows: pl.Scalar[pl.INDEX] = N - 16\n"
                                "        return rows\n"))
      << rebind_text;

  auto unified = MustParse(absl::StrCat(kHeader, R"(        rows = pl.dim(x, 0)
        return rows
)"));
  ASSERT_NE(unified, nullptr);
  const std::string unified_text = PrintProgram(unified);
  EXPECT_TRUE(
      absl::StrContains(unified_text, "        rows: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0)\n"))
      << unified_text;
  auto folded = MustParse(absl::StrCat(kHeader, R"(        rows = pl.tensor.dim(x, 0)
        return rows
)"));
  ASSERT_NE(folded, nullptr);
  const std::string folded_text = PrintProgram(folded);
  EXPECT_TRUE(absl::StrContains(folded_text, "        return N\n")) << folded_text;
}

TEST(ParserConstructTest, MemRefBasesAreShared) {
  auto p = MustParse(R"(# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(a: pl.Tensor[[8, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], o: pl.Out[pl.Tensor[[8, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2048)]]) -> pl.Tensor[[8, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2048)]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        t: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.load(a, [0, 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec)
        u: pl.Tile[[8, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 2048), pl.Mem.Vec] = pl.tile.exp(t)
        r: pl.Tensor[[8, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 2048)] = pl.tile.store(u, [0, 0], o)
        return r
)");
  ASSERT_NE(p, nullptr);
  auto f = p->GetFunction("k");
  auto body = ir::StmtList(f->body());
  auto alloc = ir::As<ir::AssignStmt>(body[0])->var();
  auto t_type = ir::As<ir::TileType>(ir::As<ir::AssignStmt>(body[1])->var()->type());
  auto u_type = ir::As<ir::TileType>(ir::As<ir::AssignStmt>(body[2])->var()->type());
  ASSERT_NE(t_type, nullptr);
  ASSERT_NE(t_type->memref(), nullptr);
  EXPECT_EQ(t_type->memref()->base(), alloc);
  EXPECT_EQ(u_type->memref()->base(), alloc);
  EXPECT_EQ(t_type->memory_space(), ir::MemorySpace::kVec);
  // The quoted DDR base of `o` and of the return type is one Ptr variable.
  auto o_type = ir::As<ir::TensorType>(f->params()[1]->type());
  auto ret_type = ir::As<ir::TensorType>(f->return_types()[0]);
  EXPECT_EQ(o_type->memref()->base(), ret_type->memref()->base());
  EXPECT_NE(o_type->memref()->base(),
            ir::As<ir::TensorType>(f->params()[0]->type())->memref()->base());
  EXPECT_EQ(f->param_directions()[1], ir::ParamDirection::kOut);
}

// A bare MemRef base that no allocation binds is a base of its own, read as
// if quoted; it prints quoted (the reference's print of this input).
TEST(ParserConstructTest, UnboundBareMemRefBaseIsItsOwnBase) {
  auto p = MustParse(R"(import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[64, 64], pl.FP32]):
        t: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_0, 0, 16384), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [64, 64])
        u: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_0, 0, 16384), pl.Mem.Vec] = pl.tile.exp(t)
)");
  ASSERT_NE(p, nullptr);
  const std::string printed = text::PrintProgram(p);
  EXPECT_NE(printed.find("t: pl.Tile[[64, 64], pl.FP32, pl.MemRef(\"mem_vec_0\", 0, 16384), "
                         "pl.Mem.Vec] = pl.tile.load(x, [0, 0], [64, 64], [64, 64], "
                         "target_memory=pl.Mem.Vec)"),
            std::string::npos)
      << printed;
  auto body = ir::StmtList(p->GetFunction("k")->body());
  auto t_type = ir::As<ir::TileType>(ir::As<ir::AssignStmt>(body[0])->var()->type());
  auto u_type = ir::As<ir::TileType>(ir::As<ir::AssignStmt>(body[1])->var()->type());
  EXPECT_EQ(t_type->memref()->base(), u_type->memref()->base());
}

// A quoted MemRef base name prints escaped, so the print reads back as the
// same name and printing it again gives the same text.
TEST(ParserConstructTest, QuotedMemRefBaseNamePrintsEscaped) {
  auto p = MustParse(R"(import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[8, 64], pl.FP32, pl.MemRef("ddr\\x\"y", 0, 2048)]) -> pl.Tensor[[8, 64], pl.FP32, pl.MemRef("ddr\\x\"y", 0, 2048)]:
        return x
)");
  ASSERT_NE(p, nullptr);
  auto x_type = ir::As<ir::TensorType>(p->GetFunction("k")->params()[0]->type());
  ASSERT_NE(x_type, nullptr);
  ASSERT_NE(x_type->memref(), nullptr);
  EXPECT_EQ(x_type->memref()->base()->name_hint(), "ddr\\x\"y");
  const std::string printed = text::PrintProgram(p);
  EXPECT_TRUE(absl::StrContains(printed, R"(pl.MemRef("ddr\\x\"y", 0, 2048))")) << printed;
  auto reread = MustParse(printed);
  ASSERT_NE(reread, nullptr);
  EXPECT_EQ(text::PrintProgram(reread), printed);
}

// A bare MemRef base names whatever variable is bound to it, a tensor
// parameter included, as the reference's parser reads it; such a base prints
// quoted (the reference's print of the same program).
TEST(ParserConstructTest, MemRefBaseMayNameAnyBoundVariable) {
  auto p = MustParse(R"(import pypto.language as pl

@pl.program
class P:
    @pl.function
    def main(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[64, 64], pl.FP32, pl.MemRef(x, 0, 16384), pl.Mem.Vec] = pl.tile.load(x, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        r: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t, [0, 0], out)
        return r
)");
  ASSERT_NE(p, nullptr);
  auto body = BodyOf(p, "main");
  ASSERT_FALSE(body.empty());
  auto tile = ir::As<ir::TileType>(ir::As<ir::AssignStmt>(body[0])->var()->type());
  ASSERT_NE(tile, nullptr);
  ASSERT_NE(tile->memref(), nullptr);
  EXPECT_EQ(tile->memref()->base(), p->GetFunction("main")->params()[0]);
  EXPECT_TRUE(absl::StrContains(text::PrintProgram(p), R"(pl.MemRef("x", 0, 16384), pl.Mem.Vec])"));
}

// A MemRef byte offset is an integer expression, kept as written (a typed
// constant stays typed: the reference's dumps print InitMemRef's INT64
// offsets that way and must read back to the same text).
TEST(ParserConstructTest, MemRefByteOffsetIsAnIntegerKeptAsWritten) {
  auto p = MustParse(R"(import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[8, 64], pl.FP32, pl.MemRef("d0", pl.const(64, pl.INT64), 2048)], y: pl.Tensor[[8, 64], pl.FP32, pl.MemRef("d1", 2 * 32 + 1, 2048)]) -> pl.Tensor[[8, 64], pl.FP32, pl.MemRef("d0", pl.const(64, pl.INT64), 2048)]:
        return x
)");
  ASSERT_NE(p, nullptr);
  auto f = p->GetFunction("k");
  auto offset_of = [](const ir::TypePtr& t) {
    return ir::As<ir::ConstInt>(ir::As<ir::TensorType>(t)->memref()->byte_offset());
  };
  ASSERT_NE(offset_of(f->params()[0]->type()), nullptr);
  EXPECT_EQ(offset_of(f->params()[0]->type())->dtype(), ir::DataType::kInt64);
  ASSERT_NE(offset_of(f->params()[1]->type()), nullptr);
  EXPECT_EQ(offset_of(f->params()[1]->type())->value(), 65);
  const std::string printed = text::PrintProgram(p);
  EXPECT_TRUE(absl::StrContains(printed, R"(pl.MemRef("d0", pl.const(64, pl.INT64), 2048))"))
      << printed;
  EXPECT_TRUE(absl::StrContains(printed, R"(pl.MemRef("d1", 65, 2048))")) << printed;
  // Not an integer.
  auto bad = ParseProgram(absl::StrReplaceAll(printed, {{"pl.const(64, pl.INT64)", "1.5"}}));
  ASSERT_FALSE(bad.ok());
  EXPECT_TRUE(absl::StrContains(bad.status().message(),
                                "MemRef byte_offset must be an integer or variable, got: 1.5"))
      << bad.status();
}

// A type's shape may be a tuple (Python evaluates the annotation): it reads
// as the list and prints as one, as the reference prints it. `(64)` is an
// integer, which the reference rejects with these words.
TEST(ParserConstructTest, TupleShapesInAnnotations) {
  const std::string header = R"(import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
)";
  auto p = MustParse(
      header +
      R"(    def main(self, x: pl.Tensor[(64,), pl.FP32], y: pl.Tensor[(16, 64), pl.FP16]) -> pl.Tensor[(64,), pl.FP32]:
        return x
)");
  ASSERT_NE(p, nullptr);
  EXPECT_TRUE(absl::StrContains(
      PrintProgram(p),
      "def main(self, x: pl.Tensor[[64], pl.FP32], y: pl.Tensor[[16, 64], pl.FP16]) -> "
      "pl.Tensor[[64], pl.FP32]:"))
      << PrintProgram(p);
  // `pl.dynamic` takes its name by keyword too, at module level and inline.
  auto named = MustParse(
      std::string("import pypto.language as pl\nM = pl.dynamic(name=\"M\")\n") +
      header.substr(header.find("\n\n") + 2) +
      R"(    def main(self, x: pl.Tensor[[M, pl.dynamic(name="R")], pl.FP32]) -> pl.Tensor[[M, pl.dynamic("R")], pl.FP32]:
        return x
)");
  ASSERT_NE(named, nullptr);
  EXPECT_TRUE(absl::StrContains(PrintProgram(named), "x: pl.Tensor[[M, R], pl.FP32]"))
      << PrintProgram(named);
  for (const char* shape : {"(64)", "64"}) {
    auto bad = ParseProgram(header + "    def main(self, x: pl.Tensor[" + shape +
                            ", pl.FP32]) -> pl.Tensor[[64], pl.FP32]:\n        return x\n");
    ASSERT_FALSE(bad.ok()) << shape;
    EXPECT_TRUE(
        absl::StrContains(bad.status().message(), "Shape '64' must be a list or tuple, got int"))
        << bad.status();
  }
}

// A repeated self-contained annotation is parsed once: the variables share one
// type object. Annotations that name variables (a dynamic extent) are parsed
// where they stand, so each function's `N` is its own parameter.
TEST(ParserConstructTest, RepeatedAnnotationsShareOneType) {
  auto p = MustParse(R"(import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 64], pl.FP32], y: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        a: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        b: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(a)
        c: pl.Tile[[16,64], pl.FP32,  pl.Mem.Vec] = pl.tile.exp(b)
        d: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 64])] = pl.tile.exp(c)
        r: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(b, [0, 0], y)
        return r

    @pl.function
    def f(self, N: pl.Scalar[pl.INDEX], x: pl.Tensor[[N, 64], pl.FP32]) -> pl.Tensor[[N, 64], pl.FP32]:
        return x

    @pl.function
    def g(self, N: pl.Scalar[pl.INDEX], x: pl.Tensor[[N, 64], pl.FP32]) -> pl.Tensor[[N, 64], pl.FP32]:
        return x
)");
  ASSERT_NE(p, nullptr);
  auto type_of = [](const ir::StmtPtr& s) { return ir::As<ir::AssignStmt>(s)->var()->type(); };
  auto body = BodyOf(p, "k");
  ASSERT_GE(body.size(), 4u);
  EXPECT_EQ(type_of(body[0]), type_of(body[1]));
  // Other spacing is other text: parsed again, to an equal type.
  EXPECT_NE(type_of(body[1]), type_of(body[2]));
  EXPECT_TRUE(ir::StructuralEqual(type_of(body[1]), type_of(body[2])));
  EXPECT_FALSE(ir::StructuralEqual(type_of(body[2]), type_of(body[3])));
  auto tile = ir::As<ir::TileType>(type_of(body[0]));
  ASSERT_NE(tile, nullptr);
  EXPECT_EQ(tile->memory_space(), ir::MemorySpace::kVec);
  auto k = p->GetFunction("k");
  EXPECT_EQ(k->params()[0]->type(), k->return_types()[0]);
  for (const char* name : {"f", "g"}) {
    auto fn = p->GetFunction(name);
    auto x_type = ir::As<ir::TensorType>(fn->params()[1]->type());
    ASSERT_NE(x_type, nullptr) << name;
    EXPECT_EQ(x_type->shape()[0], fn->params()[0]) << name;
    auto ret = ir::As<ir::TensorType>(fn->return_types()[0]);
    EXPECT_EQ(ret->shape()[0], fn->params()[0]) << name;
  }
  EXPECT_NE(p->GetFunction("f")->params()[0], p->GetFunction("g")->params()[0]);
}

// As in the reference, which reads functions in source order: a call to a
// function defined further down parses, its value has an unknown type and its
// arguments are not counted; unpacking such a value is an error.
// An if binds every name its yields assign, also past the last yielded
// value, as the reference's parser does (it collects the names by scanning
// the branches first); a result no value types gets the reference's fallback
// type, a one-element INT32 tensor. ConvertToSSA dumps contain such ifs.
TEST(ParserConstructTest, IfBindsEveryNameOfATupleYield) {
  auto p = MustParse(R"(import pypto.language as pl

@pl.program
class P:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16], pl.FP32]:
        if n > 8:
            flag: pl.Scalar[pl.BOOL] = True
            done, extra = pl.yield_(flag)
        else:
            done, extra = pl.yield_(False)
        if done:
            y: pl.Tensor[[16], pl.FP32] = pl.tensor.add(x, x)
        return x
)");
  ASSERT_NE(p, nullptr);
  auto body = BodyOf(p, "f");
  ASSERT_GE(body.size(), 2u);
  auto phi = ir::As<ir::IfStmt>(body[0]);
  ASSERT_NE(phi, nullptr);
  ASSERT_EQ(phi->return_vars().size(), 2u);
  EXPECT_EQ(phi->return_vars()[0]->name_hint(), "done");
  EXPECT_EQ(PrintType(phi->return_vars()[0]->type()), "pl.Scalar[pl.BOOL]");
  EXPECT_EQ(phi->return_vars()[1]->name_hint(), "extra");
  EXPECT_EQ(PrintType(phi->return_vars()[1]->type()), "pl.Tensor[[1], pl.INT32]");
  auto second = ir::As<ir::IfStmt>(body[1]);
  ASSERT_NE(second, nullptr);
  EXPECT_EQ(second->condition(), phi->return_vars()[0]);
}

// The bare-yield check of a loop with init_values does not look inside a
// nested `for` statement, and `for ... in pl.split_aiv(...)` is one although
// it parses to a scope (the reference reads both programs this way).
TEST(ParserConstructTest, BareYieldInsideSplitAivBodyIsNotTheLoops) {
  auto p = MustParse(R"(import pypto.language as pl

@pl.program
class P:
    @pl.function
    def main(self, a: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            for i, (acc,) in pl.range(2, init_values=(out,)):
                if i < 1:
                    for aiv_id in pl.split_aiv(2, mode=pl.SplitMode.UP_DOWN):
                        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [aiv_id * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
                        stored: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t, [aiv_id * 32, 0], acc)
                        pl.yield_(stored)
                    phi: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(acc)
                else:
                    phi: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(acc)
                res: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(phi)
        return res
)");
  ASSERT_NE(p, nullptr);
  auto direct = ParseProgram(R"(import pypto.language as pl

@pl.program
class P:
    @pl.function
    def main(self, a: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i, (acc,) in pl.range(2, init_values=(out,)):
            if i < 1:
                pl.yield_(acc)
            res: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(acc)
        return res
)");
  ASSERT_FALSE(direct.ok());
  EXPECT_NE(direct.status().message().find(
                ":9:17: Loop with init_values requires an assignment-form pl.yield_(...)"),
            std::string::npos)
      << direct.status();
}

// A yield that is not the last statement of its block parses (the reference's
// parser reads it; its NoRedundantBlocks check of the pipeline input reports
// it). Two yields at one loop's level name its results twice: the reference
// makes a result per name and cannot type the ones past the iter_args.
TEST(ParserConstructTest, YieldPositionsAsTheReferenceReadsThem) {
  auto p = MustParse(R"(import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        for i in pl.range(4):
            d: pl.Tile[[16, 64], pl.FP32] = pl.add(t, t)
            pl.yield_(d)
            s: pl.Tile[[16, 64], pl.FP32] = pl.mul(t, 0.5)
        return x
)");
  ASSERT_NE(p, nullptr);
  auto loop = ir::As<ir::ForStmt>(BodyOf(p, "k")[1]);
  ASSERT_NE(loop, nullptr);
  auto stmts = ir::StmtList(loop->body());
  ASSERT_EQ(stmts.size(), 3u);
  EXPECT_TRUE(ir::IsA<ir::YieldStmt>(stmts[1]));

  auto twice = ParseProgram(R"(import pypto.language as pl

@pl.program
class P:
    @pl.function
    def f(self, a: pl.Tensor[[16], pl.FP32], b: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        for i, (x, y) in pl.range(8, init_values=(a, b)):
            x_out, y_out = pl.yield_(y, x)
            x_out, y_out = pl.yield_(y, x)
        return x_out
)");
  ASSERT_FALSE(twice.ok());
  EXPECT_NE(twice.status().message().find(
                ":7:9: Cannot infer type for return_var 'x_out': no corresponding iter_arg found"),
            std::string::npos)
      << twice.status();
}

TEST(ParserConstructTest, ForwardReferencedFunctionCall) {
  auto p = MustParse(R"(import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[32, 128], pl.FP32], y: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        a = self.two(x, y)
        return a

    @pl.function(type=pl.FunctionType.InCore)
    def two(self, x: pl.Tensor[[32, 128], pl.FP32], y: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> tuple[pl.Tensor[[32, 128], pl.FP32], pl.Tensor[[32, 128], pl.FP32]]:
        t: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        y = pl.store(t, [0, 0], y)
        return y, y
)");
  ASSERT_NE(p, nullptr);
  auto body = BodyOf(p, "run");
  ASSERT_EQ(body.size(), 2u);  // a, return
  auto call = ir::As<ir::Call>(ir::As<ir::AssignStmt>(body[0])->value());
  ASSERT_NE(call, nullptr);
  EXPECT_TRUE(call->IsFunctionCall());
  EXPECT_EQ(call->callee_name(), "two");
  EXPECT_NE(ir::As<ir::UnknownType>(call->type()), nullptr);
  EXPECT_NE(ir::As<ir::UnknownType>(ir::As<ir::AssignStmt>(body[0])->var()->type()), nullptr);
  auto unpack = ParseProgram(R"(import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[32, 128], pl.FP32], y: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        a, b = self.two(x, y)
        return a

    @pl.function(type=pl.FunctionType.InCore)
    def two(self, x: pl.Tensor[[32, 128], pl.FP32], y: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> tuple[pl.Tensor[[32, 128], pl.FP32], pl.Tensor[[32, 128], pl.FP32]]:
        return y, y
)");
  ASSERT_FALSE(unpack.ok());
  EXPECT_NE(std::string(unpack.status().message()).find("7:16: cannot unpack the result of 'two'"),
            std::string::npos)
      << unpack.status();
  // pl.load -> tile.load with the valid shape and target memory filled in.
  auto k = BodyOf(p, "two");
  auto load = ir::As<ir::Call>(ir::As<ir::AssignStmt>(k[0])->value());
  EXPECT_EQ(load->callee_name(), "tile.load");
  EXPECT_EQ(load->args().size(), 4u);
  const ir::AttrValue* tm = load->kwargs().Find("target_memory");
  ASSERT_NE(tm, nullptr);
  EXPECT_EQ(tm->AsEnum<ir::MemorySpace>(), ir::MemorySpace::kVec);
}

// The reference skips an unannotated `self` parameter wherever it stands.
TEST(ParserConstructTest, SelfParameterAnywhereIsSkipped) {
  const char* kFirst = R"(import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [0, 0], [16, 128])
        out = pl.store(t, [0, 0], out)
        return out
)";
  std::string middle = kFirst;
  middle.replace(middle.find("self, x: pl.Tensor[[16, 128], pl.FP32], "),
                 std::string("self, x: pl.Tensor[[16, 128], pl.FP32], ").size(),
                 "x: pl.Tensor[[16, 128], pl.FP32], self, ");
  auto a = MustParse(kFirst);
  auto b = MustParse(middle);
  ASSERT_NE(a, nullptr);
  ASSERT_NE(b, nullptr);
  EXPECT_EQ(b->functions()[0]->params().size(), 2u);
  EXPECT_TRUE(ir::StructuralEqual(a, b));
}

// A parameter's default value is evaluated by Python in the class body: class attributes
// bound before the function, module constants and builtins are visible, parameters are not.
TEST(ParserConstructTest, DefaultValuesReadClassModuleAndBuiltinNames) {
  const std::string program = R"(import pypto.language as pl

N = 16


@pl.program
class P:
    SCALE = 2.0

    @pl.function(type=pl.FunctionType.InCore)
    def first(self, x: pl.Tensor[[16, 128], pl.FP32]) -> pl.Tensor[[16, 128], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 128], pl.FP32], s: pl.Scalar[pl.FP32] = SCALE * float(N), t: pl.Scalar[pl.INDEX] = max(N, 3), f: pl.Scalar[pl.INDEX] = len([first]), out: pl.Out[pl.Tensor[[16, 128], pl.FP32]] = None) -> pl.Tensor[[16, 128], pl.FP32]:
        a: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [0, 0], [16, 128])
        out = pl.store(a, [0, 0], out)
        return out
)";
  ASSERT_NE(MustParse(program), nullptr);
  std::string unbound = program;
  unbound.replace(unbound.find("SCALE * float(N)"), std::string("SCALE * float(N)").size(),
                  "SCALE * x");
  auto bad = ParseProgram(unbound);
  ASSERT_FALSE(bad.ok());
  EXPECT_TRUE(absl::StrContains(bad.status().message(), "name 'x' is not defined")) << bad.status();
}

// As in the reference, unpacking a call's tuple into fewer names takes its leading elements.
TEST(ParserConstructTest, UnpackingFewerNamesTakesLeadingElements) {
  auto p = MustParse(R"(import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[16, 16], pl.FP32], o1: pl.Out[pl.Tensor[[16, 16], pl.FP32]], o2: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> tuple[pl.Tensor[[16, 16], pl.FP32], pl.Tensor[[16, 16], pl.FP32]]:
        t: pl.Tile[[16, 16], pl.FP32] = pl.load(x, [0, 0], [16, 16])
        r1: pl.Tensor[[16, 16], pl.FP32] = pl.store(t, [0, 0], o1)
        r2: pl.Tensor[[16, 16], pl.FP32] = pl.store(t, [0, 0], o2)
        return r1, r2

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16, 16], pl.FP32], o1: pl.Out[pl.Tensor[[16, 16], pl.FP32]], o2: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        a = self.k(x, o1, o2)
        b, = self.k(x, o1, o2)
        return b
)");
  ASSERT_NE(p, nullptr);
  auto body = BodyOf(p, "main");
  ASSERT_EQ(body.size(), 4u);  // a, _tuple_tmp, b, return
  auto item = ir::As<ir::TupleGetItem>(ir::As<ir::AssignStmt>(body[2])->value());
  ASSERT_NE(item, nullptr);
  EXPECT_EQ(item->index(), 0);
}

TEST(ParserConstructTest, ShortSpellingsDispatchOnTypes) {
  auto p = MustParse(R"(from pypto import language as plx
N = plx.dynamic("N")

@plx.program
class P:
    @plx.function
    def f(self, a: plx.Tensor[[N, 64], plx.FP32], t: plx.Tile[[16, 64], plx.INT32]) -> plx.Tensor[[N, 64], plx.FP32]:
        b = plx.add(a, 2.0)    # tensor-scalar
        c = plx.add(b, a)      # tensor-tensor
        d = plx.add(t, 7)      # tile-scalar: the literal takes the tile dtype
        e = plx.cast(d, plx.FP32)
        return c
)");
  ASSERT_NE(p, nullptr);
  auto body = BodyOf(p, "f");
  auto callee = [&](int i) {
    return ir::As<ir::Call>(ir::As<ir::AssignStmt>(body[i])->value())->callee_name();
  };
  EXPECT_EQ(callee(0), "tensor.adds");
  EXPECT_EQ(callee(1), "tensor.add");
  EXPECT_EQ(callee(2), "tile.adds");
  EXPECT_EQ(callee(3), "tile.cast");
  auto adds = ir::As<ir::Call>(ir::As<ir::AssignStmt>(body[2])->value());
  auto seven = ir::As<ir::ConstInt>(adds->args()[1]);
  ASSERT_NE(seven, nullptr);
  EXPECT_EQ(seven->dtype(), ir::DataType::kInt32);
  auto cast = ir::As<ir::Call>(ir::As<ir::AssignStmt>(body[3])->value());
  ASSERT_NE(cast->kwargs().Find("mode"), nullptr);
  EXPECT_EQ(cast->kwargs().Find("mode")->AsString(), "round");
  // The dynamic dim is one variable shared by the signature.
  auto a_type = ir::As<ir::TensorType>(p->GetFunction("f")->params()[0]->type());
  EXPECT_EQ(ir::As<ir::Var>(a_type->shape()[0])->name_hint(), "N");
}

// scatter_update with its dim written first (the reference's wrappers take
// (input, dim, index, src) and (input, dim, index=, src=) besides
// (input, index, src, dim=)), and the unified arithmetic ops on two scalars,
// which build scalar expressions.
TEST(ParserConstructTest, LeadingScatterDimAndScalarArithmetic) {
  auto p = MustParse(R"(import pypto.language as pl

@pl.program
class P:
    @pl.function
    def f(self, buf: pl.Tensor[[16, 64], pl.FP16], index: pl.Tensor[[2, 4], pl.INT32],
          src: pl.Tensor[[8, 64], pl.FP16], a: pl.Scalar[pl.INT64]) -> pl.Tensor[[16, 64], pl.FP16]:
        r1 = pl.scatter_update(buf, -2, index, src)
        r2 = pl.tensor.scatter_update(r1, -2, index=index, src=src)
        r3 = pl.scatter_update(r2, index, src, dim=-2)
        s = pl.mul(a, 3)
        return r3
)");
  ASSERT_NE(p, nullptr);
  auto body = BodyOf(p, "f");
  for (int i = 0; i < 3; ++i) {
    auto call = ir::As<ir::Call>(ir::As<ir::AssignStmt>(body[i])->value());
    ASSERT_NE(call, nullptr);
    EXPECT_EQ(call->callee_name(), "tensor.scatter_update");
    ASSERT_EQ(call->args().size(), 3u) << i;
    EXPECT_EQ(ir::As<ir::Var>(call->args()[1])->name_hint(), "index") << i;
    ASSERT_NE(call->kwargs().Find("dim"), nullptr) << i;
    EXPECT_EQ(call->kwargs().Find("dim")->AsInt(), -2) << i;
  }
  auto product = ir::As<ir::BinaryExpr>(ir::As<ir::AssignStmt>(body[3])->value());
  ASSERT_NE(product, nullptr);
  EXPECT_EQ(product->op(), ir::BinaryOp::kMul);
}

TEST(ParserConstructTest, LiteralFoldingAndPrecedence) {
  auto p = MustParse(R"(import pypto.language as pl
@pl.program
class P:
    @pl.function
    def f(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        a: pl.Scalar[pl.INDEX] = 2 * 16 + 1
        b: pl.Scalar[pl.INDEX] = n + 2 * 3
        c: pl.Scalar[pl.BOOL] = n < 4 and not n == 2
        return b
)");
  ASSERT_NE(p, nullptr);
  auto body = BodyOf(p, "f");
  auto a = ir::As<ir::ConstInt>(ir::As<ir::AssignStmt>(body[0])->value());
  ASSERT_NE(a, nullptr);
  EXPECT_EQ(a->value(), 33);
  auto b = ir::As<ir::BinaryExpr>(ir::As<ir::AssignStmt>(body[1])->value());
  ASSERT_NE(b, nullptr);
  EXPECT_EQ(b->op(), ir::BinaryOp::kAdd);
  EXPECT_EQ(ir::StaticDim(b->rhs()), 6);
  auto c = ir::As<ir::BinaryExpr>(ir::As<ir::AssignStmt>(body[2])->value());
  ASSERT_NE(c, nullptr);
  EXPECT_EQ(c->op(), ir::BinaryOp::kAnd);
}

// Every error is INVALID_ARGUMENT "file:line:col: message".
void ExpectErrorAt(const std::string& text, int line, int col, const std::string& fragment) {
  ParseOptions opts;
  opts.filename = "t.py";
  auto result = ParseProgram(text, opts);
  ASSERT_FALSE(result.ok()) << text;
  EXPECT_EQ(result.status().code(), absl::StatusCode::kInvalidArgument) << result.status();
  std::string prefix = absl::StrCat("t.py:", line, ":", col, ": ");
  EXPECT_TRUE(absl::StartsWith(result.status().message(), prefix)) << result.status();
  EXPECT_TRUE(absl::StrContains(result.status().message(), fragment)) << result.status();
}

constexpr char kHead[] = "import pypto.language as pl\n@pl.program\nclass P:\n";

// Python evaluates literal-only operations before the DSL sees them: `**`,
// shifts, bitwise operators and float `//`/`%` fold like `+` and `*` do.
TEST(ParserConstructTest, LiteralFoldingFollowsPython) {
  auto p = MustParse(R"(import pypto.language as pl
@pl.program
class P:
    @pl.function
    def f(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        a = 2 ** 10
        b = 2 ** -1
        c = (1 << 4) + (-7 >> 1)
        d = (6 & 3) + (5 | 8) + (5 ^ 1)
        e = -7.5 // 2
        g = -7.5 % 2
        h = n ** 2
        return n
)");
  ASSERT_NE(p, nullptr);
  auto body = BodyOf(p, "f");
  auto value = [&](size_t i) { return ir::As<ir::AssignStmt>(body[i])->value(); };
  auto int_at = [&](size_t i) {
    auto c = ir::As<ir::ConstInt>(value(i));
    return c ? c->value() : -999;
  };
  auto float_at = [&](size_t i) {
    auto c = ir::As<ir::ConstFloat>(value(i));
    return c ? c->value() : -999.0;
  };
  EXPECT_EQ(int_at(0), 1024);
  EXPECT_EQ(float_at(1), 0.5);
  EXPECT_EQ(int_at(2), 16 - 4);
  EXPECT_EQ(int_at(3), 2 + 13 + 4);
  EXPECT_EQ(float_at(4), -4.0);
  EXPECT_EQ(float_at(5), 0.5);
  auto h = ir::As<ir::BinaryExpr>(value(6));  // not made of literals only: stays an expression
  ASSERT_NE(h, nullptr);
  EXPECT_EQ(h->op(), ir::BinaryOp::kPow);
}

// Module-level constants may be computed from numbers and earlier constants,
// as Python computes them when the module loads; they then read as the
// literal they evaluate to.
TEST(ParserConstructTest, ComputedModuleConstants) {
  auto computed = MustParse(R"(import pypto.language as pl
TILE = 16
ROWS = TILE * 4
COLS = 2 ** 7
SCALE = 1.0 / 4
DT = pl.FP16
DT2 = DT
@pl.program
class P:
    @pl.function
    def f(self, x: pl.Tensor[[ROWS, COLS], DT2]) -> pl.Tensor[[ROWS, COLS], DT2]:
        for i in pl.range(ROWS // TILE):
            s = SCALE * 2
        return x
)");
  auto literal = MustParse(R"(import pypto.language as pl
@pl.program
class P:
    @pl.function
    def f(self, x: pl.Tensor[[64, 128], pl.FP16]) -> pl.Tensor[[64, 128], pl.FP16]:
        for i in pl.range(4):
            s = 0.5
        return x
)");
  ASSERT_NE(computed, nullptr);
  ASSERT_NE(literal, nullptr);
  EXPECT_TRUE(ir::StructuralEqual(computed, literal))
      << PrintProgram(computed) << PrintProgram(literal);
  ExpectErrorAt("import pypto.language as pl\nN = 10 ** 20\n", 2, 8, "integer overflow");
  ExpectErrorAt("import pypto.language as pl\nN = 4 // 0\n", 2, 7, "division by zero");
  ExpectErrorAt("import pypto.language as pl\nM = pl.dynamic(\"M\")\nN = M * 2\n", 3, 5,
                "unsupported module-level value");
  ExpectErrorAt("import pypto.language as pl\nN = K + 1\n", 2, 5, "Undefined variable 'K'");
}

// The reference runs the module's top level as Python, so `import math` and
// its functions compute constants (values and messages as CPython's).
TEST(ParserConstructTest, ModuleConstantsFromTheMathModule) {
  auto computed = MustParse(R"(import math
from math import sqrt, pi as PI
import pypto.language as pl
HEAD = 64
SCALE = 1.0 / math.sqrt(HEAD)
BLOCKS = math.ceil(100 / 16)
import math as m
TURN = 2 * PI + m.floor(-2.5) + sqrt(4)
N = math.gcd(12, 18)
@pl.program
class P:
    @pl.function
    def f(self, x: pl.Tensor[[BLOCKS, 128], pl.FP32]) -> pl.Tensor[[BLOCKS, 128], pl.FP32]:
        for i in pl.range(N):
            s = SCALE * TURN
        return x
)");
  auto literal = MustParse(R"(import pypto.language as pl
@pl.program
class P:
    @pl.function
    def f(self, x: pl.Tensor[[7, 128], pl.FP32]) -> pl.Tensor[[7, 128], pl.FP32]:
        for i in pl.range(6):
            s = 0.125 * 5.283185307179586
        return x
)");
  ASSERT_NE(computed, nullptr);
  ASSERT_NE(literal, nullptr);
  EXPECT_TRUE(ir::StructuralEqual(computed, literal))
      << PrintProgram(computed) << PrintProgram(literal);
  const std::string header = "import math\nimport pypto.language as pl\n";
  ExpectErrorAt(header + "N = math.sqrt(-1)\n", 3, 5, "ValueError: math domain error");
  ExpectErrorAt(header + "N = math.log(8, 1)\n", 3, 5, "ZeroDivisionError");
  ExpectErrorAt(header + "N = math.sqrt(1, 2)\n", 3, 5, "takes exactly one argument (2 given)");
  ExpectErrorAt(header + "N = math.fsum([1])\n", 3, 5, "unsupported: math.fsum");
  ExpectErrorAt(header + "M = pl.dynamic(\"M\")\nN = math.sqrt(M)\n", 4, 15, "takes numbers");
  ExpectErrorAt("import pypto.language as pl\nN = math.sqrt(4)\n", 2, 5,
                "Undefined variable 'math'");
  // A module-level name rebinds the import's.
  ExpectErrorAt(header + "math = 3\nN = math.sqrt(4)\n", 4, 5, "unsupported module-level value");
  // Function bodies call DSL operations only, as in the reference.
  ExpectErrorAt(header + R"(@pl.program
class P:
    @pl.function
    def f(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        y = pl.mul(x, math.sqrt(2.0))
        return y
)",
                7, 23, "Unsupported operation call: math.sqrt(2.0)");
}

// Python evaluates conditional expressions, comparisons and `and` / `or` /
// `not` at module level (corpus 606 checks more against the reference).
TEST(ParserConstructTest, ModuleConditionalsAndComparisons) {
  auto computed = MustParse(R"(import pypto.language as pl
ROWS = 48
BIG = ROWS > 32
TILE = 16 if BIG else 8
N = (ROWS // TILE if not BIG else 2) if TILE != 0 else 0
DT = pl.FP16 if ROWS < 10 else pl.FP32
E = 1 if "" else 2 if None else 3
@pl.program
class P:
    @pl.function
    def f(self, x: pl.Tensor[[TILE, 128], DT]) -> pl.Tensor[[TILE, 128], DT]:
        for i in pl.range(N + E):
            x = pl.add(x, x)
        return x
)");
  auto literal = MustParse(R"(import pypto.language as pl
@pl.program
class P:
    @pl.function
    def f(self, x: pl.Tensor[[16, 128], pl.FP32]) -> pl.Tensor[[16, 128], pl.FP32]:
        for i in pl.range(5):
            x = pl.add(x, x)
        return x
)");
  ASSERT_NE(computed, nullptr);
  ASSERT_NE(literal, nullptr);
  EXPECT_TRUE(ir::StructuralEqual(computed, literal))
      << PrintProgram(computed) << PrintProgram(literal);
  ExpectErrorAt("import pypto.language as pl\nM = pl.dynamic(\"M\")\nN = 4 if M else 8\n", 3, 10,
                "must be a constant");
  ExpectErrorAt("import pypto.language as pl\nN = 4 if 1 > 0\n", 2, 15, "expected 'else'");
}

// A module-level assert is checked when the module loads; the reference
// reports a failing one as "AssertionError: <message>" at its line.
TEST(ParserConstructTest, ModuleLevelAsserts) {
  const std::string head = "import pypto.language as pl\nR = 32\n";
  const std::string program = R"(@pl.program
class P:
    @pl.function
    def f(self, x: pl.Tensor[[R, 128], pl.FP32]) -> pl.Tensor[[R, 128], pl.FP32]:
        return x
)";
  EXPECT_NE(MustParse(head + "assert R % 16 == 0, f\"{R}\"\nassert R\n" + program), nullptr);
  ExpectErrorAt(head + "assert R > 64, \"too small\"\n" + program, 3, 1,
                "AssertionError: too small");
  ExpectErrorAt(head + "assert R > 64\n" + program, 3, 1, "AssertionError");
  ExpectErrorAt(head + "M = pl.dynamic(\"M\")\nassert M\n" + program, 4, 8, "must be a constant");
}

// Strings, enum members and None bound at module level stand for their values
// in keyword arguments, as Python passes them (the reference's prints match).
TEST(ParserConstructTest, ModuleConstantsOfStringsAndEnumMembers) {
  auto named = MustParse(R"(import pypto.language as pl
MODE = "round"
MEM = pl.Mem.Vec
@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[64, 128], pl.FP32], y: pl.Out[pl.Tensor[[64, 128], pl.BF16]]) -> pl.Tensor[[64, 128], pl.BF16]:
        t: pl.Tile[[64, 128], pl.FP32] = pl.load(x, [0, 0], [64, 128], target_memory=MEM)
        u: pl.Tile[[64, 128], pl.BF16] = pl.cast(t, target_type=pl.BF16, mode=MODE)
        y = pl.store(u, [0, 0], y)
        return y
)");
  auto written = MustParse(R"(import pypto.language as pl
@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[64, 128], pl.FP32], y: pl.Out[pl.Tensor[[64, 128], pl.BF16]]) -> pl.Tensor[[64, 128], pl.BF16]:
        t: pl.Tile[[64, 128], pl.FP32] = pl.load(x, [0, 0], [64, 128], target_memory=pl.Mem.Vec)
        u: pl.Tile[[64, 128], pl.BF16] = pl.cast(t, target_type=pl.BF16, mode="round")
        y = pl.store(u, [0, 0], y)
        return y
)");
  ASSERT_NE(named, nullptr);
  ASSERT_NE(written, nullptr);
  EXPECT_TRUE(ir::StructuralEqual(named, written)) << PrintProgram(named) << PrintProgram(written);
}

// Module-level helpers (`def cdiv(a, b): return (a + b - 1) // b`) run when a
// constant calls them, with Python's argument binding and messages.
TEST(ParserConstructTest, ModuleLevelHelperFunctions) {
  const std::string helpers = R"(import math
import pypto.language as pl


def cdiv(a, b):
    """Ceiling division."""
    return (a + b - 1) // b


def scale_for(d: int, twice: bool = False) -> float:
    inv = 1.0 / math.sqrt(d)
    return inv * 2 if twice else inv


def unread(a):
    if a:
        return 1
    return 2


)";
  auto computed = MustParse(helpers + R"(ROWS = 100
BLOCKS = cdiv(ROWS, 16)
SCALE = scale_for(64, twice=True)
@pl.program
class P:
    @pl.function
    def f(self, x: pl.Tensor[[BLOCKS, 128], pl.FP32]) -> pl.Tensor[[BLOCKS, 128], pl.FP32]:
        y = pl.mul(x, SCALE)
        return y
)");
  auto literal = MustParse(R"(import pypto.language as pl
@pl.program
class P:
    @pl.function
    def f(self, x: pl.Tensor[[7, 128], pl.FP32]) -> pl.Tensor[[7, 128], pl.FP32]:
        y = pl.mul(x, 0.25)
        return y
)");
  ASSERT_NE(computed, nullptr);
  ASSERT_NE(literal, nullptr);
  EXPECT_TRUE(ir::StructuralEqual(computed, literal))
      << PrintProgram(computed) << PrintProgram(literal);
  // Errors at the call (Python's TypeError words) or inside the helper's body.
  ExpectErrorAt(helpers + "N = cdiv(1, 2, 3)\n", 21, 5,
                "TypeError: cdiv() takes 2 positional arguments but 3 were given");
  ExpectErrorAt(helpers + "N = scale_for()\n", 21, 5,
                "TypeError: scale_for() missing 1 required positional argument: 'd'");
  ExpectErrorAt(helpers + "N = cdiv(1, c=2)\n", 21, 5, "unexpected keyword argument 'c'");
  ExpectErrorAt(helpers + "N = cdiv(4, 1 - 1)\n", 7, 24, "division by zero");
  ExpectErrorAt(helpers + "N = scale_for(-1)\n", 11, 17, "ValueError: math domain error");
  ExpectErrorAt(helpers + "N = unread(3)\n", 16, 5,
                "unsupported in module-level function 'unread'");
  ExpectErrorAt("import pypto.language as pl\ndef r(a):\n    return r(a)\nN = r(1)\n", 3, 12,
                "RecursionError");
  // Two calls per level, 2^20 in all: stopped by the bound on calls, not run to the end.
  std::string doubling = "import pypto.language as pl\ndef f0(a):\n    return a\n";
  for (int i = 1; i <= 20; ++i) {
    absl::StrAppend(&doubling, "def f", i, "(a):\n    return f", i - 1, "(a) + f", i - 1, "(a)\n");
  }
  absl::StrAppend(&doubling, "N = f20(1)\n");
  auto result = ParseProgram(doubling);
  ASSERT_FALSE(result.ok());
  EXPECT_TRUE(absl::StrContains(result.status().message(), "calls of module-level functions"))
      << result.status();
}

// `deps=` element reads, also from a comprehension over Python values, are
// gathered into a fresh TaskId array before the launch (as the reference
// prints it: manual_scope_parsing goldens).
constexpr char kDepsProgram[] = R"(import pypto.language as pl
N = 4
SKIP = 1
@pl.program
class P:
    @pl.function
    def step(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.manual_scope():
            tids = pl.array.create(N, pl.TASK_ID)
            for n in pl.parallel(N):
                a, t = pl.submit(self.step, x)
                tids[n] = t
            DEPS
        return b
)";

std::string DepsProgram(const std::string& deps_stmt) {
  return absl::StrReplaceAll(kDepsProgram, {{"DEPS", deps_stmt}});
}

TEST(ParserConstructTest, DepsElementReadsAndComprehensions) {
  auto gathered = MustParse(
      DepsProgram("b, _ = pl.submit(self.step, x, deps=[tids[k] for k in range(N) if k != SKIP])"));
  auto listed =
      MustParse(DepsProgram("b, _ = pl.submit(self.step, x, deps=[tids[0], None, tids[2], "
                            "tids[3]])"));
  auto nested =
      MustParse(DepsProgram("b, _ = pl.submit(self.step, x, deps=[tids[0], [tids[k] for k in "
                            "(2, 3)]])"));
  // A tuple display reads as the list, and a comprehension's None as no edge (the reference's
  // prints agree).
  auto tuple = MustParse(
      DepsProgram("b, _ = pl.submit(self.step, x, deps=(tids[0], None, tids[2], tids[3]))"));
  auto nones = MustParse(DepsProgram(
      "b, _ = pl.submit(self.step, x, deps=[tids[0], [None for k in range(2)], tids[2], "
      "tids[3]])"));
  auto written = MustParse(DepsProgram(R"(_submit_deps_buf = pl.array.create(3, dtype=pl.TASK_ID)
            _submit_deps_buf_1 = pl.array.update_element(_submit_deps_buf, 0, pl.array.get_element(tids, 0))
            _submit_deps_buf_2 = pl.array.update_element(_submit_deps_buf_1, 1, pl.array.get_element(tids, 2))
            _submit_deps_buf_3 = pl.array.update_element(_submit_deps_buf_2, 2, pl.array.get_element(tids, 3))
            b, _ = pl.submit(self.step, x, deps=[_submit_deps_buf_3]))"));
  ASSERT_NE(written, nullptr);
  for (const auto& p : {gathered, listed, nested, tuple, nones}) {
    ASSERT_NE(p, nullptr);
    EXPECT_TRUE(ir::StructuralEqual(p, written)) << PrintProgram(p) << PrintProgram(written);
  }
  // Whole arrays and TaskIds stay as written.
  auto whole = MustParse(DepsProgram("b, _ = pl.submit(self.step, x, deps=[tids])"));
  ASSERT_NE(whole, nullptr);
  EXPECT_FALSE(absl::StrContains(PrintProgram(whole), "_submit_deps_buf"));
}

TEST(ParserErrorTest, DepsFormsTheReferenceRejects) {
  auto expect = [](const std::string& stmt, const std::string& fragment) {
    auto result = ParseProgram(DepsProgram(stmt));
    ASSERT_FALSE(result.ok()) << stmt;
    EXPECT_TRUE(absl::StrContains(result.status().message(), fragment)) << result.status();
  };
  expect("b, _ = pl.submit(self.step, x, deps=[tids[0], tids])",
         "'step' deps= cannot mix a whole TASK_ID array with per-element entries (got array "
         "entry 'tids' after a per-element / comprehension entry)");
  expect("b, _ = pl.submit(self.step, x, deps=[tids, tids[0]])",
         "(got per-element entry 'tids[0]' after a whole-array entry)");
  expect("b, _ = pl.submit(self.step, x, deps=[tids[k] for k in pl.range(N)])",
         "'step' deps= comprehension iterable is a DSL loop");
  expect("b, _ = pl.submit(self.step, x, deps=[tids[k] for k in range(N) if k != x])",
         "'step' deps= comprehension filter depends on an IR variable");
  expect("b, _ = pl.submit(self.step, x, deps=[tids[k] for k in range(x)])",
         "'step' deps= comprehension iterable depends on an IR variable");
  expect("b, _ = pl.submit(self.step, x, deps=[tids[k] for k, j in range(N)])",
         "comprehension target must be a single name");
  expect("b, _ = pl.submit(self.step, x, deps=[x])",
         "deps= entries must be a TaskId variable, a TASK_ID array element");
  // A parenthesised value is no tuple.
  expect("b, _ = pl.submit(self.step, x, deps=(tids))",
         "'step' deps= must be a list / tuple / comprehension of TaskId values");
}

// `pl.at(no_dep_args=..., dumps=...)` take a tuple display as they take a list.
TEST(ParserConstructTest, ScopeTensorListsAcceptTupleDisplays) {
  auto program = [](const std::string& keywords) {
    return MustParse(absl::StrCat(R"(import pypto.language as pl
@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[16, 32], pl.FP32], y: pl.InOut[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, )",
                                  keywords, R"():
            y = pl.assemble(y, pl.exp(x), [0, 0])
        return y
)"));
  };
  auto tuples = program("no_dep_args=(y,), dumps=(x, y)");
  auto lists = program("no_dep_args=[y], dumps=[x, y]");
  ASSERT_NE(tuples, nullptr);
  ASSERT_NE(lists, nullptr);
  EXPECT_TRUE(ir::StructuralEqual(tuples, lists)) << PrintProgram(tuples) << PrintProgram(lists);
  EXPECT_NE(PrintProgram(tuples), PrintProgram(program("dumps=[]")));
}

// Subscripts of tensors and tiles are the reference's numpy-style sugar for
// slice / read / assemble calls; each form equals the call it stands for.
TEST(ParserConstructTest, SubscriptsAreSliceReadAndAssemble) {
  const std::string head = R"(import pypto.language as pl
@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def f(self, x: pl.Tensor[[4, 16, 128], pl.FP32], out: pl.Out[pl.Tensor[[4, 16, 128], pl.FP32]]) -> pl.Tensor[[4, 16, 128], pl.FP32]:
        for b in pl.range(4):
)";
  auto same = [&](const std::string& sugar, const std::string& calls) {
    auto a = MustParse(head + sugar + "        return out\n");
    auto e = MustParse(head + calls + "        return out\n");
    ASSERT_NE(a, nullptr) << sugar;
    ASSERT_NE(e, nullptr) << calls;
    EXPECT_TRUE(ir::StructuralEqual(a, e)) << PrintProgram(a) << PrintProgram(e);
  };
  // An index drops its axis; a `lo:hi` slice keeps it with extent hi - lo (simplified when
  // symbolic); axes past the subscript are whole.
  same("            t = x[b]\n",
       "            t = pl.tensor.slice(x, [1, 16, 128], [b, 0, 0], [], [0])\n");
  same("            t = x[b, b * 4 : b * 4 + 4]\n",
       "            t = pl.tensor.slice(x, [1, 4, 128], [b, b * 4, 0], [], [0])\n");
  same("            t = x[:, 2:, :64]\n",
       "            t = pl.tensor.slice(x, [4, 14, 64], [0, 2, 0])\n");
  same("            v = x[0, b, 2]\n", "            v = pl.tensor.read(x, [0, b, 2])\n");
  // A write assembles and re-assigns; a source without the dropped axes is reshaped first.
  same("            y = pl.tensor.slice(x, [4, 8, 128], [0, 0, 0])\n            out[:, 0:8] = y\n",
       "            y = pl.tensor.slice(x, [4, 8, 128], [0, 0, 0])\n"
       "            out = pl.tensor.assemble(out, y, [0, 0, 0])\n");
  same(
      "            y = pl.tensor.slice(x, [1, 8, 128], [0, 0, 0], [], [0])\n"
      "            out[b, 8:16] = y\n",
      "            y = pl.tensor.slice(x, [1, 8, 128], [0, 0, 0], [], [0])\n"
      "            out = pl.tensor.assemble(out, pl.tensor.reshape(y, [1, 8, 128]), [b, 8, 0])\n");
  // Tiles: a slice that drops below two axes keeps a leading unit axis.
  same(
      "            t = pl.load(x, [0, 0, 0], [1, 16, 128])\n            u = pl.tile.reshape(t, "
      "[16, 128])\n"
      "            h = u[0:8]\n            r = u[3]\n",
      "            t = pl.load(x, [0, 0, 0], [1, 16, 128])\n            u = pl.tile.reshape(t, "
      "[16, 128])\n"
      "            h = pl.tile.slice(u, [8, 128], [0, 0])\n"
      "            r = pl.tile.slice(u, [1, 128], [3, 0], [], [0])\n");
  auto p = MustParse(head +
                     "            t = pl.load(x, [0, 0, 0], [1, 16, 128])\n"
                     "            u = pl.tile.reshape(t, [16, 128])\n            r = u[3]\n"
                     "        return out\n");
  ASSERT_NE(p, nullptr);
  auto loop = ir::As<ir::ForStmt>(BodyOf(p, "f")[0]);
  auto r = ir::As<ir::AssignStmt>(ir::StmtList(loop->body()).back());
  auto r_type = ir::As<ir::TileType>(r->var()->type());
  ASSERT_NE(r_type, nullptr);
  ASSERT_EQ(r_type->rank(), 2u);
  EXPECT_EQ(ir::StaticDim(r_type->shape()[0]), 1);
  EXPECT_EQ(ir::StaticDim(r_type->shape()[1]), 128);

  ExpectErrorAt(head + "            t = x[0:4:2]\n        return out\n", 7, 19,
                "Slice step is not supported in tensor subscript");
  ExpectErrorAt(head + "            t = x[0, 1, 2, 3]\n        return out\n", 7, 17,
                "Tensor subscript has 4 indices but the tensor is 3D");
  ExpectErrorAt(head + "            out[0, 1, 2] = x\n        return out\n", 7, 13,
                "Element-write 'dst[i, j] = scalar' is not supported for tensor targets");
  ExpectErrorAt(head + "            out[0:2] = x\n        return out\n", 7, 13,
                "Subscript-write shape mismatch on source axis 0: window expects 2 elements, "
                "source has 4");
  ExpectErrorAt(head +
                    "            t = pl.load(x, [0, 0, 0], [1, 16, 128])\n"
                    "            u = pl.tile.reshape(t, [16, 128])\n            h = u[b:16]\n"
                    "        return out\n",
                9, 17, "Dynamic lower bounds are not supported in tile subscript");
}

// `a, b = b, a` builds the right-hand tuple first, then unpacks it (a
// temporary tuple and one TupleGetItem per name), so the swap is real.
TEST(ParserConstructTest, TupleValueUnpacksLikePython) {
  auto p = MustParse(R"(import pypto.language as pl
@pl.program
class P:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32], y: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        a = x
        b = y
        a, b = b, a
        return b
)");
  ASSERT_NE(p, nullptr);
  auto body = BodyOf(p, "f");
  ASSERT_EQ(body.size(), 6u);
  auto tmp = ir::As<ir::AssignStmt>(body[2]);
  auto tuple = ir::As<ir::MakeTuple>(tmp->value());
  ASSERT_NE(tuple, nullptr);
  ASSERT_EQ(tuple->elements().size(), 2u);
  const auto& a = ir::As<ir::AssignStmt>(body[0])->var();
  const auto& b = ir::As<ir::AssignStmt>(body[1])->var();
  EXPECT_EQ(tuple->elements()[0], b);
  EXPECT_EQ(tuple->elements()[1], a);
  auto first = ir::As<ir::AssignStmt>(body[3]);
  auto second = ir::As<ir::AssignStmt>(body[4]);
  EXPECT_EQ(first->var(), a);
  EXPECT_EQ(second->var(), b);
  EXPECT_EQ(ir::As<ir::TupleGetItem>(first->value())->index(), 0);
  EXPECT_EQ(ir::As<ir::TupleGetItem>(second->value())->index(), 1);
  EXPECT_EQ(ir::As<ir::ReturnStmt>(body[5])->values()[0], b);
}

// The DSL's readability aliases of levels name the canonical levels, and the
// gather/scatter mask selectors are plain integers.
TEST(ParserConstructTest, LevelAliasesAndMaskPatterns) {
  auto p = MustParse(R"(import pypto.language as pl
@pl.program
class P:
    @pl.function(level=pl.Level.POD)
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        m: pl.Scalar[pl.INDEX] = pl.tile.MaskPattern.P1010
        return x
)");
  ASSERT_NE(p, nullptr);
  EXPECT_EQ(p->GetFunction("f")->level(), std::optional<ir::Level>(ir::Level::kCluster0));
  auto m = ir::As<ir::ConstInt>(ir::As<ir::AssignStmt>(BodyOf(p, "f")[0])->value());
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(m->value(), 2);
  EXPECT_EQ(text::PrintProgram(p).find("POD"), std::string::npos);
}

TEST(ParserErrorTest, MessagesCarryLineAndColumn) {
  std::string sig =
      "    @pl.function\n    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], "
      "pl.FP32]:\n";
  ExpectErrorAt(std::string(kHead) + sig + "        return y\n", 6, 16, "Undefined variable 'y'");
  ExpectErrorAt(std::string(kHead) + sig + "        z = pl.tensor.bogus(x)\n", 6, 13,
                "Unknown operation");
  ExpectErrorAt(std::string(kHead) + sig + "        z = pl.frobnicate(x)\n", 6, 13,
                "Unknown operation");
  ExpectErrorAt(std::string(kHead) + sig + "        z = 'abc\n", 6, 13, "unterminated string");
  ExpectErrorAt(std::string(kHead) + sig + "        z = pl.tensor.exp(x)\n      return z\n", 7, 7,
                "indentation");
  ExpectErrorAt(std::string(kHead) + sig +
                    "        z: pl.Tensor[[16], pl.INT32] = pl.tensor.exp(x)\n        return z\n",
                6, 9, "dtype");
  ExpectErrorAt(std::string(kHead) + sig +
                    "        z: pl.Tensor[[32], pl.FP32] = pl.tensor.exp(x)\n        return z\n",
                6, 9, "shape");
  ExpectErrorAt(std::string(kHead) + sig + "        z = self.g(x)\n        return z\n", 6, 13,
                "not defined in program");
  ExpectErrorAt(std::string(kHead) + sig + "        return self.f(x, x)\n", 6, 16,
                "expects 1 argument(s), got 2");
  ExpectErrorAt(std::string(kHead) + sig + "        break\n", 6, 9, "outside of a loop");
}

// `@pl.program(...)` takes the reference's one keyword, strict_ssa, with any
// value (a bare unknown name included: the reference takes it as a dynamic
// dimension); the program reads as without it.
TEST(ParserConstructTest, ProgramDecoratorStrictSsaKeyword) {
  const std::string body = R"(
class P:
    @pl.function
    def main(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        return x
)";
  const std::string plain = std::string("import pypto.language as pl\n\n@pl.program\n") + body;
  ir::ProgramPtr reference = MustParse(plain);
  ASSERT_NE(reference, nullptr);
  for (const char* args : {"()", "(strict_ssa=True)", "(strict_ssa=False,)", "(strict_ssa=M)",
                           "(strict_ssa=(1, [2]))"}) {
    ir::ProgramPtr p =
        MustParse(std::string("import pypto.language as pl\n\n@pl.program") + args + "\n" + body);
    ASSERT_NE(p, nullptr) << args;
    EXPECT_TRUE(ir::StructuralEqual(p, reference)) << args;
  }
}

// As in the reference, a loop without init_values may end with a yield: it
// stays in the body and the loop gets no results, so a name assigned from it
// is not bound after the loop.
TEST(ParserConstructTest, YieldInLoopWithoutInitValuesHasNoResults) {
  const std::string head = R"(import pypto.language as pl

@pl.program
class P:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        for i in pl.range(8):
            nxt: pl.Tensor[[16], pl.FP32] = pl.tensor.add(x, x)
)";
  auto p = MustParse(head + "            res = pl.yield_(nxt)\n        return x\n");
  ASSERT_NE(p, nullptr);
  auto loop = ir::As<ir::ForStmt>(BodyOf(p, "f")[0]);
  ASSERT_NE(loop, nullptr);
  EXPECT_TRUE(loop->iter_args().empty());
  EXPECT_TRUE(loop->return_vars().empty());
  auto stmts = ir::StmtList(loop->body());
  ASSERT_EQ(stmts.size(), 2u);
  auto yield = ir::As<ir::YieldStmt>(stmts[1]);
  ASSERT_NE(yield, nullptr);
  EXPECT_EQ(yield->values()[0], ir::As<ir::AssignStmt>(stmts[0])->var());
  ExpectErrorAt(head + "            res = pl.yield_(nxt)\n        return res\n", 10, 16,
                "Undefined variable 'res'");
}

// The reference reads a range's start, stop and step and never looks at a
// further positional argument (its print of `pl.range(0, 4, 1, 7)` is
// `pl.range(4)`).
TEST(ParserConstructTest, RangeIgnoresPositionalArgumentsAfterTheStep) {
  const std::string head = R"(import pypto.language as pl

@pl.program
class P:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
)";
  const std::string body = R"(
            x = pl.tensor.add(x, x)
        return x
)";
  auto four = MustParse(head + "        for i in pl.parallel(0, 4, 1, 7, \"extra\"):" + body);
  auto three = MustParse(head + "        for i in pl.parallel(0, 4, 1):" + body);
  ASSERT_NE(four, nullptr);
  ASSERT_NE(three, nullptr);
  EXPECT_TRUE(ir::StructuralEqual(four, three));
  auto loop = ir::As<ir::ForStmt>(BodyOf(four, "f")[0]);
  ASSERT_NE(loop, nullptr);
  EXPECT_EQ(loop->for_kind(), ir::ForKind::kParallel);
}

// As in the reference, a loop with init_values whose body has no yield_() parses to a
// loop whose results are bound to no name (the SSA verifier rejects it later, after
// ConvertToSSA); its names end with it.
TEST(ParserConstructTest, CarryingLoopWithoutYieldHasNoResults) {
  const std::string head = R"(import pypto.language as pl

@pl.program
class P:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        for i, (acc,) in pl.range(4, init_values=(x,)):
            acc = pl.tensor.add(acc, acc)
)";
  auto p = MustParse(head + "        return x\n");
  ASSERT_NE(p, nullptr);
  auto loop = ir::As<ir::ForStmt>(BodyOf(p, "f")[0]);
  ASSERT_NE(loop, nullptr);
  ASSERT_EQ(loop->iter_args().size(), 1u);
  ASSERT_EQ(loop->return_vars().size(), 1u);
  EXPECT_EQ(loop->return_vars()[0]->name_hint(), "acc_out");
  auto stmts = ir::StmtList(loop->body());
  ASSERT_EQ(stmts.size(), 1u);
  auto assign = ir::As<ir::AssignStmt>(stmts[0]);
  ASSERT_NE(assign, nullptr);
  EXPECT_NE(assign->var(), loop->iter_args()[0]);
  ExpectErrorAt(head + "        return acc\n", 9, 16, "Undefined variable 'acc'");
}

// `SHAPE = [256, 128]` at module level stands for its list, also as a type's shape.
TEST(ParserConstructTest, ModuleLevelListConstants) {
  auto computed = MustParse(R"(import pypto.language as pl
M = pl.dynamic("M")
ROWS = 64
SHAPE = [ROWS, 2 * ROWS]
DYN = (M, 128)
@pl.program
class P:
    @pl.function
    def f(self, x: pl.Tensor[SHAPE, pl.FP16], y: pl.Tensor[DYN, pl.FP32]) -> pl.Tensor[SHAPE, pl.FP16]:
        z: pl.Tensor[SHAPE, pl.FP16] = pl.tensor.create(SHAPE, dtype=pl.FP16)
        return x
)");
  auto literal = MustParse(R"(import pypto.language as pl
M = pl.dynamic("M")
@pl.program
class P:
    @pl.function
    def f(self, x: pl.Tensor[[64, 128], pl.FP16], y: pl.Tensor[[M, 128], pl.FP32]) -> pl.Tensor[[64, 128], pl.FP16]:
        z: pl.Tensor[[64, 128], pl.FP16] = pl.tensor.create([64, 128], dtype=pl.FP16)
        return x
)");
  ASSERT_NE(computed, nullptr);
  ASSERT_NE(literal, nullptr);
  EXPECT_TRUE(ir::StructuralEqual(computed, literal))
      << PrintProgram(computed) << PrintProgram(literal);
  ExpectErrorAt("import pypto.language as pl\nS = [1, 2.5]\n", 2, 5,
                "unsupported module-level value");
}

// The soft (GM-polling) syncall: the DSL synthesizes its staging tiles; the printed form,
// which names them, parses back to the same call.
TEST(ParserConstructTest, SoftSyncallSynthesizesScratchTiles) {
  const std::string head = R"(import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, ws: pl.Tensor[[64], pl.INT32]) -> pl.Tensor[[64], pl.INT32]:
)";
  for (const char* core_type : {"aiv_only", "aic_only", "mix"}) {
    const std::string text =
        absl::StrCat(head, "        pl.system.syncall(mode=\"soft\", core_type=\"", core_type,
                     "\", gm_workspace=ws, used_cores=4)\n        return ws\n");
    auto p = MustParse(text);
    ASSERT_NE(p, nullptr);
    auto stmt = ir::As<ir::EvalStmt>(BodyOf(p, "k")[0]);
    ASSERT_NE(stmt, nullptr) << core_type;
    auto call = ir::As<ir::Call>(stmt->expr());
    ASSERT_NE(call, nullptr);
    EXPECT_EQ(call->args().size(), std::string(core_type) == "mix" ? 4u : 3u);
    auto used = ir::As<ir::ConstInt>(call->args().back());
    ASSERT_NE(used, nullptr);
    EXPECT_EQ(used->value(), 4);
    EXPECT_EQ(used->dtype(), ir::DataType::kInt32);
    const std::string printed = PrintProgram(p);
    EXPECT_TRUE(absl::StrContains(printed, "scratch=pl.tile.create(")) << printed;
    auto reparsed = MustParse(printed);
    ASSERT_NE(reparsed, nullptr);
    EXPECT_TRUE(ir::StructuralEqual(p, reparsed)) << printed << PrintProgram(reparsed);
  }
  ExpectErrorAt(
      head + "        pl.system.syncall(mode=\"soft\", used_cores=4)\n        return ws\n", 7, 9,
      "soft syncall requires gm_workspace");
  ExpectErrorAt(
      head + "        pl.system.syncall(mode=\"soft\", gm_workspace=ws)\n        return ws\n", 7, 9,
      "soft syncall requires a positive compile-time used_cores");
  ExpectErrorAt(
      head + "        pl.system.syncall(gm_workspace=ws, used_cores=4)\n        return ws\n", 7, 9,
      "syncall(mode='hard') takes no gm_workspace");
}

// `(a, b) = ...` unpacks like `a, b = ...`.
TEST(ParserConstructTest, ParenthesizedAssignmentTargets) {
  const std::string head = R"(import pypto.language as pl

@pl.program
class P:
    @pl.function
    def g(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tuple[pl.Tensor[[16], pl.FP32], pl.Tensor[[16], pl.FP32]]:
        return x, x

    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
)";
  auto with_parens = MustParse(head + "        (a, b) = self.g(x)\n        return b\n");
  auto without = MustParse(head + "        a, b = self.g(x)\n        return b\n");
  ASSERT_NE(with_parens, nullptr);
  ASSERT_NE(without, nullptr);
  EXPECT_TRUE(ir::StructuralEqual(with_parens, without));
  ExpectErrorAt(head + "        (a, b) = self.g(x)\n        return c\n", 12, 16,
                "Undefined variable 'c'");
}

// A loop with init_values names its results through `x = pl.yield_(...)`; a
// bare yield there (also one inside an if of the body) is rejected where it
// stands, with the reference's message. A bare yield of an if nested in a loop
// without init_values is fine.
TEST(ParserErrorTest, BareYieldInLoopWithInitValues) {
  const std::string head = R"(import pypto.language as pl

@pl.program
class P:
    @pl.function
    def f(self, x: pl.Tensor[[16], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16], pl.FP32]:
)";
  ExpectErrorAt(head +
                    "        for i, (acc,) in pl.range(8, init_values=(x,)):\n"
                    "            pl.yield_(acc)\n"
                    "        return x\n",
                8, 13, "Loop with init_values requires an assignment-form pl.yield_(...)");
  ExpectErrorAt(head +
                    "        for (acc,) in pl.while_(init_values=(x,)):\n"
                    "            pl.cond(n > 0)\n"
                    "            pl.yield_(acc)\n"
                    "        return x\n",
                9, 13, "Bare pl.yield_(...) is rejected here");
  EXPECT_NE(MustParse(head + "        for i in pl.range(8):\n"
                             "            if n > 2:\n"
                             "                pl.yield_(x)\n"
                             "        return x\n"),
            nullptr);
}

TEST(ParserErrorTest, LimitsAreEnforced) {
  std::string deep =
      std::string(kHead) +
      "    @pl.function\n    def f(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:\n"
      "        return " +
      std::string(5000, '(') + "n" + std::string(5000, ')') + "\n";
  auto r = ParseProgram(deep);
  ASSERT_FALSE(r.ok());
  EXPECT_TRUE(absl::StrContains(r.status().message(), "deep")) << r.status();
  std::string unary =
      std::string(kHead) +
      "    @pl.function\n    def f(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:\n"
      "        return " +
      std::string(100000, '-') + "n\n";
  r = ParseProgram(unary);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().code(), absl::StatusCode::kInvalidArgument);
  ParseOptions small;
  small.max_input_bytes = 10;
  r = ParseProgram(kHead, small);
  ASSERT_FALSE(r.ok());
  EXPECT_TRUE(absl::StrContains(r.status().message(), "exceeds")) << r.status();
}

// Truncated and byte-flipped versions of every corpus program: the parser
// must return (never crash or hang) and errors must name a location.
TEST(ParserRobustnessTest, TruncatedAndGarbledCorpus) {
  std::vector<std::string> files = CorpusPrograms();
  ASSERT_GE(files.size(), 32u);
  std::mt19937 rng(12345);
  int cases = 0, errors = 0;
  auto check = [&](const std::string& text) {
    ++cases;
    ParseOptions opts;
    opts.filename = "fuzz.py";
    auto r = ParseProgram(text, opts);
    if (r.ok()) return;
    ++errors;
    EXPECT_TRUE(r.status().code() == absl::StatusCode::kInvalidArgument ||
                r.status().code() == absl::StatusCode::kUnimplemented)
        << r.status();
    if (r.status().code() == absl::StatusCode::kInvalidArgument) {
      EXPECT_TRUE(absl::StartsWith(r.status().message(), "fuzz.py:")) << r.status();
    }
  };
  for (const auto& f : files) {
    std::string text = ReadFile(f);
    for (int k = 1; k <= 12; ++k) check(text.substr(0, text.size() * k / 13));
    for (int k = 0; k < 12; ++k) {
      std::string garbled = text;
      int flips = 1 + static_cast<int>(rng() % 3);
      for (int j = 0; j < flips; ++j) {
        size_t at = rng() % garbled.size();
        static const char kBytes[] = "()[]{}:,.=\n \t#'\"-+*/0a\x80\xff";
        garbled[at] = kBytes[rng() % (sizeof(kBytes) - 1)];
      }
      check(garbled);
    }
  }
  std::cout << cases << " garbled inputs, " << errors << " rejected\n";
  EXPECT_GT(errors, cases / 2);
}

// Inputs found by the parser fuzzer (tools/fuzz_parser.sh, roundtrip mode)
// and by the malformed corpus: each is either rejected with a located user
// error, or parses into a program whose print parses back.
TEST(ParserRobustnessTest, FuzzFoundCases) {
  const std::string sig = std::string(kHead) +
                          "    @pl.function\n    def f(self, x: pl.Tensor[[16], pl.FP32]) -> "
                          "pl.Tensor[[16], pl.FP32]:\n";
  // A yield followed by more statements parses, as in the reference (whose
  // print of it this matches); the pipeline input's NoRedundantBlocks check
  // rejects it.
  for (const std::string& body :
       {std::string("        for i, (acc,) in pl.range(4, init_values=(x,)):\n"
                    "            res = pl.yield_(acc)\n"
                    "            nxt = pl.tensor.exp(acc)\n"
                    "        return res\n"),
        std::string("        for i, (acc,) in pl.range(4, init_values=(x,)): res = pl.yield_(acc); "
                    "nxt = pl.tensor.exp(acc)\n"
                    "        return res\n")}) {
    auto program = MustParse(sig + body);
    ASSERT_NE(program, nullptr);
    const std::string printed = PrintProgram(program);
    EXPECT_TRUE(absl::StrContains(printed, "            pl.yield_(acc)\n            nxt"))
        << printed;
  }
  // A function-level yield prints as a return.
  ExpectErrorAt(sig + "        pl.yield_(x)\n        return x\n", 6, 9, "yield_()");
  // 2**63 exists only as the magnitude of INT64_MIN.
  const std::string nsig = std::string(kHead) +
                           "    @pl.function\n    def f(self, n: pl.Scalar[pl.INDEX]) -> "
                           "pl.Scalar[pl.INDEX]:\n";
  ExpectErrorAt(nsig + "        return 9223372036854775808\n", 6, 16, "out of range");
  ExpectErrorAt(nsig + "        return n - 9223372036854775808\n", 6, 20, "out of range");
  ExpectErrorAt(nsig + "        return pl.const(9223372036854775808, pl.INT64)\n", 6, 25,
                "out of range");
  ExpectErrorAt(nsig + "        return -9223372036854775808 ** 2\n", 6, 17, "out of range");
  ExpectErrorAt(nsig + "        t = (n, n)\n        return t[-9223372036854775808]\n", 7, 19,
                "tuple indices");
  for (const char* value : {"-9223372036854775808", "-9223372036854775807 - 1",
                            "pl.const(-9223372036854775808, pl.INT64)", "n + -9223372036854775808",
                            "pl.cast(pl.const(-9223372036854775808, pl.FP32), pl.INDEX)",
                            "pl.const(-inf, pl.FP16) < pl.const(nan, pl.FP32)"}) {
    std::string text = nsig + "        v = " + value + "\n        return n\n";
    auto program = ParseProgram(text);
    ASSERT_TRUE(program.ok()) << value << ": " << program.status();
    std::string printed = PrintProgram(*program);
    auto again = ParseProgram(printed);
    ASSERT_TRUE(again.ok()) << value << ": " << again.status() << "\n" << printed;
    EXPECT_EQ(PrintProgram(*again), printed);
  }
  // The INT64_MIN literal keeps its sign inside pl.const of a float type, and
  // stays an integer constant (the literal's kind decides, as in the reference).
  auto p = MustParse(nsig +
                     "        v: pl.Scalar[pl.FP32] = pl.const(-9223372036854775808, pl.FP32)\n"
                     "        return n\n");
  ASSERT_NE(p, nullptr);
  auto c = ir::As<ir::ConstInt>(ir::As<ir::AssignStmt>(BodyOf(p, "f")[0])->value());
  ASSERT_NE(c, nullptr);
  EXPECT_EQ(c->value(), INT64_MIN);
  EXPECT_EQ(c->dtype(), ir::DataType::kFP32);
}

}  // namespace
}  // namespace ptoc::text

namespace ptoc::text {
namespace {

TEST(ParserScopeKeywordTest, UnknownScopeKeywordIsRejectedNotDropped) {
  const char* kProgram =
      "import pypto.language as pl\n"
      "\n"
      "@pl.program\n"
      "class P:\n"
      "    @pl.function\n"
      "    def main(self, x: pl.Tensor[[16, 16], pl.FP32]) -> pl.Tensor[[16, 16], pl.FP32]:\n"
      "        with pl.at(level=pl.Level.CORE_GROUP, name_iint=\"k\"):\n"
      "            y: pl.Tensor[[16, 16], pl.FP32] = pl.add(x, x)\n"
      "        return y\n";
  ParseOptions options;
  options.filename = "scope.py";
  auto result = ParseProgram(kProgram, options);
  ASSERT_FALSE(result.ok());
  EXPECT_EQ(result.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(result.status().message().find("scope.py:7:47:"), std::string::npos) << result.status();
  EXPECT_NE(result.status().message().find("Unknown keyword argument 'name_iint' in pl.at()"),
            std::string::npos)
      << result.status();
}

}  // namespace
}  // namespace ptoc::text

namespace ptoc::text {
namespace {

std::string ParseAndPrint(const std::string& body, const char* func_type, std::string* error) {
  const std::string program = absl::StrCat(
      "import pypto.language as pl\n"
      "\n"
      "@pl.program\n"
      "class P:\n"
      "    @pl.function(type=pl.FunctionType.",
      func_type,
      ")\n"
      "    def main(self, x: pl.Tensor[[8, 16], pl.FP32], k: pl.Scalar[pl.FP32]) -> "
      "pl.Tensor[[8, 16], pl.FP32]:\n",
      body, "        return x\n");
  ParseOptions options;
  options.filename = "forms.py";
  auto result = ParseProgram(program, options);
  if (!result.ok()) {
    *error = std::string(result.status().message());
    return "";
  }
  return PrintProgram(*result);
}

TEST(ParserGatherFormsTest, MaskPatternSelectsGatherMask) {
  std::string error;
  std::string out = ParseAndPrint(
      "        a = pl.tensor.gather(x, mask_pattern=pl.tile.MaskPattern.P1010, "
      "output_dtype=pl.UINT32)\n"
      "        b = pl.gather(x, mask_pattern=3)\n",
      "Opaque", &error);
  ASSERT_TRUE(error.empty()) << error;
  EXPECT_TRUE(absl::StrContains(out,
                                "a: pl.Tensor[[8, 8], pl.UINT32] = pl.tensor.gather_mask(x, "
                                "mask_pattern=2, output_dtype=pl.UINT32)"))
      << out;
  EXPECT_TRUE(absl::StrContains(
      out, "b: pl.Tensor[[8, 4], pl.FP32] = pl.tensor.gather_mask(x, mask_pattern=3)"))
      << out;
}

TEST(ParserGatherFormsTest, KvalueSelectsGatherCompare) {
  std::string error;
  std::string out =
      ParseAndPrint("        d, c = pl.tensor.gather(x, kvalue=k, cmp_mode=\"lt\", out_cols=4)\n",
                    "Opaque", &error);
  ASSERT_TRUE(error.empty()) << error;
  EXPECT_TRUE(absl::StrContains(out,
                                "pl.tensor.gather_compare(x, k, cmp_mode=2, offset=0, "
                                "out_cols=4)"))
      << out;
  EXPECT_TRUE(absl::StrContains(out, "d: pl.Tensor[[8, 4], pl.INT32] = ")) << out;
  EXPECT_TRUE(absl::StrContains(out, "c: pl.Tensor[[1, 8], pl.INT32] = ")) << out;
}

TEST(ParserGatherFormsTest, MixedFormsAndIncompleteCompareAreRejected) {
  std::string error;
  ParseAndPrint("        a = pl.tensor.gather(x, mask_pattern=1, out_cols=4)\n", "Opaque", &error);
  EXPECT_TRUE(absl::StrContains(error, "forms.py:7:13:")) << error;
  EXPECT_TRUE(absl::StrContains(error, "mutually exclusive")) << error;
  error.clear();
  ParseAndPrint("        d, c = pl.gather(x, kvalue=k, out_cols=4)\n", "Opaque", &error);
  EXPECT_TRUE(absl::StrContains(error, "requires kvalue, cmp_mode and out_cols")) << error;
  error.clear();
  ParseAndPrint(
      "        d, c = pl.gather(x, kvalue=k, cmp_mode=0, out_cols=4, output_dtype=pl.INT32)\n",
      "Opaque", &error);
  EXPECT_TRUE(absl::StrContains(error, "output_dtype is only valid for the mask form")) << error;
}

TEST(ParserDumpTagTest, OnlyInOrchestrationOrInlineAndOnBareTensorNames) {
  std::string error;
  ParseAndPrint("        pl.dump_tag(x)\n", "InCore", &error);
  EXPECT_TRUE(absl::StrContains(error, "forms.py:7:9:")) << error;
  EXPECT_TRUE(absl::StrContains(error, "only valid inside an Orchestration or Inline function"))
      << error;
  error.clear();
  ParseAndPrint("        pl.dump_tag(k)\n", "Orchestration", &error);
  EXPECT_TRUE(absl::StrContains(error, "argument 'k' is not a tensor")) << error;
  error.clear();
  ParseAndPrint("        pl.dump_tag(zz)\n", "Orchestration", &error);
  EXPECT_TRUE(absl::StrContains(error, "argument 'zz' is not defined")) << error;
  error.clear();
  ParseAndPrint("        pl.dump_tag(x, x)\n", "Orchestration", &error);
  EXPECT_TRUE(absl::StrContains(error, "exactly one positional argument")) << error;
  error.clear();
  ParseAndPrint("        pl.dump_tag(x[0])\n", "Orchestration", &error);
  EXPECT_TRUE(absl::StrContains(error, "must be a bare variable name")) << error;
  error.clear();
  std::string out = ParseAndPrint("        pl.dump_tag(x)\n", "Orchestration", &error);
  EXPECT_TRUE(error.empty()) << error;
  EXPECT_FALSE(absl::StrContains(out, "dump_tag")) << out;
}

// Which variables take their annotation's type rather than their value's
// (the reference's `override_type` rule, which decides what ConvertToSSA
// may seed an escaping variable with: corpus 514-521).
TEST(ParserConstructTest, AnnotationTypedVariables) {
  auto program = MustParse(R"(import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        m: pl.Scalar[pl.INT32],
        y: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        a: pl.Scalar[pl.INDEX] = n
        b = n
        c: pl.Scalar[pl.INT32] = m
        d: pl.Scalar[pl.INDEX] = 0
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        u = pl.load(x, [16, 0], [16, 64])
        v: pl.Tile[[16, 64], pl.FP32] = u
        w: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[8, 64])] = pl.load(x, [32, 0], [16, 64])
        e: pl.Tensor[[64, 64], pl.FP32] = pl.store(t, [0, 0], y)
        return e
)");
  ASSERT_NE(program, nullptr);
  std::map<std::string, bool> typed;
  for (const auto& stmt : BodyOf(program, "k")) {
    if (auto assign = ir::As<ir::AssignStmt>(stmt)) {
      typed[assign->var()->name_hint()] = assign->var()->annotation_typed();
    }
  }
  const std::map<std::string, bool> expected = {
      {"a", true},                // a scalar annotation over an INDEX value
      {"b", false},               // unannotated: the value's type
      {"c", false},               // an INT32 annotation over an INT32 value keeps the value's type
      {"d", true},                // a bare literal is an INDEX value
      {"t", true},                // a tile annotation
      {"u", false}, {"v", true},  // a tile annotation over a tile variable
      {"w", false},               // the call takes the annotated (partially valid) type: shared
      {"e", false},               // a plain tensor annotation only checks the value
  };
  EXPECT_EQ(typed, expected);
}

// An annotation that leaves out what the value's type adds (a load's memory
// space and view) gives the variable the value's type object when the
// completed annotation is that type field for field, instead of a new, equal
// one; an annotation that says everything keeps its own (shared) type object.
TEST(ParserConstructTest, PartialAnnotationSharesAnIdenticalValueType) {
  auto program = MustParse(R"(import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        s: pl.Tile[[16, 64], pl.FP32] = pl.add(t, t)
        u: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.load(x, [16, 0], [16, 64])
        v: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.add(u, u)
        e: pl.Tensor[[64, 64], pl.FP32] = pl.store(s, [0, 0], y)
        return e
)");
  ASSERT_NE(program, nullptr);
  std::map<std::string, ir::TypePtr> var_type;
  std::map<std::string, bool> shared;
  for (const auto& stmt : BodyOf(program, "k")) {
    if (auto assign = ir::As<ir::AssignStmt>(stmt)) {
      var_type[assign->var()->name_hint()] = assign->var()->type();
      shared[assign->var()->name_hint()] = assign->var()->type() == assign->value()->type();
    }
  }
  const std::map<std::string, bool> expected = {
      {"t", true},   // completed by the load's memory space: the load's type
      {"s", true},   // the same for the add
      {"u", false},  // says everything: the annotation's type ...
      {"v", false},  //
      {"e", true},   // a plain tensor annotation only checks the value
  };
  EXPECT_EQ(shared, expected);
  EXPECT_EQ(var_type["u"], var_type["v"]);  // ... one object for both
  EXPECT_NE(var_type["t"], var_type["s"]);
  EXPECT_TRUE(ir::StructuralEqual(var_type["t"], var_type["u"]));
}

TEST(ParserSystemOpsTest, CacheInvalidChecksRegionRank) {
  std::string error;
  std::string out =
      ParseAndPrint("        pl.system.cacheinvalid(x, [8, 16], [0, 0])\n", "InCore", &error);
  ASSERT_TRUE(error.empty()) << error;
  EXPECT_TRUE(absl::StrContains(out, "pl.system.cacheinvalid(x, [8, 16], [0, 0])")) << out;
  ParseAndPrint("        pl.system.cacheinvalid(x, [8], [0, 0])\n", "InCore", &error);
  EXPECT_TRUE(absl::StrContains(error, "shapes must match tensor rank 2, got 1")) << error;
}

// The reference's pipe setups take both consumer buffers as keywords with a
// default of 0: given only the V2C one, its print is
// `pl.system.aiv_initialize_pipe(pl.const(0, pl.INT32), slot_buf, dir_mask=2, slot_size=512)`
// (its golden for split_vector_kernel's no-split dual-dispatch test).
TEST(ParserSystemOpsTest, PipeSetupGivenOnlyTheV2CBufferHasNoC2VBuffer) {
  std::string error;
  std::string out = ParseAndPrint(
      "        slot_buf = pl.reserve_buffer(name=\"v2c\", size=4096, base=pl.AUTO)\n"
      "        pl.aiv_initialize_pipe(dir_mask=2, slot_size=512, v2c_consumer_buf=slot_buf)\n",
      "AIV", &error);
  ASSERT_TRUE(error.empty()) << error;
  EXPECT_TRUE(absl::StrContains(out,
                                "pl.system.aiv_initialize_pipe(pl.const(0, pl.INT32), slot_buf, "
                                "dir_mask=2, slot_size=512)"))
      << out;
  // pl.AUTO is the reserve_buffer address the compiler chooses: base=-1.
  EXPECT_TRUE(absl::StrContains(out, "pl.system.reserve_buffer(name='v2c', size=4096, base=-1)"))
      << out;
  // The keyword form of both buffers is the positional one.
  std::string positional = ParseAndPrint(
      "        c2v = pl.reserve_buffer(name=\"c2v\", size=4096)\n"
      "        pl.aiv_initialize_pipe(c2v_consumer_buf=c2v, v2c_consumer_buf=c2v, dir_mask=3, "
      "slot_size=512)\n",
      "AIV", &error);
  ASSERT_TRUE(error.empty()) << error;
  EXPECT_TRUE(absl::StrContains(
      positional, "pl.system.aiv_initialize_pipe(c2v, c2v, dir_mask=3, slot_size=512)"))
      << positional;
}

// `@pl.program(strict_ssa=True)`: as in the reference, every assignment
// defines a new variable; a name may be defined again only in another scope
// (a with block, a loop body, an if branch), and the names a leaking scope
// defined count as defined after it.
TEST(StrictSsaTest, EveryAssignmentDefinesANewVariableOncePerScope) {
  const std::string program = R"(import pypto.language as pl


@pl.program(strict_ssa=STRICT)
class P:
    @pl.function
    def main(self, a: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        x = pl.add(a, a)
        with pl.at(level=pl.Level.CORE_GROUP):
            x = pl.mul(x, x)
            out = pl.assemble(out, x, [0, 0])
        return out
)";
  for (const bool strict : {true, false}) {
    auto p = MustParse(absl::StrReplaceAll(program, {{"STRICT", strict ? "True" : "False"}}));
    ASSERT_NE(p, nullptr);
    auto body = BodyOf(p, "main");
    ASSERT_EQ(body.size(), 3u);
    auto first = ir::As<ir::AssignStmt>(body[0]);
    auto scope = ir::As<ir::ScopeStmt>(body[1]);
    ASSERT_NE(first, nullptr);
    ASSERT_NE(scope, nullptr);
    auto second = ir::As<ir::AssignStmt>(ir::StmtList(scope->body())[0]);
    ASSERT_NE(second, nullptr);
    // Strict: a new variable in the with block; otherwise the same one re-assigned.
    EXPECT_EQ(first->var() != second->var(), strict) << strict;
  }

  auto error_of = [](const std::string& text) {
    auto result = ParseProgram(text);
    return result.ok() ? std::string("parsed") : std::string(result.status().message());
  };
  const std::string header = R"(import pypto.language as pl


@pl.program(strict_ssa=True)
class P:
    @pl.function
    def main(self, a: pl.Tensor[[64, 128], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[64, 128], pl.FP32]:
)";
  // Again in the same scope.
  EXPECT_TRUE(absl::StrContains(error_of(header + R"(        x = pl.add(a, a)
        x = pl.mul(a, a)
        return x
)"),
                                "9:9: Variable 'x' is already defined (at 8:9)"));
  // A name of an if branch without yields leaks after the if.
  EXPECT_TRUE(absl::StrContains(error_of(header + R"(        if n > 0:
            y = pl.add(a, a)
        else:
            y = pl.mul(a, a)
        y = pl.sub(a, a)
        return y
)"),
                                "12:9: Variable 'y' is already defined"));
  // A loop that carries values ends its names; its result is defined after it.
  EXPECT_EQ(error_of(header + R"(        for i, (acc,) in pl.range(4, init_values=(a,)):
            t = pl.add(acc, a)
            t2 = pl.mul(t, a)
            r = pl.yield_(t2)
        t = pl.add(r, r)
        return t
)"),
            "parsed");
  EXPECT_TRUE(absl::StrContains(error_of(header + R"(        r = pl.add(a, a)
        for i, (acc,) in pl.range(4, init_values=(r,)):
            t = pl.add(acc, a)
            r = pl.yield_(t)
        return r
)"),
                                "Variable 'r' is already defined"));
  // Parameters and loop variables may not be assigned in their own scope.
  EXPECT_TRUE(absl::StrContains(error_of(header + R"(        n = n + 1
        return a
)"),
                                "8:9: Variable 'n' is already defined"));
}

// Operator chains are built in a loop, so the nesting-depth guard does not
// bound them; their height is bounded instead (the passes walk expressions
// recursively). A chain of exactly the limit parses; one more operator is an
// error at that operator.
TEST(ParserLimitsTest, OperatorChainsAreBoundedByExpressionHeight) {
  auto program_with_terms = [](int terms) {
    std::string chain = "n";
    for (int i = 1; i < terms; ++i) chain += " + n";
    return absl::StrCat(
        "import pypto.language as pl\n\n@pl.program\nclass P:\n    @pl.function\n"
        "    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:\n"
        "        b = ",
        chain, "\n        return b\n");
  };
  ParseOptions options;
  options.max_expression_height = 64;
  auto at_limit = ParseProgram(program_with_terms(65), options);
  ASSERT_TRUE(at_limit.ok()) << at_limit.status();
  auto assign = ir::As<ir::AssignStmt>(BodyOf(*at_limit, "main")[0]);
  ASSERT_NE(assign, nullptr);
  EXPECT_EQ(assign->value()->height(), 64);

  auto over = ParseProgram(program_with_terms(66), options);
  ASSERT_FALSE(over.ok());
  EXPECT_EQ(over.status().code(), absl::StatusCode::kInvalidArgument);
  // The 65th '+' of "        b = n + n ...": column 15 + 4 * 64.
  EXPECT_TRUE(
      absl::StartsWith(over.status().message(), "<input>:7:271: expression nested too deeply"))
      << over.status();

  // Heights count every kind of operand: a call over a chain sits above it.
  auto call = ParseProgram(
      "import pypto.language as pl\n\n@pl.program\nclass P:\n    @pl.function\n"
      "    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:\n"
      "        b = pl.min(n + n + n, n)\n        return b\n");
  ASSERT_TRUE(call.ok()) << call.status();
  auto call_assign = ir::As<ir::AssignStmt>(BodyOf(*call, "main")[0]);
  ASSERT_NE(call_assign, nullptr);
  EXPECT_GE(call_assign->value()->height(), 2);
}

}  // namespace
}  // namespace ptoc::text
