// CanonicalizeTileSlice: in InCore functions, replaces `tile.slice` views by
// `tile.extract` copies where a consumer cannot read a zero-copy subview.
//
//  - A Mat slice read by `tile.extract` is folded into it: the extract reads
//    the slice's base tile with the slice offset added to its indices (a
//    Mat -> Mat textract is not a supported data path).
//  - A Mat slice used as a matmul operand becomes a fresh
//    `tile.extract(base, off_row, off_col, shape, target_memory=Left|Right)`.
//  - A Vec (or not yet placed) slice read by the `tile.col_expand_*` family is
//    copied out with `tile.extract(..., target_memory=Vec)` unless the lazy
//    in-place textract codegen emits for it would be an identity copy: the
//    slice buffer aliases its source, so a dynamic offset (wrong address) or a
//    non-contiguous window (dense destination over a strided source) would
//    overwrite the source.
//
// Chained slices are peeled to their non-slice base with summed offsets. Slices
// left without uses are then dropped, to a fixpoint (a slice of a slice dies
// only once its reader is gone). Other slices stay as they are.
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "compiler/ir/arith/arith_simplifier.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/op_registry.h"
#include "compiler/ir/visitor.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(google-build-using-namespace)

namespace {

// A plain or loop-carried variable (not a MemRef).
VarPtr AsVarLike(const ExprPtr& e) {
  if (!e || (e->kind() != NodeKind::kVar && e->kind() != NodeKind::kIterArg)) return nullptr;
  return std::static_pointer_cast<const Var>(e);
}

// lhs + rhs with constants folded, so a zero offset leaves an index unchanged.
ExprPtr AddIndex(const ExprPtr& lhs, const ExprPtr& rhs, const Span& span) {
  auto a = As<ConstInt>(lhs);
  auto b = As<ConstInt>(rhs);
  if (a && b) return MakeConstInt(a->value() + b->value(), DataType::kIndex, span);
  if (a && a->value() == 0) return rhs;
  if (b && b->value() == 0) return lhs;
  return arith::MakeBinary(BinaryOp::kAdd, lhs, rhs, span);
}

std::optional<MemorySpace> SpaceOf(const TypePtr& type) {
  auto tile = As<TileType>(type);
  return tile ? tile->memory_space() : std::nullopt;
}

// A canonical slice peeled to its non-slice base tile.
struct SliceInfo {
  VarPtr base;
  ExprPtr off_row;
  ExprPtr off_col;
  std::optional<MemorySpace> space;  // of the slice result; unset before placement
};

using SliceMap = std::unordered_map<const Var*, SliceInfo>;

// Records `v = tile.slice(src, shape, [r, c])`. Slices with a valid_shape or
// drop_dims argument are not plain windows and are not recorded. Assignments
// are visited in program order, so a chained slice's source is known already.
class SliceCollector : public IRVisitor {
 public:
  SliceMap slices;

  void VisitAssign(const AssignStmtPtr& stmt) override {
    IRVisitor::VisitAssign(stmt);
    auto call = AsOpCall(stmt->value(), "tile.slice");
    if (!call || call->args().size() != 3) return;
    VarPtr src = AsVarLike(call->args()[0]);
    auto offset = As<MakeTuple>(call->args()[2]);
    if (!src || !offset || offset->elements().size() != 2) return;
    SliceInfo info{src, offset->elements()[0], offset->elements()[1], SpaceOf(stmt->var()->type())};
    auto it = slices.find(src.get());
    if (it != slices.end()) {
      info.base = it->second.base;
      info.off_row = AddIndex(it->second.off_row, info.off_row, stmt->span());
      info.off_col = AddIndex(it->second.off_col, info.off_col, stmt->span());
    }
    slices.emplace(stmt->var().get(), std::move(info));
  }
};

bool IsColExpandOp(const std::string& op) {
  return op == "tile.col_expand_mul" || op == "tile.col_expand_add" ||
         op == "tile.col_expand_div" || op == "tile.col_expand_sub" ||
         op == "tile.col_expand_max" || op == "tile.col_expand_min" ||
         op == "tile.col_expand_expdif";
}

// True when the slice window is one unbroken byte run of its base (a single
// row, or every column), i.e. its dense layout equals the strided source
// layout. Unknown (non-static, non-2-D) shapes count as non-contiguous: a
// copy is always safe, skipping it is not.
bool IsContiguousWindow(const VarPtr& slice, const SliceInfo& info) {
  auto s = As<TileType>(slice->type());
  auto b = As<TileType>(info.base->type());
  if (!s || !b || s->shape().size() != 2 || b->shape().size() != 2) return false;
  auto rows = As<ConstInt>(s->shape()[0]);
  auto cols = As<ConstInt>(s->shape()[1]);
  auto base_cols = As<ConstInt>(b->shape()[1]);
  if (!rows || !cols || !base_cols) return false;
  return rows->value() == 1 || cols->value() == base_cols->value();
}

// The in-place textract of a slice is an identity copy only with a static
// offset (a dynamic one falls back to the source's base address) and a
// contiguous window.
bool InPlaceCopyCorruptsSource(const VarPtr& slice, const SliceInfo& info) {
  return !As<ConstInt>(info.off_row) || !As<ConstInt>(info.off_col) ||
         !IsContiguousWindow(slice, info);
}

// Rebuilds a sequence: `replace(child, &out)` either handles a child itself
// (appending its replacement, possibly nothing, and returning true) or leaves
// it to `mutator`.
template <typename Replace>
StmtPtr MapSeq(IRMutator* mutator, const SeqStmtsPtr& stmt, const Replace& replace) {
  std::vector<StmtPtr> out;
  bool changed = false;
  for (const StmtPtr& child : stmt->stmts()) {
    if (replace(child, &out)) {
      changed = true;
      continue;
    }
    StmtPtr s = mutator->MutateStmt(child);
    changed |= s != child;
    out.push_back(s);
  }
  return changed ? MakeSeq(std::move(out), stmt->span()) : stmt;
}

class Canonicalizer : public IRMutator {
 public:
  explicit Canonicalizer(const SliceMap& slices) : slices_(slices) {}

