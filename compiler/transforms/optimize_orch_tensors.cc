// OptimizeOrchTensors: cross-function buffer optimisations after tile
// conversion. Implemented: an Out parameter of a kernel whose result the
// orchestration assembles into a larger tensor gets that tensor's row-major
// strides (pattern 2 of the reference). The other patterns (iter-arg buffer
// reuse, assemble-loop rewriting, slice input strides, windowing) are not
// applied.
#include <map>
#include <set>
#include <unordered_map>

#include "compiler/ir/mutator.h"
#include "compiler/ir/op_registry.h"
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/ir/visitor.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(build/namespaces)

namespace {

// kernel name -> return index -> shape of the tensor it is assembled into.
using ParentShapes = std::map<std::string, std::map<size_t, std::vector<ExprPtr>>>;

class AssembleAnalyzer : public IRVisitor {
 public:
  AssembleAnalyzer(const ProgramPtr& program, const std::set<std::string>& kernels)
      : program_(program), kernels_(kernels) {}
  ParentShapes result;

  void VisitAssign(const AssignStmtPtr& stmt) override {
    const ExprPtr& value = stmt->value();
    if (auto tgi = As<TupleGetItem>(value)) {
      if (auto src = As<Var>(tgi->tuple())) {
        auto it = sources_.find(src.get());
        if (it != sources_.end()) {
          sources_[stmt->var().get()] = {it->second.first, static_cast<size_t>(tgi->index())};
        }
      }
    } else if (auto call = As<Call>(value)) {
      if (call->IsFunctionCall() && kernels_.count(call->callee_name())) {
        auto callee = program_->GetFunction(call->callee_name());
        if (callee && callee->return_types().size() == 1) {
          sources_[stmt->var().get()] = {call->callee_name(), 0};
        } else if (callee && callee->return_types().size() > 1) {
          sources_[stmt->var().get()] = {call->callee_name(), SIZE_MAX};
        }
      } else if (IsOpCall(call, "tensor.assemble") && call->args().size() == 3) {
        auto parent = As<Var>(call->args()[0]);
        auto source = As<Var>(call->args()[1]);
        if (parent && source) {
          auto it = sources_.find(source.get());
          auto parent_type = TensorTypeOf(parent);
          if (it != sources_.end() && it->second.second != SIZE_MAX && parent_type) {
            result[it->second.first][it->second.second] = parent_type->shape();
          }
        }
      }
    }
    IRVisitor::VisitAssign(stmt);
  }

