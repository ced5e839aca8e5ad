#include "compiler/ir/type.h"

#include "compiler/ir/expr.h"

namespace ptoc::ir {
bool SameDimExpr(const ExprPtr& a, const ExprPtr& b) {
  if (a == b) return true;
  if (!a || !b) return false;
  const auto* ca = AsPtr<ConstInt>(a);
  const auto* cb = AsPtr<ConstInt>(b);
  if (ca && cb) return ca->value() == cb->value();
  const auto* ba = AsPtr<BinaryExpr>(a);
  const auto* bb = AsPtr<BinaryExpr>(b);
  if (ba && bb) {
    return ba->op() == bb->op() && SameDimExpr(ba->lhs(), bb->lhs()) &&
           SameDimExpr(ba->rhs(), bb->rhs());
  }
  const auto* ka = AsPtr<Call>(a);
  const auto* kb = AsPtr<Call>(b);
  if (ka && kb && ka->op() && kb->op() && ka->op()->name() == kb->op()->name()) {
    return SameDimList(ka->args(), kb->args());
  }
  return false;
}

bool SameDimList(const std::vector<ExprPtr>& a, const std::vector<ExprPtr>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (!SameDimExpr(a[i], b[i])) return false;
  }
  return true;
}

TypePtr UnknownType::Get() {
  static const TypePtr* type = new TypePtr(std::make_shared<UnknownType>());
  return *type;
}

TypePtr PtrType::Get() {
  static const TypePtr* type = new TypePtr(std::make_shared<PtrType>());
  return *type;
}

TypePtr MemRefType::Get() {
  static const TypePtr* type = new TypePtr(std::make_shared<MemRefType>());
  return *type;
}

std::shared_ptr<const ScalarType> ScalarType::Get(DataType dtype) {
  static const auto* table = [] {
    auto* t = new std::vector<std::shared_ptr<const ScalarType>>();
    for (int i = 0; i < kNumDataTypes; ++i) {
      t->push_back(std::make_shared<ScalarType>(static_cast<DataType>(i)));
    }
    return t;
  }();
  return (*table)[static_cast<int>(dtype)];
}

namespace {

bool AnyNonConstant(const std::vector<ExprPtr>& dims) {
  for (const auto& d : dims) {
    if (d && d->kind() != NodeKind::kConstInt) return true;
  }
  return false;
}

}  // namespace

TupleType::TupleType(std::vector<TypePtr> types, Span span)
    : Type(kKind, span), types_(std::move(types)) {
  for (const auto& t : types_) {
    if (t && t->HasSymbolicDims()) SetNodeBit(true);
  }
}

TensorType::TensorType(std::vector<ExprPtr> shape, DataType dtype, std::optional<TensorView> view,
                       MemRefPtr memref, Span span)
    : ShapedType(kKind, std::move(shape), dtype, std::move(memref), span) {
  if (view) {
    if (SameDimList(view->valid_shape, this->shape())) view->valid_shape.clear();
    const bool informative = !view->valid_shape.empty() || !view->stride.empty() ||
                             view->layout != TensorLayout::kND || view->pad != PadValue::kNull;
    if (informative) view_ = std::move(view);
  }
  SetNodeBit(AnyNonConstant(this->shape()) ||
             (view_ && (AnyNonConstant(view_->valid_shape) || AnyNonConstant(view_->stride))));
}

TileType::TileType(std::vector<ExprPtr> shape, DataType dtype,
                   std::optional<MemorySpace> memory_space, std::optional<TileView> view,
                   MemRefPtr memref, Span span)
    : ShapedType(kKind, std::move(shape), dtype, std::move(memref), span),
      memory_space_(memory_space) {
  if (view) {
    if (SameDimList(view->valid_shape, this->shape())) view->valid_shape.clear();
    TileView implicit = ImplicitTileView(this->shape(), memory_space_);
    if (!SameTileView(*view, implicit)) view_ = std::move(view);
  }
  SetNodeBit(
      AnyNonConstant(this->shape()) ||
      (view_ && (AnyNonConstant(view_->valid_shape) || AnyNonConstant(view_->stride) ||
                 (view_->start_offset && view_->start_offset->kind() != NodeKind::kConstInt))));
}

TileView TileType::EffectiveView() const {
  if (view_) return *view_;
  return ImplicitTileView(shape(), memory_space_);
}

