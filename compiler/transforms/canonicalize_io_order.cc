// CanonicalizeIOOrder: reorders pl.pipeline loop bodies (loads first) and
// demotes them to sequential loops. Not supported by ptoc yet: programs with
// pipeline loops are rejected, every other program is unchanged.
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(build/namespaces)

ir::ProgramPtr CanonicalizeIOOrder(const ir::ProgramPtr& program) {
  for (const auto& func : program->functions()) {
    if (!MayContain(func, ForKind::kPipeline)) continue;
    ForEachStmt(func->body(), [&](const StmtPtr& s) {
      auto loop = As<ForStmt>(s);
      if (loop && loop->for_kind() == ForKind::kPipeline) {
        ThrowUnsupported(loop->span(), "pipelined loop", "CanonicalizeIOOrder");
      }
    });
  }
  return program;
}

}  // namespace ptoc::transforms
