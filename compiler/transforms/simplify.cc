// Simplify: arithmetic simplification of every scalar expression (including
// shapes inside types) with the arith analyzer, using loop ranges and branch
// conditions as constraints; propagation of top-level scalar constants;
// collapse of provably constant `if`s and of pure sequential loops with 0 or
// 1 trips; and finally a conservative dead-code elimination of scalar
// assignments without calls and of unused `if` phi results.
#include <algorithm>
#include <functional>
#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compiler/base/status.h"
#include "compiler/ir/arith/arith_simplifier.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/visitor.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {
namespace {

using namespace ::ptoc::ir;  // NOLINT(google-build-using-namespace)
using arith::Analyzer;

// ---------------------------------------------------------------------------
// Helpers

// Variables assigned more than once (pre-SSA input): their first value must
// not be propagated.
// Only statements are walked: assignments never sit inside expressions.
class MultiAssignCollector : public IRVisitor {
 public:
  std::unordered_set<const Var*> multi;
  void VisitAssign(const AssignStmtPtr& stmt) override {
    if (!seen_.insert(stmt->var().get()).second) multi.insert(stmt->var().get());
  }
  void VisitExpr(const ExprPtr&) override {}
  void VisitVarDef(const VarPtr&) override {}
  void VisitAttrs(const Attrs&) override {}

 private:
  std::unordered_set<const Var*> seen_;
};

// Every variable referenced as a use (not at its definition; types of
// defined variables count as uses of the variables inside them).
class VarUseCollector : public IRVisitor {
 public:
  // Collects into `out` when given (to gather many statements into one set).
  explicit VarUseCollector(std::unordered_set<const Var*>* out = nullptr)
      : target_(out != nullptr ? out : &uses) {}
  std::unordered_set<const Var*> uses;
  void VisitVarDef(const VarPtr& var) override {
    if (!var) return;
    VisitType(var->type());
    if (var->kind() == NodeKind::kIterArg) {
      VisitExpr(static_cast<const IterArg&>(*var).init_value());
    }
  }
  void VisitVar(const VarPtr& var) override { target_->insert(var.get()); }
  void VisitIterArg(const IterArgPtr& var) override { target_->insert(var.get()); }
  void VisitMemRef(const MemRefPtr& memref) override {
    target_->insert(memref.get());
    IRVisitor::VisitMemRef(memref);
  }

 private:
  std::unordered_set<const Var*>* target_;
};

std::unordered_set<const Var*> ExprUses(const ExprPtr& e) {
  VarUseCollector c;
  if (e) c.VisitExpr(e);
  return std::move(c.uses);
}

class CallFinder : public IRVisitor {
 public:
  bool found = false;
  void VisitCall(const CallPtr& call) override {
    found = true;
    IRVisitor::VisitCall(call);
  }
};

bool ContainsCall(const ExprPtr& e) {
  CallFinder f;
  if (e) f.VisitExpr(e);
  return f.found;
}

bool IsConstScalar(const ExprPtr& e) {
  return IsA<ConstInt>(e) || IsA<ConstFloat>(e) || IsA<ConstBool>(e);
}

// Copies `body` with fresh variables at every definition and the given
// substitutions for free variables (used to lift a single-trip loop body).
class Cloner : public IRMutator {
 public:
  explicit Cloner(std::unordered_map<const Var*, ExprPtr> sub) : sub_(std::move(sub)) {}

  VarPtr MutateVarDef(const VarPtr& var) override {
    if (!var || var->kind() == NodeKind::kMemRef) return IRMutator::MutateVarDef(var);
    TypePtr type = MutateType(var->type());
    VarPtr fresh;
    if (auto ia = As<IterArg>(var)) {
      fresh = std::make_shared<IterArg>(var->name_hint(), type, MutateExpr(ia->init_value()),
                                        var->span());
    } else {
      fresh = std::make_shared<Var>(var->name_hint(), type, var->span());
    }
    SetVarRemap(var, fresh);
    return fresh;
  }
  ExprPtr MutateVar(const VarPtr& var) override {
    auto it = sub_.find(var.get());
    return it != sub_.end() ? it->second : IRMutator::MutateVar(var);
  }
  ExprPtr MutateIterArg(const IterArgPtr& var) override {
    auto it = sub_.find(var.get());
    return it != sub_.end() ? it->second : IRMutator::MutateIterArg(var);
  }

