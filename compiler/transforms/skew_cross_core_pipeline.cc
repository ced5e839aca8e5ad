// SkewCrossCorePipeline: a pl.pipeline loop whose body (its top-level
// statements) both pushes to and pops from the peer core is cross-core. Such a
// loop always leaves this pass sequential, because LowerPipelineLoops and
// CanonicalizeIOOrder only know same-core stages:
//
//  - a statically bounded loop of at least two iterations with exactly one
//    tpush and one tpop, whose first cross-core statement is fed by a
//    "produce" half (the backward slice of that statement) independent of the
//    rest of the body, is software-pipelined: the produce half runs D
//    iterations ahead of the "consume" half (the remaining statements), with
//    D = max(2, stage - 1) lowered to the largest depth dividing the trip count
//    and leaving at least one steady group (D = 1 always fits). Emitted as
//    produce(0..D-1), a sequential steady loop over k = start + D*step ..
//    stepping D*step whose body is produce(k + i*step) for i < D followed by
//    consume(k - (D - i)*step) for i < D (the loop's carried values threading
//    through the consumes only), and consume(last D). The D copies of each half
//    get distinct pipeline_membership stages of one group per loop so that
//    MemoryReuse keeps their buffers apart. A value the produce half defines
//    and the consume half reads is acceptable only when it is a scalar
//    computed without calls from the loop variable and loop invariants: its
//    defining statements are then also copied into the consume half, which
//    recomputes it at the consumed index;
//  - every other cross-core pipeline loop (stage=1, dynamic bounds, short
//    trip, several round trips, a consumer-first body, a produce half reading
//    the loop's carried values or the consume half's results, a carried tile)
//    becomes a plain sequential loop with its body unchanged.
//
// Other pipeline loops are left for LowerPipelineLoops.
#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "compiler/base/status.h"
#include "compiler/ir/arith/arith_simplifier.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/visitor.h"
#include "compiler/transforms/analysis/stmt_clone.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(google-build-using-namespace)

namespace {

constexpr char kPassName[] = "SkewCrossCorePipeline";
constexpr char kStagesAttr[] = "pipeline_stages";
// The reference numbers the skew's pipeline groups from here (per function),
// away from LowerPipelineLoops' groups counted from 0.
constexpr int kFirstSkewGroup = 1 << 20;

CallPtr CallOf(const StmtPtr& s) {
  if (auto assign = As<AssignStmt>(s)) return As<Call>(assign->value());
  if (auto eval = As<EvalStmt>(s)) return As<Call>(eval->expr());
  return nullptr;
}

bool IsOp(const CallPtr& call, const char* a, const char* b) {
  return call && !call->IsFunctionCall() && (call->callee_name() == a || call->callee_name() == b);
}

bool IsPush(const StmtPtr& s) { return IsOp(CallOf(s), "tile.tpush_to_aiv", "tile.tpush_to_aic"); }
bool IsPop(const StmtPtr& s) { return IsOp(CallOf(s), "tile.tpop_from_aiv", "tile.tpop_from_aic"); }

// Both a tpush and a tpop among the body's top-level statements.
bool HasCrossCorePair(const StmtPtr& body) {
  bool push = false, pop = false;
  for (const StmtPtr& s : SplitTrailingYield(body).first) {
    push |= IsPush(s);
    pop |= IsPop(s);
  }
  return push && pop;
}

// Variables a statement reads. Assignment targets are not reads; the other
// definitions of nested statements (loop variables, iter_args, results) are
// counted, as they can only name variables of that same statement.
class UseCollector : public IRVisitor {
 public:
  std::unordered_set<const Var*> used;

