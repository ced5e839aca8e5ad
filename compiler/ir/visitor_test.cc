#include "compiler/ir/visitor.h"

#include <set>
#include <string>
#include <vector>

#include "compiler/ir/test_builders.h"
#include "gtest/gtest.h"

namespace ptoc::ir {
namespace {

using test::Assign;
using test::IndexT;
using test::MkCall;
using test::MkFunc;
using test::MkFuncCall;
using test::MkVar;
using test::Return;
using test::TileT;
using test::Yield;

class Recorder : public IRVisitor {
 public:
  void VisitVarDef(const VarPtr& var) override {
    defs.push_back(var->name_hint());
    IRVisitor::VisitVarDef(var);
  }
  void VisitVar(const VarPtr& var) override { vars.insert(var->name_hint()); }
  void VisitIterArg(const IterArgPtr&) override { iter_arg_visits++; }
  void VisitMemRef(const MemRefPtr& memref) override {
    memrefs++;
    IRVisitor::VisitMemRef(memref);
  }
  void VisitConstInt(const ConstIntPtr& c) override { ints.insert(c->value()); }
  void VisitCall(const CallPtr& call) override {
    calls.push_back(call->callee_name());
    IRVisitor::VisitCall(call);
  }
  void VisitFor(const ForStmtPtr& stmt) override {
    loops++;
    IRVisitor::VisitFor(stmt);
  }

