#include "compiler/transforms/analysis/arith_simplifier.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>
#include <map>
#include <memory>
#include <string>
#include <tuple>
#include <utility>

#include "compiler/base/status.h"

namespace ptoc::transforms::arith {

using ::ptoc::ir::As;
using ::ptoc::ir::BinaryExpr;
using ::ptoc::ir::BinaryOp;
using ::ptoc::ir::ConstBool;
using ::ptoc::ir::ConstFloat;
using ::ptoc::ir::ConstInt;
using ::ptoc::ir::DataType;
using ::ptoc::ir::ExprPtr;
using ::ptoc::ir::NodeKind;
using ::ptoc::ir::UnaryExpr;
using ::ptoc::ir::UnaryOp;

namespace {

DataType DTypeOf(const ExprPtr& e) {
  auto dt = ir::ScalarDataType(e);
  return dt ? *dt : DataType::kIndex;
}

bool IsFloatExpr(const ExprPtr& e) {
  auto dt = ir::ScalarDataType(e);
  return dt && ir::IsFloat(*dt);
}

ExprPtr CastIfNeeded(const ExprPtr& e, DataType to, const Span& span) {
  DataType from = DTypeOf(e);
  if (from == to) return e;
  if ((from == DataType::kIndex && to == DataType::kInt64) ||
      (from == DataType::kInt64 && to == DataType::kIndex)) {
    return e;
  }
  return std::make_shared<UnaryExpr>(UnaryOp::kCast, e, to, span);
}

}  // namespace

ExprPtr MakeBinary(BinaryOp op, const ExprPtr& a, const ExprPtr& b, const Span& span) {
  if (ir::IsLogical(op)) return std::make_shared<BinaryExpr>(op, a, b, DataType::kBool, span);
  DataType da = DTypeOf(a), db = DTypeOf(b);
  DataType promoted = ir::DataTypeBits(db) > ir::DataTypeBits(da) ? db : da;
  ExprPtr pa = CastIfNeeded(a, promoted, span);
  ExprPtr pb = CastIfNeeded(b, promoted, span);
  DataType result = ir::IsComparison(op) ? DataType::kBool : promoted;
  return std::make_shared<BinaryExpr>(op, pa, pb, result, span);
}

ExprPtr MakeNot(const ExprPtr& a, const Span& span) {
  return std::make_shared<UnaryExpr>(UnaryOp::kNot, a, DataType::kBool, span);
}

// ---------------------------------------------------------------------------
// Constant folding

ExprPtr TryConstFoldBinary(BinaryOp op, const ExprPtr& lhs, const ExprPtr& rhs) {
  if (op == BinaryOp::kAnd || op == BinaryOp::kOr || op == BinaryOp::kXor) {
    auto ba = As<ConstBool>(lhs);
    auto bb = As<ConstBool>(rhs);
    if (op == BinaryOp::kXor) {
      return ba && bb ? ir::MakeConstBool(ba->value() != bb->value()) : nullptr;
    }
    const bool is_and = op == BinaryOp::kAnd;
    if (ba) return ba->value() == is_and ? rhs : lhs;
    if (bb) return bb->value() == is_and ? lhs : rhs;
    return nullptr;
  }
  auto pa = As<ConstInt>(lhs);
  auto pb = As<ConstInt>(rhs);
  auto fa = As<ConstFloat>(lhs);
  auto fb = As<ConstFloat>(rhs);
  auto lhs_is = [&](int64_t v) {
    return (pa && pa->value() == v) || (fa && fa->value() == static_cast<double>(v));
  };
  auto rhs_is = [&](int64_t v) {
    return (pb && pb->value() == v) || (fb && fb->value() == static_cast<double>(v));
  };
  auto int_result = [&](int64_t v) { return ir::MakeConstInt(v, pa->dtype()); };
  auto float_result = [&](double v) { return ir::MakeConstFloat(v, fa->dtype()); };
  switch (op) {
    case BinaryOp::kAdd:
      if (pa && pb)
        return AddOverflows(pa->value(), pb->value()) ? nullptr
                                                      : int_result(pa->value() + pb->value());
      if (fa && fb) return float_result(fa->value() + fb->value());
      if (lhs_is(0)) return rhs;
      if (rhs_is(0)) return lhs;
      return nullptr;
    case BinaryOp::kSub:
      if (pa && pb)
        return SubOverflows(pa->value(), pb->value()) ? nullptr
                                                      : int_result(pa->value() - pb->value());
      if (fa && fb) return float_result(fa->value() - fb->value());
      if (rhs_is(0)) return lhs;
      return nullptr;
    case BinaryOp::kMul:
      if (pa && pb)
        return MulOverflows(pa->value(), pb->value()) ? nullptr
                                                      : int_result(pa->value() * pb->value());
      if (fa && fb) return float_result(fa->value() * fb->value());
      if (lhs_is(1)) return rhs;
      if (rhs_is(1)) return lhs;
      if (pa && pa->value() == 0) return lhs;
      if (pb && pb->value() == 0) return rhs;
      return nullptr;
    case BinaryOp::kFloorDiv:
      if (pa && pb) {
        if (pb->value() == 0) return nullptr;
        return int_result(FloorDivInt(pa->value(), pb->value()));
      }
      if (pb && pb->value() == 1) return lhs;
      return nullptr;
    case BinaryOp::kFloorMod:
      if (pa && pb) {
        if (pb->value() == 0) return nullptr;
        return int_result(FloorModInt(pa->value(), pb->value()));
      }
      if (pb && pb->value() == 1) return ir::MakeConstInt(0, pb->dtype());
      return nullptr;
    case BinaryOp::kFloatDiv:
      if (fa && fb) return float_result(fa->value() / fb->value());
      if (fb && fb->value() == 1) return lhs;
      return nullptr;
    case BinaryOp::kPow:
      if (pa && pb) {
        if (pb->value() < 0) return nullptr;
        int64_t result = 1;
        for (int64_t i = 0; i < pb->value(); ++i) {
          if (MulOverflows(result, pa->value())) return nullptr;
          result *= pa->value();
          if (result == 0 || result == 1) break;
        }
        return int_result(result);
      }
      if (fa && fb) return float_result(std::pow(fa->value(), fb->value()));
      if (lhs_is(1)) return lhs;
      if (pb && pb->value() == 0) {
        DataType dt = pa ? pa->dtype() : DTypeOf(lhs);
        return ir::IsFloat(dt) ? ir::MakeConstFloat(1.0, dt) : ir::MakeConstInt(1, dt);
      }
      if (rhs_is(1)) return lhs;
      return nullptr;
    case BinaryOp::kMin:
    case BinaryOp::kMax: {
      const bool is_min = op == BinaryOp::kMin;
      if (pa && pb) {
        return int_result(is_min ? std::min(pa->value(), pb->value())
                                 : std::max(pa->value(), pb->value()));
      }
      if (fa && fb) {
        return float_result(is_min ? std::min(fa->value(), fb->value())
                                   : std::max(fa->value(), fb->value()));
      }
      if (lhs.get() == rhs.get()) return lhs;
      return nullptr;
    }
    case BinaryOp::kEq:
    case BinaryOp::kNe:
    case BinaryOp::kLt:
    case BinaryOp::kLe:
    case BinaryOp::kGt:
    case BinaryOp::kGe: {
      auto cmp = [op](auto a, auto b) {
        switch (op) {
          case BinaryOp::kEq:
            return a == b;
          case BinaryOp::kNe:
            return a != b;
          case BinaryOp::kLt:
            return a < b;
          case BinaryOp::kLe:
            return a <= b;
          case BinaryOp::kGt:
            return a > b;
          default:
            return a >= b;
        }
      };
      if (pa && pb) return ir::MakeConstBool(cmp(pa->value(), pb->value()));
      if (fa && fb) return ir::MakeConstBool(cmp(fa->value(), fb->value()));
      return nullptr;
    }
    case BinaryOp::kBitAnd:
      return pa && pb ? int_result(pa->value() & pb->value()) : nullptr;
    case BinaryOp::kBitOr:
      return pa && pb ? int_result(pa->value() | pb->value()) : nullptr;
    case BinaryOp::kBitXor:
      return pa && pb ? int_result(pa->value() ^ pb->value()) : nullptr;
    case BinaryOp::kBitShiftLeft:
      if (pa && pb && pb->value() >= 0 && pb->value() < 64) {
        return int_result(static_cast<int64_t>(static_cast<uint64_t>(pa->value()) << pb->value()));
      }
      return nullptr;
    case BinaryOp::kBitShiftRight:
      if (pa && pb && pb->value() >= 0 && pb->value() < 64)
        return int_result(pa->value() >> pb->value());
      return nullptr;
    default:
      return nullptr;
  }
}

ExprPtr TryConstFoldUnary(UnaryOp op, const ExprPtr& a) {
  auto pi = As<ConstInt>(a);
  auto pf = As<ConstFloat>(a);
  auto pb = As<ConstBool>(a);
  constexpr int64_t kMin = std::numeric_limits<int64_t>::min();
  switch (op) {
    case UnaryOp::kNeg:
      if (pi) return pi->value() == kMin ? nullptr : ir::MakeConstInt(-pi->value(), pi->dtype());
      if (pf) return ir::MakeConstFloat(-pf->value(), pf->dtype());
      return nullptr;
    case UnaryOp::kAbs:
      if (pi) {
        if (pi->value() == kMin) return nullptr;
        return ir::MakeConstInt(pi->value() >= 0 ? pi->value() : -pi->value(), pi->dtype());
      }
      if (pf) return ir::MakeConstFloat(std::fabs(pf->value()), pf->dtype());
      return nullptr;
    case UnaryOp::kNot:
      return pb ? ir::MakeConstBool(!pb->value()) : nullptr;
    case UnaryOp::kBitNot:
      return pi ? ir::MakeConstInt(~pi->value(), pi->dtype()) : nullptr;
    default:
      return nullptr;
  }
}

bool ExprDeepEqual(const ExprPtr& a, const ExprPtr& b) {
  if (a.get() == b.get()) return true;
  if (!a || !b || a->kind() != b->kind()) return false;
  switch (a->kind()) {
    case NodeKind::kConstInt: {
      auto x = As<ConstInt>(a), y = As<ConstInt>(b);
      return x->value() == y->value() && x->dtype() == y->dtype();
    }
    case NodeKind::kConstBool:
      return As<ConstBool>(a)->value() == As<ConstBool>(b)->value();
    case NodeKind::kConstFloat: {
      auto x = As<ConstFloat>(a), y = As<ConstFloat>(b);
      return x->value() == y->value() && x->dtype() == y->dtype();
    }
    case NodeKind::kBinary: {
      auto x = As<BinaryExpr>(a), y = As<BinaryExpr>(b);
      return x->op() == y->op() && x->dtype() == y->dtype() && ExprDeepEqual(x->lhs(), y->lhs()) &&
             ExprDeepEqual(x->rhs(), y->rhs());
    }
    case NodeKind::kUnary: {
      auto x = As<UnaryExpr>(a), y = As<UnaryExpr>(b);
      return x->op() == y->op() && x->dtype() == y->dtype() &&
             ExprDeepEqual(x->operand(), y->operand());
    }
    default:
      return false;  // variables and calls compare by identity
  }
}

// ---------------------------------------------------------------------------
// Rewrite rules, written in a small pattern language:
//   x, y, z      any expression (repeated names must be equal)
//   c1, c2, c3   integer constants
//   123          an integer literal (in results: dtype of its sibling)
//   true, false  boolean literals
//   + - * == != < <= > >= && || !  and  fdiv() fmod() min() max() neg()

namespace {

constexpr int kNumSlots = 6;  // x y z c1 c2 c3

struct PNode {
  enum Kind { kExpr, kConst, kLit, kBool, kBin, kUn } kind = kExpr;
  int slot = 0;
  int64_t lit = 0;
  bool bval = false;
  BinaryOp bop = BinaryOp::kAdd;
  UnaryOp uop = UnaryOp::kNeg;
  std::shared_ptr<PNode> a, b;
};
using PNodePtr = std::shared_ptr<PNode>;

struct Bindings {
  ExprPtr e[kNumSlots];
  int64_t c(int i) const { return As<ConstInt>(e[2 + i])->value(); }  // c(1) = c1
};

class PatternParser {
 public:
  explicit PatternParser(const std::string& s) : s_(s) {}
  PNodePtr Parse() {
    PNodePtr n = ParseOr();
    Skip();
    PTOC_CHECK(pos_ == s_.size(), "bad rewrite pattern: " + s_);
    return n;
  }

