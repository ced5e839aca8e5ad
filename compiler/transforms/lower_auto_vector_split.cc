// LowerAutoVectorSplit: rewrites a mixed cube/vector InCore kernel carrying an
// active `split` hint into the explicit AIV-split form that ExpandMixedKernel
// consumes.
//
//  * A cube->vector `tile.move` becomes `tile.aiv_shard(src, split=M)` (the
//    per-lane half); a vector->cube `tile.move` gets its operand reassembled
//    by `tile.aic_gather` into a `<name>_mat` tile and keeps the cube
//    placement move on that full tile.
//  * Only vector-affine statements are halved along the split axis: loads
//    read their lane's half (offset + subblock_idx * half), stores write it,
//    views and elementwise ops shrink their results. Cube statements keep
//    full tiles.
//  * The lane index comes from `subblock_idx = tile.get_subblock_idx()`
//    injected at the top; the function gets `split` and `split_aiv` attrs.
//
// An InCore kernel with explicit `pl.split_aiv` regions is lowered region by
// region instead, each with its own mode and lane index: a NONE
// (task-parallel) region and a region already written with aiv_shard /
// aic_gather are spliced in unchanged (after validation), any other region
// is halved as above. The region wrappers are dropped and the function is
// stamped `split_aiv` + `split_aiv_region_validated` (ExpandMixedKernel then
// skips its whole-function split checks). A region behind another scope
// (e.g. the InCore scope the parser puts around a region written at the top
// of an InCore kernel) is a user error, as in the reference; a region in an
// AIC/AIV function is not supported.
//
// A pure vector or pure cube kernel with a `split` hint is left as it is, as
// in the reference (ExpandMixedKernel then drops the hint), and so is every
// other kernel.
#include "compiler/transforms/lower_auto_vector_split.h"

#include <functional>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compiler/base/status.h"
#include "compiler/ir/arith/arith_simplifier.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/op_registry.h"
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/transforms/analysis/auto_name.h"
#include "compiler/transforms/analysis/core_affinity.h"
#include "compiler/transforms/analysis/stmt_clone.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(google-build-using-namespace)

