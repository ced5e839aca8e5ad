// Static window externalisation, the last step of OptimizeOrchTensors: a
// kernel marked `windowize` that provably touches only a local window of a
// tensor parameter gets a `<name>__windowed` clone with narrowed parameter
// types and window-relative offsets, and its orchestration call sites pass
// explicit tensor.slice windows (outputs are assembled back into the parent).
#ifndef PTOC_COMPILER_TRANSFORMS_ANALYSIS_WINDOW_EXTERNALIZATION_H_
#define PTOC_COMPILER_TRANSFORMS_ANALYSIS_WINDOW_EXTERNALIZATION_H_

#include "compiler/ir/function.h"

namespace ptoc::transforms {

// True when some InCore/AIC/AIV function carries `windowize=True`.
bool HasWindowizeKernel(const ir::ProgramPtr& program);

// Applies the rewrite. Shapes the rewrite would handle but this
// implementation does not (aggregate window loops, symbolic window strides,
// ...) are rejected with "unsupported: ... (OptimizeOrchTensors)".
ir::ProgramPtr ExternalizeWindows(const ir::ProgramPtr& program);

}  // namespace ptoc::transforms

#endif  // PTOC_COMPILER_TRANSFORMS_ANALYSIS_WINDOW_EXTERNALIZATION_H_
