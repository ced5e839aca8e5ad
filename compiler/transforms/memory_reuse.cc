// MemoryReuse: lets tile buffers whose lifetimes do not overlap share one
// allocation. Per memory space, buffers are packed largest-first into the
// first existing allocation all of whose members they may share with
// (lifetimes disjoint, no forbidden in-place aliasing, Vec ND/NZ kept apart);
// then loop carries and if phis are re-aligned (inserting tile.move where a
// yield lands in another buffer) and allocations no longer used are dropped.
//
// Packing cost: each candidate is tested against the existing allocations;
// an allocation keeps its members' intervals sorted, so one test is
// O(log members). Total O(M log M + M * B log M) for M buffers packed into
// B allocations (B is the peak number of co-live buffers, not M).
#include <algorithm>
#include <climits>
#include <functional>
#include <map>
#include <set>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "compiler/base/status.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/op_registry.h"
#include "compiler/transforms/analysis/lifetimes.h"
#include "compiler/transforms/analysis/memref_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {
namespace {

using namespace ir;  // NOLINT
namespace mr = memref;

VarPtr AsVarLike(const ExprPtr& e) {
  if (e && IsA<Var>(e) && e->kind() != NodeKind::kMemRef)
    return std::static_pointer_cast<const Var>(e);
  return nullptr;
}

bool IsNzLike(const VarPtr& v) {
  auto t = As<TileType>(v->type());
  return t && t->EffectiveView().blayout == TileLayout::kColMajor;
}

// ---------------------------------------------------------------------------
// Packing.

struct Buffer {
  std::vector<int> members;                  // interval indices, [0] = representative
  std::set<std::pair<int, int>> spans;       // member (def, last_use) when regular
  bool irregular = false;                    // members overlap (phi families) -> scan
  std::unordered_set<const Var*> bases;      // members' allocation roots
  std::unordered_set<const Var*> forbidden;  // roots members' ops may not write onto
  bool nz = false;
};

bool Overlap(const LifetimeInterval& a, const LifetimeInterval& b) {
  return !(a.last_use <= b.def || b.last_use <= a.def);
}

class Packer {
 public:
  Packer(const Lifetimes& lt, const StmtPtr& body) : lt_(lt) {
    CollectForbidden(body);
    for (size_t i = 0; i < lt_.intervals.size(); ++i) {
      const auto& members = lt_.groups[lt_.intervals[i].group];
      bool fam = false;
      for (const auto& m : members) fam |= lt_.phi_families.count(m.get()) > 0;
      has_family_.push_back(fam);
    }
  }

  // interval index -> representative interval index of its allocation.
  std::unordered_map<int, int> Pack() {
    std::map<MemorySpace, std::vector<int>> by_space;
    for (size_t i = 0; i < lt_.intervals.size(); ++i) {
      by_space[lt_.intervals[i].space].push_back(static_cast<int>(i));
    }
    std::unordered_map<int, int> result;
    for (auto& [space, idx] : by_space) {
      std::sort(idx.begin(), idx.end(), [&](int a, int b) {
        const auto& x = lt_.intervals[a];
        const auto& y = lt_.intervals[b];
        if (x.size != y.size) return x.size > y.size;
        if (x.def != y.def) return x.def < y.def;
        return a < b;
      });
      std::vector<Buffer> buffers;
      for (int c : idx) {
        bool placed = false;
        for (auto& buf : buffers) {
          if (!CanJoin(c, buf)) continue;
          Add(c, &buf);
          placed = true;
          break;
        }
        if (!placed) {
          buffers.emplace_back();
          Add(c, &buffers.back());
        }
      }
      for (const auto& buf : buffers) {
        for (size_t m = 1; m < buf.members.size(); ++m) result[buf.members[m]] = buf.members[0];
      }
    }
    return result;
  }

 private:
  const Var* BaseOf(int i) const { return mr::TileBase(lt_.intervals[i].rep); }

