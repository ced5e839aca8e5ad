// Expressions of the DSL: Python operator precedence over scalar IR
// expressions, literals (folded when made of literals only, as Python would
// evaluate them), names, tuples/lists, `pl.const`, builtins, calls to program
// functions and (via op_dispatch.cc) to registered ops.
#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "absl/container/inlined_vector.h"
#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/text/op_dispatch.h"
#include "compiler/text/parser_internal.h"
#include "compiler/text/printer.h"

namespace ptoc::text::internal {
namespace {

ir::DataType PromoteScalar(ir::DataType a, ir::DataType b) {
  if (a == b) return a;
  if (ir::IsFloat(a) != ir::IsFloat(b)) return ir::IsFloat(a) ? a : b;
  if (a == ir::DataType::kIndex) return b;
  if (b == ir::DataType::kIndex) return a;
  if (ir::IsBool(a)) return b;
  if (ir::IsBool(b)) return a;
  return ir::DataTypeBits(b) > ir::DataTypeBits(a) ? b : a;
}

// Operand promotion of a scalar binary expression, as the reference builds
// one: within a category (integers or floats) the wider dtype wins, the left
// one on a tie, and the other operand is cast to it. INDEX and INT64 share a
// representation and are never cast into each other. BOOL operands and mixed
// categories keep PromoteScalar's rule without casts.
ir::DataType PromoteOperands(ir::ExprPtr* lhs, ir::ExprPtr* rhs, const Span& span) {
  const ir::DataType a = *ir::ScalarDataType(*lhs);
  const ir::DataType b = *ir::ScalarDataType(*rhs);
  if (a == b) return a;
  if (ir::IsBool(a) || ir::IsBool(b) || ir::IsFloat(a) != ir::IsFloat(b)) {
    return PromoteScalar(a, b);
  }
  const ir::DataType dt = ir::DataTypeBits(b) > ir::DataTypeBits(a) ? b : a;
  auto cast = [&](ir::ExprPtr* e, ir::DataType from) {
    if (from == dt) return;
    const bool same_repr = (from == ir::DataType::kIndex && dt == ir::DataType::kInt64) ||
                           (from == ir::DataType::kInt64 && dt == ir::DataType::kIndex);
    if (same_repr) return;
    *e = std::make_shared<ir::UnaryExpr>(ir::UnaryOp::kCast, *e, dt, span);
  };
  cast(lhs, a);
  cast(rhs, b);
  return dt;
}

int64_t FloorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
  return q;
}

int64_t FloorMod(int64_t a, int64_t b) {
  int64_t m = a % b;
  if (m != 0 && ((m < 0) != (b < 0))) m += b;
  return m;
}

// `base ** exp` for exp >= 0; false on int64 overflow (Python ints have no limit; ours do).
bool IntPow(int64_t base, int64_t exp, int64_t* out) {
  int64_t result = 1;
  while (exp > 0) {
    if ((exp & 1) != 0 && __builtin_mul_overflow(result, base, &result)) return false;
    exp >>= 1;
    if (exp > 0 && __builtin_mul_overflow(base, base, &base)) return false;
  }
  *out = result;
  return true;
}

// Python's float `%` and `//` (floatobject.c): the remainder takes the divisor's sign and the
// quotient is rounded so that `q * b + r == a` holds as closely as doubles allow.
double PyFloatFloorMod(double a, double b) {
  double mod = std::fmod(a, b);
  if (mod != 0) {
    if ((b < 0) != (mod < 0)) mod += b;
  } else {
    mod = std::copysign(0.0, b);
  }
  return mod;
}

double PyFloatFloorDiv(double a, double b) {
  double mod = std::fmod(a, b);
  double div = (a - mod) / b;
  if (mod != 0 && (b < 0) != (mod < 0)) div -= 1.0;
  if (div == 0) return std::copysign(0.0, a / b);
  double floor_div = std::floor(div);
  if (div - floor_div > 0.5) floor_div += 1.0;
  return floor_div;
}

}  // namespace

const Parser::ModuleConstant* Parser::ModuleListConstant(const Token& t) const {
  if (t.kind != TokenKind::kName || t.kw != Kw::kNone || env_.count(t.text())) return nullptr;
  auto it = module_constants_.find(t.text());
  if (it == module_constants_.end() || it->second.kind != ModuleConstant::Kind::kList) {
    return nullptr;
  }
  return &it->second;
}

bool Parser::ModuleConstantValue(absl::string_view name, const Span& span, Value* out) const {
  if (module_constants_.empty() || env_.count(name)) return false;
  auto it = module_constants_.find(name);
  if (it == module_constants_.end()) return false;
  const ModuleConstant& c = it->second;
  // As the literal it stands for would read.
  switch (c.kind) {
    case ModuleConstant::Kind::kInt:
      *out = ExprValue(std::make_shared<ir::ConstInt>(c.int_value, ir::DataType::kIndex, span),
                       span, true);
      return true;
    case ModuleConstant::Kind::kFloat:
      *out = ExprValue(std::make_shared<ir::ConstFloat>(c.float_value, ir::DataType::kFP32, span),
                       span, true);
      return true;
    case ModuleConstant::Kind::kBool:
      *out = ExprValue(std::make_shared<ir::ConstBool>(c.int_value != 0, span), span);
      return true;
    case ModuleConstant::Kind::kDType:
      *out = AttrValueOf(ir::AttrValue::DType(c.dtype), span);
      return true;
    case ModuleConstant::Kind::kAttr:
      *out = AttrValueOf(c.attr, span);
      return true;
    case ModuleConstant::Kind::kList: {
      std::vector<ir::ExprPtr> elements;
      elements.reserve(c.elements.size());
      for (const ir::ExprPtr& e : c.elements) {
        auto i = ir::As<ir::ConstInt>(e);
        elements.push_back(i ? std::make_shared<ir::ConstInt>(i->value(), i->dtype(), span) : e);
      }
      *out = ExprValue(std::make_shared<ir::MakeTuple>(std::move(elements), span), span);
      return true;
    }
  }
  return false;
}

const ir::VarPtr& Parser::Lookup(absl::string_view name) const {
  static const ir::VarPtr* const kNull = new ir::VarPtr();
  auto it = env_.find(name);
  if (it != env_.end()) return it->second;
  if (globals_.empty()) return *kNull;
  auto g = globals_.find(name);
  if (g != globals_.end()) return g->second;
  return *kNull;
}

void Parser::FailIfUnboundPythonName(const Token& t) const {
  if (!(in_signature_ || in_decorator_) || t.kind != TokenKind::kName || t.kw != Kw::kNone ||
      t.text() == prefix_ || Lookup(t.text()) ||
      module_constants_.find(t.text()) != module_constants_.end()) {
    return;
  }
  Fail(t, absl::StrCat("name '", t.text(), "' is not defined"));
}

std::vector<std::string> Parser::NamesInScope() const {
  std::vector<std::string> names;
  for (const auto& [name, var] : env_) names.push_back(name);
  for (const auto& [name, var] : globals_) names.push_back(name);
  return names;
}

ir::ExprPtr Parser::ToExpr(const Value& v, absl::string_view what) const {
  if (v.is_expr()) return v.expr;
  FailAt(v.span, absl::StrCat("expected ", what, ", found a non-expression value"));
}

ir::AttrValue Parser::ToAttr(const Value& v) const {
  if (!v.is_expr()) return v.attr;
  const ir::ExprPtr& e = v.expr;
  if (auto c = ir::As<ir::ConstInt>(e)) {
    if (c->dtype() == ir::DataType::kIndex || v.literal) return ir::AttrValue::Int(c->value());
  }
  if (auto c = ir::As<ir::ConstFloat>(e)) {
    if (v.literal || c->dtype() == ir::DataType::kFP32) return ir::AttrValue::Float(c->value());
  }
  if (auto c = ir::As<ir::ConstBool>(e)) return ir::AttrValue::Bool(c->value());
  if (auto t = ir::As<ir::MakeTuple>(e)) {
    std::vector<ir::AttrValue> items;
    bool all_const = true;
    for (const auto& el : t->elements()) {
      Value ev = ExprValue(el, v.span);
      ev.literal = true;
      ir::AttrValue a = ToAttr(ev);
      if (a.kind() == ir::AttrValue::Kind::kExpr) all_const = false;
      items.push_back(std::move(a));
    }
    if (all_const) return ir::AttrValue::List(std::move(items));
  }
  return ir::AttrValue::FromExpr(e);
}

ir::ExprPtr Parser::ParseExpr() {
  const Token& start = Peek();
  Value v = ParseValue();
  (void)start;
  return ToExpr(v);
}

Value Parser::ParseValue() {
  // A lone integer literal (most shape dimensions, offsets and list items):
  // made directly, exactly as the general path below would make it (same
  // node, span and depth limit: that path nests two guards).
  const Token& first = Peek();
  if (first.kind == TokenKind::kInt && first.int_value >= 0 &&
      depth_ + 2 <= options_.max_nesting_depth) {
    const Token& after = Peek(1);
    if (after.kind == TokenKind::kOp &&
        (after.op == Op::kComma || after.op == Op::kRBracket || after.op == Op::kRParen)) {
      Next();
      Span span = SpanOf(first);
      return ExprValue(std::make_shared<ir::ConstInt>(first.int_value, ir::DataType::kIndex, span),
                       span, true);
    }
  }
  // Likewise a lone bound name (most call arguments): the general path would
  // find the same variable through six levels of the grammar.
  if (first.kind == TokenKind::kName && first.kw == Kw::kNone &&
      depth_ + 2 <= options_.max_nesting_depth) {
    const Token& after = Peek(1);
    if ((after.kind == TokenKind::kOp &&
         (after.op == Op::kComma || after.op == Op::kRBracket || after.op == Op::kRParen)) ||
        after.kind == TokenKind::kNewline) {
      const ir::VarPtr& var = Lookup(first.text());
      if (var) {
        Next();
        return ExprValue(var, SpanOf(first));
      }
    }
  }
  DepthGuard guard(this, first);
  Value v = ParseBinary(kMinPrecedence);
  // `x if c else y`: Python, but not an expression the reference reads in a function; at module
  // level Python computes it (the condition must then be a constant here).
  if (PeekKw(Kw::kIf)) {
    if (!in_module_value_) {
      FailAt(v.span, "unsupported expression type: conditional expression (x if c else y)");
    }
    return ParseModuleConditional(std::move(v));
  }
  return v;
}

Value Parser::ParseModuleConditional(Value if_true) {
  ExpectKw(Kw::kIf);
  const Value condition = ParseBinary(kMinPrecedence);
  ExpectKw(Kw::kElse);
  Value if_false = ParseValue();
  std::optional<bool> truth = ModuleTruthValue(condition);
  if (!truth) {
    FailAt(condition.span,
           "the condition of a module-level conditional expression must be a constant");
  }
  return *truth ? std::move(if_true) : std::move(if_false);
}

std::optional<bool> Parser::ModuleTruthValue(const Value& v) const {
  // Python's truth of the value: numbers are true unless zero, containers unless empty, a
  // dtype like any object.
  if (!v.is_expr()) {
    switch (v.attr.kind()) {
      case ir::AttrValue::Kind::kNone:
        return false;
      case ir::AttrValue::Kind::kString:
        return !v.attr.AsString().empty();
      case ir::AttrValue::Kind::kDataType:
        return true;
      default:
        return std::nullopt;
    }
  }
  if (std::optional<PyNumber> n = ModuleNumber(v)) return n->AsDouble() != 0;
  if (auto t = ir::As<ir::MakeTuple>(v.expr)) return !t->elements().empty();
  return std::nullopt;
}