 private:
  std::unordered_map<const Var*, ExprPtr> sub_;
};

// ---------------------------------------------------------------------------
// The simplifying mutator.

class SimplifyMutator : public IRMutator {
 public:
  SimplifyMutator(Analyzer* analyzer, std::unordered_set<const Var*> multi_assigned)
      : an_(analyzer), multi_(std::move(multi_assigned)) {}

  ExprPtr SimplifyExpr(const ExprPtr& e) {
    if (!e) return e;
    return an_->Simplify(MutateExpr(e));
  }

  ExprPtr MutateVar(const VarPtr& var) override { return an_->Simplify(Lookup(var)); }
  ExprPtr MutateIterArg(const IterArgPtr& var) override {
    ExprPtr looked = Lookup(var);
    if (looked == var) looked = RebuildIterArgUse(var);
    return an_->Simplify(looked);
  }
  ExprPtr MutateBinary(const BinaryExprPtr& expr) override {
    return an_->Simplify(IRMutator::MutateBinary(expr));
  }
  ExprPtr MutateUnary(const UnaryExprPtr& expr) override {
    return an_->Simplify(IRMutator::MutateUnary(expr));
  }
  // A layout-only tensor.view to the layout its source already has is a
  // no-op reinterpret: use the source (views that also reshape are kept).
  ExprPtr MutateCall(const CallPtr& call) override {
    ExprPtr base = IRMutator::MutateCall(call);
    auto c = As<Call>(base);
    if (!c || c->IsFunctionCall() || c->callee_name() != "tensor.view" || c->args().size() != 1) {
      return base;
    }
    auto src = As<TensorType>(c->args()[0]->type());
    auto out = As<TensorType>(c->type());
    if (!src || !out) return base;
    auto layout = [](const TensorType& t) {
      return t.view() ? t.view()->layout : TensorLayout::kND;
    };
    return layout(*src) == layout(*out) ? c->args()[0] : base;
  }

  // Shapes, valid shapes, strides and start offsets of tensor/tile types.
  TypePtr MutateType(const TypePtr& type) override {
    if (!type) return type;
    auto simplify_vec = [this](const std::vector<ExprPtr>& in, bool* changed) {
      std::vector<ExprPtr> out;
      out.reserve(in.size());
      for (const auto& e : in) {
        out.push_back(SimplifyExpr(e));
        if (out.back() != e) *changed = true;
      }
      return out;
    };
    if (auto t = As<TensorType>(type)) {
      bool changed = false;
      auto shape = simplify_vec(t->shape(), &changed);
      std::optional<TensorView> view = t->view();
      if (view) {
        bool view_changed = false;
        auto stride = simplify_vec(view->stride, &view_changed);
        auto valid = simplify_vec(view->valid_shape, &view_changed);
        if (view_changed) {
          changed = true;
          view->stride = std::move(stride);
          view->valid_shape = std::move(valid);
        }
      }
      if (!changed) return type;
      return std::make_shared<TensorType>(std::move(shape), t->dtype(), std::move(view),
                                          t->memref(), t->span());
    }
    if (auto t = As<TileType>(type)) {
      bool changed = false;
      auto shape = simplify_vec(t->shape(), &changed);
      std::optional<TileView> view = t->view();
      if (view) {
        bool view_changed = false;
        auto valid = simplify_vec(view->valid_shape, &view_changed);
        auto stride = simplify_vec(view->stride, &view_changed);
        ExprPtr offset = view->start_offset ? SimplifyExpr(view->start_offset) : nullptr;
        if (offset != view->start_offset) view_changed = true;
        if (view_changed) {
          changed = true;
          view->valid_shape = std::move(valid);
          view->stride = std::move(stride);
          view->start_offset = std::move(offset);
        }
      }
      if (!changed) return type;
      return std::make_shared<TileType>(std::move(shape), t->dtype(), t->memory_space(),
                                        std::move(view), t->memref(), t->span());
    }
    if (auto t = As<TupleType>(type)) {
      bool changed = false;
      std::vector<TypePtr> types;
      for (const auto& inner : t->types()) {
        types.push_back(MutateType(inner));
        if (types.back() != inner) changed = true;
      }
      if (!changed) return type;
      return std::make_shared<TupleType>(std::move(types), t->span());
    }
    return type;
  }

  // A rewritten statement keeps its source comments, as in the reference.
  StmtPtr MutateStmt(const StmtPtr& stmt) override {
    return KeepLeadingComments(stmt, IRMutator::MutateStmt(stmt));
  }

