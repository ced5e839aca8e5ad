// LowerAutoVectorSplit: rewrites kernels with a `split` hint or split_aiv
// regions into the explicit AIV-split form. Not supported by ptoc yet:
// kernels using the feature are rejected, others are unchanged.
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(build/namespaces)

ir::ProgramPtr LowerAutoVectorSplit(const ir::ProgramPtr& program) {
  for (const auto& func : program->functions()) {
    if (!IsInCoreLike(func->func_type())) continue;
    if (const AttrValue* split = func->attrs().Find("split")) {
      auto mode = split->AsEnum<SplitMode>();
      bool active = mode ? *mode != SplitMode::kNone
                         : (split->kind() == AttrValue::Kind::kInt && split->AsInt() != 0);
      if (active) ThrowUnsupported(func->span(), "AIV split hint", "LowerAutoVectorSplit");
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
