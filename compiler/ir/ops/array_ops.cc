// Registration of the `array.*` operators: small fixed-size on-core arrays
// of integers, BOOL or TASK_ID (a manual scope's task ids, a kernel's index
// table). Updates are functional: update_element returns the new array.
#include "absl/strings/str_cat.h"
#include "compiler/ir/ops/op_def.h"

namespace ptoc::ir {
namespace {

std::shared_ptr<const ArrayType> ArrayArg(const ArgReader& a, size_t i) {
  auto array = As<ArrayType>(a.Arg(i)->type());
  if (!array) {
    a.Fail(absl::StrCat(a.Describe(i), " must be an Array, got ", TypeToString(a.Arg(i)->type())));
  }
  return array;
}

void RequireIntIndex(const ArgReader& a, size_t i) {
  auto index = a.Scalar(i);
  if (!IsInt(index->dtype())) {
    a.Fail(absl::StrCat(a.Describe(i), " must have an integer dtype, got ",
                        DataTypeName(index->dtype())));
  }
}

TypePtr DeduceCreate(const ArgReader& a, const Attrs& kw) {
  const DataType dtype = RequireKwargDType(kw, "dtype", a.op(), a.span());
  if (!IsInt(dtype) && dtype != DataType::kBool && dtype != DataType::kTaskId) {
    a.Fail(
        absl::StrCat("dtype must be an integer type, BOOL or TASK_ID, got ", DataTypeName(dtype)));
  }
  auto extent = As<ConstInt>(a.Arg(0));
  if (!extent) a.Fail("the extent must be an integer constant");
  if (extent->value() <= 0) {
    a.Fail(absl::StrCat("the extent must be positive, got ", extent->value()));
  }
  return std::make_shared<ArrayType>(extent->value(), dtype);
}

TypePtr DeduceGetElement(const ArgReader& a, const Attrs&) {
  auto array = ArrayArg(a, 0);
  RequireIntIndex(a, 1);
  return ScalarType::Get(array->dtype());
}

TypePtr DeduceUpdateElement(const ArgReader& a, const Attrs&) {
  auto array = ArrayArg(a, 0);
  RequireIntIndex(a, 1);
  const DataType value = a.Scalar(2)->dtype();
  const DataType element = array->dtype();
  // INDEX and the integer types mix; anything else must match exactly.
  const bool ok = value == element || (value == DataType::kIndex && IsInt(element)) ||
                  (element == DataType::kIndex && IsInt(value));
  if (!ok) {
    a.Fail(absl::StrCat("the value's dtype ", DataTypeName(value),
                        " does not match the array's dtype ", DataTypeName(element)));
  }
  return std::make_shared<ArrayType>(array->extent(), element);
}

void RegisterArrayOps() {
  OpDef("array.create", {"extent"}).Kwargs({"dtype"}).Deduce(DeduceCreate).Register();
  OpDef("array.get_element", {"array", "index"}).Deduce(DeduceGetElement).Register();
  OpDef("array.update_element", {"array", "index", "value"}).Deduce(DeduceUpdateElement).Register();
}

const bool kArrayOpsRegistered = (RegisterArrayOps(), true);

}  // namespace
}  // namespace ptoc::ir
