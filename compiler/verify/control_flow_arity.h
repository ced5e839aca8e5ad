// Counts that tie a loop's iter_args, yield values and results (and an if's
// two yields and results) together. The parser lets programs whose counts
// disagree through, as the reference's does, and TypeCheck reports them; the
// passes index these lists together, so a pipeline run without verification
// still checks the counts on its input.
#ifndef PTOC_COMPILER_VERIFY_CONTROL_FLOW_ARITY_H_
#define PTOC_COMPILER_VERIFY_CONTROL_FLOW_ARITY_H_

#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "compiler/ir/function.h"
#include "compiler/verify/verifier_registry.h"

namespace ptoc::verify {

// The trailing statement of a block: descends into the last element of
// SeqStmts and through Runtime / SplitAiv scopes (which are SSA-transparent
// wrappers a loop body may carry). Null for null or empty blocks.
ir::StmtPtr LastStmt(const ir::StmtPtr& stmt);

// Whether `scope` is one of the SSA-transparent wrappers LastStmt looks through.
bool IsTransparentScope(const ir::StmtPtr& stmt);

// TypeCheck's message for a loop (`what` is "ForStmt" or "WhileStmt") whose
// trailing yield does not carry one value per iter_arg and per result; empty
// when the counts agree or there is no iter_arg or no trailing yield.
std::string LoopSizeMismatch(absl::string_view what, const std::vector<ir::IterArgPtr>& iter_args,
                             const ir::StmtPtr& body, const std::vector<ir::VarPtr>& return_vars);

// The same for an if with results: its then/else yields against the results.
std::string IfSizeMismatch(const ir::IfStmt& stmt);

// Both checks over every statement of `program` (no expression or type is
// visited), as TypeCheck errors with code kTypeCheckSizeMismatch.
inline constexpr int kTypeCheckSizeMismatch = 105;
std::vector<Diagnostic> CheckControlFlowArity(const ir::ProgramPtr& program);

}  // namespace ptoc::verify

#endif  // PTOC_COMPILER_VERIFY_CONTROL_FLOW_ARITY_H_
