// InitMemRef: attaches a MemRef to every shaped variable (tiles in their
// memory space, tensors in DDR), applying the sharing rules (views, in-place
// ops, aliases, loop carries, if phis), then declares one tile.alloc per
// distinct on-chip allocation at the top of each function body.
#include <map>
#include <string>
#include <vector>

#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "compiler/base/status.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/op_registry.h"
#include "compiler/ir/visitor.h"
#include "compiler/transforms/analysis/memref_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {
namespace {

using namespace ir;  // NOLINT
namespace mr = memref;

class InitMemRefMutator : public mr::RetypingMutator {
 public:
  explicit InitMemRefMutator(std::map<std::string, VarPtr>* ddr_bases) : ddr_bases_(ddr_bases) {}

  // A loop or branch rebuilt with buffers keeps its source comments; an
  // assignment is made afresh without them (both as in the reference).
  StmtPtr MutateStmt(const StmtPtr& stmt) override {
    StmtPtr out = mr::RetypingMutator::MutateStmt(stmt);
    if (stmt && (stmt->kind() == NodeKind::kFor || stmt->kind() == NodeKind::kWhile ||
                 stmt->kind() == NodeKind::kIf)) {
      out = KeepLeadingComments(stmt, std::move(out));
    }
    return out;
  }

  // Variables of `body` that a view op (one whose result takes its input's
  // buffer) reads.
  void CollectViewedVars(const StmtPtr& body) {
    class Finder : public IRVisitor {
     public:
      explicit Finder(absl::flat_hash_set<const Var*>* out) : out_(out) {}
      void VisitCall(const CallPtr& call) override {
        if (mr::InheritsInput(call) && !call->args().empty() && !mr::IsOp(call, "tile.transpose")) {
          if (auto v = As<Var>(call->args()[0])) out_->insert(v.get());
        }
        IRVisitor::VisitCall(call);
      }

     private:
      absl::flat_hash_set<const Var*>* out_;
    } finder(&viewed_);
    finder.VisitStmt(body);
  }

  static void RequireStaticShape(const TileType& tile, const Var& var) {
    for (size_t i = 0; i < tile.shape().size(); ++i) {
      if (!IsA<ConstInt>(tile.shape()[i])) {
        ThrowUserError(var.span(),
                       absl::StrCat("InitMemRef requires static shape for variable '",
                                    var.name_hint(), "', but shape element ", i,
                                    " is dynamic. Fix the upstream op to keep TileType.shape "
                                    "static and put runtime extent in TileView.valid_shape "
                                    "instead."));
      }
    }
  }

  // A fresh variable for a parameter / default-case definition.
  VarPtr FreshVar(const VarPtr& var) {
    auto shaped = As<ShapedType>(var->type());
    if (!shaped) return var;
    std::optional<MemorySpace> space = MemorySpace::kDDR;
    if (auto tile = As<TileType>(shaped)) {
      if (tile->memory_space()) space = tile->memory_space();
      // A tile buffer has a fixed, non-empty size (the reference's checks
      // and wording).
      RequireStaticShape(*tile, *var);
      for (size_t i = 0; i < tile->shape().size(); ++i) {
        auto dim = As<ConstInt>(tile->shape()[i]);
        if (dim->value() <= 0) {
          ThrowUserError(
              var->span(),
              absl::StrCat("InitMemRef requires positive shape for variable '", var->name_hint(),
                           "', but shape element ", i, " is ", dim->value()));
        }
      }
    }
    int64_t size = mr::StaticBytes(shaped, var->span()).value_or(0);
    std::string name = mr::BasePtrName(*space, next_id_++);
    VarPtr base;
    if (*space == MemorySpace::kDDR) {
      // DDR roots are never declared in a body; one variable per name across
      // the program (a printed program names them by string only).
      VarPtr& shared = (*ddr_bases_)[name];
      if (!shared) shared = std::make_shared<Var>(name, PtrType::Get());
      base = shared;
    } else {
      base = std::make_shared<Var>(name, PtrType::Get());
    }
    auto memref = std::make_shared<MemRef>(base, MakeConstInt(0, DataType::kInt64), size);
    TypePtr type = mr::WithMemRefAndSpace(MutateType(var->type()), memref, space);
    return std::make_shared<Var>(var->name_hint(), type, var->span());
  }