std::optional<PyNumber> Parser::ModuleNumber(const Value& v) {
  if (!v.is_expr()) return std::nullopt;
  if (auto b = ir::As<ir::ConstBool>(v.expr)) return PyNumber::Int(b->value() ? 1 : 0);
  if (!v.literal) return std::nullopt;
  if (auto i = ir::As<ir::ConstInt>(v.expr)) return PyNumber::Int(i->value());
  if (auto f = ir::As<ir::ConstFloat>(v.expr)) return PyNumber::Float(f->value());
  return std::nullopt;
}

namespace {

// Binding powers of Python's binary operators, loosest first. `not` is a
// prefix operator between `and` and the comparisons. The printer writes the
// logical Xor node as an infix `a xor b`, binding tighter than `or` and looser
// than `and`, as the reference does; that is not Python (the reference's own
// front end cannot read it back), but every printed program must parse again.
// Likewise the Pow and bitwise and/or/xor nodes print as `**`, `&`, `|`, `^`,
// which the reference's front end does not read but this parser must.
enum Precedence : int {
  kPrecOr = 1,
  kPrecXor,
  kPrecAnd,
  kPrecNot,
  kPrecCompare,
  kPrecBitOr,
  kPrecBitXor,
  kPrecBitAnd,
  kPrecShift,
  kPrecArith,
  kPrecTerm,
};

// The binary operator at `t` and its binding power (0 when `t` is none).
// `xor` is only an operator where an operand has just ended, which is the
// only place this is asked, so it stays usable as a name.
int BinaryOperatorAt(const Token& t, ir::BinaryOp* op) {
  if (t.kind == TokenKind::kName) {
    switch (t.kw) {
      case Kw::kOr:
        *op = ir::BinaryOp::kOr;
        return kPrecOr;
      case Kw::kXor:
        *op = ir::BinaryOp::kXor;
        return kPrecXor;
      case Kw::kAnd:
        *op = ir::BinaryOp::kAnd;
        return kPrecAnd;
      default:
        return 0;
    }
  }
  if (t.kind != TokenKind::kOp) return 0;
  switch (t.op) {
    case Op::kLt:
      *op = ir::BinaryOp::kLt;
      return kPrecCompare;
    case Op::kLe:
      *op = ir::BinaryOp::kLe;
      return kPrecCompare;
    case Op::kGt:
      *op = ir::BinaryOp::kGt;
      return kPrecCompare;
    case Op::kGe:
      *op = ir::BinaryOp::kGe;
      return kPrecCompare;
    case Op::kEq:
      *op = ir::BinaryOp::kEq;
      return kPrecCompare;
    case Op::kNe:
      *op = ir::BinaryOp::kNe;
      return kPrecCompare;
    case Op::kPipe:
      *op = ir::BinaryOp::kBitOr;
      return kPrecBitOr;
    case Op::kCaret:
      *op = ir::BinaryOp::kBitXor;
      return kPrecBitXor;
    case Op::kAmp:
      *op = ir::BinaryOp::kBitAnd;
      return kPrecBitAnd;
    case Op::kShl:
      *op = ir::BinaryOp::kBitShiftLeft;
      return kPrecShift;
    case Op::kShr:
      *op = ir::BinaryOp::kBitShiftRight;
      return kPrecShift;
    case Op::kPlus:
      *op = ir::BinaryOp::kAdd;
      return kPrecArith;
    case Op::kMinus:
      *op = ir::BinaryOp::kSub;
      return kPrecArith;
    case Op::kStar:
      *op = ir::BinaryOp::kMul;
      return kPrecTerm;
    case Op::kSlash:
      *op = ir::BinaryOp::kFloatDiv;
      return kPrecTerm;
    case Op::kFloorDiv:
      *op = ir::BinaryOp::kFloorDiv;
      return kPrecTerm;
    case Op::kPercent:
      *op = ir::BinaryOp::kFloorMod;
      return kPrecTerm;
    default:
      return 0;
  }
}

}  // namespace

// Precedence climbing: one frame per binding power actually used instead of
// one per level. All binary operators associate to the left; comparisons do
// not chain.
Value Parser::ParseBinary(int min_precedence) {
  Value lhs = min_precedence <= kPrecNot && PeekKw(Kw::kNot) ? ParseNot() : ParseUnary();
  bool compared = false;
  Span first_span;
  for (;;) {
    ir::BinaryOp bop;
    const int prec = BinaryOperatorAt(Peek(), &bop);
    if (prec == 0 && min_precedence <= kPrecCompare) {
      // Python's identity and membership tests have no IR counterpart; named
      // as Python's ast does.
      const char* test = nullptr;
      if (PeekKw(Kw::kIs)) {
        test = PeekKw(Kw::kNot, 1) ? "IsNot" : "Is";
      } else if (PeekKw(Kw::kIn)) {
        test = "In";
      } else if (PeekKw(Kw::kNot) && PeekKw(Kw::kIn, 1)) {
        test = "NotIn";
      }
      if (test != nullptr) FailAt(lhs.span, absl::StrCat("Unsupported comparison: ", test));
    }
    if (prec == 0 || prec < min_precedence) return lhs;
    if (prec == kPrecCompare) {
      // Python would chain `a < b < c`; the reference reads one comparison.
      if (compared) {
        FailAt(first_span,
               "Only simple comparisons supported\nhelp: use single comparison operators "
               "like a < b, not chained comparisons");
      }
      compared = true;
      first_span = lhs.span;
      const Token& op = Next();
      Value rhs = ParseBinary(kPrecCompare + 1);
      lhs = MakeCompare(op, bop, lhs, rhs);
      CheckExpressionHeight(lhs, op);
      continue;
    }
    const Token& op = Next();
    Value rhs = ParseBinary(prec + 1);
    lhs = MakeBinary(op, bop, lhs, rhs);
    CheckExpressionHeight(lhs, op);
  }
}

void Parser::CheckExpressionHeight(const Value& v, const Token& at) const {
  if (ABSL_PREDICT_TRUE(!v.is_expr() || v.expr->height() <= options_.max_expression_height)) {
    return;
  }
  Fail(at, absl::StrCat("expression nested too deeply (more than ", options_.max_expression_height,
                        " levels)\nhelp: split it into several assignments"));
}

Value Parser::ParseNot() {
  const Token& op = Next();
  DepthGuard guard(this, op);
  Value operand = ParseBinary(kPrecNot);
  if (in_module_value_) {
    if (std::optional<bool> truth = ModuleTruthValue(operand)) {
      return ExprValue(std::make_shared<ir::ConstBool>(!*truth, SpanFrom(op)), SpanFrom(op));
    }
  }
  ir::ExprPtr e = ToExpr(operand, "an operand of 'not'");
  if (!ir::IsA<ir::ScalarType>(e->type())) Fail(op, "'not' needs a scalar operand");
  return ExprValue(
      std::make_shared<ir::UnaryExpr>(ir::UnaryOp::kNot, e, ir::DataType::kBool, SpanFrom(op)),
      SpanFrom(op));
}

Value Parser::ParseUnary() {
  // `-9223372036854775808`: the one literal whose magnitude has no INT64.
  if (PeekOp(Op::kMinus) && Peek(1).kind == TokenKind::kInt && Peek(1).int_value == INT64_MIN &&
      !PeekOp(Op::kPow, 2)) {
    const Token& op = Next();
    Next();
    Span span = SpanFrom(op);
    return ExprValue(std::make_shared<ir::ConstInt>(INT64_MIN, ir::DataType::kIndex, span), span,
                     true);
  }
  if (PeekOp(Op::kMinus) || PeekOp(Op::kPlus) || PeekOp(Op::kTilde)) {
    const Token& op = Next();
    DepthGuard guard(this, op);
    Value operand = ParseUnary();
    ir::ExprPtr e = ToExpr(operand, "an operand of a unary operator");
    Span span = SpanFrom(op);
    if (op.op == Op::kPlus) {
      // Python folds `+` of a number away (`+True` is the int 1); there is
      // no IR node for it otherwise.
      if (auto b = ir::As<ir::ConstBool>(e)) {
        return ExprValue(
            std::make_shared<ir::ConstInt>(b->value() ? 1 : 0, ir::DataType::kIndex, span), span,
            true);
      }
      if (auto c = ir::As<ir::ConstInt>(e)) {
        return ExprValue(std::make_shared<ir::ConstInt>(c->value(), c->dtype(), span), span,
                         operand.literal);
      }
      if (auto c = ir::As<ir::ConstFloat>(e)) {
        return ExprValue(std::make_shared<ir::ConstFloat>(c->value(), c->dtype(), span), span,
                         operand.literal);
      }
      Fail(op, "Unsupported unary operator: UAdd\nhelp: supported unary operators: -, not, ~");
    }
    if (!ir::IsA<ir::ScalarType>(e->type())) {
      Fail(op, "unary operators apply to scalars (use pl.neg for tensors and tiles)");
    }
    if (op.op == Op::kMinus) {
      // Python evaluates `-True` to the int -1.
      if (auto b = ir::As<ir::ConstBool>(e)) {
        return ExprValue(
            std::make_shared<ir::ConstInt>(b->value() ? -1 : 0, ir::DataType::kIndex, span), span,
            true);
      }
      if (auto c = ir::As<ir::ConstInt>(e)) {
        if (c->value() == INT64_MIN) Fail(op, "integer overflow");
        return ExprValue(std::make_shared<ir::ConstInt>(-c->value(), c->dtype(), span), span,
                         operand.literal);
      }
      if (auto c = ir::As<ir::ConstFloat>(e)) {
        return ExprValue(std::make_shared<ir::ConstFloat>(-c->value(), c->dtype(), span), span,
                         operand.literal);
      }
      return ExprValue(
          std::make_shared<ir::UnaryExpr>(ir::UnaryOp::kNeg, e, *ir::ScalarDataType(e), span),
          span);
    }
    if (!ir::IsInt(*ir::ScalarDataType(e))) {
      FailInFunction(span,
                     absl::StrCat("Operator 'bit_not' requires integer dtype, got ",
                                  absl::AsciiStrToLower(ir::DataTypeName(*ir::ScalarDataType(e)))));
    }
    return ExprValue(
        std::make_shared<ir::UnaryExpr>(ir::UnaryOp::kBitNot, e, *ir::ScalarDataType(e), span),
        span);
  }
  return ParsePower();
}

Value Parser::ParsePower() {
  Value base = ParsePostfix();
  if (PeekOp(Op::kPow)) {
    const Token& op = Next();
    DepthGuard guard(this, op);
    Value exp = ParseUnary();
    return MakeBinary(op, ir::BinaryOp::kPow, base, exp);
  }
  return base;
}

