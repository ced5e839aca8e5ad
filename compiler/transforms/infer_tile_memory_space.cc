// InferTileMemorySpace: gives every tile of an InCore function a memory space
// and legalises operand spaces, following the reference's phases:
//  - backward demand: the space ops accept for their operands, propagated
//    back through inherit-input views, resolves a tile.load / tile.create
//    built without target_memory (clamped to Vec/Mat, which a producer can
//    write directly);
//  - forward inference: fixed-output ops, target_memory kwargs,
//    inherit-input ops and aliases; Vec by default. A loop's result, its
//    iter-arg and the variable initialising it take the space the body
//    yields (the accumulator pattern: a Vec tile.create carried through
//    matmul_acc becomes Acc instead of being moved inside the loop);
//  - one tile.move per (variable, space) and statement list (nested lists reuse
//    an enclosing list's move), before the first
//    consumer whose operand space is not accepted (Mat -> Left/Right for
//    matmul operands; an Acc -> Vec move lands ND, as the cube -> vector pipe
//    delivers). Loop-carried operands are not moved;
//  - loop-invariant Mat residency (analysis/mat_residency): compiler-generated
//    GM -> Mat operand loads that provably do not change across a sequential
//    loop move to its preheader; the Mat-bridge marker attr is dropped.
// A move feeding an operand the backend instruction reads row-major
// (analysis/backend_layout_spec) writes that layout (ND when it lands in Vec).

#include <algorithm>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/op_registry.h"
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/transforms/analysis/backend_layout_spec.h"
#include "compiler/transforms/analysis/mat_residency.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(google-build-using-namespace)

namespace {

TypePtr WithSpaceIfMissing(const TypePtr& type, MemorySpace space) {
  auto tile = As<TileType>(type);
  if (!tile || tile->memory_space()) return type;
  return WithMemorySpace(tile, space);
}

std::optional<MemorySpace> SpaceOf(const ExprPtr& e) {
  auto tile = TileTypeOf(e);
  return tile ? tile->memory_space() : std::nullopt;
}

// The space an op always writes (its registered fixed output memory), if any.
// A result whose deduced type kept another space (tile.fillpad of an Acc tile
// keeps Acc) takes this one, as the reference's analysis assigns it.
std::optional<MemorySpace> FixedOutputSpace(const CallPtr& call) {
  const OpInfo* info = call ? OpRegistry::Global().Find(call->callee_name()) : nullptr;
  if (!info || info->output_memory != OutputMemoryRule::kFixed) return std::nullopt;
  return info->fixed_output_memory;
}

// The tile type in `space`; when the space changes, the layout parts of the
// view (block/scatter layout, fractal) become the new space's implicit ones,
// while valid shape, strides, offset and pad (facts about the data) stay.
TileTypePtr RetypeToSpace(const TileTypePtr& tile, MemorySpace space) {
  if (tile->memory_space() == space) return tile;
  if (!tile->memory_space()) return WithMemorySpace(tile, space);
  TileView view = tile->EffectiveView();
  TileView target = ImplicitTileView(tile->shape(), space);
  view.blayout = target.blayout;
  view.slayout = target.slayout;
  view.fractal = target.fractal;
  return std::make_shared<TileType>(tile->shape(), tile->dtype(), space, view, tile->memref(),
                                    tile->span());
}

// Backward demand (the reference's phase 0): the first space each op accepts
// for a variable operand, propagated back through inherit-input ops (slice,
// reshape, ...) to the variable they view. A specialised demand (Mat, Left,
// ...) wins over Vec. Only consulted for a tile.load / tile.create built
// without a target_memory (the DSL always writes one).
absl::flat_hash_map<const Var*, MemorySpace> CollectDemands(const StmtPtr& body) {
  absl::flat_hash_map<const Var*, MemorySpace> demands;
  std::vector<std::pair<const Var*, const Var*>> edges;  // view result -> viewed var
  auto record = [&](const Var* v, MemorySpace d) {
    auto [it, inserted] = demands.emplace(v, d);
    if (!inserted && it->second == MemorySpace::kVec && d != MemorySpace::kVec) it->second = d;
  };
  ForEachStmt(body, [&](const StmtPtr& s) {
    CallPtr call;
    VarPtr dst;
    if (auto a = As<AssignStmt>(s)) {
      call = AsOpCall(a->value());
      dst = a->var();
    } else if (auto e = As<EvalStmt>(s)) {
      call = AsOpCall(e->expr());
    }
    const OpInfo* info = call ? OpRegistry::Global().Find(call->callee_name()) : nullptr;
    if (!info) return;
    for (const auto& [index, allowed] : info->input_memory) {
      if (index < 0 || static_cast<size_t>(index) >= call->args().size() || allowed.empty()) {
        continue;
      }
      auto v = As<Var>(call->args()[index]);
      if (v && v->kind() == NodeKind::kVar) record(v.get(), allowed.front());
    }
    if (!dst || info->output_memory != OutputMemoryRule::kInheritInput) return;
    for (const auto& arg : call->args()) {
      auto v = As<Var>(arg);
      if (!v || v->kind() != NodeKind::kVar) continue;
      if (!As<TileType>(v->type()) && !As<TensorType>(v->type())) continue;
      edges.emplace_back(dst.get(), v.get());
      break;
    }
  });
  for (auto it = edges.rbegin(); it != edges.rend(); ++it) {
    auto out = demands.find(it->first);
    if (out != demands.end()) record(it->second, out->second);
  }
  return demands;
}

// Loop-carry back-propagation, computed before the rewrite: the space each
// loop yields (by the reference's forward inference rules) is given to the
// loop's result, its iter-arg and the variable initialising it. This is the
// accumulator pattern: a Vec tile.create (or any other init) carried through
// a body that yields Acc (matmul_acc) becomes Acc itself (a create or load
// is retargeted) instead of being moved inside the loop.
class CarryAnalysis {
 public:
  explicit CarryAnalysis(const StmtPtr& body) { Visit(body); }

