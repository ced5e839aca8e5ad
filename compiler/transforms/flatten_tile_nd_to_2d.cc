// FlattenTileNdTo2D: PTO instructions take 2-D tiles, so every tile of rank
// > 2 in an InCore function is reshaped by merging its leading dims into rows
// ([2, 3, 4] -> [6, 4]; a partly valid N-D tile's valid rows are the product
// of its leading valid extents). Loads keep their N-D window and produce the 2-D
// tile; stores into rank > 2 tensors get the partition shape as a 4th
// operand (a tile still N-D there, from a rank-raising tile.reshape, is first
// reshaped to 2-D); create/full are rebuilt 2-D; tile.transpose gets its
// scratch tile, and an N-D last-two-axes transpose is unrolled into per-batch
// 2-D transposes assembled into the flat result. A tile.reshape is rebuilt
// from its flattened input and keeps the shape it asks for. Ops whose result
// shape is not a flattening of their N-D type (column reductions, extracts,
// assembles with N-D offsets, ...) are re-deduced from their 2-D operands, as
// the reference re-creates every other tile op. As in the reference, if/loop
// result variables take the (rewritten) yield / iter_arg types. An N-D
// natural (Nz) Mat load reads through a 2-D tensor.view of its source. A
// tile.batch_matmul(_acc) is unrolled into per-batch 2-D matmuls on row (or,
// for tile.transpose_view operands, column) slices of the whole operand
// tiles, stored per batch when the next statement stores the result. An
// operand loaded from a window that does not collapse to contiguous rows, or
// whose whole tile does not fit Mat together with the other operand, is
// loaded per batch instead (a 2-D view of its source and a one-page load per
// batch), and its whole load is dropped when only batch matmuls that load
// per batch used it.
#include <algorithm>
#include <cstdint>
#include <set>
#include <unordered_map>
#include <unordered_set>

#include "absl/strings/str_cat.h"
#include "compiler/backend/soc.h"
#include "compiler/base/status.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/op_registry.h"
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/ir/visitor.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(google-build-using-namespace)

namespace {

constexpr char kPass[] = "FlattenTileNdTo2D";

std::vector<ExprPtr> Flatten2D(const std::vector<ExprPtr>& shape, const Span& span) {
  int64_t rows = 1;
  for (size_t i = 0; i + 1 < shape.size(); ++i) {
    auto d = StaticDim(shape[i]);
    if (!d) {
      ThrowUserError(span, "FlattenTileNdTo2D requires static tile shapes, got a dynamic dim");
    }
    rows *= *d;
  }
  return {MakeIndex(rows), shape.back()};
}

bool IsND(const TypePtr& type) {
  auto tile = As<TileType>(type);
  return tile && tile->rank() > 2;
}

// The variables a type's shape and view expressions mention, in order
// (memrefs aside).
std::vector<const Var*> ExtentVars(const TypePtr& type) {
  class Collector : public IRVisitor {
   public:
    std::vector<const Var*> vars;
    void VisitVar(const VarPtr& var) override { vars.push_back(var.get()); }
    void VisitIterArg(const IterArgPtr& var) override { vars.push_back(var.get()); }
    void VisitMemRef(const MemRefPtr& /*memref*/) override {}
  } collector;
  collector.VisitType(type);
  return collector.vars;
}

class Flattener : public IRMutator {
 public:
  TypePtr MutateType(const TypePtr& type) override {
    auto tile = As<TileType>(type);
    if (!tile || tile->rank() <= 2) return IRMutator::MutateType(type);
    std::optional<TileView> view = tile->view();
    if (view) {
      if (!view->valid_shape.empty()) {
        bool leading_full = true;
        for (size_t i = 0; i + 1 < view->valid_shape.size(); ++i) {
          if (!DimsEqual(view->valid_shape[i], tile->shape()[i])) leading_full = false;
        }
        view->valid_shape = {leading_full ? Flatten2D(tile->shape(), type->span())[0]
                                          : MergedValidRows(view->valid_shape),
                             view->valid_shape.back()};
      }
      view->stride.clear();
    }
    return std::make_shared<TileType>(Flatten2D(tile->shape(), type->span()), tile->dtype(),
                                      tile->memory_space(), view, tile->memref(), tile->span());
  }

  // The rows of a partly valid N-D tile once flattened, as the reference
  // merges them: the product of the leading valid extents, static factors
  // folded into one constant in front of the dynamic ones (a 1 left out).
  static ExprPtr MergedValidRows(const std::vector<ExprPtr>& valid) {
    int64_t static_rows = 1;
    ExprPtr dynamic_rows;
    for (size_t i = 0; i + 1 < valid.size(); ++i) {
      if (auto c = StaticDim(valid[i])) {
        static_rows *= *c;
      } else {
        dynamic_rows = dynamic_rows ? std::make_shared<BinaryExpr>(BinaryOp::kMul, dynamic_rows,
                                                                   valid[i], DataType::kIndex)
                                    : valid[i];
      }
    }
    if (!dynamic_rows) return MakeIndex(static_rows);
    if (static_rows == 1) return dynamic_rows;
    return std::make_shared<BinaryExpr>(BinaryOp::kMul, MakeIndex(static_rows), dynamic_rows,
                                        DataType::kIndex);
  }

  ExprPtr MutateCall(const CallPtr& call) override {
    if (call->IsFunctionCall()) return IRMutator::MutateCall(call);
    bool nd = IsND(call->type());
    for (const auto& a : call->args()) nd = nd || IsND(a->type());
    const std::string& name = call->callee_name();
    if (!nd) return IRMutator::MutateCall(call);
    if (name == "tile.create" || name == "tile.full") {
      auto tile = As<TileType>(call->type());
      std::vector<ExprPtr> args;
      for (const auto& a : call->args()) args.push_back(MutateExpr(a));
      args[0] = ShapeTuple(Flatten2D(tile->shape(), call->span()), call->span());
      return std::make_shared<Call>(call->op(), std::move(args), call->kwargs(), call->attrs(),
                                    MutateType(call->type()), call->span());
    }
    if (name == "tile.reshape" || kRededuced.count(name)) {
      // Re-deduced from the flattened operands (the result of e.g. a column
      // reduction of [2, 3, 4] is [1, 4], not the flattening of [2, 1, 4]).
      std::vector<ExprPtr> args;
      for (const auto& a : call->args()) args.push_back(MutateExpr(a));
      return MakeOpCallOrThrow(name, std::move(args), call->kwargs(), call->span());
    }
    return IRMutator::MutateCall(call);
  }

