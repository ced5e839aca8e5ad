// CanonicalizeIOOrder: inside the bodies of pl.pipeline loops (what
// LowerPipelineLoops left), re-sorts each statement list topologically over
// its def-use dependencies, preferring by tier
//   0 scalar computations (address arithmetic unblocks the loads),
//   1 loads: tile.load, tile.read and L1 -> L0 tile.extract (Mat source,
//     Left/Right target), so all stages' prefetches issue first,
//   2 tile compute and stores, ordered by pipeline stage (the
//     pipeline_membership of the defined tile, else of the first tagged
//     operand), compute before store within a stage,
//   3 stores of a loop that double-buffers its accumulator (attr
//     pipeline_double_buffer_c; tile.assemble drains too), after all compute,
// then by original position. A loop with pipeline_overlap_stores=False keeps
// its stores in the compute rank (the one-accumulator schedule). A trailing
// yield/return/break/continue stays last. Every pipeline loop is then demoted
// to a sequential loop without its pipeline attrs. A function reading a
// variable after passing it as an Out/InOut argument is left unchanged.
#include <functional>
#include <queue>
#include <string>
#include <tuple>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "compiler/ir/mutator.h"
#include "compiler/ir/visitor.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(google-build-using-namespace)

namespace {

constexpr char kStagesAttr[] = "pipeline_stages";
constexpr char kOverlapStoresAttr[] = "pipeline_overlap_stores";
constexpr char kDoubleBufferCAttr[] = "pipeline_double_buffer_c";
constexpr char kMembershipAttr[] = "pipeline_membership";

enum class Category { kScalar, kLoad, kCompute, kStore };

VarPtr AsVarLike(const ExprPtr& e) {
  if (!e || (e->kind() != NodeKind::kVar && e->kind() != NodeKind::kIterArg)) return nullptr;
  return std::static_pointer_cast<const Var>(e);
}

bool BoolAttr(const Attrs& attrs, const char* key, bool fallback) {
  const AttrValue* v = attrs.Find(key);
  return v && v->kind() == AttrValue::Kind::kBool ? v->AsBool() : fallback;
}

// An L1 -> L0 operand copy: tile.extract from Mat into Left/Right.
bool IsL1ToL0Extract(const CallPtr& call) {
  if (call->IsFunctionCall() || call->callee_name() != "tile.extract" || call->args().empty()) {
    return false;
  }
  auto src = As<TileType>(call->args()[0]->type());
  if (!src || src->memory_space() != MemorySpace::kMat) return false;
  const AttrValue* target = call->kwargs().Find("target_memory");
  if (!target) return false;
  auto space = target->AsEnum<MemorySpace>();
  return space && (*space == MemorySpace::kLeft || *space == MemorySpace::kRight);
}

Category Categorize(const StmtPtr& stmt, bool overlap_stores, bool double_buffer_c) {
  const Category store = overlap_stores || double_buffer_c ? Category::kStore : Category::kCompute;
  auto op_name = [](const CallPtr& c) -> std::string {
    return c && !c->IsFunctionCall() ? c->callee_name() : std::string();
  };
  if (auto assign = As<AssignStmt>(stmt)) {
    auto call = As<Call>(assign->value());
    const std::string name = op_name(call);
    if (name == "tile.load" || name == "tile.read") return Category::kLoad;
    if (name == "tile.store" || name == "tile.write") return store;
    if (double_buffer_c && name == "tile.assemble") return Category::kStore;
    if (call && IsL1ToL0Extract(call)) return Category::kLoad;
    if (IsA<ScalarType>(assign->var()->type())) return Category::kScalar;
    return Category::kCompute;
  }
  if (auto eval = As<EvalStmt>(stmt)) {
    const std::string name = op_name(As<Call>(eval->expr()));
    if (name == "tile.store" || name == "tile.write") return store;
  }
  return Category::kCompute;
}

bool IsTerminator(const StmtPtr& s) {
  const NodeKind k = s->kind();
  return k == NodeKind::kYield || k == NodeKind::kReturn || k == NodeKind::kBreak ||
         k == NodeKind::kContinue;
}

// Variables a statement defines (anywhere inside it) and reads.
class DefUse : public IRVisitor {
 public:
  std::unordered_set<const Var*> defs, uses;
  void VisitVarDef(const VarPtr& var) override {
    defs.insert(var.get());
    if (var->kind() == NodeKind::kIterArg) {
      VisitExpr(static_cast<const IterArg&>(*var).init_value());
    }
  }
  void VisitVar(const VarPtr& var) override { uses.insert(var.get()); }
  void VisitIterArg(const IterArgPtr& var) override { uses.insert(var.get()); }
};

std::string Membership(const CallPtr& call) {
  const AttrValue* m = call ? call->attrs().Find(kMembershipAttr) : nullptr;
  return m && m->kind() == AttrValue::Kind::kString ? m->AsString() : std::string();
}

// Whether a function reads a variable after passing it as an Out/InOut
// argument (the pre-call value is stale; later code must read the call's
// result). Reordering is only sound under this discipline, so a function that
// breaks it is left entirely as it is.
class StaleUseFinder : public IRVisitor {
 public:
  explicit StaleUseFinder(const ProgramPtr& program) : program_(program) {}
  bool found = false;