  // Init variable -> space it must take.
  absl::flat_hash_map<const Var*, MemorySpace> init_spaces;
  // Iter-arg / loop result -> space of the yielded value.
  absl::flat_hash_map<const Var*, MemorySpace> carried_spaces;

  // Whether the forward rules give `v` a space. They follow assignments and `for` loops only:
  // the result of an `if` or a `while` (and a plain copy of one) has none, so the reference
  // moves no such value into the space its consumer needs.
  bool Tracks(const Var* v) const { return mem_.count(v) != 0; }

 private:
  static std::optional<MemorySpace> Annotated(const ExprPtr& e) { return SpaceOf(e); }

  std::optional<MemorySpace> Lookup(const Var* v) const {
    auto it = mem_.find(v);
    if (it == mem_.end()) return std::nullopt;
    return it->second;
  }

  std::optional<MemorySpace> InheritFromInput(const CallPtr& call) const {
    for (const auto& arg : call->args()) {
      auto v = As<Var>(arg);
      if (!v || v->kind() == NodeKind::kMemRef) continue;
      if (auto m = Lookup(v.get())) return m;
    }
    return std::nullopt;
  }

  MemorySpace InferFromOp(const CallPtr& call) const {
    const OpInfo* info = OpRegistry::Global().Find(call->callee_name());
    if (!info) return MemorySpace::kVec;
    switch (info->output_memory) {
      case OutputMemoryRule::kFixed:
        return info->fixed_output_memory.value_or(MemorySpace::kVec);
      case OutputMemoryRule::kFromKwarg:
        if (const AttrValue* t = call->kwargs().Find("target_memory")) {
          if (auto space = t->AsEnum<MemorySpace>()) return *space;
        }
        if (info->fixed_output_memory) return *info->fixed_output_memory;
        return InheritFromInput(call).value_or(MemorySpace::kVec);
      case OutputMemoryRule::kInheritInput:
        return InheritFromInput(call).value_or(MemorySpace::kVec);
      case OutputMemoryRule::kNone:
      default: {
        auto space = SpaceOf(call);
        return space && *space != MemorySpace::kDDR ? *space : MemorySpace::kVec;
      }
    }
  }

