#include "compiler/transforms/analysis/stmt_clone.h"

#include <memory>
#include <utility>

#include "absl/strings/str_cat.h"
#include "compiler/base/status.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/visitor.h"

namespace ptoc::transforms {
namespace {

using namespace ::ptoc::ir;  // NOLINT(google-build-using-namespace): IR vocabulary throughout.

// Where each variable of a subtree is (first) defined.
class DefSiteCollector : public IRVisitor {
 public:
  std::unordered_map<const Var*, DefSite> sites;

  void VisitAssign(const AssignStmtPtr& stmt) override {
    Add(stmt->var(), DefSite::kAssign);
    IRVisitor::VisitAssign(stmt);
  }
  void VisitFor(const ForStmtPtr& stmt) override {
    Add(stmt->loop_var(), DefSite::kLoopVar);
    for (const auto& rv : stmt->return_vars()) Add(rv, DefSite::kReturnVar);
    IRVisitor::VisitFor(stmt);
  }
  void VisitWhile(const WhileStmtPtr& stmt) override {
    for (const auto& rv : stmt->return_vars()) Add(rv, DefSite::kReturnVar);
    IRVisitor::VisitWhile(stmt);
  }
  void VisitIf(const IfStmtPtr& stmt) override {
    for (const auto& rv : stmt->return_vars()) Add(rv, DefSite::kReturnVar);
    IRVisitor::VisitIf(stmt);
  }
  void VisitScope(const ScopeStmtPtr& stmt) override {
    Add(stmt->fields().loop_var, DefSite::kLoopVar);
    IRVisitor::VisitScope(stmt);
  }

 private:
  void Add(const VarPtr& var, DefSite site) {
    if (var) sites.emplace(var.get(), site);
  }
};

class Cloner : public IRMutator {
 public:
  Cloner(const CloneOptions& options, std::unordered_map<const Var*, DefSite> sites)
      : options_(options), sites_(std::move(sites)) {}

  ExprPtr MutateVar(const VarPtr& var) override {
    if (const ExprPtr* e = Substitution(var.get())) return *e;
    return IRMutator::MutateVar(var);
  }
  ExprPtr MutateIterArg(const IterArgPtr& var) override {
    if (const ExprPtr* e = Substitution(var.get())) return *e;
    if (options_.fresh_free_iter_args && options_.fresh_name && !LookupVarRemap(var.get()) &&
        !sites_.count(var.get())) {
      return MutateVarDef(var);
    }
    return IRMutator::MutateIterArg(var);
  }

  VarPtr MutateVarDef(const VarPtr& var) override {
    if (!var) return var;
    if (const ExprPtr* e = Substitution(var.get())) {
      if (auto target = As<Var>(*e)) return target;
      ThrowUserError(var->span(),
                     absl::StrCat("cannot rebind '", var->name_hint(),
                                  "': it is substituted by an expression that is not a variable"));
    }
    if (VarPtr remapped = LookupVarRemap(var.get())) return remapped;
    if (var->kind() == NodeKind::kMemRef || !options_.fresh_name) {
      return IRMutator::MutateVarDef(var);
    }
    DefSite site = var->kind() == NodeKind::kIterArg ? DefSite::kIterArg : DefSite::kAssign;
    if (auto it = sites_.find(var.get()); it != sites_.end() && site != DefSite::kIterArg) {
      site = it->second;
    }
    std::optional<std::string> name = options_.fresh_name(*var, site);
    if (!name) return IRMutator::MutateVarDef(var);
    TypePtr type = options_.keep_def_types ? var->type() : MutateType(var->type());
    VarPtr fresh;
    if (auto iter_arg = As<IterArg>(var)) {
      fresh = std::make_shared<IterArg>(*name, std::move(type), MutateExpr(iter_arg->init_value()),
                                        var->span());
    } else {
      fresh = std::make_shared<Var>(*name, std::move(type), var->span());
    }
    SetVarRemap(var, fresh);
    return fresh;
  }

  std::unordered_map<const Var*, VarPtr> Remap() const {
    std::unordered_map<const Var*, VarPtr> out;
    for (const auto& [k, v] : var_remap_) out[k] = LookupVarRemap(k);
    return out;
  }

 private:
  const ExprPtr* Substitution(const Var* var) const {
    auto it = options_.substitutions.find(var);
    return it == options_.substitutions.end() ? nullptr : &it->second;
  }

  const CloneOptions& options_;
  std::unordered_map<const Var*, DefSite> sites_;
};

}  // namespace

StmtPtr CloneStmt(const StmtPtr& stmt, const CloneOptions& options,
                  std::unordered_map<const Var*, VarPtr>* remap) {
  DefSiteCollector collector;
  if (options.fresh_name) collector.VisitStmt(stmt);
  Cloner cloner(options, std::move(collector.sites));
  StmtPtr out = cloner.MutateStmt(stmt);
  if (remap) *remap = cloner.Remap();
  return out;
}

StmtPtr SubstituteVars(const StmtPtr& stmt,
                       const std::unordered_map<const Var*, ExprPtr>& substitutions) {
  if (substitutions.empty()) return stmt;
  CloneOptions options;
  options.substitutions = substitutions;
  return CloneStmt(stmt, options);
}

ExprPtr SubstituteVars(const ExprPtr& expr,
                       const std::unordered_map<const Var*, ExprPtr>& substitutions) {
  if (substitutions.empty()) return expr;
  CloneOptions options;
  options.substitutions = substitutions;
  Cloner cloner(options, {});
  return cloner.MutateExpr(expr);
}

std::optional<int64_t> ConstIntValue(const ExprPtr& expr) {
  if (auto c = As<ConstInt>(expr)) return c->value();
  if (auto u = As<UnaryExpr>(expr); u && u->op() == UnaryOp::kNeg) {
    if (auto c = As<ConstInt>(u->operand())) return -c->value();
  }
  return std::nullopt;
}

}  // namespace ptoc::transforms
