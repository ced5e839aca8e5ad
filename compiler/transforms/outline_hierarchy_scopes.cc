// OutlineHierarchyScopes: lifts `with pl.at(level=<non-CORE_GROUP>)` scopes of
// Opaque functions into Opaque functions carrying the scope's level/role,
// named `<parent>_<level>[_<role>]_<k>`. The parent keeps its type.
#include <unordered_set>
#include <vector>

#include "compiler/ir/visitor.h"
#include "compiler/transforms/analysis/scope_outliner.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

ir::ProgramPtr OutlineHierarchyScopes(const ir::ProgramPtr& program) {
  std::unordered_set<std::string> reserved;
  for (const auto& f : program->functions()) reserved.insert(f->name());
  std::vector<ir::FunctionPtr> functions;
  bool changed = false;
  OutlineOptions options;
  options.kind = ir::ScopeKind::kHierarchy;
  options.func_type = ir::FunctionType::kOpaque;
  options.name_suffix = "_hierarchy_";
  for (const auto& f : program->functions()) {
    if (f->func_type() != ir::FunctionType::kOpaque || !f->body() ||
        !ir::SummaryOf(*f).Has(options.kind)) {
      functions.push_back(f);
      continue;
    }
    OutlineResult r = OutlineScopes(f, options, &reserved);
    if (r.outlined.empty()) {
      functions.push_back(f);
      continue;
    }
    changed = true;
    functions.push_back(f->WithBody(r.body));
    functions.insert(functions.end(), r.outlined.begin(), r.outlined.end());
  }
  if (!changed) return program;
  return program->WithFunctions(std::move(functions));
}

}  // namespace ptoc::transforms
