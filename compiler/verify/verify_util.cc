#include "compiler/verify/verify_util.h"

#include <utility>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "compiler/ir/visitor.h"
#include "compiler/text/printer.h"

namespace ptoc::verify {

Diagnostic MakeError(absl::string_view rule, int code, std::string message, const Span& span) {
  Diagnostic d;
  d.severity = DiagnosticSeverity::kError;
  d.rule_name = std::string(rule);
  d.message = std::move(message);
  d.span = span;
  d.error_code = code;
  return d;
}

Diagnostic MakeWarning(absl::string_view rule, int code, std::string message, const Span& span) {
  Diagnostic d = MakeError(rule, code, std::move(message), span);
  d.severity = DiagnosticSeverity::kWarning;
  return d;
}

void ForEachFunction(const ir::ProgramPtr& program,
                     const std::function<void(const ir::FunctionPtr&)>& fn) {
  if (program == nullptr) return;
  for (const ir::FunctionPtr& f : program->functions()) {
    if (f != nullptr) fn(f);
  }
}

ir::CallPtr TopLevelCall(const ir::StmtPtr& stmt) {
  if (auto assign = ir::As<ir::AssignStmt>(stmt)) return ir::As<ir::Call>(assign->value());
  if (auto eval = ir::As<ir::EvalStmt>(stmt)) return ir::As<ir::Call>(eval->expr());
  return nullptr;
}

bool IsBuiltinOpName(absl::string_view name) {
  return absl::StartsWith(name, "tile.") || absl::StartsWith(name, "tensor.") ||
         absl::StartsWith(name, "system.") || absl::StartsWith(name, "array.");
}

std::string CalleeName(const ir::CallPtr& call) {
  if (call == nullptr || call->op() == nullptr) return "";
  return call->op()->name();
}

std::string MemorySpaceName(ir::MemorySpace space) { return std::string(ir::EnumName(space)); }

std::string ExprToString(const ir::ExprPtr& expr) {
  if (expr == nullptr) return "None";
  // As the reference's messages: the DSL spelling, precedence kept.
  return text::PrintExpr(expr);
}

namespace {
class BlockStructureChecker : public ir::IRVisitor {
 public:
  BlockStructureChecker(std::vector<Diagnostic>* out, absl::string_view rule)
      : out_(out), rule_(rule) {}
  void VisitSeq(const ir::SeqStmtsPtr& seq) override {
    const auto& stmts = seq->stmts();
    if (stmts.size() == 1) {
      out_->push_back(
          MakeError(rule_, 0, "SeqStmts with single child should be unwrapped", seq->span()));
    }
    for (size_t i = 0; i < stmts.size(); ++i) {
      if (ir::IsA<ir::SeqStmts>(stmts[i])) {
        out_->push_back(MakeError(rule_, 0, "SeqStmts contains nested SeqStmts", stmts[i]->span()));
      }
      if (i + 1 < stmts.size() && ir::IsA<ir::YieldStmt>(stmts[i])) {
        out_->push_back(MakeError(rule_, 0,
                                  "YieldStmt before the terminating position; YieldStmt must be "
                                  "the trailing statement of its scope",
                                  stmts[i]->span()));
      }
    }
    ir::IRVisitor::VisitSeq(seq);
  }
  // Only statement structure matters here.
  void VisitExpr(const ir::ExprPtr&) override {}
  void VisitType(const ir::TypePtr&) override {}

 private:
  std::vector<Diagnostic>* out_;
  absl::string_view rule_;
};
}  // namespace

void CheckBlockStructure(const ir::FunctionPtr& function, absl::string_view rule,
                         std::vector<Diagnostic>* out) {
  BlockStructureChecker(out, rule).VisitStmt(function->body());
}

namespace {

class ScopeKindFinder : public ir::IRVisitor {
 public:
  ScopeKindFinder(const std::vector<ir::ScopeKind>& kinds, absl::string_view rule,
                  std::vector<Diagnostic>* out)
      : kinds_(kinds), rule_(rule), out_(out) {}
  void VisitScope(const ir::ScopeStmtPtr& s) override {
    for (ir::ScopeKind kind : kinds_) {
      if (s->scope_kind() == kind) {
        out_->push_back(MakeError(rule_, 0,
                                  std::string(ir::EnumName(kind)) +
                                      " scope left in the function (it should have been outlined)",
                                  s->span()));
      }
    }
    ir::IRVisitor::VisitScope(s);
  }
  void VisitExpr(const ir::ExprPtr&) override {}
  void VisitType(const ir::TypePtr&) override {}

 private:
  const std::vector<ir::ScopeKind>& kinds_;
  absl::string_view rule_;
  std::vector<Diagnostic>* out_;
};

}  // namespace

void ReportScopesLeft(const ir::StmtPtr& stmt, const std::vector<ir::ScopeKind>& kinds,
                      absl::string_view rule, std::vector<Diagnostic>* out) {
  ScopeKindFinder(kinds, rule, out).VisitStmt(stmt);
}

}  // namespace ptoc::verify
