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
