// SkewCrossCorePipeline: a pl.pipeline loop whose body (its top-level
// statements) both pushes to and pops from the peer core is cross-core: it
// must leave this pass as a sequential loop (LowerPipelineLoops and
// CanonicalizeIOOrder handle same-core stages only). ptoc demotes such a loop
// (kind sequential, pipeline_stages dropped) where the reference does: with
// stage=1, with dynamic bounds, or with fewer than two iterations. A loop the
// reference would software-pipeline (a producer running iterations ahead of
// its consumer half) is not supported yet and rejected. Other pipeline loops
// are left for LowerPipelineLoops.
#include <optional>
#include <string>
#include <vector>

#include "compiler/ir/mutator.h"
#include "compiler/transforms/analysis/stmt_clone.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(build/namespaces)

namespace {

constexpr char kPassName[] = "SkewCrossCorePipeline";
constexpr char kStagesAttr[] = "pipeline_stages";

CallPtr CallOf(const StmtPtr& s) {
  if (auto assign = As<AssignStmt>(s)) return As<Call>(assign->value());
  if (auto eval = As<EvalStmt>(s)) return As<Call>(eval->expr());
  return nullptr;
}

bool IsOp(const CallPtr& call, const char* a, const char* b) {
  return call && !call->IsFunctionCall() && (call->callee_name() == a || call->callee_name() == b);
}

// Both a tpush and a tpop among the body's top-level statements.
bool HasCrossCorePair(const StmtPtr& body) {
  bool push = false, pop = false;
  for (const StmtPtr& s : StmtList(body)) {
    CallPtr call = CallOf(s);
    push |= IsOp(call, "tile.tpush_to_aiv", "tile.tpush_to_aic");
    pop |= IsOp(call, "tile.tpop_from_aiv", "tile.tpop_from_aic");
  }
  return push && pop;
}

class Skewer : public IRMutator {
 public:
  StmtPtr MutateFor(const ForStmtPtr& loop) override {
    const AttrValue* stages = loop->attrs().Find(kStagesAttr);
    if (loop->for_kind() != ForKind::kPipeline || !stages ||
        stages->kind() != AttrValue::Kind::kInt) {
      return IRMutator::MutateFor(loop);
    }
    StmtPtr visited = IRMutator::MutateFor(loop);
    auto rebuilt = As<ForStmt>(visited);
    if (!rebuilt || !HasCrossCorePair(rebuilt->body())) return visited;
    if (stages->AsInt() > 1) {
      std::optional<int64_t> step = ConstIntValue(rebuilt->step());
      if (!step || *step == 0) {
        ThrowUnsupported(loop->span(), "cross-core pipeline loop with a non-constant step",
                         kPassName);
      }
      std::optional<int64_t> start = ConstIntValue(rebuilt->start());
      std::optional<int64_t> stop = ConstIntValue(rebuilt->stop());
      if (start && stop) {
        int64_t trip = 0;
        if (*step > 0 && *start < *stop) trip = (*stop - *start + *step - 1) / *step;
        if (*step < 0 && *start > *stop) trip = (*start - *stop - *step - 1) / -*step;
        if (trip >= 2) ThrowUnsupported(loop->span(), "cross-core pipeline skew", kPassName);
      }
    }
    return KeepLeadingComments(
        loop, std::make_shared<ForStmt>(rebuilt->loop_var(), rebuilt->start(), rebuilt->stop(),
                                        rebuilt->step(), rebuilt->iter_args(), rebuilt->body(),
                                        rebuilt->return_vars(), ForKind::kSequential,
                                        rebuilt->attrs().Without(kStagesAttr), rebuilt->span()));
  }
};

}  // namespace

ir::ProgramPtr SkewCrossCorePipeline(const ir::ProgramPtr& program) {
  std::vector<FunctionPtr> functions;
  bool changed = false;
  for (const auto& func : program->functions()) {
    if (!func->body() || !MayContain(func, ForKind::kPipeline)) {
      functions.push_back(func);
      continue;
    }
    Skewer skewer;
    FunctionPtr f = skewer.MutateFunction(func);
    changed |= f != func;
    functions.push_back(f);
  }
  return changed ? RebuildProgram(program, std::move(functions)) : program;
}

}  // namespace ptoc::transforms
