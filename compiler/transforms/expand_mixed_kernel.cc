// ExpandMixedKernel: every InCore kernel becomes an AIC (pure cube) or AIV
// (pure vector or shared-only) function. Splitting a mixed kernel into an
// AIC/AIV pair with cross-core pipes is not supported yet and is rejected.
#include "compiler/transforms/analysis/core_affinity.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(build/namespaces)

ir::ProgramPtr ExpandMixedKernel(const ir::ProgramPtr& program) {
  std::vector<FunctionPtr> functions;
  bool changed = false;
  for (const auto& func : program->functions()) {
    if (func->func_type() != FunctionType::kInCore) {
      functions.push_back(func);
      continue;
    }
    Affinity affinity = BodyAffinity(func->body());
    if (affinity == Affinity::kMixed) {
      ThrowUnsupported(func->span(), "mixed cube/vector kernel", "ExpandMixedKernel");
    }
    auto fields = func->fields();
    bool cube = affinity == Affinity::kCube;
    fields.func_type = cube ? FunctionType::kAIC : FunctionType::kAIV;
    fields.level = cube ? Level::kAIC : Level::kAIV;
    fields.role = Role::kSubWorker;
    fields.attrs = fields.attrs.Without("split");
    functions.push_back(func->WithFields(std::move(fields)));
    changed = true;
  }
  return changed ? RebuildProgram(program, std::move(functions)) : program;
}

}  // namespace ptoc::transforms
