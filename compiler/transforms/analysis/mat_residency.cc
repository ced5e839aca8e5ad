// Loop-invariant Mat residency (see mat_residency.h).
//
// A chain `tile.load(GM -> Mat) -> tile.transpose_view* -> tile.move /
// tile.extract (Mat -> Left/Right) -> matmul operand` whose links each have a
// single use is a residency chain; a marked Mat load whose every transitive use
// is a matmul operand staging (possibly fanned out by L0 tiling) is a resident
// panel. Each statically non-empty sequential loop is examined once, on its
// original direct statements: the leading assignments of the body up to the
// first effect are scanned and the loop-invariant links of such chains are
// moved to a preheader. Only loads of read-only tensor parameters qualify whose
// every call site passes a freshly created tensor not written by the same
// call, and only when every allocating tile of the function fits its memory
// at once, so the longer lifetimes can never make a program fail to allocate.
#include "compiler/transforms/analysis/mat_residency.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "compiler/backend/soc.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/op_registry.h"
#include "compiler/ir/stmt.h"
#include "compiler/ir/visitor.h"
#include "compiler/transforms/analysis/core_split_repair.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(google-build-using-namespace)

namespace {

bool IsOp(const CallPtr& call, const char* name) {
  return call && !call->IsFunctionCall() && call->callee_name() == name;
}

bool IsBuiltinName(const std::string& name) {
  for (const char* prefix : {"tile.", "tensor.", "system.", "array."}) {
    if (name.rfind(prefix, 0) == 0) return true;
  }
  return false;
}

// Calls a load must not be moved across: calls of program functions (their
// effects are unknown here), unknown ops, synchronisation and cross-core
// pipe ops.
bool IsOrderingBoundary(const CallPtr& call) {
  if (!call) return false;
  const std::string& name = call->callee_name();
  if (call->IsFunctionCall() || !IsBuiltinName(name)) return true;
  if (!OpRegistry::Global().Find(name)) return true;
  static const std::set<std::string> kBoundaries = {"system.set_ffts",
                                                    "system.sync_set",
                                                    "system.sync_wait",
                                                    "system.tfree_to_aic",
                                                    "system.tfree_to_aiv",
                                                    "system.aic_initialize_pipe",
                                                    "system.aiv_initialize_pipe",
                                                    "system.reserve_buffer",
                                                    "system.import_peer_buffer",
                                                    "system.sync_src",
                                                    "system.sync_dst",
                                                    "system.bar_v",
                                                    "system.bar_m",
                                                    "system.bar_all",
                                                    "system.fence",
                                                    "system.cacheinvalid",
                                                    "system.syncall",
                                                    "tile.tpush_to_aiv",
                                                    "tile.tpush_to_aic",
                                                    "tile.tpop_from_aic",
                                                    "tile.tpop_from_aiv",
                                                    "tile.aiv_shard",
                                                    "tile.aic_gather",
                                                    "tensor.aiv_shard",
                                                    "tensor.aic_gather"};
  return kBoundaries.count(name) != 0;
}

// Zero-copy views: the result is (part of) the input's buffer.
bool IsAliasingView(const std::string& name) {
  const OpInfo* info = OpRegistry::Global().Find(name);
  return info && info->output_memory == OutputMemoryRule::kInheritInput && !info->not_inplace_safe;
}

// Every variable read by `expr` (calls' arguments, tuples, arithmetic).
void ForEachVarUse(const ExprPtr& expr, const std::function<void(const VarPtr&)>& fn) {
  if (!expr) return;
  switch (expr->kind()) {
    case NodeKind::kVar:
    case NodeKind::kIterArg:
      fn(std::static_pointer_cast<const Var>(expr));
      return;
    case NodeKind::kBinary: {
      const auto& b = static_cast<const BinaryExpr&>(*expr);
      ForEachVarUse(b.lhs(), fn);
      ForEachVarUse(b.rhs(), fn);
      return;
    }
    case NodeKind::kUnary:
      ForEachVarUse(static_cast<const UnaryExpr&>(*expr).operand(), fn);
      return;
    case NodeKind::kCall:
      for (const auto& a : static_cast<const Call&>(*expr).args()) ForEachVarUse(a, fn);
      return;
    case NodeKind::kMakeTuple:
      for (const auto& e : static_cast<const MakeTuple&>(*expr).elements()) ForEachVarUse(e, fn);
      return;
    case NodeKind::kTupleGetItem:
      ForEachVarUse(static_cast<const TupleGetItem&>(*expr).tuple(), fn);
      return;
    default:
      return;
  }
}

// Every call of `expr`, outermost first.
// Every call in `expr` (`on_call`) and every task launch (`on_submit`, as
// its call view): a Submit is a sibling node kind of Call, which the analyses
// below treat differently (a launch is never no-alias evidence).
void ForEachCallOrSubmitIn(const ExprPtr& expr, const std::function<void(const CallPtr&)>& on_call,
                           const std::function<void(const CallPtr&)>& on_submit) {
  if (!expr) return;
  auto recurse = [&](const ExprPtr& e) { ForEachCallOrSubmitIn(e, on_call, on_submit); };
  switch (expr->kind()) {
    case NodeKind::kBinary: {
      const auto& b = static_cast<const BinaryExpr&>(*expr);
      recurse(b.lhs());
      recurse(b.rhs());
      return;
    }
    case NodeKind::kUnary:
      recurse(static_cast<const UnaryExpr&>(*expr).operand());
      return;
    case NodeKind::kCall: {
      auto call = std::static_pointer_cast<const Call>(expr);
      if (on_call) on_call(call);
      for (const auto& a : call->args()) recurse(a);
      return;
    }
    case NodeKind::kSubmit: {
      const auto& submit = static_cast<const Submit&>(*expr);
      if (on_submit) on_submit(SubmitCallView(submit));
      for (const auto& a : submit.args()) recurse(a);
      return;
    }
    case NodeKind::kMakeTuple:
      for (const auto& e : static_cast<const MakeTuple&>(*expr).elements()) recurse(e);
      return;
    case NodeKind::kTupleGetItem:
      recurse(static_cast<const TupleGetItem&>(*expr).tuple());
      return;
    default:
      return;
  }
}

// Every expression evaluated by the statements of `stmt` (recursively), in
// program order: assignment values, call statements, yields, returns,
// branch/loop conditions, loop bounds and iter-arg initial values.
void ForEachEvaluatedExpr(const StmtPtr& stmt, const std::function<void(const ExprPtr&)>& fn) {
  if (!stmt) return;
  switch (stmt->kind()) {
    case NodeKind::kAssign:
      fn(static_cast<const AssignStmt&>(*stmt).value());
      return;
    case NodeKind::kEval:
      fn(static_cast<const EvalStmt&>(*stmt).expr());
      return;
    case NodeKind::kYield:
      for (const auto& v : static_cast<const YieldStmt&>(*stmt).values()) fn(v);
      return;
    case NodeKind::kReturn:
      for (const auto& v : static_cast<const ReturnStmt&>(*stmt).values()) fn(v);
      return;
    case NodeKind::kSeq:
      for (const auto& s : static_cast<const SeqStmts&>(*stmt).stmts()) ForEachEvaluatedExpr(s, fn);
      return;
    case NodeKind::kIf: {
      const auto& s = static_cast<const IfStmt&>(*stmt);
      fn(s.condition());
      ForEachEvaluatedExpr(s.then_body(), fn);
      ForEachEvaluatedExpr(s.else_body(), fn);
      return;
    }
    case NodeKind::kFor: {
      const auto& s = static_cast<const ForStmt&>(*stmt);
      fn(s.start());
      fn(s.stop());
      fn(s.step());
      for (const auto& ia : s.iter_args()) fn(ia->init_value());
      ForEachEvaluatedExpr(s.body(), fn);
      return;
    }
    case NodeKind::kWhile: {
      const auto& s = static_cast<const WhileStmt&>(*stmt);
      fn(s.condition());
      for (const auto& ia : s.iter_args()) fn(ia->init_value());
      ForEachEvaluatedExpr(s.body(), fn);
      return;
    }
    case NodeKind::kScope: {
      const auto& s = static_cast<const ScopeStmt&>(*stmt);
      fn(s.fields().core_num);
      ForEachEvaluatedExpr(s.body(), fn);
      return;
    }
    default:
      return;
  }
}

void ForEachCallOrSubmitInStmt(const StmtPtr& stmt,
                               const std::function<void(const CallPtr&)>& on_call,
                               const std::function<void(const CallPtr&)>& on_submit) {
  ForEachEvaluatedExpr(stmt,
                       [&](const ExprPtr& e) { ForEachCallOrSubmitIn(e, on_call, on_submit); });
}

// Every assignment of `stmt`, recursively, in program order.
void ForEachAssign(const StmtPtr& stmt, const std::function<void(const AssignStmtPtr&)>& fn) {
  if (!stmt) return;
  if (auto a = As<AssignStmt>(stmt)) return fn(a);
  if (auto s = As<SeqStmts>(stmt)) {
    for (const auto& c : s->stmts()) ForEachAssign(c, fn);
  } else if (auto i = As<IfStmt>(stmt)) {
    ForEachAssign(i->then_body(), fn);
    ForEachAssign(i->else_body(), fn);
  } else if (auto f = As<ForStmt>(stmt)) {
    ForEachAssign(f->body(), fn);
  } else if (auto w = As<WhileStmt>(stmt)) {
    ForEachAssign(w->body(), fn);
  } else if (auto sc = As<ScopeStmt>(stmt)) {
    ForEachAssign(sc->body(), fn);
  }
}

std::optional<uint64_t> StaticTileBytes(const TileTypePtr& tile) {
  if (!tile) return std::nullopt;
  uint64_t bytes = static_cast<uint64_t>(DataTypeBits(tile->dtype()) / 8);
  if (bytes == 0) return std::nullopt;
  for (const auto& dim : tile->shape()) {
    auto extent = As<ConstInt>(dim);
    if (!extent || extent->value() <= 0) return std::nullopt;
    const auto value = static_cast<uint64_t>(extent->value());
    if (bytes > std::numeric_limits<uint64_t>::max() / value) return std::nullopt;
    bytes *= value;
  }
  return bytes;
}

std::optional<MemorySpace> SpaceOfVar(const VarPtr& var) {
  auto tile = var ? As<TileType>(var->type()) : nullptr;
  return tile ? tile->memory_space() : std::nullopt;
}

// ---------------------------------------------------------------------------
// Per-function inventory: loop nesting, definitions, uses, footprints and the
// residency chains.

struct LoopInfo {
  uint64_t preorder = 0;
  uint64_t postorder = 0;
  std::unordered_set<const Var*> yielded;  // read by a yield in the loop subtree
  bool has_ordering_boundary = false;
};

class Inventory {
 public:
  void Analyze(const StmtPtr& body) {
    ForEachEvaluatedExpr(body, [&](const ExprPtr& e) {
      ForEachVarUse(e, [&](const VarPtr& v) { ++use_counts_[v.get()]; });
    });
    Walk(body);
    BuildChains();
  }

