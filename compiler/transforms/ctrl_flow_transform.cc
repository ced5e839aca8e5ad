// CtrlFlowTransform: eliminates `break` and `continue` from InCore, AIC and
// AIV functions (orchestration/host code keeps them: its runtime supports
// them), producing StructuredCtrlFlow.
//
// Loops are processed innermost first. For each sequential for loop or while
// loop whose own body (not counting nested loops) contains an escape:
//  1. `continue` elimination keeps the loop kind: the statements after an
//     `if c: continue` move into the `else` branch of that if. With
//     loop-carried values (SSA input) both arms yield and the if gets phi
//     return vars (`<base>__phi_vN`) that feed the loop's trailing yield.
//  2. `break` elimination turns a for loop into
//        i = start; brk = False
//        while i < stop and not brk:        (`>` for a negative constant step)
//            ... `if c: brk = True; yield(...)  else: <rest>; yield(...)`
//            if not brk: i = i + step
//     with a fresh flag `break__tmp_vN` and loop counter `<i>__idx_vN`; a
//     while loop just gets `and not brk` added to its condition. Loop-carried
//     values at a break fall back to the current iter_args when the yielded
//     value is an expression (a next-iteration computation). Statements after
//     an if whose nested branches break are guarded by `if not brk`.
// Yield values at an escape point are resolved backwards: a yielded variable
// bound by an assignment before the escape is kept, otherwise the matching
// iter_arg is carried.
//
// This follows the reference algorithm and its outputs, with one deliberate
// difference: statements of the escaping branch before its trailing
// break/continue (`if c: x = f(); break`) are kept in the rewritten branch
// (the reference drops them).
#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "compiler/base/status.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/visitor.h"
#include "compiler/transforms/analysis/auto_name.h"
#include "compiler/transforms/analysis/stmt_clone.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {
namespace {

using namespace ::ptoc::ir;  // NOLINT(google-build-using-namespace): IR vocabulary throughout.

// ---------------------------------------------------------------------------
// Small builders and queries

ExprPtr Not(const ExprPtr& e, const Span& span) {
  return std::make_shared<UnaryExpr>(UnaryOp::kNot, e, DataType::kBool, span);
}
ExprPtr And(const ExprPtr& a, const ExprPtr& b, const Span& span) {
  return std::make_shared<BinaryExpr>(BinaryOp::kAnd, a, b, DataType::kBool, span);
}
StmtPtr Assign(const VarPtr& var, const ExprPtr& value, const Span& span) {
  return std::make_shared<AssignStmt>(var, value, span);
}
StmtPtr Yield(std::vector<ExprPtr> values, const Span& span) {
  return std::make_shared<YieldStmt>(std::move(values), span);
}

std::vector<ExprPtr> AsExprs(const std::vector<VarPtr>& vars) {
  return std::vector<ExprPtr>(vars.begin(), vars.end());
}

// The user part of a (possibly generated) name, usable as an auto-name base.
std::string NamingBase(const std::string& name) {
  AutoName parsed = ParseAutoName(name);
  return parsed.has_suffix ? parsed.base : name;
}

std::string ExprNamingBase(const ExprPtr& e) {
  if (auto v = As<Var>(e)) return NamingBase(v->name_hint());
  return "phi";
}

// break/continue directly in a loop body (nested loops own theirs).
struct EscapeScan {
  bool has_break = false;
  bool has_continue = false;
};

class EscapeScanner : public IRVisitor {
 public:
  static EscapeScan Scan(const StmtPtr& stmt) {
    EscapeScanner s;
    s.VisitStmt(stmt);
    return s.result_;
  }
  void VisitBreak(const std::shared_ptr<const BreakStmt>&) override { result_.has_break = true; }
  void VisitContinue(const std::shared_ptr<const ContinueStmt>&) override {
    result_.has_continue = true;
  }
  void VisitFor(const ForStmtPtr&) override {}
  void VisitWhile(const WhileStmtPtr&) override {}
  // Expressions cannot contain escapes.
  void VisitExpr(const ExprPtr&) override {}
  void VisitVarDef(const VarPtr&) override {}

