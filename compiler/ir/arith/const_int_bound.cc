#include "compiler/ir/arith/const_int_bound.h"

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

namespace ptoc::ir::arith {
namespace {

using ::ptoc::ir::BinaryExpr;
using ::ptoc::ir::BinaryOp;
using ::ptoc::ir::DataType;
using ::ptoc::ir::ExprPtr;
using ::ptoc::ir::NodeKind;
using ::ptoc::ir::UnaryExpr;
using ::ptoc::ir::UnaryOp;
using Bound = ConstIntBound;

constexpr int64_t kPosInf = Bound::kPosInf;
constexpr int64_t kNegInf = Bound::kNegInf;

int64_t InfAdd(int64_t a, int64_t b) {
  if (a == kPosInf || b == kPosInf) return kPosInf;
  if (a == kNegInf || b == kNegInf) return kNegInf;
  if (AddOverflows(a, b)) return b > 0 ? kPosInf : kNegInf;
  return a + b;
}

int64_t InfNeg(int64_t a) {
  if (a == kPosInf) return kNegInf;
  if (a == kNegInf) return kPosInf;
  return -a;
}

int64_t InfMul(int64_t a, int64_t b) {
  if (a == 0 || b == 0) return 0;
  const bool positive = (a > 0) == (b > 0);
  if (a == kPosInf || a == kNegInf || b == kPosInf || b == kNegInf || MulOverflows(a, b)) {
    return positive ? kPosInf : kNegInf;
  }
  return a * b;
}

int64_t InfPow(int64_t base, int64_t exp) {
  if (exp == 0) return 1;
  if (base == 0 || base == 1) return base;
  int64_t result = 1;
  for (int64_t i = 0; i < exp; ++i) {
    result = InfMul(result, base);
    if (result == kPosInf || result == kNegInf) return result;
  }
  return result;
}

Bound Mul(const Bound& a, const Bound& b) {
  int64_t v[4] = {InfMul(a.min_value, b.min_value), InfMul(a.min_value, b.max_value),
                  InfMul(a.max_value, b.min_value), InfMul(a.max_value, b.max_value)};
  return {*std::min_element(v, v + 4), *std::max_element(v, v + 4)};
}

// The infinite ends are divided like any value (as the reference does), so
// `n // 8` of an unbounded n has the finite bound INT64_MAX // 8.
Bound DivPositive(const Bound& a, const Bound& b) {
  int64_t lo = a.min_value >= 0 ? FloorDivInt(a.min_value, b.max_value)
                                : FloorDivInt(a.min_value, b.min_value);
  int64_t hi = a.max_value >= 0 ? FloorDivInt(a.max_value, b.min_value)
                                : FloorDivInt(a.max_value, b.max_value);
  return {lo, hi};
}

Bound FloorDiv(const Bound& a, const Bound& b) {
  if (b.min_value > 0) return DivPositive(a, b);
  if (b.max_value < 0) {
    return DivPositive({InfNeg(a.max_value), InfNeg(a.min_value)},
                       {InfNeg(b.max_value), InfNeg(b.min_value)});
  }
  return Bound::Everything();
}

Bound FloorMod(const Bound& a, const Bound& b) {
  if (b.min_value > 0) {
    int64_t hi = b.max_value - 1;  // INT64_MAX - 1 for an unbounded divisor, as the reference
    if (a.is_non_negative()) return {0, std::min(a.max_value, hi)};
    return {0, hi};
  }
  return Bound::Everything();
}

class BoundVisitor {
 public:
  explicit BoundVisitor(const std::unordered_map<const ir::Var*, Bound>& vars) : vars_(vars) {}

  Bound Visit(const ExprPtr& e) const {
    if (!e) return Bound::Everything();
    switch (e->kind()) {
      case NodeKind::kConstInt: {
        int64_t v = static_cast<const ir::ConstInt&>(*e).value();
        return {v, v};
      }
      case NodeKind::kConstBool: {
        int64_t v = static_cast<const ir::ConstBool&>(*e).value() ? 1 : 0;
        return {v, v};
      }
      case NodeKind::kConstFloat: {
        double v = static_cast<const ir::ConstFloat&>(*e).value();
        if (std::isnan(v) || std::isinf(v)) return Bound::Everything();
        double lo = std::floor(v), hi = std::ceil(v);
        return {lo < -9.2e18 ? kNegInf : static_cast<int64_t>(lo),
                hi > 9.2e18 ? kPosInf : static_cast<int64_t>(hi)};
      }
      case NodeKind::kVar:
      case NodeKind::kIterArg: {
        auto it = vars_.find(static_cast<const ir::Var*>(e.get()));
        if (it != vars_.end()) return it->second;
        return ConstIntBoundAnalyzer::DefaultBound(*e);
      }
      case NodeKind::kBinary:
        return VisitBinary(static_cast<const BinaryExpr&>(*e));
      case NodeKind::kUnary:
        return VisitUnary(static_cast<const UnaryExpr&>(*e));
      default:
        return Bound::Everything();
    }
  }

