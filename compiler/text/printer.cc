#include "compiler/text/printer.h"

#include <cmath>
#include <cstdio>
#include <functional>
#include <map>
#include <set>
#include <unordered_set>

#include "absl/strings/str_cat.h"
#include "compiler/text/var_names.h"

namespace ptoc::text {
namespace {

using ir::As;
using ir::AttrValue;
using ir::ExprPtr;
using ir::NodeKind;
using ir::StmtPtr;
using ir::TypePtr;

// Shortest text that reads back as the same double (17 significant digits,
// %g style); integral values get ".0" so they re-parse as floats.
std::string FormatFloat(double value) {
  char buf[64];
  std::snprintf(buf, sizeof(buf), "%.17g", value);
  std::string text = buf;
  if (std::isfinite(value) && text.find_first_of(".eE") == std::string::npos) text += ".0";
  return text;
}

// Double-quoted string with `"` and `\` escaped (C++ std::quoted).
std::string Quote(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  out += '"';
  return out;
}

// Python operator precedence, higher binds tighter.
enum class Prec : int {
  kOr = 1,
  kXor,
  kAnd,
  kNot,
  kComparison,
  kBitOr,
  kBitXor,
  kBitAnd,
  kBitShift,
  kAddSub,
  kMulDivMod,
  kUnary,
  kPow,
  kCall,
  kAtom,
};

Prec BinaryPrec(ir::BinaryOp op) {
  using B = ir::BinaryOp;
  switch (op) {
    case B::kOr:
      return Prec::kOr;
    case B::kXor:
      return Prec::kXor;
    case B::kAnd:
      return Prec::kAnd;
    case B::kEq:
    case B::kNe:
    case B::kLt:
    case B::kLe:
    case B::kGt:
    case B::kGe:
      return Prec::kComparison;
    case B::kBitOr:
      return Prec::kBitOr;
    case B::kBitXor:
      return Prec::kBitXor;
    case B::kBitAnd:
      return Prec::kBitAnd;
    case B::kBitShiftLeft:
    case B::kBitShiftRight:
      return Prec::kBitShift;
    case B::kAdd:
    case B::kSub:
      return Prec::kAddSub;
    case B::kMul:
    case B::kFloorDiv:
    case B::kFloatDiv:
    case B::kFloorMod:
      return Prec::kMulDivMod;
    case B::kPow:
      return Prec::kPow;
    case B::kMin:
    case B::kMax:
      return Prec::kCall;
  }
  return Prec::kAtom;
}

Prec PrecedenceOf(const ExprPtr& e) {
  if (!e) return Prec::kAtom;
  if (auto b = As<ir::BinaryExpr>(e)) return BinaryPrec(b->op());
  if (auto u = As<ir::UnaryExpr>(e)) {
    switch (u->op()) {
      case ir::UnaryOp::kNot:
        return Prec::kNot;
      case ir::UnaryOp::kNeg:
      case ir::UnaryOp::kBitNot:
        return Prec::kUnary;
      default:
        return Prec::kCall;
    }
  }
  if (e->kind() == NodeKind::kCall) return Prec::kCall;
  return Prec::kAtom;
}

const char* BinarySymbol(ir::BinaryOp op) {
  using B = ir::BinaryOp;
  switch (op) {
    case B::kAdd:
      return "+";
    case B::kSub:
      return "-";
    case B::kMul:
      return "*";
    case B::kFloorDiv:
      return "//";
    case B::kFloorMod:
      return "%";
    case B::kFloatDiv:
      return "/";
    case B::kPow:
      return "**";
    case B::kEq:
      return "==";
    case B::kNe:
      return "!=";
    case B::kLt:
      return "<";
    case B::kLe:
      return "<=";
    case B::kGt:
      return ">";
    case B::kGe:
      return ">=";
    case B::kAnd:
      return "and";
    case B::kOr:
      return "or";
    case B::kXor:
      return "xor";
    case B::kBitAnd:
      return "&";
    case B::kBitOr:
      return "|";
    case B::kBitXor:
      return "^";
    case B::kBitShiftLeft:
      return "<<";
    case B::kBitShiftRight:
      return ">>";
    case B::kMin:
      return "min";
    case B::kMax:
      return "max";
  }
  return "?";
}

bool IsNegativeConstant(const ExprPtr& e) {
  if (auto c = As<ir::ConstInt>(e)) return c->value() < 0;
  if (auto c = As<ir::ConstFloat>(e)) return std::signbit(c->value());
  return false;
}

// A binary tree of integer constants only: its leaves must print typed, or
// re-parsing would fold `32 + 32` into one literal.
bool IsPureConstIntTree(const ExprPtr& e) {
  if (As<ir::ConstInt>(e)) return true;
  if (auto b = As<ir::BinaryExpr>(e))
    return IsPureConstIntTree(b->lhs()) && IsPureConstIntTree(b->rhs());
  return false;
}

// Integer constants by value, binary composites structurally, calls by op
// name and arguments, anything else by identity.
bool SameDimExpr(const ExprPtr& a, const ExprPtr& b) {
  if (a == b) return true;
  if (!a || !b) return false;
  auto ca = As<ir::ConstInt>(a);
  auto cb = As<ir::ConstInt>(b);
  if (ca && cb) return ca->value() == cb->value();
  auto ba = As<ir::BinaryExpr>(a);
  auto bb = As<ir::BinaryExpr>(b);
  if (ba && bb && ba->op() == bb->op()) {
    return SameDimExpr(ba->lhs(), bb->lhs()) && SameDimExpr(ba->rhs(), bb->rhs());
  }
  auto ka = As<ir::Call>(a);
  auto kb = As<ir::Call>(b);
  if (ka && kb && ka->op() && kb->op() && ka->op()->name() == kb->op()->name()) {
    if (ka->args().size() != kb->args().size()) return false;
    for (size_t i = 0; i < ka->args().size(); ++i) {
      if (!SameDimExpr(ka->args()[i], kb->args()[i])) return false;
    }
    return true;
  }
  return false;
}

bool SameDimList(const std::vector<ExprPtr>& a, const std::vector<ExprPtr>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (!SameDimExpr(a[i], b[i])) return false;
  }
  return true;
}

const char* CastModeName(int64_t mode) {
  static const char* const kNames[] = {"none", "rint", "round", "floor", "ceil", "trunc", "odd"};
  return mode >= 0 && mode < 7 ? kNames[mode] : nullptr;
}

const char* PipeTypeName(int64_t pipe) {
  static const char* const kNames[] = {"MTE1", "MTE2", "MTE3", "M", "V", "S", "FIX", "ALL"};
  return pipe >= 0 && pipe < 8 ? kNames[pipe] : nullptr;
}

bool IsOp(const ir::CallPtr& call, const char* name) {
  return call && call->op() && call->op()->kind() == NodeKind::kOp && call->op()->name() == name;
}

bool IsVarLike(const ExprPtr& e) {
  return e && (e->kind() == NodeKind::kVar || e->kind() == NodeKind::kIterArg);
}

// The Var held by an attribute value (Expr kind), if any.
const ir::Var* AttrVar(const AttrValue* v) {
  if (!v || v->kind() != AttrValue::Kind::kExpr) return nullptr;
  auto var = As<ir::Var>(v->AsExpr());
  return var.get();
}

class Printer {
 public:
  explicit Printer(const PrintOptions& options) : opt_(options), pl_(options.prefix) {}

  std::string TakeOutput() { return std::move(out_); }

  // ---------------------------------------------------------------- program
  void PrintProgram(const ir::Program& program) {
    const std::string name = program.name().empty() ? "Program" : program.name();
    out_ += "# pypto.program: " + name + "\n";
    if (pl_ == "pl") {
      out_ += "import pypto.language as pl\n\n";
    } else {
      out_ += "from pypto import language as " + pl_ + "\n\n";
    }
    dyn_names_ = CollectDynamicDims(program);
    if (!dyn_names_.empty()) {
      std::set<std::string> sorted;
      for (const auto& [var, n] : dyn_names_) sorted.insert(n);
      for (const auto& n : sorted) out_ += n + " = " + pl_ + ".dynamic(\"" + n + "\")\n";
      out_ += "\n";
    }
    out_ += "@" + pl_ + ".program\n";
    out_ += "class " + name + ":\n";
    ++indent_;
    in_program_ = true;
    bool first = true;
    for (const auto& func : CalleeFirstOrder(program)) {
      if (!first) out_ += "\n";
      first = false;
      PrintFunction(func);
    }
    in_program_ = false;
    --indent_;
  }

