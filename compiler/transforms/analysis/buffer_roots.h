// Buffer-root analysis for orchestration code: which tensor buffer each
// variable of a function body names.
//
// Used by FuseCreateAssembleToSlice (to prove a create is only ever written
// back through one assemble) and DeriveCallDirections (to find earlier writers
// of the same buffer). Also home of small loop/call helpers both need.
#ifndef PTOC_COMPILER_TRANSFORMS_ANALYSIS_BUFFER_ROOTS_H_
#define PTOC_COMPILER_TRANSFORMS_ANALYSIS_BUFFER_ROOTS_H_

#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "compiler/ir/expr.h"
#include "compiler/ir/function.h"
#include "compiler/ir/stmt.h"
#include "compiler/ir/visitor.h"

namespace ptoc::transforms {

// Ops of the registry (`tile.*`, `tensor.*`, `system.*`, `array.*`) as opposed
// to calls of program functions.
bool IsBuiltinOpName(const std::string& name);

// The yield that ends `body`: the last statement, looking through trailing
// statement lists and runtime / split-aiv scopes (both transparent to SSA).
ir::YieldStmtPtr LastYield(const ir::StmtPtr& body);

// Trip count of a loop whose bounds are integer constants (0 for an empty
// range, descending ranges included); nullopt when a bound is symbolic or the
// step is zero.
std::optional<int64_t> ConstTripCount(const ir::ForStmtPtr& loop);

// What the collector records for a call's single result when it cannot tell
// which Out/InOut argument the result is (no same-typed candidate, or several
// with different roots).
enum class AmbiguousRootPolicy {
  // No root: aliasing optimisations must never guess.
  kSkip,
  // The first Out/InOut argument's root: dependency analysis must keep some
  // root so later writers still see an earlier write.
  kFirstOutput,
};

// Maps every variable of a function body to the variable that owns its buffer
// (at most one root per variable; a variable without an entry has no known
// buffer).
//
// Roots: parameters, `tensor.create` and `tensor.slice` results. Inherited by
// plain aliases, `tensor.assemble` results (from the target), loop iter_args
// AND loop return vars (both from the init value, whatever the body yields
// and however often it runs: the carried buffer is taken to be the one the
// loop starts with), results of calls to program functions (from the
// Out/InOut argument the result is: matched by shape and dtype when there are
// several, else per the policy), and TupleGetItem projections of
// tuple-returning calls (the i-th Out/InOut argument). Results of an `if` get
// no root.
class BufferRootCollector : public ir::IRVisitor {
 public:
  BufferRootCollector(ir::ProgramPtr program, AmbiguousRootPolicy policy);

  // Analyses `function` (params + body).
  void Run(const ir::FunctionPtr& function);

  // Root of `expr` when it is a variable with a known root, else null.
  const ir::Var* Resolve(const ir::ExprPtr& expr) const;

  std::unordered_map<const ir::Var*, const ir::Var*> buffer_roots;

 protected:
  void VisitAssign(const ir::AssignStmtPtr& stmt) override;
  void VisitFor(const ir::ForStmtPtr& stmt) override;
  void VisitWhile(const ir::WhileStmtPtr& stmt) override;

 private:
  // An Out/InOut argument of a call: its root (may be null) and its type.
  struct OutputRoot {
    const ir::Var* root;
    ir::TypePtr type;
  };

  void Bind(const ir::Var* var, const ir::Var* root);
  void RecordLoopCarries(const std::vector<ir::IterArgPtr>& iter_args,
                         const std::vector<ir::VarPtr>& return_vars);
  std::vector<OutputRoot> CallOutputRoots(const ir::CallPtr& call) const;
  const ir::Var* SelectReturnRoot(const std::vector<OutputRoot>& outs,
                                  const ir::TypePtr& type) const;

  ir::ProgramPtr program_;
  AmbiguousRootPolicy policy_;
  // Per tuple-valued call result: the root of each Out/InOut argument.
  std::unordered_map<const ir::Var*, std::vector<const ir::Var*>> tuple_roots_;
};

}  // namespace ptoc::transforms

#endif  // PTOC_COMPILER_TRANSFORMS_ANALYSIS_BUFFER_ROOTS_H_
