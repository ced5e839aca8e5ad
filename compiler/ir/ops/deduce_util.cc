#include "compiler/ir/ops/deduce_util.h"

#include <algorithm>
#include <map>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "compiler/ir/arith/arith_simplifier.h"

namespace ptoc::ir {

bool IsTensor(const ExprPtr& expr) { return expr && IsA<TensorType>(expr->type()); }
bool IsTile(const ExprPtr& expr) { return expr && IsA<TileType>(expr->type()); }
bool IsScalar(const ExprPtr& expr) { return expr && IsA<ScalarType>(expr->type()); }
bool IsTupleValue(const ExprPtr& expr) { return expr && IsA<TupleType>(expr->type()); }
TensorTypePtr TensorTypeOf(const ExprPtr& expr) {
  return expr ? As<TensorType>(expr->type()) : nullptr;
}
TileTypePtr TileTypeOf(const ExprPtr& expr) { return expr ? As<TileType>(expr->type()) : nullptr; }

namespace {

absl::string_view BinarySymbol(BinaryOp op) {
  switch (op) {
    case BinaryOp::kAdd:
      return "+";
    case BinaryOp::kSub:
      return "-";
    case BinaryOp::kMul:
      return "*";
    case BinaryOp::kFloorDiv:
      return "//";
    case BinaryOp::kFloorMod:
      return "%";
    case BinaryOp::kFloatDiv:
      return "/";
    case BinaryOp::kEq:
      return "==";
    case BinaryOp::kNe:
      return "!=";
    case BinaryOp::kLt:
      return "<";
    case BinaryOp::kLe:
      return "<=";
    case BinaryOp::kGt:
      return ">";
    case BinaryOp::kGe:
      return ">=";
    case BinaryOp::kAnd:
      return "and";
    case BinaryOp::kOr:
      return "or";
    default:
      return "";
  }
}

// Python binding strength of an infix operator (higher binds tighter).
int Precedence(BinaryOp op) {
  switch (op) {
    case BinaryOp::kOr:
      return 1;
    case BinaryOp::kAnd:
      return 2;
    case BinaryOp::kAdd:
    case BinaryOp::kSub:
      return 4;
    case BinaryOp::kMul:
    case BinaryOp::kFloorDiv:
    case BinaryOp::kFloorMod:
    case BinaryOp::kFloatDiv:
      return 5;
    default:
      return 3;  // comparisons
  }
}

// `expr` as an operand of an operator of precedence `outer`; `right` marks the
// right operand, which needs parentheses at equal precedence too (a - (b - c)).
std::string OperandText(const ExprPtr& expr, int outer, bool right) {
  std::string text = ExprToString(expr);
  if (auto bin = As<BinaryExpr>(expr)) {
    if (!BinarySymbol(bin->op()).empty()) {
      const int inner = Precedence(bin->op());
      if (inner < outer || (right && inner == outer)) return absl::StrCat("(", text, ")");
    }
  }
  return text;
}

}  // namespace

std::string ExprToString(const ExprPtr& expr) {
  if (!expr) return "?";
  if (auto c = As<ConstInt>(expr)) return absl::StrCat(c->value());
  if (auto f = As<ConstFloat>(expr)) return absl::StrCat(f->value());
  if (auto b = As<ConstBool>(expr)) return b->value() ? "True" : "False";
  if (auto v = As<Var>(expr)) return v->name_hint();
  if (auto bin = As<BinaryExpr>(expr)) {
    absl::string_view sym = BinarySymbol(bin->op());
    if (!sym.empty()) {
      const int prec = Precedence(bin->op());
      return absl::StrCat(OperandText(bin->lhs(), prec, false), " ", sym, " ",
                          OperandText(bin->rhs(), prec, true));
    }
    // The DSL's spelling, as the reference prints extents in its messages.
    return absl::StrCat("pl.", absl::AsciiStrToLower(BinaryOpName(bin->op())), "(",
                        ExprToString(bin->lhs()), ", ", ExprToString(bin->rhs()), ")");
  }
  if (auto un = As<UnaryExpr>(expr)) {
    if (un->op() == UnaryOp::kNeg) {  // Python's spelling: -j * 16, -(a + b)
      const bool infix = IsA<BinaryExpr>(un->operand()) &&
                         !BinarySymbol(As<BinaryExpr>(un->operand())->op()).empty();
      const std::string operand = ExprToString(un->operand());
      return infix ? absl::StrCat("-(", operand, ")") : absl::StrCat("-", operand);
    }
    return absl::StrCat(UnaryOpName(un->op()), "(", ExprToString(un->operand()), ")");
  }
  if (auto call = As<Call>(expr)) return absl::StrCat(call->callee_name(), "(...)");
  if (auto t = As<MakeTuple>(expr)) return ShapeToString(t->elements());
  return "<expr>";
}

std::string ShapeToString(const std::vector<ExprPtr>& shape) {
  std::vector<std::string> parts;
  parts.reserve(shape.size());
  for (const auto& d : shape) parts.push_back(ExprToString(d));
  return absl::StrCat("[", absl::StrJoin(parts, ", "), "]");
}

std::string TypeToString(const TypePtr& type) {
  if (!type) return "<null>";
  if (auto s = As<ScalarType>(type)) return absl::StrCat("Scalar[", DataTypeName(s->dtype()), "]");
  if (auto t = As<TensorType>(type)) {
    return absl::StrCat("Tensor[", ShapeToString(t->shape()), ", ", DataTypeName(t->dtype()), "]");
  }
  if (auto t = As<TileType>(type)) {
    std::string out =
        absl::StrCat("Tile[", ShapeToString(t->shape()), ", ", DataTypeName(t->dtype()));
    if (t->memory_space()) absl::StrAppend(&out, ", ", EnumName(*t->memory_space()));
    return out + "]";
  }
  if (auto t = As<TupleType>(type)) {
    std::vector<std::string> parts;
    for (const auto& e : t->types()) parts.push_back(TypeToString(e));
    return absl::StrCat("Tuple[", absl::StrJoin(parts, ", "), "]");
  }
  if (IsA<PtrType>(type)) return "Ptr";
  if (IsA<MemRefType>(type)) return "MemRef";
  return "Unknown";
}

namespace {

bool ExprStructEqual(const ExprPtr& a, const ExprPtr& b) {
  if (a == b) return true;
  if (!a || !b) return false;
  if (const auto* ca = AsPtr<ConstInt>(a)) {
    const auto* cb = AsPtr<ConstInt>(b);
    return cb && ca->value() == cb->value();
  }
  if (a->kind() != b->kind()) return false;
  if (const auto* ba = AsPtr<BinaryExpr>(a)) {
    const auto* bb = AsPtr<BinaryExpr>(b);
    return ba->op() == bb->op() && ExprStructEqual(ba->lhs(), bb->lhs()) &&
           ExprStructEqual(ba->rhs(), bb->rhs());
  }
  if (const auto* ua = AsPtr<UnaryExpr>(a)) {
    const auto* ub = AsPtr<UnaryExpr>(b);
    return ua->op() == ub->op() && ua->dtype() == ub->dtype() &&
           ExprStructEqual(ua->operand(), ub->operand());
  }
  if (const auto* ta = AsPtr<TupleGetItem>(a)) {
    const auto* tb = AsPtr<TupleGetItem>(b);
    return ta->index() == tb->index() && ExprStructEqual(ta->tuple(), tb->tuple());
  }
  return false;
}

DataType ExtentDType(const ExprPtr& a, const ExprPtr& b) {
  if (auto d = ScalarDataType(a); d && IsInt(*d)) return *d;
  if (auto d = ScalarDataType(b); d && IsInt(*d)) return *d;
  return DataType::kIndex;
}

// Integer extents as polynomials (monomial = sorted atom ids -> coefficient)
// over atoms: anything other than +, -, * and constants, identified up to
// structural equality. Two extents with the same polynomial are equal, which
// proves e.g. `K + K` == `K * 2` (the reference proves dimension equality
// with its arithmetic analyzer).
class ExtentPolynomials {
 public:
  using Poly = std::map<std::vector<int>, int64_t>;

