// ExpandManualPhaseFence: inside MANUAL runtime scopes of orchestration
// functions, a loop whose task launches all fence on one whole TaskId array
// (`deps=[tids]`) costs producers x consumers dependency edges. When that is
// worse than routing through one dependency-only task, the pass emits
// `phase_fence_barrier_<n>_tid = system.task_dummy(deps=[tids])` before the
// loop and makes the covered launches depend on the barrier instead.
//
// The barrier is only sound when the array is loop-invariant: it must not be
// an iter_arg of the loop, be (re)defined in the body, or be written by
// `array.update_element` in the body through any of its loop-carried aliases.
#include <memory>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "compiler/ir/mutator.h"
#include "compiler/ir/op_registry.h"
#include "compiler/ir/visitor.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {
namespace {

using namespace ::ptoc::ir;  // NOLINT(google-build-using-namespace)

// The trip count of a loop whose bounds are constants (nullopt otherwise).
std::optional<int64_t> ConstTripCount(const ForStmt& loop) {
  auto start = As<ConstInt>(loop.start());
  auto stop = As<ConstInt>(loop.stop());
  auto step = As<ConstInt>(loop.step());
  if (!start || !stop || !step || step->value() <= 0) return std::nullopt;
  const int64_t trip = (stop->value() - start->value() + step->value() - 1) / step->value();
  return trip > 0 ? trip : 0;
}

bool IsTaskIdArray(const ExprPtr& e) {
  auto array = e ? As<ArrayType>(e->type()) : nullptr;
  return array && array->dtype() == DataType::kTaskId;
}

// The whole TaskId array a launch fences on, when it is its only dependency.
VarPtr SoleDepArray(const Submit& submit) {
  if (submit.deps().size() != 1 || !IsTaskIdArray(submit.deps()[0])) return nullptr;
  return As<Var>(submit.deps()[0]);
}

struct DepArrayUse {
  VarPtr array;
  int64_t consumer_count = 0;  // launches per execution of the loop body
  std::unordered_set<const Expr*> consumers;
};

// What a loop body does with TaskId arrays, nested loops summarised.
struct BodyIndex {
  std::vector<const Var*> order;  // first-use order of the dependency arrays
  std::unordered_map<const Var*, DepArrayUse> uses;
  std::unordered_set<const Var*> defined;  // variables bound inside the body
  std::unordered_set<const Var*> updated;  // arrays written (with their aliases)

  void AddUse(const DepArrayUse& use, int64_t multiplier) {
    auto [it, inserted] = uses.try_emplace(use.array.get());
    if (inserted) {
      order.push_back(use.array.get());
      it->second.array = use.array;
    }
    it->second.consumer_count += use.consumer_count * multiplier;
    it->second.consumers.insert(use.consumers.begin(), use.consumers.end());
  }
};

// Arrays that name the same storage through loop carries (iter_arg ~ init).
class AliasSets {
 public:
  void Union(const Var* a, const Var* b) {
    auto sa = SetOf(a);
    auto sb = SetOf(b);
    if (sa == sb) return;
    if (sa->size() < sb->size()) std::swap(sa, sb);
    sa->insert(sb->begin(), sb->end());
    for (const Var* v : *sb) sets_[v] = sa;
  }
  void InsertWithAliases(const Var* v, std::unordered_set<const Var*>* out) const {
    out->insert(v);
    auto it = sets_.find(v);
    if (it != sets_.end()) out->insert(it->second->begin(), it->second->end());
  }

 private:
  using Set = std::unordered_set<const Var*>;
  std::shared_ptr<Set> SetOf(const Var* v) {
    auto& set = sets_[v];
    if (!set) set = std::make_shared<Set>(Set{v});
    return set;
  }
  std::unordered_map<const Var*, std::shared_ptr<Set>> sets_;
};

class PhaseFenceMutator : public IRMutator {
 public:
  StmtPtr MutateScope(const ScopeStmtPtr& stmt) override {
    if (stmt->scope_kind() != ScopeKind::kRuntime) return IRMutator::MutateScope(stmt);
    const bool saved = in_manual_;
    in_manual_ = stmt->fields().manual;
    StmtPtr out = IRMutator::MutateScope(stmt);
    in_manual_ = saved;
    return out;
  }

