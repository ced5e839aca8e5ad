// MaterializeDistTensorCtx: the reference adds an explicit communication
// context parameter / argument for every distributed tensor parameter and call.
// Distributed tensors are not supported by ptoc: programs using distributed
// ops (`pld.*`) are rejected, all others are unchanged.
#include "absl/strings/match.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

ir::ProgramPtr MaterializeDistTensorCtx(const ir::ProgramPtr& program) {
  ir::CallPtr call = FindCall(
      program, [](const ir::CallPtr& c) { return absl::StartsWith(c->callee_name(), "pld."); },
      [](const ir::FunctionPtr& f) { return MayCallPrefix(f, "pld."); });
  if (call) ThrowUnsupported(call->span(), "distributed tensors", "MaterializeDistTensorCtx");
  return program;
}

}  // namespace ptoc::transforms
