// FuseCreateAssembleToSlice: a staging tensor that is created, filled and then
// copied into a region of another tensor by exactly one `tensor.assemble`
// becomes a `tensor.slice` view of that region, and the assemble disappears.
//
// Orchestration functions only. Three steps per function: buffer roots
// (analysis/buffer_roots.h), the create/assemble pairing
// (analysis/assemble_patterns.h), and the rewrite below, which also drops loop
// iter_args that the removed assemble left as pure pass-throughs.
#include <memory>
#include <unordered_map>
#include <utility>
#include <vector>

#include "compiler/base/status.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/op_registry.h"
#include "compiler/transforms/analysis/assemble_patterns.h"
#include "compiler/transforms/analysis/buffer_roots.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {
namespace {

using namespace ::ptoc::ir;  // NOLINT(google-build-using-namespace): IR-heavy file

// An IRMutator that can also replace a variable by an arbitrary expression
// (a stripped iter_arg by its init value, which may be a constant).
class SubstitutingMutator : public IRMutator {
 public:
  void Substitute(const VarPtr& var, ExprPtr value) {
    keepalive_.push_back(var);
    subst_[var.get()] = std::move(value);
  }

  ExprPtr MutateVar(const VarPtr& var) override {
    if (ExprPtr e = Lookup(var.get())) return e;
    return IRMutator::MutateVar(var);
  }
  ExprPtr MutateIterArg(const IterArgPtr& var) override {
    if (ExprPtr e = Lookup(var.get())) return e;
    return IRMutator::MutateIterArg(var);
  }

 private:
  ExprPtr Lookup(const Var* var) const {
    ExprPtr result;
    const Var* cur = var;
    for (size_t n = 0; n <= subst_.size(); ++n) {
      auto it = subst_.find(cur);
      if (it == subst_.end()) break;
      result = it->second;
      auto next = As<Var>(result);
      if (!next || next.get() == cur) break;
      cur = next.get();
    }
    return result;
  }

  std::unordered_map<const Var*, ExprPtr> subst_;
  std::vector<VarPtr> keepalive_;
};

StmtPtr SubstituteVars(const StmtPtr& body,
                       const std::vector<std::pair<VarPtr, ExprPtr>>& substitutions) {
  SubstitutingMutator m;
  for (const auto& [var, value] : substitutions) m.Substitute(var, value);
  return m.MutateStmt(body);
}

// The yield ending a loop body (only a directly trailing one).
YieldStmtPtr TrailingYield(const StmtPtr& body) {
  if (auto seq = As<SeqStmts>(body)) {
    return seq->stmts().empty() ? nullptr : As<YieldStmt>(seq->stmts().back());
  }
  return As<YieldStmt>(body);
}

StmtPtr ReplaceTrailingYield(const StmtPtr& body, std::vector<ExprPtr> values, const Span& span) {
  if (IsA<YieldStmt>(body)) {
    if (values.empty()) return std::make_shared<SeqStmts>(std::vector<StmtPtr>{}, span);
    return std::make_shared<YieldStmt>(std::move(values), span);
  }
  auto seq = As<SeqStmts>(body);
  if (!seq) return body;
  std::vector<StmtPtr> stmts = seq->stmts();
  if (!stmts.empty() && IsA<YieldStmt>(stmts.back())) {
    stmts.pop_back();
    if (!values.empty()) stmts.push_back(std::make_shared<YieldStmt>(std::move(values), span));
  }
  return MakeSeq(std::move(stmts), seq->span());
}

// The loop parts StripPassThrough rewrites.
struct LoopCarry {
  std::vector<IterArgPtr> iter_args;
  std::vector<VarPtr> return_vars;
  StmtPtr body;
};

class FuseCreateAssembleMutator : public SubstitutingMutator {
 public:
  FuseCreateAssembleMutator(const std::unordered_map<const Var*, AssembleTarget>& fusible,
                            const std::unordered_map<const Var*, const Var*>& roots)
      : fusible_(fusible), roots_(roots) {}

  StmtPtr MutateAssign(const AssignStmtPtr& stmt) override {
    auto call = As<Call>(stmt->value());
    if (call && !call->IsFunctionCall()) {
      if (call->callee_name() == "tensor.create") {
        auto it = fusible_.find(RootOf(stmt->var()));
        if (it != fusible_.end()) return CreateToSlice(stmt, call, it->second);
      } else if (call->callee_name() == "tensor.assemble" && call->args().size() == 3) {
        const Var* source_root = RootOf(call->args()[1]);
        if (source_root && fusible_.count(source_root)) {
          // The result is the target buffer itself now.
          Substitute(stmt->var(), MutateExpr(call->args()[0]));
          return std::make_shared<SeqStmts>(std::vector<StmtPtr>{}, stmt->span());
        }
      }
    }
    return IRMutator::MutateAssign(stmt);
  }