namespace {

constexpr char kPass[] = "LowerAutoVectorSplit";

// Where a halved tile carries its split: the per-lane extent and the axis
// (a reshape may move the split to another axis than the function's).
struct SplitInfo {
  ExprPtr half;
  int dim = 0;
};

bool BoolAttr(const FunctionPtr& func, const char* key) {
  const AttrValue* v = func->attrs().Find(key);
  return v != nullptr && v->kind() == AttrValue::Kind::kBool && v->AsBool();
}

DataType ScalarDTypeOr(const ExprPtr& e, DataType fallback) {
  auto s = As<ScalarType>(e->type());
  return s ? s->dtype() : fallback;
}

ExprPtr Add(const ExprPtr& a, const ExprPtr& b, const Span& span) {
  return arith::MakeBinary(BinaryOp::kAdd, a, b, span);
}
ExprPtr Mul(const ExprPtr& a, const ExprPtr& b, const Span& span) {
  return arith::MakeBinary(BinaryOp::kMul, a, b, span);
}

// A variable operand (Var or IterArg), else null.
VarPtr AsVariable(const ExprPtr& e) { return As<Var>(e); }

bool IsOp(const CallPtr& call, const char* name) {
  return call && !call->IsFunctionCall() && call->callee_name() == name;
}

bool IsSingleton(const ExprPtr& dim) {
  auto c = As<ConstInt>(dim);
  return c && c->value() == 1;
}

// The per-lane extent of a split axis. An odd static extent cannot be cut
// into two equal halves without dropping data, so it is a user error.
ExprPtr HalfExtent(const ExprPtr& dim, const Span& span) {
  if (auto c = As<ConstInt>(dim)) {
    if (c->value() % 2 != 0) {
      ThrowUserError(
          span, absl::StrCat(
                    "SplitVectorKernel requires an even split dimension, got ", c->value(),
                    ". Pad the tile box such that the halved dimension stays a multiple of the "
                    "producer's innerDim — i.e. pad the full box to a multiple of (2 * innerDim) "
                    "(e.g. 32 for Acc fractal=1024, or 64/elem_bytes for fractal=512) — and use "
                    "pl.tile.set_validshape(...) with the original odd extent."));
    }
    return MakeConstInt(c->value() / 2, c->dtype(), c->span());
  }
  return std::make_shared<BinaryExpr>(
      BinaryOp::kFloorDiv, dim, MakeConstInt(2, ScalarDTypeOr(dim, DataType::kIndex), dim->span()),
      ScalarDTypeOr(dim, DataType::kIndex), dim->span());
}

// The split extent of a cube->vector shard: half of the move's extent
// without the evenness check (aiv_shard's own deduction reports odd extents).
ExprPtr ShardHalfExtent(const ExprPtr& dim) {
  if (auto c = As<ConstInt>(dim)) return MakeConstInt(c->value() / 2, c->dtype(), c->span());
  DataType dt = ScalarDTypeOr(dim, DataType::kIndex);
  return std::make_shared<BinaryExpr>(BinaryOp::kFloorDiv, dim, MakeConstInt(2, dt, dim->span()),
                                      dt, dim->span());
}

// The lane's share of a valid extent: the whole half when the valid extent is
// the full one, else what remains of it past the lower lanes, clamped.
ExprPtr LocalizeValid(const ExprPtr& valid, const ExprPtr& full, const ExprPtr& half,
                      const VarPtr& lane) {
  if (!valid) return valid;
  if (arith::ExprDeepEqual(valid, full)) return half;
  const Span& span = valid->span();
  ExprPtr zero = MakeConstInt(0, ScalarDTypeOr(valid, DataType::kIndex), span);
  ExprPtr remaining = arith::MakeBinary(BinaryOp::kSub, valid, Mul(lane, half, span), span);
  return arith::MakeBinary(BinaryOp::kMax, arith::MakeBinary(BinaryOp::kMin, remaining, half, span),
                           zero, span);
}

// Whether a set_validshape operand on the split axis spans both lanes (the
// full extent, or more than one lane holds); a smaller one is shared by both.
bool ValidSpansLanes(const ExprPtr& valid, const ExprPtr& full, const ExprPtr& half) {
  if (!valid) return false;
  if (arith::ExprDeepEqual(valid, full)) return true;
  auto v = As<ConstInt>(valid);
  auto h = As<ConstInt>(half);
  return v && h && v->value() > h->value();
}

// `type` with axis `dim` set to `half` (and its valid extent localized).
TypePtr WithHalvedAxis(const TypePtr& type, int dim, const ExprPtr& half, const VarPtr& lane) {
  auto tile = As<TileType>(type);
  if (!tile || dim < 0 || dim >= static_cast<int>(tile->rank())) return type;
  std::vector<ExprPtr> shape = tile->shape();
  ExprPtr full = shape[dim];
  shape[dim] = half;
  std::optional<TileView> view = tile->view();
  if (view && dim < static_cast<int>(view->valid_shape.size())) {
    view->valid_shape[dim] = LocalizeValid(view->valid_shape[dim], full, half, lane);
  }
  return std::make_shared<TileType>(std::move(shape), tile->dtype(), tile->memory_space(),
                                    std::move(view), tile->memref());
}

ExprPtr HalveTupleElement(const ExprPtr& tuple, int dim, const Span& span) {
  auto t = As<MakeTuple>(tuple);
  if (!t || dim < 0 || dim >= static_cast<int>(t->elements().size())) return tuple;
  std::vector<ExprPtr> elems = t->elements();
  elems[dim] = HalfExtent(elems[dim], span);
  return std::make_shared<MakeTuple>(std::move(elems), t->span());
}

ExprPtr LocalizeTupleElement(const ExprPtr& tuple, int dim, const ExprPtr& full,
                             const ExprPtr& half, const VarPtr& lane) {
  auto t = As<MakeTuple>(tuple);
  if (!t || dim < 0 || dim >= static_cast<int>(t->elements().size())) return tuple;
  std::vector<ExprPtr> elems = t->elements();
  elems[dim] = LocalizeValid(elems[dim], full, half, lane);
  return std::make_shared<MakeTuple>(std::move(elems), t->span());
}

// offsets[dim] + subblock_idx * half.
ExprPtr LaneOffsets(const ExprPtr& offsets, int dim, const ExprPtr& half, const VarPtr& lane) {
  auto t = As<MakeTuple>(offsets);
  if (!t || dim < 0 || dim >= static_cast<int>(t->elements().size())) return offsets;
  std::vector<ExprPtr> elems = t->elements();
  const Span& span = elems[dim]->span();
  elems[dim] = Add(elems[dim], Mul(lane, half, span), span);
  return std::make_shared<MakeTuple>(std::move(elems), t->span());
}

CallPtr WithArgs(const CallPtr& call, std::vector<ExprPtr> args, TypePtr type) {
  return std::make_shared<Call>(call->op(), std::move(args), call->kwargs(), call->attrs(),
                                std::move(type), call->span());
}

CallPtr WithSplitKwarg(const CallPtr& call, int split, TypePtr type) {
  return std::make_shared<Call>(call->op(), call->args(),
                                call->kwargs().With("split", AttrValue::Int(split)), call->attrs(),
                                std::move(type), call->span());
}

// Product of the static extents of shape[lo, hi); nullopt when one is symbolic.
std::optional<int64_t> StaticProduct(const std::vector<ExprPtr>& shape, int lo, int hi) {
  int64_t p = 1;
  for (int d = lo; d < hi; ++d) {
    auto c = As<ConstInt>(shape[d]);
    if (!c) return std::nullopt;
    p *= c->value();
  }
  return p;
}

bool IsRowReduce(const CallPtr& call) {
  for (const char* n : {"tile.row_sum", "tile.row_max", "tile.row_min", "tile.row_prod",
                        "tile.row_argmax", "tile.row_argmin"}) {
    if (IsOp(call, n)) return true;
  }
  return false;
}

bool IsColReduce(const CallPtr& call) {
  for (const char* n : {"tile.col_sum", "tile.col_max", "tile.col_min", "tile.col_prod",
                        "tile.col_argmax", "tile.col_argmin"}) {
    if (IsOp(call, n)) return true;
  }
  return false;
}

// A reduction collapsing the split axis would leave each lane a partial result.
bool ReducesSplitAxis(const CallPtr& call, int dim) {
  if (IsRowReduce(call)) {
    TileTypePtr in = call->args().empty() ? nullptr : TileTypeOf(call->args()[0]);
    int last = in ? static_cast<int>(in->rank()) - 1 : 1;
    return dim == last;
  }
  if (IsColReduce(call)) return dim == 0;
  return false;
}

class Lowering {
 public:
  // `mode` is UP_DOWN or LEFT_RIGHT. `whole_kernel`: the body is a
  // hand-written AIV kernel, all of it the vector side (no affinity gate).
  Lowering(SplitMode mode, VarPtr lane, bool whole_kernel = false)
      : split_int_(mode == SplitMode::kUpDown ? 1 : 2),
        split_dim_(mode == SplitMode::kUpDown ? 0 : 1),
        lane_(std::move(lane)),
        whole_kernel_(whole_kernel) {}

  std::vector<StmtPtr> LowerStmts(const std::vector<StmtPtr>& stmts) {
    std::vector<StmtPtr> out;
    out.reserve(stmts.size());
    for (const auto& stmt : stmts) LowerStmt(stmt, &out);
    return out;
  }

  const std::unordered_map<const Var*, ExprPtr>& replacements() const { return repl_; }
  const std::unordered_map<const Var*, SplitInfo>& tracked() const { return tracked_; }

 private:
  void Track(const VarPtr& old_var, const VarPtr& new_var, SplitInfo info) {
    tracked_[old_var.get()] = info;
    tracked_[new_var.get()] = std::move(info);
    if (old_var != new_var) repl_[old_var.get()] = new_var;
  }

  const SplitInfo* Find(const ExprPtr& e) const {
    auto v = AsVariable(e);
    if (!v) return nullptr;
    auto it = tracked_.find(v.get());
    return it == tracked_.end() ? nullptr : &it->second;
  }

  ExprPtr Resolved(const ExprPtr& e) const {
    auto v = AsVariable(e);
    if (!v) return e;
    auto it = repl_.find(v.get());
    return it == repl_.end() ? e : it->second;
  }

