// FlattenTileNdTo2D: PTO instructions take 2-D tiles, so every tile of rank
// > 2 in an InCore function is reshaped by merging its leading dims into rows
// ([2, 3, 4] -> [6, 4]). Loads keep their N-D window and produce the 2-D
// tile; stores into rank > 2 tensors get the partition shape as a 4th
// operand; create/full are rebuilt 2-D; a 2-D tile.transpose gets its scratch
// tile (shaped like the source). As in the reference, if/loop result
// variables take the (rewritten) yield / iter_arg types. Batch matmuls, N-D
// transposes and N-D views/assembles/reshapes are not supported yet and are
// rejected with "unsupported: ... (FlattenTileNdTo2D)".
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
    if (!nd) {
      if (name == "tile.store" && call->args().size() == 3) {
        auto tensor = TensorTypeOf(call->args()[2]);
        auto tile = TileTypeOf(call->args()[0]);
        if (tensor && tile && tensor->rank() > 2) {
          ThrowUnsupported(call->span(), "store of a 2-D tile into a rank > 2 tensor", kPass);
        }
      }
      return IRMutator::MutateCall(call);
    }
    if (name == "tile.read" || name == "tile.write" || name == "tile.slice") {
      if (!call->args().empty() && IsND(call->args()[0]->type())) {
        ThrowUserError(call->span(),
                       "FlattenTileNdTo2D: " + name + " is not supported on >2D tiles");
      }
    }
    static const std::set<std::string> kRejected = {"tile.batch_matmul", "tile.batch_matmul_acc",
                                                    "tile.transpose",    "tile.transpose_view",
                                                    "tile.assemble",     "tile.slice",
                                                    "tile.reshape",      "tile.extract",
                                                    "tile.concat",       "tile.col_sum",
                                                    "tile.col_max",      "tile.col_min",
                                                    "tile.col_prod",     "tile.matmul",
                                                    "tile.matmul_acc",   "tile.set_validshape",
                                                    "tile.read",         "tile.write"};
    if (kRejected.count(name)) ThrowUnsupported(call->span(), "N-D " + name, kPass);
    if (name == "tile.store") {
      auto tile = TileTypeOf(call->args()[0]);
      std::vector<ExprPtr> args;
      for (const auto& a : call->args()) args.push_back(MutateExpr(a));
      if (args.size() == 3) args.push_back(ShapeTuple(tile->shape(), call->span()));
      return std::make_shared<Call>(call->op(), std::move(args), call->kwargs(), call->attrs(),
                                    MutateType(call->type()), call->span());
    }
    if (name == "tile.create" || name == "tile.full") {
      auto tile = As<TileType>(call->type());
      std::vector<ExprPtr> args;
      for (const auto& a : call->args()) args.push_back(MutateExpr(a));
      args[0] = ShapeTuple(Flatten2D(tile->shape(), call->span()), call->span());
      return std::make_shared<Call>(call->op(), std::move(args), call->kwargs(), call->attrs(),
                                    MutateType(call->type()), call->span());
    }
    return IRMutator::MutateCall(call);
  }

  StmtPtr MutateAssign(const AssignStmtPtr& stmt) override {
    CallPtr call = AsOpCall(stmt->value(), "tile.transpose");
    if (!call || call->args().size() != 3) return IRMutator::MutateAssign(stmt);
    if (IsND(call->args()[0]->type())) {
      ThrowUnsupported(call->span(), "N-D tile.transpose (per-batch unrolling)", kPass);
    }
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
