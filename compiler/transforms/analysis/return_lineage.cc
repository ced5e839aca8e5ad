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
    if (index.first_return) {
      std::unordered_set<const Var*> params;
      for (const auto& p : func->params()) params.insert(p.get());
      for (const auto& value : index.first_return->values()) {
        std::optional<size_t> idx;
        if (auto var = As<Var>(value)) {
          std::unordered_set<const Var*> visited;
          if (const Var* root = Trace(var.get(), index, params, visited)) {
            for (size_t i = 0; i < func->params().size(); ++i) {
              if (func->params()[i].get() == root) idx = i;
            }
          }
        }
        out.push_back(idx);
      }
    }
    stack.pop_back();
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
