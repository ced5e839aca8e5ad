#include "compiler/ir/annotated_call_type.h"

#include "compiler/ir/structural_equal.h"

namespace ptoc::ir {

bool CallTakesAnnotatedType(const Call& call, const TypePtr& deduced, const TypePtr& annotated) {
  auto ded_tile = As<TileType>(deduced);
  auto ann_tile = As<TileType>(annotated);
  if (!ded_tile || !ann_tile || deduced == annotated) return false;
  const bool flattened = !call.IsFunctionCall() && ded_tile->rank() > 2 && ann_tile->rank() <= 2 &&
                         (call.callee_name() == "tile.load" || call.callee_name() == "tile.create");
  if (flattened) return true;
  return !StructuralEqual(deduced, annotated);
}

}  // namespace ptoc::ir
