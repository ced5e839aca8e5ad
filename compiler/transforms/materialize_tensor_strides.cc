// MaterializeTensorStrides: every tensor view with a layout but no strides
// gets the packed canonical strides of that layout (ND row-major, DN
// column-major inner pair); NZ is rejected on tensors.
#include "compiler/base/status.h"
#include "compiler/ir/mutator.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(build/namespaces)

namespace {

std::vector<ExprPtr> CanonicalStrides(const std::vector<ExprPtr>& shape, TensorLayout layout) {
  if (layout != TensorLayout::kDN || shape.size() < 2) return RowMajorStrides(shape);
  std::vector<int64_t> dims;
  for (const auto& d : shape) {
    auto v = StaticDim(d);
    if (!v) return {};
    dims.push_back(*v);
  }
  size_t n = dims.size();
  std::vector<ExprPtr> strides(n);
  strides[n - 2] = MakeIndex(1);
  strides[n - 1] = MakeIndex(dims[n - 2]);
  int64_t block = dims[n - 2] * dims[n - 1];
  for (size_t i = n - 2; i > 0; --i) {
    strides[i - 1] = MakeIndex(block);
    block *= dims[i - 1];
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
    if (view.layout == TensorLayout::kNZ) {
      ThrowUserError(type->span(),
                     "NZ layout is not allowed on a tensor (MaterializeTensorStrides)");
    }
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