  StmtPtr MutateAssign(const AssignStmtPtr& stmt) override {
    ExprPtr value = SimplifyExpr(stmt->value());
    VarPtr var = MutateVarDef(stmt->var());
    // Scalars feed the analyzer: constants at function top level are
    // substituted into later uses; everything else only contributes its
    // range (so dead guards fold without inlining symbolic values).
    if (IsA<ScalarType>(var->type()) && !multi_.count(stmt->var().get())) {
      if (IsConstScalar(value) && depth_ == 0) {
        // A full binding records the fact `var == value`, and `==` takes no
        // BOOL operands, so a constant BOOL scalar at function top level is a
        // type error here (CtrlFlowTransform's `break` flags included).
        if (ir::IsBool(*ir::ScalarDataType(var))) {
          ThrowUserError(stmt->span(), "TypeError: Operator 'eq' does not accept bool dtype");
        }
        an_->Bind(var, value);
        log_.push_back(var);
      } else {
        BindScalarBound(var, value);
      }
    }
    if (value == stmt->value() && var == stmt->var()) return stmt;
    return std::make_shared<AssignStmt>(var, value, stmt->span());
  }

  StmtPtr MutateEval(const EvalStmtPtr& stmt) override {
    ExprPtr e = SimplifyExpr(stmt->expr());
    if (e == stmt->expr()) return stmt;
    return std::make_shared<EvalStmt>(e, stmt->span());
  }

  StmtPtr MutateReturn(const ReturnStmtPtr& stmt) override {
    bool changed = false;
    auto values = SimplifyVec(stmt->values(), &changed);
    if (!changed) return stmt;
    return std::make_shared<ReturnStmt>(std::move(values), stmt->span());
  }

  StmtPtr MutateYield(const YieldStmtPtr& stmt) override {
    bool changed = false;
    auto values = SimplifyVec(stmt->values(), &changed);
    if (!changed) return stmt;
    return std::make_shared<YieldStmt>(std::move(values), stmt->span());
  }

  StmtPtr MutateFor(const ForStmtPtr& stmt) override {
    ExprPtr start = SimplifyExpr(stmt->start());
    ExprPtr stop = SimplifyExpr(stmt->stop());
    ExprPtr step = SimplifyExpr(stmt->step());
    bool iter_args_changed = false;
    std::vector<IterArgPtr> iter_args;
    for (const auto& ia : stmt->iter_args()) {
      auto n = As<IterArg>(MutateVarDef(ia));
      PTOC_CHECK(n != nullptr, "iter_arg rebuilt as a non-IterArg");
      if (n != ia) iter_args_changed = true;
      iter_args.push_back(n);
    }
    const Span& sp = stmt->span();

    // A pure sequential loop (no attrs) with a provable trip count of 0 or 1
    // is replaced by its effect.
    const bool pure = stmt->attrs().empty() && stmt->for_kind() == ForKind::kSequential;
    if (pure && an_->CanProveGreaterEqual(step, 1)) {
      // The trip-count tests `stop <= start` and `start + step` are typed, as
      // in the reference: a BOOL bound, or a float bound against an integer
      // one, is a type error here.
      ir::CheckScalarOperandCategories("le", stop, start, sp);
      int trips = -1;
      if (an_->CanProve(arith::MakeBinary(BinaryOp::kLe, stop, start, sp))) {
        trips = 0;
      } else {
        ir::CheckScalarOperandCategories("add", start, step, sp);
        if (an_->CanProve(arith::MakeBinary(
                BinaryOp::kAnd, arith::MakeBinary(BinaryOp::kLt, start, stop, sp),
                arith::MakeBinary(BinaryOp::kLe, stop,
                                  arith::MakeBinary(BinaryOp::kAdd, start, step, sp), sp),
                sp))) {
          trips = 1;
        }
      }
      if (trips == 0) {
        std::vector<StmtPtr> out;
        for (size_t i = 0; i < stmt->return_vars().size(); ++i) {
          out.push_back(std::make_shared<AssignStmt>(MutateVarDef(stmt->return_vars()[i]),
                                                     iter_args[i]->init_value(), sp));
        }
        return MakeSeq(std::move(out), sp);
      }
      if (trips == 1) {
        std::unordered_map<const Var*, ExprPtr> sub;
        sub.emplace(stmt->loop_var().get(), start);
        for (size_t i = 0; i < stmt->iter_args().size(); ++i) {
          sub.emplace(stmt->iter_args()[i].get(), iter_args[i]->init_value());
        }
        StmtPtr cloned = Cloner(std::move(sub)).MutateStmt(stmt->body());
        Snapshot baseline = Save();
        StmtPtr unrolled = MutateStmt(cloned);
        Restore(baseline);
        return LiftBodyToReturnVars(unrolled, stmt->return_vars());
      }
    }

    auto start_c = As<ConstInt>(start);
    auto stop_c = As<ConstInt>(stop);
    const bool bound = start_c && stop_c && stop_c->value() > start_c->value();
    if (bound) an_->BindRange(stmt->loop_var(), start_c->value(), stop_c->value());
    Snapshot baseline = Save();
    StmtPtr body = VisitScopedBody(stmt->body());
    if (bound) an_->Unbind(stmt->loop_var());
    Restore(baseline);

    bool rv_changed = false;
    std::vector<VarPtr> return_vars;
    for (const auto& rv : stmt->return_vars()) {
      return_vars.push_back(MutateVarDef(rv));
      if (return_vars.back() != rv) rv_changed = true;
    }
    if (start == stmt->start() && stop == stmt->stop() && step == stmt->step() &&
        body == stmt->body() && !iter_args_changed && !rv_changed) {
      return stmt;
    }
    return std::make_shared<ForStmt>(stmt->loop_var(), start, stop, step, std::move(iter_args),
                                     body, std::move(return_vars), stmt->for_kind(), stmt->attrs(),
                                     sp);
  }

