// OptimizeOrchTensors: cross-function buffer optimisations after tile
// conversion, in the reference's order, each pattern seeing the previous
// one's result:
//   1. iter-arg buffer reuse: a kernel's Out buffer that only receives the
//      next value of a tensor the kernel reads through an In param (in a
//      carrying orchestration loop, or a standalone call whose kernel carries
//      the loaded In tensor through a loop) is merged into that param, which
//      becomes InOut; the call drops the argument and its tensor.create;
//   2. Out params assembled by the orchestration into a larger tensor get
//      the parent's row-major strides;
//   3. assemble-loop rewrite: a kernel loop accumulating with tile.assemble
//      into its iter_arg and then stored whole into an Out param stores each
//      piece directly into the Out param;
//   4. In params fed by an orchestration tensor.slice get the parent's
//      strides;
//   5. window externalisation of kernels marked `windowize`
//      (analysis/window_externalization.h).
#include <map>
#include <memory>
#include <set>
#include <unordered_map>
#include <utility>
#include <vector>

#include "compiler/ir/mutator.h"
#include "compiler/ir/op_registry.h"
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/ir/visitor.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/analysis/window_externalization.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(google-build-using-namespace)

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

// First yield among the statements of `body`, looking into nested sequences
// but not into control flow (the loop's own carry yield).
YieldStmtPtr FirstYield(const StmtPtr& body) {
  if (auto y = As<YieldStmt>(body)) return y;
  if (auto seq = As<SeqStmts>(body)) {
    for (const auto& s : seq->stmts()) {
      if (auto y = FirstYield(s)) return y;
    }
  }
  return nullptr;
}

// ---------------------------------------------------------------------------
// Pattern 1: iter-arg buffer reuse. A kernel whose Out buffer only receives
// the next value of a tensor it reads through an In param gets that In param
// promoted to InOut and the Out param removed; the orchestration drops the
// now dead tensor.create and the argument.

struct OutToIn {
  size_t out_index;
  size_t in_index;
};
using MergeMap = std::map<std::string, std::vector<OutToIn>>;

// Uses (not definitions) of every variable of a function body, and the
// variables defined by tensor.create.
class UseIndex : public IRVisitor {
 public:
  std::unordered_map<const Var*, size_t> uses;
  std::set<const Var*> creates;

  void VisitVar(const VarPtr& v) override { ++uses[v.get()]; }
  void VisitIterArg(const IterArgPtr& v) override { ++uses[v.get()]; }
  void VisitVarDef(const VarPtr& v) override {
    if (auto ia = As<IterArg>(v)) VisitExpr(ia->init_value());
  }
  void VisitAssign(const AssignStmtPtr& stmt) override {
    VisitExpr(stmt->value());
    if (IsOpCall(stmt->value(), "tensor.create")) creates.insert(stmt->var().get());
  }
  // The reference's count also takes an `if`'s result variables as uses (its
  // walk visits them as expressions), so a value that leaves an `if` never
  // counts as used only once.
  void VisitIf(const IfStmtPtr& stmt) override {
    IRVisitor::VisitIf(stmt);
    for (const auto& rv : stmt->return_vars()) ++uses[rv.get()];
  }
};

size_t CountUses(const ExprPtr& expr, const Var* var) {
  UseIndex index;
  index.VisitExpr(expr);
  auto it = index.uses.find(var);
  return it == index.uses.end() ? 0 : it->second;
}

// A tile.load reading the whole of a static tensor: zero offsets, and load
// and valid shapes equal to the tensor's shape (masked loads do not count).
bool IsFullTensorLoad(const CallPtr& load, const TensorTypePtr& tensor) {
  if (!load || load->args().size() < 4 || !tensor) return false;
  auto offsets = As<MakeTuple>(load->args()[1]);
  auto shape = As<MakeTuple>(load->args()[2]);
  auto valid = As<MakeTuple>(load->args()[3]);
  const size_t rank = tensor->shape().size();
  if (!offsets || !shape || !valid || offsets->elements().size() != rank ||
      shape->elements().size() != rank || valid->elements().size() != rank) {
    return false;
  }
  for (size_t i = 0; i < rank; ++i) {
    auto want = StaticDim(tensor->shape()[i]);
    auto got = StaticDim(shape->elements()[i]);
    auto got_valid = StaticDim(valid->elements()[i]);
    auto offset = As<ConstInt>(offsets->elements()[i]);
    if (!want || !got || !got_valid || *want != *got || *want != *got_valid) return false;
    if (!offset || offset->value() != 0) return false;
  }
  return true;
}

