// The per-call `arg_directions` attribute written by DeriveCallDirections
// (`attrs={"arg_directions": [pl.adir.input, ...]}`) and read by later
// orchestration passes.
#ifndef PTOC_COMPILER_TRANSFORMS_ANALYSIS_ARG_DIRECTIONS_H_
#define PTOC_COMPILER_TRANSFORMS_ANALYSIS_ARG_DIRECTIONS_H_

#include <optional>
#include <vector>

#include "compiler/ir/attrs.h"
#include "compiler/ir/enums.h"
#include "compiler/ir/expr.h"

namespace ptoc::transforms {

inline constexpr char kArgDirectionsAttr[] = "arg_directions";
// Argument indices the user forced to NoDep (list of ints).
inline constexpr char kArgDirectionOverridesAttr[] = "arg_direction_overrides";

// The call's directions; nullopt when the attribute is absent or malformed.
std::optional<std::vector<ir::ArgDirection>> ReadArgDirections(const ir::Attrs& attrs);
// `attrs` with the attribute set (in place if present, appended otherwise).
ir::Attrs WithArgDirections(const ir::Attrs& attrs, const std::vector<ir::ArgDirection>& dirs);

}  // namespace ptoc::transforms

#endif  // PTOC_COMPILER_TRANSFORMS_ANALYSIS_ARG_DIRECTIONS_H_