  StmtPtr MutateFor(const ForStmtPtr& stmt) override {
    std::vector<StmtPtr> barriers;
    std::unordered_map<const Expr*, VarPtr> barrier_of;
    if (in_manual_) Decide(stmt, &barriers, &barrier_of);
    if (barriers.empty()) return IRMutator::MutateFor(stmt);
    // Covered launches first (they are matched by identity in the original
    // body), then the usual walk so nested loops get their own decisions.
    ConsumerRewriter rewriter(barrier_of);
    auto rewritten = As<ForStmt>(rewriter.MutateStmt(stmt));
    barriers.push_back(IRMutator::MutateFor(rewritten));
    return MakeSeq(std::move(barriers), stmt->span());
  }

 private:
  class ConsumerRewriter : public IRMutator {
   public:
    explicit ConsumerRewriter(const std::unordered_map<const Expr*, VarPtr>& barrier_of)
        : barrier_of_(barrier_of) {}
    ExprPtr MutateSubmit(const SubmitPtr& submit) override {
      auto it = barrier_of_.find(submit.get());
      if (it == barrier_of_.end()) return IRMutator::MutateSubmit(submit);
      return std::make_shared<Submit>(
          submit->op(), submit->args(), std::vector<ExprPtr>{it->second}, submit->launch(),
          submit->kwargs(), submit->attrs(), submit->type(), submit->span());
    }

   private:
    const std::unordered_map<const Expr*, VarPtr>& barrier_of_;
  };

  // Walks one loop body; nested loops contribute through their summaries.
  class Collector : public IRVisitor {
   public:
    Collector(PhaseFenceMutator* owner, bool count_nested_consumers)
        : owner_(owner), count_nested_consumers_(count_nested_consumers) {}
    BodyIndex index;

    void VisitFor(const ForStmtPtr& stmt) override {
      AddDefs(stmt->return_vars());
      for (const auto& ia : stmt->iter_args()) index.defined.insert(ia.get());
      owner_->RegisterCarryAliases(*stmt);
      const BodyIndex& nested = owner_->Summary(stmt);
      index.defined.insert(nested.defined.begin(), nested.defined.end());
      index.updated.insert(nested.updated.begin(), nested.updated.end());
      if (!count_nested_consumers_) return;
      // Launches of a nested loop run once per nested iteration; without a
      // known count they cannot be weighed, so they are left alone.
      auto trip = ConstTripCount(*stmt);
      if (!trip || *trip <= 0) return;
      for (const Var* key : nested.order) index.AddUse(nested.uses.at(key), *trip);
    }
    void VisitWhile(const WhileStmtPtr& stmt) override {
      AddDefs(stmt->return_vars());
      for (const auto& ia : stmt->iter_args()) index.defined.insert(ia.get());
      IRVisitor::VisitWhile(stmt);
    }
    void VisitIf(const IfStmtPtr& stmt) override {
      AddDefs(stmt->return_vars());
      IRVisitor::VisitIf(stmt);
    }
    void VisitAssign(const AssignStmtPtr& stmt) override {
      index.defined.insert(stmt->var().get());
      auto call = As<Call>(stmt->value());
      if (call && call->callee_name() == "array.update_element" && !call->args().empty()) {
        if (auto base = As<Var>(call->args()[0])) {
          owner_->aliases_.InsertWithAliases(base.get(), &index.updated);
        }
      }
      IRVisitor::VisitAssign(stmt);
    }
    void VisitSubmit(const SubmitPtr& submit) override {
      if (VarPtr array = SoleDepArray(*submit)) {
        DepArrayUse use{array, 1, {submit.get()}};
        index.AddUse(use, 1);
      }
      IRVisitor::VisitSubmit(submit);
    }

   private:
    void AddDefs(const std::vector<VarPtr>& vars) {
      for (const auto& v : vars) index.defined.insert(v.get());
    }
    PhaseFenceMutator* owner_;
    bool count_nested_consumers_;
  };