  // --------------------------------------------------------------- function
  void PrintFunction(const ir::FunctionPtr& func) {
    if (!func) return;
    BuildFunctionNames(func->params(), func->body(), /*is_function=*/true);
    PrintDecorator(*func);
    out_ += Indent() + "def " + func->name() + "(";
    const bool is_sub_worker = func->role() && *func->role() == ir::Role::kSubWorker;
    const bool emit_self = in_program_ && !is_sub_worker;
    if (emit_self) out_ += "self";
    const auto& params = func->params();
    for (size_t i = 0; i < params.size(); ++i) {
      if (i > 0 || emit_self) out_ += ", ";
      const auto& p = params[i];
      out_ += VarName(p.get()) + ": ";
      const TypePtr type = p ? p->type() : nullptr;
      ir::ParamDirection dir = i < func->param_directions().size() ? func->param_directions()[i]
                                                                   : ir::ParamDirection::kIn;
      if (dir == ir::ParamDirection::kInOut) {
        out_ += pl_ + ".InOut[" + TypeText(type) + "]";
      } else if (dir == ir::ParamDirection::kOut) {
        out_ += pl_ + ".Out[" + TypeText(type) + "]";
      } else {
        out_ += TypeText(type);
      }
    }
    out_ += ")";
    const auto& rets = func->return_types();
    if (!rets.empty()) {
      out_ += " -> ";
      if (rets.size() == 1) {
        out_ += TypeText(rets[0]);
      } else {
        out_ += "tuple[";
        for (size_t i = 0; i < rets.size(); ++i) {
          if (i > 0) out_ += ", ";
          out_ += TypeText(rets[i]);
        }
        out_ += "]";
      }
    }
    out_ += ":\n";

    ++indent_;
    const StmtPtr& body = func->body();
    if (auto seq = As<ir::SeqStmts>(body)) {
      const auto& stmts = seq->stmts();
      if (stmts.empty()) {
        out_ += Indent() + "pass";
      } else {
        for (size_t i = 0; i < stmts.size(); ++i) {
          if (ShouldSuppressPlaceholder(stmts, i)) continue;
          // A yield at function level is the function's result.
          if (auto y = As<ir::YieldStmt>(stmts[i])) {
            out_ += Indent();
            PrintReturnValues(y->values());
          } else {
            PrintStmtBlock(stmts[i]);
          }
          if (i + 1 < stmts.size()) out_ += "\n";
        }
      }
    } else if (auto y = As<ir::YieldStmt>(body)) {
      out_ += Indent();
      PrintReturnValues(y->values());
    } else if (body) {
      PrintStmtBlock(body);
    }
    --indent_;
  }

  // ------------------------------------------------------------- statement
  void PrintRootStmt(const StmtPtr& stmt) {
    BuildFunctionNames({}, stmt, /*is_function=*/false);
    VisitStmt(stmt);
  }

  // ------------------------------------------------------------ expression
  void VisitExpr(const ExprPtr& expr) {
    if (!expr) {
      out_ += "None";
      return;
    }
    switch (expr->kind()) {
      case NodeKind::kVar:
      case NodeKind::kIterArg:
        out_ += VarName(static_cast<const ir::Var*>(expr.get()));
        break;
      case NodeKind::kMemRef:
        out_ += As<ir::MemRef>(expr)->name_hint();
        break;
      case NodeKind::kConstInt: {
        auto c = As<ir::ConstInt>(expr);
        if (c->dtype() == ir::DataType::kIndex && !typed_index_consts_) {
          out_ += std::to_string(c->value());
        } else {
          out_ += pl_ + ".const(" + std::to_string(c->value()) + ", " + DTypeText(c->dtype()) + ")";
        }
        break;
      }
      case NodeKind::kConstFloat: {
        auto c = As<ir::ConstFloat>(expr);
        if (c->dtype() != ir::DataType::kFP32) {
          out_ += pl_ + ".const(" + FormatFloat(c->value()) + ", " + DTypeText(c->dtype()) + ")";
        } else {
          out_ += FormatFloat(c->value());
        }
        break;
      }
      case NodeKind::kConstBool:
        out_ += As<ir::ConstBool>(expr)->value() ? "True" : "False";
        break;
      case NodeKind::kBinary:
        PrintBinary(As<ir::BinaryExpr>(expr));
        break;
      case NodeKind::kUnary:
        PrintUnary(As<ir::UnaryExpr>(expr));
        break;
      case NodeKind::kCall:
        PrintCall(As<ir::Call>(expr));
        break;
      case NodeKind::kMakeTuple: {
        out_ += "[";
        const auto& elems = As<ir::MakeTuple>(expr)->elements();
        for (size_t i = 0; i < elems.size(); ++i) {
          if (i > 0) out_ += ", ";
          VisitExpr(elems[i]);
        }
        out_ += "]";
        break;
      }
      case NodeKind::kTupleGetItem: {
        auto g = As<ir::TupleGetItem>(expr);
        VisitExpr(g->tuple());
        out_ += "[" + std::to_string(g->index()) + "]";
        break;
      }
      default:
        out_ += "None";
        break;
    }
  }

  // ------------------------------------------------------------------ type
  std::string TypeText(const TypePtr& type) {
    if (!type) return pl_ + ".UnknownType";
    switch (type->kind()) {
      case NodeKind::kScalarType:
        return pl_ + ".Scalar[" + DTypeText(As<ir::ScalarType>(type)->dtype()) + "]";
      case NodeKind::kTensorType: {
        auto t = As<ir::TensorType>(type);
        std::string s = pl_ + ".Tensor[[" + DimsText(t->shape()) + "], " + DTypeText(t->dtype());
        if (t->view()) {
          std::string v = TensorViewText(*t->view(), t->shape());
          s += ", " + (v.empty() ? pl_ + ".TensorView()" : v);
        }
        if (t->memref()) s += ", " + MemRefText(*t->memref());
        return s + "]";
      }
      case NodeKind::kTileType: {
        auto t = As<ir::TileType>(type);
        std::string s = pl_ + ".Tile[[" + DimsText(t->shape()) + "], " + DTypeText(t->dtype());
        if (t->memref()) s += ", " + MemRefText(*t->memref());
        if (t->memory_space())
          s += ", " + pl_ + ".Mem." + std::string(ir::EnumName(*t->memory_space()));
        std::optional<ir::TileView> view;
        if (opt_.view_level == ViewLevel::kExplicit) {
          view = t->EffectiveView();
        } else if (t->view()) {
          view = *t->view();
        }
        if (view) {
          std::string v = TileViewText(*view, t->shape(), t->memory_space());
          s += ", " + (v.empty() ? pl_ + ".TileView()" : v);
        }
        return s + "]";
      }
      case NodeKind::kTupleType: {
        auto t = As<ir::TupleType>(type);
        if (t->types().empty()) return pl_ + ".Tuple[()]";
        std::string s = pl_ + ".Tuple[";
        for (size_t i = 0; i < t->types().size(); ++i) {
          if (i > 0) s += ", ";
          s += TypeText(t->types()[i]);
        }
        return s + "]";
      }
      case NodeKind::kArrayType: {
        auto t = As<ir::ArrayType>(type);
        return pl_ + ".Array[" + std::to_string(t->extent()) + ", " + DTypeText(t->dtype()) + "]";
      }
      case NodeKind::kMemRefType:
        return pl_ + ".MemRefType";
      case NodeKind::kPtrType:
        return pl_ + ".Ptr";
      default:
        return pl_ + ".UnknownType";
    }
  }

