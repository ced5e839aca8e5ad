// Printed-name assignment for the DSL printer: distinct Var objects that share
// a name hint must print as distinct identifiers, and symbolic dimensions
// that no function defines become program-level `pl.dynamic` declarations.
//
// The rules reproduce the reference printer's disambiguation exactly (first
// occurrence order: params, definitions in pre-order, then uses; unique names
// are reserved first, colliding ones get `_1`, `_2`, ...).
#ifndef PTOC_COMPILER_TEXT_VAR_NAMES_H_
#define PTOC_COMPILER_TEXT_VAR_NAMES_H_

#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "compiler/ir/function.h"

namespace ptoc::text {

using VarNameMap = std::unordered_map<const ir::Var*, std::string>;

// Definitions and uses of variables inside a statement tree, each in
// first-occurrence order. A loop defines its loop var, then its return vars,
// then its iter_args; uses are variable references inside expressions (types
// and MemRefs are not looked into).
struct VarDefUse {
  std::vector<const ir::Var*> defs_ordered;
  std::vector<const ir::Var*> uses_ordered;
  std::unordered_set<const ir::Var*> defs;
  std::unordered_set<const ir::Var*> uses;
};
VarDefUse CollectVarDefUse(const ir::StmtPtr& body);

// Assigns a distinct name to every variable of `vars` whose name hint is
// shared with another distinct variable of the list (duplicates of the same
// pointer are ignored). Unique hints keep their name and are only included
// in the result when `include_unique` is set.
VarNameMap DisambiguateNames(const std::vector<const ir::Var*>& vars, bool include_unique);

// Program-level dynamic dimension variables: variables appearing in the shape
// or view of a parameter, return type or body variable type that are neither
// parameters nor defined in any function body. Returns every such variable
// with its (disambiguated) printed name.
VarNameMap CollectDynamicDims(const ir::Program& program);

}  // namespace ptoc::text

#endif  // PTOC_COMPILER_TEXT_VAR_NAMES_H_
