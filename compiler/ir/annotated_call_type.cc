#include "compiler/ir/annotated_call_type.h"

#include "compiler/ir/structural_equal.h"

namespace ptoc::ir {

bool CallTakesAnnotatedType(const TypePtr& deduced, const TypePtr& annotated) {
  if (!As<TileType>(deduced) || !As<TileType>(annotated) || deduced == annotated) return false;
  return !StructuralEqual(deduced, annotated);
}

}  // namespace ptoc::ir