Value Parser::ParsePostfix() {
  const Token& start = Peek();
  Value v = ParsePrimary();
  while (PeekOp(Op::kLBracket)) {
    CheckExpressionHeight(v, Peek());
    if (v.is_expr() && ir::IsA<ir::ShapedType>(v.expr->type())) {
      v = ParseShapedSubscript(start, v);
      continue;
    }
    if (v.is_expr() && ir::IsA<ir::ArrayType>(v.expr->type())) {
      // `arr[i]` reads an element.
      Next();
      Value index = ParseValue();
      ExpectOp(Op::kRBracket, "to close the subscript");
      v = CallRegisteredOp(start, "array.get_element", {v, index}, {}, ir::Attrs());
      continue;
    }
    const Token& br = Next();
    ir::ExprPtr tuple = ToExpr(v, "a tuple to index");
    bool neg = AcceptOp(Op::kMinus);
    if (Peek().kind != TokenKind::kInt || Peek().int_value < 0) {
      Fail(Peek(), "tuple indices must be small integer literals");
    }
    int64_t index = Next().int_value;
    ExpectOp(Op::kRBracket);
    auto tt = ir::As<ir::TupleType>(tuple->type());
    if (!tt) Fail(br, "only tuple values can be indexed");
    int64_t n = static_cast<int64_t>(tt->types().size());
    if (neg) index = n - index;
    if (index < 0 || index >= n) {
      Fail(br, absl::StrCat("tuple index ", index, " out of range for a tuple of ", n));
    }
    Span span = SpanFrom(start);
    if (auto display = ir::As<ir::MakeTuple>(tuple)) {
      // A list or tuple written out (or a module-level list constant): Python indexes it
      // before the DSL sees the value.
      const ir::ExprPtr& element = display->elements()[static_cast<size_t>(index)];
      v = ExprValue(element, span, v.literal || ir::IsA<ir::ConstInt>(element));
      continue;
    }
    v = ExprValue(std::make_shared<ir::TupleGetItem>(tuple, static_cast<int>(index), span), span);
  }
  return v;
}

Value Parser::ParsePrimary() {
  const Token& t = Peek();
  DepthGuard guard(this, t);
  switch (t.kind) {
    case TokenKind::kInt: {
      if (t.int_value < 0) {
        Fail(t, absl::StrCat("integer literal '", t.text(), "' is out of range"));
      }
      Next();
      Span span = SpanOf(t);
      return ExprValue(std::make_shared<ir::ConstInt>(t.int_value, ir::DataType::kIndex, span),
                       span, true);
    }
    case TokenKind::kFloat: {
      Next();
      Span span = SpanOf(t);
      return ExprValue(std::make_shared<ir::ConstFloat>(t.float_value, ir::DataType::kFP32, span),
                       span, true);
    }
    case TokenKind::kString: {
      Next();
      std::string s(t.text());
      while (Peek().kind == TokenKind::kString) {
        absl::StrAppend(&s, Next().text());  // concatenation
      }
      return AttrValueOf(ir::AttrValue::String(s), SpanOf(t));
    }
    case TokenKind::kOp:
      break;
    case TokenKind::kName: {
      const absl::string_view name = t.text();
      const Kw kw = t.kw;
      if (kw == Kw::kTrue || kw == Kw::kFalse) {
        Next();
        return ExprValue(std::make_shared<ir::ConstBool>(kw == Kw::kTrue, SpanOf(t)), SpanOf(t));
      }
      if (kw == Kw::kNone_) {
        Next();
        return AttrValueOf(ir::AttrValue::None(), SpanOf(t));
      }
      // Non-finite floats print as `inf` / `nan` (C++ stream formatting).
      if ((kw == Kw::kInf || kw == Kw::kNan) && !Lookup(name)) {
        Next();
        double v = kw == Kw::kInf ? std::numeric_limits<double>::infinity()
                                  : std::numeric_limits<double>::quiet_NaN();
        return ExprValue(std::make_shared<ir::ConstFloat>(v, ir::DataType::kFP32, SpanOf(t)),
                         SpanOf(t), true);
      }
      if (name == prefix_ && PeekOp(Op::kDot, 1)) {
        Next();
        Next();
        return ParsePrefixed(t);
      }
      if (!math_names_.empty()) {
        auto math = math_names_.find(name);
        if (math != math_names_.end() && !Lookup(name)) {
          if (in_module_value_) return ParseMathValue(t, math->second);
          // Function bodies call DSL operations only (Python's own functions are rejected).
          if (math->second.empty() && PeekOp(Op::kDot, 1) && PeekOp(Op::kLParen, 3)) {
            Fail(t, absl::StrCat("Unsupported operation call: ", UnparseCallAhead(),
                                 "\nhelp: use pl.*, pl.tensor.*, pl.tile.*, or pl.system.* "
                                 "operations"));
          }
        }
      }
      if (kw == Kw::kSelf && PeekOp(Op::kDot, 1) && Peek(2).kind == TokenKind::kName &&
          PeekOp(Op::kLParen, 3)) {
        Next();
        Next();
        std::string fn(Next().text());
        return ParseFunctionCall(t, fn);
      }
      // The Abs node prints as a bare `abs(...)` (as in the reference), so it
      // reads back. No other bare call is a DSL call (the Min/Max nodes print
      // as pl.min/pl.max); the reference rejects them quoting the call.
      if (kw == Kw::kAbs && PeekOp(Op::kLParen, 1) && !Lookup(name)) {
        Next();
        std::vector<Value> args;
        std::vector<Kwarg> kwargs;
        ir::Attrs attrs;
        ParseCallArgs(&args, &kwargs, &attrs);
        return MakeBuiltin(t, name, args, kwargs, attrs);
      }
      if (in_module_value_ && !module_functions_.empty() && PeekOp(Op::kLParen, 1) &&
          module_functions_.count(name) != 0 && !Lookup(name)) {
        return CallModuleFunction(t);
      }
      if (PeekOp(Op::kLParen, 1)) {
        // Any other bare call (Python builtins, variables, unknown names).
        Fail(t, absl::StrCat("Unsupported function call: ", UnparseCallAhead(),
                             "\nhelp: use pl.* operations, pl.yield_(), or self.method() "
                             "for cross-function calls"));
      }
      if (IsReserved(t.kw)) Fail(t, absl::StrCat("unexpected '", name, "'"));
      Next();
      ir::VarPtr var = Lookup(name);
      Value constant;
      if (!var && ModuleConstantValue(name, SpanOf(t), &constant)) return constant;
      if (!var && caller_names_) {
        // A launch size naming the caller's values (resolved after all bodies).
        for (const auto& p : *caller_names_) {
          if (p->name_hint() == name) var = p;
        }
        if (!var) {
          var = std::make_shared<ir::Var>(std::string(name),
                                          ir::ScalarType::Get(ir::DataType::kIndex), SpanOf(t));
          caller_names_->push_back(var);
        }
      }
      if (!var) {
        FailIfDistributed(t, 0);
        // Worded as the reference words it: Python evaluates decorators and
        // signatures, the reference's type resolver a body annotation's dims.
        if (in_signature_ || in_decorator_) {
          Fail(t,
               absl::StrCat("name '", name, "' is not defined", DidYouMean(name, NamesInScope())));
        }
        if (shape_dim_name_ == &t) {
          Fail(t, absl::StrCat("Unknown shape variable: ", name,
                               "\nhelp: use an integer, a pl.dynamic() variable, or a Scalar "
                               "variable defined earlier"));
        }
        Fail(t, absl::StrCat("Undefined variable '", name, "'", DidYouMean(name, NamesInScope())));
      }
      if (PeekOp(Op::kLParen)) Fail(Peek(), absl::StrCat("'", name, "' is not callable"));
      return ExprValue(var, SpanOf(t));
    }
    default:
      Fail(t, absl::StrCat("expected an expression, found ", TokenKindName(t.kind)));
  }
  // Brackets.
  if (PeekOp(Op::kLParen)) {
    Next();
    if (AcceptOp(Op::kRParen)) {
      Span span = SpanFrom(t);
      return ExprValue(std::make_shared<ir::MakeTuple>(std::vector<ir::ExprPtr>{}, span), span);
    }
    Value first = ParseValue();
    if (AcceptOp(Op::kRParen)) {  // parenthesised expression: located at its '(' as in Python
      first.span = SpanFrom(t);
      return first;
    }
    std::vector<ir::ExprPtr> elems{ToExpr(first, "a tuple element")};
    while (AcceptOp(Op::kComma)) {
      if (PeekOp(Op::kRParen)) break;
      elems.push_back(ParseExpr());
    }
    ExpectOp(Op::kRParen, "to close the tuple");
    Span span = SpanFrom(t);
    return ExprValue(std::make_shared<ir::MakeTuple>(std::move(elems), span), span);
  }
  if (PeekOp(Op::kLBracket)) {
    Next();
    // Most lists are all expressions (offsets, shapes): their elements go
    // straight into the tuple. The first other item turns the list into an
    // attribute list (ToAttr needs only each element and its literal flag).
    std::vector<ir::ExprPtr> elems;
    absl::InlinedVector<bool, 8> literal;  // of each element of `elems`
    std::vector<ir::AttrValue> attrs;
    bool as_attrs = false;
    while (!PeekOp(Op::kRBracket)) {
      Value item = ParseValue();
      if (!as_attrs && item.is_expr()) {
        if (elems.empty()) elems.reserve(4);
        elems.push_back(std::move(item.expr));
        literal.push_back(item.literal);
      } else {
        if (!as_attrs) {
          as_attrs = true;
          for (size_t i = 0; i < elems.size(); ++i) {
            attrs.push_back(ToAttr(ExprValue(elems[i], elems[i]->span(), literal[i])));
          }
        }
        attrs.push_back(ToAttr(item));
      }
      if (!AcceptOp(Op::kComma)) break;
    }
    ExpectOp(Op::kRBracket, "to close the list");
    Span span = SpanFrom(t);
    if (!as_attrs) {
      return ExprValue(std::make_shared<ir::MakeTuple>(std::move(elems), span), span);
    }
    return AttrValueOf(ir::AttrValue::List(std::move(attrs)), span);
  }
  if (PeekOp(Op::kLBrace)) {
    Fail(t, absl::StrCat("Unsupported expression type: ", BraceDisplayKind()));
  }
  Fail(t, absl::StrCat("unexpected '", t.text(), "'"));
}

// What Python makes of the `{` display at the current token, named as its
// ast node ("Dict", "Set", "DictComp", "SetComp"): the reference reports
// these in an expression by that name.
const char* Parser::BraceDisplayKind() const {
  if (PeekOp(Op::kRBrace, 1)) return "Dict";
  int depth = 0;
  bool colon = false;
  for (size_t k = 1;; ++k) {
    const Token& tok = Peek(k);
    if (tok.kind == TokenKind::kEnd || tok.kind == TokenKind::kNewline) break;
    if (IsOp(tok, Op::kLParen) || IsOp(tok, Op::kLBracket) || IsOp(tok, Op::kLBrace)) {
      ++depth;
    } else if (IsOp(tok, Op::kRParen) || IsOp(tok, Op::kRBracket) || IsOp(tok, Op::kRBrace)) {
      if (depth-- == 0) break;
    } else if (depth == 0 && IsOp(tok, Op::kColon)) {
      colon = true;
    } else if (depth == 0 && IsKw(tok, Kw::kFor)) {
      return colon ? "DictComp" : "SetComp";
    } else if (depth == 0 && IsOp(tok, Op::kComma)) {
      break;
    }
  }
  return colon ? "Dict" : "Set";
}

std::string Parser::DynamicDimName(const Token& string_token) {
  const absl::string_view name = string_token.text();
  // Python's str.isidentifier(), with any non-ASCII byte taken as a letter
  // (the lexer has checked the string is UTF-8).
  auto start_char = [](unsigned char c) { return c == '_' || absl::ascii_isalpha(c) || c >= 0x80; };
  bool ok = !name.empty() && start_char(static_cast<unsigned char>(name[0]));
  for (size_t i = 1; ok && i < name.size(); ++i) {
    const auto c = static_cast<unsigned char>(name[i]);
    ok = start_char(c) || absl::ascii_isdigit(c);
  }
  if (!ok) {
    Fail(string_token, absl::StrCat("DynVar name must be a valid identifier, got '", name, "'"));
  }
  return std::string(name);
}