  std::optional<Poly> Of(const ExprPtr& e, int depth = 0) {
    if (!e || depth > 64) return std::nullopt;
    if (auto c = As<ConstInt>(e)) return c->value() == 0 ? Poly{} : Poly{{{}, c->value()}};
    if (auto b = As<BinaryExpr>(e)) {
      const BinaryOp op = b->op();
      if (op == BinaryOp::kAdd || op == BinaryOp::kSub || op == BinaryOp::kMul) {
        auto l = Of(b->lhs(), depth + 1);
        auto r = l ? Of(b->rhs(), depth + 1) : std::nullopt;
        if (!r) return std::nullopt;
        return op == BinaryOp::kMul ? Mul(*l, *r) : Add(*l, *r, op == BinaryOp::kSub ? -1 : 1);
      }
    }
    if (auto u = As<UnaryExpr>(e); u && u->op() == UnaryOp::kNeg) {
      auto x = Of(u->operand(), depth + 1);
      if (!x) return std::nullopt;
      return Add(Poly{}, *x, -1);
    }
    return Poly{{{Atom(e)}, 1}};
  }

 private:
  int Atom(const ExprPtr& e) {
    for (size_t i = 0; i < atoms_.size(); ++i) {
      if (ExprStructEqual(atoms_[i], e)) return static_cast<int>(i);
    }
    atoms_.push_back(e);
    return static_cast<int>(atoms_.size()) - 1;
  }

  static std::optional<Poly> Add(Poly a, const Poly& b, int64_t sign) {
    for (const auto& [m, c] : b) {
      int64_t term = 0;
      int64_t& slot = a[m];
      if (__builtin_mul_overflow(c, sign, &term) || __builtin_add_overflow(slot, term, &slot)) {
        return std::nullopt;
      }
      if (slot == 0) a.erase(m);
    }
    return a;
  }

  static std::optional<Poly> Mul(const Poly& a, const Poly& b) {
    if (a.size() * b.size() > 256) return std::nullopt;
    Poly out;
    for (const auto& [ma, ca] : a) {
      for (const auto& [mb, cb] : b) {
        std::vector<int> m = ma;
        m.insert(m.end(), mb.begin(), mb.end());
        std::sort(m.begin(), m.end());
        int64_t term = 0;
        int64_t& slot = out[m];
        if (__builtin_mul_overflow(ca, cb, &term) || __builtin_add_overflow(slot, term, &slot)) {
          return std::nullopt;
        }
        if (slot == 0) out.erase(m);
      }
    }
    return out;
  }

  std::vector<ExprPtr> atoms_;
};

}  // namespace

bool DimsEqual(const ExprPtr& a, const ExprPtr& b) {
  if (ExprStructEqual(a, b)) return true;
  if (!a || !b || (AsPtr<ConstInt>(a) && AsPtr<ConstInt>(b))) return false;
  ExtentPolynomials polys;
  auto pa = polys.Of(a);
  auto pb = pa ? polys.Of(b) : std::nullopt;
  return pb && *pa == *pb;
}

bool ShapesEqual(const std::vector<ExprPtr>& a, const std::vector<ExprPtr>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (!DimsEqual(a[i], b[i])) return false;
  }
  return true;
}

std::optional<std::vector<ExprPtr>> BroadcastShapes(const std::vector<ExprPtr>& a,
                                                    const std::vector<ExprPtr>& b) {
  if (a.empty()) return b;
  if (b.empty()) return a;
  const size_t n = std::max(a.size(), b.size());
  const auto is_one = [](const ExprPtr& d) { return StaticDim(d) == std::optional<int64_t>(1); };
  std::vector<ExprPtr> out(n);
  for (size_t i = 0; i < n; ++i) {
    const ExprPtr da = i < a.size() ? a[a.size() - 1 - i] : nullptr;
    const ExprPtr db = i < b.size() ? b[b.size() - 1 - i] : nullptr;
    // A missing or static-1 dimension takes the other side's.
    if (!da || (db && !DimsEqual(da, db) && is_one(da))) {
      out[n - 1 - i] = db;
    } else if (!db || DimsEqual(da, db) || is_one(db)) {
      out[n - 1 - i] = da;
    } else {
      return std::nullopt;
    }
  }
  return out;
}

DataType PromoteDataTypes(DataType a, DataType b) {
  if (a == b) return a;
  const bool fa = IsFloat(a);
  const bool fb = IsFloat(b);
  if (fa && !fb) return a;
  if (fb && !fa) return b;
  const int ba = DataTypeBits(a);
  const int bb = DataTypeBits(b);
  if (ba > bb) return a;
  if (bb > ba) return b;
  if (!fa && IsSignedInt(a)) return a;
  if (!fb && IsSignedInt(b)) return b;
  return a;
}

void RequireDTypeIn(const ArgReader& a, DataType d, absl::Span<const DataType> allowed,
                    absl::string_view role) {
  if (std::find(allowed.begin(), allowed.end(), d) != allowed.end()) return;
  std::vector<std::string> names;
  for (DataType t : allowed) names.emplace_back(DataTypeName(t));
  a.Fail(absl::StrCat("requires ", role, role.empty() ? "" : " ", "dtype in {",
                      absl::StrJoin(names, ", "), "}, got ", DataTypeName(d)));
}

void CheckValidShapeExtents(const ArgReader& a, const std::vector<ExprPtr>& shape,
                            absl::string_view kind) {
  static constexpr const char* kNames[] = {"valid_rows", "valid_cols"};
  for (size_t i = 0; i < 2; ++i) {
    const DataType d = a.Scalar(i + 1)->dtype();
    if (!IsIndexLike(d)) {
      a.Fail(absl::StrCat(kNames[i], " must have dtype INT64, UINT64, or INDEX, but got ",
                          DataTypeString(d)));
    }
  }
  for (size_t i = 0; i < 2; ++i) {
    auto v = StaticDim(a.Arg(i + 1));
    if (!v) continue;
    if (*v < 0) a.Fail(absl::StrCat(kNames[i], " must be >= 0, got ", *v));
    auto bound = StaticDim(shape[i]);
    if (bound && *v > *bound) {
      a.Fail(absl::StrCat(kNames[i], " (", *v, ") exceeds ", kind, " bound ", *bound));
    }
  }
}

void RequireCiSingleRow(const ArgReader& a, const std::vector<ExprPtr>& shape) {
  // pto.tci fills the first row only.
  for (size_t i = 0; i + 1 < shape.size(); ++i) {
    if (auto d = StaticDim(shape[i]); d && *d != 1) {
      a.Fail(
          absl::StrCat("fills only the first row (pto.tci ignores valid rows): leading "
                       "dimensions must be 1, but dimension ",
                       i, " is ", *d));
    }
  }
}

int64_t GatherMaskPattern(const ArgReader& a, const Attrs& kwargs) {
  const int64_t pattern = KwargInt(kwargs, "mask_pattern", a.op(), a.span()).value_or(-1);
  if (pattern < 1 || pattern > 7) {
    a.Fail(absl::StrCat("requires mask_pattern in range [1, 7], but got ", pattern));
  }
  return pattern;
}

GatherMaskResult GatherMaskColumns(const ArgReader& a, const Attrs& kwargs, int64_t pattern,
                                   const ExprPtr& cols, DataType d, absl::string_view operand) {
  GatherMaskResult result{cols, d};
  if (pattern != 7) {
    const int64_t divisor = pattern <= 2 ? 2 : 4;
    if (auto c = StaticDim(cols)) {
      if (*c % divisor != 0) {
        a.Fail(absl::StrCat("with mask_pattern=", pattern, " requires src columns divisible by ",
                            divisor, ", got ", *c));
      }
      result.cols = MakeConstInt(*c / divisor, DataType::kIndex);
    } else {
      result.cols = std::make_shared<BinaryExpr>(BinaryOp::kFloorDiv, cols,
                                                 MakeConstInt(divisor, DataType::kIndex),
                                                 DataType::kIndex, Span{});
    }
  }
  if (auto o = KwargDType(kwargs, "output_dtype", a.op(), a.span())) {
    if (DataTypeBits(*o) != DataTypeBits(d)) {
      a.Fail(absl::StrCat("output_dtype must have the same bit width as ", operand, " dtype (",
                          DataTypeString(d), " = ", DataTypeBits(d), " bits), but got ",
                          DataTypeString(*o), " = ", DataTypeBits(*o), " bits"));
    }
    result.dtype = *o;
  }
  return result;
}

