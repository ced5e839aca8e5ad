// RuntimeScopesMaterialized verifier: MaterializeRuntimeScopes has run on every
// orchestration function, which it records by setting `auto_scope=False`
// (codegen then emits runtime scopes only from explicit `pl.scope()` nodes).
#include <string>
#include <vector>

#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "RuntimeScopesMaterialized";

bool AutoScope(const ir::FunctionPtr& f) {
  const ir::AttrValue* v = f->attrs().Find("auto_scope");
  if (v == nullptr || v->kind() != ir::AttrValue::Kind::kBool) return true;  // default True
  return v->AsBool();
}

std::vector<Diagnostic> VerifyRuntimeScopes(const ir::ProgramPtr& program) {
  std::vector<Diagnostic> out;
  ForEachFunction(program, [&](const ir::FunctionPtr& f) {
    if (f->func_type() != ir::FunctionType::kOrchestration || !AutoScope(f)) return;
    out.push_back(MakeError(kRule, 0,
                            "Orchestration function '" + f->name() +
                                "' still has auto_scope=True. Run MaterializeRuntimeScopes before "
                                "orchestration codegen — codegen emits PTO2_SCOPE only from "
                                "RuntimeScopeStmt nodes, not from implicit for/if wrapping.",
                            f->span()));
  });
  return out;
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(runtime_scopes_materialized,
                                MakePropertyVerifier("RuntimeScopesMaterialized",
                                                     pass::IRProperty::kRuntimeScopesMaterialized,
                                                     VerifyRuntimeScopes));

}  // namespace ptoc::verify
