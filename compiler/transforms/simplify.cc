// Simplify: folds integer scalar arithmetic everywhere (including shapes
// inside types): constant operands, and identities such as x + 0, x * 1,
// x // 1, x % 1. Range analysis, constant propagation and dead-code removal
// of the reference are not implemented yet (see the report), so this is a
// subset of its rewrites: whatever it changes, the reference changes too.
#include <algorithm>
#include <optional>

#include "compiler/ir/mutator.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {
namespace {

using namespace ::ptoc::ir;  // NOLINT(build/namespaces)

std::optional<int64_t> IntValue(const ExprPtr& e) {
  if (auto c = As<ConstInt>(e)) return c->value();
  return std::nullopt;
}

int64_t FloorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}

class Simplifier : public IRMutator {
 public:
  ExprPtr MutateBinary(const BinaryExprPtr& expr) override {
    ExprPtr folded = IRMutator::MutateBinary(expr);
    auto b = As<BinaryExpr>(folded);
    if (!b) return folded;
    DataType dt = b->dtype();
    auto lv = IntValue(b->lhs());
    auto rv = IntValue(b->rhs());
    if (lv && rv) {
      int64_t l = *lv, r = *rv;
      switch (b->op()) {
        case BinaryOp::kAdd: return MakeConstInt(l + r, dt, b->span());
        case BinaryOp::kSub: return MakeConstInt(l - r, dt, b->span());
        case BinaryOp::kMul: return MakeConstInt(l * r, dt, b->span());
        case BinaryOp::kFloorDiv:
          if (r != 0) return MakeConstInt(FloorDiv(l, r), dt, b->span());
          break;
        case BinaryOp::kFloorMod:
          if (r != 0) return MakeConstInt(l - FloorDiv(l, r) * r, dt, b->span());
          break;
        case BinaryOp::kMin: return MakeConstInt(std::min(l, r), dt, b->span());
        case BinaryOp::kMax: return MakeConstInt(std::max(l, r), dt, b->span());
        case BinaryOp::kEq: return MakeConstBool(l == r, b->span());
        case BinaryOp::kNe: return MakeConstBool(l != r, b->span());
        case BinaryOp::kLt: return MakeConstBool(l < r, b->span());
        case BinaryOp::kLe: return MakeConstBool(l <= r, b->span());
        case BinaryOp::kGt: return MakeConstBool(l > r, b->span());
        case BinaryOp::kGe: return MakeConstBool(l >= r, b->span());
        default: break;
      }
      return folded;
    }
    if (!IsInt(dt)) return folded;
    switch (b->op()) {
      case BinaryOp::kAdd:
        if (rv == 0) return b->lhs();
        if (lv == 0) return b->rhs();
        break;
      case BinaryOp::kSub:
        if (rv == 0) return b->lhs();
        break;
      case BinaryOp::kMul:
        if (rv == 1) return b->lhs();
        if (lv == 1) return b->rhs();
        break;
      case BinaryOp::kFloorDiv:
        if (rv == 1) return b->lhs();
        break;
      case BinaryOp::kFloorMod:
        if (rv == 1) return MakeConstInt(0, dt, b->span());
        break;
      default:
        break;
    }
    return folded;
  }
};

}  // namespace

ir::ProgramPtr Simplify(const ir::ProgramPtr& program) { return Simplifier().MutateProgram(program); }

}  // namespace ptoc::transforms