DataType CiDestinationDType(const ArgReader& a, const Attrs& kwargs) {
  DataType dtype = RequireKwargDType(kwargs, "dtype", a.op(), a.span());
  KwargBool(kwargs, "descending", a.op(), a.span());
  if (dtype != DataType::kInt16 && dtype != DataType::kInt32 && dtype != DataType::kUInt16 &&
      dtype != DataType::kUInt32) {
    a.Fail(absl::StrCat("requires dtype to be one of {INT16, INT32, UINT16, UINT32}, but got ",
                        DataTypeName(dtype)));
  }
  auto start = a.Scalar(0);
  if (start->dtype() != dtype) {
    a.Fail(absl::StrCat("requires 'start' dtype (", DataTypeName(start->dtype()),
                        ") to match destination dtype (", DataTypeName(dtype), ")"));
  }
  return dtype;
}

void CheckMrgsortFormat1Operands(const ArgReader& a, DataType src_dtype) {
  if (src_dtype != DataType::kFP16 && src_dtype != DataType::kFP32) {
    a.Fail(
        absl::StrCat("requires src dtype to be FP16 or FP32, but got ", DataTypeName(src_dtype)));
  }
  auto len = a.Scalar(1);
  if (!IsInt(len->dtype())) {
    a.Fail(absl::StrCat("requires block_len to be an integer type, but got ",
                        DataTypeName(len->dtype())));
  }
  if (auto c = StaticDim(a.Arg(1)); c && (*c <= 0 || *c % 64 != 0)) {
    a.Fail(absl::StrCat("requires block_len to be a positive multiple of 64, but got ", *c));
  }
}

void CheckScatterUpdateOperands(const ArgReader& a, const ShapedType& input,
                                const ShapedType& index, const ShapedType& src, const Attrs& kw) {
  if (input.rank() != 2 && input.rank() != 4) {
    a.Fail(absl::StrCat("input must be 2D or 4D, got rank ", input.rank()));
  }
  if (index.rank() != 2) a.Fail(absl::StrCat("index must be 2D [b, s], got rank ", index.rank()));
  if (!IsInt(index.dtype())) {
    a.Fail(absl::StrCat("index dtype must be integer, got ", DataTypeName(index.dtype())));
  }
  if (src.rank() != input.rank()) {
    a.Fail(absl::StrCat("src rank (", src.rank(), ") must match input rank (", input.rank(), ")"));
  }
  if (src.dtype() != input.dtype()) {
    a.Fail(absl::StrCat("src dtype (", DataTypeName(src.dtype()), ") must match input dtype (",
                        DataTypeName(input.dtype()), ")"));
  }
  if (auto dim = KwargInt(kw, "dim", a.op(), a.span()); dim && *dim != -2) {
    a.Fail(absl::StrCat("only dim=-2 is currently supported, got ", *dim));
  }
}

void RequireNonEmptyReductionInput(const std::vector<ExprPtr>& valid, const std::string& op,
                                   const Span& span) {
  auto empty = [](const ExprPtr& d) { return StaticDim(d) == std::optional<int64_t>(0); };
  if (!valid.empty() && std::all_of(valid.begin(), valid.end(), empty)) return;
  for (size_t i = 0; i < valid.size(); ++i) {
    if (empty(valid[i])) {
      ThrowUserError(span, absl::StrCat(op, ": input valid extent on axis ", i,
                                        " is 0 (valid_shape ", ShapeToString(valid),
                                        "), so the reduction has no data to consume; widen the "
                                        "valid region or guard the reduction"));
    }
  }
}

namespace {

// A valid_shape is read axis by axis against the physical shape: one of another rank is
// rejected where it is read (the reference's check, in its words).
const std::vector<ExprPtr>& CheckedValidShape(const ShapedType& type,
                                              const std::vector<ExprPtr>& valid,
                                              const char* type_kind) {
  if (valid.size() != type.shape().size()) {
    ThrowUserError(type.span(),
                   absl::StrCat(type_kind, " valid_shape rank (", valid.size(),
                                ") must match the physical shape rank (", type.shape().size(),
                                "): valid_shape ", ShapeToString(valid), " vs shape ",
                                ShapeToString(type.shape())));
  }
  return valid;
}

}  // namespace

const std::vector<ExprPtr>& ValidShapeOf(const TileType& tile) {
  if (tile.view() && !tile.view()->valid_shape.empty()) {
    return CheckedValidShape(tile, tile.view()->valid_shape, "TileType");
  }
  return tile.shape();
}

const std::vector<ExprPtr>& ValidShapeOf(const TensorType& tensor) {
  if (tensor.view() && !tensor.view()->valid_shape.empty()) {
    return CheckedValidShape(tensor, tensor.view()->valid_shape, "TensorType");
  }
  return tensor.shape();
}

TileView InheritedView(const TileType& src, std::vector<ExprPtr> valid_shape) {
  const TileView eff = src.EffectiveView();
  TileView view;
  view.valid_shape = std::move(valid_shape);
  view.blayout = eff.blayout;
  view.slayout = eff.slayout;
  view.pad = eff.pad;
  return view;
}

ExprPtr FoldAdd(const ExprPtr& a, const ExprPtr& b) {
  auto ca = StaticDim(a);
  auto cb = StaticDim(b);
  if (ca && cb) return MakeConstInt(*ca + *cb, ExtentDType(a, b));
  if (ca && *ca == 0) return b;
  if (cb && *cb == 0) return a;
  return std::make_shared<BinaryExpr>(BinaryOp::kAdd, a, b, ExtentDType(a, b));
}

ExprPtr FoldSub(const ExprPtr& a, const ExprPtr& b) {
  auto ca = StaticDim(a);
  auto cb = StaticDim(b);
  if (ca && cb) return MakeConstInt(*ca - *cb, ExtentDType(a, b));
  if (cb && *cb == 0) return a;
  if (DimsEqual(a, b)) return MakeConstInt(0, ExtentDType(a, b));
  return std::make_shared<BinaryExpr>(BinaryOp::kSub, a, b, ExtentDType(a, b));
}

ExprPtr FoldMul(const ExprPtr& a, const ExprPtr& b) {
  auto ca = StaticDim(a);
  auto cb = StaticDim(b);
  if (ca && cb) return MakeConstInt(*ca * *cb, ExtentDType(a, b));
  if (ca && *ca == 1) return b;
  if (cb && *cb == 1) return a;
  return std::make_shared<BinaryExpr>(BinaryOp::kMul, a, b, ExtentDType(a, b));
}

ExprPtr IndexMul(const ExprPtr& a, const ExprPtr& b) {
  auto ca = As<ConstInt>(a);
  auto cb = As<ConstInt>(b);
  int64_t product = 0;
  if (ca && cb && !__builtin_mul_overflow(ca->value(), cb->value(), &product)) {
    return MakeIndex(product);
  }
  if (cb && cb->value() == 1) return a;
  if (ca && ca->value() == 1) return b;
  return std::make_shared<BinaryExpr>(BinaryOp::kMul, a, b, DataType::kIndex);
}

std::vector<ExprPtr> RowMajorStrideExprs(const std::vector<ExprPtr>& shape) {
  std::vector<ExprPtr> strides(shape.size());
  if (shape.empty()) return strides;
  strides.back() = MakeIndex(1);
  for (size_t i = shape.size() - 1; i > 0; --i) strides[i - 1] = IndexMul(strides[i], shape[i]);
  return strides;
}

std::optional<bool> ProveLessEqual(const ExprPtr& a, const ExprPtr& b) {
  if (DimsEqual(a, b)) return true;
  auto ca = StaticDim(a);
  auto cb = StaticDim(b);
  if (ca && cb) return *ca <= *cb;
  return std::nullopt;
}

ExprPtr FoldMin(const ExprPtr& a, const ExprPtr& b) {
  if (auto le = ProveLessEqual(a, b)) return *le ? a : b;
  return std::make_shared<BinaryExpr>(BinaryOp::kMin, a, b, ExtentDType(a, b));
}

ExprPtr FoldMax(const ExprPtr& a, const ExprPtr& b) {
  if (auto le = ProveLessEqual(a, b)) return *le ? b : a;
  return std::make_shared<BinaryExpr>(BinaryOp::kMax, a, b, ExtentDType(a, b));
}