  void CollectForbidden(const StmtPtr& body) {
    std::function<void(const StmtPtr&)> walk = [&](const StmtPtr& s) {
      if (!s) return;
      switch (s->kind()) {
        case NodeKind::kAssign: {
          auto a = std::static_pointer_cast<const AssignStmt>(s);
          auto call = As<Call>(a->value());
          const OpInfo* info = mr::OpInfoOf(call);
          if (!info) return;
          auto git = lt_.group_of.find(a->var().get());
          if (git == lt_.group_of.end()) return;
          int out = git->second;  // group index == interval index
          auto forbid = [&](size_t k) {
            if (k >= call->args().size()) return;
            if (auto v = AsVarLike(call->args()[k])) {
              if (const Var* b = mr::TileBase(v)) forbidden_[out].insert(b);
            }
          };
          if (info->not_inplace_safe) {
            for (size_t k = 0; k < call->args().size(); ++k) forbid(k);
          } else {
            for (int k : info->forbid_output_alias) forbid(static_cast<size_t>(k));
          }
          if (mr::IsOp(call, "tile.cast") && !call->args().empty()) {
            auto out_t = As<TileType>(a->var()->type());
            auto in_t = As<TileType>(call->args()[0]->type());
            if (out_t && in_t && DataTypeBits(out_t->dtype()) > DataTypeBits(in_t->dtype()))
              forbid(0);
          }
          return;
        }
        case NodeKind::kSeq:
          for (const auto& c : std::static_pointer_cast<const SeqStmts>(s)->stmts()) walk(c);
          return;
        case NodeKind::kIf: {
          auto i = std::static_pointer_cast<const IfStmt>(s);
          walk(i->then_body());
          walk(i->else_body());
          return;
        }
        case NodeKind::kFor:
          walk(std::static_pointer_cast<const ForStmt>(s)->body());
          return;
        case NodeKind::kWhile:
          walk(std::static_pointer_cast<const WhileStmt>(s)->body());
          return;
        case NodeKind::kScope:
          walk(std::static_pointer_cast<const ScopeStmt>(s)->body());
          return;
        default:
          return;
      }
    };
    walk(body);
  }

  bool SameFamily(const Var* x, const Var* y) const {
    auto ix = lt_.phi_families.find(x);
    auto iy = lt_.phi_families.find(y);
    if (ix == lt_.phi_families.end() || iy == lt_.phi_families.end()) return false;
    for (int f : ix->second) {
      if (iy->second.count(f)) return true;
    }
    return false;
  }

  bool VarOverlap(const Var* x, const Var* y) const {
    auto ix = lt_.var_liveness.find(x);
    auto iy = lt_.var_liveness.find(y);
    if (ix == lt_.var_liveness.end() || iy == lt_.var_liveness.end()) return true;
    return !(ix->second.second <= iy->second.first || iy->second.second <= ix->second.first);
  }

  // Overlapping group intervals still may share when the overlap only comes
  // from one value on mutually exclusive if paths.
  bool OverlapBlocks(int a, int b) const {
    bool family_pair = false;
    for (const auto& x : lt_.groups[lt_.intervals[a].group]) {
      for (const auto& y : lt_.groups[lt_.intervals[b].group]) {
        if (SameFamily(x.get(), y.get())) {
          family_pair = true;
        } else if (VarOverlap(x.get(), y.get())) {
          return true;
        }
      }
    }
    return !family_pair;
  }

  bool LifetimeConflict(int c, const Buffer& buf) const {
    const auto& iv = lt_.intervals[c];
    if (buf.irregular || has_family_[c] || iv.last_use < iv.def) {
      for (int m : buf.members) {
        if (Overlap(iv, lt_.intervals[m]) && OverlapBlocks(c, m)) return true;
      }
      return false;
    }
    if (buf.members.size() == 1) return Overlap(iv, lt_.intervals[buf.members[0]]);
    // Members are pairwise disjoint, so ordered by (def, last_use) their ends
    // are non-decreasing: the member starting last before `iv` ends has the
    // latest end among all that could overlap.
    auto it = buf.spans.lower_bound({iv.last_use, INT_MIN});
    if (it == buf.spans.begin()) return false;
    --it;
    return it->second > iv.def;
  }