  // Operand rewrites insert statements, so they are done per sequence element.
  StmtPtr MutateSeq(const SeqStmtsPtr& stmt) override {
    return MapSeq(this, stmt, [&](const StmtPtr& child, std::vector<StmtPtr>* out) {
      auto assign = As<AssignStmt>(child);
      return assign && RewriteOperands(assign, out);
    });
  }

  // extract(slice(base, _, [r, c]), i, j, shape) == extract(base, i + r, j + c, shape)
  StmtPtr MutateAssign(const AssignStmtPtr& stmt) override {
    StmtPtr s = IRMutator::MutateAssign(stmt);
    auto assign = As<AssignStmt>(s);
    auto call = assign ? AsOpCall(assign->value(), "tile.extract") : nullptr;
    if (!call || call->args().size() != 4) return s;
    VarPtr src = AsVarLike(call->args()[0]);
    const SliceInfo* info = src ? MatSlice(src) : nullptr;
    if (!info) return s;
    const Span& sp = call->span();
    auto extract =
        MakeOpCallOrThrow("tile.extract",
                          {info->base, AddIndex(call->args()[1], info->off_row, sp),
                           AddIndex(call->args()[2], info->off_col, sp), call->args()[3]},
                          call->kwargs(), sp);
    return KeepLeadingComments(
        stmt, std::make_shared<AssignStmt>(assign->var(), extract, assign->span()));
  }

 private:
  const SliceInfo* Find(const VarPtr& v) const {
    auto it = slices_.find(v.get());
    return it == slices_.end() ? nullptr : &it->second;
  }
  const SliceInfo* MatSlice(const VarPtr& v) const {
    const SliceInfo* info = Find(v);
    return info && info->space == MemorySpace::kMat ? info : nullptr;
  }

  // `<slice>_textract = tile.extract(base, r, c, slice shape, target_memory=target)`.
  StmtPtr OperandExtract(const VarPtr& slice, const SliceInfo& info, MemorySpace target,
                         const Span& span) {
    auto tile = As<TileType>(slice->type());
    if (!tile || tile->shape().size() != 2) {
      ThrowUnsupported(span, "tile.slice operand that is not a 2-D tile", "CanonicalizeTileSlice");
    }
    auto call = MakeOpCallOrThrow(
        "tile.extract", {info.base, info.off_row, info.off_col, ShapeTuple(tile->shape(), span)},
        Attrs({{"target_memory", AttrValue::FromEnum(target)}}), span);
    auto var = std::make_shared<Var>(slice->name_hint() + "_textract", call->type(), span);
    return std::make_shared<AssignStmt>(var, call, span);
  }