 private:
  EscapeScan result_;
};

bool EndsWith(const StmtPtr& branch, NodeKind kind) {
  if (!branch) return false;
  std::vector<StmtPtr> stmts = StmtList(branch);
  return !stmts.empty() && stmts.back()->kind() == kind;
}

// Yield values at an escape point (see the file comment).
std::vector<ExprPtr> ResolveAtEscape(const std::vector<ExprPtr>& yields,
                                     const std::vector<StmtPtr>& before,
                                     const std::vector<IterArgPtr>& iter_args) {
  std::unordered_set<const Var*> available;
  for (const auto& s : before) {
    for (const auto& t : StmtList(s)) {
      if (auto a = As<AssignStmt>(t)) available.insert(a->var().get());
    }
  }
  for (const auto& ia : iter_args) available.insert(ia.get());
  std::vector<ExprPtr> out;
  out.reserve(yields.size());
  for (size_t j = 0; j < yields.size(); ++j) {
    auto var = As<Var>(yields[j]);
    if (!var || available.count(var.get()) || j >= iter_args.size()) {
      out.push_back(yields[j]);
    } else {
      out.push_back(iter_args[j]);
    }
  }
  return out;
}

// A body split into its statements and trailing yield.
struct Decomposed {
  std::vector<StmtPtr> stmts;
  std::vector<ExprPtr> yields;
  bool had_yield = false;
};

Decomposed Decompose(const StmtPtr& body) {
  Decomposed d;
  d.stmts = body ? StmtList(body) : std::vector<StmtPtr>{};
  if (!d.stmts.empty()) {
    if (auto y = As<YieldStmt>(d.stmts.back())) {
      d.yields = y->values();
      d.had_yield = true;
      d.stmts.pop_back();
    }
  }
  return d;
}

struct BodyResult {
  std::vector<StmtPtr> stmts;
  std::vector<ExprPtr> yields;
};

StmtPtr FinalBody(BodyResult result, bool had_yield, const Span& span) {
  if (!result.yields.empty() || had_yield) {
    result.stmts.push_back(Yield(std::move(result.yields), span));
  }
  return MakeSeq(std::move(result.stmts), span);
}

// ---------------------------------------------------------------------------

class Lowering {
 public:
  int counter = 0;

  std::string FreshName(const std::string& base, const std::string& role) {
    return BuildAutoName(base, "", role, counter++);
  }

  std::vector<VarPtr> PhiVars(const std::vector<ExprPtr>& values, const Span& span) {
    std::vector<VarPtr> phis;
    phis.reserve(values.size());
    for (const auto& v : values) {
      phis.push_back(std::make_shared<Var>(FreshName(ExprNamingBase(v), "phi"), v->type(), span));
    }
    return phis;
  }

  // The escaping branch minus its trailing break/continue, and the normal
  // path (the other branch followed by the statements after the if).
  static std::vector<StmtPtr> EscapeBranchPrefix(const IfStmtPtr& op, bool escape_in_then) {
    std::vector<StmtPtr> stmts = StmtList(escape_in_then ? op->then_body() : op->else_body());
    if (!stmts.empty()) stmts.pop_back();
    // Statements after an earlier break/continue of the branch never run.
    auto escape = std::find_if(stmts.begin(), stmts.end(), [](const StmtPtr& s) {
      return IsA<ContinueStmt>(s) || IsA<BreakStmt>(s);
    });
    stmts.erase(escape, stmts.end());
    return stmts;
  }
  static std::vector<StmtPtr> NormalPath(const IfStmtPtr& op, bool escape_in_then,
                                         const std::vector<StmtPtr>& post) {
    std::vector<StmtPtr> out;
    const StmtPtr& normal = escape_in_then ? op->else_body() : op->then_body();
    if (normal) out = StmtList(normal);
    out.insert(out.end(), post.begin(), post.end());
    return out;
  }

