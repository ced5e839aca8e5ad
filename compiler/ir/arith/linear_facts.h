// Linear forms for the arith analyzer: an integer expression read as a linear
// combination of opaque terms plus a constant. The symbolic fallback of
// Analyzer::CanProve bounds such a form term by term, so a term occurring on
// both sides of a difference cancels (terms are identified by node, as the
// reference's canonical form merges like terms).
#ifndef PTOC_COMPILER_IR_ARITH_LINEAR_FACTS_H_
#define PTOC_COMPILER_IR_ARITH_LINEAR_FACTS_H_

#include <cstdint>
#include <utility>
#include <vector>

#include "compiler/ir/expr.h"

namespace ptoc::ir::arith {

// sum(coef * term) + constant; terms are distinct nodes, coefficients are
// non-zero. `ok` is false when the expression is not an integer
// expression or a coefficient overflowed.
struct LinearForm {
  std::vector<std::pair<ir::ExprPtr, int64_t>> terms;
  int64_t constant = 0;
  bool ok = true;
};

LinearForm Linearize(const ir::ExprPtr& expr);
// a + k * b (ok=false on overflow).
LinearForm AddScaled(const LinearForm& a, const LinearForm& b, int64_t k);

}  // namespace ptoc::ir::arith

#endif  // PTOC_COMPILER_IR_ARITH_LINEAR_FACTS_H_