  // Rewrites the slice operands of a matmul / col_expand assignment into
  // extracts, appending the extracts and the rebuilt assignment to `out`.
  // False when the statement has no such operand.
  bool RewriteOperands(const AssignStmtPtr& assign, std::vector<StmtPtr>* out) {
    auto call = AsOpCall(assign->value());
    if (!call) return false;
    const std::string& op = call->callee_name();
    const size_t n = call->args().size();
    // (argument index, extract target) of each operand that may be rewritten.
    std::vector<std::pair<size_t, MemorySpace>> operands;
    bool col_expand = false;
    if ((op == "tile.matmul" || op == "tile.matmul_bias") && n >= 2) {
      operands = {{0, MemorySpace::kLeft}, {1, MemorySpace::kRight}};
    } else if (op == "tile.matmul_acc" && n >= 3) {
      operands = {{1, MemorySpace::kLeft}, {2, MemorySpace::kRight}};
    } else if (IsColExpandOp(op) && n == 2) {
      operands = {{0, MemorySpace::kVec}, {1, MemorySpace::kVec}};
      col_expand = true;
    } else {
      return false;
    }
    std::vector<ExprPtr> args = call->args();
    std::vector<StmtPtr> extracts;
    for (const auto& [index, target] : operands) {
      VarPtr operand = AsVarLike(args[index]);
      const SliceInfo* info = operand ? Find(operand) : nullptr;
      if (!info) continue;
      if (col_expand) {
        // An explicitly non-Vec slice keeps InferTileMemorySpace's move to Vec.
        if (info->space && *info->space != MemorySpace::kVec) continue;
        if (!InPlaceCopyCorruptsSource(operand, *info)) continue;
      } else if (info->space != MemorySpace::kMat) {
        continue;
      }
      extracts.push_back(OperandExtract(operand, *info, target, call->span()));
      args[index] = As<AssignStmt>(extracts.back())->var();
    }
    if (extracts.empty()) return false;
    auto rebuilt = RebuildOpCall(call, std::move(args), call->kwargs());
    for (StmtPtr& s : extracts) out->push_back(std::move(s));
    out->push_back(KeepLeadingComments(
        assign, std::make_shared<AssignStmt>(assign->var(), rebuilt, assign->span())));
    return true;
  }

  const SliceMap& slices_;
};

// Variables read anywhere (an assignment's target is a definition, not a read).
class UseCollector : public IRVisitor {
 public:
  std::unordered_set<const Var*> used;

  void VisitAssign(const AssignStmtPtr& stmt) override { VisitExpr(stmt->value()); }
  void VisitVar(const VarPtr& var) override { used.insert(var.get()); }
  void VisitIterArg(const IterArgPtr& var) override { used.insert(var.get()); }
};

// Drops the sequence elements that define a variable of `dead`.
class DeadSliceDropper : public IRMutator {
 public:
  explicit DeadSliceDropper(const std::unordered_set<const Var*>& dead) : dead_(dead) {}

  StmtPtr MutateSeq(const SeqStmtsPtr& stmt) override {
    return MapSeq(this, stmt, [&](const StmtPtr& child, std::vector<StmtPtr>*) {
      auto assign = As<AssignStmt>(child);
      return assign && dead_.count(assign->var().get()) > 0;
    });
  }

 private:
  const std::unordered_set<const Var*>& dead_;
};

StmtPtr CanonicalizeBody(const StmtPtr& body) {
  SliceCollector collector;
  collector.VisitStmt(body);
  if (collector.slices.empty()) return body;
  Canonicalizer canonicalizer(collector.slices);
  StmtPtr out = canonicalizer.MutateStmt(body);
  // Each round drops at least one slice, so the slice count bounds the rounds.
  for (size_t round = 0; round <= collector.slices.size(); ++round) {
    UseCollector uses;
    uses.VisitStmt(out);
    std::unordered_set<const Var*> dead;
    for (const auto& [slice, info] : collector.slices) {
      if (!uses.used.count(slice)) dead.insert(slice);
    }
    if (dead.empty()) break;
    DeadSliceDropper dropper(dead);
    StmtPtr dropped = dropper.MutateStmt(out);
    if (dropped == out) break;
    out = dropped;
  }
  return out;
}

}  // namespace

ir::FunctionPtr CanonicalizeTileSliceInFunction(const ir::FunctionPtr& f) {
  if (!f->body() || !IsInCoreLike(f->func_type()) || !MayCall(f, "tile.slice")) return f;
  StmtPtr body = CanonicalizeBody(f->body());
  return body == f->body() ? f : f->WithBody(body);
}

ir::ProgramPtr CanonicalizeTileSlice(const ir::ProgramPtr& program) {
  return MapFunctions(program, CanonicalizeTileSliceInFunction);
}

}  // namespace ptoc::transforms