 private:
  // ------------------------------------------------------------ var names
  void BuildFunctionNames(const std::vector<ir::VarPtr>& params, const StmtPtr& body,
                          bool is_function) {
    std::vector<const ir::Var*> refs;
    std::unordered_set<const ir::Var*> param_set;
    for (const auto& p : params) {
      refs.push_back(p.get());
      param_set.insert(p.get());
    }
    VarDefUse du = CollectVarDefUse(body);
    refs.insert(refs.end(), du.defs_ordered.begin(), du.defs_ordered.end());
    refs.insert(refs.end(), du.uses_ordered.begin(), du.uses_ordered.end());
    free_vars_.clear();
    if (is_function) {
      // A use that is neither a parameter nor defined in the body is a
      // variable leaked from elsewhere: mark it visibly.
      for (const ir::Var* use : du.uses_ordered) {
        if (!param_set.count(use) && !du.defs.count(use) && !dyn_names_.count(use)) {
          free_vars_.insert(use);
        }
      }
    }
    body_defs_ = std::move(du.defs);
    // Program-level dimension variables keep their global names.
    std::vector<const ir::Var*> local;
    for (const ir::Var* v : refs) {
      if (v && !dyn_names_.count(v)) local.push_back(v);
    }
    var_names_ = DisambiguateNames(local, /*include_unique=*/false);
  }

  std::string VarName(const ir::Var* var) const {
    if (!var) return "None";
    const char* suffix = free_vars_.count(var) ? "__FREE_VAR" : "";
    auto it = var_names_.find(var);
    if (it != var_names_.end()) return it->second + suffix;
    auto dit = dyn_names_.find(var);
    if (dit != dyn_names_.end()) return dit->second;
    return var->name_hint() + suffix;
  }

  // ----------------------------------------------------------- decorator
  void PrintDecorator(const ir::Function& func) {
    out_ += Indent() + "@" + pl_ + ".function";
    const bool has_type = func.func_type() != ir::FunctionType::kOpaque;
    const AttrValue* auto_scope = func.attrs().Find("auto_scope");
    const bool auto_scope_off =
        auto_scope && auto_scope->kind() == AttrValue::Kind::kBool && !auto_scope->AsBool();
    bool has_attrs = false;
    for (const auto& [k, v] : func.attrs()) {
      if (k != "auto_scope") has_attrs = true;
    }
    if (!has_type && !func.level() && !func.role() && !auto_scope_off && !has_attrs) {
      out_ += "\n";
      return;
    }
    std::vector<std::string> parts;
    if (has_type)
      parts.push_back("type=" + pl_ + ".FunctionType." +
                      std::string(ir::EnumName(func.func_type())));
    if (func.level())
      parts.push_back("level=" + pl_ + ".Level." + std::string(ir::EnumName(*func.level())));
    if (func.role())
      parts.push_back("role=" + pl_ + ".Role." + std::string(ir::EnumName(*func.role())));
    if (auto_scope_off) parts.push_back("auto_scope=False");
    out_ += "(";
    for (size_t i = 0; i < parts.size(); ++i) {
      if (i > 0) out_ += ", ";
      out_ += parts[i];
    }
    if (has_attrs) {
      if (!parts.empty()) out_ += ", ";
      out_ += "attrs={";
      bool first = true;
      for (const auto& [k, v] : func.attrs()) {
        if (k == "auto_scope") continue;
        if (!first) out_ += ", ";
        first = false;
        out_ += Quote(k) + ": ";
        if (k == "split" && v.kind() == AttrValue::Kind::kInt) {
          ir::SplitMode mode = static_cast<ir::SplitMode>(v.AsInt());
          out_ += pl_ + ".SplitMode." + std::string(ir::EnumName(mode));
        } else {
          PrintAttrValue(v);
        }
      }
      out_ += "}";
    }
    out_ += ")\n";
  }

  // ------------------------------------------------------------ statements
  std::string Indent() const { return std::string(static_cast<size_t>(indent_) * 4, ' '); }

  void PrintReturnValues(const std::vector<ExprPtr>& values) {
    out_ += "return";
    if (!values.empty()) {
      out_ += " ";
      PrintExprList(values);
    }
  }

  void PrintExprList(const std::vector<ExprPtr>& values) {
    for (size_t i = 0; i < values.size(); ++i) {
      if (i > 0) out_ += ", ";
      VisitExpr(values[i]);
    }
  }

  // Statements at the current indent; a sequence is transparent.
  void PrintStmtBlock(const StmtPtr& stmt) {
    if (auto seq = As<ir::SeqStmts>(stmt)) {
      const auto& stmts = seq->stmts();
      for (size_t i = 0; i < stmts.size(); ++i) {
        if (ShouldSuppressPlaceholder(stmts, i)) continue;
        PrintStmtBlock(stmts[i]);
        if (i + 1 < stmts.size()) out_ += "\n";
      }
    } else {
      out_ += Indent();
      VisitStmt(stmt);
    }
  }

  void VisitStmt(const StmtPtr& stmt) {
    if (!stmt) {
      out_ += "pass";
      return;
    }
    switch (stmt->kind()) {
      case NodeKind::kAssign: {
        auto s = As<ir::AssignStmt>(stmt);
        out_ += VarName(s->var().get());
        if (!opt_.drop_annotations) out_ += ": " + TypeText(s->var() ? s->var()->type() : nullptr);
        out_ += " = ";
        VisitExpr(s->value());
        break;
      }
      case NodeKind::kEval:
        VisitExpr(As<ir::EvalStmt>(stmt)->expr());
        break;
      case NodeKind::kSeq: {
        const auto& stmts = As<ir::SeqStmts>(stmt)->stmts();
        for (size_t i = 0; i < stmts.size(); ++i) {
          if (ShouldSuppressPlaceholder(stmts, i)) continue;
          PrintStmtBlock(stmts[i]);
          if (i + 1 < stmts.size()) out_ += "\n";
        }
        break;
      }
      case NodeKind::kReturn:
        PrintReturnValues(As<ir::ReturnStmt>(stmt)->values());
        break;
      case NodeKind::kYield:
        out_ += pl_ + ".yield_(";
        PrintExprList(As<ir::YieldStmt>(stmt)->values());
        out_ += ")";
        break;
      case NodeKind::kIf:
        PrintIf(As<ir::IfStmt>(stmt));
        break;
      case NodeKind::kFor:
        PrintFor(As<ir::ForStmt>(stmt));
        break;
      case NodeKind::kWhile:
        PrintWhile(As<ir::WhileStmt>(stmt));
        break;
      case NodeKind::kScope:
        PrintScope(As<ir::ScopeStmt>(stmt));
        break;
      case NodeKind::kBreak:
        out_ += "break";
        break;
      case NodeKind::kContinue:
        out_ += "continue";
        break;
      default:
        out_ += "pass";
        break;
    }
  }

  void PrintYieldAssignment(const std::vector<ExprPtr>& values,
                            const std::vector<ir::VarPtr>& rvs) {
    out_ += Indent();
    if (rvs.size() == 1) {
      out_ += VarName(rvs[0].get());
      if (!opt_.drop_annotations) out_ += ": " + TypeText(rvs[0] ? rvs[0]->type() : nullptr);
    } else {
      for (size_t i = 0; i < rvs.size(); ++i) {
        if (i > 0) out_ += ", ";
        out_ += VarName(rvs[i].get());
      }
    }
    out_ += " = " + pl_ + ".yield_(";
    PrintExprList(values);
    out_ += ")";
  }

  // Body of a for / while / if: a trailing yield becomes an assignment to the
  // construct's return vars.
  void PrintBody(const StmtPtr& body, const std::vector<ir::VarPtr>& rvs) {
    if (!body) {
      out_ += Indent() + "pass";
      return;
    }
    if (auto seq = As<ir::SeqStmts>(body); seq && seq->stmts().size() == 1) {
      PrintBody(seq->stmts()[0], rvs);
      return;
    }
    if (auto y = As<ir::YieldStmt>(body)) {
      if (!y->values().empty() && !rvs.empty()) {
        PrintYieldAssignment(y->values(), rvs);
      } else {
        out_ += Indent();
        VisitStmt(y);
      }
    } else if (auto seq = As<ir::SeqStmts>(body)) {
      const auto& stmts = seq->stmts();
      if (stmts.empty()) {
        out_ += Indent() + "pass";
        return;
      }
      for (size_t i = 0; i < stmts.size(); ++i) {
        if (ShouldSuppressPlaceholder(stmts, i)) continue;
        const bool is_last = i + 1 == stmts.size();
        auto y = As<ir::YieldStmt>(stmts[i]);
        if (y && is_last && !y->values().empty() && !rvs.empty()) {
          PrintYieldAssignment(y->values(), rvs);
        } else if (y) {
          out_ += Indent();
          VisitStmt(y);
        } else {
          PrintStmtBlock(stmts[i]);
        }
        if (!is_last) out_ += "\n";
      }
    } else if (auto scope = As<ir::ScopeStmt>(body);
               scope && scope->scope_kind() == ir::ScopeKind::kRuntime && !scope->fields().manual) {
      // A runtime scope wrapping a loop body keeps the yield assignment.
      out_ += Indent() + "with " + pl_ + ".scope():\n";
      ++indent_;
      PrintBody(scope->body(), rvs);
      --indent_;
    } else {
      PrintStmtBlock(body);
    }
  }

