#include "compiler/transforms/analysis/core_split_repair.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>

#include "compiler/ir/expr.h"
#include "compiler/ir/visitor.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(google-build-using-namespace)

namespace {

class DefUseCollector : public IRVisitor {
 public:
  VarDefUse result;

 protected:
  void VisitVarDef(const VarPtr& var) override {
    if (!var) return;
    result.defs.insert(var.get());
    VisitType(var->type());
    if (auto ia = As<IterArg>(var)) VisitExpr(ia->init_value());
  }
  void VisitVar(const VarPtr& var) override {
    result.uses.insert(var.get());
    IRVisitor::VisitVar(var);
  }
  void VisitIterArg(const IterArgPtr& var) override {
    result.uses.insert(var.get());
    IRVisitor::VisitIterArg(var);
  }
};

void AppendFlat(const StmtPtr& s, std::vector<StmtPtr>* out) {
  if (!s) return;
  if (auto seq = As<SeqStmts>(s)) {
    for (const auto& c : seq->stmts()) AppendFlat(c, out);
    return;
  }
  out->push_back(s);
}

StmtPtr Body(std::vector<StmtPtr> stmts, const Span& span) {
  return MakeSeq(std::move(stmts), span);
}

StmtPtr RebuildFor(const ForStmtPtr& f, std::vector<IterArgPtr> iter_args, StmtPtr body,
                   std::vector<VarPtr> return_vars) {
  return KeepLeadingComments(
      f, std::make_shared<ForStmt>(f->loop_var(), f->start(), f->stop(), f->step(),
                                   std::move(iter_args), std::move(body), std::move(return_vars),
                                   f->for_kind(), f->attrs(), f->span()));
}

StmtPtr RebuildWhile(const WhileStmtPtr& w, std::vector<IterArgPtr> iter_args, StmtPtr body,
                     std::vector<VarPtr> return_vars) {
  return KeepLeadingComments(
      w, std::make_shared<WhileStmt>(w->condition(), std::move(iter_args), std::move(body),
                                     std::move(return_vars), w->span()));
}

StmtPtr RebuildIf(const IfStmtPtr& s, const std::vector<StmtPtr>& then_stmts,
                  const std::optional<std::vector<StmtPtr>>& else_stmts,
                  std::vector<VarPtr> return_vars) {
  StmtPtr else_body = else_stmts ? Body(*else_stmts, s->span()) : nullptr;
  return KeepLeadingComments(
      s, std::make_shared<IfStmt>(s->condition(), Body(then_stmts, s->span()), std::move(else_body),
                                  std::move(return_vars), s->span()));
}

std::optional<std::vector<StmtPtr>> ElseStmts(const IfStmtPtr& s) {
  if (!s->else_body()) return std::nullopt;
  return FlatStmts(s->else_body());
}

// Applies `fn` to the statement that ends `stmt`'s control flow: the last
// statement of a sequence, the last statement of both branches of an if, or
// `stmt` itself. `fn` returning null removes that statement.
StmtPtr TransformLastStmt(const StmtPtr& stmt, const std::function<StmtPtr(const StmtPtr&)>& fn) {
  auto apply_to_back = [&](std::vector<StmtPtr>* stmts) {
    if (stmts->empty()) return;
    StmtPtr last = TransformLastStmt(stmts->back(), fn);
    if (last) {
      stmts->back() = last;
    } else {
      stmts->pop_back();
    }
  };
  if (auto if_stmt = As<IfStmt>(stmt)) {
    auto then_stmts = FlatStmts(if_stmt->then_body());
    apply_to_back(&then_stmts);
    auto else_stmts = ElseStmts(if_stmt);
    if (else_stmts) apply_to_back(&*else_stmts);
    return RebuildIf(if_stmt, then_stmts, else_stmts, if_stmt->return_vars());
  }
  if (auto seq = As<SeqStmts>(stmt)) {
    auto stmts = seq->stmts();
    apply_to_back(&stmts);
    return Body(stmts, seq->span());
  }
  return fn(stmt);
}

StmtPtr FilterYield(const StmtPtr& stmt, const std::vector<size_t>& kept) {
  return TransformLastStmt(stmt, [&](const StmtPtr& s) -> StmtPtr {
    auto yield = As<YieldStmt>(s);
    if (!yield) return s;
    if (kept.empty()) return nullptr;
    std::vector<ExprPtr> values;
    for (size_t i : kept) {
      if (i < yield->values().size()) values.push_back(yield->values()[i]);
    }
    return std::make_shared<YieldStmt>(std::move(values), yield->span());
  });
}

std::unordered_set<const Var*> RefsSkippingYield(const std::vector<StmtPtr>& stmts) {
  std::unordered_set<const Var*> refs;
  for (const auto& s : stmts) {
    if (As<YieldStmt>(s)) continue;
    VarDefUse du = CollectVarRefs(s);
    refs.insert(du.defs.begin(), du.defs.end());
    refs.insert(du.uses.begin(), du.uses.end());
  }
  return refs;
}

struct LoopParts {
  ForStmtPtr for_stmt;
  WhileStmtPtr while_stmt;
  const std::vector<IterArgPtr>& iter_args() const {
    return for_stmt ? for_stmt->iter_args() : while_stmt->iter_args();
  }
  const std::vector<VarPtr>& return_vars() const {
    return for_stmt ? for_stmt->return_vars() : while_stmt->return_vars();
  }
  const StmtPtr& body() const { return for_stmt ? for_stmt->body() : while_stmt->body(); }
  const Span& span() const { return for_stmt ? for_stmt->span() : while_stmt->span(); }
  StmtPtr Rebuild(std::vector<IterArgPtr> iter_args, std::vector<StmtPtr> body,
                  std::vector<VarPtr> return_vars) const {
    StmtPtr b = Body(std::move(body), span());
    if (for_stmt) return RebuildFor(for_stmt, std::move(iter_args), b, std::move(return_vars));
    return RebuildWhile(while_stmt, std::move(iter_args), b, std::move(return_vars));
  }
  StmtPtr Rebuild(std::vector<StmtPtr> body) const {
    return Rebuild(iter_args(), std::move(body), return_vars());
  }
};

std::optional<LoopParts> AsLoop(const StmtPtr& s) {
  if (auto f = As<ForStmt>(s)) return LoopParts{f, nullptr};
  if (auto w = As<WhileStmt>(s)) return LoopParts{nullptr, w};
  return std::nullopt;
}

std::vector<StmtPtr> StripDeadIterArgs(const std::vector<StmtPtr>& stmts) {
  // Last statement of this list referencing each variable: a loop result is
  // used later iff its last reference comes after the loop (one sweep instead
  // of a set of later references per statement).
  std::unordered_map<const Var*, size_t> last_ref;
  for (size_t i = 0; i < stmts.size(); ++i) {
    VarDefUse du = CollectVarRefs(stmts[i]);
    for (const Var* v : du.defs) last_ref[v] = i;
    for (const Var* v : du.uses) last_ref[v] = i;
  }
  auto used_after = [&](const Var* v, size_t idx) {
    auto it = last_ref.find(v);
    return it != last_ref.end() && it->second > idx;
  };
  std::vector<StmtPtr> result;
  for (size_t idx = 0; idx < stmts.size(); ++idx) {
    auto loop = AsLoop(stmts[idx]);
    if (!loop) {
      if (auto if_stmt = As<IfStmt>(stmts[idx])) {
        auto then_stmts = StripDeadIterArgs(FlatStmts(if_stmt->then_body()));
        auto else_stmts = ElseStmts(if_stmt);
        if (else_stmts) else_stmts = StripDeadIterArgs(*else_stmts);
        result.push_back(RebuildIf(if_stmt, then_stmts, else_stmts, if_stmt->return_vars()));
      } else {
        result.push_back(stmts[idx]);
      }
      continue;
    }
    auto body = StripDeadIterArgs(FlatStmts(loop->body()));
    const auto& iter_args = loop->iter_args();
    const auto& return_vars = loop->return_vars();
    if (iter_args.empty()) {
      result.push_back(loop->Rebuild(std::move(body)));
      continue;
    }
    auto body_refs = RefsSkippingYield(body);
    std::vector<size_t> kept;
    for (size_t i = 0; i < iter_args.size(); ++i) {
      bool used_in_body = body_refs.count(iter_args[i].get()) > 0;
      bool result_used = i < return_vars.size() && used_after(return_vars[i].get(), idx);
      if (used_in_body || result_used) kept.push_back(i);
    }
    std::vector<IterArgPtr> new_iter_args;
    std::vector<VarPtr> new_return_vars;
    for (size_t i : kept) {
      new_iter_args.push_back(iter_args[i]);
      if (i < return_vars.size()) new_return_vars.push_back(return_vars[i]);
    }
    if (kept.size() < iter_args.size() && !body.empty()) {
      StmtPtr last = FilterYield(body.back(), kept);
      if (last) {
        body.back() = last;
      } else {
        body.pop_back();
      }
    }
    result.push_back(
        loop->Rebuild(std::move(new_iter_args), std::move(body), std::move(new_return_vars)));
  }
  return result;
}

void PullDefinitionChain(const Var* var, const std::unordered_map<const Var*, StmtPtr>& defs,
                         const std::unordered_set<const Var*>& defined,
                         std::unordered_set<const Var*>* pulled, std::vector<StmtPtr>* out) {
  if (pulled->count(var) || defined.count(var)) return;
  auto it = defs.find(var);
  if (it == defs.end()) return;
  pulled->insert(var);
  if (auto assign = As<AssignStmt>(it->second)) {
    for (const Var* dep : CollectVarRefs(assign->value()).uses) {
      PullDefinitionChain(dep, defs, defined, pulled, out);
    }
  }
  out->push_back(it->second);
}

std::vector<StmtPtr> FixupIterArgInitValues(const std::vector<StmtPtr>& stmts,
                                            const std::unordered_map<const Var*, StmtPtr>& defs) {
  std::unordered_set<const Var*> defined;
  std::unordered_set<const Var*> pulled;
  std::vector<StmtPtr> result;
  for (const auto& stmt : stmts) {
    auto loop = AsLoop(stmt);
    if (loop && !loop->iter_args().empty()) {
      std::vector<StmtPtr> missing;
      for (const auto& ia : loop->iter_args()) {
        for (const Var* ref : CollectVarRefs(ia->init_value()).uses) {
          if (!defined.count(ref) && !pulled.count(ref)) {
            PullDefinitionChain(ref, defs, defined, &pulled, &missing);
          }
        }
      }
      for (const auto& def : missing) {
        if (auto assign = As<AssignStmt>(def)) defined.insert(assign->var().get());
      }
      result.insert(result.end(), missing.begin(), missing.end());
    }
    VarDefUse du = CollectVarRefs(stmt);
    defined.insert(du.defs.begin(), du.defs.end());
    if (loop) {
      result.push_back(loop->Rebuild(FixupIterArgInitValues(FlatStmts(loop->body()), defs)));
    } else if (auto if_stmt = As<IfStmt>(stmt)) {
      auto then_stmts = FixupIterArgInitValues(FlatStmts(if_stmt->then_body()), defs);
      auto else_stmts = ElseStmts(if_stmt);
      if (else_stmts) else_stmts = FixupIterArgInitValues(*else_stmts, defs);
      result.push_back(RebuildIf(if_stmt, then_stmts, else_stmts, if_stmt->return_vars()));
    } else {
      result.push_back(stmt);
    }
  }
  return result;
}

StmtPtr FixDanglingYield(const StmtPtr& stmt, const std::vector<IterArgPtr>& iter_args,
                         const std::unordered_set<const Var*>& defined) {
  return TransformLastStmt(stmt, [&](const StmtPtr& s) -> StmtPtr {
    auto yield = As<YieldStmt>(s);
    if (!yield) return s;
    std::vector<ExprPtr> values;
    for (size_t i = 0; i < yield->values().size(); ++i) {
      bool dangling = false;
      for (const Var* ref : CollectVarRefs(yield->values()[i]).uses) {
        if (!defined.count(ref)) dangling = true;
      }
      values.push_back(dangling && i < iter_args.size() ? ExprPtr(iter_args[i])
                                                        : yield->values()[i]);
    }
    return std::make_shared<YieldStmt>(std::move(values), yield->span());
  });
}

std::vector<StmtPtr> FixupDanglingYieldValues(const std::vector<StmtPtr>& stmts) {
  std::unordered_set<const Var*> defined;
  std::vector<StmtPtr> result;
  for (const auto& stmt : stmts) {
    auto loop = AsLoop(stmt);
    if (loop && !loop->iter_args().empty()) {
      auto all_defined = defined;
      VarDefUse body_du = CollectVarRefs(loop->body());
      all_defined.insert(body_du.defs.begin(), body_du.defs.end());
      auto body = FixupDanglingYieldValues(FlatStmts(loop->body()));
      for (auto& s : body) s = FixDanglingYield(s, loop->iter_args(), all_defined);
      result.push_back(loop->Rebuild(std::move(body)));
    } else if (auto if_stmt = As<IfStmt>(stmt)) {
      auto then_stmts = FixupDanglingYieldValues(FlatStmts(if_stmt->then_body()));
      auto else_stmts = ElseStmts(if_stmt);
      if (else_stmts) else_stmts = FixupDanglingYieldValues(*else_stmts);
      result.push_back(RebuildIf(if_stmt, then_stmts, else_stmts, if_stmt->return_vars()));
    } else {
      result.push_back(stmt);
    }
    VarDefUse du = CollectVarRefs(stmt);
    defined.insert(du.defs.begin(), du.defs.end());
  }
  return result;
}

// Variables visible after `stmts` at their own level: assign targets and the
// results of loops and ifs (not the locals of nested bodies).
void CollectOuterDefs(const std::vector<StmtPtr>& stmts, std::unordered_set<const Var*>* out) {
  for (const auto& s : stmts) {
    if (auto seq = As<SeqStmts>(s)) {
      CollectOuterDefs(seq->stmts(), out);
    } else if (auto assign = As<AssignStmt>(s)) {
      out->insert(assign->var().get());
    } else if (auto f = As<ForStmt>(s)) {
      for (const auto& rv : f->return_vars()) out->insert(rv.get());
    } else if (auto w = As<WhileStmt>(s)) {
      for (const auto& rv : w->return_vars()) out->insert(rv.get());
    } else if (auto i = As<IfStmt>(s)) {
      for (const auto& rv : i->return_vars()) out->insert(rv.get());
    }
  }
}

YieldStmtPtr TrailingYield(const std::vector<StmtPtr>& stmts) {
  return stmts.empty() ? nullptr : As<YieldStmt>(stmts.back());
}

void NarrowKept(const YieldStmtPtr& yield, const std::unordered_set<const Var*>& defs,
                std::vector<bool>* keep) {
  if (!yield) return;
  for (size_t i = 0; i < keep->size() && i < yield->values().size(); ++i) {
    if (!(*keep)[i]) continue;
    for (const Var* ref : CollectVarRefs(yield->values()[i]).uses) {
      if (!defs.count(ref)) (*keep)[i] = false;
    }
  }
}

std::vector<StmtPtr> StripDanglingIfReturnVars(const std::vector<StmtPtr>& stmts,
                                               const std::unordered_set<const Var*>& extra) {
  std::unordered_set<const Var*> outer = extra;
  std::vector<StmtPtr> result;
  for (const auto& stmt : stmts) {
    StmtPtr new_stmt = stmt;
    if (auto if_stmt = As<IfStmt>(stmt)) {
      auto then_stmts = StripDanglingIfReturnVars(FlatStmts(if_stmt->then_body()), outer);
      auto else_stmts = ElseStmts(if_stmt);
      if (else_stmts) else_stmts = StripDanglingIfReturnVars(*else_stmts, outer);
      const auto& rvs = if_stmt->return_vars();
      std::vector<size_t> kept;
      if (!rvs.empty()) {
        auto then_defs = outer;
        CollectOuterDefs(then_stmts, &then_defs);
        auto else_defs = outer;
        if (else_stmts) CollectOuterDefs(*else_stmts, &else_defs);
        std::vector<bool> keep(rvs.size(), true);
        NarrowKept(TrailingYield(then_stmts), then_defs, &keep);
        if (else_stmts) NarrowKept(TrailingYield(*else_stmts), else_defs, &keep);
        for (size_t i = 0; i < rvs.size(); ++i) {
          if (keep[i]) kept.push_back(i);
        }
      }
      if (rvs.empty() || kept.size() == rvs.size()) {
        new_stmt = RebuildIf(if_stmt, then_stmts, else_stmts, rvs);
      } else {
        std::vector<VarPtr> new_rvs;
        new_rvs.reserve(kept.size());
        for (size_t i : kept) new_rvs.push_back(rvs[i]);
        auto filter = [&](std::vector<StmtPtr> branch) {
          if (TrailingYield(branch)) {
            StmtPtr last = FilterYield(branch.back(), kept);
            if (last) {
              branch.back() = last;
            } else {
              branch.pop_back();
            }
          }
          return branch;
        };
        then_stmts = filter(std::move(then_stmts));
        if (else_stmts) else_stmts = filter(std::move(*else_stmts));
        new_stmt = RebuildIf(if_stmt, then_stmts, else_stmts, std::move(new_rvs));
      }
    } else if (auto f = As<ForStmt>(stmt)) {
      auto body_extra = outer;
      body_extra.insert(f->loop_var().get());
      for (const auto& ia : f->iter_args()) body_extra.insert(ia.get());
      new_stmt =
          RebuildFor(f, f->iter_args(),
                     Body(StripDanglingIfReturnVars(FlatStmts(f->body()), body_extra), f->span()),
                     f->return_vars());
    } else if (auto w = As<WhileStmt>(stmt)) {
      auto body_extra = outer;
      for (const auto& ia : w->iter_args()) body_extra.insert(ia.get());
      new_stmt =
          RebuildWhile(w, w->iter_args(),
                       Body(StripDanglingIfReturnVars(FlatStmts(w->body()), body_extra), w->span()),
                       w->return_vars());
    }
    result.push_back(new_stmt);
    VarDefUse du = CollectVarRefs(new_stmt);
    outer.insert(du.defs.begin(), du.defs.end());
  }
  return result;
}

bool IsRemovable(const StmtPtr& stmt) { return As<AssignStmt>(stmt) && !IsSideEffectStmt(stmt); }

void AddUses(const ExprPtr& e, std::unordered_set<const Var*>* live) {
  if (!e) return;
  VarDefUse du = CollectVarRefs(e);
  live->insert(du.uses.begin(), du.uses.end());
}

void FindLiveRoots(const std::vector<StmtPtr>& stmts, std::unordered_set<const Var*>* live) {
  for (const auto& stmt : stmts) {
    bool leaf =
        As<AssignStmt>(stmt) || As<EvalStmt>(stmt) || As<ReturnStmt>(stmt) || As<YieldStmt>(stmt);
    if (leaf && !IsRemovable(stmt)) {
      VarDefUse du = CollectVarRefs(stmt);
      live->insert(du.defs.begin(), du.defs.end());
      live->insert(du.uses.begin(), du.uses.end());
    }
    if (auto f = As<ForStmt>(stmt)) {
      AddUses(f->start(), live);
      AddUses(f->stop(), live);
      AddUses(f->step(), live);
      for (const auto& ia : f->iter_args()) AddUses(ia->init_value(), live);
      FindLiveRoots(FlatStmts(f->body()), live);
    } else if (auto i = As<IfStmt>(stmt)) {
      AddUses(i->condition(), live);
      FindLiveRoots(FlatStmts(i->then_body()), live);
      if (i->else_body()) FindLiveRoots(FlatStmts(i->else_body()), live);
    } else if (auto w = As<WhileStmt>(stmt)) {
      AddUses(w->condition(), live);
      for (const auto& ia : w->iter_args()) AddUses(ia->init_value(), live);
      FindLiveRoots(FlatStmts(w->body()), live);
    } else if (auto scope = As<ScopeStmt>(stmt)) {
      // Scopes are not split; everything they reference stays live.
      VarDefUse du = CollectVarRefs(stmt);
      live->insert(du.uses.begin(), du.uses.end());
    }
  }
}

std::vector<StmtPtr> FilterDead(const std::vector<StmtPtr>& stmts,
                                const std::unordered_set<const Var*>& live) {
  std::vector<StmtPtr> result;
  for (const auto& stmt : stmts) {
    if (auto assign = As<AssignStmt>(stmt)) {
      if (IsRemovable(stmt) && !live.count(assign->var().get())) continue;
      result.push_back(stmt);
    } else if (auto loop = AsLoop(stmt)) {
      result.push_back(loop->Rebuild(FilterDead(FlatStmts(loop->body()), live)));
    } else if (auto i = As<IfStmt>(stmt)) {
      auto else_stmts = ElseStmts(i);
      if (else_stmts) else_stmts = FilterDead(*else_stmts, live);
      result.push_back(
          RebuildIf(i, FilterDead(FlatStmts(i->then_body()), live), else_stmts, i->return_vars()));
    } else {
      result.push_back(stmt);
    }
  }
  return result;
}

}  // namespace

