// InferTileMemorySpace: gives every tile of an InCore function a memory space
// (fixed-output ops, target_memory kwargs, inherit-input ops, loop/if
// unification; Vec by default) and inserts a tile.move before every op input
// that sits in a space the op does not accept (e.g. Mat -> Left/Right for
// matmul operands; an Acc -> Vec move lands ND, as the cube -> vector pipe
// delivers). A loop accumulator whose tile.create init is Vec while the body
// yields Acc is retargeted to Acc rather than moved. The tensor->tile
// Mat-bridge marker attr is dropped.
// The reference's last phase (hoisting loop-invariant compiler-generated
// GM -> Mat operand loads out of sequential loops) is not implemented: a
// program where it could apply is rejected with "unsupported: ...".
#include <map>
#include <set>

#include "compiler/ir/mutator.h"
#include "compiler/ir/op_registry.h"
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/ir/visitor.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(build/namespaces)

namespace {

constexpr char kMatBridgeAttr[] = "__compiler_tensor_to_tile_mat_bridge";

TypePtr WithSpaceIfMissing(const TypePtr& type, MemorySpace space) {
  auto tile = As<TileType>(type);
  if (!tile || tile->memory_space()) return type;
  return WithMemorySpace(tile, space);
}

std::optional<MemorySpace> SpaceOf(const ExprPtr& e) {
  auto tile = TileTypeOf(e);
  return tile ? tile->memory_space() : std::nullopt;
}

// The accumulator pattern: a loop carries a tile whose init is a tile.create
// (Vec unless told otherwise) while the body yields a tile of a fixed other
// space (e.g. Acc from matmul_acc). As the reference does, the carried space
// is back-propagated to the init: its tile.create is retargeted (and so the
// iter-arg and the loop result take that space) instead of moving the init
// inside the loop. Returns init var -> promoted space.
std::map<const Var*, MemorySpace> AccumulatorInitPromotions(const StmtPtr& body) {
  std::map<const Var*, MemorySpace> fixed_space;  // var -> space of its fixed-output op
  std::map<const Var*, bool> from_create;
  ForEachStmt(body, [&](const StmtPtr& s) {
    auto a = As<AssignStmt>(s);
    auto call = a ? AsOpCall(a->value()) : nullptr;
    if (!call || !As<TileType>(a->var()->type())) return;
    if (call->callee_name() == "tile.create") from_create[a->var().get()] = true;
    const OpInfo* info = OpRegistry::Global().Find(call->callee_name());
    if (info && info->output_memory == OutputMemoryRule::kFixed && info->fixed_output_memory) {
      fixed_space[a->var().get()] = *info->fixed_output_memory;
    }
  });
  std::map<const Var*, MemorySpace> promoted;
  ForEachStmt(body, [&](const StmtPtr& s) {
    auto loop = As<ForStmt>(s);
    if (!loop) return;
    auto stmts = StmtList(loop->body());
    auto yield = stmts.empty() ? nullptr : As<YieldStmt>(stmts.back());
    if (!yield) return;
    for (size_t i = 0; i < loop->iter_args().size() && i < yield->values().size(); ++i) {
      const auto& ia = static_cast<const IterArg&>(*loop->iter_args()[i]);
      auto init = As<Var>(ia.init_value());
      auto value = As<Var>(yield->values()[i]);
      if (!init || !value || !from_create.count(init.get())) continue;
      auto it = fixed_space.find(value.get());
      if (it == fixed_space.end()) continue;
      if (SpaceOf(init).value_or(MemorySpace::kVec) != it->second) {
        promoted[init.get()] = it->second;
      }
    }
  });
  return promoted;
}

// Equal apart from the memory space.
bool SameViewAndShape(const TileTypePtr& a, const TileTypePtr& b) {
  return StructuralEqual(TypePtr(WithMemorySpace(a, MemorySpace::kVec)),
                         TypePtr(WithMemorySpace(b, MemorySpace::kVec)));
}

class SpaceInferrer : public IRMutator {
 public:
  explicit SpaceInferrer(std::map<const Var*, MemorySpace> promoted)
      : promoted_(std::move(promoted)) {}

