// OutlineClusterScopes: lifts `with pl.cluster()` scopes of Opaque and
// Orchestration functions into Group functions `<parent>_cluster_<k>`, then
// the remaining (standalone) `pl.spmd` scopes into Spmd functions
// `<parent>_spmd_<k>` that carry the launch size (`core_num`, `sync_start`)
// as attributes. A `pl.spmd` directly inside a cluster does not get its own
// function: the Group takes its body and its launch attributes.
#include <string>
#include <unordered_set>
#include <vector>

#include "compiler/base/status.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/visitor.h"
#include "compiler/transforms/analysis/scope_outliner.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {
namespace {

using ir::AttrValue;
using ir::FunctionType;
using ir::ScopeKind;

// Replaces the one `pl.spmd` scope of a Group body by its body and moves its
// launch size onto the Group.
ir::FunctionPtr UnwrapNestedSpmd(const ir::FunctionPtr& group) {
  class Unwrapper : public ir::IRMutator {
   public:
    ir::ExprPtr core_num;
    bool sync_start = false;
    ir::StmtPtr MutateScope(const ir::ScopeStmtPtr& stmt) override {
      if (stmt->scope_kind() != ScopeKind::kSpmd) return ir::IRMutator::MutateScope(stmt);
      if (core_num) {
        ThrowUserError(stmt->span(), "Only one pl.spmd() block is allowed per cluster scope");
      }
      core_num = stmt->fields().core_num;
      sync_start = stmt->fields().sync_start;
      return MutateStmt(stmt->body());
    }
  } unwrapper;
  ir::StmtPtr body = unwrapper.MutateStmt(group->body());
  if (!unwrapper.core_num) return group;
  ir::Function::Fields fields = group->fields();
  fields.body = body;
  fields.attrs = fields.attrs.With("core_num", CoreNumAttr(unwrapper.core_num));
  if (unwrapper.sync_start) fields.attrs = fields.attrs.With("sync_start", AttrValue::Bool(true));
  return std::make_shared<ir::Function>(std::move(fields), group->span());
}

OutlineOptions WrapperOptions(ScopeKind kind, FunctionType func_type, const char* suffix,
                              const ir::Program* program) {
  OutlineOptions options;
  options.kind = kind;
  options.func_type = func_type;
  options.name_suffix = suffix;
  options.program = program;
  return options;
}

}  // namespace

ir::ProgramPtr OutlineClusterScopes(const ir::ProgramPtr& program) {
  std::unordered_set<std::string> reserved;
  for (const auto& f : program->functions()) reserved.insert(f->name());
  std::vector<ir::FunctionPtr> functions;
  bool changed = false;
  for (const auto& f : program->functions()) {
    const ir::FunctionSummary& summary = ir::SummaryOf(*f);
    if ((f->func_type() != FunctionType::kOpaque &&
         f->func_type() != FunctionType::kOrchestration) ||
        !f->body() || (!summary.Has(ScopeKind::kSpmd) && !summary.Has(ScopeKind::kCluster))) {
      functions.push_back(f);
      continue;
    }
    OutlineResult groups = OutlineScopes(
        f, WrapperOptions(ScopeKind::kCluster, FunctionType::kGroup, "_cluster_", program.get()),
        &reserved);
    ir::FunctionPtr parent = groups.outlined.empty() ? f : f->WithBody(groups.body);
    for (auto& g : groups.outlined) g = UnwrapNestedSpmd(g);

    // The Spmd outliner resolves calls to the Groups just made as well.
    ir::ProgramPtr lookup = program;
    if (!groups.outlined.empty()) {
      std::vector<ir::FunctionPtr> all = program->functions();
      all.insert(all.end(), groups.outlined.begin(), groups.outlined.end());
      lookup = program->WithFunctions(std::move(all));
    }
    OutlineOptions spmd =
        WrapperOptions(ScopeKind::kSpmd, FunctionType::kSpmd, "_spmd_", lookup.get());
    OutlineResult wrappers = OutlineScopes(parent, spmd, &reserved);
    if (!wrappers.outlined.empty()) parent = parent->WithBody(wrappers.body);

    if (groups.outlined.empty() && wrappers.outlined.empty()) {
      functions.push_back(f);
      continue;
    }
    changed = true;
    functions.push_back(parent);
    functions.insert(functions.end(), groups.outlined.begin(), groups.outlined.end());
    functions.insert(functions.end(), wrappers.outlined.begin(), wrappers.outlined.end());
  }
  if (!changed) return program;
  return program->WithFunctions(std::move(functions));
}

}  // namespace ptoc::transforms