  void PrintIf(const ir::IfStmtPtr& s) {
    out_ += "if ";
    VisitExpr(s->condition());
    out_ += ":\n";
    ++indent_;
    PrintBody(s->then_body(), s->return_vars());
    --indent_;
    if (s->else_body()) {
      out_ += "\n" + Indent() + "else:\n";
      ++indent_;
      PrintBody(s->else_body(), s->return_vars());
      --indent_;
    }
  }

  void PrintIterArgNames(const std::vector<ir::IterArgPtr>& iter_args) {
    for (size_t i = 0; i < iter_args.size(); ++i) {
      if (i > 0) out_ += ", ";
      out_ += VarName(iter_args[i].get());
    }
    if (iter_args.size() == 1) out_ += ",";
  }

  void PrintInitValues(const std::vector<ir::IterArgPtr>& iter_args) {
    out_ += "init_values=(";
    for (size_t i = 0; i < iter_args.size(); ++i) {
      if (i > 0) out_ += ", ";
      VisitExpr(iter_args[i] ? iter_args[i]->init_value() : nullptr);
    }
    if (iter_args.size() == 1) out_ += ",";
    out_ += ")";
  }

  void PrintFor(const ir::ForStmtPtr& s) {
    out_ += "for " + VarName(s->loop_var().get());
    if (!s->iter_args().empty()) {
      out_ += ", (";
      PrintIterArgNames(s->iter_args());
      out_ += ")";
    }
    const char* fn = ".range(";
    switch (s->for_kind()) {
      case ir::ForKind::kParallel:
        fn = ".parallel(";
        break;
      case ir::ForKind::kUnroll:
        fn = ".unroll(";
        break;
      case ir::ForKind::kPipeline:
        fn = ".pipeline(";
        break;
      default:
        break;
    }
    out_ += " in " + pl_ + fn;
    // Start / step are elided only when the bare literal re-parses to the
    // same INDEX constant.
    auto is_index = [](const ExprPtr& e, int64_t v) {
      auto c = As<ir::ConstInt>(e);
      return c && c->value() == v && c->dtype() == ir::DataType::kIndex;
    };
    const bool start_zero = is_index(s->start(), 0);
    const bool step_one = is_index(s->step(), 1);
    if (start_zero && step_one) {
      VisitExpr(s->stop());
    } else {
      VisitExpr(s->start());
      out_ += ", ";
      VisitExpr(s->stop());
      if (!step_one) {
        out_ += ", ";
        VisitExpr(s->step());
      }
    }
    const bool pipeline = s->for_kind() == ir::ForKind::kPipeline;
    if (pipeline) {
      const AttrValue* stages = s->attrs().Find("pipeline_stages");
      int64_t n = stages && stages->kind() == AttrValue::Kind::kInt ? stages->AsInt() : 0;
      out_ += ", stage=" + std::to_string(n);
    }
    if (!s->iter_args().empty()) {
      out_ += ", ";
      PrintInitValues(s->iter_args());
    }
    bool header = false;
    for (const auto& [k, v] : s->attrs()) {
      if (pipeline && k == "pipeline_stages") continue;
      out_ += header ? ", " : ", attrs={";
      header = true;
      out_ += Quote(k) + ": ";
      PrintAttrValue(v);
    }
    if (header) out_ += "}";
    out_ += "):\n";
    ++indent_;
    PrintBody(s->body(), s->return_vars());
    --indent_;
  }

  void PrintWhile(const ir::WhileStmtPtr& s) {
    if (s->iter_args().empty()) {
      out_ += "while ";
      VisitExpr(s->condition());
      out_ += ":\n";
      ++indent_;
      PrintBody(s->body(), s->return_vars());
      --indent_;
      return;
    }
    out_ += "for (";
    PrintIterArgNames(s->iter_args());
    out_ += ") in " + pl_ + ".while_(";
    PrintInitValues(s->iter_args());
    out_ += "):\n";
    ++indent_;
    out_ += Indent() + pl_ + ".cond(";
    VisitExpr(s->condition());
    out_ += ")\n";
    PrintBody(s->body(), s->return_vars());
    --indent_;
  }

  // ---------------------------------------------------------------- scopes
  // `, <kwarg>=[v1, v2]` from a Var-list scope attribute; false if absent.
  bool PrintScopeVarList(const ir::Attrs& attrs, const char* key, const char* kwarg) {
    const AttrValue* v = attrs.Find(key);
    if (!v || v->kind() != AttrValue::Kind::kList) return false;
    std::vector<const ir::Var*> vars;
    for (const auto& e : v->AsList()) {
      if (const ir::Var* var = AttrVar(&e)) vars.push_back(var);
    }
    if (vars.empty()) return false;
    out_ += std::string(", ") + kwarg + "=[";
    for (size_t i = 0; i < vars.size(); ++i) {
      if (i > 0) out_ += ", ";
      out_ += VarName(vars[i]);
    }
    out_ += "]";
    return true;
  }

  bool AttrTrue(const ir::Attrs& attrs, const char* key) {
    const AttrValue* v = attrs.Find(key);
    return v && v->kind() == AttrValue::Kind::kBool && v->AsBool();
  }

  void PrintOptimizations(ir::SplitMode split, const ir::Attrs& attrs) {
    const bool has_mode = split != ir::SplitMode::kNone;
    const AttrValue* slot = attrs.Find("slot_num");
    if (!has_mode && !slot) return;
    out_ += ", optimizations=[";
    if (has_mode)
      out_ += pl_ + ".split(" + pl_ + ".SplitMode." + std::string(ir::EnumName(split)) + ")";
    if (slot) {
      if (has_mode) out_ += ", ";
      out_ += pl_ + ".cross_core_slot(slot_num=" +
              std::to_string(slot->kind() == AttrValue::Kind::kInt ? slot->AsInt() : 0) + ")";
    }
    out_ += "]";
  }

  void PrintNameHint(const std::string& name_hint, bool leading_comma = true) {
    if (name_hint.empty()) return;
    out_ += std::string(leading_comma ? ", " : "") + "name_hint=\"" + name_hint + "\"";
  }

  void PrintPredicate(const ir::Attrs& attrs) {
    const AttrValue* p = attrs.Find("predicate");
    if (!p || p->kind() != AttrValue::Kind::kExpr || !p->AsExpr()) return;
    out_ += ", predicate=(";
    VisitExpr(p->AsExpr());
    out_ += ")";
  }

  void PrintTaskIdSuffix(const ir::Attrs& attrs) {
    if (const ir::Var* tid = AttrVar(attrs.Find("task_id_var"))) out_ += " as " + VarName(tid);
  }

  void PrintCommonScopeKwargs(const ir::Attrs& attrs) {
    PrintScopeVarList(attrs, "manual_dep_edges", "deps");
    PrintScopeVarList(attrs, "arg_direction_overrides_vars", "no_dep_args");
    PrintScopeVarList(attrs, "dump_vars", "dumps");
    if (AttrTrue(attrs, "allow_early_resolve")) out_ += ", allow_early_resolve=True";
    if (AttrTrue(attrs, "windowize")) out_ += ", windowize=True";
  }

  // Statements of `stmts` from `start` on, at the current indent.
  void PrintStmtRange(const std::vector<StmtPtr>& stmts, size_t start) {
    for (size_t i = start; i < stmts.size(); ++i) {
      if (ShouldSuppressPlaceholder(stmts, i)) continue;
      PrintStmtBlock(stmts[i]);
      if (i + 1 < stmts.size()) out_ += "\n";
    }
  }

