// SSAForm verifier (rule "SSAVerify"): every variable is defined once, uses
// stay inside the defining block, and loops / ifs with results end their
// bodies in a yield of the right arity (codes 1-7 as in the reference).
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compiler/ir/visitor.h"
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "SSAVerify";
enum SsaCode {
  kMultipleAssignment = 1,
  kNameShadowing = 2,
  kMissingYield = 3,
  kIterArgsReturnVarsMismatch = 4,
  kYieldCountMismatch = 5,
  kScopeViolation = 6,
  kMisplacedYield = 7,
};

class SsaChecker : public ir::IRVisitor {
 public:
  SsaChecker(std::vector<Diagnostic>* out, std::string func_name)
      : out_(out), func_name_(std::move(func_name)) {}

  void Run(const ir::FunctionPtr& f) {
    for (const auto& p : f->params()) {
      Define(p);
      DefineTypeVars(p ? p->type() : nullptr);
    }
    for (const auto& t : f->return_types()) DefineTypeVars(t);
    VisitStmt(f->body());
  }

  // Uses. As in the reference's verifier, a use also uses the variables in
  // its tensor shape (which may name variables of their own), and an
  // iter_arg's use also uses its init value.
  void VisitVar(const ir::VarPtr& var) override {
    CheckUse(var);
    VisitTensorShape(var);
  }
  void VisitIterArg(const ir::IterArgPtr& var) override {
    CheckUse(var);
    VisitTensorShape(var);
    if (var != nullptr) VisitExpr(var->init_value());
  }
  void VisitMemRef(const ir::MemRefPtr&) override {}  // allocation detail, not a value use
  // Result types carry memrefs and dims whose variables are not SSA values.
  void VisitCall(const ir::CallPtr& call) override {
    for (const auto& a : call->args()) VisitExpr(a);
  }

  void VisitAssign(const ir::AssignStmtPtr& s) override {
    VisitExpr(s->value());
    if (s->var() == nullptr) return;
    CountDefinition(s->var());
    Define(s->var());
    DefineTypeVars(s->var()->type());
  }

  void VisitFor(const ir::ForStmtPtr& s) override {
    for (const auto& rv : s->return_vars()) CountDefinition(rv);
    VisitExpr(s->start());
    VisitExpr(s->stop());
    VisitExpr(s->step());
    for (const auto& ia : s->iter_args()) {
      if (ia) VisitExpr(ia->init_value());
    }
    scopes_.emplace_back();
    Define(s->loop_var());
    for (const auto& ia : s->iter_args()) Define(ia);
    VisitStmt(s->body());
    PopScope();
    CheckLoop("ForStmt", s->iter_args().size(), s->return_vars().size(), s->body(), s->span());
    for (const auto& rv : s->return_vars()) Define(rv);
  }

  void VisitWhile(const ir::WhileStmtPtr& s) override {
    for (const auto& rv : s->return_vars()) CountDefinition(rv);
    for (const auto& ia : s->iter_args()) {
      if (ia) VisitExpr(ia->init_value());
    }
    scopes_.emplace_back();
    for (const auto& ia : s->iter_args()) Define(ia);
    VisitExpr(s->condition());
    VisitStmt(s->body());
    PopScope();
    CheckLoop("WhileStmt", s->iter_args().size(), s->return_vars().size(), s->body(), s->span());
    for (const auto& rv : s->return_vars()) Define(rv);
  }

  void VisitIf(const ir::IfStmtPtr& s) override {
    for (const auto& rv : s->return_vars()) CountDefinition(rv);
    VisitExpr(s->condition());
    scopes_.emplace_back();
    VisitStmt(s->then_body());
    PopScope();
    if (s->else_body() != nullptr) {
      scopes_.emplace_back();
      VisitStmt(s->else_body());
      PopScope();
    }
    CheckIf(s);
    for (const auto& rv : s->return_vars()) Define(rv);
  }

  void VisitScope(const ir::ScopeStmtPtr& s) override {
    // Scopes run once and do not open an SSA block; a scope loop variable is
    // visible in (and after) the body.
    VisitExpr(s->fields().core_num);
    Define(s->fields().loop_var);
    VisitStmt(s->body());
  }

 private:
  void Error(int code, const std::string& message, const Span& span) {
    out_->push_back(
        MakeError(kRule, code, absl::StrCat(message, "\n  In function '", func_name_, "'"), span));
  }

  void VisitTensorShape(const ir::VarPtr& var) {
    auto tensor = var != nullptr ? ir::As<ir::TensorType>(var->type()) : nullptr;
    if (tensor == nullptr) return;
    for (const auto& dim : tensor->shape()) VisitExpr(dim);
  }