  // `if c: <escape prefix>; yield(escape)  else: <normal>; yield(normal)`
  // with phi return vars, appended to `pre`.
  BodyResult EscapeIf(const IfStmtPtr& op, bool escape_in_then, std::vector<StmtPtr> pre,
                      std::vector<StmtPtr> escape_stmts, std::vector<ExprPtr> escape_values,
                      BodyResult normal, const Span& span) {
    (void)span;
    std::vector<VarPtr> phis = PhiVars(escape_values, op->span());
    escape_stmts.push_back(Yield(std::move(escape_values), op->span()));
    StmtPtr escape_body = MakeSeq(std::move(escape_stmts), op->span());
    normal.stmts.push_back(Yield(std::move(normal.yields), op->span()));
    StmtPtr normal_body = MakeSeq(std::move(normal.stmts), op->span());
    pre.push_back(
        std::make_shared<IfStmt>(op->condition(), escape_in_then ? escape_body : normal_body,
                                 escape_in_then ? normal_body : escape_body, phis, op->span()));
    return {std::move(pre), AsExprs(phis)};
  }

  // ---- phase 1: continue ----

  BodyResult ProcessContinue(const std::vector<StmtPtr>& stmts,
                             const std::vector<IterArgPtr>& iter_args,
                             const std::vector<ExprPtr>& yields, const Span& span) {
    for (size_t i = 0; i < stmts.size(); ++i) {
      const StmtPtr& stmt = stmts[i];
      std::vector<StmtPtr> pre(stmts.begin(), stmts.begin() + static_cast<std::ptrdiff_t>(i));
      std::vector<StmtPtr> post(stmts.begin() + static_cast<std::ptrdiff_t>(i) + 1, stmts.end());
      if (IsA<ContinueStmt>(stmt)) {
        std::vector<ExprPtr> values = ResolveAtEscape(yields, pre, iter_args);
        return {std::move(pre), std::move(values)};
      }
      auto op = As<IfStmt>(stmt);
      if (!op) continue;
      const bool then_has = EscapeScanner::Scan(op->then_body()).has_continue;
      const bool else_has = op->else_body() && EscapeScanner::Scan(op->else_body()).has_continue;
      if (!then_has && !else_has) continue;
      const bool then_ends = EndsWith(op->then_body(), NodeKind::kContinue);
      const bool else_ends = EndsWith(op->else_body(), NodeKind::kContinue);

      if (then_ends || else_ends) {
        const bool escape_in_then = then_ends;
        std::vector<StmtPtr> escape_stmts = EscapeBranchPrefix(op, escape_in_then);
        std::vector<StmtPtr> escape_scope = pre;
        escape_scope.insert(escape_scope.end(), escape_stmts.begin(), escape_stmts.end());
        std::vector<ExprPtr> escape_values = ResolveAtEscape(yields, escape_scope, iter_args);
        std::vector<StmtPtr> normal = NormalPath(op, escape_in_then, post);
        std::vector<StmtPtr> normal_scope = pre;
        normal_scope.insert(normal_scope.end(), normal.begin(), normal.end());
        BodyResult normal_result = ProcessContinue(
            normal, iter_args, ResolveAtEscape(yields, normal_scope, iter_args), span);
        if (yields.empty()) {
          StmtPtr escape_body = MakeSeq(std::move(escape_stmts), op->span());
          StmtPtr filled = MakeSeq(std::move(normal_result.stmts), op->span());
          pre.push_back(std::make_shared<IfStmt>(
              op->condition(), escape_in_then ? escape_body : filled,
              escape_in_then ? filled : escape_body, std::vector<VarPtr>{}, op->span()));
          return {std::move(pre), {}};
        }
        return EscapeIf(op, escape_in_then, std::move(pre), std::move(escape_stmts),
                        std::move(escape_values), std::move(normal_result), span);
      }

      // The continue sits deeper inside a branch.
      auto branch = [&](const StmtPtr& body, bool has_target) -> BodyResult {
        Decomposed d = Decompose(body);
        const std::vector<ExprPtr>& vals = d.had_yield ? d.yields : yields;
        if (!has_target) return {std::move(d.stmts), ResolveAtEscape(vals, pre, iter_args)};
        return ProcessContinue(d.stmts, iter_args, vals, span);
      };
      BodyResult then_result = branch(op->then_body(), then_has);
      BodyResult else_result = op->else_body()
                                   ? branch(op->else_body(), else_has)
                                   : BodyResult{{}, ResolveAtEscape(yields, pre, iter_args)};
      if (!then_result.yields.empty() || !else_result.yields.empty()) {
        const auto& ref = then_result.yields.empty() ? else_result.yields : then_result.yields;
        std::vector<VarPtr> phis = PhiVars(ref, span);
        then_result.stmts.push_back(Yield(std::move(then_result.yields), span));
        else_result.stmts.push_back(Yield(std::move(else_result.yields), span));
        pre.push_back(std::make_shared<IfStmt>(
            op->condition(), MakeSeq(std::move(then_result.stmts), span),
            MakeSeq(std::move(else_result.stmts), span), phis, op->span()));
        std::vector<ExprPtr> phi_exprs = AsExprs(phis);
        if (post.empty()) return {std::move(pre), std::move(phi_exprs)};
        BodyResult rest = ProcessContinue(post, iter_args, phi_exprs, span);
        pre.insert(pre.end(), rest.stmts.begin(), rest.stmts.end());
        return {std::move(pre), std::move(rest.yields)};
      }
      StmtPtr new_else = op->else_body() ? MakeSeq(std::move(else_result.stmts), span) : StmtPtr();
      pre.push_back(
          std::make_shared<IfStmt>(op->condition(), MakeSeq(std::move(then_result.stmts), span),
                                   std::move(new_else), std::vector<VarPtr>{}, op->span()));
      if (post.empty()) return {std::move(pre), yields};
      BodyResult rest = ProcessContinue(post, iter_args, yields, span);
      pre.insert(pre.end(), rest.stmts.begin(), rest.stmts.end());
      return {std::move(pre), std::move(rest.yields)};
    }
    return {stmts, yields};
  }