  StmtPtr MutateFor(const ForStmtPtr& stmt) override {
    auto loop = As<ForStmt>(IRMutator::MutateFor(stmt));
    if (!loop) return loop;
    std::optional<LoopCarry> carry =
        StripPassThrough(loop->iter_args(), loop->return_vars(), loop->body());
    if (!carry) return loop;
    return std::make_shared<ForStmt>(loop->loop_var(), loop->start(), loop->stop(), loop->step(),
                                     std::move(carry->iter_args), std::move(carry->body),
                                     std::move(carry->return_vars), loop->for_kind(), loop->attrs(),
                                     loop->span());
  }

  StmtPtr MutateWhile(const WhileStmtPtr& stmt) override {
    auto loop = As<WhileStmt>(IRMutator::MutateWhile(stmt));
    if (!loop) return loop;
    std::optional<LoopCarry> carry =
        StripPassThrough(loop->iter_args(), loop->return_vars(), loop->body());
    if (!carry) return loop;
    return std::make_shared<WhileStmt>(loop->condition(), std::move(carry->iter_args),
                                       std::move(carry->body), std::move(carry->return_vars),
                                       loop->span());
  }

 private:
  const Var* RootOf(const ExprPtr& expr) const {
    auto var = As<Var>(expr);
    if (!var) return nullptr;
    auto it = roots_.find(var.get());
    return it == roots_.end() ? nullptr : it->second;
  }

  StmtPtr CreateToSlice(const AssignStmtPtr& stmt, const CallPtr& create,
                        const AssembleTarget& info) {
    auto created = As<TensorType>(create->type());
    if (!created) return stmt;
    const Span& span = stmt->span();
    const size_t rank = created->rank();
    const size_t offset_rank = info.offsets->elements().size();
    // A lower-rank staging tensor assembled into a higher-rank target gets
    // leading unit dims so that the view's shape and offsets line up.
    std::vector<ExprPtr> shape;
    for (size_t i = rank; i < offset_rank; ++i) shape.push_back(MakeIndex(1, span));
    for (const auto& d : created->shape()) shape.push_back(d);
    ExprPtr target = MutateExpr(info.target);
    CallPtr slice = MakeOpCallOrThrow(
        "tensor.slice", {target, std::make_shared<MakeTuple>(std::move(shape), span), info.offsets},
        {}, span);
    if (offset_rank > rank) {
      auto var =
          std::make_shared<Var>(stmt->var()->name_hint(), slice->type(), stmt->var()->span());
      SetVarRemap(stmt->var(), var);
      return std::make_shared<AssignStmt>(std::move(var), std::move(slice), span);
    }
    return std::make_shared<AssignStmt>(stmt->var(), std::move(slice), span);
  }

  // Drops the iter_args whose yield passes them through unchanged (their
  // assemble was removed): the body and later uses see the init value instead.
  std::optional<LoopCarry> StripPassThrough(const std::vector<IterArgPtr>& iter_args,
                                            const std::vector<VarPtr>& return_vars,
                                            const StmtPtr& body) {
    if (iter_args.empty()) return std::nullopt;
    YieldStmtPtr yield = TrailingYield(body);
    if (!yield || yield->values().size() != iter_args.size()) return std::nullopt;
    std::vector<bool> pass_through(iter_args.size(), false);
    bool any = false;
    for (size_t i = 0; i < iter_args.size(); ++i) {
      if (yield->values()[i] == iter_args[i]) pass_through[i] = any = true;
    }
    if (!any) return std::nullopt;

    LoopCarry out;
    std::vector<ExprPtr> yielded;
    std::vector<std::pair<VarPtr, ExprPtr>> body_subst;
    for (size_t i = 0; i < iter_args.size(); ++i) {
      if (pass_through[i]) {
        if (i < return_vars.size()) Substitute(return_vars[i], iter_args[i]->init_value());
        body_subst.emplace_back(iter_args[i], iter_args[i]->init_value());
        continue;
      }
      out.iter_args.push_back(iter_args[i]);
      if (i < return_vars.size()) out.return_vars.push_back(return_vars[i]);
      yielded.push_back(yield->values()[i]);
    }
    out.body =
        SubstituteVars(ReplaceTrailingYield(body, std::move(yielded), yield->span()), body_subst);
    return out;
  }

  const std::unordered_map<const Var*, AssembleTarget>& fusible_;
  const std::unordered_map<const Var*, const Var*>& roots_;
};

}  // namespace

ir::ProgramPtr FuseCreateAssembleToSlice(const ir::ProgramPtr& program) {
  return MapFunctions(program, [&](const FunctionPtr& func) {
    if (func->func_type() != FunctionType::kOrchestration || !func->body()) return func;
    // kSkip: an ambiguous root must never be fused onto an output.
    BufferRootCollector roots(program, AmbiguousRootPolicy::kSkip);
    roots.Run(func);
    AssemblePatternCollector patterns(roots.buffer_roots);
    patterns.VisitStmt(func->body());
    if (patterns.fusible.empty()) return func;
    FuseCreateAssembleMutator mutator(patterns.fusible, roots.buffer_roots);
    return WithBodyIfChanged(func, mutator.MutateStmt(func->body()));
  });
}

}  // namespace ptoc::transforms