  StmtPtr MutateAssign(const AssignStmtPtr& stmt) override {
    CallPtr call = AsOpCall(stmt->value());
    if (!call) return MutateNonOpAssign(stmt);
    const std::string& name = call->callee_name();
    if (name == "tile.load" && IsNaturalNzMatLoad(call)) return CollapseMatLoad(stmt, call);
    // Lowered by MutateSeq, which sees the operand definitions; a block made
    // of the batch matmul alone has none.
    if (name == "tile.batch_matmul" || name == "tile.batch_matmul_acc") {
      ThrowUnsupported(call->span(), name + " as the only statement of a block", kPass);
    }
    if (name == "tile.load" && !IsND(call->type())) return RededuceLoad(stmt, call);
    if (!rededuced_.empty() && name != "tile.store" && name != "tile.transpose" &&
        name.rfind("tile.", 0) == 0 && UsesRededuced(call)) {
      return RededuceFromOperands(stmt, call);
    }
    if (name == "tile.store") {
      std::vector<StmtPtr> stmts;
      CallPtr store = RewriteStore(call, &stmts);
      auto var =
          std::make_shared<Var>(stmt->var()->name_hint(), store->type(), stmt->var()->span());
      SetVarRemap(stmt->var(), var);
      stmts.push_back(std::make_shared<AssignStmt>(var, store, stmt->span()));
      return MakeSeq(std::move(stmts), stmt->span());
    }
    const bool nd = IsND(call->type()) || (!call->args().empty() && IsND(call->args()[0]->type()));
    if (nd && (name == "tile.reshape" || kRededuced.count(name))) {
      // Rebuilt from the flattened operands; a rank-raising reshape keeps its
      // N-D result (stores flatten it again).
      ExprPtr value = MutateExpr(call);
      auto var =
          std::make_shared<Var>(stmt->var()->name_hint(), value->type(), stmt->var()->span());
      SetVarRemap(stmt->var(), var);
      return std::make_shared<AssignStmt>(var, value, stmt->span());
    }
    if (name != "tile.transpose") return IRMutator::MutateAssign(stmt);
    if (IsND(call->args()[0]->type())) return LowerNdTranspose(stmt, call);
    if (call->args().size() != 3) return IRMutator::MutateAssign(stmt);
    // The 3-operand form gets the scratch pto.ttrans needs: a tile shaped
    // like the source (not the result), in the source's memory space.
    ExprPtr in = MutateExpr(call->args()[0]);
    TileTypePtr in_type = TileTypeOf(in);
    if (!in_type) ThrowInternal("FlattenTileNdTo2D: tile.transpose input must be a tile");
    Attrs kwargs({{"dtype", AttrValue::DType(in_type->dtype())},
                  {"target_memory",
                   AttrValue::FromEnum(in_type->memory_space().value_or(MemorySpace::kVec))}});
    CallPtr create = MakeOpCallOrThrow("tile.create", {ShapeTuple(in_type->shape(), call->span())},
                                       kwargs, call->span());
    auto scratch = std::make_shared<Var>("transpose_tmp", create->type(), call->span());
    CallPtr transpose = MakeOpCallOrThrow(
        "tile.transpose", {in, MutateExpr(call->args()[1]), MutateExpr(call->args()[2]), scratch},
        call->kwargs(), call->span());
    auto var =
        std::make_shared<Var>(stmt->var()->name_hint(), transpose->type(), stmt->var()->span());
    SetVarRemap(stmt->var(), var);
    return MakeSeq({std::make_shared<AssignStmt>(scratch, create, call->span()),
                    std::make_shared<AssignStmt>(var, transpose, stmt->span())},
                   stmt->span());
  }

  // The whole loads (and transpose_views over them) of this block that only
  // batch matmuls loading that operand per batch use: they are dropped, as the
  // per-batch loads replace them. A chain also feeding a batch matmul that
  // keeps the operand whole, or used anywhere else, stays.
  static std::unordered_set<const Var*> PerBatchOnlyChains(
      const std::vector<StmtPtr>& stmts, const std::unordered_map<const Var*, CallPtr>& defs) {
    // Every reference to a variable in the block, nested ones included.
    struct RefCounter : IRVisitor {
      std::unordered_map<const Var*, int> refs;
      void VisitVar(const VarPtr& var) override { ++refs[var.get()]; }
      void VisitVarDef(const VarPtr& var) override {  // a definition is no reference
        if (!var) return;
        VisitType(var->type());
        if (auto ia = As<IterArg>(var)) VisitExpr(ia->init_value());
      }
    } counter;
    for (const auto& s : stmts) counter.VisitStmt(s);
    // Operand positions of the batch matmuls, in order.
    struct Use {
      CallPtr call;
      size_t lhs, rhs;
    };
    std::vector<Use> uses;
    std::unordered_map<const Var*, int> operand_refs;
    for (const auto& s : stmts) {
      auto assign = As<AssignStmt>(s);
      CallPtr call = assign ? AsOpCall(assign->value()) : nullptr;
      if (!call) continue;
      const bool acc = call->callee_name() == "tile.batch_matmul_acc";
      if (!acc && call->callee_name() != "tile.batch_matmul") continue;
      Use u{call, acc ? 1u : 0u, acc ? 2u : 1u};
      if (u.rhs >= call->args().size()) continue;
      for (size_t i : {u.lhs, u.rhs}) {
        if (auto v = As<Var>(call->args()[i])) ++operand_refs[v.get()];
      }
      uses.push_back(u);
    }
    // Operands used by batch matmuls only, and the single-use chains below them.
    std::unordered_set<const Var*> only;
    std::vector<const Var*> work;
    for (const auto& [v, n] : operand_refs) {
      if (counter.refs[v] == n && only.insert(v).second) work.push_back(v);
    }
    while (!work.empty()) {
      const Var* v = work.back();
      work.pop_back();
      auto it = defs.find(v);
      if (it == defs.end()) continue;
      if (it->second->callee_name() != "tile.transpose_view" && !IsBatchOnlyReshape(it->second)) {
        continue;
      }
      auto input = As<Var>(it->second->args()[0]);
      if (input && counter.refs[input.get()] == 1 && only.insert(input.get()).second) {
        work.push_back(input.get());
      }
    }
    // Which chains some batch matmul keeps whole, and which it loads per batch.
    std::unordered_set<const Var*> kept, per_batch;
    auto mark = [&](ExprPtr e, bool whole) {
      while (auto v = As<Var>(e)) {
        (whole ? kept : per_batch).insert(v.get());
        auto it = defs.find(v.get());
        if (it == defs.end()) break;
        const std::string& op = it->second->callee_name();
        if (op != "tile.transpose_view" && op != "tile.reshape") break;
        e = it->second->args()[0];
      }
    };
    for (const Use& u : uses) {
      const ExprPtr& l = u.call->args()[u.lhs];
      const ExprPtr& r = u.call->args()[u.rhs];
      const bool fit = OperandsFitMat(TileTypeOf(l), TileTypeOf(r));
      for (const ExprPtr& e : {l, r}) {
        CallPtr load = BaseLoad(e, defs);
        mark(e, !load || (fit && WholeLoadContiguous(load)));
      }
    }
    std::unordered_set<const Var*> dropped;
    for (const Var* v : only) {
      if (per_batch.count(v) && !kept.count(v)) dropped.insert(v);
      // The operands look through batch-only reshapes, which are left dead.
      auto it = defs.find(v);
      if (it != defs.end() && IsBatchOnlyReshape(it->second)) dropped.insert(v);
    }
    return dropped;
  }

  // A tile.reshape that only regroups the batch dims of a batch matmul
  // operand: both ranks at least 2, the same static trailing (rows, cols) page
  // and the same static batch volume. The operand is read through it.
  static bool IsBatchOnlyReshape(const CallPtr& call) {
    if (!call || call->callee_name() != "tile.reshape" || call->args().size() != 2) return false;
    auto out = TileTypeOf(call);
    auto in = TileTypeOf(call->args()[0]);
    if (!out || !in || out->rank() < 2 || in->rank() < 2) return false;
    auto page = [](const TileTypePtr& t) {
      return std::make_pair(StaticDim(t->shape()[t->rank() - 2]), StaticDim(t->shape().back()));
    };
    auto in_page = page(in);
    auto out_page = page(out);
    if (!in_page.first || !in_page.second || in_page != out_page) return false;
    auto batch_volume = [](const TileTypePtr& t) -> std::optional<int64_t> {
      int64_t volume = 1;
      for (size_t i = 0; i + 2 < t->rank(); ++i) {
        auto d = StaticDim(t->shape()[i]);
        if (!d) return std::nullopt;
        volume *= *d;
      }
      return volume;
    };
    auto in_volume = batch_volume(in);
    return in_volume && in_volume == batch_volume(out);
  }

  // `operand` with the batch-only reshapes that define it peeled off.
  static ExprPtr PeelBatchOnlyReshapes(ExprPtr operand,
                                       const std::unordered_map<const Var*, CallPtr>& defs) {
    while (CallPtr reshape = DefOf(operand, defs, "tile.reshape")) {
      if (!IsBatchOnlyReshape(reshape)) break;
      operand = reshape->args()[0];
    }
    return operand;
  }

  // The load a batch matmul operand comes from (through batch-only reshapes
  // and a transpose_view).
  static CallPtr BaseLoad(const ExprPtr& raw_operand,
                          const std::unordered_map<const Var*, CallPtr>& defs) {
    ExprPtr operand = PeelBatchOnlyReshapes(raw_operand, defs);
    ExprPtr src = operand;
    if (CallPtr view = DefOf(operand, defs, "tile.transpose_view")) src = view->args()[0];
    return DefOf(src, defs, "tile.load");
  }

  // Source comments as the reference leaves them: it rebuilds every
  // tile.load, every statement reading a variable it rebuilt, and every
  // return as fresh statements without comments; loops and branches keep
  // theirs.
  // Only a function with source comments needs the tracking.
  explicit Flattener(bool track_comments) : track_comments_(track_comments) {}