namespace {

// Window extents are proved and folded with the arithmetic analyzer, as the
// reference does (an INDEX variable is known to be non-negative, constants
// fold, `min`/`max` reach a normal form).
arith::Analyzer& ExtentAnalyzer() {
  thread_local arith::Analyzer analyzer;
  return analyzer;
}

bool IsIntegerScalarExpr(const ExprPtr& e) {
  const auto* scalar = e ? AsPtr<ScalarType>(e->type()) : nullptr;
  return scalar && IsInt(scalar->dtype());
}

// An INDEX 0 for comparisons only (never placed in IR: it has no span). Shared, so that the
// bounds checks every load, slice and store makes do not allocate one each.
const ExprPtr& ComparisonZero() {
  static const ExprPtr* const zero = new ExprPtr(MakeIndex(0));
  return *zero;
}

// Whether `offset + extent` passes `limit`, as `exceeds(end, limit)` proves it. All-constant
// operands (the common case: every load, slice and store checks its window) are compared as
// integers, without building the sum.
template <typename Exceeds>
bool EndPastLimit(const ExprPtr& offset, const ExprPtr& extent, const ExprPtr& limit,
                  Exceeds exceeds) {
  const auto co = StaticDim(offset);
  const auto ce = StaticDim(extent);
  int64_t sum = 0;
  const bool static_end = co && ce && !__builtin_add_overflow(*co, *ce, &sum);
  if (static_end) {
    if (const auto cl = StaticDim(limit)) return sum > *cl;
  }
  return exceeds(static_end ? MakeConstInt(sum, DataType::kIndex)
                            : arith::MakeBinary(BinaryOp::kAdd, offset, extent),
                 limit);
}

// a <= b settled by constants and constant intervals alone (an INDEX
// variable is non-negative); nullopt for non-integers or when the intervals
// overlap.
std::optional<bool> IntervalLessEqual(const ExprPtr& a, const ExprPtr& b) {
  auto ca = StaticDim(a);
  auto cb = StaticDim(b);
  if (ca && cb) return *ca <= *cb;
  if (!IsIntegerScalarExpr(a) || !IsIntegerScalarExpr(b)) return std::nullopt;
  const arith::ConstIntBound ba = ExtentAnalyzer().Bound(a);
  const arith::ConstIntBound bb = ExtentAnalyzer().Bound(b);
  if (ba.max_value != arith::ConstIntBound::kPosInf &&
      bb.min_value != arith::ConstIntBound::kNegInf && ba.max_value <= bb.min_value) {
    return true;
  }
  if (ba.min_value != arith::ConstIntBound::kNegInf &&
      bb.max_value != arith::ConstIntBound::kPosInf && ba.min_value > bb.max_value) {
    return false;
  }
  return std::nullopt;
}

// The same question without the rewriter: cheap enough for the bounds checks
// every load and slice makes, where the analyzer's rewriting would dominate
// parsing. Intervals come first: they settle most window bounds
// (`r * 16 + 16 <= 64`), where DimsEqual would build polynomials; equal
// expressions have overlapping sound intervals, so asking DimsEqual only when
// the intervals settle nothing gives the same answers.
std::optional<bool> BoundsLessEqual(const ExprPtr& a, const ExprPtr& b) {
  if (auto settled = IntervalLessEqual(a, b)) return settled;
  if (!IsIntegerScalarExpr(a) || !IsIntegerScalarExpr(b)) return std::nullopt;
  if (DimsEqual(a, b)) return true;
  return std::nullopt;
}

// Whether a <= b is provable (true), disprovable (false) or neither.
std::optional<bool> ProveExtentLessEqual(const ExprPtr& a, const ExprPtr& b) {
  // Constants and intervals settle most questions without the rewriter.
  if (auto settled = BoundsLessEqual(a, b)) return settled;
  if (!IsIntegerScalarExpr(a) || !IsIntegerScalarExpr(b)) return std::nullopt;
  arith::Analyzer& analyzer = ExtentAnalyzer();
  if (analyzer.CanProve(arith::MakeBinary(BinaryOp::kLe, a, b))) return true;
  if (analyzer.CanProve(arith::MakeBinary(BinaryOp::kGt, a, b))) return false;
  return std::nullopt;
}

ExprPtr FoldExtent(const ExprPtr& e) { return ExtentAnalyzer().Simplify(e); }

ExprPtr MinExtent(const ExprPtr& a, const ExprPtr& b) {
  if (ProveExtentLessEqual(a, b) == std::optional<bool>(true)) return a;
  if (ProveExtentLessEqual(b, a) == std::optional<bool>(true)) return b;
  return FoldExtent(arith::MakeBinary(BinaryOp::kMin, a, b));
}

ExprPtr MaxExtent(const ExprPtr& a, const ExprPtr& b) {
  if (ProveExtentLessEqual(a, b) == std::optional<bool>(true)) return b;
  if (ProveExtentLessEqual(b, a) == std::optional<bool>(true)) return a;
  return FoldExtent(arith::MakeBinary(BinaryOp::kMax, a, b));
}

// max(e, 0), left out when the sign of `e` is settled.
ExprPtr ClampNonNegative(const ExprPtr& e) {
  ExprPtr zero = MakeIndex(0);
  if (ProveExtentLessEqual(zero, e) == std::optional<bool>(true)) return e;
  if (ProveExtentLessEqual(e, zero) == std::optional<bool>(true)) return zero;
  return FoldExtent(arith::MakeBinary(BinaryOp::kMax, e, zero));
}

bool IsConstOne(const ExprPtr& e) { return StaticDim(e) == std::optional<int64_t>(1); }

// Constants by value, anything else by proof.
bool ExtentsEqual(const ExprPtr& a, const ExprPtr& b) {
  auto ca = StaticDim(a);
  auto cb = StaticDim(b);
  if (ca && cb) return *ca == *cb;
  return ProveExtentLessEqual(a, b) == std::optional<bool>(true) &&
         ProveExtentLessEqual(b, a) == std::optional<bool>(true);
}

// The valid shape of a reshape that only inserts or erases unit axes, which
// keeps any origin-anchored rectangle (see ReshapeValidShape); nullopt when the
// reshape is not of that kind. `failed` memoizes dead (input, output) states.
std::optional<std::vector<ExprPtr>> MapUnitAxes(const std::vector<ExprPtr>& valid,
                                                const std::vector<ExprPtr>& in,
                                                const std::vector<ExprPtr>& out, size_t i, size_t o,
                                                std::vector<char>* failed) {
  const size_t state = i * (out.size() + 1) + o;
  if ((*failed)[state]) return std::nullopt;
  if (i == in.size() && o == out.size()) return std::vector<ExprPtr>{};
  auto prepend = [](std::vector<ExprPtr> tail, const ExprPtr& head) {
    tail.insert(tail.begin(), head);
    return tail;
  };
  // The same extent on both sides keeps its valid extent (tried first, so a
  // partial unit axis is kept rather than erased).
  if (i < in.size() && o < out.size() && ExtentsEqual(in[i], out[o])) {
    if (auto tail = MapUnitAxes(valid, in, out, i + 1, o + 1, failed)) {
      return prepend(std::move(*tail), valid[i]);
    }
  }
  // An input unit axis goes away when its one coordinate is valid.
  if (i < in.size() && IsConstOne(in[i]) && ExtentsEqual(valid[i], in[i])) {
    if (auto tail = MapUnitAxes(valid, in, out, i + 1, o, failed)) return tail;
  }
  // A new unit axis is valid.
  if (o < out.size() && IsConstOne(out[o])) {
    if (auto tail = MapUnitAxes(valid, in, out, i, o + 1, failed)) {
      return prepend(std::move(*tail), out[o]);
    }
  }
  (*failed)[state] = 1;
  return std::nullopt;
}

}  // namespace

std::vector<ExprPtr> WithoutAxes(const std::vector<ExprPtr>& v, const std::vector<int64_t>& dims) {
  std::vector<ExprPtr> out;
  for (size_t k = 0; k < v.size(); ++k) {
    if (std::find(dims.begin(), dims.end(), static_cast<int64_t>(k)) == dims.end()) {
      out.push_back(v[k]);
    }
  }
  return out;
}

void RequireFullyValidDroppedAxes(const std::vector<ExprPtr>& valid,
                                  const std::vector<int64_t>& dropped, const ArgReader& a) {
  const ExprPtr one = MakeIndex(1);
  for (int64_t axis : dropped) {
    const ExprPtr& extent = valid[static_cast<size_t>(axis)];
    if (!ExtentsEqual(extent, one)) {
      a.Fail(absl::StrCat(a.op(), " cannot drop dimension ", axis, ": its valid extent is ",
                          ExprToString(extent),
                          ", which is not provably 1. Rank reduction erases an axis, so the axis "
                          "must be fully valid; keep the dimension instead of dropping it"));
    }
  }
}

