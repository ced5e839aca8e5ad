// ExpandMixedKernel: every InCore kernel becomes an AIC (pure cube) or AIV
// (pure vector or shared-only) function. A kernel with both cube and vector
// statements is split into an AIC function (cube + shared statements), an AIV
// function (vector + shared statements) and a Group function calling both
// under the kernel's name (or an existing Group caller is rewritten to call
// the pair). Every tile.move crossing the cube/vector divide becomes a
// tpush on the producing lane and a tpop (plus a move to the final memory when
// needed) on the consuming lane; popped tiles are released by a tfree after
// their last use, and both lanes get the pipe setup (reserve/import of the
// slot buffer, initialize_pipe) the transfers need. A GM tensor stored by the
// cube lane and loaded later by the vector lane gets a tpush/tpop fence.
// Last, hand-written mixed Groups get the shared-payload calling convention
// (analysis/group_abi.h).
#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "compiler/backend/soc.h"
#include "compiler/base/status.h"
#include "compiler/ir/op_registry.h"
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/transforms/analysis/core_affinity.h"
#include "compiler/transforms/analysis/core_split_repair.h"
#include "compiler/transforms/analysis/group_abi.h"
#include "compiler/transforms/analysis/return_lineage.h"
#include "compiler/transforms/analysis/stmt_clone.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(google-build-using-namespace)