  void VisitVarDef(const VarPtr&) override {}
  void VisitVar(const VarPtr& var) override { Use(var.get()); }
  void VisitIterArg(const IterArgPtr& var) override { Use(var.get()); }
  void VisitCall(const CallPtr& call) override {
    for (const ExprPtr& arg : call->args()) VisitExpr(arg);
    FunctionPtr callee = program_ ? program_->GetFunction(call->callee_name()) : nullptr;
    if (!callee) return;
    const auto& dirs = callee->param_directions();
    for (size_t i = 0; i < dirs.size() && i < call->args().size(); ++i) {
      if (dirs[i] == ParamDirection::kIn) continue;
      if (VarPtr v = AsVarLike(call->args()[i])) dead_.insert(v.get());
    }
  }
  void VisitAssign(const AssignStmtPtr& stmt) override {
    VisitExpr(stmt->value());
    dead_.erase(stmt->var().get());
  }
  void VisitIf(const IfStmtPtr& stmt) override {
    VisitExpr(stmt->condition());
    auto before = dead_;
    VisitStmt(stmt->then_body());
    auto after_then = std::move(dead_);
    dead_ = std::move(before);
    if (stmt->else_body()) VisitStmt(stmt->else_body());
    dead_.insert(after_then.begin(), after_then.end());
  }
  void VisitFor(const ForStmtPtr& stmt) override {
    VisitExpr(stmt->start());
    VisitExpr(stmt->stop());
    VisitExpr(stmt->step());
    Loop(stmt->iter_args(), stmt->body());
  }
  void VisitWhile(const WhileStmtPtr& stmt) override {
    VisitExpr(stmt->condition());
    Loop(stmt->iter_args(), stmt->body());
  }

 private:
  void Use(const Var* v) { found = found || dead_.count(v) > 0; }
  // A kill late in the body is seen by the reads of the next iteration.
  void Loop(const std::vector<IterArgPtr>& iter_args, const StmtPtr& body) {
    std::unordered_set<const Var*> carried;
    for (const IterArgPtr& ia : iter_args) {
      VisitExpr(ia->init_value());
      carried.insert(ia.get());
    }
    StaleUseFinder inner(program_);
    inner.VisitStmt(body);
    for (const Var* v : inner.dead_) {
      if (!carried.count(v)) dead_.insert(v);
    }
    VisitStmt(body);
    for (const Var* v : carried) dead_.erase(v);
  }

  ProgramPtr program_;
  std::unordered_set<const Var*> dead_;
};

class Reorderer : public IRMutator {
 public:
  StmtPtr MutateFor(const ForStmtPtr& loop) override {
    if (loop->for_kind() != ForKind::kPipeline) return IRMutator::MutateFor(loop);
    const bool saved_overlap = overlap_stores_;
    const bool saved_dbc = double_buffer_c_;
    ++depth_;
    overlap_stores_ = BoolAttr(loop->attrs(), kOverlapStoresAttr, true);
    double_buffer_c_ = BoolAttr(loop->attrs(), kDoubleBufferCAttr, false);
    StmtPtr body = MutateStmt(loop->body());
    --depth_;
    overlap_stores_ = saved_overlap;
    double_buffer_c_ = saved_dbc;
    Attrs attrs =
        loop->attrs().Without(kStagesAttr).Without(kOverlapStoresAttr).Without(kDoubleBufferCAttr);
    return KeepLeadingComments(
        loop, std::make_shared<ForStmt>(loop->loop_var(), loop->start(), loop->stop(), loop->step(),
                                        loop->iter_args(), body, loop->return_vars(),
                                        ForKind::kSequential, std::move(attrs), loop->span()));
  }

