// Arithmetic analyzer of scalar index expressions: constant folding with the
// reference's dtype rules, algebraic rewrite rules, interval bounds from
// bindings and branch conditions, and provability queries (the basis of the
// Simplify pass). Only integer/bool expressions are rewritten; float
// expressions are left alone (rewrites are not exact for floats).
//
// CanProve decides a comparison in the reference's order: the interval bound
// of the simplified difference, then a transitive closure over the known
// comparisons (bindings and branch conditions, keyed by expression identity),
// then symbolic bounds of both sides (variables bounded by expressions taken
// from branch conditions) whose difference is cancelled term by term.
#ifndef PTOC_COMPILER_IR_ARITH_ARITH_SIMPLIFIER_H_
#define PTOC_COMPILER_IR_ARITH_ARITH_SIMPLIFIER_H_

#include <cstdint>
#include <functional>
#include <memory>
#include <unordered_map>
#include <vector>

#include "compiler/ir/expr.h"
#include "compiler/ir/arith/const_int_bound.h"
#include "compiler/ir/arith/linear_facts.h"

namespace ptoc::ir::arith {

// Builds a binary expression with operand dtype promotion (the wider of two
// same-category dtypes, the left one on a tie; INDEX and INT64 never get a
// cast between them). Comparisons and logical ops are BOOL.
ir::ExprPtr MakeBinary(ir::BinaryOp op, const ir::ExprPtr& a, const ir::ExprPtr& b,
                       const Span& span = {});
ir::ExprPtr MakeNot(const ir::ExprPtr& a, const Span& span = {});

// Folds a binary/unary node whose operands are constants or identities
// (x + 0, x * 1, ...); null when nothing applies.
ir::ExprPtr TryConstFoldBinary(ir::BinaryOp op, const ir::ExprPtr& a, const ir::ExprPtr& b);
ir::ExprPtr TryConstFoldUnary(ir::UnaryOp op, const ir::ExprPtr& a);

// Structural equality of scalar expressions with variables compared by
// identity (the equality used when a pattern mentions a variable twice):
// constants by value and dtype (INT64 and INDEX constants are interchangeable
// below the top level), operators by op and dtype, op calls by op and
// arguments.
bool ExprDeepEqual(const ir::ExprPtr& a, const ir::ExprPtr& b);

// Outcome of comparing two expressions; the bits are {EQ, LT, GT} so that
// intersecting two outcomes is a bitwise AND.
enum class CompareResult : int {
  kInconsistent = 0,
  kEQ = 1,
  kLT = 2,
  kLE = 3,
  kGT = 4,
  kGE = 5,
  kNE = 6,
  kUnknown = 7,
};

// A symbolic interval [min_value, max_value]; a null end is unbounded.
struct IntSet {
  ir::ExprPtr min_value, max_value;
  bool is_everything() const { return !min_value && !max_value; }
  // Both ends are the same node.
  bool is_single_point() const { return min_value && min_value.get() == max_value.get(); }
};

class TransitiveComparer;
class IntSetAnalyzer;

class Analyzer {
 public:
  Analyzer();
  ~Analyzer();

  // `var` is known to equal `value` (substituted on simplification).
  void Bind(const ir::VarPtr& var, const ir::ExprPtr& value);
  // `var` ranges over [min_value, max_exclusive).
  void BindRange(const ir::VarPtr& var, int64_t min_value, int64_t max_exclusive);
  // Records only an interval for `var` (no substitution).
  void UpdateBound(const ir::VarPtr& var, ConstIntBound bound) { bounds_.Update(var.get(), bound); }
  void Unbind(const ir::VarPtr& var);

  ConstIntBound Bound(const ir::ExprPtr& expr) const { return bounds_(expr); }
  // Two rounds of rewriting (as the reference).
  ir::ExprPtr Simplify(const ir::ExprPtr& expr, int steps = 2);
  ir::ExprPtr RewriteOnce(const ir::ExprPtr& expr);
  bool CanProve(const ir::ExprPtr& cond);
  bool CanProveGreaterEqual(const ir::ExprPtr& expr, int64_t lower);
  bool CanProveLess(const ir::ExprPtr& expr, int64_t upper);
  // Comparison of two expressions from the known comparisons alone.
  CompareResult TryCompare(const ir::ExprPtr& lhs, const ir::ExprPtr& rhs) const;
  // Symbolic interval of an expression.
  IntSet SymbolicBounds(const ir::ExprPtr& expr);

  // RAII scope in which `constraint` is assumed to hold.
  class ConstraintScope {
   public:
    ConstraintScope(Analyzer* analyzer, const ir::ExprPtr& constraint);
    ~ConstraintScope();
    ConstraintScope(const ConstraintScope&) = delete;
    ConstraintScope& operator=(const ConstraintScope&) = delete;

   private:
    std::vector<std::function<void()>> undo_;
  };

 private:
  friend class Rewriter;
  // Proves `lhs - rhs` below (check_upper) or above zero from the symbolic
  // bounds of either side.
  bool SymbolicFallback(const ir::ExprPtr& lhs, const ir::ExprPtr& rhs, bool check_upper,
                        bool strict);
  // Interval bound of `expr` after simplification and cancellation of equal
  // terms of its linear form.
  ConstIntBound CancelledBound(const ir::ExprPtr& expr);

  ConstIntBoundAnalyzer bounds_;
  std::unordered_map<const ir::Var*, ir::ExprPtr> values_;
  std::unique_ptr<class Rewriter> rewriter_;
  std::unique_ptr<TransitiveComparer> transitive_;
  std::unique_ptr<IntSetAnalyzer> int_set_;
  // Set while the symbolic fallback runs: its own provability queries must
  // not re-enter it.
  bool in_symbolic_fallback_ = false;
};

}  // namespace ptoc::ir::arith

#endif  // PTOC_COMPILER_IR_ARITH_ARITH_SIMPLIFIER_H_