  const LoopInfo* Loop(const ForStmt* loop) const {
    auto it = loops_.find(loop);
    return it == loops_.end() ? nullptr : &it->second;
  }

  bool IsDefinedInLoopSubtree(const ForStmt* loop, const Var* var) const {
    auto def = defining_loop_.find(var);
    if (def == defining_loop_.end()) return false;
    auto outer = loops_.find(loop);
    auto inner = loops_.find(def->second);
    if (outer == loops_.end() || inner == loops_.end()) return true;
    return outer->second.preorder <= inner->second.preorder &&
           inner->second.postorder <= outer->second.postorder;
  }

  bool IsYieldedFromLoopSubtree(const ForStmt* loop, const Var* var) const {
    auto it = loops_.find(loop);
    return it != loops_.end() && it->second.yielded.count(var) != 0;
  }

  bool IsChainVar(const Var* var) const { return chain_vars_.count(var) != 0; }
  bool IsHoistable(const Var* var) const { return IsChainVar(var) || panel_loads_.count(var) != 0; }

  const std::map<MemorySpace, std::vector<uint64_t>>& owned_sizes() const { return owned_sizes_; }
  bool HasUnknownSize(MemorySpace s) const { return unknown_size_.count(s) != 0; }
  bool HasPipelineExpansion(MemorySpace s) const { return pipeline_spaces_.count(s) != 0; }
  bool has_reservation() const { return has_reservation_; }

