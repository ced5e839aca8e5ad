// MaterializeCommDomainScopes: the reference traces window buffers of
// distributed programs to the communication that uses them and wraps host
// orchestration bodies in communication-domain scopes; it is a no-op for
// programs without communication. ptoc does not support distributed programs:
// those (any `pld.*` op or comm-domain scope) are rejected, all others are
// unchanged.
#include "absl/strings/match.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

ir::ProgramPtr MaterializeCommDomainScopes(const ir::ProgramPtr& program) {
  const char* kPass = "MaterializeCommDomainScopes";
  ir::CallPtr call = FindCall(
      program, [](const ir::CallPtr& c) { return absl::StartsWith(c->callee_name(), "pld."); },
      [](const ir::FunctionPtr& f) { return MayCallPrefix(f, "pld."); });
  if (call) ThrowUnsupported(call->span(), "distributed communication", kPass);
  for (const auto& func : program->functions()) {
    if (!MayContain(func, ir::ScopeKind::kCommDomain)) continue;
    ForEachStmt(func->body(), [&](const ir::StmtPtr& s) {
      auto scope = ir::As<ir::ScopeStmt>(s);
      if (scope && scope->scope_kind() == ir::ScopeKind::kCommDomain) {
        ThrowUnsupported(scope->span(), "communication domain scope", kPass);
      }
    });
  }
  return program;
}

}  // namespace ptoc::transforms
