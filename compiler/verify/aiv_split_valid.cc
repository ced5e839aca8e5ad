// AivSplitValid verifier: the rules of pl.split_aiv regions (a kernel body
// run by both AIV lanes, each on half of the tiles along the split axis):
//   - inside a data-parallel region (mode UP_DOWN: axis 0, LEFT_RIGHT: axis
//     1) no cube op (it needs the whole tile; the cube/vector classification
//     is ExpandMixedKernel's) and no reduction over the split axis (each lane
//     would hold a partial result: tile.row_* reduce the last axis, tile.col_*
//     axis 0);
//   - the boundary ops aiv_shard / aic_gather only inside a data-parallel
//     region (a task-parallel region, mode NONE, has no axis to shard), and
//     their tile forms move a cube result (Acc) to the vector lane (Vec) and
//     a vector result (Vec) back to the cube (Mat).
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compiler/ir/visitor.h"
#include "compiler/transforms/analysis/core_affinity.h"
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "AivSplitValid";
constexpr int kNoRegion = -2;      // outside every split_aiv region
constexpr int kTaskParallel = -1;  // mode NONE

bool IsBoundaryOp(const std::string& name) {
  return name == "tile.aiv_shard" || name == "tile.aic_gather" || name == "tensor.aiv_shard" ||
         name == "tensor.aic_gather";
}

// The axis a reduction collapses, or nullopt for other ops.
std::optional<int> ReducedAxis(const ir::CallPtr& call) {
  const std::string name = CalleeName(call);
  for (const char* suffix : {"sum", "max", "min", "prod", "argmax", "argmin"}) {
    if (name == absl::StrCat("tile.row_", suffix)) {
      auto tile = call->args().empty() || call->args()[0] == nullptr
                      ? nullptr
                      : ir::As<ir::TileType>(call->args()[0]->type());
      return tile ? static_cast<int>(tile->shape().size()) - 1 : 1;
    }
    if (name == absl::StrCat("tile.col_", suffix)) return 0;
  }
  return std::nullopt;
}

std::optional<ir::MemorySpace> TileSpace(const ir::TypePtr& type) {
  auto tile = ir::As<ir::TileType>(type);
  if (tile == nullptr) return std::nullopt;
  return tile->memory_space();
}

class SplitRegionChecker : public ir::IRVisitor {
 public:
  explicit SplitRegionChecker(std::vector<Diagnostic>* out) : out_(out) {}

  void VisitScope(const ir::ScopeStmtPtr& s) override {
    if (s->scope_kind() != ir::ScopeKind::kSplitAiv) {
      ir::IRVisitor::VisitScope(s);
      return;
    }
    const int outer = axis_;
    switch (s->fields().split) {
      case ir::SplitMode::kNone:
        axis_ = kTaskParallel;
        break;
      case ir::SplitMode::kUpDown:
        axis_ = 0;
        break;
      case ir::SplitMode::kLeftRight:
        axis_ = 1;
        break;
    }
    ir::IRVisitor::VisitScope(s);
    axis_ = outer;
  }

  void VisitCall(const ir::CallPtr& call) override {
    if (call->op() != nullptr && !call->IsFunctionCall()) Check(call);
    ir::IRVisitor::VisitCall(call);
  }
  void VisitType(const ir::TypePtr&) override {}

