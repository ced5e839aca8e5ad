// FlattenTileNdTo2D: PTO instructions take 2-D tiles, so every tile of rank
// > 2 in an InCore function is reshaped by merging its leading dims into rows
// ([2, 3, 4] -> [6, 4]). Loads keep their N-D window and produce the 2-D
// tile; stores into rank > 2 tensors get the partition shape as a 4th
// operand (a tile still N-D there, from a rank-raising tile.reshape, is first
// reshaped to 2-D); create/full are rebuilt 2-D; tile.transpose gets its
// scratch tile, and an N-D last-two-axes transpose is unrolled into per-batch
// 2-D transposes assembled into the flat result. A tile.reshape is rebuilt
// from its flattened input and keeps the shape it asks for. Ops whose result
// shape is not a flattening of their N-D type (column reductions, extracts,
// assembles with N-D offsets, ...) are re-deduced from their 2-D operands, as
// the reference re-creates every other tile op. As in the reference, if/loop
// result variables take the (rewritten) yield / iter_arg types. Batch
// matmuls are not supported yet and are rejected with
// "unsupported: ... (FlattenTileNdTo2D)".
#include <algorithm>
#include <set>

#include "compiler/base/status.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/op_registry.h"
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(build/namespaces)

namespace {

constexpr char kPass[] = "FlattenTileNdTo2D";

std::vector<ExprPtr> Flatten2D(const std::vector<ExprPtr>& shape, const Span& span) {
  int64_t rows = 1;
  for (size_t i = 0; i + 1 < shape.size(); ++i) {
    auto d = StaticDim(shape[i]);
    if (!d)
      ThrowUserError(span, "FlattenTileNdTo2D requires static tile shapes, got a dynamic dim");
    rows *= *d;
  }
  return {MakeIndex(rows), shape.back()};
}

bool IsND(const TypePtr& type) {
  auto tile = As<TileType>(type);
  return tile && tile->rank() > 2;
}

class Flattener : public IRMutator {
 public:
  TypePtr MutateType(const TypePtr& type) override {
    auto tile = As<TileType>(type);
    if (!tile || tile->rank() <= 2) return IRMutator::MutateType(type);
    std::optional<TileView> view = tile->view();
    if (view) {
      if (!view->valid_shape.empty()) {
        bool leading_full = true;
        for (size_t i = 0; i + 1 < view->valid_shape.size(); ++i) {
          if (!DimsEqual(view->valid_shape[i], tile->shape()[i])) leading_full = false;
        }
        if (!leading_full) {
          ThrowUnsupported(type->span(), "N-D tile with a partial leading valid shape", kPass);
        }
        view->valid_shape = {Flatten2D(tile->shape(), type->span())[0], view->valid_shape.back()};
      }
      view->stride.clear();
    }
    return std::make_shared<TileType>(Flatten2D(tile->shape(), type->span()), tile->dtype(),
                                      tile->memory_space(), view, tile->memref(), tile->span());
  }

  ExprPtr MutateCall(const CallPtr& call) override {
    if (call->IsFunctionCall()) return IRMutator::MutateCall(call);
    bool nd = IsND(call->type());
    for (const auto& a : call->args()) nd = nd || IsND(a->type());
    const std::string& name = call->callee_name();
    if (!nd) return IRMutator::MutateCall(call);
    if (name == "tile.read" || name == "tile.write" || name == "tile.slice") {
      if (!call->args().empty() && IsND(call->args()[0]->type())) {
        ThrowUserError(call->span(),
                       "FlattenTileNdTo2D: " + name + " is not supported on >2D tiles");
      }
    }
    static const std::set<std::string> kRejected = {"tile.batch_matmul", "tile.batch_matmul_acc"};
    if (kRejected.count(name)) ThrowUnsupported(call->span(), "N-D " + name, kPass);
    if (name == "tile.create" || name == "tile.full") {
      auto tile = As<TileType>(call->type());
      std::vector<ExprPtr> args;
      for (const auto& a : call->args()) args.push_back(MutateExpr(a));
      args[0] = ShapeTuple(Flatten2D(tile->shape(), call->span()), call->span());
      return std::make_shared<Call>(call->op(), std::move(args), call->kwargs(), call->attrs(),
                                    MutateType(call->type()), call->span());
    }
    if (name == "tile.reshape" || kRededuced.count(name)) {
      // Re-deduced from the flattened operands (the result of e.g. a column
      // reduction of [2, 3, 4] is [1, 4], not the flattening of [2, 1, 4]).
      std::vector<ExprPtr> args;
      for (const auto& a : call->args()) args.push_back(MutateExpr(a));
      return MakeOpCallOrThrow(name, std::move(args), call->kwargs(), call->span());
    }
    return IRMutator::MutateCall(call);
  }