  StmtPtr MutateSeq(const SeqStmtsPtr& seq) override {
    StmtPtr visited = IRMutator::MutateSeq(seq);
    if (depth_ == 0) return visited;
    auto s = As<SeqStmts>(visited);
    if (!s || s->stmts().size() < 2) return visited;
    return Reorder(s);
  }

 private:
  StmtPtr Reorder(const SeqStmtsPtr& seq) {
    const std::vector<StmtPtr>& stmts = seq->stmts();
    const size_t n = stmts.size();
    const bool terminated = IsTerminator(stmts.back());
    const size_t count = terminated ? n - 1 : n;
    if (count < 2) return seq;

    // Def-use edges to earlier statements.
    std::vector<std::vector<size_t>> succ(count);
    std::vector<size_t> pending(count, 0);
    std::unordered_map<const Var*, size_t> last_def;
    for (size_t j = 0; j < count; ++j) {
      DefUse du;
      du.VisitStmt(stmts[j]);
      std::unordered_set<size_t> preds;
      for (const Var* v : du.uses) {
        auto it = last_def.find(v);
        if (it != last_def.end()) preds.insert(it->second);
      }
      for (size_t p : preds) {
        succ[p].push_back(j);
        ++pending[j];
      }
      for (const Var* v : du.defs) last_def[v] = j;
    }

    // Stage of each tagged tile definition.
    std::unordered_map<const Var*, std::string> tile_stage;
    for (size_t i = 0; i < count; ++i) {
      if (auto a = As<AssignStmt>(stmts[i])) {
        std::string m = Membership(As<Call>(a->value()));
        if (!m.empty()) tile_stage[a->var().get()] = std::move(m);
      }
    }
    auto operand_stage = [&](const CallPtr& c) -> std::string {
      if (!c) return {};
      for (const ExprPtr& arg : c->args()) {
        if (VarPtr v = AsVarLike(arg)) {
          auto it = tile_stage.find(v.get());
          if (it != tile_stage.end()) return it->second;
        }
      }
      return {};
    };
    auto stage_of = [&](const StmtPtr& s) -> std::string {
      if (auto a = As<AssignStmt>(s)) {
        auto it = tile_stage.find(a->var().get());
        if (it != tile_stage.end()) return it->second;
        return operand_stage(As<Call>(a->value()));
      }
      if (auto e = As<EvalStmt>(s)) return operand_stage(As<Call>(e->expr()));
      return {};
    };

    using Key = std::tuple<int, std::string, int, size_t>;
    std::vector<Key> keys(count);
    for (size_t i = 0; i < count; ++i) {
      const Category c = Categorize(stmts[i], overlap_stores_, double_buffer_c_);
      const int tier = c == Category::kScalar                      ? 0
                       : c == Category::kLoad                      ? 1
                       : c == Category::kStore && double_buffer_c_ ? 3
                                                                   : 2;
      keys[i] = Key{tier, tier == 2 ? stage_of(stmts[i]) : std::string(),
                    c == Category::kStore ? 1 : 0, i};
    }
    std::priority_queue<Key, std::vector<Key>, std::greater<>> ready;
    for (size_t i = 0; i < count; ++i) {
      if (pending[i] == 0) ready.push(keys[i]);
    }
    std::vector<StmtPtr> out;
    bool changed = false;
    while (!ready.empty()) {
      const size_t i = std::get<3>(ready.top());
      ready.pop();
      changed |= i != out.size();
      out.push_back(stmts[i]);
      for (size_t j : succ[i]) {
        if (--pending[j] == 0) ready.push(keys[j]);
      }
    }
    if (!changed) return seq;
    if (terminated) out.push_back(stmts.back());
    return std::make_shared<SeqStmts>(std::move(out), seq->span());
  }

  int depth_ = 0;
  bool overlap_stores_ = true;
  bool double_buffer_c_ = false;
};

}  // namespace

ir::ProgramPtr CanonicalizeIOOrder(const ir::ProgramPtr& program) {
  std::vector<FunctionPtr> functions;
  bool changed = false;
  for (const auto& func : program->functions()) {
    if (!func->body() || !MayContain(func, ForKind::kPipeline)) {
      functions.push_back(func);
      continue;
    }
    StaleUseFinder stale(program);
    stale.VisitStmt(func->body());
    if (stale.found) {
      functions.push_back(func);
      continue;
    }
    Reorderer reorderer;
    FunctionPtr f = reorderer.MutateFunction(func);
    changed |= f != func;
    functions.push_back(f);
  }
  return changed ? program->WithFunctions(std::move(functions)) : program;
}

}  // namespace ptoc::transforms
