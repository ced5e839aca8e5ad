// Copying statement subtrees with variable substitution, as needed when one
// body is instantiated several times (loop unrolling, function inlining):
// variables can be replaced by arbitrary expressions at their uses, and the
// variables a copy defines can be given fresh objects so that copies do not
// share definitions.
#ifndef PTOC_COMPILER_TRANSFORMS_ANALYSIS_STMT_CLONE_H_
#define PTOC_COMPILER_TRANSFORMS_ANALYSIS_STMT_CLONE_H_

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>

#include "compiler/ir/expr.h"
#include "compiler/ir/stmt.h"

namespace ptoc::transforms {

// How a definition inside the copied subtree is treated.
enum class DefSite : uint8_t {
  kAssign,     // target of an AssignStmt
  kLoopVar,    // loop variable of a for loop or a scope
  kIterArg,    // iter_arg of a for/while loop
  kReturnVar,  // return var of a for/while/if
};

// Most statements one function may grow to through the copies UnrollLoops
// and InlineFunctions make with CloneStmt. Nested unrolls and inline calls
// multiply, so a few lines of input could otherwise ask for billions of
// statements (and exhaust memory); past this bound those passes report a
// user error.
inline constexpr int64_t kMaxExpandedStmts = 500'000;

struct CloneOptions {
  // Uses of these variables are replaced by the mapped expression. When such a
  // variable is re-defined inside the subtree (a parameter rebound in place),
  // the definition is retargeted to the mapped expression, which must then be
  // a variable; otherwise the copy fails with a user error naming the variable.
  std::unordered_map<const ir::Var*, ir::ExprPtr> substitutions;
  // Decides whether a definition gets a fresh variable object in the copy; the
  // returned string is its name hint. nullopt keeps the original object.
  // Unset: every definition is kept.
  std::function<std::optional<std::string>(const ir::Var&, DefSite)> fresh_name;
  // An iter_arg used with no definition met before it (a `__FREE_VAR` that
  // ill-formed input carries) gets a fresh object too, at its first use, as
  // the reference's DeepClone copies iter_args wherever it first meets them.
  bool fresh_free_iter_args = false;
  // A fresh variable keeps the original's type object, without substituting
  // inside it (the reference's inliner copies a definition's type as is, so
  // a dimension naming a callee parameter still names it).
  bool keep_def_types = false;
};

// A copy of `stmt` with `options` applied. Each variable is renamed
// consistently (all its definitions and uses map to one fresh object).
// `remap`, if given, receives old -> new for every freshened definition.
ir::StmtPtr CloneStmt(const ir::StmtPtr& stmt, const CloneOptions& options,
                      std::unordered_map<const ir::Var*, ir::VarPtr>* remap = nullptr);

// Replaces uses of variables (Var -> Expr), leaving definitions untouched.
ir::StmtPtr SubstituteVars(const ir::StmtPtr& stmt,
                           const std::unordered_map<const ir::Var*, ir::ExprPtr>& substitutions);
ir::ExprPtr SubstituteVars(const ir::ExprPtr& expr,
                           const std::unordered_map<const ir::Var*, ir::ExprPtr>& substitutions);

// The value of an integer constant, also when written as a negated constant
// (`-k` parsed as Neg(ConstInt k)); nullopt for anything else.
std::optional<int64_t> ConstIntValue(const ir::ExprPtr& expr);

}  // namespace ptoc::transforms

#endif  // PTOC_COMPILER_TRANSFORMS_ANALYSIS_STMT_CLONE_H_