// `pl.dynamic("M")` written in place (a type annotation's dimension): the
// dimension variable of that name, the same one wherever the name is used, and
// the module-level one when `M = pl.dynamic("M")` declared it.
Value Parser::ParseInlineDynamic(const Token& start) {
  const std::string hint = DynamicDimName(ExpectDynamicNameArgument());
  ExpectOp(Op::kRParen);
  const Span span = SpanFrom(start);
  ir::VarPtr var;
  for (const auto& [unused, global] : globals_) {
    if (global->name_hint() == hint) var = global;
  }
  if (!var) {
    ir::VarPtr& cached = inline_dynamic_vars_[hint];
    if (!cached) {
      cached = std::make_shared<ir::Var>(hint, ir::ScalarType::Get(ir::DataType::kIndex), span);
    }
    var = cached;
  }
  return ExprValue(var, span);
}

Value Parser::ParsePrefixed(const Token& start) {
  // After `pl.`.
  // The message is only built when it is needed (this runs for every `pl.`).
  if (Peek().kind != TokenKind::kName || IsReserved(Peek().kw)) {
    ExpectName(absl::StrCat("after '", prefix_, ".'"));
  }
  const Token& name_tok = Next();
  // A view of the source (names are never decoded): compares with the
  // spellings below stay inline.
  const absl::string_view name = name_tok.text();
  if (auto dt = TryDTypeName(name)) {
    return AttrValueOf(ir::AttrValue::DType(*dt), SpanFrom(start));
  }
  if (TextIs(name, "const") && PeekOp(Op::kLParen)) return ParseConst(start);
  if (TextIs(name, "dynamic") && PeekOp(Op::kLParen)) return ParseInlineDynamic(start);
  if ((TextIs(name, "submit") || TextIs(name, "spmd_submit")) && PeekOp(Op::kLParen)) {
    return ParseSubmit(start, TextIs(name, "spmd_submit"));
  }
  if ((TextIs(name, "ND") || TextIs(name, "DN") || TextIs(name, "NZ")) && !PeekOp(Op::kLParen)) {
    return AttrValueOf(ir::AttrValue::Enum("TensorLayout", std::string(name)), SpanFrom(start));
  }
  if (PeekOp(Op::kDot) && Peek(1).kind == TokenKind::kName) {
    Next();
    const Token& member = Next();
    if (TextIs(name, "tile") && TextIs(member.text(), "MaskPattern")) {
      return ParseMaskPattern(start);
    }
    if (TextIs(name, "system") && TextIs(member.text(), "task_dummy") && PeekOp(Op::kLParen)) {
      return ParseTaskDummy(start);
    }
    if (PeekOp(Op::kLParen)) {
      // pl.<namespace>.<op>(...)
      std::vector<Value> args;
      std::vector<Kwarg> kwargs;
      ir::Attrs attrs;
      ParseCallArgs(&args, &kwargs, &attrs);
      if ((TextIs(name, "tile") || TextIs(name, "tensor")) &&
          (TextIs(member.text(), "aiv_shard") || TextIs(member.text(), "aic_gather"))) {
        return ParseSplitTransfer(start, member.text(), std::move(args), kwargs, attrs);
      }
      // Registry ops without a DSL spelling (the scalar forms of tensor
      // maximum/minimum are spelled pl.tensor.maximum/minimum).
      if (TextIs(name, "tensor") &&
          (TextIs(member.text(), "maximums") || TextIs(member.text(), "minimums"))) {
        Fail(start, absl::StrCat("unknown ", prefix_, ".tensor operation '", member.text(), "'"));
      }
      const std::string spelling = absl::StrCat(name, ".", member.text());
      // `pl.tile.max` / `pl.tile.min` are the scalar max/min (tile reductions are
      // row_max / col_max ...).
      if (TextIs(spelling, "tile.max") || TextIs(spelling, "tile.min")) {
        for (const auto& a : args) {
          if (!a.is_expr() || !ir::IsA<ir::ScalarType>(a.expr->type())) {
            Fail(start, absl::StrCat(prefix_, ".", spelling, " takes scalars; reduce a tile with ",
                                     prefix_, ".tile.row_", member.text(), " or ", prefix_,
                                     ".tile.col_", member.text()));
          }
        }
        return MakeBuiltin(start, member.text(), args, kwargs, attrs);
      }
      // The cross-core pipe ops the DSL also exports from `pl.system` are the
      // tile ops of `pl.<op>`.
      if (TextIs(name, "system") &&
          (TextIs(member.text(), "tpush_to_aiv") || TextIs(member.text(), "tpush_to_aic") ||
           TextIs(member.text(), "tpop_from_aic") || TextIs(member.text(), "tpop_from_aiv"))) {
        Value result;
        if (TryShortOp(start, member.text(), &args, &kwargs, attrs, &result)) return result;
      }
      // Other names of registry ops: `pl.tile.arange` / `pl.tensor.arange` of the
      // `ci` ops, `pl.tile.create_tile` / `pl.tensor.create_tensor` of the creations.
      static const auto* const kAliases = new std::map<std::string, std::string, std::less<>>{
          {"tile.arange", "tile.ci"},
          {"tensor.arange", "tensor.ci"},
          {"tile.create_tile", "tile.create"},
          {"tensor.create_tensor", "tensor.create"},
      };
      // Only these members have aliases: most calls skip the map lookup.
      const bool may_alias = TextIs(member.text(), "arange") ||
                             TextIs(member.text(), "create_tile") ||
                             TextIs(member.text(), "create_tensor");
      auto alias = may_alias ? kAliases->find(spelling) : kAliases->end();
      const std::string& op = alias == kAliases->end() ? spelling : alias->second;
      return CallRegisteredOp(start, op, std::move(args), std::move(kwargs), attrs,
                              FindDslSignature(spelling), spelling);
    }
    // pl.<Qualifier>.<member>: an enum value. `pl.MemorySpace` is the long
    // name of the `pl.Mem` alias the printer uses.
    if ((TextIs(name, "Mem") || TextIs(name, "MemorySpace")) &&
        !IsDslMemorySpaceName(member.text())) {
      // Located at the value, not at the call that receives it.
      std::vector<std::string> members;
      for (const auto& [value, spelling] : ir::EnumTable<ir::MemorySpace>::Names()) {
        if (IsDslMemorySpaceName(spelling)) members.emplace_back(spelling);
      }
      Fail(start,
           absl::StrCat("unknown Mem member '", member.text(), "'",
                        DidYouMean(member.text(), members, absl::StrCat(prefix_, ".", name, "."))));
    }
    return AttrValueOf(ir::AttrValue::Enum(TextIs(name, "MemorySpace") ? "Mem" : std::string(name),
                                           std::string(member.text())),
                       SpanFrom(start));
  }
  if (PeekOp(Op::kLParen)) {
    if (TextIs(name, "yield_") || TextIs(name, "cond") || TextIs(name, "range") ||
        TextIs(name, "parallel") || TextIs(name, "unroll") || TextIs(name, "pipeline") ||
        TextIs(name, "while_") || TextIs(name, "func_attr")) {
      Fail(name_tok, absl::StrCat("'", prefix_, ".", name, "' is not allowed here"));
    }
    // An unknown name is reported before its arguments are read, as the
    // reference looks the operation up first.
    const bool builtin = TextIs(name, "min") || TextIs(name, "max") || TextIs(name, "abs") ||
                         TextIs(name, "aiv_shard") || TextIs(name, "aic_gather");
    if (!builtin && !IsDslShortOp(name)) {
      FailUnknownShortOp(start, name);
    }
    std::vector<Value> args;
    std::vector<Kwarg> kwargs;
    ir::Attrs attrs;
    ParseCallArgs(&args, &kwargs, &attrs);
    // Scalar min/max (the printed form of the Min/Max nodes): with scalar
    // operands these are expressions, not tensor/tile ops. pl.abs has no
    // scalar form (the Abs node prints as a bare `abs(...)`).
    if ((TextIs(name, "min") || TextIs(name, "max") || TextIs(name, "abs")) && !args.empty()) {
      bool all_scalar = true;
      for (const auto& a : args) {
        all_scalar = all_scalar && a.is_expr() && ir::IsA<ir::ScalarType>(a.expr->type());
      }
      if (all_scalar && TextIs(name, "abs")) {
        Fail(start, absl::StrCat(prefix_, ".abs: expected Tensor or Tile, got Scalar"));
      }
      if (all_scalar) return MakeBuiltin(start, name, args, kwargs, attrs);
    }
    if (TextIs(name, "aiv_shard") || TextIs(name, "aic_gather")) {
      return ParseSplitTransfer(start, name, std::move(args), kwargs, attrs);
    }
    Value result;
    if (TryShortOp(start, name, &args, &kwargs, attrs, &result)) return result;
    FailUnknownShortOp(name_tok, name);
  }
  // `pl.AUTO`: the "let the compiler choose" address of `reserve_buffer(base=...)`.
  if (TextIs(name, "AUTO")) {
    Span span = SpanFrom(start);
    return ExprValue(std::make_shared<ir::ConstInt>(-1, ir::DataType::kIndex, span), span, true);
  }
  Fail(start, absl::StrCat("unknown name '", prefix_, ".", name, "'",
                           DidYouMean(name, PrefixedAttributeNames(), prefix_ + ".")));
}

Value Parser::ParseSplitTransfer(const Token& start, absl::string_view op, std::vector<Value> args,
                                 const std::vector<Kwarg>& kwargs, const ir::Attrs& attrs) {
  const std::string api = absl::StrCat(prefix_, ".", op);
  const std::string help =
      absl::StrCat("\nhelp: write 'x = ", api, "(tile)' inside a 'for aiv_id in ", prefix_,
                   ".split_aiv(2, mode=", prefix_,
                   ".SplitMode.UP_DOWN):' loop; the split mode is taken from that scope");
  const Value* split = nullptr;
  for (const Kwarg& k : kwargs) {
    if (k.name == "split") {
      split = &k.value;
    } else if (k.name == "mode") {
      Fail(start, absl::StrCat(api,
                               "() does not take a mode= argument: pass the lowered integer "
                               "'split=' (outlined form) or rely on the enclosing ",
                               prefix_, ".split_aiv(mode=...) scope (high-level form)", help));
    } else {
      Fail(start, absl::StrCat(api, "() does not accept keyword argument '", k.name, "'", help));
    }
  }
  if (!attrs.empty()) {
    Fail(start, absl::StrCat(api, "() does not accept keyword argument 'attrs'", help));
  }
  if (args.size() != 1) {
    Fail(start, absl::StrCat(api, "() takes exactly one positional argument (the tile to ",
                             op == "aiv_shard" ? "shard" : "gather", "), got ", args.size(), help));
  }
  // A tensor operand gives the tensor op (converted with the tensors), any
  // other the tile op, whatever namespace was written.
  const bool tensor = args[0].is_expr() && ir::IsA<ir::TensorType>(args[0].expr->type());
  int64_t split_value = 0;
  if (split != nullptr) {
    if (!split_aiv_modes_.empty()) {
      Fail(start,
           absl::StrCat(api, "() does not take a split= argument inside a 'for ... in ", prefix_,
                        ".split_aiv(...)' loop: the split mode is inherited from that "
                        "scope",
                        help));
    }
    if (tensor) {
      Fail(start, absl::StrCat(api,
                               "(..., split=N) does not accept a high-level Tensor operand: "
                               "the outlined split= form is tile-only; wrap the Tensor in a "
                               "'for aiv_id in ",
                               prefix_, ".split_aiv(...)' region instead", help));
    }
    auto literal = split->is_expr() ? ir::As<ir::ConstInt>(split->expr) : nullptr;
    if (!literal || !split->keyword_literal) {
      Fail(start, absl::StrCat(api,
                               "(..., split=N) requires an integer split (the lowered SplitMode "
                               "value)",
                               help));
    }
    split_value = literal->value();
  } else {
    if (split_aiv_modes_.empty()) {
      Fail(start, absl::StrCat(api, "() must be used inside a 'for ... in ", prefix_,
                               ".split_aiv(...)' loop (or pass an explicit integer 'split=' in "
                               "the outlined form); it otherwise inherits the split mode from "
                               "that scope",
                               help));
    }
    split_value = static_cast<int64_t>(split_aiv_modes_.back());
  }
  const std::string spelling = absl::StrCat(tensor ? "tensor." : "tile.", op);
  Span span = SpanFrom(start);
  Value split_arg =
      ExprValue(std::make_shared<ir::ConstInt>(split_value, ir::DataType::kIndex, span), span,
                /*literal=*/true);
  split_arg.keyword_literal = true;
  std::vector<Kwarg> split_kwargs;
  split_kwargs.push_back({"split", std::move(split_arg), span});
  return CallRegisteredOp(start, spelling, std::move(args), std::move(split_kwargs), ir::Attrs(),
                          FindDslSignature(spelling), spelling);
}