  StmtPtr MutateSeq(const SeqStmtsPtr& stmt) override {
    // One move per (value, space) per statement list.
    auto saved = moves_;
    moves_.clear();
    std::vector<StmtPtr> out;
    bool changed = false;
    for (const auto& s : stmt->stmts()) {
      pending_.clear();
      StmtPtr n = MutateStmt(s);
      if (!pending_.empty()) changed = true;
      for (auto& p : pending_) out.push_back(std::move(p));
      pending_.clear();
      if (n != s) changed = true;
      if (n) out.push_back(n);
    }
    moves_ = std::move(saved);
    if (!changed) return stmt;
    return MakeSeq(std::move(out), stmt->span());
  }

  StmtPtr MutateAssign(const AssignStmtPtr& stmt) override {
    ExprPtr value = MutateExpr(stmt->value());
    auto call = AsOpCall(value);
    ExprPtr before_moves = value;
    if (call) value = Legalize(call);
    VarPtr var = stmt->var();
    auto var_tile = As<TileType>(var->type());
    auto value_tile = As<TileType>(value->type());
    if (value != before_moves && var_tile && value_tile &&
        !SameViewAndShape(value_tile, var_tile)) {
      // The call was re-deduced around inserted moves: the var takes its
      // view, keeping its own memory space (or inferring one).
      MemorySpace space =
          var_tile->memory_space().value_or(SpaceOf(value).value_or(MemorySpace::kVec));
      var =
          std::make_shared<Var>(var->name_hint(), WithMemorySpace(value_tile, space), var->span());
      SetVarRemap(stmt->var(), var);
      return std::make_shared<AssignStmt>(var, value, stmt->span());
    }
    auto promote = promoted_.find(var.get());
    if (promote != promoted_.end() && AsOpCall(value, "tile.create")) {
      auto create = AsOpCall(value, "tile.create");
      value = MakeOpCallOrThrow(
          "tile.create", create->args(),
          create->kwargs().With("target_memory", AttrValue::FromEnum(promote->second)),
          create->span());
      auto fresh = std::make_shared<Var>(var->name_hint(), value->type(), var->span());
      SetVarRemap(var, fresh);
      return std::make_shared<AssignStmt>(fresh, value, stmt->span());
    }
    if (auto tile = As<TileType>(var->type()); tile && !tile->memory_space()) {
      MemorySpace space = SpaceOf(value).value_or(MemorySpace::kVec);
      auto fresh =
          std::make_shared<Var>(var->name_hint(), WithMemorySpace(tile, space), var->span());
      SetVarRemap(var, fresh);
      var = fresh;
    } else {
      var = MutateVarDef(var);
    }
    if (value == stmt->value() && var == stmt->var()) return stmt;
    return std::make_shared<AssignStmt>(var, value, stmt->span());
  }

  StmtPtr MutateEval(const EvalStmtPtr& stmt) override {
    ExprPtr value = MutateExpr(stmt->expr());
    if (auto call = AsOpCall(value)) value = Legalize(call);
    if (value == stmt->expr()) return stmt;
    return std::make_shared<EvalStmt>(value, stmt->span());
  }

  VarPtr MutateVarDef(const VarPtr& var) override {
    if (var && var->kind() == NodeKind::kIterArg && !LookupVarRemap(var.get())) {
      auto tile = As<TileType>(var->type());
      const auto& ia = static_cast<const IterArg&>(*var);
      auto init_var = As<Var>(ia.init_value());
      const bool promoted = init_var && promoted_.count(init_var.get());
      if (tile && (!tile->memory_space() || promoted)) {
        ExprPtr init = MutateExpr(ia.init_value());
        if (promoted) promoted_iter_args_.insert(var.get());
        auto fresh = std::make_shared<IterArg>(
            var->name_hint(), WithMemorySpace(tile, SpaceOf(init).value_or(MemorySpace::kVec)),
            init, var->span());
        SetVarRemap(var, fresh);
        return fresh;
      }
    }
    return IRMutator::MutateVarDef(var);
  }

  StmtPtr MutateFor(const ForStmtPtr& stmt) override {
    auto r = As<ForStmt>(IRMutator::MutateFor(stmt));
    std::vector<VarPtr> rvs = r->return_vars();
    bool changed = false;
    for (size_t i = 0; i < rvs.size() && i < r->iter_args().size(); ++i) {
      auto space = SpaceOf(r->iter_args()[i]);
      auto tile = As<TileType>(rvs[i]->type());
      if (!space || !tile || SpaceOf(rvs[i]) == space) continue;
      if (SpaceOf(rvs[i]) && !promoted_iter_args_.count(stmt->iter_args()[i].get())) continue;
      auto fresh =
          std::make_shared<Var>(rvs[i]->name_hint(), WithMemorySpace(tile, *space), rvs[i]->span());
      SetVarRemap(stmt->return_vars()[i], fresh);
      rvs[i] = fresh;
      changed = true;
    }
    if (!changed) return r;
    return std::make_shared<ForStmt>(r->loop_var(), r->start(), r->stop(), r->step(),
                                     r->iter_args(), r->body(), rvs, r->for_kind(), r->attrs(),
                                     r->span());
  }