  bool CanJoin(int c, const Buffer& buf) const {
    if (LifetimeConflict(c, buf)) return false;
    const Var* cb = BaseOf(c);
    auto fit = forbidden_.find(c);
    if (fit != forbidden_.end()) {
      for (const Var* b : fit->second) {
        if (buf.bases.count(b)) return false;
      }
    }
    if (cb && buf.forbidden.count(cb)) return false;
    const auto& iv = lt_.intervals[c];
    if (iv.space == MemorySpace::kVec && IsNzLike(iv.rep) != buf.nz) return false;
    return true;
  }

  void Add(int c, Buffer* buf) {
    const auto& iv = lt_.intervals[c];
    if (buf->members.empty()) buf->nz = iv.space == MemorySpace::kVec && IsNzLike(iv.rep);
    bool overlaps = false;
    if (!buf->irregular && !buf->members.empty()) {
      auto it = buf->spans.lower_bound({iv.last_use, INT_MIN});
      if (it != buf->spans.begin()) {
        --it;
        overlaps = it->second > iv.def;
      }
    }
    if (overlaps || iv.last_use < iv.def) buf->irregular = true;
    buf->members.push_back(c);
    buf->spans.insert({iv.def, iv.last_use});
    if (const Var* b = BaseOf(c)) buf->bases.insert(b);
    auto fit = forbidden_.find(c);
    if (fit != forbidden_.end()) buf->forbidden.insert(fit->second.begin(), fit->second.end());
  }

  const Lifetimes& lt_;
  std::vector<bool> has_family_;
  std::unordered_map<int, std::unordered_set<const Var*>> forbidden_;
};

// ---------------------------------------------------------------------------
// Rewrites.

class SharingApplier : public mr::RetypingMutator {
 public:
  SharingApplier(const Lifetimes& lt, const std::unordered_map<int, int>& reuse)
      : lt_(lt), reuse_(reuse) {}

  StmtPtr MutateAssign(const AssignStmtPtr& op) override {
    auto git = lt_.group_of.find(op->var().get());
    if (git == lt_.group_of.end() || lt_.groups[git->second].front() != op->var()) {
      return mr::RetypingMutator::MutateAssign(op);
    }
    auto rit = reuse_.find(git->second);
    if (rit == reuse_.end()) return mr::RetypingMutator::MutateAssign(op);
    const VarPtr& source = lt_.intervals[rit->second].rep;
    MemRefPtr target = mr::TypeMemRef(source->type());
    MemRefPtr curr = mr::TypeMemRef(op->var()->type());
    auto nv = std::make_shared<Var>(op->var()->name_hint(),
                                    mr::WithMemRefAndSpace(MutateType(op->var()->type()), target),
                                    op->var()->span());
    SetVarRemap(op->var(), nv);
    for (const auto& member : lt_.groups[git->second]) {
      if (member == op->var()) continue;
      MemRefPtr old = mr::TypeMemRef(member->type());
      MemRefPtr rebased = target;
      auto old_off = old ? As<ConstInt>(old->byte_offset()) : nullptr;
      auto curr_off = curr ? As<ConstInt>(curr->byte_offset()) : nullptr;
      if (old_off && curr_off) {
        int64_t rel = old_off->value() - curr_off->value();
        if (!(rel == 0 && old->size() == target->size())) {
          ExprPtr off = mr::AddOffsets(target->byte_offset(), MakeConstInt(rel, DataType::kIndex));
          rebased = std::make_shared<MemRef>(target->base(), off, old->size());
        }
      }
      SetVarRemap(member,
                  std::make_shared<Var>(member->name_hint(),
                                        mr::WithMemRefAndSpace(MutateType(member->type()), rebased),
                                        member->span()));
    }
    return std::make_shared<AssignStmt>(nv, MutateExpr(op->value()), op->span());
  }

