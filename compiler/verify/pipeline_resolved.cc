// PipelineResolved verifier: after CanonicalizeIOOrder no loop is still of
// the pipeline kind. LowerPipelineLoops keeps that kind as a transient marker
// and CanonicalizeIOOrder turns it back into a sequential loop; one left over
// means a path that skipped that pair.
#include <string>
#include <utility>
#include <vector>

#include "compiler/ir/visitor.h"
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "PipelineResolved";

class PipelineLoopFinder : public ir::IRVisitor {
 public:
  PipelineLoopFinder(std::string function, std::vector<Diagnostic>* out)
      : function_(std::move(function)), out_(out) {}
  void VisitFor(const ir::ForStmtPtr& s) override {
    if (s->for_kind() == ir::ForKind::kPipeline) {
      out_->push_back(MakeError(kRule, 0,
                                "pipeline loop left in function '" + function_ +
                                    "' (CanonicalizeIOOrder should have made it sequential)",
                                s->span()));
    }
    ir::IRVisitor::VisitFor(s);
  }
  void VisitExpr(const ir::ExprPtr&) override {}
  void VisitType(const ir::TypePtr&) override {}

 private:
  std::string function_;
  std::vector<Diagnostic>* out_;
};

std::vector<Diagnostic> VerifyPipelineResolved(const ir::ProgramPtr& program) {
  std::vector<Diagnostic> out;
  ForEachFunction(program, [&](const ir::FunctionPtr& f) {
    if (f->body() != nullptr) PipelineLoopFinder(f->name(), &out).VisitStmt(f->body());
  });
  return out;
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(pipeline_resolved,
                                MakePropertyVerifier("PipelineResolved",
                                                     pass::IRProperty::kPipelineResolved,
                                                     VerifyPipelineResolved));

}  // namespace ptoc::verify