  void PrintScope(const ir::ScopeStmtPtr& s) {
    const auto& f = s->fields();
    switch (f.scope_kind) {
      case ir::ScopeKind::kInCore:
        out_ += "with " + pl_ + ".at(level=" + pl_ + ".Level.CORE_GROUP";
        PrintOptimizations(f.split, f.attrs);
        PrintNameHint(f.name_hint);
        PrintCommonScopeKwargs(f.attrs);
        out_ += ")";
        PrintTaskIdSuffix(f.attrs);
        out_ += ":\n";
        break;
      case ir::ScopeKind::kHierarchy:
        out_ += "with " + pl_ + ".at(";
        if (f.level) out_ += "level=" + pl_ + ".Level." + std::string(ir::EnumName(*f.level));
        if (f.role) {
          out_ += std::string(f.level ? ", " : "") + "role=" + pl_ + ".Role." +
                  std::string(ir::EnumName(*f.role));
        }
        PrintNameHint(f.name_hint, f.level || f.role);
        PrintCommonScopeKwargs(f.attrs);
        out_ += ")";
        PrintTaskIdSuffix(f.attrs);
        out_ += ":\n";
        break;
      case ir::ScopeKind::kCluster:
        out_ += "with " + pl_ + ".cluster(";
        PrintNameHint(f.name_hint, false);
        out_ += "):\n";
        break;
      case ir::ScopeKind::kRuntime:
        out_ += "with " + pl_ +
                (f.manual ? ".scope(mode=" + pl_ + ".ScopeMode.MANUAL):\n" : ".scope():\n");
        break;
      case ir::ScopeKind::kSpmd:
        PrintSpmd(s);
        return;
      case ir::ScopeKind::kSplitAiv:
        PrintSplitAiv(s);
        return;
      case ir::ScopeKind::kCommDomain:
        PrintCommDomain(s);
        return;
    }
    ++indent_;
    PrintStmtBlock(s->body());
    --indent_;
  }

  void PrintSpmdHeaderArgs(const ir::ScopeStmt::Fields& f) {
    VisitExpr(f.core_num);
    if (f.sync_start) out_ += ", sync_start=True";
    PrintNameHint(f.name_hint);
  }

  void PrintSpmd(const ir::ScopeStmtPtr& s) {
    const auto& f = s->fields();
    auto incore = As<ir::ScopeStmt>(s->body());
    if (incore && incore->scope_kind() != ir::ScopeKind::kInCore) incore = nullptr;
    const StmtPtr inner = incore ? incore->body() : nullptr;

    if (AttrVar(f.attrs.Find("task_id_var"))) {
      out_ += "with " + pl_ + ".spmd(";
      PrintSpmdHeaderArgs(f);
      if (incore) PrintOptimizations(incore->fields().split, incore->fields().attrs);
      PrintScopeVarList(f.attrs, "manual_dep_edges", "deps");
      if (AttrTrue(f.attrs, "allow_early_resolve")) out_ += ", allow_early_resolve=True";
      PrintPredicate(f.attrs);
      out_ += ")";
      PrintTaskIdSuffix(f.attrs);
      out_ += ":\n";
      ++indent_;
      const bool inline_body = incore && (incore->fields().split != ir::SplitMode::kNone ||
                                          incore->fields().attrs.Has("slot_num") || f.loop_var);
      if (!inline_body) {
        PrintStmtBlock(s->body());
      } else {
        PrintStmtRange(ir::StmtList(inner), 0);
      }
      --indent_;
      return;
    }

    // Loop form: the block index is either the scope's loop var or (reference
    // shape) a leading `i = tile.get_block_idx()` in the InCore body.
    std::vector<StmtPtr> inner_stmts = ir::StmtList(inner);
    const ir::Var* block_var = f.loop_var.get();
    size_t skip = 0;
    if (!block_var && incore && !inner_stmts.empty()) {
      if (auto a = As<ir::AssignStmt>(inner_stmts[0])) {
        if (IsOp(As<ir::Call>(a->value()), "tile.get_block_idx")) {
          block_var = a->var().get();
          skip = 1;
        }
      }
    }
    if (block_var) {
      out_ += "for " + VarName(block_var) + " in " + pl_ + ".spmd(";
      PrintSpmdHeaderArgs(f);
      if (incore) PrintOptimizations(incore->fields().split, incore->fields().attrs);
      if (AttrTrue(f.attrs, "allow_early_resolve")) out_ += ", allow_early_resolve=True";
      PrintPredicate(f.attrs);
      out_ += "):\n";
      ++indent_;
      if (!incore) {
        PrintBody(s->body(), {});
      } else if (inner_stmts.size() > skip) {
        PrintStmtRange(inner_stmts, skip);
      } else {
        out_ += Indent() + "pass\n";
      }
      --indent_;
      return;
    }

    out_ += "with " + pl_ + ".spmd(";
    PrintSpmdHeaderArgs(f);
    if (AttrTrue(f.attrs, "allow_early_resolve")) out_ += ", allow_early_resolve=True";
    PrintPredicate(f.attrs);
    out_ += "):\n";
    ++indent_;
    PrintStmtBlock(s->body());
    --indent_;
  }

  void PrintSplitAiv(const ir::ScopeStmtPtr& s) {
    const auto& f = s->fields();
    std::vector<StmtPtr> stmts = ir::StmtList(s->body());
    const ir::Var* idx_var = f.loop_var.get();
    size_t start = 0;
    if (!idx_var && !stmts.empty()) {
      if (auto a = As<ir::AssignStmt>(stmts[0])) {
        if (IsOp(As<ir::Call>(a->value()), "tile.get_subblock_idx")) {
          idx_var = a->var().get();
          start = 1;
        }
      }
    }
    out_ += "for " + (idx_var ? VarName(idx_var) : std::string("aiv_id")) + " in " + pl_ +
            ".split_aiv(" + std::to_string(f.count) + ", mode=" + pl_ + ".SplitMode." +
            std::string(ir::EnumName(f.split)) + "):\n";
    ++indent_;
    ++split_aiv_depth_;
    if (stmts.size() > start) {
      PrintStmtRange(stmts, start);
    } else {
      out_ += Indent() + "pass\n";
    }
    --split_aiv_depth_;
    --indent_;
  }

  // No DSL form: a comment naming the domain, then the body at the same
  // indent (re-parsing yields the pre-pass IR).
  void PrintCommDomain(const ir::ScopeStmtPtr& s) {
    const auto& attrs = s->fields().attrs;
    out_ += "# pld.comm_domain: devices=";
    const AttrValue* devices = attrs.Find("devices");
    if (!devices || devices->kind() != AttrValue::Kind::kList || devices->AsList().empty()) {
      out_ += "all";
    } else {
      PrintAttrValue(*devices);
    }
    out_ += ", slots=[";
    if (const AttrValue* slots = attrs.Find("slots");
        slots && slots->kind() == AttrValue::Kind::kList) {
      bool first = true;
      for (const auto& v : slots->AsList()) {
        if (!first) out_ += ", ";
        first = false;
        if (const ir::Var* var = AttrVar(&v)) {
          out_ += var->name_hint();
        } else {
          PrintAttrValue(v);
        }
      }
    }
    out_ += "]\n";
    PrintStmtBlock(s->body());
  }

  // `tid = system.task_invalid()` right before a scope that binds `tid` with
  // `as tid` is re-created by the parser from the `as` clause.
  bool ShouldSuppressPlaceholder(const std::vector<StmtPtr>& stmts, size_t i) const {
    if (i + 1 >= stmts.size()) return false;
    auto scope = As<ir::ScopeStmt>(stmts[i + 1]);
    if (!scope) return false;
    const ir::Var* tid = AttrVar(scope->fields().attrs.Find("task_id_var"));
    if (!tid) return false;
    auto assign = As<ir::AssignStmt>(stmts[i]);
    if (!assign || assign->var().get() != tid) return false;
    return IsOp(As<ir::Call>(assign->value()), "system.task_invalid");
  }

