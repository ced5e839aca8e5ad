// Repairs for one lane's body after a mixed cube/vector kernel has been cut
// into its AIC and AIV halves (ExpandMixedKernel): statements of the other
// lane are gone, so loop carries, branch results and definitions may dangle
// or be dead. The rules follow the reference compiler's split repair so that
// both produce the same lane bodies.
#ifndef PTOC_COMPILER_TRANSFORMS_ANALYSIS_CORE_SPLIT_REPAIR_H_
#define PTOC_COMPILER_TRANSFORMS_ANALYSIS_CORE_SPLIT_REPAIR_H_

#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "compiler/ir/stmt.h"

namespace ptoc::transforms {

// Statements of a body with nested SeqStmts flattened.
std::vector<ir::StmtPtr> FlatStmts(const ir::StmtPtr& body);

// Variables a subtree defines (assign targets, loop vars, iter_args, return
// vars) and uses (every variable reference, also in types and init values).
struct VarDefUse {
  std::unordered_set<const ir::Var*> defs;
  std::unordered_set<const ir::Var*> uses;
  bool Refers(const ir::Var* v) const { return defs.count(v) || uses.count(v); }
};
VarDefUse CollectVarRefs(const ir::StmtPtr& stmt);
VarDefUse CollectVarRefs(const ir::ExprPtr& expr);

// Assignment of every variable assigned anywhere in `stmts` (nested bodies too).
void BuildDefMap(const std::vector<ir::StmtPtr>& stmts,
                 std::unordered_map<const ir::Var*, ir::StmtPtr>* def_map);

// Whether DCE must keep an assignment of this op although its result is dead
// (stores, cross-core transfers, pipe setup).
bool IsSideEffectStmt(const ir::StmtPtr& stmt);

// Removes assignments whose results are never used (transitively), except
// side-effecting ones; evaluations, returns and yields are roots.
std::vector<ir::StmtPtr> EliminateDeadAssignments(const std::vector<ir::StmtPtr>& stmts);

// The whole repair of one lane: dead loop carries dropped, iter_arg init
// values whose definitions went to the other lane re-materialised from
// `original_defs`, dangling loop yields replaced by the iter_arg, branch
// results whose yields dangle dropped (`extra_defined` counts as defined),
// then dead code removed.
std::vector<ir::StmtPtr> FinalizeSplitCoreBody(
    const std::vector<ir::StmtPtr>& stmts,
    const std::unordered_map<const ir::Var*, ir::StmtPtr>& original_defs,
    const std::unordered_set<const ir::Var*>& extra_defined);

}  // namespace ptoc::transforms

#endif  // PTOC_COMPILER_TRANSFORMS_ANALYSIS_CORE_SPLIT_REPAIR_H_