  void Define(const ir::VarPtr& var) {
    if (var != nullptr) scopes_.back().insert(var.get());
  }
  void DefineTypeVars(const ir::TypePtr& type) {
    // Dynamic dims and the like: variables that appear inside a type are
    // external symbols, visible from the definition on.
    struct Collector : ir::IRVisitor {
      std::vector<const ir::Var*> vars;
      void VisitVar(const ir::VarPtr& v) override { vars.push_back(v.get()); }
      void VisitIterArg(const ir::IterArgPtr& v) override { vars.push_back(v.get()); }
      void VisitMemRef(const ir::MemRefPtr&) override {}
    } collector;
    collector.VisitType(type);
    for (const ir::Var* v : collector.vars) scopes_.back().insert(v);
  }
  void PopScope() {
    if (scopes_.size() > 1) scopes_.pop_back();
  }
  bool InScope(const ir::Var* var) const {
    for (auto it = scopes_.rbegin(); it != scopes_.rend(); ++it) {
      if (it->count(var)) return true;
    }
    return false;
  }
  void CheckUse(const ir::VarPtr& var) {
    if (var == nullptr) return;
    if (!InScope(var.get())) {
      Error(kScopeViolation,
            absl::StrCat("Variable '", var->name_hint(), "' used outside its defining scope"),
            var->span());
    }
  }
  void CountDefinition(const ir::VarPtr& var) {
    if (var == nullptr) return;
    int n = ++def_count_[var.get()];
    if (n > 1) {
      Error(kMultipleAssignment,
            absl::StrCat("Variable '", var->name_hint(), "' is assigned more than once (", n,
                         " times), violating SSA form"),
            var->span());
    }
  }

  // A yield anywhere but the end of `body` (looking through transparent
  // scopes and into the trailing statement).
  void CheckNoMidBodyYield(const std::string& what, const ir::StmtPtr& body) {
    ir::StmtPtr cur = body;
    while (cur != nullptr) {
      if (IsTransparentScope(cur)) {
        cur = ir::As<ir::ScopeStmt>(cur)->body();
        continue;
      }
      auto seq = ir::As<ir::SeqStmts>(cur);
      if (seq == nullptr) return;
      const auto& stmts = seq->stmts();
      for (size_t i = 0; i + 1 < stmts.size(); ++i) {
        if (ir::IsA<ir::YieldStmt>(stmts[i])) {
          Error(kMisplacedYield,
                what +
                    " body has YieldStmt before the terminating position; YieldStmt must be "
                    "the last statement in its scope",
                stmts[i]->span());
          return;
        }
      }
      cur = stmts.empty() ? nullptr : stmts.back();
    }
  }

  void CheckLoop(const std::string& what, size_t n_iter, size_t n_ret, const ir::StmtPtr& body,
                 const Span& span) {
    if (n_iter != n_ret) {
      Error(
          kIterArgsReturnVarsMismatch,
          absl::StrCat(what, " iter_args count (", n_iter, ") != return_vars count (", n_ret, ")"),
          span);
    }
    if (n_iter == 0) return;
    auto yield = ir::As<ir::YieldStmt>(LastStmt(body));
    if (yield == nullptr) {
      Error(kMissingYield, what + " with iter_args must have YieldStmt as last statement in body",
            span);
    } else if (yield->values().size() != n_iter) {
      Error(kYieldCountMismatch,
            absl::StrCat(what, " YieldStmt value count (", yield->values().size(),
                         ") != iter_args count (", n_iter, ")"),
            span);
    } else {
      CheckNoMidBodyYield(what, body);
    }
  }

  void CheckIf(const ir::IfStmtPtr& s) {
    size_t n = s->return_vars().size();
    if (n == 0) return;
    if (s->else_body() == nullptr) {
      Error(kMissingYield, "IfStmt with return_vars must have else branch", s->span());
      return;
    }
    struct Branch {
      const char* name;
      const char* label;
      ir::StmtPtr body;
    };
    for (const Branch& b : {Branch{"then", "IfStmt then-branch", s->then_body()},
                            Branch{"else", "IfStmt else-branch", s->else_body()}}) {
      auto yield = ir::As<ir::YieldStmt>(LastStmt(b.body));
      if (yield == nullptr) {
        Error(kMissingYield,
              absl::StrCat("IfStmt ", b.name,
                           " branch must end with YieldStmt when return_vars exist"),
              s->span());
      } else if (yield->values().size() != n) {
        Error(kYieldCountMismatch,
              absl::StrCat(b.label, " YieldStmt value count (", yield->values().size(),
                           ") != return_vars count (", n, ")"),
              s->span());
      } else {
        CheckNoMidBodyYield(b.label, b.body);
      }
    }
  }

  std::vector<Diagnostic>* out_;
  std::string func_name_;
  std::unordered_map<const ir::Var*, int> def_count_;
  std::vector<std::unordered_set<const ir::Var*>> scopes_ = {{}};
};

void VerifySsaForm(const ir::FunctionPtr& f, std::vector<Diagnostic>* out) {
  SsaChecker(out, f->name()).Run(f);
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(ssa_form,
                                MakeFunctionLocalVerifier("SSAVerify", pass::IRProperty::kSSAForm,
                                                          VerifySsaForm));

}  // namespace ptoc::verify
