// BreakContinueValid verifier (rule "BreakContinueCheck"): break/continue only
// inside a loop whose innermost loop is sequential (or a while loop).
#include <string>
#include <vector>

#include "compiler/ir/visitor.h"
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "BreakContinueCheck";

class LoopControlChecker : public ir::IRVisitor {
 public:
  explicit LoopControlChecker(std::vector<Diagnostic>* out) : out_(out) {}

  void VisitFor(const ir::ForStmtPtr& s) override {
    loops_.push_back(s->for_kind());
    ir::IRVisitor::VisitFor(s);
    loops_.pop_back();
  }
  void VisitWhile(const ir::WhileStmtPtr& s) override {
    loops_.push_back(ir::ForKind::kSequential);
    ir::IRVisitor::VisitWhile(s);
    loops_.pop_back();
  }
  void VisitBreak(const std::shared_ptr<const ir::BreakStmt>& s) override {
    Check("break", s->span(), 305, 301, 302);
  }
  void VisitContinue(const std::shared_ptr<const ir::ContinueStmt>& s) override {
    Check("continue", s->span(), 306, 303, 304);
  }

 private:
  void Check(const std::string& keyword, const Span& span, int outside, int parallel, int unroll) {
    if (loops_.empty()) {
      out_->push_back(MakeError(kRule, outside, "'" + keyword + "' outside loop", span));
    } else if (loops_.back() == ir::ForKind::kParallel) {
      out_->push_back(
          MakeError(kRule, parallel, "'" + keyword + "' not supported in parallel loops", span));
    } else if (loops_.back() == ir::ForKind::kUnroll) {
      out_->push_back(
          MakeError(kRule, unroll, "'" + keyword + "' not supported in unrolled loops", span));
    }
  }

  std::vector<Diagnostic>* out_;
  std::vector<ir::ForKind> loops_;
};

void VerifyBreakContinue(const ir::FunctionPtr& f, std::vector<Diagnostic>* out) {
  LoopControlChecker(out).VisitStmt(f->body());
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(break_continue_valid,
                                MakeFunctionLocalVerifier("BreakContinueCheck",
                                                          pass::IRProperty::kBreakContinueValid,
                                                          VerifyBreakContinue));

}  // namespace ptoc::verify