  void Visit(const StmtPtr& stmt) {
    if (!stmt) return;
    if (auto a = As<AssignStmt>(stmt)) {
      if (!As<TileType>(a->var()->type())) return;
      if (auto call = As<Call>(a->value())) {
        mem_[a->var().get()] = !call->IsFunctionCall() && call->callee_name().rfind("tile.", 0) == 0
                                   ? InferFromOp(call)
                                   : MemorySpace::kVec;
      } else if (auto src = As<Var>(a->value()); src && src->kind() == NodeKind::kVar) {
        if (auto m = Lookup(src.get())) mem_[a->var().get()] = *m;
      }
    } else if (auto seq = As<SeqStmts>(stmt)) {
      for (const auto& s : seq->stmts()) Visit(s);
    } else if (auto i = As<IfStmt>(stmt)) {
      Visit(i->then_body());
      Visit(i->else_body());
    } else if (auto w = As<WhileStmt>(stmt)) {
      Visit(w->body());
    } else if (auto sc = As<ScopeStmt>(stmt)) {
      Visit(sc->body());
    } else if (auto f = As<ForStmt>(stmt)) {
      VisitFor(f);
    }
  }

  void VisitFor(const ForStmtPtr& loop) {
    // Seed each carried tile from its init so inherit-input ops in the body
    // (e.g. an assemble into a Mat scratch) see the carried space.
    for (const auto& ia : loop->iter_args()) {
      if (!As<TileType>(ia->type())) continue;
      auto init = As<Var>(ia->init_value());
      if (!init || init->kind() == NodeKind::kMemRef) continue;
      if (auto m = Lookup(init.get())) {
        mem_[ia.get()] = *m;
      } else if (auto a = Annotated(init)) {
        mem_[ia.get()] = *a;
      }
    }
    Visit(loop->body());
    if (loop->return_vars().empty()) return;
    auto stmts = StmtList(loop->body());
    auto yield = stmts.empty() ? nullptr : As<YieldStmt>(stmts.back());
    if (!yield) return;
    for (size_t i = 0; i < loop->return_vars().size() && i < yield->values().size(); ++i) {
      if (!As<TileType>(loop->return_vars()[i]->type())) continue;
      auto value = As<Var>(yield->values()[i]);
      if (!value || value->kind() != NodeKind::kVar) continue;
      std::optional<MemorySpace> space = Lookup(value.get());
      if (!space) space = Annotated(value);
      if (!space) continue;
      mem_[loop->return_vars()[i].get()] = *space;
      carried_spaces[loop->return_vars()[i].get()] = *space;
      if (i >= loop->iter_args().size()) continue;
      mem_[loop->iter_args()[i].get()] = *space;
      carried_spaces[loop->iter_args()[i].get()] = *space;
      auto init = As<Var>(loop->iter_args()[i]->init_value());
      if (init && init->kind() == NodeKind::kVar && As<TileType>(init->type())) {
        mem_[init.get()] = *space;
        init_spaces[init.get()] = *space;
      }
    }
  }

  absl::flat_hash_map<const Var*, MemorySpace> mem_;
};

// Equal apart from the memory space.
bool SameViewAndShape(const TileTypePtr& a, const TileTypePtr& b) {
  return StructuralEqual(TypePtr(WithMemorySpace(a, MemorySpace::kVec)),
                         TypePtr(WithMemorySpace(b, MemorySpace::kVec)));
}

using MoveKey = std::pair<const Var*, MemorySpace>;

class SpaceInferrer : public IRMutator {
 public:
  SpaceInferrer(const CarryAnalysis& carry, absl::flat_hash_map<const Var*, MemorySpace> demands)
      : carry_(carry),
        promoted_(carry.init_spaces),
        carried_(carry.carried_spaces),
        demands_(std::move(demands)) {}

  // Whether a value was taken as it is by a consumer before another one
  // needed it moved to the first consumer's first space (a run cannot know
  // that until it has seen the later consumer).
  bool NeedsSecondRun() const {
    for (const MoveKey& key : allowed_uses_) {
      if (needed_moves_.count(key)) return true;
    }
    return false;
  }
  void SetNeededMoves(absl::flat_hash_set<MoveKey> needed) { needed_moves_ = std::move(needed); }
  absl::flat_hash_set<MoveKey> TakeNeededMoves() { return std::move(needed_moves_); }

  StmtPtr MutateSeq(const SeqStmtsPtr& stmt) override {
    // One move per (value, space) in a statement list and the lists nested
    // in it (a branch reuses a move made before the if); moves made inside
    // this list are forgotten at its end, so a sibling branch makes its own.
    const size_t mark = moves_log_.size();
    std::vector<StmtPtr> out;
    bool changed = false;
    for (const auto& s : stmt->stmts()) {
      pending_.clear();
      StmtPtr n = MutateStmt(s);
      if (!pending_.empty()) changed = true;
      for (auto& p : pending_) out.push_back(std::move(p));
      pending_.clear();
      if (n != s) changed = true;
      if (n) out.push_back(n);
    }
    while (moves_log_.size() > mark) {
      moves_.erase(moves_log_.back());
      moves_log_.pop_back();
    }
    if (!changed) return stmt;
    return MakeSeq(std::move(out), stmt->span());
  }

