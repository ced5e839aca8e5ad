// Top-down MemRef retargeting shared by MaterializeSemanticAliases and
// MemoryReuse: pushes a carried buffer down the producer chain of a loop
// yield (through in-place ops, if phis and nested loop results), and
// coalesces an accumulator if-phi whose branches yield an in-place
// accumulator and a fresh seed onto the accumulator's buffer.
#ifndef PTOC_COMPILER_TRANSFORMS_ANALYSIS_RETARGET_H_
#define PTOC_COMPILER_TRANSFORMS_ANALYSIS_RETARGET_H_

#include <map>

#include "compiler/ir/stmt.h"
#include "compiler/ir/type.h"

namespace ptoc::transforms {

// Planned new types (with the target MemRef) of the variables to retype.
using RetypePlan = std::map<const ir::Var*, ir::TypePtr>;

// For every for-loop carry, the init/iter_arg buffer is pushed onto the
// yield's producers when they may write there and the buffer is dead between
// them and the yield.
RetypePlan PlanLoopCarryRetargets(const ir::StmtPtr& body);

// For every if whose branches yield an in-place accumulator (output aliasing
// its reused input) on one side and a branch-local seed producer on the other,
// both Acc, the seed is retyped onto the accumulator's buffer (no Acc->Acc
// move exists to reconcile them). Throws an internal error when a seed that
// qualifies refuses the retarget.
RetypePlan PlanAccumulatorIfPhiCoalescing(const ir::StmtPtr& body);

// Applies a plan; views whose input moved follow it onto the new buffer.
ir::StmtPtr ApplyRetypePlan(const ir::StmtPtr& body, RetypePlan plan);

}  // namespace ptoc::transforms

#endif  // PTOC_COMPILER_TRANSFORMS_ANALYSIS_RETARGET_H_