  void VisitAssign(const AssignStmtPtr& stmt) override { VisitExpr(stmt->value()); }
  void VisitVar(const VarPtr& var) override {
    used.insert(var.get());
    VisitType(var->type());
  }
  void VisitIterArg(const IterArgPtr& var) override {
    used.insert(var.get());
    VisitType(var->type());
  }
};

std::unordered_set<const Var*> UsesOf(const StmtPtr& s) {
  UseCollector c;
  c.VisitStmt(s);
  return std::move(c.used);
}

// Variables a top-level statement of the loop body defines: assignment
// targets at any depth, and the results of the statement itself when it is a
// loop or an if.
std::vector<VarPtr> DefsOf(const StmtPtr& s) {
  std::vector<VarPtr> defs;
  ForEachStmt(s, [&](const StmtPtr& inner) {
    if (auto assign = As<AssignStmt>(inner)) defs.push_back(assign->var());
  });
  const std::vector<VarPtr>* results = nullptr;
  if (auto loop = As<ForStmt>(s)) results = &loop->return_vars();
  if (auto branch = As<IfStmt>(s)) results = &branch->return_vars();
  if (results) defs.insert(defs.end(), results->begin(), results->end());
  return defs;
}

// Appends "<group>:<stage>" to the pipeline_membership of every tile-defining
// call (nested ones too). Popped tiles are no load buffers and stay untagged.
class StageTagger : public IRMutator {
 public:
  StageTagger(int group, int stage) : tag_(std::to_string(group) + ":" + std::to_string(stage)) {}

  StmtPtr MutateAssign(const AssignStmtPtr& stmt) override {
    if (IsPop(stmt)) return IRMutator::MutateAssign(stmt);
    StmtPtr s = IRMutator::MutateAssign(stmt);
    auto assign = As<AssignStmt>(s);
    if (!assign || !As<TileType>(assign->var()->type())) return s;
    auto call = As<Call>(assign->value());
    if (!call) return s;
    return WithMembershipTag(stmt, assign, call, tag_);
  }

 private:
  std::string tag_;
};

class Skewer : public IRMutator {
 public:
  StmtPtr MutateFor(const ForStmtPtr& loop) override {
    const AttrValue* stages = loop->attrs().Find(kStagesAttr);
    if (loop->for_kind() != ForKind::kPipeline || !stages ||
        stages->kind() != AttrValue::Kind::kInt) {
      return IRMutator::MutateFor(loop);
    }
    // Nested pipeline loops first.
    StmtPtr visited = IRMutator::MutateFor(loop);
    auto rebuilt = As<ForStmt>(visited);
    if (!rebuilt || !HasCrossCorePair(rebuilt->body())) return visited;
    if (stages->AsInt() > 1) {
      std::optional<int64_t> step = ConstIntValue(rebuilt->step());
      if (!step) {
        ThrowUserError(loop->span(),
                       "SkewCrossCorePipeline: step must be a compile-time integer constant");
      }
      if (*step == 0) ThrowUserError(loop->span(), "SkewCrossCorePipeline: step cannot be zero");
      std::optional<int64_t> start = ConstIntValue(rebuilt->start());
      std::optional<int64_t> stop = ConstIntValue(rebuilt->stop());
      if (start && stop) {
        const int64_t depth = std::max<int64_t>(2, stages->AsInt() - 1);
        if (StmtPtr skewed = Skew(rebuilt, *start, *stop, *step, depth)) {
          return skewed;
        }
      }
    }
    return KeepLeadingComments(
        loop, std::make_shared<ForStmt>(rebuilt->loop_var(), rebuilt->start(), rebuilt->stop(),
                                        rebuilt->step(), rebuilt->iter_args(), rebuilt->body(),
                                        rebuilt->return_vars(), ForKind::kSequential,
                                        rebuilt->attrs().Without(kStagesAttr), rebuilt->span()));
  }

