#include "compiler/transforms/analysis/lifetimes.h"

#include <algorithm>
#include <climits>
#include <functional>

#include "compiler/transforms/analysis/memref_utils.h"

namespace ptoc::transforms {
namespace {

using namespace ir;  // NOLINT
namespace mr = memref;

class Analyzer {
 public:
  void Run(const StmtPtr& body) { Visit(body); }

  std::vector<VarPtr> ordered_defs;
  std::unordered_map<const Var*, int> def_order;
  std::unordered_map<const Var*, int> raw_last;
  std::unordered_map<const Var*, AssignStmtPtr> def_stmt;
  std::unordered_map<const Var*, std::set<int>> families;
  std::vector<std::pair<int, int>> loops;  // [start, end]

 private:
  void Visit(const StmtPtr& s) {
    if (!s) return;
    switch (s->kind()) {
      case NodeKind::kSeq:
        for (const auto& c : std::static_pointer_cast<const SeqStmts>(s)->stmts()) Visit(c);
        return;
      case NodeKind::kScope:
        Visit(std::static_pointer_cast<const ScopeStmt>(s)->body());
        return;
      case NodeKind::kAssign: {
        auto a = std::static_pointer_cast<const AssignStmt>(s);
        int order = order_++;
        if (IsA<TileType>(a->var()->type())) {
          ordered_defs.push_back(a->var());
          def_order[a->var().get()] = order;
          def_stmt[a->var().get()] = a;
        }
        Uses(a->value(), order);
        return;
      }
      case NodeKind::kEval:
        Uses(std::static_pointer_cast<const EvalStmt>(s)->expr(), order_++);
        return;
      case NodeKind::kYield:
        UsesOf(std::static_pointer_cast<const YieldStmt>(s)->values());
        return;
      case NodeKind::kReturn:
        UsesOf(std::static_pointer_cast<const ReturnStmt>(s)->values());
        return;
      case NodeKind::kIf:
        VisitIf(std::static_pointer_cast<const IfStmt>(s));
        return;
      case NodeKind::kFor: {
        auto f = std::static_pointer_cast<const ForStmt>(s);
        Loop(f->iter_args(), f->body());
        ReturnVars(f->iter_args(), f->return_vars());
        return;
      }
      case NodeKind::kWhile: {
        auto w = std::static_pointer_cast<const WhileStmt>(s);
        Loop(w->iter_args(), w->body());
        ReturnVars(w->iter_args(), w->return_vars());
        return;
      }
      default:
        return;
    }
  }

  void VisitIf(const IfStmtPtr& op) {
    Uses(op->condition(), order_);
    int then_start = order_;
    Visit(op->then_body());
    int then_end = order_ - 1;
    int else_start = -1, else_end = -1;
    if (op->else_body()) {
      else_start = order_;
      Visit(op->else_body());
      else_end = order_ - 1;
    }
    auto then_yield = mr::FindYield(op->then_body());
    auto else_yield = mr::FindYield(op->else_body());
    auto branch_local = [this](const VarPtr& v, int start, int end) {
      if (start < 0) return false;
      auto it = def_order.find(v.get());
      return it != def_order.end() && it->second >= start && it->second <= end;
    };
    for (size_t i = 0; i < op->return_vars().size(); ++i) {
      const auto& rv = op->return_vars()[i];
      if (!mr::TileWithMemRef(rv->type())) continue;
      int family = next_family_++;
      std::vector<VarPtr> local;
      std::set<const Var*> seen_phi;
      std::function<void(const VarPtr&, int, int)> add = [&](const VarPtr& src, int start,
                                                             int end) {
        auto pit = phi_sources_.find(src.get());
        if (pit != phi_sources_.end()) {
          if (!seen_phi.insert(src.get()).second) return;
          for (const auto& n : pit->second) add(n, start, end);
          return;
        }
        if (!branch_local(src, start, end)) return;
        local.push_back(src);
        families[src.get()].insert(family);
      };
      auto add_expr = [&](const ExprPtr& e, int start, int end) {
        if (e && IsA<Var>(e) && e->kind() != NodeKind::kMemRef) {
          add(std::static_pointer_cast<const Var>(e), start, end);
        }
      };
      if (then_yield && i < then_yield->values().size()) {
        add_expr(then_yield->values()[i], then_start, then_end);
      }
      if (else_yield && i < else_yield->values().size()) {
        add_expr(else_yield->values()[i], else_start, else_end);
      }
      if (!local.empty()) {
        families[rv.get()].insert(family);
        phi_sources_[rv.get()] = std::move(local);
      }
    }
  }

  void Loop(const std::vector<IterArgPtr>& iter_args, const StmtPtr& body) {
    for (const auto& ia : iter_args) Uses(ia->init_value(), order_);
    int start = order_;
    Visit(body);
    loops.emplace_back(start, order_ - 1);
  }

  void ReturnVars(const std::vector<IterArgPtr>& iter_args, const std::vector<VarPtr>& rvs) {
    size_t n = std::min(rvs.size(), iter_args.size());
    for (size_t i = 0; i < n; ++i) {
      if (!IsA<TileType>(rvs[i]->type())) continue;
      const ExprPtr& init = iter_args[i]->init_value();
      if (init && init->kind() == NodeKind::kVar &&
          def_order.count(static_cast<const Var*>(init.get()))) {
        return_to_init_[rvs[i].get()] = static_cast<const Var*>(init.get());
      }
    }
  }