 private:
  const Lifetimes& lt_;
  const std::unordered_map<int, int>& reuse_;
};

TypePtr Retype(const TypePtr& t, const TileTypePtr& like) {
  return mr::WithMemRefAndSpace(t, like->memref(), like->memory_space());
}

bool SameBase(const MemRefPtr& a, const MemRefPtr& b) { return a->base() == b->base(); }

// Loop carries (iter_arg / return var) follow their init's buffer, top-down.
class AlignLoopCarries : public mr::RetypingMutator {
 public:
  StmtPtr MutateFor(const ForStmtPtr& op) override {
    for (size_t i = 0; i < op->iter_args().size(); ++i) {
      const auto& ia = op->iter_args()[i];
      ExprPtr init = MutateExpr(ia->init_value());
      bool init_changed = init != ia->init_value();
      auto init_var = AsVarLike(init);
      auto init_tile = init_var ? mr::TileWithMemRef(init_var->type()) : nullptr;
      auto ia_tile = mr::TileWithMemRef(ia->type());
      bool differs = init_tile && ia_tile && !SameBase(ia_tile->memref(), init_tile->memref());
      if (differs || init_changed) {
        TypePtr t = differs ? Retype(MutateType(ia->type()), init_tile) : MutateType(ia->type());
        SetVarRemap(ia, std::make_shared<IterArg>(ia->name_hint(), t, init, ia->span()));
      }
      if (init_tile && i < op->return_vars().size()) {
        const auto& rv = op->return_vars()[i];
        auto rv_tile = mr::TileWithMemRef(rv->type());
        if (rv_tile && !SameBase(rv_tile->memref(), init_tile->memref())) {
          SetVarRemap(
              rv, std::make_shared<Var>(rv->name_hint(), Retype(MutateType(rv->type()), init_tile),
                                        rv->span()));
        }
      }
    }
    return mr::RetypingMutator::MutateFor(op);
  }
};

// Yields that land in another buffer than their carry get a tile.move.
class YieldFixup : public mr::RetypingMutator {
 public:
  StmtPtr MutateFor(const ForStmtPtr& op) override {
    auto result = mr::RetypingMutator::MutateFor(op);
    auto f = As<ForStmt>(result);
    if (!f || f->iter_args().empty()) return result;
    auto y = mr::FindYield(f->body());
    if (!y) return result;
    std::vector<ExprPtr> values = y->values();
    std::vector<StmtPtr> moves;
    for (size_t i = 0; i < values.size() && i < f->iter_args().size(); ++i) {
      auto yv = PlainVar(values[i]);
      auto y_tile = yv ? mr::TileWithMemRef(yv->type()) : nullptr;
      if (!y_tile) continue;
      auto init = PlainVar(f->iter_args()[i]->init_value());
      auto init_tile = init ? mr::TileWithMemRef(init->type()) : nullptr;
      if (!init_tile || SameBase(y_tile->memref(), init_tile->memref())) continue;
      auto [mv, stmt] = Move(yv, init_tile);
      moves.push_back(stmt);
      values[i] = mv;
    }
    if (moves.empty()) return Patch(f, y);
    auto ny = std::make_shared<YieldStmt>(values, y->span());
    auto nf = std::make_shared<ForStmt>(f->loop_var(), f->start(), f->stop(), f->step(),
                                        f->iter_args(), ReplaceYield(f->body(), ny, moves),
                                        f->return_vars(), f->for_kind(), f->attrs(), f->span());
    return Patch(nf, ny);
  }

