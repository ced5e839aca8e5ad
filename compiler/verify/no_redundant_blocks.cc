// NoRedundantBlocks verifier: the same block-structure rules as
// NormalizedStmtStructure, reported under the rule "NoRedundantBlocks" (it is
// one of the structural properties checked around every pass).
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {

PTOC_REGISTER_PROPERTY_VERIFIER(
    no_redundant_blocks,
    MakeFunctionLocalVerifier("NoRedundantBlocks", pass::IRProperty::kNoRedundantBlocks,
                              [](const ir::FunctionPtr& function, std::vector<Diagnostic>* out) {
                                CheckBlockStructure(function, "NoRedundantBlocks", out);
                              }));

}  // namespace ptoc::verify
