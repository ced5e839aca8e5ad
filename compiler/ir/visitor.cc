#include "compiler/ir/visitor.h"

#include <algorithm>
#include <string>

#include "absl/container/flat_hash_set.h"
#include "compiler/ir/prefetch.h"

namespace ptoc::ir {

void IRVisitor::VisitProgram(const ProgramPtr& program) {
  if (!program) return;
  for (const auto& f : program->functions()) VisitFunction(f);
}

void IRVisitor::VisitFunction(const FunctionPtr& function) {
  if (!function) return;
  for (const auto& p : function->params()) VisitVarDef(p);
  for (const auto& t : function->return_types()) VisitType(t);
  VisitAttrs(function->attrs());
  VisitStmt(function->body());
}

void IRVisitor::VisitStmt(const StmtPtr& stmt) {
  if (!stmt) return;
  switch (stmt->kind()) {
    case NodeKind::kAssign:
      return VisitAssign(std::static_pointer_cast<const AssignStmt>(stmt));
    case NodeKind::kEval:
      return VisitEval(std::static_pointer_cast<const EvalStmt>(stmt));
    case NodeKind::kSeq:
      return VisitSeq(std::static_pointer_cast<const SeqStmts>(stmt));
    case NodeKind::kReturn:
      return VisitReturn(std::static_pointer_cast<const ReturnStmt>(stmt));
    case NodeKind::kYield:
      return VisitYield(std::static_pointer_cast<const YieldStmt>(stmt));
    case NodeKind::kIf:
      return VisitIf(std::static_pointer_cast<const IfStmt>(stmt));
    case NodeKind::kFor:
      return VisitFor(std::static_pointer_cast<const ForStmt>(stmt));
    case NodeKind::kWhile:
      return VisitWhile(std::static_pointer_cast<const WhileStmt>(stmt));
    case NodeKind::kScope:
      return VisitScope(std::static_pointer_cast<const ScopeStmt>(stmt));
    case NodeKind::kBreak:
      return VisitBreak(std::static_pointer_cast<const BreakStmt>(stmt));
    case NodeKind::kContinue:
      return VisitContinue(std::static_pointer_cast<const ContinueStmt>(stmt));
    default:
      return;
  }
}

void IRVisitor::VisitExpr(const ExprPtr& expr) {
  if (!expr) return;
  switch (expr->kind()) {
    case NodeKind::kVar:
      return VisitVar(std::static_pointer_cast<const Var>(expr));
    case NodeKind::kIterArg:
      return VisitIterArg(std::static_pointer_cast<const IterArg>(expr));
    case NodeKind::kMemRef:
      return VisitMemRef(std::static_pointer_cast<const MemRef>(expr));
    case NodeKind::kConstInt:
      return VisitConstInt(std::static_pointer_cast<const ConstInt>(expr));
    case NodeKind::kConstFloat:
      return VisitConstFloat(std::static_pointer_cast<const ConstFloat>(expr));
    case NodeKind::kConstBool:
      return VisitConstBool(std::static_pointer_cast<const ConstBool>(expr));
    case NodeKind::kBinary:
      return VisitBinary(std::static_pointer_cast<const BinaryExpr>(expr));
    case NodeKind::kUnary:
      return VisitUnary(std::static_pointer_cast<const UnaryExpr>(expr));
    case NodeKind::kCall:
      return VisitCall(std::static_pointer_cast<const Call>(expr));
    case NodeKind::kSubmit:
      return VisitSubmit(std::static_pointer_cast<const Submit>(expr));
    case NodeKind::kMakeTuple:
      return VisitMakeTuple(std::static_pointer_cast<const MakeTuple>(expr));
    case NodeKind::kTupleGetItem:
      return VisitTupleGetItem(std::static_pointer_cast<const TupleGetItem>(expr));
    default:
      return;
  }
}

void IRVisitor::VisitType(const TypePtr& type) {
  if (!type) return;
  switch (type->kind()) {
    case NodeKind::kTupleType:
      for (const auto& t : static_cast<const TupleType&>(*type).types()) VisitType(t);
      return;
    case NodeKind::kTensorType: {
      const auto& tensor = static_cast<const TensorType&>(*type);
      if (tensor.HasSymbolicDims()) {
        for (const auto& d : tensor.shape()) VisitExpr(d);
        if (tensor.view()) {
          for (const auto& e : tensor.view()->valid_shape) VisitExpr(e);
          for (const auto& e : tensor.view()->stride) VisitExpr(e);
        }
      }
      if (tensor.memref()) VisitExpr(tensor.memref());
      return;
    }
    case NodeKind::kTileType: {
      const auto& tile = static_cast<const TileType&>(*type);
      if (tile.HasSymbolicDims()) {
        for (const auto& d : tile.shape()) VisitExpr(d);
        if (tile.view()) {
          for (const auto& e : tile.view()->valid_shape) VisitExpr(e);
          for (const auto& e : tile.view()->stride) VisitExpr(e);
          VisitExpr(tile.view()->start_offset);
        }
      }
      if (tile.memref()) VisitExpr(tile.memref());
      return;
    }
    default:
      return;
  }
}

void IRVisitor::VisitVarDef(const VarPtr& var) {
  if (!var) return;
  VisitExpr(var);
  VisitType(var->type());
  if (var->kind() == NodeKind::kIterArg) {
    VisitExpr(static_cast<const IterArg&>(*var).init_value());
  }
}

void IRVisitor::VisitAssign(const AssignStmtPtr& stmt) {
  VisitExpr(stmt->value());
  VisitVarDef(stmt->var());
}

void IRVisitor::VisitEval(const EvalStmtPtr& stmt) { VisitExpr(stmt->expr()); }

void IRVisitor::VisitSeq(const SeqStmtsPtr& stmt) {
  const auto& stmts = stmt->stmts();
  for (size_t i = 0; i < stmts.size(); ++i) {
    PrefetchStmtsAhead(stmts, i);
    VisitStmt(stmts[i]);
  }
}

void IRVisitor::VisitReturn(const ReturnStmtPtr& stmt) {
  for (const auto& v : stmt->values()) VisitExpr(v);
}

void IRVisitor::VisitYield(const YieldStmtPtr& stmt) {
  for (const auto& v : stmt->values()) VisitExpr(v);
}

void IRVisitor::VisitIf(const IfStmtPtr& stmt) {
  VisitExpr(stmt->condition());
  VisitStmt(stmt->then_body());
  VisitStmt(stmt->else_body());
  for (const auto& v : stmt->return_vars()) VisitVarDef(v);
}

void IRVisitor::VisitFor(const ForStmtPtr& stmt) {
  VisitExpr(stmt->start());
  VisitExpr(stmt->stop());
  VisitExpr(stmt->step());
  for (const auto& a : stmt->iter_args()) VisitVarDef(a);
  VisitVarDef(stmt->loop_var());
  VisitAttrs(stmt->attrs());
  VisitStmt(stmt->body());
  for (const auto& v : stmt->return_vars()) VisitVarDef(v);
}

void IRVisitor::VisitWhile(const WhileStmtPtr& stmt) {
  for (const auto& a : stmt->iter_args()) VisitVarDef(a);
  VisitExpr(stmt->condition());
  VisitStmt(stmt->body());
  for (const auto& v : stmt->return_vars()) VisitVarDef(v);
}

void IRVisitor::VisitScope(const ScopeStmtPtr& stmt) {
  const auto& f = stmt->fields();
  VisitExpr(f.core_num);
  VisitVarDef(f.loop_var);
  VisitAttrs(f.attrs);
  VisitStmt(stmt->body());
}

void IRVisitor::VisitBreak(const std::shared_ptr<const BreakStmt>&) {}
void IRVisitor::VisitContinue(const std::shared_ptr<const ContinueStmt>&) {}

void IRVisitor::VisitVar(const VarPtr&) {}
void IRVisitor::VisitIterArg(const IterArgPtr&) {}

void IRVisitor::VisitMemRef(const MemRefPtr& memref) {
  VisitExpr(memref->base());
  VisitExpr(memref->byte_offset());
  VisitExpr(memref->slot_index());
}

void IRVisitor::VisitConstInt(const ConstIntPtr&) {}
void IRVisitor::VisitConstFloat(const ConstFloatPtr&) {}
void IRVisitor::VisitConstBool(const ConstBoolPtr&) {}

void IRVisitor::VisitBinary(const BinaryExprPtr& expr) {
  VisitExpr(expr->lhs());
  VisitExpr(expr->rhs());
}

void IRVisitor::VisitUnary(const UnaryExprPtr& expr) { VisitExpr(expr->operand()); }

void IRVisitor::VisitCall(const CallPtr& call) {
  for (const auto& a : call->args()) VisitExpr(a);
  VisitAttrs(call->kwargs());
  VisitAttrs(call->attrs());
  VisitType(call->type());
}

void IRVisitor::VisitSubmit(const SubmitPtr& submit) {
  for (const auto& a : submit->args()) VisitExpr(a);
  for (const auto& d : submit->deps()) VisitExpr(d);
  VisitExpr(submit->core_num());
  VisitExpr(submit->predicate());
  VisitAttrs(submit->kwargs());
  VisitAttrs(submit->attrs());
  VisitType(submit->type());
}

void IRVisitor::VisitMakeTuple(const MakeTuplePtr& expr) {
  for (const auto& e : expr->elements()) VisitExpr(e);
}

void IRVisitor::VisitTupleGetItem(const TupleGetItemPtr& expr) { VisitExpr(expr->tuple()); }

namespace {
template <typename F>
void ForEachAttrExpr(const AttrValue& value, F&& f) {
  if (value.kind() == AttrValue::Kind::kExpr) {
    f(value.AsExpr());
  } else if (value.kind() == AttrValue::Kind::kList) {
    for (const auto& v : value.AsList()) ForEachAttrExpr(v, f);
  }
}
}  // namespace

void IRVisitor::VisitAttrs(const Attrs& attrs) {
  if (!attrs.HasExprs()) return;
  for (const auto& entry : attrs) {
    ForEachAttrExpr(entry.second, [this](const ExprPtr& e) { VisitExpr(e); });
  }
}

namespace {

class SummaryBuilder : public IRVisitor {
 public:
  FunctionSummary summary;