  StmtPtr MutateIf(const IfStmtPtr& op) override {
    auto result = mr::RetypingMutator::MutateIf(op);
    auto s = As<IfStmt>(result);
    if (!s || s->return_vars().empty()) return result;
    auto ty = mr::FindYield(s->then_body());
    auto ey = mr::FindYield(s->else_body());
    if (!ty && !ey) return result;
    bool changed = false;
    std::vector<VarPtr> rvs = s->return_vars();
    std::vector<ExprPtr> else_values = ey ? ey->values() : std::vector<ExprPtr>{};
    std::vector<StmtPtr> moves;
    for (size_t i = 0; i < rvs.size(); ++i) {
      VarPtr tv = ty && i < ty->values().size() ? PlainVar(ty->values()[i]) : nullptr;
      VarPtr ev = ey && i < ey->values().size() ? PlainVar(ey->values()[i]) : nullptr;
      auto tt = tv ? mr::TileWithMemRef(tv->type()) : nullptr;
      auto et = ev ? mr::TileWithMemRef(ev->type()) : nullptr;
      if (!tt && !et) continue;
      auto target = tt ? tt : et;
      if (tt && et && !SameBase(et->memref(), target->memref())) {
        auto [mv, stmt] = Move(ev, target);
        moves.push_back(stmt);
        else_values[i] = mv;
        changed = true;
      }
      auto rv_tile = mr::TileWithMemRef(rvs[i]->type());
      if (rv_tile && !SameBase(rv_tile->memref(), target->memref())) {
        auto nrv = std::make_shared<Var>(rvs[i]->name_hint(), Retype(rvs[i]->type(), target),
                                         rvs[i]->span());
        SetVarRemap(rvs[i], nrv);
        rvs[i] = nrv;
        changed = true;
      }
    }
    if (!changed) return result;
    StmtPtr else_body = s->else_body();
    if (!moves.empty() && ey) {
      else_body =
          ReplaceYield(else_body, std::make_shared<YieldStmt>(else_values, ey->span()), moves);
    }
    return std::make_shared<IfStmt>(s->condition(), s->then_body(), else_body, rvs, s->span());
  }

 private:
  static VarPtr PlainVar(const ExprPtr& e) {
    if (e && e->kind() == NodeKind::kVar) return std::static_pointer_cast<const Var>(e);
    return nullptr;
  }

  std::pair<VarPtr, StmtPtr> Move(const VarPtr& src, const TileTypePtr& target) {
    Attrs kwargs{
        {"target_memory", AttrValue::FromEnum(target->memory_space().value_or(MemorySpace::kVec))}};
    auto call = MakeOpCallOrThrow("tile.move", {src}, kwargs, src->span());
    auto mv =
        std::make_shared<Var>(src->name_hint() + "_mv", Retype(src->type(), target), src->span());
    return {mv, std::make_shared<AssignStmt>(mv, call, src->span())};
  }

  static StmtPtr ReplaceYield(const StmtPtr& body, const YieldStmtPtr& ny,
                              const std::vector<StmtPtr>& moves) {
    std::vector<StmtPtr> out;
    for (const auto& s : StmtList(body)) {
      if (As<YieldStmt>(s)) {
        out.insert(out.end(), moves.begin(), moves.end());
        out.push_back(ny);
      } else {
        out.push_back(s);
      }
    }
    return MakeSeq(std::move(out), body->span());
  }

