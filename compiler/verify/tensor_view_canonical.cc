// TensorViewCanonical verifier: after MaterializeTensorStrides every tensor
// type that carries a view (parameters, results, variables, call results,
// tuple elements) has explicit strides that describe a canonical layout:
//   - NZ is never a tensor layout (it is tile-only);
//   - strides have the shape's rank;
//   - ND: the innermost stride is 1 and each outer stride is at least the
//     next stride times the next dimension;
//   - DN: stride[-2] is 1, stride[-1] is at least shape[-2], and each stride
//     before the trailing pair at least the next stride times its dimension.
// Relations that involve symbolic values are accepted (only what is
// statically decidable is enforced), as in the reference's strict check.
// A tensor without a view is packed row-major by definition.
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compiler/ir/visitor.h"
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "TensorViewCanonical";

std::optional<int64_t> Const(const ir::ExprPtr& e) {
  auto c = ir::As<ir::ConstInt>(e);
  if (c == nullptr) return std::nullopt;
  return c->value();
}

// stride[k] >= stride[k + 1] * shape[k + 1], when decidable.
std::optional<std::string> OuterStrideViolation(const std::vector<ir::ExprPtr>& shape,
                                                const std::vector<ir::ExprPtr>& stride, int k,
                                                const char* layout) {
  std::optional<int64_t> inner = Const(stride[k + 1]);
  std::optional<int64_t> dim = Const(shape[k + 1]);
  std::optional<int64_t> outer = Const(stride[k]);
  int64_t packed = 0;
  if (!inner || !dim || !outer || __builtin_mul_overflow(*inner, *dim, &packed)) {
    return std::nullopt;
  }
  if (*outer >= packed) return std::nullopt;
  return absl::StrCat(layout, " stride[", k, "] = ", *outer, " is below stride[", k + 1,
                      "] * shape[", k + 1, "] = ", packed);
}

// Why (shape, view) is not canonical, or nullopt when it is.
std::optional<std::string> NonCanonicalReason(const std::vector<ir::ExprPtr>& shape,
                                              const ir::TensorView& view) {
  if (view.layout == ir::TensorLayout::kNZ) return "NZ layout on a tensor (NZ is tile-only)";
  if (shape.empty() && view.stride.empty()) return std::nullopt;
  if (view.stride.empty()) {
    return "the view has no strides (MaterializeTensorStrides should have set them)";
  }
  const std::vector<ir::ExprPtr>& stride = view.stride;
  if (stride.size() != shape.size()) {
    return absl::StrCat("stride rank ", stride.size(), " differs from shape rank ", shape.size());
  }
  const int n = static_cast<int>(shape.size());
  if (view.layout == ir::TensorLayout::kDN) {
    if (n < 2) return "DN layout needs rank 2 or more";
    if (Const(stride[n - 2]) != 1) return "DN layout needs stride[-2] = 1";
    std::optional<int64_t> last = Const(stride[n - 1]);
    std::optional<int64_t> rows = Const(shape[n - 2]);
    if (last && rows && *last < *rows) {
      return absl::StrCat("DN stride[-1] = ", *last, " is below shape[-2] = ", *rows);
    }
    for (int k = n - 3; k >= 0; --k) {
      if (auto why = OuterStrideViolation(shape, stride, k, "DN")) return why;
    }
    return std::nullopt;
  }
  if (view.layout != ir::TensorLayout::kND) {
    return absl::StrCat("layout ", ir::EnumName(view.layout), " on a tensor");
  }
  if (Const(stride[n - 1]) != 1) return "ND layout needs the innermost stride = 1";
  for (int k = n - 2; k >= 0; --k) {
    if (auto why = OuterStrideViolation(shape, stride, k, "ND")) return why;
  }
  return std::nullopt;
}

class TensorViewChecker : public ir::IRVisitor {
 public:
  TensorViewChecker(std::string function, std::vector<Diagnostic>* out)
      : function_(std::move(function)), out_(out) {}

  void Check(const ir::TypePtr& type, const Span& span) {
    if (type == nullptr || !seen_.insert(type.get()).second) return;
    if (auto tuple = ir::As<ir::TupleType>(type)) {
      for (const ir::TypePtr& element : tuple->types()) Check(element, span);
      return;
    }
    auto tensor = ir::As<ir::TensorType>(type);
    if (tensor == nullptr || !tensor->view()) return;
    if (std::optional<std::string> why = NonCanonicalReason(tensor->shape(), *tensor->view())) {
      out_->push_back(MakeError(kRule, 1, "in function '" + function_ + "': " + *why, span));
    }
  }

  void VisitVarDef(const ir::VarPtr& var) override {
    if (var != nullptr) Check(var->type(), var->span());
    ir::IRVisitor::VisitVarDef(var);
  }
  void VisitVar(const ir::VarPtr& var) override {
    if (var != nullptr) Check(var->type(), var->span());
    ir::IRVisitor::VisitVar(var);
  }
  void VisitIterArg(const ir::IterArgPtr& var) override {
    if (var != nullptr) Check(var->type(), var->span());
    ir::IRVisitor::VisitIterArg(var);
  }
  void VisitCall(const ir::CallPtr& call) override {
    Check(call->type(), call->span());
    ir::IRVisitor::VisitCall(call);
  }

 private:
  std::string function_;
  std::vector<Diagnostic>* out_;
  std::set<const ir::Type*> seen_;  // report each type object once
};

std::vector<Diagnostic> VerifyTensorViewCanonical(const ir::ProgramPtr& program) {
  std::vector<Diagnostic> out;
  ForEachFunction(program, [&](const ir::FunctionPtr& f) {
    TensorViewChecker checker(f->name(), &out);
    for (const ir::VarPtr& param : f->params()) {
      if (param != nullptr) checker.Check(param->type(), param->span());
    }
    for (const ir::TypePtr& type : f->return_types()) checker.Check(type, f->span());
    if (f->body() != nullptr) checker.VisitStmt(f->body());
  });
  return out;
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(tensor_view_canonical,
                                MakePropertyVerifier("TensorViewCanonical",
                                                     pass::IRProperty::kTensorViewCanonical,
                                                     VerifyTensorViewCanonical));

}  // namespace ptoc::verify