  StmtPtr MutateIf(const IfStmtPtr& stmt) override {
    ExprPtr cond = SimplifyExpr(stmt->condition());
    Snapshot baseline = Save();
    const size_t mark = log_.size();

    StmtPtr then_body;
    {
      Analyzer::ConstraintScope ctx(an_, cond);
      ++depth_;
      then_body = MutateStmt(stmt->then_body());
      --depth_;
    }
    Snapshot then_remap = Save();
    Restore(baseline);
    UnbindSince(mark);

    StmtPtr else_body;
    const ExprPtr not_cond = arith::MakeNot(cond, cond->span());
    if (stmt->else_body()) {
      Analyzer::ConstraintScope ctx(an_, not_cond);
      ++depth_;
      else_body = MutateStmt(stmt->else_body());
      --depth_;
    }
    Snapshot else_remap = Save();
    Restore(baseline);
    UnbindSince(mark);

    const bool always_true = an_->CanProve(cond);
    const bool always_false = !always_true && an_->CanProve(not_cond);
    if (always_true || always_false) {
      StmtPtr kept;
      if (always_true) {
        kept = then_body;
        Restore(then_remap);
      } else if (else_body) {
        kept = else_body;
        Restore(else_remap);
      } else {
        PTOC_CHECK(stmt->return_vars().empty(), "if without else has return vars");
        return MakeSeq({}, stmt->span());
      }
      return LiftBodyToReturnVars(kept, stmt->return_vars());
    }
    if (cond == stmt->condition() && then_body == stmt->then_body() &&
        else_body == stmt->else_body()) {
      return stmt;
    }
    return std::make_shared<IfStmt>(cond, then_body, else_body, stmt->return_vars(), stmt->span());
  }

  StmtPtr MutateWhile(const WhileStmtPtr& stmt) override {
    ExprPtr cond = SimplifyExpr(stmt->condition());
    StmtPtr body = VisitScopedBody(stmt->body());
    if (cond == stmt->condition() && body == stmt->body()) return stmt;
    return std::make_shared<WhileStmt>(cond, stmt->iter_args(), body, stmt->return_vars(),
                                       stmt->span());
  }

  StmtPtr MutateScope(const ScopeStmtPtr& stmt) override {
    if (stmt->scope_kind() != ScopeKind::kSpmd) return IRMutator::MutateScope(stmt);
    ExprPtr core_num = SimplifyExpr(stmt->fields().core_num);
    StmtPtr body = VisitScopedBody(stmt->body());
    if (core_num == stmt->fields().core_num && body == stmt->body()) return stmt;
    ScopeStmt::Fields fields = stmt->fields();
    fields.core_num = core_num;
    return std::make_shared<ScopeStmt>(std::move(fields), body, stmt->span());
  }

 private:
  struct Snapshot {
    std::unordered_map<const Var*, ExprPtr> exprs;
    std::unordered_map<const Var*, VarPtr> vars;
  };
  Snapshot Save() const { return {expr_remap_, var_remap_}; }
  void Restore(const Snapshot& s) {
    expr_remap_ = s.exprs;
    var_remap_ = s.vars;
  }

