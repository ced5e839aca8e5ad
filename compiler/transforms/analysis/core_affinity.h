// Cube/vector classification of kernel statements (ExpandMixedKernel): an
// op's fixed affinity, else the memory space it produces or consumes
// (Mat/Left/Right/Acc/Bias => cube, Vec => vector).
#ifndef PTOC_COMPILER_TRANSFORMS_ANALYSIS_CORE_AFFINITY_H_
#define PTOC_COMPILER_TRANSFORMS_ANALYSIS_CORE_AFFINITY_H_

#include "compiler/ir/stmt.h"

namespace ptoc::transforms {

enum class Affinity { kShared, kCube, kVector, kMixed };

Affinity Combine(Affinity a, Affinity b);
Affinity CallAffinity(const ir::CallPtr& call);
// Combined affinity of every statement in `body`.
Affinity BodyAffinity(const ir::StmtPtr& body);

}  // namespace ptoc::transforms

#endif  // PTOC_COMPILER_TRANSFORMS_ANALYSIS_CORE_AFFINITY_H_