  StmtPtr MutateStmt(const StmtPtr& stmt) override {
    if (!stmt || !track_comments_) return IRMutator::MutateStmt(stmt);
    const size_t rebuilt_before = rebuilt_.size();
    StmtPtr out = IRMutator::MutateStmt(stmt);
    switch (stmt->kind()) {
      case NodeKind::kAssign: {
        const auto& assign = static_cast<const AssignStmt&>(*stmt);
        CallPtr call = AsOpCall(assign.value());
        if ((call && call->callee_name() == "tile.load") || ReadsRebuilt(assign.value())) {
          rebuilt_.insert(assign.var().get());
          return WithoutComments(out);
        }
        return out;
      }
      case NodeKind::kReturn:
        return WithoutComments(out);
      case NodeKind::kEval:
        return ReadsRebuilt(static_cast<const EvalStmt&>(*stmt).expr()) ? WithoutComments(out)
                                                                        : out;
      case NodeKind::kFor:
      case NodeKind::kWhile:
      case NodeKind::kIf: {
        // Results of a control statement that holds or reads a rebuilt
        // variable are rebuilt too.
        bool reads = rebuilt_.size() > rebuilt_before;
        std::vector<VarPtr> results;
        if (auto loop = As<ForStmt>(stmt)) {
          for (const auto& ia : loop->iter_args()) reads = reads || ReadsRebuilt(ia->init_value());
          results = loop->return_vars();
        } else if (auto loop = As<WhileStmt>(stmt)) {
          for (const auto& ia : loop->iter_args()) reads = reads || ReadsRebuilt(ia->init_value());
          results = loop->return_vars();
        } else {
          results = static_cast<const IfStmt&>(*stmt).return_vars();
        }
        if (reads) {
          for (const auto& v : results) rebuilt_.insert(v.get());
        }
        return KeepLeadingComments(stmt, std::move(out));
      }
      default:
        return out;
    }
  }

  bool ReadsRebuilt(const ExprPtr& expr) const {
    if (rebuilt_.empty() || !expr) return false;
    struct Finder : IRVisitor {
      const std::unordered_set<const Var*>* rebuilt;
      bool found = false;
      void VisitVar(const VarPtr& var) override { found = found || rebuilt->count(var.get()); }
      void VisitIterArg(const IterArgPtr& var) override {
        found = found || rebuilt->count(var.get());
      }
    } finder;
    finder.rebuilt = &rebuilt_;
    finder.VisitExpr(expr);
    return finder.found;
  }

  static StmtPtr WithoutComments(const StmtPtr& stmt) {
    if (!stmt || !stmt->has_leading_comments()) return stmt;
    if (auto assign = As<AssignStmt>(stmt)) {
      return std::make_shared<AssignStmt>(assign->var(), assign->value(), assign->span());
    }
    if (auto ret = As<ReturnStmt>(stmt)) {
      return std::make_shared<ReturnStmt>(ret->values(), ret->span());
    }
    if (auto eval = As<EvalStmt>(stmt)) {
      return std::make_shared<EvalStmt>(eval->expr(), eval->span());
    }
    return stmt;
  }

  // Batch matmuls need their block: the operand definitions and the statement
  // after them (a store of the result is fused into per-batch stores).
  StmtPtr MutateSeq(const SeqStmtsPtr& seq) override {
    const std::vector<StmtPtr>& stmts = seq->stmts();
    std::unordered_map<const Var*, CallPtr> defs;
    bool has_batch = false;
    for (const auto& s : stmts) {
      auto assign = As<AssignStmt>(s);
      CallPtr call = assign ? AsOpCall(assign->value()) : nullptr;
      if (!call) continue;
      defs[assign->var().get()] = call;
      const std::string& n = call->callee_name();
      has_batch = has_batch || n == "tile.batch_matmul" || n == "tile.batch_matmul_acc";
    }
    if (!has_batch) return IRMutator::MutateSeq(seq);
    const std::unordered_set<const Var*> dropped = PerBatchOnlyChains(stmts, defs);
    std::vector<StmtPtr> out;
    for (size_t i = 0; i < stmts.size(); ++i) {
      auto assign = As<AssignStmt>(stmts[i]);
      if (assign && dropped.count(assign->var().get())) continue;
      CallPtr call = assign ? AsOpCall(assign->value()) : nullptr;
      if (call && call->callee_name() == "tile.batch_matmul") {
        AssignStmtPtr store = DirectStore(stmts, i, assign->var());
        LowerBatchMatmul(assign, call, store, defs, &out);
        if (store) ++i;
        continue;
      }
      if (call && call->callee_name() == "tile.batch_matmul_acc") {
        LowerBatchMatmulAcc(assign, call, defs, &out);
        continue;
      }
      out.push_back(MutateStmt(stmts[i]));
    }
    return MakeSeq(std::move(out), seq->span());
  }

  StmtPtr MutateEval(const EvalStmtPtr& stmt) override {
    CallPtr call = AsOpCall(stmt->expr(), "tile.store");
    if (!call) return IRMutator::MutateEval(stmt);
    std::vector<StmtPtr> stmts;
    CallPtr store = RewriteStore(call, &stmts);
    stmts.push_back(std::make_shared<EvalStmt>(store, stmt->span()));
    return MakeSeq(std::move(stmts), stmt->span());
  }

  // If results take the types the branches yield (the then branch, else the
  // else branch), as the reference rebuilds them.
  StmtPtr MutateIf(const IfStmtPtr& stmt) override {
    StmtPtr out = IRMutator::MutateIf(stmt);
    auto if_stmt = As<IfStmt>(out);
    if (!if_stmt || if_stmt->return_vars().empty()) return out;
    std::vector<TypePtr> types = YieldTypes(if_stmt->then_body());
    if (types.empty() && if_stmt->else_body()) types = YieldTypes(if_stmt->else_body());
    std::vector<VarPtr> rvs = if_stmt->return_vars();
    // The reference retypes unless the yield has the same type object, so a
    // MemRef difference (dump-form input) counts too, and so does a view
    // expression naming another variable of the same form.
    if (!Retype(&rvs, types, RetypeWhen::kOtherObject)) return out;
    return std::make_shared<IfStmt>(if_stmt->condition(), if_stmt->then_body(),
                                    if_stmt->else_body(), std::move(rvs), if_stmt->span());
  }

  // An iter_arg whose init was rebuilt takes the init's type, as the
  // reference rebuilds it from the new init (e.g. an Acc-typed carry whose
  // init is a re-deduced Mat load becomes Mat); the loop results follow.
  VarPtr MutateVarDef(const VarPtr& var) override {
    VarPtr out = IRMutator::MutateVarDef(var);
    auto old_ia = As<IterArg>(var);
    auto ia = As<IterArg>(out);
    if (!old_ia || !ia || ia->init_value() == old_ia->init_value()) return out;
    const TypePtr& init_type = ia->init_value()->type();
    if (!IsA<TileType>(init_type) || StructuralEqual(init_type, ia->type())) return out;
    auto fresh =
        std::make_shared<IterArg>(ia->name_hint(), init_type, ia->init_value(), ia->span());
    SetVarRemap(var, fresh);
    rededuced_.insert(fresh.get());
    return fresh;
  }

  // Loop results take their iter_args' types and are always rebuilt, so the
  // tile ops reading them are re-deduced: the reference rebuilds a result
  // whose type is another object than its iter_arg's, which its results are
  // (a K-loop result moved to Vec passes its layout down the chain after it).
  StmtPtr MutateFor(const ForStmtPtr& stmt) override {
    StmtPtr out = IRMutator::MutateFor(stmt);
    auto f = As<ForStmt>(out);
    if (!f) return out;
    std::vector<VarPtr> rvs = f->return_vars();
    if (!Retype(&rvs, IterArgTypes(f->iter_args()), RetypeWhen::kAlways)) return out;
    return std::make_shared<ForStmt>(f->loop_var(), f->start(), f->stop(), f->step(),
                                     f->iter_args(), f->body(), std::move(rvs), f->for_kind(),
                                     f->attrs(), f->span());
  }

  StmtPtr MutateWhile(const WhileStmtPtr& stmt) override {
    StmtPtr out = IRMutator::MutateWhile(stmt);
    auto w = As<WhileStmt>(out);
    if (!w) return out;
    std::vector<VarPtr> rvs = w->return_vars();
    if (!Retype(&rvs, IterArgTypes(w->iter_args()))) return out;
    return std::make_shared<WhileStmt>(w->condition(), w->iter_args(), w->body(), std::move(rvs),
                                       w->span());
  }