  void Uses(const ExprPtr& e, int order) {
    if (!e) return;
    // IterArg occurrences report their init's variables (ForEachVarOccurrence
    // walks the init value). Recording a variable twice at one order is a
    // no-op, so repeated occurrences need no de-duplication.
    mr::ForEachVarOccurrenceInExprRef(e, [&](const Var& v) {
      if (v.kind() == NodeKind::kVar) Record(&v, order);
    });
  }

  void UsesOf(const std::vector<ExprPtr>& values) {
    int order = order_++;
    for (const auto& v : values) Uses(v, order);
  }

  void Record(const Var* v, int order) {
    auto pit = phi_sources_.find(v);
    if (pit != phi_sources_.end()) {
      for (const auto& s : pit->second) Record(s.get(), order);
      return;
    }
    auto it = return_to_init_.find(v);
    const Var* target = it != return_to_init_.end() ? it->second : v;
    if (!def_order.count(target)) return;
    auto [slot, inserted] = raw_last.emplace(target, order);
    if (!inserted) {
      slot->second = std::max(slot->second, order);
    } else {
      slot->second = std::max(0, order);
    }
  }

  int order_ = 0;
  int next_family_ = 0;
  std::unordered_map<const Var*, std::vector<VarPtr>> phi_sources_;
  std::unordered_map<const Var*, const Var*> return_to_init_;
};

// Range-maximum over loop ends of the loops whose start lies in (lo, hi]
// (loops sorted by start): a sparse table, so each query is O(1).
class LoopExtension {
 public:
  explicit LoopExtension(std::vector<std::pair<int, int>> loops) : loops_(std::move(loops)) {
    std::sort(loops_.begin(), loops_.end());
    size_t n = loops_.size();
    if (n == 0) return;
    table_.emplace_back(n);
    for (size_t i = 0; i < n; ++i) table_[0][i] = loops_[i].second;
    for (size_t k = 1; (size_t{1} << k) <= n; ++k) {
      table_.emplace_back(n - (size_t{1} << k) + 1);
      for (size_t i = 0; i + (size_t{1} << k) <= n; ++i) {
        table_[k][i] = std::max(table_[k - 1][i], table_[k - 1][i + (size_t{1} << (k - 1))]);
      }
    }
  }
  // Max end of loops with lo < start <= hi, or INT_MIN.
  int MaxEnd(int lo, int hi) const {
    auto first = std::upper_bound(loops_.begin(), loops_.end(), std::make_pair(lo, INT_MAX));
    auto last = std::upper_bound(loops_.begin(), loops_.end(), std::make_pair(hi, INT_MAX));
    size_t a = first - loops_.begin(), b = last - loops_.begin();
    if (a >= b) return INT_MIN;
    size_t k = 0;
    while ((size_t{1} << (k + 1)) <= b - a) ++k;
    return std::max(table_[k][a], table_[k][b - (size_t{1} << k)]);
  }

 private:
  std::vector<std::pair<int, int>> loops_;
  std::vector<std::vector<int>> table_;
};

}  // namespace

Lifetimes ComputeLifetimes(const StmtPtr& body) {
  Analyzer an;
  an.Run(body);
  Lifetimes out;
  LoopExtension ext(an.loops);
  out.var_liveness.reserve(an.ordered_defs.size());
  out.group_of.reserve(an.ordered_defs.size());
  for (const auto& v : an.ordered_defs) {
    int d = an.def_order.at(v.get());
    auto it = an.raw_last.find(v.get());
    int raw = it != an.raw_last.end() ? it->second : d;
    int eff = std::max(raw, ext.MaxEnd(d, raw));
    out.var_liveness[v.get()] = {d, eff};
  }
  // Sharing groups by allocation root.
  std::unordered_map<const Var*, int> group_of_base;
  group_of_base.reserve(an.ordered_defs.size());
  for (const auto& v : an.ordered_defs) {
    auto tile = mr::TileWithMemRef(v->type());
    if (!tile) continue;
    const Var* base = tile->memref()->base().get();
    auto [it, inserted] = group_of_base.emplace(base, static_cast<int>(out.groups.size()));
    if (inserted) out.groups.emplace_back();
    out.groups[it->second].push_back(v);
    out.group_of[v.get()] = it->second;
  }
  out.intervals.reserve(out.groups.size());
  for (size_t g = 0; g < out.groups.size(); ++g) {
    const auto& members = out.groups[g];
    LifetimeInterval iv;
    iv.rep = members.front();
    iv.group = static_cast<int>(g);
    iv.def = INT_MAX;
    iv.last_use = INT_MIN;
    for (const auto& m : members) {
      const auto& [def, last] = out.var_liveness.at(m.get());
      iv.def = std::min(iv.def, def);
      iv.last_use = std::max(iv.last_use, last);
    }
    auto tile = mr::TileWithMemRef(iv.rep->type());
    iv.space = tile->memory_space().value_or(MemorySpace::kDDR);
    iv.size = tile->memref()->size();
    out.intervals.push_back(iv);
  }
  out.phi_families = std::move(an.families);
  out.def_stmt = std::move(an.def_stmt);
  return out;
}

}  // namespace ptoc::transforms