  void RegisterCarryAliases(const ForStmt& loop) {
    for (const auto& ia : loop.iter_args()) {
      auto init = As<Var>(ia->init_value());
      if (IsTaskIdArray(ia) && init && IsTaskIdArray(init)) aliases_.Union(ia.get(), init.get());
    }
  }

  // Consumers are counted across nested loops only when this loop runs them
  // in sequence.
  BodyIndex Index(const ForStmt& loop) {
    Collector collector(this, loop.for_kind() == ForKind::kSequential);
    collector.VisitStmt(loop.body());
    return std::move(collector.index);
  }

  const BodyIndex& Summary(const ForStmtPtr& loop) {
    auto it = summaries_.find(loop.get());
    if (it != summaries_.end()) return it->second;
    summarised_.push_back(loop);  // keeps the key's address from being reused
    BodyIndex index = Index(*loop);
    return summaries_.emplace(loop.get(), std::move(index)).first->second;
  }

  void Decide(const ForStmtPtr& loop, std::vector<StmtPtr>* barriers,
              std::unordered_map<const Expr*, VarPtr>* barrier_of) {
    RegisterCarryAliases(*loop);
    const BodyIndex index = Index(*loop);
    const auto trip = ConstTripCount(*loop);
    if (loop->for_kind() == ForKind::kParallel && (!trip || *trip <= 0)) return;
    if (loop->for_kind() == ForKind::kSequential && trip && *trip <= 0) return;
    std::unordered_set<const Var*> iter_args;
    for (const auto& ia : loop->iter_args()) iter_args.insert(ia.get());
    for (const Var* key : index.order) {
      const DepArrayUse& use = index.uses.at(key);
      if (iter_args.count(key) || index.defined.count(key) || index.updated.count(key)) continue;
      const int64_t consumers = use.consumer_count * (trip && *trip > 0 ? *trip : 1);
      const int64_t producers = As<ArrayType>(use.array->type())->extent();
      if (producers <= 0 || consumers <= 0) continue;
      // One barrier replaces producers x consumers edges by producers + consumers.
      if (producers * consumers - (producers + consumers) < 1) continue;
      VarPtr barrier = MakeBarrier(use.array, loop->span(), barriers);
      for (const Expr* consumer : use.consumers) (*barrier_of)[consumer] = barrier;
    }
  }

  VarPtr MakeBarrier(const VarPtr& array, const Span& span, std::vector<StmtPtr>* out) {
    CallPtr dummy = MakeOpCallOrThrow("system.task_dummy", {}, {}, span);
    Attrs attrs = Attrs{{"dummy_task", AttrValue::Bool(true)}}.With(
        "manual_dep_edges", AttrValue::List({AttrValue::FromExpr(array)}));
    auto call = std::make_shared<Call>(dummy->op(), dummy->args(), dummy->kwargs(),
                                       std::move(attrs), dummy->type(), span);
    auto var = std::make_shared<Var>(
        "phase_fence_barrier_" + std::to_string(barrier_count_++) + "_tid", call->type(), span);
    out->push_back(std::make_shared<AssignStmt>(var, call, span));
    return var;
  }

  bool in_manual_ = false;
  int64_t barrier_count_ = 0;
  AliasSets aliases_;
  std::unordered_map<const ForStmt*, BodyIndex> summaries_;
  std::vector<ForStmtPtr> summarised_;
};

}  // namespace

ir::ProgramPtr ExpandManualPhaseFence(const ir::ProgramPtr& program) {
  std::vector<FunctionPtr> functions;
  bool changed = false;
  for (const auto& func : program->functions()) {
    FunctionPtr out = func;
    if (func->func_type() == FunctionType::kOrchestration && SummaryOf(*func).manual_scope) {
      PhaseFenceMutator mutator;  // barrier numbering restarts per function
      out = mutator.MutateFunction(func);
    }
    changed |= out != func;
    functions.push_back(out);
  }
  return changed ? program->WithFunctions(std::move(functions)) : program;
}

}  // namespace ptoc::transforms
