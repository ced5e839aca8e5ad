// NormalizedStmtStructure verifier: statement sequences are flat (no
// single-child or nested SeqStmts) and yields only terminate their block.
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {

PTOC_REGISTER_PROPERTY_VERIFIER(
    normalized_stmt_structure,
    MakeFunctionLocalVerifier("NormalizedStmtStructure", pass::IRProperty::kNormalizedStmtStructure,
                              [](const ir::FunctionPtr& function, std::vector<Diagnostic>* out) {
                                CheckBlockStructure(function, "NormalizedStmtStructure", out);
                              }));

}  // namespace ptoc::verify