  // ----------------------------------------------------------- expressions
  void PrintChild(const ExprPtr& parent, const ExprPtr& child, bool is_left) {
    const Prec pp = PrecedenceOf(parent);
    const Prec cp = PrecedenceOf(child);
    bool parens = cp < pp;
    const bool pow_parent =
        As<ir::BinaryExpr>(parent) && As<ir::BinaryExpr>(parent)->op() == ir::BinaryOp::kPow;
    if (cp == pp) {
      parens = pow_parent ? is_left : !is_left;
      // Unlike the reference, a comparison as the left operand of another is
      // parenthesised: `a < b < c` would read back as the chain
      // `a < b and b < c`.
      if (cp == Prec::kComparison && is_left) parens = true;
    }
    // A negative literal base of `**` needs parentheses too: `-2 ** x` is
    // `-(2 ** x)`. (The reference prints it bare; no dump contains one.)
    if (pow_parent && is_left && IsNegativeConstant(child)) parens = true;
    if (parens) out_ += "(";
    VisitExpr(child);
    if (parens) out_ += ")";
  }

  void PrintBinary(const ir::BinaryExprPtr& b) {
    if (b->op() == ir::BinaryOp::kMin || b->op() == ir::BinaryOp::kMax) {
      out_ += pl_ + "." + BinarySymbol(b->op()) + "(";
      VisitExpr(b->lhs());
      out_ += ", ";
      VisitExpr(b->rhs());
      out_ += ")";
      return;
    }
    const bool saved = typed_index_consts_;
    if (!typed_index_consts_ && IsPureConstIntTree(b)) typed_index_consts_ = true;
    PrintChild(b, b->lhs(), true);
    out_ += std::string(" ") + BinarySymbol(b->op()) + " ";
    PrintChild(b, b->rhs(), false);
    typed_index_consts_ = saved;
  }

  void PrintUnary(const ir::UnaryExprPtr& u) {
    auto prefixed = [&](const char* sym, Prec threshold) {
      out_ += sym;
      const bool parens = PrecedenceOf(u->operand()) < threshold;
      if (parens) out_ += "(";
      VisitExpr(u->operand());
      if (parens) out_ += ")";
    };
    switch (u->op()) {
      case ir::UnaryOp::kNeg:
        prefixed("-", Prec::kUnary);
        break;
      case ir::UnaryOp::kBitNot:
        prefixed("~", Prec::kUnary);
        break;
      case ir::UnaryOp::kNot:
        prefixed("not ", Prec::kNot);
        break;
      case ir::UnaryOp::kAbs:
        out_ += "abs(";
        VisitExpr(u->operand());
        out_ += ")";
        break;
      case ir::UnaryOp::kCast:
        out_ += pl_ + ".cast(";
        VisitExpr(u->operand());
        out_ += ", " + DTypeText(u->dtype()) + ")";
        break;
    }
  }

  std::string DTypeText(ir::DataType dtype) const {
    return pl_ + "." + std::string(ir::DataTypeName(dtype));
  }

  // Attribute values inside `attrs={...}` dicts (double-quoted strings).
  void PrintAttrValue(const AttrValue& v) {
    switch (v.kind()) {
      case AttrValue::Kind::kNone:
        out_ += "None";
        break;
      case AttrValue::Kind::kBool:
        out_ += v.AsBool() ? "True" : "False";
        break;
      case AttrValue::Kind::kInt:
        out_ += std::to_string(v.AsInt());
        break;
      case AttrValue::Kind::kFloat:
        out_ += FormatFloat(v.AsFloat());
        break;
      case AttrValue::Kind::kString:
        out_ += Quote(v.AsString());
        break;
      case AttrValue::Kind::kDataType:
        out_ += DTypeText(v.AsDataType());
        break;
      case AttrValue::Kind::kEnum:
        out_ += pl_ + "." + v.EnumQualifier() + "." + v.AsString();
        break;
      case AttrValue::Kind::kExpr:
        VisitExpr(v.AsExpr());
        break;
      case AttrValue::Kind::kList: {
        out_ += "[";
        bool first = true;
        for (const auto& e : v.AsList()) {
          if (!first) out_ += ", ";
          first = false;
          PrintAttrValue(e);
        }
        out_ += "]";
        break;
      }
    }
  }

  // Op keyword-argument values (single-quoted strings, enum-valued ints).
  void PrintKwargValue(const ir::CallPtr& call, const std::string& key, const AttrValue& v) {
    if (v.kind() == AttrValue::Kind::kInt) {
      const int64_t n = v.AsInt();
      const bool pipe_key =
          key == "set_pipe" || key == "wait_pipe" ||
          (key == "pipe" && (IsOp(call, "system.sync_set") || IsOp(call, "system.sync_wait")));
      if (pipe_key && PipeTypeName(n)) {
        out_ += pl_ + ".PipeType." + PipeTypeName(n);
      } else if (key == "mode" && CastModeName(n)) {
        out_ += std::string("'") + CastModeName(n) + "'";
      } else if (key == "atomic" && (n == 0 || n == 1)) {
        out_ += pl_ + ".AtomicType." + (n == 0 ? "None_" : "Add");
      } else {
        out_ += std::to_string(n);
      }
      return;
    }
    if (v.kind() == AttrValue::Kind::kString) {
      out_ += "'" + v.AsString() + "'";
      return;
    }
    PrintAttrValue(v);
  }

  // `attrs={...}` of an op call: only the keys that must survive a re-parse.
  void PrintSerializedOpAttrs(const ir::CallPtr& call, bool need_comma) {
    bool first = true;
    for (const auto& [k, v] : call->attrs()) {
      if (k != "pipeline_membership" && k != "__compiler_tensor_to_tile_mat_bridge") continue;
      if (first) out_ += std::string(need_comma ? ", " : "") + "attrs={";
      if (!first) out_ += ", ";
      first = false;
      out_ += Quote(k) + ": ";
      PrintAttrValue(v);
    }
    if (!first) out_ += "}";
  }

  const AttrValue* FindKwarg(const ir::CallPtr& call, const char* key) {
    return call->kwargs().Find(key);
  }

  void PrintFunctionCall(const ir::CallPtr& call) {
    out_ += "self." + call->op()->name() + "(";
    PrintExprList(call->args());
    bool need_comma = !call->args().empty();
    if (const AttrValue* dev = call->attrs().Find("device");
        dev && dev->kind() == AttrValue::Kind::kExpr && dev->AsExpr()) {
      out_ += std::string(need_comma ? ", " : "") + "device=";
      VisitExpr(dev->AsExpr());
      need_comma = true;
    }
    std::unordered_set<const ir::Var*> dump_set;
    if (const AttrValue* dumps = call->attrs().Find("dump_vars");
        dumps && dumps->kind() == AttrValue::Kind::kList) {
      for (const auto& e : dumps->AsList()) {
        if (const ir::Var* var = AttrVar(&e)) dump_set.insert(var);
      }
    }
    const AttrValue* dirs = call->attrs().Find("arg_directions");
    const bool has_dirs = dirs && dirs->kind() == AttrValue::Kind::kList && !dirs->AsList().empty();
    std::vector<const ir::Attrs::Entry*> generic;
    for (const auto& kv : call->attrs()) {
      if (kv.first == "device" || kv.first == "dump_vars" || kv.first == "arg_directions") continue;
      generic.push_back(&kv);
    }
    if (!has_dirs && dump_set.empty() && generic.empty()) {
      out_ += ")";
      return;
    }
    out_ += std::string(need_comma ? ", " : "") + "attrs={";
    bool first = true;
    if (!dump_set.empty()) {
      out_ += "\"dump_vars\": [";
      bool first_var = true;
      for (const auto& arg : call->args()) {
        if (!IsVarLike(arg) || !dump_set.count(static_cast<const ir::Var*>(arg.get()))) continue;
        if (!first_var) out_ += ", ";
        first_var = false;
        out_ += VarName(static_cast<const ir::Var*>(arg.get()));
      }
      out_ += "]";
      first = false;
    }
    if (has_dirs) {
      out_ += std::string(first ? "" : ", ") + "\"arg_directions\": ";
      PrintAttrValue(*dirs);
      first = false;
    }
    for (const auto* kv : generic) {
      out_ += std::string(first ? "" : ", ") + Quote(kv->first) + ": ";
      first = false;
      PrintAttrValue(kv->second);
    }
    out_ += "})";
  }

