// DeriveCallDirections: stamps every call of a program function with
// `attrs["arg_directions"]`, the runtime's view of each argument
// (pl.adir.input / inout / output_existing / scalar / no_dep), from the
// callee's parameter directions and the caller's buffer usage.
//
// First, Group/Spmd wrapper signatures are brought up to date with what their
// inner calls really do (a monotone fixpoint over In < Out < InOut). Then, for
// each call: non-tensor arguments are scalar, In params input, InOut params
// inout, and an Out param is output_existing unless an earlier write to the
// same buffer must be ordered before it, in which case it is inout:
//   - the call sits inside a sequential loop (for / while): later iterations
//     write again;
//   - the argument may name several buffers (control-flow merge);
//   - an earlier statement of the same block (loops and ifs counting as one
//     unit) already wrote that buffer;
//   - the buffer is a parameter the enclosing function declares InOut.
// Directions already present on a call are kept; op calls get none.
#include <deque>
#include <memory>
#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "compiler/ir/mutator.h"
#include "compiler/transforms/analysis/arg_directions.h"
#include "compiler/transforms/analysis/buffer_roots.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {
namespace {

using namespace ::ptoc::ir;  // NOLINT(google-build-using-namespace): IR-heavy file
using RootSet = std::unordered_set<const Var*>;

bool IsWrapper(FunctionType t) { return t == FunctionType::kGroup || t == FunctionType::kSpmd; }

bool IsTensorArg(const ExprPtr& arg) {
  return arg && (IsA<TensorType>(arg->type()) || IsA<TupleType>(arg->type()));
}

bool WritesParam(ParamDirection d) {
  return d == ParamDirection::kOut || d == ParamDirection::kInOut;
}

// ---------------------------------------------------------------------------
// Phase 0: effective wrapper directions.

struct InnerCall {
  CallPtr call;
  FunctionPtr callee;
};

// Calls of non-orchestration, non-opaque program functions inside `body`; a
// submit counts as the call it launches.
std::vector<InnerCall> InnerCalls(const StmtPtr& body, const ProgramPtr& program) {
  struct Collector : IRVisitor {
    const ProgramPtr* program;
    std::vector<InnerCall> calls;
    void Add(const CallPtr& call) {
      if (!call->IsFunctionCall()) return;
      FunctionPtr callee = (*program)->GetFunction(call->callee_name());
      if (callee && callee->func_type() != FunctionType::kOrchestration &&
          callee->func_type() != FunctionType::kOpaque) {
        calls.push_back({call, callee});
      }
    }
    void VisitCall(const CallPtr& call) override {
      Add(call);
      IRVisitor::VisitCall(call);
    }
    void VisitSubmit(const SubmitPtr& submit) override {
      Add(SubmitCallView(*submit));
      IRVisitor::VisitSubmit(submit);
    }
  } collector;
  collector.program = &program;
  collector.VisitStmt(body);
  return std::move(collector.calls);
}

ProgramPtr MaterializeWrapperDirections(const ProgramPtr& program) {
  std::vector<FunctionPtr> wrappers;
  std::unordered_map<const Function*, std::vector<ParamDirection>> effective;
  std::unordered_map<const Function*, std::vector<InnerCall>> inner;
  for (const auto& f : program->functions()) {
    if (!IsWrapper(f->func_type())) continue;
    wrappers.push_back(f);
    // Seeded with the declaration: the merge only ever promotes.
    std::vector<ParamDirection> declared = f->param_directions();
    declared.resize(f->params().size(), ParamDirection::kIn);
    effective.emplace(f.get(), std::move(declared));
    inner.emplace(f.get(), f->body() ? InnerCalls(f->body(), program) : std::vector<InnerCall>{});
  }
  if (wrappers.empty()) return program;

  std::unordered_map<const Function*, std::vector<const Function*>> callers;
  for (const auto& w : wrappers) {
    for (const auto& ic : inner.at(w.get())) {
      if (effective.count(ic.callee.get())) callers[ic.callee.get()].push_back(w.get());
    }
  }
  auto merge = [&](const FunctionPtr& w) {
    std::vector<ParamDirection>& dirs = effective.at(w.get());
    bool promoted = false;
    for (const auto& ic : inner.at(w.get())) {
      const std::vector<ParamDirection> callee_dirs = IsWrapper(ic.callee->func_type())
                                                          ? effective.at(ic.callee.get())
                                                          : ic.callee->param_directions();
      const auto& args = ic.call->args();
      for (size_t a = 0; a < args.size() && a < callee_dirs.size(); ++a) {
        auto var = As<Var>(args[a]);
        if (!var) continue;
        for (size_t p = 0; p < w->params().size(); ++p) {
          if (w->params()[p] != var) continue;
          const ParamDirection d = callee_dirs[a];
          ParamDirection& m = dirs[p];
          if ((d == ParamDirection::kInOut && m != ParamDirection::kInOut) ||
              (d == ParamDirection::kOut && m == ParamDirection::kIn)) {
            m = d;
            promoted = true;
          }
          break;
        }
      }
    }
    return promoted;
  };
  std::unordered_map<const Function*, FunctionPtr> by_ptr;
  for (const auto& w : wrappers) by_ptr.emplace(w.get(), w);
  std::deque<const Function*> work;
  std::unordered_set<const Function*> queued;
  for (const auto& w : wrappers) {
    work.push_back(w.get());
    queued.insert(w.get());
  }
  while (!work.empty()) {
    const Function* f = work.front();
    work.pop_front();
    queued.erase(f);
    if (!merge(by_ptr.at(f))) continue;
    auto it = callers.find(f);
    if (it == callers.end()) continue;
    for (const Function* c : it->second) {
      if (queued.insert(c).second) work.push_back(c);
    }
  }

  std::vector<FunctionPtr> functions;
  bool changed = false;
  for (const auto& f : program->functions()) {
    auto it = effective.find(f.get());
    if (it == effective.end() || it->second == f->param_directions()) {
      functions.push_back(f);
      continue;
    }
    Function::Fields fields = f->fields();
    fields.param_directions = it->second;
    functions.push_back(f->WithFields(std::move(fields)));
    changed = true;
  }
  return changed ? program->WithFunctions(std::move(functions)) : program;
}

// ---------------------------------------------------------------------------
// First-writer analysis.

// Decides per call and Out/InOut buffer root whether the call is the first
// writer of that root in its block. Loops and ifs are single writer units
// towards their siblings (entered with a copy of the roots seen so far);
// scopes and statement lists are transparent.
class FirstWriterAnalysis {
 public:
  FirstWriterAnalysis(const ProgramPtr& program, const BufferRootCollector& roots)
      : program_(program), roots_(roots) {}

