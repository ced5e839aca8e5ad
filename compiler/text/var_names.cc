#include "compiler/text/var_names.h"

#include <functional>
#include <map>
#include <set>

namespace ptoc::text {
namespace {

using ir::As;

bool IsVarListAttrKey(const std::string& key) {
  return key == "manual_dep_edges" || key == "compiler_manual_dep_edges" || key == "dump_vars" ||
         key == "arg_direction_overrides_vars";
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
        auto call = As<ir::Call>(expr);
        for (const auto& a : call->args()) VisitExpr(a);
        for (const auto& [k, v] : call->attrs()) {
          if (k == "manual_dep_edges" || k == "compiler_manual_dep_edges" || k == "dump_vars") {
            ForEachAttrExpr(v, [this](const ir::ExprPtr& e) { VisitExpr(e); });
          }
        }
        break;
      }
      case ir::NodeKind::kMakeTuple:
        for (const auto& e : As<ir::MakeTuple>(expr)->elements()) VisitExpr(e);
        break;
      case ir::NodeKind::kTupleGetItem:
        VisitExpr(As<ir::TupleGetItem>(expr)->tuple());
        break;
      case ir::NodeKind::kBinary: {
        auto b = As<ir::BinaryExpr>(expr);
        VisitExpr(b->lhs());
        VisitExpr(b->rhs());
        break;
      }
      case ir::NodeKind::kUnary:
        VisitExpr(As<ir::UnaryExpr>(expr)->operand());
        break;
      default:
        break;
    }
  }

  void VisitScopeAttrs(const ir::Attrs& attrs) {
    for (const auto& [k, v] : attrs) {
      if (IsVarListAttrKey(k) || k == "task_id_var" || k == "predicate") {
        ForEachAttrExpr(v, [this](const ir::ExprPtr& e) { VisitExpr(e); });
      }
    }
  }

  void VisitStmt(const ir::StmtPtr& stmt) {
    if (!stmt) return;
    switch (stmt->kind()) {
      case ir::NodeKind::kAssign: {
        auto s = As<ir::AssignStmt>(stmt);
        Def(s->var().get());
        VisitExpr(s->value());
        break;
      }
      case ir::NodeKind::kEval:
        VisitExpr(As<ir::EvalStmt>(stmt)->expr());
        break;
      case ir::NodeKind::kSeq:
        for (const auto& s : As<ir::SeqStmts>(stmt)->stmts()) VisitStmt(s);
        break;
      case ir::NodeKind::kReturn:
        for (const auto& v : As<ir::ReturnStmt>(stmt)->values()) VisitExpr(v);
        break;
      case ir::NodeKind::kYield:
        for (const auto& v : As<ir::YieldStmt>(stmt)->values()) VisitExpr(v);
        break;
      case ir::NodeKind::kIf: {
        auto s = As<ir::IfStmt>(stmt);
        for (const auto& rv : s->return_vars()) Def(rv.get());
        VisitExpr(s->condition());
        VisitStmt(s->then_body());
        VisitStmt(s->else_body());
        break;
      }
      case ir::NodeKind::kFor: {
        auto s = As<ir::ForStmt>(stmt);
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
        auto s = As<ir::WhileStmt>(stmt);
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
        auto s = As<ir::ScopeStmt>(stmt);
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
  std::unordered_set<const ir::Var*> seen;

  void CollectFromDim(const ir::ExprPtr& expr) {
    if (!expr) return;
    // Only plain variables can be dimension symbols (iter args never are).
    if (expr->kind() == ir::NodeKind::kVar) {
      const auto* var = static_cast<const ir::Var*>(expr.get());
      if (seen.insert(var).second) found.push_back(var);
    } else if (auto bin = As<ir::BinaryExpr>(expr)) {
      CollectFromDim(bin->lhs());
      CollectFromDim(bin->rhs());
    } else if (auto un = As<ir::UnaryExpr>(expr)) {
      CollectFromDim(un->operand());
    }
  }

  void CollectFromType(const ir::TypePtr& type) {
    if (!type) return;
    if (auto tensor = As<ir::TensorType>(type)) {
      for (const auto& d : tensor->shape()) CollectFromDim(d);
      if (tensor->view()) {
        for (const auto& d : tensor->view()->valid_shape) CollectFromDim(d);
        for (const auto& d : tensor->view()->stride) CollectFromDim(d);
      }
    } else if (auto tile = As<ir::TileType>(type)) {
      for (const auto& d : tile->shape()) CollectFromDim(d);
      if (tile->view()) {
        for (const auto& d : tile->view()->valid_shape) CollectFromDim(d);
        for (const auto& d : tile->view()->stride) CollectFromDim(d);
        CollectFromDim(tile->view()->start_offset);
      }
    } else if (auto tuple = As<ir::TupleType>(type)) {
      for (const auto& t : tuple->types()) CollectFromType(t);
    }
  }

  void VisitExpr(const ir::ExprPtr& expr) {
    if (!expr) return;
    switch (expr->kind()) {
      case ir::NodeKind::kVar:
        CollectFromType(expr->type());
        break;
      case ir::NodeKind::kIterArg: {
        auto ia = As<ir::IterArg>(expr);
        if (auto tensor = As<ir::TensorType>(ia->type())) {
          for (const auto& d : tensor->shape()) VisitExpr(d);
        }
        VisitExpr(ia->init_value());
        break;
      }
      case ir::NodeKind::kCall: {
        auto call = As<ir::Call>(expr);
        for (const auto& a : call->args()) VisitExpr(a);
        for (const auto& [k, v] : call->attrs()) {
          if (k == "manual_dep_edges" || k == "compiler_manual_dep_edges" || k == "dump_vars") {
            ForEachAttrExpr(v, [this](const ir::ExprPtr& e) { VisitExpr(e); });
          }
        }
        break;
      }
      case ir::NodeKind::kMakeTuple:
        for (const auto& e : As<ir::MakeTuple>(expr)->elements()) VisitExpr(e);
        break;
      case ir::NodeKind::kTupleGetItem:
        VisitExpr(As<ir::TupleGetItem>(expr)->tuple());
        break;
      case ir::NodeKind::kBinary: {
        auto b = As<ir::BinaryExpr>(expr);
        VisitExpr(b->lhs());
        VisitExpr(b->rhs());
        break;
      }
      case ir::NodeKind::kUnary:
        VisitExpr(As<ir::UnaryExpr>(expr)->operand());
        break;
      default:
        break;
    }
  }

  void VisitStmt(const ir::StmtPtr& stmt) {
    if (!stmt) return;
    switch (stmt->kind()) {
      case ir::NodeKind::kAssign: {
        auto s = As<ir::AssignStmt>(stmt);
        VisitExpr(s->var());
        VisitExpr(s->value());
        break;
      }
      case ir::NodeKind::kEval:
        VisitExpr(As<ir::EvalStmt>(stmt)->expr());
        break;
      case ir::NodeKind::kSeq:
        for (const auto& s : As<ir::SeqStmts>(stmt)->stmts()) VisitStmt(s);
        break;
      case ir::NodeKind::kReturn:
        for (const auto& v : As<ir::ReturnStmt>(stmt)->values()) VisitExpr(v);
        break;
      case ir::NodeKind::kYield:
        for (const auto& v : As<ir::YieldStmt>(stmt)->values()) VisitExpr(v);
        break;
      case ir::NodeKind::kIf: {
        auto s = As<ir::IfStmt>(stmt);
        VisitExpr(s->condition());
        VisitStmt(s->then_body());
        VisitStmt(s->else_body());
        for (const auto& rv : s->return_vars()) VisitExpr(rv);
        break;
      }
      case ir::NodeKind::kFor: {
        auto s = As<ir::ForStmt>(stmt);
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
        auto s = As<ir::WhileStmt>(stmt);
        VisitExpr(s->condition());
        for (const auto& ia : s->iter_args()) VisitExpr(ia);
        VisitStmt(s->body());
        for (const auto& rv : s->return_vars()) VisitExpr(rv);
        break;
      }
      case ir::NodeKind::kScope: {
        auto s = As<ir::ScopeStmt>(stmt);
        const auto& f = s->fields();
        if (f.scope_kind == ir::ScopeKind::kSpmd) VisitExpr(f.core_num);
        for (const auto& [k, v] : f.attrs) {
          if (IsVarListAttrKey(k) || k == "task_id_var" || k == "predicate") {
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

std::string ReserveUnique(const std::string& base, std::set<std::string>& used) {
  std::string candidate = base;
  int suffix = 0;
  while (!used.insert(candidate).second) {
    ++suffix;
    candidate = base + "_" + std::to_string(suffix);
  }
  return candidate;
}

}  // namespace

VarDefUse CollectVarDefUse(const ir::StmtPtr& body) {
  DefUseCollector collector;
  collector.VisitStmt(body);
  return std::move(collector.result);
}

VarNameMap DisambiguateNames(const std::vector<const ir::Var*>& vars, bool include_unique) {
  std::vector<const ir::Var*> unique_vars;
  std::unordered_set<const ir::Var*> seen;
  for (const ir::Var* v : vars) {
    if (v && seen.insert(v).second) unique_vars.push_back(v);
  }
  std::map<std::string, int> counts;
  for (const ir::Var* v : unique_vars) counts[v->name_hint()]++;

  VarNameMap names;
  // Names used exactly once are reserved first so that a generated suffix
  // never takes a name some other variable already has.
  std::set<std::string> used;
  for (const ir::Var* v : unique_vars) {
    if (counts[v->name_hint()] == 1) {
      used.insert(v->name_hint());
      if (include_unique) names[v] = v->name_hint();
    }
  }
  for (const ir::Var* v : unique_vars) {
    if (counts[v->name_hint()] == 1) continue;
    names[v] = ReserveUnique(v->name_hint(), used);
  }
  return names;
}

VarNameMap CollectDynamicDims(const ir::Program& program) {
  DynDimCollector collector;
  std::unordered_set<const ir::Var*> defined;
  for (const auto& func : program.functions()) {
    if (!func) continue;
    for (const auto& p : func->params()) {
      collector.VisitExpr(p);
      defined.insert(p.get());
    }
    for (const auto& t : func->return_types()) collector.CollectFromType(t);
    if (func->body()) {
      collector.VisitStmt(func->body());
      VarDefUse du = CollectVarDefUse(func->body());
      defined.insert(du.defs.begin(), du.defs.end());
    }
  }
  std::vector<const ir::Var*> dyn;
  for (const ir::Var* v : collector.found) {
    if (!defined.count(v)) dyn.push_back(v);
  }
  return DisambiguateNames(dyn, /*include_unique=*/true);
}

}  // namespace ptoc::text