 private:
  void Skip() {
    while (pos_ < s_.size() && s_[pos_] == ' ') ++pos_;
  }
  bool Eat(const std::string& tok) {
    Skip();
    if (s_.compare(pos_, tok.size(), tok) != 0) return false;
    pos_ += tok.size();
    return true;
  }
  static PNodePtr Bin(BinaryOp op, PNodePtr a, PNodePtr b) {
    auto n = std::make_shared<PNode>();
    n->kind = PNode::kBin;
    n->bop = op;
    n->a = std::move(a);
    n->b = std::move(b);
    return n;
  }
  static PNodePtr Un(UnaryOp op, PNodePtr a) {
    auto n = std::make_shared<PNode>();
    n->kind = PNode::kUn;
    n->uop = op;
    n->a = std::move(a);
    return n;
  }
  PNodePtr ParseOr() {
    PNodePtr l = ParseAnd();
    while (Eat("||")) l = Bin(BinaryOp::kOr, l, ParseAnd());
    return l;
  }
  PNodePtr ParseAnd() {
    PNodePtr l = ParseCmp();
    while (Eat("&&")) l = Bin(BinaryOp::kAnd, l, ParseCmp());
    return l;
  }
  PNodePtr ParseCmp() {
    PNodePtr l = ParseAdd();
    static const std::pair<const char*, BinaryOp> kOps[] = {
        {"==", BinaryOp::kEq}, {"!=", BinaryOp::kNe}, {"<=", BinaryOp::kLe},
        {">=", BinaryOp::kGe}, {"<", BinaryOp::kLt},  {">", BinaryOp::kGt}};
    for (const auto& [tok, op] : kOps) {
      if (Eat(tok)) return Bin(op, l, ParseAdd());
    }
    return l;
  }
  PNodePtr ParseAdd() {
    PNodePtr l = ParseMul();
    while (true) {
      if (Eat("+")) {
        l = Bin(BinaryOp::kAdd, l, ParseMul());
      } else if (Eat("-")) {
        l = Bin(BinaryOp::kSub, l, ParseMul());
      } else {
        return l;
      }
    }
  }
  PNodePtr ParseMul() {
    PNodePtr l = ParseUnary();
    while (Eat("*")) l = Bin(BinaryOp::kMul, l, ParseUnary());
    return l;
  }
  PNodePtr ParseUnary() {
    Skip();
    if (s_.compare(pos_, 2, "!=") != 0 && Eat("!")) return Un(UnaryOp::kNot, ParseUnary());
    return ParsePrimary();
  }
  PNodePtr ParsePrimary() {
    Skip();
    if (Eat("(")) {
      PNodePtr n = ParseOr();
      PTOC_CHECK(Eat(")"), "bad rewrite pattern: " + s_);
      return n;
    }
    static const std::pair<const char*, BinaryOp> kFuncs[] = {{"fdiv(", BinaryOp::kFloorDiv},
                                                              {"fmod(", BinaryOp::kFloorMod},
                                                              {"min(", BinaryOp::kMin},
                                                              {"max(", BinaryOp::kMax}};
    for (const auto& [tok, op] : kFuncs) {
      if (Eat(tok)) {
        PNodePtr a = ParseOr();
        PTOC_CHECK(Eat(","), "bad rewrite pattern: " + s_);
        PNodePtr b = ParseOr();
        PTOC_CHECK(Eat(")"), "bad rewrite pattern: " + s_);
        return Bin(op, a, b);
      }
    }
    if (Eat("neg(")) {
      PNodePtr a = ParseOr();
      PTOC_CHECK(Eat(")"), "bad rewrite pattern: " + s_);
      return Un(UnaryOp::kNeg, a);
    }
    auto n = std::make_shared<PNode>();
    if (Eat("true") || Eat("false")) {
      n->kind = PNode::kBool;
      n->bval = s_[pos_ - 1] == 'e' && s_[pos_ - 2] == 'u';
      return n;
    }
    if (pos_ < s_.size() && std::isdigit(static_cast<unsigned char>(s_[pos_]))) {
      size_t end = pos_;
      while (end < s_.size() && std::isdigit(static_cast<unsigned char>(s_[end]))) ++end;
      n->kind = PNode::kLit;
      n->lit = std::stoll(s_.substr(pos_, end - pos_));
      pos_ = end;
      return n;
    }
    if (Eat("c1") || Eat("c2") || Eat("c3")) {
      n->kind = PNode::kConst;
      n->slot = 2 + (s_[pos_ - 1] - '0');
      return n;
    }
    if (Eat("x") || Eat("y") || Eat("z")) {
      n->kind = PNode::kExpr;
      n->slot = s_[pos_ - 1] - 'x';
      return n;
    }
    PTOC_CHECK(false, "bad rewrite pattern: " + s_);
    return nullptr;
  }

