// SynthesizeAllReduceSignals: the reference gives host-level
// `pld.tensor.allreduce` calls without a signal tensor an explicit one.
// Distributed programs are not supported by ptoc: programs without allreduce
// are unchanged, programs with one are rejected.
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

ir::ProgramPtr SynthesizeAllReduceSignals(const ir::ProgramPtr& program) {
  ir::CallPtr call = FindCall(
      program, [](const ir::CallPtr& c) { return c->callee_name() == "pld.tensor.allreduce"; },
      [](const ir::FunctionPtr& f) { return MayCall(f, "pld.tensor.allreduce"); });
  if (call) ThrowUnsupported(call->span(), "distributed allreduce", "SynthesizeAllReduceSignals");
  return program;
}

}  // namespace ptoc::transforms
