// Helpers shared by the property verifiers in this directory: diagnostic
// construction, statement navigation that mirrors the reference's notion of a
// block's "last statement", and small op/type classification predicates.
#ifndef PTOC_COMPILER_VERIFY_VERIFY_UTIL_H_
#define PTOC_COMPILER_VERIFY_VERIFY_UTIL_H_

#include <functional>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "compiler/ir/function.h"
#include "compiler/verify/control_flow_arity.h"  // LastStmt, IsTransparentScope
#include "compiler/verify/verifier_registry.h"

namespace ptoc::verify {

// An ERROR diagnostic.
Diagnostic MakeError(absl::string_view rule, int code, std::string message, const Span& span);
Diagnostic MakeWarning(absl::string_view rule, int code, std::string message, const Span& span);

// Calls `fn` for every non-null function of `program` (null program: nothing).
void ForEachFunction(const ir::ProgramPtr& program,
                     const std::function<void(const ir::FunctionPtr&)>& fn);

// The Call an Assign/Eval statement evaluates at top level, else null.
ir::CallPtr TopLevelCall(const ir::StmtPtr& stmt);

// tile.* / tensor.* / system.* / array.* ops (as opposed to calls of program
// functions).
bool IsBuiltinOpName(absl::string_view name);

// The callee name of `call` (empty when the op is missing).
std::string CalleeName(const ir::CallPtr& call);

// Name of a memory space as the reference prints it ("Vec", "Mat", ...).
std::string MemorySpaceName(ir::MemorySpace space);

// Short human-readable form of a scalar expression (constants, variables,
// arithmetic) for messages.
std::string ExprToString(const ir::ExprPtr& expr);

// Block-structure findings shared by NormalizedStmtStructure and
// NoRedundantBlocks (which differ only in the rule name they report):
// single-child SeqStmts, SeqStmts nested in SeqStmts, and yields before the
// end of a sequence.
void CheckBlockStructure(const ir::FunctionPtr& function, absl::string_view rule,
                         std::vector<Diagnostic>* out);

// Appends an error under `rule` for every scope of one of `kinds` in `stmt`,
// nested ones included: the outlining verifiers (ClusterOutlined,
// HierarchyOutlined) report scopes their pass should have moved out.
void ReportScopesLeft(const ir::StmtPtr& stmt, const std::vector<ir::ScopeKind>& kinds,
                      absl::string_view rule, std::vector<Diagnostic>* out);

}  // namespace ptoc::verify

#endif  // PTOC_COMPILER_VERIFY_VERIFY_UTIL_H_
