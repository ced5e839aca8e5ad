// OptimizeOrchTensors: cross-function buffer optimisations after tile
// conversion. Implemented (the reference's patterns 2 and 4): an Out
// parameter of a kernel whose result the orchestration assembles into a
// larger tensor, and an In parameter fed by an orchestration tensor.slice,
// get the parent tensor's row-major strides. The remaining patterns are not
// implemented; programs they would rewrite are detected and rejected with
// "unsupported: <feature> (OptimizeOrchTensors)" instead of passing through:
//   1. iter-arg buffer reuse (a loop-local tensor.create feeding a kernel's
//      Out param whose result is carried back into the same call's In param),
//   3. assemble-loop rewrite (an InCore loop accumulating with tile.assemble
//      into its iter_arg, then stored whole into an Out param),
//   5. window externalisation (kernels with the `windowize` attribute).
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
    if (i < func->param_directions().size() &&
        func->param_directions()[i] == ParamDirection::kOut) {
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
      auto new_call = std::make_shared<Call>(call->op(), call->args(), call->kwargs(),
                                             call->attrs(), type, call->span());
      auto var = std::make_shared<Var>(stmt->var()->name_hint(), type, stmt->var()->span());
      SetVarRemap(stmt->var(), var);
      return std::make_shared<AssignStmt>(var, new_call, stmt->span());
    }
    if (value == stmt->value()) return stmt;
    return std::make_shared<AssignStmt>(MutateVarDef(stmt->var()), value, stmt->span());
  }
};

constexpr char kPass[] = "OptimizeOrchTensors";

const Var* VarOf(const ExprPtr& e) {
  auto v = As<Var>(e);
  return v ? v.get() : nullptr;
}

bool StmtUses(const StmtPtr& stmt, const Var* var) {
  struct Finder : IRVisitor {
    const Var* target;
    bool found = false;
    void VisitVar(const VarPtr& v) override { found = found || v.get() == target; }
    void VisitIterArg(const IterArgPtr& v) override {
      found = found || v.get() == target;
      IRVisitor::VisitIterArg(v);
    }
  } finder;
  finder.target = var;
  finder.VisitStmt(stmt);
  return finder.found;
}

const YieldStmtPtr LastYield(const StmtPtr& body) {
  auto stmts = StmtList(body);
  for (auto it = stmts.rbegin(); it != stmts.rend(); ++it) {
    if (auto y = As<YieldStmt>(*it)) return y;
  }
  return nullptr;
}

// Pattern 1 (detection only): in an orchestration loop, a loop-local
// tensor.create passed as a kernel's Out argument whose result is yielded
// into the iter_arg that the same call reads through an In parameter.
class IterArgReuseDetector : public IRVisitor {
 public:
  IterArgReuseDetector(const ProgramPtr& program, const std::set<std::string>& kernels)
      : program_(program), kernels_(kernels) {}

  void VisitFor(const ForStmtPtr& stmt) override {
    IRVisitor::VisitFor(stmt);
    Check(stmt->iter_args(), stmt->body());
  }
  void VisitWhile(const WhileStmtPtr& stmt) override {
    IRVisitor::VisitWhile(stmt);
    Check(stmt->iter_args(), stmt->body());
  }

 private:
  void Check(const std::vector<IterArgPtr>& iter_args, const StmtPtr& body) {
    if (iter_args.empty()) return;
    YieldStmtPtr yield = LastYield(body);
    if (!yield) return;
    std::set<const Var*> creates;
    // result var of a call -> (tuple index -> extracted var)
    std::unordered_map<const Var*, std::map<size_t, const Var*>> extracts;
    std::vector<AssignStmtPtr> calls;
    for (const auto& s : StmtList(body)) {
      auto a = As<AssignStmt>(s);
      if (!a) continue;
      if (IsOpCall(a->value(), "tensor.create")) creates.insert(a->var().get());
      if (auto tgi = As<TupleGetItem>(a->value())) {
        if (const Var* src = VarOf(tgi->tuple())) {
          extracts[src][static_cast<size_t>(tgi->index())] = a->var().get();
        }
      }
      auto call = As<Call>(a->value());
      if (call && call->IsFunctionCall() && kernels_.count(call->callee_name())) calls.push_back(a);
    }
    auto yield_index = [&](const Var* v) -> size_t {
      for (size_t i = 0; i < yield->values().size(); ++i) {
        if (VarOf(yield->values()[i]) == v) return i;
      }
      return SIZE_MAX;
    };
    for (const auto& a : calls) {
      auto call = As<Call>(a->value());
      FunctionPtr callee = program_->GetFunction(call->callee_name());
      if (!callee) continue;
      auto returns = OutParamReturns(callee);
      for (const auto& [param, ret] : returns) {
        if (param >= call->args().size() || !creates.count(VarOf(call->args()[param]))) continue;
        size_t y = SIZE_MAX;
        if (returns.size() == 1 && callee->return_types().size() == 1) {
          y = yield_index(a->var().get());
        } else {
          auto e = extracts.find(a->var().get());
          if (e != extracts.end() && e->second.count(ret)) y = yield_index(e->second[ret]);
        }
        if (y == SIZE_MAX || y >= iter_args.size()) continue;
        for (size_t i = 0; i < call->args().size(); ++i) {
          if (VarOf(call->args()[i]) != iter_args[y].get()) continue;
          if (i < callee->param_directions().size() &&
              callee->param_directions()[i] == ParamDirection::kIn) {
            ThrowUnsupported(call->span(),
                             "iter-arg buffer reuse of kernel '" + call->callee_name() + "'",
                             kPass);
          }
          break;
        }
      }
    }
  }

