// Text roundtrip and IR coverage of the whole corpus (the shared programs and
// ours). For every program and both view levels, printing is a fixpoint:
// print(parse(print(p))) == print(p) byte for byte, and parse(print(p)) is
// structurally equal to p with memrefs compared. A coverage report then
// checks that the corpus, taken together, exercises every IR node kind,
// dtype, function type, loop kind, scope kind and scalar operator, so that
// the roundtrip above really covers the whole text format.
#include <iostream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/ir/visitor.h"
#include "compiler/text/printer.h"
#include "gtest/gtest.h"
#include "tests/corpus_checks/corpus_files.h"

namespace ptoc::corpus {
namespace {

using ir::NodeKind;

// Spelling of every NodeKind for reports; the list doubles as the set of
// kinds the corpus must cover (it is checked against the enum's extent).
const std::vector<std::pair<NodeKind, const char*>>& AllNodeKinds() {
  static const auto* kinds = new std::vector<std::pair<NodeKind, const char*>>{
      {NodeKind::kUnknownType, "UnknownType"},
      {NodeKind::kScalarType, "ScalarType"},
      {NodeKind::kTensorType, "TensorType"},
      {NodeKind::kTileType, "TileType"},
      {NodeKind::kTupleType, "TupleType"},
      {NodeKind::kPtrType, "PtrType"},
      {NodeKind::kMemRefType, "MemRefType"},
      {NodeKind::kArrayType, "ArrayType"},
      {NodeKind::kVar, "Var"},
      {NodeKind::kIterArg, "IterArg"},
      {NodeKind::kMemRef, "MemRef"},
      {NodeKind::kConstInt, "ConstInt"},
      {NodeKind::kConstFloat, "ConstFloat"},
      {NodeKind::kConstBool, "ConstBool"},
      {NodeKind::kBinary, "Binary"},
      {NodeKind::kUnary, "Unary"},
      {NodeKind::kCall, "Call"},
      {NodeKind::kSubmit, "Submit"},
      {NodeKind::kMakeTuple, "MakeTuple"},
      {NodeKind::kTupleGetItem, "TupleGetItem"},
      {NodeKind::kAssign, "AssignStmt"},
      {NodeKind::kEval, "EvalStmt"},
      {NodeKind::kSeq, "SeqStmts"},
      {NodeKind::kReturn, "ReturnStmt"},
      {NodeKind::kYield, "YieldStmt"},
      {NodeKind::kIf, "IfStmt"},
      {NodeKind::kFor, "ForStmt"},
      {NodeKind::kWhile, "WhileStmt"},
      {NodeKind::kScope, "ScopeStmt"},
      {NodeKind::kBreak, "BreakStmt"},
      {NodeKind::kContinue, "ContinueStmt"},
      {NodeKind::kOp, "Op"},
      {NodeKind::kGlobalVar, "GlobalVar"},
      {NodeKind::kFunction, "Function"},
      {NodeKind::kProgram, "Program"},
  };
  return *kinds;
}

// Statement-level features that the enums alone do not distinguish.
enum class Feature {
  kIfWithPhi,
  kIfWithoutElse,
  kWhileWithIterArgs,
  kWhileWithoutIterArgs,
  kForWithIterArgs,
  kForWithAttrs,
  kRuntimeScopeAuto,
  kRuntimeScopeManual,
  kFunctionCallTupleResult,
  kTensorViewDN,
  kTensorViewStride,
  kTensorViewValidShape,
  kTileView,
  kTileMemorySpace,
  kParamOut,
  kParamInOut,
};

const std::vector<std::pair<Feature, const char*>>& AllFeatures() {
  static const auto* features = new std::vector<std::pair<Feature, const char*>>{
      {Feature::kIfWithPhi, "if with phi values"},
      {Feature::kIfWithoutElse, "if without else"},
      {Feature::kWhileWithIterArgs, "while with iter_args"},
      {Feature::kWhileWithoutIterArgs, "while without iter_args"},
      {Feature::kForWithIterArgs, "for with iter_args"},
      {Feature::kForWithAttrs, "for with attrs"},
      {Feature::kRuntimeScopeAuto, "runtime scope (auto)"},
      {Feature::kRuntimeScopeManual, "runtime scope (manual)"},
      {Feature::kFunctionCallTupleResult, "function call returning a tuple"},
      {Feature::kTensorViewDN, "TensorView with DN layout"},
      {Feature::kTensorViewStride, "TensorView with strides"},
      {Feature::kTensorViewValidShape, "TensorView with valid_shape"},
      {Feature::kTileView, "stored TileView"},
      {Feature::kTileMemorySpace, "tile memory space"},
      {Feature::kParamOut, "Out parameter"},
      {Feature::kParamInOut, "InOut parameter"},
  };
  return *features;
}

// Everything the corpus uses, collected with the generic IR visitor.
struct Coverage {
  std::set<NodeKind> node_kinds;
  std::set<ir::DataType> dtypes;
  std::set<ir::FunctionType> function_types;
  std::set<ir::ForKind> for_kinds;
  std::set<ir::ScopeKind> scope_kinds;
  std::set<ir::BinaryOp> binary_ops;
  std::set<ir::UnaryOp> unary_ops;
  std::set<ir::MemorySpace> memory_spaces;
  std::set<Feature> features;
  std::set<std::string> ops;
};

class CoverageCollector : public ir::IRVisitor {
 public:
  explicit CoverageCollector(Coverage* out) : out_(out) {}

