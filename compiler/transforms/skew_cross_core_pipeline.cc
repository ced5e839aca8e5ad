// SkewCrossCorePipeline: software-pipelines cross-core pl.pipeline loops.
// Not supported by ptoc yet: pipeline loops containing tpush/tpop are
// rejected, every other program is unchanged.
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(build/namespaces)

ir::ProgramPtr SkewCrossCorePipeline(const ir::ProgramPtr& program) {
  for (const auto& func : program->functions()) {
    if (!MayContain(func, ForKind::kPipeline)) continue;
    ForEachStmt(func->body(), [&](const StmtPtr& s) {
      auto loop = As<ForStmt>(s);
      if (!loop || loop->for_kind() != ForKind::kPipeline) return;
      ForEachCall(loop->body(), [&](const CallPtr& c) {
        if (c->IsFunctionCall()) return;
        const std::string& n = c->callee_name();
        if (n.rfind("tile.tpush", 0) == 0 || n.rfind("tile.tpop", 0) == 0) {
          ThrowUnsupported(loop->span(), "cross-core pipeline loop", "SkewCrossCorePipeline");
        }
      });
    });
  }
  return program;
}

}  // namespace ptoc::transforms
