// ClassifyIterArgCarry: tells orchestration codegen how to lower each loop
// carry of an Orchestration function.
//
// For every for loop with iter_args it stamps `iter_arg_rebind_<i>`: false when
// the yielded value is another name of the iter_arg's own buffer (codegen can
// use one C++ name for init, iter_arg and result), true when a different
// buffer is yielded (codegen needs a mutable carry). TaskId carries are always
// rebinds. Inside a MANUAL runtime scope a TaskId rebind carry becomes a
// fixed-size fence array, sized by the owning parallel loop's constant trip
// count (`iter_arg_array_size_<i>`); a dynamic trip count there is an error.
// Re-running replaces earlier stamps.
#include <limits>
#include <memory>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "compiler/base/status.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/visitor.h"
#include "compiler/transforms/analysis/arg_directions.h"
#include "compiler/transforms/analysis/buffer_roots.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {
namespace {

using namespace ::ptoc::ir;  // NOLINT(google-build-using-namespace): IR-heavy file

constexpr char kRebindPrefix[] = "iter_arg_rebind_";
constexpr char kArraySizePrefix[] = "iter_arg_array_size_";

struct CarryPlan {
  bool rebind = false;
  int64_t array_size = 0;  // 0: not a fence array
};

bool IsTaskId(const VarPtr& var) {
  auto scalar = As<ScalarType>(var->type());
  return scalar && scalar->dtype() == DataType::kTaskId;
}

bool IsOutputSide(ArgDirection d) {
  return d == ArgDirection::kOutputExisting || d == ArgDirection::kInOut ||
         d == ArgDirection::kOutput;
}

// The function's first return statement.
ReturnStmtPtr FirstReturn(const StmtPtr& body) {
  if (auto seq = As<SeqStmts>(body); seq && !seq->stmts().empty()) {
    if (auto ret = As<ReturnStmt>(seq->stmts().back())) return ret;
  }
  struct Finder : IRVisitor {
    ReturnStmtPtr found;
    void VisitReturn(const ReturnStmtPtr& r) override {
      if (!found) found = r;
    }
  } finder;
  finder.VisitStmt(body);
  return finder.found;
}

// Index of the parameter a function returns directly as its first value.
std::optional<size_t> ReturnedParamIndex(const FunctionPtr& func) {
  if (!func || !func->body()) return std::nullopt;
  ReturnStmtPtr ret = FirstReturn(func->body());
  if (!ret || ret->values().empty()) return std::nullopt;
  auto var = As<Var>(ret->values()[0]);
  if (!var) return std::nullopt;
  for (size_t i = 0; i < func->params().size(); ++i) {
    if (func->params()[i] == var) return i;
  }
  return std::nullopt;
}

// Alias forest of one loop body: each variable that is another name of an
// existing buffer points to that buffer's variable. The loop's iter_args are
// the class roots. Edges: assemble result -> target; result of a call with
// output_existing / inout arguments -> the argument the callee returns;
// tuple projection -> the matching output-side argument; nested loop result ->
// its init value (array carries excluded: each level owns its own array).
class AliasForest {
 public:
  AliasForest(const ForStmtPtr& loop, const ProgramPtr& program) {
    for (const auto& ia : loop->iter_args()) roots_.insert(ia.get());
    struct Collector : IRVisitor {
      std::vector<AssignStmtPtr> assigns;
      std::vector<ForStmtPtr> loops;
      void VisitAssign(const AssignStmtPtr& a) override {
        assigns.push_back(a);
        IRVisitor::VisitAssign(a);
      }
      void VisitFor(const ForStmtPtr& f) override {
        loops.push_back(f);
        IRVisitor::VisitFor(f);
      }
    } body;
    body.VisitStmt(loop->body());
    std::unordered_map<const Var*, AssignStmtPtr> def;
    for (const auto& a : body.assigns) def[a->var().get()] = a;
    for (const auto& a : body.assigns) AddEdge(a->var().get(), Source(a, def, program));
    for (const auto& nested : body.loops) {
      for (size_t k = 0; k < nested->iter_args().size() && k < nested->return_vars().size(); ++k) {
        if (IsA<ArrayType>(nested->iter_args()[k]->type())) continue;
        auto init = As<Var>(nested->iter_args()[k]->init_value());
        if (init) AddEdge(nested->return_vars()[k].get(), init.get());
      }
    }
  }

  bool InClassOf(const Var* var, const Var* iter_arg) { return ClassRoot(var) == iter_arg; }

 private:
  void AddEdge(const Var* produced, const Var* source) {
    if (!produced || !source || produced == source || roots_.count(produced)) return;
    source_of_.emplace(produced, source);  // the first rule wins
  }