  void Run(const StmtPtr& body) {
    SeenRoots seen;
    Analyze(body, &seen);
  }

  std::unordered_map<const Expr*, RootSet> first_writer_roots;

 private:
  // The roots written before the current point of the walk. A branch is analysed on the set as
  // it was before the if (its additions are undone afterwards) rather than on a copy: copying
  // at every if made a long function quadratic.
  class SeenRoots {
   public:
    bool Contains(const Var* root) const { return set_.count(root) != 0; }
    void Insert(const Var* root) {
      if (set_.insert(root).second) added_.push_back(root);
    }
    void InsertAll(const RootSet& roots) {
      for (const Var* root : roots) Insert(root);
    }
    size_t Mark() const { return added_.size(); }
    void Rollback(size_t mark) {
      while (added_.size() > mark) {
        set_.erase(added_.back());
        added_.pop_back();
      }
    }

   private:
    RootSet set_;
    std::vector<const Var*> added_;
  };

  const RootSet& WrittenRoots(const StmtPtr& stmt) {
    auto it = written_.find(stmt.get());
    if (it != written_.end()) return it->second;
    RootSet result;
    if (auto seq = As<SeqStmts>(stmt)) {
      for (const auto& s : seq->stmts()) Merge(&result, WrittenRoots(s));
    } else if (auto loop = As<ForStmt>(stmt)) {
      Merge(&result, WrittenRoots(loop->body()));
    } else if (auto loop = As<WhileStmt>(stmt)) {
      Merge(&result, WrittenRoots(loop->body()));
    } else if (auto branch = As<IfStmt>(stmt)) {
      Merge(&result, WrittenRoots(branch->then_body()));
      if (branch->else_body()) Merge(&result, WrittenRoots(branch->else_body()));
    } else if (auto scope = As<ScopeStmt>(stmt)) {
      Merge(&result, WrittenRoots(scope->body()));
    } else if (auto assign = As<AssignStmt>(stmt)) {
      CallWrites(assign->value(), &result);
    } else if (auto eval = As<EvalStmt>(stmt)) {
      CallWrites(eval->expr(), &result);
    }
    return written_[stmt.get()] = std::move(result);
  }

  static void Merge(RootSet* into, const RootSet& from) { into->insert(from.begin(), from.end()); }

