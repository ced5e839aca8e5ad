#include "compiler/ir/arith/linear_facts.h"

namespace ptoc::ir::arith {
namespace {

using ir::As;
using ir::BinaryExpr;
using ir::BinaryOp;
using ir::ExprPtr;

bool IsIntegerExpr(const ExprPtr& e) {
  auto scalar = e ? As<ir::ScalarType>(e->type()) : nullptr;
  return scalar && ir::IsSignedInt(scalar->dtype());
}

void AddTerm(LinearForm* f, const ExprPtr& term, int64_t coef) {
  for (auto it = f->terms.begin(); it != f->terms.end(); ++it) {
    if (it->first.get() != term.get()) continue;
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

}  // namespace ptoc::ir::arith