namespace {

enum class Side { kAIC, kAIV };
enum class Direction { kNone, kCubeToVector, kVectorToCube };

constexpr int kDirMaskC2V = 1;
constexpr int kDirMaskV2C = 2;

const char* TPushOp(Side s) { return s == Side::kAIC ? "tile.tpush_to_aiv" : "tile.tpush_to_aic"; }
const char* TPopOp(Side s) { return s == Side::kAIC ? "tile.tpop_from_aiv" : "tile.tpop_from_aic"; }
const char* TFreeOp(Side s) {
  return s == Side::kAIC ? "system.tfree_to_aiv" : "system.tfree_to_aic";
}
Direction PushDirection(Side s) {
  return s == Side::kAIC ? Direction::kCubeToVector : Direction::kVectorToCube;
}
// Where a lane receives cross-core data.
MemorySpace TransferSpace(Side s) {
  return s == Side::kAIC ? MemorySpace::kMat : MemorySpace::kVec;
}

// a5 moves vector tiles into the cube FIFO in fractal layout and runs one AIV
// lane per AIC; a2a3 goes through GM in ND and dispatches both AIV lanes.
bool IsA5() { return backend::CurrentSoc().target_arch() == "a5"; }

CallPtr StmtCall(const StmtPtr& stmt) {
  if (auto assign = As<AssignStmt>(stmt)) return As<Call>(assign->value());
  if (auto eval = As<EvalStmt>(stmt)) return As<Call>(eval->expr());
  return nullptr;
}

bool IsOpNamed(const CallPtr& call, const char* name) {
  return call && !call->IsFunctionCall() && call->callee_name() == name;
}
bool IsTPop(const CallPtr& c) {
  return IsOpNamed(c, "tile.tpop_from_aic") || IsOpNamed(c, "tile.tpop_from_aiv");
}
bool IsTFree(const CallPtr& c) {
  return IsOpNamed(c, "system.tfree_to_aic") || IsOpNamed(c, "system.tfree_to_aiv");
}
bool IsSplitReshape(const CallPtr& c) {
  return IsOpNamed(c, "tile.aiv_shard") || IsOpNamed(c, "tile.aic_gather");
}

Direction MoveDirection(const CallPtr& call) {
  if (!IsOpNamed(call, "tile.move")) return Direction::kNone;
  auto src = FirstTileArgSpace(call);
  auto dst = TargetMemoryKwarg(call);
  if (!src || !dst) return Direction::kNone;
  if (IsCubeMemorySpace(*src) && !IsCubeMemorySpace(*dst)) return Direction::kCubeToVector;
  if (!IsCubeMemorySpace(*src) && IsCubeMemorySpace(*dst)) return Direction::kVectorToCube;
  return Direction::kNone;
}

int64_t IntKwarg(const CallPtr& call, const char* key, int64_t fallback) {
  const AttrValue* v = call->kwargs().Find(key);
  return v && v->kind() == AttrValue::Kind::kInt ? v->AsInt() : fallback;
}

// Results of tpops and of split-reshape ops: a move out of one of them is
// placement on the lane that already received the data, not a boundary.
using TpopDefs = std::unordered_set<const Var*>;

TpopDefs CollectTpopDefs(const StmtPtr& body) {
  TpopDefs defs;
  ForEachStmt(body, [&](const StmtPtr& s) {
    auto assign = As<AssignStmt>(s);
    auto call = assign ? As<Call>(assign->value()) : nullptr;
    if (call && (IsTPop(call) || IsSplitReshape(call))) defs.insert(assign->var().get());
  });
  return defs;
}

using AffinityMap = std::unordered_map<const Stmt*, Affinity>;

Affinity AnalyzeStmt(const StmtPtr& stmt, const TpopDefs& tpops, AffinityMap* map);

Affinity AnalyzeStmts(const std::vector<StmtPtr>& stmts, const TpopDefs& tpops, AffinityMap* map) {
  Affinity combined = Affinity::kShared;
  for (const auto& s : stmts) combined = Combine(combined, AnalyzeStmt(s, tpops, map));
  return combined;
}

Affinity AnalyzeStmt(const StmtPtr& stmt, const TpopDefs& tpops, AffinityMap* map) {
  Affinity result = Affinity::kShared;
  if (As<AssignStmt>(stmt) || As<EvalStmt>(stmt)) {
    if (auto call = StmtCall(stmt)) {
      result = CallAffinity(call);
      auto src = call->args().empty() ? nullptr : As<Var>(call->args()[0]);
      if (result == Affinity::kMixed && As<AssignStmt>(stmt) && src && tpops.count(src.get())) {
        if (auto target = TargetMemoryKwarg(call)) {
          result = IsCubeMemorySpace(*target) ? Affinity::kCube : Affinity::kVector;
        }
      }
    }
  } else if (auto f = As<ForStmt>(stmt)) {
    result = AnalyzeStmts(FlatStmts(f->body()), tpops, map);
  } else if (auto w = As<WhileStmt>(stmt)) {
    result = AnalyzeStmts(FlatStmts(w->body()), tpops, map);
  } else if (auto i = As<IfStmt>(stmt)) {
    result = AnalyzeStmts(FlatStmts(i->then_body()), tpops, map);
    if (i->else_body()) {
      result = Combine(result, AnalyzeStmts(FlatStmts(i->else_body()), tpops, map));
    }
  } else if (auto seq = As<SeqStmts>(stmt)) {
    result = AnalyzeStmts(seq->stmts(), tpops, map);
  }
  (*map)[stmt.get()] = result;
  return result;
}

// Nested statement lists of a compound statement, in order.
std::vector<std::vector<StmtPtr>> NestedBodies(const StmtPtr& stmt) {
  if (auto f = As<ForStmt>(stmt)) return {FlatStmts(f->body())};
  if (auto w = As<WhileStmt>(stmt)) return {FlatStmts(w->body())};
  if (auto i = As<IfStmt>(stmt)) {
    std::vector<std::vector<StmtPtr>> bodies{FlatStmts(i->then_body())};
    if (i->else_body()) bodies.push_back(FlatStmts(i->else_body()));
    return bodies;
  }
  return {};
}

struct Boundary {
  Direction direction;
  VarPtr dest;
  ExprPtr source;
  TypePtr result_type;
  bool op_driven = false;  // tile.aiv_shard / tile.aic_gather
  int64_t split = 0;
};

void CollectBoundaries(const std::vector<StmtPtr>& stmts, const TpopDefs& tpops,
                       std::map<const Stmt*, Boundary>* out) {
  for (const auto& stmt : stmts) {
    if (auto assign = As<AssignStmt>(stmt)) {
      auto call = As<Call>(assign->value());
      if (IsSplitReshape(call) && call->args().size() == 1) {
        Direction dir =
            IsOpNamed(call, "tile.aiv_shard") ? Direction::kCubeToVector : Direction::kVectorToCube;
        (*out)[stmt.get()] = Boundary{dir,          assign->var(), call->args()[0],
                                      call->type(), true,          IntKwarg(call, "split", 0)};
      } else if (Direction dir = MoveDirection(call); dir != Direction::kNone) {
        auto src = As<Var>(call->args()[0]);
        if (!(src && tpops.count(src.get()))) {
          (*out)[stmt.get()] = Boundary{dir, assign->var(), call->args()[0], call->type()};
        }
      }
    }
    for (const auto& body : NestedBodies(stmt)) CollectBoundaries(body, tpops, out);
  }
}

// ---------------------------------------------------------------------------
// GM-mediated cube -> vector dependencies: a tensor stored by the cube lane and
// loaded afterwards by the vector lane races after the split unless the load
// waits for a token the cube lane pushes after its store.

struct GmSyncPush {
  Side producer;
  ExprPtr tile;
};
struct GmSyncPop {
  Side consumer;
  TypePtr type;
  std::string name;
};

void CollectGmSyncs(const std::vector<StmtPtr>& stmts, const AffinityMap& affinity,
                    std::map<const Stmt*, GmSyncPush>* pushes,
                    std::map<const Stmt*, std::vector<GmSyncPop>>* pops) {
  // Store results are new versions of the stored tensor: follow them back.
  std::unordered_map<const Var*, const Var*> store_result_to_dest;
  std::function<void(const std::vector<StmtPtr>&)> build = [&](const std::vector<StmtPtr>& ss) {
    for (const auto& s : ss) {
      auto assign = As<AssignStmt>(s);
      auto call = assign ? As<Call>(assign->value()) : nullptr;
      if (IsOpNamed(call, "tile.store") && call->args().size() >= 3) {
        if (auto dest = As<Var>(call->args()[2])) {
          store_result_to_dest[assign->var().get()] = dest.get();
        }
      }
      for (const auto& body : NestedBodies(s)) build(body);
    }
  };
  build(stmts);
  // Chains of stores to one tensor are as long as the kernel: remember each
  // variable's origin once found.
  std::unordered_map<const Var*, const Var*> origin_cache;
  auto origin_of = [&](const Var* v) {
    std::vector<const Var*> path;
    std::unordered_set<const Var*> seen;
    const Var* cur = v;
    while (cur) {
      if (auto c = origin_cache.find(cur); c != origin_cache.end()) {
        cur = c->second;
        break;
      }
      auto it = store_result_to_dest.find(cur);
      if (it == store_result_to_dest.end() || !seen.insert(cur).second) break;
      path.push_back(cur);
      cur = it->second;
    }
    for (const Var* p : path) origin_cache[p] = cur;
    return cur;
  };

  struct Access {
    const Stmt* stmt;
    const Var* origin;
    Side side;
    CallPtr call;
    int body_id;
    size_t order;
  };
  std::vector<Access> stores;
  std::vector<Access> loads;
  size_t order = 0;
  int next_body = 1;
  std::unordered_map<int, std::pair<const Stmt*, int>> body_parent;  // body -> (stmt, parent)
  std::function<void(const std::vector<StmtPtr>&, int)> collect =
      [&](const std::vector<StmtPtr>& ss, int body_id) {
        for (const auto& s : ss) {
          auto it = affinity.find(s.get());
          Affinity aff = it != affinity.end() ? it->second : Affinity::kShared;
          bool one_lane = aff == Affinity::kCube || aff == Affinity::kVector;
          Side side = aff == Affinity::kCube ? Side::kAIC : Side::kAIV;
          if (auto assign = As<AssignStmt>(s); assign && one_lane) {
            auto call = As<Call>(assign->value());
            if (IsOpNamed(call, "tile.store") && call->args().size() >= 3) {
              if (auto dest = As<Var>(call->args()[2])) {
                stores.push_back({s.get(), origin_of(dest.get()), side, call, body_id, order++});
              }
            } else if (IsOpNamed(call, "tile.load") && !call->args().empty()) {
              if (auto src = As<Var>(call->args()[0])) {
                loads.push_back({s.get(), origin_of(src.get()), side, call, body_id, order++});
              }
            }
          }
          for (const auto& body : NestedBodies(s)) {
            int child = next_body++;
            body_parent[child] = {s.get(), body_id};
            collect(body, child);
          }
        }
      };
  collect(stmts, 0);

  // Bodies form a tree, so walking up takes at most one step per body.
  const size_t max_steps = body_parent.size() + 1;
  auto is_ancestor = [&](int anc, int desc) {
    int cur = desc;
    for (size_t step = 0; step < max_steps; ++step) {
      if (cur == anc) return true;
      auto it = body_parent.find(cur);
      if (it == body_parent.end()) return false;
      cur = it->second.second;
    }
    return false;
  };
  auto enclosing_in = [&](int anc, int desc) -> const Stmt* {
    int cur = desc;
    for (size_t step = 0; step < max_steps; ++step) {
      auto it = body_parent.find(cur);
      if (it == body_parent.end()) return nullptr;
      if (it->second.second == anc) return it->second.first;
      cur = it->second.second;
    }
    return nullptr;
  };

  std::vector<const Var*> origins;
  std::unordered_map<const Var*, std::vector<const Access*>> stores_of;
  std::unordered_map<const Var*, std::vector<const Access*>> loads_of;
  for (const auto& st : stores) {
    if (!st.origin) continue;
    if (stores_of[st.origin].empty()) origins.push_back(st.origin);
    stores_of[st.origin].push_back(&st);
  }
  for (const auto& ld : loads) {
    if (ld.origin) loads_of[ld.origin].push_back(&ld);
  }
  for (const Var* origin : origins) {
    const auto& producers = stores_of[origin];
    if (producers.size() != 1) continue;
    const Access& store = *producers.front();
    // Only cube store -> vector load: the vector lane receives the raw tile.
    if (store.side != Side::kAIC) continue;
    const Access* chosen = nullptr;
    for (const Access* load : loads_of[origin]) {
      if (load->side != Side::kAIV) continue;
      if (!is_ancestor(store.body_id, load->body_id) || load->order <= store.order) continue;
      if (!chosen || load->order < chosen->order) chosen = load;
    }
    if (!chosen) continue;
    const Stmt* pop_at = chosen->stmt;
    if (chosen->body_id != store.body_id) {
      pop_at = enclosing_in(store.body_id, chosen->body_id);
      if (!pop_at) continue;
    }
    auto src_tile = TileTypeOf(store.call->args()[0]);
    if (!src_tile) continue;
    auto pop_type =
        std::make_shared<TileType>(src_tile->shape(), src_tile->dtype(), TransferSpace(Side::kAIV));
    (*pushes)[store.stmt] = GmSyncPush{store.side, store.call->args()[0]};
    (*pops)[pop_at].push_back(GmSyncPop{Side::kAIV, pop_type, origin->name_hint() + "_gm_sync"});
  }
}

// ---------------------------------------------------------------------------
// Lane bodies.

// The view of the tile a lane pops: cube destinations arrive in NZ (GM -> Mat
// requires it on a2a3; a5's pipe carries NZ), vector ones keep their view.
TileView TransferView(MemorySpace dest, const TileView& original, const Span& span) {
  switch (dest) {
    case MemorySpace::kLeft:
    case MemorySpace::kRight:
    case MemorySpace::kMat: {
      TileView v = original;
      v.blayout = TileLayout::kColMajor;
      v.slayout = TileLayout::kRowMajor;
      return v;
    }
    case MemorySpace::kVec:
      return original;
    default:
      ThrowUserError(span, "cross-core move destination must be Vec, Mat, Left, or Right, got " +
                               std::string(EnumName(dest)));
  }
}

CallPtr MakeMove(const ExprPtr& tile, MemorySpace target, const TypePtr& result_type,
                 const Span& span) {
  Attrs kwargs{{"target_memory", AttrValue::FromEnum(target)}};
  if (auto tt = As<TileType>(result_type)) {
    TileView view = tt->EffectiveView();
    kwargs = kwargs.With("blayout", AttrValue::FromEnum(view.blayout))
                 .With("slayout", AttrValue::FromEnum(view.slayout));
  }
  return std::make_shared<Call>(OpRegistry::Global().GetOp("tile.move"), std::vector<ExprPtr>{tile},
                                std::move(kwargs), Attrs(), result_type, span);
}

CallPtr MakeTpush(Side side, const ExprPtr& tile, int64_t split, const Span& span) {
  return MakeOpCallOrThrow(TPushOp(side), {tile}, Attrs{{"split", AttrValue::Int(split)}}, span);
}

// A pop deduces no type of its own: it takes the popped tile's, which the
// assigned variable shares (as the parser gives a pop its annotated type).
CallPtr MakeTpop(Side side, int64_t split, const TypePtr& type, const Span& span) {
  CallPtr call = MakeOpCallOrThrow(TPopOp(side), {}, Attrs{{"split", AttrValue::Int(split)}}, span);
  return std::make_shared<Call>(call->op(), call->args(), call->kwargs(), call->attrs(), type,
                                span);
}

struct LaneContext {
  const AffinityMap& affinity;
  const std::map<const Stmt*, Boundary>& boundaries;
  const std::map<const Stmt*, GmSyncPush>& gm_pushes;
  const std::map<const Stmt*, std::vector<GmSyncPop>>& gm_pops;
};

StmtPtr Body(const std::vector<StmtPtr>& stmts, const Span& span) { return MakeSeq(stmts, span); }

void EmitBoundary(Side side, const StmtPtr& stmt, const Boundary& b,
                  std::unordered_map<const Var*, VarPtr>* tpop_remap, std::vector<StmtPtr>* out) {
  const Span& span = stmt->span();
  const int64_t split = b.op_driven ? b.split : 0;
  if (b.direction == PushDirection(side)) {
    ExprPtr source = b.source;
    if (side == Side::kAIV && IsA5()) {
      // a5: the vector tile enters the cube FIFO already in fractal layout.
      auto src_type = TileTypeOf(b.source);
      if (!src_type) ThrowInternal("vector-to-cube push source is not a tile");
      TileView view;
      if (b.op_driven) {
        view = TransferView(TransferSpace(Side::kAIC), src_type->EffectiveView(), span);
      } else {
        auto dest_type = TileTypeOf(b.dest);
        if (!dest_type || !dest_type->memory_space()) {
          ThrowInternal("boundary move destination has no memory space");
        }
        view = TransferView(*dest_type->memory_space(), dest_type->EffectiveView(), span);
      }
      auto adapted_type =
          std::make_shared<TileType>(src_type->shape(), src_type->dtype(), MemorySpace::kVec, view);
      std::string base = "tile";
      if (auto sv = As<Var>(b.source)) base = sv->name_hint();
      auto adapted = std::make_shared<Var>(
          base + (view.blayout == TileLayout::kColMajor ? "_nz" : "_zn"), adapted_type, span);
      out->push_back(std::make_shared<AssignStmt>(
          adapted, MakeMove(b.source, MemorySpace::kVec, adapted_type, span), span));
      source = adapted;
    }
    out->push_back(std::make_shared<EvalStmt>(MakeTpush(side, source, split, span), span));
    return;
  }
  auto shape_type = As<TileType>(b.op_driven ? b.result_type : b.dest->type());
  if (!shape_type) ThrowInternal("boundary pop needs a tile result");
  MemorySpace view_space = TransferSpace(side);
  bool post_move = false;
  TileView boundary_view;
  if (b.op_driven) {
    boundary_view = ImplicitTileView(shape_type->shape(), view_space);
    boundary_view.valid_shape = shape_type->EffectiveView().valid_shape;
  } else {
    if (!shape_type->memory_space()) ThrowInternal("boundary move destination has no memory space");
    view_space = *shape_type->memory_space();
    post_move = view_space != TransferSpace(side);
    boundary_view = shape_type->EffectiveView();
  }
  auto pop_type =
      std::make_shared<TileType>(shape_type->shape(), shape_type->dtype(), TransferSpace(side),
                                 TransferView(view_space, boundary_view, span));
  std::string name = b.dest->name_hint();
  if (post_move) name += side == Side::kAIC ? "_mat" : "_vec";
  auto pop_var = std::make_shared<Var>(name, pop_type, span);
  if (!post_move) (*tpop_remap)[b.dest.get()] = pop_var;
  if (!b.op_driven) {
    if (auto src = As<Var>(b.source)) (*tpop_remap)[src.get()] = pop_var;
  }
  (*tpop_remap)[pop_var.get()] = pop_var;
  out->push_back(
      std::make_shared<AssignStmt>(pop_var, MakeTpop(side, split, pop_type, span), span));
  if (post_move) {
    out->push_back(std::make_shared<AssignStmt>(
        b.dest, MakeMove(pop_var, view_space, b.dest->type(), span), span));
  }
}

std::vector<StmtPtr> BuildLaneBody(Side side, const std::vector<StmtPtr>& stmts,
                                   const LaneContext& ctx,
                                   std::unordered_map<const Var*, VarPtr>* tpop_remap) {
  const Affinity keep = side == Side::kAIC ? Affinity::kCube : Affinity::kVector;
  const Affinity skip = side == Side::kAIC ? Affinity::kVector : Affinity::kCube;
  std::vector<StmtPtr> out;
  for (const auto& stmt : stmts) {
    auto it = ctx.affinity.find(stmt.get());
    Affinity aff = it != ctx.affinity.end() ? it->second : Affinity::kShared;
    if (auto b = ctx.boundaries.find(stmt.get()); b != ctx.boundaries.end()) {
      EmitBoundary(side, stmt, b->second, tpop_remap, &out);
      continue;
    }
    if (aff == skip) continue;
    if (auto pops = ctx.gm_pops.find(stmt.get()); pops != ctx.gm_pops.end()) {
      for (const auto& pop : pops->second) {
        if (pop.consumer != side) continue;
        auto var = std::make_shared<Var>(pop.name, pop.type, stmt->span());
        out.push_back(std::make_shared<AssignStmt>(var, MakeTpop(side, 0, pop.type, stmt->span()),
                                                   stmt->span()));
      }
    }
    if (aff == keep || aff == Affinity::kShared) {
      out.push_back(stmt);
      if (auto push = ctx.gm_pushes.find(stmt.get());
          push != ctx.gm_pushes.end() && push->second.producer == side) {
        out.push_back(std::make_shared<EvalStmt>(
            MakeTpush(side, push->second.tile, 0, stmt->span()), stmt->span()));
      }
      continue;
    }
    // Mixed: a compound statement keeps its shape on both lanes, each with its
    // own part of the body.
    auto lane = [&](const StmtPtr& body) {
      return Body(BuildLaneBody(side, FlatStmts(body), ctx, tpop_remap), stmt->span());
    };
    if (auto f = As<ForStmt>(stmt)) {
      out.push_back(KeepLeadingComments(
          stmt, std::make_shared<ForStmt>(f->loop_var(), f->start(), f->stop(), f->step(),
                                          f->iter_args(), lane(f->body()), f->return_vars(),
                                          f->for_kind(), f->attrs(), f->span())));
    } else if (auto w = As<WhileStmt>(stmt)) {
      out.push_back(KeepLeadingComments(
          stmt, std::make_shared<WhileStmt>(w->condition(), w->iter_args(), lane(w->body()),
                                            w->return_vars(), w->span())));
    } else if (auto i = As<IfStmt>(stmt)) {
      out.push_back(KeepLeadingComments(
          stmt, std::make_shared<IfStmt>(i->condition(), lane(i->then_body()),
                                         i->else_body() ? lane(i->else_body()) : nullptr,
                                         i->return_vars(), i->span())));
    } else {
      out.push_back(stmt);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------
// tfree placement: each popped tile is released right after its last use on
// the lane (uses through zero-copy views of it count), replacing an earlier
// explicit tfree.

bool IsAliasingView(const CallPtr& call) {
  if (!call || call->IsFunctionCall()) return false;
  const OpInfo* info = OpRegistry::Global().Find(call->callee_name());
  return info && info->output_memory == OutputMemoryRule::kInheritInput && !info->not_inplace_safe;
}

using VarRemap = std::unordered_map<const Var*, VarPtr>;

std::vector<StmtPtr> FinalizeTfrees(const std::vector<StmtPtr>& stmts, Side side,
                                    const VarRemap& tpop_remap);

StmtPtr FinalizeNestedTfrees(const StmtPtr& stmt, Side side, const VarRemap& remap) {
  auto lane = [&](const StmtPtr& body) {
    return Body(FinalizeTfrees(FlatStmts(body), side, remap), stmt->span());
  };
  if (auto f = As<ForStmt>(stmt)) {
    return KeepLeadingComments(
        stmt, std::make_shared<ForStmt>(f->loop_var(), f->start(), f->stop(), f->step(),
                                        f->iter_args(), lane(f->body()), f->return_vars(),
                                        f->for_kind(), f->attrs(), f->span()));
  }
  if (auto w = As<WhileStmt>(stmt)) {
    return KeepLeadingComments(
        stmt, std::make_shared<WhileStmt>(w->condition(), w->iter_args(), lane(w->body()),
                                          w->return_vars(), w->span()));
  }
  if (auto i = As<IfStmt>(stmt)) {
    return KeepLeadingComments(
        stmt, std::make_shared<IfStmt>(i->condition(), lane(i->then_body()),
                                       i->else_body() ? lane(i->else_body()) : nullptr,
                                       i->return_vars(), i->span()));
  }
  return stmt;
}

YieldStmtPtr LastYield(const StmtPtr& body) {
  auto stmts = FlatStmts(body);
  return stmts.empty() ? nullptr : As<YieldStmt>(stmts.back());
}

std::vector<StmtPtr> FinalizeTfrees(const std::vector<StmtPtr>& stmts, Side side,
                                    const VarRemap& tpop_remap) {
  std::vector<StmtPtr> input;
  input.reserve(stmts.size());
  for (const auto& s : stmts) input.push_back(FinalizeNestedTfrees(s, side, tpop_remap));

  struct Lifetime {
    size_t pop_idx;
    size_t free_idx;
    VarPtr pop_var;
    size_t last_use;
    std::optional<int64_t> pipe_id;
  };
  constexpr size_t kNoFree = static_cast<size_t>(-1);
  std::map<const Var*, Lifetime> chains;
  std::vector<const Var*> order;
  VarRemap remap = tpop_remap;

  auto canonical = [](const VarPtr& v, const VarRemap& m) -> VarPtr {
    if (!v) return nullptr;
    auto it = m.find(v.get());
    return it != m.end() && it->second ? it->second : v;
  };
  auto resolve = [&](const ExprPtr& expr, const VarRemap& m) -> VarPtr {
    ExprPtr e = expr;
    VarPtr var;
    while (e) {
      var = As<Var>(e);
      if (var) break;
      auto call = As<Call>(e);
      if (!IsAliasingView(call) || call->args().empty()) break;
      e = call->args()[0];
    }
    if (!var) return nullptr;
    VarPtr c = canonical(var, m);
    return c && chains.count(c.get()) ? c : nullptr;
  };
  std::function<void(const StmtPtr&, VarRemap&)> propagate;
  auto propagate_into = [&](const VarPtr& alias, const ExprPtr& src, VarRemap& m) {
    if (!alias) return;
    if (VarPtr c = resolve(src, m)) m[alias.get()] = c;
  };
  auto body_map = [&](const std::vector<StmtPtr>& ss, const VarRemap& seed) {
    VarRemap m = seed;
    for (const auto& s : ss) propagate(s, m);
    return m;
  };
  auto propagate_loop = [&](const std::vector<IterArgPtr>& iter_args, const StmtPtr& body,
                            const std::vector<VarPtr>& return_vars, VarRemap& m) {
    VarRemap inner = m;
    for (const auto& ia : iter_args) propagate_into(ia, ia->init_value(), inner);
    inner = body_map(FlatStmts(body), inner);
    auto yield = LastYield(body);
    if (!yield) return;
    for (size_t i = 0; i < iter_args.size() && i < yield->values().size(); ++i) {
      propagate_into(iter_args[i], yield->values()[i], inner);
    }
    for (size_t i = 0; i < return_vars.size() && i < yield->values().size(); ++i) {
      propagate_into(return_vars[i], yield->values()[i], m);
    }
  };
  propagate = [&](const StmtPtr& s, VarRemap& m) {
    if (auto assign = As<AssignStmt>(s)) {
      propagate_into(assign->var(), assign->value(), m);
    } else if (auto i = As<IfStmt>(s)) {
      VarRemap then_map = body_map(FlatStmts(i->then_body()), m);
      auto then_yield = LastYield(i->then_body());
      std::optional<VarRemap> else_map;
      YieldStmtPtr else_yield;
      if (i->else_body()) {
        else_map = body_map(FlatStmts(i->else_body()), m);
        else_yield = LastYield(i->else_body());
      }
      for (size_t k = 0; k < i->return_vars().size(); ++k) {
        VarPtr found;
        bool consistent = else_map.has_value();
        auto merge = [&](const YieldStmtPtr& y, const VarRemap& bm) {
          if (!y || k >= y->values().size()) {
            consistent = false;
            return;
          }
          VarPtr c = resolve(y->values()[k], bm);
          if (c && !found) {
            found = c;
          } else if (!c || found.get() != c.get()) {
            consistent = false;
          }
        };
        merge(then_yield, then_map);
        if (else_map) merge(else_yield, *else_map);
        if (found && consistent) m[i->return_vars()[k].get()] = found;
      }
    } else if (auto f = As<ForStmt>(s)) {
      propagate_loop(f->iter_args(), f->body(), f->return_vars(), m);
    } else if (auto w = As<WhileStmt>(s)) {
      propagate_loop(w->iter_args(), w->body(), w->return_vars(), m);
    }
  };

  const std::string expected_free = TFreeOp(side);
  for (size_t i = 0; i < input.size(); ++i) {
    const StmtPtr& stmt = input[i];
    auto call = StmtCall(stmt);
    if (auto assign = As<AssignStmt>(stmt); assign && IsTPop(call)) {
      VarPtr chain_var = canonical(assign->var(), remap);
      std::optional<int64_t> pipe_id;
      if (call->kwargs().Has("id")) pipe_id = IntKwarg(call, "id", 0);
      auto [it, inserted] =
          chains.emplace(chain_var.get(), Lifetime{i, kNoFree, chain_var, i, pipe_id});
      if (inserted) {
        order.push_back(chain_var.get());
      } else {
        it->second.pop_idx = i;
        it->second.pop_var = chain_var;
        it->second.last_use = std::max(it->second.last_use, i);
        it->second.pipe_id = pipe_id;
      }
      continue;
    }
    if (As<EvalStmt>(stmt) && IsTFree(call)) {
      VarPtr freed = call->args().empty() ? nullptr : As<Var>(call->args()[0]);
      VarPtr c = canonical(freed, remap);
      auto it = c ? chains.find(c.get()) : chains.end();
      if (it == chains.end() || call->callee_name() != expected_free) continue;
      if (freed && it->second.pop_var && freed.get() != it->second.pop_var.get()) {
        std::vector<ExprPtr> args = call->args();
        args[0] = it->second.pop_var;
        input[i] = std::make_shared<EvalStmt>(
            std::make_shared<Call>(call->op(), std::move(args), call->kwargs(), call->attrs(),
                                   call->type(), call->span()),
            stmt->span());
      }
      it->second.free_idx = i;
      continue;
    }
    std::unordered_set<const Var*> refs;
    if (call) {
      for (const auto& arg : call->args()) {
        auto du = CollectVarRefs(arg);
        refs.insert(du.uses.begin(), du.uses.end());
      }
      for (const auto& [key, value] : call->kwargs()) {
        if (value.kind() == AttrValue::Kind::kExpr) {
          auto du = CollectVarRefs(value.AsExpr());
          refs.insert(du.uses.begin(), du.uses.end());
        }
      }
    } else {
      auto du = CollectVarRefs(stmt);
      refs.insert(du.defs.begin(), du.defs.end());
      refs.insert(du.uses.begin(), du.uses.end());
    }
    for (const Var* ref : refs) {
      auto rit = remap.find(ref);
      const Var* c = rit != remap.end() && rit->second ? rit->second.get() : ref;
      auto cit = chains.find(c);
      if (cit != chains.end()) cit->second.last_use = i;
    }
    propagate(stmt, remap);
  }
  if (order.empty()) return input;

  std::vector<bool> drop(input.size(), false);
  std::unordered_map<size_t, std::vector<StmtPtr>> deferred;
  for (const Var* v : order) {
    auto& chain = chains.at(v);
    if (chain.free_idx == kNoFree || chain.free_idx < chain.last_use) {
      if (chain.free_idx != kNoFree) drop[chain.free_idx] = true;
      Attrs kwargs;
      if (chain.pipe_id) kwargs = Attrs{{"id", AttrValue::Int(*chain.pipe_id)}};
      const Span& span = input[chain.pop_idx]->span();
      deferred[chain.last_use].push_back(std::make_shared<EvalStmt>(
          MakeOpCallOrThrow(TFreeOp(side), {chain.pop_var}, kwargs, span), span));
    }
  }
  std::vector<StmtPtr> result;
  for (size_t i = 0; i < input.size(); ++i) {
    auto d = deferred.find(i);
    bool is_yield = As<YieldStmt>(input[i]) != nullptr;
    if (d != deferred.end() && is_yield) {
      result.insert(result.end(), d->second.begin(), d->second.end());
    }
    if (!drop[i]) result.push_back(input[i]);
    if (d != deferred.end() && !is_yield) {
      result.insert(result.end(), d->second.begin(), d->second.end());
    }
  }
  return result;
}

// ---------------------------------------------------------------------------
// Pipe setup.

struct DirectionInfo {
  bool has_ops = false;
  std::optional<int64_t> slot_size;
};
struct PipeInfo {
  DirectionInfo c2v, v2c;
  bool has_setup = false;
  bool HasOps() const { return c2v.has_ops || v2c.has_ops; }
};

std::optional<int64_t> TileBytes(const TypePtr& type) {
  auto tile = As<TileType>(type);
  if (!tile) return std::nullopt;
  int64_t elems = 1;
  for (const auto& dim : tile->shape()) {
    auto v = StaticDim(dim);
    if (!v || *v < 0) return std::nullopt;
    elems *= *v;
  }
  return (elems * DataTypeBits(tile->dtype()) + 7) / 8;
}

void RecordSlot(DirectionInfo* d, const TypePtr& type) {
  d->has_ops = true;
  if (auto bytes = TileBytes(type)) {
    d->slot_size = d->slot_size ? std::max(*d->slot_size, *bytes) : *bytes;
  }
}

void CollectPipeInfo(const std::vector<StmtPtr>& stmts, PipeInfo* info) {
  for (const auto& s : stmts) {
    ForEachStmt(s, [&](const StmtPtr& st) {
      auto call = StmtCall(st);
      if (!call || call->IsFunctionCall()) return;
      const std::string& name = call->callee_name();
      auto assign = As<AssignStmt>(st);
      if (name == "system.reserve_buffer" || name == "system.import_peer_buffer" ||
          name == "system.aic_initialize_pipe" || name == "system.aiv_initialize_pipe") {
        info->has_setup = true;
      } else if (name == "tile.tpush_to_aiv" && call->args().size() == 1) {
        RecordSlot(&info->c2v, call->args()[0]->type());
      } else if (name == "tile.tpush_to_aic" && call->args().size() == 1) {
        RecordSlot(&info->v2c, call->args()[0]->type());
      } else if (name == "tile.tpop_from_aiv" && assign) {
        RecordSlot(&info->v2c, assign->var()->type());
      } else if (name == "tile.tpop_from_aic" && assign) {
        RecordSlot(&info->c2v, assign->var()->type());
      }
    });
  }
}

struct PipeSetup {
  std::vector<StmtPtr> aic, aiv;
};

PipeSetup BuildPipeSetup(const std::string& func_name, const std::string& aic_name,
                         const std::string& aiv_name, const std::vector<StmtPtr>& aic_body,
                         const std::vector<StmtPtr>& aiv_body, std::optional<int64_t> slot_num,
                         const Span& span) {
  PipeInfo aic_info, aiv_info;
  CollectPipeInfo(aic_body, &aic_info);
  CollectPipeInfo(aiv_body, &aiv_info);
  DirectionInfo c2v, v2c;
  for (const DirectionInfo* d : {&aic_info.c2v, &aiv_info.c2v}) {
    c2v.has_ops |= d->has_ops;
    if (d->slot_size) {
      c2v.slot_size = c2v.slot_size ? std::max(*c2v.slot_size, *d->slot_size) : *d->slot_size;
    }
  }
  for (const DirectionInfo* d : {&aic_info.v2c, &aiv_info.v2c}) {
    v2c.has_ops |= d->has_ops;
    if (d->slot_size) {
      v2c.slot_size = v2c.slot_size ? std::max(*v2c.slot_size, *d->slot_size) : *d->slot_size;
    }
  }
  if (!(c2v.has_ops || v2c.has_ops) || aic_info.has_setup || aiv_info.has_setup) return {};
  int dir_mask = (c2v.has_ops ? kDirMaskC2V : 0) | (v2c.has_ops ? kDirMaskV2C : 0);
  std::optional<int64_t> slot_size;
  for (const DirectionInfo* d : {&c2v, &v2c}) {
    if (!d->has_ops) continue;
    if (!d->slot_size) return {};
    slot_size = slot_size ? std::max(*slot_size, *d->slot_size) : *d->slot_size;
  }
  if (!slot_size) return {};
  const int64_t slots = slot_num.value_or(dir_mask == (kDirMaskC2V | kDirMaskV2C) ? 4 : 8);
  const int64_t buffer_size = *slot_size * slots;

  PipeSetup setup;
  ExprPtr aic_c2v, aic_v2c, aiv_c2v, aiv_v2c;
  auto reserve = [&](const std::string& name) {
    auto call = MakeOpCallOrThrow("system.reserve_buffer", {},
                                  Attrs{{"name", AttrValue::String(name)},
                                        {"size", AttrValue::Int(buffer_size)},
                                        {"base", AttrValue::Int(-1)}},
                                  span);
    return std::make_pair(std::make_shared<Var>(name, call->type(), span), call);
  };
  auto import = [&](const std::string& name, const std::string& peer) {
    auto call = MakeOpCallOrThrow(
        "system.import_peer_buffer", {},
        Attrs{{"name", AttrValue::String(name)}, {"peer_func", AttrValue::String(peer)}}, span);
    return std::make_pair(std::make_shared<Var>(name + "_import", call->type(), span), call);
  };
  // One slot buffer per direction: the consuming lane reserves it, the
  // producing lane imports it.
  auto add_buffer = [&](const char* suffix, std::vector<StmtPtr>* owner_stmts,
                        std::vector<StmtPtr>* peer_stmts, const std::string& owner_name,
                        ExprPtr* owner_arg, ExprPtr* peer_arg) {
    const std::string name = func_name + suffix;
    auto [r_var, r_call] = reserve(name);
    owner_stmts->push_back(std::make_shared<AssignStmt>(r_var, r_call, span));
    *owner_arg = r_var;
    auto [i_var, i_call] = import(name, owner_name);
    peer_stmts->push_back(std::make_shared<AssignStmt>(i_var, i_call, span));
    *peer_arg = i_var;
  };
  if (dir_mask & kDirMaskV2C) {
    add_buffer("_v2c_slot_buffer", &setup.aic, &setup.aiv, aic_name, &aic_v2c, &aiv_v2c);
  }
  if (dir_mask & kDirMaskC2V) {
    add_buffer("_c2v_slot_buffer", &setup.aiv, &setup.aic, aiv_name, &aiv_c2v, &aic_c2v);
  }
  auto zero = [&]() -> ExprPtr { return std::make_shared<ConstInt>(0, DataType::kInt32, span); };
  auto init = [&](const char* op, const ExprPtr& c2v_buf, const ExprPtr& v2c_buf) {
    Attrs kwargs{{"dir_mask", AttrValue::Int(dir_mask)}, {"slot_size", AttrValue::Int(*slot_size)}};
    if (slot_num) kwargs = kwargs.With("slot_num", AttrValue::Int(*slot_num));
    return std::make_shared<EvalStmt>(
        MakeOpCallOrThrow(op, {c2v_buf ? c2v_buf : zero(), v2c_buf ? v2c_buf : zero()}, kwargs,
                          span),
        span);
  };
  setup.aic.push_back(init("system.aic_initialize_pipe", aic_c2v, aic_v2c));
  setup.aiv.push_back(init("system.aiv_initialize_pipe", aiv_c2v, aiv_v2c));
  return setup;
}

std::vector<StmtPtr> Prepend(const std::vector<StmtPtr>& prologue, const std::vector<StmtPtr>& body,
                             bool keep_subblock_idx_first) {
  if (prologue.empty()) return body;
  std::vector<StmtPtr> out;
  size_t start = 0;
  if (keep_subblock_idx_first && !body.empty()) {
    auto assign = As<AssignStmt>(body.front());
    if (assign && IsOpNamed(As<Call>(assign->value()), "tile.get_subblock_idx")) {
      out.push_back(body.front());
      start = 1;
    }
  }
  out.insert(out.end(), prologue.begin(), prologue.end());
  out.insert(out.end(), body.begin() + start, body.end());
  return out;
}

// ---------------------------------------------------------------------------
// GM tensor versions written on one lane and read on the other dangle after
// the split; they are pointed back at the output parameter they version.

YieldStmtPtr TrailingYield(const StmtPtr& body) { return LastYield(body); }

std::unordered_map<const Var*, const Var*> BuildGmOrigins(const std::vector<StmtPtr>& stmts,
                                                          const std::vector<VarPtr>& params) {
  std::unordered_map<const Var*, const Var*> origin;
  for (const auto& p : params) origin[p.get()] = p.get();
  auto from = [&](const Var* dest, const ExprPtr& src) {
    if (auto v = As<Var>(src)) {
      auto it = origin.find(v.get());
      if (it != origin.end()) origin[dest] = it->second;
    }
  };
  auto yield_origin = [&](const StmtPtr& body, size_t i) -> const Var* {
    auto y = TrailingYield(body);
    if (!y || i >= y->values().size()) return nullptr;
    auto v = As<Var>(y->values()[i]);
    if (!v) return nullptr;
    auto it = origin.find(v.get());
    return it != origin.end() ? it->second : nullptr;
  };
  std::function<void(const std::vector<StmtPtr>&)> walk = [&](const std::vector<StmtPtr>& ss) {
    for (const auto& s : ss) {
      if (auto assign = As<AssignStmt>(s)) {
        auto call = As<Call>(assign->value());
        if (IsOpNamed(call, "tile.store") && call->args().size() >= 3) {
          from(assign->var().get(), call->args()[2]);
        } else {
          from(assign->var().get(), assign->value());
        }
      } else if (auto f = As<ForStmt>(s)) {
        for (const auto& ia : f->iter_args()) from(ia.get(), ia->init_value());
        walk(FlatStmts(f->body()));
        for (size_t i = 0; i < f->return_vars().size(); ++i) {
          if (const Var* o = yield_origin(f->body(), i)) origin[f->return_vars()[i].get()] = o;
        }
      } else if (auto w = As<WhileStmt>(s)) {
        for (const auto& ia : w->iter_args()) from(ia.get(), ia->init_value());
        walk(FlatStmts(w->body()));
        for (size_t i = 0; i < w->return_vars().size(); ++i) {
          if (const Var* o = yield_origin(w->body(), i)) origin[w->return_vars()[i].get()] = o;
        }
      } else if (auto i = As<IfStmt>(s)) {
        walk(FlatStmts(i->then_body()));
        if (i->else_body()) walk(FlatStmts(i->else_body()));
        for (size_t k = 0; k < i->return_vars().size(); ++k) {
          const Var* t = yield_origin(i->then_body(), k);
          const Var* e = i->else_body() ? yield_origin(i->else_body(), k) : nullptr;
          if (t && t == e) origin[i->return_vars()[k].get()] = t;
        }
      }
    }
  };
  walk(stmts);
  return origin;
}

void RemapDanglingGmRefs(const StmtPtr& body, std::unordered_map<const Var*, ExprPtr>* lane_map,
                         const std::unordered_map<const Var*, const Var*>& origins,
                         const FunctionPtr& func) {
  VarDefUse du = CollectVarRefs(body);
  std::unordered_set<const Var*> outputs;
  for (size_t i = 0; i < func->params().size() && i < func->param_directions().size(); ++i) {
    if (func->param_directions()[i] != ParamDirection::kIn) outputs.insert(func->params()[i].get());
  }
  std::unordered_set<const Var*> refs = du.uses;
  refs.insert(du.defs.begin(), du.defs.end());
  for (const Var* ref : refs) {
    if (du.defs.count(ref) || lane_map->count(ref)) continue;
    auto o = origins.find(ref);
    if (o == origins.end() || !outputs.count(o->second)) continue;
    auto p = lane_map->find(o->second);
    if (p != lane_map->end()) (*lane_map)[ref] = p->second;
  }
}

// ---------------------------------------------------------------------------

bool ActiveSplit(const FunctionPtr& func) {
  const AttrValue* split = func->attrs().Find("split");
  if (!split) return false;
  if (auto mode = split->AsEnum<SplitMode>()) return *mode != SplitMode::kNone;
  return split->kind() == AttrValue::Kind::kInt && split->AsInt() != 0;
}

std::vector<VarPtr> FreshParams(const FunctionPtr& func,
                                std::unordered_map<const Var*, ExprPtr>* map) {
  std::vector<VarPtr> params;
  for (const auto& p : func->params()) {
    auto fresh = std::make_shared<Var>(p->name_hint(), p->type(), p->span());
    params.push_back(fresh);
    if (map) (*map)[p.get()] = fresh;
  }
  return params;
}

// A copy of a lane body with its own variable objects; popped tiles (already
// lane-private) keep theirs.
StmtPtr CloneLane(const StmtPtr& body, std::unordered_map<const Var*, ExprPtr> substitutions,
                  const VarRemap& tpop_remap) {
  std::unordered_set<const Var*> keep;
  for (const auto& [orig, pop] : tpop_remap) {
    substitutions[orig] = pop;
    keep.insert(pop.get());
  }
  CloneOptions options;
  options.substitutions = std::move(substitutions);
  options.fresh_name = [&keep](const Var& v, DefSite) -> std::optional<std::string> {
    if (keep.count(&v)) return std::nullopt;
    return v.name_hint();
  };
  return CloneStmt(body, options);
}

struct Expanded {
  FunctionPtr aic, aiv, group;  // group null when existing Group callers are rewritten
};

// The fields of one lane of a split kernel: the kernel's parameter
// directions and attrs under a new name, type and level, without results.
Function::Fields LaneFields(const FunctionPtr& func, const std::string& name, FunctionType type,
                            Level level, std::vector<VarPtr> params, StmtPtr body) {
  Function::Fields fields;
  fields.name = name;
  fields.func_type = type;
  fields.params = std::move(params);
  fields.param_directions = func->param_directions();
  fields.body = std::move(body);
  fields.level = level;
  fields.role = Role::kSubWorker;
  fields.attrs = func->attrs();
  return fields;
}

// A requested AIV split cannot go through a transpose that swaps the split
// axis. Kernels whose explicit split_aiv regions were validated region by
// region (LowerAutoVectorSplit) are not checked against one function mode.
void CheckSplitTransposeHazard(const FunctionPtr& func) {
  if (func->attrs().Has("split_aiv_region_validated")) return;
  const AttrValue* split = func->attrs().Find("split");
  if (!split) return;
  std::optional<SplitMode> mode = split->AsEnum<SplitMode>();
  if (!mode && split->kind() == AttrValue::Kind::kInt) {
    if (split->AsInt() == 1) mode = SplitMode::kUpDown;
    if (split->AsInt() == 2) mode = SplitMode::kLeftRight;
  }
  if (!mode || *mode == SplitMode::kNone) return;
  const int dim = *mode == SplitMode::kUpDown ? 0 : 1;
  auto hazard = FindSplitAxisTranspose(func->body(), dim);
  if (!hazard) return;
  const char* mode_name = dim == 0 ? "UP_DOWN" : "LEFT_RIGHT";
  std::string where = hazard->result.empty() ? "" : " (result '" + hazard->result + "')";
  ThrowUserError(
      hazard->call->span(),
      "ExpandMixedKernel: kernel '" + func->name() + "' requests pl.split(" + mode_name +
          ") but contains a tile.transpose" + where + " that swaps the split axis (dim " +
          std::to_string(dim) +
          "). SplitVectorKernel halves the split axis while the transpose moves that data to "
          "the other dimension, so the split cannot be applied correctly. Fix it one of two "
          "ways: (1) drop the split — set attrs={\"split\": pl.SplitMode.NONE} (or remove the "
          "pl.split optimization); or (2) eliminate this transpose, e.g. replace a "
          "transpose-then-row-index with a direct column slice such as pre[:, h:h+1].");
}

Expanded ExpandMixedFunction(const FunctionPtr& func, bool create_group) {
  CheckSplitTransposeHazard(func);
  const Span& span = func->span();
  auto stmts = FlatStmts(func->body());
  TpopDefs tpops = CollectTpopDefs(func->body());
  AffinityMap affinity;
  AnalyzeStmts(stmts, tpops, &affinity);
  std::map<const Stmt*, Boundary> boundaries;
  CollectBoundaries(stmts, tpops, &boundaries);
  std::map<const Stmt*, GmSyncPush> gm_pushes;
  std::map<const Stmt*, std::vector<GmSyncPop>> gm_pops;
  CollectGmSyncs(stmts, affinity, &gm_pushes, &gm_pops);
  std::unordered_map<const Var*, StmtPtr> original_defs;
  BuildDefMap(stmts, &original_defs);
  LaneContext ctx{affinity, boundaries, gm_pushes, gm_pops};

  auto keys = [](const VarRemap& m) {
    std::unordered_set<const Var*> k;
    for (const auto& kv : m) k.insert(kv.first);
    return k;
  };
  VarRemap aic_remap;
  std::vector<StmtPtr> aic_stmts;
  for (auto& s : BuildLaneBody(Side::kAIC, stmts, ctx, &aic_remap)) {
    if (!As<ReturnStmt>(s)) aic_stmts.push_back(s);  // the cube lane returns nothing
  }
  auto aic_final = FinalizeTfrees(FinalizeSplitCoreBody(aic_stmts, original_defs, keys(aic_remap)),
                                  Side::kAIC, aic_remap);
  VarRemap aiv_remap;
  auto aiv_stmts = BuildLaneBody(Side::kAIV, stmts, ctx, &aiv_remap);
  auto aiv_final = FinalizeTfrees(FinalizeSplitCoreBody(aiv_stmts, original_defs, keys(aiv_remap)),
                                  Side::kAIV, aiv_remap);

  const std::string aic_name = func->name() + "_aic";
  const std::string aiv_name = func->name() + "_aiv";
  std::optional<int64_t> slot_num;
  if (const AttrValue* v = func->attrs().Find("slot_num");
      v && v->kind() == AttrValue::Kind::kInt) {
    slot_num = v->AsInt();
  }
  auto setup =
      BuildPipeSetup(func->name(), aic_name, aiv_name, aic_final, aiv_final, slot_num, span);
  aic_final = Prepend(setup.aic, aic_final, false);
  aiv_final = Prepend(setup.aiv, aiv_final, true);

  auto origins = BuildGmOrigins(stmts, func->params());

  std::unordered_map<const Var*, ExprPtr> aic_map;
  auto aic_params = FreshParams(func, &aic_map);
  for (const auto& [orig, pop] : aic_remap) aic_map[orig] = pop;
  StmtPtr aic_body = Body(aic_final, span);
  RemapDanglingGmRefs(aic_body, &aic_map, origins, func);
  auto aic = std::make_shared<Function>(
      LaneFields(func, aic_name, FunctionType::kAIC, Level::kAIC, std::move(aic_params),
                 CloneLane(aic_body, aic_map, aic_remap)),
      span);

  std::unordered_map<const Var*, ExprPtr> aiv_map;
  auto aiv_params = FreshParams(func, &aiv_map);
  for (const auto& [orig, pop] : aiv_remap) aiv_map[orig] = pop;
  StmtPtr aiv_body = Body(aiv_final, span);
  {
    // A store result the vector lane lost to the cube lane is the stored
    // parameter itself.
    VarDefUse du = CollectVarRefs(aiv_body);
    ForEachStmt(func->body(), [&](const StmtPtr& s) {
      auto assign = As<AssignStmt>(s);
      auto call = assign ? As<Call>(assign->value()) : nullptr;
      if (!IsOpNamed(call, "tile.store") || call->args().size() < 3) return;
      if (du.defs.count(assign->var().get())) return;
      auto dest = As<Var>(call->args()[2]);
      if (!dest) return;
      auto p = aiv_map.find(dest.get());
      if (p != aiv_map.end()) aiv_map[assign->var().get()] = p->second;
    });
    RemapDanglingGmRefs(aiv_body, &aiv_map, origins, func);
  }
  Function::Fields aiv_fields =
      LaneFields(func, aiv_name, FunctionType::kAIV, Level::kAIV, std::move(aiv_params),
                 CloneLane(aiv_body, aiv_map, aiv_remap));
  // The vector lane returns the kernel's results; the cube lane returns none.
  aiv_fields.return_types = func->return_types();
  if (!IsA5() && !ActiveSplit(func)) {
    aiv_fields.attrs = aiv_fields.attrs.Without("dual_aiv_dispatch")
                           .With("dual_aiv_dispatch", AttrValue::Bool(true));
  }
  auto aiv = std::make_shared<Function>(std::move(aiv_fields), span);
  if (!create_group) return {aic, aiv, nullptr};

  auto group_params = FreshParams(func, nullptr);
  std::vector<ExprPtr> args(group_params.begin(), group_params.end());
  TypePtr aiv_type = CallResultType(func->return_types());
  std::vector<StmtPtr> group_stmts;
  group_stmts.push_back(
      std::make_shared<EvalStmt>(std::make_shared<Call>(std::make_shared<GlobalVar>(aic_name), args,
                                                        Attrs(), Attrs(), UnknownType::Get(), span),
                                 span));
  auto aiv_call = std::make_shared<Call>(std::make_shared<GlobalVar>(aiv_name), args, Attrs(),
                                         Attrs(), aiv_type, span);
  if (func->return_types().empty()) {
    group_stmts.push_back(std::make_shared<EvalStmt>(aiv_call, span));
  } else {
    auto returned = ReturnedParamIndices(func, nullptr);
    bool all_params = returned.size() == func->return_types().size();
    for (const auto& idx : returned) {
      all_params = all_params && idx && *idx < group_params.size();
    }
    if (all_params) {
      group_stmts.push_back(std::make_shared<EvalStmt>(aiv_call, span));
      std::vector<ExprPtr> values;
      values.reserve(returned.size());
      for (const auto& idx : returned) values.push_back(group_params[*idx]);
      group_stmts.push_back(std::make_shared<ReturnStmt>(std::move(values), span));
    } else {
      auto result = std::make_shared<Var>("result", aiv_type, span);
      group_stmts.push_back(std::make_shared<AssignStmt>(result, aiv_call, span));
      group_stmts.push_back(std::make_shared<ReturnStmt>(std::vector<ExprPtr>{result}, span));
    }
  }
  Function::Fields group_fields;
  group_fields.name = func->name();
  group_fields.func_type = FunctionType::kGroup;
  group_fields.params = group_params;
  group_fields.param_directions = func->param_directions();
  group_fields.return_types = func->return_types();
  group_fields.body = Body(group_stmts, span);
  group_fields.level = Level::kCoreGroup;
  group_fields.role = Role::kSubWorker;
  group_fields.attrs = func->attrs();
  return {aic, aiv, std::make_shared<Function>(std::move(group_fields), span)};
}

// The functions called by top-level statements of `func` (one walk per
// function, not one per function and kernel).
std::unordered_set<std::string> TopLevelCallees(const FunctionPtr& func) {
  std::unordered_set<std::string> callees;
  for (const auto& s : FlatStmts(func->body())) {
    auto call = StmtCall(s);
    if (call && call->IsFunctionCall()) callees.insert(call->callee_name());
  }
  return callees;
}

FunctionPtr RewriteGroupCaller(const FunctionPtr& group, const std::string& incore,
                               const std::string& aic_name, const std::string& aiv_name) {
  std::vector<StmtPtr> out;
  for (const auto& s : FlatStmts(group->body())) {
    auto call = StmtCall(s);
    if (!call || !call->IsFunctionCall() || call->callee_name() != incore) {
      out.push_back(s);
      continue;
    }
    out.push_back(KeepLeadingComments(
        s, std::make_shared<EvalStmt>(
               std::make_shared<Call>(std::make_shared<GlobalVar>(aic_name), call->args(),
                                      call->kwargs(), call->attrs(), UnknownType::Get(), s->span()),
               s->span())));
    if (auto assign = As<AssignStmt>(s)) {
      out.push_back(std::make_shared<AssignStmt>(
          assign->var(),
          std::make_shared<Call>(std::make_shared<GlobalVar>(aiv_name), call->args(),
                                 call->kwargs(), call->attrs(), call->type(), s->span()),
          s->span()));
    } else {
      out.push_back(std::make_shared<EvalStmt>(
          std::make_shared<Call>(std::make_shared<GlobalVar>(aiv_name), call->args(),
                                 call->kwargs(), call->attrs(), UnknownType::Get(), s->span()),
          s->span()));
    }
  }
  return group->WithBody(Body(out, group->body()->span()));
}

FunctionPtr Retype(const FunctionPtr& func, Affinity affinity) {
  auto fields = func->fields();
  bool cube = affinity == Affinity::kCube;
  fields.func_type = cube ? FunctionType::kAIC : FunctionType::kAIV;
  fields.level = cube ? Level::kAIC : Level::kAIV;
  fields.role = Role::kSubWorker;
  fields.attrs = fields.attrs.Without("split");
  return func->WithFields(std::move(fields));
}

}  // namespace

ir::ProgramPtr ExpandMixedKernel(const ir::ProgramPtr& program) {
  std::unordered_set<std::string> incore_names;
  for (const auto& func : program->functions()) {
    if (func->func_type() == FunctionType::kInCore) incore_names.insert(func->name());
  }
  if (incore_names.empty()) {
    std::vector<FunctionPtr> functions = program->functions();
    std::vector<FunctionPtr> normalized = NormalizeHandWrittenGroupAbis(functions, !IsA5());
    return normalized == functions ? program : program->WithFunctions(std::move(normalized));
  }
  // Which kernels a Group calls and which something else calls; only a mixed
  // kernel's expansion asks, so most programs never walk their callers.
  std::unordered_set<std::string> group_called, otherwise_called;
  bool callers_known = false;
  auto know_callers = [&] {
    if (callers_known) return;
    callers_known = true;
    for (const auto& func : program->functions()) {
      // Looked up from the callee side: a program of N kernels has N callers.
      for (const auto& name : TopLevelCallees(func)) {
        if (!incore_names.count(name)) continue;
        (func->func_type() == FunctionType::kGroup ? group_called : otherwise_called).insert(name);
      }
    }
  };

  std::vector<FunctionPtr> functions;
  std::map<std::string, std::pair<std::string, std::string>> group_rewrites;
  for (const auto& func : program->functions()) {
    if (func->func_type() != FunctionType::kInCore) {
      functions.push_back(func);
      continue;
    }
    TpopDefs tpops = CollectTpopDefs(func->body());
    AffinityMap affinity;
    Affinity combined = AnalyzeStmts(FlatStmts(func->body()), tpops, &affinity);
    if (combined != Affinity::kMixed) {
      functions.push_back(Retype(func, combined));
      continue;
    }
    know_callers();
    bool has_group_caller = group_called.count(func->name()) > 0;
    bool keeps_name = otherwise_called.count(func->name()) > 0;
    Expanded expanded = ExpandMixedFunction(func, keeps_name || !has_group_caller);
    functions.push_back(expanded.aic);
    functions.push_back(expanded.aiv);
    if (expanded.group) functions.push_back(expanded.group);
    if (has_group_caller) {
      group_rewrites[func->name()] = {expanded.aic->name(), expanded.aiv->name()};
    }
  }
  for (auto& func : functions) {
    if (func->func_type() != FunctionType::kGroup || group_rewrites.empty()) continue;
    // In the order of the kernels' names, as one pass over group_rewrites would.
    std::vector<std::string> rewritten;
    for (const auto& name : TopLevelCallees(func)) {
      if (group_rewrites.count(name)) rewritten.push_back(name);
    }
    std::sort(rewritten.begin(), rewritten.end());
    for (const auto& incore : rewritten) {
      const auto& names = group_rewrites.at(incore);
      func = RewriteGroupCaller(func, incore, names.first, names.second);
    }
  }
  return program->WithFunctions(NormalizeHandWrittenGroupAbis(std::move(functions), !IsA5()));
}

}  // namespace ptoc::transforms