  void LowerStmt(const StmtPtr& stmt, std::vector<StmtPtr>* out) {
    auto assign = As<AssignStmt>(stmt);
    auto eval = As<EvalStmt>(stmt);
    CallPtr call = assign ? As<Call>(assign->value()) : eval ? As<Call>(eval->expr()) : nullptr;
    // Moves between cube and vector memory become the lanes' shard / gather
    // boundaries of a mixed kernel; in a whole (hand-written) kernel they are
    // halved like any other leaf, as the reference's standalone path does.
    if (!whole_kernel_ && assign && IsOp(call, "tile.move") && !call->args().empty()) {
      auto src = FirstTileArgSpace(call);
      auto dst = TargetMemoryKwarg(call);
      if (src && dst && IsCubeMemorySpace(*src) && !IsCubeMemorySpace(*dst)) {
        out->push_back(ShardBoundary(assign, call));
        return;
      }
      if (src && dst && !IsCubeMemorySpace(*src) && IsCubeMemorySpace(*dst)) {
        GatherBoundary(assign, call, out);
        return;
      }
    }
    if (call && !call->IsFunctionCall()) {
      Affinity aff = CallAffinity(call);
      // As in the reference, only vector work is halved in a mixed kernel: a
      // hand-written pipe op of the vector lane takes the split (and a pop from
      // the cube its half), one of the cube lane stays as written.
      if (aff == Affinity::kVector || whole_kernel_) {
        HalveLeaf(stmt, assign, eval, call, out);
        return;
      }
      if (aff == Affinity::kCube) {
        out->push_back(stmt);
        return;
      }
    }
    if (auto loop = As<ForStmt>(stmt)) {
      out->push_back(whole_kernel_
                         ? LowerCarryingLoop(loop)
                         : std::make_shared<ForStmt>(
                               loop->loop_var(), loop->start(), loop->stop(), loop->step(),
                               loop->iter_args(),
                               MakeSeq(LowerStmts(StmtList(loop->body())), loop->body()->span()),
                               loop->return_vars(), loop->for_kind(), loop->attrs(), loop->span()));
      return;
    }
    if (auto branch = As<IfStmt>(stmt)) {
      StmtPtr then_body =
          MakeSeq(LowerStmts(StmtList(branch->then_body())), branch->then_body()->span());
      StmtPtr else_body;
      if (branch->else_body()) {
        else_body = MakeSeq(LowerStmts(StmtList(branch->else_body())), branch->else_body()->span());
      }
      out->push_back(std::make_shared<IfStmt>(branch->condition(), then_body, else_body,
                                              branch->return_vars(), branch->span()));
      return;
    }
    if (auto loop = As<WhileStmt>(stmt)) {
      out->push_back(std::make_shared<WhileStmt>(
          loop->condition(), loop->iter_args(),
          MakeSeq(LowerStmts(StmtList(loop->body())), loop->body()->span()), loop->return_vars(),
          loop->span()));
      return;
    }
    if (auto seq = As<SeqStmts>(stmt)) {
      for (const auto& s : seq->stmts()) LowerStmt(s, out);
      return;
    }
    out->push_back(stmt);
  }

  // A loop of a whole split kernel: a value carried in from a halved tile is
  // the lane's half too, and so is the loop's result for it.
  StmtPtr LowerCarryingLoop(const ForStmtPtr& loop) {
    std::vector<IterArgPtr> iter_args;
    std::vector<std::optional<SplitInfo>> carried;
    for (const auto& ia : loop->iter_args()) {
      const SplitInfo* info = Find(ia->init_value());
      if (info == nullptr) {
        iter_args.push_back(ia);
        carried.emplace_back();
        continue;
      }
      auto nia = std::make_shared<IterArg>(ia->name_hint(),
                                           WithHalvedAxis(ia->type(), info->dim, info->half, lane_),
                                           Resolved(ia->init_value()), ia->span());
      carried.emplace_back(*info);
      Track(ia, nia, *info);
      iter_args.push_back(std::move(nia));
    }
    StmtPtr body = MakeSeq(LowerStmts(StmtList(loop->body())), loop->body()->span());
    std::vector<VarPtr> return_vars = loop->return_vars();
    for (size_t i = 0; i < return_vars.size() && i < carried.size(); ++i) {
      if (!carried[i]) continue;
      const SplitInfo& info = *carried[i];
      auto rv =
          std::make_shared<Var>(return_vars[i]->name_hint(),
                                WithHalvedAxis(return_vars[i]->type(), info.dim, info.half, lane_),
                                return_vars[i]->span());
      Track(return_vars[i], rv, info);
      return_vars[i] = std::move(rv);
    }
    return std::make_shared<ForStmt>(loop->loop_var(), loop->start(), loop->stop(), loop->step(),
                                     std::move(iter_args), std::move(body), std::move(return_vars),
                                     loop->for_kind(), loop->attrs(), loop->span());
  }

  // Cube -> vector: each lane receives its half of the cube tile.
  StmtPtr ShardBoundary(const AssignStmtPtr& assign, const CallPtr& move) {
    CallPtr shard = MakeOpCallOrThrow("tile.aiv_shard", {move->args()[0]},
                                      Attrs({{"split", AttrValue::Int(split_int_)}}), move->span());
    auto var =
        std::make_shared<Var>(assign->var()->name_hint(), shard->type(), assign->var()->span());
    auto moved = As<TileType>(move->type());
    if (moved && split_dim_ < static_cast<int>(moved->rank())) {
      Track(assign->var(), var, SplitInfo{ShardHalfExtent(moved->shape()[split_dim_]), split_dim_});
    } else {
      repl_[assign->var().get()] = var;
    }
    return std::make_shared<AssignStmt>(var, shard, assign->span());
  }

  // Vector -> cube: the lanes' halves are gathered back into the full tile,
  // which the original cube placement move then consumes.
  void GatherBoundary(const AssignStmtPtr& assign, const CallPtr& move, std::vector<StmtPtr>* out) {
    const ExprPtr& src = move->args()[0];
    auto src_var = AsVariable(src);
    const SplitInfo* info = Find(src);
    std::string quoted = src_var ? absl::StrCat(" '", src_var->name_hint(), "'") : "";
    if (info == nullptr) {
      ThrowUserError(
          move->span(),
          absl::StrCat(
              "LowerAutoVectorSplit: the V->C boundary tile.move here carries a full-width "
              "vector operand",
              quoted,
              ". tile.aic_gather reassembles the two AIV lanes' per-lane halves into the full "
              "tile the cube expects, so its operand must be a value the split halving "
              "produced (a tile.load / tile.slice / elementwise result inside the vector "
              "sub-region). An un-halved value has no half to gather — either derive the "
              "per-lane half first (load or slice the value inside the split function) and "
              "move that to the cube side, or, if the split axis is a singleton that cannot "
              "be halved, keep the value on the vector side."));
    }
    if (info->dim != 0 && info->dim != 1) {
      ThrowUserError(move->span(),
                     absl::StrCat("LowerAutoVectorSplit: the V->C boundary operand", quoted,
                                  " carries its split on dim ", info->dim,
                                  ", but tile.aic_gather reassembles a 2D tile along dim 0 or "
                                  "dim 1 only. Cross to the cube side before the op that moved "
                                  "the split axis there."));
    }
    CallPtr gather =
        MakeOpCallOrThrow("tile.aic_gather", {Resolved(src)},
                          Attrs({{"split", AttrValue::Int(info->dim == 0 ? 1 : 2)}}), move->span());
    auto gathered = As<TileType>(gather->type());
    auto placed = As<TileType>(move->type());
    bool same = gathered && placed && gathered->rank() == placed->rank();
    for (size_t i = 0; same && i < gathered->rank(); ++i) {
      same = arith::ExprDeepEqual(gathered->shape()[i], placed->shape()[i]);
    }
    PTOC_CHECK(same,
               "LowerAutoVectorSplit: aic_gather result does not match the cube "
               "placement move's shape");
    auto full =
        std::make_shared<Var>(assign->var()->name_hint() + "_mat", gather->type(), assign->span());
    out->push_back(std::make_shared<AssignStmt>(full, gather, assign->span()));
    std::vector<ExprPtr> args = move->args();
    args[0] = full;
    out->push_back(std::make_shared<AssignStmt>(assign->var(), WithArgs(move, args, move->type()),
                                                assign->span()));
  }