 private:
  // The software-pipelined form of `loop`, or null when the loop has to stay
  // in order.
  StmtPtr Skew(const ForStmtPtr& loop, int64_t start, int64_t stop, int64_t step, int64_t depth) {
    const Span& sp = loop->span();
    int64_t trip = 0;
    if (step > 0 && start < stop) trip = (stop - start + step - 1) / step;
    if (step < 0 && start > stop) trip = (start - stop - step - 1) / -step;
    if (trip < 2) return nullptr;

    // Named references, not a structured binding: the lambdas below capture them.
    const auto split = SplitTrailingYield(loop->body());
    const std::vector<StmtPtr>& stmts = split.first;
    const std::vector<ExprPtr>& yields = split.second;
    const int n = static_cast<int>(stmts.size());
    if (loop->return_vars().size() != loop->iter_args().size() ||
        (!loop->iter_args().empty() && yields.size() != loop->iter_args().size())) {
      ThrowUnsupported(sp, "cross-core pipeline loop not yielding one value per iter_arg",
                       kPassName);
    }

    int lead = -1, pushes = 0, pops = 0;
    for (int i = 0; i < n; ++i) {
      const bool push = IsPush(stmts[i]), pop = IsPop(stmts[i]);
      if ((push || pop) && lead < 0) lead = i;
      pushes += push;
      pops += pop;
    }
    if (lead < 0 || pushes == 0 || pops == 0) return nullptr;

    std::unordered_map<const Var*, int> def_index;
    std::vector<std::unordered_set<const Var*>> uses(n);
    for (int i = 0; i < n; ++i) {
      for (const VarPtr& v : DefsOf(stmts[i])) def_index[v.get()] = i;
      uses[i] = UsesOf(stmts[i]);
    }

    // Produce half: the backward slice of the first cross-core statement.
    std::set<int> produce;
    std::vector<int> work = {lead};
    while (!work.empty()) {
      const int i = work.back();
      work.pop_back();
      if (!produce.insert(i).second) continue;
      for (const Var* v : uses[i]) {
        auto it = def_index.find(v);
        if (it != def_index.end()) work.push_back(it->second);
      }
    }
    if (static_cast<int>(produce.size()) == n) return nullptr;
    // Running ahead, the produce half cannot read the carried values.
    for (int i : produce) {
      for (const IterArgPtr& ia : loop->iter_args()) {
        if (uses[i].count(ia.get())) return nullptr;
      }
    }
    std::set<int> consume;
    for (int i = 0; i < n; ++i) {
      if (!produce.count(i)) consume.insert(i);
    }
    std::unordered_set<const Var*> consume_defs, consume_uses;
    for (int i : consume) {
      for (const VarPtr& v : DefsOf(stmts[i])) consume_defs.insert(v.get());
      consume_uses.insert(uses[i].begin(), uses[i].end());
    }
    // Nor the consume half's results.
    for (int i : produce) {
      for (const Var* v : uses[i]) {
        if (consume_defs.count(v)) return nullptr;
      }
    }
    // Values crossing from the produce half to the consume half.
    std::vector<VarPtr> crossing;
    {
      std::unordered_set<const Var*> seen;
      for (int i : produce) {
        for (const VarPtr& v : DefsOf(stmts[i])) {
          if (consume_uses.count(v.get()) && seen.insert(v.get()).second) crossing.push_back(v);
        }
      }
    }
    // With several messages a direction, moving only the first one ahead
    // would reorder the in-order FIFO.
    if (pushes != 1 || pops != 1) return nullptr;
    for (const VarPtr& v : crossing) {
      std::optional<std::vector<int>> slice = ScalarSlice(v, stmts, def_index, uses);
      if (!slice) return nullptr;
      consume.insert(slice->begin(), slice->end());
    }

    int64_t d = 1;
    for (int64_t c = depth; c >= 1; --c) {
      if (trip % c == 0 && trip >= 2 * c) {
        d = c;
        break;
      }
    }
    const int group = next_group_++;

    // One copy of the selected statements (plus the yield when asked), the
    // loop variable bound to `index` and the iter_args to `carried`.
    auto copy = [&](const std::set<int>& which, const ExprPtr& index,
                    const std::vector<ExprPtr>& carried, bool with_yield, int stage) {
      std::vector<StmtPtr> sel;
      sel.reserve(which.size() + 1);
      for (int i : which) sel.push_back(stmts[i]);
      if (with_yield && !loop->iter_args().empty()) {
        sel.push_back(std::make_shared<YieldStmt>(yields, sp));
      }
      CloneOptions opts;
      opts.substitutions[loop->loop_var().get()] = index;
      for (size_t a = 0; a < loop->iter_args().size(); ++a) {
        opts.substitutions[loop->iter_args()[a].get()] = carried[a];
      }
      opts.fresh_name = [](const Var& v, DefSite) -> std::optional<std::string> {
        return v.name_hint();
      };
      auto [body, values] = SplitTrailingYield(CloneStmt(MakeSeq(std::move(sel), sp), opts));
      StageTagger tagger(group, stage);
      for (StmtPtr& s : body) s = tagger.MutateStmt(s);
      return std::make_pair(std::move(body), std::move(values));
    };

    std::vector<ExprPtr> inits;
    for (const IterArgPtr& ia : loop->iter_args()) inits.push_back(ia->init_value());

    std::vector<StmtPtr> out;
    for (int64_t i = 0; i < d; ++i) {
      auto half = copy(produce, MakeIndex(start + i * step, sp), inits, false, static_cast<int>(i));
      out.insert(out.end(), half.first.begin(), half.first.end());
    }

    FreshLoopVars fresh = FreshLoopVarsOf(*loop);
    const VarPtr& k = fresh.loop_var;
    std::vector<IterArgPtr>& iter_args = fresh.iter_args;
    std::vector<ExprPtr>& carried = fresh.carried;
    std::vector<StmtPtr> steady;
    for (int64_t i = 0; i < d; ++i) {
      ExprPtr index =
          i == 0 ? ExprPtr(k) : arith::MakeBinary(BinaryOp::kAdd, k, MakeIndex(i * step, sp), sp);
      auto half = copy(produce, index, carried, false, static_cast<int>(i));
      steady.insert(steady.end(), half.first.begin(), half.first.end());
    }
    for (int64_t i = 0; i < d; ++i) {
      ExprPtr index = arith::MakeBinary(BinaryOp::kSub, k, MakeIndex((d - i) * step, sp), sp);
      auto half = copy(consume, index, carried, true, static_cast<int>(i));
      steady.insert(steady.end(), half.first.begin(), half.first.end());
      carried = std::move(half.second);
    }
    if (!loop->iter_args().empty()) steady.push_back(std::make_shared<YieldStmt>(carried, sp));
    std::vector<VarPtr> steady_results;
    for (const VarPtr& v : loop->return_vars()) {
      steady_results.push_back(
          std::make_shared<Var>(v->name_hint() + "_swp", v->type(), v->span()));
    }
    out.push_back(KeepLeadingComments(
        loop, std::make_shared<ForStmt>(
                  k, MakeIndex(start + d * step, sp), MakeIndex(start + trip * step, sp),
                  MakeIndex(d * step, sp), std::move(iter_args), MakeSeq(std::move(steady), sp),
                  steady_results, ForKind::kSequential, loop->attrs().Without(kStagesAttr), sp)));

    carried = steady_results.empty()
                  ? inits
                  : std::vector<ExprPtr>(steady_results.begin(), steady_results.end());
    for (int64_t i = 0; i < d; ++i) {
      auto half = copy(consume, MakeIndex(start + (trip - d + i) * step, sp), carried, true,
                       static_cast<int>(i));
      out.insert(out.end(), half.first.begin(), half.first.end());
      carried = std::move(half.second);
    }
    for (size_t j = 0; j < loop->return_vars().size(); ++j) {
      out.push_back(std::make_shared<AssignStmt>(loop->return_vars()[j], carried[j], sp));
    }
    return MakeSeq(std::move(out), sp);
  }

