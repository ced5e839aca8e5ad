// InjectGMPipeBuffer: on targets whose cross-core FIFO is staged in global
// memory (Ascend910B, arch a2a3), every function that initialises a pipe
// needs a GM workspace. The pass appends an Out parameter `__gm_pipe_buffer`
// (a [1] FP32 placeholder tensor; codegen sizes the real workspace) to each
// such function and to every non-orchestration caller up the call graph,
// forwarding it at their call sites. An orchestration caller instead
// allocates a fresh placeholder (`gm_pipe_buffer_<n> = tensor.create(...)`)
// right before each call or submit, so concurrent launches never share one.
// Other targets keep the program unchanged.
//
// Only calls that are the whole value of an assignment or evaluation count
// (that is where the earlier passes put function calls), and only
// initialize_pipe calls in statement position mark a pipe function.
#include <map>
#include <memory>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "compiler/backend/soc.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/op_registry.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {
namespace {

using namespace ::ptoc::ir;  // NOLINT(google-build-using-namespace)

constexpr char kParamName[] = "__gm_pipe_buffer";
constexpr char kLocalPrefix[] = "gm_pipe_buffer_";

// The expression a statement evaluates as a whole (assignment value or
// evaluated expression), or null.
ExprPtr StmtValue(const StmtPtr& stmt) {
  if (auto assign = As<AssignStmt>(stmt)) return assign->value();
  if (auto eval = As<EvalStmt>(stmt)) return eval->expr();
  return nullptr;
}

// Name of the program function a call or submit in statement position
// launches, or "".
std::string LaunchedFunction(const ExprPtr& value) {
  if (auto call = As<Call>(value)) return call->IsFunctionCall() ? call->callee_name() : "";
  if (auto submit = As<Submit>(value)) {
    return submit->op()->kind() == NodeKind::kGlobalVar ? submit->callee_name() : "";
  }
  return "";
}

bool InitializesPipe(const FunctionPtr& func) {
  if (!func->body()) return false;
  if (!MayCall(func, "system.aic_initialize_pipe") &&
      !MayCall(func, "system.aiv_initialize_pipe")) {
    return false;
  }
  bool found = false;
  ForEachStmt(func->body(), [&](const StmtPtr& stmt) {
    ExprPtr value = StmtValue(stmt);
    if (IsOpCall(value, "system.aic_initialize_pipe") ||
        IsOpCall(value, "system.aiv_initialize_pipe")) {
      found = true;
    }
  });
  return found;
}

VarPtr GMBufferParam(const FunctionPtr& func) {
  for (const auto& param : func->params()) {
    if (param->name_hint() == kParamName) return param;
  }
  return nullptr;
}

TypePtr PlaceholderType() {
  return std::make_shared<TensorType>(std::vector<ExprPtr>{MakeIndex(1)}, DataType::kFP32);
}

// `value` (a call or submit) with `extra` appended to its arguments.
ExprPtr AppendArg(const ExprPtr& value, const ExprPtr& extra) {
  if (auto call = As<Call>(value)) {
    std::vector<ExprPtr> args = call->args();
    args.push_back(extra);
    return std::make_shared<Call>(call->op(), std::move(args), call->kwargs(), call->attrs(),
                                  call->type(), call->span());
  }
  auto submit = As<Submit>(value);
  std::vector<ExprPtr> args = submit->args();
  args.push_back(extra);
  return std::make_shared<Submit>(submit->op(), std::move(args), submit->deps(), submit->launch(),
                                  submit->kwargs(), submit->attrs(), submit->type(),
                                  submit->span());
}

StmtPtr WithValue(const StmtPtr& stmt, ExprPtr value) {
  StmtPtr fresh;
  if (auto assign = As<AssignStmt>(stmt)) {
    fresh = std::make_shared<AssignStmt>(assign->var(), std::move(value), assign->span());
  } else {
    fresh = std::make_shared<EvalStmt>(std::move(value), stmt->span());
  }
  return KeepLeadingComments(stmt, std::move(fresh));
}

// Appends a GM buffer to every statement-level launch of a function in
// `targets`: the caller's own parameter (`forward`), or, when `forward` is
// null, a placeholder tensor created just before the launch.
class LaunchRewriter : public IRMutator {
 public:
  LaunchRewriter(const std::set<std::string>& targets, VarPtr forward, Span create_span)
      : targets_(targets), forward_(std::move(forward)), create_span_(create_span) {}

  StmtPtr MutateAssign(const AssignStmtPtr& stmt) override { return Rewrite(stmt); }
  StmtPtr MutateEval(const EvalStmtPtr& stmt) override { return Rewrite(stmt); }

