#include "compiler/ir/structural_equal.h"

#include <algorithm>
#include <cstring>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"

namespace ptoc::ir {
namespace {

// An if's else branch, or null when it is absent or empty: an empty else
// prints as `else: pass`, which parses as no else, so both are the same IR.
StmtPtr ElseOrNull(const IfStmt& s) {
  auto seq = As<SeqStmts>(s.else_body());
  return seq && seq->stmts().empty() ? nullptr : s.else_body();
}

absl::string_view KindName(NodeKind kind) {
  switch (kind) {
    case NodeKind::kUnknownType:
      return "UnknownType";
    case NodeKind::kScalarType:
      return "ScalarType";
    case NodeKind::kTensorType:
      return "TensorType";
    case NodeKind::kTileType:
      return "TileType";
    case NodeKind::kTupleType:
      return "TupleType";
    case NodeKind::kPtrType:
      return "PtrType";
    case NodeKind::kMemRefType:
      return "MemRefType";
    case NodeKind::kArrayType:
      return "ArrayType";
    case NodeKind::kVar:
      return "Var";
    case NodeKind::kIterArg:
      return "IterArg";
    case NodeKind::kMemRef:
      return "MemRef";
    case NodeKind::kConstInt:
      return "ConstInt";
    case NodeKind::kConstFloat:
      return "ConstFloat";
    case NodeKind::kConstBool:
      return "ConstBool";
    case NodeKind::kBinary:
      return "BinaryExpr";
    case NodeKind::kUnary:
      return "UnaryExpr";
    case NodeKind::kCall:
      return "Call";
    case NodeKind::kSubmit:
      return "Submit";
    case NodeKind::kMakeTuple:
      return "MakeTuple";
    case NodeKind::kTupleGetItem:
      return "TupleGetItem";
    case NodeKind::kAssign:
      return "AssignStmt";
    case NodeKind::kEval:
      return "EvalStmt";
    case NodeKind::kSeq:
      return "SeqStmts";
    case NodeKind::kReturn:
      return "ReturnStmt";
    case NodeKind::kYield:
      return "YieldStmt";
    case NodeKind::kIf:
      return "IfStmt";
    case NodeKind::kFor:
      return "ForStmt";
    case NodeKind::kWhile:
      return "WhileStmt";
    case NodeKind::kScope:
      return "ScopeStmt";
    case NodeKind::kBreak:
      return "BreakStmt";
    case NodeKind::kContinue:
      return "ContinueStmt";
    case NodeKind::kOp:
      return "Op";
    case NodeKind::kGlobalVar:
      return "GlobalVar";
    case NodeKind::kFunction:
      return "Function";
    case NodeKind::kProgram:
      return "Program";
  }
  return "?";
}

// Short description of an expression for mismatch messages.
std::string Brief(const ExprPtr& e) {
  if (!e) return "null";
  switch (e->kind()) {
    case NodeKind::kVar:
    case NodeKind::kIterArg:
      return absl::StrCat(KindName(e->kind()), " '", static_cast<const Var&>(*e).name_hint(), "'");
    case NodeKind::kConstInt:
      return absl::StrCat("ConstInt ", static_cast<const ConstInt&>(*e).value());
    case NodeKind::kConstFloat:
      return absl::StrCat("ConstFloat ", static_cast<const ConstFloat&>(*e).value());
    case NodeKind::kConstBool:
      return absl::StrCat("ConstBool ",
                          static_cast<const ConstBool&>(*e).value() ? "True" : "False");
    case NodeKind::kBinary:
      return absl::StrCat("BinaryExpr ", BinaryOpName(static_cast<const BinaryExpr&>(*e).op()));
    case NodeKind::kUnary:
      return absl::StrCat("UnaryExpr ", UnaryOpName(static_cast<const UnaryExpr&>(*e).op()));
    case NodeKind::kCall:
      return absl::StrCat("Call ", static_cast<const Call&>(*e).callee_name());
    case NodeKind::kSubmit:
      return absl::StrCat("Submit ", static_cast<const Submit&>(*e).callee_name());
    default:
      return std::string(KindName(e->kind()));
  }
}

std::string AttrKindName(AttrValue::Kind k) {
  switch (k) {
    case AttrValue::Kind::kNone:
      return "None";
    case AttrValue::Kind::kBool:
      return "bool";
    case AttrValue::Kind::kInt:
      return "int";
    case AttrValue::Kind::kFloat:
      return "float";
    case AttrValue::Kind::kString:
      return "string";
    case AttrValue::Kind::kDataType:
      return "dtype";
    case AttrValue::Kind::kEnum:
      return "enum";
    case AttrValue::Kind::kExpr:
      return "expr";
    case AttrValue::Kind::kList:
      return "list";
  }
  return "?";
}

bool SameBits(double a, double b) {
  uint64_t x, y;
  std::memcpy(&x, &a, sizeof x);
  std::memcpy(&y, &b, sizeof y);
  return x == y;
}

bool IsIntIndex(DataType d) { return d == DataType::kInt64 || d == DataType::kIndex; }

// Integer constants (and loop variables) may be INT64 on one side and INDEX on
// the other: the printed form does not always distinguish them.
bool SameIntDtype(DataType a, DataType b) { return a == b || (IsIntIndex(a) && IsIntIndex(b)); }

template <typename E>
std::string OptEnumName(const std::optional<E>& v) {
  return v ? std::string(EnumName(*v)) : std::string("none");
}

class Comparer {
 public:
  Comparer(const StructuralEqualOptions& options, bool record)
      : options_(options), record_(record) {}