  // A use of an iter_arg whose init value simplifies (a constant-bound
  // scalar) gets a fresh iter_arg with the new init, as the reference's base
  // mutator rebuilds one. A for loop rebuilds its iter_args before its body,
  // so its uses find the rebuilt ones; a while loop keeps its iter_args, so
  // the uses in its condition and body then name an iter_arg that no loop
  // defines, exactly as in the reference's output.
  ExprPtr RebuildIterArgUse(const IterArgPtr& var) {
    ExprPtr init = MutateExpr(var->init_value());
    TypePtr type = MutateType(var->type());
    if (init == var->init_value() && type == var->type()) return var;
    auto fresh = std::make_shared<IterArg>(var->name_hint(), type, init, var->span());
    SetVarRemap(var, fresh);
    return fresh;
  }

  ExprPtr Lookup(const VarPtr& var) {
    auto it = expr_remap_.find(var.get());
    if (it != expr_remap_.end()) return it->second;
    if (var_remap_.empty()) return var;
    VarPtr v = LookupVarRemap(var.get());
    return v ? v : var;
  }

  std::vector<ExprPtr> SimplifyVec(const std::vector<ExprPtr>& in, bool* changed) {
    std::vector<ExprPtr> out;
    out.reserve(in.size());
    for (const auto& e : in) {
      out.push_back(SimplifyExpr(e));
      if (out.back() != e) *changed = true;
    }
    return out;
  }

  // Records only the range of `value` for `var`, intersected with the
  // default range of its dtype (an INDEX scalar stays non-negative even when
  // its value is unknown).
  void BindScalarBound(const VarPtr& var, const ExprPtr& value) {
    arith::ConstIntBound rhs = an_->Bound(value);
    arith::ConstIntBound def = an_->Bound(var);
    arith::ConstIntBound b{std::max(rhs.min_value, def.min_value),
                           std::min(rhs.max_value, def.max_value)};
    if (b.min_value > b.max_value) return;
    an_->UpdateBound(var, b);
    log_.push_back(var);
  }

  void UnbindSince(size_t mark) {
    for (size_t i = log_.size(); i > mark; --i) an_->Unbind(log_[i - 1]);
    log_.resize(mark);
  }

  StmtPtr VisitScopedBody(const StmtPtr& body) {
    const size_t mark = log_.size();
    ++depth_;
    StmtPtr out = MutateStmt(body);
    --depth_;
    UnbindSince(mark);
    return out;
  }

  // Splits off the trailing yield of a control-flow body.
  static StmtPtr StripTrailingYield(const StmtPtr& body, size_t count,
                                    std::vector<ExprPtr>* yielded) {
    if (auto seq = As<SeqStmts>(body)) {
      PTOC_CHECK(!seq->stmts().empty(), "control-flow body must end with a yield");
      auto stmts = seq->stmts();
      StmtPtr inner = StripTrailingYield(stmts.back(), count, yielded);
      if (inner) {
        stmts.back() = inner;
      } else {
        stmts.pop_back();
      }
      return MakeSeq(std::move(stmts), seq->span());
    }
    auto y = As<YieldStmt>(body);
    // With the statement's location: some user programs reach this (the
    // reference fails on them the same way and names the location too).
    PTOC_CHECK(y != nullptr && y->values().size() == count,
               absl::StrCat("control-flow body tail must be a yield matching the return vars [",
                            body->span().ToString(), "]"));
    *yielded = y->values();
    return nullptr;
  }

  // The kept body of a collapsed if/loop: its yield is dropped and the
  // return vars are replaced by the yielded values in later code.
  StmtPtr LiftBodyToReturnVars(const StmtPtr& kept, const std::vector<VarPtr>& return_vars) {
    if (return_vars.empty()) return kept;
    std::vector<ExprPtr> yielded;
    StmtPtr body = StripTrailingYield(kept, return_vars.size(), &yielded);
    for (size_t i = 0; i < return_vars.size(); ++i) expr_remap_[return_vars[i].get()] = yielded[i];
    return body ? body : MakeSeq({}, kept->span());
  }