  StmtPtr MutateWhile(const WhileStmtPtr& stmt) override {
    auto r = As<WhileStmt>(IRMutator::MutateWhile(stmt));
    std::vector<VarPtr> rvs = r->return_vars();
    bool changed = false;
    for (size_t i = 0; i < rvs.size() && i < r->iter_args().size(); ++i) {
      auto space = SpaceOf(r->iter_args()[i]);
      if (!space || SpaceOf(rvs[i]) || !As<TileType>(rvs[i]->type())) continue;
      auto fresh = std::make_shared<Var>(
          rvs[i]->name_hint(), WithSpaceIfMissing(rvs[i]->type(), *space), rvs[i]->span());
      SetVarRemap(stmt->return_vars()[i], fresh);
      rvs[i] = fresh;
      changed = true;
    }
    if (!changed) return r;
    return std::make_shared<WhileStmt>(r->condition(), r->iter_args(), r->body(), rvs, r->span());
  }

  StmtPtr MutateIf(const IfStmtPtr& stmt) override {
    auto r = As<IfStmt>(IRMutator::MutateIf(stmt));
    auto stmts = StmtList(r->then_body());
    auto yield = stmts.empty() ? nullptr : As<YieldStmt>(stmts.back());
    if (!yield) return r;
    std::vector<VarPtr> rvs = r->return_vars();
    bool changed = false;
    for (size_t i = 0; i < rvs.size() && i < yield->values().size(); ++i) {
      auto space = SpaceOf(yield->values()[i]);
      if (!space || SpaceOf(rvs[i]) || !As<TileType>(rvs[i]->type())) continue;
      auto fresh = std::make_shared<Var>(
          rvs[i]->name_hint(), WithSpaceIfMissing(rvs[i]->type(), *space), rvs[i]->span());
      SetVarRemap(stmt->return_vars()[i], fresh);
      rvs[i] = fresh;
      changed = true;
    }
    if (!changed) return r;
    return std::make_shared<IfStmt>(r->condition(), r->then_body(), r->else_body(), rvs, r->span());
  }

 private:
  ExprPtr Legalize(const CallPtr& call) {
    CallPtr current = call;
    if (current->attrs().Has(kMatBridgeAttr)) {
      current = std::make_shared<Call>(current->op(), current->args(), current->kwargs(),
                                       current->attrs().Without(kMatBridgeAttr), current->type(),
                                       current->span());
    }
    const OpInfo* info = OpRegistry::Global().Find(current->callee_name());
    if (!info || info->input_memory.empty()) return current;
    std::vector<ExprPtr> args = current->args();
    bool changed = false;
    for (const auto& [index, allowed] : info->input_memory) {
      if (index < 0 || static_cast<size_t>(index) >= args.size() || allowed.empty()) continue;
      auto var = As<Var>(args[index]);
      auto space = SpaceOf(args[index]);
      if (!var || !space) continue;
      if (std::find(allowed.begin(), allowed.end(), *space) != allowed.end()) continue;
      args[index] = MoveTo(var, allowed.front(), current->span());
      changed = true;
    }
    if (!changed) return current;
    // Re-deduce with the moved operands: their layouts may differ from the
    // originals' (e.g. an Acc -> Vec move lands ND), and the result follows.
    auto redone =
        MakeOpCallOrThrow(current->callee_name(), args, current->kwargs(), current->span());
    return std::make_shared<Call>(current->op(), std::move(args), current->kwargs(),
                                  current->attrs(), redone->type(), current->span());
  }