  bool Program(const ProgramPtr& a, const ProgramPtr& b);
  bool Function(const FunctionPtr& a, const FunctionPtr& b);
  bool Stmt(const StmtPtr& a, const StmtPtr& b);
  bool Expr(const ExprPtr& a, const ExprPtr& b);
  bool Type(const TypePtr& a, const TypePtr& b, bool loop_var = false);

  // "a / b[1] / c: message".
  std::string Message() const {
    std::string out;
    for (auto it = path_.rbegin(); it != path_.rend(); ++it) {
      if (!out.empty() && (*it)[0] != '[') out += " / ";
      out += *it;
    }
    if (!out.empty()) out += ": ";
    out += message_;
    return out;
  }

 private:
  // Records the mismatch message (once: the innermost failure wins).
  bool Fail(std::string message) {
    if (record_ && message_.empty()) message_ = std::move(message);
    return false;
  }
  // Adds a path component while a failure unwinds; returns false.
  bool At(absl::string_view component) {
    if (record_) path_.emplace_back(component);
    return false;
  }
  bool AtIndex(absl::string_view field, size_t i) {
    if (record_) path_.push_back(absl::StrCat(field, "[", i, "]"));
    return false;
  }

  bool MapVar(const Var* a, const Var* b, bool loop_var);
  bool VarDef(const VarPtr& a, const VarPtr& b, bool loop_var = false);
  bool MemRefValue(const MemRef* a, const MemRef* b);
  bool ExprList(absl::string_view field, const std::vector<ExprPtr>& a,
                const std::vector<ExprPtr>& b);
  bool VarDefList(absl::string_view field, const std::vector<VarPtr>& a,
                  const std::vector<VarPtr>& b);
  bool IterArgList(const std::vector<IterArgPtr>& a, const std::vector<IterArgPtr>& b);
  bool AttrsEq(const Attrs& a, const Attrs& b);
  bool AttrValueEq(const AttrValue& a, const AttrValue& b);
  bool Shape(const std::vector<ExprPtr>& a, const std::vector<ExprPtr>& b);
  bool TensorTypes(const TensorType& a, const TensorType& b);
  bool TileTypes(const TileType& a, const TileType& b);
  bool TypeMemRef(const MemRefPtr& a, const MemRefPtr& b);

  template <typename E>
  bool EnumEq(absl::string_view what, E a, E b) {
    if (a == b) return true;
    return Fail(absl::StrCat(what, " ", EnumName(a), " vs ", EnumName(b)));
  }
  template <typename E>
  bool OptEnumEq(absl::string_view what, const std::optional<E>& a, const std::optional<E>& b) {
    if (a == b) return true;
    return Fail(absl::StrCat(what, " ", OptEnumName(a), " vs ", OptEnumName(b)));
  }
  bool DtypeEq(absl::string_view what, DataType a, DataType b) {
    if (a == b) return true;
    return Fail(absl::StrCat(what, " ", DataTypeName(a), " vs ", DataTypeName(b)));
  }
  bool IntEq(absl::string_view what, int64_t a, int64_t b) {
    if (a == b) return true;
    return Fail(absl::StrCat(what, " ", a, " vs ", b));
  }
  bool CountEq(absl::string_view what, size_t a, size_t b) {
    if (a == b) return true;
    return Fail(absl::StrCat(what, " count ", a, " vs ", b));
  }

