// The last step of ExpandMixedKernel: hand-written mixed Groups get the
// runtime's one-shared-payload calling convention.
//
// Both members of a mixed Group (its first AIC and first AIV callee) run on
// one task payload, so each must take the Group's full parameter list, in
// order. Members that take a subset are rebuilt on the Group's parameters; a
// member pair called from nowhere else is rewritten in place, a pair that is
// shared gets Group-private copies (`<group>_aic_adapter`,
// `<group>_aiv_adapter`). On backends whose no-split cross-core pipes need
// both vector lanes, an AIV member that moves tiles across cores without a
// split is marked `dual_aiv_dispatch`, as ExpandMixedKernel does for the
// kernels it splits itself.
#ifndef PTOC_COMPILER_TRANSFORMS_ANALYSIS_GROUP_ABI_H_
#define PTOC_COMPILER_TRANSFORMS_ANALYSIS_GROUP_ABI_H_

#include <vector>

#include "compiler/ir/function.h"

namespace ptoc::transforms {

// `functions` with every mixed Group normalized as described above; the
// functions are returned unchanged (the same objects) when no Group needs it.
// `dual_aiv_dispatch_for_no_split` tells whether the target needs both AIV
// lanes for no-split cross-core transfers.
std::vector<ir::FunctionPtr> NormalizeHandWrittenGroupAbis(std::vector<ir::FunctionPtr> functions,
                                                           bool dual_aiv_dispatch_for_no_split);

}  // namespace ptoc::transforms

#endif  // PTOC_COMPILER_TRANSFORMS_ANALYSIS_GROUP_ABI_H_