 private:
  struct CallUse {
    CallPtr call;
    size_t index;
  };
  struct Definition {
    VarPtr var;
    CallPtr call;
  };

  void Bind(const std::vector<VarPtr>& vars) {
    if (!current_) return;
    for (const auto& v : vars) defining_loop_[v.get()] = current_;
  }

  void NoteCalls(const ExprPtr& expr) {
    ForEachCallOrSubmitIn(
        expr,
        [&](const CallPtr& call) {
          if (current_ && IsOrderingBoundary(call)) loops_[current_].has_ordering_boundary = true;
          for (size_t i = 0; i < call->args().size(); ++i) {
            if (auto v = As<Var>(call->args()[i]); v && v->kind() != NodeKind::kMemRef) {
              call_uses_[v.get()].push_back({call, i});
            }
          }
        },
        // A task launched in a loop may depend on the previous iteration's:
        // nothing is moved out of such a loop.
        [&](const CallPtr&) {
          if (current_) loops_[current_].has_ordering_boundary = true;
        });
  }

  void Walk(const StmtPtr& stmt) {
    if (!stmt) return;
    switch (stmt->kind()) {
      case NodeKind::kAssign: {
        auto a = std::static_pointer_cast<const AssignStmt>(stmt);
        if (current_) defining_loop_[a->var().get()] = current_;
        RecordFootprint(a->var(), a->value());
        if (auto call = As<Call>(a->value())) {
          definitions_[a->var().get()] = {a->var(), call};
          auto [it, inserted] = call_results_.emplace(call.get(), a->var());
          if (!inserted && it->second != a->var()) it->second = nullptr;
          if (IsOp(call, "system.reserve_buffer")) has_reservation_ = true;
        }
        NoteCalls(a->value());
        return;
      }
      case NodeKind::kEval: {
        auto e = std::static_pointer_cast<const EvalStmt>(stmt);
        if (IsOp(As<Call>(e->expr()), "system.reserve_buffer")) has_reservation_ = true;
        NoteCalls(e->expr());
        return;
      }
      case NodeKind::kYield: {
        auto y = std::static_pointer_cast<const YieldStmt>(stmt);
        for (const auto& v : y->values()) {
          if (current_) {
            ForEachVarUse(v, [&](const VarPtr& u) { loops_[current_].yielded.insert(u.get()); });
          }
          NoteCalls(v);
        }
        return;
      }
      case NodeKind::kReturn:
        for (const auto& v : std::static_pointer_cast<const ReturnStmt>(stmt)->values()) {
          NoteCalls(v);
        }
        return;
      case NodeKind::kSeq:
        for (const auto& s : std::static_pointer_cast<const SeqStmts>(stmt)->stmts()) Walk(s);
        return;
      case NodeKind::kIf: {
        auto i = std::static_pointer_cast<const IfStmt>(stmt);
        Bind(i->return_vars());
        NoteCalls(i->condition());
        Walk(i->then_body());
        Walk(i->else_body());
        return;
      }
      case NodeKind::kWhile: {
        auto w = std::static_pointer_cast<const WhileStmt>(stmt);
        Bind(w->return_vars());
        if (current_) {
          for (const auto& ia : w->iter_args()) defining_loop_[ia.get()] = current_;
        }
        for (const auto& ia : w->iter_args()) NoteCalls(ia->init_value());
        NoteCalls(w->condition());
        Walk(w->body());
        return;
      }
      case NodeKind::kFor:
        return WalkFor(std::static_pointer_cast<const ForStmt>(stmt));
      case NodeKind::kScope: {
        auto s = std::static_pointer_cast<const ScopeStmt>(stmt);
        NoteCalls(s->fields().core_num);
        Walk(s->body());
        return;
      }
      default:
        return;
    }
  }

