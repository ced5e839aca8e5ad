#include "compiler/transforms/analysis/core_affinity.h"

#include <unordered_set>

#include "compiler/ir/op_registry.h"
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/transforms/analysis/transform_utils.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(google-build-using-namespace)

bool IsCubeMemorySpace(MemorySpace s) { return s != MemorySpace::kDDR && s != MemorySpace::kVec; }

std::optional<MemorySpace> FirstTileArgSpace(const CallPtr& call) {
  for (const auto& arg : call->args()) {
    if (!As<Var>(arg)) continue;
    if (auto tile = TileTypeOf(arg)) return tile->memory_space();
  }
  return std::nullopt;
}

std::optional<MemorySpace> TargetMemoryKwarg(const CallPtr& call) {
  const AttrValue* v = call->kwargs().Find("target_memory");
  return v ? v->AsEnum<MemorySpace>() : std::nullopt;
}

namespace {

Affinity FromSpace(MemorySpace s) {
  return IsCubeMemorySpace(s) ? Affinity::kCube : Affinity::kVector;
}

}  // namespace

Affinity Combine(Affinity a, Affinity b) {
  if (a == Affinity::kShared) return b;
  if (b == Affinity::kShared || a == b) return a;
  return Affinity::kMixed;
}

Affinity CallAffinity(const CallPtr& call) {
  if (call->IsFunctionCall()) return Affinity::kShared;
  const OpInfo* info = OpRegistry::Global().Find(call->callee_name());
  if (!info) return Affinity::kShared;
  switch (info->affinity) {
    case CoreAffinity::kCube:
      return Affinity::kCube;
    case CoreAffinity::kVector:
      return Affinity::kVector;
    case CoreAffinity::kShared:
      return Affinity::kShared;
    case CoreAffinity::kDerived:
      break;
  }
  const std::string& name = call->callee_name();
  if (name == "tile.move") {
    auto src = FirstTileArgSpace(call);
    auto dst = TargetMemoryKwarg(call);
    if (src && dst && IsCubeMemorySpace(*src) != IsCubeMemorySpace(*dst)) return Affinity::kMixed;
    return src ? FromSpace(*src) : Affinity::kVector;
  }
  if (name == "tile.aiv_shard" || name == "tile.aic_gather" || name == "tensor.aiv_shard" ||
      name == "tensor.aic_gather") {
    return Affinity::kMixed;
  }
  // A barrier runs on the cores its core_type names (both forms; the soft form's
  // first operand tile does not decide it): "mix" is on both lanes.
  if (name == "system.syncall") {
    const AttrValue* v = call->kwargs().Find("core_type");
    if (v && v->kind() == AttrValue::Kind::kString) {
      if (v->AsString() == "aic_only") return Affinity::kCube;
      if (v->AsString() == "aiv_only") return Affinity::kVector;
    }
    return Affinity::kShared;
  }
  // Explicit cross-core events: in a mixed kernel `core_type` keeps the set or
  // wait on the one lane it names; without it they run on both.
  if (name == "system.sync_set" || name == "system.sync_wait") {
    const AttrValue* v = call->kwargs().Find("core_type");
    if (v && v->kind() == AttrValue::Kind::kString) {
      if (v->AsString() == "aic") return Affinity::kCube;
      if (v->AsString() == "aiv") return Affinity::kVector;
    }
    return Affinity::kShared;
  }
  std::optional<MemorySpace> out;
  if (info->output_memory == OutputMemoryRule::kFixed) {
    out = info->fixed_output_memory;
  } else if (info->output_memory == OutputMemoryRule::kFromKwarg) {
    out = TargetMemoryKwarg(call);
    if (!out) out = info->fixed_output_memory;
  }
  if (out) return FromSpace(*out);
  if (auto in = FirstTileArgSpace(call)) return FromSpace(*in);
  return Affinity::kShared;
}

Affinity BodyAffinity(const StmtPtr& body) {
  Affinity result = Affinity::kShared;
  ForEachStmt(body, [&](const StmtPtr& s) {
    CallPtr call;
    if (auto assign = As<AssignStmt>(s)) call = As<Call>(assign->value());
    if (auto eval = As<EvalStmt>(s)) call = As<Call>(eval->expr());
    if (call) result = Combine(result, CallAffinity(call));
  });
  return result;
}

std::optional<SplitAxisTranspose> FindSplitAxisTranspose(const StmtPtr& body, int split_dim) {
  std::optional<SplitAxisTranspose> found;
  ForEachStmt(body, [&](const StmtPtr& s) {
    if (found) return;
    CallPtr call;
    std::string result;
    if (auto assign = As<AssignStmt>(s)) {
      call = As<Call>(assign->value());
      result = assign->var()->name_hint();
    } else if (auto eval = As<EvalStmt>(s)) {
      call = As<Call>(eval->expr());
    }
    if (!call || call->IsFunctionCall() || call->callee_name() != "tile.transpose" ||
        call->args().empty()) {
      return;
    }
    auto src = TileTypeOf(call->args()[0]);
    if (!src || split_dim < 0 || split_dim >= static_cast<int>(src->rank())) return;
    // Axes that are not constants may swap the split axis.
    bool swaps = true;
    if (call->args().size() >= 3) {
      auto a0 = As<ConstInt>(call->args()[1]);
      auto a1 = As<ConstInt>(call->args()[2]);
      if (a0 && a1) swaps = a0->value() == split_dim || a1->value() == split_dim;
    }
    if (!swaps) return;
    auto extent = As<ConstInt>(src->shape()[split_dim]);
    if (extent && extent->value() == 1) return;
    found = SplitAxisTranspose{call, result};
  });
  return found;
}

}  // namespace ptoc::transforms
