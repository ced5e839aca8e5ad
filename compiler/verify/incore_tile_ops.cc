// IncoreTileOps verifier: InCore functions contain no tensor-level ops that
// ConvertTensorToTileOps should have turned into tile ops (tensor.read /
// tensor.write of a tensor operand are legitimate scalar accesses).
#include <set>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "compiler/ir/visitor.h"
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "IncoreTileOps";

// tensor.* ops without a tile conversion may stay in InCore code.
bool HasTileConversion(const std::string& name) {
  static const std::set<std::string> kUnconverted = {"tensor.alloc", "tensor.dim", "tensor.view"};
  return absl::StartsWith(name, "tensor.") && !kUnconverted.count(name);
}

class TensorOpFinder : public ir::IRVisitor {
 public:
  explicit TensorOpFinder(std::vector<Diagnostic>* out) : out_(out) {}
  void VisitAssign(const ir::AssignStmtPtr& s) override {
    Check(ir::As<ir::Call>(s->value()), s->span());
    ir::IRVisitor::VisitAssign(s);
  }
  void VisitEval(const ir::EvalStmtPtr& s) override {
    Check(ir::As<ir::Call>(s->expr()), s->span());
    ir::IRVisitor::VisitEval(s);
  }
  void VisitExpr(const ir::ExprPtr&) override {}
  void VisitType(const ir::TypePtr&) override {}

 private:
  void Check(const ir::CallPtr& call, const Span& span) {
    if (call == nullptr || call->op() == nullptr || call->IsFunctionCall()) return;
    const std::string& name = call->op()->name();
    if (!HasTileConversion(name)) return;
    if ((name == "tensor.read" || name == "tensor.write") && !call->args().empty() &&
        call->args()[0] != nullptr && ir::IsA<ir::TensorType>(call->args()[0]->type())) {
      return;
    }
    out_->push_back(MakeError(
        kRule, 0, "Tensor op '" + name + "' found in InCore function (should have been converted)",
        span));
  }
  std::vector<Diagnostic>* out_;
};

std::vector<Diagnostic> VerifyIncoreTileOps(const ir::ProgramPtr& program) {
  std::vector<Diagnostic> out;
  ForEachFunction(program, [&](const ir::FunctionPtr& f) {
    if (f->body() == nullptr || f->func_type() != ir::FunctionType::kInCore) return;
    TensorOpFinder(&out).VisitStmt(f->body());
  });
  return out;
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(incore_tile_ops,
                                MakePropertyVerifier("IncoreTileOps",
                                                     pass::IRProperty::kIncoreTileOps,
                                                     VerifyIncoreTileOps));

}  // namespace ptoc::verify
