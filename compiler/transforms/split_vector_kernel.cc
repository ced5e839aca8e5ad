// SplitVectorKernel: final per-function step of the AIV split.
//
//  * split_aiv kernels (already halved upstream) only get their launch attrs:
//    `split` (when a function-level mode survives) and `dual_aiv_dispatch` on
//    AIV functions. External (signature-only) AIV kernels get the same attrs.
//  * On backends whose two AIV lanes both run an unsplit mixed kernel's vector
//    side (Ascend910B), an AIV function marked `dual_aiv_dispatch` is guarded
//    by `if subblock_idx == 0: <body> else: <replay>`. The replay keeps the
//    cross-core handshakes (tpush / tpop / tfree) balanced with the peer cube
//    core while doing no visible work: every tile it produces has a zero
//    valid shape, GM loads and views become empty `tile.create`s, and stores
//    are dropped.
//  * Standalone AIV/AIC kernels whose split is only requested by a `split`
//    attr or pipe-op `split=N` (no split_aiv marker) are halved per lane here
//    (HalveStandaloneSplitKernel): every leaf statement, tile.move included.
#include <algorithm>
#include <iterator>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "compiler/backend/soc.h"
#include "compiler/base/status.h"
#include "compiler/ir/annotated_call_type.h"
#include "compiler/ir/op_registry.h"
#include "compiler/transforms/analysis/auto_name.h"
#include "compiler/transforms/analysis/stmt_clone.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/lower_auto_vector_split.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(google-build-using-namespace)