  // ---- phase 2: break ----

  BodyResult ProcessBreak(const std::vector<StmtPtr>& stmts, const VarPtr& flag,
                          const std::vector<IterArgPtr>& iter_args,
                          const std::vector<ExprPtr>& yields, const Span& span) {
    // Values carried out at a break: expressions are next-iteration
    // computations that must not run, so they fall back to the iter_arg.
    auto break_values = [&](const std::vector<StmtPtr>& before) {
      std::vector<ExprPtr> resolved = ResolveAtEscape(yields, before, iter_args);
      for (size_t j = 0; j < resolved.size() && j < iter_args.size(); ++j) {
        if (!IsA<Var>(resolved[j])) resolved[j] = iter_args[j];
      }
      return resolved;
    };
    auto set_flag = [&]() { return Assign(flag, MakeConstBool(true, span), span); };

    for (size_t i = 0; i < stmts.size(); ++i) {
      const StmtPtr& stmt = stmts[i];
      std::vector<StmtPtr> pre(stmts.begin(), stmts.begin() + static_cast<std::ptrdiff_t>(i));
      std::vector<StmtPtr> post(stmts.begin() + static_cast<std::ptrdiff_t>(i) + 1, stmts.end());
      if (IsA<BreakStmt>(stmt)) {
        pre.push_back(set_flag());
        std::vector<ExprPtr> values = break_values(pre);
        return {std::move(pre), std::move(values)};
      }
      auto op = As<IfStmt>(stmt);
      if (!op) continue;
      const bool then_has = EscapeScanner::Scan(op->then_body()).has_break;
      const bool else_has = op->else_body() && EscapeScanner::Scan(op->else_body()).has_break;
      if (!then_has && !else_has) continue;
      const bool then_ends = EndsWith(op->then_body(), NodeKind::kBreak);
      const bool else_ends = EndsWith(op->else_body(), NodeKind::kBreak);

      if (then_ends || else_ends) {
        const bool escape_in_then = then_ends;
        std::vector<StmtPtr> escape_stmts = EscapeBranchPrefix(op, escape_in_then);
        std::vector<StmtPtr> escape_scope = pre;
        escape_scope.insert(escape_scope.end(), escape_stmts.begin(), escape_stmts.end());
        std::vector<ExprPtr> escape_values = break_values(escape_scope);
        std::vector<StmtPtr> normal = NormalPath(op, escape_in_then, post);
        std::vector<StmtPtr> normal_scope = pre;
        normal_scope.insert(normal_scope.end(), normal.begin(), normal.end());
        BodyResult normal_result = ProcessBreak(
            normal, flag, iter_args, ResolveAtEscape(yields, normal_scope, iter_args), span);
        escape_stmts.push_back(set_flag());
        return EscapeIf(op, escape_in_then, std::move(pre), std::move(escape_stmts),
                        std::move(escape_values), std::move(normal_result), span);
      }

      // The break sits deeper inside a branch.
      auto branch = [&](const StmtPtr& body, bool has_target) -> BodyResult {
        Decomposed d = Decompose(body);
        const std::vector<ExprPtr>& vals = d.had_yield ? d.yields : yields;
        if (!has_target) return {std::move(d.stmts), ResolveAtEscape(vals, pre, iter_args)};
        return ProcessBreak(d.stmts, flag, iter_args, vals, span);
      };
      BodyResult then_result = branch(op->then_body(), then_has);
      BodyResult else_result = op->else_body()
                                   ? branch(op->else_body(), else_has)
                                   : BodyResult{{}, ResolveAtEscape(yields, pre, iter_args)};
      const auto& ref = then_result.yields.empty() ? else_result.yields : then_result.yields;
      std::vector<VarPtr> phis = PhiVars(ref, span);
      std::vector<ExprPtr> phi_exprs = AsExprs(phis);
      if (!then_result.yields.empty()) {
        then_result.stmts.push_back(Yield(std::move(then_result.yields), span));
      }
      if (!else_result.yields.empty()) {
        else_result.stmts.push_back(Yield(std::move(else_result.yields), span));
      }
      pre.push_back(
          std::make_shared<IfStmt>(op->condition(), MakeSeq(std::move(then_result.stmts), span),
                                   MakeSeq(std::move(else_result.stmts), span), phis, op->span()));
      if (post.empty()) return {std::move(pre), std::move(phi_exprs)};
      // The rest of the body only runs when no nested break fired.
      BodyResult rest = ProcessBreak(post, flag, iter_args, phi_exprs, span);
      rest.stmts.push_back(Yield(std::move(rest.yields), span));
      std::vector<VarPtr> guard_phis = PhiVars(phi_exprs, span);
      pre.push_back(std::make_shared<IfStmt>(Not(flag, span), MakeSeq(std::move(rest.stmts), span),
                                             Yield(phi_exprs, span), guard_phis, span));
      return {std::move(pre), AsExprs(guard_phis)};
    }
    return {stmts, yields};
  }

