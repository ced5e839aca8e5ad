#include "compiler/transforms/analysis/retarget.h"

#include <algorithm>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compiler/base/status.h"
#include "compiler/transforms/analysis/memref_utils.h"

namespace ptoc::transforms {
namespace {

using namespace ir;  // NOLINT
namespace mr = memref;

struct VarDef {
  enum Kind { kAssign, kIfReturn, kForReturn, kIterArg };
  Kind kind = kAssign;
  AssignStmtPtr assign;
  StmtPtr control;  // IfStmt / ForStmt
  size_t index = 0;
  IterArgPtr iter_arg;
  std::vector<StmtPtr> ancestors;  // outermost first; excludes the assign itself
};

class DefMap {
 public:
  std::map<const Var*, VarDef> defs;
  void Build(const StmtPtr& s) { Visit(s); }

 private:
  void Visit(const StmtPtr& s) {
    if (!s) return;
    switch (s->kind()) {
      case NodeKind::kSeq: {
        stack_.push_back(s);
        for (const auto& c : std::static_pointer_cast<const SeqStmts>(s)->stmts()) Visit(c);
        stack_.pop_back();
        return;
      }
      case NodeKind::kAssign: {
        auto a = std::static_pointer_cast<const AssignStmt>(s);
        if (IsA<TileType>(a->var()->type())) {
          VarDef d;
          d.kind = VarDef::kAssign;
          d.assign = a;
          d.ancestors = stack_;
          defs[a->var().get()] = d;
        }
        return;
      }
      case NodeKind::kIf: {
        auto i = std::static_pointer_cast<const IfStmt>(s);
        for (size_t k = 0; k < i->return_vars().size(); ++k) {
          if (!IsA<TileType>(i->return_vars()[k]->type())) continue;
          VarDef d;
          d.kind = VarDef::kIfReturn;
          d.control = s;
          d.index = k;
          defs[i->return_vars()[k].get()] = d;
        }
        stack_.push_back(s);
        Visit(i->then_body());
        Visit(i->else_body());
        stack_.pop_back();
        return;
      }
      case NodeKind::kFor: {
        auto f = std::static_pointer_cast<const ForStmt>(s);
        for (size_t k = 0; k < f->iter_args().size(); ++k) {
          if (!IsA<TileType>(f->iter_args()[k]->type())) continue;
          VarDef d;
          d.kind = VarDef::kIterArg;
          d.control = s;
          d.index = k;
          d.iter_arg = f->iter_args()[k];
          defs[f->iter_args()[k].get()] = d;
        }
        for (size_t k = 0; k < f->return_vars().size(); ++k) {
          if (!IsA<TileType>(f->return_vars()[k]->type())) continue;
          VarDef d;
          d.kind = VarDef::kForReturn;
          d.control = s;
          d.index = k;
          defs[f->return_vars()[k].get()] = d;
        }
        stack_.push_back(s);
        Visit(f->body());
        stack_.pop_back();
        return;
      }
      case NodeKind::kWhile: {
        // Defs inside a while body are recorded, but the while loop itself is
        // not an ancestor (it bounds no liveness scan).
        Visit(std::static_pointer_cast<const WhileStmt>(s)->body());
        return;
      }
      case NodeKind::kScope: {
        stack_.push_back(s);
        Visit(std::static_pointer_cast<const ScopeStmt>(s)->body());
        stack_.pop_back();
        return;
      }
      default:
        return;
    }
  }
  std::vector<StmtPtr> stack_;
};

bool SubtreeReadsBase(const StmtPtr& s, const Var* base) {
  bool found = false;
  mr::ForEachVarRead(s, [&](const VarPtr& v) {
    if (!found && v->kind() == NodeKind::kVar && mr::TileBase(v) == base) found = true;
  });
  return found;
}

bool SubtreeWritesBase(const StmtPtr& s, const Var* base) {
  bool found = false;
  std::function<void(const StmtPtr&)> walk = [&](const StmtPtr& st) {
    if (!st || found) return;
    switch (st->kind()) {
      case NodeKind::kAssign:
        if (mr::TileBase(std::static_pointer_cast<const AssignStmt>(st)->var()) == base) {
          found = true;
        }
        return;
      case NodeKind::kSeq:
        for (const auto& c : std::static_pointer_cast<const SeqStmts>(st)->stmts()) walk(c);
        return;
      case NodeKind::kIf: {
        auto i = std::static_pointer_cast<const IfStmt>(st);
        walk(i->then_body());
        walk(i->else_body());
        return;
      }
      case NodeKind::kFor:
        walk(std::static_pointer_cast<const ForStmt>(st)->body());
        return;
      case NodeKind::kWhile:
        walk(std::static_pointer_cast<const WhileStmt>(st)->body());
        return;
      case NodeKind::kScope:
        walk(std::static_pointer_cast<const ScopeStmt>(st)->body());
        return;
      default:
        return;
    }
  };
  walk(s);
  return found;
}

VarPtr AsVarLike(const ExprPtr& e) {
  if (e && IsA<Var>(e) && e->kind() != NodeKind::kMemRef) {
    return std::static_pointer_cast<const Var>(e);
  }
  return nullptr;
}

class Retargeter {
 public:
  RetypePlan Compute(const StmtPtr& body) {
    DefMap dm;
    dm.Build(body);
    defs_ = std::move(dm.defs);
    VisitFors(body);
    return std::move(rewrites_);
  }

