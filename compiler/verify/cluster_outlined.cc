// ClusterOutlined verifier: after OutlineClusterScopes no Cluster or Spmd
// scope is left outside the Group / Spmd wrapper functions (which hold that
// content legitimately).
#include <string>
#include <utility>
#include <vector>

#include "compiler/ir/visitor.h"
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "ClusterOutlined";

// Reports every scope of the given kinds, nested ones included.
class ScopeKindFinder : public ir::IRVisitor {
 public:
  ScopeKindFinder(std::vector<ir::ScopeKind> kinds, std::vector<Diagnostic>* out)
      : kinds_(std::move(kinds)), out_(out) {}
  void VisitScope(const ir::ScopeStmtPtr& s) override {
    for (ir::ScopeKind kind : kinds_) {
      if (s->scope_kind() == kind) {
        out_->push_back(MakeError(kRule, 0,
                                  std::string(ir::EnumName(kind)) +
                                      " scope left in the function (it should have been outlined)",
                                  s->span()));
      }
    }
    ir::IRVisitor::VisitScope(s);
  }
  void VisitExpr(const ir::ExprPtr&) override {}
  void VisitType(const ir::TypePtr&) override {}

 private:
  std::vector<ir::ScopeKind> kinds_;
  std::vector<Diagnostic>* out_;
};

std::vector<Diagnostic> VerifyClusterOutlined(const ir::ProgramPtr& program) {
  std::vector<Diagnostic> out;
  ForEachFunction(program, [&](const ir::FunctionPtr& f) {
    if (f->body() == nullptr || f->func_type() == ir::FunctionType::kGroup ||
        f->func_type() == ir::FunctionType::kSpmd) {
      return;
    }
    ScopeKindFinder({ir::ScopeKind::kCluster, ir::ScopeKind::kSpmd}, &out).VisitStmt(f->body());
  });
  return out;
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(cluster_outlined,
                                MakePropertyVerifier("ClusterOutlined",
                                                     pass::IRProperty::kClusterOutlined,
                                                     VerifyClusterOutlined));

}  // namespace ptoc::verify