  StmtPtr MutateAssign(const AssignStmtPtr& stmt) override {
    ExprPtr value = MutateExpr(stmt->value());
    auto call = AsOpCall(value);
    ExprPtr before_moves = value;
    // An operand retyped upstream (the consumer of an Acc -> Vec move reads
    // an ND tile) changes what the op deduces: re-deduce, as the reference
    // rebuilds such calls, so the layout flows down the whole chain. A call
    // reading a tile is rebuilt in the reference in any case (see ReadsTile).
    if (call && (value != stmt->value() || ReadsTile(*call))) call = Rededuce(call);
    if (call) value = Legalize(call, AsOpCall(stmt->value()));
    VarPtr var = stmt->var();
    auto var_tile = As<TileType>(var->type());
    auto value_tile = As<TileType>(value->type());
    if (value != before_moves && var_tile && value_tile &&
        !SameViewAndShape(value_tile, var_tile)) {
      // The call was re-deduced around inserted moves: the var takes its
      // view, keeping its own memory space (or inferring one).
      MemorySpace space = FixedOutputSpace(call).value_or(
          var_tile->memory_space().value_or(SpaceOf(value).value_or(MemorySpace::kVec)));
      var =
          std::make_shared<Var>(var->name_hint(), WithMemorySpace(value_tile, space), var->span());
      SetVarRemap(stmt->var(), var);
      return std::make_shared<AssignStmt>(var, value, stmt->span());
    }
    if (auto resolved = ResolveRetargetable(stmt, value)) return resolved;
    auto promote = promoted_.find(var.get());
    // A tile.create / tile.load writes the space its target_memory names,
    // whatever the variable's annotation says: the reference types the
    // variable by its call.
    const std::optional<MemorySpace> written = KwargTargetSpace(value);
    MemorySpace current = MemorySpace::kVec;
    if (written) {
      current = *written;
    } else if (var_tile) {
      current = var_tile->memory_space().value_or(SpaceOf(value).value_or(MemorySpace::kVec));
    }
    if (promote != promoted_.end() && var_tile && promote->second != current) {
      return PromoteInit(stmt, value, promote->second, current);
    }
    if (written && promote == promoted_.end() && var_tile && var_tile->memory_space() &&
        *var_tile->memory_space() != *written && As<TileType>(value->type())) {
      return WriteInSpace(stmt, AsOpCall(value), *written);
    }
    // As in the reference, only a variable defined by a call or as another variable's alias gets
    // a space here: one taken from a tuple element (`m = t[0]`) keeps the type it has.
    const bool inferred = IsA<Call>(value) || IsA<Var>(value);
    if (auto tile = As<TileType>(var->type()); tile && !tile->memory_space() && inferred) {
      MemorySpace space = SpaceOf(value).value_or(MemorySpace::kVec);
      auto fresh =
          std::make_shared<Var>(var->name_hint(), WithMemorySpace(tile, space), var->span());
      SetVarRemap(var, fresh);
      var = fresh;
    } else {
      var = MutateVarDef(var);
    }
    if (value == stmt->value() && var == stmt->var()) return stmt;
    return std::make_shared<AssignStmt>(var, value, stmt->span());
  }

  StmtPtr MutateEval(const EvalStmtPtr& stmt) override {
    ExprPtr value = MutateExpr(stmt->expr());
    if (auto call = AsOpCall(value)) {
      // Rebuilt as in MutateAssign: the checks run again (an Eval has no variable to retype).
      if (ReadsTile(*call)) {
        MakeOpCallOrThrow(call->callee_name(), call->args(), call->kwargs(), call->span());
      }
      value = Legalize(call, AsOpCall(stmt->expr()));
    }
    if (value == stmt->expr()) return stmt;
    return std::make_shared<EvalStmt>(value, stmt->span());
  }

