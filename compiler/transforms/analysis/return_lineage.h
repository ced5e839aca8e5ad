// Return lineage: which parameter (if any) each returned value of a function
// is the buffer of, following aliases, tile.store / tensor.assemble targets,
// loop carries and calls to other functions of the program.
#ifndef PTOC_COMPILER_TRANSFORMS_ANALYSIS_RETURN_LINEAGE_H_
#define PTOC_COMPILER_TRANSFORMS_ANALYSIS_RETURN_LINEAGE_H_

#include <optional>
#include <vector>

#include "compiler/ir/function.h"

namespace ptoc::transforms {

// One entry per returned value: the index of the parameter it aliases.
std::vector<std::optional<size_t>> ReturnedParamIndices(const ir::FunctionPtr& func,
                                                        const ir::ProgramPtr& program);

// The parameter among `params` whose buffer `var` (defined in `body`) is, by the same rules;
// null when there is none. `program` (may be null) resolves calls.
const ir::Var* TraceToParam(const ir::Var* var, const ir::StmtPtr& body,
                            const std::vector<ir::VarPtr>& params, const ir::Program* program);

}  // namespace ptoc::transforms

#endif  // PTOC_COMPILER_TRANSFORMS_ANALYSIS_RETURN_LINEAGE_H_