namespace {

constexpr char kDualAivDispatch[] = "dual_aiv_dispatch";
constexpr char kSplitAttr[] = "split";

using Replacements = std::unordered_map<const Var*, ExprPtr>;

bool BoolAttr(const FunctionPtr& func, const char* key) {
  const AttrValue* v = func->attrs().Find(key);
  return v != nullptr && v->kind() == AttrValue::Kind::kBool && v->AsBool();
}

bool IsActive(const std::optional<SplitMode>& mode) {
  return mode.has_value() && *mode != SplitMode::kNone;
}

// Attrs with `split` (kept in its written form) and, for AIV functions,
// `dual_aiv_dispatch` moved to the end, the order the reference prints.
// `split` defaults to the function's own attribute.
Attrs WithSplitAttrs(const FunctionPtr& func, bool is_aiv,
                     std::optional<AttrValue> split_value = std::nullopt) {
  AttrValue split = split_value ? *split_value : *func->attrs().Find(kSplitAttr);
  std::vector<Attrs::Entry> entries =
      func->attrs().Without(kSplitAttr).Without(kDualAivDispatch).TakeEntries();
  entries.emplace_back(kSplitAttr, split);
  if (is_aiv) entries.emplace_back(kDualAivDispatch, AttrValue::Bool(true));
  return Attrs(std::move(entries));
}

Attrs WithDualDispatch(const FunctionPtr& func, bool is_aiv) {
  std::vector<Attrs::Entry> entries = func->attrs().Without(kDualAivDispatch).TakeEntries();
  if (is_aiv) entries.emplace_back(kDualAivDispatch, AttrValue::Bool(true));
  return Attrs(std::move(entries));
}

FunctionPtr WithAttrs(const FunctionPtr& func, Attrs attrs) {
  Function::Fields fields = func->fields();
  fields.attrs = std::move(attrs);
  return func->WithFields(std::move(fields));
}

constexpr const char* kCrossCorePipeOps[] = {"tile.tpush_to_aiv", "tile.tpush_to_aic",
                                             "tile.tpop_from_aiv", "tile.tpop_from_aic"};

bool IsCrossCorePipeOp(const CallPtr& call) {
  return std::any_of(std::begin(kCrossCorePipeOps), std::end(kCrossCorePipeOps),
                     [&](const char* name) { return IsOpCall(call, name); });
}

// Whether `func` may hold a cross-core pipe op, from its summary (usually
// already computed by InjectGMPipeBuffer for this very function), so that
// most functions need no walk.
bool MayHoldCrossCorePipeOp(const FunctionPtr& func) {
  return std::any_of(std::begin(kCrossCorePipeOps), std::end(kCrossCorePipeOps),
                     [&](const char* name) { return MayCall(func, name); });
}

// The split mode requested by the `split=N` kwargs of the pipe ops written as
// statements of `body` (all must agree); nullopt when none requests one.
std::optional<SplitMode> PipeOpSplitMode(const StmtPtr& body) {
  std::optional<SplitMode> found;
  ForEachStmt(body, [&](const StmtPtr& stmt) {
    CallPtr call;
    if (auto assign = As<AssignStmt>(stmt)) call = As<Call>(assign->value());
    if (auto eval = As<EvalStmt>(stmt)) call = As<Call>(eval->expr());
    if (!call || !IsCrossCorePipeOp(call)) return;
    const AttrValue* split = call->kwargs().Find(kSplitAttr);
    if (split == nullptr || split->kind() != AttrValue::Kind::kInt || split->AsInt() == 0) return;
    if (split->AsInt() != 1 && split->AsInt() != 2) {
      ThrowUserError(call->span(), "SplitVectorKernel found invalid cross-core split attribute: " +
                                       std::to_string(split->AsInt()));
    }
    SplitMode mode = split->AsInt() == 1 ? SplitMode::kUpDown : SplitMode::kLeftRight;
    if (found && *found != mode) {
      ThrowUserError(call->span(),
                     "SplitVectorKernel found conflicting cross-core split modes in function body");
    }
    found = mode;
  });
  return found;
}

// --- Lane-1 replay of an unsplit dual-dispatch AIV body ---------------------

TypePtr WithZeroValidShape(const TypePtr& type, const Span& span) {
  auto tile = As<TileType>(type);
  if (!tile) return type;
  TileView view = tile->EffectiveView();
  view.valid_shape.assign(tile->shape().size(), nullptr);
  for (auto& dim : view.valid_shape) dim = MakeIndex(0, span);
  return std::make_shared<TileType>(tile->shape(), tile->dtype(), tile->memory_space(), view,
                                    tile->memref(), tile->span());
}

// `tile.create(shape)` of an empty tile like `type`.
CallPtr EmptyTileCreate(const TypePtr& type, ExprPtr shape, const Span& span) {
  auto tile = As<TileType>(type);
  if (!tile) ThrowInternal("SplitVectorKernel: replayed tile producer has no tile type");
  std::vector<Attrs::Entry> kwargs = {{"dtype", AttrValue::DType(tile->dtype())}};
  if (tile->memory_space()) {
    kwargs.emplace_back("target_memory", AttrValue::FromEnum(*tile->memory_space()));
  }
  return MakeOpCallOrThrow("tile.create", {std::move(shape)}, Attrs(std::move(kwargs)), span);
}

// The lane-1 form of a call: operands renamed to their replay values. Ops
// that read GM, build views or could hang on empty operands become empty
// tile.creates instead. As in the reference, nothing is deduced on the
// replayed operands (they are empty tiles): `*result` receives the replayed
// value's type, the zero-valid form of the call's own type (a broadcast after
// ResolveBackendOpLayouts reshaped an operand can be wider than its
// variable), or of `declared` (the assigned variable's type) for calls whose type is not a
// tile, like tpop; rebuilt calls carry it too.
ExprPtr ReplayCall(const CallPtr& call, const TypePtr& declared, const Replacements& repl,
                   TypePtr* result) {
  const TypePtr original = As<TileType>(call->type()) ? call->type() : declared;
  *result = WithZeroValidShape(original, call->span());
  std::vector<ExprPtr> args;
  bool args_changed = false;
  for (const auto& arg : call->args()) {
    ExprPtr a = repl.empty() ? arg : SubstituteVars(arg, repl);
    args_changed = args_changed || a != arg;
    args.push_back(std::move(a));
  }
  const Span& span = call->span();
  if (call->IsFunctionCall()) {
    if (!args_changed) return call;
    return std::make_shared<Call>(call->op(), std::move(args), call->kwargs(), call->attrs(),
                                  call->type(), span);
  }
  const std::string& op = call->callee_name();
  // A load only moves data in; the replay needs just a tile of its shape.
  if (op == "tile.load" && args.size() >= 3) {
    if (!As<TileType>(original)) {
      *result = original;
      return call;
    }
    return EmptyTileCreate(original, args[2], span);
  }
  // A zero-valid *static* subview does not compile; an empty dynamic-valid
  // tile of the slice shape does.
  if (op == "tile.slice" && args.size() >= 3) return EmptyTileCreate(original, args[1], span);
  // A transpose over empty operands hangs the core; its result is unused.
  if (op == "tile.transpose") {
    auto tile = As<TileType>(original);
    if (!tile) ThrowInternal("SplitVectorKernel: tile.transpose must produce a tile");
    return EmptyTileCreate(original, ShapeTuple(tile->shape(), span), span);
  }
  if (op == "tile.set_validshape" && args.size() == 3) {
    args[1] = MakeIndex(0, span);
    args[2] = MakeIndex(0, span);
    args_changed = true;
  }
  if (!args_changed) return call;
  TypePtr type = As<TileType>(call->type()) ? *result : call->type();
  return std::make_shared<Call>(call->op(), std::move(args), call->kwargs(), call->attrs(),
                                std::move(type), span);
}

// A loop-carried tile takes the (zero-valid) type of its replayed initial
// value.
TypePtr ReplayCarriedType(const TypePtr& original, const ExprPtr& init) {
  if (!As<TileType>(original) || !init) return original;
  return As<TileType>(init->type()) ? init->type() : original;
}

std::vector<IterArgPtr> ReplayIterArgs(const std::vector<IterArgPtr>& iter_args,
                                       const Replacements& outer, Replacements* inner) {
  std::vector<IterArgPtr> out;
  for (const auto& ia : iter_args) {
    ExprPtr init = outer.empty() ? ia->init_value() : SubstituteVars(ia->init_value(), outer);
    TypePtr type = ReplayCarriedType(ia->type(), init);
    if (init == ia->init_value() && type == ia->type()) {
      out.push_back(ia);
      continue;
    }
    auto fresh = std::make_shared<IterArg>(ia->name_hint(), type, init, ia->span());
    (*inner)[ia.get()] = fresh;
    out.push_back(std::move(fresh));
  }
  return out;
}

std::vector<VarPtr> ReplayReturnVars(const std::vector<VarPtr>& return_vars,
                                     const std::vector<IterArgPtr>& iter_args, Replacements* repl) {
  std::vector<VarPtr> out;
  for (size_t i = 0; i < return_vars.size(); ++i) {
    const VarPtr& rv = return_vars[i];
    TypePtr type = i < iter_args.size() ? ReplayCarriedType(rv->type(), iter_args[i]) : rv->type();
    if (type == rv->type()) {
      out.push_back(rv);
      continue;
    }
    auto fresh = std::make_shared<Var>(rv->name_hint(), type, rv->span());
    (*repl)[rv.get()] = fresh;
    out.push_back(std::move(fresh));
  }
  return out;
}

StmtPtr Subst(const StmtPtr& stmt, const Replacements& repl) {
  return repl.empty() ? stmt : SubstituteVars(stmt, repl);
}
ExprPtr Subst(const ExprPtr& expr, const Replacements& repl) {
  return repl.empty() || !expr ? expr : SubstituteVars(expr, repl);
}

// Lane-1 replay of `stmts`; `repl` maps original values to their replay
// values and grows as definitions are replayed.
std::vector<StmtPtr> ReplayStmts(const std::vector<StmtPtr>& stmts, Replacements* repl) {
  std::vector<StmtPtr> out;
  for (const auto& stmt : stmts) {
    if (auto assign = As<AssignStmt>(stmt)) {
      auto call = As<Call>(assign->value());
      if (!call) {
        out.push_back(Subst(stmt, *repl));
        continue;
      }
      // The store is the replay's only visible effect: skip it and pass the
      // destination tensor through in place of its result.
      if (IsOpCall(call, "tile.store") && call->args().size() >= 3) {
        ExprPtr dest = Subst(call->args()[2], *repl);
        (*repl)[assign->var().get()] = dest;
        out.push_back(std::make_shared<AssignStmt>(assign->var(), dest, assign->span()));
        continue;
      }
      TypePtr type;
      ExprPtr value = ReplayCall(call, assign->var()->type(), *repl, &type);
      if (As<TileType>(type)) {
        // Typed as parsing the printed assignment would type it.
        auto replayed = As<Call>(value);
        if (replayed && CallTakesAnnotatedType(replayed->type(), type)) {
          value = std::make_shared<Call>(replayed->op(), replayed->args(), replayed->kwargs(),
                                         replayed->attrs(), type, replayed->span());
        }
        auto var = std::make_shared<Var>(assign->var()->name_hint(), type, assign->var()->span());
        (*repl)[assign->var().get()] = var;
        out.push_back(std::make_shared<AssignStmt>(var, value, assign->span()));
      } else {
        out.push_back(std::make_shared<AssignStmt>(assign->var(), value, assign->span()));
      }
      continue;
    }
    if (auto eval = As<EvalStmt>(stmt)) {
      auto call = As<Call>(eval->expr());
      if (!call) {
        out.push_back(Subst(stmt, *repl));
        continue;
      }
      if (IsOpCall(call, "tile.store")) continue;
      TypePtr type;
      out.push_back(
          std::make_shared<EvalStmt>(ReplayCall(call, nullptr, *repl, &type), eval->span()));
      continue;
    }
    if (auto loop = As<ForStmt>(stmt)) {
      Replacements inner = *repl;
      auto iter_args = ReplayIterArgs(loop->iter_args(), *repl, &inner);
      auto return_vars = ReplayReturnVars(loop->return_vars(), iter_args, repl);
      StmtPtr body = MakeSeq(ReplayStmts(StmtList(loop->body()), &inner), loop->body()->span());
      out.push_back(std::make_shared<ForStmt>(
          loop->loop_var(), Subst(loop->start(), *repl), Subst(loop->stop(), *repl),
          Subst(loop->step(), *repl), std::move(iter_args), std::move(body), std::move(return_vars),
          loop->for_kind(), loop->attrs(), loop->span()));
      continue;
    }
    if (auto loop = As<WhileStmt>(stmt)) {
      Replacements inner = *repl;
      auto iter_args = ReplayIterArgs(loop->iter_args(), *repl, &inner);
      auto return_vars = ReplayReturnVars(loop->return_vars(), iter_args, repl);
      StmtPtr body = MakeSeq(ReplayStmts(StmtList(loop->body()), &inner), loop->body()->span());
      out.push_back(std::make_shared<WhileStmt>(Subst(loop->condition(), inner),
                                                std::move(iter_args), std::move(body),
                                                std::move(return_vars), loop->span()));
      continue;
    }
    if (auto branch = As<IfStmt>(stmt)) {
      Replacements then_repl = *repl;
      StmtPtr then_body = MakeSeq(ReplayStmts(StmtList(branch->then_body()), &then_repl),
                                  branch->then_body()->span());
      StmtPtr else_body;
      if (branch->else_body()) {
        Replacements else_repl = *repl;
        else_body = MakeSeq(ReplayStmts(StmtList(branch->else_body()), &else_repl),
                            branch->else_body()->span());
      }
      out.push_back(std::make_shared<IfStmt>(Subst(branch->condition(), *repl),
                                             std::move(then_body), std::move(else_body),
                                             branch->return_vars(), branch->span()));
      continue;
    }
    out.push_back(Subst(stmt, *repl));
  }
  return out;
}

// Pipe/buffer setup both lanes must run before the lane split.
bool IsSharedPipeSetup(const StmtPtr& stmt) {
  ExprPtr value;
  if (auto assign = As<AssignStmt>(stmt)) value = assign->value();
  if (auto eval = As<EvalStmt>(stmt)) value = eval->expr();
  return IsOpCall(value, "system.reserve_buffer") || IsOpCall(value, "system.import_peer_buffer") ||
         IsOpCall(value, "system.aiv_initialize_pipe") ||
         IsOpCall(value, "system.aic_initialize_pipe");
}

// Names of the parameters and of every assigned variable of `func`.
std::unordered_set<std::string> UsedNames(const FunctionPtr& func) {
  std::unordered_set<std::string> names;
  for (const auto& p : func->params()) names.insert(p->name_hint());
  ForEachStmt(func->body(), [&](const StmtPtr& stmt) {
    if (auto assign = As<AssignStmt>(stmt)) names.insert(assign->var()->name_hint());
  });
  return names;
}

FunctionPtr GuardDualDispatchLanes(const FunctionPtr& func) {
  const Span& span = func->span();
  auto index = ScalarType::Get(DataType::kIndex);
  auto subblock = std::make_shared<Var>(FreshName(UsedNames(func), "subblock_idx"), index, span);
  auto subblock_call =
      std::make_shared<Call>(OpRegistry::Global().GetOp("tile.get_subblock_idx"),
                             std::vector<ExprPtr>{}, Attrs(), Attrs(), index, span);

  std::vector<StmtPtr> stmts = StmtList(func->body());
  std::vector<StmtPtr> body{std::make_shared<AssignStmt>(subblock, subblock_call, span)};
  size_t prefix = 0;
  while (prefix < stmts.size() && IsSharedPipeSetup(stmts[prefix])) body.push_back(stmts[prefix++]);
  std::vector<StmtPtr> guarded(stmts.begin() + static_cast<std::ptrdiff_t>(prefix), stmts.end());

  Replacements repl;
  StmtPtr lane1 = MakeSeq(ReplayStmts(guarded, &repl), span);
  // Lane 1 re-defines the lane-0 names; give its definitions their own
  // variables so the two branches share none.
  CloneOptions fresh;
  fresh.fresh_name = [](const Var& v, DefSite) {
    return std::optional<std::string>(v.name_hint());
  };
  CloneOptions lane1_fresh = fresh;
  lane1_fresh.fresh_free_iter_args = true;
  lane1 = CloneStmt(lane1, lane1_fresh);

  ExprPtr is_lane0 = std::make_shared<BinaryExpr>(BinaryOp::kEq, subblock, MakeIndex(0, span),
                                                  DataType::kBool, span);
  body.push_back(std::make_shared<IfStmt>(is_lane0, MakeSeq(std::move(guarded), span),
                                          std::move(lane1), std::vector<VarPtr>{}, span));
  // The whole body is copied once more, in walk order with one map, as the
  // reference does: only ill-formed input can tell (a use that precedes its
  // definition, such as the `__FREE_VAR`s ConvertToSSA leaves): lane 0 keeps
  // the old variable there, and lane 1 picks up lane 0's copy of it.
  StmtPtr guarded_body = CloneStmt(MakeSeq(std::move(body), func->body()->span()), fresh);
  return func->WithBody(std::move(guarded_body));
}

FunctionPtr ProcessFunction(const FunctionPtr& func) {
  const bool is_aiv = func->func_type() == FunctionType::kAIV;
  const bool is_aic = func->func_type() == FunctionType::kAIC;
  // External kernels are declarations: their own source splits the lanes, so
  // only the launch attrs are stamped.
  if (func->attrs().Has("external_source")) {
    if (!is_aiv) return func;
    if (IsActive(FunctionSplitMode(func))) return WithAttrs(func, WithSplitAttrs(func, true));
    if (BoolAttr(func, "split_aiv") && !BoolAttr(func, kDualAivDispatch)) {
      return WithAttrs(func, WithDualDispatch(func, true));
    }
    return func;
  }
  if (!is_aiv && !is_aic) return func;
  // split_aiv kernels arrive already halved (LowerAutoVectorSplit or
  // hand-written); a multi-region one has no function-level mode left, its
  // modes live on the pipe ops.
  if (BoolAttr(func, "split_aiv")) {
    if (IsActive(FunctionSplitMode(func))) return WithAttrs(func, WithSplitAttrs(func, is_aiv));
    return WithAttrs(func, WithDualDispatch(func, is_aiv));
  }
  std::optional<SplitMode> attr_mode = FunctionSplitMode(func);
  std::optional<SplitMode> pipe_mode =
      MayHoldCrossCorePipeOp(func) ? PipeOpSplitMode(func->body()) : std::nullopt;
  if (IsActive(attr_mode) && pipe_mode && *pipe_mode != *attr_mode) {
    ThrowUserError(func->span(),
                   "SplitVectorKernel found conflicting function split and cross-core op split");
  }
  // A hand-written split kernel (never through LowerAutoVectorSplit, which
  // only lowers InCore kernels) arrives un-halved: halve it per lane here.
  if (IsActive(attr_mode) || pipe_mode) {
    const SplitMode mode = IsActive(attr_mode) ? *attr_mode : *pipe_mode;
    FunctionPtr halved = func->WithBody(HalveStandaloneSplitKernel(func, mode));
    return WithAttrs(
        halved,
        WithSplitAttrs(func, is_aiv,
                       IsActive(attr_mode) ? std::nullopt
                                           : std::optional<AttrValue>(AttrValue::FromEnum(mode))));
  }
  if (is_aiv && BoolAttr(func, kDualAivDispatch) && backend::CurrentSoc().name() == "Ascend910B") {
    return GuardDualDispatchLanes(func);
  }
  return func;
}

}  // namespace

ir::ProgramPtr SplitVectorKernel(const ir::ProgramPtr& program) {
  std::vector<FunctionPtr> functions;
  bool changed = false;
  for (const auto& func : program->functions()) {
    functions.push_back(ProcessFunction(func));
    changed = changed || functions.back() != func;
  }
  return changed ? program->WithFunctions(std::move(functions)) : program;
}

}  // namespace ptoc::transforms