  VarPtr MutateVarDef(const VarPtr& var) override {
    if (var && var->kind() == NodeKind::kIterArg && !LookupVarRemap(var.get())) {
      auto tile = As<TileType>(var->type());
      const auto& ia = static_cast<const IterArg&>(*var);
      auto init_var = As<Var>(ia.init_value());
      const bool promoted = init_var && promoted_.count(init_var.get());
      auto carried = carried_.find(var.get());
      if (tile && (!tile->memory_space() || promoted || carried != carried_.end())) {
        ExprPtr init = MutateExpr(ia.init_value());
        if (promoted || carried != carried_.end()) promoted_iter_args_.insert(var.get());
        const MemorySpace space =
            carried != carried_.end() ? carried->second : SpaceOf(init).value_or(MemorySpace::kVec);
        TileTypePtr type = RetypeToSpace(tile, space);
        if (type == tile && init == ia.init_value()) return IRMutator::MutateVarDef(var);
        auto fresh = std::make_shared<IterArg>(var->name_hint(), type, init, var->span());
        SetVarRemap(var, fresh);
        return fresh;
      }
    }
    return IRMutator::MutateVarDef(var);
  }

  StmtPtr MutateFor(const ForStmtPtr& stmt) override {
    auto r = As<ForStmt>(IRMutator::MutateFor(stmt));
    std::vector<VarPtr> rvs = r->return_vars();
    bool changed = false;
    for (size_t i = 0; i < rvs.size() && i < r->iter_args().size(); ++i) {
      auto space = SpaceOf(r->iter_args()[i]);
      auto carried = carried_.find(stmt->return_vars()[i].get());
      if (carried != carried_.end()) space = carried->second;
      auto tile = As<TileType>(rvs[i]->type());
      if (!space || !tile || SpaceOf(rvs[i]) == space) continue;
      if (SpaceOf(rvs[i]) && !promoted_iter_args_.count(stmt->iter_args()[i].get()) &&
          carried == carried_.end()) {
        continue;
      }
      auto fresh =
          std::make_shared<Var>(rvs[i]->name_hint(), RetypeToSpace(tile, *space), rvs[i]->span());
      SetVarRemap(stmt->return_vars()[i], fresh);
      rvs[i] = fresh;
      changed = true;
    }
    if (!changed) return r;
    return std::make_shared<ForStmt>(r->loop_var(), r->start(), r->stop(), r->step(),
                                     r->iter_args(), r->body(), rvs, r->for_kind(), r->attrs(),
                                     r->span());
  }

  StmtPtr MutateWhile(const WhileStmtPtr& stmt) override {
    auto r = As<WhileStmt>(IRMutator::MutateWhile(stmt));
    std::vector<VarPtr> rvs = r->return_vars();
    bool changed = false;
    for (size_t i = 0; i < rvs.size() && i < r->iter_args().size(); ++i) {
      auto space = SpaceOf(r->iter_args()[i]);
      if (!space || SpaceOf(rvs[i]) || !As<TileType>(rvs[i]->type())) continue;
      auto fresh = std::make_shared<Var>(
          rvs[i]->name_hint(), WithSpaceIfMissing(rvs[i]->type(), *space), rvs[i]->span());
      SetVarRemap(stmt->return_vars()[i], fresh);
      rvs[i] = fresh;
      changed = true;
    }
    if (!changed) return r;
    return std::make_shared<WhileStmt>(r->condition(), r->iter_args(), r->body(), rvs, r->span());
  }

  StmtPtr MutateIf(const IfStmtPtr& stmt) override {
    auto r = As<IfStmt>(IRMutator::MutateIf(stmt));
    auto stmts = StmtList(r->then_body());
    auto yield = stmts.empty() ? nullptr : As<YieldStmt>(stmts.back());
    if (!yield) return r;
    std::vector<VarPtr> rvs = r->return_vars();
    bool changed = false;
    for (size_t i = 0; i < rvs.size() && i < yield->values().size(); ++i) {
      // A branch result initialising a loop takes the loop's carried space.
      auto promote = promoted_.find(stmt->return_vars()[i].get());
      auto rv_tile = As<TileType>(rvs[i]->type());
      if (promote != promoted_.end() && rv_tile && SpaceOf(rvs[i]) != promote->second) {
        auto fresh = std::make_shared<Var>(rvs[i]->name_hint(),
                                           RetypeToSpace(rv_tile, promote->second), rvs[i]->span());
        SetVarRemap(stmt->return_vars()[i], fresh);
        rvs[i] = fresh;
        changed = true;
        continue;
      }
      auto space = SpaceOf(yield->values()[i]);
      if (!space || SpaceOf(rvs[i]) || !As<TileType>(rvs[i]->type())) continue;
      auto fresh = std::make_shared<Var>(
          rvs[i]->name_hint(), WithSpaceIfMissing(rvs[i]->type(), *space), rvs[i]->span());
      SetVarRemap(stmt->return_vars()[i], fresh);
      rvs[i] = fresh;
      changed = true;
    }
    if (!changed) return r;
    return std::make_shared<IfStmt>(r->condition(), r->then_body(), r->else_body(), rvs, r->span());
  }

