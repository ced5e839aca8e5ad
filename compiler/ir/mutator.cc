#include "compiler/ir/mutator.h"

#include <optional>
#include <utility>

#include "compiler/base/status.h"
#include "compiler/ir/prefetch.h"

namespace ptoc::ir {
namespace {

// A rebuilt part when it changed (moved out), else a copy of the original.
// Spelled as a function because `changed ? std::move(rebuilt) : original`
// copies: with a const lvalue on one side the conditional is a const lvalue.
template <typename T>
T MovedOrCopied(bool changed, T& rebuilt, const T& original) {
  if (changed) return std::move(rebuilt);
  return original;
}
template <typename T>
T MovedOrCopied(std::optional<T>& rebuilt, const T& original) {
  if (rebuilt) return std::move(*rebuilt);
  return original;
}

// Applies `f` to every element; `out` is only filled (with all results) when
// some result differs from its input, so the common no-change case allocates
// nothing.
template <typename T, typename F>
bool MutateVector(const std::vector<T>& in, std::vector<T>* out, F&& f) {
  bool changed = false;
  for (size_t i = 0; i < in.size(); ++i) {
    T r = f(in[i]);
    if (!changed) {
      if (r == in[i]) continue;
      changed = true;
      out->reserve(in.size());
      out->assign(in.begin(), in.begin() + static_cast<std::ptrdiff_t>(i));
    }
    out->push_back(std::move(r));
  }
  return changed;
}

IterArgPtr ToIterArg(const VarPtr& var) {
  auto iter_arg = As<IterArg>(var);
  PTOC_CHECK(iter_arg != nullptr, "an iter_arg definition was mutated into a non-IterArg");
  return iter_arg;
}

}  // namespace

void IRMutator::SetVarRemap(const VarPtr& old_var, VarPtr new_var) {
  if (!old_var) return;
  remapped_keepalive_.push_back(old_var);
  var_remap_[old_var.get()] = std::move(new_var);
}

VarPtr IRMutator::LookupVarRemap(const Var* var) const {
  VarPtr result;
  const Var* cur = var;
  // Follow chains (x -> y set by a pass, then y's definition rebuilt as y');
  // the bound guards against cycles.
  for (size_t n = 0; n <= var_remap_.size(); ++n) {
    auto it = var_remap_.find(cur);
    if (it == var_remap_.end() || !it->second) break;
    result = it->second;
    if (result.get() == cur) break;
    cur = result.get();
  }
  return result;
}

ProgramPtr IRMutator::MutateProgram(const ProgramPtr& program) {
  if (!program) return program;
  std::vector<FunctionPtr> functions;
  bool changed = MutateVector(program->functions(), &functions,
                              [this](const FunctionPtr& f) { return MutateFunction(f); });
  if (!changed) return program;
  std::vector<FunctionPtr> kept;
  kept.reserve(functions.size());
  for (auto& f : functions) {
    if (f) kept.push_back(std::move(f));
  }
  return program->WithFunctions(std::move(kept));
}

FunctionPtr IRMutator::MutateFunction(const FunctionPtr& function) {
  if (!function) return function;
  std::vector<VarPtr> params;
  bool changed = MutateVector(function->params(), &params,
                              [this](const VarPtr& p) { return MutateVarDef(p); });
  std::vector<TypePtr> return_types;
  bool types_changed = MutateVector(function->return_types(), &return_types,
                                    [this](const TypePtr& t) { return MutateType(t); });
  std::optional<Attrs> attrs = MutateAttrs(function->attrs());
  StmtPtr body = MutateStmt(function->body());
  if (!changed && !types_changed && !attrs && body == function->body()) return function;
  Function::Fields fields = function->fields();
  if (changed) fields.params = std::move(params);
  if (types_changed) fields.return_types = std::move(return_types);
  if (attrs) fields.attrs = std::move(*attrs);
  fields.body = std::move(body);
  return function->WithFields(std::move(fields));
}

StmtPtr IRMutator::MutateStmt(const StmtPtr& stmt) {
  if (!stmt) return stmt;
  switch (stmt->kind()) {
    case NodeKind::kAssign:
      return MutateAssign(std::static_pointer_cast<const AssignStmt>(stmt));
    case NodeKind::kEval:
      return MutateEval(std::static_pointer_cast<const EvalStmt>(stmt));
    case NodeKind::kSeq:
      return MutateSeq(std::static_pointer_cast<const SeqStmts>(stmt));
    case NodeKind::kReturn:
      return MutateReturn(std::static_pointer_cast<const ReturnStmt>(stmt));
    case NodeKind::kYield:
      return MutateYield(std::static_pointer_cast<const YieldStmt>(stmt));
    case NodeKind::kIf:
      return MutateIf(std::static_pointer_cast<const IfStmt>(stmt));
    case NodeKind::kFor:
      return MutateFor(std::static_pointer_cast<const ForStmt>(stmt));
    case NodeKind::kWhile:
      return MutateWhile(std::static_pointer_cast<const WhileStmt>(stmt));
    case NodeKind::kScope:
      return MutateScope(std::static_pointer_cast<const ScopeStmt>(stmt));
    case NodeKind::kBreak:
      return MutateBreak(std::static_pointer_cast<const BreakStmt>(stmt));
    case NodeKind::kContinue:
      return MutateContinue(std::static_pointer_cast<const ContinueStmt>(stmt));
    default:
      return stmt;
  }
}

ExprPtr IRMutator::MutateExpr(const ExprPtr& expr) {
  if (!expr) return expr;
  switch (expr->kind()) {
    case NodeKind::kVar:
      return MutateVar(std::static_pointer_cast<const Var>(expr));
    case NodeKind::kIterArg:
      return MutateIterArg(std::static_pointer_cast<const IterArg>(expr));
    case NodeKind::kMemRef:
      return MutateMemRef(std::static_pointer_cast<const MemRef>(expr));
    case NodeKind::kConstInt:
      return MutateConstInt(std::static_pointer_cast<const ConstInt>(expr));
    case NodeKind::kConstFloat:
      return MutateConstFloat(std::static_pointer_cast<const ConstFloat>(expr));
    case NodeKind::kConstBool:
      return MutateConstBool(std::static_pointer_cast<const ConstBool>(expr));
    case NodeKind::kBinary:
      return MutateBinary(std::static_pointer_cast<const BinaryExpr>(expr));
    case NodeKind::kUnary:
      return MutateUnary(std::static_pointer_cast<const UnaryExpr>(expr));
    case NodeKind::kCall:
      return MutateCall(std::static_pointer_cast<const Call>(expr));
    case NodeKind::kSubmit:
      return MutateSubmit(std::static_pointer_cast<const Submit>(expr));
    case NodeKind::kMakeTuple:
      return MutateMakeTuple(std::static_pointer_cast<const MakeTuple>(expr));
    case NodeKind::kTupleGetItem:
      return MutateTupleGetItem(std::static_pointer_cast<const TupleGetItem>(expr));
    default:
      return expr;
  }
}

namespace {

// Mutated memref of a shaped type (null stays null).
MemRefPtr MutateTypeMemRef(IRMutator* m, const MemRefPtr& memref) {
  if (!memref) return memref;
  ExprPtr r = m->MutateExpr(memref);
  if (r == memref) return memref;
  auto out = As<MemRef>(r);
  PTOC_CHECK(out != nullptr || r == nullptr, "a type's memref was mutated into a non-MemRef");
  return out;
}

}  // namespace

TypePtr IRMutator::MutateType(const TypePtr& type) {
  if (!type) return type;
  // Constant dimensions are leaves (see VisitType): a type without symbolic
  // dims changes only through its memref.
  if (!type->HasSymbolicDims() &&
      (type->kind() == NodeKind::kTensorType || type->kind() == NodeKind::kTileType)) {
    const auto& shaped = static_cast<const ShapedType&>(*type);
    MemRefPtr memref = MutateTypeMemRef(this, shaped.memref());
    if (memref == shaped.memref()) return type;
    if (type->kind() == NodeKind::kTensorType) {
      const auto& tensor = static_cast<const TensorType&>(*type);
      return std::make_shared<TensorType>(tensor.shape(), tensor.dtype(), tensor.view(),
                                          std::move(memref), tensor.span());
    }
    const auto& tile = static_cast<const TileType&>(*type);
    return std::make_shared<TileType>(tile.shape(), tile.dtype(), tile.memory_space(), tile.view(),
                                      std::move(memref), tile.span());
  }
  auto mutate_expr = [this](const ExprPtr& e) { return MutateExpr(e); };
  switch (type->kind()) {
    case NodeKind::kTupleType: {
      const auto& tuple = static_cast<const TupleType&>(*type);
      std::vector<TypePtr> types;
      if (!MutateVector(tuple.types(), &types,
                        [this](const TypePtr& t) { return MutateType(t); })) {
        return type;
      }
      return std::make_shared<TupleType>(std::move(types), tuple.span());
    }
    case NodeKind::kTensorType: {
      const auto& tensor = static_cast<const TensorType&>(*type);
      std::vector<ExprPtr> shape;
      const bool shape_changed = MutateVector(tensor.shape(), &shape, mutate_expr);
      std::vector<ExprPtr> valid, stride;
      bool view_changed = false;
      if (tensor.view()) {
        const bool valid_changed = MutateVector(tensor.view()->valid_shape, &valid, mutate_expr);
        const bool stride_changed = MutateVector(tensor.view()->stride, &stride, mutate_expr);
        view_changed = valid_changed || stride_changed;
        if (view_changed && !valid_changed) valid = tensor.view()->valid_shape;
        if (view_changed && !stride_changed) stride = tensor.view()->stride;
      }
      MemRefPtr memref = MutateTypeMemRef(this, tensor.memref());
      if (!shape_changed && !view_changed && memref == tensor.memref()) return type;
      std::optional<TensorView> view = tensor.view();
      if (view_changed) {
        view->valid_shape = std::move(valid);
        view->stride = std::move(stride);
      }
      return std::make_shared<TensorType>(MovedOrCopied(shape_changed, shape, tensor.shape()),
                                          tensor.dtype(), std::move(view), std::move(memref),
                                          tensor.span());
    }
    case NodeKind::kTileType: {
      const auto& tile = static_cast<const TileType&>(*type);
      std::vector<ExprPtr> shape;
      const bool shape_changed = MutateVector(tile.shape(), &shape, mutate_expr);
      std::vector<ExprPtr> valid, stride;
      ExprPtr start;
      bool view_changed = false;
      if (tile.view()) {
        const TileView& v = *tile.view();
        const bool valid_changed = MutateVector(v.valid_shape, &valid, mutate_expr);
        const bool stride_changed = MutateVector(v.stride, &stride, mutate_expr);
        start = MutateExpr(v.start_offset);
        view_changed = valid_changed || stride_changed || start != v.start_offset;
        if (view_changed && !valid_changed) valid = v.valid_shape;
        if (view_changed && !stride_changed) stride = v.stride;
      }
      MemRefPtr memref = MutateTypeMemRef(this, tile.memref());
      if (!shape_changed && !view_changed && memref == tile.memref()) return type;
      std::optional<TileView> view = tile.view();
      if (view_changed) {
        view->valid_shape = std::move(valid);
        view->stride = std::move(stride);
        view->start_offset = std::move(start);
      }
      return std::make_shared<TileType>(MovedOrCopied(shape_changed, shape, tile.shape()),
                                        tile.dtype(), tile.memory_space(), std::move(view),
                                        std::move(memref), tile.span());
    }
    default:
      return type;
  }
}

VarPtr IRMutator::MutateVarDef(const VarPtr& var) {
  if (!var) return var;
  if (VarPtr remapped = LookupVarRemap(var.get())) return remapped;
  if (var->kind() == NodeKind::kMemRef) {
    ExprPtr r = MutateMemRef(std::static_pointer_cast<const MemRef>(var));
    auto out = As<Var>(r);
    PTOC_CHECK(out != nullptr, "a memref definition was mutated into a non-variable");
    if (out != var) SetVarRemap(var, out);
    return out;
  }
  TypePtr type = MutateType(var->type());
  if (var->kind() == NodeKind::kIterArg) {
    const auto& iter_arg = static_cast<const IterArg&>(*var);
    ExprPtr init = MutateExpr(iter_arg.init_value());
    if (type == var->type() && init == iter_arg.init_value()) return var;
    auto fresh =
        std::make_shared<IterArg>(var->name_hint(), std::move(type), std::move(init), var->span());
    SetVarRemap(var, fresh);
    return fresh;
  }
  if (type == var->type()) return var;
  VarPtr fresh = var->annotation_typed()
                     ? Var::AnnotationTyped(var->name_hint(), std::move(type), var->span())
                     : std::make_shared<Var>(var->name_hint(), std::move(type), var->span());
  SetVarRemap(var, fresh);
  return fresh;
}

namespace {

AttrValue MutateAttrValue(IRMutator* m, const AttrValue& v, bool* changed) {
  if (v.kind() == AttrValue::Kind::kExpr) {
    ExprPtr e = m->MutateExpr(v.AsExpr());
    if (e == v.AsExpr()) return v;
    *changed = true;
    return AttrValue::FromExpr(std::move(e));
  }
  if (v.kind() == AttrValue::Kind::kList) {
    std::vector<AttrValue> items;
    items.reserve(v.AsList().size());
    bool list_changed = false;
    for (const auto& item : v.AsList()) items.push_back(MutateAttrValue(m, item, &list_changed));
    if (!list_changed) return v;
    *changed = true;
    return AttrValue::List(std::move(items));
  }
  return v;
}

}  // namespace

std::optional<Attrs> IRMutator::MutateAttrs(const Attrs& attrs) {
  // Fast exit: most attribute lists hold no expressions.
  if (!attrs.HasExprs()) return std::nullopt;
  std::vector<Attrs::Entry> entries;
  entries.reserve(attrs.size());
  bool changed = false;
  for (const auto& [key, value] : attrs) {
    entries.emplace_back(key, MutateAttrValue(this, value, &changed));
  }
  if (!changed) return std::nullopt;
  return Attrs(std::move(entries));
}

// ----------------------------------------------------------------------------
// Statements

StmtPtr IRMutator::MutateAssign(const AssignStmtPtr& stmt) {
  ExprPtr value = MutateExpr(stmt->value());
  VarPtr var = MutateVarDef(stmt->var());
  if (value == stmt->value() && var == stmt->var()) return stmt;
  return KeepLeadingComments(
      stmt, std::make_shared<AssignStmt>(std::move(var), std::move(value), stmt->span()));
}

StmtPtr IRMutator::MutateEval(const EvalStmtPtr& stmt) {
  ExprPtr expr = MutateExpr(stmt->expr());
  if (expr == stmt->expr()) return stmt;
  return KeepLeadingComments(stmt, std::make_shared<EvalStmt>(std::move(expr), stmt->span()));
}

StmtPtr IRMutator::MutateSeq(const SeqStmtsPtr& stmt) {
  std::vector<StmtPtr> stmts;
  const std::vector<StmtPtr>& in = stmt->stmts();
  size_t i = 0;
  if (!MutateVector(in, &stmts, [this, &in, &i](const StmtPtr& s) {
        PrefetchStmtsAhead(in, i++);
        return MutateStmt(s);
      })) {
    return stmt;
  }
  return MakeSeq(std::move(stmts), stmt->span());
}

StmtPtr IRMutator::MutateReturn(const ReturnStmtPtr& stmt) {
  std::vector<ExprPtr> values;
  if (!MutateVector(stmt->values(), &values, [this](const ExprPtr& e) { return MutateExpr(e); })) {
    return stmt;
  }
  return KeepLeadingComments(stmt, std::make_shared<ReturnStmt>(std::move(values), stmt->span()));
}

StmtPtr IRMutator::MutateYield(const YieldStmtPtr& stmt) {
  std::vector<ExprPtr> values;
  if (!MutateVector(stmt->values(), &values, [this](const ExprPtr& e) { return MutateExpr(e); })) {
    return stmt;
  }
  return KeepLeadingComments(stmt, std::make_shared<YieldStmt>(std::move(values), stmt->span()));
}

StmtPtr IRMutator::MutateIf(const IfStmtPtr& stmt) {
  ExprPtr cond = MutateExpr(stmt->condition());
  StmtPtr then_body = MutateStmt(stmt->then_body());
  StmtPtr else_body = MutateStmt(stmt->else_body());
  std::vector<VarPtr> return_vars;
  bool rv_changed = MutateVector(stmt->return_vars(), &return_vars,
                                 [this](const VarPtr& v) { return MutateVarDef(v); });
  if (cond == stmt->condition() && then_body == stmt->then_body() &&
      else_body == stmt->else_body() && !rv_changed) {
    return stmt;
  }
  if (!rv_changed) return_vars = stmt->return_vars();
  return KeepLeadingComments(
      stmt, std::make_shared<IfStmt>(std::move(cond), std::move(then_body), std::move(else_body),
                                     std::move(return_vars), stmt->span()));
}

StmtPtr IRMutator::MutateFor(const ForStmtPtr& stmt) {
  auto mutate_expr = [this](const ExprPtr& e) { return MutateExpr(e); };
  ExprPtr start = mutate_expr(stmt->start());
  ExprPtr stop = mutate_expr(stmt->stop());
  ExprPtr step = mutate_expr(stmt->step());
  std::vector<IterArgPtr> iter_args;
  bool ia_changed = MutateVector(stmt->iter_args(), &iter_args, [this](const IterArgPtr& a) {
    return ToIterArg(MutateVarDef(a));
  });
  VarPtr loop_var = MutateVarDef(stmt->loop_var());
  std::optional<Attrs> attrs = MutateAttrs(stmt->attrs());
  StmtPtr body = MutateStmt(stmt->body());
  std::vector<VarPtr> return_vars;
  bool rv_changed = MutateVector(stmt->return_vars(), &return_vars,
                                 [this](const VarPtr& v) { return MutateVarDef(v); });
  if (start == stmt->start() && stop == stmt->stop() && step == stmt->step() && !ia_changed &&
      loop_var == stmt->loop_var() && !attrs && body == stmt->body() && !rv_changed) {
    return stmt;
  }
  if (!ia_changed) iter_args = stmt->iter_args();
  if (!rv_changed) return_vars = stmt->return_vars();
  return KeepLeadingComments(
      stmt, std::make_shared<ForStmt>(std::move(loop_var), std::move(start), std::move(stop),
                                      std::move(step), std::move(iter_args), std::move(body),
                                      std::move(return_vars), stmt->for_kind(),
                                      MovedOrCopied(attrs, stmt->attrs()), stmt->span()));
}

StmtPtr IRMutator::MutateWhile(const WhileStmtPtr& stmt) {
  std::vector<IterArgPtr> iter_args;
  bool ia_changed = MutateVector(stmt->iter_args(), &iter_args, [this](const IterArgPtr& a) {
    return ToIterArg(MutateVarDef(a));
  });
  ExprPtr cond = MutateExpr(stmt->condition());
  StmtPtr body = MutateStmt(stmt->body());
  std::vector<VarPtr> return_vars;
  bool rv_changed = MutateVector(stmt->return_vars(), &return_vars,
                                 [this](const VarPtr& v) { return MutateVarDef(v); });
  if (!ia_changed && cond == stmt->condition() && body == stmt->body() && !rv_changed) {
    return stmt;
  }
  if (!ia_changed) iter_args = stmt->iter_args();
  if (!rv_changed) return_vars = stmt->return_vars();
  return KeepLeadingComments(
      stmt, std::make_shared<WhileStmt>(std::move(cond), std::move(iter_args), std::move(body),
                                        std::move(return_vars), stmt->span()));
}

StmtPtr IRMutator::MutateScope(const ScopeStmtPtr& stmt) {
  const auto& f = stmt->fields();
  ExprPtr core_num = MutateExpr(f.core_num);
  VarPtr loop_var = MutateVarDef(f.loop_var);
  std::optional<Attrs> attrs = MutateAttrs(f.attrs);
  StmtPtr body = MutateStmt(stmt->body());
  if (core_num == f.core_num && loop_var == f.loop_var && !attrs && body == stmt->body()) {
    return stmt;
  }
  ScopeStmt::Fields fields = f;
  fields.core_num = std::move(core_num);
  fields.loop_var = std::move(loop_var);
  if (attrs) fields.attrs = std::move(*attrs);
  return KeepLeadingComments(
      stmt, std::make_shared<ScopeStmt>(std::move(fields), std::move(body), stmt->span()));
}

StmtPtr IRMutator::MutateBreak(const std::shared_ptr<const BreakStmt>& stmt) { return stmt; }
StmtPtr IRMutator::MutateContinue(const std::shared_ptr<const ContinueStmt>& stmt) { return stmt; }

// ----------------------------------------------------------------------------
// Expressions

ExprPtr IRMutator::MutateVar(const VarPtr& var) {
  if (var_remap_.empty()) return var;
  VarPtr remapped = LookupVarRemap(var.get());
  return remapped ? remapped : var;
}

ExprPtr IRMutator::MutateIterArg(const IterArgPtr& var) {
  if (var_remap_.empty()) return var;
  VarPtr remapped = LookupVarRemap(var.get());
  if (remapped) return remapped;
  return var;
}

ExprPtr IRMutator::MutateMemRef(const MemRefPtr& memref) {
  if (VarPtr remapped = LookupVarRemap(memref.get())) return remapped;
  ExprPtr base_expr = MutateExpr(memref->base());
  ExprPtr offset = MutateExpr(memref->byte_offset());
  ExprPtr slot_index = MutateExpr(memref->slot_index());
  if (base_expr == memref->base() && offset == memref->byte_offset() &&
      slot_index == memref->slot_index()) {
    return memref;
  }
  VarPtr base = As<Var>(base_expr);
  PTOC_CHECK(base != nullptr || base_expr == nullptr,
             "a memref base was mutated into a non-variable");
  if (memref->pinned()) {
    // Pinned memrefs are only made by MakePinned (size 0) and WithOffset.
    auto out = MemRef::MakePinned(std::move(base), memref->slot_count(), std::move(slot_index),
                                  memref->span());
    if (offset) out = out->WithOffset(std::move(offset));
    return out;
  }
  return std::make_shared<MemRef>(std::move(base), std::move(offset), memref->size(),
                                  memref->span());
}

ExprPtr IRMutator::MutateConstInt(const ConstIntPtr& expr) { return expr; }
ExprPtr IRMutator::MutateConstFloat(const ConstFloatPtr& expr) { return expr; }
ExprPtr IRMutator::MutateConstBool(const ConstBoolPtr& expr) { return expr; }

ExprPtr IRMutator::MutateBinary(const BinaryExprPtr& expr) {
  ExprPtr lhs = MutateExpr(expr->lhs());
  ExprPtr rhs = MutateExpr(expr->rhs());
  if (lhs == expr->lhs() && rhs == expr->rhs()) return expr;
  return std::make_shared<BinaryExpr>(expr->op(), std::move(lhs), std::move(rhs), expr->dtype(),
                                      expr->span());
}

ExprPtr IRMutator::MutateUnary(const UnaryExprPtr& expr) {
  ExprPtr operand = MutateExpr(expr->operand());
  if (operand == expr->operand()) return expr;
  return std::make_shared<UnaryExpr>(expr->op(), std::move(operand), expr->dtype(), expr->span());
}

ExprPtr IRMutator::MutateCall(const CallPtr& call) {
  std::vector<ExprPtr> args;
  bool args_changed =
      MutateVector(call->args(), &args, [this](const ExprPtr& e) { return MutateExpr(e); });
  std::optional<Attrs> kwargs = MutateAttrs(call->kwargs());
  std::optional<Attrs> attrs = MutateAttrs(call->attrs());
  TypePtr type = MutateType(call->type());
  if (!args_changed && !kwargs && !attrs && type == call->type()) return call;
  return std::make_shared<Call>(call->op(), MovedOrCopied(args_changed, args, call->args()),
                                MovedOrCopied(kwargs, call->kwargs()),
                                MovedOrCopied(attrs, call->attrs()), std::move(type), call->span());
}

ExprPtr IRMutator::MutateSubmit(const SubmitPtr& submit) {
  auto mutate = [this](const ExprPtr& e) { return MutateExpr(e); };
  std::vector<ExprPtr> args;
  bool args_changed = MutateVector(submit->args(), &args, mutate);
  std::vector<ExprPtr> deps;
  bool deps_changed = MutateVector(submit->deps(), &deps, mutate);
  Submit::Launch launch = submit->launch();
  launch.core_num = MutateExpr(submit->core_num());
  launch.predicate = MutateExpr(submit->predicate());
  std::optional<Attrs> kwargs = MutateAttrs(submit->kwargs());
  std::optional<Attrs> attrs = MutateAttrs(submit->attrs());
  TypePtr type = MutateType(submit->type());
  if (!args_changed && !deps_changed && launch.core_num == submit->core_num() &&
      launch.predicate == submit->predicate() && !kwargs && !attrs && type == submit->type()) {
    return submit;
  }
  return std::make_shared<Submit>(submit->op(), MovedOrCopied(args_changed, args, submit->args()),
                                  MovedOrCopied(deps_changed, deps, submit->deps()),
                                  std::move(launch), MovedOrCopied(kwargs, submit->kwargs()),
                                  MovedOrCopied(attrs, submit->attrs()), std::move(type),
                                  submit->span());
}

ExprPtr IRMutator::MutateMakeTuple(const MakeTuplePtr& expr) {
  std::vector<ExprPtr> elements;
  if (!MutateVector(expr->elements(), &elements,
                    [this](const ExprPtr& e) { return MutateExpr(e); })) {
    return expr;
  }
  return std::make_shared<MakeTuple>(std::move(elements), expr->span());
}

ExprPtr IRMutator::MutateTupleGetItem(const TupleGetItemPtr& expr) {
  ExprPtr tuple = MutateExpr(expr->tuple());
  if (tuple == expr->tuple()) return expr;
  return std::make_shared<TupleGetItem>(std::move(tuple), expr->index(), expr->span());
}

}  // namespace ptoc::ir