  BodyResult ProcessBreakAndContinue(const Decomposed& d, const std::vector<IterArgPtr>& iter_args,
                                     const VarPtr& flag, bool has_continue, const Span& span) {
    if (!has_continue) return ProcessBreak(d.stmts, flag, iter_args, d.yields, span);
    BodyResult c = ProcessContinue(d.stmts, iter_args, d.yields, span);
    return ProcessBreak(c.stmts, flag, iter_args, c.yields, span);
  }

  VarPtr NewFlag(const Span& span) {
    return std::make_shared<Var>(FreshName("break", "tmp"), ScalarType::Get(DataType::kBool), span);
  }
};

class CtrlFlowMutator : public IRMutator {
 public:
  StmtPtr MutateFor(const ForStmtPtr& op) override {
    StmtPtr body = MutateStmt(op->body());
    EscapeScan scan =
        op->for_kind() == ForKind::kSequential ? EscapeScanner::Scan(body) : EscapeScan{};
    if (!scan.has_break && !scan.has_continue) return WithBody(op, body);
    const Span& span = op->span();
    if (!scan.has_break) {
      Decomposed d = Decompose(body);
      BodyResult r = lowering_.ProcessContinue(d.stmts, op->iter_args(), d.yields, span);
      return WithBody(op, FinalBody(std::move(r), d.had_yield, span));
    }
    // for -> while with a break flag and an explicit counter.
    VarPtr flag = lowering_.NewFlag(span);
    VarPtr counter =
        std::make_shared<Var>(lowering_.FreshName(NamingBase(op->loop_var()->name_hint()), "idx"),
                              op->loop_var()->type(), span);
    body = SubstituteVars(body, {{op->loop_var().get(), counter}});
    std::optional<int64_t> step = ConstIntValue(op->step());
    const bool descending = step && *step < 0;
    // Built with the reference's operand check (an INDEX counter against a
    // float bound is its TypeError here).
    ir::CheckScalarOperandCategories(descending ? "gt" : "lt", counter, op->stop(), span);
    ExprPtr bound = std::make_shared<BinaryExpr>(descending ? BinaryOp::kGt : BinaryOp::kLt,
                                                 counter, op->stop(), DataType::kBool, span);
    ExprPtr cond = And(bound, Not(flag, span), span);

    Decomposed d = Decompose(body);
    BodyResult r =
        lowering_.ProcessBreakAndContinue(d, op->iter_args(), flag, scan.has_continue, span);
    // The yield must stay last and read pre-increment values: expressions
    // are bound to temporaries before the counter advances.
    std::vector<ExprPtr> trailing;
    for (auto& v : r.yields) {
      if (IsA<Var>(v)) {
        trailing.push_back(v);
        continue;
      }
      auto tmp = std::make_shared<Var>(lowering_.FreshName("yield", "tmp"), v->type(), span);
      r.stmts.push_back(Assign(tmp, v, span));
      trailing.push_back(tmp);
    }
    DataType counter_dtype = ScalarDataType(counter).value_or(DataType::kIndex);
    auto advance = Assign(
        counter,
        std::make_shared<BinaryExpr>(BinaryOp::kAdd, counter, op->step(), counter_dtype, span),
        span);
    r.stmts.push_back(
        std::make_shared<IfStmt>(Not(flag, span), advance, nullptr, std::vector<VarPtr>{}, span));
    if (!trailing.empty() || d.had_yield) r.stmts.push_back(Yield(std::move(trailing), span));
    return MakeSeq(
        {Assign(counter, op->start(), span), Assign(flag, MakeConstBool(false, span), span),
         std::make_shared<WhileStmt>(cond, op->iter_args(), MakeSeq(std::move(r.stmts), span),
                                     op->return_vars(), span)},
        span);
  }

