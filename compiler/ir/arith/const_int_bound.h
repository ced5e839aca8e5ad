// Constant integer interval analysis of scalar expressions, used by the
// arithmetic simplifier to decide divisions, modulos, min/max and comparisons
// from loop ranges, branch conditions and scalar bindings.
#ifndef PTOC_COMPILER_IR_ARITH_CONST_INT_BOUND_H_
#define PTOC_COMPILER_IR_ARITH_CONST_INT_BOUND_H_

#include <cstdint>
#include <functional>
#include <limits>
#include <unordered_map>

#include "compiler/ir/expr.h"

namespace ptoc::ir::arith {

// Closed interval [min_value, max_value]; the int64 extremes mean infinity.
struct ConstIntBound {
  static constexpr int64_t kPosInf = std::numeric_limits<int64_t>::max();
  static constexpr int64_t kNegInf = std::numeric_limits<int64_t>::min();
  int64_t min_value = kNegInf;
  int64_t max_value = kPosInf;

  static ConstIntBound Everything() { return {}; }
  bool is_const() const { return min_value == max_value; }
  bool is_const(int64_t v) const { return min_value == v && max_value == v; }
  bool is_non_negative() const { return min_value >= 0; }
  bool is_everything() const { return min_value == kNegInf && max_value == kPosInf; }
};

class ConstIntBoundAnalyzer {
 public:
  ConstIntBound operator()(const ir::ExprPtr& expr) const;
  // Replaces the recorded bound of `var`.
  void Update(const ir::Var* var, ConstIntBound bound) { vars_[var] = bound; }
  void Unbind(const ir::Var* var) { vars_.erase(var); }
  // Tightens variable bounds from a (normalised) condition known to hold:
  // `v < e`, `v <= e`, `e < v`, `e <= v`, `v == e` with constant-bounded `e`,
  // and conjunctions of those. Returns the function that undoes it.
  std::function<void()> EnterConstraint(const ir::ExprPtr& constraint);

  // The bound a variable has without any binding: INDEX scalars are
  // non-negative, everything else is unbounded.
  static ConstIntBound DefaultBound(const ir::Expr& var);

 private:
  std::unordered_map<const ir::Var*, ConstIntBound> vars_;
};

// Overflow-aware helpers shared with the simplifier.
bool AddOverflows(int64_t a, int64_t b);
bool SubOverflows(int64_t a, int64_t b);
bool MulOverflows(int64_t a, int64_t b);
int64_t FloorDivInt(int64_t a, int64_t b);
int64_t FloorModInt(int64_t a, int64_t b);

}  // namespace ptoc::ir::arith

#endif  // PTOC_COMPILER_IR_ARITH_CONST_INT_BOUND_H_