  StmtPtr Rebind(const AssignStmtPtr& assign, const CallPtr& call, SplitInfo info) {
    auto var =
        std::make_shared<Var>(assign->var()->name_hint(), call->type(), assign->var()->span());
    Track(assign->var(), var, std::move(info));
    return std::make_shared<AssignStmt>(var, call, assign->span());
  }

  void HalveLeaf(const StmtPtr& stmt, const AssignStmtPtr& assign, const EvalStmtPtr& eval,
                 const CallPtr& call, std::vector<StmtPtr>* out) {
    const std::string& name = call->callee_name();
    if (name == "tile.tpush_to_aiv" || name == "tile.tpush_to_aic" ||
        name == "tile.tpop_from_aiv") {
      CallPtr c = WithSplitKwarg(call, split_int_, call->type());
      out->push_back(assign
                         ? StmtPtr(std::make_shared<AssignStmt>(assign->var(), c, assign->span()))
                         : StmtPtr(std::make_shared<EvalStmt>(c, eval->span())));
      return;
    }
    // A store writes the lane's half at its lane offset.
    if (name == "tile.store" && call->args().size() >= 3) {
      if (const SplitInfo* info = Find(call->args()[0])) {
        std::vector<ExprPtr> args = call->args();
        args[1] = LaneOffsets(args[1], info->dim, info->half, lane_);
        CallPtr c = WithArgs(call, args, call->type());
        out->push_back(assign
                           ? StmtPtr(std::make_shared<AssignStmt>(assign->var(), c, assign->span()))
                           : StmtPtr(std::make_shared<EvalStmt>(c, eval->span())));
        return;
      }
    }
    if (!assign) {
      out->push_back(stmt);
      return;
    }
    auto tile = As<TileType>(call->type());
    if (name == "tile.tpop_from_aic") {
      if (tile && split_dim_ < static_cast<int>(tile->rank())) {
        ExprPtr half = HalfExtent(tile->shape()[split_dim_], call->span());
        CallPtr c =
            WithSplitKwarg(call, split_int_, WithHalvedAxis(call->type(), split_dim_, half, lane_));
        out->push_back(Rebind(assign, c, SplitInfo{half, split_dim_}));
        return;
      }
    }
    if (name == "tile.load" && call->args().size() >= 4) {
      if (!tile || tile->rank() < 2 || split_dim_ >= static_cast<int>(tile->rank()) ||
          IsSingleton(tile->shape()[split_dim_])) {
        out->push_back(stmt);
        return;
      }
      const ExprPtr& full = tile->shape()[split_dim_];
      ExprPtr half = HalfExtent(full, call->span());
      std::vector<ExprPtr> args = call->args();
      args[1] = LaneOffsets(args[1], split_dim_, half, lane_);
      args[2] = HalveTupleElement(args[2], split_dim_, call->span());
      args[3] = LocalizeTupleElement(args[3], split_dim_, full, half, lane_);
      CallPtr c = WithArgs(call, args, WithHalvedAxis(call->type(), split_dim_, half, lane_));
      out->push_back(Rebind(assign, c, SplitInfo{half, split_dim_}));
      return;
    }
    HalveGeneric(stmt, assign, call, out);
  }

  void HalveGeneric(const StmtPtr& stmt, const AssignStmtPtr& assign, const CallPtr& call,
                    std::vector<StmtPtr>* out) {
    const std::string& name = call->callee_name();
    // The first already-split operand decides where the split sits.
    int in_dim = -1;
    TileTypePtr in_tile;
    for (const auto& arg : call->args()) {
      if (const SplitInfo* info = Find(arg)) {
        in_dim = info->dim;
        in_tile = TileTypeOf(arg);
        break;
      }
    }
    const int reduce_dim = in_dim >= 0 ? in_dim : split_dim_;
    if (ReducesSplitAxis(call, reduce_dim)) {
      ThrowUserError(
          call->span(),
          absl::StrCat("SplitVectorKernel: reduce op '", name, "' reduces on the split axis (dim ",
                       reduce_dim, "); partial reduction in a split kernel is not supported"));
    }
    auto tile = As<TileType>(call->type());
    if (tile && name == "tile.reinterpret_view" && call->args().size() == 2 &&
        !HasAutoShape(call)) {
      ThrowUserError(call->span(),
                     "SplitVectorKernel: tile.reinterpret_view with an explicit shape inside a "
                     "split kernel must match its auto-inferred shape. Omit shape= "
                     "(recommended), or move an arbitrary byte-equivalent reinterpret_view "
                     "outside the split scope.");
    }
    if (tile && name == "tile.reshape" && in_dim >= 0 && in_tile) {
      if (MigrateReshape(assign, call, in_tile, in_dim, out)) return;
    }
    const int dim = in_dim >= 0 ? in_dim : split_dim_;
    if (!tile || dim >= static_cast<int>(tile->rank())) {
      out->push_back(stmt);
      return;
    }
    const ExprPtr& full = tile->shape()[dim];
    if (IsSingleton(full)) {
      out->push_back(stmt);
      return;
    }
    if (name == "tile.ci" || name == "tile.random") {
      ThrowUserError(call->span(),
                     absl::StrCat("SplitVectorKernel: automatic split-axis halving of '", name,
                                  "' is not supported because its generated values depend on "
                                  "position. Move the operation outside the "
                                  "automatically-halved split region."));
    }
    ExprPtr half = HalfExtent(full, call->span());
    const bool is_view = name == "tile.reshape" || name == "tile.reinterpret_view";
    if (is_view && SliceFullView(assign, call, tile, dim, half, in_dim >= 0, out)) return;

    std::vector<ExprPtr> args = call->args();
    if ((name == "tile.full" || name == "tile.create") && !args.empty()) {
      args[0] = HalveTupleElement(args[0], dim, call->span());
    } else if (is_view && args.size() >= 2) {
      args[1] = HalveTupleElement(args[1], dim, call->span());
    } else if (name == "tile.slice" && args.size() >= 3) {
      args[1] = HalveTupleElement(args[1], dim, call->span());
      // A full-width source needs the lane's base; a split one is lane-local.
      if (Find(args[0]) == nullptr) args[2] = LaneOffsets(args[2], dim, half, lane_);
      if (args.size() >= 4) args[3] = LocalizeTupleElement(args[3], dim, full, half, lane_);
    } else if (name == "tile.set_validshape" && args.size() == 3) {
      const size_t idx = 1 + dim;
      if (idx < args.size() && ValidSpansLanes(args[idx], full, half)) {
        args[idx] = LocalizeValid(args[idx], full, half, lane_);
      }
    }
    CallPtr c = WithArgs(call, std::move(args), WithHalvedAxis(call->type(), dim, half, lane_));
    out->push_back(Rebind(assign, c, SplitInfo{half, dim}));
  }

