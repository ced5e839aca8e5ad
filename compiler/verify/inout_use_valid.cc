// InOutUseValid verifier (rule "InOutUseDiscipline"): once a variable has been
// passed as an Out or InOut argument of a call to a program function, its
// pre-call value is stale, so any later read of that variable (instead of the
// call's result) is an error. A re-assignment of the variable makes it live
// again. Reads are followed in control-flow order: the two branches of an if
// are independent (stale after the if if stale after either), and a kill inside
// a loop body already counts at the body's start, since the next iteration
// reads after it (the loop's own iter_args excepted: the header re-binds them).
// Group and Spmd functions are skipped: their parallel calls share Out
// tensors on purpose.
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "absl/container/node_hash_map.h"
#include "absl/strings/str_cat.h"
#include "compiler/ir/type.h"
#include "compiler/ir/visitor.h"
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "InOutUseDiscipline";

using VarSet = std::unordered_set<const ir::Var*>;

// What one iteration of a loop body leaves stale (and where it became so),
// starting from nothing stale: it depends on the body alone.
struct LoopEffect {
  VarSet stale;
  std::unordered_map<const ir::Var*, Span> origin;
};
// Per loop body, computed once per function: a nested loop's body is then
// pre-scanned once, not once per enclosing scan (exponential in the depth).
using LoopEffects = absl::node_hash_map<const ir::Stmt*, LoopEffect>;

class StaleReadChecker : public ir::IRVisitor {
 public:
  StaleReadChecker(const ir::Program& program, std::vector<Diagnostic>* out,
                   LoopEffects* loop_effects)
      : program_(program), out_(out), loop_effects_(loop_effects) {}

  void VisitVar(const ir::VarPtr& v) override { Read(v); }
  void VisitIterArg(const ir::IterArgPtr& v) override {
    Read(v);
    // As in the reference's walk, reading an iter_arg reads its initial value too.
    if (v->init_value() != nullptr) VisitExpr(v->init_value());
  }
  void VisitMemRef(const ir::MemRefPtr&) override {}

  void VisitCall(const ir::CallPtr& call) override {
    // Arguments are read before the call takes effect: `f(t, t)` with the
    // second one Out is fine.
    for (const auto& arg : call->args()) VisitExpr(arg);
    if (!call->IsFunctionCall()) return;
    ir::FunctionPtr callee = program_.GetFunction(call->callee_name());
    if (callee == nullptr) return;
    const auto& directions = callee->param_directions();
    const size_t n = std::min(directions.size(), call->args().size());
    for (size_t i = 0; i < n; ++i) {
      if (directions[i] == ir::ParamDirection::kIn) continue;
      auto var = ir::As<ir::Var>(call->args()[i]);
      if (var == nullptr) continue;
      stale_.insert(var.get());
      origin_.emplace(var.get(), call->span());  // the first call that made it stale
    }
  }

  void VisitAssign(const ir::AssignStmtPtr& stmt) override {
    VisitExpr(stmt->value());
    if (stmt->var() != nullptr) {
      stale_.erase(stmt->var().get());
      origin_.erase(stmt->var().get());
    }
  }

  void VisitIf(const ir::IfStmtPtr& stmt) override {
    VisitExpr(stmt->condition());
    VarSet before = stale_;
    VisitStmt(stmt->then_body());
    VarSet after_then = std::move(stale_);
    stale_ = std::move(before);
    if (stmt->else_body() != nullptr) VisitStmt(stmt->else_body());
    stale_.insert(after_then.begin(), after_then.end());
  }

  void VisitFor(const ir::ForStmtPtr& stmt) override {
    VisitExpr(stmt->start());
    VisitExpr(stmt->stop());
    VisitExpr(stmt->step());
    for (const auto& ia : stmt->iter_args()) {
      if (ia != nullptr) VisitExpr(ia->init_value());
    }
    VisitLoopBody(stmt->iter_args(), stmt->body());
  }

  void VisitWhile(const ir::WhileStmtPtr& stmt) override {
    VisitExpr(stmt->condition());
    for (const auto& ia : stmt->iter_args()) {
      if (ia != nullptr) VisitExpr(ia->init_value());
    }
    VisitLoopBody(stmt->iter_args(), stmt->body());
  }

 private:
  const LoopEffect& EffectOf(const ir::StmtPtr& body) {
    auto it = loop_effects_->find(body.get());
    if (it != loop_effects_->end()) return it->second;
    std::vector<Diagnostic> ignored;
    StaleReadChecker pre_scan(program_, &ignored, loop_effects_);
    pre_scan.VisitStmt(body);
    LoopEffect effect{std::move(pre_scan.stale_), std::move(pre_scan.origin_)};
    return loop_effects_->emplace(body.get(), std::move(effect)).first->second;
  }

  void VisitLoopBody(const std::vector<ir::IterArgPtr>& iter_args, const ir::StmtPtr& body) {
    VarSet rebound;
    for (const auto& ia : iter_args) {
      if (ia != nullptr) rebound.insert(ia.get());
    }
    // What one iteration makes stale is stale when the next one starts.
    const LoopEffect& effect = EffectOf(body);
    for (const ir::Var* v : effect.stale) {
      if (!rebound.count(v)) stale_.insert(v);
    }
    for (const auto& [v, span] : effect.origin) {
      if (!rebound.count(v)) origin_.emplace(v, span);
    }
    VisitStmt(body);
    for (const ir::Var* v : rebound) {
      stale_.erase(v);
      origin_.erase(v);
    }
  }

  // A read of a variable also reads the extents of its tensor type (a dynamic
  // extent variable passed as Out is read by every later use of a tensor
  // shaped by it), as the reference's walk has it.
  void Read(const ir::VarPtr& v) {
    CheckRead(v);
    if (const auto* tensor = ir::AsPtr<ir::TensorType>(v->type())) {
      for (const auto& dim : tensor->shape()) VisitExpr(dim);
    }
  }

  void CheckRead(const ir::VarPtr& v) {
    if (v == nullptr || !stale_.count(v.get())) return;
    auto it = origin_.find(v.get());
    const std::string origin = it != origin_.end() ? ReportLocation(it->second) : "<unknown>";
    out_->push_back(MakeError(
        kRule, 0,
        absl::StrCat("variable '", v->name_hint(), "' was passed as InOut/Out at ", origin,
                     "; read the post-call return value instead of the "
                     "pre-call variable"),
        v->span()));
  }

  const ir::Program& program_;
  std::vector<Diagnostic>* out_;
  LoopEffects* loop_effects_;
  VarSet stale_;
  std::unordered_map<const ir::Var*, Span> origin_;
};

std::vector<Diagnostic> VerifyInOutUse(const ir::ProgramPtr& program) {
  std::vector<Diagnostic> out;
  ForEachFunction(program, [&](const ir::FunctionPtr& f) {
    if (f->body() == nullptr || f->func_type() == ir::FunctionType::kGroup ||
        f->func_type() == ir::FunctionType::kSpmd) {
      return;
    }
    LoopEffects loop_effects;
    StaleReadChecker(*program, &out, &loop_effects).VisitStmt(f->body());
  });
  return out;
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(inout_use_valid,
                                MakePropertyVerifier("InOutUseValid",
                                                     pass::IRProperty::kInOutUseValid,
                                                     VerifyInOutUse));

}  // namespace ptoc::verify
