// When an annotated assignment's call takes the annotation's type.
//
// The DSL parser keeps the type a call deduces from its operands where the
// variable's annotated tile type says the same. Where they differ -- the 2-D
// shape of an N-D load/create after FlattenTileNdTo2D, a tile view (valid
// region, layouts, padding) or memory space other than the deduced one -- the
// call takes the variable's type too, as in the reference parser. Passes that
// retype a variable after its value (ConvertToSSA) then keep that
// information, and passes that build such assignments use the same rule so
// that print -> parse reproduces their IR.
#ifndef PTOC_COMPILER_IR_ANNOTATED_CALL_TYPE_H_
#define PTOC_COMPILER_IR_ANNOTATED_CALL_TYPE_H_

#include "compiler/ir/type.h"

namespace ptoc::ir {

// Whether a call whose deduced type is `deduced` takes the type `annotated` of
// the variable it is assigned to: both tile types, not structurally equal.
bool CallTakesAnnotatedType(const TypePtr& deduced, const TypePtr& annotated);

}  // namespace ptoc::ir

#endif  // PTOC_COMPILER_IR_ANNOTATED_CALL_TYPE_H_