  void VisitProgram(const ir::ProgramPtr& program) override {
    out_->node_kinds.insert(NodeKind::kProgram);
    IRVisitor::VisitProgram(program);
  }

  void VisitFunction(const ir::FunctionPtr& function) override {
    out_->node_kinds.insert(NodeKind::kFunction);
    out_->function_types.insert(function->func_type());
    for (ir::ParamDirection d : function->param_directions()) {
      if (d == ir::ParamDirection::kOut) out_->features.insert(Feature::kParamOut);
      if (d == ir::ParamDirection::kInOut) out_->features.insert(Feature::kParamInOut);
    }
    IRVisitor::VisitFunction(function);
  }

  void VisitStmt(const ir::StmtPtr& stmt) override {
    if (stmt) out_->node_kinds.insert(stmt->kind());
    IRVisitor::VisitStmt(stmt);
  }

  void VisitExpr(const ir::ExprPtr& expr) override {
    if (!expr) return;
    out_->node_kinds.insert(expr->kind());
    RecordType(expr->type());
    IRVisitor::VisitExpr(expr);
  }

  void VisitType(const ir::TypePtr& type) override {
    RecordType(type);
    IRVisitor::VisitType(type);
  }

  void VisitIf(const ir::IfStmtPtr& stmt) override {
    if (!stmt->return_vars().empty()) out_->features.insert(Feature::kIfWithPhi);
    if (!stmt->else_body()) out_->features.insert(Feature::kIfWithoutElse);
    IRVisitor::VisitIf(stmt);
  }

  void VisitFor(const ir::ForStmtPtr& stmt) override {
    out_->for_kinds.insert(stmt->for_kind());
    if (!stmt->iter_args().empty()) out_->features.insert(Feature::kForWithIterArgs);
    if (!stmt->attrs().empty()) out_->features.insert(Feature::kForWithAttrs);
    IRVisitor::VisitFor(stmt);
  }

  void VisitWhile(const ir::WhileStmtPtr& stmt) override {
    out_->features.insert(stmt->iter_args().empty() ? Feature::kWhileWithoutIterArgs
                                                    : Feature::kWhileWithIterArgs);
    IRVisitor::VisitWhile(stmt);
  }

  void VisitScope(const ir::ScopeStmtPtr& stmt) override {
    out_->scope_kinds.insert(stmt->scope_kind());
    if (stmt->scope_kind() == ir::ScopeKind::kRuntime) {
      out_->features.insert(stmt->fields().manual ? Feature::kRuntimeScopeManual
                                                  : Feature::kRuntimeScopeAuto);
    }
    IRVisitor::VisitScope(stmt);
  }