  void WalkFor(const ForStmtPtr& loop) {
    const ForStmt* parent = current_;
    Bind(loop->return_vars());
    loops_[loop.get()].preorder = next_order_++;
    current_ = loop.get();
    // The header belongs to the loop: an effect there also orders its body.
    NoteCalls(loop->start());
    NoteCalls(loop->stop());
    NoteCalls(loop->step());
    const bool pipeline = loop->for_kind() == ForKind::kPipeline;
    if (pipeline) ++pipeline_depth_;
    if (loop->loop_var()) defining_loop_[loop->loop_var().get()] = loop.get();
    for (const auto& ia : loop->iter_args()) {
      defining_loop_[ia.get()] = loop.get();
      NoteCalls(ia->init_value());
    }
    Walk(loop->body());
    if (pipeline) --pipeline_depth_;
    current_ = parent;
    LoopInfo& info = loops_[loop.get()];
    info.postorder = next_order_++;
    if (parent) {
      LoopInfo& p = loops_[parent];
      p.yielded.insert(info.yielded.begin(), info.yielded.end());
      p.has_ordering_boundary = p.has_ordering_boundary || info.has_ordering_boundary;
    }
  }

  static bool OwnsAllocation(const ExprPtr& value) {
    if (As<Var>(value)) return false;
    auto call = As<Call>(value);
    if (!call) return true;
    if (IsAliasingView(call->callee_name())) return false;
    const OpInfo* info =
        call->IsFunctionCall() ? nullptr : OpRegistry::Global().Find(call->callee_name());
    if (!info) return true;
    return !info->output_reuses_input.has_value();
  }

  void RecordFootprint(const VarPtr& var, const ExprPtr& value) {
    if (!var || !OwnsAllocation(value)) return;
    auto tile = As<TileType>(var->type());
    if (!tile || !tile->memory_space()) return;
    const MemorySpace space = *tile->memory_space();
    if (pipeline_depth_ != 0) pipeline_spaces_.insert(space);
    auto bytes = StaticTileBytes(tile);
    if (!bytes) {
      unknown_size_.insert(space);
      return;
    }
    owned_sizes_[space].push_back(*bytes);
  }

  size_t UseCount(const Var* var) const {
    auto it = use_counts_.find(var);
    return it == use_counts_.end() ? 0 : it->second;
  }

  // `use` is the Left operand (space Left) or Right operand (space Right) of
  // a matmul.
  static bool IsMatmulOperandUse(const CallUse& use, MemorySpace space) {
    std::optional<std::pair<size_t, size_t>> idx;
    if ((IsOp(use.call, "tile.matmul") || IsOp(use.call, "tile.matmul_bias")) &&
        use.call->args().size() >= 2) {
      idx = std::make_pair(size_t{0}, size_t{1});
    } else if (IsOp(use.call, "tile.matmul_acc") && use.call->args().size() >= 3) {
      idx = std::make_pair(size_t{1}, size_t{2});
    }
    if (!idx) return false;
    if (space == MemorySpace::kLeft) return use.index == idx->first;
    if (space == MemorySpace::kRight) return use.index == idx->second;
    return false;
  }

  // Every use of `var` is a direct matmul-operand argument matching its space.
  bool OnlyMatmulOperandUses(const VarPtr& var) const {
    auto space = SpaceOfVar(var);
    if (!space) return false;
    auto it = call_uses_.find(var.get());
    if (it == call_uses_.end() || it->second.empty() || UseCount(var.get()) != it->second.size()) {
      return false;
    }
    return std::all_of(it->second.begin(), it->second.end(),
                       [&](const CallUse& u) { return IsMatmulOperandUse(u, *space); });
  }

  bool OnlyUseIs(const VarPtr& var, const CallPtr& consumer) const {
    auto it = call_uses_.find(var.get());
    return UseCount(var.get()) == 1 && it != call_uses_.end() && it->second.size() == 1 &&
           it->second.front().call == consumer;
  }

  VarPtr ResultOf(const CallPtr& call) const {
    auto it = call_results_.find(call.get());
    return it == call_results_.end() ? nullptr : it->second;
  }

  // A Mat panel whose every use (through Mat transpose views) stages it into
  // matmul operands.
  bool PanelFeedsOnlyMatmuls(const VarPtr& panel, std::unordered_set<const Var*>* visiting,
                             std::unordered_map<const Var*, bool>* memo) const {
    if (!panel) return false;
    if (auto m = memo->find(panel.get()); m != memo->end()) return m->second;
    if (!visiting->insert(panel.get()).second) return false;
    bool valid = true;
    auto it = call_uses_.find(panel.get());
    if (it == call_uses_.end() || it->second.empty() ||
        UseCount(panel.get()) != it->second.size()) {
      valid = false;
    } else {
      for (const auto& use : it->second) {
        VarPtr result = ResultOf(use.call);
        valid = false;
        if (use.index == 0 && result) {
          if (IsOp(use.call, "tile.move") || IsOp(use.call, "tile.extract")) {
            valid = OnlyMatmulOperandUses(result);
          } else if (IsOp(use.call, "tile.transpose_view")) {
            valid = SpaceOfVar(result) == MemorySpace::kMat &&
                    PanelFeedsOnlyMatmuls(result, visiting, memo);
          }
        }
        if (!valid) break;
      }
    }
    visiting->erase(panel.get());
    (*memo)[panel.get()] = valid;
    return valid;
  }

