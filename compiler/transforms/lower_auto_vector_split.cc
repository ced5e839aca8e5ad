// LowerAutoVectorSplit: rewrites mixed cube/vector InCore kernels with a `split`
// hint, and kernels with split_aiv regions, into the explicit AIV-split form.
// Not supported by ptoc yet: such kernels are rejected. A pure vector or pure
// cube kernel with a `split` hint is left as it is, as in the reference
// (ExpandMixedKernel then drops the hint), and so is every other kernel.
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/transforms/analysis/core_affinity.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(build/namespaces)

ir::ProgramPtr LowerAutoVectorSplit(const ir::ProgramPtr& program) {
  for (const auto& func : program->functions()) {
    if (!IsInCoreLike(func->func_type())) continue;
    const AttrValue* split = func->attrs().Find("split");
    if (split && func->func_type() == FunctionType::kInCore && !func->attrs().Has("split_aiv")) {
      auto mode = split->AsEnum<SplitMode>();
      bool active = mode ? *mode != SplitMode::kNone
                         : (split->kind() == AttrValue::Kind::kInt && split->AsInt() != 0);
      if (active && BodyAffinity(func->body()) == Affinity::kMixed) {
        ThrowUnsupported(func->span(), "AIV split hint on a mixed cube/vector kernel",
                         "LowerAutoVectorSplit");
      }
    }
    if (!MayContain(func, ScopeKind::kSplitAiv)) continue;
    ForEachStmt(func->body(), [&](const StmtPtr& s) {
      auto scope = As<ScopeStmt>(s);
      if (scope && scope->scope_kind() == ScopeKind::kSplitAiv) {
        ThrowUnsupported(s->span(), "split_aiv region", "LowerAutoVectorSplit");
      }
    });
  }
  return program;
}

}  // namespace ptoc::transforms
