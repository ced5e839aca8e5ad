// AutoTileMatmulL0: picks an L0 tile (m, n, k) for every matmul of an InCore
// function whose operands are in L1 (right operand Mat, left operand Mat or
// Vec) with static 2-D shapes, using the roofline chooser and the current
// chip's Left/Right/Acc capacities. A matmul whose tile equals its full shape
// stays as is; one the pass would rewrite is rejected, since ptoc does not emit
// the tiled loops yet: a K-only tiling always, an M/N tiling when its result
// can be placed (a sole 2-D tile.store, or a Mat scratch read only by matmuls).
// A FIXPIPE-foldable downcast of an accumulator read only by matmuls is
// rejected too (the pass would move it into a Mat scratch).
#include <optional>
#include <unordered_map>

#include "compiler/backend/l0_cost_model.h"
#include "compiler/backend/soc.h"
#include "compiler/ir/dtype.h"
#include "compiler/ir/visitor.h"
#include "compiler/transforms/analysis/l0_tile_chooser.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(build/namespaces)

namespace {

constexpr char kPassName[] = "AutoTileMatmulL0";

// A plain variable or a loop-carried one (not a MemRef).
bool IsVarLike(const ExprPtr& e) {
  return e && (e->kind() == NodeKind::kVar || e->kind() == NodeKind::kIterArg);
}

// Static [d0, d1] of a tile in one of the given spaces.
bool Static2D(const TileTypePtr& tile, std::initializer_list<MemorySpace> spaces, int64_t* d0,
              int64_t* d1) {
  if (!tile || tile->shape().size() != 2 || !tile->memory_space()) return false;
  bool ok = false;
  for (MemorySpace s : spaces) ok = ok || *tile->memory_space() == s;
  if (!ok) return false;
  auto a = As<ConstInt>(tile->shape()[0]);
  auto b = As<ConstInt>(tile->shape()[1]);
  if (!a || !b) return false;
  *d0 = a->value();
  *d1 = b->value();
  return true;
}

// Whole bytes per element; 0 for sub-byte types (not handled by the cube path).
int64_t ElemBytes(DataType dtype) {
  int bits = DataTypeBits(dtype);
  return bits % 8 == 0 ? bits / 8 : 0;
}

// The L0 tile of `call` (a tile.matmul / tile.matmul_acc) when the pass
// analyses it; nullopt when it is out of scope and left alone.
std::optional<L0Tile> AnalyzeMatmul(const CallPtr& call, const backend::Soc& soc,
                                    L0TileProblem* problem) {
  if (call->IsFunctionCall()) return std::nullopt;
  const std::string& op = call->callee_name();
  const bool acc = op == "tile.matmul_acc";
  if (op != "tile.matmul" && !acc) return std::nullopt;
  const auto& args = call->args();
  if (args.size() != (acc ? 3u : 2u)) return std::nullopt;
  const size_t li = acc ? 1 : 0;
  if (!IsVarLike(args[li]) || !IsVarLike(args[li + 1])) return std::nullopt;
  if (acc) {
    if (!IsVarLike(args[0])) return std::nullopt;
    auto acc_tile = As<TileType>(args[0]->type());
    if (!acc_tile || acc_tile->shape().size() != 2) return std::nullopt;
  }
  auto lhs = As<TileType>(args[li]->type());
  auto rhs = As<TileType>(args[li + 1]->type());
  auto out = As<TileType>(call->type());
  int64_t M = 0, K = 0, K2 = 0, N = 0;
  if (!Static2D(lhs, {MemorySpace::kMat, MemorySpace::kVec}, &M, &K) ||
      !Static2D(rhs, {MemorySpace::kMat}, &K2, &N) || !out || K != K2) {
    return std::nullopt;
  }
  L0TileProblem p;
  p.M = M;
  p.N = N;
  p.K = K;
  p.elem_a = ElemBytes(lhs->dtype());
  p.elem_b = ElemBytes(rhs->dtype());
  p.elem_c = ElemBytes(out->dtype());
  if (p.elem_a == 0 || p.elem_b == 0 || p.elem_c == 0) return std::nullopt;
  p.left_bytes = soc.MemSize(MemorySpace::kLeft);
  p.right_bytes = soc.MemSize(MemorySpace::kRight);
  p.acc_bytes = soc.MemSize(MemorySpace::kAcc);
  p.model = backend::L0CostModelFor(soc);
  // Operand-stationary schedules are open; the double-buffered accumulator is
  // an opt-in of the default memory planner and stays closed.
  p.allow_left_stationary = true;
  p.allow_right_stationary = true;
  p.allow_double_acc = false;
  p.allow_k_tail = true;
  // A K that is not fractal-aligned has no legal tiling.
  if (K % p.model.fractal_alignment != 0) return std::nullopt;
  if (problem) *problem = p;
  return ChooseL0Tile(p);
}

// Reads of every variable in a statement list (definitions excluded), and the
// reads that are a direct matmul operand (tile.matmul args 0-1, tile.matmul_acc
// args 1-2; the accumulator is not an operand).
struct UseCounts {
  std::unordered_map<const Var*, int> all;
  std::unordered_map<const Var*, int> operand;
  int All(const VarPtr& v) const {
    auto it = all.find(v.get());
    return it == all.end() ? 0 : it->second;
  }
  int Operand(const VarPtr& v) const {
    auto it = operand.find(v.get());
    return it == operand.end() ? 0 : it->second;
  }
};

class UseCounter : public IRVisitor {
 public:
  explicit UseCounter(UseCounts* u) : u_(u) {}

