// ExpandManualPhaseFence: inside MANUAL runtime scopes the reference replaces
// a large fan-out of consumers that all depend on one TaskId array by a single
// dummy barrier task. ptoc does not implement the rewrite: programs without
// task-array dependencies in manual scopes are unchanged, programs with them
// are rejected rather than passed through.
#include "compiler/ir/visitor.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {
namespace {

using namespace ::ptoc::ir;  // NOLINT(build/namespaces)

// True when `value` (a dependency list entry) names an Array[TASK_ID].
bool IsTaskIdArray(const AttrValue& value) {
  if (value.kind() == AttrValue::Kind::kList) {
    for (const auto& v : value.AsList()) {
      if (IsTaskIdArray(v)) return true;
    }
    return false;
  }
  if (value.kind() != AttrValue::Kind::kExpr || !value.AsExpr()) return false;
  auto array = As<ArrayType>(value.AsExpr()->type());
  return array && array->dtype() == DataType::kTaskId;
}

class PhaseFenceFinder : public IRVisitor {
 public:
  const Expr* found = nullptr;

  void VisitScope(const ScopeStmtPtr& stmt) override {
    const bool manual = stmt->scope_kind() == ScopeKind::kRuntime && stmt->fields().manual;
    manual_depth_ += manual ? 1 : 0;
    IRVisitor::VisitScope(stmt);
    manual_depth_ -= manual ? 1 : 0;
  }

  void VisitCall(const CallPtr& call) override {
    if (manual_depth_ > 0 && !found && call->IsFunctionCall()) {
      const AttrValue* deps = call->attrs().Find("manual_dep_edges");
      if (deps && IsTaskIdArray(*deps)) found = call.get();
    }
    IRVisitor::VisitCall(call);
  }

  void VisitSubmit(const SubmitPtr& submit) override {
    if (manual_depth_ > 0 && !found) {
      for (const auto& dep : submit->deps()) {
        auto array = dep ? As<ArrayType>(dep->type()) : nullptr;
        if (array && array->dtype() == DataType::kTaskId) found = submit.get();
      }
    }
    IRVisitor::VisitSubmit(submit);
  }

 private:
  int manual_depth_ = 0;
};

}  // namespace

ir::ProgramPtr ExpandManualPhaseFence(const ir::ProgramPtr& program) {
  for (const auto& func : program->functions()) {
    if (!SummaryOf(*func).manual_scope) continue;  // the finder only looks inside manual scopes
    PhaseFenceFinder finder;
    finder.VisitStmt(func->body());
    if (finder.found) {
      ThrowUnsupported(finder.found->span(), "manual-scope TaskId array dependencies",
                       "ExpandManualPhaseFence");
    }
  }
  return program;
}

}  // namespace ptoc::transforms
