#include "compiler/transforms/analysis/return_lineage.h"

#include <unordered_map>
#include <unordered_set>

#include "compiler/ir/visitor.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(google-build-using-namespace)

namespace {

class BodyIndex : public IRVisitor {
 public:
  ReturnStmtPtr first_return;
  std::unordered_map<const Var*, AssignStmtPtr> defs;
  std::unordered_map<const Var*, const Var*> carry;

  void VisitReturn(const ReturnStmtPtr& stmt) override {
    if (!first_return) first_return = stmt;
  }
  void VisitAssign(const AssignStmtPtr& stmt) override {
    defs.emplace(stmt->var().get(), stmt);
    IRVisitor::VisitAssign(stmt);
  }
  void VisitFor(const ForStmtPtr& stmt) override {
    Record(stmt->iter_args(), stmt->return_vars());
    IRVisitor::VisitFor(stmt);
  }
  void VisitWhile(const WhileStmtPtr& stmt) override {
    Record(stmt->iter_args(), stmt->return_vars());
    IRVisitor::VisitWhile(stmt);
  }

 private:
  void Record(const std::vector<IterArgPtr>& ias, const std::vector<VarPtr>& rvs) {
    for (size_t i = 0; i < ias.size(); ++i) {
      auto init = As<Var>(ias[i]->init_value());
      if (!init) continue;
      carry[ias[i].get()] = init.get();
      // Only tensor carries keep the init's buffer; scalars are values.
      if (i < rvs.size() && IsA<TensorType>(rvs[i]->type())) carry[rvs[i].get()] = init.get();
    }
  }
};

// Calls (and submits) of program functions, in walk order.
class FunctionCallCollector : public IRVisitor {
 public:
  std::vector<CallPtr> calls;

  void VisitCall(const CallPtr& call) override {
    if (call->IsFunctionCall()) calls.push_back(call);
    IRVisitor::VisitCall(call);
  }
  void VisitSubmit(const SubmitPtr& submit) override {
    CallPtr view = CallOrSubmitView(submit);
    if (view && view->IsFunctionCall()) calls.push_back(view);
    IRVisitor::VisitSubmit(submit);
  }
};

struct Tracer {
  const Program* program;
  std::vector<const Function*> stack;

  std::vector<std::optional<size_t>> Indices(const FunctionPtr& func) {
    if (!func || !func->body()) return {};
    for (const Function* f : stack) {
      if (f == func.get()) return {};
    }
    stack.push_back(func.get());
    BodyIndex index;
    index.VisitStmt(func->body());
    std::vector<std::optional<size_t>> out;
    if (!index.first_return || index.first_return->values().empty()) {
      if (IsWrapper(func->func_type())) out = WrapperCallIndices(func);
    } else {
      out = ForwardedTupleIndices(func, index);
      if (out.empty()) {
        for (const auto& value : index.first_return->values()) {
          out.push_back(TraceToParamIndex(value, index, func->params()));
        }
      }
    }
    stack.pop_back();
    return out;
  }

  static bool IsWrapper(FunctionType type) {
    return type == FunctionType::kGroup || type == FunctionType::kSpmd;
  }

  // The index in `params` of the parameter `value` is the buffer of.
  std::optional<size_t> TraceToParamIndex(const ExprPtr& value, const BodyIndex& index,
                                          const std::vector<VarPtr>& params) {
    auto var = As<Var>(value);
    if (!var) return std::nullopt;
    std::unordered_set<const Var*> param_set;
    for (const auto& p : params) param_set.insert(p.get());
    std::unordered_set<const Var*> visited;
    const Var* root = Trace(var.get(), index, param_set, visited);
    for (size_t i = 0; root && i < params.size(); ++i) {
      if (params[i].get() == root) return i;
    }
    return std::nullopt;
  }

  // `return result` where `result` is the whole tuple of a call with as many
  // results as the function declares (a Group/Spmd wrapper forwarding its
  // kernel's results): each position maps through the callee's own lineage
  // and the argument passed for it. Empty when the return is not that shape.
  std::vector<std::optional<size_t>> ForwardedTupleIndices(const FunctionPtr& func,
                                                           const BodyIndex& index) {
    const auto& values = index.first_return->values();
    const size_t arity = func->return_types().size();
    if (values.size() != 1 || arity < 2) return {};
    auto tuple_var = As<Var>(values[0]);
    auto tuple_type = tuple_var ? As<TupleType>(tuple_var->type()) : nullptr;
    if (!tuple_type || tuple_type->types().size() != arity) return {};
    const Var* var = tuple_var.get();
    std::unordered_set<const Var*> seen;
    CallPtr call;
    while (var != nullptr && seen.insert(var).second) {
      auto def = index.defs.find(var);
      if (def == index.defs.end()) return {};
      const ExprPtr& value = def->second->value();
      if (auto alias = As<Var>(value)) {
        var = alias.get();
        continue;
      }
      if (auto tuple = As<MakeTuple>(value)) {
        std::vector<std::optional<size_t>> out;
        for (const auto& e : tuple->elements()) {
          out.push_back(TraceToParamIndex(e, index, func->params()));
        }
        return out.size() == arity ? out : std::vector<std::optional<size_t>>{};
      }
      call = CallOrSubmitView(value);
      break;
    }
    if (!call || !call->IsFunctionCall()) return {};
    auto callee = program ? program->GetFunction(call->callee_name()) : nullptr;
    if (!callee) return {};
    auto inner = Indices(callee);
    if (inner.size() != arity) return {};
    std::vector<std::optional<size_t>> out(arity);
    for (size_t pos = 0; pos < arity; ++pos) {
      if (!inner[pos] || *inner[pos] >= call->args().size()) continue;
      out[pos] = TraceToParamIndex(call->args()[*inner[pos]], index, func->params());
    }
    return out;
  }