  const StructuralEqualOptions& options_;
  const bool record_;
  absl::flat_hash_map<const Var*, const Var*> lhs_to_rhs_;
  absl::flat_hash_map<const Var*, const Var*> rhs_to_lhs_;
  std::vector<std::string> path_;  // innermost first
  std::string message_;
};

// ---------------------------------------------------------------------------
// Programs and functions

bool Comparer::Program(const ProgramPtr& a, const ProgramPtr& b) {
  if (!a || !b) return a == b || Fail(a ? "program vs null" : "null vs program");
  const auto& fa = a->functions();
  const auto& fb = b->functions();
  // Both lists are sorted by name, so the first differing name is the first
  // function that exists on one side only.
  const size_t n = std::min(fa.size(), fb.size());
  for (size_t i = 0; i < n; ++i) {
    if (fa[i]->name() != fb[i]->name()) {
      const bool a_first = fa[i]->name() < fb[i]->name();
      return Fail(absl::StrCat("function '", a_first ? fa[i]->name() : fb[i]->name(),
                               "' only in the ", a_first ? "left" : "right", " program"));
    }
  }
  if (fa.size() != fb.size()) {
    const bool a_longer = fa.size() > fb.size();
    return Fail(absl::StrCat("function '", a_longer ? fa[n]->name() : fb[n]->name(),
                             "' only in the ", a_longer ? "left" : "right", " program"));
  }
  for (size_t i = 0; i < n; ++i) {
    if (!Function(fa[i], fb[i])) return At(absl::StrCat("function ", fa[i]->name()));
  }
  return true;
}

bool Comparer::Function(const FunctionPtr& a, const FunctionPtr& b) {
  if (!a || !b) return a == b || Fail(a ? "function vs null" : "null vs function");
  if (!EnumEq("function type", a->func_type(), b->func_type())) return false;
  if (!OptEnumEq("level", a->level(), b->level())) return false;
  if (!OptEnumEq("role", a->role(), b->role())) return false;
  if (!CountEq("params", a->params().size(), b->params().size())) return false;
  if (!CountEq("return types", a->return_types().size(), b->return_types().size())) return false;
  for (size_t i = 0; i < a->params().size(); ++i) {
    if (a->param_directions()[i] != b->param_directions()[i]) {
      Fail(absl::StrCat("param direction ", EnumName(a->param_directions()[i]), " vs ",
                        EnumName(b->param_directions()[i])));
      return AtIndex("params", i);
    }
  }
  if (!VarDefList("params", a->params(), b->params())) return false;
  for (size_t i = 0; i < a->return_types().size(); ++i) {
    if (!Type(a->return_types()[i], b->return_types()[i])) return AtIndex("return_types", i);
  }
  if (!AttrsEq(a->attrs(), b->attrs())) return At("attrs");
  if (!Stmt(a->body(), b->body())) return At("body");
  return true;
}

// ---------------------------------------------------------------------------
// Variables

bool Comparer::MapVar(const Var* a, const Var* b, bool loop_var) {
  auto [it, inserted] = lhs_to_rhs_.try_emplace(a, b);
  if (!inserted) {
    if (it->second == b) return true;
    return Fail(absl::StrCat("variable '", a->name_hint(), "' is paired with '",
                             it->second->name_hint(), "', not '", b->name_hint(), "'"));
  }
  auto [rit, rinserted] = rhs_to_lhs_.try_emplace(b, a);
  if (!rinserted) {
    lhs_to_rhs_.erase(it);
    return Fail(absl::StrCat("variable '", b->name_hint(), "' (right) is paired with '",
                             rit->second->name_hint(), "', not '", a->name_hint(), "'"));
  }
  if (a->kind() != b->kind()) {
    return Fail(absl::StrCat(KindName(a->kind()), " '", a->name_hint(), "' vs ",
                             KindName(b->kind()), " '", b->name_hint(), "'"));
  }
  if (a->kind() == NodeKind::kMemRef) {
    return MemRefValue(static_cast<const MemRef*>(a), static_cast<const MemRef*>(b));
  }
  if (!Type(a->type(), b->type(), loop_var)) {
    return At(absl::StrCat("type of '", a->name_hint(), "'"));
  }
  return true;
}

bool Comparer::VarDef(const VarPtr& a, const VarPtr& b, bool loop_var) {
  if (!a || !b) return a == b || Fail(a ? "variable vs null" : "null vs variable");
  if (a->kind() != b->kind()) return Fail(absl::StrCat(Brief(a), " vs ", Brief(b)));
  if (options_.definitions_may_repeat) {
    // A new definition: forget what either variable was paired with before.
    if (auto it = lhs_to_rhs_.find(a.get()); it != lhs_to_rhs_.end() && it->second != b.get()) {
      rhs_to_lhs_.erase(it->second);
      lhs_to_rhs_.erase(it);
    }
    if (auto it = rhs_to_lhs_.find(b.get()); it != rhs_to_lhs_.end() && it->second != a.get()) {
      lhs_to_rhs_.erase(it->second);
      rhs_to_lhs_.erase(it);
    }
  }
  if (!MapVar(a.get(), b.get(), loop_var)) return false;
  if (a->kind() == NodeKind::kIterArg) {
    if (!Expr(static_cast<const IterArg&>(*a).init_value(),
              static_cast<const IterArg&>(*b).init_value())) {
      return At("init_value");
    }
  }
  return true;
}

bool Comparer::MemRefValue(const MemRef* a, const MemRef* b) {
  const VarPtr& ba = a->base();
  const VarPtr& bb = b->base();
  if (!ba || !bb) {
    if (ba != bb) return Fail(ba ? "memref base vs null" : "null vs memref base");
  } else if (ba->kind() != bb->kind()) {
    return Fail(absl::StrCat("memref base ", Brief(ba), " vs ", Brief(bb)));
  } else if (!MapVar(ba.get(), bb.get(), false)) {
    return At("base");
  }
  if (!Expr(a->byte_offset(), b->byte_offset())) return At("byte_offset");
  if (!IntEq("memref size", a->size(), b->size())) return false;
  if (a->pinned() != b->pinned()) return Fail("memref pinned vs not pinned");
  if (!IntEq("memref slot count", a->slot_count(), b->slot_count())) return false;
  if (!Expr(a->slot_index(), b->slot_index())) return At("slot_index");
  return true;
}

bool Comparer::VarDefList(absl::string_view field, const std::vector<VarPtr>& a,
                          const std::vector<VarPtr>& b) {
  if (!CountEq(field, a.size(), b.size())) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (!VarDef(a[i], b[i])) return AtIndex(field, i);
  }
  return true;
}

bool Comparer::IterArgList(const std::vector<IterArgPtr>& a, const std::vector<IterArgPtr>& b) {
  if (!CountEq("iter_args", a.size(), b.size())) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (!VarDef(a[i], b[i])) return AtIndex("iter_args", i);
  }
  return true;
}