TileView ImplicitTileView(const std::vector<ExprPtr>& shape, std::optional<MemorySpace> space) {
  TileView view;
  // A 2-D column vector [R, 1] with R > 1 is column-major; everything else is
  // row-major.
  TileLayout from_shape = TileLayout::kRowMajor;
  if (shape.size() == 2) {
    auto rows = StaticDim(shape[0]);
    auto cols = StaticDim(shape[1]);
    // Only a statically known [R, 1] with R > 1 (the reference's rule).
    if (cols && *cols == 1 && rows && *rows > 1) from_shape = TileLayout::kColMajor;
  }
  view.blayout = from_shape;
  view.slayout = TileLayout::kNoneBox;
  view.fractal = 512;
  if (!space) return view;
  switch (*space) {
    case MemorySpace::kMat:
    case MemorySpace::kLeft:
      view.blayout = TileLayout::kColMajor;
      view.slayout = TileLayout::kRowMajor;
      break;
    case MemorySpace::kRight:
      view.slayout = TileLayout::kColMajor;
      break;
    case MemorySpace::kAcc:
      view.blayout = TileLayout::kColMajor;
      view.slayout = TileLayout::kRowMajor;
      view.fractal = 1024;
      break;
    case MemorySpace::kLeftScale:
      view.blayout = TileLayout::kRowMajor;
      view.slayout = TileLayout::kRowMajor;
      view.fractal = 32;
      break;
    case MemorySpace::kRightScale:
      view.blayout = TileLayout::kColMajor;
      view.slayout = TileLayout::kColMajor;
      view.fractal = 32;
      break;
    default:
      break;
  }
  return view;
}

bool SameTileView(const TileView& a, const TileView& b) {
  return SameDimList(a.valid_shape, b.valid_shape) && SameDimList(a.stride, b.stride) &&
         SameDimExpr(a.start_offset, b.start_offset) && a.blayout == b.blayout &&
         a.slayout == b.slayout && a.fractal == b.fractal && a.pad == b.pad &&
         a.compact == b.compact;
}

TypePtr WithMemRef(const TypePtr& type, MemRefPtr memref) {
  if (auto tensor = As<TensorType>(type)) {
    return std::make_shared<TensorType>(tensor->shape(), tensor->dtype(), tensor->view(),
                                        std::move(memref), tensor->span());
  }
  if (auto tile = As<TileType>(type)) {
    return std::make_shared<TileType>(tile->shape(), tile->dtype(), tile->memory_space(),
                                      tile->view(), std::move(memref), tile->span());
  }
  return type;
}

TileTypePtr WithMemorySpace(const TileTypePtr& type, std::optional<MemorySpace> space) {
  // Keep the effective view of the old space only if it was explicit.
  return std::make_shared<TileType>(type->shape(), type->dtype(), space, type->view(),
                                    type->memref(), type->span());
}

std::optional<int64_t> StaticDim(const ExprPtr& dim) {
  if (const auto* c = AsPtr<ConstInt>(dim)) return c->value();
  return std::nullopt;
}

bool IdenticalDim(const ExprPtr& a, const ExprPtr& b) {
  if (a == b) return true;
  const auto* ca = AsPtr<ConstInt>(a);
  const auto* cb = AsPtr<ConstInt>(b);
  return ca && cb && ca->value() == cb->value() && ca->dtype() == cb->dtype();
}

bool IdenticalDims(const std::vector<ExprPtr>& a, const std::vector<ExprPtr>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (!IdenticalDim(a[i], b[i])) return false;
  }
  return true;
}

std::optional<int64_t> StaticNumElements(const std::vector<ExprPtr>& shape) {
  int64_t n = 1;
  for (const auto& d : shape) {
    auto v = StaticDim(d);
    if (!v) return std::nullopt;
    n *= *v;
  }
  return n;
}

const char* TypeClassName(const TypePtr& t) {
  switch (t->kind()) {
    case NodeKind::kScalarType:
      return "ScalarType";
    case NodeKind::kTensorType:
      return "TensorType";
    case NodeKind::kTileType:
      return "TileType";
    case NodeKind::kTupleType:
      return "TupleType";
    case NodeKind::kPtrType:
      return "PtrType";
    case NodeKind::kMemRefType:
      return "MemRefType";
    case NodeKind::kArrayType:
      return "ArrayType";
    default:
      return "UnknownType";
  }
}

}  // namespace ptoc::ir