  StmtPtr Patch(const ForStmtPtr& f, const YieldStmtPtr& y) {
    bool changed = false;
    std::vector<IterArgPtr> ias = f->iter_args();
    std::vector<VarPtr> rvs = f->return_vars();
    for (size_t i = 0; i < ias.size(); ++i) {
      auto init = PlainVar(ias[i]->init_value());
      auto init_tile = init ? mr::TileWithMemRef(init->type()) : nullptr;
      if (!init_tile) continue;
      auto ia_tile = mr::TileWithMemRef(ias[i]->type());
      if (ia_tile && !SameBase(ia_tile->memref(), init_tile->memref())) {
        auto nia = std::make_shared<IterArg>(ias[i]->name_hint(), Retype(ias[i]->type(), init_tile),
                                             ias[i]->init_value(), ias[i]->span());
        SetVarRemap(ias[i], nia);
        ias[i] = nia;
        changed = true;
      }
      if (i >= rvs.size() || !y || i >= y->values().size()) continue;
      auto yv = PlainVar(y->values()[i]);
      auto y_tile = yv ? mr::TileWithMemRef(yv->type()) : nullptr;
      if (!y_tile) continue;
      auto rv_tile = mr::TileWithMemRef(rvs[i]->type());
      if (!rv_tile) continue;
      if (!SameBase(rv_tile->memref(), y_tile->memref())) {
        auto nrv = std::make_shared<Var>(rvs[i]->name_hint(), Retype(rvs[i]->type(), y_tile),
                                         rvs[i]->span());
        SetVarRemap(rvs[i], nrv);
        rvs[i] = nrv;
        changed = true;
      }
    }
    if (!changed) return f;
    StmtPtr body = MutateStmt(f->body());
    return std::make_shared<ForStmt>(f->loop_var(), f->start(), f->stop(), f->step(),
                                     std::move(ias), body, std::move(rvs), f->for_kind(),
                                     f->attrs(), f->span());
  }
};

// Bare SSA copies `x = y` take y's buffer when they diverged.
class IdentityCopyNormalizer : public mr::RetypingMutator {
 public:
  StmtPtr MutateAssign(const AssignStmtPtr& op) override {
    if (AsVarLike(op->value())) {
      auto src = AsVarLike(MutateExpr(op->value()));
      auto lt = src ? mr::TileWithMemRef(op->var()->type()) : nullptr;
      auto rt = src ? mr::TileWithMemRef(src->type()) : nullptr;
      if (lt && rt && !SameBase(lt->memref(), rt->memref())) {
        auto nv = std::make_shared<Var>(op->var()->name_hint(), src->type(), op->var()->span());
        SetVarRemap(op->var(), nv);
        return std::make_shared<AssignStmt>(nv, src, op->span());
      }
    }
    return mr::RetypingMutator::MutateAssign(op);
  }
};

StmtPtr RemoveUnusedAllocs(const StmtPtr& body) {
  std::unordered_set<const Var*> used;
  mr::ForEachVarOccurrence(body, [&](const VarPtr& v) {
    if (auto m = mr::TypeMemRef(v->type())) used.insert(m->base().get());
  });
  auto seq = As<SeqStmts>(body);
  if (!seq) return body;
  std::vector<StmtPtr> out;
  bool changed = false;
  for (const auto& s : seq->stmts()) {
    if (mr::IsAllocStmt(s) &&
        !used.count(std::static_pointer_cast<const AssignStmt>(s)->var().get())) {
      changed = true;
      continue;
    }
    out.push_back(s);
  }
  return changed ? MakeSeq(std::move(out), body->span()) : body;
}

FunctionPtr ReuseInFunction(const FunctionPtr& func) {
  if (func->func_type() == FunctionType::kOrchestration || !func->body()) return func;
  StmtPtr body = func->body();
  Lifetimes lt = ComputeLifetimes(body);
  if (lt.intervals.empty()) return func;
  Packer packer(lt, body);
  auto reuse = packer.Pack();
  if (!reuse.empty()) {
    body = SharingApplier(lt, reuse).MutateStmt(body);
    body = AlignLoopCarries().MutateStmt(body);
  }
  body = YieldFixup().MutateStmt(body);
  body = IdentityCopyNormalizer().MutateStmt(body);
  body = RemoveUnusedAllocs(body);
  body = mr::SyncFlattenedCallTypes(body);
  if (body == func->body()) return func;
  return func->WithBody(body);
}

}  // namespace

ir::ProgramPtr MemoryReuse(const ir::ProgramPtr& program) {
  std::vector<ir::FunctionPtr> functions;
  bool changed = false;
  for (const auto& f : program->functions()) {
    functions.push_back(ReuseInFunction(f));
    changed |= functions.back() != f;
  }
  return changed ? program->WithFunctions(std::move(functions)) : program;
}

}  // namespace ptoc::transforms
