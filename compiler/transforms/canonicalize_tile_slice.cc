// CanonicalizeTileSlice: turns tile.slice views that cannot stay zero-copy
// into tile.extract copies. ptoc does not rewrite slices yet: programs
// without tile.slice are unchanged, programs with one are rejected.
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(build/namespaces)

ir::ProgramPtr CanonicalizeTileSlice(const ir::ProgramPtr& program) {
  auto call = FindCall(
      program, [](const CallPtr& c) { return IsOpCall(c, "tile.slice"); },
      [](const FunctionPtr& f) { return MayCall(f, "tile.slice"); });
  if (call) ThrowUnsupported(call->span(), "tile.slice", "CanonicalizeTileSlice");
  return program;
}

}  // namespace ptoc::transforms