bool SameStaticTensorType(const TypePtr& a, const TypePtr& b) {
  auto ta = As<TensorType>(a);
  auto tb = As<TensorType>(b);
  if (!ta || !tb || ta->dtype() != tb->dtype() || ta->shape().size() != tb->shape().size()) {
    return false;
  }
  for (size_t i = 0; i < ta->shape().size(); ++i) {
    auto x = StaticDim(ta->shape()[i]);
    auto y = StaticDim(tb->shape()[i]);
    if (!x || !y || *x != *y) return false;
  }
  return true;
}

// (In param, Out param) pairs of a kernel that read the In tensor whole with
// tile.load, carry it through at least one loop, and store the result whole
// into the Out param: evidence that the two are one accumulator.
std::vector<std::pair<size_t, size_t>> InOutPairings(const FunctionPtr& func) {
  std::unordered_map<const Var*, size_t> in_params;
  for (size_t i = 0; i < func->params().size() && i < func->param_directions().size(); ++i) {
    if (func->param_directions()[i] == ParamDirection::kIn &&
        As<TensorType>(func->params()[i]->type())) {
      in_params[func->params()[i].get()] = i;
    }
  }
  auto out_returns = OutParamReturns(func);
  if (in_params.empty() || out_returns.empty()) return {};
  std::unordered_map<const Var*, AssignStmtPtr> defs;
  std::unordered_map<const Var*, ExprPtr> loop_init;
  ReturnStmtPtr ret;
  ForEachStmt(func->body(), [&](const StmtPtr& s) {
    if (auto a = As<AssignStmt>(s)) defs[a->var().get()] = a;
    if (!ret) ret = As<ReturnStmt>(s);
    std::vector<IterArgPtr> ias;
    std::vector<VarPtr> rvs;
    if (auto f = As<ForStmt>(s)) {
      ias = f->iter_args();
      rvs = f->return_vars();
    } else if (auto w = As<WhileStmt>(s)) {
      ias = w->iter_args();
      rvs = w->return_vars();
    }
    for (size_t i = 0; i < ias.size() && i < rvs.size(); ++i) {
      loop_init[rvs[i].get()] = ias[i]->init_value();
    }
  });
  if (!ret) return {};
  std::vector<std::pair<size_t, size_t>> pairs;
  std::set<size_t> used_in;
  for (const auto& [out_index, ret_index] : out_returns) {
    if (ret_index >= ret->values().size()) continue;
    auto def = defs.find(VarOf(ret->values()[ret_index]));
    if (def == defs.end()) continue;
    auto store = AsOpCall(def->second->value(), "tile.store");
    if (!store || store->args().empty()) continue;
    const Var* current = VarOf(store->args()[0]);
    int hops = 0;
    for (int step = 0; step < 16 && current; ++step) {
      auto it = loop_init.find(current);
      if (it == loop_init.end()) break;
      current = VarOf(it->second);
      ++hops;
    }
    if (!current || hops == 0) continue;
    auto load_def = defs.find(current);
    if (load_def == defs.end()) continue;
    auto load = AsOpCall(load_def->second->value(), "tile.load");
    if (!load || load->args().empty()) continue;
    auto in = in_params.find(VarOf(load->args()[0]));
    if (in == in_params.end()) continue;
    const TypePtr& in_type = func->params()[in->second]->type();
    if (!SameStaticTensorType(in_type, func->params()[out_index]->type())) continue;
    if (!IsFullTensorLoad(load, As<TensorType>(in_type))) continue;
    if (!used_in.insert(in->second).second) continue;
    pairs.emplace_back(in->second, out_index);
  }
  return pairs;
}