// `pl.tile.MaskPattern.P0101`: the gather/scatter mask selectors are plain
// integers (1..7) in the DSL.
Value Parser::ParseMaskPattern(const Token& start) {
  static const auto* kPatterns = new std::map<std::string, int64_t, std::less<>>{
      {"P0101", 1}, {"P0010", 4}, {"P0001", 3}, {"P0100", 5},
      {"P1000", 6}, {"P1010", 2}, {"P1111", 7}};
  ExpectOp(Op::kDot, "after MaskPattern");
  const Token& member = ExpectName("of a MaskPattern member");
  auto it = kPatterns->find(member.text());
  if (it == kPatterns->end()) {
    std::vector<std::string> names;
    for (const auto& [n, v] : *kPatterns) names.push_back(n);
    Fail(member, absl::StrCat("unknown MaskPattern member '", member.text(), "'",
                              DidYouMean(member.text(), names, "")));
  }
  Span span = SpanFrom(start);
  return ExprValue(std::make_shared<ir::ConstInt>(it->second, ir::DataType::kIndex, span), span,
                   true);
}

void Parser::CheckKeywordNotRepeated(const Token& key, const std::vector<Kwarg>& kwargs,
                                     bool seen_elsewhere) const {
  // A Python syntax error: the reference's parser never sees such a call.
  const bool repeated =
      seen_elsewhere || std::any_of(kwargs.begin(), kwargs.end(),
                                    [&](const Kwarg& k) { return k.name == key.text(); });
  if (repeated) FailRepeatedKeyword(key);
}

void Parser::FailRepeatedKeyword(const Token& key) const {
  Fail(key, absl::StrCat("keyword argument repeated: ", key.text()));
}

void Parser::ParseCallArgs(std::vector<Value>* args, std::vector<Kwarg>* kwargs, ir::Attrs* attrs,
                           std::vector<int64_t>* no_dep_indices, AttrDictUse attrs_use) {
  ExpectOp(Op::kLParen);
  // Most calls have a few arguments: one allocation instead of regrowth.
  args->reserve(4);
  bool keyword_seen = false;
  bool attrs_seen = false;  // `attrs=` is not kept among the kwargs
  while (!PeekOp(Op::kRParen)) {
    if (Peek().kind == TokenKind::kName && PeekOp(Op::kAssign, 1)) {
      const Token& key = Next();
      Next();
      keyword_seen = true;
      CheckKeywordNotRepeated(key, *kwargs, key.text() == "attrs" && attrs_seen);
      if (key.text() == "attrs" && PeekOp(Op::kLBrace)) {
        attrs_seen = true;
        *attrs = ParseAttrDict(attrs_use);
      } else {
        const size_t first = pos_;
        const bool negated = PeekOp(Op::kMinus);
        const Token& number = Peek(negated ? 1 : 0);
        const bool bare = number.kind == TokenKind::kInt || number.kind == TokenKind::kFloat ||
                          (!negated && (IsKw(number, Kw::kTrue) || IsKw(number, Kw::kFalse)));
        Value value = ParseValue();
        value.keyword_literal = bare && value.is_expr() && pos_ - first == (negated ? 2u : 1u);
        kwargs->push_back({std::string(key.text()), std::move(value), SpanOf(key)});
      }
    } else {
      if (keyword_seen) Fail(Peek(), kPositionalAfterKeyword);
      if (!no_dep_indices) {
        args->push_back(ParseValue());
      } else {
        bool no_dep = false;
        args->push_back(ParseFunctionCallArg(&no_dep));
        if (no_dep) no_dep_indices->push_back(static_cast<int64_t>(args->size() - 1));
      }
    }
    if (!AcceptOp(Op::kComma)) break;
  }
  ExpectOp(Op::kRParen, "to close the argument list");
}

Value Parser::ParseFunctionCallArg(bool* no_dep) {
  // `pl.no_dep(x)` (or a bare `no_dep(x)`), possibly nested: x, marked.
  int wrappers = 0;
  while (true) {
    const bool qualified = Peek().kind == TokenKind::kName && Peek().text() == prefix_ &&
                           PeekOp(Op::kDot, 1) && Peek(2).kind == TokenKind::kName &&
                           Peek(2).text() == "no_dep" && PeekOp(Op::kLParen, 3);
    const bool bare =
        Peek().kind == TokenKind::kName && Peek().text() == "no_dep" && PeekOp(Op::kLParen, 1);
    if (!qualified && !bare) break;
    for (int k = qualified ? 4 : 2; k > 0; --k) Next();
    ++wrappers;
  }
  Value value = ParseValue();
  for (int k = 0; k < wrappers; ++k) {
    ExpectOp(Op::kRParen, "to close pl.no_dep() (it takes one tensor argument)");
  }
  *no_dep = wrappers > 0;
  return value;
}

ir::Attrs Parser::WithNoDepOverrides(ir::Attrs attrs, const std::vector<int64_t>& no_dep_indices) {
  if (no_dep_indices.empty() || attrs.Find("arg_direction_overrides")) return attrs;
  std::vector<ir::AttrValue> indices;
  indices.reserve(no_dep_indices.size());
  for (int64_t i : no_dep_indices) indices.push_back(ir::AttrValue::Int(i));
  return attrs.With("arg_direction_overrides", ir::AttrValue::List(std::move(indices)));
}

Value Parser::MakeBinary(const Token& op_tok, ir::BinaryOp op, const Value& lhs_v,
                         const Value& rhs_v) {
  // Python's `and` / `or` on module-level constants give one of the operands.
  if (in_module_value_ && (op == ir::BinaryOp::kAnd || op == ir::BinaryOp::kOr)) {
    if (std::optional<bool> truth = ModuleTruthValue(lhs_v); truth && ModuleTruthValue(rhs_v)) {
      return *truth == (op == ir::BinaryOp::kAnd) ? rhs_v : lhs_v;
    }
  }
  ir::ExprPtr lhs = ToExpr(lhs_v, "an operand");
  ir::ExprPtr rhs = ToExpr(rhs_v, "an operand");
  auto ldt = ir::ScalarDataType(lhs);
  auto rdt = ir::ScalarDataType(rhs);
  if (!ldt || !rdt) {
    Fail(op_tok, absl::StrCat("operator '", op_tok.text(),
                              "' applies to scalars; use the pl.* ops for tensors and tiles"));
  }
  Span span = lhs_v.span;
  span.end_line = rhs_v.span.end_line;
  span.end_col = rhs_v.span.end_col;
  if (!span.IsKnown()) span = SpanOf(op_tok);
  // Fold expressions made of literals only (Python evaluates them before the
  // DSL sees them).
  // True and False (written, or module constants) are Python values too.
  const bool lhs_literal = lhs_v.literal || ir::IsA<ir::ConstBool>(lhs);
  const bool rhs_literal = rhs_v.literal || ir::IsA<ir::ConstBool>(rhs);
  if (lhs_literal && rhs_literal) {
    // In Python's arithmetic a bool is the int 0 or 1 (`True + 1` is 2).
    const bool arithmetic = op == ir::BinaryOp::kAdd || op == ir::BinaryOp::kSub ||
                            op == ir::BinaryOp::kMul || op == ir::BinaryOp::kFloorDiv ||
                            op == ir::BinaryOp::kFloorMod || op == ir::BinaryOp::kFloatDiv ||
                            op == ir::BinaryOp::kPow || op == ir::BinaryOp::kBitShiftLeft ||
                            op == ir::BinaryOp::kBitShiftRight;
    auto bool_as_int = [&](ir::ExprPtr* e) {
      if (auto b = ir::As<ir::ConstBool>(*e); b && arithmetic) {
        *e = std::make_shared<ir::ConstInt>(b->value() ? 1 : 0, ir::DataType::kIndex, b->span());
      }
    };
    bool_as_int(&lhs);
    bool_as_int(&rhs);
    // Python's evaluation fails on a zero divisor: at module level that is
    // the error; in a function the reference then builds the expression
    // (Simplify reports it). False: leave the expression unfolded.
    auto divisor_ok = [&](bool zero) {
      if (zero && in_module_value_) Fail(op_tok, "division by zero");
      return !zero;
    };
    auto li = ir::As<ir::ConstInt>(lhs), ri = ir::As<ir::ConstInt>(rhs);
    auto lf = ir::As<ir::ConstFloat>(lhs), rf = ir::As<ir::ConstFloat>(rhs);
    if (li && ri) {
      int64_t a = li->value(), b = ri->value(), r = 0;
      bool ok = true;
      switch (op) {
        case ir::BinaryOp::kAdd:
          if (__builtin_add_overflow(a, b, &r)) Fail(op_tok, "integer overflow");
          break;
        case ir::BinaryOp::kSub:
          if (__builtin_sub_overflow(a, b, &r)) Fail(op_tok, "integer overflow");
          break;
        case ir::BinaryOp::kMul:
          if (__builtin_mul_overflow(a, b, &r)) Fail(op_tok, "integer overflow");
          break;
        case ir::BinaryOp::kFloorDiv:
        case ir::BinaryOp::kFloorMod:
          ok = divisor_ok(b == 0);
          if (!ok) break;
          if (a == INT64_MIN && b == -1) Fail(op_tok, "integer overflow");
          r = op == ir::BinaryOp::kFloorDiv ? FloorDiv(a, b) : FloorMod(a, b);
          break;
        case ir::BinaryOp::kFloatDiv: {
          ok = divisor_ok(b == 0);
          if (!ok) break;
          return ExprValue(std::make_shared<ir::ConstFloat>(static_cast<double>(a) / b,
                                                            ir::DataType::kFP32, span),
                           span, true);
        }
        case ir::BinaryOp::kPow:
          if (b < 0) {  // Python: an int to a negative power is a float
            return ExprValue(std::make_shared<ir::ConstFloat>(
                                 std::pow(static_cast<double>(a), static_cast<double>(b)),
                                 ir::DataType::kFP32, span),
                             span, true);
          }
          ok = IntPow(a, b, &r);
          if (!ok) Fail(op_tok, "integer overflow");
          break;
        case ir::BinaryOp::kBitShiftLeft:
        case ir::BinaryOp::kBitShiftRight:
          if (b < 0) Fail(op_tok, "negative shift count");
          if (op == ir::BinaryOp::kBitShiftRight) {
            r = b >= 64 ? (a < 0 ? -1 : 0) : (a >> b);  // arithmetic shift: floor(a / 2**b)
          } else {
            if (a != 0 && (b >= 63 || a > (INT64_MAX >> b) || a < (INT64_MIN >> b))) {
              Fail(op_tok, "integer overflow");
            }
            r = static_cast<int64_t>(static_cast<uint64_t>(a) << b);
          }
          break;
        case ir::BinaryOp::kBitAnd:
          r = a & b;
          break;
        case ir::BinaryOp::kBitOr:
          r = a | b;
          break;
        case ir::BinaryOp::kBitXor:
          r = a ^ b;
          break;
        default:
          ok = false;
      }
      if (ok) {
        return ExprValue(std::make_shared<ir::ConstInt>(r, ir::DataType::kIndex, span), span, true);
      }
    } else if ((li || lf) && (ri || rf)) {
      double a = li ? static_cast<double>(li->value()) : lf->value();
      double b = ri ? static_cast<double>(ri->value()) : rf->value();
      double r = 0;
      bool ok = true;
      switch (op) {
        case ir::BinaryOp::kAdd:
          r = a + b;
          break;
        case ir::BinaryOp::kSub:
          r = a - b;
          break;
        case ir::BinaryOp::kMul:
          r = a * b;
          break;
        case ir::BinaryOp::kFloatDiv:
          ok = divisor_ok(b == 0);
          r = ok ? a / b : 0;
          break;
        case ir::BinaryOp::kPow:
          r = std::pow(a, b);
          break;
        case ir::BinaryOp::kFloorDiv:
        case ir::BinaryOp::kFloorMod:
          ok = divisor_ok(b == 0);
          if (ok) r = op == ir::BinaryOp::kFloorDiv ? PyFloatFloorDiv(a, b) : PyFloatFloorMod(a, b);
          break;
        default:
          ok = false;
      }
      if (ok) {
        return ExprValue(std::make_shared<ir::ConstFloat>(r, ir::DataType::kFP32, span), span,
                         true);
      }
    }
  }
  ir::DataType dt;
  if (op == ir::BinaryOp::kAnd || op == ir::BinaryOp::kOr || op == ir::BinaryOp::kXor) {
    dt = ir::DataType::kBool;
  } else {
    CheckScalarOperands(op, lhs, rhs, nullptr);
    dt = PromoteOperands(&lhs, &rhs, span);
  }
  return ExprValue(std::make_shared<ir::BinaryExpr>(op, lhs, rhs, dt, span), span);
}