 private:
  // Ops whose N-D result is not the flattening of their type: re-deduced.
  static inline const std::set<std::string> kRededuced = {
      "tile.assemble",   "tile.extract",        "tile.concat",        "tile.col_sum",
      "tile.col_max",    "tile.col_min",        "tile.col_prod",      "tile.matmul",
      "tile.matmul_acc", "tile.set_validshape", "tile.transpose_view"};

  // The reference rebuilds every load of rank <= 2 from its operands, so a
  // load takes its deduced type here: a view or valid region that only its
  // annotation gave is dropped, and a 2-D type that came from the annotation
  // over an N-D window (e.g. a [1, 16, 64] window annotated [16, 64]) becomes
  // N-D again and is not flattened (a store reshapes it to 2-D first,
  // "flat_tile"). Either way the tile ops using the load are re-deduced in
  // turn (RededuceFromOperands), as the reference re-creates every tile op
  // whose operands it rebuilt.
  StmtPtr RededuceLoad(const AssignStmtPtr& stmt, const CallPtr& call) {
    std::vector<ExprPtr> args;
    for (const auto& a : call->args()) args.push_back(MutateExpr(a));
    CallPtr deduced = MakeOpCallOrThrow("tile.load", args, call->kwargs(), call->span());
    // Kept only when the variable already has exactly that type, the same
    // variables included (a valid_shape naming another temporary of the same
    // form, as FlattenCallExpr makes them, is rebuilt as in the reference).
    if (StructuralEqual(deduced->type(), call->type()) &&
        StructuralEqual(deduced->type(), stmt->var()->type()) &&
        ExtentVars(deduced->type()) == ExtentVars(stmt->var()->type())) {
      rededuced_.insert(stmt->var().get());
      return IRMutator::MutateAssign(stmt);
    }
    auto load = std::make_shared<Call>(call->op(), std::move(args), call->kwargs(), call->attrs(),
                                       deduced->type(), call->span());
    auto var = std::make_shared<Var>(stmt->var()->name_hint(), load->type(), stmt->var()->span());
    SetVarRemap(stmt->var(), var);
    rededuced_.insert(var.get());
    return std::make_shared<AssignStmt>(var, load, stmt->span());
  }

  // A copy (or function call) whose operands were rebuilt takes its value's
  // new type, and its readers are re-deduced, as the reference substitutes
  // such an assignment into a fresh variable.
  StmtPtr MutateNonOpAssign(const AssignStmtPtr& stmt) {
    ExprPtr value = MutateExpr(stmt->value());
    if (value == stmt->value() || !value->type()) return IRMutator::MutateAssign(stmt);
    auto var = std::make_shared<Var>(stmt->var()->name_hint(), value->type(), stmt->var()->span());
    SetVarRemap(stmt->var(), var);
    rededuced_.insert(var.get());
    return std::make_shared<AssignStmt>(var, value, stmt->span());
  }

  bool UsesRededuced(const CallPtr& call) {
    for (const auto& a : call->args()) {
      auto v = As<Var>(MutateExpr(a));
      if (v && rededuced_.count(v.get())) return true;
    }
    return false;
  }

  // A tile op reading a re-deduced variable is re-deduced from its operands
  // (an N-D operand gives an N-D result, which stays so).
  StmtPtr RededuceFromOperands(const AssignStmtPtr& stmt, const CallPtr& call) {
    std::vector<ExprPtr> args;
    for (const auto& a : call->args()) args.push_back(MutateExpr(a));
    CallPtr value =
        MakeOpCallOrThrow(call->callee_name(), std::move(args), call->kwargs(), call->span());
    auto var = std::make_shared<Var>(stmt->var()->name_hint(), value->type(), stmt->var()->span());
    SetVarRemap(stmt->var(), var);
    rededuced_.insert(var.get());
    return std::make_shared<AssignStmt>(var, value, stmt->span());
  }

  // Variables whose users the reference re-deduces (see RededuceLoad).
  std::unordered_set<const Var*> rededuced_;
  // Input variables the reference rebuilds (see MutateStmt).
  std::unordered_set<const Var*> rebuilt_;
  const bool track_comments_;

  // An N-D load producing a natural Nz (col_major / row_major) Mat tile.
  static bool IsNaturalNzMatLoad(const CallPtr& call) {
    auto tile = TileTypeOf(call);
    if (!tile || tile->rank() <= 2 || tile->memory_space() != MemorySpace::kMat) return false;
    TileView view =
        tile->view() ? *tile->view() : ImplicitTileView(tile->shape(), MemorySpace::kMat);
    return view.blayout == TileLayout::kColMajor && view.slayout == TileLayout::kRowMajor;
  }

  // Whether merging the leading dims of a `valid` window of `dims` into rows
  // addresses one contiguous row range: once a leading dim's extent exceeds
  // 1, every later leading dim must be whole.
  static bool RowCollapseContiguous(const std::vector<ExprPtr>& valid,
                                    const std::vector<ExprPtr>& dims) {
    if (valid.size() != dims.size()) return true;
    bool past = false;
    for (size_t i = 0; i + 1 < valid.size(); ++i) {
      const bool full = DimsEqual(valid[i], dims[i]);
      if (past) {
        if (!full) return false;
        continue;
      }
      if (StaticDim(valid[i]) != std::optional<int64_t>(1)) past = true;
    }
    return true;
  }

  static std::vector<ExprPtr> CollapseLeading(const std::vector<ExprPtr>& dims) {
    ExprPtr rows = dims[0];
    for (size_t i = 1; i + 1 < dims.size(); ++i) rows = FoldMul(rows, dims[i]);
    return {rows, dims.back()};
  }

  // The 2-D tensor.view an N-D source is read through: leading dims merged
  // into rows, a valid shape (which must collapse to contiguous rows) likewise.
  static CallPtr CollapsedView(const ExprPtr& tensor_expr, const TensorType& tensor,
                               const Span& span) {
    std::vector<ExprPtr> view_args = {tensor_expr,
                                      ShapeTuple(CollapseLeading(tensor.shape()), span)};
    const TensorView* tv = tensor.view() ? &*tensor.view() : nullptr;
    if (tv && !tv->valid_shape.empty()) {
      if (!RowCollapseContiguous(tv->valid_shape, tensor.shape())) {
        ThrowUnsupported(span, "N-D Mat tile.load from a tensor with a non-contiguous valid shape",
                         kPass);
      }
      view_args.push_back(ShapeTuple(CollapseLeading(tv->valid_shape), span));
    }
    return MakeOpCallOrThrow("tensor.view", std::move(view_args), {}, span);
  }

  // The row of a collapsed view at which an N-D offset starts.
  static ExprPtr CollapseOffsetsToRow(const std::vector<ExprPtr>& offsets,
                                      const std::vector<ExprPtr>& dims) {
    ExprPtr row = offsets[0];
    for (size_t i = 1; i + 1 < offsets.size(); ++i) {
      row = FoldAdd(FoldMul(row, dims[i]), offsets[i]);
    }
    return row;
  }