  Analyzer* an_;
  std::unordered_set<const Var*> multi_;
  std::unordered_map<const Var*, ExprPtr> expr_remap_;
  std::vector<VarPtr> log_;  // scalars bound in the analyzer, in order
  int depth_ = 0;            // nesting in loop / branch / spmd bodies
};

// ---------------------------------------------------------------------------
// Dead-code elimination of scalar assignments and if phis.

using Removable = std::function<bool(const StmtPtr&)>;

// The last element of a tuple whose last type is a TASK_ID scalar (kept:
// later passes recover submit producers from it).
bool IsTaskIdTupleElement(const AssignStmtPtr& assign) {
  auto get = As<TupleGetItem>(assign->value());
  if (!get) return false;
  auto tuple_type = As<TupleType>(get->tuple()->type());
  if (!tuple_type || tuple_type->types().empty()) return false;
  if (get->index() != static_cast<int>(tuple_type->types().size()) - 1) return false;
  auto scalar = As<ScalarType>(tuple_type->types().back());
  return scalar && scalar->dtype() == DataType::kTaskId;
}

bool IsRemovableScalarAssign(const StmtPtr& stmt) {
  auto assign = As<AssignStmt>(stmt);
  if (!assign) return false;
  if (!IsA<ScalarType>(assign->var()->type())) return false;
  if (IsTaskIdTupleElement(assign)) return false;
  return !ContainsCall(assign->value());
}

void CollectAssigns(const std::vector<StmtPtr>& stmts, std::vector<AssignStmtPtr>* out) {
  for (const auto& s : stmts) {
    if (auto a = As<AssignStmt>(s)) out->push_back(a);
    if (auto f = As<ForStmt>(s)) {
      CollectAssigns(StmtList(f->body()), out);
    } else if (auto i = As<IfStmt>(s)) {
      CollectAssigns(StmtList(i->then_body()), out);
      if (i->else_body()) CollectAssigns(StmtList(i->else_body()), out);
    } else if (auto w = As<WhileStmt>(s)) {
      CollectAssigns(StmtList(w->body()), out);
    } else if (auto sc = As<ScopeStmt>(s)) {
      CollectAssigns(StmtList(sc->body()), out);
    }
  }
}

void FindLiveRoots(const std::vector<StmtPtr>& stmts, const Removable& removable,
                   std::unordered_set<const Var*>* live) {
  VarUseCollector c(live);
  auto add = [&c](const ExprPtr& e) {
    if (e) c.VisitExpr(e);
  };
  for (const auto& s : stmts) {
    const bool leaf =
        IsA<AssignStmt>(s) || IsA<EvalStmt>(s) || IsA<ReturnStmt>(s) || IsA<YieldStmt>(s);
    if (leaf && !removable(s)) {
      c.VisitStmt(s);
      if (s->kind() == NodeKind::kAssign) {
        live->insert(static_cast<const AssignStmt&>(*s).var().get());
      }
    }
    if (auto f = As<ForStmt>(s)) {
      add(f->start());
      add(f->stop());
      add(f->step());
      for (const auto& ia : f->iter_args()) add(ia->init_value());
      FindLiveRoots(StmtList(f->body()), removable, live);
    } else if (auto i = As<IfStmt>(s)) {
      add(i->condition());
      FindLiveRoots(StmtList(i->then_body()), removable, live);
      if (i->else_body()) FindLiveRoots(StmtList(i->else_body()), removable, live);
    } else if (auto w = As<WhileStmt>(s)) {
      add(w->condition());
      for (const auto& ia : w->iter_args()) add(ia->init_value());
      FindLiveRoots(StmtList(w->body()), removable, live);
    } else if (auto sc = As<ScopeStmt>(s)) {
      c.VisitAttrs(sc->fields().attrs);
      if (sc->fields().core_num) c.VisitExpr(sc->fields().core_num);
      FindLiveRoots(StmtList(sc->body()), removable, live);
    }
  }
}

bool SameList(const std::vector<StmtPtr>& a, const std::vector<StmtPtr>& b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin());
}

// Rebuilds a compound statement with new bodies (`bodies` in the order
// body / then, else).
StmtPtr WithBodies(const StmtPtr& s, const std::vector<StmtPtr>& bodies) {
  if (auto f = As<ForStmt>(s)) {
    return std::make_shared<ForStmt>(f->loop_var(), f->start(), f->stop(), f->step(),
                                     f->iter_args(), bodies[0], f->return_vars(), f->for_kind(),
                                     f->attrs(), f->span());
  }
  if (auto w = As<WhileStmt>(s)) {
    return std::make_shared<WhileStmt>(w->condition(), w->iter_args(), bodies[0], w->return_vars(),
                                       w->span());
  }
  if (auto sc = As<ScopeStmt>(s)) {
    return std::make_shared<ScopeStmt>(sc->fields(), bodies[0], sc->span());
  }
  return s;
}

