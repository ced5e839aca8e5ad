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

}  // namespace ptoc::transforms

#endif  // PTOC_COMPILER_TRANSFORMS_ANALYSIS_RETURN_LINEAGE_H_