std::vector<StmtPtr> FlatStmts(const StmtPtr& body) {
  std::vector<StmtPtr> out;
  AppendFlat(body, &out);
  return out;
}

VarDefUse CollectVarRefs(const StmtPtr& stmt) {
  DefUseCollector c;
  if (stmt) c.VisitStmt(stmt);
  return std::move(c.result);
}

VarDefUse CollectVarRefs(const ExprPtr& expr) {
  DefUseCollector c;
  if (expr) c.VisitExpr(expr);
  return std::move(c.result);
}

void BuildDefMap(const std::vector<StmtPtr>& stmts,
                 std::unordered_map<const Var*, StmtPtr>* def_map) {
  for (const auto& stmt : stmts) {
    if (auto assign = As<AssignStmt>(stmt)) (*def_map)[assign->var().get()] = stmt;
    if (auto loop = AsLoop(stmt)) {
      BuildDefMap(FlatStmts(loop->body()), def_map);
    } else if (auto i = As<IfStmt>(stmt)) {
      BuildDefMap(FlatStmts(i->then_body()), def_map);
      if (i->else_body()) BuildDefMap(FlatStmts(i->else_body()), def_map);
    }
  }
}

bool IsSideEffectStmt(const StmtPtr& stmt) {
  static const std::unordered_set<std::string> kOps = {"tile.tpush_to_aiv",
                                                       "tile.tpush_to_aic",
                                                       "tile.tpop_from_aic",
                                                       "tile.tpop_from_aiv",
                                                       "tile.store",
                                                       "tile.assemble",
                                                       "system.tfree_to_aic",
                                                       "system.tfree_to_aiv",
                                                       "system.reserve_buffer",
                                                       "system.import_peer_buffer",
                                                       "system.aic_initialize_pipe",
                                                       "system.aiv_initialize_pipe"};
  ExprPtr value;
  if (auto assign = As<AssignStmt>(stmt)) value = assign->value();
  if (auto eval = As<EvalStmt>(stmt)) value = eval->expr();
  if (!value) return false;
  if (As<Submit>(value)) return true;
  auto call = As<Call>(value);
  return call && !call->IsFunctionCall() && kOps.count(call->callee_name()) > 0;
}