  void BuildChains() {
    for (const auto& [unused, terminal] : definitions_) {
      const CallPtr& tcall = terminal.call;
      if ((!IsOp(tcall, "tile.move") && !IsOp(tcall, "tile.extract")) || tcall->args().empty() ||
          UseCount(terminal.var.get()) != 1 || !OnlyMatmulOperandUses(terminal.var)) {
        continue;
      }
      auto source = As<Var>(tcall->args()[0]);
      if (!As<TileType>(terminal.var->type()) || SpaceOfVar(source) != MemorySpace::kMat) continue;
      std::vector<const Var*> chain = {terminal.var.get()};
      CallPtr consumer = tcall;
      bool found_load = false;
      while (source && OnlyUseIs(source, consumer)) {
        auto def = definitions_.find(source.get());
        if (def == definitions_.end()) break;
        if (SpaceOfVar(def->second.var) != MemorySpace::kMat) break;
        chain.push_back(def->second.var.get());
        if (IsOp(def->second.call, "tile.load")) {
          found_load = true;
          break;
        }
        if (!IsOp(def->second.call, "tile.transpose_view") || def->second.call->args().empty()) {
          break;
        }
        consumer = def->second.call;
        source = As<Var>(def->second.call->args()[0]);
      }
      if (found_load) chain_vars_.insert(chain.begin(), chain.end());
    }
    // L0 tiling may fan one invariant panel into several loop-dependent
    // extracts: then only the load itself can be resident.
    std::unordered_map<const Var*, bool> memo;
    for (const auto& [unused, def] : definitions_) {
      if (!IsOp(def.call, "tile.load") || !def.call->attrs().Has(kMatBridgeAttr)) continue;
      if (SpaceOfVar(def.var) != MemorySpace::kMat) continue;
      std::unordered_set<const Var*> visiting;
      if (PanelFeedsOnlyMatmuls(def.var, &visiting, &memo)) panel_loads_.insert(def.var.get());
    }
  }

  std::unordered_map<const Var*, size_t> use_counts_;
  std::map<const ForStmt*, LoopInfo> loops_;
  std::unordered_map<const Var*, const ForStmt*> defining_loop_;
  std::map<MemorySpace, std::vector<uint64_t>> owned_sizes_;
  std::set<MemorySpace> unknown_size_;
  std::set<MemorySpace> pipeline_spaces_;
  std::unordered_map<const Var*, Definition> definitions_;
  std::unordered_map<const Call*, VarPtr> call_results_;
  std::unordered_map<const Var*, std::vector<CallUse>> call_uses_;
  std::unordered_set<const Var*> chain_vars_;
  std::unordered_set<const Var*> panel_loads_;
  bool has_reservation_ = false;
  const ForStmt* current_ = nullptr;
  size_t pipeline_depth_ = 0;
  uint64_t next_order_ = 0;
};

// ---------------------------------------------------------------------------
// Storage provenance: which allocation each tensor variable of a function
// names. Parameters and tensor.create results are allocations; slices, views
// and assembles name their source's; loop carries their initial value's; a
// function call's result the Out/InOut argument it is. Only tensor.create
// results are known to be fresh (distinct from every other allocation).

using RootMap = std::unordered_map<const Var*, const Var*>;

const Var* CanonicalRoot(const RootMap& roots, const Var* var) {
  std::unordered_set<const Var*> seen;
  for (const Var* cur = var; cur && seen.insert(cur).second;) {
    auto it = roots.find(cur);
    if (it == roots.end() || !it->second) return nullptr;
    if (it->second == cur) return cur;
    cur = it->second;
  }
  return nullptr;
}

bool SameShapeAndDtype(const TypePtr& a, const TypePtr& b) {
  auto ta = As<TensorType>(a);
  auto tb = As<TensorType>(b);
  if (!ta || !tb || ta->dtype() != tb->dtype() || ta->rank() != tb->rank()) return false;
  for (size_t i = 0; i < ta->rank(); ++i) {
    auto x = As<ConstInt>(ta->shape()[i]);
    auto y = As<ConstInt>(tb->shape()[i]);
    if (x && y) {
      if (x->value() != y->value()) return false;
    } else if (ta->shape()[i] != tb->shape()[i]) {
      return false;
    }
  }
  return true;
}

class StorageRoots {
 public:
  StorageRoots(const ProgramPtr& program, const FunctionPtr& func) : program_(program) {
    for (const auto& p : func->params()) roots_[p.get()] = p.get();
    CollectBufferRoots(func->body());
    // Refine buffer roots into storage: slices and views name their source.
    ForEachAssign(func->body(), [&](const AssignStmtPtr& a) {
      if (auto call = As<Call>(a->value())) {
        if (IsOp(call, "tensor.create")) {
          roots_[a->var().get()] = a->var().get();
          fresh_.insert(a->var().get());
        } else if ((IsOp(call, "tensor.slice") || IsOp(call, "tensor.assemble") ||
                    IsOp(call, "tensor.view")) &&
                   !call->args().empty()) {
          Alias(a->var().get(), call->args()[0]);
        }
      } else if (As<Var>(a->value())) {
        Alias(a->var().get(), a->value());
      }
    });
  }

  const Var* Resolve(const ExprPtr& expr) const {
    auto var = As<Var>(expr);
    return var ? CanonicalRoot(roots_, var.get()) : nullptr;
  }
  bool IsFresh(const Var* root) const { return fresh_.count(root) != 0; }

 private:
  const Var* Direct(const ExprPtr& expr) const {
    auto var = As<Var>(expr);
    if (!var) return nullptr;
    auto it = roots_.find(var.get());
    return it == roots_.end() ? nullptr : it->second;
  }

  void Alias(const Var* result, const ExprPtr& source) {
    const Var* root = Resolve(source);
    if (root) {
      roots_[result] = root;
    } else {
      roots_.erase(result);
    }
  }