std::vector<StmtPtr> FilterDead(const std::vector<StmtPtr>& stmts, const Removable& removable,
                                const std::unordered_set<const Var*>& live) {
  std::vector<StmtPtr> result;
  for (const auto& s : stmts) {
    if (auto a = As<AssignStmt>(s)) {
      if (removable(s) && !live.count(a->var().get())) continue;
      result.push_back(s);
    } else if (auto i = As<IfStmt>(s)) {
      auto then_orig = StmtList(i->then_body());
      auto then_new = FilterDead(then_orig, removable, live);
      bool unchanged = SameList(then_orig, then_new);
      StmtPtr else_body;
      if (i->else_body()) {
        auto else_orig = StmtList(i->else_body());
        auto else_new = FilterDead(else_orig, removable, live);
        unchanged = unchanged && SameList(else_orig, else_new);
        else_body = MakeSeq(std::move(else_new), i->span());
      }
      if (unchanged) {
        result.push_back(s);
        continue;
      }
      result.push_back(std::make_shared<IfStmt>(i->condition(),
                                                MakeSeq(std::move(then_new), i->span()), else_body,
                                                i->return_vars(), i->span()));
    } else if (IsA<ForStmt>(s) || IsA<WhileStmt>(s) || IsA<ScopeStmt>(s)) {
      StmtPtr body = As<ForStmt>(s)     ? As<ForStmt>(s)->body()
                     : As<WhileStmt>(s) ? As<WhileStmt>(s)->body()
                                        : As<ScopeStmt>(s)->body();
      auto orig = StmtList(body);
      auto filtered = FilterDead(orig, removable, live);
      if (SameList(orig, filtered)) {
        result.push_back(s);
        continue;
      }
      result.push_back(WithBodies(s, {MakeSeq(std::move(filtered), s->span())}));
    } else {
      result.push_back(s);
    }
  }
  return result;
}

std::vector<StmtPtr> EliminateDeadScalars(const std::vector<StmtPtr>& stmts,
                                          const std::unordered_set<const Var*>& protected_vars) {
  const Removable removable = IsRemovableScalarAssign;
  std::vector<AssignStmtPtr> all_assigns;
  CollectAssigns(stmts, &all_assigns);
  // Only removable assignments can go, and only their uses can still turn
  // live: a kept assignment's uses are live roots already.
  std::vector<AssignStmtPtr> assigns;
  for (const auto& a : all_assigns) {
    if (removable(a)) assigns.push_back(a);
  }
  if (assigns.empty()) return stmts;
  std::unordered_set<const Var*> live;
  FindLiveRoots(stmts, removable, &live);
  live.insert(protected_vars.begin(), protected_vars.end());
  std::vector<std::unordered_set<const Var*>> uses;
  uses.reserve(assigns.size());
  for (const auto& a : assigns) uses.push_back(ExprUses(a->value()));
  bool changed = true;
  while (changed) {
    changed = false;
    for (size_t i = assigns.size(); i-- > 0;) {
      if (!live.count(assigns[i]->var().get())) continue;
      for (const Var* v : uses[i]) {
        if (live.insert(v).second) changed = true;
      }
    }
  }
  return FilterDead(stmts, removable, live);
}

void DropYieldSlots(std::vector<StmtPtr>* branch, const std::vector<size_t>& kept) {
  if (branch->empty()) return;
  auto y = As<YieldStmt>(branch->back());
  if (!y) return;
  if (kept.empty()) {
    branch->pop_back();
    return;
  }
  std::vector<ExprPtr> values;
  values.reserve(kept.size());
  for (size_t k : kept) values.push_back(y->values()[k]);
  branch->back() = std::make_shared<YieldStmt>(std::move(values), y->span());
}

std::vector<StmtPtr> RewriteDeadPhis(const std::vector<StmtPtr>& stmts,
                                     const std::unordered_set<const Var*>& uses, bool* changed) {
  std::vector<StmtPtr> result;
  for (const auto& s : stmts) {
    if (auto i = As<IfStmt>(s)) {
      auto then_orig = StmtList(i->then_body());
      auto then_new = RewriteDeadPhis(then_orig, uses, changed);
      std::optional<std::vector<StmtPtr>> else_orig, else_new;
      bool else_unchanged = true;
      if (i->else_body()) {
        else_orig = StmtList(i->else_body());
        else_new = RewriteDeadPhis(*else_orig, uses, changed);
        else_unchanged = SameList(*else_new, *else_orig);
      }
      std::vector<size_t> kept;
      std::vector<VarPtr> rvs;
      for (size_t k = 0; k < i->return_vars().size(); ++k) {
        if (uses.count(i->return_vars()[k].get())) {
          kept.push_back(k);
          rvs.push_back(i->return_vars()[k]);
        }
      }
      const bool dropped = kept.size() < i->return_vars().size();
      if (!dropped && SameList(then_new, then_orig) && else_unchanged) {
        result.push_back(s);
        continue;
      }
      if (dropped) {
        DropYieldSlots(&then_new, kept);
        if (else_new) DropYieldSlots(&*else_new, kept);
        *changed = true;
      }
      StmtPtr else_body = else_new ? MakeSeq(std::move(*else_new), i->span()) : nullptr;
      result.push_back(std::make_shared<IfStmt>(i->condition(),
                                                MakeSeq(std::move(then_new), i->span()), else_body,
                                                dropped ? rvs : i->return_vars(), i->span()));
    } else if (IsA<ForStmt>(s) || IsA<WhileStmt>(s) || IsA<ScopeStmt>(s)) {
      StmtPtr body = As<ForStmt>(s)     ? As<ForStmt>(s)->body()
                     : As<WhileStmt>(s) ? As<WhileStmt>(s)->body()
                                        : As<ScopeStmt>(s)->body();
      auto orig = StmtList(body);
      auto rewritten = RewriteDeadPhis(orig, uses, changed);
      if (SameList(orig, rewritten)) {
        result.push_back(s);
        continue;
      }
      result.push_back(WithBodies(s, {MakeSeq(std::move(rewritten), s->span())}));
    } else {
      result.push_back(s);
    }
  }
  return result;
}