  StmtPtr MutateAssign(const AssignStmtPtr& stmt) override {
    CallPtr call = AsOpCall(stmt->value());
    if (!call) return IRMutator::MutateAssign(stmt);
    const std::string& name = call->callee_name();
    if (name == "tile.store") {
      std::vector<StmtPtr> stmts;
      CallPtr store = RewriteStore(call, &stmts);
      auto var =
          std::make_shared<Var>(stmt->var()->name_hint(), store->type(), stmt->var()->span());
      SetVarRemap(stmt->var(), var);
      stmts.push_back(std::make_shared<AssignStmt>(var, store, stmt->span()));
      return MakeSeq(std::move(stmts), stmt->span());
    }
    const bool nd = IsND(call->type()) || (!call->args().empty() && IsND(call->args()[0]->type()));
    if (nd && (name == "tile.reshape" || kRededuced.count(name))) {
      // Rebuilt from the flattened operands; a rank-raising reshape keeps its
      // N-D result (stores flatten it again).
      ExprPtr value = MutateExpr(call);
      auto var =
          std::make_shared<Var>(stmt->var()->name_hint(), value->type(), stmt->var()->span());
      SetVarRemap(stmt->var(), var);
      return std::make_shared<AssignStmt>(var, value, stmt->span());
    }
    if (name != "tile.transpose") return IRMutator::MutateAssign(stmt);
    if (IsND(call->args()[0]->type())) return LowerNdTranspose(stmt, call);
    if (call->args().size() != 3) return IRMutator::MutateAssign(stmt);
    // The 3-operand form gets the scratch pto.ttrans needs: a tile shaped
    // like the source (not the result), in the source's memory space.
    ExprPtr in = MutateExpr(call->args()[0]);
    TileTypePtr in_type = TileTypeOf(in);
    if (!in_type) ThrowInternal("FlattenTileNdTo2D: tile.transpose input must be a tile");
    Attrs kwargs({{"dtype", AttrValue::DType(in_type->dtype())},
                  {"target_memory",
                   AttrValue::FromEnum(in_type->memory_space().value_or(MemorySpace::kVec))}});
    CallPtr create = MakeOpCallOrThrow("tile.create", {ShapeTuple(in_type->shape(), call->span())},
                                       kwargs, call->span());
    auto scratch = std::make_shared<Var>("transpose_tmp", create->type(), call->span());
    CallPtr transpose = MakeOpCallOrThrow(
        "tile.transpose", {in, MutateExpr(call->args()[1]), MutateExpr(call->args()[2]), scratch},
        call->kwargs(), call->span());
    auto var =
        std::make_shared<Var>(stmt->var()->name_hint(), transpose->type(), stmt->var()->span());
    SetVarRemap(stmt->var(), var);
    return MakeSeq({std::make_shared<AssignStmt>(scratch, create, call->span()),
                    std::make_shared<AssignStmt>(var, transpose, stmt->span())},
                   stmt->span());
  }

  StmtPtr MutateEval(const EvalStmtPtr& stmt) override {
    CallPtr call = AsOpCall(stmt->expr(), "tile.store");
    if (!call) return IRMutator::MutateEval(stmt);
    std::vector<StmtPtr> stmts;
    CallPtr store = RewriteStore(call, &stmts);
    stmts.push_back(std::make_shared<EvalStmt>(store, stmt->span()));
    return MakeSeq(std::move(stmts), stmt->span());
  }

  // If results take the types the branches yield (the then branch, else the
  // else branch), as the reference rebuilds them.
  StmtPtr MutateIf(const IfStmtPtr& stmt) override {
    StmtPtr out = IRMutator::MutateIf(stmt);
    auto if_stmt = As<IfStmt>(out);
    if (!if_stmt || if_stmt->return_vars().empty()) return out;
    std::vector<TypePtr> types = YieldTypes(if_stmt->then_body());
    if (types.empty() && if_stmt->else_body()) types = YieldTypes(if_stmt->else_body());
    std::vector<VarPtr> rvs = if_stmt->return_vars();
    if (!Retype(&rvs, types)) return out;
    return std::make_shared<IfStmt>(if_stmt->condition(), if_stmt->then_body(),
                                    if_stmt->else_body(), std::move(rvs), if_stmt->span());
  }

  // Loop results take their iter_args' types.
  StmtPtr MutateFor(const ForStmtPtr& stmt) override {
    StmtPtr out = IRMutator::MutateFor(stmt);
    auto f = As<ForStmt>(out);
    if (!f) return out;
    std::vector<VarPtr> rvs = f->return_vars();
    if (!Retype(&rvs, IterArgTypes(f->iter_args()))) return out;
    return std::make_shared<ForStmt>(f->loop_var(), f->start(), f->stop(), f->step(),
                                     f->iter_args(), f->body(), std::move(rvs), f->for_kind(),
                                     f->attrs(), f->span());
  }

