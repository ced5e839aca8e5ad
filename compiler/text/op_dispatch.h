// Tables for the DSL's op spellings: which `pl.<name>` short spellings
// dispatch on argument type (tensor vs tile, tensor-tensor vs tensor-scalar),
// which map to one fixed registry op, and the keyword defaults the DSL
// wrappers materialise.
#ifndef PTOC_COMPILER_TEXT_OP_DISPATCH_H_
#define PTOC_COMPILER_TEXT_OP_DISPATCH_H_

#include <optional>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "compiler/ir/attrs.h"
#include "compiler/ir/dtype.h"
#include "compiler/ir/expr.h"

namespace ptoc::text::internal {

// Registry op a fixed short spelling maps to ("load" -> "tile.load"), or
// empty if `name` is not one.
std::string FixedShortOp(absl::string_view name);

// Every `pl.<name>(...)` spelling that names an op (sorted).
std::vector<std::string> ShortOpNames();

// True when `pl.<name>(...)` is an op spelling of the DSL.
bool IsDslShortOp(absl::string_view name);

// For binary element-wise spellings ("add", "maximum", "and_"), the scalar
// variant's suffix name ("adds", "maximums", "ands"); empty otherwise.
std::string ScalarVariant(absl::string_view name);

// True when the op's scalar operand (argument 1) is re-typed to the element
// dtype of argument 0 if it is a bare integer literal.
bool RetypesScalarOperand(absl::string_view op);

// A scalar operand whose dtype the op itself fixes (tile.lrelu's slope is
// FP32, tile.sels's mode INT32): an untyped integer literal there takes it.
struct FixedScalar {
  size_t index;
  ir::DataType dtype;
};
std::optional<FixedScalar> FixedScalarOperand(absl::string_view op);

// `c`'s value as a constant of `dtype` (a float constant for a float dtype):
// how the DSL re-types an integer literal whose dtype an op or target decides.
ir::ExprPtr ConstOfDType(const ir::ConstInt& c, ir::DataType dtype);

// The signature of the DSL function spelled `spelling` after the module prefix ("load",
// "tile.load", "tensor.slice"): its positional-or-keyword parameters in order and its
// keyword-only ones without a default; null when unknown.
struct DslSignature {
  std::vector<std::string> positional;
  // How many of `positional` have no default (they come first).
  size_t required_positional = 0;
  std::vector<std::string> required_keywords;
};
const DslSignature* FindDslSignature(absl::string_view spelling);

// Canonical kwarg order and printed defaults used when the registry does not
// supply them.
struct KwargDefaults {
  std::vector<std::string> order;
  ir::Attrs defaults;
};
const KwargDefaults* BuiltinKwargDefaults(absl::string_view op);

}  // namespace ptoc::text::internal

#endif  // PTOC_COMPILER_TEXT_OP_DISPATCH_H_