  void CarryLoop(const std::vector<IterArgPtr>& iter_args, const std::vector<VarPtr>& rvs) {
    for (size_t i = 0; i < iter_args.size(); ++i) {
      if (const Var* root = Direct(iter_args[i]->init_value())) {
        roots_[iter_args[i].get()] = root;
        if (i < rvs.size()) roots_[rvs[i].get()] = root;
      }
    }
  }

  // Buffer roots in program order.
  void CollectBufferRoots(const StmtPtr& stmt) {
    if (!stmt) return;
    if (auto s = As<SeqStmts>(stmt)) {
      for (const auto& c : s->stmts()) CollectBufferRoots(c);
    } else if (auto i = As<IfStmt>(stmt)) {
      CollectBufferRoots(i->then_body());
      CollectBufferRoots(i->else_body());
    } else if (auto f = As<ForStmt>(stmt)) {
      CarryLoop(f->iter_args(), f->return_vars());
      CollectBufferRoots(f->body());
    } else if (auto w = As<WhileStmt>(stmt)) {
      CarryLoop(w->iter_args(), w->return_vars());
      CollectBufferRoots(w->body());
    } else if (auto sc = As<ScopeStmt>(stmt)) {
      CollectBufferRoots(sc->body());
    } else if (auto a = As<AssignStmt>(stmt)) {
      AssignRoot(a);
    }
  }

  void AssignRoot(const AssignStmtPtr& a) {
    const Var* var = a->var().get();
    if (auto call = As<Call>(a->value())) {
      if (IsOp(call, "tensor.create") || IsOp(call, "tensor.slice")) {
        roots_[var] = var;
      } else if (IsOp(call, "tensor.assemble")) {
        if (call->args().size() == 3) {
          if (const Var* target = Direct(call->args()[0])) roots_[var] = target;
        }
      } else if (call->IsFunctionCall() || !IsBuiltinName(call->callee_name())) {
        std::vector<std::pair<const Var*, TypePtr>> outs;
        if (auto callee = program_->GetFunction(call->callee_name())) {
          const auto& dirs = callee->param_directions();
          for (size_t i = 0; i < dirs.size() && i < call->args().size(); ++i) {
            if (dirs[i] == ParamDirection::kIn) continue;
            outs.emplace_back(Direct(call->args()[i]), call->args()[i]->type());
          }
        }
        if (As<TupleType>(call->type())) {
          std::vector<const Var*> list;
          list.reserve(outs.size());
          for (const auto& o : outs) list.push_back(o.first);
          tuple_roots_[var] = std::move(list);
        } else if (const Var* root = SelectReturnRoot(outs, call->type())) {
          roots_[var] = root;
        }
      }
    } else if (auto get = As<TupleGetItem>(a->value())) {
      if (auto tuple = As<Var>(get->tuple())) {
        auto it = tuple_roots_.find(tuple.get());
        if (it != tuple_roots_.end() && get->index() >= 0 &&
            static_cast<size_t>(get->index()) < it->second.size() && it->second[get->index()]) {
          roots_[var] = it->second[get->index()];
        }
      }
    } else if (const Var* root = Direct(a->value())) {
      roots_[var] = root;
    }
  }

  // The Out/InOut argument a single call result is: the only one, or the
  // only one of the result's shape and dtype; none when ambiguous.
  static const Var* SelectReturnRoot(const std::vector<std::pair<const Var*, TypePtr>>& outs,
                                     const TypePtr& type) {
    if (outs.empty()) return nullptr;
    if (outs.size() == 1) return outs[0].first;
    const Var* match = nullptr;
    for (const auto& [root, t] : outs) {
      if (!root || !SameShapeAndDtype(t, type)) continue;
      if (match && match != root) return nullptr;
      match = root;
    }
    return match;
  }

