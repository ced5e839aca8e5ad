// The optimization strategies: named pass recipes in run order, as of the
// seed revision of the reference (passes.md section 1.1).
#ifndef PTOC_COMPILER_PASS_STRATEGY_H_
#define PTOC_COMPILER_PASS_STRATEGY_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"

namespace ptoc::pass {

enum class OptimizationStrategy : uint8_t {
  kDefault,                // the full pipeline (45 pass runs)
  kDebugTileOptimization,  // tensor prefix + tile stage, for explicit-kernel input (40 runs)
};

absl::string_view StrategyName(OptimizationStrategy strategy);  // "Default", ...
std::optional<OptimizationStrategy> ParseStrategy(absl::string_view name);

// The pass names of a strategy in run order (Simplify appears twice).
std::vector<std::string> StrategyPassNames(OptimizationStrategy strategy);

}  // namespace ptoc::pass

#endif  // PTOC_COMPILER_PASS_STRATEGY_H_