 private:
  // The reference gives every tile variable a new object in this pass, so
  // every call reading a tile is rebuilt through the registry: its checks run
  // again on the simplified operands, and its variable takes the type deduced
  // now where that differs from the one it was written with.
  static bool ReadsTile(const Call& call) {
    return std::any_of(call.args().begin(), call.args().end(), [](const ExprPtr& a) {
      return a && IsA<Var>(a) && IsA<TileType>(a->type());
    });
  }

  // The call with the type its op deduces now, when that differs in view or
  // shape from the type it carries (else the call itself). As in the
  // reference, the rebuilt call's checks run again and their errors stand.
  CallPtr Rededuce(const CallPtr& call) {
    CallPtr redone =
        MakeOpCallOrThrow(call->callee_name(), call->args(), call->kwargs(), call->span());
    auto old_tile = As<TileType>(call->type());
    if (!old_tile) return call;
    auto new_tile = As<TileType>(redone->type());
    if (!new_tile || SameViewAndShape(new_tile, old_tile)) return call;
    std::optional<MemorySpace> space = FixedOutputSpace(call);
    if (!space) space = old_tile->memory_space();
    TypePtr type = space ? TypePtr(WithMemorySpace(new_tile, *space)) : redone->type();
    return std::make_shared<Call>(call->op(), call->args(), call->kwargs(), call->attrs(),
                                  std::move(type), call->span());
  }

  // `original`: the call as written before this pass (its operands are the
  // keys of the needed moves).
  ExprPtr Legalize(const CallPtr& call, const CallPtr& original) {
    const CallPtr& current = call;
    const OpInfo* info = OpRegistry::Global().Find(current->callee_name());
    if (!info || info->input_memory.empty()) return current;
    std::vector<ExprPtr> args = current->args();
    bool changed = false;
    for (const auto& [index, allowed] : info->input_memory) {
      if (index < 0 || static_cast<size_t>(index) >= args.size() || allowed.empty()) continue;
      auto var = As<Var>(args[index]);
      auto space = SpaceOf(args[index]);
      // As in the reference, only plain variables are legalised: a carried
      // tile (iter-arg) takes its space from the loop instead.
      if (!var || var->kind() != NodeKind::kVar || !space) continue;
      const Var* key_var = var.get();
      if (original && static_cast<size_t>(index) < original->args().size()) {
        if (auto written = As<Var>(original->args()[index])) key_var = written.get();
      }
      if (!carry_.Tracks(key_var)) continue;
      const MoveKey key{key_var, allowed.front()};
      if (std::find(allowed.begin(), allowed.end(), *space) != allowed.end()) {
        // Allowed as it is, but another consumer needs the value in this
        // consumer's first space: the reference moves it for both (the move
        // lands before the first of them).
        if (!needed_moves_.count(key)) {
          allowed_uses_.insert(key);
          continue;
        }
      } else {
        needed_moves_.insert(key);
      }
      args[index] = MoveTo(var, allowed.front(),
                           RequiresRowMajorInput(current->callee_name(), index), current->span());
      changed = true;
    }
    if (!changed) return current;
    // Re-deduce with the moved operands: their layouts may differ from the
    // originals' (e.g. an Acc -> Vec move lands ND), and the result follows.
    auto redone =
        MakeOpCallOrThrow(current->callee_name(), args, current->kwargs(), current->span());
    return std::make_shared<Call>(current->op(), std::move(args), current->kwargs(),
                                  current->attrs(), redone->type(), current->span());
  }