  // Whether an explicit reinterpret_view shape is the one deduced without it.
  static bool HasAutoShape(const CallPtr& call) {
    CallPtr auto_call =
        MakeOpCallOrThrow("tile.reinterpret_view", {call->args()[0]}, call->kwargs(), call->span());
    auto explicit_tile = As<TileType>(call->type());
    auto auto_tile = As<TileType>(auto_call->type());
    if (!explicit_tile || !auto_tile || explicit_tile->rank() != auto_tile->rank()) return false;
    for (size_t i = 0; i < explicit_tile->rank(); ++i) {
      if (!arith::ExprDeepEqual(explicit_tile->shape()[i], auto_tile->shape()[i])) return false;
    }
    return true;
  }

  // A reshape of a split tile whose split lands on another result axis (row
  // major order keeps the lane's elements a contiguous prefix): halves that
  // axis. False when the split stays on its axis or cannot be flat-tracked.
  bool MigrateReshape(const AssignStmtPtr& assign, const CallPtr& call, const TileTypePtr& in,
                      int in_dim, std::vector<StmtPtr>* out) {
    auto res = As<TileType>(call->type());
    if (!res || call->args().size() < 2) return false;
    const int in_rank = static_cast<int>(in->rank());
    if (in_dim < 0 || in_dim >= in_rank) return false;
    auto prefix = StaticProduct(in->shape(), 0, in_dim);
    auto extent = As<ConstInt>(in->shape()[in_dim]);
    auto inner = StaticProduct(in->shape(), in_dim + 1, in_rank);
    if (!prefix || *prefix != 1 || !extent || extent->value() % 2 != 0 || !inner) return false;
    const int64_t lane_elems = extent->value() / 2 * *inner;
    const int res_rank = static_cast<int>(res->rank());
    int out_dim = -1;
    int64_t out_prefix = 1;
    for (int d = 0; d < res_rank; ++d) {
      auto c = As<ConstInt>(res->shape()[d]);
      if (!c) return false;
      auto out_inner = StaticProduct(res->shape(), d + 1, res_rank);
      if (!out_inner) return false;
      if (out_prefix == 1 && c->value() % 2 == 0 && c->value() / 2 * *out_inner == lane_elems) {
        out_dim = d;
        break;
      }
      out_prefix *= c->value();
    }
    if (out_dim < 0) {
      ThrowUserError(
          call->span(),
          absl::StrCat("SplitVectorKernel: tile.reshape moves the split axis (dim ", in_dim,
                       ") across a layout this pass cannot track under split; keep "
                       "the reduction/reshape out of the split scope."));
    }
    if (out_dim == in_dim) return false;
    ExprPtr half = HalfExtent(res->shape()[out_dim], call->span());
    std::vector<ExprPtr> args = call->args();
    args[1] = HalveTupleElement(args[1], out_dim, call->span());
    CallPtr c = WithArgs(call, std::move(args), WithHalvedAxis(call->type(), out_dim, half, lane_));
    out->push_back(Rebind(assign, c, SplitInfo{half, out_dim}));
    return true;
  }

  // A reshape / reinterpret_view of a full-width (unsplit) source is an
  // offsetless view: halving only its type would let both lanes read the
  // first half. The view stays full and each lane slices its own half.
  bool SliceFullView(const AssignStmtPtr& assign, const CallPtr& call, const TileTypePtr& tile,
                     int dim, const ExprPtr& half, bool input_split, std::vector<StmtPtr>* out) {
    const bool reinterpret = IsOp(call, "tile.reinterpret_view");
    auto half_const = As<ConstInt>(half);
    if (input_split) return false;
    if (reinterpret && !half_const) {
      ThrowUserError(call->span(),
                     "SplitVectorKernel: tile.reinterpret_view over a full-width source requires "
                     "a static split extent so the pass can materialize a per-lane slice. "
                     "Split/load the source before reinterpret_view, or move reinterpret_view "
                     "outside the split scope.");
    }
    if (!half_const) return false;
    const Span& span = assign->span();
    std::vector<ExprPtr> sizes;
    std::vector<ExprPtr> offsets;
    for (int d = 0; d < static_cast<int>(tile->rank()); ++d) {
      if (d == dim) {
        sizes.push_back(MakeIndex(half_const->value(), span));
        offsets.push_back(Mul(lane_, MakeIndex(half_const->value(), span), span));
        continue;
      }
      auto c = As<ConstInt>(tile->shape()[d]);
      if (!c) {
        if (reinterpret) {
          ThrowUserError(call->span(),
                         "SplitVectorKernel: tile.reinterpret_view over a full-width source "
                         "requires a static target shape so the pass can materialize a per-lane "
                         "slice. Split/load the source before reinterpret_view, or move "
                         "reinterpret_view outside the split scope.");
        }
        ThrowInternal("LowerAutoVectorSplit: tile.reshape non-split result dim must be static");
      }
      sizes.push_back(MakeIndex(c->value(), span));
      offsets.push_back(MakeIndex(0, span));
    }
    auto view =
        std::make_shared<Var>(assign->var()->name_hint(), call->type(), assign->var()->span());
    out->push_back(std::make_shared<AssignStmt>(view, call, span));
    CallPtr slice = MakeOpCallOrThrow("tile.slice",
                                      {view, std::make_shared<MakeTuple>(std::move(sizes), span),
                                       std::make_shared<MakeTuple>(std::move(offsets), span)},
                                      Attrs(), span);
    out->push_back(Rebind(assign, slice, SplitInfo{half, dim}));
    return true;
  }