// Kernel calls inside orchestration loops whose Out argument is a loop-local
// tensor.create and whose result is yielded into the iter_arg the same call
// reads through an In param. The first loop found decides a kernel's merges.
class ReuseLoopAnalyzer : public IRVisitor {
 public:
  ReuseLoopAnalyzer(const ProgramPtr& program, const std::set<std::string>& kernels)
      : program_(program), kernels_(kernels) {}
  MergeMap result;

  void VisitFor(const ForStmtPtr& stmt) override {
    IRVisitor::VisitFor(stmt);
    if (!stmt->iter_args().empty()) Analyze(stmt->iter_args(), stmt->body());
  }
  void VisitWhile(const WhileStmtPtr& stmt) override {
    IRVisitor::VisitWhile(stmt);
    if (!stmt->iter_args().empty()) Analyze(stmt->iter_args(), stmt->body());
  }

 private:
  void Analyze(const std::vector<IterArgPtr>& iter_args, const StmtPtr& body) {
    std::set<const Var*> creates;
    std::vector<AssignStmtPtr> calls;
    std::unordered_map<const Var*, std::map<size_t, const Var*>> extracts;
    for (const auto& s : StmtList(body)) {
      auto a = As<AssignStmt>(s);
      if (!a) continue;
      if (IsOpCall(a->value(), "tensor.create")) {
        creates.insert(a->var().get());
      } else if (auto call = As<Call>(a->value())) {
        if (call->IsFunctionCall() && kernels_.count(call->callee_name())) calls.push_back(a);
      } else if (auto tgi = As<TupleGetItem>(a->value())) {
        if (const Var* src = VarOf(tgi->tuple())) {
          extracts[src][static_cast<size_t>(tgi->index())] = a->var().get();
        }
      }
    }
    YieldStmtPtr yield = FirstYield(body);
    if (!yield) return;
    auto yield_index = [&](const Var* v) -> size_t {
      for (size_t i = 0; v && i < yield->values().size(); ++i) {
        if (VarOf(yield->values()[i]) == v) return i;
      }
      return SIZE_MAX;
    };
    for (const auto& a : calls) {
      auto call = As<Call>(a->value());
      FunctionPtr callee = program_->GetFunction(call->callee_name());
      if (!callee) continue;
      auto out_returns = OutParamReturns(callee);
      std::vector<OutToIn> merges;
      for (const auto& [out_index, ret_index] : out_returns) {
        if (out_index >= call->args().size() || !creates.count(VarOf(call->args()[out_index]))) {
          continue;
        }
        size_t y = SIZE_MAX;
        if (out_returns.size() == 1 && callee->return_types().size() == 1) {
          y = yield_index(a->var().get());
        } else {
          auto e = extracts.find(a->var().get());
          if (e != extracts.end() && e->second.count(ret_index)) {
            y = yield_index(e->second[ret_index]);
          }
        }
        if (y == SIZE_MAX || y >= iter_args.size()) continue;
        for (size_t i = 0; i < call->args().size(); ++i) {
          if (VarOf(call->args()[i]) != iter_args[y].get()) continue;
          if (i < callee->param_directions().size() &&
              callee->param_directions()[i] == ParamDirection::kIn) {
            merges.push_back({out_index, i});
          }
          break;
        }
      }
      if (!merges.empty() && !result.count(call->callee_name())) {
        result[call->callee_name()] = std::move(merges);
      }
    }
  }

  const ProgramPtr& program_;
  const std::set<std::string>& kernels_;
};

// Kernel calls of one orchestration function that are not inside a loop
// carrying values.
class StandaloneCalls : public IRVisitor {
 public:
  explicit StandaloneCalls(const std::set<std::string>& kernels) : kernels_(kernels) {}
  std::map<std::string, std::vector<AssignStmtPtr>> sites;