// ---------------------------------------------------------------------------
// Statements

bool Comparer::Stmt(const StmtPtr& a, const StmtPtr& b) {
  if (!a || !b) {
    if (a == b) return true;
    return Fail(
        absl::StrCat(a ? KindName(a->kind()) : "null", " vs ", b ? KindName(b->kind()) : "null"));
  }
  if (a->kind() != b->kind()) {
    return Fail(absl::StrCat(KindName(a->kind()), " vs ", KindName(b->kind())));
  }
  switch (a->kind()) {
    case NodeKind::kAssign: {
      const auto& x = static_cast<const AssignStmt&>(*a);
      const auto& y = static_cast<const AssignStmt&>(*b);
      if (!VarDef(x.var(), y.var())) return At("var");
      if (!Expr(x.value(), y.value())) return At("value");
      return true;
    }
    case NodeKind::kEval: {
      if (!Expr(static_cast<const EvalStmt&>(*a).expr(), static_cast<const EvalStmt&>(*b).expr())) {
        return At("expr");
      }
      return true;
    }
    case NodeKind::kSeq: {
      const auto& x = static_cast<const SeqStmts&>(*a).stmts();
      const auto& y = static_cast<const SeqStmts&>(*b).stmts();
      // Element-wise first: for an inserted statement the first differing
      // position says more than the counts.
      const size_t n = std::min(x.size(), y.size());
      for (size_t i = 0; i < n; ++i) {
        if (!Stmt(x[i], y[i])) return AtIndex("", i);
      }
      return CountEq("statement", x.size(), y.size());
    }
    case NodeKind::kReturn:
      return ExprList("values", static_cast<const ReturnStmt&>(*a).values(),
                      static_cast<const ReturnStmt&>(*b).values());
    case NodeKind::kYield:
      return ExprList("values", static_cast<const YieldStmt&>(*a).values(),
                      static_cast<const YieldStmt&>(*b).values());
    case NodeKind::kIf: {
      const auto& x = static_cast<const IfStmt&>(*a);
      const auto& y = static_cast<const IfStmt&>(*b);
      if (!CountEq("return_vars", x.return_vars().size(), y.return_vars().size())) return false;
      if (!Expr(x.condition(), y.condition())) return At("condition");
      if (!Stmt(x.then_body(), y.then_body())) return At("then_body");
      if (!Stmt(ElseOrNull(x), ElseOrNull(y))) return At("else_body");
      return VarDefList("return_vars", x.return_vars(), y.return_vars());
    }
    case NodeKind::kFor: {
      const auto& x = static_cast<const ForStmt&>(*a);
      const auto& y = static_cast<const ForStmt&>(*b);
      if (!EnumEq("for kind", x.for_kind(), y.for_kind())) return false;
      if (!CountEq("iter_args", x.iter_args().size(), y.iter_args().size())) return false;
      if (!CountEq("return_vars", x.return_vars().size(), y.return_vars().size())) return false;
      if (!VarDef(x.loop_var(), y.loop_var(), /*loop_var=*/true)) return At("loop_var");
      if (!Expr(x.start(), y.start())) return At("start");
      if (!Expr(x.stop(), y.stop())) return At("stop");
      if (!Expr(x.step(), y.step())) return At("step");
      if (!IterArgList(x.iter_args(), y.iter_args())) return false;
      if (!AttrsEq(x.attrs(), y.attrs())) return At("attrs");
      if (!Stmt(x.body(), y.body())) return At("body");
      return VarDefList("return_vars", x.return_vars(), y.return_vars());
    }
    case NodeKind::kWhile: {
      const auto& x = static_cast<const WhileStmt&>(*a);
      const auto& y = static_cast<const WhileStmt&>(*b);
      if (!CountEq("return_vars", x.return_vars().size(), y.return_vars().size())) return false;
      if (!IterArgList(x.iter_args(), y.iter_args())) return false;
      if (!Expr(x.condition(), y.condition())) return At("condition");
      if (!Stmt(x.body(), y.body())) return At("body");
      return VarDefList("return_vars", x.return_vars(), y.return_vars());
    }
    case NodeKind::kScope: {
      const auto& x = static_cast<const ScopeStmt&>(*a);
      const auto& y = static_cast<const ScopeStmt&>(*b);
      const auto& fx = x.fields();
      const auto& fy = y.fields();
      if (!EnumEq("scope kind", fx.scope_kind, fy.scope_kind)) return false;
      if (!OptEnumEq("level", fx.level, fy.level)) return false;
      if (!OptEnumEq("role", fx.role, fy.role)) return false;
      if (!EnumEq("split", fx.split, fy.split)) return false;
      if (fx.sync_start != fy.sync_start) return Fail("sync_start differs");
      if (fx.manual != fy.manual) return Fail("manual differs");
      if (!IntEq("count", fx.count, fy.count)) return false;
      if (!Expr(fx.core_num, fy.core_num)) return At("core_num");
      if (!VarDef(fx.loop_var, fy.loop_var)) return At("loop_var");
      if (!AttrsEq(fx.attrs, fy.attrs)) return At("attrs");
      if (!Stmt(x.body(), y.body())) return At("body");
      return true;
    }
    case NodeKind::kBreak:
    case NodeKind::kContinue:
      return true;
    default:
      return Fail(absl::StrCat("unexpected statement kind ", KindName(a->kind())));
  }
}

