// ClusterOutlined verifier: after OutlineClusterScopes no Cluster or Spmd
// scope is left outside the Group / Spmd wrapper functions (which hold that
// content legitimately).
#include <vector>

#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "ClusterOutlined";

std::vector<Diagnostic> VerifyClusterOutlined(const ir::ProgramPtr& program) {
  std::vector<Diagnostic> out;
  ForEachFunction(program, [&](const ir::FunctionPtr& f) {
    if (f->body() == nullptr || f->func_type() == ir::FunctionType::kGroup ||
        f->func_type() == ir::FunctionType::kSpmd) {
      return;
    }
    ReportScopesLeft(f->body(), {ir::ScopeKind::kCluster, ir::ScopeKind::kSpmd}, kRule, &out);
  });
  return out;
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(cluster_outlined,
                                MakePropertyVerifier("ClusterOutlined",
                                                     pass::IRProperty::kClusterOutlined,
                                                     VerifyClusterOutlined));

}  // namespace ptoc::verify