  void PrintCall(const ir::CallPtr& call) {
    if (!call->op()) {
      out_ += "None";
      return;
    }
    if (call->IsFunctionCall() && in_program_) {
      PrintFunctionCall(call);
      return;
    }
    std::string name = call->op()->name();
    const auto& args = call->args();
    if (name == "tensor.add" && args.size() == 2 &&
        (As<ir::ConstFloat>(args[1]) || As<ir::ConstInt>(args[1]))) {
      name = "tensor.adds";
    }
    if (name.find('.') == std::string::npos || name.rfind("pld.", 0) == 0) {
      out_ += name + "(";
    } else {
      out_ += pl_ + "." + name + "(";
    }

    // Forms whose DSL signature differs from the IR's argument layout.
    if ((IsOp(call, "tile.reinterpret_view") || IsOp(call, "tensor.reinterpret_view")) &&
        (args.size() == 1 || args.size() == 2)) {
      VisitExpr(args[0]);
      if (const AttrValue* dt = FindKwarg(call, "dtype")) {
        out_ += ", dtype=";
        PrintAttrValue(*dt);
      }
      if (args.size() == 2) {
        out_ += ", shape=";
        VisitExpr(args[1]);
      }
      PrintSerializedOpAttrs(call, true);
      out_ += ")";
      return;
    }
    if ((IsOp(call, "tile.full") || IsOp(call, "tensor.full")) && args.size() >= 2) {
      VisitExpr(args[0]);
      if (const AttrValue* dt = FindKwarg(call, "dtype")) {
        out_ += ", dtype=";
        PrintAttrValue(*dt);
      }
      out_ += ", value=";
      // The fill value prints bare; its dtype is the dtype= kwarg.
      if (auto cf = As<ir::ConstFloat>(args[1])) {
        out_ += FormatFloat(cf->value());
      } else if (auto ci = As<ir::ConstInt>(args[1])) {
        out_ += std::to_string(ci->value());
      } else {
        VisitExpr(args[1]);
      }
      PrintSerializedOpAttrs(call, true);
      out_ += ")";
      return;
    }
    if (IsOp(call, "system.syncall") && (args.size() == 3 || args.size() == 4)) {
      std::string core_type = "mix";
      std::string mode = "soft";
      if (const AttrValue* v = FindKwarg(call, "core_type");
          v && v->kind() == AttrValue::Kind::kString) {
        core_type = v->AsString();
      }
      if (const AttrValue* v = FindKwarg(call, "mode");
          v && v->kind() == AttrValue::Kind::kString) {
        mode = v->AsString();
      }
      out_ += "mode=\"" + mode + "\", core_type=\"" + core_type + "\", gm_workspace=";
      VisitExpr(args[0]);
      out_ += ", used_cores=";
      if (auto ci = As<ir::ConstInt>(args.back())) {
        out_ += std::to_string(ci->value());
      } else {
        VisitExpr(args.back());
      }
      out_ += ", scratch=";
      VisitExpr(args[1]);
      if (args.size() == 4) {
        out_ += ", scratch_l1=";
        VisitExpr(args[2]);
      }
      PrintSerializedOpAttrs(call, true);
      out_ += ")";
      return;
    }

    const bool gather_row_valid =
        (IsOp(call, "tile.gather_row") || IsOp(call, "tensor.gather_row")) && args.size() == 6;
    const bool is_alloc = IsOp(call, "tile.alloc") || IsOp(call, "tensor.alloc");
    for (size_t i = 0; i < args.size(); ++i) {
      if (gather_row_valid && i == 5) continue;
      if (i > 0) out_ += ", ";
      auto space = i == 0 && is_alloc ? As<ir::ConstInt>(args[0]) : nullptr;
      if (space && space->value() >= 0 &&
          space->value() < static_cast<int64_t>(ir::EnumTable<ir::MemorySpace>::Names().size())) {
        out_ +=
            pl_ + ".Mem." + std::string(ir::EnumName(static_cast<ir::MemorySpace>(space->value())));
      } else {
        VisitExpr(args[i]);
      }
    }
    bool need_comma = !args.empty();
    if (gather_row_valid) {
      out_ += ", valid_shape=";
      VisitExpr(args[5]);
      need_comma = true;
    }
    if (IsOp(call, "system.task_dummy")) {
      out_ += std::string(need_comma ? ", " : "") + "deps=[";
      if (const AttrValue* deps = call->attrs().Find("manual_dep_edges");
          deps && deps->kind() == AttrValue::Kind::kList) {
        bool first = true;
        for (const auto& e : deps->AsList()) {
          const ir::Var* var = AttrVar(&e);
          if (!var) continue;
          if (!first) out_ += ", ";
          first = false;
          out_ += VarName(var);
        }
      }
      out_ += "]";
      need_comma = true;
    }
    const bool shard_op = IsOp(call, "tile.aiv_shard") || IsOp(call, "tile.aic_gather") ||
                          IsOp(call, "tensor.aiv_shard") || IsOp(call, "tensor.aic_gather");
    for (const auto& [k, v] : call->kwargs()) {
      if (IsOp(call, "pld.tensor.alloc_window_buffer") && k == "name") continue;
      // Inside a split_aiv region the region's mode is authoritative.
      if (split_aiv_depth_ > 0 && k == "split" && shard_op) continue;
      if (need_comma) out_ += ", ";
      need_comma = true;
      out_ += k + "=";
      PrintKwargValue(call, k, v);
    }
    PrintSerializedOpAttrs(call, need_comma);
    out_ += ")";
  }

  // ---------------------------------------------------------- type pieces
  // A dimension inside a type: static dims and variables bare, composite
  // expressions with typed constant leaves (so they re-parse unfolded) and
  // only program-level renames.
  std::string DimText(const ExprPtr& dim) {
    if (auto c = As<ir::ConstInt>(dim)) return std::to_string(c->value());
    // Only plain variables (not iter args) print with the function's names.
    if (dim && dim->kind() == NodeKind::kVar)
      return VarName(static_cast<const ir::Var*>(dim.get()));
    Printer sub(opt_);
    sub.dyn_names_ = dyn_names_;
    sub.typed_index_consts_ = true;
    sub.VisitExpr(dim);
    return sub.TakeOutput();
  }

  std::string DimsText(const std::vector<ExprPtr>& dims) {
    std::string s;
    for (size_t i = 0; i < dims.size(); ++i) {
      if (i > 0) s += ", ";
      s += DimText(dims[i]);
    }
    return s;
  }

  std::string MemRefText(const ir::MemRef& memref) {
    const ir::VarPtr& base = memref.base();
    const std::string base_name = base ? VarName(base.get()) : memref.name_hint();
    if (memref.pinned()) {
      std::string s = pl_ + ".MemRef(" + Quote(base_name);
      if (memref.slot_count() > 0) s += ", slots=" + std::to_string(memref.slot_count());
      s += ")";
      if (memref.slot_index()) {
        Printer sub(opt_);
        sub.VisitExpr(memref.slot_index());
        s += "[" + sub.TakeOutput() + "]";
      }
      return s;
    }
    // A base bound by an alloc in the printed body is a real reference;
    // anything else (signatures, DDR buffers) is a forward-reference string.
    std::string s = pl_ + ".MemRef(";
    s += base && body_defs_.count(base.get()) ? base_name : "\"" + base_name + "\"";
    // The offset is printed without the function's renames (it only holds
    // constants and loop variables).
    Printer sub(opt_);
    sub.VisitExpr(memref.byte_offset());
    s += ", " + sub.TakeOutput() + ", " + std::to_string(memref.size()) + ")";
    return s;
  }

  std::string TileViewText(const ir::TileView& view, const std::vector<ExprPtr>& shape,
                           const std::optional<ir::MemorySpace>& space) {
    const bool explicit_level = opt_.view_level == ViewLevel::kExplicit;
    const ir::TileView implicit = ir::ImplicitTileView(shape, space);
    std::vector<std::string> parts;
    if (!view.valid_shape.empty() && !SameDimList(view.valid_shape, shape)) {
      parts.push_back("valid_shape=[" + DimsText(view.valid_shape) + "]");
    }
    if (!view.stride.empty()) parts.push_back("stride=[" + DimsText(view.stride) + "]");
    if (view.start_offset) parts.push_back("start_offset=" + DimText(view.start_offset));
    if (explicit_level || view.blayout != implicit.blayout) {
      parts.push_back("blayout=" + pl_ + ".TileLayout." + std::string(ir::EnumName(view.blayout)));
    }
    if (explicit_level || view.slayout != implicit.slayout) {
      parts.push_back("slayout=" + pl_ + ".TileLayout." + std::string(ir::EnumName(view.slayout)));
    }
    if (explicit_level || view.fractal != implicit.fractal) {
      parts.push_back("fractal=" + std::to_string(view.fractal));
    }
    if (view.pad != ir::PadValue::kNull) {
      parts.push_back("pad=" + pl_ + ".PadValue." + std::string(ir::EnumName(view.pad)));
    }
    if (view.compact != ir::CompactMode::kNull) {
      parts.push_back("compact=" + pl_ + ".CompactMode." + std::string(ir::EnumName(view.compact)));
    }
    if (parts.empty()) return "";
    std::string s = pl_ + ".TileView(";
    for (size_t i = 0; i < parts.size(); ++i) {
      if (i > 0) s += ", ";
      s += parts[i];
    }
    return s + ")";
  }