  FunctionPtr CalleeOf(const ExprPtr& expr, CallPtr* call_out) const {
    auto call = CallOrSubmitView(expr);
    if (!call || IsBuiltinOpName(call->callee_name())) return nullptr;
    *call_out = call;
    return program_->GetFunction(call->callee_name());
  }

  void CallWrites(const ExprPtr& expr, RootSet* out) const {
    CallPtr call;
    FunctionPtr callee = CalleeOf(expr, &call);
    if (!callee) return;
    const auto& dirs = callee->param_directions();
    for (size_t i = 0; i < call->args().size() && i < dirs.size(); ++i) {
      if (!WritesParam(dirs[i])) continue;
      if (const Var* root = roots_.Resolve(call->args()[i])) out->insert(root);
    }
  }

  void Analyze(const StmtPtr& stmt, SeenRoots* seen) {
    if (!stmt) return;
    if (auto seq = As<SeqStmts>(stmt)) {
      for (const auto& s : seq->stmts()) Analyze(s, seen);
    } else if (auto loop = As<ForStmt>(stmt)) {
      // Afterwards `seen` holds the body's writes too: exactly what WrittenRoots(body) adds.
      Analyze(loop->body(), seen);
    } else if (auto loop = As<WhileStmt>(stmt)) {
      Analyze(loop->body(), seen);
    } else if (auto branch = As<IfStmt>(stmt)) {
      // Each branch sees the writes before the if, not the other branch's.
      const size_t before = seen->Mark();
      Analyze(branch->then_body(), seen);
      seen->Rollback(before);
      if (branch->else_body()) {
        Analyze(branch->else_body(), seen);
        seen->Rollback(before);
      }
      seen->InsertAll(WrittenRoots(branch->then_body()));
      if (branch->else_body()) seen->InsertAll(WrittenRoots(branch->else_body()));
    } else if (auto scope = As<ScopeStmt>(stmt)) {
      Analyze(scope->body(), seen);
    } else if (auto assign = As<AssignStmt>(stmt)) {
      AnalyzeCall(assign->value(), seen);
    } else if (auto eval = As<EvalStmt>(stmt)) {
      AnalyzeCall(eval->expr(), seen);
    }
  }

  void AnalyzeCall(const ExprPtr& expr, SeenRoots* seen) {
    CallPtr call;
    FunctionPtr callee = CalleeOf(expr, &call);
    if (!callee) return;
    const auto& dirs = callee->param_directions();
    RootSet written;
    for (size_t i = 0; i < call->args().size() && i < dirs.size(); ++i) {
      if (!WritesParam(dirs[i])) continue;
      const Var* root = roots_.Resolve(call->args()[i]);
      if (!root) continue;
      if (dirs[i] == ParamDirection::kOut && !seen->Contains(root)) {
        first_writer_roots[expr.get()].insert(root);
      }
      written.insert(root);
    }
    seen->InsertAll(written);
  }

  const ProgramPtr& program_;
  const BufferRootCollector& roots_;
  std::unordered_map<const Stmt*, RootSet> written_;
};

// ---------------------------------------------------------------------------
// The rewrite.

class CallDirectionMutator : public IRMutator {
 public:
  CallDirectionMutator(const ProgramPtr& program, const BufferRootCollector& roots,
                       const std::unordered_map<const Expr*, RootSet>& first_writers,
                       const std::unordered_map<const Var*, ParamDirection>& enclosing_dirs)
      : program_(program),
        roots_(roots),
        first_writers_(first_writers),
        enclosing_dirs_(enclosing_dirs) {}

  StmtPtr MutateFor(const ForStmtPtr& stmt) override {
    const bool sequential = stmt->for_kind() != ForKind::kParallel;
    sequential_depth_ += sequential ? 1 : 0;
    StmtPtr out = IRMutator::MutateFor(stmt);
    sequential_depth_ -= sequential ? 1 : 0;
    return out;
  }

  StmtPtr MutateWhile(const WhileStmtPtr& stmt) override {
    ++sequential_depth_;
    StmtPtr out = IRMutator::MutateWhile(stmt);
    --sequential_depth_;
    return out;
  }

  ExprPtr MutateCall(const CallPtr& op) override {
    ExprPtr base = IRMutator::MutateCall(op);
    auto call = As<Call>(base);
    if (!call) return base;
    std::optional<std::vector<ArgDirection>> dirs = Derive(call, op.get());
    if (!dirs) return call;
    return std::make_shared<Call>(call->op(), call->args(), call->kwargs(),
                                  WithArgDirections(call->attrs(), *dirs), call->type(),
                                  call->span());
  }

