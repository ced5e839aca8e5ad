#include "compiler/text/var_names.h"

#include <functional>

#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"

namespace ptoc::text {
namespace {

using ir::As;

// Keys compared as string_views: a length test rejects most keys at once
// (these run for every attribute of every call the printer walks).
bool IsCallVarListAttrKey(absl::string_view key) {
  return key == "manual_dep_edges" || key == "compiler_manual_dep_edges" || key == "dump_vars";
}

bool IsVarListAttrKey(absl::string_view key) {
  return IsCallVarListAttrKey(key) || key == "arg_direction_overrides_vars";
}

bool IsScopeExprAttrKey(absl::string_view key) {
  return IsVarListAttrKey(key) || key == "task_id_var" || key == "predicate";
}

// Expressions stored in an attribute value (Var lists, a task id var, a
// predicate), in order.
void ForEachAttrExpr(const ir::AttrValue& value,
                     const std::function<void(const ir::ExprPtr&)>& fn) {
  if (value.kind() == ir::AttrValue::Kind::kExpr) {
    if (value.AsExpr()) fn(value.AsExpr());
  } else if (value.kind() == ir::AttrValue::Kind::kList) {
    for (const auto& v : value.AsList()) ForEachAttrExpr(v, fn);
  }
}

class DefUseCollector {
 public:
  VarDefUse result;

  void Def(const ir::Var* var) {
    if (!var) return;
    // Definitions are recorded once each; a pointer redefined (non-SSA input)
    // keeps its first position.
    if (result.defs.insert(var).second) result.defs_ordered.push_back(var);
  }

  void Use(const ir::Var* var) {
    if (var && result.uses.insert(var).second) result.uses_ordered.push_back(var);
  }

  void VisitExpr(const ir::ExprPtr& expr) {
    if (!expr) return;
    switch (expr->kind()) {
      case ir::NodeKind::kVar:
      case ir::NodeKind::kIterArg:
        Use(static_cast<const ir::Var*>(expr.get()));
        break;
      case ir::NodeKind::kCall: {
        const auto* call = static_cast<const ir::Call*>(expr.get());
        for (const auto& a : call->args()) VisitExpr(a);
        for (const auto& [k, v] : call->attrs()) {
          if (IsCallVarListAttrKey(k)) {
            ForEachAttrExpr(v, [this](const ir::ExprPtr& e) { VisitExpr(e); });
          }
        }
        break;
      }
      case ir::NodeKind::kSubmit: {
        const auto& submit = static_cast<const ir::Submit&>(*expr);
        for (const auto& a : submit.args()) VisitExpr(a);
        for (const auto& d : submit.deps()) VisitExpr(d);
        VisitExpr(submit.core_num());
        VisitExpr(submit.predicate());
        for (const auto& [k, v] : submit.attrs()) {
          if (absl::string_view(k) == "dump_vars")
            ForEachAttrExpr(v, [this](const ir::ExprPtr& e) { VisitExpr(e); });
        }
        break;
      }
      case ir::NodeKind::kMakeTuple:
        for (const auto& e : static_cast<const ir::MakeTuple&>(*expr).elements()) VisitExpr(e);
        break;
      case ir::NodeKind::kTupleGetItem:
        VisitExpr(static_cast<const ir::TupleGetItem&>(*expr).tuple());
        break;
      case ir::NodeKind::kBinary: {
        const auto& b = static_cast<const ir::BinaryExpr&>(*expr);
        VisitExpr(b.lhs());
        VisitExpr(b.rhs());
        break;
      }
      case ir::NodeKind::kUnary:
        VisitExpr(static_cast<const ir::UnaryExpr&>(*expr).operand());
        break;
      default:
        break;
    }
  }

  void VisitScopeAttrs(const ir::Attrs& attrs) {
    for (const auto& [k, v] : attrs) {
      if (IsScopeExprAttrKey(k)) {
        ForEachAttrExpr(v, [this](const ir::ExprPtr& e) { VisitExpr(e); });
      }
    }
  }