// The reference builds scalar arithmetic and comparisons only between
// numbers of one category (int or float, never bool) and shifts only between
// integers. Its parser reports a violation against the enclosing function
// (at its `def`), except inside a pl.min/pl.max call, which it reports at the
// call (`call`).
void Parser::CheckScalarOperands(ir::BinaryOp op, const ir::ExprPtr& lhs, const ir::ExprPtr& rhs,
                                 const Token* call) const {
  const char* name = nullptr;
  bool int_only = false;
  switch (op) {
    case ir::BinaryOp::kAdd:
      name = "add";
      break;
    case ir::BinaryOp::kSub:
      name = "sub";
      break;
    case ir::BinaryOp::kMul:
      name = "mul";
      break;
    case ir::BinaryOp::kFloatDiv:
      name = "truediv";
      break;
    case ir::BinaryOp::kFloorDiv:
      name = "floordiv";
      break;
    case ir::BinaryOp::kFloorMod:
      name = "mod";
      break;
    case ir::BinaryOp::kEq:
      name = "eq";
      break;
    case ir::BinaryOp::kNe:
      name = "ne";
      break;
    case ir::BinaryOp::kLt:
      name = "lt";
      break;
    case ir::BinaryOp::kLe:
      name = "le";
      break;
    case ir::BinaryOp::kGt:
      name = "gt";
      break;
    case ir::BinaryOp::kGe:
      name = "ge";
      break;
    case ir::BinaryOp::kMin:
      name = "min";
      break;
    case ir::BinaryOp::kMax:
      name = "max";
      break;
    case ir::BinaryOp::kBitShiftLeft:
      name = "bit_shift_left";
      int_only = true;
      break;
    case ir::BinaryOp::kBitShiftRight:
      name = "bit_shift_right";
      int_only = true;
      break;
    default:
      return;
  }
  const ir::DataType a = *ir::ScalarDataType(lhs);
  const ir::DataType b = *ir::ScalarDataType(rhs);
  auto lower = [](ir::DataType d) { return ir::DataTypeString(d); };
  std::string problem;
  if (a == ir::DataType::kTaskId || b == ir::DataType::kTaskId) {
    // A TaskId is a handle, not a number.
    problem = "requires numeric scalar dtype, got task_id";
  } else if (int_only && (!ir::IsInt(a) || !ir::IsInt(b))) {
    problem = absl::StrCat("requires integer dtype, got ", lower(a), " and ", lower(b));
  } else if (ir::IsBool(a) || ir::IsBool(b)) {
    problem = "does not accept bool dtype";
  } else if (ir::IsFloat(a) != ir::IsFloat(b)) {
    problem =
        absl::StrCat("requires same numeric dtype category, got ", lower(a), " and ", lower(b));
  } else {
    return;
  }
  if (call != nullptr) {
    Fail(*call, absl::StrCat(prefix_, ".", name, ": Operator '", name, "' ", problem));
  }
  FailInFunction(lhs->span(), absl::StrCat("Operator '", name, "' ", problem));
}

// Reports `message` (about the expression at `at`) against the function
// being parsed, where the reference reports errors of its IR builders.
void Parser::FailInFunction(const Span& at, absl::string_view message) const {
  if (current_sig_ == nullptr) FailAt(at, message);
  FailAt(current_sig_->def_span,
         absl::StrCat("Failed to parse function '", current_sig_->name, "': ", message, " (at ",
                      at.begin_line, ":", at.begin_col, ")"));
}

Value Parser::MakeCompare(const Token& op_tok, ir::BinaryOp op, const Value& lhs_v,
                          const Value& rhs_v) {
  ir::ExprPtr lhs = ToExpr(lhs_v, "an operand");
  ir::ExprPtr rhs = ToExpr(rhs_v, "an operand");
  for (const Value* side : {&lhs_v, &rhs_v}) {
    const ir::ExprPtr& e = side == &lhs_v ? lhs : rhs;
    if (!ir::ScalarDataType(e)) {
      FailInFunction(side->span,
                     absl::StrCat("Expression must be ScalarExpr or Var with ScalarType, got ",
                                  ExprClassName(e), " with type ", ir::TypeClassName(e->type())));
    }
  }
  Span span = lhs_v.span;
  span.end_line = rhs_v.span.end_line;
  span.end_col = rhs_v.span.end_col;
  if (in_module_value_) {
    // Python compares module-level numbers (bools are 0 and 1) when the module loads.
    std::optional<PyNumber> a = ModuleNumber(lhs_v), b = ModuleNumber(rhs_v);
    if (a && b) {
      // Two ints compare exactly (a double holds only 53 bits).
      const bool ints = !a->is_float && !b->is_float;
      const int order = ints ? (a->int_value < b->int_value) - (a->int_value > b->int_value)
                             : (a->AsDouble() < b->AsDouble()) - (a->AsDouble() > b->AsDouble());
      const bool unordered = std::isnan(a->AsDouble()) || std::isnan(b->AsDouble());
      bool result = false;
      switch (op) {
        case ir::BinaryOp::kEq:
          result = !unordered && order == 0;
          break;
        case ir::BinaryOp::kNe:
          result = unordered || order != 0;
          break;
        case ir::BinaryOp::kLt:
          result = !unordered && order > 0;
          break;
        case ir::BinaryOp::kLe:
          result = !unordered && order >= 0;
          break;
        case ir::BinaryOp::kGt:
          result = !unordered && order < 0;
          break;
        case ir::BinaryOp::kGe:
          result = !unordered && order <= 0;
          break;
        default:
          break;
      }
      return ExprValue(std::make_shared<ir::ConstBool>(result, span), span);
    }
  }
  CheckScalarOperands(op, lhs, rhs, nullptr);
  PromoteOperands(&lhs, &rhs, span);
  return ExprValue(std::make_shared<ir::BinaryExpr>(op, lhs, rhs, ir::DataType::kBool, span), span);
}

// The number of arguments of the call whose '(' is the next token (keyword
// arguments count too), without consuming anything; 0 when the parentheses
// do not close.
size_t Parser::CountCallArgs() const {
  size_t depth = 0;
  size_t args = 0;
  bool in_arg = false;
  for (size_t k = 0;; ++k) {
    const Token& t = Peek(k);
    if (t.kind == TokenKind::kEnd) return 0;
    if (t.kind != TokenKind::kOp) {
      if (depth == 1) in_arg = true;
      continue;
    }
    if (t.op == Op::kLParen || t.op == Op::kLBracket || t.op == Op::kLBrace) {
      if (depth++ == 1) in_arg = true;
    } else if (t.op == Op::kRParen || t.op == Op::kRBracket || t.op == Op::kRBrace) {
      if (--depth == 0) return args + (in_arg ? 1 : 0);
    } else if (depth == 1 && t.op == Op::kComma) {
      args += in_arg ? 1 : 0;
      in_arg = false;
    } else if (depth == 1) {
      in_arg = true;
    }
  }
}

Value Parser::ParseConst(const Token& start) {
  // Checked before the arguments, as the reference does; located at the call.
  if (CountCallArgs() != 2) {
    Fail(start, absl::StrCat(prefix_, ".const() requires exactly 2 arguments: value and dtype",
                             "\nhelp: use ", prefix_, ".const(42, ", prefix_, ".INT32) or ",
                             prefix_, ".const(1.0, ", prefix_, ".FP16)"));
  }
  ExpectOp(Op::kLParen);
  bool neg = AcceptOp(Op::kMinus);
  Token num = Peek();
  if (IsKw(num, Kw::kInf) || IsKw(num, Kw::kNan)) {
    num.kind = TokenKind::kFloat;
    num.float_value = num.kw == Kw::kInf ? std::numeric_limits<double>::infinity()
                                         : std::numeric_limits<double>::quiet_NaN();
  } else if (IsKw(num, Kw::kTrue) || IsKw(num, Kw::kFalse)) {
    // Python's bool is an int: the reference builds the integer constant.
    num.kind = TokenKind::kInt;
    num.int_value = num.kw == Kw::kTrue ? 1 : 0;
  }
  if ((num.kind != TokenKind::kInt && num.kind != TokenKind::kFloat) ||
      !(PeekOp(Op::kComma, 1) || PeekOp(Op::kRParen, 1))) {
    Fail(start, absl::StrCat(prefix_, ".const() first argument must be a numeric literal",
                             "\nhelp: use an int or float literal: ", prefix_, ".const(42, ",
                             prefix_, ".INT32)"));
  }
  if (num.kind == TokenKind::kInt && num.int_value == INT64_MIN) {
    // The lexer's INT64_MIN token already is the negated value.
    if (!neg) Fail(num, absl::StrCat("integer literal '", num.text(), "' is out of range"));
    neg = false;
  }
  Next();
  ExpectOp(Op::kComma, "between the value and the dtype of const()");
  ir::DataType dt = ParseDType();
  AcceptOp(Op::kComma);
  ExpectOp(Op::kRParen);
  Span span = SpanFrom(start);
  // The literal's kind decides the node, whatever the dtype (as in the
  // reference): pl.const(3, pl.FP32) is an integer constant of dtype FP32.
  if (num.kind == TokenKind::kFloat) {
    const double v = num.float_value;
    return ExprValue(std::make_shared<ir::ConstFloat>(neg ? -v : v, dt, span), span);
  }
  return ExprValue(std::make_shared<ir::ConstInt>(neg ? -num.int_value : num.int_value, dt, span),
                   span);
}