  RetypePlan CoalesceAccumulatorIfPhis(const StmtPtr& body) {
    DefMap dm;
    dm.Build(body);
    defs_ = std::move(dm.defs);
    VisitIfs(body);
    return std::move(rewrites_);
  }

 private:
  void VisitIfs(const StmtPtr& s) {
    if (!s) return;
    if (auto seq = As<SeqStmts>(s)) {
      for (const auto& c : seq->stmts()) VisitIfs(c);
    } else if (auto f = As<ForStmt>(s)) {
      VisitIfs(f->body());
    } else if (auto i = As<IfStmt>(s)) {
      CoalesceIf(i);
      VisitIfs(i->then_body());
      VisitIfs(i->else_body());
    } else if (auto sc = As<ScopeStmt>(s)) {
      VisitIfs(sc->body());
    }
  }

  // Produced by an op whose output is its reused input's buffer (matmul_acc).
  bool IsInplaceAccumulator(const VarPtr& v) const {
    auto it = defs_.find(v.get());
    if (it == defs_.end() || it->second.kind != VarDef::kAssign) return false;
    auto call = As<Call>(it->second.assign->value());
    const OpInfo* info = mr::OpInfoOf(call);
    if (!info || !info->output_reuses_input) return false;
    size_t k = static_cast<size_t>(*info->output_reuses_input);
    if (k >= call->args().size()) return false;
    auto in = AsVarLike(call->args()[k]);
    if (!in) return false;
    auto out_tile = mr::TileWithMemRef(v->type());
    auto in_tile = mr::TileWithMemRef(in->type());
    return out_tile && in_tile && out_tile->memref()->base() == in_tile->memref()->base();
  }