  // The statements computing scalar `v` inside the body when it is a
  // call-free function of the loop variable and loop invariants; nullopt
  // otherwise.
  static std::optional<std::vector<int>> ScalarSlice(
      const VarPtr& v, const std::vector<StmtPtr>& stmts,
      const std::unordered_map<const Var*, int>& def_index,
      const std::vector<std::unordered_set<const Var*>>& uses) {
    std::vector<int> slice;
    std::set<int> seen;
    std::vector<const Var*> work = {v.get()};
    while (!work.empty()) {
      const Var* cur = work.back();
      work.pop_back();
      auto it = def_index.find(cur);
      if (it == def_index.end()) continue;  // defined outside the loop
      const int i = it->second;
      if (!seen.insert(i).second) continue;
      auto assign = As<AssignStmt>(stmts[i]);
      if (!assign || !As<ScalarType>(assign->var()->type()) || CallOf(stmts[i])) {
        return std::nullopt;
      }
      slice.push_back(i);
      work.insert(work.end(), uses[i].begin(), uses[i].end());
    }
    return slice;
  }

  int next_group_ = kFirstSkewGroup;
};

}  // namespace

ir::ProgramPtr SkewCrossCorePipeline(const ir::ProgramPtr& program) {
  return MapFunctions(program, [](const FunctionPtr& func) {
    if (!func->body() || !MayContain(func, ForKind::kPipeline)) return func;
    Skewer skewer;
    return skewer.MutateFunction(func);
  });
}

}  // namespace ptoc::transforms
