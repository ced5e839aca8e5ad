// InjectGMPipeBuffer: on 910B, gives every function that initialises a
// cross-core pipe (and its callers) a GM pipe buffer parameter. Cross-core
// pipes are not supported by ptoc yet: programs initialising one are
// rejected, others are unchanged.
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(build/namespaces)

ir::ProgramPtr InjectGMPipeBuffer(const ir::ProgramPtr& program) {
  auto call = FindCall(
      program,
      [](const CallPtr& c) {
        return IsOpCall(c, "system.aic_initialize_pipe") ||
               IsOpCall(c, "system.aiv_initialize_pipe");
      },
      [](const FunctionPtr& f) {
        return MayCall(f, "system.aic_initialize_pipe") || MayCall(f, "system.aiv_initialize_pipe");
      });
  if (call) ThrowUnsupported(call->span(), "cross-core pipe", "InjectGMPipeBuffer");
  return program;
}

}  // namespace ptoc::transforms
