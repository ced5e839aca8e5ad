// LowerPipelineLoops: replicates pl.pipeline(stage=F > 1) loop bodies.
// Not supported by ptoc yet: such loops are rejected, every other program is
// unchanged.
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(build/namespaces)

ir::ProgramPtr LowerPipelineLoops(const ir::ProgramPtr& program) {
  for (const auto& func : program->functions()) {
    if (!MayContain(func, ForKind::kPipeline)) continue;
    ForEachStmt(func->body(), [&](const StmtPtr& s) {
      auto loop = As<ForStmt>(s);
      if (!loop || loop->for_kind() != ForKind::kPipeline) return;
      const AttrValue* stages = loop->attrs().Find("pipeline_stages");
      if (stages && stages->kind() == AttrValue::Kind::kInt && stages->AsInt() <= 1) return;
      ThrowUnsupported(loop->span(), "pipelined loop", "LowerPipelineLoops");
    });
  }
  return program;
}

}  // namespace ptoc::transforms
