#include "compiler/transforms/analysis/buffer_roots.h"

#include <algorithm>
#include <utility>

#include "absl/strings/match.h"

namespace ptoc::transforms {

using namespace ::ptoc::ir;  // NOLINT(build/namespaces): IR-heavy file

bool IsBuiltinOpName(const std::string& name) {
  return absl::StartsWith(name, "tile.") || absl::StartsWith(name, "tensor.") ||
         absl::StartsWith(name, "system.") || absl::StartsWith(name, "array.");
}

YieldStmtPtr LastYield(const StmtPtr& body) {
  if (!body) return nullptr;
  if (auto seq = As<SeqStmts>(body)) {
    return seq->stmts().empty() ? nullptr : LastYield(seq->stmts().back());
  }
  if (auto scope = As<ScopeStmt>(body)) {
    if (scope->scope_kind() == ScopeKind::kRuntime || scope->scope_kind() == ScopeKind::kSplitAiv) {
      return LastYield(scope->body());
    }
    return nullptr;
  }
  return As<YieldStmt>(body);
}

std::optional<int64_t> ConstTripCount(const ForStmtPtr& loop) {
  auto start = As<ConstInt>(loop->start());
  auto stop = As<ConstInt>(loop->stop());
  auto step = As<ConstInt>(loop->step());
  if (!start || !stop || !step || step->value() == 0) return std::nullopt;
  const int64_t s = step->value();
  const int64_t span = s > 0 ? stop->value() - start->value() : start->value() - stop->value();
  const int64_t mag = s > 0 ? s : -s;
  if (span <= 0) return 0;
  return (span + mag - 1) / mag;
}

namespace {

// Same value: identical node, equal integer constants, or the same operation
// on equal operands. (Free variables compare by identity, unlike
// StructuralEqual's pairing.)
bool SameExpr(const ExprPtr& a, const ExprPtr& b) {
  if (a == b) return true;
  if (!a || !b || a->kind() != b->kind()) return false;
  if (auto ca = As<ConstInt>(a)) return ca->value() == As<ConstInt>(b)->value();
  if (auto ba = As<BinaryExpr>(a)) {
    auto bb = As<BinaryExpr>(b);
    return ba->op() == bb->op() && SameExpr(ba->lhs(), bb->lhs()) && SameExpr(ba->rhs(), bb->rhs());
  }
  return false;
}

bool SameShapeAndDtype(const TypePtr& a, const TypePtr& b) {
  auto ta = As<TensorType>(a);
  auto tb = As<TensorType>(b);
  if (!ta || !tb || ta->dtype() != tb->dtype() || ta->rank() != tb->rank()) return false;
  for (size_t i = 0; i < ta->rank(); ++i) {
    if (!SameExpr(ta->shape()[i], tb->shape()[i])) return false;
  }
  return true;
}

void AddUnique(std::vector<const Var*>* to, const std::vector<const Var*>& from) {
  for (const Var* v : from) {
    if (std::find(to->begin(), to->end(), v) == to->end()) to->push_back(v);
  }
}

}  // namespace

BufferRootCollector::BufferRootCollector(ProgramPtr program, AmbiguousRootPolicy policy)
    : program_(std::move(program)), policy_(policy) {}

void BufferRootCollector::Run(const FunctionPtr& function) {
  for (const auto& p : function->params()) Record(p, {p.get()});
  VisitStmt(function->body());
}

const Var* BufferRootCollector::Resolve(const ExprPtr& expr) const {
  auto var = As<Var>(expr);
  if (!var) return nullptr;
  auto it = buffer_roots.find(var.get());
  return it == buffer_roots.end() ? nullptr : it->second;
}

bool BufferRootCollector::IsAmbiguous(const ExprPtr& expr) const {
  auto var = As<Var>(expr);
  return var && ambiguous_vars.count(var.get()) != 0;
}

BufferRootCollector::Candidates BufferRootCollector::CandidatesOf(const ExprPtr& expr) const {
  auto var = As<Var>(expr);
  if (!var) return {};
  auto it = candidates_.find(var.get());
  return it == candidates_.end() ? Candidates{} : it->second;
}

void BufferRootCollector::Record(const VarPtr& var, const Candidates& roots, bool unresolved) {
  if (!var) return;
  Candidates unique;
  for (const Var* r : roots) {
    if (r && std::find(unique.begin(), unique.end(), r) == unique.end()) unique.push_back(r);
  }
  if (unique.empty()) return;
  candidates_[var.get()] = unique;
  if (unresolved || unique.size() > 1) {
    ambiguous_vars.insert(var.get());
    if (policy_ == AmbiguousRootPolicy::kFirstOutput) {
      buffer_roots[var.get()] = unique.front();
    } else {
      buffer_roots.erase(var.get());
    }
  } else {
    ambiguous_vars.erase(var.get());
    buffer_roots[var.get()] = unique.front();
  }
}

std::vector<BufferRootCollector::Candidates> BufferRootCollector::RecordLoopInits(
    const std::vector<IterArgPtr>& iter_args) {
  std::vector<Candidates> inits;
  inits.reserve(iter_args.size());
  for (const auto& ia : iter_args) {
    inits.push_back(CandidatesOf(ia->init_value()));
    Record(ia, inits.back(), IsAmbiguous(ia->init_value()));
  }
  return inits;
}

void BufferRootCollector::RecordLoopResults(const StmtPtr& body,
                                            const std::vector<VarPtr>& return_vars,
                                            const std::vector<Candidates>& init_roots,
                                            bool guaranteed_to_run) {
  // Resolved after the body so that buffers bound inside it have roots; an
  // in-place carry resolves back to its init root.
  auto yield = LastYield(body);
  if (!yield) return;
  for (size_t i = 0; i < return_vars.size() && i < yield->values().size(); ++i) {
    Candidates roots = CandidatesOf(yield->values()[i]);
    bool unresolved = roots.empty() || IsAmbiguous(yield->values()[i]);
    if (!guaranteed_to_run && i < init_roots.size()) {
      // Without a first iteration the result is the init value itself.
      if (init_roots[i].empty()) unresolved = true;
      AddUnique(&roots, init_roots[i]);
    }
    Record(return_vars[i], roots, unresolved);
  }
}

void BufferRootCollector::VisitFor(const ForStmtPtr& stmt) {
  auto inits = RecordLoopInits(stmt->iter_args());
  IRVisitor::VisitFor(stmt);
  RecordLoopResults(stmt->body(), stmt->return_vars(), inits, ConstTripCount(stmt).value_or(0) > 0);
}

void BufferRootCollector::VisitWhile(const WhileStmtPtr& stmt) {
  auto inits = RecordLoopInits(stmt->iter_args());
  IRVisitor::VisitWhile(stmt);
  // The condition may be false on entry.
  RecordLoopResults(stmt->body(), stmt->return_vars(), inits, /*guaranteed_to_run=*/false);
}

void BufferRootCollector::VisitIf(const IfStmtPtr& stmt) {
  // The return vars of a branch get no root, even when both arms yield the
  // same buffer: the phi is a fresh value, so a create assembled through it is
  // not fused and a later writer of it sees no earlier write.
  IRVisitor::VisitIf(stmt);
}

void BufferRootCollector::VisitAssign(const AssignStmtPtr& stmt) {
  const ExprPtr& value = stmt->value();
  if (auto call = As<Call>(value)) {
    const std::string& name = call->callee_name();
    if (!call->IsFunctionCall() && (name == "tensor.create" || name == "tensor.slice")) {
      Record(stmt->var(), {stmt->var().get()});
    } else if (!call->IsFunctionCall() && name == "tensor.assemble") {
      if (call->args().size() == 3) {
        Record(stmt->var(), CandidatesOf(call->args()[0]), IsAmbiguous(call->args()[0]));
      }
    } else if (!IsBuiltinOpName(name)) {
      std::vector<OutputRoot> outs = CallOutputRoots(call);
      if (IsA<TupleType>(call->type())) {
        std::vector<RootInfo> infos;
        infos.reserve(outs.size());
        for (auto& o : outs) infos.push_back(std::move(o.info));
        tuple_roots_[stmt->var().get()] = std::move(infos);
      } else {
        RootInfo info = SelectReturnRoot(outs, call->type());
        if (!info.roots.empty()) Record(stmt->var(), info.roots, info.ambiguous);
      }
    }
  } else if (auto get = As<TupleGetItem>(value)) {
    if (auto tuple_var = As<Var>(get->tuple())) {
      auto it = tuple_roots_.find(tuple_var.get());
      if (it != tuple_roots_.end() && get->index() >= 0 &&
          static_cast<size_t>(get->index()) < it->second.size()) {
        const RootInfo& info = it->second[static_cast<size_t>(get->index())];
        if (!info.roots.empty()) Record(stmt->var(), info.roots, info.ambiguous);
      }
    }
  } else if (IsA<Var>(value)) {
    Record(stmt->var(), CandidatesOf(value), IsAmbiguous(value));
  }
  IRVisitor::VisitAssign(stmt);
}

std::vector<BufferRootCollector::OutputRoot> BufferRootCollector::CallOutputRoots(
    const CallPtr& call) const {
  FunctionPtr callee = program_ ? program_->GetFunction(call->callee_name()) : nullptr;
  if (!callee) return {};
  std::vector<OutputRoot> outs;
  const auto& dirs = callee->param_directions();
  for (size_t i = 0; i < dirs.size() && i < call->args().size(); ++i) {
    if (dirs[i] != ParamDirection::kOut && dirs[i] != ParamDirection::kInOut) continue;
    outs.push_back(OutputRoot{RootInfo{CandidatesOf(call->args()[i]), IsAmbiguous(call->args()[i])},
                              call->args()[i]->type()});
  }
  return outs;
}

BufferRootCollector::RootInfo BufferRootCollector::SelectReturnRoot(
    const std::vector<OutputRoot>& outs, const TypePtr& type) const {
  if (outs.empty()) return {};
  if (outs.size() == 1) return outs[0].info;
  // A kernel may take a scratch InOut before its real output: pick the
  // candidate whose type is the result's.
  const OutputRoot* match = nullptr;
  bool ambiguous = false;
  for (const auto& o : outs) {
    if (o.info.roots.empty() || !SameShapeAndDtype(o.type, type)) continue;
    if (!match) {
      match = &o;
    } else if (match->info.roots != o.info.roots || match->info.ambiguous != o.info.ambiguous) {
      ambiguous = true;
    }
  }
  if (match && !ambiguous) return match->info;
  if (policy_ == AmbiguousRootPolicy::kFirstOutput) return outs[0].info;
  return {};
}

}  // namespace ptoc::transforms