  StmtPtr MutateWhile(const WhileStmtPtr& op) override {
    StmtPtr body = MutateStmt(op->body());
    EscapeScan scan = EscapeScanner::Scan(body);
    const Span& span = op->span();
    if (!scan.has_break && !scan.has_continue) {
      if (body == op->body()) return op;
      return std::make_shared<WhileStmt>(op->condition(), op->iter_args(), body, op->return_vars(),
                                         span);
    }
    Decomposed d = Decompose(body);
    if (!scan.has_break) {
      BodyResult r = lowering_.ProcessContinue(d.stmts, op->iter_args(), d.yields, span);
      return std::make_shared<WhileStmt>(op->condition(), op->iter_args(),
                                         FinalBody(std::move(r), d.had_yield, span),
                                         op->return_vars(), span);
    }
    VarPtr flag = lowering_.NewFlag(span);
    ExprPtr cond = And(op->condition(), Not(flag, span), span);
    BodyResult r =
        lowering_.ProcessBreakAndContinue(d, op->iter_args(), flag, scan.has_continue, span);
    return MakeSeq({Assign(flag, MakeConstBool(false, span), span),
                    std::make_shared<WhileStmt>(cond, op->iter_args(),
                                                FinalBody(std::move(r), d.had_yield, span),
                                                op->return_vars(), span)},
                   span);
  }

 private:
  static StmtPtr WithBody(const ForStmtPtr& op, const StmtPtr& body) {
    if (body == op->body()) return op;
    return std::make_shared<ForStmt>(op->loop_var(), op->start(), op->stop(), op->step(),
                                     op->iter_args(), body, op->return_vars(), op->for_kind(),
                                     op->attrs(), op->span());
  }

  Lowering lowering_;
};

}  // namespace

ir::ProgramPtr CtrlFlowTransform(const ir::ProgramPtr& program) {
  std::vector<ir::FunctionPtr> functions;
  bool changed = false;
  for (const auto& f : program->functions()) {
    if (!f->body() || !IsInCoreLike(f->func_type())) {
      functions.push_back(f);
      continue;
    }
    CtrlFlowMutator mutator;
    ir::StmtPtr body = mutator.MutateStmt(f->body());
    if (body == f->body()) {
      functions.push_back(f);
    } else {
      changed = true;
      functions.push_back(f->WithBody(std::move(body)));
    }
  }
  return changed ? program->WithFunctions(std::move(functions)) : program;
}

}  // namespace ptoc::transforms
