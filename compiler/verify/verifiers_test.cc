// Positive and negative cases for every property verifier on hand-built IR.
// Negative cases put several violations in one program and check that each
// is reported with the span of the offending node.
#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "compiler/backend/soc.h"
#include "compiler/ir/function.h"
#include "compiler/pass/ir_property.h"
#include "compiler/verify/verifier_registry.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace ptoc::verify {
namespace {

using ir::DataType;
using ir::ExprPtr;
using ir::FunctionType;
using ir::MemorySpace;
using ir::StmtPtr;
using ir::VarPtr;
using pass::IRProperty;
using ::testing::HasSubstr;

Span At(int line) {
  Span s;
  s.file = std::make_shared<const std::string>("t.py");
  s.begin_line = line;
  s.begin_col = 1;
  return s;
}

ir::TypePtr Index() { return ir::ScalarType::Get(DataType::kIndex); }
ir::TypePtr Bool() { return ir::ScalarType::Get(DataType::kBool); }
ir::TypePtr Tensor(const std::vector<int64_t>& dims, DataType dt = DataType::kFP32) {
  std::vector<ExprPtr> shape;
  shape.reserve(dims.size());
  for (int64_t d : dims) shape.push_back(ir::MakeIndex(d));
  return std::make_shared<ir::TensorType>(shape, dt);
}
ir::TypePtr Tile(const std::vector<int64_t>& dims, std::optional<MemorySpace> space,
                 const ir::MemRefPtr& memref = nullptr) {
  std::vector<ExprPtr> shape;
  shape.reserve(dims.size());
  for (int64_t d : dims) shape.push_back(ir::MakeIndex(d));
  return std::make_shared<ir::TileType>(shape, DataType::kFP32, space, std::nullopt, memref);
}
VarPtr V(const std::string& name, ir::TypePtr type, int line = 0) {
  return std::make_shared<ir::Var>(name, std::move(type), line ? At(line) : Span());
}
StmtPtr Assign(VarPtr v, ExprPtr e, int line = 0) {
  return std::make_shared<ir::AssignStmt>(std::move(v), std::move(e), line ? At(line) : Span());
}
StmtPtr Seq(std::vector<StmtPtr> s) { return std::make_shared<ir::SeqStmts>(std::move(s)); }
StmtPtr Yield(std::vector<ExprPtr> v, int line = 0) {
  return std::make_shared<ir::YieldStmt>(std::move(v), line ? At(line) : Span());
}
StmtPtr Return(std::vector<ExprPtr> v) { return std::make_shared<ir::ReturnStmt>(std::move(v)); }
ExprPtr Call(const std::string& op, std::vector<ExprPtr> args, ir::TypePtr type, int line = 0,
             ir::Attrs attrs = {}) {
  return std::make_shared<ir::Call>(std::make_shared<ir::Op>(op), std::move(args), ir::Attrs{},
                                    std::move(attrs), std::move(type), line ? At(line) : Span());
}

ir::FunctionPtr Func(const std::string& name, FunctionType type, std::vector<VarPtr> params,
                     StmtPtr body, int line = 1, ir::Attrs attrs = {},
                     const std::vector<ir::ParamDirection>& dirs = {}) {
  ir::Function::Fields f;
  f.name = name;
  f.func_type = type;
  f.params = std::move(params);
  f.param_directions =
      dirs.empty() ? std::vector<ir::ParamDirection>(f.params.size(), ir::ParamDirection::kIn)
                   : dirs;
  f.body = std::move(body);
  f.attrs = std::move(attrs);
  return std::make_shared<ir::Function>(std::move(f), At(line));
}
ir::ProgramPtr Prog(std::vector<ir::FunctionPtr> fs) {
  return std::make_shared<ir::Program>("p", std::move(fs));
}

std::vector<Diagnostic> Verify(IRProperty property, const ir::ProgramPtr& program) {
  PropertyVerifierPtr v = VerifierRegistry::Global().Find(property);
  EXPECT_NE(v, nullptr) << pass::IRPropertyName(property);
  if (v == nullptr) return {};
  return v->Verify(program);
}

std::vector<int> Lines(const std::vector<Diagnostic>& ds) {
  std::vector<int> lines;
  lines.reserve(ds.size());
  for (const auto& d : ds) lines.push_back(d.span.begin_line);
  return lines;
}

TEST(VerifierRegistrationTest, AllVerifiersRegistered) {
  for (IRProperty p : {IRProperty::kSSAForm,
                       IRProperty::kTypeChecked,
                       IRProperty::kNoNestedCalls,
                       IRProperty::kNormalizedStmtStructure,
                       IRProperty::kNoRedundantBlocks,
                       IRProperty::kSplitIncoreOrch,
                       IRProperty::kHasMemRefs,
                       IRProperty::kIncoreTileOps,
                       IRProperty::kAllocatedMemoryAddr,
                       IRProperty::kMixedKernelExpanded,
                       IRProperty::kTileOps2D,
                       IRProperty::kTileMemoryInferred,
                       IRProperty::kBreakContinueValid,
                       IRProperty::kUseAfterDef,
                       IRProperty::kCallDirectionsResolved,
                       IRProperty::kTileTypeCoherence,
                       IRProperty::kOrchestrationReferencesResolved,
                       IRProperty::kRuntimeScopesMaterialized,
                       IRProperty::kIterArgCarryClassified,
                       IRProperty::kStructuredCtrlFlow,
                       IRProperty::kInlineFunctionsEliminated,
                       IRProperty::kClusterOutlined,
                       IRProperty::kHierarchyOutlined,
                       IRProperty::kPipelineResolved,
                       IRProperty::kCommDomainScopesMaterialized,
                       IRProperty::kTensorViewCanonical,
                       IRProperty::kAivSplitValid,
                       IRProperty::kInOutUseValid,
                       IRProperty::kManualDepsOnSubmitOnly}) {
    EXPECT_TRUE(VerifierRegistry::Global().Has(p)) << pass::IRPropertyName(p);
  }
}

// Every verifier survives degenerate IR: null program, null bodies, null
// children.
TEST(VerifierRobustnessTest, MalformedIrDoesNotCrash) {
  auto null_body = Func("f", FunctionType::kInCore, {}, nullptr);
  auto weird = Func(
      "g", FunctionType::kOrchestration, {nullptr},
      Seq({nullptr, Assign(nullptr, nullptr),
           std::make_shared<ir::ForStmt>(nullptr, nullptr, nullptr, nullptr,
                                         std::vector<ir::IterArgPtr>{nullptr}, nullptr,
                                         std::vector<VarPtr>{}),
           std::make_shared<ir::IfStmt>(nullptr, nullptr, nullptr, std::vector<VarPtr>{nullptr}),
           std::make_shared<ir::WhileStmt>(nullptr, std::vector<ir::IterArgPtr>{}, nullptr,
                                           std::vector<VarPtr>{}),
           std::make_shared<ir::EvalStmt>(nullptr)}));
  auto program = Prog({null_body, weird});
  for (IRProperty p : VerifierRegistry::Global().RegisteredProperties().ToVector()) {
    PropertyVerifierPtr v = VerifierRegistry::Global().Find(p);
    EXPECT_NO_THROW(v->Verify(nullptr)) << pass::IRPropertyName(p);
    EXPECT_NO_THROW(v->Verify(program)) << pass::IRPropertyName(p);
  }
}

// --- SSAForm ---------------------------------------------------------------

TEST(SsaFormTest, AcceptsLoopWithIterArgs) {
  auto x = V("x", Index(), 2);
  auto acc = std::make_shared<ir::IterArg>("acc", Index(), x, At(3));
  auto i = V("i", Index(), 3);
  auto next = V("next", Index(), 4);
  auto r = V("r", Index(), 3);
  auto loop = std::make_shared<ir::ForStmt>(
      i, ir::MakeIndex(0), ir::MakeIndex(4), ir::MakeIndex(1), std::vector<ir::IterArgPtr>{acc},
      Seq({Assign(next,
                  std::make_shared<ir::BinaryExpr>(ir::BinaryOp::kAdd, acc, i, DataType::kIndex)),
           Yield({next})}),
      std::vector<VarPtr>{r}, ir::ForKind::kSequential, ir::Attrs{}, At(3));
  auto f = Func("f", FunctionType::kOpaque, {x}, Seq({loop, Return({r})}));
  EXPECT_THAT(Verify(IRProperty::kSSAForm, Prog({f})), ::testing::IsEmpty());
}

TEST(SsaFormTest, ReportsEveryViolation) {
  auto x = V("x", Index(), 2);
  auto y = V("y", Index(), 3);
  auto inner = V("inner", Index(), 6);
  auto i = V("i", Index(), 5);
  auto acc = std::make_shared<ir::IterArg>("acc", Index(), x, At(5));
  // Loop with an iter_arg but no yield and no return var.
  auto loop = std::make_shared<ir::ForStmt>(i, ir::MakeIndex(0), ir::MakeIndex(4), ir::MakeIndex(1),
                                            std::vector<ir::IterArgPtr>{acc},
                                            Seq({Assign(inner, i, 6)}), std::vector<VarPtr>{},
                                            ir::ForKind::kSequential, ir::Attrs{}, At(5));
  auto use_inner = V("u", Index(), 8);
  auto f =
      Func("f", FunctionType::kOpaque, {x},
           Seq({Assign(y, x, 3), Assign(y, x, 4), loop, Assign(use_inner, inner, 8), Return({y})}));
  auto ds = Verify(IRProperty::kSSAForm, Prog({f}));
  ASSERT_EQ(ds.size(), 4u);
  EXPECT_EQ(ds[0].error_code, 1);  // y assigned twice
  EXPECT_THAT(ds[0].message, HasSubstr("Variable 'y' is assigned more than once (2 times)"));
  EXPECT_THAT(ds[0].message, HasSubstr("In function 'f'"));
  EXPECT_EQ(ds[0].rule_name, "SSAVerify");
  EXPECT_EQ(ds[1].error_code, 4);  // iter_args vs return_vars
  EXPECT_EQ(ds[1].span.begin_line, 5);
  EXPECT_EQ(ds[2].error_code, 3);  // missing yield
  EXPECT_THAT(ds[2].message,
              HasSubstr("ForStmt with iter_args must have YieldStmt as last statement in body"));
  EXPECT_EQ(ds[3].error_code, 6);  // inner used after its loop
  EXPECT_THAT(ds[3].message, HasSubstr("Variable 'inner' used outside its defining scope"));
  EXPECT_EQ(ds[3].span.begin_line, 6);
}

TEST(SsaFormTest, IfWithoutElseAndMidBodyYield) {
  auto c = V("c", Bool(), 1);
  auto r = V("r", Index(), 2);
  auto if1 = std::make_shared<ir::IfStmt>(c, Yield({ir::MakeIndex(1)}), nullptr,
                                          std::vector<VarPtr>{r}, At(2));
  auto r2 = V("r2", Index(), 3);
  auto if2 = std::make_shared<ir::IfStmt>(
      c, Seq({Yield({ir::MakeIndex(1)}, 4), Yield({ir::MakeIndex(2)}, 5)}),
      Yield({ir::MakeIndex(3)}), std::vector<VarPtr>{r2}, At(3));
  auto f = Func("f", FunctionType::kOpaque, {c}, Seq({if1, if2}));
  auto ds = Verify(IRProperty::kSSAForm, Prog({f}));
  ASSERT_EQ(ds.size(), 2u);
  EXPECT_THAT(ds[0].message, HasSubstr("IfStmt with return_vars must have else branch"));
  EXPECT_EQ(ds[0].span.begin_line, 2);
  EXPECT_EQ(ds[1].error_code, 7);
  EXPECT_EQ(ds[1].span.begin_line, 4);
}

// --- TypeChecked -------------------------------------------------------------

TEST(TypeCheckedTest, ConditionsAndYieldTypes) {
  auto n = V("n", Index(), 1);
  auto t = V("t", Tensor({4, 4}), 1);
  auto r = V("r", Tensor({4, 8}), 2);
  auto bad_if =
      std::make_shared<ir::IfStmt>(n, Yield({t}), Yield({t}), std::vector<VarPtr>{r}, At(2));
  auto w = std::make_shared<ir::WhileStmt>(t, std::vector<ir::IterArgPtr>{}, Seq({}),
                                           std::vector<VarPtr>{}, At(3));
  auto f = Func("f", FunctionType::kOpaque, {n, t}, Seq({bad_if, w}));
  auto ds = Verify(IRProperty::kTypeChecked, Prog({f}));
  // The reference re-checks the (defaulted) valid shape after the shape, so a
  // shape mismatch is reported twice.
  ASSERT_EQ(ds.size(), 4u);
  EXPECT_EQ(ds[0].error_code, 108);
  EXPECT_EQ(ds[0].message, "IfStmt condition dtype must be BOOL, but got INDEX");
  EXPECT_EQ(ds[1].error_code, 104);
  EXPECT_EQ(ds[1].message,
            "Shape dimension mismatch in IfStmt: then yield value[0] dimension[1] = 4, but "
            "return_var[0] dimension[1] = 8");
  EXPECT_THAT(ds[2].message, HasSubstr("Valid shape dimension mismatch in IfStmt"));
  EXPECT_EQ(ds[3].error_code, 106);
  EXPECT_EQ(ds[3].message, "WhileStmt condition must be ScalarType, but got TensorType");
  EXPECT_EQ(ds[3].span.begin_line, 3);

  auto c = V("c", Bool(), 1);
  auto r2 = V("r2", Tensor({4, 4}), 2);
  auto good_if =
      std::make_shared<ir::IfStmt>(c, Yield({t}), Yield({t}), std::vector<VarPtr>{r2}, At(2));
  EXPECT_THAT(
      Verify(IRProperty::kTypeChecked,
             Prog({Func("g", FunctionType::kOpaque, {c, t}, Seq({good_if, Return({r2})}))})),
      ::testing::IsEmpty());
}

// --- NoNestedCalls -------------------------------------------------------------

TEST(NoNestedCallsTest, FlagsNestedCalls) {
  auto t = V("t", Tensor({4}), 1);
  auto inner = Call("tensor.exp", {t}, Tensor({4}), 2);
  auto outer = Call("tensor.add", {inner, t}, Tensor({4}), 2);
  auto a = V("a", Tensor({4}), 2);
  auto b = V("b", Tensor({4}), 3);
  auto flat = Func("flat", FunctionType::kOpaque, {t},
                   Seq({Assign(a, Call("tensor.exp", {t}, Tensor({4}), 2)), Return({a})}));
  EXPECT_THAT(Verify(IRProperty::kNoNestedCalls, Prog({flat})), ::testing::IsEmpty());
  auto cond = Call("tensor.dim", {t}, Bool(), 4);
  auto nested = Func(
      "f", FunctionType::kOpaque, {t},
      Seq({Assign(a, outer, 2), std::make_shared<ir::IfStmt>(cond, Seq({Assign(b, t)}), nullptr,
                                                             std::vector<VarPtr>{}, At(4))}));
  auto ds = Verify(IRProperty::kNoNestedCalls, Prog({nested}));
  ASSERT_EQ(ds.size(), 2u);
  EXPECT_EQ(ds[0].error_code, 201);
  EXPECT_EQ(ds[0].message, "Call expression has nested call in arguments");
  EXPECT_EQ(ds[1].error_code, 202);
  EXPECT_EQ(Lines(ds), (std::vector<int>{2, 4}));
}

// --- Block structure -----------------------------------------------------------

TEST(BlockStructureTest, NormalizedAndNoRedundantBlocks) {
  auto x = V("x", Index(), 1);
  auto y = V("y", Index(), 2);
  auto good = Func("f", FunctionType::kOpaque, {x}, Seq({Assign(y, x), Return({y})}));
  EXPECT_THAT(Verify(IRProperty::kNormalizedStmtStructure, Prog({good})), ::testing::IsEmpty());
  EXPECT_THAT(Verify(IRProperty::kNoRedundantBlocks, Prog({good})), ::testing::IsEmpty());
  auto single = std::make_shared<ir::SeqStmts>(std::vector<StmtPtr>{Assign(y, x)}, At(3));
  auto bad = Func("f", FunctionType::kOpaque, {x}, Seq({Yield({x}, 2), single, Return({y})}));
  auto ds = Verify(IRProperty::kNoRedundantBlocks, Prog({bad}));
  ASSERT_EQ(ds.size(), 3u);
  EXPECT_EQ(ds[0].message,
            "YieldStmt before the terminating position; YieldStmt must be the trailing statement "
            "of its scope");
  EXPECT_EQ(ds[1].message, "SeqStmts contains nested SeqStmts");
  EXPECT_EQ(ds[2].message, "SeqStmts with single child should be unwrapped");
  EXPECT_EQ(Lines(ds), (std::vector<int>{2, 3, 3}));
  auto ds2 = Verify(IRProperty::kNormalizedStmtStructure, Prog({bad}));
  ASSERT_EQ(ds2.size(), 3u);
  EXPECT_EQ(ds2[0].rule_name, "NormalizedStmtStructure");
}

// --- BreakContinueValid / UseAfterDef ------------------------------------------

TEST(BreakContinueTest, OutsideAndParallel) {
  auto i = V("i", Index(), 2);
  auto par = std::make_shared<ir::ForStmt>(
      i, ir::MakeIndex(0), ir::MakeIndex(4), ir::MakeIndex(1), std::vector<ir::IterArgPtr>{},
      std::make_shared<ir::BreakStmt>(At(3)), std::vector<VarPtr>{}, ir::ForKind::kParallel);
  auto seq_loop = std::make_shared<ir::ForStmt>(
      i, ir::MakeIndex(0), ir::MakeIndex(4), ir::MakeIndex(1), std::vector<ir::IterArgPtr>{},
      std::make_shared<ir::ContinueStmt>(At(5)), std::vector<VarPtr>{});
  auto f = Func("f", FunctionType::kOpaque, {},
                Seq({std::make_shared<ir::ContinueStmt>(At(1)), par, seq_loop}));
  auto ds = Verify(IRProperty::kBreakContinueValid, Prog({f}));
  ASSERT_EQ(ds.size(), 2u);
  EXPECT_EQ(ds[0].message, "'continue' outside loop");
  EXPECT_EQ(ds[0].error_code, 306);
  EXPECT_EQ(ds[1].message, "'break' not supported in parallel loops");
  EXPECT_EQ(Lines(ds), (std::vector<int>{1, 3}));
}

TEST(UseAfterDefTest, UseBeforeDefinitionAndLoopLocal) {
  auto x = V("x", Index(), 1);
  auto y = V("y", Index(), 3);
  auto z = V("z", Index(), 4);
  auto i = V("i", Index(), 5);
  auto loop = std::make_shared<ir::ForStmt>(i, ir::MakeIndex(0), ir::MakeIndex(4), ir::MakeIndex(1),
                                            std::vector<ir::IterArgPtr>{}, Seq({Assign(z, i)}),
                                            std::vector<VarPtr>{});
  auto w = V("w", Index(), 6);
  auto f = Func("f", FunctionType::kOpaque, {x},
                Seq({Assign(z, y, 2), Assign(y, x, 3), loop, Assign(w, i, 6)}));
  auto ds = Verify(IRProperty::kUseAfterDef, Prog({f}));
  ASSERT_EQ(ds.size(), 2u);
  EXPECT_EQ(ds[0].message, "Variable 'y' used before definition in function 'f'");
  EXPECT_EQ(ds[0].error_code, 401);
  EXPECT_EQ(ds[1].message, "Variable 'i' used before definition in function 'f'");
  EXPECT_EQ(Lines(ds), (std::vector<int>{3, 5}));
}

// --- Function-structure properties ---------------------------------------------

TEST(SplitIncoreOrchTest, InCoreScopeLeftInOrchestration) {
  ir::ScopeStmt::Fields fields;
  auto scope = std::make_shared<ir::ScopeStmt>(fields, Seq({}), At(4));
  auto t = V("t", Tensor({4}), 1);
  auto a = V("a", Tensor({4}), 5);
  auto orch = Func("run", FunctionType::kOrchestration, {t},
                   Seq({scope, Assign(a, Call("tensor.exp", {t}, Tensor({4}), 5)), scope}));
  auto ds = Verify(IRProperty::kSplitIncoreOrch, Prog({orch}));
  ASSERT_EQ(ds.size(), 3u);
  EXPECT_EQ(ds[0].message,
            "InCore ScopeStmt found in non-InCore function (should have been outlined)");
  EXPECT_EQ(ds[1].span.begin_line, 4);
  EXPECT_EQ(ds[2].severity, DiagnosticSeverity::kWarning);
  EXPECT_THAT(ds[2].message, HasSubstr("Compute tensor op 'tensor.exp' found in Orchestration"));
  auto kernel = Func("k", FunctionType::kInCore, {}, scope);
  EXPECT_THAT(Verify(IRProperty::kSplitIncoreOrch, Prog({kernel})), ::testing::IsEmpty());
}

TEST(IncoreTileOpsTest, TensorOpsInKernel) {
  auto t = V("t", Tensor({4}), 1);
  auto a = V("a", Tensor({4}), 2);
  auto s = V("s", ir::ScalarType::Get(DataType::kFP32), 3);
  auto k = Func(
      "k", FunctionType::kInCore, {t},
      Seq({Assign(a, Call("tensor.exp", {t}, Tensor({4})), 2),
           Assign(s,
                  Call("tensor.read", {t, ir::MakeIndex(0)}, ir::ScalarType::Get(DataType::kFP32)),
                  3),
           Assign(a, Call("tensor.add", {t, t}, Tensor({4})), 4)}));
  auto ds = Verify(IRProperty::kIncoreTileOps, Prog({k}));
  ASSERT_EQ(ds.size(), 2u);
  EXPECT_EQ(ds[0].message,
            "Tensor op 'tensor.exp' found in InCore function (should have been converted)");
  EXPECT_EQ(Lines(ds), (std::vector<int>{2, 4}));
  auto orch = Func("o", FunctionType::kOrchestration, {t},
                   Assign(a, Call("tensor.exp", {t}, Tensor({4})), 2));
  EXPECT_THAT(Verify(IRProperty::kIncoreTileOps, Prog({orch})), ::testing::IsEmpty());
}

TEST(TileOps2DTest, HighRankTiles) {
  auto a = V("a", Tile({2, 4, 8}, MemorySpace::kVec), 2);
  auto b = V("b", Tile({2, 4, 8}, MemorySpace::kVec), 3);
  auto c = V("c", Tile({8, 8}, MemorySpace::kVec), 4);
  auto k = Func("k", FunctionType::kAIV, {},
                Seq({Assign(a, Call("tile.load", {}, a->type()), 2),
                     Assign(b, Call("tile.exp", {a}, b->type()), 3),
                     Assign(c, Call("tile.exp", {c}, c->type()), 4)}));
  auto ds = Verify(IRProperty::kTileOps2D, Prog({k}));
  ASSERT_EQ(ds.size(), 2u);
  EXPECT_EQ(ds[0].message,
            "Tile op 'tile.exp' in InCore function 'k' produces >2D tile (should have been "
            "flattened to 2D)");
  EXPECT_THAT(ds[1].message, HasSubstr("has >2D tile argument"));
  EXPECT_EQ(Lines(ds), (std::vector<int>{3, 3}));
}

TEST(TileMemoryInferredTest, MissingMemorySpace) {
  auto a = V("a", Tile({8, 8}, std::nullopt), 2);
  auto b = V("b", Tile({8, 8}, std::nullopt), 3);
  auto c = V("c", Tile({8, 8}, MemorySpace::kVec), 4);
  auto k = Func(
      "k", FunctionType::kInCore, {},
      Seq({Assign(a, Call("tile.x", {}, a->type()), 2), Assign(b, Call("tile.x", {}, b->type()), 3),
           Assign(c, Call("tile.x", {}, c->type()), 4)}));
  auto ds = Verify(IRProperty::kTileMemoryInferred, Prog({k}));
  ASSERT_EQ(ds.size(), 2u);
  EXPECT_EQ(ds[0].message, "InCore function 'k': TileType variable 'a' has no memory_space set");
  EXPECT_EQ(Lines(ds), (std::vector<int>{2, 3}));
}

// --- Memory properties ---------------------------------------------------------

ir::MemRefPtr Mem(const VarPtr& base, int64_t offset, int64_t size) {
  return std::make_shared<ir::MemRef>(base, ir::MakeConstInt(offset, DataType::kInt64), size);
}

TEST(HasMemRefsTest, TilesWithoutMemRef) {
  auto ptr = V("mem_vec_0", ir::PtrType::Get(), 1);
  auto a = V("a", Tile({8, 8}, MemorySpace::kVec, Mem(ptr, 0, 256)), 2);
  auto b = V("b", Tile({8, 8}, MemorySpace::kVec), 3);
  auto c = V("c", Tile({8, 8}, MemorySpace::kVec), 4);
  auto k = Func(
      "k", FunctionType::kAIV, {},
      Seq({Assign(a, Call("tile.x", {}, a->type()), 2), Assign(b, Call("tile.x", {}, b->type()), 3),
           Assign(c, Call("tile.x", {}, c->type()), 4)}));
  auto ds = Verify(IRProperty::kHasMemRefs, Prog({k}));
  ASSERT_EQ(ds.size(), 2u);
  EXPECT_EQ(ds[0].message, "TileType variable 'b' has no MemRef initialized");
  EXPECT_EQ(Lines(ds), (std::vector<int>{3, 4}));
  // A cross-core tpop result owns no buffer.
  auto p = V("p", Tile({8, 8}, MemorySpace::kVec), 5);
  auto k2 =
      Func("k2", FunctionType::kAIV, {}, Assign(p, Call("tile.tpop_from_aic", {}, p->type()), 5));
  EXPECT_THAT(Verify(IRProperty::kHasMemRefs, Prog({k2})), ::testing::IsEmpty());
}

// Several spaces overflowing are reported in the reference's order: that of
// a std::unordered_map keyed by memory space, filled as the tiles are defined
// (here Mat, Left, Right, Acc; the reference's dump of such a matmul kernel
// lists Right, Left, Mat).
TEST(AllocatedMemoryAddrTest, OverflowsInTheReferenceOrder) {
  std::vector<StmtPtr> body;
  const std::vector<std::pair<MemorySpace, int64_t>> tiles = {{MemorySpace::kMat, 1179648},
                                                              {MemorySpace::kLeft, 1048576},
                                                              {MemorySpace::kRight, 131072},
                                                              {MemorySpace::kAcc, 65536}};
  int line = 10;
  for (const auto& [space, size] : tiles) {
    auto ptr = V("mem_" + std::to_string(line), ir::PtrType::Get());
    auto t = V("t" + std::to_string(line), Tile({8, 8}, space, Mem(ptr, 0, size)), line);
    body.push_back(Assign(t, Call("tile.x", {}, t->type())));
    ++line;
  }
  auto k = Func("mm", FunctionType::kAIC, {}, Seq(body), 7);
  auto ds = Verify(IRProperty::kAllocatedMemoryAddr, Prog({k}));
  ASSERT_EQ(ds.size(), 3u);
  EXPECT_EQ(
      ds[0].message,
      "Function 'mm': Right buffer usage (131072 bytes) exceeds platform limit (65536 bytes)");
  EXPECT_EQ(
      ds[1].message,
      "Function 'mm': Left buffer usage (1048576 bytes) exceeds platform limit (65536 bytes)");
  EXPECT_EQ(
      ds[2].message,
      "Function 'mm': Mat buffer usage (1179648 bytes) exceeds platform limit (524288 bytes)");
}

TEST(AllocatedMemoryAddrTest, CapacityPerSocAndUnallocated) {
  // Six 32 KiB Vec tiles at distinct offsets: 196608 bytes > 184 KiB on 910B.
  std::vector<StmtPtr> body;
  for (int i = 0; i < 6; ++i) {
    auto ptr = V("mem_vec_" + std::to_string(i), ir::PtrType::Get());
    auto t = V("t" + std::to_string(i),
               Tile({64, 128}, MemorySpace::kVec, Mem(ptr, int64_t{i} * 32768, 32768)), 10 + i);
    body.push_back(Assign(t, Call("tile.x", {}, t->type())));
  }
  auto k = Func("six_way_sum", FunctionType::kAIV, {}, Seq(body), 8);
  auto ds = Verify(IRProperty::kAllocatedMemoryAddr, Prog({k}));
  ASSERT_EQ(ds.size(), 1u);
  EXPECT_EQ(ds[0].message,
            "Function 'six_way_sum': Vec buffer usage (196608 bytes) exceeds platform limit "
            "(188416 bytes)");
  EXPECT_EQ(ds[0].error_code, 1);
  EXPECT_EQ(ds[0].rule_name, "AllocatedMemoryAddr");
  EXPECT_EQ(ds[0].span.begin_line, 8);
  {
    backend::ScopedSoc a5(backend::Ascend950());
    EXPECT_THAT(Verify(IRProperty::kAllocatedMemoryAddr, Prog({k})), ::testing::IsEmpty());
  }
  // Unallocated (negative offset) MemRefs, each reported once.
  auto ptr = V("mem_mat_0", ir::PtrType::Get());
  auto m = V("m", Tile({8, 8}, MemorySpace::kMat, Mem(ptr, -1, 256)), 3);
  auto n = V("n", Tile({8, 8}, MemorySpace::kAcc, Mem(ptr, -1, 256)), 4);
  auto k2 = Func(
      "k2", FunctionType::kAIC, {},
      Seq({Assign(m, Call("tile.x", {}, m->type())), Assign(n, Call("tile.y", {m}, n->type()))}));
  auto ds2 = Verify(IRProperty::kAllocatedMemoryAddr, Prog({k2}));
  ASSERT_EQ(ds2.size(), 2u);
  EXPECT_EQ(ds2[0].message, "MemRef for variable 'm' in Mat has no valid address allocated");
  EXPECT_EQ(Lines(ds2), (std::vector<int>{3, 4}));
}

// --- Orchestration properties ----------------------------------------------------

ir::Attrs Dirs(const std::vector<ir::ArgDirection>& dirs) {
  std::vector<ir::AttrValue> list;
  list.reserve(dirs.size());
  for (auto d : dirs) list.push_back(ir::AttrValue::FromEnum(d));
  return ir::Attrs{{"arg_directions", ir::AttrValue::List(list)}};
}

TEST(CallDirectionsResolvedTest, MissingAndInconsistentDirections) {
  auto kx = V("x", Tensor({4}), 1);
  auto ko = V("o", Tensor({4}), 1);
  auto kernel = Func("k", FunctionType::kInCore, {kx, ko}, Return({ko}), 1, {},
                     {ir::ParamDirection::kIn, ir::ParamDirection::kOut});
  auto x = V("x", Tensor({4}), 5);
  auto o = V("o", Tensor({4}), 5);
  auto r1 = V("r1", Tensor({4}), 6);
  auto r2 = V("r2", Tensor({4}), 7);
  auto r3 = V("r3", Tensor({4}), 8);
  auto orch = Func(
      "run", FunctionType::kOrchestration, {x, o},
      Seq({Assign(r1, Call("k", {x, o}, Tensor({4}), 6,
                           Dirs({ir::ArgDirection::kInput, ir::ArgDirection::kOutputExisting}))),
           Assign(r2, Call("k", {x, o}, Tensor({4}), 7)),
           Assign(r3, Call("k", {x, o}, Tensor({4}), 8,
                           Dirs({ir::ArgDirection::kOutput, ir::ArgDirection::kOutput})))}),
      5);
  auto ds = Verify(IRProperty::kCallDirectionsResolved, Prog({kernel, orch}));
  ASSERT_EQ(ds.size(), 2u);
  EXPECT_EQ(ds[0].message,
            "in function 'run', call to 'k': Call attrs['arg_directions'] is missing after "
            "DeriveCallDirections");
  EXPECT_EQ(ds[1].message,
            "in function 'run', call to 'k': tensor argument at index 0 has Output but callee "
            "param direction is In");
  EXPECT_EQ(Lines(ds), (std::vector<int>{7, 8}));
}

// The reference's verify_manual_deps_on_submit_only.cpp: dependency edges as
// a call attribute are an error on a call of a program function (code 0), not
// on an op call such as system.task_dummy.
TEST(ManualDepsOnSubmitOnlyTest, FunctionCallCarryingDepEdges) {
  auto kx = V("x", Tensor({4}), 1);
  auto kernel = Func("k", FunctionType::kInCore, {kx}, Return({kx}), 1);
  auto x = V("x", Tensor({4}), 5);
  auto tid = V("tid", Index(), 5);
  auto r1 = V("r1", Tensor({4}), 6);
  auto r2 = V("r2", Tensor({4}), 7);
  auto dummy = V("dummy", Index(), 8);
  ir::Attrs deps({{"manual_dep_edges", ir::AttrValue::List({ir::AttrValue::FromExpr(tid)})}});
  auto plain =
      std::make_shared<ir::Call>(std::make_shared<ir::GlobalVar>("k"), std::vector<ExprPtr>{x},
                                 ir::Attrs{}, deps, Tensor({4}), At(6));
  auto clean =
      std::make_shared<ir::Call>(std::make_shared<ir::GlobalVar>("k"), std::vector<ExprPtr>{x},
                                 ir::Attrs{}, ir::Attrs{}, Tensor({4}), At(7));
  auto orch =
      Func("run", FunctionType::kOrchestration, {x, tid},
           Seq({Assign(r1, plain, 6), Assign(r2, clean, 7),
                Assign(dummy, Call("system.task_dummy", {}, Index(), 8, deps), 8), Return({r2})}),
           5);
  auto ds = Verify(IRProperty::kManualDepsOnSubmitOnly, Prog({kernel, orch}));
  ASSERT_EQ(ds.size(), 1u);
  EXPECT_EQ(ds[0].rule_name, "ManualDepsOnSubmitOnly");
  EXPECT_EQ(ds[0].error_code, 0);
  EXPECT_THAT(ds[0].message, HasSubstr("Plain cross-function Call in function 'run' carries"));
  EXPECT_EQ(Lines(ds), (std::vector<int>{6}));
}

TEST(OrchestrationReferencesTest, UndefinedCallee) {
  auto x = V("x", Tensor({4}), 1);
  auto r = V("r", Tensor({4}), 2);
  auto orch = Func("run", FunctionType::kOrchestration, {x},
                   Seq({Assign(r, Call("missing", {x}, Tensor({4}), 2)),
                        Assign(r, Call("tensor.create", {}, Tensor({4}), 3)),
                        Assign(r, Call("run", {x}, Tensor({4}), 4)),
                        Assign(r, Call("gone", {x}, Tensor({4}), 5))}));
  auto ds = Verify(IRProperty::kOrchestrationReferencesResolved, Prog({orch}));
  ASSERT_EQ(ds.size(), 2u);
  EXPECT_EQ(ds[0].message,
            "Orchestration function 'run' references undefined function 'missing'. The Program "
            "must contain every callee referenced from orchestration.");
  EXPECT_EQ(Lines(ds), (std::vector<int>{2, 5}));
}

TEST(RuntimeScopesAndCarryTest, StampsRequired) {
  auto i = V("i", Index(), 3);
  auto x = V("x", Index(), 1);
  auto acc = std::make_shared<ir::IterArg>("acc", Index(), x);
  auto rv = V("rv", Index());
  auto make_loop = [&](const ir::Attrs& attrs, int line) {
    return std::make_shared<ir::ForStmt>(
        i, ir::MakeIndex(0), ir::MakeIndex(2), ir::MakeIndex(1), std::vector<ir::IterArgPtr>{acc},
        Yield({acc}), std::vector<VarPtr>{rv}, ir::ForKind::kSequential, attrs, At(line));
  };
  auto unstamped = Func("run", FunctionType::kOrchestration, {x},
                        Seq({make_loop({}, 3),
                             make_loop({{"iter_arg_rebind_0", ir::AttrValue::Bool(false)},
                                        {"iter_arg_array_size_0", ir::AttrValue::Int(4)}},
                                       4),
                             make_loop({{"iter_arg_rebind_0", ir::AttrValue::Bool(false)}}, 5)}),
                        1);
  auto ds = Verify(IRProperty::kIterArgCarryClassified, Prog({unstamped}));
  ASSERT_EQ(ds.size(), 2u);
  EXPECT_THAT(ds[0].message, HasSubstr("has no attrs[\"iter_arg_rebind_0\"]"));
  EXPECT_THAT(ds[1].message, HasSubstr("carries a TaskId array extent but is classified trivial"));
  EXPECT_EQ(Lines(ds), (std::vector<int>{3, 4}));

  auto ds2 = Verify(IRProperty::kRuntimeScopesMaterialized, Prog({unstamped}));
  ASSERT_EQ(ds2.size(), 1u);
  EXPECT_THAT(ds2[0].message, HasSubstr("Orchestration function 'run' still has auto_scope=True"));
  auto done = Func("run", FunctionType::kOrchestration, {x}, Return({x}), 1,
                   {{"auto_scope", ir::AttrValue::Bool(false)}});
  EXPECT_THAT(Verify(IRProperty::kRuntimeScopesMaterialized, Prog({done})), ::testing::IsEmpty());
}

TEST(MixedKernelExpandedTest, TpopWithoutTfreeAndWrongMemory) {
  auto p = V("p", Tile({8, 8}, MemorySpace::kMat), 3);
  auto q = V("q", Tile({8, 8}, MemorySpace::kVec), 4);
  auto aiv =
      Func("k_aiv", FunctionType::kAIV, {},
           Seq({Assign(p, Call("tile.tpop_from_aic", {}, p->type()), 3),
                Assign(q, Call("tile.tpop_from_aic", {}, q->type()), 4),
                std::make_shared<ir::EvalStmt>(Call("system.tfree_to_aic", {q}, Index()), At(5))}));
  auto ds = Verify(IRProperty::kMixedKernelExpanded, Prog({aiv}));
  // In the reference's order; the kernel also sets no pipe up.
  ASSERT_EQ(ds.size(), 4u);
  EXPECT_EQ(ds[0].message,
            "AIV function 'k_aiv' requires tile.tpop_from_aic result in MemorySpace::Vec, got "
            "MemorySpace::Mat");
  EXPECT_EQ(ds[1].message,
            "AIV function 'k_aiv' uses cross-core tile ops but has no "
            "'system.aiv_initialize_pipe' call");
  EXPECT_EQ(ds[2].message,
            "AIV function 'k_aiv' uses C2V cross-core ops but has no 'system.reserve_buffer'");
  EXPECT_EQ(ds[3].message,
            "AIV function 'k_aiv' uses tile.tpop_from_aic but has no matching "
            "'system.tfree_to_aic' call");
  EXPECT_EQ(Lines(ds)[0], 3);
  EXPECT_EQ(Lines(ds)[3], 3);
}

// The reference's pipe-setup checks (its MixedKernelExpanded verifier, seen
// failing its expand_mixed_kernel / allocate_memory_addr unit-test programs):
// reserve/import counts against the initialize_pipe directions, and the
// operands of initialize_pipe for enabled and disabled directions.
TEST(MixedKernelExpandedTest, PipeSetupMustMatchItsDirections) {
  auto buf = V("buf", ir::ScalarType::Get(DataType::kInt32), 3);
  auto reserve = Call("system.reserve_buffer", {}, buf->type());
  ir::Attrs init_kwargs{{"dir_mask", ir::AttrValue::Int(2)},
                        {"slot_size", ir::AttrValue::Int(512)}};
  // An AIV kernel that reserves a buffer but only sends V2C (which it imports,
  // never reserves), and passes that buffer as the C2V operand.
  auto init = std::make_shared<ir::Call>(
      std::make_shared<ir::Op>("system.aiv_initialize_pipe"),
      std::vector<ir::ExprPtr>{buf, ir::MakeConstInt(0, DataType::kInt32)}, init_kwargs,
      ir::Attrs(), Index(), At(4));
  auto aiv = Func("k_aiv", FunctionType::kAIV, {},
                  Seq({Assign(buf, reserve, 3), std::make_shared<ir::EvalStmt>(init, At(4))}));
  auto ds = Verify(IRProperty::kMixedKernelExpanded, Prog({aiv}));
  std::vector<std::string> messages;
  messages.reserve(ds.size());
  for (const auto& d : ds) messages.push_back(d.message);
  EXPECT_EQ(
      messages,
      (std::vector<std::string>{
          "Function 'k_aiv' has more 'system.reserve_buffer' calls than initialized pipe "
          "directions require",
          "Function 'k_aiv' has fewer 'system.import_peer_buffer' calls than initialized "
          "pipe directions require",
          "Function 'k_aiv': 'system.aiv_initialize_pipe' does not use C2V (c2v_consumer_buf) "
          "for this dir_mask; operand must be ConstInt(0) placeholder",
          "Function 'k_aiv': 'system.aiv_initialize_pipe' enables V2C (v2c_consumer_buf) for "
          "this dir_mask but operand is ConstInt(0/-1) placeholder; use a concrete i32 SSA "
          "(Var or reserve/import Call)"}));
}

}  // namespace
}  // namespace ptoc::verify