  int split_int_;
  int split_dim_;
  VarPtr lane_;
  bool whole_kernel_;
  std::unordered_map<const Var*, SplitInfo> tracked_;
  std::unordered_map<const Var*, ExprPtr> repl_;
};

// Names of the variables `stmt` defines.
void AddDefinedNames(const StmtPtr& stmt, std::unordered_set<std::string>* names) {
  ForEachStmt(stmt, [&](const StmtPtr& s) {
    if (auto assign = As<AssignStmt>(s)) names->insert(assign->var()->name_hint());
    if (auto loop = As<ForStmt>(s)) {
      names->insert(loop->loop_var()->name_hint());
      for (const auto& a : loop->iter_args()) names->insert(a->name_hint());
      for (const auto& r : loop->return_vars()) names->insert(r->name_hint());
    }
    if (auto loop = As<WhileStmt>(s)) {
      for (const auto& a : loop->iter_args()) names->insert(a->name_hint());
      for (const auto& r : loop->return_vars()) names->insert(r->name_hint());
    }
    if (auto branch = As<IfStmt>(s)) {
      for (const auto& r : branch->return_vars()) names->insert(r->name_hint());
    }
    if (auto scope = As<ScopeStmt>(s); scope && scope->fields().loop_var) {
      names->insert(scope->fields().loop_var->name_hint());
    }
  });
}

std::unordered_set<std::string> UsedNames(const FunctionPtr& func) {
  std::unordered_set<std::string> names;
  for (const auto& p : func->params()) names.insert(p->name_hint());
  AddDefinedNames(func->body(), &names);
  return names;
}

// `name = tile.get_subblock_idx()`.
StmtPtr LaneBinding(const VarPtr& var, const Span& span) {
  auto call = std::make_shared<Call>(OpRegistry::Global().GetOp("tile.get_subblock_idx"),
                                     std::vector<ExprPtr>{}, Attrs(), Attrs(), var->type(), span);
  return std::make_shared<AssignStmt>(var, call, span);
}

// Safety net for the affinity gate: no cube statement may read or produce a
// halved tile.
void CheckCubeTilesFull(const StmtPtr& body,
                        const std::unordered_map<const Var*, SplitInfo>& tracked) {
  ForEachStmt(body, [&](const StmtPtr& s) {
    CallPtr call;
    VarPtr def;
    if (auto assign = As<AssignStmt>(s)) {
      call = As<Call>(assign->value());
      def = assign->var();
    } else if (auto eval = As<EvalStmt>(s)) {
      call = As<Call>(eval->expr());
    }
    if (!call || call->IsFunctionCall() || CallAffinity(call) != Affinity::kCube) return;
    bool halved = def && tracked.count(def.get());
    for (const auto& arg : call->args()) {
      if (auto v = AsVariable(arg)) halved = halved || tracked.count(v.get());
    }
    PTOC_CHECK(!halved, "LowerAutoVectorSplit halved a cube-affinity operand");
  });
}

FunctionPtr LowerFunction(const FunctionPtr& func, SplitMode mode) {
  const Span& span = func->span();
  auto lane = std::make_shared<Var>(FreshName(UsedNames(func), "subblock_idx"),
                                    ScalarType::Get(DataType::kIndex), span);
  Lowering lowering(mode, lane);
  std::vector<StmtPtr> stmts{LaneBinding(lane, span)};
  for (auto& s : lowering.LowerStmts(StmtList(func->body()))) stmts.push_back(std::move(s));
  StmtPtr body = MakeSeq(std::move(stmts), func->body()->span());
  CheckCubeTilesFull(body, lowering.tracked());
  body = SubstituteVars(body, lowering.replacements());

  AttrValue split = *func->attrs().Find("split");
  std::vector<Attrs::Entry> entries = func->attrs()
                                          .Without("split")
                                          .Without("split_aiv")
                                          .Without("dual_aiv_dispatch")
                                          .TakeEntries();
  entries.emplace_back("split", split);
  entries.emplace_back("split_aiv", AttrValue::Bool(true));
  Function::Fields fields = func->fields();
  fields.attrs = Attrs(std::move(entries));
  return func->WithFields(std::move(fields))->WithBody(body);
}

// ---- Explicit split_aiv regions ----

bool IsBoundaryOp(const CallPtr& call) {
  return IsOp(call, "tile.aiv_shard") || IsOp(call, "tile.aic_gather");
}

bool HasBoundaryOp(const StmtPtr& body) {
  bool found = false;
  ForEachCall(body, [&](const CallPtr& c) { found = found || IsBoundaryOp(c); });
  return found;
}

void CheckRegionTranspose(const std::vector<StmtPtr>& stmts, int dim, const Span& region_span) {
  auto hazard = FindSplitAxisTranspose(MakeSeq(stmts, region_span), dim);
  if (!hazard) return;
  std::string where = hazard->result.empty() ? "" : " (result '" + hazard->result + "')";
  ThrowUserError(
      hazard->call->span(),
      absl::StrCat(
          "LowerAutoVectorSplit: a pl.split_aiv(", dim == 0 ? "UP_DOWN" : "LEFT_RIGHT",
          ") region contains a tile.transpose", where, " that swaps the split axis (dim ", dim,
          "). The transpose moves the per-lane split data to the other dimension, so the region "
          "cannot be split correctly. Fix it one of two ways: (1) remove the transpose, e.g. "
          "replace a transpose-then-row-index with a direct column slice such as pre[:, h:h+1]; "
          "or (2) move the transpose outside the pl.split_aiv region."));
}

// Whether any variable used in `exprs` is derived from the region's lane index.
bool UsesLane(const std::vector<ExprPtr>& exprs, const std::unordered_set<const Var*>& lane_vars) {
  if (lane_vars.empty()) return false;
  bool found = false;
  std::function<void(const ExprPtr&)> visit = [&](const ExprPtr& e) {
    if (!e || found) return;
    if (auto v = As<Var>(e)) {
      found = lane_vars.count(v.get()) > 0;
      return;
    }
    if (auto b = As<BinaryExpr>(e)) {
      visit(b->lhs());
      visit(b->rhs());
    } else if (auto u = As<UnaryExpr>(e)) {
      visit(u->operand());
    } else if (auto t = As<MakeTuple>(e)) {
      for (const auto& x : t->elements()) visit(x);
    } else if (auto c = As<Call>(e)) {
      for (const auto& x : c->args()) visit(x);
    } else if (auto g = As<TupleGetItem>(e)) {
      visit(g->tuple());
    }
  };
  for (const auto& e : exprs) visit(e);
  return found;
}

// The operands that place an addressing op's window (its base offset): only
// these make an op lane-local when they use the lane index.
std::vector<ExprPtr> AddressOperands(const CallPtr& call) {
  const auto& args = call->args();
  auto at = [&](size_t i) { return i < args.size() ? args[i] : ExprPtr(); };
  if (IsOp(call, "tile.load")) return {at(1)};
  if (IsOp(call, "tile.slice")) return {at(2)};
  if (IsOp(call, "tile.extract")) return {at(1), at(2)};
  return {};
}

// Scan of a region written with explicit boundary ops: which tiles are
// per-lane halves (aiv_shard results and what is computed from them, or
// windows addressed with the lane index) and which vector ops work on full
// tiles instead.
struct HalfWidthScan {
  std::unordered_set<const Var*> half;
  std::unordered_set<const Var*> lane_vars;
  std::vector<std::string> full_width_ops;

