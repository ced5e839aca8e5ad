// Read-only IR traversal. Subclass IRVisitor and override the per-kind hooks
// you care about; the defaults walk every child (types of defined variables,
// IterArg init values, loop bounds, expression-valued kwargs/attrs, shape and
// view expressions and memrefs inside types), so an override that calls the
// base method keeps the walk complete. Dispatch is a switch on NodeKind.
#ifndef PTOC_COMPILER_IR_VISITOR_H_
#define PTOC_COMPILER_IR_VISITOR_H_

#include "compiler/ir/attrs.h"
#include "compiler/ir/expr.h"
#include "compiler/ir/function.h"
#include "compiler/ir/stmt.h"
#include "compiler/ir/type.h"

namespace ptoc::ir {

class IRVisitor {
 public:
  virtual ~IRVisitor() = default;

  // Entry points. Null handles are ignored.
  virtual void VisitProgram(const ProgramPtr& program);
  virtual void VisitFunction(const FunctionPtr& function);
  virtual void VisitStmt(const StmtPtr& stmt);  // dispatches on kind
  virtual void VisitExpr(const ExprPtr& expr);  // dispatches on kind
  // Memrefs, tuple elements, and the shape/view expressions of a type with
  // symbolic dims (Type::HasSymbolicDims). Constant dims are leaves that hold
  // no variables; skipping them spares a walk the node visits of every dim
  // of every variable's type.
  virtual void VisitType(const TypePtr& type);

  // A defining occurrence of a variable (param, assign target, loop var,
  // iter_arg, return var, scope loop var). The default visits the variable as
  // an expression, then its type and, for an IterArg, its init value. Uses of
  // variables only reach VisitVar/VisitIterArg.
  virtual void VisitVarDef(const VarPtr& var);

  // Statements.
  virtual void VisitAssign(const AssignStmtPtr& stmt);
  virtual void VisitEval(const EvalStmtPtr& stmt);
  virtual void VisitSeq(const SeqStmtsPtr& stmt);
  virtual void VisitReturn(const ReturnStmtPtr& stmt);
  virtual void VisitYield(const YieldStmtPtr& stmt);
  virtual void VisitIf(const IfStmtPtr& stmt);
  virtual void VisitFor(const ForStmtPtr& stmt);
  virtual void VisitWhile(const WhileStmtPtr& stmt);
  virtual void VisitScope(const ScopeStmtPtr& stmt);
  virtual void VisitBreak(const std::shared_ptr<const BreakStmt>& stmt);
  virtual void VisitContinue(const std::shared_ptr<const ContinueStmt>& stmt);

  // Expressions. Var/IterArg are leaves here (their types are visited at the
  // definition); a MemRef visits its base, offset and slot index.
  virtual void VisitVar(const VarPtr& var);
  virtual void VisitIterArg(const IterArgPtr& var);
  virtual void VisitMemRef(const MemRefPtr& memref);
  virtual void VisitConstInt(const ConstIntPtr& expr);
  virtual void VisitConstFloat(const ConstFloatPtr& expr);
  virtual void VisitConstBool(const ConstBoolPtr& expr);
  virtual void VisitBinary(const BinaryExprPtr& expr);
  virtual void VisitUnary(const UnaryExprPtr& expr);
  virtual void VisitCall(const CallPtr& call);  // args, kwargs, attrs, result type
  // args, deps, core_num, predicate, kwargs, attrs, result type
  virtual void VisitSubmit(const SubmitPtr& submit);
  virtual void VisitMakeTuple(const MakeTuplePtr& expr);
  virtual void VisitTupleGetItem(const TupleGetItemPtr& expr);

  // Expressions held by attribute values (recursively through lists).
  virtual void VisitAttrs(const Attrs& attrs);
};

// The function's summary (function.h), computed by one IRVisitor walk the
// first time it is asked for and cached on the function node.
const FunctionSummary& SummaryOf(const Function& function);

// Expression and statement nodes of the program, as a full walk reaches them,
// constant dimensions of types included (the size measure of request limits
// and benchmarks, independent of what VisitType skips).
int64_t CountNodes(const ProgramPtr& program);

}  // namespace ptoc::ir

#endif  // PTOC_COMPILER_IR_VISITOR_H_
