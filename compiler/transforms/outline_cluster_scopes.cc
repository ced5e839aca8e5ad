// OutlineClusterScopes: lifts `with pl.cluster()` scopes of Opaque and
// Orchestration functions into Group functions `<parent>_cluster_<k>`.
// Standalone `pl.spmd` scopes (outlined into Spmd functions by the
// reference) are not supported yet and are rejected.
#include <unordered_set>
#include <vector>

#include "compiler/base/status.h"
#include "compiler/ir/visitor.h"
#include "compiler/transforms/analysis/scope_outliner.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {
namespace {

class SpmdFinder : public ir::IRVisitor {
 public:
  void VisitScope(const ir::ScopeStmtPtr& stmt) override {
    if (stmt->scope_kind() == ir::ScopeKind::kSpmd) {
      ThrowStatus(Unsupported(stmt->span(), "unsupported: pl.spmd scope (OutlineClusterScopes)"));
    }
    ir::IRVisitor::VisitScope(stmt);
  }
};

}  // namespace

ir::ProgramPtr OutlineClusterScopes(const ir::ProgramPtr& program) {
  std::unordered_set<std::string> reserved;
  for (const auto& f : program->functions()) reserved.insert(f->name());
  std::vector<ir::FunctionPtr> functions;
  bool changed = false;
  OutlineOptions options;
  options.kind = ir::ScopeKind::kCluster;
  options.func_type = ir::FunctionType::kGroup;
  options.name_suffix = "_cluster_";
  options.program = program.get();
  for (const auto& f : program->functions()) {
    if ((f->func_type() != ir::FunctionType::kOpaque &&
         f->func_type() != ir::FunctionType::kOrchestration) ||
        !f->body() ||
        (!ir::SummaryOf(*f).Has(ir::ScopeKind::kSpmd) && !ir::SummaryOf(*f).Has(options.kind))) {
      functions.push_back(f);
      continue;
    }
    SpmdFinder().VisitStmt(f->body());
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
