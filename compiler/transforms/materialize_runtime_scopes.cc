// MaterializeRuntimeScopes: makes the runtime scopes of orchestration code
// explicit IR (`with pl.scope():`), so codegen emits one PTO2_SCOPE per node.
//
// In each Orchestration function that leaves scope placement to the compiler
// (`auto_scope`, default true) the whole body and every for body and if
// branch are wrapped in an AUTO runtime scope, except inside a MANUAL scope
// (the runtime forbids AUTO inside MANUAL). Regions that
// AutoDeriveTaskDependencies proved fully covered by explicit dependencies
// (its candidate markers) get a compiler-owned MANUAL scope instead. The
// function is then marked `auto_scope=False`, which makes a second run a
// no-op and lets the printed scopes parse back.
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "compiler/ir/mutator.h"
#include "compiler/ir/visitor.h"
#include "compiler/transforms/analysis/buffer_roots.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {
namespace {

using namespace ::ptoc::ir;  // NOLINT(google-build-using-namespace): IR-heavy file

constexpr char kAutoScopeAttr[] = "auto_scope";
// Markers left by AutoDeriveTaskDependencies.
constexpr char kManualScopeCandidateAttr[] = "__compiler_auto_manual_scope_candidate";
constexpr char kManualLayerCandidateAttr[] = "__compiler_auto_manual_layer_candidate";

bool AttrIsTrue(const Attrs& attrs, const char* key, bool absent) {
  const AttrValue* v = attrs.Find(key);
  if (!v || v->kind() != AttrValue::Kind::kBool) return absent;
  return v->AsBool();
}

bool IsRuntimeScope(const StmtPtr& stmt, bool manual) {
  auto scope = As<ScopeStmt>(stmt);
  return scope && scope->scope_kind() == ScopeKind::kRuntime && scope->fields().manual == manual;
}

// Already an AUTO scope (possibly as the only statement of a list).
bool IsAutoScope(const StmtPtr& stmt) {
  if (IsRuntimeScope(stmt, /*manual=*/false)) return true;
  auto seq = As<SeqStmts>(stmt);
  return seq && seq->stmts().size() == 1 && IsAutoScope(seq->stmts()[0]);
}

StmtPtr WrapRuntime(const StmtPtr& body, bool manual, Attrs attrs = {}) {
  ScopeStmt::Fields fields;
  fields.scope_kind = ScopeKind::kRuntime;
  fields.manual = manual;
  fields.attrs = std::move(attrs);
  return std::make_shared<ScopeStmt>(std::move(fields), body, body->span());
}

// True when every task call in `body` was marked as covered by explicit
// dependencies (and there is at least one, and no nested runtime scope).
bool AllTaskCallsCovered(const StmtPtr& body) {
  struct Scanner : IRVisitor {
    bool any = false, all = true, nested_scope = false;
    void VisitScope(const ScopeStmtPtr& s) override {
      if (s->scope_kind() == ScopeKind::kRuntime) {
        nested_scope = true;
        return;
      }
      IRVisitor::VisitScope(s);
    }
    void VisitCall(const CallPtr& call) override {
      if (!IsBuiltinOpName(call->callee_name())) {
        if (call->attrs().Has(kManualScopeCandidateAttr)) {
          any = true;
        } else {
          all = false;
        }
      }
      IRVisitor::VisitCall(call);
    }
  } scanner;
  scanner.VisitStmt(body);
  return scanner.any && scanner.all && !scanner.nested_scope;
}

StmtPtr WrapBody(const StmtPtr& body) {
  if (AllTaskCallsCovered(body)) {
    return WrapRuntime(body, /*manual=*/true,
                       Attrs{{kManualScopeCandidateAttr, AttrValue::Bool(true)}});
  }
  return WrapRuntime(body, /*manual=*/false);
}

class InsertAutoScopes : public IRMutator {
 public:
  StmtPtr MutateScope(const ScopeStmtPtr& stmt) override {
    const bool manual = stmt->scope_kind() == ScopeKind::kRuntime && stmt->fields().manual;
    manual_depth_ += manual ? 1 : 0;
    StmtPtr out = IRMutator::MutateScope(stmt);
    manual_depth_ -= manual ? 1 : 0;
    return out;
  }

  StmtPtr MutateFor(const ForStmtPtr& stmt) override {
    StmtPtr base = IRMutator::MutateFor(stmt);
    auto loop = As<ForStmt>(base);
    if (manual_depth_ > 0 || !loop || !loop->body() || IsAutoScope(loop->body())) return base;
    return KeepLeadingComments(
        stmt,
        std::make_shared<ForStmt>(loop->loop_var(), loop->start(), loop->stop(), loop->step(),
                                  loop->iter_args(), WrapBody(loop->body()), loop->return_vars(),
                                  loop->for_kind(), loop->attrs(), loop->span()));
  }

  StmtPtr MutateIf(const IfStmtPtr& stmt) override {
    StmtPtr base = IRMutator::MutateIf(stmt);
    auto branch = As<IfStmt>(base);
    if (manual_depth_ > 0 || !branch) return base;
    StmtPtr then_body = branch->then_body();
    StmtPtr else_body = branch->else_body();
    bool changed = false;
    if (then_body && !IsAutoScope(then_body)) {
      then_body = WrapBody(then_body);
      changed = true;
    }
    if (else_body && !IsAutoScope(else_body)) {
      else_body = WrapBody(else_body);
      changed = true;
    }
    if (!changed) return base;
    return KeepLeadingComments(
        stmt,
        std::make_shared<IfStmt>(branch->condition(), std::move(then_body), std::move(else_body),
                                 branch->return_vars(), branch->span()));
  }

 private:
  int manual_depth_ = 0;
};

// Removes the per-call candidate markers once the scopes exist.
class StripCandidateMarkers : public IRMutator {
 public:
  ExprPtr MutateCall(const CallPtr& op) override {
    auto call = As<Call>(IRMutator::MutateCall(op));
    if (!call || !call->attrs().Has(kManualScopeCandidateAttr)) return call;
    return std::make_shared<Call>(call->op(), call->args(), call->kwargs(),
                                  call->attrs().Without(kManualScopeCandidateAttr), call->type(),
                                  call->span());
  }
};

FunctionPtr MaterializeInFunction(const FunctionPtr& func) {
  if (!func->body() || func->func_type() != FunctionType::kOrchestration) return func;
  // `auto_scope=False`: the user placed every scope (or this pass already ran).
  if (!AttrIsTrue(func->attrs(), kAutoScopeAttr, /*absent=*/true)) return func;

  const bool whole_layer_manual =
      AttrIsTrue(func->attrs(), kManualLayerCandidateAttr, /*absent=*/false);
  StmtPtr body = func->body();
  if (whole_layer_manual) {
    body = WrapRuntime(body, /*manual=*/true);
  } else {
    InsertAutoScopes inserter;
    body = inserter.MutateStmt(body);
    if (!IsAutoScope(body)) body = WrapRuntime(body, /*manual=*/false);
  }
  StripCandidateMarkers stripper;
  body = stripper.MutateStmt(body);

  Function::Fields fields = func->fields();
  fields.body = std::move(body);
  fields.attrs = fields.attrs.Without(kAutoScopeAttr)
                     .Without(kManualLayerCandidateAttr)
                     .With(kAutoScopeAttr, AttrValue::Bool(false));
  return func->WithFields(std::move(fields));
}

}  // namespace

ir::ProgramPtr MaterializeRuntimeScopes(const ir::ProgramPtr& program) {
  return MapFunctions(program, MaterializeInFunction);
}

}  // namespace ptoc::transforms