  // `row_major`: the consumer's backend instruction reads this operand
  // row-major, so the move writes that layout (ND when landing in Vec).
  VarPtr MoveTo(const VarPtr& var, MemorySpace space, bool row_major, const Span& span) {
    auto key = std::make_pair(var.get(), space);
    auto it = moves_.find(key);
    if (it != moves_.end()) return it->second;
    Attrs kwargs({{"target_memory", AttrValue::FromEnum(space)}});
    // The cube -> vector pipe un-fractalizes data on the way, so a tile moved
    // from Acc to Vec arrives in ND form: the move pins that layout instead of
    // inheriting the Acc tile's NZ view.
    if (row_major || (SpaceOf(var) == MemorySpace::kAcc && space == MemorySpace::kVec)) {
      kwargs = kwargs.With("blayout", AttrValue::FromEnum(TileLayout::kRowMajor));
      if (space == MemorySpace::kVec) {
        kwargs = kwargs.With("slayout", AttrValue::FromEnum(TileLayout::kNoneBox));
      }
    }
    auto move = MakeOpCallOrThrow("tile.move", {var}, kwargs, span);
    auto moved = std::make_shared<Var>(var->name_hint() + "_" + std::string(EnumName(space)),
                                       move->type(), span);
    pending_.push_back(std::make_shared<AssignStmt>(moved, move, span));
    moves_[key] = moved;
    moves_log_.push_back(key);
    return moved;
  }

  // The space a tile.create / tile.load call names in its target_memory.
  static std::optional<MemorySpace> KwargTargetSpace(const ExprPtr& value) {
    auto call = AsOpCall(value);
    const OpInfo* info = call ? OpRegistry::Global().Find(call->callee_name()) : nullptr;
    if (!info || info->output_memory != OutputMemoryRule::kFromKwarg || info->fixed_output_memory) {
      return std::nullopt;
    }
    const AttrValue* target = call->kwargs().Find("target_memory");
    return target ? target->AsEnum<MemorySpace>() : std::nullopt;
  }

  // A tile.load / tile.create without target_memory: the space comes from
  // the backward demand when that is Vec or Mat (what such a producer can
  // write directly; Left/Right/Acc consumers get a move), else from its first
  // tile operand, else Vec. The call gets the kwarg and the space's implicit
  // view. Null when `value` is not such a call.
  StmtPtr ResolveRetargetable(const AssignStmtPtr& stmt, const ExprPtr& value) {
    auto call = AsOpCall(value);
    auto var_tile = As<TileType>(stmt->var()->type());
    auto call_tile = call ? As<TileType>(call->type()) : nullptr;
    const OpInfo* info = call ? OpRegistry::Global().Find(call->callee_name()) : nullptr;
    if (!info || !var_tile || !call_tile || info->output_memory != OutputMemoryRule::kFromKwarg ||
        info->fixed_output_memory || call->kwargs().Has("target_memory")) {
      return nullptr;
    }
    std::optional<MemorySpace> space;
    auto promote = promoted_.find(stmt->var().get());
    if (promote != promoted_.end()) {
      space = promote->second;
    } else if (auto d = demands_.find(stmt->var().get());
               d != demands_.end() &&
               (d->second == MemorySpace::kVec || d->second == MemorySpace::kMat)) {
      space = d->second;
    } else {
      for (const auto& arg : call->args()) {
        if (auto v = As<Var>(arg); v && v->kind() != NodeKind::kMemRef) {
          if ((space = SpaceOf(v))) break;
        }
      }
    }
    return WriteInSpace(stmt, call, space.value_or(MemorySpace::kVec));
  }

  // `stmt` with its tile.create / tile.load writing `space`: the call gets
  // that target_memory and the space's implicit view, its variable the same
  // type.
  StmtPtr WriteInSpace(const AssignStmtPtr& stmt, const CallPtr& call, MemorySpace space) {
    auto call_tile = As<TileType>(call->type());
    auto type = std::make_shared<TileType>(call_tile->shape(), call_tile->dtype(), space,
                                           ImplicitTileView(call_tile->shape(), space),
                                           call_tile->memref(), call_tile->span());
    auto new_call = std::make_shared<Call>(
        call->op(), call->args(), call->kwargs().With("target_memory", AttrValue::FromEnum(space)),
        call->attrs(), type, call->span());
    auto fresh = std::make_shared<Var>(stmt->var()->name_hint(), type, stmt->var()->span());
    SetVarRemap(stmt->var(), fresh);
    return std::make_shared<AssignStmt>(fresh, new_call, stmt->span());
  }