  void CoalesceIf(const IfStmtPtr& i) {
    if (!i->else_body() || i->return_vars().empty()) return;
    auto ty = mr::FindYield(i->then_body());
    auto ey = mr::FindYield(i->else_body());
    if (!ty || !ey) return;
    for (size_t k = 0; k < i->return_vars().size(); ++k) {
      if (k >= ty->values().size() || k >= ey->values().size()) continue;
      auto tv = AsVarLike(ty->values()[k]);
      auto ev = AsVarLike(ey->values()[k]);
      if (!tv || !ev) continue;
      bool then_acc = IsInplaceAccumulator(tv);
      bool else_acc = IsInplaceAccumulator(ev);
      if (then_acc == else_acc) continue;
      const VarPtr& acc = then_acc ? tv : ev;
      const VarPtr& seed = then_acc ? ev : tv;
      auto acc_tile = mr::TileWithMemRef(acc->type());
      auto seed_tile = mr::TileWithMemRef(seed->type());
      if (!acc_tile || !seed_tile) continue;
      if (acc_tile->memory_space() != MemorySpace::kAcc) continue;
      const MemRefPtr& acc_mr = acc_tile->memref();
      if (acc_mr->base() == seed_tile->memref()->base()) continue;
      auto sd = defs_.find(seed.get());
      if (sd == defs_.end() || sd->second.kind != VarDef::kAssign) continue;
      if (!As<Call>(sd->second.assign->value())) continue;
      // Branch exclusivity only covers a seed produced inside this if, and
      // only when nothing later in its own branch touches the accumulator.
      const auto& anc = sd->second.ancestors;
      bool in_branch =
          std::any_of(anc.begin(), anc.end(), [&](const StmtPtr& a) { return a.get() == i.get(); });
      if (!in_branch) continue;
      if (!DeadAtAssign(sd->second, acc_mr->base().get(), i.get())) continue;
      if (!RetargetAssign(seed, sd->second, acc_mr, acc_tile->memory_space(),
                          /*check_liveness=*/false)) {
        ThrowInternal(
            absl::StrCat("cannot coalesce the Acc accumulator across an if phi: seed producer '",
                         seed->name_hint(),
                         "' refuses the accumulator's buffer, and no Acc->Acc tile.move exists"));
      }
    }
  }

  void VisitFors(const StmtPtr& s) {
    if (!s) return;
    if (auto seq = As<SeqStmts>(s)) {
      for (const auto& c : seq->stmts()) VisitFors(c);
    } else if (auto f = As<ForStmt>(s)) {
      Propagate(f);
      VisitFors(f->body());
    } else if (auto i = As<IfStmt>(s)) {
      VisitFors(i->then_body());
      VisitFors(i->else_body());
    } else if (auto sc = As<ScopeStmt>(s)) {
      VisitFors(sc->body());
    }
  }

  void Propagate(const ForStmtPtr& f) {
    if (f->iter_args().empty()) return;
    auto y = mr::FindYield(f->body());
    if (!y) return;
    for (size_t i = 0; i < f->iter_args().size() && i < y->values().size(); ++i) {
      const auto& ia = f->iter_args()[i];
      auto it = rewrites_.find(ia.get());
      TypePtr t = it != rewrites_.end() ? it->second : ia->type();
      auto tile = mr::TileWithMemRef(t);
      if (!tile) continue;
      auto yv = AsVarLike(y->values()[i]);
      if (!yv) continue;
      TryRetarget(yv, tile->memref(), tile->memory_space());
    }
  }

  const Var* CurrentBase(const VarPtr& v) {
    auto it = rewrites_.find(v.get());
    auto tile = mr::TileWithMemRef(it != rewrites_.end() ? it->second : v->type());
    return tile ? tile->memref()->base().get() : nullptr;
  }

  bool TryRetarget(const VarPtr& v, const MemRefPtr& target, std::optional<MemorySpace> space) {
    if (CurrentBase(v) == target->base().get()) return true;
    if (!visiting_.insert(v.get()).second) return false;
    struct Guard {
      std::set<const Var*>* s;
      const Var* v;
      ~Guard() { s->erase(v); }
    } guard{&visiting_, v.get()};
    auto it = defs_.find(v.get());
    if (it == defs_.end()) return false;
    const VarDef& d = it->second;
    switch (d.kind) {
      case VarDef::kAssign:
        return RetargetAssign(v, d, target, space);
      case VarDef::kIfReturn:
        return RetargetIfReturn(v, d, target, space);
      case VarDef::kForReturn:
        return RetargetForReturn(v, d, target, space);
      case VarDef::kIterArg:
        return RetargetIterArg(v, d, target, space);
    }
    return false;
  }

