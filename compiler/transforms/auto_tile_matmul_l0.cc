// AutoTileMatmulL0: tiles matmuls whose operands do not fit the L0 buffers
// (910B: Left/Right 64 KiB, Acc 128 KiB). ptoc does not tile yet: matmuls
// that fit are left alone (as the reference does), oversized ones are
// rejected.
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(build/namespaces)

namespace {
int64_t TileBytes(const TypePtr& type) {
  auto tile = As<TileType>(type);
  if (!tile) return 0;
  auto n = StaticNumElements(tile->shape());
  return n ? StorageBytes(tile->dtype(), *n) : 0;
}
}  // namespace

ir::ProgramPtr AutoTileMatmulL0(const ir::ProgramPtr& program) {
  constexpr int64_t kL0AB = 64 * 1024;
  constexpr int64_t kL0C = 128 * 1024;
  auto call = FindCall(program, [&](const CallPtr& c) {
    if (c->IsFunctionCall()) return false;
    const std::string& n = c->callee_name();
    size_t lhs;
    if (n == "tile.matmul" || n == "tile.matmul_bias") {
      lhs = 0;
    } else if (n == "tile.matmul_acc") {
      lhs = 1;
    } else {
      return false;
    }
    if (c->args().size() < lhs + 2) return false;
    return TileBytes(c->args()[lhs]->type()) > kL0AB ||
           TileBytes(c->args()[lhs + 1]->type()) > kL0AB || TileBytes(c->type()) > kL0C;
  });
  if (call) ThrowUnsupported(call->span(), "matmul exceeding L0 capacity", "AutoTileMatmulL0");
  return program;
}

}  // namespace ptoc::transforms
