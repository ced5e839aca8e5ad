// CommDomainScopesMaterialized verifier: every communication-domain scope
// carries at least one window-buffer slot (an empty domain would have a
// window of size zero, which the runtime rejects), every slot is a variable,
// and no window buffer is a slot of two scopes.
#include <map>
#include <string>
#include <vector>

#include "compiler/ir/visitor.h"
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "CommDomainScopesMaterialized";

class CommDomainScopeCollector : public ir::IRVisitor {
 public:
  std::vector<ir::ScopeStmtPtr> scopes;
  void VisitScope(const ir::ScopeStmtPtr& s) override {
    if (s->scope_kind() == ir::ScopeKind::kCommDomain) scopes.push_back(s);
    ir::IRVisitor::VisitScope(s);
  }
  void VisitExpr(const ir::ExprPtr&) override {}
  void VisitType(const ir::TypePtr&) override {}
};

std::string ScopeName(const ir::ScopeStmtPtr& s) {
  return s->fields().name_hint.empty() ? "<unnamed>" : s->fields().name_hint;
}

std::vector<Diagnostic> VerifyCommDomainScopes(const ir::ProgramPtr& program) {
  CommDomainScopeCollector collector;
  ForEachFunction(program, [&](const ir::FunctionPtr& f) {
    if (f->body() != nullptr) collector.VisitStmt(f->body());
  });
  std::vector<Diagnostic> out;
  std::map<const ir::Expr*, ir::ScopeStmtPtr> owner;  // window buffer -> first scope
  for (const ir::ScopeStmtPtr& scope : collector.scopes) {
    const ir::AttrValue* slots = scope->fields().attrs.Find("slots");
    if (slots == nullptr || slots->kind() != ir::AttrValue::Kind::kList ||
        slots->AsList().empty()) {
      out.push_back(MakeError(
          kRule, 0,
          "communication-domain scope '" + ScopeName(scope) + "' has no window-buffer slots",
          scope->span()));
      continue;
    }
    for (const ir::AttrValue& slot : slots->AsList()) {
      const ir::ExprPtr& buffer =
          slot.kind() == ir::AttrValue::Kind::kExpr ? slot.AsExpr() : ir::ExprPtr();
      if (buffer == nullptr || !ir::IsA<ir::Var>(buffer)) {
        out.push_back(MakeError(kRule, 0,
                                "communication-domain scope '" + ScopeName(scope) +
                                    "' has a slot that is not a window buffer",
                                scope->span()));
        continue;
      }
      auto [it, first] = owner.emplace(buffer.get(), scope);
      if (!first) {
        out.push_back(MakeError(kRule, 0,
                                "window buffer '" + ir::As<ir::Var>(buffer)->name_hint() +
                                    "' is a slot of two communication-domain scopes ('" +
                                    ScopeName(it->second) + "' and '" + ScopeName(scope) + "')",
                                buffer->span()));
      }
    }
  }
  return out;
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(
    comm_domain_scopes_materialized,
    MakePropertyVerifier("CommDomainScopesMaterialized",
                         pass::IRProperty::kCommDomainScopesMaterialized, VerifyCommDomainScopes));

}  // namespace ptoc::verify