Value Parser::MakeBuiltin(const Token& start, absl::string_view name,
                          const std::vector<Value>& args, const std::vector<Kwarg>& kwargs,
                          const ir::Attrs& attrs) {
  if (!kwargs.empty() || !attrs.empty()) Fail(start, absl::StrCat(name, "() takes no keywords"));
  Span span = SpanFrom(start);
  if (name == "abs") {
    if (args.size() != 1) Fail(start, "abs() takes exactly one argument");
    ir::ExprPtr e = ToExpr(args[0]);
    auto dt = ir::ScalarDataType(e);
    if (!dt) Fail(start, "abs() applies to scalars (use pl.abs for tensors and tiles)");
    return ExprValue(std::make_shared<ir::UnaryExpr>(ir::UnaryOp::kAbs, e, *dt, span), span);
  }
  if (args.size() != 2) Fail(start, absl::StrCat(name, "() takes exactly two arguments"));
  ir::ExprPtr a = ToExpr(args[0]), b = ToExpr(args[1]);
  auto adt = ir::ScalarDataType(a), bdt = ir::ScalarDataType(b);
  if (!adt || !bdt) Fail(start, absl::StrCat(name, "() applies to scalars"));
  ir::BinaryOp op = name == "min" ? ir::BinaryOp::kMin : ir::BinaryOp::kMax;
  CheckScalarOperands(op, a, b, &start);
  const ir::DataType dt = PromoteOperands(&a, &b, span);
  return ExprValue(std::make_shared<ir::BinaryExpr>(op, a, b, dt, span), span);
}

namespace {

// ---------------------------------------------------------------------------
// Result types of a call to a function with dynamic dimensions: each variable
// in the callee's parameter types (shape, valid shape, strides, start offset)
// is bound to the matching expression of the argument's type, and the
// callee's return types are given those values (a kernel on [M, N] called
// with a [128, 128] tensor returns [128, 128]), as the reference's frontend
// deduces them.

struct CallTypeBindings {
  struct Conflict {
    ir::VarPtr var;
    ir::ExprPtr existing;
    ir::ExprPtr candidate;
    size_t argument;
  };
  std::unordered_map<const ir::Var*, ir::ExprPtr> values;
  std::vector<Conflict> conflicts;
  size_t argument = 0;

  // Whether `value` has the structure of `pattern` down to its variables.
  static bool Decomposes(const ir::ExprPtr& pattern, const ir::ExprPtr& value) {
    if (!pattern || !value) return false;
    if (pattern->kind() == ir::NodeKind::kVar) return true;
    if (ir::StructuralEqual(pattern, value)) return true;
    if (pattern->kind() != value->kind()) return false;
    if (auto pb = ir::As<ir::BinaryExpr>(pattern)) {
      auto vb = ir::As<ir::BinaryExpr>(value);
      return pb->op() == vb->op() && Decomposes(pb->lhs(), vb->lhs()) &&
             Decomposes(pb->rhs(), vb->rhs());
    }
    if (auto pu = ir::As<ir::UnaryExpr>(pattern)) {
      auto vu = ir::As<ir::UnaryExpr>(value);
      return pu->op() == vu->op() && Decomposes(pu->operand(), vu->operand());
    }
    return false;
  }

  void BindExpr(const ir::ExprPtr& pattern, const ir::ExprPtr& value) {
    if (!pattern || !value) return;
    if (pattern->kind() == ir::NodeKind::kVar) {
      // A callee placeholder written verbatim in the caller tells nothing.
      if (pattern == value) return;
      auto var = std::static_pointer_cast<const ir::Var>(pattern);
      auto [it, inserted] = values.emplace(var.get(), value);
      if (!inserted) conflicts.push_back({var, it->second, value, argument});
      return;
    }
    if (!Decomposes(pattern, value)) return;
    if (auto pb = ir::As<ir::BinaryExpr>(pattern)) {
      auto vb = ir::As<ir::BinaryExpr>(value);
      if (!vb) return;
      BindExpr(pb->lhs(), vb->lhs());
      BindExpr(pb->rhs(), vb->rhs());
    } else if (auto pu = ir::As<ir::UnaryExpr>(pattern)) {
      if (auto vu = ir::As<ir::UnaryExpr>(value)) BindExpr(pu->operand(), vu->operand());
    }
  }

  void BindExprs(const std::vector<ir::ExprPtr>& patterns, const std::vector<ir::ExprPtr>& vals) {
    for (size_t i = 0; i < std::min(patterns.size(), vals.size()); ++i) {
      BindExpr(patterns[i], vals[i]);
    }
  }

  static const std::vector<ir::ExprPtr>& ValidShape(const ir::ShapedType& t,
                                                    const std::vector<ir::ExprPtr>* view_valid) {
    return view_valid && !view_valid->empty() ? *view_valid : t.shape();
  }

  void BindType(const ir::TypePtr& pattern, const ir::TypePtr& value) {
    if (!pattern || !value) return;
    if (auto pt = ir::As<ir::TupleType>(pattern)) {
      auto vt = ir::As<ir::TupleType>(value);
      if (!vt) return;
      for (size_t i = 0; i < std::min(pt->types().size(), vt->types().size()); ++i) {
        BindType(pt->types()[i], vt->types()[i]);
      }
      return;
    }
    if (auto pt = ir::As<ir::TensorType>(pattern)) {
      auto vt = ir::As<ir::TensorType>(value);
      if (!vt) return;
      BindExprs(pt->shape(), vt->shape());
      BindExprs(ValidShape(*pt, pt->view() ? &pt->view()->valid_shape : nullptr),
                ValidShape(*vt, vt->view() ? &vt->view()->valid_shape : nullptr));
      if (pt->view() && vt->view()) BindExprs(pt->view()->stride, vt->view()->stride);
      return;
    }
    auto pt = ir::As<ir::TileType>(pattern);
    auto vt = ir::As<ir::TileType>(value);
    if (!pt || !vt) return;
    BindExprs(pt->shape(), vt->shape());
    BindExprs(ValidShape(*pt, pt->view() ? &pt->view()->valid_shape : nullptr),
              ValidShape(*vt, vt->view() ? &vt->view()->valid_shape : nullptr));
    if (pt->view() && vt->view()) {
      BindExprs(pt->view()->stride, vt->view()->stride);
      BindExpr(pt->view()->start_offset, vt->view()->start_offset);
    }
  }
};

// Replaces the bound variables in one expression as the reference's
// substitution does: a variable's value is itself substituted once more (the
// variable standing for its own value while that happens), and the result
// becomes the variable's value for its later occurrences in the expression.
// So a callee extent `N` bound to the caller's `N // 2` gives `N // 2 // 2`.
class ResolvingSubstituter : public ir::IRMutator {
 public:
  explicit ResolvingSubstituter(std::unordered_map<const ir::Var*, ir::ExprPtr> values)
      : values_(std::move(values)) {}
  ir::ExprPtr MutateVar(const ir::VarPtr& var) override {
    auto it = values_.find(var.get());
    if (it == values_.end()) {
      // A variable whose type mentions a bound variable (the caller's `x` of
      // [N, 64] in `pl.tensor.dim(x, 0) // 2`, with N bound) becomes a fresh
      // variable of the substituted type, as the reference's mutator mints
      // one; it is its value for the rest of the expression.
      ir::TypePtr type = MutateType(var->type());
      if (type == var->type()) return var;
      ir::ExprPtr fresh = std::make_shared<ir::Var>(var->name_hint(), std::move(type), var->span());
      values_[var.get()] = fresh;
      return fresh;
    }
    ir::ExprPtr value = it->second;
    if (value.get() == var.get() || !resolving_.insert(var.get()).second) return value;
    ir::ExprPtr resolved = MutateExpr(value);
    resolving_.erase(var.get());
    values_[var.get()] = resolved;
    return resolved;
  }
  ir::ExprPtr MutateMemRef(const ir::MemRefPtr& memref) override { return memref; }

 private:
  std::unordered_map<const ir::Var*, ir::ExprPtr> values_;
  std::unordered_set<const ir::Var*> resolving_;
};

ir::ExprPtr SubstituteBindings(const ir::ExprPtr& expr,
                               const std::unordered_map<const ir::Var*, ir::ExprPtr>& values) {
  return ResolvingSubstituter(values).MutateExpr(expr);
}

// Substitutes each expression of a type on its own (the reference starts
// afresh for each), leaving its MemRef as it is.
class CallTypeSubstituter : public ir::IRMutator {
 public:
  explicit CallTypeSubstituter(const std::unordered_map<const ir::Var*, ir::ExprPtr>* values)
      : values_(values) {}
  ir::ExprPtr MutateExpr(const ir::ExprPtr& expr) override {
    if (expr && expr->kind() == ir::NodeKind::kMemRef) return expr;
    return SubstituteBindings(expr, *values_);
  }

 private:
  const std::unordered_map<const ir::Var*, ir::ExprPtr>* values_;
};

}  // namespace

std::vector<ir::TypePtr> Parser::DeduceCallReturnTypes(const Token& start,
                                                       const std::vector<ir::VarPtr>& params,
                                                       const std::vector<ir::ExprPtr>& args,
                                                       const std::vector<ir::TypePtr>& returns) {
  if (returns.empty() || params.size() != args.size()) return returns;
  CallTypeBindings bindings;
  for (size_t i = 0; i < params.size(); ++i) {
    if (!params[i] || !args[i]) continue;
    bindings.argument = i;
    bindings.BindType(params[i]->type(), args[i]->type());
  }
  if (bindings.values.empty()) return returns;
  CallTypeSubstituter substituter(&bindings.values);
  for (const auto& c : bindings.conflicts) {
    if (ir::StructuralEqual(c.existing, c.candidate)) continue;
    ir::ExprPtr existing = SubstituteBindings(c.existing, bindings.values);
    ir::ExprPtr candidate = SubstituteBindings(c.candidate, bindings.values);
    if (ir::StructuralEqual(existing, candidate)) continue;
    Fail(start, absl::StrCat("dynamic dimension '", c.var->name_hint(),
                             "' of the callee is bound to ", PrintExpr(existing), " and to ",
                             PrintExpr(candidate), " (argument ", c.argument,
                             "), which are not provably equal; calls between functions "
                             "do not check shapes at run time"));
  }
  std::vector<ir::TypePtr> out;
  out.reserve(returns.size());
  for (const auto& t : returns) out.push_back(substituter.MutateType(t));
  return out;
}

