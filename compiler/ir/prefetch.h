// Software prefetch for walks over statement lists. A walk chases pointers
// from a statement to its nodes; the hardware cannot guess those addresses, so
// on IRs larger than the caches every statement starts with a cache miss.
// Asking for the next statements' nodes while the current one is processed
// overlaps those misses.
#ifndef PTOC_COMPILER_IR_PREFETCH_H_
#define PTOC_COMPILER_IR_PREFETCH_H_

#include <cstddef>
#include <vector>

#include "compiler/ir/stmt.h"

namespace ptoc::ir {

// Call before processing stmts[i]: prefetches statement i + 2 and, for an
// assignment at i + 1 (its node was prefetched one step earlier), the
// variable and the value it points to.
inline void PrefetchStmtsAhead(const std::vector<StmtPtr>& stmts, size_t i) {
  const size_t n = stmts.size();
  if (i + 2 < n) __builtin_prefetch(stmts[i + 2].get());
  // A statement list built by hand (not parsed) may hold null entries.
  if (i + 1 < n && stmts[i + 1] && stmts[i + 1]->kind() == NodeKind::kAssign) {
    const auto* next = static_cast<const AssignStmt*>(stmts[i + 1].get());
    __builtin_prefetch(next->var().get());
    __builtin_prefetch(next->value().get());
  }
}

}  // namespace ptoc::ir

#endif  // PTOC_COMPILER_IR_PREFETCH_H_
