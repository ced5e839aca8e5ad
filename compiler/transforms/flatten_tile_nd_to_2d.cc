// FlattenTileNdTo2D: PTO instructions take 2-D tiles, so every tile of rank
// > 2 in an InCore function is reshaped by merging its leading dims into rows
// ([2, 3, 4] -> [6, 4]). Loads keep their N-D window and produce the 2-D
// tile; stores into rank > 2 tensors get the partition shape as a 4th
// operand; create/full are rebuilt 2-D. Batch matmuls, transposes and N-D
// views/assembles are not supported yet and are rejected.
#include <set>

#include "compiler/base/status.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/op_registry.h"
#include "compiler/ir/ops/deduce_util.h"
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
    if (!d) ThrowUserError(span, "FlattenTileNdTo2D requires static tile shapes, got a dynamic dim");
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
    static const std::set<std::string> kRejected = {
        "tile.batch_matmul", "tile.batch_matmul_acc", "tile.transpose", "tile.transpose_view",
        "tile.assemble",     "tile.slice",            "tile.reshape",   "tile.extract",
        "tile.concat",       "tile.col_sum",          "tile.col_max",   "tile.col_min",
        "tile.col_prod",     "tile.matmul",           "tile.matmul_acc", "tile.set_validshape",
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