// ---------------------------------------------------------------------------
// Expressions

bool Comparer::ExprList(absl::string_view field, const std::vector<ExprPtr>& a,
                        const std::vector<ExprPtr>& b) {
  if (!CountEq(field, a.size(), b.size())) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (!Expr(a[i], b[i])) return AtIndex(field, i);
  }
  return true;
}

bool Comparer::Expr(const ExprPtr& a, const ExprPtr& b) {
  if (!a || !b) {
    if (a == b) return true;
    return Fail(absl::StrCat(Brief(a), " vs ", Brief(b)));
  }
  if (a->kind() != b->kind()) return Fail(absl::StrCat(Brief(a), " vs ", Brief(b)));
  switch (a->kind()) {
    case NodeKind::kVar:
    case NodeKind::kIterArg:
      return MapVar(static_cast<const Var*>(a.get()), static_cast<const Var*>(b.get()), false);
    case NodeKind::kMemRef:
      // As an expression a memref is a value (base, range), not an identity:
      // two printed `pl.MemRef(...)` occurrences parse to distinct objects.
      return MemRefValue(static_cast<const MemRef*>(a.get()), static_cast<const MemRef*>(b.get()));
    case NodeKind::kConstInt: {
      const auto& x = static_cast<const ConstInt&>(*a);
      const auto& y = static_cast<const ConstInt&>(*b);
      if (x.value() != y.value()) {
        return Fail(absl::StrCat("ConstInt ", x.value(), " vs ", y.value()));
      }
      if (!SameIntDtype(x.dtype(), y.dtype())) {
        return Fail(absl::StrCat("ConstInt ", x.value(), " dtype ", DataTypeName(x.dtype()), " vs ",
                                 DataTypeName(y.dtype())));
      }
      return true;
    }
    case NodeKind::kConstFloat: {
      const auto& x = static_cast<const ConstFloat&>(*a);
      const auto& y = static_cast<const ConstFloat&>(*b);
      if (!SameBits(x.value(), y.value())) {
        return Fail(absl::StrCat("ConstFloat ", x.value(), " vs ", y.value()));
      }
      return DtypeEq("ConstFloat dtype", x.dtype(), y.dtype());
    }
    case NodeKind::kConstBool:
      if (static_cast<const ConstBool&>(*a).value() != static_cast<const ConstBool&>(*b).value()) {
        return Fail(absl::StrCat(Brief(a), " vs ", Brief(b)));
      }
      return true;
    case NodeKind::kBinary: {
      const auto& x = static_cast<const BinaryExpr&>(*a);
      const auto& y = static_cast<const BinaryExpr&>(*b);
      if (x.op() != y.op()) return Fail(absl::StrCat(Brief(a), " vs ", Brief(b)));
      if (!DtypeEq("BinaryExpr dtype", x.dtype(), y.dtype())) return false;
      if (!Expr(x.lhs(), y.lhs())) return At("lhs");
      if (!Expr(x.rhs(), y.rhs())) return At("rhs");
      return true;
    }
    case NodeKind::kUnary: {
      const auto& x = static_cast<const UnaryExpr&>(*a);
      const auto& y = static_cast<const UnaryExpr&>(*b);
      if (x.op() != y.op()) return Fail(absl::StrCat(Brief(a), " vs ", Brief(b)));
      if (!DtypeEq("UnaryExpr dtype", x.dtype(), y.dtype())) return false;
      if (!Expr(x.operand(), y.operand())) return At("operand");
      return true;
    }
    case NodeKind::kCall: {
      const auto& x = static_cast<const Call&>(*a);
      const auto& y = static_cast<const Call&>(*b);
      if (x.op()->kind() != y.op()->kind() || x.callee_name() != y.callee_name()) {
        if (x.op()->kind() == y.op()->kind()) {
          return Fail(absl::StrCat(x.IsFunctionCall() ? "function " : "op ", x.callee_name(),
                                   " vs ", y.callee_name()));
        }
        return Fail(absl::StrCat(x.IsFunctionCall() ? "function " : "op ", x.callee_name(), " vs ",
                                 y.IsFunctionCall() ? "function " : "op ", y.callee_name()));
      }
      if (!ExprList("args", x.args(), y.args())) return false;
      if (!AttrsEq(x.kwargs(), y.kwargs())) return At("kwargs");
      if (!AttrsEq(x.attrs(), y.attrs())) return At("attrs");
      if (!Type(x.type(), y.type())) return At("type");
      return true;
    }
    case NodeKind::kSubmit: {
      const auto& x = static_cast<const Submit&>(*a);
      const auto& y = static_cast<const Submit&>(*b);
      if (x.op()->kind() != y.op()->kind() || x.callee_name() != y.callee_name()) {
        return Fail(absl::StrCat(Brief(a), " vs ", Brief(b)));
      }
      if (!ExprList("args", x.args(), y.args())) return false;
      if (!ExprList("deps", x.deps(), y.deps())) return false;
      if (!Expr(x.core_num(), y.core_num())) return At("core_num");
      if (x.sync_start() != y.sync_start()) return Fail("Submit sync_start differs");
      if (x.allow_early_resolve() != y.allow_early_resolve()) {
        return Fail("Submit allow_early_resolve differs");
      }
      if (!Expr(x.predicate(), y.predicate())) return At("predicate");
      if (!AttrsEq(x.kwargs(), y.kwargs())) return At("kwargs");
      if (!AttrsEq(x.attrs(), y.attrs())) return At("attrs");
      if (!Type(x.type(), y.type())) return At("type");
      return true;
    }
    case NodeKind::kMakeTuple:
      return ExprList("elements", static_cast<const MakeTuple&>(*a).elements(),
                      static_cast<const MakeTuple&>(*b).elements());
    case NodeKind::kTupleGetItem: {
      const auto& x = static_cast<const TupleGetItem&>(*a);
      const auto& y = static_cast<const TupleGetItem&>(*b);
      if (!IntEq("tuple index", x.index(), y.index())) return false;
      if (!Expr(x.tuple(), y.tuple())) return At("tuple");
      return true;
    }
    default:
      return Fail(absl::StrCat("unexpected expression kind ", KindName(a->kind())));
  }
}

