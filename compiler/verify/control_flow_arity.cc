#include "compiler/verify/control_flow_arity.h"

#include "absl/strings/str_cat.h"
#include "compiler/ir/visitor.h"

namespace ptoc::verify {

bool IsTransparentScope(const ir::StmtPtr& stmt) {
  auto scope = ir::As<ir::ScopeStmt>(stmt);
  return scope != nullptr && (scope->scope_kind() == ir::ScopeKind::kRuntime ||
                              scope->scope_kind() == ir::ScopeKind::kSplitAiv);
}

ir::StmtPtr LastStmt(const ir::StmtPtr& stmt) {
  ir::StmtPtr cur = stmt;
  // Iterative so that hostile nesting depth cannot overflow the stack here.
  while (cur != nullptr) {
    if (auto seq = ir::As<ir::SeqStmts>(cur)) {
      if (seq->stmts().empty()) return cur;
      cur = seq->stmts().back();
    } else if (IsTransparentScope(cur)) {
      cur = ir::As<ir::ScopeStmt>(cur)->body();
    } else {
      return cur;
    }
  }
  return nullptr;
}

std::string LoopSizeMismatch(absl::string_view what, const std::vector<ir::IterArgPtr>& iter_args,
                             const ir::StmtPtr& body, const std::vector<ir::VarPtr>& return_vars) {
  if (iter_args.empty()) return "";
  auto yield = ir::As<ir::YieldStmt>(LastStmt(body));
  if (yield == nullptr) return "";  // SSAForm reports the missing yield
  const size_t n = iter_args.size();
  if (n == yield->values().size() && n == return_vars.size()) return "";
  return absl::StrCat(what, " size mismatch: iter_args=", n,
                      ", yield values=", yield->values().size(),
                      ", return_vars=", return_vars.size());
}

std::string IfSizeMismatch(const ir::IfStmt& stmt) {
  if (stmt.return_vars().empty() || stmt.else_body() == nullptr) return "";
  auto then_yield = ir::As<ir::YieldStmt>(LastStmt(stmt.then_body()));
  auto else_yield = ir::As<ir::YieldStmt>(LastStmt(stmt.else_body()));
  if (!then_yield || !else_yield) return "";
  const size_t nt = then_yield->values().size();
  const size_t ne = else_yield->values().size();
  const size_t nr = stmt.return_vars().size();
  if (nt == ne && nt == nr) return "";
  return absl::StrCat("IfStmt size mismatch: then yield=", nt, ", else yield=", ne,
                      ", return_vars=", nr);
}

namespace {

class ArityChecker : public ir::IRVisitor {
 public:
  explicit ArityChecker(std::vector<Diagnostic>* out) : out_(out) {}
  void VisitExpr(const ir::ExprPtr&) override {}
  void VisitVarDef(const ir::VarPtr&) override {}
  void VisitType(const ir::TypePtr&) override {}
  void VisitFor(const ir::ForStmtPtr& s) override {
    Report(LoopSizeMismatch("ForStmt", s->iter_args(), s->body(), s->return_vars()), s->span());
    ir::IRVisitor::VisitFor(s);
  }
  void VisitWhile(const ir::WhileStmtPtr& s) override {
    Report(LoopSizeMismatch("WhileStmt", s->iter_args(), s->body(), s->return_vars()), s->span());
    ir::IRVisitor::VisitWhile(s);
  }
  void VisitIf(const ir::IfStmtPtr& s) override {
    Report(IfSizeMismatch(*s), s->span());
    ir::IRVisitor::VisitIf(s);
  }

 private:
  void Report(std::string message, const Span& span) {
    if (message.empty()) return;
    Diagnostic d;
    d.rule_name = "TypeCheck";
    d.message = std::move(message);
    d.span = span;
    d.error_code = kTypeCheckSizeMismatch;
    out_->push_back(std::move(d));
  }
  std::vector<Diagnostic>* out_;
};

}  // namespace

std::vector<Diagnostic> CheckControlFlowArity(const ir::ProgramPtr& program) {
  std::vector<Diagnostic> out;
  if (program == nullptr) return out;
  ArityChecker checker(&out);
  for (const auto& f : program->functions()) {
    if (f != nullptr) checker.VisitFunction(f);
  }
  return out;
}

}  // namespace ptoc::verify