  // Retargets an init variable to the space its loop carries (see
  // CarryAnalysis): a tile.create / tile.load gets the new target_memory (and
  // the space's implicit view); another op call is retyped to the target
  // space; any other definition keeps its value and only the variable
  // changes space.
  StmtPtr PromoteInit(const AssignStmtPtr& stmt, const ExprPtr& value, MemorySpace target,
                      MemorySpace current) {
    auto var_tile = As<TileType>(stmt->var()->type());
    ExprPtr new_value = value;
    TileTypePtr type;
    if (auto create = AsOpCall(value, "tile.create")) {
      new_value = MakeOpCallOrThrow(
          "tile.create", create->args(),
          create->kwargs().With("target_memory", AttrValue::FromEnum(target)), create->span());
      type = As<TileType>(new_value->type());
    } else if (auto load = AsOpCall(value, "tile.load")) {
      type = std::make_shared<TileType>(var_tile->shape(), var_tile->dtype(), target,
                                        ImplicitTileView(var_tile->shape(), target),
                                        var_tile->memref(), var_tile->span());
      new_value =
          std::make_shared<Call>(load->op(), load->args(),
                                 load->kwargs().With("target_memory", AttrValue::FromEnum(target)),
                                 load->attrs(), type, load->span());
    } else if (auto call = As<Call>(value); call && As<TileType>(call->type())) {
      // As in the reference, the variable and its call both take the call's
      // own view in the carried space (e.g. a matmul result carried through
      // vector updates becomes a Vec tile), so the printed call re-deduces
      // to what the variable says.
      type = WithMemorySpace(As<TileType>(call->type()), target);
      new_value = std::make_shared<Call>(call->op(), call->args(), call->kwargs(), call->attrs(),
                                         type, call->span());
    } else {
      type = RetypeToSpace(WithMemorySpace(var_tile, current), target);
    }
    auto fresh = std::make_shared<Var>(stmt->var()->name_hint(), type, stmt->var()->span());
    SetVarRemap(stmt->var(), fresh);
    return std::make_shared<AssignStmt>(fresh, new_value, stmt->span());
  }

  const CarryAnalysis& carry_;
  absl::flat_hash_map<const Var*, MemorySpace> promoted_;
  absl::flat_hash_map<const Var*, MemorySpace>
      carried_;  // iter-args / loop results -> carried space
  absl::flat_hash_map<const Var*, MemorySpace> demands_;  // backward demand (CollectDemands)
  absl::flat_hash_set<const Var*> promoted_iter_args_;    // carried tiles of promoted inits
  // (written operand, space) pairs some consumer needs moved, and the ones a
  // consumer takes as they are; a value in both makes the pass run again with
  // the needed moves known from the start (see InferTileMemorySpace).
  absl::flat_hash_set<MoveKey> needed_moves_;
  absl::flat_hash_set<MoveKey> allowed_uses_;
  absl::flat_hash_map<std::pair<const Var*, MemorySpace>, VarPtr> moves_;
  std::vector<std::pair<const Var*, MemorySpace>> moves_log_;  // insertion order
  std::vector<StmtPtr> pending_;
};

}  // namespace

ir::ProgramPtr InferTileMemorySpace(const ir::ProgramPtr& program) {
  std::vector<FunctionPtr> functions;
  bool changed = false;
  for (const auto& func : program->functions()) {
    if (func->func_type() != FunctionType::kInCore) {
      functions.push_back(func);
      continue;
    }
    // A kernel's tiles live in its own memory: what it receives from its
    // caller must be a tensor.
    for (const auto& param : func->params()) {
      if (param->type()->kind() == NodeKind::kTileType) {
        ThrowUserError(param->span().IsKnown() ? param->span() : func->span(),
                       "InCore function parameter '" + param->name_hint() +
                           "' has TileType, but InCore parameters must be TensorType");
      }
    }
    CarryAnalysis carry(func->body());
    absl::flat_hash_map<const Var*, MemorySpace> demands = CollectDemands(func->body());
    SpaceInferrer inferrer(carry, demands);
    FunctionPtr f = inferrer.MutateFunction(func);
    if (inferrer.NeedsSecondRun()) {
      SpaceInferrer again(carry, demands);
      again.SetNeededMoves(inferrer.TakeNeededMoves());
      f = again.MutateFunction(func);
    }
    if (f != func) changed = true;
    functions.push_back(f);
  }
  return ApplyLoopInvariantMatResidency(changed ? program->WithFunctions(std::move(functions))
                                                : program);
}

}  // namespace ptoc::transforms