  void VisitStmt(const StmtPtr& stmt) override {
    if (!stmt) return;
    Mark(stmt->kind());
    IRVisitor::VisitStmt(stmt);
  }
  void VisitExpr(const ExprPtr& expr) override {
    if (!expr) return;
    Mark(expr->kind());
    IRVisitor::VisitExpr(expr);
  }
  void VisitFor(const ForStmtPtr& stmt) override {
    summary.for_kinds |= 1u << static_cast<int>(stmt->for_kind());
    IRVisitor::VisitFor(stmt);
  }
  void VisitScope(const ScopeStmtPtr& stmt) override {
    summary.scope_kinds |= 1u << static_cast<int>(stmt->scope_kind());
    if (stmt->scope_kind() == ScopeKind::kRuntime && stmt->fields().manual) {
      summary.manual_scope = true;
    }
    IRVisitor::VisitScope(stmt);
  }
  void VisitCall(const CallPtr& call) override {
    // Calls of one op share its name string: collect the strings by address
    // (no copy per call), sort and deduplicate the text once at the end.
    names.insert(&call->callee_name());
    IRVisitor::VisitCall(call);
  }

  absl::flat_hash_set<const std::string*> names;

 private:
  void Mark(NodeKind kind) { summary.node_kinds |= uint64_t{1} << static_cast<int>(kind); }
};

FunctionSummary ComputeSummary(const Function& function) {
  SummaryBuilder builder;
  for (const auto& p : function.params()) builder.VisitVarDef(p);
  for (const auto& t : function.return_types()) builder.VisitType(t);
  builder.VisitAttrs(function.attrs());
  builder.VisitStmt(function.body());
  auto& callees = builder.summary.callees;
  callees.reserve(builder.names.size());
  for (const std::string* name : builder.names) callees.push_back(*name);
  std::sort(callees.begin(), callees.end());
  callees.erase(std::unique(callees.begin(), callees.end()), callees.end());
  return std::move(builder.summary);
}

}  // namespace

const FunctionSummary& SummaryOf(const Function& function) {
  return function.CachedSummary(&ComputeSummary);
}

namespace {

class NodeCounter : public IRVisitor {
 public:
  int64_t count = 0;

