// HierarchyOutlined verifier: after OutlineHierarchyScopes no Hierarchy scope
// is left in an Opaque function (the only kind that pass rewrites; others
// may keep theirs).
#include <vector>

#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "HierarchyOutlined";

std::vector<Diagnostic> VerifyHierarchyOutlined(const ir::ProgramPtr& program) {
  std::vector<Diagnostic> out;
  ForEachFunction(program, [&](const ir::FunctionPtr& f) {
    if (f->body() == nullptr || f->func_type() != ir::FunctionType::kOpaque) return;
    ReportScopesLeft(f->body(), {ir::ScopeKind::kHierarchy}, kRule, &out);
  });
  return out;
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(hierarchy_outlined,
                                MakePropertyVerifier("HierarchyOutlined",
                                                     pass::IRProperty::kHierarchyOutlined,
                                                     VerifyHierarchyOutlined));

}  // namespace ptoc::verify