std::vector<ExprPtr> ReshapeValidShape(const std::vector<ExprPtr>& valid,
                                       const std::vector<ExprPtr>& in_shape,
                                       const std::vector<ExprPtr>& new_shape,
                                       bool row_major_contiguous, const std::string& op,
                                       const Span& span) {
  auto fail = [&](const std::string& why) {
    ThrowUserError(span, absl::StrCat(op, ": cannot reshape ", ShapeToString(in_shape), " to ",
                                      ShapeToString(new_shape), " with valid_shape ",
                                      ShapeToString(valid), ": ", why));
  };
  bool full = true;
  for (size_t i = 0; i < valid.size() && full; ++i) full = ExtentsEqual(valid[i], in_shape[i]);
  if (full) return new_shape;
  for (const auto& v : valid) {
    if (StaticDim(v) == std::optional<int64_t>(0)) {
      return std::vector<ExprPtr>(new_shape.size(), MakeIndex(0));
    }
  }
  std::vector<char> failed((in_shape.size() + 1) * (new_shape.size() + 1), 0);
  if (auto mapped = MapUnitAxes(valid, in_shape, new_shape, 0, 0, &failed)) return *mapped;

  // Otherwise the valid elements must be a flat row-major prefix of the
  // buffer, which some box of the new shape covers exactly.
  if (!row_major_contiguous) {
    fail("the valid data is not stored row-major, so it is no contiguous prefix");
  }
  size_t free_dim = 0;
  while (free_dim + 1 < valid.size() && IsConstOne(valid[free_dim])) ++free_dim;
  int64_t trailing = 1;
  for (size_t i = free_dim + 1; i < valid.size(); ++i) {
    if (!ExtentsEqual(valid[i], in_shape[i])) {
      fail(absl::StrCat("dimension ", i, " is only partly valid, so the valid data is scattered"));
    }
    auto extent = StaticDim(in_shape[i]);
    if (!extent) fail(absl::StrCat("dimension ", i, " has a runtime extent"));
    if (__builtin_mul_overflow(trailing, *extent, &trailing)) fail("its size overflows 64 bits");
  }
  std::vector<int64_t> target(new_shape.size());
  for (size_t i = 0; i < new_shape.size(); ++i) {
    auto extent = StaticDim(new_shape[i]);
    if (!extent) fail(absl::StrCat("target dimension ", i, " has a runtime extent"));
    target[i] = *extent;
  }
  std::vector<int64_t> step(target.size(), 1);  // row-major elements per step of each axis
  for (size_t i = target.size(); i-- > 1;) {
    if (__builtin_mul_overflow(step[i], target[i], &step[i - 1])) {
      fail("the target's size overflows 64 bits");
    }
  }
  auto box = [&](size_t axis, const ExprPtr& extent) {
    std::vector<ExprPtr> out(new_shape.size());
    for (size_t i = 0; i < out.size(); ++i) {
      out[i] = i < axis ? MakeIndex(1) : i == axis ? extent : new_shape[i];
    }
    return out;
  };
  if (auto free_valid = StaticDim(valid[free_dim])) {
    int64_t prefix = 0;
    if (__builtin_mul_overflow(*free_valid, trailing, &prefix)) fail("its size overflows 64 bits");
    for (size_t i = 0; i < target.size(); ++i) {
      if (step[i] == 0 || prefix % step[i] != 0) continue;
      if (prefix / step[i] <= target[i]) return box(i, MakeIndex(prefix / step[i]));
    }
    fail(
        absl::StrCat("its ", prefix, " valid elements fill no whole number of rows of the target"));
  }
  if (auto free_physical = StaticDim(in_shape[free_dim])) {
    for (size_t i = 0; i < target.size(); ++i) {
      if (step[i] == trailing && *free_physical <= target[i]) return box(i, valid[free_dim]);
    }
  }
  fail("its runtime number of valid rows matches no row size of the target");
  return {};
}

std::vector<ExprPtr> InferWindowReadValidShape(const WindowRead& r, const std::string& op,
                                               const Span& span) {
  const size_t rank = r.window.size();
  if (r.source_shape.size() != rank) {
    ThrowUserError(span, absl::StrCat(op, ": window rank ", rank, " ", ShapeToString(r.window),
                                      " does not match source rank ", r.source_shape.size(), " ",
                                      ShapeToString(r.source_shape)));
  }
  if (r.offsets.size() != rank) {
    ThrowUserError(span, absl::StrCat(op, ": expected ", rank, " offsets, got ", r.offsets.size()));
  }
  if (!r.requested_valid.empty() && r.requested_valid.size() != rank) {
    ThrowUserError(span, absl::StrCat(op, ": valid_shape rank ", r.requested_valid.size(),
                                      " does not match window rank ", rank));
  }
  const ExprPtr& zero = ComparisonZero();
  std::vector<ExprPtr> result;
  result.reserve(rank);
  for (size_t i = 0; i < rank; ++i) {
    const ExprPtr& offset = r.offsets[i];
    const ExprPtr& window = r.window[i];
    // The wording of these errors is the reference's.
    if (BoundsLessEqual(zero, offset) == std::optional<bool>(false)) {
      ThrowUserError(
          span, absl::StrCat(op, " offset ", i, " is provably negative (", ExprToString(offset),
                             "); a window must start inside its source"));
    }
    if (!r.requested_valid.empty()) {
      if (BoundsLessEqual(r.requested_valid[i], window) == std::optional<bool>(false)) {
        ThrowUserError(
            span, absl::StrCat(op, " valid_shape ", i, " is ", ExprToString(r.requested_valid[i]),
                               ", which exceeds the window extent ", ExprToString(window),
                               "; a valid region cannot be larger than the shape that holds it"));
      }
    }
    const ExprPtr& reach =
        r.exact_window || r.requested_valid.empty() ? window : r.requested_valid[i];
    if (!r.clamp && IsIntegerScalarExpr(offset) && IsIntegerScalarExpr(reach) &&
        IsIntegerScalarExpr(r.source_shape[i])) {
      const bool past_end =
          EndPastLimit(offset, reach, r.source_shape[i], [](const ExprPtr& end, const ExprPtr& l) {
            return BoundsLessEqual(end, l) == std::optional<bool>(false);
          });
      if (past_end) {
        ThrowUserError(span,
                       absl::StrCat(op, " reads past the end of dimension ", i, ": offset ",
                                    ExprToString(offset), " + extent ", ExprToString(reach),
                                    " exceeds the source extent ", ExprToString(r.source_shape[i]),
                                    r.remedy.empty() ? "" : ". ", r.remedy));
      }
    }
    const ExprPtr& src_valid = r.source_valid[i];
    const bool fully_valid = DimsEqual(src_valid, r.source_shape[i]);
    ExprPtr available;
    if (fully_valid && !r.clamp) {
      available = window;
    } else {
      if (!IsIntegerScalarExpr(offset)) {
        ThrowUserError(
            span, absl::StrCat(op, " offset ", i, " must be an integer scalar to narrow dimension ",
                               i, " against a partial source"));
      }
      auto cv = StaticDim(src_valid);
      auto co = StaticDim(offset);
      int64_t diff = 0;
      const ExprPtr remaining =
          DimsEqual(offset, zero) || co == std::optional<int64_t>(0) ? src_valid
          : cv && co && !__builtin_sub_overflow(*cv, *co, &diff)
              ? MakeConstInt(diff, DataType::kIndex)
              : FoldExtent(arith::MakeBinary(BinaryOp::kSub, src_valid, offset));
      available = MinExtent(ClampNonNegative(remaining), window);
    }
    if (r.requested_valid.empty()) {
      result.push_back(available);
      continue;
    }
    const ExprPtr& requested = r.requested_valid[i];
    const bool narrower = !DimsEqual(available, window) &&
                          ProveExtentLessEqual(available, requested) == std::optional<bool>(true);
    result.push_back(narrower ? available : requested);
  }
  return result;
}