  void VisitVarDef(const VarPtr& var) override {
    if (var && var->kind() == NodeKind::kIterArg) {
      VisitExpr(static_cast<const IterArg&>(*var).init_value());
    }
  }
  void VisitVar(const VarPtr& var) override { Count(var.get()); }
  void VisitIterArg(const IterArgPtr& var) override { Count(var.get()); }
  void VisitCall(const CallPtr& call) override {
    const bool mm = !call->IsFunctionCall() && call->callee_name() == "tile.matmul";
    const bool mma = !call->IsFunctionCall() && call->callee_name() == "tile.matmul_acc";
    for (size_t i = 0; i < call->args().size(); ++i) {
      const bool saved = operand_;
      operand_ = ((mm && i <= 1) || (mma && (i == 1 || i == 2))) && IsVarLike(call->args()[i]);
      VisitExpr(call->args()[i]);
      operand_ = saved;
    }
    VisitAttrs(call->kwargs());
  }

 private:
  void Count(const Var* v) {
    ++u_->all[v];
    if (operand_) ++u_->operand[v];
  }
  UseCounts* u_;
  bool operand_ = false;
};

UseCounts CountUses(const std::vector<StmtPtr>& stmts) {
  UseCounts u;
  UseCounter counter(&u);
  for (const StmtPtr& s : stmts) counter.VisitStmt(s);
  return u;
}

// FIXPIPE narrows an fp32 accumulator to bf16/fp16 with round-half-to-even
// only, so only such a cast (mode "rint") can become the writeback.
bool FixpipeCast(const CallPtr& cast, const TileTypePtr& src, DataType dst) {
  if (!src || src->dtype() != DataType::kFP32) return false;
  if (dst != DataType::kBF16 && dst != DataType::kFP16) return false;
  const AttrValue* mode = cast->kwargs().Find("mode");
  if (!mode) return false;  // the default mode is "round"
  if (mode->kind() == AttrValue::Kind::kInt) return mode->AsInt() == 1;
  if (mode->kind() == AttrValue::Kind::kString) return mode->AsString() == "rint";
  return false;
}

CallPtr OpCallOf(const StmtPtr& stmt, const char* name, AssignStmtPtr* assign_out = nullptr) {
  auto assign = As<AssignStmt>(stmt);
  auto call = assign ? As<Call>(assign->value()) : nullptr;
  if (!call || call->IsFunctionCall() || call->callee_name() != name) return nullptr;
  if (assign_out) *assign_out = assign;
  return call;
}

// Whether the reference places an M/N-tiled matmul result (and so rewrites
// the matmul): into a Mat scratch when every read is a matmul operand
// (possibly through a FIXPIPE downcast), else through its sole 2-D store.
bool MNTilingPlaced(const std::vector<StmtPtr>& siblings, const AssignStmtPtr& assign,
                    const CallPtr& call, const L0TileProblem& p, const backend::Soc& soc) {
  if (call->callee_name() != "tile.matmul") return false;
  if (As<TileType>(call->args()[0]->type())->memory_space() == MemorySpace::kVec) return false;
  const UseCounts uses = CountUses(siblings);
  const VarPtr& result = assign->var();
  int result_uses = uses.All(result);
  int operand_uses = uses.Operand(result);
  auto result_ty = As<TileType>(result->type());
  DataType scratch = result_ty ? result_ty->dtype() : DataType::kFP32;
  AssignStmtPtr store;
  CallPtr store_call;
  for (const StmtPtr& s : siblings) {
    AssignStmtPtr a;
    if (auto c = OpCallOf(s, "tile.store", &a)) {
      if (!store && c->args().size() == 3 && c->args()[0] == result) {
        store = a;
        store_call = c;
      }
    } else if (auto cast = OpCallOf(s, "tile.cast", &a)) {
      if (cast->args().empty() || cast->args()[0] != result) continue;
      auto cb_ty = As<TileType>(a->var()->type());
      const int cb_uses = uses.All(a->var());
      if (cb_ty && FixpipeCast(cast, result_ty, cb_ty->dtype()) && result_uses == 1 &&
          cb_uses >= 1 && cb_uses == uses.Operand(a->var())) {
        scratch = cb_ty->dtype();
        result_uses = cb_uses;
        operand_uses = cb_uses;
      }
    }
  }
  if (result_uses >= 1 && operand_uses == result_uses) {
    // Ascend910B keeps an oversized on-chip intermediate only in bf16/fp16.
    const bool low_precision_only = soc.target_arch() != "a5";
    const bool low = scratch == DataType::kBF16 || scratch == DataType::kFP16;
    const int64_t bytes = p.M * p.N * ElemBytes(scratch);
    const int64_t mat = soc.MemSize(MemorySpace::kMat);
    if ((!low_precision_only || low) && !(mat > 0 && bytes > mat)) return true;
  }
  if (!store || result_uses != 1) return false;
  auto offsets = As<MakeTuple>(store_call->args()[1]);
  return offsets && offsets->elements().size() == 2 && IsVarLike(store_call->args()[2]);
}

// The reference's fits-L0c cast fold: `cb = tile.cast(acc, bf16/fp16)` of an
// accumulator that fits Acc, read only as matmul operands.
bool CastFoldApplies(const std::vector<StmtPtr>& siblings, const AssignStmtPtr& assign,
                     const CallPtr& cast, const backend::Soc& soc) {
  if (cast->args().empty() || !IsVarLike(cast->args()[0])) return false;
  auto src_ty = As<TileType>(cast->args()[0]->type());
  auto cb_ty = As<TileType>(assign->var()->type());
  if (!src_ty || !cb_ty || src_ty->memory_space() != MemorySpace::kAcc) return false;
  if (cb_ty->shape().size() != 2) return false;
  auto m = As<ConstInt>(cb_ty->shape()[0]);
  auto n = As<ConstInt>(cb_ty->shape()[1]);
  if (!m || !n) return false;
  const int64_t bytes = m->value() * n->value() * ElemBytes(src_ty->dtype());
  const int64_t acc = soc.MemSize(MemorySpace::kAcc);
  if (acc == 0 || bytes > acc) return false;
  const UseCounts uses = CountUses(siblings);
  const int cb_uses = uses.All(assign->var());
  if (cb_uses < 1 || cb_uses != uses.Operand(assign->var())) return false;
  return FixpipeCast(cast, src_ty, cb_ty->dtype());
}

}  // namespace

