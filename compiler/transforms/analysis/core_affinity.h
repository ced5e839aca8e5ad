// Cube/vector classification of kernel statements (ExpandMixedKernel): an
// op's fixed affinity, else the memory space it produces or consumes
// (Mat/Left/Right/Acc/Bias => cube, Vec => vector).
#ifndef PTOC_COMPILER_TRANSFORMS_ANALYSIS_CORE_AFFINITY_H_
#define PTOC_COMPILER_TRANSFORMS_ANALYSIS_CORE_AFFINITY_H_

#include <optional>
#include <string>

#include "compiler/ir/stmt.h"

namespace ptoc::transforms {

enum class Affinity { kShared, kCube, kVector, kMixed };

// Mat/Left/Right/Acc/Bias are cube memory; Vec (and DDR) are not.
bool IsCubeMemorySpace(ir::MemorySpace space);
// The memory space of the first tile variable among `call`'s arguments.
std::optional<ir::MemorySpace> FirstTileArgSpace(const ir::CallPtr& call);
// The `target_memory` keyword argument of `call`, if any.
std::optional<ir::MemorySpace> TargetMemoryKwarg(const ir::CallPtr& call);

Affinity Combine(Affinity a, Affinity b);
Affinity CallAffinity(const ir::CallPtr& call);
// Combined affinity of every statement in `body`.
Affinity BodyAffinity(const ir::StmtPtr& body);

// The first tile.transpose in `body` that swaps the AIV split axis
// `split_dim` of a source whose extent there is not statically 1: halving
// that axis cannot be carried through the transpose. `result` is the name of
// the variable it defines ("" for a bare call).
struct SplitAxisTranspose {
  ir::CallPtr call;
  std::string result;
};
std::optional<SplitAxisTranspose> FindSplitAxisTranspose(const ir::StmtPtr& body, int split_dim);

}  // namespace ptoc::transforms

#endif  // PTOC_COMPILER_TRANSFORMS_ANALYSIS_CORE_AFFINITY_H_