  void VisitFor(const ForStmtPtr& stmt) override {
    bool saved = in_carry_loop_;
    in_carry_loop_ = in_carry_loop_ || !stmt->iter_args().empty();
    IRVisitor::VisitFor(stmt);
    in_carry_loop_ = saved;
  }
  void VisitWhile(const WhileStmtPtr& stmt) override {
    bool saved = in_carry_loop_;
    in_carry_loop_ = in_carry_loop_ || !stmt->iter_args().empty();
    IRVisitor::VisitWhile(stmt);
    in_carry_loop_ = saved;
  }
  void VisitAssign(const AssignStmtPtr& stmt) override {
    auto call = As<Call>(stmt->value());
    if (!in_carry_loop_ && call && call->IsFunctionCall() && kernels_.count(call->callee_name())) {
      sites[call->callee_name()].push_back(stmt);
    }
    IRVisitor::VisitAssign(stmt);
  }

 private:
  const std::set<std::string>& kernels_;
  bool in_carry_loop_ = false;
};

struct StandaloneSite {
  const UseIndex* index;
  AssignStmtPtr assign;
};

// Merging is safe at a call when the Out argument is a local tensor.create
// and the In argument is read nowhere else in the calling function.
bool PairingSafeAt(const StandaloneSite& site, size_t in_index, size_t out_index) {
  auto call = As<Call>(site.assign->value());
  if (in_index >= call->args().size() || out_index >= call->args().size()) return false;
  const Var* out = VarOf(call->args()[out_index]);
  const Var* in = VarOf(call->args()[in_index]);
  if (!out || !in || !site.index->creates.count(out)) return false;
  auto it = site.index->uses.find(in);
  size_t total = it == site.index->uses.end() ? 0 : it->second;
  return total == CountUses(site.assign->value(), in);
}

MergeMap AnalyzeIterArgReuse(const ProgramPtr& program, const std::set<std::string>& kernels) {
  ReuseLoopAnalyzer loops(program, kernels);
  for (const auto& f : program->functions()) {
    if (!kernels.count(f->name()) && f->body()) loops.VisitStmt(f->body());
  }
  MergeMap merges = loops.result;

  std::vector<std::unique_ptr<UseIndex>> indices;
  std::map<std::string, std::vector<StandaloneSite>> sites;
  for (const auto& f : program->functions()) {
    if (kernels.count(f->name()) || !f->body()) continue;
    indices.push_back(std::make_unique<UseIndex>());
    indices.back()->VisitStmt(f->body());
    StandaloneCalls calls(kernels);
    calls.VisitStmt(f->body());
    for (auto& [name, assigns] : calls.sites) {
      for (auto& a : assigns) sites[name].push_back({indices.back().get(), a});
    }
  }
  for (const auto& [name, callers] : sites) {
    if (merges.count(name)) continue;
    FunctionPtr callee = program->GetFunction(name);
    if (!callee) continue;
    std::vector<OutToIn> found;
    std::set<size_t> seen_out, seen_in;
    for (const auto& [in_index, out_index] : InOutPairings(callee)) {
      bool safe = true;
      for (const auto& site : callers) safe = safe && PairingSafeAt(site, in_index, out_index);
      if (!safe || !seen_out.insert(out_index).second || !seen_in.insert(in_index).second) {
        continue;
      }
      found.push_back({out_index, in_index});
    }
    if (!found.empty()) merges[name] = std::move(found);
  }
  return merges;
}

FunctionPtr MergeOutIntoIn(const FunctionPtr& func, const std::vector<OutToIn>& merges) {
  std::set<size_t> removed, promoted;
  IRMutator substituter;
  for (const auto& m : merges) {
    removed.insert(m.out_index);
    promoted.insert(m.in_index);
    substituter.SetVarRemap(func->params()[m.out_index], func->params()[m.in_index]);
  }
  Function::Fields fields = func->fields();
  fields.params.clear();
  fields.param_directions.clear();
  for (size_t i = 0; i < func->params().size(); ++i) {
    if (removed.count(i)) continue;
    fields.params.push_back(func->params()[i]);
    ParamDirection dir =
        i < func->param_directions().size() ? func->param_directions()[i] : ParamDirection::kIn;
    fields.param_directions.push_back(promoted.count(i) ? ParamDirection::kInOut : dir);
  }
  fields.body = substituter.MutateStmt(func->body());
  return func->WithFields(std::move(fields));
}

