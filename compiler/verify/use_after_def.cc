// UseAfterDef verifier (rule "UseAfterDefCheck", code 401): every use of a
// variable is dominated by its definition. Loop variables and iter_args die
// with their loop; defs inside an if without results stay visible afterwards
// (non-SSA form), while an if/loop with return vars exposes only those.
#include <string>
#include <unordered_set>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compiler/ir/visitor.h"
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "UseAfterDefCheck";
constexpr int kUseBeforeDef = 401;

using VarSet = std::unordered_set<const ir::Var*>;

// Variables mentioned by the shape/view expressions of a type (dynamic dims).
class TypeVarCollector : public ir::IRVisitor {
 public:
  std::vector<ir::VarPtr> vars;
  void VisitVar(const ir::VarPtr& v) override { vars.push_back(v); }
  void VisitIterArg(const ir::IterArgPtr& v) override { vars.push_back(v); }
  void VisitMemRef(const ir::MemRefPtr&) override {}
};

std::vector<ir::VarPtr> TypeVars(const ir::TypePtr& type) {
  TypeVarCollector c;
  c.VisitType(type);
  return c.vars;
}

class DefUseChecker : public ir::IRVisitor {
 public:
  DefUseChecker(std::vector<Diagnostic>* out, std::string func_name)
      : out_(out), func_name_(std::move(func_name)) {}

  void Run(const ir::FunctionPtr& f) {
    for (const auto& p : f->params()) {
      if (p == nullptr) continue;
      defined_.insert(p.get());
      for (const auto& v : TypeVars(p->type())) defined_.insert(v.get());
    }
    for (const auto& t : f->return_types()) {
      for (const auto& v : TypeVars(t)) defined_.insert(v.get());
    }
    VisitStmt(f->body());
  }

  void VisitVar(const ir::VarPtr& v) override { CheckUse(v); }
  void VisitIterArg(const ir::IterArgPtr& v) override { CheckUse(v); }
  void VisitMemRef(const ir::MemRefPtr&) override {}
  void VisitCall(const ir::CallPtr& call) override {
    for (const auto& a : call->args()) VisitExpr(a);
  }

  void VisitAssign(const ir::AssignStmtPtr& s) override {
    VisitExpr(s->value());
    Define(s->var());
  }

  void VisitFor(const ir::ForStmtPtr& s) override {
    VisitExpr(s->start());
    VisitExpr(s->stop());
    VisitExpr(s->step());
    for (const auto& ia : s->iter_args()) {
      if (ia) VisitExpr(ia->init_value());
    }
    VarSet saved = defined_;
    Define(s->loop_var());
    for (const auto& ia : s->iter_args()) Define(ia);
    VisitStmt(s->body());
    if (s->loop_var()) defined_.erase(s->loop_var().get());
    for (const auto& ia : s->iter_args()) {
      if (ia) defined_.erase(ia.get());
    }
    if (!s->return_vars().empty()) {
      defined_ = std::move(saved);
      for (const auto& rv : s->return_vars()) Define(rv);
    }
  }

  void VisitWhile(const ir::WhileStmtPtr& s) override {
    VarSet saved = defined_;
    for (const auto& ia : s->iter_args()) {
      if (ia) VisitExpr(ia->init_value());
    }
    for (const auto& ia : s->iter_args()) Define(ia);
    VisitExpr(s->condition());
    VisitStmt(s->body());
    for (const auto& ia : s->iter_args()) {
      if (ia) defined_.erase(ia.get());
    }
    if (!s->return_vars().empty()) {
      defined_ = std::move(saved);
      for (const auto& rv : s->return_vars()) Define(rv);
    }
  }

  void VisitIf(const ir::IfStmtPtr& s) override {
    VisitExpr(s->condition());
    VarSet saved = defined_;
    VisitStmt(s->then_body());
    VarSet then_defs = std::move(defined_);
    defined_ = saved;
    VisitStmt(s->else_body());
    VarSet else_defs = std::move(defined_);
    defined_ = std::move(saved);
    if (!s->return_vars().empty()) {
      for (const auto& rv : s->return_vars()) Define(rv);
    } else {
      defined_.insert(then_defs.begin(), then_defs.end());
      defined_.insert(else_defs.begin(), else_defs.end());
    }
  }

  void VisitScope(const ir::ScopeStmtPtr& s) override {
    VisitExpr(s->fields().core_num);
    Define(s->fields().loop_var);
    VisitStmt(s->body());
  }

 private:
  void Define(const ir::VarPtr& v) {
    if (v != nullptr) defined_.insert(v.get());
  }
  void CheckUse(const ir::VarPtr& v) {
    if (v == nullptr) return;
    if (!defined_.count(v.get())) {
      out_->push_back(
          MakeError(kRule, kUseBeforeDef,
                    absl::StrCat("Variable '", v->name_hint(),
                                 "' used before definition in function '", func_name_, "'"),
                    v->span()));
    }
  }

  std::vector<Diagnostic>* out_;
  std::string func_name_;
  VarSet defined_;
};

std::vector<Diagnostic> VerifyUseAfterDef(const ir::ProgramPtr& program) {
  std::vector<Diagnostic> out;
  ForEachFunction(program,
                  [&](const ir::FunctionPtr& f) { DefUseChecker(&out, f->name()).Run(f); });
  return out;
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(use_after_def, MakePropertyVerifier("UseAfterDefCheck",
                                                                    pass::IRProperty::kUseAfterDef,
                                                                    VerifyUseAfterDef));

}  // namespace ptoc::verify