// ---------------------------------------------------------------------------
// Attributes

// Attrs (and op kwargs) are a map with unique keys: as in the reference,
// entries pair up by key, not by position, so two passes that add the same
// attrs in a different order (or a print -> parse, whose order is the
// printer's) still compare equal. Values are visited in `a`'s order.
bool Comparer::AttrsEq(const Attrs& a, const Attrs& b) {
  const auto& x = a.entries();
  const auto& y = b.entries();
  std::vector<bool> used(y.size(), false);
  for (size_t i = 0; i < x.size(); ++i) {
    size_t j = i;  // same position first: the common case
    if (j >= y.size() || used[j] || y[j].first != x[i].first) {
      j = 0;
      while (j < y.size() && (used[j] || y[j].first != x[i].first)) ++j;
    }
    if (j == y.size()) {
      return Fail(absl::StrCat("key '", x[i].first, "' only on the left"));
    }
    used[j] = true;
    if (!AttrValueEq(x[i].second, y[j].second)) return At(x[i].first);
  }
  for (size_t j = 0; j < y.size(); ++j) {
    if (!used[j]) return Fail(absl::StrCat("key '", y[j].first, "' only on the right"));
  }
  return true;
}

bool Comparer::AttrValueEq(const AttrValue& a, const AttrValue& b) {
  if (a.kind() != b.kind()) {
    return Fail(
        absl::StrCat("value kind ", AttrKindName(a.kind()), " vs ", AttrKindName(b.kind())));
  }
  switch (a.kind()) {
    case AttrValue::Kind::kNone:
      return true;
    case AttrValue::Kind::kBool:
      if (a.AsBool() == b.AsBool()) return true;
      return Fail(
          absl::StrCat(a.AsBool() ? "True" : "False", " vs ", b.AsBool() ? "True" : "False"));
    case AttrValue::Kind::kInt:
      return IntEq("int", a.AsInt(), b.AsInt());
    case AttrValue::Kind::kFloat:
      if (SameBits(a.AsFloat(), b.AsFloat())) return true;
      return Fail(absl::StrCat("float ", a.AsFloat(), " vs ", b.AsFloat()));
    case AttrValue::Kind::kString:
      if (a.AsString() == b.AsString()) return true;
      return Fail(absl::StrCat("'", a.AsString(), "' vs '", b.AsString(), "'"));
    case AttrValue::Kind::kDataType:
      return DtypeEq("dtype", a.AsDataType(), b.AsDataType());
    case AttrValue::Kind::kEnum:
      if (a.EnumQualifier() == b.EnumQualifier() && a.AsString() == b.AsString()) return true;
      return Fail(absl::StrCat(a.EnumQualifier(), ".", a.AsString(), " vs ", b.EnumQualifier(), ".",
                               b.AsString()));
    case AttrValue::Kind::kExpr:
      return Expr(a.AsExpr(), b.AsExpr());
    case AttrValue::Kind::kList: {
      const auto& x = a.AsList();
      const auto& y = b.AsList();
      if (!CountEq("list element", x.size(), y.size())) return false;
      for (size_t i = 0; i < x.size(); ++i) {
        if (!AttrValueEq(x[i], y[i])) return AtIndex("", i);
      }
      return true;
    }
  }
  return true;
}

