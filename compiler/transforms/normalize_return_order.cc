// NormalizeReturnOrder: returned write-back tensors become the parameter Vars
// they alias, and each kernel's returns are permuted to follow the order of
// its Out/InOut parameters (callers' tuple indices are remapped).
#include <map>
#include <optional>
#include <unordered_map>
#include <vector>

#include "compiler/ir/mutator.h"
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/transforms/analysis/return_lineage.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(google-build-using-namespace)

namespace {

bool IsWrapper(FunctionType t) { return t == FunctionType::kGroup || t == FunctionType::kSpmd; }

ReturnStmtPtr TrailingReturn(const FunctionPtr& func) {
  auto stmts = StmtList(func->body());
  return stmts.empty() ? nullptr : As<ReturnStmt>(stmts.back());
}

FunctionPtr ReplaceReturn(const FunctionPtr& func, std::vector<ExprPtr> values,
                          std::vector<TypePtr> return_types) {
  auto stmts = StmtList(func->body());
  auto ret = As<ReturnStmt>(stmts.back());
  stmts.back() = std::make_shared<ReturnStmt>(std::move(values), ret->span());
  auto fields = func->fields();
  fields.body = MakeSeq(std::move(stmts), func->body()->span());
  fields.return_types = std::move(return_types);
  return func->WithFields(std::move(fields));
}

// Rewrites the first return statement met in pre-order (the trailing one
// unless an earlier return sits inside a loop or branch) so that its
// write-back values are the parameters they alias. The other returns keep
// their values, as in the reference.
class FirstReturnRewriter : public IRMutator {
 public:
  FirstReturnRewriter(const FunctionPtr& func, const std::vector<std::optional<size_t>>& map)
      : func_(func), map_(map) {}

  bool changed() const { return changed_; }

  StmtPtr MutateReturn(const ReturnStmtPtr& stmt) override {
    if (done_ || stmt->values().empty()) return stmt;
    // One value standing for several declared results (a forwarded tuple):
    // every position must map to a tensor parameter.
    if (stmt->values().size() == 1 && map_.size() > 1) {
      if (func_->return_types().size() != map_.size()) return stmt;
      std::vector<ExprPtr> expanded;
      for (const auto& idx : map_) {
        if (!idx || !IsTensor(func_->params()[*idx])) return stmt;
        expanded.push_back(func_->params()[*idx]);
      }
      done_ = changed_ = true;
      return std::make_shared<ReturnStmt>(std::move(expanded), stmt->span());
    }
    if (map_.size() != stmt->values().size()) return stmt;
    done_ = true;
    std::vector<ExprPtr> values = stmt->values();
    bool changed = false;
    for (size_t i = 0; i < values.size(); ++i) {
      if (!map_[i]) continue;
      const VarPtr& param = func_->params()[*map_[i]];
      if (!IsTensor(param) || values[i] == param) continue;
      values[i] = param;
      changed = true;
    }
    if (!changed) return stmt;
    changed_ = true;
    return std::make_shared<ReturnStmt>(std::move(values), stmt->span());
  }

 private:
  const FunctionPtr& func_;
  const std::vector<std::optional<size_t>>& map_;
  bool done_ = false;
  bool changed_ = false;
};

FunctionPtr Canonicalize(const FunctionPtr& func, const ProgramPtr& program) {
  if (!func->body()) return nullptr;
  auto map = ReturnedParamIndices(func, program);
  if (map.empty()) return nullptr;
  FirstReturnRewriter rewriter(func, map);
  StmtPtr body = rewriter.MutateStmt(func->body());
  if (!rewriter.changed()) return nullptr;
  return func->WithBody(body);
}

// Position k of the Out/InOut parameters for every return that stores into
// one; empty when no reordering is needed or the mapping is not a
// permutation.
std::vector<int> ReturnPermutation(const FunctionPtr& func) {
  auto stmts = StmtList(func->body());
  if (stmts.empty()) return {};
  auto ret = As<ReturnStmt>(stmts.back());
  if (!ret) return {};
  auto param_index = [&](const Var* v) -> int {
    for (size_t i = 0; i < func->params().size(); ++i) {
      if (func->params()[i].get() == v) return static_cast<int>(i);
    }
    return -1;
  };
  std::unordered_map<const Var*, int> to_param;
  auto lookup = [&](const Var* v) {
    auto it = to_param.find(v);
    return it != to_param.end() ? it->second : param_index(v);
  };
  for (size_t i = 0; i + 1 < stmts.size(); ++i) {
    if (auto assign = As<AssignStmt>(stmts[i])) {
      if (auto call = AsOpCall(assign->value(), "tile.store")) {
        if (call->args().size() >= 3) {
          if (auto out = As<Var>(call->args()[2])) {
            to_param[assign->var().get()] = param_index(out.get());
          }
        }
      } else if (auto src = As<Var>(assign->value())) {
        int idx = lookup(src.get());
        if (idx >= 0) to_param[assign->var().get()] = idx;
      }
    } else if (auto loop = As<ForStmt>(stmts[i])) {
      for (size_t r = 0; r < loop->return_vars().size() && r < loop->iter_args().size(); ++r) {
        if (auto init = As<Var>(loop->iter_args()[r]->init_value())) {
          int idx = lookup(init.get());
          if (idx >= 0) to_param[loop->return_vars()[r].get()] = idx;
        }
      }
    }
  }
  std::vector<int> mapping;
  for (const auto& v : ret->values()) {
    auto var = As<Var>(v);
    mapping.push_back(var ? lookup(var.get()) : -1);
  }
  std::unordered_map<int, int> out_pos;
  int k = 0;
  for (size_t i = 0; i < func->param_directions().size(); ++i) {
    ParamDirection d = func->param_directions()[i];
    if (d == ParamDirection::kOut || d == ParamDirection::kInOut) {
      out_pos[static_cast<int>(i)] = k++;
    }
  }
  if (k == 0 || k > static_cast<int>(mapping.size())) return {};
  std::vector<int> perm(mapping.size());
  bool reorder = false;
  for (size_t i = 0; i < mapping.size(); ++i) {
    auto it = mapping[i] < 0 ? out_pos.end() : out_pos.find(mapping[i]);
    perm[i] = it == out_pos.end() ? static_cast<int>(i) : it->second;
    if (perm[i] != static_cast<int>(i)) reorder = true;
  }
  std::vector<bool> seen(perm.size(), false);
  for (int p : perm) {
    if (p < 0 || p >= static_cast<int>(perm.size()) || seen[p]) return {};
    seen[p] = true;
  }
  return reorder ? perm : std::vector<int>{};
}

class TupleIndexRemapper : public IRMutator {
 public:
  explicit TupleIndexRemapper(const std::map<std::string, std::vector<int>>& perms)
      : perms_(perms) {}

