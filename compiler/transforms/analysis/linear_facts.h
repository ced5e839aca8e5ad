// Linear integer facts for the arith analyzer: expressions read as linear
// combinations of opaque terms, and upper bounds of such combinations proved
// from branch conditions (`a < b`, `a <= b`, `a == b`) by substituting facts
// into each other. This is the symbolic fallback of Analyzer::CanProve for
// relations between symbolic values (transitive chains, bounds such as
// `i < n` used to prove `i + 1 <= n`) that interval bounds cannot decide.
#ifndef PTOC_COMPILER_TRANSFORMS_ANALYSIS_LINEAR_FACTS_H_
#define PTOC_COMPILER_TRANSFORMS_ANALYSIS_LINEAR_FACTS_H_

#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

#include "compiler/ir/expr.h"
#include "compiler/transforms/analysis/const_int_bound.h"

namespace ptoc::transforms::arith {

// sum(coef * term) + constant; terms are compared structurally, coefficients
// are non-zero. `ok` is false when the expression is not an integer
// expression or a coefficient overflowed.
struct LinearForm {
  std::vector<std::pair<ir::ExprPtr, int64_t>> terms;
  int64_t constant = 0;
  bool ok = true;
};

LinearForm Linearize(const ir::ExprPtr& expr);
// a + k * b (ok=false on overflow).
LinearForm AddScaled(const LinearForm& a, const LinearForm& b, int64_t k);

class LinearFacts {
 public:
  using BoundFn = std::function<ConstIntBound(const ir::ExprPtr&)>;

  // Records `form <= bound`.
  void AddLe(LinearForm form, int64_t bound);
  // Records the facts a normalised comparison (`a < b`, `a <= b`, `a == b`,
  // conjunctions) states about integer operands.
  void AddCondition(const ir::ExprPtr& cond);
  size_t size() const { return facts_.size(); }
  void Truncate(size_t n) { facts_.resize(n); }

  // An upper bound of `form` (kPosInf when none is known): the interval
  // bound of its terms, improved by substituting facts for terms.
  int64_t UpperBound(const LinearForm& form, const BoundFn& bound) const;

 private:
  struct Fact {
    LinearForm form;
    int64_t bound;
  };
  int64_t Search(const LinearForm& form, const BoundFn& bound, int depth, int* budget) const;

  std::vector<Fact> facts_;
};

}  // namespace ptoc::transforms::arith

#endif  // PTOC_COMPILER_TRANSFORMS_ANALYSIS_LINEAR_FACTS_H_