  // The hardware's Nz Mat load takes a 2-D source: the N-D source is viewed
  // as [rows, cols] (tensor.view) and the window's offsets collapse to a row.
  StmtPtr CollapseMatLoad(const AssignStmtPtr& stmt, const CallPtr& call) {
    const Span& span = call->span();
    std::vector<ExprPtr> args;
    for (const auto& a : call->args()) args.push_back(MutateExpr(a));
    auto tensor = TensorTypeOf(args[0]);
    auto offsets = As<MakeTuple>(args[1]);
    auto shapes = As<MakeTuple>(args[2]);
    auto valid = args.size() > 3 ? As<MakeTuple>(args[3]) : shapes;
    if (!tensor || !offsets || !shapes || !valid || tensor->rank() != TileTypeOf(call)->rank() ||
        offsets->elements().size() != tensor->rank() ||
        shapes->elements().size() != tensor->rank() || valid->elements().size() != tensor->rank()) {
      ThrowInternal("FlattenTileNdTo2D: an N-D Mat tile.load needs a same-rank tensor window");
    }
    if (!RowCollapseContiguous(valid->elements(), tensor->shape())) {
      ThrowUnsupported(span, "N-D Mat tile.load of a non-contiguous window", kPass);
    }
    CallPtr view = CollapsedView(args[0], *tensor, span);
    auto view_var = std::make_shared<Var>(stmt->var()->name_hint() + "_view2d", view->type(), span);
    ExprPtr row = CollapseOffsetsToRow(offsets->elements(), tensor->shape());
    std::vector<ExprPtr> load_args = {view_var, ShapeTuple({row, offsets->elements().back()}, span),
                                      ShapeTuple(CollapseLeading(shapes->elements()), span),
                                      ShapeTuple(CollapseLeading(valid->elements()), span)};
    auto load = std::make_shared<Call>(call->op(), std::move(load_args), call->kwargs(),
                                       call->attrs(), MutateType(call->type()), span);
    auto var = std::make_shared<Var>(stmt->var()->name_hint(), load->type(), stmt->var()->span());
    SetVarRemap(stmt->var(), var);
    return MakeSeq({std::make_shared<AssignStmt>(view_var, view, span),
                    std::make_shared<AssignStmt>(var, load, stmt->span())},
                   stmt->span());
  }

  // ---- batch matmul ----

  struct BatchOperand {
    ExprPtr flat;                 // the flattened (2-D) operand
    TileTypePtr nd_type;          // its type before flattening
    std::vector<int64_t> dims;    // static dims of nd_type
    bool column_batched = false;  // a tile.transpose_view: pages side by side
    CallPtr base_load;            // the whole load it comes from, if any
    bool whole = true;            // sliced from the whole tile, else loaded per batch
  };

  static std::vector<int64_t> StaticDims(const std::vector<ExprPtr>& shape, const Span& span) {
    std::vector<int64_t> dims;
    for (const auto& d : shape) {
      auto c = StaticDim(d);
      if (!c) {
        ThrowUserError(span, "FlattenTileNdTo2D requires static tile shapes, got a dynamic dim");
      }
      dims.push_back(*c);
    }
    return dims;
  }

  static CallPtr DefOf(const ExprPtr& e, const std::unordered_map<const Var*, CallPtr>& defs,
                       const std::string& op) {
    auto v = As<Var>(e);
    if (!v) return nullptr;
    auto it = defs.find(v.get());
    if (it == defs.end() || it->second->callee_name() != op) return nullptr;
    return it->second;
  }

  BatchOperand Operand(const ExprPtr& raw_arg, const std::unordered_map<const Var*, CallPtr>& defs,
                       const Span& span) {
    const ExprPtr arg = PeelBatchOnlyReshapes(raw_arg, defs);
    BatchOperand o;
    o.nd_type = TileTypeOf(arg);
    if (!o.nd_type) ThrowInternal("FlattenTileNdTo2D: batch matmul operands must be tiles");
    o.dims = StaticDims(o.nd_type->shape(), span);
    ExprPtr load_src = arg;
    if (CallPtr view = DefOf(arg, defs, "tile.transpose_view")) {
      o.column_batched = true;
      load_src = view->args()[0];
    }
    o.base_load = DefOf(load_src, defs, "tile.load");
    o.flat = MutateExpr(arg);
    return o;
  }

  // Whether a load's whole window collapses to contiguous rows (no load, a
  // 2-D or a dynamic one: yes).
  static bool WholeLoadContiguous(const CallPtr& load) {
    if (!load || load->args().size() < 4) return true;
    auto tensor = TensorTypeOf(load->args()[0]);
    auto valid = As<MakeTuple>(load->args()[3]);
    if (!tensor || !valid || valid->elements().size() <= 2 ||
        tensor->rank() != valid->elements().size()) {
      return true;
    }
    return RowCollapseContiguous(valid->elements(), tensor->shape());
  }

  // Whether both operands' whole tiles fit Mat together (dynamic dims: yes).
  static bool OperandsFitMat(const TileTypePtr& l, const TileTypePtr& r) {
    auto bytes = [](const TileTypePtr& t) -> std::optional<int64_t> {
      if (!t) return std::nullopt;
      int64_t n = std::max(1, DataTypeBits(t->dtype()) / 8);
      for (const auto& d : t->shape()) {
        auto c = StaticDim(d);
        if (!c || *c < 0) return std::nullopt;
        n *= *c;
      }
      return n;
    };
    auto lb = bytes(l);
    auto rb = bytes(r);
    const int64_t budget = backend::CurrentSoc().MemSize(MemorySpace::kMat);
    return !lb || !rb || budget <= 0 || *lb + *rb <= budget;
  }

  // An operand stays whole (sliced per batch) when both fit Mat together and
  // its load collapses to contiguous rows; otherwise a loaded operand is
  // loaded per batch. One without a load is sliced from its whole tile.
  static void RouteOperands(BatchOperand* l, BatchOperand* r) {
    const bool fit = OperandsFitMat(l->nd_type, r->nd_type);
    for (BatchOperand* o : {l, r}) {
      o->whole = (fit && WholeLoadContiguous(o->base_load)) || !o->base_load;
      auto flat = TileTypeOf(o->flat);
      if (o->whole && (!flat || flat->rank() != 2)) {
        ThrowInternal("FlattenTileNdTo2D: a batch matmul operand must flatten to 2-D");
      }
    }
  }

  // Per-dim indices of flat batch `flat` in `shape` (row-major).
  static std::vector<int64_t> BatchIndices(int64_t flat, const std::vector<int64_t>& shape) {
    std::vector<int64_t> idx(shape.size());
    for (size_t i = shape.size(); i-- > 0;) {
      idx[i] = flat % shape[i];
      flat /= shape[i];
    }
    return idx;
  }

  // Flat batch index of an operand broadcast against the output batch dims.
  static int64_t OperandBatch(const std::vector<int64_t>& op_batch,
                              const std::vector<int64_t>& out_batch,
                              const std::vector<int64_t>& out_idx) {
    int64_t flat = 0;
    const size_t lead = out_batch.size() - op_batch.size();
    for (size_t i = 0; i < op_batch.size(); ++i) {
      flat = flat * op_batch[i] + (op_batch[i] == 1 ? 0 : out_idx[lead + i]);
    }
    return flat;
  }

  // The page of batch `b` loaded on its own from the operand's whole load:
  // its source viewed as 2-D, a [1, .., 1, X, Y] window at the batch's offset
  // read as [X, Y] (then a transpose_view for a column-batched operand).
  VarPtr PerBatchPage(const BatchOperand& o, int64_t b, const std::string& base, const Span& span,
                      std::vector<StmtPtr>* out) {
    const CallPtr& load = o.base_load;
    ExprPtr source = MutateExpr(load->args()[0]);
    auto tensor = TensorTypeOf(source);
    auto offsets = As<MakeTuple>(MutateExpr(load->args()[1]));
    auto window = As<MakeTuple>(load->args()[2]);
    if (!tensor || !offsets || !window || tensor->rank() < 3 ||
        window->elements().size() != tensor->rank() ||
        offsets->elements().size() != tensor->rank()) {
      ThrowInternal("FlattenTileNdTo2D: a per-batch load needs an N-D tensor window");
    }
    const size_t rank = tensor->rank();
    auto x = StaticDim(window->elements()[rank - 2]);
    auto y = StaticDim(window->elements()[rank - 1]);
    if (!x || !y) ThrowInternal("FlattenTileNdTo2D: a per-batch load needs static page dims");
    const std::vector<int64_t> batch_shape(o.dims.begin(), o.dims.end() - 2);
    const std::vector<int64_t> idx = BatchIndices(b, batch_shape);
    std::vector<ExprPtr> offs = offsets->elements();
    for (size_t d = 0; d < idx.size() && d < offs.size(); ++d) {
      if (idx[d] != 0) offs[d] = FoldAdd(offs[d], MakeIndex(idx[d], span));
    }
    const std::string k = std::to_string(b);
    CallPtr view = CollapsedView(source, *tensor, span);
    auto view_var = std::make_shared<Var>(base + "_pbview2d_" + k, view->type(), span);
    out->push_back(std::make_shared<AssignStmt>(view_var, view, span));
    ExprPtr page_shape = MakeIndexTuple({*x, *y}, span);
    CallPtr deduced = MakeOpCallOrThrow(
        "tile.load",
        {view_var, ShapeTuple({CollapseOffsetsToRow(offs, tensor->shape()), offs.back()}, span),
         page_shape, page_shape},
        load->kwargs(), span);
    auto page_load = std::make_shared<Call>(deduced->op(), deduced->args(), deduced->kwargs(),
                                            load->attrs(), deduced->type(), span);
    VarPtr current = std::make_shared<Var>(base + "_pbload_" + k, page_load->type(), span);
    out->push_back(std::make_shared<AssignStmt>(current, page_load, span));
    if (o.column_batched) {
      CallPtr tv = MakeOpCallOrThrow("tile.transpose_view", {current}, {}, span);
      current = std::make_shared<Var>(base + "_pbview_" + k, tv->type(), span);
      out->push_back(std::make_shared<AssignStmt>(current, tv, span));
    }
    return current;
  }

