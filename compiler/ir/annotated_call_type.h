// When an annotated assignment's call takes the annotation's type.
//
// The DSL parser normally keeps the type a call deduces from its operands and
// gives the annotated type to the variable only. Where the annotation says
// more than deduction can -- the 2-D shape of an N-D load/create after
// FlattenTileNdTo2D, or a tile view (valid region, layouts, fractal) on a call
// that deduces none -- the call takes the annotated type too, as in the
// reference parser. Passes that retype a variable after its value
// (ConvertToSSA) then keep that information, and passes that build such
// assignments use the same rule so that print -> parse reproduces their IR.
#ifndef PTOC_COMPILER_IR_ANNOTATED_CALL_TYPE_H_
#define PTOC_COMPILER_IR_ANNOTATED_CALL_TYPE_H_

#include "compiler/ir/expr.h"
#include "compiler/ir/type.h"

namespace ptoc::ir {

// Whether `call`, whose deduced type is `deduced`, takes the type `annotated`
// of the variable it is assigned to.
bool CallTakesAnnotatedType(const Call& call, const TypePtr& deduced, const TypePtr& annotated);

}  // namespace ptoc::ir

#endif  // PTOC_COMPILER_IR_ANNOTATED_CALL_TYPE_H_
