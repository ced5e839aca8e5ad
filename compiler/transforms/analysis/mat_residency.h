// Loop-invariant Mat residency, the last phase of InferTileMemorySpace: once
// every tile has a memory space, a compiler-generated GM -> Mat matmul operand
// load (and its Mat -> Left/Right staging) that does not change across the
// iterations of a sequential loop is moved in front of the loop, so the
// operand is loaded once and stays resident. Afterwards the private
// tensor->tile Mat-bridge marker attr is removed from every call.
#ifndef PTOC_COMPILER_TRANSFORMS_ANALYSIS_MAT_RESIDENCY_H_
#define PTOC_COMPILER_TRANSFORMS_ANALYSIS_MAT_RESIDENCY_H_

#include "compiler/ir/function.h"

namespace ptoc::transforms {

// The call attr ConvertTensorToTileOps puts on the GM -> Mat loads it creates.
inline constexpr char kMatBridgeAttr[] = "__compiler_tensor_to_tile_mat_bridge";

// Hoists eligible operand chains of InCore functions (capacities of the
// current SoC) and strips kMatBridgeAttr program-wide.
ir::ProgramPtr ApplyLoopInvariantMatResidency(const ir::ProgramPtr& program);

}  // namespace ptoc::transforms

#endif  // PTOC_COMPILER_TRANSFORMS_ANALYSIS_MAT_RESIDENCY_H_