  const std::string& s_;
  size_t pos_ = 0;
};

bool Match(const PNode& p, const ExprPtr& e, Bindings* b) {
  switch (p.kind) {
    case PNode::kExpr:
      if (!b->e[p.slot]) {
        b->e[p.slot] = e;
        return true;
      }
      return ExprDeepEqual(b->e[p.slot], e);
    case PNode::kConst: {
      auto c = As<ConstInt>(e);
      if (!c) return false;
      if (!b->e[p.slot]) {
        b->e[p.slot] = e;
        return true;
      }
      auto prev = As<ConstInt>(b->e[p.slot]);
      return prev->value() == c->value() && prev->dtype() == c->dtype();
    }
    case PNode::kLit: {
      auto c = As<ConstInt>(e);
      return c && c->value() == p.lit;
    }
    case PNode::kBool: {
      auto c = As<ConstBool>(e);
      return c && c->value() == p.bval;
    }
    case PNode::kBin: {
      auto bin = As<BinaryExpr>(e);
      return bin && bin->op() == p.bop && Match(*p.a, bin->lhs(), b) && Match(*p.b, bin->rhs(), b);
    }
    case PNode::kUn: {
      auto un = As<UnaryExpr>(e);
      return un && un->op() == p.uop && Match(*p.a, un->operand(), b);
    }
  }
  return false;
}

ExprPtr Eval(const PNode& p, const Bindings& b, DataType lit_dtype) {
  switch (p.kind) {
    case PNode::kExpr:
    case PNode::kConst:
      return b.e[p.slot];
    case PNode::kLit:
      return ir::MakeConstInt(p.lit, lit_dtype);
    case PNode::kBool:
      return ir::MakeConstBool(p.bval);
    case PNode::kBin: {
      ExprPtr l, r;
      if (p.a->kind == PNode::kLit && p.b->kind != PNode::kLit) {
        r = Eval(*p.b, b, lit_dtype);
        l = Eval(*p.a, b, DTypeOf(r));
      } else {
        l = Eval(*p.a, b, lit_dtype);
        r = Eval(*p.b, b, DTypeOf(l));
      }
      if (ExprPtr folded = TryConstFoldBinary(p.bop, l, r)) return folded;
      return MakeBinary(p.bop, l, r);
    }
    case PNode::kUn: {
      ExprPtr a = Eval(*p.a, b, lit_dtype);
      if (ExprPtr folded = TryConstFoldUnary(p.uop, a)) return folded;
      if (p.uop == UnaryOp::kNot) return MakeNot(a);
      return std::make_shared<UnaryExpr>(p.uop, a, DTypeOf(a));
    }
  }
  return nullptr;
}

}  // namespace

// ---------------------------------------------------------------------------

class Rewriter {
 public:
  using Cond = std::function<bool(Rewriter&, const Bindings&)>;
  struct Rule {
    PNodePtr src, res;
    Cond cond;
  };

  explicit Rewriter(Analyzer* parent) : parent_(parent) {}

  ExprPtr Visit(const ExprPtr& e) {
    if (!e || IsFloatExpr(e)) return e;
    switch (e->kind()) {
      case NodeKind::kVar:
      case NodeKind::kIterArg: {
        auto it = parent_->values_.find(static_cast<const ir::Var*>(e.get()));
        return it != parent_->values_.end() ? it->second : e;
      }
      case NodeKind::kBinary:
        return VisitBinary(std::static_pointer_cast<const BinaryExpr>(e));
      case NodeKind::kUnary:
        return VisitUnary(std::static_pointer_cast<const UnaryExpr>(e));
      default:
        return e;
    }
  }

  // Bound-based predicates used by rule conditions.
  enum class Cmp { kUnknown, kEQ, kGT, kGE, kLT, kLE };
  Cmp TryCompare(const ExprPtr& x, int64_t v) const {
    ConstIntBound bd = parent_->bounds_(x);
    if (bd.min_value == v && bd.max_value == v) return Cmp::kEQ;
    if (bd.min_value > v) return Cmp::kGT;
    if (bd.min_value == v) return Cmp::kGE;
    if (bd.max_value < v) return Cmp::kLT;
    if (bd.max_value == v) return Cmp::kLE;
    return Cmp::kUnknown;
  }
  bool GE(const ExprPtr& x, int64_t v) const {
    Cmp r = TryCompare(x, v);
    return r == Cmp::kGE || r == Cmp::kGT || r == Cmp::kEQ;
  }
  bool LE(const ExprPtr& x, int64_t v) const {
    Cmp r = TryCompare(x, v);
    return r == Cmp::kLE || r == Cmp::kLT || r == Cmp::kEQ;
  }
  bool Less(const ExprPtr& x, int64_t v) const { return TryCompare(x, v) == Cmp::kLT; }
  bool NonZero(const ExprPtr& x) const { return GE(x, 1) || LE(x, -1); }

 private:
  ExprPtr Recursive(const ExprPtr& e) {
    if (depth_ >= 5) return e;
    ++depth_;
    ExprPtr r = Visit(e);
    --depth_;
    return r;
  }

  ExprPtr ApplyRules(const std::vector<Rule>& rules, const ExprPtr& ret) {
    for (const Rule& rule : rules) {
      Bindings b;
      if (!Match(*rule.src, ret, &b)) continue;
      if (rule.cond && !rule.cond(*this, b)) continue;
      return Recursive(Eval(*rule.res, b, DTypeOf(ret)));
    }
    return ret;
  }

  ExprPtr VisitBinary(const std::shared_ptr<const BinaryExpr>& op) {
    if (op->op() == BinaryOp::kGt || op->op() == BinaryOp::kGe) {
      // a > b is b < a, a >= b is b <= a.
      BinaryOp flipped = op->op() == BinaryOp::kGt ? BinaryOp::kLt : BinaryOp::kLe;
      return Visit(MakeBinary(flipped, op->rhs(), op->lhs(), op->span()));
    }
    ExprPtr a = Visit(op->lhs());
    ExprPtr b = Visit(op->rhs());
    if (ExprPtr folded = TryConstFoldBinary(op->op(), a, b)) return folded;
    ExprPtr ret =
        (a == op->lhs() && b == op->rhs()) ? ExprPtr(op) : MakeBinary(op->op(), a, b, op->span());
    if (ir::IsComparison(op->op()) && IsFloatExpr(a)) return ret;
    auto it = Rules().find(op->op());
    if (it == Rules().end()) return ret;
    return ApplyRules(it->second, ret);
  }

  ExprPtr VisitUnary(const std::shared_ptr<const UnaryExpr>& op) {
    ExprPtr a = Visit(op->operand());
    if (op->op() == UnaryOp::kCast) {
      if (a == op->operand()) return op;
      return std::make_shared<UnaryExpr>(UnaryOp::kCast, a, op->dtype(), op->span());
    }
    if (ExprPtr folded = TryConstFoldUnary(op->op(), a)) return folded;
    ExprPtr ret = op;
    if (a != op->operand()) {
      DataType dt = op->op() == UnaryOp::kNot ? DataType::kBool : DTypeOf(a);
      ret = std::make_shared<UnaryExpr>(op->op(), a, dt, op->span());
    }
    if (op->op() == UnaryOp::kNot) return ApplyRules(NotRules(), ret);
    if (op->op() == UnaryOp::kNeg) return ApplyRules(NegRules(), ret);
    return ret;
  }