  const Var* ClassRoot(const Var* var) {
    std::unordered_set<const Var*> visited;
    const Var* cur = var;
    while (cur && visited.insert(cur).second) {
      auto it = source_of_.find(cur);
      if (it == source_of_.end()) break;
      cur = it->second;
    }
    return cur;
  }

  static const Var* Source(const AssignStmtPtr& assign,
                           const std::unordered_map<const Var*, AssignStmtPtr>& def,
                           const ProgramPtr& program) {
    if (auto get = As<TupleGetItem>(assign->value())) {
      auto tuple = As<Var>(get->tuple());
      if (!tuple) return nullptr;
      auto it = def.find(tuple.get());
      if (it == def.end()) return nullptr;
      // A task launch projects like the tuple-valued call it wraps.
      auto call = CallOrSubmitView(it->second->value());
      if (!call) return nullptr;
      auto dirs = ReadArgDirections(call->attrs());
      if (!dirs || dirs->size() != call->args().size()) return nullptr;
      int seen = 0;
      for (size_t a = 0; a < dirs->size(); ++a) {
        if (!IsOutputSide((*dirs)[a])) continue;
        if (seen++ == get->index()) {
          auto out = As<Var>(call->args()[a]);
          return out ? out.get() : nullptr;
        }
      }
      return nullptr;
    }
    auto call = As<Call>(assign->value());
    if (!call) return nullptr;
    if (!call->IsFunctionCall() && call->callee_name() == "tensor.assemble") {
      auto target = call->args().empty() ? nullptr : As<Var>(call->args()[0]);
      return target ? target.get() : nullptr;
    }
    auto dirs = ReadArgDirections(call->attrs());
    if (!dirs || dirs->size() != call->args().size()) return nullptr;
    FunctionPtr callee = program->GetFunction(call->callee_name());
    std::optional<size_t> returned = ReturnedParamIndex(callee);
    for (size_t a = 0; a < dirs->size(); ++a) {
      if ((*dirs)[a] != ArgDirection::kOutputExisting && (*dirs)[a] != ArgDirection::kInOut) {
        continue;
      }
      if (returned && a != *returned) continue;
      auto out = As<Var>(call->args()[a]);
      return out ? out.get() : nullptr;
    }
    return nullptr;
  }