// Drops the merged Out arguments (and their tensor.create) at every call of
// a rewritten kernel.
class ReuseCallSiteRewriter : public IRMutator {
 public:
  ReuseCallSiteRewriter(const MergeMap& merges, const std::map<std::string, FunctionPtr>& kernels)
      : merges_(merges), kernels_(kernels) {}

  void CollectDeadCreates(const StmtPtr& body) {
    ForEachStmt(body, [&](const StmtPtr& s) {
      auto a = As<AssignStmt>(s);
      auto call = a ? As<Call>(a->value()) : nullptr;
      if (!call || !call->IsFunctionCall()) return;
      auto m = merges_.find(call->callee_name());
      if (m == merges_.end()) return;
      for (const auto& merge : m->second) {
        if (merge.out_index < call->args().size()) {
          if (const Var* v = VarOf(call->args()[merge.out_index])) dead_.insert(v);
        }
      }
    });
  }

  StmtPtr MutateAssign(const AssignStmtPtr& stmt) override {
    if (IsOpCall(stmt->value(), "tensor.create") && dead_.count(stmt->var().get())) {
      return MakeSeq({}, stmt->span());
    }
    auto call = As<Call>(stmt->value());
    auto m = call && call->IsFunctionCall() ? merges_.find(call->callee_name()) : merges_.end();
    auto k = call ? kernels_.find(call->callee_name()) : kernels_.end();
    if (m == merges_.end() || k == kernels_.end()) return IRMutator::MutateAssign(stmt);
    std::set<size_t> removed;
    for (const auto& merge : m->second) removed.insert(merge.out_index);
    std::vector<ExprPtr> args;
    for (size_t i = 0; i < call->args().size(); ++i) {
      if (!removed.count(i)) args.push_back(MutateExpr(call->args()[i]));
    }
    const auto& returns = k->second->return_types();
    TypePtr type = call->type();
    if (returns.size() == 1) {
      type = returns[0];
    } else if (returns.size() > 1) {
      type = std::make_shared<TupleType>(returns);
    }
    auto new_call = std::make_shared<Call>(call->op(), std::move(args), call->kwargs(),
                                           call->attrs(), type, call->span());
    auto var = std::make_shared<Var>(stmt->var()->name_hint(), type, stmt->var()->span());
    SetVarRemap(stmt->var(), var);
    return std::make_shared<AssignStmt>(var, new_call, stmt->span());
  }

 private:
  const MergeMap& merges_;
  const std::map<std::string, FunctionPtr>& kernels_;
  std::set<const Var*> dead_;
};

ProgramPtr ApplyIterArgReuse(const ProgramPtr& program, const std::set<std::string>& kernels) {
  MergeMap merges = AnalyzeIterArgReuse(program, kernels);
  if (merges.empty()) return program;
  std::map<std::string, FunctionPtr> rewritten;
  for (const auto& [name, list] : merges) {
    if (FunctionPtr f = program->GetFunction(name)) rewritten[name] = MergeOutIntoIn(f, list);
  }
  std::vector<FunctionPtr> functions;
  for (const auto& f : program->functions()) {
    auto r = rewritten.find(f->name());
    if (r != rewritten.end()) {
      functions.push_back(r->second);
    } else if (!kernels.count(f->name()) && f->body()) {
      ReuseCallSiteRewriter rewriter(merges, rewritten);
      rewriter.CollectDeadCreates(f->body());
      StmtPtr body = rewriter.MutateStmt(f->body());
      if (body == f->body()) {
        functions.push_back(f);
      } else {
        Function::Fields fields = f->fields();
        fields.body = std::move(body);
        functions.push_back(f->WithFields(std::move(fields)));
      }
    } else {
      functions.push_back(f);
    }
  }
  return program->WithFunctions(std::move(functions));
}

