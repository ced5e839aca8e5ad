// SplitIncoreOrch verifier: no InCore scope is left in a non-InCore function
// (they must have been outlined). Compute tensor ops remaining in an
// orchestration function are only warned about.
#include <set>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "compiler/ir/visitor.h"
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "SplitIncoreOrch";

// Host-side tensor ops (allocation, transfer, metadata) are legitimate in
// orchestration code; every other tensor.* op is compute.
bool IsComputeTensorOp(const std::string& name) {
  static const std::set<std::string> kHostOps = {
      "tensor.create",    "tensor.read", "tensor.write",   "tensor.slice",
      "tensor.assemble",  "tensor.dim",  "tensor.reshape", "tensor.reinterpret_view",
      "tensor.transpose", "tensor.view"};
  return absl::StartsWith(name, "tensor.") && !kHostOps.count(name);
}

class InCoreScopeFinder : public ir::IRVisitor {
 public:
  explicit InCoreScopeFinder(std::vector<Diagnostic>* out) : out_(out) {}
  void VisitScope(const ir::ScopeStmtPtr& s) override {
    if (s->scope_kind() == ir::ScopeKind::kInCore) {
      out_->push_back(MakeError(
          kRule, 0, "InCore ScopeStmt found in non-InCore function (should have been outlined)",
          s->span()));
    }
    ir::IRVisitor::VisitScope(s);
  }
  void VisitExpr(const ir::ExprPtr&) override {}
  void VisitType(const ir::TypePtr&) override {}

 private:
  std::vector<Diagnostic>* out_;
};

class OrchComputeOpFinder : public ir::IRVisitor {
 public:
  explicit OrchComputeOpFinder(std::vector<Diagnostic>* out) : out_(out) {}
  void VisitCall(const ir::CallPtr& call) override {
    std::string name = CalleeName(call);
    if (!call->IsFunctionCall() && IsComputeTensorOp(name)) {
      out_->push_back(MakeWarning(kRule, 0,
                                  "Compute tensor op '" + name +
                                      "' found in Orchestration function (should be inside InCore)",
                                  call->span()));
    }
    for (const auto& a : call->args()) VisitExpr(a);
  }
  void VisitType(const ir::TypePtr&) override {}

 private:
  std::vector<Diagnostic>* out_;
};

std::vector<Diagnostic> VerifySplitIncoreOrch(const ir::ProgramPtr& program) {
  std::vector<Diagnostic> out;
  ForEachFunction(program, [&](const ir::FunctionPtr& f) {
    if (f->body() == nullptr || f->func_type() == ir::FunctionType::kInCore) return;
    InCoreScopeFinder(&out).VisitStmt(f->body());
    if (f->func_type() == ir::FunctionType::kOrchestration) {
      OrchComputeOpFinder(&out).VisitStmt(f->body());
    }
  });
  return out;
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(split_incore_orch,
                                MakePropertyVerifier("SplitIncoreOrch",
                                                     pass::IRProperty::kSplitIncoreOrch,
                                                     VerifySplitIncoreOrch));

}  // namespace ptoc::verify
