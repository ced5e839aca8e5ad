#include "compiler/ir/mutator.h"

#include <string>

#include "compiler/ir/structural_equal.h"
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
using test::TensorT;
using test::TileT;
using test::Yield;

// kernel(x, y):
//   [0] t = tile.load(x, (0, 0), (64, 64))
//   [1] u = tile.adds(t, 8)
//   [2] for i in range(0, 4, 1) with acc = u: v = tile.muls(acc, 2.0); yield v  -> r
//   [3] out = tile.store(r, (0, 0), y)
//   [4] return out
// main(a, b): res = kernel(a, b); return res
ProgramPtr Sample() {
  TypePtr tile = TileT({64, 64});
  VarPtr x = MkVar("x", TensorT({64, 64}));
  VarPtr y = MkVar("y", TensorT({64, 64}));
  VarPtr t = MkVar("t", tile);
  VarPtr u = MkVar("u", tile);
  VarPtr i = MkVar("i", IndexT());
  auto acc = std::make_shared<IterArg>("acc", tile, u);
  VarPtr v = MkVar("v", tile);
  VarPtr r = MkVar("r", tile);
  VarPtr out = MkVar("out", TensorT({64, 64}));
  auto loop = std::make_shared<ForStmt>(
      i, MakeIndex(0), MakeIndex(4), MakeIndex(1), std::vector<IterArgPtr>{acc},
      MakeSeq({Assign(v, MkCall("tile.muls", {acc, MakeConstFloat(2.0)}, tile)), Yield({v})}),
      std::vector<VarPtr>{r});
  auto kernel = MkFunc(
      "kernel", FunctionType::kInCore, {x, y}, {TensorT({64, 64})},
      MakeSeq({Assign(t, MkCall("tile.load", {x, MakeIndexTuple({0, 0}), MakeIndexTuple({64, 64})},
                                tile)),
               Assign(u, MkCall("tile.adds", {t, MakeConstInt(8, DataType::kInt32)}, tile)), loop,
               Assign(out, MkCall("tile.store", {r, MakeIndexTuple({0, 0}), y}, TensorT({64, 64}))),
               Return({out})}));
  VarPtr a = MkVar("a", TensorT({64, 64}));
  VarPtr b = MkVar("b", TensorT({64, 64}));
  VarPtr res = MkVar("res", TensorT({64, 64}));
  auto main = MkFunc(
      "main", FunctionType::kOrchestration, {a, b}, {TensorT({64, 64})},
      MakeSeq({Assign(res, MkFuncCall("kernel", {a, b}, TensorT({64, 64}))), Return({res})}));
  return std::make_shared<Program>("p", std::vector<FunctionPtr>{kernel, main});
}

const std::vector<StmtPtr>& Body(const ProgramPtr& p, const std::string& fn) {
  return As<SeqStmts>(p->GetFunction(fn)->body())->stmts();
}

TEST(IRMutatorTest, IdentityReturnsTheSameProgram) {
  ProgramPtr p = Sample();
  IRMutator m;
  EXPECT_EQ(m.MutateProgram(p), p);
  EXPECT_EQ(m.MutateFunction(p->GetFunction("kernel")), p->GetFunction("kernel"));
}

class ConstRewriter : public IRMutator {
 public:
  ExprPtr MutateConstInt(const ConstIntPtr& c) override {
    if (c->value() == 8) return MakeConstInt(16, c->dtype());
    return c;
  }
};