  VarPtr DefineFresh(const VarPtr& var) {
    VarPtr fresh = FreshVar(var);
    if (fresh != var) SetVarRemap(var, fresh);
    return fresh;
  }

  // A tile or tensor variable used without any definition before it (a use
  // that ConvertToSSA left ahead of every definition, or a Group member's
  // parameter ExpandMixedKernel left unbound, printed `__FREE_VAR`) gets a
  // buffer of its own where it is first met, as the reference's InitMemRef
  // gives one to every variable it visits.
  ExprPtr MutateVar(const VarPtr& var) override {
    if (var->kind() == NodeKind::kVar && !LookupVarRemap(var.get()) &&
        IsA<ShapedType>(var->type()) && !mr::TypeMemRef(var->type())) {
      return DefineFresh(var);
    }
    return mr::RetypingMutator::MutateVar(var);
  }

  // Likewise an iter_arg used outside its loop (a Group's loop iter_arg that
  // a member reads after ExpandMixedKernel) takes its init value's buffer
  // where it is first met, as the reference processes every iter_arg it
  // visits.
  ExprPtr MutateIterArg(const IterArgPtr& var) override {
    if (!LookupVarRemap(var.get())) return ProcessIterArgs({var}).front();
    return mr::RetypingMutator::MutateIterArg(var);
  }

  StmtPtr MutateAssign(const AssignStmtPtr& op) override {
    ExprPtr value = MutateExpr(op->value());
    const VarPtr& var = op->var();
    const bool is_tile = IsA<TileType>(var->type());
    if (is_tile && ProducesBufferLess(value)) {
      // No buffer, but the tile's extent is still fixed (as in the reference).
      RequireStaticShape(static_cast<const TileType&>(*var->type()), *var);
      TypePtr type = MutateType(var->type());
      auto nv = std::make_shared<Var>(var->name_hint(), type, var->span());
      SetVarRemap(var, nv);
      buffer_less_.insert(nv.get());
      return std::make_shared<AssignStmt>(nv, value, op->span());
    }
    if (auto call = As<Call>(value)) {
      if (mr::InheritsInput(call) && !call->args().empty() && !mr::IsOp(call, "tile.transpose")) {
        if (auto s = ShareFrom(call->args()[0], op, value)) return s;
      }
      if (auto idx = mr::ReusedInput(call)) {
        if (*idx < static_cast<int>(call->args().size())) {
          if (auto s = ShareFrom(call->args()[*idx], op, value)) return s;
        }
      }
    }
    // A copy of a variable shares its buffer. The reference gives a copy of
    // an iter_arg a buffer of its own; that copy is then never written, so a
    // view of it (a reshape, a slice) would read an empty buffer. Such a copy
    // shares the iter_arg's buffer here.
    if (is_tile && (value->kind() == NodeKind::kVar ||
                    (value->kind() == NodeKind::kIterArg && viewed_.count(var.get())))) {
      if (auto s = ShareFrom(value, op, value)) return s;
    }
    VarPtr nv = DefineFresh(var);
    return std::make_shared<AssignStmt>(nv, value, op->span());
  }

  StmtPtr MutateFor(const ForStmtPtr& op) override {
    std::vector<IterArgPtr> iter_args = ProcessIterArgs(op->iter_args());
    ExprPtr start = MutateExpr(op->start());
    ExprPtr stop = MutateExpr(op->stop());
    ExprPtr step = MutateExpr(op->step());
    StmtPtr body = MutateStmt(op->body());
    std::vector<VarPtr> return_vars;
    for (size_t i = 0; i < op->return_vars().size(); ++i) {
      const VarPtr& rv = op->return_vars()[i];
      VarPtr fresh = FreshVar(rv);
      if (IsA<TileType>(fresh->type()) && i < iter_args.size()) {
        if (auto ia_tile = mr::TileWithMemRef(iter_args[i]->type())) {
          fresh = std::make_shared<Var>(
              rv->name_hint(),
              mr::WithMemRefAndSpace(fresh->type(), ia_tile->memref(), ia_tile->memory_space()),
              rv->span());
        }
      }
      if (fresh != rv) SetVarRemap(rv, fresh);
      return_vars.push_back(fresh);
    }
    return std::make_shared<ForStmt>(op->loop_var(), start, stop, step, std::move(iter_args), body,
                                     std::move(return_vars), op->for_kind(), op->attrs(),
                                     op->span());
  }

