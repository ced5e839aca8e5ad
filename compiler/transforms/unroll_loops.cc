// UnrollLoops: expands every `pl.unroll(...)` loop (ForKind::kUnroll) into
// one copy of its body per iteration, with the loop variable replaced by the
// iteration's INDEX constant (also inside types and expression attributes
// such as `device=`).
//
// Rules (as in the reference): start/stop/step must be integer constants
// (a negated literal counts), the step must not be zero, the trip count may
// not exceed 1024; a zero-trip loop disappears. Copies share the variables
// they define (assignment targets, loop variables and return vars of nested
// constructs), as the reference's copies do: the IR is not in SSA form yet
// and ConvertToSSA versions the rebindings. Iter_args get fresh objects per
// copy, as there. Unlike the reference, a variable whose type mentions the
// unrolled loop's variable gets the substituted type (a fresh object per
// copy), so that every copy's IR prints and reads back as itself.
//
// Beyond the reference, which rejects them, loops with iter_args are
// threaded: iteration k sees the values yielded by iteration k-1 (the init
// values for k = 0) and the return vars are bound to the last yield. Such
// loops only appear in SSA input, so their copies get fresh definitions
// throughout.
#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compiler/base/status.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/visitor.h"
#include "compiler/transforms/analysis/stmt_clone.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {
namespace {

using namespace ::ptoc::ir;  // NOLINT(google-build-using-namespace): IR vocabulary throughout.

constexpr int64_t kMaxUnrollTripCount = 1024;

int64_t StaticBound(const ExprPtr& expr, const char* what, const Span& span) {
  std::optional<int64_t> v = ConstIntValue(expr);
  if (!v) {
    ThrowUserError(expr && expr->span().IsKnown() ? expr->span() : span,
                   absl::StrCat("Unroll loop ", what, " must be a compile-time integer constant"));
  }
  return *v;
}

class Unroller : public IRMutator {
 public:
  StmtPtr MutateFor(const ForStmtPtr& op) override {
    if (op->for_kind() != ForKind::kUnroll) return IRMutator::MutateFor(op);
    const Span& span = op->span();
    const int64_t start = StaticBound(op->start(), "start", span);
    const int64_t stop = StaticBound(op->stop(), "stop", span);
    const int64_t step = StaticBound(op->step(), "step", span);
    if (step == 0) ThrowUserError(op->step()->span(), "Unroll loop step cannot be zero");
    int64_t trips = 0;
    if (step > 0 && start < stop) trips = (stop - start + step - 1) / step;
    if (step < 0 && start > stop) trips = (start - stop - step - 1) / -step;
    if (trips > kMaxUnrollTripCount) {
      ThrowUserError(span, absl::StrCat("Unroll loop trip count ", trips,
                                        " exceeds maximum allowed (", kMaxUnrollTripCount,
                                        "). Reduce the loop range or use pl.range() instead"));
    }
    // Loop bounds and iter_arg init values are evaluated once, before the
    // loop; they may use variables remapped by an enclosing unroll.
    std::vector<ExprPtr> carried;
    for (const auto& ia : op->iter_args()) carried.push_back(MutateExpr(ia->init_value()));
    const bool ssa_input = !op->iter_args().empty();

    std::vector<StmtPtr> out;
    for (int64_t k = 0, value = start; k < trips; ++k, value += step) {
      CloneOptions options;
      options.substitutions[op->loop_var().get()] =
          std::make_shared<ConstInt>(value, DataType::kIndex, op->loop_var()->span());
      for (size_t j = 0; j < op->iter_args().size(); ++j) {
        options.substitutions[op->iter_args()[j].get()] = carried[j];
      }
      options.fresh_name = [ssa_input](const Var& v, DefSite site) -> std::optional<std::string> {
        if (site != DefSite::kIterArg && !ssa_input) return std::nullopt;
        return v.name_hint();
      };
      // Unroll nested unroll loops of the copy as well (after substitution,
      // so their bounds may depend on this loop's variable).
      StmtPtr copy = MutateStmt(CloneStmt(op->body(), options));
      auto [stmts, yields] = SplitTrailingYield(copy);
      if (ssa_input) {
        if (yields.size() != carried.size()) {
          ThrowUserError(span, absl::StrCat("unroll loop body yields ", yields.size(),
                                            " values but the loop carries ", carried.size()));
        }
        carried = std::move(yields);
      }
      // Nested unrolls multiply: stop before memory runs out, not after.
      emitted_stmts_ += static_cast<int64_t>(stmts.size());
      if (emitted_stmts_ > kMaxExpandedStmts) {
        ThrowUserError(span, absl::StrCat("unrolling makes more than ", kMaxExpandedStmts,
                                          " statements in this function; nested pl.unroll loops "
                                          "multiply their trip counts"));
      }
      for (auto& s : stmts) out.push_back(std::move(s));
    }
    // Bind the return vars to the final carried values.
    for (size_t j = 0; j < op->return_vars().size() && j < carried.size(); ++j) {
      VarPtr rv = MutateVarDef(op->return_vars()[j]);
      out.push_back(std::make_shared<AssignStmt>(rv, carried[j], span));
    }
    return MakeSeq(std::move(out), span);
  }

 private:
  // Statements copied so far in this function, at every unroll level (an
  // inner copy counts again in its outer loop's copy): at most depth times
  // the real count.
  int64_t emitted_stmts_ = 0;
};

}  // namespace

ir::ProgramPtr UnrollLoops(const ir::ProgramPtr& program) {
  std::vector<ir::FunctionPtr> functions;
  bool changed = false;
  for (const auto& f : program->functions()) {
    if (!f->body() || !ir::SummaryOf(*f).Has(ir::ForKind::kUnroll)) {
      functions.push_back(f);
      continue;
    }
    Unroller unroller;
    ir::StmtPtr body = unroller.MutateStmt(f->body());
    if (body != f->body()) {
      changed = true;
      functions.push_back(f->WithBody(std::move(body)));
    } else {
      functions.push_back(f);
    }
  }
  return changed ? program->WithFunctions(std::move(functions)) : program;
}

}  // namespace ptoc::transforms