  void VisitStmt(const ir::StmtPtr& stmt) {
    if (!stmt) return;
    switch (stmt->kind()) {
      case ir::NodeKind::kAssign: {
        const auto* s = static_cast<const ir::AssignStmt*>(stmt.get());
        Def(s->var().get());
        VisitExpr(s->value());
        break;
      }
      case ir::NodeKind::kEval:
        VisitExpr(static_cast<const ir::EvalStmt&>(*stmt).expr());
        break;
      case ir::NodeKind::kSeq:
        for (const auto& s : static_cast<const ir::SeqStmts&>(*stmt).stmts()) VisitStmt(s);
        break;
      case ir::NodeKind::kReturn:
        for (const auto& v : static_cast<const ir::ReturnStmt&>(*stmt).values()) VisitExpr(v);
        break;
      case ir::NodeKind::kYield:
        for (const auto& v : static_cast<const ir::YieldStmt&>(*stmt).values()) VisitExpr(v);
        break;
      case ir::NodeKind::kIf: {
        const auto* s = static_cast<const ir::IfStmt*>(stmt.get());
        for (const auto& rv : s->return_vars()) Def(rv.get());
        VisitExpr(s->condition());
        VisitStmt(s->then_body());
        VisitStmt(s->else_body());
        break;
      }
      case ir::NodeKind::kFor: {
        const auto* s = static_cast<const ir::ForStmt*>(stmt.get());
        Def(s->loop_var().get());
        for (const auto& rv : s->return_vars()) Def(rv.get());
        for (const auto& ia : s->iter_args()) {
          Def(ia.get());
          if (ia) VisitExpr(ia->init_value());
        }
        VisitExpr(s->start());
        VisitExpr(s->stop());
        VisitExpr(s->step());
        VisitStmt(s->body());
        break;
      }
      case ir::NodeKind::kWhile: {
        const auto* s = static_cast<const ir::WhileStmt*>(stmt.get());
        for (const auto& rv : s->return_vars()) Def(rv.get());
        for (const auto& ia : s->iter_args()) {
          Def(ia.get());
          if (ia) VisitExpr(ia->init_value());
        }
        VisitExpr(s->condition());
        VisitStmt(s->body());
        break;
      }
      case ir::NodeKind::kScope: {
        const auto* s = static_cast<const ir::ScopeStmt*>(stmt.get());
        const auto& f = s->fields();
        if (f.scope_kind == ir::ScopeKind::kSpmd) VisitExpr(f.core_num);
        if (f.scope_kind != ir::ScopeKind::kCluster && f.scope_kind != ir::ScopeKind::kRuntime) {
          VisitScopeAttrs(f.attrs);
        }
        // The block / sub-block index of the loop forms is bound at the top
        // of the body.
        Def(f.loop_var.get());
        VisitStmt(s->body());
        break;
      }
      default:
        break;
    }
  }
};

// Var nodes reached by a full traversal of the IR, the way the reference's
// generic visitor reaches them (assignment targets, loop vars, return vars,
// every Var reference); for each Var its type is scanned for dimension
// variables. IterArgs are not scanned (their types only restate the init's).
class DynDimCollector {
 public:
  std::vector<const ir::Var*> found;
  VarSet seen;
  std::vector<const std::string*>* callees = nullptr;
  // Types already scanned (a variable's type is met at every reference;
  // scanning it again cannot find anything new). Cleared per function.
  absl::flat_hash_set<const ir::Type*> scanned_types;

  void CollectFromDim(const ir::ExprPtr& expr) {
    if (!expr) return;
    // Only plain variables can be dimension symbols (iter args never are).
    if (expr->kind() == ir::NodeKind::kVar) {
      const auto* var = static_cast<const ir::Var*>(expr.get());
      if (seen.insert(var).second) found.push_back(var);
    } else if (expr->kind() == ir::NodeKind::kBinary) {
      const auto& bin = static_cast<const ir::BinaryExpr&>(*expr);
      CollectFromDim(bin.lhs());
      CollectFromDim(bin.rhs());
    } else if (expr->kind() == ir::NodeKind::kUnary) {
      CollectFromDim(static_cast<const ir::UnaryExpr&>(*expr).operand());
    }
  }

  void CollectFromType(const ir::TypePtr& type) {
    if (!type || !scanned_types.insert(type.get()).second) return;
    switch (type->kind()) {
      case ir::NodeKind::kTensorType: {
        const auto& tensor = static_cast<const ir::TensorType&>(*type);
        for (const auto& d : tensor.shape()) CollectFromDim(d);
        if (tensor.view()) {
          for (const auto& d : tensor.view()->valid_shape) CollectFromDim(d);
          for (const auto& d : tensor.view()->stride) CollectFromDim(d);
        }
        break;
      }
      case ir::NodeKind::kTileType: {
        const auto& tile = static_cast<const ir::TileType&>(*type);
        for (const auto& d : tile.shape()) CollectFromDim(d);
        if (tile.view()) {
          for (const auto& d : tile.view()->valid_shape) CollectFromDim(d);
          for (const auto& d : tile.view()->stride) CollectFromDim(d);
          CollectFromDim(tile.view()->start_offset);
        }
        break;
      }
      case ir::NodeKind::kTupleType:
        for (const auto& t : static_cast<const ir::TupleType&>(*type).types()) CollectFromType(t);
        break;
      default:
        break;
    }
  }