  // The 2-D page of batch `b`: a row slice of a row-batched operand, a column
  // slice of a column-batched (transpose_view) one.
  VarPtr Page(const BatchOperand& o, int64_t b, const std::string& base, const Span& span,
              std::vector<StmtPtr>* out) {
    if (!o.whole) return PerBatchPage(o, b, base, span, out);
    const int64_t rows = o.dims[o.dims.size() - 2];
    const int64_t cols = o.dims.back();
    ExprPtr offset = o.column_batched ? MakeIndexTuple({0, b * cols}, span)
                                      : MakeIndexTuple({b * rows, 0}, span);
    CallPtr slice = MakeOpCallOrThrow(
        "tile.slice", {o.flat, MakeIndexTuple({rows, cols}, span), offset}, {}, span);
    auto var = std::make_shared<Var>(base + "_slice_" + std::to_string(b), slice->type(), span);
    out->push_back(std::make_shared<AssignStmt>(var, slice, span));
    return var;
  }

  static std::vector<int64_t> BroadcastBatch(const BatchOperand& l, const BatchOperand& r,
                                             const Span& span) {
    std::vector<ExprPtr> lb(l.nd_type->shape().begin(), l.nd_type->shape().end() - 2);
    std::vector<ExprPtr> rb(r.nd_type->shape().begin(), r.nd_type->shape().end() - 2);
    auto b = BroadcastShapes(lb, rb);
    if (!b) ThrowInternal("FlattenTileNdTo2D: batch matmul batch dims must broadcast");
    return StaticDims(*b, span);
  }

  // The statement after `i` when it stores the batch matmul result `var`.
  static AssignStmtPtr DirectStore(const std::vector<StmtPtr>& stmts, size_t i, const VarPtr& var) {
    if (i + 1 >= stmts.size()) return nullptr;
    auto assign = As<AssignStmt>(stmts[i + 1]);
    CallPtr store = assign ? AsOpCall(assign->value(), "tile.store") : nullptr;
    if (!store || store->args().empty()) return nullptr;
    auto src = As<Var>(store->args()[0]);
    return src && src.get() == var.get() ? assign : nullptr;
  }

  // tile.batch_matmul: one tile.matmul per output batch; results are stored
  // per batch (fused with the following store) or moved to Vec and assembled
  // into a [batches * M, N] tile. A single batch without a cast is the plain
  // matmul's Acc tile.
  void LowerBatchMatmul(const AssignStmtPtr& assign, const CallPtr& call,
                        const AssignStmtPtr& store_assign,
                        const std::unordered_map<const Var*, CallPtr>& defs,
                        std::vector<StmtPtr>* out) {
    const Span& span = call->span();
    BatchOperand l = Operand(call->args()[0], defs, span);
    BatchOperand r = Operand(call->args()[1], defs, span);
    RouteOperands(&l, &r);
    const DataType result_dtype = TileTypeOf(call)->dtype();
    const std::vector<int64_t> out_batch = BroadcastBatch(l, r, span);
    int64_t batches = 1;
    for (int64_t d : out_batch) batches *= d;
    const std::vector<int64_t> lb(l.dims.begin(), l.dims.end() - 2);
    const std::vector<int64_t> rb(r.dims.begin(), r.dims.end() - 2);
    const int64_t m = l.dims[l.dims.size() - 2];
    const int64_t n = r.dims.back();

    if (batches == 1 && !store_assign) {
      std::vector<StmtPtr> pages;
      auto idx = BatchIndices(0, out_batch);
      VarPtr lp = Page(l, OperandBatch(lb, out_batch, idx), "lhs", span, &pages);
      VarPtr rp = Page(r, OperandBatch(rb, out_batch, idx), "rhs", span, &pages);
      CallPtr mm = MakeOpCallOrThrow("tile.matmul", {lp, rp}, {}, span);
      if (TileTypeOf(mm)->dtype() == result_dtype) {
        out->insert(out->end(), pages.begin(), pages.end());
        auto var = std::make_shared<Var>(assign->var()->name_hint(), mm->type(), span);
        out->push_back(std::make_shared<AssignStmt>(var, mm, span));
        SetVarRemap(assign->var(), var);
        rededuced_.insert(var.get());
        return;
      }
    }

    VarPtr acc_tile;
    if (!store_assign) {
      CallPtr create =
          MakeOpCallOrThrow("tile.create", {MakeIndexTuple({batches * m, n}, span)},
                            Attrs({{"dtype", AttrValue::DType(result_dtype)},
                                   {"target_memory", AttrValue::FromEnum(MemorySpace::kVec)}}),
                            span);
      acc_tile = std::make_shared<Var>(assign->var()->name_hint(), create->type(), span);
      out->push_back(std::make_shared<AssignStmt>(acc_tile, create, span));
    }
    ExprPtr store_tensor;
    std::vector<ExprPtr> store_offsets;
    ExprPtr partition;
    if (store_assign) {
      CallPtr store = AsOpCall(store_assign->value());
      store_tensor = MutateExpr(store->args()[2]);
      auto offs = As<MakeTuple>(MutateExpr(store->args()[1]));
      auto tensor = TensorTypeOf(store_tensor);
      // User errors, as in the reference: the store is written by the user.
      if (!tensor) {
        ThrowUserError(
            store->span(),
            "FlattenTileNdTo2D: tile.batch_matmul direct store target must be TensorType");
      }
      if (!offs) {
        ThrowUserError(store->span(), "FlattenTileNdTo2D: tile.store offsets must be a MakeTuple");
      }
      if (offs->elements().size() != out_batch.size() + 2) {
        ThrowUserError(store->span(),
                       "FlattenTileNdTo2D: tile.store offsets rank must match batch_matmul result "
                       "rank");
      }
      store_offsets = offs->elements();
      if (tensor->rank() > 2) {
        std::vector<int64_t> part(tensor->rank() - 2, 1);
        part.push_back(m);
        part.push_back(n);
        partition = MakeIndexTuple(part, span);
      }
    }
    for (int64_t i = 0; i < batches; ++i) {
      const std::string k = std::to_string(i);
      auto idx = BatchIndices(i, out_batch);
      VarPtr lp = Page(l, OperandBatch(lb, out_batch, idx), "lhs", span, out);
      VarPtr rp = Page(r, OperandBatch(rb, out_batch, idx), "rhs", span, out);
      CallPtr mm = MakeOpCallOrThrow("tile.matmul", {lp, rp}, {}, span);
      VarPtr result = std::make_shared<Var>("matmul_" + k, mm->type(), span);
      out->push_back(std::make_shared<AssignStmt>(result, mm, span));
      const bool cast = TileTypeOf(mm)->dtype() != result_dtype;
      if (!store_assign || cast) {
        CallPtr move = MakeOpCallOrThrow(
            "tile.move", {result},
            Attrs({{"target_memory", AttrValue::FromEnum(MemorySpace::kVec)}}), span);
        result = std::make_shared<Var>("matmul_vec_" + k, move->type(), span);
        out->push_back(std::make_shared<AssignStmt>(result, move, span));
      }
      if (cast) {
        CallPtr c = MakeOpCallOrThrow(
            "tile.cast", {result},
            Attrs({{"target_type", AttrValue::DType(result_dtype)}, {"mode", AttrValue::Int(2)}}),
            span);
        result = std::make_shared<Var>("matmul_cast_" + k, c->type(), span);
        out->push_back(std::make_shared<AssignStmt>(result, c, span));
      }
      if (store_assign) {
        std::vector<ExprPtr> offs = store_offsets;
        for (size_t d = 0; d < out_batch.size(); ++d) {
          if (idx[d] != 0) offs[d] = FoldAdd(offs[d], MakeIndex(idx[d], span));
        }
        std::vector<ExprPtr> args = {result, ShapeTuple(offs, span), store_tensor};
        if (partition) args.push_back(partition);
        CallPtr st = MakeOpCallOrThrow("tile.store", std::move(args), {}, span);
        auto var = std::make_shared<Var>(store_assign->var()->name_hint() + "_" + k, st->type(),
                                         store_assign->var()->span());
        out->push_back(std::make_shared<AssignStmt>(var, st, span));
        store_tensor = var;
      } else {
        CallPtr asm_call = MakeOpCallOrThrow(
            "tile.assemble", {acc_tile, result, MakeIndexTuple({i * m, 0}, span)}, {}, span);
        acc_tile = std::make_shared<Var>(acc_tile->name_hint(), asm_call->type(), span);
        out->push_back(std::make_shared<AssignStmt>(acc_tile, asm_call, span));
      }
    }
    if (store_assign) {
      SetVarRemap(store_assign->var(), As<Var>(store_tensor));
    } else {
      // Its users are rebuilt from the assembled (row-major Vec) result.
      SetVarRemap(assign->var(), acc_tile);
      rededuced_.insert(acc_tile.get());
    }
  }