 private:
  const ProgramPtr& program_;
  const std::set<std::string>& kernels_;
  std::unordered_map<const Var*, std::pair<std::string, size_t>> sources_;
};

// (param index, return index) for returns that are tile.store results into
// an Out param, or loop results carried from one.
std::vector<std::pair<size_t, size_t>> OutParamReturns(const FunctionPtr& func) {
  std::unordered_map<const Var*, size_t> outs;
  for (size_t i = 0; i < func->params().size(); ++i) {
    if (i < func->param_directions().size() && func->param_directions()[i] == ParamDirection::kOut) {
      outs[func->params()[i].get()] = i;
    }
  }
  if (outs.empty()) return {};
  auto stmts = StmtList(func->body());
  std::unordered_map<const Var*, AssignStmtPtr> defs;
  std::unordered_map<const Var*, ExprPtr> loop_init;
  ReturnStmtPtr ret;
  for (const auto& s : stmts) {
    if (auto a = As<AssignStmt>(s)) defs[a->var().get()] = a;
    if (auto f = As<ForStmt>(s)) {
      for (size_t i = 0; i < f->return_vars().size() && i < f->iter_args().size(); ++i) {
        loop_init[f->return_vars()[i].get()] = f->iter_args()[i]->init_value();
      }
    }
    if (auto w = As<WhileStmt>(s)) {
      for (size_t i = 0; i < w->return_vars().size() && i < w->iter_args().size(); ++i) {
        loop_init[w->return_vars()[i].get()] = w->iter_args()[i]->init_value();
      }
    }
    if (!ret) ret = As<ReturnStmt>(s);
  }
  if (!ret) return {};
  std::vector<std::pair<size_t, size_t>> out;
  for (size_t r = 0; r < ret->values().size(); ++r) {
    auto var = As<Var>(ret->values()[r]);
    if (!var) continue;
    const Var* target = nullptr;
    auto d = defs.find(var.get());
    if (d == defs.end()) {
      auto l = loop_init.find(var.get());
      if (l == loop_init.end()) continue;
      auto init = As<Var>(l->second);
      target = init ? init.get() : nullptr;
    } else {
      auto call = AsOpCall(d->second->value(), "tile.store");
      if (!call || call->args().size() < 3) continue;
      auto t = As<Var>(call->args()[2]);
      target = t ? t.get() : nullptr;
    }
    auto it = target ? outs.find(target) : outs.end();
    if (it != outs.end()) out.emplace_back(it->second, r);
  }
  return out;
}

// Re-types tile.store results whose target param was replaced.
class StoreRetyper : public IRMutator {
 public:
  StmtPtr MutateAssign(const AssignStmtPtr& stmt) override {
    ExprPtr value = MutateExpr(stmt->value());
    auto call = AsOpCall(value, "tile.store");
    if (call && call->args().size() >= 3 && value != stmt->value()) {
      TypePtr type = call->args()[2]->type();
      auto new_call = std::make_shared<Call>(call->op(), call->args(), call->kwargs(), call->attrs(),
                                             type, call->span());
      auto var = std::make_shared<Var>(stmt->var()->name_hint(), type, stmt->var()->span());
      SetVarRemap(stmt->var(), var);
      return std::make_shared<AssignStmt>(var, new_call, stmt->span());
    }
    if (value == stmt->value()) return stmt;
    return std::make_shared<AssignStmt>(MutateVarDef(stmt->var()), value, stmt->span());
  }
};

}  // namespace

ir::ProgramPtr OptimizeOrchTensors(const ir::ProgramPtr& program) {
  std::set<std::string> kernels;
  for (const auto& f : program->functions()) {
    if (f->func_type() == FunctionType::kInCore) kernels.insert(f->name());
  }
  AssembleAnalyzer analyzer(program, kernels);
  for (const auto& f : program->functions()) {
    if (!kernels.count(f->name())) analyzer.VisitStmt(f->body());
  }
  if (analyzer.result.empty()) return program;
  std::vector<FunctionPtr> functions;
  bool any = false;
  for (const auto& func : program->functions()) {
    auto ps = analyzer.result.find(func->name());
    if (!kernels.count(func->name()) || ps == analyzer.result.end()) {
      functions.push_back(func);
      continue;
    }
    auto fields = func->fields();
    StoreRetyper retyper;
    bool changed = false;
    for (const auto& [param_index, return_index] : OutParamReturns(func)) {
      auto shape = ps->second.find(return_index);
      if (shape == ps->second.end()) continue;
      auto strides = RowMajorStrides(shape->second);
      auto tensor = TensorTypeOf(func->params()[param_index]);
      if (strides.empty() || !tensor || tensor->rank() > strides.size()) continue;
      TensorView view;
      view.stride.assign(strides.end() - static_cast<std::ptrdiff_t>(tensor->rank()), strides.end());
      view.layout = TensorLayout::kND;
      auto type = std::make_shared<TensorType>(tensor->shape(), tensor->dtype(), view,
                                               tensor->memref(), tensor->span());
      const VarPtr& old = func->params()[param_index];
      auto param = std::make_shared<Var>(old->name_hint(), type, old->span());
      fields.params[param_index] = param;
      retyper.SetVarRemap(old, param);
      changed = true;
    }
    if (!changed) {
      functions.push_back(func);
      continue;
    }
    fields.body = retyper.MutateStmt(func->body());
    functions.push_back(func->WithFields(std::move(fields)));
    any = true;
  }
  return any ? RebuildProgram(program, std::move(functions)) : program;
}

}  // namespace ptoc::transforms
