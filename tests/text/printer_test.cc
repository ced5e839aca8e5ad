// Printer tests on hand-built IR: each program is built node by node and its
// print must equal the reference's golden text for the same program.
#include "compiler/text/printer.h"

#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/text/runfiles.h"

namespace ptoc::text {
namespace {

using namespace ::ptoc::ir;  // NOLINT(google-build-using-namespace): IR builders read better
                             // unqualified.

std::vector<ExprPtr> Dims(std::initializer_list<int64_t> dims) {
  std::vector<ExprPtr> out;
  for (int64_t d : dims) out.push_back(MakeIndex(d));
  return out;
}

TypePtr TensorT(std::initializer_list<int64_t> dims, MemRefPtr memref = nullptr) {
  return std::make_shared<TensorType>(Dims(dims), DataType::kFP32, std::nullopt, std::move(memref));
}

TypePtr TileT(std::initializer_list<int64_t> dims, std::optional<MemorySpace> space,
              MemRefPtr memref = nullptr) {
  return std::make_shared<TileType>(Dims(dims), DataType::kFP32, space, std::nullopt,
                                    std::move(memref));
}

VarPtr V(const std::string& name, TypePtr type) {
  return std::make_shared<Var>(name, std::move(type));
}

ExprPtr OpCall(const std::string& op, std::vector<ExprPtr> args, TypePtr type, Attrs kwargs = {},
               Attrs attrs = {}) {
  return std::make_shared<Call>(std::make_shared<Op>(op), std::move(args), std::move(kwargs),
                                std::move(attrs), std::move(type));
}

ExprPtr FnCall(const std::string& fn, std::vector<ExprPtr> args, TypePtr type, Attrs attrs = {}) {
  return std::make_shared<Call>(std::make_shared<GlobalVar>(fn), std::move(args), Attrs{},
                                std::move(attrs), std::move(type));
}

StmtPtr Assign(const VarPtr& v, ExprPtr value) {
  return std::make_shared<AssignStmt>(v, std::move(value));
}
StmtPtr Return(std::vector<ExprPtr> values) {
  return std::make_shared<ReturnStmt>(std::move(values));
}
StmtPtr Yield(std::vector<ExprPtr> values) {
  return std::make_shared<YieldStmt>(std::move(values));
}
StmtPtr Seq(std::vector<StmtPtr> stmts) { return std::make_shared<SeqStmts>(std::move(stmts)); }
ExprPtr Bin(BinaryOp op, ExprPtr a, ExprPtr b, DataType dt = DataType::kIndex) {
  return std::make_shared<BinaryExpr>(op, std::move(a), std::move(b), dt);
}

ExprPtr TileLoad(const VarPtr& src, std::vector<ExprPtr> offsets,
                 std::initializer_list<int64_t> shape, TypePtr type) {
  return OpCall("tile.load",
                {src, std::make_shared<MakeTuple>(std::move(offsets)), MakeIndexTuple(shape),
                 MakeIndexTuple(shape)},
                std::move(type), Attrs{{"target_memory", AttrValue::FromEnum(MemorySpace::kVec)}});
}

FunctionPtr Func(const std::string& name, FunctionType type, std::vector<VarPtr> params,
                 std::vector<ParamDirection> dirs, std::vector<TypePtr> rets, StmtPtr body) {
  Function::Fields f;
  f.name = name;
  f.func_type = type;
  f.params = std::move(params);
  f.param_directions = std::move(dirs);
  f.return_types = std::move(rets);
  f.body = std::move(body);
  return std::make_shared<Function>(std::move(f));
}

std::string Golden(const std::string& rel) {
  bool ok = false;
  std::string text = testing::ReadFile(testing::RunfilePath("tests/golden/" + rel), &ok);
  EXPECT_TRUE(ok) << "cannot read golden " << rel;
  return text;
}

PrintOptions Explicit() {
  PrintOptions o;
  o.view_level = ViewLevel::kExplicit;
  return o;
}

// 01_vec_add_scope as parsed: an Opaque main with an InCore scope; the
// non-SSA rebinding of `dst` reuses the parameter's Var.
ProgramPtr VecAddScope() {
  auto lhs = V("lhs", TensorT({64, 128}));
  auto rhs = V("rhs", TensorT({64, 128}));
  auto dst = V("dst", TensorT({64, 128}));
  auto total = V("total", TensorT({64, 128}));
  ScopeStmt::Fields scope;
  scope.scope_kind = ScopeKind::kInCore;
  auto body = Seq({
      std::make_shared<ScopeStmt>(
          scope, Seq({Assign(total, OpCall("tensor.add", {lhs, rhs}, TensorT({64, 128}))),
                      Assign(dst, OpCall("tensor.assemble", {dst, total, MakeIndexTuple({0, 0})},
                                         TensorT({64, 128})))})),
      Return({dst}),
  });
  auto main = Func("main", FunctionType::kOpaque, {lhs, rhs, dst},
                   {ParamDirection::kIn, ParamDirection::kIn, ParamDirection::kOut},
                   {TensorT({64, 128})}, body);
  return std::make_shared<Program>("VecAddScope", std::vector<FunctionPtr>{main});
}

TEST(PrinterTest, VecAddScopeMatchesGolden) {
  ProgramPtr p = VecAddScope();
  EXPECT_EQ(PrintProgram(p), Golden("01_vec_add_scope/print.concise.py"));
  EXPECT_EQ(PrintProgram(p, Explicit()), Golden("01_vec_add_scope/print.explicit.py"));
}

// 17_kernel_loop_if_yield: a loop carrying a tile, an if with phi values.
ProgramPtr KernelLoopIfYield() {
  auto vec = MemorySpace::kVec;
  auto x = V("x", TensorT({128, 128}));
  auto out = V("out", TensorT({16, 128}));
  auto zero = V("zero", TileT({16, 128}, vec));
  auto i = V("i", ScalarType::Get(DataType::kIndex));
  auto acc = std::make_shared<IterArg>("acc", TileT({16, 128}, vec), zero);
  auto band = V("band", TileT({16, 128}, vec));
  auto grown = V("grown", TileT({16, 128}, vec));
  auto peaked = V("peaked", TileT({16, 128}, vec));
  auto picked = V("picked", TileT({16, 128}, std::nullopt));
  auto acc_out = V("acc_out", TileT({16, 128}, vec));
  auto res = V("res", TensorT({16, 128}));

  auto if_stmt = std::make_shared<IfStmt>(
      Bin(BinaryOp::kLt, i, MakeIndex(4), DataType::kBool),
      Seq({Assign(grown, OpCall("tile.add", {acc, band}, grown->type())), Yield({grown})}),
      Seq({Assign(peaked, OpCall("tile.maximum", {acc, band}, peaked->type())), Yield({peaked})}),
      std::vector<VarPtr>{picked});
  auto loop = std::make_shared<ForStmt>(
      i, MakeIndex(0), MakeIndex(8), MakeIndex(1), std::vector<IterArgPtr>{acc},
      Seq({Assign(band, TileLoad(x, {Bin(BinaryOp::kMul, i, MakeIndex(16)), MakeIndex(0)},
                                 {16, 128}, band->type())),
           if_stmt, Yield({picked})}),
      std::vector<VarPtr>{acc_out});
  auto kernel_body = Seq({
      Assign(zero, OpCall("tile.full", {MakeIndexTuple({16, 128}), MakeConstFloat(0.0)},
                          zero->type(), Attrs{{"dtype", AttrValue::DType(DataType::kFP32)}})),
      loop,
      Assign(res, OpCall("tile.store", {acc_out, MakeIndexTuple({0, 0}), out}, res->type())),
      Return({res}),
  });
  auto kernel =
      Func("banded_accumulate", FunctionType::kInCore, {x, out},
           {ParamDirection::kIn, ParamDirection::kOut}, {TensorT({16, 128})}, kernel_body);

  auto rx = V("x", TensorT({128, 128}));
  auto rout = V("out", TensorT({16, 128}));
  auto run = Func("run", FunctionType::kOrchestration, {rx, rout},
                  {ParamDirection::kIn, ParamDirection::kOut}, {TensorT({16, 128})},
                  Seq({Assign(rout, FnCall("banded_accumulate", {rx, rout}, TensorT({16, 128}))),
                       Return({rout})}));
  return std::make_shared<Program>("KernelLoopIfYield", std::vector<FunctionPtr>{run, kernel});
}

TEST(PrinterTest, LoopWithIfYieldMatchesGolden) {
  ProgramPtr p = KernelLoopIfYield();
  EXPECT_EQ(PrintProgram(p), Golden("17_kernel_loop_if_yield/print.concise.py"));
  EXPECT_EQ(PrintProgram(p, Explicit()), Golden("17_kernel_loop_if_yield/print.explicit.py"));
}

// 18_while_kernel_counter after AllocateMemoryAddr: allocs, MemRefs in
// signatures (quoted bases) and bodies (bare bases), a while loop with
// iter_args.
ProgramPtr WhileCounterAllocated() {
  auto vec = MemorySpace::kVec;
  auto ptr = PtrType::Get();
  auto ddr0 = V("mem_ddr_0", ptr);
  auto ddr1 = V("mem_ddr_1", ptr);
  auto ddr2 = V("mem_ddr_2", ptr);
  auto vec2 = V("mem_vec_2", ptr);
  auto vec3 = V("mem_vec_3", ptr);
  auto vec5 = V("mem_vec_5", ptr);
  auto off = [](int64_t v) { return MakeConstInt(v, DataType::kInt64); };
  auto mr = [&](const VarPtr& base, int64_t o, int64_t size) {
    return std::make_shared<MemRef>(base, off(o), size);
  };
  auto x = V("x__ssa_v0", TensorT({128, 64}, mr(ddr0, 0, 32768)));
  auto n = V("n__ssa_v0", ScalarType::Get(DataType::kIndex));
  auto out = V("out__ssa_v0", TensorT({16, 64}, mr(ddr1, 0, 4096)));
  auto alloc = [&](const VarPtr& p) {
    return Assign(
        p, OpCall("tile.alloc", {MakeIndex(static_cast<int>(MemorySpace::kVec)), MakeIndex(4096)},
                  PtrType::Get()));
  };
  auto start = V("start__ssa_v0", TileT({16, 64}, vec, mr(vec2, 0, 4096)));
  auto k = std::make_shared<IterArg>("k", ScalarType::Get(DataType::kIndex), MakeIndex(1));
  auto acc = std::make_shared<IterArg>("acc", TileT({16, 64}, vec, mr(vec2, 0, 4096)), start);
  auto blk = V("blk__ssa_v0", TileT({16, 64}, vec, mr(vec3, 4096, 4096)));
  auto acc_next = V("acc_next__ssa_v0", TileT({16, 64}, vec, mr(vec3, 4096, 4096)));
  auto k_next = V("k_next__ssa_v0", ScalarType::Get(DataType::kIndex));
  auto k_done = V("k_done", ScalarType::Get(DataType::kIndex));
  auto acc_done = V("acc_done", TileT({16, 64}, vec, mr(vec3, 4096, 4096)));
  auto res = V("res__ssa_v0", TensorT({16, 64}, mr(ddr1, 0, 4096)));
  auto loop = std::make_shared<WhileStmt>(
      Bin(BinaryOp::kLt, k, n, DataType::kBool), std::vector<IterArgPtr>{k, acc},
      Seq({Assign(blk, TileLoad(x, {Bin(BinaryOp::kMul, k, MakeIndex(16)), MakeIndex(0)}, {16, 64},
                                blk->type())),
           Assign(acc_next, OpCall("tile.add", {acc, blk}, acc_next->type())),
           Assign(k_next, Bin(BinaryOp::kAdd, k, MakeIndex(1))), Yield({k_next, acc_next})}),
      std::vector<VarPtr>{k_done, acc_done});
  auto kernel_body = Seq({
      alloc(vec2),
      alloc(vec3),
      alloc(vec5),
      Assign(start, TileLoad(x, {MakeIndex(0), MakeIndex(0)}, {16, 64}, start->type())),
      loop,
      Assign(res, OpCall("tile.store", {acc_done, MakeIndexTuple({0, 0}), out}, res->type())),
      Return({out}),
  });
  auto kernel = Func("sum_first_blocks", FunctionType::kAIV, {x, n, out},
                     {ParamDirection::kIn, ParamDirection::kIn, ParamDirection::kOut},
                     {TensorT({16, 64})}, kernel_body);

  auto rx = V("x__ssa_v0", TensorT({128, 64}, mr(ddr0, 0, 32768)));
  auto rn = V("n__ssa_v0", ScalarType::Get(DataType::kIndex));
  auto rout = V("out__ssa_v0", TensorT({16, 64}, mr(ddr1, 0, 4096)));
  auto rout1 = V("out__ssa_v1", TensorT({16, 64}, mr(ddr2, 0, 4096)));
  auto run =
      Func("run", FunctionType::kOrchestration, {rx, rn, rout},
           {ParamDirection::kIn, ParamDirection::kIn, ParamDirection::kOut}, {TensorT({16, 64})},
           Seq({Assign(rout1, FnCall("sum_first_blocks", {rx, rn, rout}, TensorT({16, 64}))),
                Return({rout1})}));
  return std::make_shared<Program>("WhileKernelCounter", std::vector<FunctionPtr>{run, kernel});
}

TEST(PrinterTest, WhileWithMemRefsMatchesGolden) {
  ProgramPtr p = WhileCounterAllocated();
  EXPECT_EQ(PrintProgram(p),
            Golden("18_while_kernel_counter/default/33_after_AllocateMemoryAddr.py"));
  EXPECT_EQ(PrintProgram(p, Explicit()),
            Golden("18_while_kernel_counter/default-explicit/33_after_AllocateMemoryAddr.py"));
}

// Distinct variables sharing a name print with `_1`, `_2` suffixes; names
// used once are reserved first.
TEST(PrinterTest, ShadowedNamesAreDisambiguated) {
  auto a = V("t", ScalarType::Get(DataType::kIndex));
  auto b = V("t", ScalarType::Get(DataType::kIndex));
  auto c = V("t_1", ScalarType::Get(DataType::kIndex));
  auto body = Seq({Assign(b, Bin(BinaryOp::kAdd, a, MakeIndex(1))),
                   Assign(c, Bin(BinaryOp::kAdd, b, MakeIndex(2))), Return({c})});
  auto f = Func("f", FunctionType::kOpaque, {a}, {}, {ScalarType::Get(DataType::kIndex)}, body);
  EXPECT_EQ(PrintFunction(f),
            "@pl.function\n"
            "def f(t: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:\n"
            "    t_2: pl.Scalar[pl.INDEX] = t + 1\n"
            "    t_1: pl.Scalar[pl.INDEX] = t_2 + 2\n"
            "    return t_1");
}

// Python precedence: parentheses only where needed, `**` right-associative,
// constant-only trees keep typed leaves.
TEST(PrinterTest, ScalarExpressions) {
  auto a = V("a", ScalarType::Get(DataType::kIndex));
  auto b = V("b", ScalarType::Get(DataType::kIndex));
  EXPECT_EQ(PrintExpr(Bin(BinaryOp::kMul, Bin(BinaryOp::kAdd, a, b), b)), "(a + b) * b");
  EXPECT_EQ(PrintExpr(Bin(BinaryOp::kSub, a, Bin(BinaryOp::kSub, a, b))), "a - (a - b)");
  EXPECT_EQ(PrintExpr(Bin(BinaryOp::kSub, Bin(BinaryOp::kSub, a, b), a)), "a - b - a");
  EXPECT_EQ(PrintExpr(Bin(BinaryOp::kPow, a, Bin(BinaryOp::kPow, a, b))), "a ** a ** b");
  EXPECT_EQ(PrintExpr(Bin(BinaryOp::kPow, Bin(BinaryOp::kPow, a, b), a)), "(a ** b) ** a");
  EXPECT_EQ(PrintExpr(Bin(BinaryOp::kAdd, MakeIndex(32), MakeIndex(32))),
            "pl.const(32, pl.INDEX) + pl.const(32, pl.INDEX)");
  EXPECT_EQ(PrintExpr(std::make_shared<UnaryExpr>(UnaryOp::kNeg, Bin(BinaryOp::kAdd, a, b),
                                                  DataType::kIndex)),
            "-(a + b)");
  EXPECT_EQ(PrintExpr(std::make_shared<UnaryExpr>(UnaryOp::kCast, a, DataType::kFP32)),
            "pl.cast(a, pl.FP32)");
  EXPECT_EQ(PrintExpr(MakeConstInt(7, DataType::kInt32)), "pl.const(7, pl.INT32)");
  EXPECT_EQ(PrintExpr(MakeConstFloat(1e-5)), "1.0000000000000001e-05");
  EXPECT_EQ(PrintExpr(MakeConstFloat(-60000.0)), "-60000.0");
  EXPECT_EQ(PrintExpr(MakeConstFloat(0.5, DataType::kFP16)), "pl.const(0.5, pl.FP16)");
  EXPECT_EQ(PrintExpr(MakeConstBool(true)), "True");
}

// Floats print as C's "%.17g" (the digits the reference's stream printing
// yields at 17 significant digits), with ".0" added when the text would read
// back as an integer.
TEST(PrinterTest, FloatSpellings) {
  EXPECT_EQ(PrintExpr(MakeConstFloat(0.1)), "0.10000000000000001");
  EXPECT_EQ(PrintExpr(MakeConstFloat(3.0)), "3.0");
  EXPECT_EQ(PrintExpr(MakeConstFloat(-0.0)), "-0.0");
  EXPECT_EQ(PrintExpr(MakeConstFloat(1e16)), "10000000000000000.0");
  EXPECT_EQ(PrintExpr(MakeConstFloat(1e17)), "1e+17");
  EXPECT_EQ(PrintExpr(MakeConstFloat(2.5e-300)), "2.5e-300");
  EXPECT_EQ(PrintExpr(MakeConstFloat(std::numeric_limits<double>::infinity())), "inf");
  EXPECT_EQ(PrintExpr(MakeConstFloat(-std::numeric_limits<double>::infinity())), "-inf");
  EXPECT_EQ(PrintExpr(MakeConstFloat(1.5, DataType::kBF16)), "pl.const(1.5, pl.BF16)");
}

// Scope and loop header forms (reference printer rules: optimizations,
// name_hint, runtime modes, loop kinds with stage / attrs, elided bounds).
TEST(PrinterTest, ScopeAndLoopHeaders) {
  auto x = V("x", ScalarType::Get(DataType::kIndex));
  StmtPtr inner = Assign(x, MakeIndex(1));
  auto scope = [&](const ScopeStmt::Fields& f) {
    return PrintStmt(std::make_shared<ScopeStmt>(f, inner));
  };
  ScopeStmt::Fields incore;
  incore.split = SplitMode::kUpDown;
  incore.name_hint = "blk";
  EXPECT_EQ(scope(incore),
            "with pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.split(pl.SplitMode.UP_DOWN)], "
            "name_hint=\"blk\"):\n    x: pl.Scalar[pl.INDEX] = 1");
  ScopeStmt::Fields manual;
  manual.scope_kind = ScopeKind::kRuntime;
  manual.manual = true;
  EXPECT_EQ(scope(manual),
            "with pl.scope(mode=pl.ScopeMode.MANUAL):\n    x: pl.Scalar[pl.INDEX] = 1");
  ScopeStmt::Fields cluster;
  cluster.scope_kind = ScopeKind::kCluster;
  EXPECT_EQ(scope(cluster), "with pl.cluster():\n    x: pl.Scalar[pl.INDEX] = 1");
  ScopeStmt::Fields host;
  host.scope_kind = ScopeKind::kHierarchy;
  host.level = Level::kHost;
  host.role = Role::kOrchestrator;
  EXPECT_EQ(scope(host),
            "with pl.at(level=pl.Level.HOST, role=pl.Role.Orchestrator):\n    x: "
            "pl.Scalar[pl.INDEX] = 1");

  auto i = V("i", ScalarType::Get(DataType::kIndex));
  auto loop = [&](const ExprPtr& start, const ExprPtr& step, ForKind kind, const Attrs& attrs) {
    return PrintStmt(std::make_shared<ForStmt>(i, start, MakeIndex(8), step,
                                               std::vector<IterArgPtr>{}, Seq({}),
                                               std::vector<VarPtr>{}, kind, attrs));
  };
  EXPECT_EQ(loop(MakeIndex(2), MakeIndex(1), ForKind::kParallel, {}),
            "for i in pl.parallel(2, 8):\n    pass");
  EXPECT_EQ(loop(MakeIndex(0), MakeIndex(2), ForKind::kUnroll, {}),
            "for i in pl.unroll(0, 8, 2):\n    pass");
  EXPECT_EQ(loop(MakeConstInt(0, DataType::kInt64), MakeIndex(1), ForKind::kSequential, {}),
            "for i in pl.range(pl.const(0, pl.INT64), 8):\n    pass");
  EXPECT_EQ(loop(MakeIndex(0), MakeIndex(1), ForKind::kPipeline,
                 Attrs{{"pipeline_stages", AttrValue::Int(2)}, {"note", AttrValue::String("a")}}),
            "for i in pl.pipeline(8, stage=2, attrs={\"note\": \"a\"}):\n    pass");
}

// Partially built IR (null bodies, operands, types) prints without crashing.
TEST(PrinterTest, NullPartsDoNotCrash) {
  Function::Fields f;
  f.name = "broken";
  f.params = {nullptr};
  f.return_types = {nullptr};
  auto func = std::make_shared<Function>(f);
  EXPECT_NE(PrintFunction(func).find("def broken("), std::string::npos);
  std::vector<StmtPtr> stmts = {
      std::make_shared<ForStmt>(nullptr, nullptr, nullptr, nullptr,
                                std::vector<IterArgPtr>{nullptr}, nullptr,
                                std::vector<VarPtr>{nullptr}),
      std::make_shared<WhileStmt>(nullptr, std::vector<IterArgPtr>{nullptr}, nullptr,
                                  std::vector<VarPtr>{}),
      std::make_shared<IfStmt>(nullptr, nullptr, nullptr, std::vector<VarPtr>{}),
      std::make_shared<ScopeStmt>(ScopeStmt::Fields{}, nullptr),
      std::make_shared<AssignStmt>(nullptr, nullptr),
      std::make_shared<EvalStmt>(std::make_shared<Call>(nullptr, std::vector<ExprPtr>{nullptr},
                                                        Attrs{}, Attrs{}, nullptr)),
      std::make_shared<ReturnStmt>(std::vector<ExprPtr>{nullptr}),
      nullptr,
  };
  auto body = Seq(stmts);
  auto tile =
      std::make_shared<TileType>(std::vector<ExprPtr>{nullptr}, DataType::kFP32, MemorySpace::kVec,
                                 std::nullopt, std::make_shared<MemRef>(nullptr, nullptr, 0));
  auto g = Func("g", FunctionType::kInCore, {V("t", tile)}, {}, {}, body);
  auto prog = std::make_shared<Program>("P", std::vector<FunctionPtr>{func, g});
  EXPECT_NE(PrintProgram(prog).find("class P:"), std::string::npos);
  EXPECT_NE(PrintProgram(prog, Explicit()).find("def g("), std::string::npos);
  EXPECT_FALSE(PrintStmt(body).empty());
  EXPECT_EQ(PrintType(nullptr), "pl.UnknownType");
  EXPECT_FALSE(PrintExpr(nullptr).empty());
}

}  // namespace
}  // namespace ptoc::text
