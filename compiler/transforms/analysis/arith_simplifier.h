// Arithmetic analyzer of scalar index expressions: constant folding with the
// reference's dtype rules, algebraic rewrite rules, interval bounds from
// bindings and branch conditions, and provability queries (the basis of the
// Simplify pass). Only integer/bool expressions are rewritten; float
// expressions are left alone (rewrites are not exact for floats).
#ifndef PTOC_COMPILER_TRANSFORMS_ANALYSIS_ARITH_SIMPLIFIER_H_
#define PTOC_COMPILER_TRANSFORMS_ANALYSIS_ARITH_SIMPLIFIER_H_

#include <cstdint>
#include <functional>
#include <memory>
#include <unordered_map>
#include <vector>

#include "compiler/ir/expr.h"
#include "compiler/transforms/analysis/const_int_bound.h"
#include "compiler/transforms/analysis/linear_facts.h"

namespace ptoc::transforms::arith {

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
// identity (the equality used when a pattern mentions a variable twice).
bool ExprDeepEqual(const ir::ExprPtr& a, const ir::ExprPtr& b);

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
  // Relation between two expressions recorded from a branch condition.
  struct Fact {
    ir::BinaryOp op;  // kLt, kLe, kEq, kNe
    ir::ExprPtr lhs, rhs;
  };
  bool FactImplies(ir::BinaryOp op, const ir::ExprPtr& lhs, const ir::ExprPtr& rhs) const;
  // Upper bound of `lhs - rhs` from the linear facts (kPosInf if unknown).
  int64_t SymbolicDiffUpper(const ir::ExprPtr& lhs, const ir::ExprPtr& rhs) const;

  ConstIntBoundAnalyzer bounds_;
  std::unordered_map<const ir::Var*, ir::ExprPtr> values_;
  std::vector<Fact> facts_;
  // The same conditions as linear facts, for the symbolic fallback.
  LinearFacts linear_;
  std::unique_ptr<class Rewriter> rewriter_;
};

}  // namespace ptoc::transforms::arith

#endif  // PTOC_COMPILER_TRANSFORMS_ANALYSIS_ARITH_SIMPLIFIER_H_