TEST(IRMutatorTest, RewritingAConstantRebuildsOnlyItsPath) {
  ProgramPtr p = Sample();
  ConstRewriter m;
  ProgramPtr q = m.MutateProgram(p);
  ASSERT_NE(q, p);
  EXPECT_EQ(q->GetFunction("main"), p->GetFunction("main"));
  ASSERT_NE(q->GetFunction("kernel"), p->GetFunction("kernel"));
  const auto& before = Body(p, "kernel");
  const auto& after = Body(q, "kernel");
  ASSERT_EQ(after.size(), before.size());
  EXPECT_EQ(after[0], before[0]);
  EXPECT_NE(after[1], before[1]);
  for (size_t i = 2; i < before.size(); ++i) EXPECT_EQ(after[i], before[i]) << i;
  // Inside the rebuilt assignment the target and the untouched arg are shared.
  auto old_assign = As<AssignStmt>(before[1]);
  auto new_assign = As<AssignStmt>(after[1]);
  EXPECT_EQ(new_assign->var(), old_assign->var());
  auto new_call = As<Call>(new_assign->value());
  EXPECT_EQ(new_call->args()[0], As<Call>(old_assign->value())->args()[0]);
  EXPECT_EQ(As<ConstInt>(new_call->args()[1])->value(), 16);
  EXPECT_EQ(q->GetFunction("kernel")->params(), p->GetFunction("kernel")->params());
  auto mismatch = FindStructuralMismatch(p, q);
  ASSERT_TRUE(mismatch.has_value());
  EXPECT_EQ(*mismatch, "function kernel / body[1] / value / args[1]: ConstInt 8 vs 16");
}

TEST(IRMutatorTest, RebuiltStatementsKeepTheirComments) {
  TypePtr tile = TileT({64, 64});
  VarPtr t = MkVar("t", tile);
  VarPtr u = MkVar("u", tile);
  StmtPtr add = Assign(u, MkCall("tile.adds", {t, MakeConstInt(8, DataType::kInt32)}, tile));
  AttachLeadingComments(add, std::make_shared<const CommentLines>(CommentLines{"add eight", ""}));
  StmtPtr out = ConstRewriter().MutateStmt(add);
  ASSERT_NE(out, add);
  EXPECT_EQ(out->leading_comments(), (CommentLines{"add eight", ""}));
  // Comments carry no meaning.
  StmtPtr bare = Assign(u, MkCall("tile.adds", {t, MakeConstInt(8, DataType::kInt32)}, tile));
  EXPECT_FALSE(bare->has_leading_comments());
  EXPECT_TRUE(StructuralEqual(add, bare));
}

// Turns every FP32 tile into FP16; definitions whose type changes get new
// variables and all uses must follow.
class TileToFp16 : public IRMutator {
 public:
  TypePtr MutateType(const TypePtr& type) override {
    if (auto tile = As<TileType>(type)) {
      if (tile->dtype() == DataType::kFP32) {
        return std::make_shared<TileType>(tile->shape(), DataType::kFP16, tile->memory_space(),
                                          tile->view(), tile->memref());
      }
    }
    return IRMutator::MutateType(type);
  }
};

TEST(IRMutatorTest, UsesFollowDefinitionsWhoseTypeChanged) {
  ProgramPtr p = Sample();
  TileToFp16 m;
  ProgramPtr q = m.MutateProgram(p);
  const auto& before = Body(p, "kernel");
  const auto& after = Body(q, "kernel");
  auto t_old = As<AssignStmt>(before[0])->var();
  auto t_new = As<AssignStmt>(after[0])->var();
  ASSERT_NE(t_new, t_old);
  EXPECT_EQ(t_new->name_hint(), "t");
  EXPECT_EQ(As<TileType>(t_new->type())->dtype(), DataType::kFP16);
  // u = tile.adds(t', 8): the use was remapped and u itself re-created.
  auto u_assign = As<AssignStmt>(after[1]);
  EXPECT_EQ(As<Call>(u_assign->value())->args()[0], t_new);
  EXPECT_NE(u_assign->var(), As<AssignStmt>(before[1])->var());
  // The loop's iter_arg is rebuilt with the new init value; the body uses it.
  auto loop = As<ForStmt>(after[2]);
  ASSERT_NE(loop, nullptr);
  const IterArgPtr& acc = loop->iter_args()[0];
  EXPECT_NE(acc, As<ForStmt>(before[2])->iter_args()[0]);
  EXPECT_EQ(acc->init_value(), u_assign->var());
  auto loop_body = As<SeqStmts>(loop->body())->stmts();
  auto v_assign = As<AssignStmt>(loop_body[0]);
  EXPECT_EQ(As<Call>(v_assign->value())->args()[0], acc);
  EXPECT_EQ(As<YieldStmt>(loop_body[1])->values()[0], v_assign->var());
  // The loop variable (a scalar) is untouched.
  EXPECT_EQ(loop->loop_var(), As<ForStmt>(before[2])->loop_var());
  // After the loop, the store reads the new return var; tensors are unchanged.
  auto store = As<Call>(As<AssignStmt>(after[3])->value());
  EXPECT_EQ(store->args()[0], loop->return_vars()[0]);
  EXPECT_EQ(store->args()[2], p->GetFunction("kernel")->params()[1]);
  EXPECT_EQ(q->GetFunction("main"), p->GetFunction("main"));
  EXPECT_FALSE(StructuralEqual(p, q));
}