namespace {

// Whether `e` is integer constants and variables combined by +, -, * and
// negation with no variable used twice (across calls sharing `seen`). Interval
// arithmetic is exact on such expressions, so when two of them share no
// variable their constant bounds decide every order the analyzer could prove.
bool IsSingleUseArithmetic(const Expr& e, std::vector<const Expr*>* seen, int budget = 12) {
  if (budget <= 0) return false;
  switch (e.kind()) {
    case NodeKind::kConstInt:
      return true;
    case NodeKind::kVar:
    case NodeKind::kIterArg:
      if (std::find(seen->begin(), seen->end(), &e) != seen->end()) return false;
      seen->push_back(&e);
      return true;
    case NodeKind::kBinary: {
      const auto& bin = static_cast<const BinaryExpr&>(e);
      if (bin.op() != BinaryOp::kAdd && bin.op() != BinaryOp::kSub && bin.op() != BinaryOp::kMul) {
        return false;
      }
      return IsSingleUseArithmetic(*bin.lhs(), seen, budget - 1) &&
             IsSingleUseArithmetic(*bin.rhs(), seen, budget - 1);
    }
    case NodeKind::kUnary: {
      const auto& un = static_cast<const UnaryExpr&>(e);
      return un.op() == UnaryOp::kNeg && IsSingleUseArithmetic(*un.operand(), seen, budget - 1);
    }
    default:
      return false;
  }
}

// Whether a > b is provable. Most write bounds are settled by constant
// bounds alone: a window end `i * 16 + 16` can never be proved past 64, and
// asking the analyzer's rewriter that for every store dominated parsing.
bool ProvablyGreater(const ExprPtr& a, const ExprPtr& b) {
  if (auto le = IntervalLessEqual(a, b)) return !*le;
  if (!IsIntegerScalarExpr(a) || !IsIntegerScalarExpr(b)) return false;
  std::vector<const Expr*> vars;
  if (IsSingleUseArithmetic(*a, &vars) && IsSingleUseArithmetic(*b, &vars)) return false;
  return ProveExtentLessEqual(FoldExtent(a), b) == std::optional<bool>(false);
}

}  // namespace

void CheckWriteBounds(const std::vector<ExprPtr>& target_shape, const std::vector<ExprPtr>& reach,
                      const std::vector<ExprPtr>& offsets, const std::string& op,
                      const std::string& remedy, const Span& span) {
  const size_t rank = target_shape.size();
  if (reach.size() != rank || offsets.size() != rank) return;
  const ExprPtr& zero = ComparisonZero();
  for (size_t i = 0; i < rank; ++i) {
    // As the reference: only a provable violation is an error (an INDEX
    // variable counts as non-negative); a relation left symbolic is trusted.
    if (ProvablyGreater(zero, offsets[i])) {
      ThrowUserError(
          span, absl::StrCat(op, " offset ", i, " is provably negative (", ExprToString(offsets[i]),
                             "); a write must start inside its target"));
    }
    if (!IsIntegerScalarExpr(offsets[i]) || !IsIntegerScalarExpr(reach[i]) ||
        !IsIntegerScalarExpr(target_shape[i])) {
      continue;
    }
    if (EndPastLimit(offsets[i], reach[i], target_shape[i], ProvablyGreater)) {
      ThrowUserError(span,
                     absl::StrCat(op, " writes past the end of dimension ", i, ": offset ",
                                  ExprToString(offsets[i]), " + extent ", ExprToString(reach[i]),
                                  " exceeds the target extent ", ExprToString(target_shape[i]),
                                  remedy.empty() ? "" : ". ", remedy));
    }
  }
}

std::vector<ExprPtr> WriteValidShapeUnion(const std::vector<ExprPtr>& target_shape,
                                          const std::vector<ExprPtr>& target_valid,
                                          const std::vector<ExprPtr>& source_valid,
                                          const std::vector<ExprPtr>& offsets,
                                          const std::string& op, const Span& span) {
  const size_t rank = target_shape.size();
  if (target_valid.size() != rank || source_valid.size() != rank || offsets.size() != rank) {
    return target_valid;
  }
  const ExprPtr& zero = ComparisonZero();
  auto proved_le = [](const ExprPtr& a, const ExprPtr& b) {
    return ProveExtentLessEqual(a, b) == std::optional<bool>(true);
  };
  auto is_empty = [&](const ExprPtr& e) { return proved_le(e, zero); };
  auto at_origin = [&] { return std::all_of(offsets.begin(), offsets.end(), is_empty); };
  // Nothing written: the target stands.
  if (std::any_of(source_valid.begin(), source_valid.end(), is_empty)) return target_valid;
  // Nothing there before: the written region alone, which must start at the origin.
  for (size_t i = 0; i < rank; ++i) {
    if (!is_empty(target_valid[i])) continue;
    if (!at_origin()) {
      ThrowUserError(span, absl::StrCat(op, " writes at offset ", ShapeToString(offsets),
                                        " into a target with no valid data (dimension ", i,
                                        " has valid extent 0); the valid region would not start "
                                        "at the origin, so write an empty target at offset 0"));
    }
    return source_valid;
  }
  // A fully valid target stays so (the bounds were checked before).
  bool fully_valid = true;
  for (size_t i = 0; i < rank && fully_valid; ++i) {
    fully_valid = ExtentsEqual(target_valid[i], target_shape[i]);
  }
  if (fully_valid) return target_valid;
  // The axes whose written far edge may pass the target's valid extent.
  std::vector<ExprPtr> far_edge;
  std::vector<size_t> growing;
  for (size_t i = 0; i < rank; ++i) {
    far_edge.push_back(is_empty(offsets[i]) ? source_valid[i]
                                            : FoldExtent(arith::MakeBinary(
                                                  BinaryOp::kAdd, offsets[i], source_valid[i])));
    if (!proved_le(far_edge[i], target_valid[i])) growing.push_back(i);
  }
  if (growing.empty()) return target_valid;  // written inside the valid region
  // An origin-anchored write covering the whole valid region replaces it.
  if (at_origin()) {
    bool covers = true;
    for (size_t i = 0; i < rank && covers; ++i) {
      covers = proved_le(target_valid[i], source_valid[i]);
    }
    if (covers) return source_valid;
  }
  // Otherwise one axis may grow, by a slab that touches the valid region and
  // spans every other axis exactly: anything else is not one rectangle at the
  // origin, which is all a valid shape can describe.
  auto axes = [&] {
    std::string out;
    for (size_t k = 0; k < growing.size(); ++k) {
      absl::StrAppend(&out, k == 0 ? "" : (k + 1 == growing.size() ? " and " : ", "), growing[k]);
    }
    return out;
  };
  if (growing.size() != 1) {
    ThrowUserError(
        span, absl::StrCat(op, " extends the valid region along dimensions ", axes(),
                           " at once (target valid ", ShapeToString(target_valid), ", writing ",
                           ShapeToString(source_valid), " at offset ", ShapeToString(offsets),
                           "); the union is not one rectangle at the origin"));
  }
  const size_t axis = growing.front();
  if (!proved_le(offsets[axis], target_valid[axis])) {
    ThrowUserError(span, absl::StrCat(op, " leaves a gap in dimension ", axis,
                                      ": the write starts at ", ExprToString(offsets[axis]),
                                      ", not provably at or before the target's valid extent ",
                                      ExprToString(target_valid[axis]),
                                      "; a write that extends the valid region must adjoin it"));
  }
  for (size_t i = 0; i < rank; ++i) {
    if (i == axis) continue;
    if (!is_empty(offsets[i])) {
      ThrowUserError(
          span, absl::StrCat(op, " extends dimension ", axis, ", so it must cover dimension ", i,
                             " from 0, but it starts at ", ExprToString(offsets[i]),
                             "; the union would not be one rectangle at the origin"));
    }
    if (!ExtentsEqual(source_valid[i], target_valid[i])) {
      ThrowUserError(
          span, absl::StrCat(op, " extends dimension ", axis, ", so its valid extent ",
                             ExprToString(source_valid[i]), " in dimension ", i,
                             " must provably equal the target's (", ExprToString(target_valid[i]),
                             "); the union would not be one rectangle at the origin"));
    }
  }
  std::vector<ExprPtr> result = target_valid;
  result[axis] = MinExtent(MaxExtent(target_valid[axis], far_edge[axis]), target_shape[axis]);
  return result;
}

// ---- ArgReader ----

std::string ArgReader::Describe(size_t i) const {
  std::string out = absl::StrCat("argument ", i + 1);
  if (i < names_.size()) absl::StrAppend(&out, " (", names_[i], ")");
  return out;
}