  StmtPtr MutateWhile(const WhileStmtPtr& op) override {
    std::vector<IterArgPtr> iter_args = ProcessIterArgs(op->iter_args());
    ExprPtr cond = MutateExpr(op->condition());
    StmtPtr body = MutateStmt(op->body());
    std::vector<VarPtr> return_vars;
    for (const auto& rv : op->return_vars()) return_vars.push_back(DefineFresh(rv));
    return std::make_shared<WhileStmt>(cond, std::move(iter_args), body, std::move(return_vars),
                                       op->span());
  }

  StmtPtr MutateIf(const IfStmtPtr& op) override {
    ExprPtr cond = MutateExpr(op->condition());
    StmtPtr then_body = MutateStmt(op->then_body());
    StmtPtr else_body = op->else_body() ? MutateStmt(op->else_body()) : nullptr;
    auto then_yield = mr::FindYield(then_body);
    auto else_yield = mr::FindYield(else_body);
    std::vector<VarPtr> return_vars;
    for (size_t i = 0; i < op->return_vars().size(); ++i) {
      const VarPtr& rv = op->return_vars()[i];
      VarPtr fresh = FreshVar(rv);
      // The phi takes the buffer of the yielded variable (then branch first).
      VarPtr yv;
      auto plain_var = [](const ExprPtr& e) -> VarPtr {
        if (e && e->kind() == NodeKind::kVar) return std::static_pointer_cast<const Var>(e);
        return nullptr;
      };
      if (then_yield && i < then_yield->values().size()) yv = plain_var(then_yield->values()[i]);
      if (!yv && else_yield && i < else_yield->values().size()) {
        yv = plain_var(else_yield->values()[i]);
      }
      auto y_tile = yv ? mr::TileWithMemRef(yv->type()) : nullptr;
      if (IsA<TileType>(fresh->type()) && y_tile) {
        fresh = std::make_shared<Var>(
            rv->name_hint(),
            mr::WithMemRefAndSpace(fresh->type(), y_tile->memref(), y_tile->memory_space()),
            rv->span());
      }
      if (fresh != rv) SetVarRemap(rv, fresh);
      return_vars.push_back(fresh);
    }
    return std::make_shared<IfStmt>(cond, then_body, else_body, std::move(return_vars), op->span());
  }

 private:
  std::vector<IterArgPtr> ProcessIterArgs(const std::vector<IterArgPtr>& iter_args) {
    std::vector<IterArgPtr> out;
    for (const auto& ia : iter_args) {
      ExprPtr init = MutateExpr(ia->init_value());
      TypePtr type = MutateType(ia->type());
      if (As<ShapedType>(type)) {
        type = mr::WithMemRefAndSpace(
            type, mr::TypeMemRef(init->type()),
            As<TileType>(init->type()) ? mr::SpaceOf(init->type()) : std::nullopt);
      }
      auto nia = std::make_shared<IterArg>(ia->name_hint(), type, init, ia->span());
      SetVarRemap(ia, nia);
      out.push_back(nia);
    }
    return out;
  }

  bool IsBufferLessVar(const ExprPtr& e) const {
    return e && IsA<Var>(e) && buffer_less_.count(static_cast<const Var*>(e.get())) > 0;
  }

  // Cross-core tpop results and zero-copy views / aliases of them own no
  // buffer of the general pool.
  bool ProducesBufferLess(const ExprPtr& value) const {
    if (auto call = As<Call>(value)) {
      if (mr::IsOp(call, "tile.tpop_from_aic") || mr::IsOp(call, "tile.tpop_from_aiv")) return true;
      if (mr::InheritsInput(call) && !mr::IsOp(call, "tile.transpose") && !call->args().empty()) {
        return IsBufferLessVar(call->args()[0]);
      }
      return false;
    }
    return IsBufferLessVar(value);
  }

