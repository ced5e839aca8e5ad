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
#include <unordered_set>
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
// which Out/InOut argument the result is (several same-typed candidates).
enum class AmbiguousRootPolicy {
  // No root: aliasing optimisations must never guess.
  kSkip,
  // The first Out/InOut argument's root: dependency analysis must keep some
  // root so later writers still see an earlier write.
  kFirstOutput,
};

// Maps every variable of a function body to the variable that owns its buffer.
//
// Roots: parameters, `tensor.create` and `tensor.slice` results. Inherited by
// plain aliases, `tensor.assemble` results (from the target), loop iter_args
// (from the init value), loop return vars (from the yielded values; for a
// loop that may run zero times also from the init value; if return vars get
// none), results of calls to
// program functions (from the Out/InOut argument the result is: matched by
// shape and dtype when there are several), and TupleGetItem projections of
// tuple-returning calls (the i-th Out/InOut argument). A variable that may name
// several buffers is "ambiguous": it has no entry in `buffer_roots` under
// kSkip and its first candidate under kFirstOutput.
class BufferRootCollector : public ir::IRVisitor {
 public:
  BufferRootCollector(ir::ProgramPtr program, AmbiguousRootPolicy policy);

  // Analyses `function` (params + body).
  void Run(const ir::FunctionPtr& function);

  // Root of `expr` when it is a variable with a known root, else null.
  const ir::Var* Resolve(const ir::ExprPtr& expr) const;
  bool IsAmbiguous(const ir::ExprPtr& expr) const;

  std::unordered_map<const ir::Var*, const ir::Var*> buffer_roots;
  std::unordered_set<const ir::Var*> ambiguous_vars;

 protected:
  void VisitAssign(const ir::AssignStmtPtr& stmt) override;
  void VisitFor(const ir::ForStmtPtr& stmt) override;
  void VisitWhile(const ir::WhileStmtPtr& stmt) override;
  void VisitIf(const ir::IfStmtPtr& stmt) override;

 private:
  using Candidates = std::vector<const ir::Var*>;
  struct RootInfo {
    Candidates roots;
    bool ambiguous = false;
  };
  struct OutputRoot {
    RootInfo info;
    ir::TypePtr type;
  };

  Candidates CandidatesOf(const ir::ExprPtr& expr) const;
  void Record(const ir::VarPtr& var, const Candidates& roots, bool unresolved = false);
  std::vector<Candidates> RecordLoopInits(const std::vector<ir::IterArgPtr>& iter_args);
  void RecordLoopResults(const ir::StmtPtr& body, const std::vector<ir::VarPtr>& return_vars,
                         const std::vector<Candidates>& init_roots, bool guaranteed_to_run);
  std::vector<OutputRoot> CallOutputRoots(const ir::CallPtr& call) const;
  RootInfo SelectReturnRoot(const std::vector<OutputRoot>& outs, const ir::TypePtr& type) const;

  ir::ProgramPtr program_;
  AmbiguousRootPolicy policy_;
  std::unordered_map<const ir::Var*, Candidates> candidates_;
  std::unordered_map<const ir::Var*, std::vector<RootInfo>> tuple_roots_;
};

}  // namespace ptoc::transforms

#endif  // PTOC_COMPILER_TRANSFORMS_ANALYSIS_BUFFER_ROOTS_H_
