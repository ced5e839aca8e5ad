// MaterializeSemanticAliases: a loop accumulator must live in one buffer, so
// for every for-loop carry the init/iter_arg MemRef is pushed down the yield's
// producer chain (through in-place ops, if phis and nested loop results):
// producers that may write anywhere are retyped onto the carried buffer when
// that buffer is dead between them and the loop's yield.
#include <vector>

#include "compiler/transforms/analysis/memref_utils.h"
#include "compiler/transforms/analysis/retarget.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

ir::FunctionPtr MaterializeSemanticAliasesInFunction(const ir::FunctionPtr& func) {
  if (func->func_type() == ir::FunctionType::kOrchestration || !func->body()) return func;
  RetypePlan plan = PlanLoopCarryRetargets(func->body());
  if (plan.empty()) return func;
  ir::StmtPtr body = memref::SyncFlattenedCallTypes(ApplyRetypePlan(func->body(), std::move(plan)));
  if (body == func->body()) return func;
  return func->WithBody(body);
}

ir::ProgramPtr MaterializeSemanticAliases(const ir::ProgramPtr& program) {
  return ir::MapFunctions(program, MaterializeSemanticAliasesInFunction);
}

}  // namespace ptoc::transforms
