#include "compiler/transforms/analysis/linear_facts.h"

#include <algorithm>

#include "compiler/transforms/analysis/arith_simplifier.h"

namespace ptoc::transforms::arith {
namespace {

using ir::As;
using ir::BinaryExpr;
using ir::BinaryOp;
using ir::ExprPtr;

constexpr int64_t kPosInf = ConstIntBound::kPosInf;
constexpr int64_t kNegInf = ConstIntBound::kNegInf;
// Substitution depth and total work of one UpperBound query.
constexpr int kMaxDepth = 3;
constexpr int kBudget = 4096;

bool IsIntegerExpr(const ExprPtr& e) {
  auto scalar = e ? As<ir::ScalarType>(e->type()) : nullptr;
  return scalar && ir::IsSignedInt(scalar->dtype());
}

void AddTerm(LinearForm* f, const ExprPtr& term, int64_t coef) {
  for (auto it = f->terms.begin(); it != f->terms.end(); ++it) {
    if (!ExprDeepEqual(it->first, term)) continue;
    if (__builtin_add_overflow(it->second, coef, &it->second)) f->ok = false;
    if (it->second == 0) f->terms.erase(it);
    return;
  }
  if (coef != 0) f->terms.emplace_back(term, coef);
}

LinearForm Scale(const LinearForm& f, int64_t k) {
  LinearForm r;
  r.ok = f.ok;
  if (__builtin_mul_overflow(f.constant, k, &r.constant)) r.ok = false;
  for (const auto& [t, c] : f.terms) {
    int64_t v;
    if (__builtin_mul_overflow(c, k, &v)) r.ok = false;
    if (v != 0) r.terms.emplace_back(t, v);
  }
  return r;
}

// Upper bound of k * [lo, hi].
int64_t ScaledMax(const ConstIntBound& b, int64_t k) {
  int64_t edge = k > 0 ? b.max_value : b.min_value;
  if (edge == kPosInf || edge == kNegInf) return kPosInf;
  int64_t v;
  if (__builtin_mul_overflow(edge, k, &v)) return kPosInf;
  return v;
}

int64_t IntervalUpper(const LinearForm& f, const LinearFacts::BoundFn& bound) {
  if (!f.ok) return kPosInf;
  int64_t sum = f.constant;
  for (const auto& [t, c] : f.terms) {
    int64_t v = ScaledMax(bound(t), c);
    if (v == kPosInf || __builtin_add_overflow(sum, v, &sum)) return kPosInf;
  }
  return sum;
}

}  // namespace

LinearForm Linearize(const ExprPtr& e) {
  LinearForm f;
  if (!IsIntegerExpr(e)) {
    f.ok = false;
    return f;
  }
  if (auto c = As<ir::ConstInt>(e)) {
    f.constant = c->value();
    return f;
  }
  if (auto bin = As<BinaryExpr>(e)) {
    switch (bin->op()) {
      case BinaryOp::kAdd:
        return AddScaled(Linearize(bin->lhs()), Linearize(bin->rhs()), 1);
      case BinaryOp::kSub:
        return AddScaled(Linearize(bin->lhs()), Linearize(bin->rhs()), -1);
      case BinaryOp::kMul: {
        LinearForm a = Linearize(bin->lhs());
        LinearForm b = Linearize(bin->rhs());
        if (a.ok && a.terms.empty()) return Scale(b, a.constant);
        if (b.ok && b.terms.empty()) return Scale(a, b.constant);
        break;
      }
      default:
        break;
    }
  }
  if (auto un = As<ir::UnaryExpr>(e)) {
    if (un->op() == ir::UnaryOp::kNeg) return Scale(Linearize(un->operand()), -1);
  }
  f.terms.emplace_back(e, 1);
  return f;
}

LinearForm AddScaled(const LinearForm& a, const LinearForm& b, int64_t k) {
  LinearForm r = a;
  LinearForm sb = Scale(b, k);
  r.ok = a.ok && sb.ok;
  if (__builtin_add_overflow(r.constant, sb.constant, &r.constant)) r.ok = false;
  for (const auto& [t, c] : sb.terms) AddTerm(&r, t, c);
  return r;
}

void LinearFacts::AddLe(LinearForm form, int64_t bound) {
  if (!form.ok || form.terms.empty()) return;
  // Keep the constant on the bound side.
  if (__builtin_sub_overflow(bound, form.constant, &bound)) return;
  form.constant = 0;
  facts_.push_back({std::move(form), bound});
}

void LinearFacts::AddCondition(const ExprPtr& cond) {
  auto bin = As<BinaryExpr>(cond);
  if (!bin) return;
  if (bin->op() == BinaryOp::kAnd) {
    AddCondition(bin->lhs());
    AddCondition(bin->rhs());
    return;
  }
  ExprPtr lhs = bin->lhs(), rhs = bin->rhs();
  BinaryOp op = bin->op();
  if (op == BinaryOp::kGt || op == BinaryOp::kGe) {
    std::swap(lhs, rhs);
    op = op == BinaryOp::kGt ? BinaryOp::kLt : BinaryOp::kLe;
  }
  if (op != BinaryOp::kLt && op != BinaryOp::kLe && op != BinaryOp::kEq) return;
  if (!IsIntegerExpr(lhs) || !IsIntegerExpr(rhs)) return;
  LinearForm diff = AddScaled(Linearize(lhs), Linearize(rhs), -1);  // lhs - rhs
  if (op == BinaryOp::kLt) {
    AddLe(diff, -1);
  } else {
    AddLe(diff, 0);
    if (op == BinaryOp::kEq) AddLe(Scale(diff, -1), 0);
  }
}

int64_t LinearFacts::UpperBound(const LinearForm& form, const BoundFn& bound) const {
  int budget = kBudget;
  return Search(form, bound, kMaxDepth, &budget);
}

// For a fact F <= c and any k > 0: form = (form - k*F) + k*F <= (form - k*F) + k*c.
// k is chosen so that one term of `form` cancels.
int64_t LinearFacts::Search(const LinearForm& form, const BoundFn& bound, int depth,
                            int* budget) const {
  int64_t best = IntervalUpper(form, bound);
  if (depth == 0 || !form.ok) return best;
  for (const auto& [term, a] : form.terms) {
    for (const Fact& fact : facts_) {
      if (--*budget <= 0) return best;
      int64_t b = 0;
      for (const auto& [t, c] : fact.form.terms) {
        if (ExprDeepEqual(t, term)) b = c;
      }
      if (b == 0 || (a > 0) != (b > 0) || a % b != 0) continue;
      const int64_t k = a / b;
      LinearForm next = AddScaled(form, fact.form, -k);
      int64_t kc;
      if (!next.ok || __builtin_mul_overflow(k, fact.bound, &kc) ||
          __builtin_add_overflow(next.constant, kc, &next.constant)) {
        continue;
      }
      best = std::min(best, Search(next, bound, depth - 1, budget));
    }
  }
  return best;
}

}  // namespace ptoc::transforms::arith