  const ProgramPtr& program_;
  const std::set<std::string>& kernels_;
};

// Pattern 3 (detection only): an InCore loop with a single iter_arg that it
// only grows with tile.assemble, whose result is stored whole into an Out
// parameter and returned.
void DetectAssembleLoop(const FunctionPtr& func) {
  std::set<const Var*> outs;
  for (size_t i = 0; i < func->params().size() && i < func->param_directions().size(); ++i) {
    if (func->param_directions()[i] == ParamDirection::kOut) outs.insert(func->params()[i].get());
  }
  if (outs.empty()) return;
  std::set<const Var*> returned;
  std::unordered_map<const Var*, const Var*> stored_tile_to_store;  // tile -> store result
  ForEachStmt(func->body(), [&](const StmtPtr& s) {
    if (auto r = As<ReturnStmt>(s)) {
      for (const auto& v : r->values()) returned.insert(VarOf(v));
    }
    if (auto a = As<AssignStmt>(s)) {
      auto store = AsOpCall(a->value(), "tile.store");
      if (store && store->args().size() >= 3 && outs.count(VarOf(store->args()[2]))) {
        if (const Var* tile = VarOf(store->args()[0])) stored_tile_to_store[tile] = a->var().get();
      }
    }
  });
  ForEachStmt(func->body(), [&](const StmtPtr& s) {
    auto f = As<ForStmt>(s);
    if (!f || f->iter_args().size() != 1 || f->return_vars().size() != 1) return;
    auto st = stored_tile_to_store.find(f->return_vars()[0].get());
    if (st == stored_tile_to_store.end() || !returned.count(st->second)) return;
    YieldStmtPtr yield = LastYield(f->body());
    if (!yield || yield->values().size() != 1) return;
    const Var* iter_arg = f->iter_args()[0].get();
    AssignStmtPtr assemble;
    auto body = StmtList(f->body());
    for (const auto& b : body) {
      auto a = As<AssignStmt>(b);
      auto call = a ? AsOpCall(a->value(), "tile.assemble") : nullptr;
      if (call && call->args().size() >= 3 && VarOf(call->args()[0]) == iter_arg) {
        assemble = a;
        break;
      }
    }
    if (!assemble || VarOf(yield->values()[0]) != assemble->var().get()) return;
    for (const auto& b : body) {
      if (b == assemble || As<YieldStmt>(b)) continue;
      if (StmtUses(b, iter_arg)) return;
    }
    ThrowUnsupported(f->span(), "assemble-loop rewrite in kernel '" + func->name() + "'", kPass);
  });
}

// Pattern 4: kernel In param -> shape of the tensor the orchestration sliced
// its argument from (cleared when call sites disagree).
using InputShapes = std::map<std::string, std::map<size_t, std::vector<ExprPtr>>>;

class SliceAnalyzer : public IRVisitor {
 public:
  SliceAnalyzer(const ProgramPtr& program, const std::set<std::string>& kernels)
      : program_(program), kernels_(kernels) {}
  InputShapes result;

  void VisitAssign(const AssignStmtPtr& stmt) override {
    auto call = As<Call>(stmt->value());
    if (!call) return;
    if (IsOpCall(call, "tensor.slice") && call->args().size() >= 3) {
      if (auto parent = TensorTypeOf(call->args()[0])) {
        if (As<Var>(call->args()[0])) parent_shape_[stmt->var().get()] = parent->shape();
      }
      return;
    }
    if (!call->IsFunctionCall() || !kernels_.count(call->callee_name())) return;
    FunctionPtr callee = program_->GetFunction(call->callee_name());
    if (!callee) return;
    for (size_t i = 0; i < call->args().size() && i < callee->param_directions().size(); ++i) {
      if (callee->param_directions()[i] != ParamDirection::kIn) continue;
      auto it = parent_shape_.find(VarOf(call->args()[i]));
      if (it == parent_shape_.end()) continue;
      std::string key = call->callee_name() + ":" + std::to_string(i);
      if (conflicted_.count(key)) continue;
      auto& entry = result[call->callee_name()][i];
      if (entry.empty()) {
        entry = it->second;
      } else if (!SameStaticShape(entry, it->second)) {
        conflicted_.insert(key);
        entry.clear();
      }
    }
  }

