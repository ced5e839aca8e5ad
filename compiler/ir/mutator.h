// Rebuilding IR traversal. Subclass IRMutator and override per-kind hooks to
// return replacement nodes. A node is rebuilt only when one of its children
// changed; otherwise the very same handle is returned, so unchanged subtrees
// stay shared and "nothing changed" is a pointer comparison.
//
// Variables: when a defining occurrence (param, assign target, loop var,
// iter_arg, return var, scope loop var) is rebuilt because its type or init
// value changed, the mutator records old -> new and rewrites every later use.
// Passes can request substitutions explicitly with SetVarRemap.
#ifndef PTOC_COMPILER_IR_MUTATOR_H_
#define PTOC_COMPILER_IR_MUTATOR_H_

#include <optional>
#include <unordered_map>
#include <vector>

#include "compiler/ir/attrs.h"
#include "compiler/ir/expr.h"
#include "compiler/ir/function.h"
#include "compiler/ir/stmt.h"
#include "compiler/ir/type.h"

namespace ptoc::ir {

class IRMutator {
 public:
  virtual ~IRMutator() = default;

  // Entry points. Null in, null out. A MutateFunction returning null drops the
  // function from the program; a MutateStmt returning null inside a SeqStmts
  // drops the statement.
  virtual ProgramPtr MutateProgram(const ProgramPtr& program);
  virtual FunctionPtr MutateFunction(const FunctionPtr& function);
  virtual StmtPtr MutateStmt(const StmtPtr& stmt);  // dispatches on kind
  virtual ExprPtr MutateExpr(const ExprPtr& expr);  // dispatches on kind
  // Rebuilds a type whose memref, tuple elements or symbolic dims changed;
  // constant dims are not passed to MutateExpr (as in IRVisitor::VisitType).
  virtual TypePtr MutateType(const TypePtr& type);

  // A defining occurrence. Returns the remapped variable if one is recorded;
  // otherwise mutates the type (and IterArg init value) and, if either
  // changed, makes a fresh variable with the same name hint and records the
  // remap so that later uses follow.
  virtual VarPtr MutateVarDef(const VarPtr& var);

  // Statements.
  virtual StmtPtr MutateAssign(const AssignStmtPtr& stmt);
  virtual StmtPtr MutateEval(const EvalStmtPtr& stmt);
  virtual StmtPtr MutateSeq(const SeqStmtsPtr& stmt);  // re-flattened with MakeSeq if changed
  virtual StmtPtr MutateReturn(const ReturnStmtPtr& stmt);
  virtual StmtPtr MutateYield(const YieldStmtPtr& stmt);
  virtual StmtPtr MutateIf(const IfStmtPtr& stmt);
  virtual StmtPtr MutateFor(const ForStmtPtr& stmt);
  virtual StmtPtr MutateWhile(const WhileStmtPtr& stmt);
  virtual StmtPtr MutateScope(const ScopeStmtPtr& stmt);
  virtual StmtPtr MutateBreak(const std::shared_ptr<const BreakStmt>& stmt);
  virtual StmtPtr MutateContinue(const std::shared_ptr<const ContinueStmt>& stmt);

  // Expressions. A use of Var/IterArg returns its remap target (or itself).
  virtual ExprPtr MutateVar(const VarPtr& var);
  virtual ExprPtr MutateIterArg(const IterArgPtr& var);
  virtual ExprPtr MutateMemRef(const MemRefPtr& memref);
  virtual ExprPtr MutateConstInt(const ConstIntPtr& expr);
  virtual ExprPtr MutateConstFloat(const ConstFloatPtr& expr);
  virtual ExprPtr MutateConstBool(const ConstBoolPtr& expr);
  virtual ExprPtr MutateBinary(const BinaryExprPtr& expr);
  virtual ExprPtr MutateUnary(const UnaryExprPtr& expr);
  // Rebuilds with the same op, kwargs/attrs and the (mutated) original result
  // type; it does not re-run type deduction. Override to use RebuildOpCall
  // when argument types can change.
  virtual ExprPtr MutateCall(const CallPtr& call);
  // Rebuilds with the mutated args, deps, launch expressions, attrs and type.
  virtual ExprPtr MutateSubmit(const SubmitPtr& submit);
  virtual ExprPtr MutateMakeTuple(const MakeTuplePtr& expr);
  virtual ExprPtr MutateTupleGetItem(const TupleGetItemPtr& expr);

  // Mutates expression-valued attributes; nullopt when none changed.
  std::optional<Attrs> MutateAttrs(const Attrs& attrs);

  // Every later use of `old_var` becomes `new_var` (also at definitions).
  void SetVarRemap(const VarPtr& old_var, VarPtr new_var);
  // The recorded replacement of `var` (following chains), or null.
  VarPtr LookupVarRemap(const Var* var) const;
  void ClearVarRemap() { var_remap_.clear(); }

 protected:
  std::unordered_map<const Var*, VarPtr> var_remap_;

 private:
  // Keeps remapped-away variables alive so their addresses cannot be reused
  // by new objects while they key var_remap_.
  std::vector<VarPtr> remapped_keepalive_;
};

}  // namespace ptoc::ir

#endif  // PTOC_COMPILER_IR_MUTATOR_H_
