// InlineFunctions. Splicing bodies of `FunctionType.Inline` functions into
// their call sites is not implemented yet: programs without Inline functions
// pass through unchanged, programs with one are rejected (never silently
// kept).
#include "compiler/base/status.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

ir::ProgramPtr InlineFunctions(const ir::ProgramPtr& program) {
  for (const auto& f : program->functions()) {
    if (f->func_type() == ir::FunctionType::kInline) {
      ThrowStatus(Unsupported(f->span(), "unsupported: Inline functions (InlineFunctions)"));
    }
  }
  return program;
}

}  // namespace ptoc::transforms