std::pair<std::vector<ExprPtr>, std::vector<ExprPtr>> SplitAxisReshape(std::vector<ExprPtr> shape,
                                                                       std::vector<ExprPtr> valid,
                                                                       size_t axis, bool halve,
                                                                       const ArgReader& a) {
  auto dtype_of = [](const ExprPtr& e) {
    auto s = As<ScalarType>(e->type());
    return s ? s->dtype() : DataType::kIndex;
  };
  auto two = [&](const ExprPtr& like) { return MakeConstInt(2, dtype_of(like), like->span()); };
  const ExprPtr& d = shape[axis];
  if (auto c = StaticDim(d)) {
    if (halve && *c % 2 != 0) {
      a.Fail(absl::StrCat("split-axis static extent ", *c, " must be even to shard in half"));
    }
    shape[axis] = MakeConstInt(halve ? *c / 2 : *c * 2, dtype_of(d), d->span());
  } else {
    shape[axis] = std::make_shared<BinaryExpr>(halve ? BinaryOp::kFloorDiv : BinaryOp::kMul, d,
                                               two(d), dtype_of(d), d->span());
  }
  if (axis < valid.size()) {
    const ExprPtr& v = valid[axis];
    const DataType dt = dtype_of(v);
    if (auto c = StaticDim(v)) {
      valid[axis] = MakeConstInt(halve ? (*c + 1) / 2 : *c * 2, dt, v->span());
    } else if (halve) {
      auto plus_one = std::make_shared<BinaryExpr>(BinaryOp::kAdd, v,
                                                   MakeConstInt(1, dt, v->span()), dt, v->span());
      valid[axis] =
          std::make_shared<BinaryExpr>(BinaryOp::kFloorDiv, plus_one, two(v), dt, v->span());
    } else {
      valid[axis] = std::make_shared<BinaryExpr>(BinaryOp::kMul, v, two(v), dt, v->span());
    }
  }
  return {std::move(shape), std::move(valid)};
}

namespace {

bool IsReinterpretableDType(DataType d) {
  switch (d) {
    case DataType::kInt8:
    case DataType::kInt16:
    case DataType::kInt32:
    case DataType::kInt64:
    case DataType::kUInt8:
    case DataType::kUInt16:
    case DataType::kUInt32:
    case DataType::kUInt64:
    case DataType::kFP16:
    case DataType::kFP32:
    case DataType::kBF16:
      return true;
    default:
      return false;
  }
}

// `extent` scaled from `src_bytes`- to `dst_bytes`-wide elements; nullopt
// when that is not provable (a dynamic extent narrowed, or not divisible).
std::optional<ExprPtr> TryScaleExtent(const ExprPtr& extent, int64_t src_bytes, int64_t dst_bytes) {
  if (src_bytes == dst_bytes) return extent;
  if (src_bytes > dst_bytes) {
    if (src_bytes % dst_bytes != 0) return std::nullopt;
    return FoldMul(extent, MakeIndex(src_bytes / dst_bytes));
  }
  if (dst_bytes % src_bytes != 0) return std::nullopt;
  const int64_t divisor = dst_bytes / src_bytes;
  if (auto c = StaticDim(extent)) {
    if (*c % divisor != 0) return std::nullopt;
    return MakeIndex(*c / divisor);
  }
  // (x * k) / k, the inverse of an earlier widening view.
  if (auto mul = As<BinaryExpr>(extent); mul && mul->op() == BinaryOp::kMul) {
    if (StaticDim(mul->rhs()) == std::optional<int64_t>(divisor)) return mul->lhs();
    if (StaticDim(mul->lhs()) == std::optional<int64_t>(divisor)) return mul->rhs();
  }
  return std::nullopt;
}

// TryScaleExtent with the reference's diagnostics when it fails.
ExprPtr ScaleExtent(const ExprPtr& extent, int64_t src_bytes, int64_t dst_bytes,
                    const std::string& what, size_t axis, const ArgReader& a) {
  if (src_bytes > dst_bytes ? src_bytes % dst_bytes != 0 : dst_bytes % src_bytes != 0) {
    a.Fail(absl::StrCat("cannot represent dtype byte ratio ", src_bytes, ":", dst_bytes));
  }
  if (auto scaled = TryScaleExtent(extent, src_bytes, dst_bytes)) return *scaled;
  const int64_t divisor = dst_bytes / src_bytes;
  auto c = StaticDim(extent);
  if (!c) {
    a.Fail(absl::StrCat("cannot prove that dynamic ", what, " dimension ", axis,
                        " is divisible by ", divisor,
                        " for the wider target dtype; provide a static divisible extent"));
  }
  a.Fail(absl::StrCat(what, " dimension ", axis, " (", *c, ") is not divisible by ", divisor,
                      " for the wider target dtype"));
}

std::vector<ExprPtr> ScaleAxis(std::vector<ExprPtr> v, size_t axis, int64_t src_bytes,
                               int64_t dst_bytes, const std::string& what, const ArgReader& a) {
  v[axis] = ScaleExtent(v[axis], src_bytes, dst_bytes, what, axis, a);
  return v;
}

void CheckPositive(const std::vector<ExprPtr>& shape, const std::string& what, const ArgReader& a) {
  for (size_t i = 0; i < shape.size(); ++i) {
    auto c = StaticDim(shape[i]);
    if (c && *c <= 0) {
      a.Fail(absl::StrCat(what, " dimension ", i, " must be positive, got ", *c));
    }
  }
}

}  // namespace

std::pair<std::vector<ExprPtr>, std::vector<ExprPtr>> ResolveReinterpret(
    const std::vector<ExprPtr>& shape, const std::vector<ExprPtr>& explicit_valid, DataType source,
    DataType target, size_t axis, const std::optional<std::vector<ExprPtr>>& requested,
    const ArgReader& a) {
  const char* kSupported =
      "; supported dtypes are byte-addressable int/uint8/16/32/64, FP16, BF16, and FP32";
  if (!IsReinterpretableDType(source)) {
    a.Fail(absl::StrCat("does not support source dtype ", DataTypeName(source), kSupported));
  }
  if (!IsReinterpretableDType(target)) {
    a.Fail(absl::StrCat("does not support target dtype ", DataTypeName(target), kSupported));
  }
  if (source == target) {
    a.Fail("requires source and target dtypes to differ; use reshape/view for shape-only changes");
  }
  CheckPositive(shape, "source shape", a);
  if (!explicit_valid.empty()) {
    if (explicit_valid.size() != shape.size()) {
      a.Fail(absl::StrCat("source valid_shape rank ", explicit_valid.size(),
                          " does not match source rank ", shape.size()));
    }
    for (size_t i = 0; i < shape.size(); ++i) {
      auto v = StaticDim(explicit_valid[i]);
      auto p = StaticDim(shape[i]);
      if (v && p && *v > *p) {
        a.Fail(absl::StrCat("source valid_shape dimension ", i, " (", *v,
                            ") exceeds physical dimension ", *p));
      }
    }
  }
  const int64_t sb = DataTypeBits(source) / 8;
  const int64_t tb = DataTypeBits(target) / 8;
  std::optional<std::vector<ExprPtr>> auto_shape;
  if (auto scaled = TryScaleExtent(shape[axis], sb, tb)) {
    auto_shape = shape;
    (*auto_shape)[axis] = *scaled;
  }
  std::vector<ExprPtr> out_shape;
  if (requested) {
    out_shape = *requested;
    if (out_shape.empty()) a.Fail("target shape must have rank >= 1");
    CheckPositive(out_shape, "target shape", a);
    const bool matches_auto = auto_shape && ShapesEqual(out_shape, *auto_shape);
    if (!matches_auto) {
      auto n_src = StaticNumElements(shape);
      auto n_dst = StaticNumElements(out_shape);
      if (!n_src || !n_dst) {
        a.Fail(
            "cannot prove byte-size equality for an explicit shape with dynamic dimensions; omit "
            "shape to use layout-aware auto detection, or provide fully static shapes");
      }
      if (*n_src * sb != *n_dst * tb) {
        a.Fail(absl::StrCat("requires equal source and target byte sizes, but source has ",
                            *n_src * sb, " bytes and target has ", *n_dst * tb, " bytes"));
      }
    }
  } else {
    out_shape = auto_shape ? *auto_shape : ScaleAxis(shape, axis, sb, tb, "shape", a);
  }
  const bool partial = !explicit_valid.empty() && !ShapesEqual(explicit_valid, shape);
  if (requested && partial) {
    auto expected = auto_shape ? *auto_shape : ScaleAxis(shape, axis, sb, tb, "shape", a);
    if (!ShapesEqual(out_shape, expected)) {
      a.Fail(
          "cannot preserve a partial valid_shape through an arbitrary explicit reshape; omit "
          "shape or use the layout-aware auto-detected shape");
    }
  }
  std::vector<ExprPtr> valid =
      partial ? ScaleAxis(explicit_valid, axis, sb, tb, "valid_shape", a) : out_shape;
  return {std::move(out_shape), std::move(valid)};
}