  bool RetargetAssign(const VarPtr& v, const VarDef& d, const MemRefPtr& target,
                      std::optional<MemorySpace> space, bool check_liveness = true) {
    auto call = As<Call>(d.assign->value());
    if (!call) return false;
    const OpInfo* info = mr::OpInfoOf(call);
    if (!info) return false;
    if (info->output_reuses_input) {
      size_t k = static_cast<size_t>(*info->output_reuses_input);
      if (k >= call->args().size()) return false;
      auto in = AsVarLike(call->args()[k]);
      if (!in || !TryRetarget(in, target, space)) return false;
      Plan(v, target, space);
      return true;
    }
    if (info->output_memory == OutputMemoryRule::kInheritInput) return false;
    if (const AttrValue* tm = call->kwargs().Find("target_memory")) {
      auto ms = tm->AsEnum<MemorySpace>();
      if (!space || !ms || *ms != *space) return false;
    }
    if (info->not_inplace_safe) {
      for (const auto& a : call->args()) {
        bool reads = false;
        mr::ForEachVarOccurrenceInExpr(a, [&](const VarPtr& u) {
          if (u->kind() == NodeKind::kVar && mr::TileBase(u) == target->base().get()) reads = true;
        });
        if (reads) return false;
      }
    }
    if (check_liveness && !DeadAtAssign(d, target->base().get())) return false;
    Plan(v, target, space);
    return true;
  }

  bool RetargetIfReturn(const VarPtr& v, const VarDef& d, const MemRefPtr& target,
                        std::optional<MemorySpace> space) {
    auto i = As<IfStmt>(d.control);
    auto branch = [&](const StmtPtr& body) {
      auto y = mr::FindYield(body);
      if (!y || d.index >= y->values().size()) return false;
      auto yv = AsVarLike(y->values()[d.index]);
      return yv && TryRetarget(yv, target, space);
    };
    bool then_ok = branch(i->then_body());
    bool else_ok = i->else_body() ? branch(i->else_body()) : true;
    if (!then_ok || !else_ok) return false;
    Plan(v, target, space);
    return true;
  }

  bool RetargetForReturn(const VarPtr& v, const VarDef& d, const MemRefPtr& target,
                         std::optional<MemorySpace> space) {
    auto f = As<ForStmt>(d.control);
    auto y = mr::FindYield(f->body());
    if (!y || d.index >= y->values().size()) return false;
    auto yv = AsVarLike(y->values()[d.index]);
    if (!yv || !TryRetarget(yv, target, space)) return false;
    if (d.index < f->iter_args().size()) {
      const auto& ia = f->iter_args()[d.index];
      auto init = AsVarLike(ia->init_value());
      if (init && !TryRetarget(init, target, space)) return false;
      Plan(ia, target, space);
    }
    Plan(v, target, space);
    return true;
  }

  bool RetargetIterArg(const VarPtr& v, const VarDef& d, const MemRefPtr& target,
                       std::optional<MemorySpace> space) {
    auto init = AsVarLike(d.iter_arg->init_value());
    if (!init || !TryRetarget(init, target, space)) return false;
    Plan(v, target, space);
    return true;
  }

  void Plan(const VarPtr& v, const MemRefPtr& target, std::optional<MemorySpace> space) {
    rewrites_[v.get()] = mr::WithMemRefAndSpace(v->type(), target, space);
  }

  // No read or write of `base` after the assignment, up to the enclosing
  // loop's yield (or up to `stop_at` when given).
  bool DeadAtAssign(const VarDef& d, const Var* base, const Stmt* stop_at = nullptr) {
    StmtPtr child = d.assign;
    for (auto it = d.ancestors.rbegin(); it != d.ancestors.rend(); ++it) {
      const StmtPtr& anc = *it;
      if (auto seq = As<SeqStmts>(anc)) {
        const auto& stmts = seq->stmts();
        auto pos = std::find(stmts.begin(), stmts.end(), child);
        if (pos != stmts.end()) {
          for (++pos; pos != stmts.end(); ++pos) {
            if (SubtreeReadsBase(*pos, base) || SubtreeWritesBase(*pos, base)) return false;
          }
        }
      }
      if (stop_at && anc.get() == stop_at) return true;
      if (As<ForStmt>(anc)) return true;
      child = anc;
    }
    return true;
  }

