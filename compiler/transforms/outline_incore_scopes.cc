// OutlineIncoreScopes: lifts every `with pl.at(level=CORE_GROUP)` scope of an
// Opaque/Orchestration function into an InCore function `<parent>_incore_<k>`
// and replaces it by a call. A parent that outlined anything becomes an
// Orchestration function.
//
// A `pl.split_aiv` region inside the scope marks the kernel `split_aiv` (see
// the outliner).
#include <unordered_set>
#include <vector>

#include "compiler/ir/visitor.h"
#include "compiler/transforms/analysis/scope_outliner.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

ir::ProgramPtr OutlineIncoreScopes(const ir::ProgramPtr& program) {
  std::unordered_set<std::string> reserved;
  for (const auto& f : program->functions()) reserved.insert(f->name());
  std::vector<ir::FunctionPtr> functions;
  bool changed = false;
  OutlineOptions options;
  options.kind = ir::ScopeKind::kInCore;
  options.func_type = ir::FunctionType::kInCore;
  options.name_suffix = "_incore_";
  for (const auto& f : program->functions()) {
    if ((f->func_type() != ir::FunctionType::kOpaque &&
         f->func_type() != ir::FunctionType::kOrchestration) ||
        !f->body() || !ir::SummaryOf(*f).Has(options.kind)) {
      functions.push_back(f);
      continue;
    }
    OutlineResult r = OutlineScopes(f, options, &reserved);
    if (r.outlined.empty()) {
      functions.push_back(f);
      continue;
    }
    changed = true;
    ir::Function::Fields fields = f->fields();
    fields.body = r.body;
    fields.func_type = ir::FunctionType::kOrchestration;
    fields.level = ir::Level::kChip;
    fields.role = ir::Role::kOrchestrator;
    functions.push_back(f->WithFields(std::move(fields)));
    functions.insert(functions.end(), r.outlined.begin(), r.outlined.end());
  }
  if (!changed) return program;
  return program->WithFunctions(std::move(functions));
}

}  // namespace ptoc::transforms
