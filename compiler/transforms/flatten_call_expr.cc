// FlattenCallExpr: three-address form. A call nested inside another call's
// arguments, an operand, a condition, a loop bound, a return or a yield value
// is hoisted into a temporary `t__tmp_vN` assigned right before the
// statement (before the loop/if for header expressions; inside the body for
// body statements, so temporaries never leave their scope).
//
// As in the reference, whose mutator walks a variable's type wherever it meets
// the variable, expressions inside the type of an assigned or used variable
// (a shape or valid_shape like `pl.min(pl.tensor.dim(x, 0) - r, 32)`) are
// flattened too: an operand call there gets its own temporary, and the
// variable is replaced by one of the new type, from that point on. Each
// variable whose type repeats the expression hoists it again.
#include <algorithm>
#include <memory>
#include <unordered_map>
#include <utility>
#include <vector>

#include "compiler/ir/mutator.h"
#include "compiler/transforms/analysis/auto_name.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {
namespace {

using namespace ::ptoc::ir;  // NOLINT(google-build-using-namespace)

class Flattener;

// Rewrites the expressions embedded in a type with the flattener's rules.
class TypeExprFlattener : public IRMutator {
 public:
  explicit TypeExprFlattener(Flattener* flattener) : flattener_(flattener) {}
  ExprPtr MutateExpr(const ExprPtr& expr) override;

 private:
  Flattener* flattener_;
};

class Flattener {
 public:
  StmtPtr FlattenBody(const StmtPtr& body) {
    StmtPtr out = Stmt(body);
    if (pending_.empty()) return out;
    std::vector<StmtPtr> stmts = std::move(pending_);
    pending_.clear();
    stmts.push_back(out);
    return MakeSeq(std::move(stmts), body->span());
  }

 private:
  // A nested body: its own temporaries stay inside it.
  StmtPtr Body(const StmtPtr& body) {
    if (!body) return body;
    std::vector<StmtPtr> outer = std::move(pending_);
    pending_.clear();
    StmtPtr out = Stmt(body);
    if (!pending_.empty()) {
      std::vector<StmtPtr> stmts = std::move(pending_);
      stmts.push_back(out);
      out = MakeSeq(std::move(stmts), body->span());
    }
    pending_ = std::move(outer);
    return out;
  }

  ExprPtr Hoist(const ExprPtr& e) {
    if (!IsA<Call>(e) && !IsA<Submit>(e)) return e;
    auto var = std::make_shared<Var>(BuildAutoName("t", "", std::string("tmp"), counter_++),
                                     e->type(), e->span());
    pending_.push_back(std::make_shared<AssignStmt>(var, e, e->span()));
    return var;
  }