  void VisitConstInt(const ir::ConstIntPtr& expr) override { out_->dtypes.insert(expr->dtype()); }
  void VisitConstFloat(const ir::ConstFloatPtr& expr) override {
    out_->dtypes.insert(expr->dtype());
  }

  void VisitBinary(const ir::BinaryExprPtr& expr) override {
    out_->binary_ops.insert(expr->op());
    out_->dtypes.insert(expr->dtype());
    IRVisitor::VisitBinary(expr);
  }

  void VisitUnary(const ir::UnaryExprPtr& expr) override {
    out_->unary_ops.insert(expr->op());
    out_->dtypes.insert(expr->dtype());
    IRVisitor::VisitUnary(expr);
  }

  void VisitCall(const ir::CallPtr& call) override {
    out_->node_kinds.insert(call->op()->kind());
    if (call->IsFunctionCall()) {
      if (ir::IsA<ir::TupleType>(call->type())) {
        out_->features.insert(Feature::kFunctionCallTupleResult);
      }
    } else {
      out_->ops.insert(call->callee_name());
    }
    IRVisitor::VisitCall(call);
  }

  void VisitAttrs(const ir::Attrs& attrs) override {
    for (const auto& entry : attrs) RecordAttr(entry.second);
    IRVisitor::VisitAttrs(attrs);
  }

 private:
  void RecordAttr(const ir::AttrValue& value) {
    if (value.kind() == ir::AttrValue::Kind::kDataType) out_->dtypes.insert(value.AsDataType());
    if (auto space = value.AsEnum<ir::MemorySpace>()) out_->memory_spaces.insert(*space);
    if (value.kind() == ir::AttrValue::Kind::kList) {
      for (const auto& v : value.AsList()) RecordAttr(v);
    }
  }

  void RecordType(const ir::TypePtr& type) {
    if (!type) return;
    out_->node_kinds.insert(type->kind());
    if (auto scalar = ir::As<ir::ScalarType>(type)) out_->dtypes.insert(scalar->dtype());
    if (auto array = ir::As<ir::ArrayType>(type)) out_->dtypes.insert(array->dtype());
    if (auto shaped = ir::As<ir::ShapedType>(type)) out_->dtypes.insert(shaped->dtype());
    if (auto tensor = ir::As<ir::TensorType>(type)) {
      if (const auto& view = tensor->view()) {
        if (view->layout == ir::TensorLayout::kDN) out_->features.insert(Feature::kTensorViewDN);
        if (!view->stride.empty()) out_->features.insert(Feature::kTensorViewStride);
        if (!view->valid_shape.empty()) out_->features.insert(Feature::kTensorViewValidShape);
      }
    }
    if (auto tile = ir::As<ir::TileType>(type)) {
      if (tile->view()) out_->features.insert(Feature::kTileView);
      if (tile->memory_space()) {
        out_->features.insert(Feature::kTileMemorySpace);
        out_->memory_spaces.insert(*tile->memory_space());
      }
    }
    if (auto tuple = ir::As<ir::TupleType>(type)) {
      for (const auto& t : tuple->types()) RecordType(t);
    }
  }

