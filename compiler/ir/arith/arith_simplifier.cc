#include "compiler/ir/arith/arith_simplifier.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <utility>

#include "compiler/base/status.h"

namespace ptoc::ir::arith {

using ::ptoc::ir::As;
using ::ptoc::ir::BinaryExpr;
using ::ptoc::ir::BinaryOp;
using ::ptoc::ir::ConstBool;
using ::ptoc::ir::ConstFloat;
using ::ptoc::ir::ConstInt;
using ::ptoc::ir::DataType;
using ::ptoc::ir::ExprPtr;
using ::ptoc::ir::IsA;
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
      if (pa && pb) {
        return AddOverflows(pa->value(), pb->value()) ? nullptr
                                                      : int_result(pa->value() + pb->value());
      }
      if (fa && fb) return float_result(fa->value() + fb->value());
      if (lhs_is(0)) return rhs;
      if (rhs_is(0)) return lhs;
      return nullptr;
    case BinaryOp::kSub:
      if (pa && pb) {
        return SubOverflows(pa->value(), pb->value()) ? nullptr
                                                      : int_result(pa->value() - pb->value());
      }
      if (fa && fb) return float_result(fa->value() - fb->value());
      if (rhs_is(0)) return lhs;
      return nullptr;
    case BinaryOp::kMul:
      if (pa && pb) {
        return MulOverflows(pa->value(), pb->value()) ? nullptr
                                                      : int_result(pa->value() * pb->value());
      }
      if (fa && fb) return float_result(fa->value() * fb->value());
      if (lhs_is(1)) return rhs;
      if (rhs_is(1)) return lhs;
      if (pa && pa->value() == 0) return lhs;
      if (pb && pb->value() == 0) return rhs;
      return nullptr;
    case BinaryOp::kFloorDiv:
      // A constant zero divisor is an error wherever folding meets it, as in
      // the reference (its folder checks before it tries anything else).
      if (pb && pb->value() == 0) ThrowUserError(rhs->span(), "ValueError: Floor division by zero");
      if (pa && pb) {
        if (pa->value() == std::numeric_limits<int64_t>::min() && pb->value() == -1) {
          ThrowUserError(rhs->span(), "ValueError: Floor division overflow: INT64_MIN // -1");
        }
        return int_result(FloorDivInt(pa->value(), pb->value()));
      }
      if (pb && pb->value() == 1) return lhs;
      return nullptr;
    case BinaryOp::kFloorMod:
      if (pb && pb->value() == 0) ThrowUserError(rhs->span(), "ValueError: Floor modulo by zero");
      if (pa && pb) {
        if (pa->value() == std::numeric_limits<int64_t>::min() && pb->value() == -1) {
          ThrowUserError(rhs->span(), "ValueError: Floor modulo overflow: INT64_MIN % -1");
        }
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
      if (pa && pb && pb->value() >= 0 && pb->value() < 64) {
        return int_result(pa->value() >> pb->value());
      }
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

namespace {

bool IsInt64OrIndex(DataType d) { return d == DataType::kInt64 || d == DataType::kIndex; }

// `nested`: below the top level, where (as in the reference's structural
// equality) INT64 and INDEX integer constants are interchangeable.
bool DeepEqual(const ExprPtr& a, const ExprPtr& b, bool nested) {
  if (a.get() == b.get()) return true;
  if (!a || !b || a->kind() != b->kind()) return false;
  switch (a->kind()) {
    case NodeKind::kConstInt: {
      auto x = As<ConstInt>(a), y = As<ConstInt>(b);
      if (x->value() != y->value()) return false;
      return x->dtype() == y->dtype() ||
             (nested && IsInt64OrIndex(x->dtype()) && IsInt64OrIndex(y->dtype()));
    }
    case NodeKind::kConstBool:
      return As<ConstBool>(a)->value() == As<ConstBool>(b)->value();
    case NodeKind::kConstFloat: {
      auto x = As<ConstFloat>(a), y = As<ConstFloat>(b);
      return x->value() == y->value() && x->dtype() == y->dtype();
    }
    case NodeKind::kBinary: {
      auto x = As<BinaryExpr>(a), y = As<BinaryExpr>(b);
      return x->op() == y->op() && x->dtype() == y->dtype() &&
             DeepEqual(x->lhs(), y->lhs(), true) && DeepEqual(x->rhs(), y->rhs(), true);
    }
    case NodeKind::kUnary: {
      auto x = As<UnaryExpr>(a), y = As<UnaryExpr>(b);
      return x->op() == y->op() && x->dtype() == y->dtype() &&
             DeepEqual(x->operand(), y->operand(), true);
    }
    case NodeKind::kCall: {
      // Two calls of the same op on equal arguments (e.g. repeated
      // `tensor.dim(t, 0)` in one index expression); calls with keyword
      // arguments or attributes are only equal to themselves.
      auto x = As<ir::Call>(a), y = As<ir::Call>(b);
      if (x->IsFunctionCall() || y->IsFunctionCall() || x->callee_name() != y->callee_name() ||
          x->args().size() != y->args().size() || !x->kwargs().empty() || !y->kwargs().empty() ||
          !x->attrs().empty() || !y->attrs().empty()) {
        return false;
      }
      for (size_t i = 0; i < x->args().size(); ++i) {
        if (!DeepEqual(x->args()[i], y->args()[i], true)) return false;
      }
      return true;
    }
    case NodeKind::kTupleGetItem: {
      auto x = As<ir::TupleGetItem>(a), y = As<ir::TupleGetItem>(b);
      return x->index() == y->index() && DeepEqual(x->tuple(), y->tuple(), true);
    }
    default:
      return false;  // variables compare by identity
  }
}

}  // namespace

bool ExprDeepEqual(const ExprPtr& a, const ExprPtr& b) { return DeepEqual(a, b, false); }

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

// What a rule's variables matched: pointers to the matched expression's own
// operand pointers, which outlive the attempt, so that trying a rule copies
// no shared_ptr (every binary expression tries dozens of rules).
struct Bindings {
  const ExprPtr* e[kNumSlots] = {};
  const ExprPtr& at(int slot) const { return *e[slot]; }
  int64_t c(int i) const {  // c(1) = c1; Match bound it to a ConstInt
    return static_cast<const ConstInt&>(*at(2 + i)).value();
  }
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

// `e` must stay alive while `b` is used (see Bindings).
bool Match(const PNode& p, const ExprPtr& e, Bindings* b) {
  switch (p.kind) {
    case PNode::kExpr:
      if (!b->e[p.slot]) {
        b->e[p.slot] = &e;
        return true;
      }
      return ExprDeepEqual(b->at(p.slot), e);
    case PNode::kConst: {
      if (!e || !ConstInt::Matches(e->kind())) return false;
      if (!b->e[p.slot]) {
        b->e[p.slot] = &e;
        return true;
      }
      const auto& c = static_cast<const ConstInt&>(*e);
      const auto& prev = static_cast<const ConstInt&>(*b->at(p.slot));
      return prev.value() == c.value() && prev.dtype() == c.dtype();
    }
    case PNode::kLit:
      return e && ConstInt::Matches(e->kind()) && static_cast<const ConstInt&>(*e).value() == p.lit;
    case PNode::kBool:
      return e && ConstBool::Matches(e->kind()) &&
             static_cast<const ConstBool&>(*e).value() == p.bval;
    case PNode::kBin: {
      if (!e || !BinaryExpr::Matches(e->kind())) return false;
      const auto& bin = static_cast<const BinaryExpr&>(*e);
      return bin.op() == p.bop && Match(*p.a, bin.lhs(), b) && Match(*p.b, bin.rhs(), b);
    }
    case PNode::kUn: {
      if (!e || !UnaryExpr::Matches(e->kind())) return false;
      const auto& un = static_cast<const UnaryExpr&>(*e);
      return un.op() == p.uop && Match(*p.a, un.operand(), b);
    }
  }
  return false;
}

ExprPtr Eval(const PNode& p, const Bindings& b, DataType lit_dtype) {
  switch (p.kind) {
    case PNode::kExpr:
    case PNode::kConst:
      return b.at(p.slot);
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
    // The result is re-simplified (false only where the reference returns a
    // matched operand as is).
    bool recurse = true;
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
      ExprPtr out = Eval(*rule.res, b, DTypeOf(ret));
      return rule.recurse ? Recursive(out) : out;
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
  // A result written "=x" is returned without re-simplification.
  for (const auto& [src, res, cond] : specs) {
    const bool recurse = res[0] != '=';
    const std::string result = recurse ? res : res + 1;
    rules.push_back({PatternParser(src).Parse(), PatternParser(result).Parse(), cond, recurse});
  }
  return rules;
}

const Cond kAlways = nullptr;
ExprPtr X(const Bindings& b) { return b.at(0); }
ExprPtr Y(const Bindings& b) { return b.at(1); }
ExprPtr Z(const Bindings& b) { return b.at(2); }
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
               {"min(x + c1, x)", "=x", kAlways},
               {"min(x, x + c1)", "x + c1",
                [](Rewriter&, const Bindings& b) { return b.c(1) < 0; }},
               {"min(x, x + c1)", "=x", kAlways},
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
               {"max(x + c1, x)", "=x", kAlways},
               {"max(x, x + c1)", "x + c1",
                [](Rewriter&, const Bindings& b) { return b.c(1) > 0; }},
               {"max(x, x + c1)", "=x", kAlways},
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
// Transitive comparisons: known relations `lhs <op> rhs + offset` between
// expressions (identified by node), chained through shared expressions.

namespace {

CompareResult Intersect(CompareResult a, CompareResult b) {
  return static_cast<CompareResult>(static_cast<int>(a) & static_cast<int>(b));
}

CompareResult Reverse(CompareResult r) {
  switch (r) {
    case CompareResult::kLT:
      return CompareResult::kGT;
    case CompareResult::kLE:
      return CompareResult::kGE;
    case CompareResult::kGT:
      return CompareResult::kLT;
    case CompareResult::kGE:
      return CompareResult::kLE;
    default:
      return r;  // EQ, NE, unknown and inconsistent are symmetric
  }
}

// `result` is a definite outcome that satisfies `required`.
bool ResultImplies(CompareResult result, CompareResult required) {
  return Intersect(result, required) == result && result != CompareResult::kUnknown &&
         result != CompareResult::kInconsistent;
}

// Splits `e` into (inner, offset) with e == inner + offset; a constant has no
// inner expression.
std::pair<ExprPtr, int64_t> SplitOffset(const ExprPtr& e) {
  if (auto bin = As<BinaryExpr>(e)) {
    if (bin->op() == BinaryOp::kAdd) {
      if (auto c = As<ConstInt>(bin->rhs())) return {bin->lhs(), c->value()};
      if (auto c = As<ConstInt>(bin->lhs())) return {bin->rhs(), c->value()};
    } else if (bin->op() == BinaryOp::kSub) {
      if (auto c = As<ConstInt>(bin->rhs())) return {bin->lhs(), -c->value()};
    }
  }
  if (auto c = As<ConstInt>(e)) return {nullptr, c->value()};
  return {e, 0};
}

// The conjunction itself followed by its parts, depth first.
std::vector<ExprPtr> ConjunctionParts(const ExprPtr& e) {
  std::vector<ExprPtr> out;
  std::vector<ExprPtr> work{e};
  while (!work.empty()) {
    ExprPtr cur = work.back();
    work.pop_back();
    out.push_back(cur);
    auto bin = As<BinaryExpr>(cur);
    if (bin && bin->op() == BinaryOp::kAnd) {
      work.push_back(bin->rhs());
      work.push_back(bin->lhs());
    }
  }
  return out;
}

bool IsIntegerScalar(const ExprPtr& e) {
  auto dt = e ? ir::ScalarDataType(e) : std::nullopt;
  return dt && ir::IsInt(*dt);
}

}  // namespace

class TransitiveComparer {
 public:
  CompareResult TryCompare(const ExprPtr& lhs_expr, const ExprPtr& rhs_expr) const {
    if (!IsIntegerScalar(lhs_expr) || !IsIntegerScalar(rhs_expr)) return CompareResult::kUnknown;
    auto lc = As<ConstInt>(lhs_expr);
    auto rc = As<ConstInt>(rhs_expr);
    if (lc && rc) {
      if (lc->value() < rc->value()) return CompareResult::kLT;
      if (lc->value() > rc->value()) return CompareResult::kGT;
      return CompareResult::kEQ;
    }
    auto [lhs, lhs_off] = SplitOffset(lhs_expr);
    auto [rhs, rhs_off] = SplitOffset(rhs_expr);
    const int64_t offset = rhs_off - lhs_off;
    if (lhs && rhs && lhs.get() == rhs.get()) {
      if (offset < 0) return CompareResult::kGT;
      if (offset > 0) return CompareResult::kLT;
      return CompareResult::kEQ;
    }
    auto lk = FindKey(lhs ? lhs : Zero());
    auto rk = FindKey(rhs ? rhs : Zero());
    if (!lk || !rk) return CompareResult::kUnknown;
    std::vector<Comparison> found = DepthFirst(*lk, *rk);
    for (const Comparison& c : DepthFirst(*rk, *lk)) found.push_back(*c.WithLhs(*lk));
    return Merge(found, offset);
  }

  void BindEq(const ir::VarPtr& var, const ExprPtr& value) {
    AddKnown(MakeBinary(BinaryOp::kEq, var, value), &knowns_);
  }
  void BindRange(const ir::VarPtr& var, int64_t min_value, int64_t max_exclusive) {
    DataType dt = DTypeOf(var);
    if (max_exclusive - min_value == 1) {
      AddKnown(MakeBinary(BinaryOp::kEq, var, ir::MakeConstInt(min_value, dt)), &knowns_);
    } else {
      AddKnown(MakeBinary(BinaryOp::kGe, var, ir::MakeConstInt(min_value, dt)), &knowns_);
      AddKnown(MakeBinary(BinaryOp::kLt, var, ir::MakeConstInt(max_exclusive, dt)), &knowns_);
    }
  }
  void Unbind(const ir::VarPtr& var) {
    auto key = FindKey(var);
    if (!key) return;
    knowns_.erase(
        std::remove_if(knowns_.begin(), knowns_.end(),
                       [&](const Comparison& c) { return c.lhs == *key || c.rhs == *key; }),
        knowns_.end());
  }
  std::function<void()> EnterConstraint(const ExprPtr& constraint) {
    const size_t old_size = scoped_.size();
    AddKnown(constraint, &scoped_);
    return [this, old_size]() { scoped_.erase(scoped_.begin() + old_size, scoped_.end()); };
  }

 private:
  using Key = size_t;
  static constexpr int kMaxSearchSteps = 4096;

  // lhs <result> rhs + offset, with LT/GT normalised to LE/GE.
  struct Comparison {
    Comparison(Key l, Key r, int64_t off, CompareResult res)
        : lhs(l), rhs(r), offset(off), result(res) {
      if (result == CompareResult::kLT) {
        result = CompareResult::kLE;
        offset -= 1;
      } else if (result == CompareResult::kGT) {
        result = CompareResult::kGE;
        offset += 1;
      }
    }
    std::optional<Comparison> WithLhs(Key k) const {
      if (k == lhs) return *this;
      if (k == rhs) return Comparison(rhs, lhs, -offset, Reverse(result));
      return std::nullopt;
    }
    // This comparison (same operands) makes `other` true.
    bool Implies(const Comparison& other) const {
      if (result == other.result && offset == other.offset) return true;
      const bool eq = result == CompareResult::kEQ;
      if (other.result == CompareResult::kLE && offset <= other.offset &&
          (eq || result == CompareResult::kLE)) {
        return true;
      }
      if (other.result == CompareResult::kGE && offset >= other.offset &&
          (eq || result == CompareResult::kGE)) {
        return true;
      }
      if (other.result == CompareResult::kNE) {
        if (eq && offset != other.offset) return true;
        if (result == CompareResult::kLE && offset < other.offset) return true;
        if (result == CompareResult::kGE && offset > other.offset) return true;
      }
      return false;
    }
    Key lhs, rhs;
    int64_t offset;
    CompareResult result;
  };

  const ExprPtr& Zero() const {
    if (!zero_) zero_ = ir::MakeConstInt(0, DataType::kInt64);
    return zero_;
  }
  Key KeyOf(const ExprPtr& e) {
    auto it = keys_.find(e.get());
    if (it != keys_.end()) return it->second;
    Key k = keys_.size();
    keys_.emplace(e.get(), k);
    key_exprs_.push_back(e);  // keeps the node (and so its address) alive
    return k;
  }
  std::optional<Key> FindKey(const ExprPtr& e) const {
    auto it = keys_.find(e.get());
    if (it == keys_.end()) return std::nullopt;
    return it->second;
  }

  void AddKnown(const ExprPtr& expr, std::vector<Comparison>* out) {
    for (const ExprPtr& part : ConjunctionParts(expr)) {
      auto bin = As<BinaryExpr>(part);
      if (!bin) continue;
      CompareResult res;
      switch (bin->op()) {
        case BinaryOp::kLe:
          res = CompareResult::kLE;
          break;
        case BinaryOp::kGe:
          res = CompareResult::kGE;
          break;
        case BinaryOp::kLt:
          res = CompareResult::kLT;
          break;
        case BinaryOp::kGt:
          res = CompareResult::kGT;
          break;
        case BinaryOp::kEq:
          res = CompareResult::kEQ;
          break;
        case BinaryOp::kNe:
          res = CompareResult::kNE;
          break;
        default:
          continue;
      }
      if (IsA<ConstInt>(bin->lhs()) && IsA<ConstInt>(bin->rhs())) continue;
      auto [lhs, lhs_off] = SplitOffset(bin->lhs());
      auto [rhs, rhs_off] = SplitOffset(bin->rhs());
      Key lk = KeyOf(lhs ? lhs : Zero());
      Key rk = KeyOf(rhs ? rhs : Zero());
      out->emplace_back(lk, rk, rhs_off - lhs_off, res);
    }
  }

  template <typename F>
  void ForEachKnown(F&& f) const {
    for (const Comparison& c : knowns_) f(c);
    for (const Comparison& c : scoped_) f(c);
  }

  // Every relation from `lhs` to `rhs` derivable by chaining known
  // comparisons, starting at `lhs`.
  std::vector<Comparison> DepthFirst(Key lhs, Key rhs) const {
    std::set<Key> to_visit;
    std::map<Key, std::vector<Comparison>> from_lhs;
    auto declare = [&](const Comparison& cmp) {
      std::vector<Comparison>& list = from_lhs[cmp.rhs];
      for (const Comparison& prev : list) {
        if (prev.Implies(cmp)) return;
      }
      bool replaced = false;
      for (Comparison& prev : list) {
        if (cmp.Implies(prev)) {
          prev = cmp;
          replaced = true;
          break;
        }
      }
      if (!replaced) list.push_back(cmp);
      if (cmp.rhs != rhs) to_visit.insert(cmp.rhs);
    };
    ForEachKnown([&](const Comparison& c) {
      if (auto n = c.WithLhs(lhs)) declare(*n);
    });
    // Contradictory knowns (x < y and y < x under a dead branch) would make
    // the offsets decrease forever; the cap ends such a search.
    int steps = 0;
    while (!to_visit.empty() && ++steps <= kMaxSearchSteps) {
      const Key middle = *to_visit.begin();
      to_visit.erase(to_visit.begin());
      const std::vector<Comparison> via_middle = from_lhs.at(middle);
      std::vector<Comparison> derived;
      ForEachKnown([&](const Comparison& c) {
        auto step = c.WithLhs(middle);
        if (!step || step->rhs == lhs) return;
        for (const Comparison& prev : via_middle) {
          CompareResult res = CompareResult::kUnknown;
          if (prev.result == CompareResult::kEQ || step->result == CompareResult::kEQ) {
            res = prev.result == CompareResult::kEQ ? step->result : prev.result;
          } else if (prev.result == step->result &&
                     (prev.result == CompareResult::kLE || prev.result == CompareResult::kGE)) {
            res = prev.result;
          }
          if (res != CompareResult::kUnknown) {
            derived.emplace_back(lhs, step->rhs, prev.offset + step->offset, res);
          }
        }
      });
      for (const Comparison& d : derived) declare(d);
    }
    auto it = from_lhs.find(rhs);
    return it == from_lhs.end() ? std::vector<Comparison>{} : it->second;
  }

  // The outcome of `lhs` vs `rhs + offset` implied by all relations found.
  static CompareResult Merge(const std::vector<Comparison>& found, int64_t offset) {
    CompareResult result = CompareResult::kUnknown;
    for (const Comparison& c : found) {
      switch (c.result) {
        case CompareResult::kInconsistent:
          result = CompareResult::kInconsistent;
          break;
        case CompareResult::kEQ:
          result = Intersect(result, offset == c.offset ? CompareResult::kEQ : CompareResult::kNE);
          break;
        case CompareResult::kLE:
          if (c.offset < offset) {
            result = Intersect(result, CompareResult::kLT);
          } else if (c.offset <= offset) {
            result = Intersect(result, CompareResult::kLE);
          }
          break;
        case CompareResult::kGE:
          if (c.offset > offset) {
            result = Intersect(result, CompareResult::kGT);
          } else if (c.offset >= offset) {
            result = Intersect(result, CompareResult::kGE);
          }
          break;
        case CompareResult::kNE:
          if (offset == c.offset) result = Intersect(result, CompareResult::kNE);
          break;
        default:
          break;
      }
    }
    return result;
  }

  std::unordered_map<const ir::Expr*, Key> keys_;
  std::vector<ExprPtr> key_exprs_;
  std::vector<Comparison> knowns_;  // from bindings
  std::vector<Comparison> scoped_;  // from constraint scopes
  mutable ExprPtr zero_;
};

// ---------------------------------------------------------------------------
// Symbolic intervals: variables bounded by expressions (from bindings and
// branch conditions), combined through +, -, *, floordiv, floormod, min, max
// with the ends simplified by the analyzer.

class IntSetAnalyzer {
 public:
  explicit IntSetAnalyzer(Analyzer* parent) : parent_(parent) {}

  void Update(const ir::Var* var, IntSet set) { vars_[var] = std::move(set); }
  void BindRange(const ir::VarPtr& var, int64_t min_value, int64_t max_exclusive) {
    DataType dt = DTypeOf(var);
    vars_[var.get()] = {ir::MakeConstInt(min_value, dt), ir::MakeConstInt(max_exclusive - 1, dt)};
  }

  IntSet operator()(const ExprPtr& e) { return Visit(e); }

  std::function<void()> EnterConstraint(const ExprPtr& constraint) {
    std::vector<std::pair<const ir::Var*, IntSet>> recovery;
    auto tighten = [&](const ir::Var* var, const IntSet& extra) {
      auto it = vars_.find(var);
      IntSet old = it != vars_.end() ? it->second : IntSet{};
      recovery.emplace_back(var, old);
      IntSet merged{MaxLower(old.min_value, extra.min_value),
                    MinUpper(old.max_value, extra.max_value)};
      vars_[var] = std::move(merged);
    };
    const ExprPtr one = ir::MakeConstInt(1, DataType::kInt64);
    std::function<void(const ExprPtr&)> parse = [&](const ExprPtr& e) {
      auto bin = As<BinaryExpr>(e);
      if (!bin) return;
      const ir::Var* lv = PlainVarOf(bin->lhs());
      const ir::Var* rv = PlainVarOf(bin->rhs());
      switch (bin->op()) {
        case BinaryOp::kGe:
          if (lv) tighten(lv, {bin->rhs(), nullptr});
          if (rv) tighten(rv, {nullptr, bin->lhs()});
          break;
        case BinaryOp::kGt:
          if (lv) tighten(lv, {PlusMinusOne(BinaryOp::kAdd, bin->rhs(), one), nullptr});
          if (rv) tighten(rv, {nullptr, PlusMinusOne(BinaryOp::kSub, bin->lhs(), one)});
          break;
        case BinaryOp::kLe:
          if (lv) tighten(lv, {nullptr, bin->rhs()});
          if (rv) tighten(rv, {bin->lhs(), nullptr});
          break;
        case BinaryOp::kLt:
          if (lv) tighten(lv, {nullptr, PlusMinusOne(BinaryOp::kSub, bin->rhs(), one)});
          if (rv) tighten(rv, {PlusMinusOne(BinaryOp::kAdd, bin->lhs(), one), nullptr});
          break;
        case BinaryOp::kEq:
          if (lv) tighten(lv, {bin->rhs(), bin->rhs()});
          if (rv) tighten(rv, {bin->lhs(), bin->lhs()});
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

 private:
  // `operand ± 1` for a strict bound. The reference builds it with a typed
  // INT64 one, which is a TypeError when the operand is a float (a `<` or `>`
  // between float scalars in an if condition): reported the same way.
  ExprPtr PlusMinusOne(BinaryOp op, const ExprPtr& operand, const ExprPtr& one) {
    if (auto dt = ir::ScalarDataType(operand); dt && ir::IsFloat(*dt)) {
      ThrowUserError(operand->span(),
                     absl::StrCat("TypeError: Operator '", op == BinaryOp::kAdd ? "add" : "sub",
                                  "' requires same numeric dtype category, got ",
                                  ir::DataTypeString(*dt), " and int64"));
    }
    return Simp(MakeBinary(op, operand, one));
  }

  static const ir::Var* PlainVarOf(const ExprPtr& e) {
    return e && e->kind() == NodeKind::kVar ? static_cast<const ir::Var*>(e.get()) : nullptr;
  }
  ExprPtr Simp(const ExprPtr& e) { return parent_->Simplify(e); }
  ExprPtr Bin(BinaryOp op, const ExprPtr& a, const ExprPtr& b) {
    if (!a || !b) return nullptr;
    return Simp(MakeBinary(op, a, b));
  }
  bool NonNegative(const ExprPtr& e) {
    if (!e) return false;
    if (auto c = As<ConstInt>(e)) return c->value() >= 0;
    return parent_->CanProveGreaterEqual(e, 0);
  }
  bool Negative(const ExprPtr& e) {
    if (!e) return false;
    if (auto c = As<ConstInt>(e)) return c->value() < 0;
    return parent_->CanProveLess(e, 0);
  }
  // min/max of two ends; `a` or `b` null means the infinite end of that side.
  ExprPtr Pick(BinaryOp op, const ExprPtr& a, const ExprPtr& b) {
    const bool is_min = op == BinaryOp::kMin;
    if (parent_->CanProve(MakeBinary(is_min ? BinaryOp::kLe : BinaryOp::kGe, a, b))) return a;
    if (parent_->CanProve(MakeBinary(is_min ? BinaryOp::kGe : BinaryOp::kLe, a, b))) return b;
    return Simp(MakeBinary(op, a, b));
  }
  ExprPtr MinLower(const ExprPtr& a, const ExprPtr& b) {
    return a && b ? Pick(BinaryOp::kMin, a, b) : nullptr;
  }
  ExprPtr MinUpper(const ExprPtr& a, const ExprPtr& b) {
    if (!a) return b;
    if (!b) return a;
    return Pick(BinaryOp::kMin, a, b);
  }
  ExprPtr MaxLower(const ExprPtr& a, const ExprPtr& b) {
    if (!a) return b;
    if (!b) return a;
    return Pick(BinaryOp::kMax, a, b);
  }
  ExprPtr MaxUpper(const ExprPtr& a, const ExprPtr& b) {
    return a && b ? Pick(BinaryOp::kMax, a, b) : nullptr;
  }

  static IntSet Point(const ExprPtr& e) { return {e, e}; }
  static IntSet BoolRange() {
    return {ir::MakeConstInt(0, DataType::kInt64), ir::MakeConstInt(1, DataType::kInt64)};
  }

  IntSet Mul(const IntSet& a, const IntSet& b) {
    if (a.is_single_point() && b.is_single_point()) {
      return Point(Bin(BinaryOp::kMul, a.min_value, b.min_value));
    }
    if (a.is_single_point()) return Mul(b, a);
    if (b.is_single_point() && NonNegative(b.min_value)) {
      return {Bin(BinaryOp::kMul, a.min_value, b.min_value),
              Bin(BinaryOp::kMul, a.max_value, b.min_value)};
    }
    if (b.is_single_point() && Negative(b.min_value)) {
      return {Bin(BinaryOp::kMul, a.max_value, b.min_value),
              Bin(BinaryOp::kMul, a.min_value, b.min_value)};
    }
    if (NonNegative(a.min_value) && NonNegative(b.min_value)) {
      return {Bin(BinaryOp::kMul, a.min_value, b.min_value),
              Bin(BinaryOp::kMul, a.max_value, b.max_value)};
    }
    return {};
  }

  IntSet Visit(const ExprPtr& e) {
    if (!e) return {};
    switch (e->kind()) {
      case NodeKind::kConstInt:
      case NodeKind::kConstBool:
        return Point(e);
      case NodeKind::kVar:
      case NodeKind::kIterArg: {
        auto it = vars_.find(static_cast<const ir::Var*>(e.get()));
        return it != vars_.end() ? it->second : Point(e);
      }
      case NodeKind::kBinary:
        return VisitBinary(static_cast<const BinaryExpr&>(*e));
      case NodeKind::kUnary: {
        const auto& u = static_cast<const UnaryExpr&>(*e);
        switch (u.op()) {
          case UnaryOp::kNeg: {
            IntSet a = Visit(u.operand());
            auto neg = [this](const ExprPtr& x) -> ExprPtr {
              if (!x) return nullptr;
              return Simp(std::make_shared<UnaryExpr>(UnaryOp::kNeg, x, DTypeOf(x)));
            };
            return {neg(a.max_value), neg(a.min_value)};
          }
          case UnaryOp::kNot:
            return BoolRange();
          case UnaryOp::kCast: {
            DataType src = DTypeOf(u.operand());
            DataType dst = u.dtype();
            if (ir::DataTypeBits(dst) >= ir::DataTypeBits(src) &&
                ir::IsInt(dst) == ir::IsInt(src)) {
              return Visit(u.operand());
            }
            return {};
          }
          default:
            return {};
        }
      }
      default:
        return {};
    }
  }

  IntSet VisitBinary(const BinaryExpr& b) {
    if (ir::IsComparison(b.op()) || ir::IsLogical(b.op())) return BoolRange();
    switch (b.op()) {
      case BinaryOp::kAdd: {
        IntSet x = Visit(b.lhs()), y = Visit(b.rhs());
        return {Bin(BinaryOp::kAdd, x.min_value, y.min_value),
                Bin(BinaryOp::kAdd, x.max_value, y.max_value)};
      }
      case BinaryOp::kSub: {
        IntSet x = Visit(b.lhs()), y = Visit(b.rhs());
        return {Bin(BinaryOp::kSub, x.min_value, y.max_value),
                Bin(BinaryOp::kSub, x.max_value, y.min_value)};
      }
      case BinaryOp::kMul: {
        IntSet x = Visit(b.lhs());
        IntSet y = Visit(b.rhs());
        return Mul(x, y);
      }
      case BinaryOp::kFloorDiv: {
        IntSet x = Visit(b.lhs()), y = Visit(b.rhs());
        if (!y.is_single_point()) return {};
        auto c = As<ConstInt>(y.min_value);
        if (!c || c->value() <= 0) return {};
        return {Bin(BinaryOp::kFloorDiv, x.min_value, y.min_value),
                Bin(BinaryOp::kFloorDiv, x.max_value, y.min_value)};
      }
      case BinaryOp::kFloorMod: {
        Visit(b.lhs());
        IntSet y = Visit(b.rhs());
        if (!y.is_single_point()) return {};
        auto c = As<ConstInt>(y.min_value);
        if (!c || c->value() <= 0) return {};
        return {ir::MakeConstInt(0, DataType::kInt64),
                ir::MakeConstInt(c->value() - 1, DataType::kInt64)};
      }
      case BinaryOp::kMin: {
        IntSet x = Visit(b.lhs()), y = Visit(b.rhs());
        return {MinLower(x.min_value, y.min_value), MinUpper(x.max_value, y.max_value)};
      }
      case BinaryOp::kMax: {
        IntSet x = Visit(b.lhs()), y = Visit(b.rhs());
        return {MaxLower(x.min_value, y.min_value), MaxUpper(x.max_value, y.max_value)};
      }
      default:
        return {};
    }
  }

  Analyzer* parent_;
  std::unordered_map<const ir::Var*, IntSet> vars_;
};

// ---------------------------------------------------------------------------
// Analyzer

Analyzer::Analyzer()
    : rewriter_(std::make_unique<Rewriter>(this)),
      transitive_(std::make_unique<TransitiveComparer>()),
      int_set_(std::make_unique<IntSetAnalyzer>(this)) {}
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
  transitive_->BindEq(var, simplified);
  int_set_->Update(var.get(), {simplified, simplified});
}

void Analyzer::BindRange(const ir::VarPtr& var, int64_t min_value, int64_t max_exclusive) {
  bounds_.Update(var.get(), {min_value, max_exclusive - 1});
  transitive_->BindRange(var, min_value, max_exclusive);
  int_set_->BindRange(var, min_value, max_exclusive);
  if (max_exclusive - min_value == 1) {
    values_[var.get()] = ir::MakeConstInt(min_value, DTypeOf(var));
  }
}

// The symbolic interval is kept (as the reference does): variables are
// defined once, so a stale entry is never consulted for another value.
void Analyzer::Unbind(const ir::VarPtr& var) {
  bounds_.Unbind(var.get());
  values_.erase(var.get());
  transitive_->Unbind(var);
}

bool Analyzer::CanProveGreaterEqual(const ExprPtr& expr, int64_t lower) {
  return bounds_(Simplify(expr)).min_value >= lower;
}

bool Analyzer::CanProveLess(const ExprPtr& expr, int64_t upper) {
  return bounds_(Simplify(expr)).max_value < upper;
}

CompareResult Analyzer::TryCompare(const ExprPtr& lhs, const ExprPtr& rhs) const {
  return transitive_->TryCompare(lhs, rhs);
}

IntSet Analyzer::SymbolicBounds(const ExprPtr& expr) { return (*int_set_)(expr); }

ConstIntBound Analyzer::CancelledBound(const ExprPtr& expr) {
  ExprPtr s = Simplify(expr);
  LinearForm f = Linearize(s);
  if (!f.ok) return bounds_(s);
  // Sum of the scaled term bounds, with infinities absorbing.
  auto scaled = [](int64_t v, int64_t k) -> int64_t {
    if (v == ConstIntBound::kPosInf || v == ConstIntBound::kNegInf) {
      return (v > 0) == (k > 0) ? ConstIntBound::kPosInf : ConstIntBound::kNegInf;
    }
    int64_t r;
    if (__builtin_mul_overflow(v, k, &r)) {
      return (v > 0) == (k > 0) ? ConstIntBound::kPosInf : ConstIntBound::kNegInf;
    }
    return r;
  };
  auto add = [](int64_t a, int64_t b) -> int64_t {
    if (a == ConstIntBound::kPosInf || b == ConstIntBound::kPosInf) return ConstIntBound::kPosInf;
    if (a == ConstIntBound::kNegInf || b == ConstIntBound::kNegInf) return ConstIntBound::kNegInf;
    int64_t r;
    if (__builtin_add_overflow(a, b, &r)) {
      return b > 0 ? ConstIntBound::kPosInf : ConstIntBound::kNegInf;
    }
    return r;
  };
  ConstIntBound out{f.constant, f.constant};
  for (const auto& [term, k] : f.terms) {
    ConstIntBound t = bounds_(term);
    int64_t lo = k > 0 ? scaled(t.min_value, k) : scaled(t.max_value, k);
    int64_t hi = k > 0 ? scaled(t.max_value, k) : scaled(t.min_value, k);
    out.min_value = add(out.min_value, lo);
    out.max_value = add(out.max_value, hi);
  }
  return out;
}

bool Analyzer::SymbolicFallback(const ExprPtr& lhs, const ExprPtr& rhs, bool check_upper,
                                bool strict) {
  if (in_symbolic_fallback_) return false;
  in_symbolic_fallback_ = true;
  struct Reset {
    bool* flag;
    ~Reset() { *flag = false; }
  } reset{&in_symbolic_fallback_};
  IntSet ls = (*int_set_)(lhs);
  IntSet rs = (*int_set_)(rhs);
  auto below = [&](const ExprPtr& a, const ExprPtr& b) {
    int64_t hi = CancelledBound(MakeBinary(BinaryOp::kSub, a, b)).max_value;
    return strict ? hi < 0 : hi <= 0;
  };
  auto above = [&](const ExprPtr& a, const ExprPtr& b) {
    int64_t lo = CancelledBound(MakeBinary(BinaryOp::kSub, a, b)).min_value;
    return strict ? lo > 0 : lo >= 0;
  };
  if (check_upper) {
    if (ls.max_value && below(ls.max_value, rhs)) return true;
    if (rs.min_value && below(lhs, rs.min_value)) return true;
  } else {
    if (ls.min_value && above(ls.min_value, rhs)) return true;
    if (rs.max_value && above(lhs, rs.max_value)) return true;
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
  const ExprPtr& l = bin->lhs();
  const ExprPtr& r = bin->rhs();
  auto diff = [&]() { return bounds_(Simplify(MakeBinary(BinaryOp::kSub, l, r))); };
  auto known = [&](CompareResult required) {
    return ResultImplies(transitive_->TryCompare(l, r), required);
  };
  switch (bin->op()) {
    case BinaryOp::kLt:
      return diff().max_value < 0 || known(CompareResult::kLT) ||
             SymbolicFallback(l, r, true, true);
    case BinaryOp::kLe:
      return diff().max_value <= 0 || known(CompareResult::kLE) ||
             SymbolicFallback(l, r, true, false);
    case BinaryOp::kGt:
      return diff().min_value > 0 || known(CompareResult::kGT) ||
             SymbolicFallback(l, r, false, true);
    case BinaryOp::kGe:
      return diff().min_value >= 0 || known(CompareResult::kGE) ||
             SymbolicFallback(l, r, false, false);
    case BinaryOp::kEq:
      return diff().is_const(0) || known(CompareResult::kEQ);
    case BinaryOp::kNe: {
      ConstIntBound d = diff();
      return d.min_value > 0 || d.max_value < 0 || known(CompareResult::kNE);
    }
    default:
      return false;
  }
}

Analyzer::ConstraintScope::ConstraintScope(Analyzer* analyzer, const ExprPtr& constraint) {
  ExprPtr normalized = analyzer->RewriteOnce(constraint);
  undo_.push_back(analyzer->bounds_.EnterConstraint(normalized));
  undo_.push_back(analyzer->transitive_->EnterConstraint(normalized));
  undo_.push_back(analyzer->int_set_->EnterConstraint(normalized));
}

Analyzer::ConstraintScope::~ConstraintScope() {
  for (auto it = undo_.rbegin(); it != undo_.rend(); ++it) (*it)();
}

}  // namespace ptoc::ir::arith