  std::string TensorViewText(const ir::TensorView& view, const std::vector<ExprPtr>& shape) {
    bool valid_matches = view.valid_shape.size() == shape.size();
    for (size_t i = 0; valid_matches && i < shape.size(); ++i) {
      if (view.valid_shape[i] == shape[i]) continue;
      auto a = As<ir::ConstInt>(view.valid_shape[i]);
      auto b = As<ir::ConstInt>(shape[i]);
      if (!a || !b || a->value() != b->value()) valid_matches = false;
    }
    std::vector<std::string> parts;
    if (!valid_matches && !view.valid_shape.empty()) {
      parts.push_back("valid_shape=[" + DimsText(view.valid_shape) + "]");
    }
    const bool has_pad = view.pad != ir::PadValue::kNull;
    if (parts.empty() && view.stride.empty() && view.layout == ir::TensorLayout::kND && !has_pad) {
      return "";
    }
    // stride and layout are both required by the DSL constructor.
    parts.push_back("stride=[" + DimsText(view.stride) + "]");
    parts.push_back("layout=" + pl_ + ".TensorLayout." + std::string(ir::EnumName(view.layout)));
    if (has_pad) parts.push_back("pad=" + pl_ + ".PadValue." + std::string(ir::EnumName(view.pad)));
    std::string s = pl_ + ".TensorView(";
    for (size_t i = 0; i < parts.size(); ++i) {
      if (i > 0) s += ", ";
      s += parts[i];
    }
    return s + ")";
  }

  // ---------------------------------------------------------- func order
  // Callees before callers (depth-first over callees in name order); on a
  // call cycle the plain name order is kept.
  static std::vector<ir::FunctionPtr> CalleeFirstOrder(const ir::Program& program) {
    std::map<std::string, ir::FunctionPtr> by_name;
    for (const auto& f : program.functions()) {
      if (f) by_name.emplace(f->name(), f);
    }
    std::map<std::string, std::set<std::string>> callees;
    for (const auto& [name, f] : by_name) {
      std::set<std::string>& deps = callees[name];
      ForEachCall(f->body(), [&](const ir::CallPtr& c) {
        if (c->op() && c->IsFunctionCall() && by_name.count(c->op()->name())) {
          deps.insert(c->op()->name());
        }
      });
    }
    std::vector<ir::FunctionPtr> sorted;
    std::set<std::string> done;
    std::set<std::string> active;
    std::function<bool(const std::string&)> visit = [&](const std::string& name) {
      if (done.count(name)) return true;
      if (active.count(name)) return false;
      active.insert(name);
      for (const auto& dep : callees[name]) {
        if (!visit(dep)) return false;
      }
      active.erase(name);
      done.insert(name);
      sorted.push_back(by_name[name]);
      return true;
    };
    for (const auto& [name, f] : by_name) {
      if (!visit(name)) {
        sorted.clear();
        for (const auto& [n, fn] : by_name) sorted.push_back(fn);
        return sorted;
      }
    }
    return sorted;
  }

  static void ForEachCallInExpr(const ExprPtr& e,
                                const std::function<void(const ir::CallPtr&)>& fn) {
    if (!e) return;
    switch (e->kind()) {
      case NodeKind::kCall: {
        auto c = As<ir::Call>(e);
        fn(c);
        for (const auto& a : c->args()) ForEachCallInExpr(a, fn);
        break;
      }
      case NodeKind::kMakeTuple:
        for (const auto& x : As<ir::MakeTuple>(e)->elements()) ForEachCallInExpr(x, fn);
        break;
      case NodeKind::kTupleGetItem:
        ForEachCallInExpr(As<ir::TupleGetItem>(e)->tuple(), fn);
        break;
      case NodeKind::kBinary:
        ForEachCallInExpr(As<ir::BinaryExpr>(e)->lhs(), fn);
        ForEachCallInExpr(As<ir::BinaryExpr>(e)->rhs(), fn);
        break;
      case NodeKind::kUnary:
        ForEachCallInExpr(As<ir::UnaryExpr>(e)->operand(), fn);
        break;
      case NodeKind::kIterArg:
        ForEachCallInExpr(As<ir::IterArg>(e)->init_value(), fn);
        break;
      default:
        break;
    }
  }

  static void ForEachCall(const StmtPtr& s, const std::function<void(const ir::CallPtr&)>& fn) {
    if (!s) return;
    auto expr = [&](const ExprPtr& e) { ForEachCallInExpr(e, fn); };
    switch (s->kind()) {
      case NodeKind::kAssign:
        expr(As<ir::AssignStmt>(s)->value());
        break;
      case NodeKind::kEval:
        expr(As<ir::EvalStmt>(s)->expr());
        break;
      case NodeKind::kSeq:
        for (const auto& x : As<ir::SeqStmts>(s)->stmts()) ForEachCall(x, fn);
        break;
      case NodeKind::kReturn:
        for (const auto& v : As<ir::ReturnStmt>(s)->values()) expr(v);
        break;
      case NodeKind::kYield:
        for (const auto& v : As<ir::YieldStmt>(s)->values()) expr(v);
        break;
      case NodeKind::kIf: {
        auto x = As<ir::IfStmt>(s);
        expr(x->condition());
        ForEachCall(x->then_body(), fn);
        ForEachCall(x->else_body(), fn);
        break;
      }
      case NodeKind::kFor: {
        auto x = As<ir::ForStmt>(s);
        expr(x->start());
        expr(x->stop());
        expr(x->step());
        for (const auto& ia : x->iter_args()) expr(ia);
        ForEachCall(x->body(), fn);
        break;
      }
      case NodeKind::kWhile: {
        auto x = As<ir::WhileStmt>(s);
        expr(x->condition());
        for (const auto& ia : x->iter_args()) expr(ia);
        ForEachCall(x->body(), fn);
        break;
      }
      case NodeKind::kScope: {
        auto x = As<ir::ScopeStmt>(s);
        expr(x->fields().core_num);
        ForEachCall(x->body(), fn);
        break;
      }
      default:
        break;
    }
  }

  PrintOptions opt_;
  std::string pl_;
  std::string out_;
  int indent_ = 0;
  int split_aiv_depth_ = 0;
  bool in_program_ = false;
  bool typed_index_consts_ = false;
  VarNameMap var_names_;
  VarNameMap dyn_names_;
  std::unordered_set<const ir::Var*> body_defs_;
  std::unordered_set<const ir::Var*> free_vars_;
};

}  // namespace

std::string PrintProgram(const ir::ProgramPtr& program, const PrintOptions& options) {
  if (!program) return "";
  Printer p(options);
  p.PrintProgram(*program);
  // Text files end with a newline (the reference's dump files do).
  return p.TakeOutput() + "\n";
}

std::string PrintFunction(const ir::FunctionPtr& function, const PrintOptions& options) {
  Printer p(options);
  p.PrintFunction(function);
  return p.TakeOutput();
}

std::string PrintStmt(const ir::StmtPtr& stmt, const PrintOptions& options) {
  Printer p(options);
  p.PrintRootStmt(stmt);
  return p.TakeOutput();
}

std::string PrintExpr(const ir::ExprPtr& expr, const PrintOptions& options) {
  Printer p(options);
  p.VisitExpr(expr);
  return p.TakeOutput();
}

std::string PrintType(const ir::TypePtr& type, const PrintOptions& options) {
  Printer p(options);
  return p.TypeText(type);
}

}  // namespace ptoc::text