 private:
  static bool SameStaticShape(const std::vector<ExprPtr>& a, const std::vector<ExprPtr>& b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i) {
      auto x = StaticDim(a[i]);
      auto y = StaticDim(b[i]);
      if (!x || !y || *x != *y) return false;
    }
    return true;
  }

  const ProgramPtr& program_;
  const std::set<std::string>& kernels_;
  std::unordered_map<const Var*, std::vector<ExprPtr>> parent_shape_;
  std::set<std::string> conflicted_;
};

// The trailing `rank` strides of the row-major strides of `parent`, as an
// ND view; nullopt when the parent is symbolic or of lower rank.
std::optional<TensorView> ParentStrideView(const std::vector<ExprPtr>& parent, size_t rank) {
  auto strides = RowMajorStrides(parent);
  if (strides.empty() || rank > strides.size()) return std::nullopt;
  TensorView view;
  view.stride.assign(strides.end() - static_cast<std::ptrdiff_t>(rank), strides.end());
  view.layout = TensorLayout::kND;
  return view;
}

ProgramPtr ApplySliceInputStrides(const ProgramPtr& program, const std::set<std::string>& kernels) {
  SliceAnalyzer analyzer(program, kernels);
  for (const auto& f : program->functions()) {
    if (!kernels.count(f->name())) analyzer.VisitStmt(f->body());
  }
  if (analyzer.result.empty()) return program;
  std::vector<FunctionPtr> functions;
  bool any = false;
  for (const auto& func : program->functions()) {
    auto shapes = analyzer.result.find(func->name());
    if (!kernels.count(func->name()) || shapes == analyzer.result.end()) {
      functions.push_back(func);
      continue;
    }
    auto fields = func->fields();
    IRMutator substituter;
    bool changed = false;
    for (const auto& [index, parent] : shapes->second) {
      if (parent.empty() || index >= func->params().size()) continue;
      auto tensor = TensorTypeOf(func->params()[index]);
      if (!tensor || (tensor->view() && !tensor->view()->stride.empty())) continue;
      auto view = ParentStrideView(parent, tensor->rank());
      if (!view) continue;
      auto type = std::make_shared<TensorType>(tensor->shape(), tensor->dtype(), *view,
                                               tensor->memref(), tensor->span());
      const VarPtr& old = func->params()[index];
      auto param = std::make_shared<Var>(old->name_hint(), type, old->span());
      fields.params[index] = param;
      substituter.SetVarRemap(old, param);
      changed = true;
    }
    if (!changed) {
      functions.push_back(func);
      continue;
    }
    fields.body = substituter.MutateStmt(func->body());
    functions.push_back(func->WithFields(std::move(fields)));
    any = true;
  }
  return any ? RebuildProgram(program, std::move(functions)) : program;
}

ProgramPtr ApplyAssembleParentStrides(const ProgramPtr& program,
                                      const std::set<std::string>& kernels);

}  // namespace

ir::ProgramPtr OptimizeOrchTensors(const ir::ProgramPtr& program) {
  std::set<std::string> kernels;
  for (const auto& f : program->functions()) {
    if (f->func_type() == FunctionType::kInCore) kernels.insert(f->name());
  }
  // Patterns the pass does not implement: reject rather than pass through.
  IterArgReuseDetector reuse(program, kernels);
  for (const auto& f : program->functions()) {
    if (!kernels.count(f->name())) reuse.VisitStmt(f->body());
  }
  for (const auto& f : program->functions()) {
    if (!kernels.count(f->name())) continue;
    DetectAssembleLoop(f);
    const AttrValue* windowize = f->attrs().Find("windowize");
    if (windowize && windowize->kind() == AttrValue::Kind::kBool && windowize->AsBool()) {
      ThrowUnsupported(f->span(), "window externalisation of kernel '" + f->name() + "'", kPass);
    }
  }
  return ApplySliceInputStrides(ApplyAssembleParentStrides(program, kernels), kernels);
}

namespace {

ProgramPtr ApplyAssembleParentStrides(const ProgramPtr& program,
                                      const std::set<std::string>& kernels) {
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
      view.stride.assign(strides.end() - static_cast<std::ptrdiff_t>(tensor->rank()),
                         strides.end());
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

}  // namespace
}  // namespace ptoc::transforms