ir::Attrs Parser::MergeDumpTags(const std::vector<ir::ExprPtr>& args, ir::Attrs attrs) const {
  if (dump_tagged_.empty()) return attrs;
  std::vector<ir::ExprPtr> listed;
  if (const ir::AttrValue* d = attrs.Find("dump_vars");
      d && d->kind() == ir::AttrValue::Kind::kList) {
    for (const auto& e : d->AsList()) listed.push_back(e.AsExpr());
  }
  std::vector<ir::AttrValue> merged;
  for (const auto& a : args) {
    if (!ir::IsA<ir::Var>(a)) continue;
    const bool tagged =
        std::find(dump_tagged_.begin(), dump_tagged_.end(), a) != dump_tagged_.end();
    const bool in_list = std::find(listed.begin(), listed.end(), a) != listed.end();
    if (tagged || in_list) merged.push_back(ir::AttrValue::FromExpr(a));
  }
  if (merged.empty()) return attrs;
  return attrs.With("dump_vars", ir::AttrValue::List(std::move(merged)));
}

Value Parser::ParseFunctionCall(const Token& start, absl::string_view name) {
  auto it = sig_index_.find(name);
  if (it == sig_index_.end()) {
    std::vector<std::string> names;
    for (const auto& sig : sigs_) names.push_back(sig.name);
    Fail(start, absl::StrCat("Function '", name, "' not defined in program",
                             DidYouMean(name, names, "self.")));
  }
  const FuncSig& sig = sigs_[it->second];
  std::vector<Value> args;
  std::vector<Kwarg> kwargs;
  ir::Attrs attrs;
  std::vector<int64_t> no_dep_indices;
  ParseCallArgs(&args, &kwargs, &attrs, &no_dep_indices);
  // `attrs={"arg_directions": [pl.adir.<name>, ...]}`: known markers, one per
  // positional argument (the reference's checks and words).
  if (const ir::AttrValue* dirs = attrs.Find("arg_directions")) {
    const std::string where = absl::StrCat("attrs['arg_directions'] on call to '", name, "'");
    if (dirs->kind() != ir::AttrValue::Kind::kList) {
      Fail(start, absl::StrCat(where, " must be a list literal"));
    }
    for (const ir::AttrValue& d : dirs->AsList()) {
      if (d.kind() != ir::AttrValue::Kind::kEnum || d.EnumQualifier() != "adir") {
        Fail(start,
             absl::StrCat(where, " must contain '", prefix_, ".adir.<name>' references only"));
      }
      if (!d.AsEnum<ir::ArgDirection>()) {
        std::vector<std::string> markers;
        for (const auto& [value, spelling] : ir::EnumTable<ir::ArgDirection>::Names()) {
          markers.push_back(absl::StrCat(prefix_, ".adir.", spelling));
        }
        Fail(start, absl::StrCat("Unknown call-site direction marker '", prefix_, ".adir.",
                                 d.AsString(), "' in call to '", name,
                                 "'\nhelp: valid markers: ", absl::StrJoin(markers, ", ")));
      }
    }
    if (!dirs->AsList().empty() && dirs->AsList().size() != args.size()) {
      Fail(start,
           absl::StrCat("attrs['arg_directions'] length (", dirs->AsList().size(), ") on call to '",
                        name, "' must match positional arg count (", args.size(), ")"));
    }
  }
  // Dependency edges belong to a submit (`deps=`); on a plain call they would
  // be dropped, so they are an error, as in the reference.
  if (attrs.Find("manual_dep_edges")) {
    Fail(start, absl::StrCat("attrs={'manual_dep_edges': ...} is not accepted on a call to '", name,
                             "'\nhelp: dependency edges belong on a submit: `out, tid = ", prefix_,
                             ".submit(self.kernel, ..., deps=[...])`"));
  }
  // `device=` selects the device of a dispatch to an orchestrator.
  const std::optional<ir::Role> role =
      sig.fields.role ? sig.fields.role : ir::DefaultRole(sig.fields.func_type);
  ir::ExprPtr device;
  for (auto it = kwargs.begin(); it != kwargs.end();) {
    if (it->name == "device" && role == ir::Role::kOrchestrator) {
      device = ToExpr(it->value, "a device");
      it = kwargs.erase(it);
      continue;
    }
    ++it;
  }
  if (!kwargs.empty()) {
    Fail(start, absl::StrCat("Function '", name, "' does not accept keyword argument '",
                             kwargs[0].name, "'"));
  }
  attrs = WithNoDepOverrides(std::move(attrs), no_dep_indices);
  if (device && !attrs.Find("device")) {
    attrs = attrs.With("device", ir::AttrValue::FromExpr(device));
  }
  // As in the reference, which reads functions in source order, a call to a
  // function defined further down knows nothing of it yet: its arguments are
  // not counted and its value has an unknown type.
  const bool forward =
      current_sig_ && static_cast<size_t>(current_sig_ - sigs_.data()) < it->second;
  if (!forward && args.size() != sig.fields.params.size()) {
    Fail(start, absl::StrCat("Function '", name, "' expects ", sig.fields.params.size(),
                             " argument(s), got ", args.size()));
  }
  std::vector<ir::ExprPtr> exprs;
  exprs.reserve(args.size());
  for (const auto& a : args) exprs.push_back(ToExpr(a, "a function argument"));
  // `attrs={"dump_vars": [a, b]}` is a list of argument Vars (as the dump tags
  // and the printer have it), not a tuple expression. As in the reference, it
  // must be a list literal of tensor variables passed to this call.
  if (const ir::AttrValue* d = attrs.Find("dump_vars")) {
    std::vector<ir::AttrValue> elements;
    auto tuple =
        d->kind() == ir::AttrValue::Kind::kExpr ? ir::As<ir::MakeTuple>(d->AsExpr()) : nullptr;
    if (tuple) {
      for (const auto& e : tuple->elements()) elements.push_back(ir::AttrValue::FromExpr(e));
    } else if (d->kind() == ir::AttrValue::Kind::kList) {
      elements = d->AsList();
    } else {
      Fail(start,
           absl::StrCat("attrs['dump_vars'] on call to '", name, "' must be a list literal"));
    }
    std::vector<ir::AttrValue> vars;
    for (const ir::AttrValue& entry : elements) {
      const ir::ExprPtr e = entry.AsExpr();
      if (!e || !ir::IsA<ir::Var>(e) || !ir::IsA<ir::TensorType>(e->type())) {
        std::string got = "a non-variable";
        if (e) {
          got = PrintExpr(e);
        } else if (entry.kind() == ir::AttrValue::Kind::kInt) {
          got = std::to_string(entry.AsInt());
        } else if (entry.kind() == ir::AttrValue::Kind::kBool) {
          got = entry.AsBool() ? "True" : "False";
        } else if (entry.kind() == ir::AttrValue::Kind::kString) {
          got = absl::StrCat("'", entry.AsString(), "'");
        }
        Fail(start, absl::StrCat("attrs['dump_vars'] entries on call to '", name,
                                 "' must be tensor variables \u2014 got '", got, "'"));
      }
      if (std::find(exprs.begin(), exprs.end(), e) == exprs.end()) {
        Fail(start, absl::StrCat("attrs['dump_vars'] entry '", PrintExpr(e),
                                 "' is not an argument of call to '", name, "'"));
      }
      const bool seen = std::any_of(vars.begin(), vars.end(),
                                    [&](const ir::AttrValue& v) { return v.AsExpr() == e; });
      if (!seen) vars.push_back(ir::AttrValue::FromExpr(e));
    }
    attrs = attrs.With("dump_vars", ir::AttrValue::List(std::move(vars)));
  }
  attrs = MergeDumpTags(exprs, std::move(attrs));
  ir::TypePtr type;
  const std::vector<ir::TypePtr> rets =
      forward ? std::vector<ir::TypePtr>{}
              : DeduceCallReturnTypes(start, sig.fields.params, exprs,
                                      !sig.has_return_annotation && sig.body_return_types
                                          ? *sig.body_return_types
                                          : sig.fields.return_types);
  if (forward) {
    type = ir::UnknownType::Get();
  } else if (rets.size() == 1) {
    type = rets[0];
  } else if (rets.empty()) {
    type = sig.has_return_annotation ? std::make_shared<ir::TupleType>(std::vector<ir::TypePtr>{})
                                     : ir::UnknownType::Get();
  } else {
    type = std::make_shared<ir::TupleType>(rets);
  }
  Span span = SpanFrom(start);
  return ExprValue(
      std::make_shared<ir::Call>(sig.global_var, std::move(exprs), ir::Attrs(), attrs, type, span),
      span);
}

void Parser::FailIfDistributed(const Token& name, size_t k) const {
  if (!IsName(name, "pld") || !PeekOp(Op::kDot, k)) return;
  std::string dotted = "pld";
  while (PeekOp(Op::kDot, k) && Peek(k + 1).kind == TokenKind::kName) {
    absl::StrAppend(&dotted, ".", Peek(k + 1).text());
    k += 2;
  }
  Fail(name, absl::StrCat("unsupported: '", dotted,
                          "': distributed tensors and collectives are not implemented"));
}

// The call that starts at the next token (a name and its argument list) as
// Python's ast.unparse spells it: single spaces after commas and around
// binary operators, none inside brackets, strings in single quotes.
std::string Parser::UnparseCallAhead() const {
  std::string out;
  int depth = 0;
  bool operand_expected = true;  // a `-` / `+` here is unary
  for (size_t k = 0;; ++k) {
    const Token& t = Peek(k);
    switch (t.kind) {
      case TokenKind::kName:
        if (t.kw == Kw::kNot) {
          out += "not ";
          operand_expected = true;
        } else if (t.kw == Kw::kAnd || t.kw == Kw::kOr || t.kw == Kw::kIn || t.kw == Kw::kIs ||
                   t.kw == Kw::kIf || t.kw == Kw::kElse || t.kw == Kw::kFor) {
          absl::StrAppend(&out, " ", t.text(), " ");
          operand_expected = true;
        } else {
          absl::StrAppend(&out, t.text());
          operand_expected = false;
        }
        break;
      case TokenKind::kInt:
      case TokenKind::kFloat:
        absl::StrAppend(&out, t.text());
        operand_expected = false;
        break;
      case TokenKind::kString:
        absl::StrAppend(&out, "'", t.text(), "'");
        operand_expected = false;
        break;
      case TokenKind::kOp:
        switch (t.op) {
          case Op::kLParen:
          case Op::kLBracket:
          case Op::kLBrace:
            absl::StrAppend(&out, t.text());
            ++depth;
            operand_expected = true;
            break;
          case Op::kRParen:
          case Op::kRBracket:
          case Op::kRBrace:
            absl::StrAppend(&out, t.text());
            if (--depth <= 0) return out;
            operand_expected = false;
            break;
          case Op::kComma:
            out += ", ";
            operand_expected = true;
            break;
          case Op::kDot:
            out += ".";
            break;
          case Op::kAssign:
          case Op::kColon:
            absl::StrAppend(&out, t.text());
            operand_expected = true;
            break;
          case Op::kTilde:
            out += "~";
            break;
          case Op::kMinus:
          case Op::kPlus:
            if (operand_expected) {
              absl::StrAppend(&out, t.text());
              break;
            }
            [[fallthrough]];
          default:
            absl::StrAppend(&out, " ", t.text(), " ");
            operand_expected = true;
            break;
        }
        break;
      default:  // end of line before the call closes: what there is
        return out;
    }
  }
}

}  // namespace ptoc::text::internal
