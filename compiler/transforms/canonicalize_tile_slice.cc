// CanonicalizeTileSlice: a tile.slice stays a zero-copy view unless its
// consumer cannot read one. ptoc does not yet rewrite those consumers (the
// reference turns Mat slices feeding a matmul or tile.extract into extracts,
// and gives tile.col_expand_* operands their own copy): a program with such a
// slice is rejected; every other slice is left as it is, as in the reference.
#include <string>

#include "absl/container/flat_hash_set.h"
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(build/namespaces)

namespace {

bool NeedsRewrite(const std::string& consumer) {
  return consumer == "tile.extract" || consumer.rfind("tile.matmul", 0) == 0 ||
         consumer.rfind("tile.col_expand", 0) == 0;
}

}  // namespace

ir::ProgramPtr CanonicalizeTileSlice(const ir::ProgramPtr& program) {
  for (const FunctionPtr& f : program->functions()) {
    if (!f->body() || !MayCall(f, "tile.slice")) continue;
    // Slice results, and whether one is read by a consumer that needs a copy.
    absl::flat_hash_set<const Var*> slices;
    ForEachStmt(f->body(), [&](const StmtPtr& s) {
      auto assign = As<AssignStmt>(s);
      if (!assign || !IsOpCall(assign->value(), "tile.slice")) return;
      auto tile = As<TileType>(assign->var()->type());
      if (tile && tile->memory_space() == std::optional<MemorySpace>(MemorySpace::kMat)) {
        ThrowUnsupported(assign->span(), "tile.slice of a Mat tile", "CanonicalizeTileSlice");
      }
      slices.insert(assign->var().get());
    });
    if (slices.empty()) continue;
    ForEachCall(f->body(), [&](const CallPtr& call) {
      if (!call->op() || !NeedsRewrite(call->op()->name())) return;
      for (const ExprPtr& arg : call->args()) {
        auto var = As<Var>(arg);
        if (var && slices.contains(var.get())) {
          ThrowUnsupported(call->span(), "tile.slice read by " + call->op()->name(),
                           "CanonicalizeTileSlice");
        }
      }
    });
  }
  return program;
}

}  // namespace ptoc::transforms