  void VisitExpr(const ir::ExprPtr& expr) {
    if (!expr) return;
    switch (expr->kind()) {
      case ir::NodeKind::kVar:
        CollectFromType(expr->type());
        break;
      case ir::NodeKind::kIterArg: {
        const auto* ia = static_cast<const ir::IterArg*>(expr.get());
        if (auto tensor = As<ir::TensorType>(ia->type())) {
          for (const auto& d : tensor->shape()) VisitExpr(d);
        }
        VisitExpr(ia->init_value());
        break;
      }
      case ir::NodeKind::kCall: {
        const auto* call = static_cast<const ir::Call*>(expr.get());
        if (callees && call->op() && call->IsFunctionCall()) {
          callees->push_back(&call->callee_name());
        }
        for (const auto& a : call->args()) VisitExpr(a);
        for (const auto& [k, v] : call->attrs()) {
          if (IsCallVarListAttrKey(k)) {
            ForEachAttrExpr(v, [this](const ir::ExprPtr& e) { VisitExpr(e); });
          }
        }
        break;
      }
      case ir::NodeKind::kSubmit: {
        const auto& submit = static_cast<const ir::Submit&>(*expr);
        if (callees && submit.op() && submit.op()->kind() == ir::NodeKind::kGlobalVar) {
          callees->push_back(&submit.callee_name());
        }
        for (const auto& a : submit.args()) VisitExpr(a);
        for (const auto& d : submit.deps()) VisitExpr(d);
        VisitExpr(submit.core_num());
        VisitExpr(submit.predicate());
        break;
      }
      case ir::NodeKind::kMakeTuple:
        for (const auto& e : static_cast<const ir::MakeTuple&>(*expr).elements()) VisitExpr(e);
        break;
      case ir::NodeKind::kTupleGetItem:
        VisitExpr(static_cast<const ir::TupleGetItem&>(*expr).tuple());
        break;
      case ir::NodeKind::kBinary: {
        const auto& b = static_cast<const ir::BinaryExpr&>(*expr);
        VisitExpr(b.lhs());
        VisitExpr(b.rhs());
        break;
      }
      case ir::NodeKind::kUnary:
        VisitExpr(static_cast<const ir::UnaryExpr&>(*expr).operand());
        break;
      default:
        break;
    }
  }

