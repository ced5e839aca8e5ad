// StampTfreeSplit: copies split/id of cross-core tpops onto their tfrees.
// Cross-core pipes are not supported by ptoc yet: programs with tfree ops
// are rejected, others are unchanged.
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(build/namespaces)

ir::ProgramPtr StampTfreeSplit(const ir::ProgramPtr& program) {
  auto call = FindCall(
      program,
      [](const CallPtr& c) {
        return IsOpCall(c, "system.tfree_to_aic") || IsOpCall(c, "system.tfree_to_aiv");
      },
      [](const FunctionPtr& f) {
        return MayCall(f, "system.tfree_to_aic") || MayCall(f, "system.tfree_to_aiv");
      });
  if (call) ThrowUnsupported(call->span(), "cross-core tfree", "StampTfreeSplit");
  return program;
}

}  // namespace ptoc::transforms
