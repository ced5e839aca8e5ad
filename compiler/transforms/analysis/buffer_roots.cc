#include "compiler/transforms/analysis/buffer_roots.h"

#include <utility>

#include "absl/strings/match.h"

namespace ptoc::transforms {

using namespace ::ptoc::ir;  // NOLINT(google-build-using-namespace): IR-heavy file

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
// or op call on equal operands. (Free variables compare by identity, unlike
// StructuralEqual's pairing.)
bool SameExpr(const ExprPtr& a, const ExprPtr& b) {
  if (a == b) return true;
  if (!a || !b || a->kind() != b->kind()) return false;
  if (auto ca = As<ConstInt>(a)) return ca->value() == As<ConstInt>(b)->value();
  if (auto ba = As<BinaryExpr>(a)) {
    auto bb = As<BinaryExpr>(b);
    return ba->op() == bb->op() && SameExpr(ba->lhs(), bb->lhs()) && SameExpr(ba->rhs(), bb->rhs());
  }
  // Two calls of the same op on equal arguments (e.g. two queries of a
  // runtime size) are the same value.
  if (auto ca = As<Call>(a)) {
    auto cb = As<Call>(b);
    if (ca->callee_name() != cb->callee_name() || ca->args().size() != cb->args().size()) {
      return false;
    }
    for (size_t i = 0; i < ca->args().size(); ++i) {
      if (!SameExpr(ca->args()[i], cb->args()[i])) return false;
    }
    return true;
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

}  // namespace

BufferRootCollector::BufferRootCollector(ProgramPtr program, AmbiguousRootPolicy policy)
    : program_(std::move(program)), policy_(policy) {}

void BufferRootCollector::Run(const FunctionPtr& function) {
  for (const auto& p : function->params()) Bind(p.get(), p.get());
  VisitStmt(function->body());
}

const Var* BufferRootCollector::Resolve(const ExprPtr& expr) const {
  auto var = As<Var>(expr);
  if (!var) return nullptr;
  auto it = buffer_roots.find(var.get());
  return it == buffer_roots.end() ? nullptr : it->second;
}

void BufferRootCollector::Bind(const Var* var, const Var* root) {
  // An unknown root leaves any earlier binding in place.
  if (var && root) buffer_roots[var] = root;
}

void BufferRootCollector::RecordLoopCarries(const std::vector<IterArgPtr>& iter_args,
                                            const std::vector<VarPtr>& return_vars) {
  // Bound before the body is visited, from the init value alone: the result
  // of a loop is taken to live in the buffer the loop starts with, even when
  // the body yields another buffer or the loop may not run at all.
  for (size_t i = 0; i < iter_args.size(); ++i) {
    const Var* root = Resolve(iter_args[i]->init_value());
    if (!root) continue;
    Bind(iter_args[i].get(), root);
    if (i < return_vars.size()) Bind(return_vars[i].get(), root);
  }
}

void BufferRootCollector::VisitFor(const ForStmtPtr& stmt) {
  RecordLoopCarries(stmt->iter_args(), stmt->return_vars());
  IRVisitor::VisitFor(stmt);
}

void BufferRootCollector::VisitWhile(const WhileStmtPtr& stmt) {
  RecordLoopCarries(stmt->iter_args(), stmt->return_vars());
  IRVisitor::VisitWhile(stmt);
}

void BufferRootCollector::VisitAssign(const AssignStmtPtr& stmt) {
  const ExprPtr& value = stmt->value();
  const Var* var = stmt->var().get();
  // A task launch is read as the tuple-valued call it wraps.
  CallPtr call = CallOrSubmitView(value);
  if (call) {
    const std::string& name = call->callee_name();
    if (!call->IsFunctionCall() && (name == "tensor.create" || name == "tensor.slice")) {
      Bind(var, var);
    } else if (!call->IsFunctionCall() && name == "tensor.assemble") {
      if (call->args().size() == 3) Bind(var, Resolve(call->args()[0]));
    } else if (!IsBuiltinOpName(name)) {
      std::vector<OutputRoot> outs = CallOutputRoots(call);
      if (IsA<TupleType>(call->type())) {
        std::vector<const Var*> roots;
        roots.reserve(outs.size());
        for (const auto& o : outs) roots.push_back(o.root);
        tuple_roots_[var] = std::move(roots);
      } else {
        Bind(var, SelectReturnRoot(outs, call->type()));
      }
    }
  } else if (auto get = As<TupleGetItem>(value)) {
    if (auto tuple_var = As<Var>(get->tuple())) {
      auto it = tuple_roots_.find(tuple_var.get());
      if (it != tuple_roots_.end() && get->index() >= 0 &&
          static_cast<size_t>(get->index()) < it->second.size()) {
        Bind(var, it->second[static_cast<size_t>(get->index())]);
      }
    }
  } else if (IsA<Var>(value)) {
    Bind(var, Resolve(value));
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
    outs.push_back(OutputRoot{Resolve(call->args()[i]), call->args()[i]->type()});
  }
  return outs;
}

const Var* BufferRootCollector::SelectReturnRoot(const std::vector<OutputRoot>& outs,
                                                 const TypePtr& type) const {
  if (outs.empty()) return nullptr;
  if (outs.size() == 1) return outs[0].root;
  // A kernel may take a scratch InOut before its real output: pick the
  // candidate whose type is the result's.
  const Var* match = nullptr;
  bool ambiguous = false;
  for (const auto& o : outs) {
    if (!o.root || !SameShapeAndDtype(o.type, type)) continue;
    if (!match) {
      match = o.root;
    } else if (match != o.root) {
      ambiguous = true;
    }
  }
  if (match && !ambiguous) return match;
  return policy_ == AmbiguousRootPolicy::kFirstOutput ? outs[0].root : nullptr;
}

}  // namespace ptoc::transforms