  StmtPtr MutateWhile(const WhileStmtPtr& stmt) override {
    StmtPtr out = IRMutator::MutateWhile(stmt);
    auto w = As<WhileStmt>(out);
    if (!w) return out;
    std::vector<VarPtr> rvs = w->return_vars();
    if (!Retype(&rvs, IterArgTypes(w->iter_args()))) return out;
    return std::make_shared<WhileStmt>(w->condition(), w->iter_args(), w->body(), std::move(rvs),
                                       w->span());
  }

 private:
  // Ops whose N-D result is not the flattening of their type: re-deduced.
  static inline const std::set<std::string> kRededuced = {
      "tile.assemble", "tile.extract",  "tile.concat", "tile.col_sum",    "tile.col_max",
      "tile.col_min",  "tile.col_prod", "tile.matmul", "tile.matmul_acc", "tile.set_validshape"};

  // tile.store: a tile still N-D here (the result of a rank-raising
  // tile.reshape) is reshaped to 2-D first ("flat_tile"); a store into a
  // rank > 2 tensor gets the partition shape -- leading 1s for tensor dims the
  // tile does not cover, then the tile's original dims -- as 4th operand.
  CallPtr RewriteStore(const CallPtr& call, std::vector<StmtPtr>* stmts) {
    const Span& span = call->span();
    TileTypePtr orig_tile = TileTypeOf(call->args()[0]);
    std::vector<ExprPtr> args;
    for (const auto& a : call->args()) args.push_back(MutateExpr(a));
    if (auto tile = TileTypeOf(args[0]); tile && tile->rank() > 2) {
      CallPtr reshape = MakeOpCallOrThrow(
          "tile.reshape", {args[0], ShapeTuple(Flatten2D(tile->shape(), span), span)}, {}, span);
      auto flat = std::make_shared<Var>("flat_tile", reshape->type(), span);
      stmts->push_back(std::make_shared<AssignStmt>(flat, reshape, span));
      args[0] = flat;
    }
    auto tensor = TensorTypeOf(args[2]);
    if (orig_tile && tensor && tensor->rank() > 2 && args.size() == 3) {
      std::vector<ExprPtr> partition;
      for (size_t i = orig_tile->rank(); i < tensor->rank(); ++i) partition.push_back(MakeIndex(1));
      for (const auto& d : orig_tile->shape()) partition.push_back(d);
      args.push_back(ShapeTuple(partition, span));
    }
    return std::make_shared<Call>(call->op(), std::move(args), call->kwargs(), call->attrs(),
                                  args[2]->type(), span);
  }