  std::vector<std::string> defs;
  std::set<std::string> vars;
  std::set<int64_t> ints;
  std::vector<std::string> calls;
  int iter_arg_visits = 0;
  int memrefs = 0;
  int loops = 0;
};

TEST(IRVisitorTest, DefaultWalkReachesEveryChild) {
  // f(x: Tensor[N, 32]):
  //   t: Tile[16, 16] @ memref(mem_vec_0, 0, 1024) = tile.full(value=42)
  //   for i in range(0, 3, 1) with acc = 7: v = acc + i; yield v  -> r
  //   return r
  VarPtr n = MkVar("N", IndexT());
  auto tensor =
      std::make_shared<TensorType>(std::vector<ExprPtr>{n, MakeIndex(32)}, DataType::kFP32);
  VarPtr x = MkVar("x", tensor);
  VarPtr base = MkVar("mem_vec_0", PtrType::Get());
  auto memref = std::make_shared<MemRef>(base, MakeIndex(0), 1024);
  TypePtr tile = TileT({16, 16}, DataType::kFP32, MemorySpace::kVec, memref);
  VarPtr t = MkVar("t", tile);
  auto full = MkCall("tile.full", {}, tile, Attrs{{"value", AttrValue::FromExpr(MakeIndex(42))}});
  VarPtr i = MkVar("i", IndexT());
  auto acc = std::make_shared<IterArg>("acc", IndexT(), MakeIndex(7));
  VarPtr v = MkVar("v", IndexT());
  VarPtr r = MkVar("r", IndexT());
  auto loop = std::make_shared<ForStmt>(
      i, MakeIndex(0), MakeIndex(3), MakeIndex(1), std::vector<IterArgPtr>{acc},
      MakeSeq({Assign(v, std::make_shared<BinaryExpr>(BinaryOp::kAdd, acc, i, DataType::kIndex)),
               Yield({v})}),
      std::vector<VarPtr>{r});
  auto f = MkFunc("f", FunctionType::kInCore, {x}, {IndexT()},
                  MakeSeq({Assign(t, full), loop, Return({r})}));
  auto program = std::make_shared<Program>("p", std::vector<FunctionPtr>{f});

  Recorder rec;
  rec.VisitProgram(program);
  EXPECT_EQ(rec.defs, (std::vector<std::string>{"x", "t", "acc", "i", "v", "r"}));
  // Symbolic dim in a param type, memref base inside a tile type, loop var.
  for (const char* name : {"N", "mem_vec_0", "x", "t", "i", "v", "r"}) {
    EXPECT_TRUE(rec.vars.count(name)) << name;
  }
  // IterArg definition + its use in the body.
  EXPECT_EQ(rec.iter_arg_visits, 2);
  // Kwarg expression, init value, loop bounds, the dims of a type with a
  // symbolic dim ([N, 32]).
  for (int64_t c : {42, 7, 0, 3, 1, 32}) EXPECT_TRUE(rec.ints.count(c)) << c;
  // The dims of an all-constant type ([16, 16]) are leaves the walk skips.
  EXPECT_FALSE(rec.ints.count(16));
  // The memref is reached through t's definition and through the call's type.
  EXPECT_EQ(rec.memrefs, 2);
  EXPECT_EQ(rec.calls, std::vector<std::string>{"tile.full"});
  EXPECT_EQ(rec.loops, 1);
}

TEST(TypeTest, HasSymbolicDimsMarksNonConstantShapeAndViewExprs) {
  VarPtr n = MkVar("N", IndexT());
  EXPECT_FALSE(TileT({16, 16})->HasSymbolicDims());
  EXPECT_FALSE(std::make_shared<TensorType>(std::vector<ExprPtr>{MakeIndex(4)}, DataType::kFP16)
                   ->HasSymbolicDims());
  auto symbolic =
      std::make_shared<TensorType>(std::vector<ExprPtr>{n, MakeIndex(32)}, DataType::kFP32);
  EXPECT_TRUE(symbolic->HasSymbolicDims());
  // A view's valid shape counts too.
  TileView view;
  view.valid_shape = {MakeIndex(16), n};
  auto partial = std::make_shared<TileType>(std::vector<ExprPtr>{MakeIndex(16), MakeIndex(16)},
                                            DataType::kFP32, MemorySpace::kVec, view);
  EXPECT_TRUE(partial->HasSymbolicDims());
  // A tuple has symbolic dims when an element has.
  EXPECT_FALSE(std::make_shared<TupleType>(std::vector<TypePtr>{TileT({8, 8}), IndexT()})
                   ->HasSymbolicDims());
  EXPECT_TRUE(std::make_shared<TupleType>(std::vector<TypePtr>{TileT({8, 8}), symbolic})
                  ->HasSymbolicDims());
  // Expressions keep their type's answer.
  EXPECT_TRUE(MkVar("x", symbolic)->TypeHasSymbolicDims());
  EXPECT_FALSE(MkVar("y", TileT({16, 16}))->TypeHasSymbolicDims());
  EXPECT_FALSE(n->TypeHasSymbolicDims());
}

TEST(CountNodesTest, CountsConstantDimsTheWalkSkips) {
  // f(x: Tensor[16, 32]) -> Tensor[16, 32]: return x
  // x (1) + its two dims (2) + the return type's dims (2) + Return (1; a
  // one-statement MakeSeq is that statement) + the use of x (1).
  auto tensor = std::make_shared<TensorType>(std::vector<ExprPtr>{MakeIndex(16), MakeIndex(32)},
                                             DataType::kFP32);
  VarPtr x = MkVar("x", tensor);
  auto f = MkFunc("f", FunctionType::kInCore, {x}, {tensor}, MakeSeq({Return({x})}));
  EXPECT_EQ(CountNodes(std::make_shared<Program>("p", std::vector<FunctionPtr>{f})), 7);
  // With a symbolic dim the walk itself reaches the dims: same total shape.
  VarPtr n = MkVar("N", IndexT());
  auto dynamic =
      std::make_shared<TensorType>(std::vector<ExprPtr>{n, MakeIndex(32)}, DataType::kFP32);
  VarPtr y = MkVar("y", dynamic);
  auto g = MkFunc("g", FunctionType::kInCore, {y}, {dynamic}, MakeSeq({Return({y})}));
  EXPECT_EQ(CountNodes(std::make_shared<Program>("p", std::vector<FunctionPtr>{g})), 7);
}

TEST(FunctionSummaryTest, ListsCalleesAndKindsAndIsKeptByUnchangedCopies) {
  // f(x):
  //   t = tile.exp(tile.add(x, x))          (nested call)
  //   for i in pl.pipeline(0, 4, 1): u = g(t)  (function call)
  //   return t
  VarPtr x = MkVar("x", TileT({16, 16}));
  VarPtr t = MkVar("t", TileT({16, 16}));
  VarPtr i = MkVar("i", IndexT());
  VarPtr u = MkVar("u", TileT({16, 16}));
  auto inner = MkCall("tile.add", {x, x}, TileT({16, 16}));
  auto loop = std::make_shared<ForStmt>(
      i, MakeIndex(0), MakeIndex(4), MakeIndex(1), std::vector<IterArgPtr>{},
      Assign(u, MkFuncCall("g", {t}, TileT({16, 16}))), std::vector<VarPtr>{}, ForKind::kPipeline);
  auto f =
      MkFunc("f", FunctionType::kInCore, {x}, {TileT({16, 16})},
             MakeSeq({Assign(t, MkCall("tile.exp", {inner}, TileT({16, 16}))), loop, Return({t})}));
  const FunctionSummary& s = SummaryOf(*f);
  EXPECT_EQ(s.callees, (std::vector<std::string>{"g", "tile.add", "tile.exp"}));
  EXPECT_TRUE(s.HasCallee("tile.add"));
  EXPECT_FALSE(s.HasCallee("tile.ad"));
  EXPECT_TRUE(s.HasCalleeWithPrefix("tile."));
  EXPECT_FALSE(s.HasCalleeWithPrefix("tile.slice"));
  EXPECT_FALSE(s.HasCalleeWithPrefix("pld."));
  EXPECT_TRUE(s.Has(NodeKind::kFor));
  EXPECT_TRUE(s.Has(NodeKind::kCall));
  EXPECT_FALSE(s.Has(NodeKind::kIf));
  EXPECT_TRUE(s.Has(ForKind::kPipeline));
  EXPECT_FALSE(s.Has(ForKind::kUnroll));
  EXPECT_FALSE(s.Has(ScopeKind::kInCore));
  EXPECT_FALSE(s.manual_scope);
  // Computed once per node.
  EXPECT_EQ(&SummaryOf(*f), &s);

  // A copy walking the same nodes shares the summary; a new body gets its own.
  Function::Fields same = f->fields();
  same.name = "f2";
  EXPECT_EQ(&SummaryOf(*f->WithFields(same)), &s);
  auto g = f->WithBody(Return({x}));
  EXPECT_NE(&SummaryOf(*g), &s);
  EXPECT_TRUE(SummaryOf(*g).callees.empty());
  EXPECT_FALSE(SummaryOf(*g).Has(NodeKind::kFor));
}

}  // namespace
}  // namespace ptoc::ir
