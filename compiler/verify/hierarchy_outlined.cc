// HierarchyOutlined verifier: after OutlineHierarchyScopes no Hierarchy scope
// is left in an Opaque function (the only kind that pass rewrites; others
// may keep theirs).
#include <string>
#include <utility>
#include <vector>

#include "compiler/ir/visitor.h"
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "HierarchyOutlined";

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

std::vector<Diagnostic> VerifyHierarchyOutlined(const ir::ProgramPtr& program) {
  std::vector<Diagnostic> out;
  ForEachFunction(program, [&](const ir::FunctionPtr& f) {
    if (f->body() == nullptr || f->func_type() != ir::FunctionType::kOpaque) return;
    ScopeKindFinder({ir::ScopeKind::kHierarchy}, &out).VisitStmt(f->body());
  });
  return out;
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(hierarchy_outlined,
                                MakePropertyVerifier("HierarchyOutlined",
                                                     pass::IRProperty::kHierarchyOutlined,
                                                     VerifyHierarchyOutlined));

}  // namespace ptoc::verify