  // tile.batch_matmul_acc on the flat [batches * M, N] accumulator: per
  // batch, the accumulator's row band is sliced, accumulated into with
  // tile.matmul_acc and assembled back; a single batch is one matmul_acc.
  void LowerBatchMatmulAcc(const AssignStmtPtr& assign, const CallPtr& call,
                           const std::unordered_map<const Var*, CallPtr>& defs,
                           std::vector<StmtPtr>* out) {
    const Span& span = call->span();
    ExprPtr acc = MutateExpr(call->args()[0]);
    auto acc_var = As<Var>(acc);
    auto acc_type = TileTypeOf(acc);
    if (!acc_var || !acc_type || acc_type->rank() != 2) {
      ThrowInternal("FlattenTileNdTo2D: tile.batch_matmul_acc needs a 2-D accumulator variable");
    }
    BatchOperand l = Operand(call->args()[1], defs, span);
    BatchOperand r = Operand(call->args()[2], defs, span);
    RouteOperands(&l, &r);
    const std::vector<int64_t> out_batch = BroadcastBatch(l, r, span);
    int64_t batches = 1;
    for (int64_t d : out_batch) batches *= d;
    const std::vector<int64_t> lb(l.dims.begin(), l.dims.end() - 2);
    const std::vector<int64_t> rb(r.dims.begin(), r.dims.end() - 2);
    const int64_t m = l.dims[l.dims.size() - 2];
    const int64_t n = r.dims.back();
    auto acc_dims = StaticDims(acc_type->shape(), span);
    if (acc_dims[0] != batches * m || acc_dims[1] != n) {
      ThrowInternal("FlattenTileNdTo2D: tile.batch_matmul_acc accumulator is not [batches * M, N]");
    }
    VarPtr current = acc_var;
    for (int64_t i = 0; i < batches; ++i) {
      const std::string k = std::to_string(i);
      auto idx = BatchIndices(i, out_batch);
      VarPtr lp = Page(l, OperandBatch(lb, out_batch, idx), "lhs", span, out);
      VarPtr rp = Page(r, OperandBatch(rb, out_batch, idx), "rhs", span, out);
      if (batches == 1) {
        CallPtr mm = MakeOpCallOrThrow("tile.matmul_acc", {current, lp, rp}, {}, span);
        current = std::make_shared<Var>(current->name_hint(), mm->type(), span);
        out->push_back(std::make_shared<AssignStmt>(current, mm, span));
        break;
      }
      ExprPtr offset = MakeIndexTuple({i * m, 0}, span);
      CallPtr slice = MakeOpCallOrThrow("tile.slice",
                                        {current, MakeIndexTuple({m, n}, span), offset}, {}, span);
      auto page = std::make_shared<Var>("acc_page_" + k, slice->type(), span);
      out->push_back(std::make_shared<AssignStmt>(page, slice, span));
      CallPtr mm = MakeOpCallOrThrow("tile.matmul_acc", {page, lp, rp}, {}, span);
      auto res = std::make_shared<Var>("matmul_acc_" + k, mm->type(), span);
      out->push_back(std::make_shared<AssignStmt>(res, mm, span));
      CallPtr asm_call = MakeOpCallOrThrow("tile.assemble", {current, res, offset}, {}, span);
      current = std::make_shared<Var>(current->name_hint(), asm_call->type(), span);
      out->push_back(std::make_shared<AssignStmt>(current, asm_call, span));
    }
    SetVarRemap(assign->var(), current);
    rededuced_.insert(current.get());
  }

  // tile.store: a tile still N-D here (the result of a rank-raising
  // tile.reshape) is reshaped to 2-D first ("flat_tile"); a store into a
  // rank > 2 tensor gets the partition shape -- leading 1s for tensor dims the
  // tile does not cover, then the tile's original dims -- as 4th operand.
  CallPtr RewriteStore(const CallPtr& call, std::vector<StmtPtr>* stmts) {
    const Span& span = call->span();
    TileTypePtr orig_tile = TileTypeOf(call->args()[0]);
    std::vector<ExprPtr> args;
    for (const auto& a : call->args()) args.push_back(MutateExpr(a));
    if (auto tile = TileTypeOf(args[0]); tile && tile->rank() > 2) {
      CallPtr reshape = MakeOpCallOrThrow(
          "tile.reshape", {args[0], ShapeTuple(Flatten2D(tile->shape(), span), span)}, {}, span);
      auto flat = std::make_shared<Var>("flat_tile", reshape->type(), span);
      stmts->push_back(std::make_shared<AssignStmt>(flat, reshape, span));
      args[0] = flat;
    }
    auto tensor = TensorTypeOf(args[2]);
    // The partition shape is appended even to a store that already names
    // its shapes, as in the reference; the five-operand store is rejected
    // when a later pass rebuilds it.
    if (orig_tile && tensor && tensor->rank() > 2) {
      std::vector<ExprPtr> partition;
      for (size_t i = orig_tile->rank(); i < tensor->rank(); ++i) partition.push_back(MakeIndex(1));
      for (const auto& d : orig_tile->shape()) partition.push_back(d);
      args.push_back(ShapeTuple(partition, span));
    }
    return std::make_shared<Call>(call->op(), std::move(args), call->kwargs(), call->attrs(),
                                  args[2]->type(), span);
  }