  // An N-D tile.transpose of the last two axes: the flat [batch * A, B] input
  // is sliced into [A, B] pages, each transposed (scratch sliced from one
  // [batch * A, B] pool) and assembled at row i * B of a [batch * B, A]
  // result. Transposes moving a batch axis are rejected.
  StmtPtr LowerNdTranspose(const AssignStmtPtr& stmt, const CallPtr& call) {
    const Span& span = call->span();
    TileTypePtr in_type = TileTypeOf(call->args()[0]);
    const size_t ndim = in_type->rank();
    std::vector<int64_t> dims;
    for (const auto& d : in_type->shape()) {
      auto c = StaticDim(d);
      if (!c)
        ThrowUserError(span, "FlattenTileNdTo2D requires static tile shapes, got a dynamic dim");
      dims.push_back(*c);
    }
    auto axis = [&](size_t i) {
      auto c = As<ConstInt>(call->args()[i]);
      if (!c) ThrowInternal("FlattenTileNdTo2D: tile.transpose axes must be constants");
      int64_t v = c->value() < 0 ? c->value() + static_cast<int64_t>(ndim) : c->value();
      if (v < 0 || v >= static_cast<int64_t>(ndim)) {
        ThrowUserError(span, "FlattenTileNdTo2D: tile.transpose axis " +
                                 std::to_string(c->value()) + " out of range for rank " +
                                 std::to_string(ndim));
      }
      return v;
    };
    const int64_t a1 = axis(1);
    const int64_t a2 = axis(2);
    const int64_t last = static_cast<int64_t>(ndim) - 1;
    if (std::min(a1, a2) != last - 1 || std::max(a1, a2) != last) {
      ThrowUserError(span,
                     "FlattenTileNdTo2D: only last-two-axes tile.transpose on >2D tiles is "
                     "supported; transpose involving a batch axis (axes " +
                         std::to_string(a1) + ", " + std::to_string(a2) + " of rank " +
                         std::to_string(ndim) +
                         ") is not yet lowered. Reshape the tile so the transposed axes are the "
                         "last two.");
    }
    int64_t batch = 1;
    for (size_t i = 0; i + 2 < ndim; ++i) batch *= dims[i];
    const int64_t a = dims[ndim - 2];
    const int64_t b = dims[ndim - 1];

    std::vector<StmtPtr> out;
    auto emit = [&](const std::string& name, const CallPtr& value) {
      auto var = std::make_shared<Var>(name, value->type(), span);
      out.push_back(std::make_shared<AssignStmt>(var, value, span));
      return var;
    };
    ExprPtr operand = MutateExpr(call->args()[0]);
    TileTypePtr op_type = TileTypeOf(operand);
    if (!op_type) ThrowInternal("FlattenTileNdTo2D: tile.transpose input must be a tile");
    const MemorySpace space = op_type->memory_space().value_or(MemorySpace::kVec);
    if (op_type->rank() > 2) {
      operand = emit("trans_in_2d",
                     MakeOpCallOrThrow("tile.reshape",
                                       {operand, MakeIndexTuple({batch * a, b}, span)}, {}, span));
      op_type = TileTypeOf(operand);
    }
    Attrs create_kw({{"dtype", AttrValue::DType(op_type->dtype())},
                     {"target_memory", AttrValue::FromEnum(space)}});
    VarPtr result = emit(
        stmt->var()->name_hint(),
        MakeOpCallOrThrow("tile.create", {MakeIndexTuple({batch * b, a}, span)}, create_kw, span));
    VarPtr pool = emit(
        "trans_tmp_pool",
        MakeOpCallOrThrow("tile.create", {MakeIndexTuple({batch * a, b}, span)}, create_kw, span));
    for (int64_t i = 0; i < batch; ++i) {
      const std::string k = std::to_string(i);
      auto page = emit("trans_page_" + k, MakeOpCallOrThrow("tile.slice",
                                                            {operand, MakeIndexTuple({a, b}, span),
                                                             MakeIndexTuple({i * a, 0}, span)},
                                                            {}, span));
      auto tmp = emit("trans_tmp_" + k, MakeOpCallOrThrow("tile.slice",
                                                          {pool, MakeIndexTuple({a, b}, span),
                                                           MakeIndexTuple({i * a, 0}, span)},
                                                          {}, span));
      auto t =
          emit("trans_" + k,
               MakeOpCallOrThrow("tile.transpose",
                                 {page, MakeIndex(0, span), MakeIndex(1, span), tmp}, {}, span));
      result = emit(stmt->var()->name_hint(),
                    MakeOpCallOrThrow("tile.assemble",
                                      {result, t, MakeIndexTuple({i * b, 0}, span)}, {}, span));
    }
    SetVarRemap(stmt->var(), result);
    return MakeSeq(std::move(out), stmt->span());
  }

  static std::vector<TypePtr> YieldTypes(const StmtPtr& body) {
    std::vector<TypePtr> types;
    for (const auto& s : StmtList(body)) {
      if (auto y = As<YieldStmt>(s)) {
        for (const auto& v : y->values()) types.push_back(v->type());
        break;
      }
    }
    return types;
  }

  static std::vector<TypePtr> IterArgTypes(const std::vector<IterArgPtr>& iter_args) {
    std::vector<TypePtr> types;
    for (const auto& ia : iter_args) types.push_back(ia->type());
    return types;
  }

  // Replaces each result variable whose type differs from `types[i]` by a
  // fresh one of that type (later uses follow the remap).
  bool Retype(std::vector<VarPtr>* vars, const std::vector<TypePtr>& types) {
    bool changed = false;
    for (size_t i = 0; i < vars->size() && i < types.size(); ++i) {
      VarPtr& rv = (*vars)[i];
      if (!types[i] || StructuralEqual(rv->type(), types[i])) continue;
      auto fresh = std::make_shared<Var>(rv->name_hint(), types[i], rv->span());
      SetVarRemap(rv, fresh);
      rv = fresh;
      changed = true;
    }
    return changed;
  }
};

}  // namespace

ir::ProgramPtr FlattenTileNdTo2D(const ir::ProgramPtr& program) {
  std::vector<FunctionPtr> functions;
  bool changed = false;
  for (const auto& func : program->functions()) {
    if (!IsInCoreLike(func->func_type())) {
      functions.push_back(func);
      continue;
    }
    Flattener flattener;
    FunctionPtr f = flattener.MutateFunction(func);
    if (f != func) changed = true;
    functions.push_back(f);
  }
  return changed ? RebuildProgram(program, std::move(functions)) : program;
}

}  // namespace ptoc::transforms