  void VisitStmt(const ir::StmtPtr& stmt) {
    if (!stmt) return;
    switch (stmt->kind()) {
      case ir::NodeKind::kAssign: {
        const auto* s = static_cast<const ir::AssignStmt*>(stmt.get());
        VisitExpr(s->var());
        VisitExpr(s->value());
        break;
      }
      case ir::NodeKind::kEval:
        VisitExpr(static_cast<const ir::EvalStmt&>(*stmt).expr());
        break;
      case ir::NodeKind::kSeq:
        for (const auto& s : static_cast<const ir::SeqStmts&>(*stmt).stmts()) VisitStmt(s);
        break;
      case ir::NodeKind::kReturn:
        for (const auto& v : static_cast<const ir::ReturnStmt&>(*stmt).values()) VisitExpr(v);
        break;
      case ir::NodeKind::kYield:
        for (const auto& v : static_cast<const ir::YieldStmt&>(*stmt).values()) VisitExpr(v);
        break;
      case ir::NodeKind::kIf: {
        const auto* s = static_cast<const ir::IfStmt*>(stmt.get());
        VisitExpr(s->condition());
        VisitStmt(s->then_body());
        VisitStmt(s->else_body());
        for (const auto& rv : s->return_vars()) VisitExpr(rv);
        break;
      }
      case ir::NodeKind::kFor: {
        const auto* s = static_cast<const ir::ForStmt*>(stmt.get());
        VisitExpr(s->loop_var());
        VisitExpr(s->start());
        VisitExpr(s->stop());
        VisitExpr(s->step());
        for (const auto& ia : s->iter_args()) VisitExpr(ia);
        VisitStmt(s->body());
        for (const auto& rv : s->return_vars()) VisitExpr(rv);
        break;
      }
      case ir::NodeKind::kWhile: {
        const auto* s = static_cast<const ir::WhileStmt*>(stmt.get());
        VisitExpr(s->condition());
        for (const auto& ia : s->iter_args()) VisitExpr(ia);
        VisitStmt(s->body());
        for (const auto& rv : s->return_vars()) VisitExpr(rv);
        break;
      }
      case ir::NodeKind::kScope: {
        const auto* s = static_cast<const ir::ScopeStmt*>(stmt.get());
        const auto& f = s->fields();
        if (f.scope_kind == ir::ScopeKind::kSpmd) VisitExpr(f.core_num);
        for (const auto& [k, v] : f.attrs) {
          if (IsScopeExprAttrKey(k)) {
            ForEachAttrExpr(v, [this](const ir::ExprPtr& e) { VisitExpr(e); });
          }
        }
        VisitExpr(f.loop_var);
        VisitStmt(s->body());
        break;
      }
      default:
        break;
    }
  }
};

// `base`, or `base_1`, `base_2`, ... : the first one not in `used`.
std::string ReserveUnique(const std::string& base, absl::flat_hash_set<std::string>& used) {
  if (used.insert(base).second) return base;
  for (int suffix = 1;; ++suffix) {
    std::string candidate = absl::StrCat(base, "_", suffix);
    if (used.insert(candidate).second) return candidate;
  }
}

}  // namespace

VarDefUse CollectVarDefUse(const ir::StmtPtr& body) {
  DefUseCollector collector;
  collector.VisitStmt(body);
  return std::move(collector.result);
}

VarNameMap DisambiguateNames(const std::vector<const ir::Var*>& vars, bool include_unique) {
  std::vector<const ir::Var*> unique_vars;
  unique_vars.reserve(vars.size());
  VarSet seen;
  seen.reserve(vars.size());
  for (const ir::Var* v : vars) {
    if (v && seen.insert(v).second) unique_vars.push_back(v);
  }
  // Name hints outlive this call (the variables hold them).
  absl::flat_hash_map<absl::string_view, int> counts;
  counts.reserve(unique_vars.size());
  bool any_shared = false;
  for (const ir::Var* v : unique_vars) {
    if (++counts[v->name_hint()] > 1) any_shared = true;
  }

  VarNameMap names;
  if (!any_shared && !include_unique) return names;
  // Names used exactly once are reserved first so that a generated suffix
  // never takes a name some other variable already has.
  absl::flat_hash_set<std::string> used;
  for (const ir::Var* v : unique_vars) {
    if (counts[v->name_hint()] == 1) {
      if (any_shared) used.insert(v->name_hint());
      if (include_unique) names[v] = v->name_hint();
    }
  }
  if (!any_shared) return names;
  for (const ir::Var* v : unique_vars) {
    if (counts[v->name_hint()] == 1) continue;
    names[v] = ReserveUnique(v->name_hint(), used);
  }
  return names;
}

VarNameMap CollectDynamicDims(const ir::Program& program,
                              std::vector<std::vector<const std::string*>>* callees) {
  DynDimCollector collector;
  if (callees) callees->assign(program.functions().size(), {});
  size_t index = 0;
  for (const auto& func : program.functions()) {
    collector.callees = callees ? &(*callees)[index] : nullptr;
    collector.scanned_types.clear();
    ++index;
    if (!func) continue;
    for (const auto& p : func->params()) collector.VisitExpr(p);
    for (const auto& t : func->return_types()) collector.CollectFromType(t);
    if (func->body()) collector.VisitStmt(func->body());
  }
  if (collector.found.empty()) return {};
  // Parameters and body definitions of any function are not dimensions.
  VarSet defined;
  for (const auto& func : program.functions()) {
    if (!func) continue;
    for (const auto& p : func->params()) defined.insert(p.get());
    if (func->body()) {
      VarDefUse du = CollectVarDefUse(func->body());
      defined.insert(du.defs.begin(), du.defs.end());
    }
  }
  std::vector<const ir::Var*> dyn;
  for (const ir::Var* v : collector.found) {
    if (!defined.contains(v)) dyn.push_back(v);
  }
  return DisambiguateNames(dyn, /*include_unique=*/true);
}

}  // namespace ptoc::text
