// Lifetime analysis of tile buffers for MemoryReuse: numbers the leaf
// statements of a kernel body in program order, records where every tile
// variable is defined and last used (a value used inside a loop that it is
// defined before stays live to the loop's end; loop results and if phis count
// as uses of the buffers that hold them), and merges the variables sharing an
// allocation into one interval per buffer.
#ifndef PTOC_COMPILER_TRANSFORMS_ANALYSIS_LIFETIMES_H_
#define PTOC_COMPILER_TRANSFORMS_ANALYSIS_LIFETIMES_H_

#include <map>
#include <set>
#include <unordered_map>
#include <vector>

#include "compiler/ir/stmt.h"

namespace ptoc::transforms {

// One interval per allocation (sharing group): the union of its members'
// lifetimes. `def` and `last_use` are statement numbers; intervals that only
// touch (last_use == def) do not conflict.
struct LifetimeInterval {
  ir::VarPtr rep;  // earliest-defined member
  int group = -1;  // index into Lifetimes::groups
  int def = 0;
  int last_use = 0;
  ir::MemorySpace space = ir::MemorySpace::kVec;
  int64_t size = 0;
};

struct Lifetimes {
  std::vector<LifetimeInterval> intervals;  // in order of the reps' definitions
  // Members of each sharing group in definition order (size >= 1).
  std::vector<std::vector<ir::VarPtr>> groups;
  std::unordered_map<const ir::Var*, int> group_of;  // tile var -> group index
  // Per-variable [def, last_use] (with loop and phi extension).
  std::unordered_map<const ir::Var*, std::pair<int, int>> var_liveness;
  // Phi families per (if, result slot): members may share a buffer although
  // their extended lifetimes overlap, since they are one value on exclusive
  // paths.
  std::unordered_map<const ir::Var*, std::set<int>> phi_families;
  // The defining assignment of each tracked tile variable.
  std::unordered_map<const ir::Var*, ir::AssignStmtPtr> def_stmt;
};

Lifetimes ComputeLifetimes(const ir::StmtPtr& body);

}  // namespace ptoc::transforms

#endif  // PTOC_COMPILER_TRANSFORMS_ANALYSIS_LIFETIMES_H_