  ProgramPtr program_;
  RootMap roots_;
  std::unordered_set<const Var*> fresh_;
  std::unordered_map<const Var*, std::vector<const Var*>> tuple_roots_;
};

FunctionPtr CalleeOf(const ProgramPtr& program, const CallPtr& call) {
  if (!call || !call->IsFunctionCall()) return nullptr;
  return program->GetFunction(call->callee_name());
}

bool IsReadTensorParam(const FunctionPtr& f, size_t i) {
  return i < f->param_directions().size() && f->param_directions()[i] == ParamDirection::kIn &&
         As<TensorType>(f->params()[i]->type());
}

// Read-only tensor parameters of InCore functions that may be kept resident:
// every call site is in a root orchestration function (one no function
// calls) and passes a freshly created tensor that the same call does not
// also write. Anything else (external parameters, wrappers, helpers) gives
// no no-alias fact.
std::unordered_set<const Var*> ProvenSafeReadParams(const ProgramPtr& program) {
  struct Evidence {
    size_t sites = 0;
    bool safe = true;
  };
  std::unordered_map<const Var*, Evidence> evidence;
  std::unordered_set<const Function*> called;
  auto note_called = [&](const CallPtr& call) {
    if (auto callee = CalleeOf(program, call)) called.insert(callee.get());
  };
  for (const auto& f : program->functions()) {
    if (f->body()) ForEachCallOrSubmitInStmt(f->body(), note_called, note_called);
  }
  // A site that proves nothing: every tensor In parameter it reaches is unsafe.
  auto poison = [&](const FunctionPtr& callee) {
    for (size_t i = 0; i < callee->params().size(); ++i) {
      if (!IsReadTensorParam(callee, i)) continue;
      auto& e = evidence[callee->params()[i].get()];
      ++e.sites;
      e.safe = false;
    }
  };
  for (const auto& f : program->functions()) {
    if (!f->body()) continue;
    StorageRoots storage(program, f);
    const bool root_orch = f->func_type() == FunctionType::kOrchestration && !called.count(f.get());
    auto on_call = [&](const CallPtr& call) {
      auto callee = CalleeOf(program, call);
      if (!callee || callee->func_type() != FunctionType::kInCore) return;
      if (!root_orch) {
        poison(callee);
        return;
      }
      std::unordered_set<const Var*> written;
      bool writes_known = true;
      const auto& dirs = callee->param_directions();
      for (size_t i = 0; i < dirs.size() && i < callee->params().size(); ++i) {
        if (dirs[i] == ParamDirection::kIn || !As<TensorType>(callee->params()[i]->type())) {
          continue;
        }
        const Var* root = i < call->args().size() ? storage.Resolve(call->args()[i]) : nullptr;
        if (root) {
          written.insert(root);
        } else {
          writes_known = false;
        }
      }
      for (size_t i = 0; i < callee->params().size(); ++i) {
        if (!IsReadTensorParam(callee, i)) continue;
        auto& e = evidence[callee->params()[i].get()];
        ++e.sites;
        const Var* read = i < call->args().size() ? storage.Resolve(call->args()[i]) : nullptr;
        if (!read || !storage.IsFresh(read) || !writes_known || written.count(read)) e.safe = false;
      }
    };
    // A task launch is asynchronous: never evidence, wherever it is.
    auto on_submit = [&](const CallPtr& call) {
      auto callee = CalleeOf(program, call);
      if (callee && callee->func_type() == FunctionType::kInCore) poison(callee);
    };
    ForEachCallOrSubmitInStmt(f->body(), on_call, on_submit);
  }
  std::unordered_set<const Var*> safe;
  for (const auto& f : program->functions()) {
    if (!f->body() || f->func_type() != FunctionType::kInCore) continue;
    for (size_t i = 0; i < f->params().size(); ++i) {
      if (!IsReadTensorParam(f, i)) continue;
      auto it = evidence.find(f->params()[i].get());
      if (it != evidence.end() && it->second.sites != 0 && it->second.safe) {
        safe.insert(f->params()[i].get());
      }
    }
  }
  return safe;
}

// ---------------------------------------------------------------------------
// The hoisting rewrite of one InCore function.

class Hoister : public IRMutator {
 public:
  Hoister(const ProgramPtr& program, const FunctionPtr& func, const Inventory& inventory,
          const std::unordered_set<const Var*>& safe_params)
      : inventory_(inventory), safe_params_(safe_params), storage_(program, func) {
    for (size_t i = 0; i < func->params().size(); ++i) {
      directions_[func->params()[i].get()] =
          i < func->param_directions().size() ? func->param_directions()[i] : ParamDirection::kIn;
    }
    // Writes of calls and task launches alike.
    auto note_writes = [&](const CallPtr& call) {
      auto record = [&](const ExprPtr& arg) {
        if (const Var* root = storage_.Resolve(arg)) written_.insert(root);
      };
      if ((IsOp(call, "tile.store") || IsOp(call, "tile.mscatter")) && call->args().size() >= 3) {
        record(call->args()[2]);
        return;
      }
      auto callee = CalleeOf(program, call);
      if (!callee) return;
      const auto& dirs = callee->param_directions();
      for (size_t i = 0; i < dirs.size() && i < call->args().size(); ++i) {
        if (dirs[i] != ParamDirection::kIn) record(call->args()[i]);
      }
    };
    ForEachCallOrSubmitInStmt(func->body(), note_writes, note_writes);
    // Every allocating tile of the function placed at once, 32-byte aligned
    // as the default allocator places them.
    for (const auto& [space, sizes] : inventory_.owned_sizes()) {
      uint64_t high = 0;
      bool overflow = false;
      const uint64_t align = static_cast<uint64_t>(backend::Soc::kAllocatorAlignment);
      const uint64_t limit = std::numeric_limits<uint64_t>::max() - align;
      for (uint64_t bytes : sizes) {
        if (bytes > limit || high > limit - bytes) {
          overflow = true;
          break;
        }
        high = (high + bytes + align - 1) / align * align;
      }
      if (overflow) {
        invalid_footprint_.insert(space);
      } else {
        footprint_[space] = high;
      }
    }
  }

  bool changed() const { return changed_; }