  // Flattens inside `e`; `e` itself stays (the caller hoists it if needed).
  ExprPtr Expr(const ExprPtr& e) {
    if (!e) return e;
    switch (e->kind()) {
      case NodeKind::kVar:
      case NodeKind::kIterArg:
        return Variable(std::static_pointer_cast<const Var>(e));
      case NodeKind::kCall: {
        auto call = std::static_pointer_cast<const Call>(e);
        bool changed = false;
        std::vector<ExprPtr> args = Exprs(call->args(), /*hoist=*/true, &changed);
        if (!changed) return e;
        return std::make_shared<Call>(call->op(), std::move(args), call->kwargs(), call->attrs(),
                                      call->type(), call->span());
      }
      case NodeKind::kSubmit: {
        // Args as for a call; deps are TaskId variables and the predicate is
        // evaluated at dispatch, so both stay as they are.
        auto submit = std::static_pointer_cast<const Submit>(e);
        bool changed = false;
        std::vector<ExprPtr> args = Exprs(submit->args(), /*hoist=*/true, &changed);
        if (!changed) return e;
        return std::make_shared<Submit>(submit->op(), std::move(args), submit->deps(),
                                        submit->launch(), submit->kwargs(), submit->attrs(),
                                        submit->type(), submit->span());
      }
      case NodeKind::kBinary: {
        auto b = std::static_pointer_cast<const BinaryExpr>(e);
        ExprPtr l = Hoist(Expr(b->lhs()));
        ExprPtr r = Hoist(Expr(b->rhs()));
        if (l == b->lhs() && r == b->rhs()) return e;
        return std::make_shared<BinaryExpr>(b->op(), l, r, b->dtype(), b->span());
      }
      case NodeKind::kUnary: {
        auto u = std::static_pointer_cast<const UnaryExpr>(e);
        ExprPtr o = Hoist(Expr(u->operand()));
        if (o == u->operand()) return e;
        return std::make_shared<UnaryExpr>(u->op(), o, u->dtype(), u->span());
      }
      case NodeKind::kMakeTuple: {
        auto t = std::static_pointer_cast<const MakeTuple>(e);
        bool changed = false;
        std::vector<ExprPtr> els = Exprs(t->elements(), /*hoist=*/false, &changed);
        if (!changed) return e;
        return std::make_shared<MakeTuple>(std::move(els), t->span());
      }
      case NodeKind::kTupleGetItem: {
        auto g = std::static_pointer_cast<const TupleGetItem>(e);
        ExprPtr t = Expr(g->tuple());
        if (t == g->tuple()) return e;
        return std::make_shared<TupleGetItem>(t, g->index(), g->span());
      }
      default:
        return e;
    }
  }

  // The variable, or its replacement once its type had something to hoist.
  VarPtr Variable(const VarPtr& var) {
    if (auto it = variables_.find(var.get()); it != variables_.end()) return it->second;
    TypeExprFlattener type_flattener(this);
    TypePtr type = type_flattener.MutateType(var->type());
    VarPtr out = var;
    if (auto iter_arg = As<IterArg>(var)) {
      ExprPtr init = Expr(iter_arg->init_value());
      if (type != var->type() || init != iter_arg->init_value()) {
        out = std::make_shared<IterArg>(var->name_hint(), std::move(type), std::move(init),
                                        var->span());
      }
    } else if (type != var->type()) {
      out = std::make_shared<Var>(var->name_hint(), std::move(type), var->span());
    }
    variables_.emplace(var.get(), out);
    return out;
  }

  // Each of `in` flattened inside; with `hoist`, a call among them is hoisted
  // too.
  std::vector<ExprPtr> Exprs(const std::vector<ExprPtr>& in, bool hoist, bool* changed) {
    std::vector<ExprPtr> out;
    out.reserve(in.size());
    for (const auto& v : in) {
      ExprPtr n = hoist ? Hoist(Expr(v)) : Expr(v);
      *changed |= n != v;
      out.push_back(std::move(n));
    }
    return out;
  }

  // A rebuilt statement keeps its source comments (as the reference's
  // FlattenCallExpr does), after the temporaries hoisted out of it.
  StmtPtr Stmt(const StmtPtr& s) { return KeepLeadingComments(s, StmtBody(s)); }