 private:
  Bound VisitBinary(const BinaryExpr& b) const {
    if (ir::IsComparison(b.op()) || ir::IsLogical(b.op())) return {0, 1};
    if (b.op() == BinaryOp::kFloatDiv || b.op() == BinaryOp::kBitXor) return Bound::Everything();
    Bound x = Visit(b.lhs());
    Bound y = Visit(b.rhs());
    switch (b.op()) {
      case BinaryOp::kAdd:
        return {InfAdd(x.min_value, y.min_value), InfAdd(x.max_value, y.max_value)};
      case BinaryOp::kSub:
        return {InfAdd(x.min_value, InfNeg(y.max_value)), InfAdd(x.max_value, InfNeg(y.min_value))};
      case BinaryOp::kMul:
        return Mul(x, y);
      case BinaryOp::kFloorDiv:
        return FloorDiv(x, y);
      case BinaryOp::kFloorMod:
        return FloorMod(x, y);
      case BinaryOp::kMin:
        return {std::min(x.min_value, y.min_value), std::min(x.max_value, y.max_value)};
      case BinaryOp::kMax:
        return {std::max(x.min_value, y.min_value), std::max(x.max_value, y.max_value)};
      case BinaryOp::kPow: {
        if (!y.is_const() || y.min_value < 0) return Bound::Everything();
        if (y.min_value == 0) return {1, 1};
        if (y.min_value == 1) return x;
        if (x.is_non_negative()) {
          return {InfPow(x.min_value, y.min_value), InfPow(x.max_value, y.min_value)};
        }
        return Bound::Everything();
      }
      case BinaryOp::kBitAnd:
        if (x.is_non_negative() && y.is_non_negative()) {
          return {0, std::min(x.max_value, y.max_value)};
        }
        return Bound::Everything();
      case BinaryOp::kBitOr:
        if (x.is_non_negative() && y.is_non_negative()) {
          return {std::max(x.min_value, y.min_value), InfAdd(x.max_value, y.max_value)};
        }
        return Bound::Everything();
      case BinaryOp::kBitShiftLeft:
        if (x.is_non_negative() && y.is_non_negative() && y.max_value < 63) {
          return {InfMul(x.min_value, int64_t{1} << y.min_value),
                  InfMul(x.max_value, int64_t{1} << y.max_value)};
        }
        return Bound::Everything();
      case BinaryOp::kBitShiftRight:
        if (x.is_non_negative() && y.is_non_negative() && y.max_value < 63) {
          return {x.min_value >> y.max_value, x.max_value >> y.min_value};
        }
        return Bound::Everything();
      default:
        return Bound::Everything();
    }
  }

  Bound VisitUnary(const UnaryExpr& u) const {
    switch (u.op()) {
      case UnaryOp::kNot:
        return {0, 1};
      case UnaryOp::kBitNot:
        return Bound::Everything();
      case UnaryOp::kNeg: {
        Bound a = Visit(u.operand());
        return {InfNeg(a.max_value), InfNeg(a.min_value)};
      }
      case UnaryOp::kAbs: {
        Bound a = Visit(u.operand());
        if (a.min_value >= 0) return a;
        if (a.max_value <= 0) return {InfNeg(a.max_value), InfNeg(a.min_value)};
        return {0, std::max(InfNeg(a.min_value), a.max_value)};
      }
      case UnaryOp::kCast: {
        Bound a = Visit(u.operand());
        DataType dt = u.dtype();
        if (!ir::IsInt(dt)) return Bound::Everything();
        int bits = ir::DataTypeBits(dt);
        if (bits <= 0 || bits >= 64) return a;
        int64_t lo, hi;
        if (ir::IsUnsignedInt(dt)) {
          lo = 0;
          hi = (int64_t{1} << bits) - 1;
        } else {
          lo = -(int64_t{1} << (bits - 1));
          hi = (int64_t{1} << (bits - 1)) - 1;
        }
        return {std::max(a.min_value, lo), std::min(a.max_value, hi)};
      }
    }
    return Bound::Everything();
  }