  std::map<const Var*, VarDef> defs_;
  RetypePlan rewrites_;
  std::set<const Var*> visiting_;
};

class RetypeApplier : public mr::RetypingMutator {
 public:
  explicit RetypeApplier(RetypePlan rewrites) : rewrites_(std::move(rewrites)) {}

  StmtPtr MutateAssign(const AssignStmtPtr& op) override {
    auto it = rewrites_.find(op->var().get());
    if (it != rewrites_.end()) {
      auto nv = std::make_shared<Var>(op->var()->name_hint(), it->second, op->var()->span());
      SetVarRemap(op->var(), nv);
      return std::make_shared<AssignStmt>(nv, MutateExpr(op->value()), op->span());
    }
    if (auto s = FollowView(op)) return s;
    return mr::RetypingMutator::MutateAssign(op);
  }

  StmtPtr MutateIf(const IfStmtPtr& op) override {
    for (const auto& rv : op->return_vars()) {
      auto it = rewrites_.find(rv.get());
      if (it != rewrites_.end()) {
        SetVarRemap(rv, std::make_shared<Var>(rv->name_hint(), it->second, rv->span()));
      }
    }
    return mr::RetypingMutator::MutateIf(op);
  }

  StmtPtr MutateFor(const ForStmtPtr& op) override {
    for (const auto& ia : op->iter_args()) {
      auto it = rewrites_.find(ia.get());
      if (it != rewrites_.end()) {
        SetVarRemap(ia, std::make_shared<IterArg>(ia->name_hint(), it->second,
                                                  MutateExpr(ia->init_value()), ia->span()));
      }
    }
    for (const auto& rv : op->return_vars()) {
      auto it = rewrites_.find(rv.get());
      if (it != rewrites_.end()) {
        SetVarRemap(rv, std::make_shared<Var>(rv->name_hint(), it->second, rv->span()));
      }
    }
    return mr::RetypingMutator::MutateFor(op);
  }

 private:
  // A view whose input moved to another buffer follows it.
  StmtPtr FollowView(const AssignStmtPtr& op) {
    auto call = As<Call>(op->value());
    if (!call || call->args().empty() || !mr::InheritsInput(call)) return nullptr;
    auto in = AsVarLike(call->args()[0]);
    if (!in) return nullptr;
    VarPtr moved = LookupVarRemap(in.get());
    if (!moved) return nullptr;
    MemRefPtr out_mr = mr::TypeMemRef(op->var()->type());
    MemRefPtr in_old = mr::TypeMemRef(in->type());
    MemRefPtr in_new = mr::TypeMemRef(moved->type());
    if (!out_mr || !in_old || !in_new) return nullptr;
    if (out_mr->base() != in_old->base() || in_new->base() == in_old->base()) return nullptr;
    ExprPtr extra = mr::ViewByteOffset(call, in->type());
    ExprPtr total = mr::AddOffsets(in_new->byte_offset(), extra);
    auto c0 = As<ConstInt>(extra);
    bool pure = c0 && c0->value() == 0 && out_mr->size() == in_new->size();
    MemRefPtr nm = pure ? in_new : std::make_shared<MemRef>(in_new->base(), total, out_mr->size());
    TypePtr t = mr::WithMemRefAndSpace(op->var()->type(), nm, mr::SpaceOf(moved->type()));
    auto nv = std::make_shared<Var>(op->var()->name_hint(), t, op->var()->span());
    SetVarRemap(op->var(), nv);
    return std::make_shared<AssignStmt>(nv, MutateExpr(op->value()), op->span());
  }

  RetypePlan rewrites_;
};

}  // namespace

RetypePlan PlanLoopCarryRetargets(const StmtPtr& body) { return Retargeter().Compute(body); }

RetypePlan PlanAccumulatorIfPhiCoalescing(const StmtPtr& body) {
  return Retargeter().CoalesceAccumulatorIfPhis(body);
}

StmtPtr ApplyRetypePlan(const StmtPtr& body, RetypePlan plan) {
  if (plan.empty()) return body;
  return RetypeApplier(std::move(plan)).MutateStmt(body);
}

}  // namespace ptoc::transforms
