// SplitVectorKernel: stamps split attributes on split_aiv kernels and
// replays unsplit mixed AIV bodies per lane on 910B. Neither is supported by
// ptoc yet: such programs are rejected, others are unchanged.
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(build/namespaces)

ir::ProgramPtr SplitVectorKernel(const ir::ProgramPtr& program) {
  for (const auto& func : program->functions()) {
    if (func->attrs().Has("split_aiv")) {
      ThrowUnsupported(func->span(), "split_aiv kernel", "SplitVectorKernel");
    }
  }
  auto call = FindCall(
      program,
      [](const CallPtr& c) {
        if (c->IsFunctionCall()) return false;
        const std::string& n = c->callee_name();
        return n.rfind("tile.tpush", 0) == 0 || n.rfind("tile.tpop", 0) == 0;
      },
      [](const FunctionPtr& f) {
        return MayCallPrefix(f, "tile.tpush") || MayCallPrefix(f, "tile.tpop");
      });
  if (call)
    ThrowUnsupported(call->span(), "cross-core pipe in a vector kernel", "SplitVectorKernel");
  return program;
}

}  // namespace ptoc::transforms