 private:
  void Check(const ir::CallPtr& call) {
    const std::string name = CalleeName(call);
    const bool boundary = IsBoundaryOp(name);
    if (axis_ == kNoRegion) {
      if (boundary) {
        Error(call, "'" + name +
                        "' must appear inside a pl.split_aiv region (it marks the AIV-split "
                        "boundary and is only meaningful there).");
      }
      return;
    }
    if (axis_ == kTaskParallel) {
      if (boundary) {
        Error(call, "'" + name +
                        "' cannot appear inside a task-parallel pl.split_aiv region "
                        "(mode=pl.SplitMode.NONE): there is no split axis to shard / gather. Use "
                        "mode=pl.SplitMode.UP_DOWN / LEFT_RIGHT for data-parallel halving "
                        "instead.");
      }
      return;
    }
    if (!boundary && transforms::CallAffinity(call) == transforms::Affinity::kCube) {
      Error(call, "cube op '" + name +
                      "' inside a pl.split_aiv region cannot be vector-split (each AIV lane holds "
                      "only half the tile); move it outside the region, or gather the lanes back "
                      "to a full tile (tile.aic_gather) first.");
    }
    if (std::optional<int> reduced = ReducedAxis(call); reduced && *reduced == axis_) {
      Error(call, absl::StrCat("reduce op '", name, "' reduces over the split axis (dim ", axis_,
                               ") inside a pl.split_aiv region, producing a partial reduction; "
                               "reduce the non-split axis, or gather the lanes back "
                               "(tile.aic_gather) before reducing."));
    }
    if (name == "tile.aiv_shard") {
      CheckBoundaryMemory(
          call, {ir::MemorySpace::kAcc, ir::MemorySpace::kVec, "cube", "half to the vector",
                 " Only a cube-produced value reaches the vector lane through this boundary: Acc "
                 "is the matmul result the c2v pipe can push. A Vec operand is vector-produced "
                 "(pl.load / pl.full) and already lives on the AIV lane; drop the pl.aiv_shard and "
                 "let the implicit affinity-gated split halve it. A Mat operand is not a "
                 "supported producer pipe; move it through a pl.matmul, or load it on the vector "
                 "lane instead."});
    } else if (name == "tile.aic_gather") {
      CheckBoundaryMemory(
          call, {ir::MemorySpace::kVec, ir::MemorySpace::kMat, "vector", "full tile to the cube",
                 " Gather the value only after it has been computed by vector "
                 "ops on the AIV lane."});
    }
  }

  // The lane each side of a boundary op lives on, in the reference's words.
  struct BoundaryContract {
    ir::MemorySpace operand;
    ir::MemorySpace result;
    const char* producer;
    const char* delivery;
    const char* operand_hint;
  };

  void CheckBoundaryMemory(const ir::CallPtr& call, const BoundaryContract& contract) {
    const std::string name = CalleeName(call);
    if (!call->args().empty() && call->args()[0] != nullptr) {
      std::optional<ir::MemorySpace> in = TileSpace(call->args()[0]->type());
      if (in && *in != contract.operand) {
        Error(call, absl::StrCat("'", name, "' operand is in ", MemorySpaceName(*in),
                                 ", but it transfers a ", contract.producer,
                                 "-produced value across the cross-core boundary and requires ",
                                 MemorySpaceName(contract.operand), ".", contract.operand_hint));
      }
    }
    std::optional<ir::MemorySpace> out = TileSpace(call->type());
    if (out && *out != contract.result) {
      Error(call, absl::StrCat("'", name, "' result is in ", MemorySpaceName(*out),
                               ", but it delivers its ", contract.delivery, " lane and must be ",
                               MemorySpaceName(contract.result),
                               " (the memory ExpandMixedKernel pops it into)."));
    }
  }

  void Error(const ir::CallPtr& call, std::string message) {
    out_->push_back(MakeError(kRule, 0, std::move(message), call->span()));
  }

  std::vector<Diagnostic>* out_;
  int axis_ = kNoRegion;  // split axis of the innermost enclosing region
};

void VerifyAivSplitValid(const ir::FunctionPtr& f, std::vector<Diagnostic>* out) {
  if (f->body() != nullptr) SplitRegionChecker(out).VisitStmt(f->body());
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(aiv_split_valid,
                                MakeFunctionLocalVerifier("AivSplitValid",
                                                          pass::IRProperty::kAivSplitValid,
                                                          VerifyAivSplitValid));

}  // namespace ptoc::verify