  StmtPtr MutateFor(const ForStmtPtr& op) override {
    if (!IsStaticNonEmptySequential(op)) return IRMutator::MutateFor(op);
    const LoopInfo* info = inventory_.Loop(op.get());
    if (!info || info->has_ordering_boundary) return IRMutator::MutateFor(op);

    std::vector<StmtPtr> stmts = StmtList(op->body());
    std::vector<bool> hoist(stmts.size(), false);
    std::unordered_set<const Var*> invariant;
    bool any = false;
    for (size_t i = 0; i < stmts.size(); ++i) {
      auto assign = As<AssignStmt>(stmts[i]);
      if (!assign) break;  // control flow or an effect may end the iteration early
      const Var* var = assign->var().get();
      auto call = As<Call>(assign->value());
      if (!inventory_.IsHoistable(var) || inventory_.IsYieldedFromLoopSubtree(op.get(), var)) {
        if (IsSideEffectStmt(stmts[i]) || (call && IsOrderingBoundary(call))) break;
        continue;
      }
      if (!call) continue;
      bool eligible = false;
      if (IsOp(call, "tile.load")) {
        eligible = IsReadOnlyMatLoad(call, assign->var()) && UsesInvariant(call, op, invariant);
      } else if (inventory_.IsChainVar(var) &&
                 (IsOp(call, "tile.transpose_view") || IsOp(call, "tile.move") ||
                  IsOp(call, "tile.extract"))) {
        auto source = call->args().empty() ? nullptr : As<Var>(call->args()[0]);
        auto space = SpaceOfVar(assign->var());
        eligible = source && invariant.count(source.get()) && space &&
                   (*space == MemorySpace::kMat || *space == MemorySpace::kLeft ||
                    *space == MemorySpace::kRight) &&
                   UsesInvariant(call, op, invariant);
      }
      if (!eligible || !CapacitySafe(assign->var())) continue;
      hoist[i] = true;
      invariant.insert(var);
      any = true;
    }
    if (!any) return IRMutator::MutateFor(op);

    std::vector<StmtPtr> preheader, body;
    for (size_t i = 0; i < stmts.size(); ++i) (hoist[i] ? preheader : body).push_back(stmts[i]);
    auto remaining =
        std::make_shared<ForStmt>(op->loop_var(), op->start(), op->stop(), op->step(),
                                  op->iter_args(), MakeSeq(std::move(body), op->body()->span()),
                                  op->return_vars(), op->for_kind(), op->attrs(), op->span());
    // Only the remaining body is examined further (nested loops once each).
    preheader.push_back(IRMutator::MutateFor(remaining));
    changed_ = true;
    return MakeSeq(std::move(preheader), op->span());
  }

 private:
  static bool IsStaticNonEmptySequential(const ForStmtPtr& loop) {
    if (loop->for_kind() != ForKind::kSequential) return false;
    auto start = As<ConstInt>(loop->start());
    auto stop = As<ConstInt>(loop->stop());
    auto step = As<ConstInt>(loop->step());
    return start && stop && step && step->value() > 0 && start->value() < stop->value();
  }

  bool IsReadOnlyMatLoad(const CallPtr& call, const VarPtr& result) const {
    if (SpaceOfVar(result) != MemorySpace::kMat || call->args().empty()) return false;
    const AttrValue* marker = call->attrs().Find(kMatBridgeAttr);
    if (!marker || marker->kind() != AttrValue::Kind::kBool || !marker->AsBool()) return false;
    auto source = As<Var>(call->args()[0]);
    if (!source || !As<TensorType>(source->type())) return false;
    auto dir = directions_.find(source.get());
    if (dir == directions_.end() || dir->second != ParamDirection::kIn ||
        !safe_params_.count(source.get())) {
      return false;
    }
    const Var* root = storage_.Resolve(source);
    return root && !written_.count(root);
  }

  bool UsesInvariant(const CallPtr& call, const ForStmtPtr& loop,
                     const std::unordered_set<const Var*>& hoisted) const {
    bool ok = true;
    ForEachVarUse(call, [&](const VarPtr& v) {
      if (hoisted.count(v.get())) return;
      if (inventory_.IsDefinedInLoopSubtree(loop.get(), v.get())) ok = false;
    });
    return ok;
  }

  bool CapacitySafe(const VarPtr& result) const {
    auto space = SpaceOfVar(result);
    if (!space || (*space != MemorySpace::kMat && *space != MemorySpace::kLeft &&
                   *space != MemorySpace::kRight)) {
      return false;
    }
    const int64_t capacity = backend::CurrentSoc().MemSize(*space);
    if (capacity <= 0 || inventory_.HasUnknownSize(*space) ||
        inventory_.HasPipelineExpansion(*space) || inventory_.has_reservation() ||
        invalid_footprint_.count(*space)) {
      return false;
    }
    auto it = footprint_.find(*space);
    return it == footprint_.end() || it->second <= static_cast<uint64_t>(capacity);
  }

  const Inventory& inventory_;
  const std::unordered_set<const Var*>& safe_params_;
  StorageRoots storage_;
  std::unordered_map<const Var*, ParamDirection> directions_;
  std::unordered_set<const Var*> written_;
  std::map<MemorySpace, uint64_t> footprint_;
  std::set<MemorySpace> invalid_footprint_;
  bool changed_ = false;
};

class MarkerStripper : public IRMutator {
 public:
  ExprPtr MutateCall(const CallPtr& call) override {
    ExprPtr m = IRMutator::MutateCall(call);
    auto c = As<Call>(m);
    if (!c || !c->attrs().Has(kMatBridgeAttr)) return m;
    return std::make_shared<Call>(c->op(), c->args(), c->kwargs(),
                                  c->attrs().Without(kMatBridgeAttr), c->type(), c->span());
  }
};

}  // namespace

ProgramPtr ApplyLoopInvariantMatResidency(const ProgramPtr& program) {
  if (!program) return program;
  // Only loops have loads to hoist: kernels without any (known from the cached
  // summaries) need neither the analyses nor the program-wide evidence.
  std::optional<std::unordered_set<const Var*>> safe_params;
  std::vector<FunctionPtr> functions;
  bool changed = false;
  for (const auto& f : program->functions()) {
    FunctionPtr out = f;
    if (f->body() && f->func_type() == FunctionType::kInCore && SummaryOf(*f).Has(NodeKind::kFor)) {
      if (!safe_params) safe_params = ProvenSafeReadParams(program);
      Inventory inventory;
      inventory.Analyze(f->body());
      Hoister hoister(program, f, inventory, *safe_params);
      out = hoister.MutateFunction(f);
    }
    out = MarkerStripper().MutateFunction(out);
    changed = changed || out != f;
    functions.push_back(std::move(out));
  }
  return changed ? program->WithFunctions(std::move(functions)) : program;
}

}  // namespace ptoc::transforms