  void Scan(const std::vector<StmtPtr>& stmts) {
    for (const auto& stmt : stmts) ScanStmt(stmt);
  }

  void ScanStmt(const StmtPtr& stmt) {
    CallPtr call;
    VarPtr def;
    auto assign = As<AssignStmt>(stmt);
    if (assign) {
      call = As<Call>(assign->value());
      def = assign->var();
    } else if (auto eval = As<EvalStmt>(stmt)) {
      call = As<Call>(eval->expr());
    }
    if (def && As<ScalarType>(def->type()) &&
        (IsOp(call, "tile.get_subblock_idx") || UsesLane({assign->value()}, lane_vars))) {
      lane_vars.insert(def.get());
    }
    if (call && !call->IsFunctionCall()) {
      if (IsOp(call, "tile.aiv_shard")) {
        if (def) half.insert(def.get());
        return;
      }
      if (IsOp(call, "tile.aic_gather")) return;
      // Generators read nothing: safe on both lanes, but not half-width.
      if (IsOp(call, "tile.full") || IsOp(call, "tile.create") || IsOp(call, "tile.ci") ||
          IsOp(call, "tile.random")) {
        return;
      }
      if (As<TileType>(call->type())) {
        bool from_half = false;
        for (const auto& arg : call->args()) {
          auto v = AsVariable(arg);
          if (v && half.count(v.get())) from_half = true;
        }
        if (from_half || UsesLane(AddressOperands(call), lane_vars)) {
          if (def) half.insert(def.get());
        } else if (CallAffinity(call) == Affinity::kVector) {
          full_width_ops.push_back(call->callee_name());
        }
        return;
      }
    }
    if (auto loop = As<ForStmt>(stmt)) {
      Scan(StmtList(loop->body()));
    } else if (auto branch = As<IfStmt>(stmt)) {
      Scan(StmtList(branch->then_body()));
      if (branch->else_body()) Scan(StmtList(branch->else_body()));
    } else if (auto loop = As<WhileStmt>(stmt)) {
      Scan(StmtList(loop->body()));
    } else if (auto seq = As<SeqStmts>(stmt)) {
      Scan(seq->stmts());
    }
  }
};

// A region written with explicit boundary ops is kept as written, so a plain
// full-width vector op in it would run unsplit on both lanes.
void CheckExplicitRegion(const std::vector<StmtPtr>& stmts, const Span& region_span) {
  HalfWidthScan scan;
  scan.Scan(stmts);
  if (scan.full_width_ops.empty()) return;
  std::string ops;
  for (size_t i = 0; i < scan.full_width_ops.size(); ++i) {
    absl::StrAppend(&ops, i ? ", " : "", scan.full_width_ops[i]);
  }
  ThrowUserError(
      region_span,
      absl::StrCat(
          "LowerAutoVectorSplit: a pl.split_aiv region mixes explicit "
          "tile.aiv_shard/tile.aic_gather boundary ops with plain full-width vector op(s) [",
          ops,
          "] that operate outside the per-lane half-width dataflow. The explicit boundary keeps "
          "the region in half-width form, so these full-width ops would be left un-localized and "
          "both AIV lanes would compute the full tile. Fix it one of three ways: (1) derive the "
          "op from the tile.aiv_shard result; (2) localize it yourself with the region's lane "
          "index, e.g. load at 'base + aiv_id * HALF' at the half extent — an op whose arguments "
          "reference aiv_id is per-lane by construction and is accepted; or (3) remove the "
          "explicit tile.aiv_shard/tile.aic_gather and let the implicit affinity-gated path "
          "halve the region."));
}

class RegionLowering {
 public:
  explicit RegionLowering(std::unordered_set<std::string> used) : used_(std::move(used)) {}

  std::vector<StmtPtr> Lower(const std::vector<StmtPtr>& stmts) {
    std::vector<StmtPtr> out;
    for (const auto& stmt : stmts) LowerStmt(stmt, &out);
    return out;
  }

 private:
  void LowerStmt(const StmtPtr& stmt, std::vector<StmtPtr>* out) {
    if (auto scope = As<ScopeStmt>(stmt); scope && scope->scope_kind() == ScopeKind::kSplitAiv) {
      LowerRegion(scope, out);
      return;
    }
    if (auto loop = As<ForStmt>(stmt)) {
      out->push_back(std::make_shared<ForStmt>(
          loop->loop_var(), loop->start(), loop->stop(), loop->step(), loop->iter_args(),
          MakeSeq(Lower(StmtList(loop->body())), loop->span()), loop->return_vars(),
          loop->for_kind(), loop->attrs(), loop->span()));
      return;
    }
    if (auto loop = As<WhileStmt>(stmt)) {
      out->push_back(std::make_shared<WhileStmt>(
          loop->condition(), loop->iter_args(),
          MakeSeq(Lower(StmtList(loop->body())), loop->span()), loop->return_vars(), loop->span()));
      return;
    }
    if (auto branch = As<IfStmt>(stmt)) {
      StmtPtr then_body = MakeSeq(Lower(StmtList(branch->then_body())), branch->span());
      StmtPtr else_body;
      if (branch->else_body()) {
        else_body = MakeSeq(Lower(StmtList(branch->else_body())), branch->span());
      }
      out->push_back(std::make_shared<IfStmt>(branch->condition(), then_body, else_body,
                                              branch->return_vars(), branch->span()));
      return;
    }
    if (auto seq = As<SeqStmts>(stmt)) {
      out->push_back(MakeSeq(Lower(seq->stmts()), seq->span()));
      return;
    }
    out->push_back(stmt);
  }