// ---------------------------------------------------------------------------
// Pattern 3: assemble-loop rewrite. A kernel for loop that only grows its
// single iter_arg with tile.assemble, whose result is then stored whole into
// an Out param and returned, stores each piece straight into the Out param
// instead: the iter_arg becomes the Out tensor, the tile buffer and the final
// store go away and the function returns the loop's result.

struct AssembleLoopMatch {
  AssignStmtPtr assemble;
  VarPtr out_param;
  VarPtr new_return_var;
};

class AssembleLoopRewriter : public IRMutator {
 public:
  AssembleLoopRewriter(std::unordered_map<const ForStmt*, AssembleLoopMatch> matches,
                       std::set<const Var*> dead, std::unordered_map<const Var*, VarPtr> returns)
      : matches_(std::move(matches)), dead_(std::move(dead)), returns_(std::move(returns)) {}

  StmtPtr MutateFor(const ForStmtPtr& stmt) override {
    auto m = matches_.find(stmt.get());
    if (m == matches_.end()) return IRMutator::MutateFor(stmt);
    const AssembleLoopMatch& match = m->second;
    const IterArgPtr& old_ia = stmt->iter_args()[0];
    auto ia = std::make_shared<IterArg>(old_ia->name_hint(), match.out_param->type(),
                                        match.out_param, old_ia->span());
    auto assemble = As<Call>(match.assemble->value());
    CallPtr store = MakeOpCallOrThrow("tile.store", {assemble->args()[1], assemble->args()[2], ia},
                                      {}, assemble->span());
    auto stored = std::make_shared<Var>(match.assemble->var()->name_hint(), store->type(),
                                        match.assemble->span());
    std::vector<StmtPtr> body;
    for (const auto& s : StmtList(stmt->body())) {
      if (s == match.assemble) {
        body.push_back(std::make_shared<AssignStmt>(stored, store, s->span()));
      } else if (IsA<YieldStmt>(s)) {
        body.push_back(std::make_shared<YieldStmt>(std::vector<ExprPtr>{stored}, s->span()));
      } else {
        body.push_back(s);
      }
    }
    return std::make_shared<ForStmt>(
        stmt->loop_var(), stmt->start(), stmt->stop(), stmt->step(), std::vector<IterArgPtr>{ia},
        MakeSeq(std::move(body), stmt->body()->span()), std::vector<VarPtr>{match.new_return_var},
        stmt->for_kind(), stmt->attrs(), stmt->span());
  }

  StmtPtr MutateAssign(const AssignStmtPtr& stmt) override {
    if (dead_.count(stmt->var().get())) return MakeSeq({}, stmt->span());
    return IRMutator::MutateAssign(stmt);
  }

  StmtPtr MutateReturn(const ReturnStmtPtr& stmt) override {
    std::vector<ExprPtr> values;
    bool changed = false;
    for (const auto& v : stmt->values()) {
      auto r = returns_.find(VarOf(v));
      if (r != returns_.end()) {
        values.push_back(r->second);
        changed = true;
      } else {
        values.push_back(v);
      }
    }
    if (!changed) return IRMutator::MutateReturn(stmt);
    return std::make_shared<ReturnStmt>(std::move(values), stmt->span());
  }

 private:
  std::unordered_map<const ForStmt*, AssembleLoopMatch> matches_;
  std::set<const Var*> dead_;
  std::unordered_map<const Var*, VarPtr> returns_;
};

