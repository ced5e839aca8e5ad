// LegalizeTileCast: bridges tile.cast pairs the backend cannot convert in
// one instruction. ptoc has no per-backend conversion tables yet; casts
// involving the narrow float formats (the only non-native pairs of the
// supported backends) are rejected, every other program is unchanged.
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(build/namespaces)

ir::ProgramPtr LegalizeTileCast(const ir::ProgramPtr& program) {
  auto exotic = [](DataType t) {
    return t == DataType::kFP4 || t == DataType::kFP8E4M3FN || t == DataType::kFP8E5M2 ||
           t == DataType::kFP8E8M0 || t == DataType::kHF4 || t == DataType::kHF8 ||
           t == DataType::kInt4 || t == DataType::kUInt4;
  };
  auto call = FindCall(
      program,
      [&](const CallPtr& c) {
        if (!IsOpCall(c, "tile.cast") || c->args().empty()) return false;
        auto src = TileTypeOf(c->args()[0]);
        auto dst = As<TileType>(c->type());
        return (src && exotic(src->dtype())) || (dst && exotic(dst->dtype()));
      },
      [](const FunctionPtr& f) { return MayCall(f, "tile.cast"); });
  if (call) ThrowUnsupported(call->span(), "non-native tile.cast chain", "LegalizeTileCast");
  return program;
}

}  // namespace ptoc::transforms