  // A wrapper without a return of its own returns its kernel's results: the
  // one call of a kernel with as many results as the wrapper declares
  // (none, or several such calls: unknown) maps each position to the wrapper
  // parameter passed for it.
  std::vector<std::optional<size_t>> WrapperCallIndices(const FunctionPtr& wrapper) {
    if (!program || wrapper->return_types().empty()) return {};
    const size_t arity = wrapper->return_types().size();
    CallPtr returning_call;
    FunctionPtr returning_callee;
    bool ambiguous = false;
    FunctionCallCollector calls;
    calls.VisitStmt(wrapper->body());
    for (const CallPtr& call : calls.calls) {
      auto callee = program->GetFunction(call->callee_name());
      if (!callee || callee->func_type() == FunctionType::kOrchestration ||
          callee->func_type() == FunctionType::kOpaque || callee->return_types().size() != arity) {
        continue;
      }
      if (returning_call) ambiguous = true;
      returning_call = call;
      returning_callee = callee;
    }
    if (!returning_call || ambiguous) return {};
    auto inner = Indices(returning_callee);
    if (inner.size() != arity) return {};
    std::vector<std::optional<size_t>> out(arity);
    for (size_t pos = 0; pos < arity; ++pos) {
      if (!inner[pos] || *inner[pos] >= returning_call->args().size()) continue;
      auto arg = As<Var>(returning_call->args()[*inner[pos]]);
      for (size_t i = 0; arg && i < wrapper->params().size(); ++i) {
        if (wrapper->params()[i] == arg) out[pos] = i;
      }
    }
    return out;
  }

  const Var* Through(const CallPtr& call, size_t position) {
    auto callee = program ? program->GetFunction(call->callee_name()) : nullptr;
    if (!callee) return nullptr;
    auto map = Indices(callee);
    if (position >= map.size() || !map[position] || *map[position] >= call->args().size()) {
      return nullptr;
    }
    auto arg = As<Var>(call->args()[*map[position]]);
    return arg ? arg.get() : nullptr;
  }

  const Var* Trace(const Var* var, const BodyIndex& index,
                   const std::unordered_set<const Var*>& params,
                   std::unordered_set<const Var*>& visited) {
    while (var) {
      if (!visited.insert(var).second) return nullptr;
      if (params.count(var)) return var;
      if (auto it = index.carry.find(var); it != index.carry.end()) {
        var = it->second;
        continue;
      }
      auto def = index.defs.find(var);
      if (def == index.defs.end()) return nullptr;
      const ExprPtr& value = def->second->value();
      if (auto rhs = As<Var>(value)) {
        var = rhs.get();
        continue;
      }
      if (auto tgi = As<TupleGetItem>(value)) {
        auto tuple = As<Var>(tgi->tuple());
        if (!tuple) return nullptr;
        auto tdef = index.defs.find(tuple.get());
        if (tdef == index.defs.end()) return nullptr;
        auto call = CallOrSubmitView(tdef->second->value());
        if (!call || !call->IsFunctionCall() || tgi->index() < 0) return nullptr;
        var = Through(call, static_cast<size_t>(tgi->index()));
        continue;
      }
      auto call = CallOrSubmitView(value);
      if (!call) return nullptr;
      if (call->IsFunctionCall()) {
        auto callee = program ? program->GetFunction(call->callee_name()) : nullptr;
        if (!callee || callee->return_types().size() != 1) return nullptr;
        var = Through(call, 0);
        continue;
      }
      const std::string& name = call->callee_name();
      size_t pos;
      if (name == "tensor.assemble" || name == "tensor.set_validshape") {
        pos = 0;
      } else if (name == "tile.store") {
        pos = 2;
      } else {
        return nullptr;
      }
      if (call->args().size() <= pos) return nullptr;
      auto arg = As<Var>(call->args()[pos]);
      var = arg ? arg.get() : nullptr;
    }
    return nullptr;
  }
};

}  // namespace

std::vector<std::optional<size_t>> ReturnedParamIndices(const FunctionPtr& func,
                                                        const ProgramPtr& program) {
  Tracer tracer{program.get(), {}};
  return tracer.Indices(func);
}

const Var* TraceToParam(const Var* var, const StmtPtr& body, const std::vector<VarPtr>& params,
                        const Program* program) {
  if (!var || !body) return nullptr;
  BodyIndex index;
  index.VisitStmt(body);
  std::unordered_set<const Var*> param_set;
  for (const auto& p : params) param_set.insert(p.get());
  std::unordered_set<const Var*> visited;
  Tracer tracer{program, {}};
  return tracer.Trace(var, index, param_set, visited);
}

}  // namespace ptoc::transforms