  VarPtr MoveTo(const VarPtr& var, MemorySpace space, const Span& span) {
    auto key = std::make_pair(var.get(), space);
    auto it = moves_.find(key);
    if (it != moves_.end()) return it->second;
    Attrs kwargs({{"target_memory", AttrValue::FromEnum(space)}});
    // The cube -> vector pipe un-fractalizes data on the way, so a tile moved
    // from Acc to Vec arrives in ND form: the move pins that layout instead of
    // inheriting the Acc tile's NZ view.
    if (SpaceOf(var) == MemorySpace::kAcc && space == MemorySpace::kVec) {
      kwargs = kwargs.With("blayout", AttrValue::FromEnum(TileLayout::kRowMajor))
                   .With("slayout", AttrValue::FromEnum(TileLayout::kNoneBox));
    }
    auto move = MakeOpCallOrThrow("tile.move", {var}, kwargs, span);
    auto moved = std::make_shared<Var>(var->name_hint() + "_" + std::string(EnumName(space)),
                                       move->type(), span);
    pending_.push_back(std::make_shared<AssignStmt>(moved, move, span));
    moves_[key] = moved;
    return moved;
  }

  std::map<const Var*, MemorySpace> promoted_;
  std::set<const Var*> promoted_iter_args_;  // carried tiles of promoted inits
  std::map<std::pair<const Var*, MemorySpace>, VarPtr> moves_;
  std::vector<StmtPtr> pending_;
};

}  // namespace

namespace {

// Rejects a compiler-generated GM -> Mat load of a read-only parameter that
// sits directly in the body of a statically non-empty sequential loop and
// reads a loop-invariant window: the reference moves such loads to the loop
// preheader (loop-invariant Mat residency), ptoc does not.
void RejectHoistableMatLoads(const FunctionPtr& func) {
  std::set<const Var*> read_only;
  for (size_t i = 0; i < func->params().size(); ++i) {
    if (i >= func->param_directions().size() ||
        func->param_directions()[i] == ParamDirection::kIn) {
      read_only.insert(func->params()[i].get());
    }
  }
  ForEachStmt(func->body(), [&](const StmtPtr& s) {
    auto loop = As<ForStmt>(s);
    if (!loop || loop->for_kind() != ForKind::kSequential) return;
    auto start = StaticDim(loop->start());
    auto stop = StaticDim(loop->stop());
    auto step = StaticDim(loop->step());
    if (!start || !stop || !step || *step <= 0 || *stop <= *start) return;
    // Variables whose value changes across iterations.
    std::set<const Var*> variant = {loop->loop_var().get()};
    for (const auto& ia : loop->iter_args()) variant.insert(ia.get());
    ForEachStmt(loop->body(), [&](const StmtPtr& inner) {
      if (auto a = As<AssignStmt>(inner)) variant.insert(a->var().get());
      if (auto f = As<ForStmt>(inner)) {
        variant.insert(f->loop_var().get());
        for (const auto& v : f->return_vars()) variant.insert(v.get());
      }
      if (auto i = As<IfStmt>(inner)) {
        for (const auto& v : i->return_vars()) variant.insert(v.get());
      }
      if (auto w = As<WhileStmt>(inner)) {
        for (const auto& v : w->return_vars()) variant.insert(v.get());
      }
    });
    for (const auto& stmt : StmtList(loop->body())) {
      auto a = As<AssignStmt>(stmt);
      auto load = a ? AsOpCall(a->value(), "tile.load") : nullptr;
      if (!load || !load->attrs().Has(kMatBridgeAttr) || load->args().empty()) continue;
      auto src = As<Var>(load->args()[0]);
      if (!src || !read_only.count(src.get())) continue;
      bool invariant = true;
      struct Uses : IRVisitor {
        const std::set<const Var*>* variant;
        bool hit = false;
        void VisitVar(const VarPtr& v) override { hit = hit || variant->count(v.get()); }
        void VisitIterArg(const IterArgPtr& v) override { hit = hit || variant->count(v.get()); }
      } uses;
      uses.variant = &variant;
      for (const auto& arg : load->args()) uses.VisitExpr(arg);
      invariant = !uses.hit;
      if (invariant) {
        ThrowUnsupported(load->span(), "loop-invariant Mat residency hoisting",
                         "InferTileMemorySpace");
      }
    }
  });
}

}  // namespace

ir::ProgramPtr InferTileMemorySpace(const ir::ProgramPtr& program) {
  std::vector<FunctionPtr> functions;
  bool changed = false;
  for (const auto& func : program->functions()) {
    if (!IsInCoreLike(func->func_type())) {
      functions.push_back(func);
      continue;
    }
    RejectHoistableMatLoads(func);
    SpaceInferrer inferrer(AccumulatorInitPromotions(func->body()));
    FunctionPtr f = inferrer.MutateFunction(func);
    if (f != func) changed = true;
    functions.push_back(f);
  }
  return changed ? RebuildProgram(program, std::move(functions)) : program;
}

}  // namespace ptoc::transforms