  std::unordered_set<const Var*> roots_;
  std::unordered_map<const Var*, const Var*> source_of_;
};

// The AUTO runtime scope around a loop body is transparent here.
StmtPtr UnwrapAutoScope(const StmtPtr& stmt) {
  if (auto scope = As<ScopeStmt>(stmt); scope && scope->scope_kind() == ScopeKind::kRuntime) {
    const AttrValue* candidate =
        scope->fields().attrs.Find("__compiler_auto_manual_scope_candidate");
    const bool compiler_manual =
        candidate && candidate->kind() == AttrValue::Kind::kBool && candidate->AsBool();
    if (!scope->fields().manual || compiler_manual) return UnwrapAutoScope(scope->body());
  }
  if (auto seq = As<SeqStmts>(stmt); seq && seq->stmts().size() == 1) {
    return UnwrapAutoScope(seq->stmts()[0]);
  }
  return stmt;
}

ForStmtPtr FindLoopByReturnVar(const StmtPtr& body, const Var* target) {
  struct Finder : IRVisitor {
    const Var* target;
    ForStmtPtr found;
    void VisitFor(const ForStmtPtr& f) override {
      if (found) return;
      for (const auto& rv : f->return_vars()) {
        if (rv.get() == target) {
          found = f;
          return;
        }
      }
      IRVisitor::VisitFor(f);
    }
  } finder;
  finder.target = target;
  finder.VisitStmt(body);
  return finder.found;
}

// Fence-array extent of TaskId carry `idx`: a parallel loop's constant trip
// count; a sequential loop threading the carry through an inner loop defers
// to that loop.
int64_t ArrayCarrySize(const ForStmtPtr& loop, size_t idx) {
  if (idx >= loop->iter_args().size() || !IsTaskId(loop->iter_args()[idx])) return 0;
  if (loop->for_kind() == ForKind::kParallel) return ConstTripCount(loop).value_or(0);
  if (loop->for_kind() != ForKind::kSequential) return 0;
  YieldStmtPtr yield = LastYield(UnwrapAutoScope(loop->body()));
  if (!yield || idx >= yield->values().size()) return 0;
  auto yielded = As<Var>(yield->values()[idx]);
  if (!yielded) return 0;
  ForStmtPtr inner = FindLoopByReturnVar(loop->body(), yielded.get());
  if (!inner) return 0;
  for (size_t j = 0; j < inner->return_vars().size(); ++j) {
    if (inner->return_vars()[j] == yielded) return ArrayCarrySize(inner, j);
  }
  return 0;
}

std::vector<CarryPlan> Analyze(const ForStmtPtr& loop, const ProgramPtr& program,
                               int manual_depth) {
  std::vector<CarryPlan> plans(loop->iter_args().size());
  if (YieldStmtPtr yield = LastYield(UnwrapAutoScope(loop->body()))) {
    PTOC_CHECK(yield->values().size() == loop->iter_args().size(),
               "ClassifyIterArgCarry: yield / iter_args size mismatch");
    AliasForest aliases(loop, program);
    for (size_t i = 0; i < plans.size(); ++i) {
      auto yielded = As<Var>(yield->values()[i]);
      plans[i].rebind = !yielded || !aliases.InClassOf(yielded.get(), loop->iter_args()[i].get());
      // The runtime returns a fresh task id every iteration.
      if (IsTaskId(loop->iter_args()[i])) plans[i].rebind = true;
    }
  }
  if (manual_depth > 0) {
    for (size_t i = 0; i < plans.size(); ++i) {
      if (plans[i].rebind) plans[i].array_size = ArrayCarrySize(loop, i);
    }
    if (loop->for_kind() == ForKind::kParallel) {
      for (size_t i = 0; i < plans.size(); ++i) {
        if (plans[i].rebind && IsTaskId(loop->iter_args()[i]) && plans[i].array_size <= 0) {
          ThrowUserError(loop->span(),
                         "manual scope: a pl.parallel loop carrying a task dependency must have a "
                         "statically known trip count (the runtime fence is a fixed-size "
                         "TaskId array); use constant loop bounds");
        }
      }
    }
  }
  return plans;
}

Attrs StampPlans(const Attrs& attrs, const std::vector<CarryPlan>& plans, const Span& span) {
  std::vector<Attrs::Entry> entries;
  for (const auto& [k, v] : attrs) {
    if (absl::StartsWith(k, kRebindPrefix) || absl::StartsWith(k, kArraySizePrefix)) continue;
    entries.emplace_back(k, v);
  }
  for (size_t i = 0; i < plans.size(); ++i) {
    entries.emplace_back(absl::StrCat(kRebindPrefix, i), AttrValue::Bool(plans[i].rebind));
    if (plans[i].array_size <= 0) continue;
    if (plans[i].array_size > std::numeric_limits<int>::max()) {
      ThrowUserError(span, "ClassifyIterArgCarry: TaskId fence array is too large");
    }
    entries.emplace_back(absl::StrCat(kArraySizePrefix, i), AttrValue::Int(plans[i].array_size));
  }
  return Attrs(std::move(entries));
}

class CarryStamper : public IRMutator {
 public:
  explicit CarryStamper(const ProgramPtr& program) : program_(program) {}

  StmtPtr MutateScope(const ScopeStmtPtr& stmt) override {
    const bool manual = stmt->scope_kind() == ScopeKind::kRuntime && stmt->fields().manual;
    manual_depth_ += manual ? 1 : 0;
    StmtPtr out = IRMutator::MutateScope(stmt);
    manual_depth_ -= manual ? 1 : 0;
    return out;
  }

  StmtPtr MutateFor(const ForStmtPtr& stmt) override {
    // Planned on the input loop: nested loops only gain attributes.
    std::vector<CarryPlan> plans;
    if (!stmt->iter_args().empty()) {
      PTOC_CHECK(stmt->iter_args().size() == stmt->return_vars().size(),
                 "ClassifyIterArgCarry: iter_args / return_vars size mismatch");
      plans = Analyze(stmt, program_, manual_depth_);
    }
    StmtPtr base = IRMutator::MutateFor(stmt);
    if (plans.empty()) return base;
    auto loop = As<ForStmt>(base);
    Attrs attrs = StampPlans(loop->attrs(), plans, stmt->span());
    return KeepLeadingComments(
        stmt, std::make_shared<ForStmt>(loop->loop_var(), loop->start(), loop->stop(), loop->step(),
                                        loop->iter_args(), loop->body(), loop->return_vars(),
                                        loop->for_kind(), std::move(attrs), loop->span()));
  }

 private:
  const ProgramPtr& program_;
  int manual_depth_ = 0;
};

}  // namespace

ir::ProgramPtr ClassifyIterArgCarry(const ir::ProgramPtr& program) {
  return MapFunctions(program, [&](const FunctionPtr& func) {
    if (!func->body() || func->func_type() != FunctionType::kOrchestration) return func;
    CarryStamper stamper(program);
    return WithBodyIfChanged(func, stamper.MutateStmt(func->body()));
  });
}

}  // namespace ptoc::transforms