  StmtPtr MutateAssign(const AssignStmtPtr& stmt) override {
    ExprPtr value = MutateExpr(stmt->value());
    // A task launch's results are the callee's (its trailing TaskId is past
    // the permutation and keeps its index).
    auto call = CallOrSubmitView(value);
    if (call && call->IsFunctionCall() && perms_.count(call->callee_name())) {
      reordered_[stmt->var().get()] = &perms_.at(call->callee_name());
    } else {
      reordered_.erase(stmt->var().get());
    }
    if (value == stmt->value()) return stmt;
    return std::make_shared<AssignStmt>(stmt->var(), value, stmt->span());
  }

  ExprPtr MutateTupleGetItem(const TupleGetItemPtr& expr) override {
    ExprPtr tuple = MutateExpr(expr->tuple());
    int index = expr->index();
    if (auto var = As<Var>(tuple)) {
      auto it = reordered_.find(var.get());
      if (it != reordered_.end() && index >= 0 && index < static_cast<int>(it->second->size())) {
        index = (*it->second)[index];
      }
    }
    if (tuple == expr->tuple() && index == expr->index()) return expr;
    return std::make_shared<TupleGetItem>(tuple, index, expr->span());
  }

 private:
  const std::map<std::string, std::vector<int>>& perms_;
  std::unordered_map<const Var*, const std::vector<int>*> reordered_;
};

}  // namespace

ir::ProgramPtr NormalizeReturnOrder(const ir::ProgramPtr& program) {
  std::map<std::string, std::vector<int>> perms;
  std::vector<FunctionPtr> functions;
  bool modified = false;
  for (const auto& func : program->functions()) {
    if (!IsInCoreLike(func->func_type()) && !IsWrapper(func->func_type())) {
      functions.push_back(func);
      continue;
    }
    FunctionPtr current = func;
    if (auto canonical = Canonicalize(current, program)) {
      current = canonical;
      modified = true;
    }
    std::vector<int> perm;
    if (IsInCoreLike(current->func_type())) perm = ReturnPermutation(current);
    if (!perm.empty()) {
      auto ret = TrailingReturn(current);
      std::vector<ExprPtr> values(perm.size());
      std::vector<TypePtr> types(current->return_types().size());
      for (size_t i = 0; i < perm.size(); ++i) {
        values[perm[i]] = ret->values()[i];
        if (i < types.size() && static_cast<size_t>(perm[i]) < types.size()) {
          types[perm[i]] = current->return_types()[i];
        }
      }
      current = ReplaceReturn(current, std::move(values), std::move(types));
      perms[current->name()] = perm;
      modified = true;
    }
    functions.push_back(current);
  }
  if (!modified) return program;
  for (auto& func : functions) {
    if (IsInCoreLike(func->func_type()) || perms.empty()) continue;
    TupleIndexRemapper remapper(perms);
    StmtPtr body = remapper.MutateStmt(func->body());
    if (body != func->body()) func = func->WithBody(body);
  }
  return program->WithFunctions(std::move(functions));
}

}  // namespace ptoc::transforms
