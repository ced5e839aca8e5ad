// The per-lane halving of LowerAutoVectorSplit, shared with SplitVectorKernel
// for hand-written split kernels.
#ifndef PTOC_COMPILER_TRANSFORMS_LOWER_AUTO_VECTOR_SPLIT_H_
#define PTOC_COMPILER_TRANSFORMS_LOWER_AUTO_VECTOR_SPLIT_H_

#include "compiler/ir/function.h"
#include "compiler/ir/stmt.h"

namespace ptoc::transforms {

// The body of a standalone (not `split_aiv`) AIV or AIC kernel whose cross-core
// split is `mode` (UP_DOWN or LEFT_RIGHT), per lane as the reference's
// SplitVectorKernel makes it: an AIV body gets `subblock_idx =
// tile.get_subblock_idx()` and every vector statement halved along the split
// axis (loads and stores at the lane's offset, pops from the cube halved,
// pipe ops stamped `split=`); an AIC body only has its pipe ops stamped.
ir::StmtPtr HalveStandaloneSplitKernel(const ir::FunctionPtr& func, ir::SplitMode mode);

}  // namespace ptoc::transforms

#endif  // PTOC_COMPILER_TRANSFORMS_LOWER_AUTO_VECTOR_SPLIT_H_