  // An N-D tile.transpose of the last two axes: the flat [batch * A, B] input
  // is sliced into [A, B] pages, each transposed (scratch sliced from one
  // [batch * A, B] pool) and assembled at row i * B of a [batch * B, A]
  // result. Transposes moving a batch axis are rejected.
  StmtPtr LowerNdTranspose(const AssignStmtPtr& stmt, const CallPtr& call) {
    const Span& span = call->span();
    TileTypePtr in_type = TileTypeOf(call->args()[0]);
    const size_t ndim = in_type->rank();
    std::vector<int64_t> dims;
    for (const auto& d : in_type->shape()) {
      auto c = StaticDim(d);
      if (!c) {
        ThrowUserError(span, "FlattenTileNdTo2D requires static tile shapes, got a dynamic dim");
      }
      dims.push_back(*c);
    }
    auto axis = [&](size_t i) {
      auto c = As<ConstInt>(call->args()[i]);
      if (!c) ThrowInternal("FlattenTileNdTo2D: tile.transpose axes must be constants");
      int64_t v = c->value() < 0 ? c->value() + static_cast<int64_t>(ndim) : c->value();
      if (v < 0 || v >= static_cast<int64_t>(ndim)) {
        ThrowUserError(span, "FlattenTileNdTo2D: tile.transpose axis " +
                                 std::to_string(c->value()) + " out of range for rank " +
                                 std::to_string(ndim));
      }
      return v;
    };
    const int64_t a1 = axis(1);
    const int64_t a2 = axis(2);
    const int64_t last = static_cast<int64_t>(ndim) - 1;
    if (std::min(a1, a2) != last - 1 || std::max(a1, a2) != last) {
      ThrowUserError(span,
                     "FlattenTileNdTo2D: only last-two-axes tile.transpose on >2D tiles is "
                     "supported; transpose involving a batch axis (axes " +
                         std::to_string(a1) + ", " + std::to_string(a2) + " of rank " +
                         std::to_string(ndim) +
                         ") is not yet lowered. Reshape the tile so the transposed axes are the "
                         "last two.");
    }
    int64_t batch = 1;
    for (size_t i = 0; i + 2 < ndim; ++i) batch *= dims[i];
    const int64_t a = dims[ndim - 2];
    const int64_t b = dims[ndim - 1];

    std::vector<StmtPtr> out;
    auto emit = [&](const std::string& name, const CallPtr& value) {
      auto var = std::make_shared<Var>(name, value->type(), span);
      out.push_back(std::make_shared<AssignStmt>(var, value, span));
      return var;
    };
    ExprPtr operand = MutateExpr(call->args()[0]);
    TileTypePtr op_type = TileTypeOf(operand);
    if (!op_type) ThrowInternal("FlattenTileNdTo2D: tile.transpose input must be a tile");
    const MemorySpace space = op_type->memory_space().value_or(MemorySpace::kVec);
    if (op_type->rank() > 2) {
      operand = emit("trans_in_2d",
                     MakeOpCallOrThrow("tile.reshape",
                                       {operand, MakeIndexTuple({batch * a, b}, span)}, {}, span));
      op_type = TileTypeOf(operand);
    }
    Attrs create_kw({{"dtype", AttrValue::DType(op_type->dtype())},
                     {"target_memory", AttrValue::FromEnum(space)}});
    VarPtr result = emit(
        stmt->var()->name_hint(),
        MakeOpCallOrThrow("tile.create", {MakeIndexTuple({batch * b, a}, span)}, create_kw, span));
    VarPtr pool = emit(
        "trans_tmp_pool",
        MakeOpCallOrThrow("tile.create", {MakeIndexTuple({batch * a, b}, span)}, create_kw, span));
    for (int64_t i = 0; i < batch; ++i) {
      const std::string k = std::to_string(i);
      auto page = emit("trans_page_" + k, MakeOpCallOrThrow("tile.slice",
                                                            {operand, MakeIndexTuple({a, b}, span),
                                                             MakeIndexTuple({i * a, 0}, span)},
                                                            {}, span));
      auto tmp = emit("trans_tmp_" + k, MakeOpCallOrThrow("tile.slice",
                                                          {pool, MakeIndexTuple({a, b}, span),
                                                           MakeIndexTuple({i * a, 0}, span)},
                                                          {}, span));
      auto t =
          emit("trans_" + k,
               MakeOpCallOrThrow("tile.transpose",
                                 {page, MakeIndex(0, span), MakeIndex(1, span), tmp}, {}, span));
      result = emit(stmt->var()->name_hint(),
                    MakeOpCallOrThrow("tile.assemble",
                                      {result, t, MakeIndexTuple({i * b, 0}, span)}, {}, span));
    }
    SetVarRemap(stmt->var(), result);
    return MakeSeq(std::move(out), stmt->span());
  }

  static std::vector<TypePtr> YieldTypes(const StmtPtr& body) {
    std::vector<TypePtr> types;
    for (const auto& s : StmtList(body)) {
      if (auto y = As<YieldStmt>(s)) {
        for (const auto& v : y->values()) types.push_back(v->type());
        break;
      }
    }
    return types;
  }

  static std::vector<TypePtr> IterArgTypes(const std::vector<IterArgPtr>& iter_args) {
    std::vector<TypePtr> types;
    types.reserve(iter_args.size());
    for (const auto& ia : iter_args) types.push_back(ia->type());
    return types;
  }

  enum class RetypeWhen : uint8_t { kStructurallyDifferent, kOtherObject, kAlways };

  // Replaces each result variable whose type differs from `types[i]` by a
  // fresh one of that type (later uses follow the remap).
  bool Retype(std::vector<VarPtr>* vars, const std::vector<TypePtr>& types,
              RetypeWhen when = RetypeWhen::kStructurallyDifferent) {
    bool changed = false;
    for (size_t i = 0; i < vars->size() && i < types.size(); ++i) {
      VarPtr& rv = (*vars)[i];
      if (!types[i] || (when != RetypeWhen::kAlways && rv->type() == types[i])) continue;
      if (when == RetypeWhen::kStructurallyDifferent && StructuralEqual(rv->type(), types[i])) {
        continue;
      }
      auto fresh = std::make_shared<Var>(rv->name_hint(), types[i], rv->span());
      SetVarRemap(rv, fresh);
      // A rebuilt result rebuilds the tile ops reading it (see RededuceLoad).
      rededuced_.insert(fresh.get());
      rv = fresh;
      changed = true;
    }
    return changed;
  }
};

// Element access and slicing of a >2D tile have no 2-D form; checked on the
// whole function before anything is rewritten (a batch matmul's result is
// already 2-D by the time its users are rewritten).
void RejectNdElementAccess(const FunctionPtr& func) {
  if (!func->body()) return;
  ForEachCall(func->body(), [](const ir::CallPtr& call) {
    const std::string& name = call->callee_name();
    if ((name == "tile.read" || name == "tile.write" || name == "tile.slice") &&
        !call->args().empty() && IsND(call->args()[0]->type())) {
      ThrowUserError(call->span(),
                     "ValueError: FlattenTileNdTo2D: " + name + " is not supported on >2D tiles");
    }
  });
}

// Every dimension of a >2D tile must be a constant to be flattened; checked
// on the operands and results of every tile op before anything is rewritten.
void RejectDynamicNdTiles(const FunctionPtr& func) {
  if (!func->body()) return;
  auto check = [](const TypePtr& type, const CallPtr& call) {
    auto tile = As<TileType>(type);
    if (!tile || tile->rank() <= 2) return;
    for (size_t i = 0; i < tile->shape().size(); ++i) {
      if (As<ConstInt>(tile->shape()[i])) continue;
      ThrowUserError(
          call->span(),
          absl::StrCat(
              "ValueError: FlattenTileNdTo2D: tile op '", call->callee_name(),
              "' has a dynamic (non-constant) dimension ", i,
              " in its >2D tile shape, which cannot be flattened to 2D. Hardware tiles map to "
              "fixed-size on-chip buffers, so every tile dimension must be a compile-time "
              "constant; a pl.dynamic dimension has no static bound and cannot back a tile "
              "dimension directly. Fix by either: (1) iterating/tiling the dynamic dimension "
              "with pl.range/pl.parallel so each per-iteration tile slice is static, or (2) "
              "reshaping the tensor to 2D before the InCore (pl.at) scope so the dynamic extent "
              "lands on the pl.parallel loop bound instead of inside the tile shape."));
    }
  };
  ForEachStmt(func->body(), [&](const StmtPtr& s) {
    CallPtr call;
    if (auto assign = As<AssignStmt>(s)) call = As<Call>(assign->value());
    if (auto eval = As<EvalStmt>(s)) call = As<Call>(eval->expr());
    if (!call || call->IsFunctionCall() || call->callee_name().rfind("tile.", 0) != 0) return;
    for (const auto& arg : call->args()) check(arg->type(), call);
    check(call->type(), call);
  });
}

}  // namespace

ir::FunctionPtr FlattenTileNdTo2DInFunction(const ir::FunctionPtr& func) {
  if (!IsInCoreLike(func->func_type())) return func;
  RejectDynamicNdTiles(func);
  RejectNdElementAccess(func);
  bool has_comments = false;
  ForEachStmt(func->body(),
              [&](const StmtPtr& s) { has_comments = has_comments || s->has_leading_comments(); });
  FunctionPtr out = Flattener(has_comments).MutateFunction(func);
  // Only the body's tile ops are flattened: a declared N-D tile result
  // keeps its type, as in the reference.
  if (out != func && out->return_types() != func->return_types()) {
    Function::Fields fields = out->fields();
    fields.return_types = func->return_types();
    out = out->WithFields(std::move(fields));
  }
  return out;
}

ir::ProgramPtr FlattenTileNdTo2D(const ir::ProgramPtr& program) {
  return MapFunctions(program, FlattenTileNdTo2DInFunction);
}

}  // namespace ptoc::transforms
