// MaterializeTensorStrides: every tensor view with a layout but no strides
// gets the packed canonical strides of that layout (ND row-major, DN
// column-major inner pair); NZ, which is tile-only, is left to the
// TensorViewCanonical verifier.
#include "compiler/base/status.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(google-build-using-namespace)

namespace {

// Packed strides of `layout` over `shape`, symbolic dims included. ND:
// row-major. DN: the trailing pair is column-major (strides 1 and shape[-2]),
// the dims before it row-major over that block.
std::vector<ExprPtr> CanonicalStrides(const std::vector<ExprPtr>& shape, TensorLayout layout) {
  const size_t n = shape.size();
  if (layout != TensorLayout::kDN || n < 2) return RowMajorStrideExprs(shape);
  std::vector<ExprPtr> strides(n);
  strides[n - 2] = MakeIndex(1);
  strides[n - 1] = shape[n - 2];
  if (n >= 3) {
    strides[n - 3] = IndexMul(shape[n - 2], shape[n - 1]);
    for (size_t i = n - 3; i > 0; --i) strides[i - 1] = IndexMul(strides[i], shape[i]);
  }
  return strides;
}

// Field for field, dims compared as one node or equal constants (the check
// must not pair different variables as structural equality would).
bool IdenticalTensorTypes(const TensorType& a, const TensorType& b) {
  if (&a == &b) return true;
  if (a.dtype() != b.dtype() || a.memref() != b.memref() || !IdenticalDims(a.shape(), b.shape())) {
    return false;
  }
  if (!a.view() || !b.view()) return !a.view() && !b.view();
  const TensorView& va = *a.view();
  const TensorView& vb = *b.view();
  return va.layout == vb.layout && va.pad == vb.pad &&
         IdenticalDims(va.valid_shape, vb.valid_shape) && IdenticalDims(va.stride, vb.stride);
}

class StrideMaterializer : public IRMutator {
 public:
  TypePtr MutateType(const TypePtr& type) override {
    TypePtr t = IRMutator::MutateType(type);
    auto tensor = As<TensorType>(t);
    if (!tensor || !tensor->view()) return t;
    const TensorView& view = *tensor->view();
    // NZ has no logical strides; the TensorViewCanonical verifier reports it.
    if (view.layout == TensorLayout::kNZ) return t;
    if (!view.stride.empty()) return t;
    auto strides = CanonicalStrides(tensor->shape(), view.layout);
    if (strides.empty()) return t;
    TensorView nv = view;
    nv.stride = std::move(strides);
    return std::make_shared<TensorType>(tensor->shape(), tensor->dtype(), nv, tensor->memref(),
                                        tensor->span());
  }

  // As in the reference, a tensor variable assigned a call's result takes the
  // call's (materialized) type when the two differ. They differ where an
  // earlier pass rewrote one of them: FlattenCallExpr hoists a call out of a
  // variable's view (`pl.min(t__tmp_v0 - ...)`) but not out of the type the
  // call carries, which still reads `pl.tensor.dim(x, 0)`.
  StmtPtr MutateAssign(const AssignStmtPtr& stmt) override {
    ExprPtr value = MutateExpr(stmt->value());
    VarPtr var = MutateVarDef(stmt->var());
    if (value->kind() == NodeKind::kCall) {
      auto call_type = As<TensorType>(value->type());
      auto var_type = As<TensorType>(var->type());
      if (call_type && var_type && !IdenticalTensorTypes(*call_type, *var_type)) {
        VarPtr synced = std::make_shared<Var>(var->name_hint(), call_type, var->span());
        SetVarRemap(stmt->var(), synced);
        var = synced;
      }
    }
    if (value == stmt->value() && var == stmt->var()) return stmt;
    return KeepLeadingComments(stmt, std::make_shared<AssignStmt>(var, value, stmt->span()));
  }

  FunctionPtr MutateFunction(const FunctionPtr& function) override {
    FunctionPtr f = IRMutator::MutateFunction(function);
    auto fields = f->fields();
    bool changed = false;
    for (auto& rt : fields.return_types) {
      TypePtr n = MutateType(rt);
      if (n != rt) {
        rt = n;
        changed = true;
      }
    }
    return changed ? f->WithFields(std::move(fields)) : f;
  }
};

}  // namespace

ir::ProgramPtr MaterializeTensorStrides(const ir::ProgramPtr& program) {
  StrideMaterializer m;
  return m.MutateProgram(program);
}

}  // namespace ptoc::transforms