// Does any (nested) `if` define phi results? Statements only.
bool HasIfPhis(const StmtPtr& s) {
  if (!s) return false;
  switch (s->kind()) {
    case NodeKind::kSeq:
      for (const auto& c : static_cast<const SeqStmts&>(*s).stmts()) {
        if (HasIfPhis(c)) return true;
      }
      return false;
    case NodeKind::kIf: {
      const auto& i = static_cast<const IfStmt&>(*s);
      return !i.return_vars().empty() || HasIfPhis(i.then_body()) || HasIfPhis(i.else_body());
    }
    case NodeKind::kFor:
      return HasIfPhis(static_cast<const ForStmt&>(*s).body());
    case NodeKind::kWhile:
      return HasIfPhis(static_cast<const WhileStmt&>(*s).body());
    case NodeKind::kScope:
      return HasIfPhis(static_cast<const ScopeStmt&>(*s).body());
    default:
      return false;
  }
}

std::vector<StmtPtr> EliminateDeadIfPhis(std::vector<StmtPtr> cur) {
  // Without phis nothing can be dropped: skip the whole-body use collection.
  if (std::none_of(cur.begin(), cur.end(), [](const StmtPtr& s) { return HasIfPhis(s); })) {
    return cur;
  }
  while (true) {
    VarUseCollector c;
    for (const auto& s : cur) c.VisitStmt(s);
    bool changed = false;
    auto next = RewriteDeadPhis(cur, c.uses, &changed);
    if (!changed) return cur;
    cur = std::move(next);
  }
}

FunctionPtr SimplifyFunction(const FunctionPtr& func,
                             const std::unordered_set<const Var*>& protected_vars) {
  MultiAssignCollector collector;
  collector.VisitStmt(func->body());
  Analyzer analyzer;
  SimplifyMutator mutator(&analyzer, std::move(collector.multi));
  StmtPtr body = mutator.MutateStmt(func->body());

  auto flat = StmtList(body);
  auto pruned = EliminateDeadScalars(flat, protected_vars);
  auto phis_pruned = EliminateDeadIfPhis(pruned);
  // Dead-scalar elimination is idempotent: a second round only matters when
  // dropping phis freed more scalars.
  if (!SameList(phis_pruned, pruned)) {
    pruned = EliminateDeadScalars(phis_pruned, protected_vars);
  }
  if (!SameList(pruned, flat)) body = MakeSeq(std::move(pruned), body->span());
  if (body == func->body()) return func;
  return func->WithBody(body);
}

// Variables referenced by a function's `core_num` attribute: an outlined
// Spmd function's launch size is evaluated in its caller, so the scalars it
// names must survive there.
std::unordered_set<const Var*> CoreNumVars(const ProgramPtr& program) {
  std::unordered_set<const Var*> out;
  for (const auto& f : program->functions()) {
    const AttrValue* v = f->attrs().Find("core_num");
    if (v && v->kind() == AttrValue::Kind::kExpr) {
      auto u = ExprUses(v->AsExpr());
      out.insert(u.begin(), u.end());
    }
  }
  return out;
}

}  // namespace

ir::ProgramPtr Simplify(const ir::ProgramPtr& program) {
  if (!program) return program;
  const auto protected_vars = CoreNumVars(program);
  return MapFunctions(program,
                      [&](const FunctionPtr& f) { return SimplifyFunction(f, protected_vars); });
}

}  // namespace ptoc::transforms
