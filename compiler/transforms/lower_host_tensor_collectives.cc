// LowerHostTensorCollectives: the reference rewrites host-level tensor
// collectives (allreduce, barrier, broadcast, reduce_scatter, allgather,
// all_to_all(_v)) into internal chip dispatches. Not supported by ptoc:
// programs without them are unchanged, programs with them are rejected.
#include <string>

#include "absl/strings/match.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

ir::ProgramPtr LowerHostTensorCollectives(const ir::ProgramPtr& program) {
  ir::CallPtr call = FindCall(
      program,
      [](const ir::CallPtr& c) {
        const std::string& n = c->callee_name();
        return n == "pld.tensor.allreduce" || n == "pld.tensor.barrier" ||
               n == "pld.tensor.broadcast" || n == "pld.tensor.reduce_scatter" ||
               n == "pld.tensor.allgather" || absl::StartsWith(n, "pld.tensor.all_to_all");
      },
      [](const ir::FunctionPtr& f) { return MayCallPrefix(f, "pld.tensor."); });
  if (call) {
    ThrowUnsupported(call->span(), "host tensor collective " + call->callee_name(),
                     "LowerHostTensorCollectives");
  }
  return program;
}

}  // namespace ptoc::transforms