std::vector<StmtPtr> EliminateDeadAssignments(const std::vector<StmtPtr>& stmts) {
  std::unordered_set<const Var*> live;
  FindLiveRoots(stmts, &live);
  std::unordered_map<const Var*, StmtPtr> defs;
  BuildDefMap(stmts, &defs);
  std::vector<std::pair<const Var*, std::unordered_set<const Var*>>> assign_uses;
  assign_uses.reserve(defs.size());
  for (const auto& [var, stmt] : defs) {
    assign_uses.emplace_back(var, CollectVarRefs(As<AssignStmt>(stmt)->value()).uses);
  }
  // Worklist over definitions instead of repeated sweeps.
  std::unordered_map<const Var*, const std::unordered_set<const Var*>*> uses_of;
  for (const auto& [var, uses] : assign_uses) uses_of[var] = &uses;
  std::vector<const Var*> work(live.begin(), live.end());
  while (!work.empty()) {
    const Var* v = work.back();
    work.pop_back();
    auto it = uses_of.find(v);
    if (it == uses_of.end()) continue;
    for (const Var* u : *it->second) {
      if (live.insert(u).second) work.push_back(u);
    }
  }
  return FilterDead(stmts, live);
}

std::vector<StmtPtr> FinalizeSplitCoreBody(
    const std::vector<StmtPtr>& stmts, const std::unordered_map<const Var*, StmtPtr>& original_defs,
    const std::unordered_set<const Var*>& extra_defined) {
  auto repaired = StripDeadIterArgs(stmts);
  repaired = FixupIterArgInitValues(repaired, original_defs);
  repaired = FixupDanglingYieldValues(repaired);
  repaired = StripDanglingIfReturnVars(repaired, extra_defined);
  repaired = EliminateDeadAssignments(repaired);
  repaired = StripDeadIterArgs(repaired);
  return EliminateDeadAssignments(repaired);
}

}  // namespace ptoc::transforms