  static const std::map<BinaryOp, std::vector<Rule>>& Rules();
  static const std::vector<Rule>& NotRules();
  static const std::vector<Rule>& NegRules();

  Analyzer* parent_;
  int depth_ = 0;
};

namespace {

using Rule = Rewriter::Rule;
using Cond = Rewriter::Cond;

std::vector<Rule> MakeRules(
    std::initializer_list<std::tuple<const char*, const char*, Cond>> specs) {
  std::vector<Rule> rules;
  for (const auto& [src, res, cond] : specs) {
    rules.push_back({PatternParser(src).Parse(), PatternParser(res).Parse(), cond});
  }
  return rules;
}

const Cond kAlways = nullptr;
ExprPtr X(const Bindings& b) { return b.e[0]; }
ExprPtr Y(const Bindings& b) { return b.e[1]; }
ExprPtr Z(const Bindings& b) { return b.e[2]; }
// c2 > 0 and c1 % c2 == 0 (C++ remainder, as the reference).
bool DivisibleByPositive(const Bindings& b) { return b.c(2) > 0 && b.c(1) % b.c(2) == 0; }

}  // namespace

const std::map<BinaryOp, std::vector<Rule>>& Rewriter::Rules() {
  static const auto* rules =
      new std::map<BinaryOp, std::vector<Rule>>{
          {BinaryOp::kAdd, MakeRules({
                               {"(x + c1) + c2", "x + (c1 + c2)", kAlways},
                               {"(c1 + x) + c2", "x + (c1 + c2)", kAlways},
                               {"(x - y) + y", "x", kAlways},
                               {"x + (y - x)", "y", kAlways},
                               {"(x - y) + (y - z)", "x - z", kAlways},
                               {"(x - y) + (z - x)", "z - y", kAlways},
                               {"x + x", "x * 2", kAlways},
                               {"x * y + x", "(y + 1) * x", kAlways},
                               {"x + x * y", "(y + 1) * x", kAlways},
                               {"x * y + x * z", "(y + z) * x", kAlways},
                               {"y * x + x * z", "(y + z) * x", kAlways},
                               {"x * y + z * x", "(y + z) * x", kAlways},
                               {"y * x + z * x", "(y + z) * x", kAlways},
                               {"fdiv(x, y) * y + fmod(x, y)", "x", kAlways},
                               {"fmod(x, y) + fdiv(x, y) * y", "x", kAlways},
                               {"y * fdiv(x, y) + fmod(x, y)", "x", kAlways},
                               {"fmod(x, y) + y * fdiv(x, y)", "x", kAlways},
                               {"min(x, y - z) + z", "min(x + z, y)", kAlways},
                               {"min(x - z, y) + z", "min(x, y + z)", kAlways},
                               {"z + min(x, y - z)", "min(x + z, y)", kAlways},
                               {"max(x, y - z) + z", "max(x + z, y)", kAlways},
                               {"max(x - z, y) + z", "max(x, y + z)", kAlways},
                               {"z + max(x, y - z)", "max(x + z, y)", kAlways},
                               {"max(x, y) + min(x, y)", "x + y", kAlways},
                               {"min(x, y) + max(x, y)", "x + y", kAlways},
                               {"max(x, y) + min(y, x)", "x + y", kAlways},
                               {"min(x, y) + max(y, x)", "x + y", kAlways},
                               {"c1 + x", "x + c1", kAlways},
                               {"x + (c1 - y)", "(x - y) + c1", kAlways},
                               {"(c1 - y) + x", "(x - y) + c1", kAlways},
                               {"(x + c1) + y", "(x + y) + c1", kAlways},
                           })},
          {BinaryOp::kSub, MakeRules({
                               {"x - x", "0", kAlways},
                               {"(x + y) - y", "x", kAlways},
                               {"(x + y) - x", "y", kAlways},
                               {"(y + x) - x", "y", kAlways},
                               {"x - (x + y)", "neg(y)", kAlways},
                               {"x - (y + x)", "neg(y)", kAlways},
                               {"(x + c1) - c2", "x + (c1 - c2)", kAlways},
                               {"(c1 + x) - c2", "x + (c1 - c2)", kAlways},
                               {"c1 - (c2 - x)", "x + (c1 - c2)", kAlways},
                               {"c1 - (x + c2)", "(c1 - c2) - x", kAlways},
                               {"c1 - (c2 + x)", "(c1 - c2) - x", kAlways},
                               {"(c1 - x) - (c2 - y)", "(y - x) + (c1 - c2)", kAlways},
                               {"(x - y) - (x - z)", "z - y", kAlways},
                               {"(x + y) - (x + z)", "y - z", kAlways},
                               {"(y + x) - (x + z)", "y - z", kAlways},
                               {"(x + y) - (z + x)", "y - z", kAlways},
                               {"(y + x) - (z + x)", "y - z", kAlways},
                               {"x * y - x", "(y - 1) * x", kAlways},
                               {"x - x * y", "(1 - y) * x", kAlways},
                               {"x * y - x * z", "(y - z) * x", kAlways},
                               {"y * x - x * z", "(y - z) * x", kAlways},
                               {"x * y - z * x", "(y - z) * x", kAlways},
                               {"y * x - z * x", "(y - z) * x", kAlways},
                               {"x - fdiv(x, c1) * c1", "fmod(x, c1)",
                                [](Rewriter&, const Bindings& b) { return b.c(1) != 0; }},
                               {"x - c1 * fdiv(x, c1)", "fmod(x, c1)",
                                [](Rewriter&, const Bindings& b) { return b.c(1) != 0; }},
                               {"fdiv(x, c1) * c1 - x", "0 - fmod(x, c1)",
                                [](Rewriter&, const Bindings& b) { return b.c(1) != 0; }},
                               {"x - fdiv(x + y, c1) * c1", "fmod(x + y, c1) - y",
                                [](Rewriter&, const Bindings& b) { return b.c(1) != 0; }},
                               {"fdiv(x + y, c1) * c1 - x", "y - fmod(x + y, c1)",
                                [](Rewriter&, const Bindings& b) { return b.c(1) != 0; }},
                               {"x - fdiv(x - y, c1) * c1", "fmod(x - y, c1) + y",
                                [](Rewriter&, const Bindings& b) { return b.c(1) != 0; }},
                               {"fdiv(x - y, c1) * c1 - x", "0 - fmod(x - y, c1) - y",
                                [](Rewriter&, const Bindings& b) { return b.c(1) != 0; }},
                               {"min(x, y) - x", "min(0, y - x)", kAlways},
                               {"min(x, y) - y", "min(x - y, 0)", kAlways},
                               {"max(x, y) - x", "max(0, y - x)", kAlways},
                               {"max(x, y) - y", "max(x - y, 0)", kAlways},
                               {"x - min(x, y)", "max(0, x - y)", kAlways},
                               {"x - max(x, y)", "min(0, x - y)", kAlways},
                               {"min(x + y, z) - x", "min(y, z - x)", kAlways},
                               {"min(y + x, z) - x", "min(y, z - x)", kAlways},
                               {"min(z, x + y) - x", "min(z - x, y)", kAlways},
                               {"min(z, y + x) - x", "min(z - x, y)", kAlways},
                               {"max(x + y, z) - x", "max(y, z - x)", kAlways},
                               {"max(y + x, z) - x", "max(y, z - x)", kAlways},
                               {"max(z, x + y) - x", "max(z - x, y)", kAlways},
                               {"max(z, y + x) - x", "max(z - x, y)", kAlways},
                               {"x - min(x + y, z)", "max(0 - y, x - z)", kAlways},
                               {"x - min(y + x, z)", "max(0 - y, x - z)", kAlways},
                               {"x - min(z, x + y)", "max(x - z, 0 - y)", kAlways},
                               {"x - min(z, y + x)", "max(x - z, 0 - y)", kAlways},
                               {"x - max(x + y, z)", "min(0 - y, x - z)", kAlways},
                               {"x - max(y + x, z)", "min(0 - y, x - z)", kAlways},
                               {"x - max(z, x + y)", "min(x - z, 0 - y)", kAlways},
                               {"x - max(z, y + x)", "min(x - z, 0 - y)", kAlways},
                               {"min(x, y) - min(y, x)", "0", kAlways},
                               {"max(x, y) - max(y, x)", "0", kAlways},
                               {"x - (y + c1)", "(x - y) + (0 - c1)", kAlways},
                               {"(x + c1) - y", "(x - y) + c1", kAlways},
                               {"x - (y - z)", "(x + z) - y", kAlways},
                           })},
          {BinaryOp::kMul, MakeRules({
                               {"(x * c1) * c2", "x * (c1 * c2)", kAlways},
                               {"(c1 * x) * c2", "x * (c1 * c2)", kAlways},
                               {"min(x, y) * max(x, y)", "x * y", kAlways},
                               {"max(x, y) * min(x, y)", "x * y", kAlways},
                               {"c1 * x", "x * c1", kAlways},
                               {"x * (c1 * y)", "(x * y) * c1", kAlways},
                               {"(x + c1) * c2", "x * c2 + c1 * c2", kAlways},
                               {"(x - y) * c1", "(y - x) * (0 - c1)",
                                [](Rewriter&, const Bindings& b) { return b.c(1) < 0; }},
                           })},
          {BinaryOp::kFloorDiv,
           MakeRules({
               {"fdiv(x * c1, c2)", "x * fdiv(c1, c2)",
                [](Rewriter&, const Bindings& b) { return DivisibleByPositive(b); }},
               {"fdiv(c1 * x, c2)", "x * fdiv(c1, c2)",
                [](Rewriter&, const Bindings& b) { return DivisibleByPositive(b); }},
               {"fdiv(x * c1, c2)", "fdiv(x, fdiv(c2, c1))",
                [](Rewriter&,
                   const Bindings&
                       b) { return b.c(1) > 0 && b.c(2) % b.c(1) == 0 && b.c(2) / b.c(1) > 0; }},
               {"fdiv(fdiv(x, c1), c2)", "fdiv(x, c1 * c2)",
                [](Rewriter&, const Bindings& b) { return b.c(1) > 0 && b.c(2) > 0; }},
               {"fdiv(fdiv(x, c1) + c2, c3)", "fdiv(x + c1 * c2, c1 * c3)",
                [](Rewriter&, const Bindings& b) { return b.c(1) > 0 && b.c(3) > 0; }},
               {"fdiv(x, x)", "1", [](Rewriter& r, const Bindings& b) { return r.NonZero(X(b)); }},
               {"fdiv(x * c1, x)", "c1",
                [](Rewriter& r, const Bindings& b) { return r.NonZero(X(b)); }},
               {"fdiv(c1 * x, x)", "c1",
                [](Rewriter& r, const Bindings& b) { return r.NonZero(X(b)); }},
               {"fdiv(x + c1, c2)", "fdiv(x, c2) + fdiv(c1, c2)",
                [](Rewriter&, const Bindings& b) { return DivisibleByPositive(b); }},
               {"fdiv(c1 + x, c2)", "fdiv(x, c2) + fdiv(c1, c2)",
                [](Rewriter&, const Bindings& b) { return DivisibleByPositive(b); }},
               {"fdiv(x * c1 + y, c2)", "x * fdiv(c1, c2) + fdiv(y, c2)",
                [](Rewriter&, const Bindings& b) { return DivisibleByPositive(b); }},
               {"fdiv(c1 * x + y, c2)", "x * fdiv(c1, c2) + fdiv(y, c2)",
                [](Rewriter&, const Bindings& b) { return DivisibleByPositive(b); }},
               {"fdiv(y + x * c1, c2)", "fdiv(y, c2) + x * fdiv(c1, c2)",
                [](Rewriter&, const Bindings& b) { return DivisibleByPositive(b); }},
               {"fdiv(y + c1 * x, c2)", "fdiv(y, c2) + x * fdiv(c1, c2)",
                [](Rewriter&, const Bindings& b) { return DivisibleByPositive(b); }},
               {"fdiv(min(x * c1, y), c2)", "min(x * fdiv(c1, c2), fdiv(y, c2))",
                [](Rewriter&, const Bindings& b) { return DivisibleByPositive(b); }},
               {"fdiv(max(x * c1, y), c2)", "max(x * fdiv(c1, c2), fdiv(y, c2))",
                [](Rewriter&, const Bindings& b) { return DivisibleByPositive(b); }},
               {"fdiv(min(y, x * c1), c2)", "min(fdiv(y, c2), x * fdiv(c1, c2))",
                [](Rewriter&, const Bindings& b) { return DivisibleByPositive(b); }},
               {"fdiv(max(y, x * c1), c2)", "max(fdiv(y, c2), x * fdiv(c1, c2))",
                [](Rewriter&, const Bindings& b) { return DivisibleByPositive(b); }},
               {"fdiv(x - fmod(x, c1), c1)", "fdiv(x, c1)",
                [](Rewriter&, const Bindings& b) { return b.c(1) != 0; }},
               {"fdiv(x * y, y)", "x",
                [](Rewriter& r, const Bindings& b) { return r.NonZero(Y(b)); }},
               {"fdiv(y * x, y)", "x",
                [](Rewriter& r, const Bindings& b) { return r.NonZero(Y(b)); }},
               {"fdiv(x * z + y, z)", "x + fdiv(y, z)",
                [](Rewriter& r, const Bindings& b) { return r.GE(Z(b), 0); }},
               {"fdiv(z * x + y, z)", "x + fdiv(y, z)",
                [](Rewriter& r, const Bindings& b) { return r.GE(Z(b), 0); }},
               {"fdiv(y + x * z, z)", "fdiv(y, z) + x",
                [](Rewriter& r, const Bindings& b) { return r.GE(Z(b), 0); }},
               {"fdiv(y + z * x, z)", "fdiv(y, z) + x",
                [](Rewriter& r, const Bindings& b) { return r.GE(Z(b), 0); }},
               {"fdiv(x, c1)", "0",
                [](Rewriter& r,
                   const Bindings&
                       b) { return b.c(1) > 0 && r.GE(X(b), 0) && r.Less(X(b), b.c(1)); }},
           })},
          {BinaryOp::kFloorMod,
           MakeRules(
               {
                   {"fmod(x * c1, c2)", "0",
                    [](Rewriter&, const Bindings& b) { return DivisibleByPositive(b); }},
                   {"fmod(c1 * x, c2)", "0",
                    [](Rewriter&, const Bindings& b) { return DivisibleByPositive(b); }},
                   {"fmod(x + c1, c2)", "fmod(x, c2)",
                    [](Rewriter&, const Bindings& b) { return DivisibleByPositive(b); }},
                   {"fmod(c1 + x, c2)", "fmod(x, c2)",
                    [](Rewriter&, const Bindings& b) { return DivisibleByPositive(b); }},
                   {"fmod(x * c1 + y, c2)", "fmod(y, c2)",
                    [](Rewriter&, const Bindings& b) { return DivisibleByPositive(b); }},
                   {"fmod(c1 * x + y, c2)", "fmod(y, c2)",
                    [](Rewriter&, const Bindings& b) { return DivisibleByPositive(b); }},
                   {"fmod(y + x * c1, c2)", "fmod(y, c2)",
                    [](Rewriter&, const Bindings& b) { return DivisibleByPositive(b); }},
                   {"fmod(y + c1 * x, c2)", "fmod(y, c2)",
                    [](Rewriter&, const Bindings& b) { return DivisibleByPositive(b); }},
                   {"fmod(x * c1, c2)", "fmod(x * fmod(c1, c2), c2)",
                    [](Rewriter&, const Bindings& b) {
                      return b.c(2) != 0 && FloorModInt(b.c(1), b.c(2)) != b.c(1);
                    }},
                   {"fmod(x * y, y)", "0",
                    [](Rewriter& r, const Bindings& b) { return r.NonZero(Y(b)); }},
                   {"fmod(y * x, y)", "0",
                    [](Rewriter& r, const Bindings& b) { return r.NonZero(Y(b)); }},
                   {"fmod(x + y * c1, c2)", "fmod(x + y * fmod(c1, c2), c2)",
                    [](Rewriter&, const Bindings& b) {
                      return b.c(2) > 0 && FloorModInt(b.c(1), b.c(2)) != b.c(1);
                    }},
                   {"fmod(x * c1, x * c2)", "x * fmod(c1, c2)",
                    [](Rewriter& r, const Bindings& b) { return b.c(2) != 0 && r.NonZero(X(b)); }},
                   {"fmod(x + c1, c2)", "fmod(x + fmod(c1, c2), c2)",
                    [](Rewriter&, const Bindings& b) {
                      return b.c(2) > 0 && b.c(1) % b.c(2) != 0 && (b.c(1) >= b.c(2) || b.c(1) < 0);
                    }},
                   {"fmod(x, c1)", "x",
                    [](Rewriter& r,
                       const Bindings&
                           b) { return b.c(1) > 0 && r.GE(X(b), 0) && r.Less(X(b), b.c(1)); }},
               })},
          {BinaryOp::kMin,
           MakeRules({
               {"min(x, x)", "x", kAlways},
               {"min(min(x, c1), c2)", "min(x, min(c1, c2))", kAlways},
               {"min(c1, min(x, c2))", "min(x, min(c1, c2))", kAlways},
               {"min(y - x, z - x)", "min(y, z) - x", kAlways},
               {"min(x - y, x - z)", "x - max(y, z)", kAlways},
               {"min(x + y, x + z)", "x + min(y, z)", kAlways},
               {"min(y + x, x + z)", "x + min(y, z)", kAlways},
               {"min(x + y, z + x)", "x + min(y, z)", kAlways},
               {"min(y + x, z + x)", "x + min(y, z)", kAlways},
               {"min(x + c1, x + c2)", "x + c1",
                [](Rewriter&, const Bindings& b) { return b.c(1) < b.c(2); }},
               {"min(x + c1, x + c2)", "x + c2", kAlways},
               {"min(x + c1, x)", "x + c1",
                [](Rewriter&, const Bindings& b) { return b.c(1) < 0; }},
               {"min(x + c1, x)", "x", kAlways},
               {"min(x, x + c1)", "x + c1",
                [](Rewriter&, const Bindings& b) { return b.c(1) < 0; }},
               {"min(x, x + c1)", "x", kAlways},
               {"min(c1 - x, c2 - x)", "c1 - x",
                [](Rewriter&, const Bindings& b) { return b.c(1) < b.c(2); }},
               {"min(c1 - x, c2 - x)", "c2 - x", kAlways},
               {"min(min(x, y), x)", "min(x, y)", kAlways},
               {"min(min(x, y), y)", "min(x, y)", kAlways},
               {"min(x, min(x, y))", "min(x, y)", kAlways},
               {"min(y, min(x, y))", "min(x, y)", kAlways},
               {"min(max(x, y), y)", "y", kAlways},
               {"min(max(y, x), x)", "x", kAlways},
               {"min(y, max(x, y))", "y", kAlways},
               {"min(max(x, y), x)", "x", kAlways},
               {"min(x, max(x, y))", "x", kAlways},
               {"min(x, max(y, x))", "x", kAlways},
               {"min(max(x, y), max(x, z))", "max(min(y, z), x)", kAlways},
               {"min(max(x, y), max(z, x))", "max(min(y, z), x)", kAlways},
               {"min(max(y, x), max(x, z))", "max(min(y, z), x)", kAlways},
               {"min(max(y, x), max(z, x))", "max(min(y, z), x)", kAlways},
               {"min(min(x, y), min(x, z))", "min(min(y, z), x)", kAlways},
               {"min(min(x, y), min(z, x))", "min(min(y, z), x)", kAlways},
               {"min(min(y, x), min(x, z))", "min(min(y, z), x)", kAlways},
               {"min(min(y, x), min(z, x))", "min(min(y, z), x)", kAlways},
               {"min(fdiv(x, c1), fdiv(y, c1))", "fdiv(min(x, y), c1)",
                [](Rewriter&, const Bindings& b) { return b.c(1) > 0; }},
               {"min(fdiv(x, c1), fdiv(y, c1))", "fdiv(max(x, y), c1)",
                [](Rewriter&, const Bindings& b) { return b.c(1) < 0; }},
               {"min(x * c1, y * c1)", "min(x, y) * c1",
                [](Rewriter&, const Bindings& b) { return b.c(1) > 0; }},
               {"min(x * c1, y * c1)", "max(x, y) * c1",
                [](Rewriter&, const Bindings& b) { return b.c(1) < 0; }},
               {"min(x, y)", "x",
                [](Rewriter& r,
                   const Bindings& b) { return r.LE(MakeBinary(BinaryOp::kSub, X(b), Y(b)), 0); }},
               {"min(x, y)", "y",
                [](Rewriter& r,
                   const Bindings& b) { return r.GE(MakeBinary(BinaryOp::kSub, X(b), Y(b)), 0); }},
               {"min(c1, x)", "min(x, c1)", kAlways},
               {"min(min(x, c1), y)", "min(min(x, y), c1)", kAlways},
           })},
          {BinaryOp::kMax,
           MakeRules({
               {"max(x, x)", "x", kAlways},
               {"max(max(x, c1), c2)", "max(x, max(c1, c2))", kAlways},
               {"max(c1, max(x, c2))", "max(x, max(c1, c2))", kAlways},
               {"max(y - x, z - x)", "max(y, z) - x", kAlways},
               {"max(x - y, x - z)", "x - min(y, z)", kAlways},
               {"max(x + y, x + z)", "x + max(y, z)", kAlways},
               {"max(y + x, x + z)", "x + max(y, z)", kAlways},
               {"max(x + y, z + x)", "x + max(y, z)", kAlways},
               {"max(y + x, z + x)", "x + max(y, z)", kAlways},
               {"max(x + c1, x + c2)", "x + c1",
                [](Rewriter&, const Bindings& b) { return b.c(1) > b.c(2); }},
               {"max(x + c1, x + c2)", "x + c2", kAlways},
               {"max(x + c1, x)", "x + c1",
                [](Rewriter&, const Bindings& b) { return b.c(1) > 0; }},
               {"max(x + c1, x)", "x", kAlways},
               {"max(x, x + c1)", "x + c1",
                [](Rewriter&, const Bindings& b) { return b.c(1) > 0; }},
               {"max(x, x + c1)", "x", kAlways},
               {"max(c1 - x, c2 - x)", "c1 - x",
                [](Rewriter&, const Bindings& b) { return b.c(1) > b.c(2); }},
               {"max(c1 - x, c2 - x)", "c2 - x", kAlways},
               {"max(max(x, y), x)", "max(x, y)", kAlways},
               {"max(max(x, y), y)", "max(x, y)", kAlways},
               {"max(x, max(x, y))", "max(x, y)", kAlways},
               {"max(y, max(x, y))", "max(x, y)", kAlways},
               {"max(min(x, y), y)", "y", kAlways},
               {"max(min(y, x), x)", "x", kAlways},
               {"max(y, min(x, y))", "y", kAlways},
               {"max(min(x, y), x)", "x", kAlways},
               {"max(x, min(x, y))", "x", kAlways},
               {"max(x, min(y, x))", "x", kAlways},
               {"max(min(x, y), min(x, z))", "min(max(y, z), x)", kAlways},
               {"max(min(x, y), min(z, x))", "min(max(y, z), x)", kAlways},
               {"max(min(y, x), min(x, z))", "min(max(y, z), x)", kAlways},
               {"max(min(y, x), min(z, x))", "min(max(y, z), x)", kAlways},
               {"max(max(x, y), max(x, z))", "max(max(y, z), x)", kAlways},
               {"max(max(x, y), max(z, x))", "max(max(y, z), x)", kAlways},
               {"max(max(y, x), max(x, z))", "max(max(y, z), x)", kAlways},
               {"max(max(y, x), max(z, x))", "max(max(y, z), x)", kAlways},
               {"max(fdiv(x, c1), fdiv(y, c1))", "fdiv(max(x, y), c1)",
                [](Rewriter&, const Bindings& b) { return b.c(1) > 0; }},
               {"max(fdiv(x, c1), fdiv(y, c1))", "fdiv(min(x, y), c1)",
                [](Rewriter&, const Bindings& b) { return b.c(1) < 0; }},
               {"max(x * c1, y * c1)", "max(x, y) * c1",
                [](Rewriter&, const Bindings& b) { return b.c(1) > 0; }},
               {"max(x * c1, y * c1)", "min(x, y) * c1",
                [](Rewriter&, const Bindings& b) { return b.c(1) < 0; }},
               {"max(x, y)", "x",
                [](Rewriter& r,
                   const Bindings& b) { return r.GE(MakeBinary(BinaryOp::kSub, X(b), Y(b)), 0); }},
               {"max(x, y)", "y",
                [](Rewriter& r,
                   const Bindings& b) { return r.LE(MakeBinary(BinaryOp::kSub, X(b), Y(b)), 0); }},
               {"max(c1, x)", "max(x, c1)", kAlways},
               {"max(max(x, c1), y)", "max(max(x, y), c1)", kAlways},
           })},
          {BinaryOp::kEq, MakeRules({
                              {"x == x", "true", kAlways},
                              {"x + y == x + z", "y == z", kAlways},
                              {"y + x == x + z", "y == z", kAlways},
                              {"x + y == z + x", "y == z", kAlways},
                              {"y + x == z + x", "y == z", kAlways},
                              {"x - c1 == c2", "x == c1 + c2", kAlways},
                              {"x + c1 == c2", "x == c2 - c1", kAlways},
                              {"c1 - x == c2", "x == c1 - c2", kAlways},
                              {"c1 == x", "x == c1", kAlways},
                          })},
          {BinaryOp::kNe, MakeRules({
                              {"x != x", "false", kAlways},
                              {"x + y != x + z", "y != z", kAlways},
                              {"y + x != x + z", "y != z", kAlways},
                              {"x + y != z + x", "y != z", kAlways},
                              {"y + x != z + x", "y != z", kAlways},
                              {"x - c1 != c2", "x != c1 + c2", kAlways},
                              {"x + c1 != c2", "x != c2 - c1", kAlways},
                              {"c1 != x", "x != c1", kAlways},
                          })},
          {BinaryOp::kLt, MakeRules({
                              {"x < x", "false", kAlways},
                              {"x + y < x + z", "y < z", kAlways},
                              {"y + x < x + z", "y < z", kAlways},
                              {"x + y < z + x", "y < z", kAlways},
                              {"y + x < z + x", "y < z", kAlways},
                              {"y - x < z - x", "y < z", kAlways},
                              {"x - y < x - z", "z < y", kAlways},
                              {"x < x + z", "0 < z", kAlways},
                              {"x < z + x", "0 < z", kAlways},
                              {"x < x - z", "z < 0", kAlways},
                              {"x + c1 < c2", "x < c2 - c1", kAlways},
                              {"x - c1 < c2", "x < c2 + c1", kAlways},
                              {"c1 - x < c2", "c1 - c2 < x", kAlways},
                              {"c1 < x + c2", "c1 - c2 < x", kAlways},
                              {"c1 < x - c2", "c1 + c2 < x", kAlways},
                              {"x * c1 < y * c1", "x < y",
                               [](Rewriter&, const Bindings& b) { return b.c(1) > 0; }},
                              {"x * c1 < y * c1", "y < x",
                               [](Rewriter&, const Bindings& b) { return b.c(1) < 0; }},
                              {"fdiv(x, c1) < c2", "x < c1 * c2",
                               [](Rewriter&, const Bindings& b) { return b.c(1) > 0; }},
                              {"c1 < fdiv(x, c2)", "(c1 + 1) * c2 - 1 < x",
                               [](Rewriter&, const Bindings& b) { return b.c(2) > 0; }},
                              {"fdiv(x, c1) * c1 < x", "0 < fmod(x, c1)",
                               [](Rewriter&, const Bindings& b) { return b.c(1) > 0; }},
                              {"fdiv(x, c1) * c1 < x + y", "0 < fmod(x, c1) + y",
                               [](Rewriter&, const Bindings& b) { return b.c(1) > 0; }},
                              {"fdiv(x, c1) * c1 < x - y", "y < fmod(x, c1)",
                               [](Rewriter&, const Bindings& b) { return b.c(1) > 0; }},
                              {"min(x, y) < z", "x < z || y < z", kAlways},
                              {"max(x, y) < z", "x < z && y < z", kAlways},
                              {"z < min(x, y)", "z < x && z < y", kAlways},
                              {"z < max(x, y)", "z < x || z < y", kAlways},
                          })},
          {BinaryOp::kLe, MakeRules({
                              {"x <= x", "true", kAlways},
                              {"x + y <= x + z", "y <= z", kAlways},
                              {"y + x <= x + z", "y <= z", kAlways},
                              {"x + y <= z + x", "y <= z", kAlways},
                              {"y + x <= z + x", "y <= z", kAlways},
                              {"y - x <= z - x", "y <= z", kAlways},
                              {"x - y <= x - z", "z <= y", kAlways},
                              {"x + c1 <= c2", "x <= c2 - c1", kAlways},
                              {"x - c1 <= c2", "x <= c2 + c1", kAlways},
                              {"c1 <= x + c2", "c1 - c2 <= x", kAlways},
                              {"c1 <= x - c2", "c1 + c2 <= x", kAlways},
                              {"c1 - x <= c2", "c1 - c2 <= x", kAlways},
                              {"x * c1 <= y * c1", "x <= y",
                               [](Rewriter&, const Bindings& b) { return b.c(1) > 0; }},
                              {"x * c1 <= y * c1", "y <= x",
                               [](Rewriter&, const Bindings& b) { return b.c(1) < 0; }},
                          })},
          {BinaryOp::kAnd, MakeRules({
                               {"x && x", "x", kAlways},
                               {"x && !x", "false", kAlways},
                               {"!x && x", "false", kAlways},
                               {"(x == y) && (x != y)", "false", kAlways},
                               {"(x != y) && (x == y)", "false", kAlways},
                               {"(x <= y) && (y < x)", "false", kAlways},
                               {"(y < x) && (x <= y)", "false", kAlways},
                               {"(x < c1) && (c2 < x)", "false",
                                [](Rewriter&, const Bindings& b) { return b.c(2) + 1 >= b.c(1); }},
                               {"(c2 < x) && (x < c1)", "false",
                                [](Rewriter&, const Bindings& b) { return b.c(2) + 1 >= b.c(1); }},
                               {"(x <= c1) && (c2 <= x)", "false",
                                [](Rewriter&, const Bindings& b) { return b.c(2) > b.c(1); }},
                               {"(c2 <= x) && (x <= c1)", "false",
                                [](Rewriter&, const Bindings& b) { return b.c(2) > b.c(1); }},
                               {"x && (y && z)", "(x && y) && z", kAlways},
                           })},
          {BinaryOp::kOr, MakeRules({
                              {"x || x", "x", kAlways},
                              {"x || !x", "true", kAlways},
                              {"!x || x", "true", kAlways},
                              {"(x == y) || (x != y)", "true", kAlways},
                              {"(x != y) || (x == y)", "true", kAlways},
                              {"(x <= y) || (y < x)", "true", kAlways},
                              {"(y < x) || (x <= y)", "true", kAlways},
                              {"(x < y) || (y < x)", "x != y", kAlways},
                              {"(x < c1) || (c2 < x)", "true",
                               [](Rewriter&, const Bindings& b) { return b.c(2) < b.c(1); }},
                              {"(c2 < x) || (x < c1)", "true",
                               [](Rewriter&, const Bindings& b) { return b.c(2) < b.c(1); }},
                              {"(x <= c1) || (c2 <= x)", "true",
                               [](Rewriter&, const Bindings& b) { return b.c(2) <= b.c(1) + 1; }},
                              {"(c2 <= x) || (x <= c1)", "true",
                               [](Rewriter&, const Bindings& b) { return b.c(2) <= b.c(1) + 1; }},
                              {"(x < y) || (x == y)", "x <= y", kAlways},
                              {"(x < y) || (y == x)", "x <= y", kAlways},
                              {"(x == y) || (x < y)", "x <= y", kAlways},
                              {"(y == x) || (x < y)", "x <= y", kAlways},
                              {"x || (y || z)", "(x || y) || z", kAlways},
                          })},
      };
  return *rules;
}

const std::vector<Rewriter::Rule>& Rewriter::NotRules() {
  static const auto* rules = new std::vector<Rule>(MakeRules({
      {"!(!x)", "x", kAlways},
      {"!(x < y)", "y <= x", kAlways},
      {"!(x <= y)", "y < x", kAlways},
      {"!(x > y)", "y >= x", kAlways},
      {"!(x >= y)", "y > x", kAlways},
      {"!(x == y)", "x != y", kAlways},
      {"!(x != y)", "x == y", kAlways},
      {"!(x || y)", "!x && !y", kAlways},
      {"!(x && y)", "!x || !y", kAlways},
  }));
  return *rules;
}

const std::vector<Rewriter::Rule>& Rewriter::NegRules() {
  static const auto* rules = new std::vector<Rule>(MakeRules({
      {"neg(neg(x))", "x", kAlways},
      {"neg(x - y)", "y - x", kAlways},
  }));
  return *rules;
}

// ---------------------------------------------------------------------------
// Analyzer

Analyzer::Analyzer() : rewriter_(std::make_unique<Rewriter>(this)) {}
Analyzer::~Analyzer() = default;

ExprPtr Analyzer::RewriteOnce(const ExprPtr& expr) { return rewriter_->Visit(expr); }

ExprPtr Analyzer::Simplify(const ExprPtr& expr, int steps) {
  ExprPtr result = expr;
  for (int i = 0; i < steps; ++i) result = RewriteOnce(result);
  return result;
}

void Analyzer::Bind(const ir::VarPtr& var, const ExprPtr& value) {
  ExprPtr simplified = RewriteOnce(value);
  bounds_.Update(var.get(), bounds_(simplified));
  values_[var.get()] = simplified;
}

void Analyzer::BindRange(const ir::VarPtr& var, int64_t min_value, int64_t max_exclusive) {
  bounds_.Update(var.get(), {min_value, max_exclusive - 1});
  if (max_exclusive - min_value == 1) {
    values_[var.get()] = ir::MakeConstInt(min_value, DTypeOf(var));
  }
}

void Analyzer::Unbind(const ir::VarPtr& var) {
  bounds_.Unbind(var.get());
  values_.erase(var.get());
}

bool Analyzer::CanProveGreaterEqual(const ExprPtr& expr, int64_t lower) {
  return bounds_(Simplify(expr)).min_value >= lower;
}

bool Analyzer::FactImplies(BinaryOp op, const ExprPtr& lhs, const ExprPtr& rhs) const {
  for (const Fact& f : facts_) {
    const bool same = ExprDeepEqual(f.lhs, lhs) && ExprDeepEqual(f.rhs, rhs);
    const bool swapped = ExprDeepEqual(f.lhs, rhs) && ExprDeepEqual(f.rhs, lhs);
    if (!same && !swapped) continue;
    switch (op) {
      case BinaryOp::kLt:
        if (same && f.op == BinaryOp::kLt) return true;
        break;
      case BinaryOp::kLe:
        if (same && (f.op == BinaryOp::kLt || f.op == BinaryOp::kLe || f.op == BinaryOp::kEq))
          return true;
        if (swapped && f.op == BinaryOp::kEq) return true;
        break;
      case BinaryOp::kEq:
        if (f.op == BinaryOp::kEq) return true;
        break;
      case BinaryOp::kNe:
        if (f.op == BinaryOp::kNe || f.op == BinaryOp::kLt) return true;
        break;
      default:
        break;
    }
  }
  return false;
}

bool Analyzer::CanProve(const ExprPtr& cond) {
  ExprPtr s = Simplify(cond);
  if (auto b = As<ConstBool>(s)) return b->value();
  if (auto i = As<ConstInt>(s)) return i->value() != 0;
  auto bin = As<BinaryExpr>(s);
  if (!bin) return false;
  if (bin->op() == BinaryOp::kAnd) return CanProve(bin->lhs()) && CanProve(bin->rhs());
  auto diff = [&]() {
    return bounds_(Simplify(MakeBinary(BinaryOp::kSub, bin->lhs(), bin->rhs())));
  };
  // Symbolic fallback: the relation follows from branch conditions on
  // symbolic values (chains like a < b, b <= c, or i < n for i + 1 <= n).
  const ExprPtr& l = bin->lhs();
  const ExprPtr& r = bin->rhs();
  switch (bin->op()) {
    case BinaryOp::kLt:
      return diff().max_value < 0 || FactImplies(BinaryOp::kLt, l, r) ||
             SymbolicDiffUpper(l, r) < 0;
    case BinaryOp::kLe:
      return diff().max_value <= 0 || FactImplies(BinaryOp::kLe, l, r) ||
             SymbolicDiffUpper(l, r) <= 0;
    case BinaryOp::kGt:
      return diff().min_value > 0 || FactImplies(BinaryOp::kLt, r, l) ||
             SymbolicDiffUpper(r, l) < 0;
    case BinaryOp::kGe:
      return diff().min_value >= 0 || FactImplies(BinaryOp::kLe, r, l) ||
             SymbolicDiffUpper(r, l) <= 0;
    case BinaryOp::kEq:
      return diff().is_const(0) || FactImplies(BinaryOp::kEq, l, r) ||
             (SymbolicDiffUpper(l, r) <= 0 && SymbolicDiffUpper(r, l) <= 0);
    case BinaryOp::kNe: {
      ConstIntBound d = diff();
      return d.min_value > 0 || d.max_value < 0 || FactImplies(BinaryOp::kNe, l, r) ||
             SymbolicDiffUpper(l, r) < 0 || SymbolicDiffUpper(r, l) < 0;
    }
    default:
      return false;
  }
}

int64_t Analyzer::SymbolicDiffUpper(const ExprPtr& lhs, const ExprPtr& rhs) const {
  if (linear_.size() == 0) return ConstIntBound::kPosInf;
  LinearForm diff = AddScaled(Linearize(lhs), Linearize(rhs), -1);
  return linear_.UpperBound(diff, [this](const ExprPtr& e) { return bounds_(e); });
}

Analyzer::ConstraintScope::ConstraintScope(Analyzer* analyzer, const ExprPtr& constraint) {
  ExprPtr normalized = analyzer->RewriteOnce(constraint);
  undo_.push_back(analyzer->bounds_.EnterConstraint(normalized));
  const size_t old_facts = analyzer->facts_.size();
  std::function<void(const ExprPtr&)> add = [&](const ExprPtr& e) {
    auto bin = As<BinaryExpr>(e);
    if (!bin) return;
    switch (bin->op()) {
      case BinaryOp::kAnd:
        add(bin->lhs());
        add(bin->rhs());
        break;
      case BinaryOp::kLt:
      case BinaryOp::kLe:
      case BinaryOp::kEq:
      case BinaryOp::kNe:
        analyzer->facts_.push_back({bin->op(), bin->lhs(), bin->rhs()});
        break;
      case BinaryOp::kGt:
        analyzer->facts_.push_back({BinaryOp::kLt, bin->rhs(), bin->lhs()});
        break;
      case BinaryOp::kGe:
        analyzer->facts_.push_back({BinaryOp::kLe, bin->rhs(), bin->lhs()});
        break;
      default:
        break;
    }
  };
  add(normalized);
  undo_.push_back([analyzer, old_facts]() { analyzer->facts_.resize(old_facts); });
  const size_t old_linear = analyzer->linear_.size();
  analyzer->linear_.AddCondition(normalized);
  undo_.push_back([analyzer, old_linear]() { analyzer->linear_.Truncate(old_linear); });
}

Analyzer::ConstraintScope::~ConstraintScope() {
  for (auto it = undo_.rbegin(); it != undo_.rend(); ++it) (*it)();
}

}  // namespace ptoc::transforms::arith
