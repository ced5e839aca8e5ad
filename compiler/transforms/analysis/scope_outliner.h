// Shared machinery of the scope outliners (InCore, Hierarchy, Cluster): lifts
// the body of each scope of one kind into a new function and replaces the
// scope by a call plus assignments of the values used after it.
#ifndef PTOC_COMPILER_TRANSFORMS_ANALYSIS_SCOPE_OUTLINER_H_
#define PTOC_COMPILER_TRANSFORMS_ANALYSIS_SCOPE_OUTLINER_H_

#include <memory>
#include <string>
#include <unordered_set>
#include <vector>

#include "compiler/ir/function.h"

namespace ptoc::transforms {

// Definitions and uses of a statement tree in the reference's visiting order
// (assignment target before its value; a for loop defines loop var, return
// vars, then iter_args and their init values, before bounds and body).
struct DefUse {
  std::vector<const ir::Var*> defs_ordered;
  std::vector<const ir::Var*> uses_ordered;
  std::unordered_set<const ir::Var*> defs;
  std::unordered_set<const ir::Var*> uses;
};
DefUse CollectDefUse(const ir::StmtPtr& stmt);
void CollectDefUse(const ir::StmtPtr& stmt, DefUse* out);

struct OutlineOptions {
  ir::ScopeKind kind = ir::ScopeKind::kInCore;
  ir::FunctionType func_type = ir::FunctionType::kInCore;
  std::string name_suffix = "_incore_";  // `<parent><suffix><k>`
  // The program whose functions the scopes may call (null: calls are opaque). With it, an
  // argument the callee takes as Out/InOut gives the outlined parameter that direction, and a
  // returned call result traces back through the parameter the callee returns.
  const ir::Program* program = nullptr;
};

struct OutlineResult {
  ir::StmtPtr body;
  std::vector<ir::FunctionPtr> outlined;
};

// The `core_num` function attribute of a `pl.spmd` launch size: a literal
// count is kept as the integer the text form reads back.
ir::AttrValue CoreNumAttr(const ir::ExprPtr& core_num);

// Outlines every scope of `options.kind` in `function`'s body. `reserved`
// holds the program-wide function names (updated with the new ones).
OutlineResult OutlineScopes(const ir::FunctionPtr& function, const OutlineOptions& options,
                            std::unordered_set<std::string>* reserved);

}  // namespace ptoc::transforms

#endif  // PTOC_COMPILER_TRANSFORMS_ANALYSIS_SCOPE_OUTLINER_H_
