// FoldNoOpReshape: in InCore-like functions, `y = tile.reshape(x, shape)`
// becomes the plain alias `y = x` when both already live in the same
// allocation with identical tile-buffer signatures (space, dtype, rows/cols,
// layouts, fractal, pad, valid shape), i.e. the reshape changes nothing.
#include <vector>

#include "compiler/ir/mutator.h"
#include "compiler/transforms/analysis/memref_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {
namespace {

using namespace ir;  // NOLINT
namespace mr = memref;

struct BufSignature {
  MemorySpace space = MemorySpace::kVec;
  DataType dtype = DataType::kFP32;
  int64_t rows = 32, cols = 32;
  TileLayout blayout = TileLayout::kRowMajor, slayout = TileLayout::kNoneBox;
  int64_t fractal = 512;
  PadValue pad = PadValue::kNull;
  int64_t v_row = 32, v_col = 32;
  bool v_row_dyn = false, v_col_dyn = false;

  bool operator==(const BufSignature& o) const {
    return space == o.space && dtype == o.dtype && rows == o.rows && cols == o.cols &&
           blayout == o.blayout && slayout == o.slayout && fractal == o.fractal && pad == o.pad &&
           v_row == o.v_row && v_col == o.v_col && v_row_dyn == o.v_row_dyn &&
           v_col_dyn == o.v_col_dyn;
  }
};

BufSignature SignatureOf(const TileType& t) {
  BufSignature s;
  if (t.memory_space()) s.space = *t.memory_space();
  s.dtype = t.dtype();
  if (t.shape().size() >= 2) {
    if (auto c = As<ConstInt>(t.shape()[0])) s.rows = c->value();
    if (auto c = As<ConstInt>(t.shape()[1])) s.cols = c->value();
  } else if (t.shape().size() == 1) {
    if (auto c = As<ConstInt>(t.shape()[0])) {
      s.rows = 1;
      s.cols = c->value();
    }
  }
  s.v_row = s.rows;
  s.v_col = s.cols;
  TileView v = t.EffectiveView();
  s.blayout = v.blayout;
  s.slayout = v.slayout;
  s.fractal = v.fractal;
  s.pad = v.pad;
  if (!v.valid_shape.empty()) {
    if (auto c = As<ConstInt>(v.valid_shape[0])) {
      s.v_row = c->value();
    } else if (v.valid_shape[0]) {
      s.v_row_dyn = true;
    }
  }
  if (v.valid_shape.size() >= 2) {
    if (auto c = As<ConstInt>(v.valid_shape[1])) {
      s.v_col = c->value();
    } else if (v.valid_shape[1]) {
      s.v_col_dyn = true;
    }
  }
  return s;
}

VarPtr NoOpReshapeSource(const AssignStmtPtr& a) {
  auto call = As<Call>(a->value());
  if (!call || !mr::IsOp(call, "tile.reshape") || call->args().size() != 2) return nullptr;
  const ExprPtr& src = call->args()[0];
  if (!src || !IsA<Var>(src) || src->kind() == NodeKind::kMemRef) return nullptr;
  auto lhs = mr::TileWithMemRef(a->var()->type());
  auto rhs = mr::TileWithMemRef(src->type());
  if (!lhs || !rhs || lhs->memref()->base() != rhs->memref()->base()) return nullptr;
  if (!(SignatureOf(*lhs) == SignatureOf(*rhs))) return nullptr;
  return std::static_pointer_cast<const Var>(src);
}

class Folder : public mr::RetypingMutator {
 public:
  StmtPtr MutateAssign(const AssignStmtPtr& op) override {
    StmtPtr s = mr::RetypingMutator::MutateAssign(op);
    auto a = As<AssignStmt>(s);
    if (!a) return s;
    if (VarPtr src = NoOpReshapeSource(a)) {
      return std::make_shared<AssignStmt>(a->var(), src, a->span());
    }
    return s;
  }
};

}  // namespace

ir::FunctionPtr FoldNoOpReshapeInFunction(const ir::FunctionPtr& function) {
  if (!IsInCoreLike(function->func_type()) || !function->body()) return function;
  Folder folder;
  StmtPtr body = mr::SyncFlattenedCallTypes(folder.MutateStmt(function->body()));
  return body == function->body() ? function : function->WithBody(body);
}

ir::ProgramPtr FoldNoOpReshape(const ir::ProgramPtr& program) {
  return ir::MapFunctions(program, FoldNoOpReshapeInFunction);
}

}  // namespace ptoc::transforms