  void LowerRegion(const ScopeStmtPtr& region, std::vector<StmtPtr>* out) {
    const auto& f = region->fields();
    // The region's own lane index (`for aiv_id in pl.split_aiv(...)`) becomes
    // a binding at its head.
    std::vector<StmtPtr> stmts;
    if (f.loop_var) stmts.push_back(LaneBinding(f.loop_var, region->span()));
    for (auto& s : StmtList(region->body())) stmts.push_back(std::move(s));
    if (stmts.empty()) return;
    const StmtPtr body = region->body();
    if (f.split == SplitMode::kNone) {
      if (HasBoundaryOp(body)) {
        ThrowUserError(region->span(),
                       "pl.split_aiv(mode=pl.SplitMode.NONE) region must not contain "
                       "tile.aiv_shard / tile.aic_gather: a task-parallel region has no split "
                       "axis to shard / gather. Use mode=pl.SplitMode.UP_DOWN / LEFT_RIGHT for "
                       "data-parallel halving.");
      }
      for (auto& s : stmts) out->push_back(std::move(s));
      return;
    }
    const int dim = f.split == SplitMode::kUpDown ? 0 : 1;
    if (HasBoundaryOp(body)) {
      CheckExplicitRegion(stmts, region->span());
      CheckRegionTranspose(stmts, dim, region->span());
      for (auto& s : stmts) out->push_back(std::move(s));
      return;
    }
    std::unordered_set<std::string> names = used_;
    for (const auto& s : stmts) AddDefinedNames(s, &names);
    const Span& span = stmts.front()->span();
    auto lane = std::make_shared<Var>(FreshName(names, "subblock_idx"),
                                      ScalarType::Get(DataType::kIndex), span);
    names.insert(lane->name_hint());
    used_ = std::move(names);
    Lowering lowering(f.split, lane);
    std::vector<StmtPtr> lowered{LaneBinding(lane, span)};
    for (auto& s : lowering.LowerStmts(stmts)) lowered.push_back(std::move(s));
    CheckCubeTilesFull(MakeSeq(lowered, region->span()), lowering.tracked());
    CheckRegionTranspose(lowered, dim, region->span());
    StmtPtr lowered_body =
        SubstituteVars(MakeSeq(std::move(lowered), region->span()), lowering.replacements());
    for (auto& s : StmtList(lowered_body)) out->push_back(std::move(s));
  }

  std::unordered_set<std::string> used_;
};

bool HasSplitAivRegion(const StmtPtr& body) {
  bool found = false;
  ForEachStmt(body, [&](const StmtPtr& s) {
    auto scope = As<ScopeStmt>(s);
    found = found || (scope && scope->scope_kind() == ScopeKind::kSplitAiv);
  });
  return found;
}

// The first split_aiv region still in `body`, found through every statement
// kind (also inside other scopes, which region lowering does not enter).
ScopeStmtPtr FirstRegion(const StmtPtr& body) {
  ScopeStmtPtr found;
  ForEachStmt(body, [&](const StmtPtr& s) {
    auto scope = As<ScopeStmt>(s);
    if (!found && scope && scope->scope_kind() == ScopeKind::kSplitAiv) found = scope;
  });
  return found;
}

FunctionPtr LowerRegionFunction(const FunctionPtr& func) {
  RegionLowering lowering(UsedNames(func));
  StmtPtr body = MakeSeq(lowering.Lower(StmtList(func->body())), func->body()->span());
  if (auto survivor = FirstRegion(body)) {
    ThrowUserError(
        survivor->span(),
        "LowerAutoVectorSplit: this pl.split_aiv region is nested inside a scope and cannot be "
        "lowered — region lowering does not cross a scope boundary. The scope may be one you "
        "wrote ('with pl.at(...)') or the InCore scope the parser adds around a top-level "
        "pl.split_aiv. OutlineIncoreScopes only outlines scopes out of Opaque / Orchestration "
        "functions, so a scope inside a function declared pl.FunctionType.InCore reaches this "
        "pass intact. Fix it one of two ways: (1) declare the enclosing function with plain "
        "@pl.function / @pl.jit so the scope is outlined before this pass runs; or (2) move the "
        "pl.split_aiv region out of the enclosing scope.");
  }
  std::vector<Attrs::Entry> entries =
      func->attrs().Without("split_aiv").Without("split_aiv_region_validated").TakeEntries();
  entries.emplace_back("split_aiv", AttrValue::Bool(true));
  entries.emplace_back("split_aiv_region_validated", AttrValue::Bool(true));
  Function::Fields fields = func->fields();
  fields.attrs = Attrs(std::move(entries));
  return func->WithFields(std::move(fields))->WithBody(body);
}

// A hand-written AIC kernel's split only reaches its pipe ops: the cube side
// keeps full tiles.
class PipeSplitStamper : public IRMutator {
 public:
  explicit PipeSplitStamper(int split) : split_(split) {}
  ExprPtr MutateCall(const CallPtr& call) override {
    ExprPtr e = IRMutator::MutateCall(call);
    auto c = As<Call>(e);
    if (IsOp(c, "tile.tpush_to_aiv") || IsOp(c, "tile.tpush_to_aic") ||
        IsOp(c, "tile.tpop_from_aiv")) {
      return WithSplitKwarg(c, split_, c->type());
    }
    return e;
  }

 private:
  int split_;
};

}  // namespace

ir::StmtPtr HalveStandaloneSplitKernel(const ir::FunctionPtr& func, ir::SplitMode mode) {
  const int split = mode == SplitMode::kUpDown ? 1 : 2;
  if (func->func_type() != FunctionType::kAIV) {
    PipeSplitStamper stamper(split);
    return stamper.MutateStmt(func->body());
  }
  const Span& span = func->span();
  auto lane = std::make_shared<Var>(FreshName(UsedNames(func), "subblock_idx"),
                                    ScalarType::Get(DataType::kIndex), span);
  Lowering lowering(mode, lane, /*whole_kernel=*/true);
  std::vector<StmtPtr> stmts{LaneBinding(lane, span)};
  for (auto& s : lowering.LowerStmts(StmtList(func->body()))) stmts.push_back(std::move(s));
  return SubstituteVars(MakeSeq(std::move(stmts), func->body()->span()), lowering.replacements());
}

ir::FunctionPtr LowerAutoVectorSplitInFunction(const ir::FunctionPtr& func) {
  // Regions are only lowered in InCore kernels (before ExpandMixedKernel);
  // a hand-written AIC/AIV kernel keeps its regions, as in the reference.
  if (func->func_type() != FunctionType::kInCore) return func;
  if (MayContain(func, ScopeKind::kSplitAiv) && HasSplitAivRegion(func->body())) {
    return LowerRegionFunction(func);
  }
  auto mode = FunctionSplitMode(func);
  if (!mode || *mode == SplitMode::kNone || BoolAttr(func, "split_aiv")) return func;
  if (BodyAffinity(func->body()) != Affinity::kMixed) return func;
  return LowerFunction(func, *mode);
}

ir::ProgramPtr LowerAutoVectorSplit(const ir::ProgramPtr& program) {
  return MapFunctions(program, LowerAutoVectorSplitInFunction);
}

}  // namespace ptoc::transforms