  StmtPtr StmtBody(const StmtPtr& s) {
    if (!s) return s;
    switch (s->kind()) {
      case NodeKind::kSeq: {
        auto seq = std::static_pointer_cast<const SeqStmts>(s);
        std::vector<StmtPtr> out;
        bool changed = false;
        for (const auto& c : seq->stmts()) {
          pending_.clear();
          StmtPtr n = Stmt(c);
          changed = changed || !pending_.empty() || n != c;
          out.insert(out.end(), pending_.begin(), pending_.end());
          out.push_back(std::move(n));
        }
        pending_.clear();
        // Nothing hoisted: the sequence stays (and so does its function),
        // unless MakeSeq would have normalised it.
        if (!changed && out.size() != 1 &&
            std::none_of(out.begin(), out.end(),
                         [](const StmtPtr& c) { return !c || c->kind() == NodeKind::kSeq; })) {
          return s;
        }
        return MakeSeq(std::move(out), seq->span());
      }
      case NodeKind::kAssign: {
        auto a = std::static_pointer_cast<const AssignStmt>(s);
        VarPtr var = a->var()->kind() == NodeKind::kMemRef ? a->var() : Variable(a->var());
        ExprPtr v = Expr(a->value());
        if (v == a->value() && var == a->var()) return s;
        return std::make_shared<AssignStmt>(std::move(var), std::move(v), a->span());
      }
      case NodeKind::kEval: {
        auto ev = std::static_pointer_cast<const EvalStmt>(s);
        ExprPtr v = Expr(ev->expr());
        if (v == ev->expr()) return s;
        return std::make_shared<EvalStmt>(v, ev->span());
      }
      case NodeKind::kReturn: {
        auto r = std::static_pointer_cast<const ReturnStmt>(s);
        bool changed = false;
        auto vals = Exprs(r->values(), /*hoist=*/true, &changed);
        if (!changed) return s;
        return std::make_shared<ReturnStmt>(std::move(vals), r->span());
      }
      case NodeKind::kYield: {
        // A yielded call stays in the yield (as in the reference); calls
        // nested in its arguments are hoisted before it.
        auto y = std::static_pointer_cast<const YieldStmt>(s);
        bool changed = false;
        std::vector<ExprPtr> values = Exprs(y->values(), /*hoist=*/false, &changed);
        if (!changed) return s;
        return std::make_shared<YieldStmt>(std::move(values), y->span());
      }
      case NodeKind::kIf: {
        auto op = std::static_pointer_cast<const IfStmt>(s);
        ExprPtr cond = Hoist(Expr(op->condition()));
        StmtPtr t = Body(op->then_body());
        StmtPtr e = Body(op->else_body());
        if (cond == op->condition() && t == op->then_body() && e == op->else_body()) return s;
        return std::make_shared<IfStmt>(cond, t, e, op->return_vars(), op->span());
      }
      case NodeKind::kFor: {
        auto op = std::static_pointer_cast<const ForStmt>(s);
        ExprPtr start = Hoist(Expr(op->start()));
        ExprPtr stop = Hoist(Expr(op->stop()));
        ExprPtr step = Hoist(Expr(op->step()));
        StmtPtr body = Body(op->body());
        if (start == op->start() && stop == op->stop() && step == op->step() &&
            body == op->body()) {
          return s;
        }
        return std::make_shared<ForStmt>(op->loop_var(), start, stop, step, op->iter_args(), body,
                                         op->return_vars(), op->for_kind(), op->attrs(),
                                         op->span());
      }
      case NodeKind::kWhile: {
        auto op = std::static_pointer_cast<const WhileStmt>(s);
        ExprPtr cond = Hoist(Expr(op->condition()));
        StmtPtr body = Body(op->body());
        if (cond == op->condition() && body == op->body()) return s;
        return std::make_shared<WhileStmt>(cond, op->iter_args(), body, op->return_vars(),
                                           op->span());
      }
      case NodeKind::kScope: {
        auto op = std::static_pointer_cast<const ScopeStmt>(s);
        StmtPtr body = Body(op->body());
        if (body == op->body()) return s;
        return std::make_shared<ScopeStmt>(op->fields(), body, op->span());
      }
      default:
        return s;
    }
  }

  int counter_ = 0;
  std::vector<StmtPtr> pending_;
  std::unordered_map<const Var*, VarPtr> variables_;

  friend class TypeExprFlattener;
};

ExprPtr TypeExprFlattener::MutateExpr(const ExprPtr& expr) {
  if (expr && expr->kind() == NodeKind::kMemRef) return expr;
  return flattener_->Expr(expr);
}

}  // namespace

ir::ProgramPtr FlattenCallExpr(const ir::ProgramPtr& program) {
  return ir::MapFunctions(program, [](const ir::FunctionPtr& f) {
    if (!f->body()) return f;
    Flattener flattener;
    return ir::WithBodyIfChanged(f, flattener.FlattenBody(f->body()));
  });
}

}  // namespace ptoc::transforms
