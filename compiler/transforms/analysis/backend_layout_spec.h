// The tile layouts backend (PTO) instructions require of their operands: most
// elementwise ops read row-major tiles only. InferTileMemorySpace writes the
// layout on the moves it inserts in front of such an operand.
#ifndef PTOC_COMPILER_TRANSFORMS_ANALYSIS_BACKEND_LAYOUT_SPEC_H_
#define PTOC_COMPILER_TRANSFORMS_ANALYSIS_BACKEND_LAYOUT_SPEC_H_

#include <cstddef>
#include <string>

namespace ptoc::transforms {

// Operand `index` of op `op` must be a row-major tile.
bool RequiresRowMajorInput(const std::string& op, size_t index);

}  // namespace ptoc::transforms

#endif  // PTOC_COMPILER_TRANSFORMS_ANALYSIS_BACKEND_LAYOUT_SPEC_H_