  const std::unordered_map<const ir::Var*, Bound>& vars_;
};

// A plain (non-iter-arg) variable, as the constraint parser accepts.
const ir::Var* PlainVar(const ExprPtr& e) {
  return e && e->kind() == NodeKind::kVar ? static_cast<const ir::Var*>(e.get()) : nullptr;
}

}  // namespace

bool AddOverflows(int64_t a, int64_t b) {
  return (b > 0 && a > kPosInf - b) || (b < 0 && a < kNegInf - b);
}
bool SubOverflows(int64_t a, int64_t b) {
  return (b > 0 && a < kNegInf + b) || (b < 0 && a > kPosInf + b);
}
bool MulOverflows(int64_t a, int64_t b) {
  if (a == 0 || b == 0) return false;
  int64_t r;
  return __builtin_mul_overflow(a, b, &r);
}
int64_t FloorDivInt(int64_t a, int64_t b) {
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}
int64_t FloorModInt(int64_t a, int64_t b) {
  int64_t r = a % b;
  if (r != 0 && ((r < 0) != (b < 0))) r += b;
  return r;
}

ConstIntBound ConstIntBoundAnalyzer::DefaultBound(const ir::Expr& var) {
  auto scalar = ir::As<ir::ScalarType>(var.type());
  if (scalar && scalar->dtype() == DataType::kIndex) return {0, kPosInf};
  return Bound::Everything();
}

ConstIntBound ConstIntBoundAnalyzer::operator()(const ExprPtr& expr) const {
  return BoundVisitor(vars_).Visit(expr);
}

std::function<void()> ConstIntBoundAnalyzer::EnterConstraint(const ExprPtr& constraint) {
  std::vector<std::pair<const ir::Var*, Bound>> recovery;
  auto tighten = [&](const ir::Var* var, Bound b) {
    auto it = vars_.find(var);
    Bound old = it != vars_.end() ? it->second : DefaultBound(*var);
    recovery.emplace_back(var, old);
    vars_[var] = {std::max(old.min_value, b.min_value), std::min(old.max_value, b.max_value)};
  };
  std::function<void(const ExprPtr&)> parse = [&](const ExprPtr& e) {
    auto bin = ir::As<BinaryExpr>(e);
    if (!bin) return;
    const ir::Var* lv = PlainVar(bin->lhs());
    const ir::Var* rv = PlainVar(bin->rhs());
    switch (bin->op()) {
      case BinaryOp::kGe:
        if (lv) {
          Bound r = (*this)(bin->rhs());
          if (r.is_const()) tighten(lv, {r.min_value, kPosInf});
        } else if (rv) {
          Bound l = (*this)(bin->lhs());
          if (l.is_const()) tighten(rv, {kNegInf, l.max_value});
        }
        break;
      case BinaryOp::kGt:
        if (lv) {
          Bound r = (*this)(bin->rhs());
          if (r.is_const()) tighten(lv, {InfAdd(r.min_value, 1), kPosInf});
        } else if (rv) {
          Bound l = (*this)(bin->lhs());
          if (l.is_const()) tighten(rv, {kNegInf, InfAdd(l.max_value, -1)});
        }
        break;
      case BinaryOp::kLe:
        if (lv) {
          Bound r = (*this)(bin->rhs());
          if (r.is_const()) tighten(lv, {kNegInf, r.max_value});
        } else if (rv) {
          Bound l = (*this)(bin->lhs());
          if (l.is_const()) tighten(rv, {l.min_value, kPosInf});
        }
        break;
      case BinaryOp::kLt:
        if (lv) {
          Bound r = (*this)(bin->rhs());
          if (r.is_const()) tighten(lv, {kNegInf, InfAdd(r.max_value, -1)});
        } else if (rv) {
          Bound l = (*this)(bin->lhs());
          if (l.is_const()) tighten(rv, {InfAdd(l.min_value, 1), kPosInf});
        }
        break;
      case BinaryOp::kEq:
        if (lv) {
          Bound r = (*this)(bin->rhs());
          if (r.is_const()) tighten(lv, r);
        } else if (rv) {
          Bound l = (*this)(bin->lhs());
          if (l.is_const()) tighten(rv, l);
        }
        break;
      case BinaryOp::kAnd:
        parse(bin->lhs());
        parse(bin->rhs());
        break;
      default:
        break;
    }
  };
  parse(constraint);
  return [this, recovery = std::move(recovery)]() {
    for (auto it = recovery.rbegin(); it != recovery.rend(); ++it) {
      if (it->second.is_everything()) {
        vars_.erase(it->first);
      } else {
        vars_[it->first] = it->second;
      }
    }
  };
}

}  // namespace ptoc::ir::arith