// ---------------------------------------------------------------------------
// Types

bool Comparer::Shape(const std::vector<ExprPtr>& a, const std::vector<ExprPtr>& b) {
  if (a.size() != b.size()) return Fail(absl::StrCat("rank ", a.size(), " vs ", b.size()));
  for (size_t i = 0; i < a.size(); ++i) {
    if (!Expr(a[i], b[i])) return AtIndex("shape", i);
  }
  return true;
}

bool Comparer::TypeMemRef(const MemRefPtr& a, const MemRefPtr& b) {
  if (!options_.compare_memrefs) return true;
  if (!a || !b) {
    if (a == b) return true;
    return Fail(a ? "memref vs none" : "none vs memref");
  }
  if (!MemRefValue(a.get(), b.get())) return At("memref");
  return true;
}

bool Comparer::TensorTypes(const TensorType& a, const TensorType& b) {
  if (!DtypeEq("dtype", a.dtype(), b.dtype())) return false;
  if (!Shape(a.shape(), b.shape())) return false;
  static const TensorView kNoView;
  const TensorView& va = a.view() ? *a.view() : kNoView;
  const TensorView& vb = b.view() ? *b.view() : kNoView;
  if (!EnumEq("tensor layout", va.layout, vb.layout)) return false;
  if (!EnumEq("tensor pad", va.pad, vb.pad)) return false;
  // An absent valid_shape means "the full shape".
  const auto& valid_a = va.valid_shape.empty() ? a.shape() : va.valid_shape;
  const auto& valid_b = vb.valid_shape.empty() ? b.shape() : vb.valid_shape;
  if (!ExprList("valid_shape", valid_a, valid_b)) return false;
  if (!ExprList("stride", va.stride, vb.stride)) return false;
  return TypeMemRef(a.memref(), b.memref());
}

bool Comparer::TileTypes(const TileType& a, const TileType& b) {
  if (!DtypeEq("dtype", a.dtype(), b.dtype())) return false;
  if (!Shape(a.shape(), b.shape())) return false;
  if (!OptEnumEq("memory space", a.memory_space(), b.memory_space())) return false;
  // Neither stores a view: both views are the implicit one of equal shapes and
  // memory spaces, hence equal (the common case, with no views to build).
  if (!a.view() && !b.view()) return TypeMemRef(a.memref(), b.memref());
  // Compare effective views so that a stored view equal to the implicit one
  // matches no stored view.
  std::optional<TileView> implicit_a, implicit_b;
  if (!a.view()) implicit_a = ImplicitTileView(a.shape(), a.memory_space());
  if (!b.view()) implicit_b = ImplicitTileView(b.shape(), b.memory_space());
  const TileView& va = a.view() ? *a.view() : *implicit_a;
  const TileView& vb = b.view() ? *b.view() : *implicit_b;
  if (!EnumEq("blayout", va.blayout, vb.blayout)) return false;
  if (!EnumEq("slayout", va.slayout, vb.slayout)) return false;
  if (!IntEq("fractal", va.fractal, vb.fractal)) return false;
  if (!EnumEq("pad", va.pad, vb.pad)) return false;
  if (!EnumEq("compact", va.compact, vb.compact)) return false;
  const auto& valid_a = va.valid_shape.empty() ? a.shape() : va.valid_shape;
  const auto& valid_b = vb.valid_shape.empty() ? b.shape() : vb.valid_shape;
  if (!ExprList("valid_shape", valid_a, valid_b)) return false;
  if (!ExprList("stride", va.stride, vb.stride)) return false;
  if (!Expr(va.start_offset, vb.start_offset)) return At("start_offset");
  return TypeMemRef(a.memref(), b.memref());
}