  void VisitStmt(const StmtPtr& stmt) override {
    if (stmt) ++count;
    IRVisitor::VisitStmt(stmt);
  }
  void VisitExpr(const ExprPtr& expr) override {
    if (expr) ++count;
    IRVisitor::VisitExpr(expr);
  }
  void VisitType(const TypePtr& type) override {
    // The constant dims the base walk skips count as the nodes they are.
    if (type && !type->HasSymbolicDims()) {
      if (type->kind() == NodeKind::kTensorType) {
        const auto* tensor = static_cast<const TensorType*>(type.get());
        count += CountDims(tensor->shape());
        if (tensor->view()) {
          count += CountDims(tensor->view()->valid_shape) + CountDims(tensor->view()->stride);
        }
      } else if (type->kind() == NodeKind::kTileType) {
        const auto* tile = static_cast<const TileType*>(type.get());
        count += CountDims(tile->shape());
        if (tile->view()) {
          count += CountDims(tile->view()->valid_shape) + CountDims(tile->view()->stride) +
                   (tile->view()->start_offset ? 1 : 0);
        }
      }
    }
    IRVisitor::VisitType(type);
  }

 private:
  static int64_t CountDims(const std::vector<ExprPtr>& dims) {
    int64_t n = 0;
    for (const auto& d : dims) n += d ? 1 : 0;
    return n;
  }
};

}  // namespace

int64_t CountNodes(const ProgramPtr& program) {
  NodeCounter counter;
  counter.VisitProgram(program);
  return counter.count;
}

}  // namespace ptoc::ir
