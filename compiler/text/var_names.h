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
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "compiler/ir/function.h"

namespace ptoc::text {

using VarNameMap = absl::flat_hash_map<const ir::Var*, std::string>;
using VarSet = absl::flat_hash_set<const ir::Var*>;

// Definitions and uses of variables inside a statement tree, each in
// first-occurrence order. A loop defines its loop var, then its return vars,
// then its iter_args; uses are variable references inside expressions (types
// and MemRefs are not looked into).
struct VarDefUse {
  std::vector<const ir::Var*> defs_ordered;
  std::vector<const ir::Var*> uses_ordered;
  VarSet defs;
  VarSet uses;
};
VarDefUse CollectVarDefUse(const ir::StmtPtr& body);

// Assigns a distinct name to every variable of `vars` (distinct, non-null
// variables in first-occurrence order) whose name hint is shared with another
// one. Unique hints keep their name and are only included in the result when
// `include_unique` is set.
VarNameMap DisambiguateNames(const std::vector<const ir::Var*>& vars, bool include_unique);

// What the printer needs to know about a whole program before printing it,
// gathered in one walk:
//  - dyn_names: program-level dynamic dimension variables, i.e. variables
//    appearing in the shape or view of a parameter, return type or body
//    variable type that are neither parameters nor defined in any function
//    body, each with its (disambiguated) printed name;
//  - callees: for each function (in the program's order) the names of the
//    functions its body calls (`self.f(...)`), with repeats;
//  - body_def_use: for each function, CollectVarDefUse of its body.
struct ProgramVarInfo {
  VarNameMap dyn_names;
  std::vector<std::vector<const std::string*>> callees;
  std::vector<VarDefUse> body_def_use;
};
ProgramVarInfo CollectProgramVarInfo(const ir::Program& program);

}  // namespace ptoc::text

#endif  // PTOC_COMPILER_TEXT_VAR_NAMES_H_