FunctionPtr RewriteAssembleLoops(const FunctionPtr& func) {
  std::unordered_map<const Var*, VarPtr> outs;
  for (size_t i = 0; i < func->params().size() && i < func->param_directions().size(); ++i) {
    if (func->param_directions()[i] == ParamDirection::kOut) {
      outs[func->params()[i].get()] = func->params()[i];
    }
  }
  if (outs.empty() || !func->body()) return func;
  std::unordered_map<const Var*, AssignStmtPtr> defs;
  ReturnStmtPtr ret;
  ForEachStmt(func->body(), [&](const StmtPtr& s) {
    if (auto a = As<AssignStmt>(s)) defs[a->var().get()] = a;
    if (auto r = As<ReturnStmt>(s)) ret = r;
  });
  if (!ret) return func;
  // stored tile -> (store result var, Out param)
  std::unordered_map<const Var*, std::pair<const Var*, VarPtr>> stored_tiles;
  for (const auto& v : ret->values()) {
    auto def = defs.find(VarOf(v));
    if (def == defs.end()) continue;
    auto store = AsOpCall(def->second->value(), "tile.store");
    if (!store || store->args().size() < 3 || !As<Var>(store->args()[2])) continue;
    auto out = outs.find(VarOf(store->args()[2]));
    if (out == outs.end()) continue;
    if (const Var* tile = VarOf(store->args()[0])) {
      stored_tiles[tile] = {def->first, out->second};
    }
  }
  if (stored_tiles.empty()) return func;

  std::unordered_map<const ForStmt*, AssembleLoopMatch> matches;
  std::set<const Var*> dead;
  std::unordered_map<const Var*, VarPtr> returns;
  ForEachStmt(func->body(), [&](const StmtPtr& s) {
    auto f = As<ForStmt>(s);
    if (!f || f->iter_args().size() != 1 || f->return_vars().size() != 1) return;
    auto st = stored_tiles.find(f->return_vars()[0].get());
    if (st == stored_tiles.end()) return;
    YieldStmtPtr yield = FirstYield(f->body());
    if (!yield || yield->values().size() != 1) return;
    const Var* iter_arg = f->iter_args()[0].get();
    auto body = StmtList(f->body());
    AssignStmtPtr assemble;
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
      if (b == assemble || IsA<YieldStmt>(b)) continue;
      if (StmtUses(b, iter_arg)) return;
    }
    if (const Var* init = VarOf(f->iter_args()[0]->init_value())) dead.insert(init);
    dead.insert(st->second.first);
    const VarPtr& out_param = st->second.second;
    auto rv = std::make_shared<Var>(f->return_vars()[0]->name_hint(), out_param->type(),
                                    f->return_vars()[0]->span());
    returns[st->second.first] = rv;
    matches[f.get()] = {assemble, out_param, rv};
  });
  if (matches.empty()) return func;
  AssembleLoopRewriter rewriter(std::move(matches), std::move(dead), std::move(returns));
  Function::Fields fields = func->fields();
  fields.body = rewriter.MutateStmt(func->body());
  return func->WithFields(std::move(fields));
}

ProgramPtr ApplyAssembleLoopRewrite(const ProgramPtr& program,
                                    const std::set<std::string>& kernels) {
  std::vector<FunctionPtr> functions;
  bool changed = false;
  for (const auto& f : program->functions()) {
    FunctionPtr g = kernels.count(f->name()) ? RewriteAssembleLoops(f) : f;
    changed = changed || g != f;
    functions.push_back(g);
  }
  return changed ? program->WithFunctions(std::move(functions)) : program;
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
  return any ? program->WithFunctions(std::move(functions)) : program;
}

ProgramPtr ApplyAssembleParentStrides(const ProgramPtr& program,
                                      const std::set<std::string>& kernels);

}  // namespace

ir::ProgramPtr OptimizeOrchTensors(const ir::ProgramPtr& program) {
  std::set<std::string> kernels;
  for (const auto& f : program->functions()) {
    if (f->func_type() == FunctionType::kInCore) kernels.insert(f->name());
  }
  // The reference's order: each pattern sees the previous one's result.
  ProgramPtr p1 = ApplyIterArgReuse(program, kernels);
  ProgramPtr p2 = ApplyAssembleParentStrides(p1, kernels);
  ProgramPtr p3 = ApplyAssembleLoopRewrite(p2, kernels);
  ProgramPtr p4 = ApplySliceInputStrides(p3, kernels);
  return HasWindowizeKernel(p4) ? ExternalizeWindows(p4) : p4;
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
  return any ? program->WithFunctions(std::move(functions)) : program;
}

}  // namespace
}  // namespace ptoc::transforms