void ArgReader::Fail(const std::string& message) const {
  // A requirement reads as the reference's operator checks do ("The operator tile.load
  // requires ...", "The operator tile.create shape element 0 must be positive, got 0").
  static constexpr absl::string_view kOperatorPhrased[] = {
      "requires ", "shape element ",
      "supports transpose=", "does not support a dynamic valid_shape"};
  for (absl::string_view lead : kOperatorPhrased) {
    if (absl::StartsWith(message, lead)) {
      ThrowUserError(span_, absl::StrCat("The operator ", op_, " ", message));
    }
  }
  ThrowUserError(span_, absl::StrCat(op_, ": ", message));
}

namespace {
std::string Got(const ExprPtr& e) { return e ? TypeToString(e->type()) : "<null>"; }
}  // namespace

TileTypePtr ArgReader::Tile(size_t i) const {
  if (!Has(i)) Fail(absl::StrCat("missing ", Describe(i)));
  auto t = TileTypeOf(args_[i]);
  if (!t) {
    // The reference's wording first (its ValueError), then the full type.
    static constexpr const char* kOrdinals[] = {"first", "second", "third", "fourth", "fifth"};
    // A one-operand op says just "argument".
    std::string which = "argument";
    if (names_.size() > 1) {
      which = i < 5 ? absl::StrCat(kOrdinals[i], " argument") : absl::StrCat("argument ", i + 1);
    }
    ThrowUserError(span_, absl::StrCat("ValueError: The operator ", op_, " requires ", which,
                                       " to be a TileType, but got ",
                                       args_[i] ? TypeClassName(args_[i]->type()) : "<null>", " (",
                                       Describe(i), ": ", Got(args_[i]), ")"));
  }
  return t;
}

TensorTypePtr ArgReader::Tensor(size_t i) const {
  if (!Has(i)) Fail(absl::StrCat("missing ", Describe(i)));
  auto t = TensorTypeOf(args_[i]);
  if (!t) Fail(absl::StrCat(Describe(i), " must be a Tensor, got ", Got(args_[i])));
  return t;
}

ScalarTypePtr ArgReader::Scalar(size_t i) const {
  if (!Has(i)) Fail(absl::StrCat("missing ", Describe(i)));
  auto t = args_[i] ? As<ScalarType>(args_[i]->type()) : nullptr;
  if (!t) Fail(absl::StrCat(Describe(i), " must be a Scalar, got ", Got(args_[i])));
  return t;
}

const MakeTuple* ArgReader::ListArg(size_t i) const {
  if (!Has(i)) Fail(absl::StrCat("missing ", Describe(i)));
  // args_[i] owns the node.
  const MakeTuple* t = As<MakeTuple>(args_[i]).get();
  if (!t) Fail(absl::StrCat(Describe(i), " must be a list such as [a, b], got ", Got(args_[i])));
  return t;
}

const std::vector<ExprPtr>& ArgReader::TupleElems(size_t i) const {
  const MakeTuple* t = ListArg(i);
  for (size_t k = 0; k < t->elements().size(); ++k) {
    auto d = ScalarDataType(t->elements()[k]);
    if (!d || !(IsInt(*d))) {
      Fail(absl::StrCat(Describe(i), " element ", k, " must be an integer scalar, got ",
                        Got(t->elements()[k])));
    }
  }
  return t->elements();
}

const std::vector<ExprPtr>& ArgReader::ScalarTupleElems(size_t i) const {
  const MakeTuple* t = ListArg(i);
  for (size_t k = 0; k < t->elements().size(); ++k) {
    if (!ScalarDataType(t->elements()[k])) {
      Fail(absl::StrCat(Describe(i), " element ", k, " must be a scalar, got ",
                        Got(t->elements()[k])));
    }
  }
  return t->elements();
}

const std::vector<ExprPtr>& ArgReader::IndexTupleElems(size_t i, absl::string_view what) const {
  const MakeTuple* t = ListArg(i);
  for (size_t k = 0; k < t->elements().size(); ++k) {
    auto d = ScalarDataType(t->elements()[k]);
    if (!d) {
      Fail(absl::StrCat(what, " tuple element ", k, " must be a scalar, got ",
                        Got(t->elements()[k])));
    }
    if (!IsIndexLike(*d)) {
      Fail(absl::StrCat(what, " tuple element ", k,
                        " must have dtype INT64, UINT64, or INDEX, but got ", DataTypeString(*d)));
    }
  }
  return t->elements();
}

int64_t ArgReader::ConstIntArg(size_t i) const {
  if (!Has(i)) Fail(absl::StrCat("missing ", Describe(i)));
  auto c = As<ConstInt>(args_[i]);
  if (!c) Fail(absl::StrCat(Describe(i), " must be an integer constant, got ", Got(args_[i])));
  return c->value();
}

// ---- Kwargs ----

namespace {
[[noreturn]] void KwargKindError(const std::string& op, const std::string& key,
                                 const std::string& expected, const Span& span) {
  ThrowUserError(span, absl::StrCat(op, ": keyword argument '", key, "' must be ", expected));
}
}  // namespace

std::optional<DataType> KwargDType(const Attrs& kwargs, const std::string& key,
                                   const std::string& op, const Span& span) {
  const AttrValue* v = kwargs.Find(key);
  if (!v || v->IsNone()) return std::nullopt;
  if (v->kind() != AttrValue::Kind::kDataType) KwargKindError(op, key, "a data type", span);
  return v->AsDataType();
}

DataType RequireKwargDType(const Attrs& kwargs, const std::string& key, const std::string& op,
                           const Span& span) {
  auto d = KwargDType(kwargs, key, op, span);
  if (!d) ThrowUserError(span, absl::StrCat(op, ": missing required keyword argument '", key, "'"));
  return *d;
}

std::optional<bool> KwargBool(const Attrs& kwargs, const std::string& key, const std::string& op,
                              const Span& span) {
  const AttrValue* v = kwargs.Find(key);
  if (!v || v->IsNone()) return std::nullopt;
  if (v->kind() != AttrValue::Kind::kBool) KwargKindError(op, key, "a bool", span);
  return v->AsBool();
}

std::optional<int64_t> KwargInt(const Attrs& kwargs, const std::string& key, const std::string& op,
                                const Span& span) {
  const AttrValue* v = kwargs.Find(key);
  if (!v || v->IsNone()) return std::nullopt;
  if (v->kind() != AttrValue::Kind::kInt) KwargKindError(op, key, "an int", span);
  return v->AsInt();
}

std::optional<int64_t> KwargAtomic(const Attrs& kwargs, const std::string& op, const Span& span) {
  const AttrValue* v = kwargs.Find("atomic");
  if (!v || v->IsNone()) return std::nullopt;
  if (v->kind() == AttrValue::Kind::kInt) {
    if (v->AsInt() != 0 && v->AsInt() != 1) {
      ThrowUserError(span,
                     absl::StrCat(op, ": atomic must be 0 (none) or 1 (add), got ", v->AsInt()));
    }
    return v->AsInt();
  }
  if (v->kind() == AttrValue::Kind::kEnum && v->EnumQualifier() == "AtomicType") {
    if (v->AsString() == "None_") return 0;
    if (v->AsString() == "Add") return 1;
  }
  ThrowUserError(span, absl::StrCat(op,
                                    ": keyword argument 'atomic' must be pl.AtomicType.None_ "
                                    "or pl.AtomicType.Add"));
}

bool IsAtomicAddDType(DataType d) {
  return d == DataType::kFP32 || d == DataType::kBF16 || d == DataType::kFP16 ||
         d == DataType::kInt32 || d == DataType::kInt16 || d == DataType::kInt8;
}

std::optional<std::string> KwargString(const Attrs& kwargs, const std::string& key,
                                       const std::string& op, const Span& span) {
  const AttrValue* v = kwargs.Find(key);
  if (!v || v->IsNone()) return std::nullopt;
  if (v->kind() != AttrValue::Kind::kString) KwargKindError(op, key, "a string", span);
  return v->AsString();
}

void CheckTensorWriteValueDType(const CallPtr& write) {
  if (write->args().size() != 3) return;
  const auto* tensor = AsPtr<TensorType>(write->args()[0]->type());
  const auto* value = AsPtr<ScalarType>(write->args()[2]->type());
  if (tensor && value && tensor->dtype() != value->dtype()) {
    ThrowUserError(write->span(),
                   absl::StrCat("tensor.write requires value dtype to match tensor dtype, but "
                                "got value dtype ",
                                DataTypeString(value->dtype()), " and tensor dtype ",
                                DataTypeString(tensor->dtype())));
  }
}

}  // namespace ptoc::ir