bool Comparer::Type(const TypePtr& a, const TypePtr& b, bool loop_var) {
  if (!a || !b) {
    if (a == b) return true;
    return Fail(
        absl::StrCat(a ? KindName(a->kind()) : "null", " vs ", b ? KindName(b->kind()) : "null"));
  }
  if (a->kind() != b->kind()) {
    return Fail(absl::StrCat(KindName(a->kind()), " vs ", KindName(b->kind())));
  }
  switch (a->kind()) {
    case NodeKind::kScalarType: {
      DataType x = static_cast<const ScalarType&>(*a).dtype();
      DataType y = static_cast<const ScalarType&>(*b).dtype();
      if (loop_var && SameIntDtype(x, y)) return true;
      return DtypeEq("dtype", x, y);
    }
    case NodeKind::kArrayType: {
      const auto& x = static_cast<const ArrayType&>(*a);
      const auto& y = static_cast<const ArrayType&>(*b);
      if (!DtypeEq("dtype", x.dtype(), y.dtype())) return false;
      return IntEq("array extent", x.extent(), y.extent());
    }
    case NodeKind::kTupleType: {
      const auto& x = static_cast<const TupleType&>(*a).types();
      const auto& y = static_cast<const TupleType&>(*b).types();
      if (!CountEq("tuple element", x.size(), y.size())) return false;
      for (size_t i = 0; i < x.size(); ++i) {
        if (!Type(x[i], y[i])) return AtIndex("", i);
      }
      return true;
    }
    case NodeKind::kTensorType:
      return TensorTypes(static_cast<const TensorType&>(*a), static_cast<const TensorType&>(*b));
    case NodeKind::kTileType:
      return TileTypes(static_cast<const TileType&>(*a), static_cast<const TileType&>(*b));
    default:  // Unknown, Ptr, MemRefType: the kind is everything
      return true;
  }
}

template <typename T, typename F>
std::optional<std::string> Mismatch(const T& a, const T& b, const StructuralEqualOptions& options,
                                    F compare) {
  {
    Comparer fast(options, /*record=*/false);
    if (compare(fast, a, b)) return std::nullopt;
  }
  Comparer recording(options, /*record=*/true);
  compare(recording, a, b);
  return recording.Message();
}

}  // namespace

bool StructuralEqual(const ProgramPtr& a, const ProgramPtr& b,
                     const StructuralEqualOptions& options) {
  return Comparer(options, false).Program(a, b);
}
bool StructuralEqual(const FunctionPtr& a, const FunctionPtr& b,
                     const StructuralEqualOptions& options) {
  return Comparer(options, false).Function(a, b);
}
bool StructuralEqual(const StmtPtr& a, const StmtPtr& b, const StructuralEqualOptions& options) {
  return Comparer(options, false).Stmt(a, b);
}
bool StructuralEqual(const ExprPtr& a, const ExprPtr& b, const StructuralEqualOptions& options) {
  return Comparer(options, false).Expr(a, b);
}
bool StructuralEqual(const TypePtr& a, const TypePtr& b, const StructuralEqualOptions& options) {
  return Comparer(options, false).Type(a, b);
}

std::optional<std::string> FindStructuralMismatch(const ProgramPtr& a, const ProgramPtr& b,
                                                  const StructuralEqualOptions& options) {
  return Mismatch(a, b, options, [](Comparer& c, const ProgramPtr& x, const ProgramPtr& y) {
    return c.Program(x, y);
  });
}
std::optional<std::string> FindStructuralMismatch(const FunctionPtr& a, const FunctionPtr& b,
                                                  const StructuralEqualOptions& options) {
  return Mismatch(a, b, options, [](Comparer& c, const FunctionPtr& x, const FunctionPtr& y) {
    return c.Function(x, y);
  });
}
std::optional<std::string> FindStructuralMismatch(const StmtPtr& a, const StmtPtr& b,
                                                  const StructuralEqualOptions& options) {
  return Mismatch(a, b, options,
                  [](Comparer& c, const StmtPtr& x, const StmtPtr& y) { return c.Stmt(x, y); });
}
std::optional<std::string> FindStructuralMismatch(const ExprPtr& a, const ExprPtr& b,
                                                  const StructuralEqualOptions& options) {
  return Mismatch(a, b, options,
                  [](Comparer& c, const ExprPtr& x, const ExprPtr& y) { return c.Expr(x, y); });
}
std::optional<std::string> FindStructuralMismatch(const TypePtr& a, const TypePtr& b,
                                                  const StructuralEqualOptions& options) {
  return Mismatch(a, b, options,
                  [](Comparer& c, const TypePtr& x, const TypePtr& y) { return c.Type(x, y); });
}

}  // namespace ptoc::ir