 private:
  StmtPtr Rewrite(const StmtPtr& stmt) {
    ExprPtr value = StmtValue(stmt);
    if (!targets_.count(LaunchedFunction(value))) return stmt;
    if (forward_) return WithValue(stmt, AppendArg(value, forward_));
    auto create = MakeOpCallOrThrow("tensor.create", {MakeIndexTuple({1}, create_span_)},
                                    Attrs({{"dtype", AttrValue::DType(DataType::kFP32)},
                                           {"layout", AttrValue::FromEnum(TensorLayout::kND)},
                                           {"manual_dep", AttrValue::Bool(true)}}),
                                    create_span_);
    auto buffer = std::make_shared<Var>(kLocalPrefix + std::to_string(next_local_++),
                                        PlaceholderType(), create_span_);
    StmtPtr alloc = std::make_shared<AssignStmt>(buffer, create, create_span_);
    return std::make_shared<SeqStmts>(
        std::vector<StmtPtr>{alloc, WithValue(stmt, AppendArg(value, buffer))}, stmt->span());
  }

  const std::set<std::string>& targets_;
  VarPtr forward_;
  Span create_span_;
  int next_local_ = 0;
};

FunctionPtr RewriteLaunches(const FunctionPtr& func, const std::set<std::string>& targets,
                            const VarPtr& forward) {
  if (targets.empty() || !func->body()) return func;
  LaunchRewriter rewriter(targets, forward, func->span());
  StmtPtr body = rewriter.MutateStmt(func->body());
  return body == func->body() ? func : func->WithBody(body);
}

}  // namespace

ir::ProgramPtr InjectGMPipeBuffer(const ir::ProgramPtr& program) {
  // Only a2a3 routes cross-core slots through GM.
  if (backend::CurrentSoc().target_arch() != "a2a3") return program;

  std::vector<FunctionPtr> funcs = program->functions();
  // Pipe functions not yet wired (most programs have none: then nothing
  // else is looked at), then their callers up to (excluding) orchestration
  // functions.
  std::set<std::string> needs_param;
  std::vector<std::string> worklist;
  for (const auto& func : funcs) {
    if (!GMBufferParam(func) && InitializesPipe(func)) {
      needs_param.insert(func->name());
      worklist.push_back(func->name());
    }
  }
  if (needs_param.empty()) return program;

  std::unordered_map<std::string, size_t> index;
  for (size_t i = 0; i < funcs.size(); ++i) index[funcs[i]->name()] = i;
  // Static call graph over statement-level calls and submits.
  std::vector<std::set<std::string>> callees(funcs.size());
  std::unordered_map<std::string, std::set<size_t>> callers;
  for (size_t i = 0; i < funcs.size(); ++i) {
    if (!funcs[i]->body()) continue;
    ForEachStmt(funcs[i]->body(), [&](const StmtPtr& stmt) {
      std::string callee = LaunchedFunction(StmtValue(stmt));
      if (callee.empty() || !index.count(callee)) return;
      callees[i].insert(callee);
      callers[callee].insert(i);
    });
  }
  while (!worklist.empty()) {
    std::string name = worklist.back();
    worklist.pop_back();
    for (size_t caller : callers[name]) {
      if (funcs[caller]->func_type() == FunctionType::kOrchestration) continue;
      if (needs_param.insert(funcs[caller]->name()).second) {
        worklist.push_back(funcs[caller]->name());
      }
    }
  }

  for (auto& func : funcs) {
    if (!needs_param.count(func->name()) || GMBufferParam(func)) continue;
    Function::Fields fields = func->fields();
    fields.params.push_back(std::make_shared<Var>(kParamName, PlaceholderType(), func->span()));
    fields.param_directions.push_back(ParamDirection::kOut);
    func = func->WithFields(std::move(fields));
  }

  // Wired functions forward their parameter to the wired functions they call.
  for (size_t i = 0; i < funcs.size(); ++i) {
    if (!needs_param.count(funcs[i]->name())) continue;
    std::set<std::string> targets;
    for (const auto& callee : callees[i]) {
      if (needs_param.count(callee)) targets.insert(callee);
    }
    funcs[i] = RewriteLaunches(funcs[i], targets, GMBufferParam(funcs[i]));
  }
  // Orchestration functions allocate one placeholder per launch.
  for (auto& func : funcs) {
    if (func->func_type() == FunctionType::kOrchestration) {
      func = RewriteLaunches(func, needs_param, nullptr);
    }
  }
  return program->WithFunctions(std::move(funcs));
}

}  // namespace ptoc::transforms