ir::ProgramPtr AutoTileMatmulL0(const ir::ProgramPtr& program) {
  const backend::Soc& soc = backend::CurrentSoc();
  for (const auto& func : program->functions()) {
    if (!IsInCoreLike(func->func_type()) || !func->body()) continue;
    // Matmuls are rewritten where they are assigned inside a statement list.
    ForEachStmt(func->body(), [&](const StmtPtr& stmt) {
      auto seq = As<SeqStmts>(stmt);
      if (!seq) return;
      for (const StmtPtr& child : seq->stmts()) {
        auto assign = As<AssignStmt>(child);
        auto call = assign ? As<Call>(assign->value()) : nullptr;
        if (!call) continue;
        if (!call->IsFunctionCall() && call->callee_name() == "tile.cast" &&
            CastFoldApplies(seq->stmts(), assign, call, soc)) {
          ThrowUnsupported(call->span(), "FIXPIPE fold of tile.cast", kPassName);
        }
        L0TileProblem p;
        auto tile = AnalyzeMatmul(call, soc, &p);
        if (!tile || (tile->m == p.M && tile->n == p.N && tile->k == p.K)) continue;
        const bool k_only = tile->m == p.M && tile->n == p.N;
        if (k_only || MNTilingPlaced(seq->stmts(), assign, call, p, soc)) {
          ThrowUnsupported(call->span(), "L0 tiling of tile.matmul", kPassName);
        }
      }
    });
  }
  return program;
}

}  // namespace ptoc::transforms
