// LowerCompositeOps: decomposes composite ops (tile.sin/cos, InCore
// collectives). ptoc does not decompose them yet: programs without composite
// ops pass through unchanged, programs with them are rejected.
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(build/namespaces)


ir::ProgramPtr LowerCompositeOps(const ir::ProgramPtr& program) {
  auto call = FindCall(program, [](const CallPtr& c) {
    if (c->IsFunctionCall()) return false;
    const std::string& n = c->callee_name();
    return n == "tile.sin" || n == "tile.cos" || n.rfind("pld.tensor.", 0) == 0;
  });
  if (call) ThrowUnsupported(call->span(), "composite op " + call->callee_name(), "LowerCompositeOps");
  return program;
}

}  // namespace ptoc::transforms
