#include "compiler/ir/expr.h"

#include <algorithm>
#include <atomic>

#include "absl/strings/str_cat.h"
#include "compiler/base/status.h"

namespace ptoc::ir {
namespace {

uint64_t NextVarId() {
  static std::atomic<uint64_t> next{1};
  return next.fetch_add(1, std::memory_order_relaxed);
}

DataType ScalarTypeDType(const TypePtr& type) {
  return static_cast<const ScalarType&>(*type).dtype();
}

}  // namespace

Var::Var(NodeKind kind, std::string name_hint, TypePtr type, Span span)
    : Expr(kind, std::move(type), span),
      name_hint_(std::move(name_hint)),
      unique_id_(NextVarId()) {}

std::shared_ptr<const Var> Var::AnnotationTyped(std::string name_hint, TypePtr type, Span span) {
  auto var = std::make_shared<Var>(std::move(name_hint), std::move(type), span);
  var->annotation_typed_ = true;
  return var;
}

MemRef::MemRef(VarPtr base, ExprPtr byte_offset, int64_t size, Span span)
    : Var(kKind, base ? base->name_hint() : std::string("memref"), MemRefType::Get(), span),
      base_(std::move(base)),
      byte_offset_(std::move(byte_offset)),
      size_(size) {}

std::shared_ptr<const MemRef> MemRef::MakePinned(VarPtr base, int64_t slot_count,
                                                 ExprPtr slot_index, Span span) {
  auto m = std::make_shared<MemRef>(std::move(base), nullptr, 0, span);
  m->pinned_ = true;
  m->slot_count_ = slot_count;
  m->slot_index_ = std::move(slot_index);
  return m;
}

std::shared_ptr<const MemRef> MemRef::WithOffset(ExprPtr byte_offset) const {
  auto m = std::make_shared<MemRef>(base_, std::move(byte_offset), size_, span());
  m->pinned_ = pinned_;
  m->slot_count_ = slot_count_;
  m->slot_index_ = slot_index_;
  return m;
}

ConstInt::ConstInt(int64_t value, DataType dtype, Span span)
    : Expr(kKind, ScalarType::Get(dtype), span), value_(value) {}
DataType ConstInt::dtype() const { return ScalarTypeDType(type()); }

ConstFloat::ConstFloat(double value, DataType dtype, Span span)
    : Expr(kKind, ScalarType::Get(dtype), span), value_(value) {}
DataType ConstFloat::dtype() const { return ScalarTypeDType(type()); }

ConstBool::ConstBool(bool value, Span span)
    : Expr(kKind, ScalarType::Get(DataType::kBool), span), value_(value) {}

namespace {

// The highest of the expressions an attribute value holds (lists included).
int AttrHeight(const AttrValue& value) {
  if (value.kind() == AttrValue::Kind::kExpr) return value.AsExpr() ? value.AsExpr()->height() : 0;
  int height = 0;
  if (value.kind() == AttrValue::Kind::kList) {
    for (const AttrValue& element : value.AsList()) height = std::max(height, AttrHeight(element));
  }
  return height;
}

}  // namespace

void Expr::SetHeightAbove(const ExprPtr& operand) {
  if (operand) {
    SetNodeCount(static_cast<uint16_t>(
        std::max<int>(NodeCount(), std::min(operand->height() + 1, kMaxHeight))));
  }
}

void Expr::SetHeightAbove(const std::vector<ExprPtr>* operands, const Attrs* attrs) {
  int below = -1;  // the highest operand; none yet
  if (operands != nullptr) {
    for (const ExprPtr& operand : *operands) {
      if (operand) below = std::max(below, operand->height());
    }
  }
  if (attrs != nullptr) {
    for (const auto& entry : *attrs) below = std::max(below, AttrHeight(entry.second));
  }
  if (below >= 0) {
    SetNodeCount(
        static_cast<uint16_t>(std::max<int>(NodeCount(), std::min(below + 1, kMaxHeight))));
  }
}

BinaryExpr::BinaryExpr(BinaryOp op, ExprPtr lhs, ExprPtr rhs, DataType dtype, Span span)
    : Expr(kKind, ScalarType::Get(dtype), span),
      op_(op),
      lhs_(std::move(lhs)),
      rhs_(std::move(rhs)) {
  SetHeightAbove(lhs_);
  SetHeightAbove(rhs_);
}
DataType BinaryExpr::dtype() const { return ScalarTypeDType(type()); }

UnaryExpr::UnaryExpr(UnaryOp op, ExprPtr operand, DataType dtype, Span span)
    : Expr(kKind, ScalarType::Get(dtype), span), op_(op), operand_(std::move(operand)) {
  SetHeightAbove(operand_);
}
DataType UnaryExpr::dtype() const { return ScalarTypeDType(type()); }

absl::string_view BinaryOpName(BinaryOp op) {
  static constexpr absl::string_view kNames[] = {
      "Add", "Sub", "Mul",    "FloorDiv", "FloorMod", "FloatDiv",     "Min",          "Max",
      "Pow", "Eq",  "Ne",     "Lt",       "Le",       "Gt",           "Ge",           "And",
      "Or",  "Xor", "BitAnd", "BitOr",    "BitXor",   "BitShiftLeft", "BitShiftRight"};
  return kNames[static_cast<int>(op)];
}

absl::string_view UnaryOpName(UnaryOp op) {
  static constexpr absl::string_view kNames[] = {"Abs", "Neg", "Not", "BitNot", "Cast"};
  return kNames[static_cast<int>(op)];
}

bool IsComparison(BinaryOp op) { return op >= BinaryOp::kEq && op <= BinaryOp::kGe; }
bool IsLogical(BinaryOp op) {
  return op == BinaryOp::kAnd || op == BinaryOp::kOr || op == BinaryOp::kXor;
}

namespace {
// Shapes, offsets and most other tuples hold a few scalars of one dtype;
// those share one immutable type object per (dtype, size) instead of
// allocating their own.
constexpr size_t kMaxSharedTupleSize = 8;

TypePtr SharedScalarTupleType(const ExprPtr& first, size_t size) {
  static const auto* const table = [] {
    auto* t = new std::vector<TypePtr>(kNumDataTypes * kMaxSharedTupleSize);
    for (int d = 0; d < kNumDataTypes; ++d) {
      for (size_t n = 1; n <= kMaxSharedTupleSize; ++n) {
        (*t)[d * kMaxSharedTupleSize + n - 1] = std::make_shared<TupleType>(
            std::vector<TypePtr>(n, ScalarType::Get(static_cast<DataType>(d))));
      }
    }
    return t;
  }();
  if (!first || !first->type() || !ScalarType::Matches(first->type()->kind()) || size == 0 ||
      size > kMaxSharedTupleSize) {
    return nullptr;
  }
  const DataType dtype = static_cast<const ScalarType&>(*first->type()).dtype();
  if (first->type() != ScalarType::Get(dtype)) return nullptr;  // not the shared scalar type
  return (*table)[static_cast<int>(dtype) * kMaxSharedTupleSize + size - 1];
}

TypePtr TupleTypeOf(const std::vector<ExprPtr>& elements) {
  if (!elements.empty()) {
    if (TypePtr shared = SharedScalarTupleType(elements[0], elements.size())) {
      bool same = true;
      for (const auto& e : elements) same = same && e && e->type() == elements[0]->type();
      if (same) return shared;
    }
  }
  std::vector<TypePtr> types;
  types.reserve(elements.size());
  for (const auto& e : elements) types.push_back(e ? e->type() : UnknownType::Get());
  return std::make_shared<TupleType>(std::move(types));
}

TypePtr ElementType(const ExprPtr& tuple, int index) {
  if (tuple) {
    if (auto tt = As<TupleType>(tuple->type())) {
      if (index >= 0 && index < static_cast<int>(tt->types().size())) return tt->types()[index];
    }
  }
  return UnknownType::Get();
}
}  // namespace

MakeTuple::MakeTuple(std::vector<ExprPtr> elements, Span span)
    : Expr(kKind, TupleTypeOf(elements), span), elements_(std::move(elements)) {
  SetHeightAbove(&elements_);
}

TupleGetItem::TupleGetItem(ExprPtr tuple, int index, Span span)
    : Expr(kKind, ElementType(tuple, index), span), tuple_(std::move(tuple)), index_(index) {
  SetHeightAbove(tuple_);
}

ExprPtr MakeIndex(int64_t value, Span span) {
  return std::make_shared<ConstInt>(value, DataType::kIndex, span);
}
ExprPtr MakeConstInt(int64_t value, DataType dtype, Span span) {
  return std::make_shared<ConstInt>(value, dtype, span);
}
ExprPtr MakeConstFloat(double value, DataType dtype, Span span) {
  return std::make_shared<ConstFloat>(value, dtype, span);
}
ExprPtr MakeConstBool(bool value, Span span) { return std::make_shared<ConstBool>(value, span); }
ExprPtr MakeIndexTuple(const std::vector<int64_t>& values, Span span) {
  std::vector<ExprPtr> elements;
  elements.reserve(values.size());
  for (int64_t v : values) elements.push_back(MakeIndex(v, span));
  return std::make_shared<MakeTuple>(std::move(elements), span);
}

std::optional<DataType> ScalarDataType(const ExprPtr& expr) {
  if (!expr) return std::nullopt;
  if (const auto* s = AsPtr<ScalarType>(expr->type())) return s->dtype();
  return std::nullopt;
}

void CheckScalarOperandCategories(const char* op, const ExprPtr& lhs, const ExprPtr& rhs,
                                  const Span& span) {
  const auto l = ScalarDataType(lhs);
  const auto r = ScalarDataType(rhs);
  if (!l || !r) return;
  if (IsBool(*l) || IsBool(*r)) {
    ThrowUserError(span, absl::StrCat("TypeError: Operator '", op, "' does not accept bool dtype"));
  }
  if (IsFloat(*l) != IsFloat(*r)) {
    ThrowUserError(span, absl::StrCat("TypeError: Operator '", op,
                                      "' requires same numeric dtype category, got ",
                                      DataTypeString(*l), " and ", DataTypeString(*r)));
  }
}

CallPtr SubmitCallView(const Submit& submit) {
  return std::make_shared<Call>(submit.op(), submit.args(), submit.kwargs(), submit.attrs(),
                                submit.type(), submit.span());
}

CallPtr CallOrSubmitView(const ExprPtr& expr) {
  if (auto submit = As<Submit>(expr)) return SubmitCallView(*submit);
  return As<Call>(expr);
}

}  // namespace ptoc::ir