TEST(IRMutatorTest, SetVarRemapSubstitutesDefinitionsAndUses) {
  ProgramPtr p = Sample();
  FunctionPtr kernel = p->GetFunction("kernel");
  VarPtr x = kernel->params()[0];
  VarPtr z = MkVar("z", TensorT({64, 64}));
  IRMutator m;
  m.SetVarRemap(x, z);
  FunctionPtr k2 = m.MutateFunction(kernel);
  EXPECT_EQ(k2->params()[0], z);
  EXPECT_EQ(k2->params()[1], kernel->params()[1]);
  auto load = As<Call>(As<AssignStmt>(As<SeqStmts>(k2->body())->stmts()[0])->value());
  EXPECT_EQ(load->args()[0], z);
  // Structurally nothing changed: z has x's type.
  EXPECT_TRUE(StructuralEqual(kernel, k2));
}

// Splits `u = ...` into itself plus an evaluation, and drops the final store.
class SplitAndDrop : public IRMutator {
 public:
  StmtPtr MutateAssign(const AssignStmtPtr& stmt) override {
    if (stmt->var()->name_hint() == "u") {
      return std::make_shared<SeqStmts>(std::vector<StmtPtr>{
          stmt, std::make_shared<EvalStmt>(MkCall("system.barrier", {}, UnknownType::Get()))});
    }
    if (stmt->var()->name_hint() == "out") return nullptr;
    return IRMutator::MutateAssign(stmt);
  }
};

TEST(IRMutatorTest, SequencesAreReflattenedAndNullDropsStatements) {
  ProgramPtr p = Sample();
  SplitAndDrop m;
  ProgramPtr q = m.MutateProgram(p);
  const auto& before = Body(p, "kernel");
  const auto& after = Body(q, "kernel");
  ASSERT_EQ(after.size(), before.size());  // +1 split, -1 dropped
  EXPECT_EQ(after[1], before[1]);
  EXPECT_EQ(after[2]->kind(), NodeKind::kEval);
  EXPECT_EQ(after[3], before[2]);
  EXPECT_EQ(after[4], before[4]);
  for (const auto& s : after) EXPECT_NE(s->kind(), NodeKind::kSeq);
}

TEST(IRMutatorTest, MemRefBaseFollowsRemap) {
  VarPtr base = MkVar("mem_vec_0", PtrType::Get());
  VarPtr base2 = MkVar("mem_vec_1", PtrType::Get());
  auto memref = std::make_shared<MemRef>(base, MakeIndex(0), 16384);
  TypePtr tile = TileT({64, 64}, DataType::kFP32, MemorySpace::kVec, memref);
  VarPtr t = MkVar("t", tile);
  StmtPtr body = MakeSeq({Assign(t, MkCall("tile.full", {}, tile)), Return({t})});
  IRMutator m;
  m.SetVarRemap(base, base2);
  StmtPtr out = m.MutateStmt(body);
  ASSERT_NE(out, body);
  auto new_t = As<AssignStmt>(As<SeqStmts>(out)->stmts()[0])->var();
  auto new_memref = As<TileType>(new_t->type())->memref();
  ASSERT_NE(new_memref, nullptr);
  EXPECT_EQ(new_memref->base(), base2);
  EXPECT_EQ(new_memref->size(), 16384);
  EXPECT_EQ(As<ReturnStmt>(As<SeqStmts>(out)->stmts()[1])->values()[0], new_t);
}

}  // namespace
}  // namespace ptoc::ir