  // A task launch may pass only a prefix of the callee's params (the runtime
  // allocates the trailing outputs); it stays a Submit.
  ExprPtr MutateSubmit(const SubmitPtr& op) override {
    ExprPtr base = IRMutator::MutateSubmit(op);
    auto submit = As<Submit>(base);
    if (!submit) return base;
    std::optional<std::vector<ArgDirection>> dirs =
        Derive(SubmitCallView(*submit), op.get(), /*prefix=*/true);
    if (!dirs) return submit;
    return std::make_shared<Submit>(submit->op(), submit->args(), submit->deps(), submit->launch(),
                                    submit->kwargs(), WithArgDirections(submit->attrs(), *dirs),
                                    submit->type(), submit->span());
  }

 private:
  std::optional<std::vector<ArgDirection>> Derive(const CallPtr& call, const Expr* key,
                                                  bool prefix = false) const {
    if (!call->IsFunctionCall() || IsBuiltinOpName(call->callee_name())) return std::nullopt;
    FunctionPtr callee = program_->GetFunction(call->callee_name());
    if (!callee) return std::nullopt;
    const auto& params = callee->param_directions();
    // A malformed call is left for the verifier to report.
    if (prefix ? call->args().size() > params.size() : call->args().size() != params.size()) {
      return std::nullopt;
    }
    // Explicit directions (e.g. no_dep) are authoritative.
    if (call->attrs().Has(kArgDirectionsAttr)) return std::nullopt;

    auto fw = first_writers_.find(key);
    const RootSet* first = fw == first_writers_.end() ? nullptr : &fw->second;
    std::vector<ArgDirection> dirs;
    dirs.reserve(call->args().size());
    for (size_t i = 0; i < call->args().size(); ++i) {
      const ExprPtr& arg = call->args()[i];
      if (!IsTensorArg(arg)) {
        dirs.push_back(ArgDirection::kScalar);
      } else if (params[i] == ParamDirection::kIn) {
        dirs.push_back(ArgDirection::kInput);
      } else if (params[i] == ParamDirection::kInOut) {
        dirs.push_back(ArgDirection::kInOut);
      } else {
        dirs.push_back(OutDirection(arg, first));
      }
    }
    if (const AttrValue* overrides = call->attrs().Find(kArgDirectionOverridesAttr);
        overrides && overrides->kind() == AttrValue::Kind::kList) {
      for (const auto& idx : overrides->AsList()) {
        if (idx.kind() == AttrValue::Kind::kInt && idx.AsInt() >= 0 &&
            static_cast<size_t>(idx.AsInt()) < dirs.size()) {
          dirs[static_cast<size_t>(idx.AsInt())] = ArgDirection::kNoDep;
        }
      }
    }
    // No arguments: nothing to record (same as the absent attribute).
    if (dirs.empty()) return std::nullopt;
    return dirs;
  }

  ArgDirection OutDirection(const ExprPtr& arg, const RootSet* first_writer) const {
    if (sequential_depth_ > 0) return ArgDirection::kInOut;
    const Var* root = roots_.Resolve(arg);
    if (root) {
      if (!first_writer || !first_writer->count(root)) return ArgDirection::kInOut;
      auto it = enclosing_dirs_.find(root);
      if (it != enclosing_dirs_.end() && it->second == ParamDirection::kInOut) {
        return ArgDirection::kInOut;
      }
    }
    return ArgDirection::kOutputExisting;
  }

  const ProgramPtr& program_;
  const BufferRootCollector& roots_;
  const std::unordered_map<const Expr*, RootSet>& first_writers_;
  const std::unordered_map<const Var*, ParamDirection>& enclosing_dirs_;
  int sequential_depth_ = 0;
};

}  // namespace

ir::ProgramPtr DeriveCallDirections(const ir::ProgramPtr& input) {
  ProgramPtr program = MaterializeWrapperDirections(input);
  return MapFunctions(program, [&](const FunctionPtr& func) {
    if (!func->body()) return func;
    BufferRootCollector roots(program, AmbiguousRootPolicy::kFirstOutput);
    roots.Run(func);
    std::unordered_map<const Var*, ParamDirection> enclosing;
    for (size_t i = 0; i < func->params().size() && i < func->param_directions().size(); ++i) {
      enclosing.emplace(func->params()[i].get(), func->param_directions()[i]);
    }
    FirstWriterAnalysis writers(program, roots);
    writers.Run(func->body());
    CallDirectionMutator mutator(program, roots, writers.first_writer_roots, enclosing);
    return WithBodyIfChanged(func, mutator.MutateStmt(func->body()));
  });
}

}  // namespace ptoc::transforms