  // Defines `op`'s variable on the buffer of `source` (a view of it when the
  // op offsets or resizes); null when `source` has no MemRef.
  StmtPtr ShareFrom(const ExprPtr& source, const AssignStmtPtr& op, const ExprPtr& value) {
    MemRefPtr parent = mr::TypeMemRef(source->type());
    if (!parent) return nullptr;
    ExprPtr extra = mr::ZeroOffset();
    if (auto call = As<Call>(value)) extra = mr::ViewByteOffset(call, source->type());
    ExprPtr total = mr::AddOffsets(parent->byte_offset(), extra);
    int64_t size = parent->size();
    if (auto shaped = As<ShapedType>(op->var()->type())) {
      if (auto b = mr::StaticBytes(shaped, op->span())) size = *b;
    }
    bool pure_alias = size == parent->size();
    if (pure_alias) {
      auto c = As<ConstInt>(extra);
      pure_alias = c && c->value() == 0;
    }
    MemRefPtr view = pure_alias ? parent : std::make_shared<MemRef>(parent->base(), total, size);
    std::optional<MemorySpace> space;
    if (As<TileType>(source->type())) space = mr::SpaceOf(source->type());
    TypePtr type = mr::WithMemRefAndSpace(MutateType(op->var()->type()), view, space);
    auto nv = std::make_shared<Var>(op->var()->name_hint(), type, op->var()->span());
    SetVarRemap(op->var(), nv);
    return std::make_shared<AssignStmt>(nv, value, op->span());
  }

  int64_t next_id_ = 0;
  absl::flat_hash_set<const Var*> buffer_less_;
  std::map<std::string, VarPtr>* ddr_bases_;
  absl::flat_hash_set<const Var*> viewed_;
};

FunctionPtr InitFunction(const FunctionPtr& func, std::map<std::string, VarPtr>* ddr_bases) {
  InitMemRefMutator mutator(ddr_bases);
  mutator.CollectViewedVars(func->body());
  Function::Fields fields = func->fields();
  for (auto& p : fields.params) p = mutator.DefineFresh(p);
  StmtPtr body = mutator.MutateStmt(func->body());

  // One allocation per distinct on-chip base, in order of first occurrence.
  std::vector<StmtPtr> allocs;
  absl::flat_hash_set<const MemRef*> seen_memrefs;
  absl::flat_hash_set<const Var*> seen_bases;
  auto visit = [&](const Var& v) {
    auto tile = mr::TileWithMemRef(v.type());
    if (!tile) return;
    const MemRefPtr& m = tile->memref();
    if (!seen_memrefs.insert(m.get()).second) return;
    MemorySpace space = tile->memory_space().value_or(MemorySpace::kDDR);
    if (!seen_bases.insert(m->base().get()).second) return;
    const char* op = space == MemorySpace::kDDR ? "tensor.alloc" : "tile.alloc";
    auto call = MakeOpCallOrThrow(op, {MakeConstInt(static_cast<int64_t>(space), DataType::kIndex),
                                       MakeConstInt(m->size(), DataType::kIndex)});
    allocs.push_back(std::make_shared<AssignStmt>(m->base(), call));
  };
  for (const auto& p : fields.params) visit(*p);
  mr::ForEachVarOccurrenceRef(body, visit);
  if (!allocs.empty()) {
    std::vector<StmtPtr> stmts = allocs;
    for (auto& s : StmtList(body)) stmts.push_back(s);
    body = MakeSeq(std::move(stmts), body ? body->span() : Span());
  }
  fields.body = mr::SyncFlattenedCallTypes(body);
  return func->WithFields(std::move(fields));
}

}  // namespace

ir::ProgramPtr InitMemRef(const ir::ProgramPtr& program) {
  ir::ProgramPtr normalized = NormalizeStmtStructure(program);
  std::vector<ir::FunctionPtr> functions;
  std::map<std::string, ir::VarPtr> ddr_bases;
  for (const auto& f : normalized->functions()) functions.push_back(InitFunction(f, &ddr_bases));
  return normalized->WithFunctions(std::move(functions));
}

}  // namespace ptoc::transforms