  Coverage* out_;
};

text::PrintOptions AtLevel(text::ViewLevel level) {
  text::PrintOptions options;
  options.view_level = level;
  return options;
}

const char* LevelName(text::ViewLevel level) {
  return level == text::ViewLevel::kConcise ? "CONCISE" : "EXPLICIT";
}

// Checks the print/parse fixpoint of `program` at `level`; returns "" or
// the first problem.
std::string CheckRoundtrip(const ir::ProgramPtr& program, text::ViewLevel level,
                           const std::string& name) {
  const std::string printed = text::PrintProgram(program, AtLevel(level));
  if (printed.empty()) return "empty print";
  auto reparsed = ParseText(printed, name + ".printed");
  if (!reparsed.ok()) {
    return absl::StrCat("the print does not parse: ", reparsed.status().message());
  }
  const std::string printed_again = text::PrintProgram(*reparsed, AtLevel(level));
  if (printed_again != printed) {
    // Locate the first differing line for the message.
    size_t at = 0;
    while (at < printed.size() && at < printed_again.size() && printed[at] == printed_again[at]) {
      ++at;
    }
    size_t line_start = printed.rfind('\n', at == 0 ? 0 : at - 1);
    line_start = line_start == std::string::npos ? 0 : line_start + 1;
    return absl::StrCat(
        "print(parse(print(p))) differs near: ",
        printed.substr(line_start, printed.find('\n', at) - line_start), " vs ",
        printed_again.substr(line_start, printed_again.find('\n', at) - line_start));
  }
  ir::StructuralEqualOptions options;
  options.compare_memrefs = true;
  if (auto mismatch = ir::FindStructuralMismatch(*reparsed, program, options)) {
    return "parse(print(p)) is not structurally equal to p: " + *mismatch;
  }
  if (!ir::StructuralEqual(*reparsed, program, options)) {
    return "StructuralEqual is false though FindStructuralMismatch found nothing";
  }
  return "";
}

TEST(CorpusRoundtripTest, EveryProgramPrintsToAFixpointAtBothLevels) {
  const std::vector<std::string> files = CorpusPrograms();
  ASSERT_GE(files.size(), 44u) << "expected the 32 shared programs and at least 12 of ours";
  int parsed = 0, roundtrips = 0, checks = 0;
  for (const std::string& file : files) {
    auto program = ParseFile(file);
    EXPECT_TRUE(program.ok()) << ShortName(file) << ": " << program.status();
    if (!program.ok()) continue;
    ++parsed;
    for (text::ViewLevel level : {text::ViewLevel::kConcise, text::ViewLevel::kExplicit}) {
      ++checks;
      const std::string error = CheckRoundtrip(*program, level, ShortName(file));
      EXPECT_EQ(error, "") << ShortName(file) << " at " << LevelName(level);
      if (error.empty()) ++roundtrips;
    }
  }
  std::cout << "parsed " << parsed << "/" << files.size() << " corpus programs; " << roundtrips
            << "/" << checks << " print/parse fixpoints (CONCISE + EXPLICIT)\n";
}

// The parser's pass 2 re-lexes each function body once the token window is
// exceeded (large programs); with the smallest window it does so for every
// function of every program, and must read the same program.
TEST(CorpusRoundtripTest, SmallestTokenWindowReadsTheSameProgram) {
  int same = 0;
  const std::vector<std::string> files = CorpusPrograms();
  for (const std::string& file : files) {
    bool ok = false;
    const std::string text = testing::ReadFile(file, &ok);
    ASSERT_TRUE(ok) << file;
    auto whole = ParseText(text, ShortName(file));
    auto windowed = ParseText(text, ShortName(file), /*token_window=*/1);
    ASSERT_TRUE(whole.ok()) << ShortName(file) << ": " << whole.status();
    ASSERT_TRUE(windowed.ok()) << ShortName(file) << ": " << windowed.status();
    EXPECT_EQ(text::PrintProgram(*windowed), text::PrintProgram(*whole)) << ShortName(file);
    EXPECT_TRUE(ir::StructuralEqual(*windowed, *whole)) << ShortName(file);
    if (text::PrintProgram(*windowed) == text::PrintProgram(*whole)) ++same;
  }
  std::cout << same << "/" << files.size() << " corpus programs read the same with a token window "
            << "of one chunk\n";
}

template <typename E>
std::vector<E> AllEnumValues() {
  std::vector<E> out;
  for (const auto& [value, name] : ir::EnumTable<E>::Names()) out.push_back(value);
  return out;
}

TEST(CorpusRoundtripTest, CorpusCoversTheWholeIr) {
  Coverage coverage;
  CoverageCollector collector(&coverage);
  int programs = 0;
  for (const std::string& file : CorpusPrograms()) {
    auto program = ParseFile(file);
    if (!program.ok()) continue;  // reported by the roundtrip test
    ++programs;
    collector.VisitProgram(*program);
  }
  ASSERT_GT(programs, 0);

  std::vector<std::string> missing;
  // Node kinds: the name table must list the whole enum.
  ASSERT_EQ(AllNodeKinds().size(), static_cast<size_t>(NodeKind::kProgram) + 1);
  // Some IR forms have no program text that the reference's front end or ours
  // accepts (`pl.UnknownType` does not parse; FP64 and the Graph function type
  // have no DSL name), so no corpus program can contain them.
  for (const auto& [kind, name] : AllNodeKinds()) {
    if (kind == NodeKind::kUnknownType) continue;
    if (!coverage.node_kinds.count(kind)) missing.push_back(absl::StrCat("node kind ", name));
  }
  for (int d = 0; d < ir::kNumDataTypes; ++d) {
    const auto dtype = static_cast<ir::DataType>(d);
    if (dtype == ir::DataType::kFP64) continue;
    if (!coverage.dtypes.count(dtype)) {
      missing.push_back(absl::StrCat("dtype ", ir::DataTypeName(dtype)));
    }
  }
  for (ir::FunctionType t : AllEnumValues<ir::FunctionType>()) {
    if (t == ir::FunctionType::kGraph) continue;
    if (!coverage.function_types.count(t)) {
      missing.push_back(absl::StrCat("function type ", ir::EnumName(t)));
    }
  }
  for (ir::ForKind k : AllEnumValues<ir::ForKind>()) {
    if (!coverage.for_kinds.count(k)) missing.push_back(absl::StrCat("for kind ", ir::EnumName(k)));
  }
  for (ir::ScopeKind k : AllEnumValues<ir::ScopeKind>()) {
    // CommDomain scopes are compiler-only: they have no DSL form (the printer
    // writes them as a comment), so no program text can contain one.
    if (k == ir::ScopeKind::kCommDomain) continue;
    if (!coverage.scope_kinds.count(k)) {
      missing.push_back(absl::StrCat("scope kind ", ir::EnumName(k)));
    }
  }
  for (int op = 0; op <= static_cast<int>(ir::BinaryOp::kBitShiftRight); ++op) {
    const auto b = static_cast<ir::BinaryOp>(op);
    if (!coverage.binary_ops.count(b)) {
      missing.push_back(absl::StrCat("binary op ", ir::BinaryOpName(b)));
    }
  }
  for (int op = 0; op <= static_cast<int>(ir::UnaryOp::kCast); ++op) {
    const auto u = static_cast<ir::UnaryOp>(op);
    if (!coverage.unary_ops.count(u)) {
      missing.push_back(absl::StrCat("unary op ", ir::UnaryOpName(u)));
    }
  }
  for (const auto& [feature, name] : AllFeatures()) {
    if (!coverage.features.count(feature)) missing.push_back(absl::StrCat("feature: ", name));
  }
  for (ir::MemorySpace space : AllEnumValues<ir::MemorySpace>()) {
    // DDR is the implicit space of tensors; ScalarLocal holds arrays only.
    if (space == ir::MemorySpace::kDDR || space == ir::MemorySpace::kScalarLocal) continue;
    // The MX scale spaces have no pl.Mem name.
    if (space == ir::MemorySpace::kLeftScale || space == ir::MemorySpace::kRightScale) continue;
    if (!coverage.memory_spaces.count(space)) {
      missing.push_back(absl::StrCat("memory space ", ir::EnumName(space)));
    }
  }

  std::cout << "coverage over " << programs << " programs: " << coverage.node_kinds.size()
            << " node kinds, " << coverage.dtypes.size() << " dtypes, "
            << coverage.function_types.size() << " function types, " << coverage.for_kinds.size()
            << " for kinds, " << coverage.scope_kinds.size() << " scope kinds, "
            << coverage.binary_ops.size() << " binary ops, " << coverage.unary_ops.size()
            << " unary ops, " << coverage.memory_spaces.size() << " memory spaces, "
            << coverage.ops.size() << " distinct ops\n";
  std::cout << "ops: " << absl::StrJoin(coverage.ops, " ") << "\n";
  EXPECT_TRUE(missing.empty()) << "not covered by any corpus program:\n  "
                               << absl::StrJoin(missing, "\n  ");
  // A broad set of ops, not just the handful every kernel needs.
  EXPECT_GE(coverage.ops.size(), 80u);
}

}  // namespace
}  // namespace ptoc::corpus
