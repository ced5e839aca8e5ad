// Registration of the `tensor.*` operators (tensor-level programs before
// ConvertTensorToTileOps, and orchestration code): creation, views, slicing,
// elementwise math, reductions, broadcasts and matmul.
#include <algorithm>
#include <iterator>

#include "absl/strings/str_cat.h"
#include "compiler/ir/ops/op_def.h"

namespace ptoc::ir {
namespace {

// A freshly computed tensor: only its own valid region is kept.
TypePtr Fresh(std::vector<ExprPtr> shape, DataType dtype, std::vector<ExprPtr> valid) {
  TensorView view;
  view.valid_shape = std::move(valid);
  return std::make_shared<TensorType>(std::move(shape), dtype, std::move(view));
}

TypePtr Plain(std::vector<ExprPtr> shape, DataType dtype) {
  return std::make_shared<TensorType>(std::move(shape), dtype);
}

TypePtr DeduceCreate(const ArgReader& a, const Attrs& kw) {
  auto shape = a.TupleElems(0);
  DataType dtype = RequireKwargDType(kw, "dtype", a.op(), a.span());
  auto layout = KwargEnum<TensorLayout>(kw, "layout", a.op(), a.span()).value_or(TensorLayout::kND);
  KwargBool(kw, "manual_dep", a.op(), a.span());
  std::optional<TensorView> view;
  if (layout != TensorLayout::kND) {
    view = TensorView();
    view->layout = layout;
  }
  return std::make_shared<TensorType>(shape, dtype, view);
}

// tensor.ci(start, shape, dtype=, descending=): an integer sequence, lowered
// to tile.ci.
TypePtr DeduceTensorCi(const ArgReader& a, const Attrs& kw) {
  const DataType dtype = CiDestinationDType(a, kw);
  const std::vector<ExprPtr>& shape = a.TupleElems(1);
  if (shape.empty()) a.Fail("requires a non-empty shape");
  if (StaticDim(shape.back()) == std::optional<int64_t>(1)) {
    a.Fail("requires the innermost dimension to differ from 1");
  }
  RequireCiSingleRow(a, shape);
  return Plain(shape, dtype);
}

TypePtr DeduceFull(const ArgReader& a, const Attrs& kw) {
  const auto& shape = a.TupleElems(0);
  DataType dtype = RequireKwargDType(kw, "dtype", a.op(), a.span());
  if (!As<ConstInt>(a.Arg(1)) && !As<ConstFloat>(a.Arg(1))) {
    a.Fail(absl::StrCat(a.Describe(1), " must be a numeric constant"));
  }
  return Plain(shape, dtype);
}

// The axes drop_dims (argument i) names, normalized; each must be a unit
// dimension of `shape`.
std::vector<int64_t> DroppedAxes(const ArgReader& a, size_t i, const std::vector<ExprPtr>& shape) {
  std::vector<int64_t> dims;
  if (!a.Has(i)) return dims;
  for (const auto& e : a.TupleElems(i)) {
    auto c = StaticDim(e);
    if (!c) a.Fail("drop_dims entries must be constants");
    int64_t d = *c < 0 ? *c + static_cast<int64_t>(shape.size()) : *c;
    if (d < 0 || d >= static_cast<int64_t>(shape.size()) ||
        StaticDim(shape[d]) != std::optional<int64_t>(1)) {
      a.Fail(absl::StrCat("drop_dims entry ", *c, " must name a unit dimension of the shape"));
    }
    dims.push_back(d);
  }
  return dims;
}

TypePtr DeduceSlice(const ArgReader& a, const Attrs& kw) {
  auto src = a.Tensor(0);
  auto shape = a.TupleElems(1);
  auto offsets = a.TupleElems(2);
  std::vector<ExprPtr> requested = a.Has(3) ? a.TupleElems(3) : std::vector<ExprPtr>{};
  if (src->view() && (src->view()->layout == TensorLayout::kMxAZZ ||
                      src->view()->layout == TensorLayout::kMxBNN)) {
    a.Fail("cannot slice a tensor with an MX layout");
  }
  std::vector<ExprPtr> valid;
  if (shape.size() == src->rank() && offsets.size() == shape.size()) {
    const bool clamp = KwargBool(kw, "clamp", a.op(), a.span()).value_or(false);
    WindowRead read{src->shape(),
                    ValidShapeOf(*src),
                    offsets,
                    shape,
                    requested,
                    clamp,
                    "Pass clamp=True to narrow the valid region to the source's edge"};
    valid = InferWindowReadValidShape(read, a.op(), a.span());
  } else {
    if (!requested.empty() && requested.size() != shape.size()) {
      a.Fail("valid_shape must have the rank of shape");
    }
    valid = requested.empty() ? shape : requested;
  }
  const std::vector<int64_t> dropped = DroppedAxes(a, 4, shape);
  RequireFullyValidDroppedAxes(valid, dropped, a);
  auto new_shape = WithoutAxes(shape, dropped);
  auto new_valid = WithoutAxes(valid, dropped);
  PadValue pad = src->view() ? src->view()->pad : PadValue::kNull;
  if (auto p = KwargEnum<PadValue>(kw, "pad_value", a.op(), a.span())) pad = *p;
  TensorView view;
  view.valid_shape = std::move(new_valid);
  view.pad = pad;
  return std::make_shared<TensorType>(std::move(new_shape), src->dtype(), std::move(view));
}

TypePtr DeduceAssemble(const ArgReader& a, const Attrs& kw) {
  auto target = a.Tensor(0);
  // The reference requires a tensor source too: a tile is written into a
  // tensor with tile.store.
  if (a.Has(1) && IsTile(a.Arg(1))) {
    a.Fail(absl::StrCat(a.Describe(1), " must be a Tensor, got ", TypeToString(a.Arg(1)->type()),
                        "\nhelp: store a tile into a tensor with pl.store(tile, offsets, tensor)"));
  }
  auto source = a.Tensor(1);
  const auto& offsets = a.TupleElems(2);
  // The dtypes are not compared, as in the reference; an atomic add needs a
  // target the hardware adds into.
  if (auto atomic = KwargAtomic(kw, a.op(), a.span()); atomic && *atomic != 0) {
    if (!IsAtomicAddDType(target->dtype())) {
      ThrowUserError(a.span(), absl::StrCat(a.op(),
                                            " with atomic=AtomicType.Add requires an "
                                            "fp32/bf16/fp16/int32/int16/int8 target (hardware "
                                            "atomic-add dtypes), but got ",
                                            DataTypeName(target->dtype())));
    }
  }
  // As in the reference, a write whose source or offsets do not share the
  // target's rank is a reinterpreting one (OptimizeOrchTensors gives it
  // strides), not a rectangle on the target's axes: no bounds check, and the
  // result is the fully valid target.
  if (source->rank() != target->rank() || offsets.size() != target->rank()) {
    return Fresh(target->shape(), target->dtype(), target->shape());
  }
  CheckWriteBounds(target->shape(), ValidShapeOf(*source), offsets, a.op(),
                   "Only the source's valid region is written, so that extent has to fit at this "
                   "offset",
                   a.span());
  // The target's valid region grows by what the write adds, when the union
  // is one rectangle at the origin.
  return Fresh(target->shape(), target->dtype(),
               WriteValidShapeUnion(target->shape(), ValidShapeOf(*target), ValidShapeOf(*source),
                                    offsets, a.op(), a.span()));
}

std::vector<ExprPtr> PackedStrides(const std::vector<ExprPtr>& shape, TensorLayout layout);

ExprPtr LeadingProduct(const std::vector<ExprPtr>& dims) {
  ExprPtr product = MakeIndex(1);
  for (size_t i = 0; i + 1 < dims.size(); ++i) product = IndexMul(product, dims[i]);
  return product;
}

// The one reshape an explicit valid_shape may describe, as in the reference:
// an ND tensor's leading dimensions collapsed into the rows of a 2D view,
// where the valid region stays a row-major prefix (unit valid extents, then
// one partial extent, then full ones).
bool IsNdLeadingCollapseTo2D(const std::vector<ExprPtr>& shape, const std::vector<ExprPtr>& valid,
                             const std::vector<ExprPtr>& target,
                             const std::vector<ExprPtr>& target_valid) {
  if (shape.empty() || valid.size() != shape.size() || target.size() != 2 ||
      target_valid.size() != 2) {
    return false;
  }
  if (!DimsEqual(target[0], LeadingProduct(shape)) || !DimsEqual(target[1], shape.back()) ||
      !DimsEqual(target_valid[0], LeadingProduct(valid)) ||
      !DimsEqual(target_valid[1], valid.back())) {
    return false;
  }
  bool past_boundary = false;
  for (size_t i = 0; i + 1 < shape.size(); ++i) {
    if (past_boundary && !DimsEqual(valid[i], shape[i])) return false;
    if (StaticDim(valid[i]) != std::optional<int64_t>(1)) past_boundary = true;
  }
  return true;
}

void CheckExplicitViewValidShape(const ArgReader& a, const TensorType& src, TensorLayout src_layout,
                                 TensorLayout layout, const std::vector<ExprPtr>& shape,
                                 const std::vector<ExprPtr>& valid) {
  for (size_t i = 0; i < valid.size(); ++i) {
    auto v = StaticDim(valid[i]);
    if (v && *v <= 0) {
      a.Fail(absl::StrCat("valid_shape dimension ", i, " must be positive, got ", *v));
    }
    auto d = StaticDim(shape[i]);
    if (v && d && *v > *d) {
      a.Fail(absl::StrCat("valid_shape dimension ", i, " (", *v,
                          ") exceeds target shape dimension ", *d));
    }
  }
  const bool source_has_valid = src.view() && !src.view()->valid_shape.empty();
  if (valid.empty()) {
    if (source_has_valid) {
      a.Fail("a partial source valid_shape requires a non-empty target valid_shape");
    }
    return;
  }
  if (!source_has_valid) a.Fail("an explicit target valid_shape requires a source valid_shape");
  if (src_layout != TensorLayout::kND || layout != TensorLayout::kND) {
    a.Fail("explicit valid_shape shape reinterpretation only supports ND layout");
  }
  if (!IsNdLeadingCollapseTo2D(src.shape(), src.view()->valid_shape, shape, valid)) {
    a.Fail(
        "explicit valid_shape must describe an ND leading-dimension collapse to 2D that preserves "
        "the final shape and valid_shape dimensions");
  }
}

TypePtr DeduceView(const ArgReader& a, const Attrs& kw) {
  auto src = a.Tensor(0);
  const std::optional<TensorView>& src_view = src->view();
  const TensorLayout src_layout = src_view ? src_view->layout : TensorLayout::kND;
  std::optional<TensorLayout> requested = KwargEnum<TensorLayout>(kw, "layout", a.op(), a.span());
  if (!a.Has(1) && !requested) a.Fail("requires at least one of shape or layout");
  TensorView view;
  view.layout = requested.value_or(src_layout);
  const bool flips = view.layout != src_layout;
  std::vector<ExprPtr> shape = a.Has(1) ? a.TupleElems(1) : src->shape();
  std::vector<ExprPtr> valid = a.Has(2) ? a.TupleElems(2) : std::vector<ExprPtr>{};
  // The reference's validity rules: NZ is tile-only; a new shape keeps the
  // element count; a reinterpret cannot carry a partial valid region forward
  // unless the call names the new one.
  if (view.layout == TensorLayout::kNZ) a.Fail("NZ layout is not allowed on a tensor (tile-only)");
  if (a.Has(1)) {
    for (size_t i = 0; i < shape.size(); ++i) {
      auto d = As<ConstInt>(shape[i]);
      if (d && d->value() <= 0) {
        a.Fail(absl::StrCat("shape dimension ", i, " must be positive, got ", d->value()));
      }
    }
    auto n_src = StaticNumElements(src->shape());
    auto n_dst = StaticNumElements(shape);
    if (n_src && n_dst && *n_src != *n_dst) {
      a.Fail(absl::StrCat("cannot reinterpret a tensor of size ", *n_src, " as shape with size ",
                          *n_dst));
    }
    const std::vector<ExprPtr> src_valid =
        src_view ? src_view->valid_shape : std::vector<ExprPtr>{};
    if (!a.Has(2) && !src_valid.empty()) {
      bool fully_valid = src_valid.size() == src->shape().size();
      for (size_t i = 0; fully_valid && i < src_valid.size(); ++i) {
        fully_valid = DimsEqual(src_valid[i], src->shape()[i]);
      }
      if (!fully_valid) {
        a.Fail("shape reinterpret does not support a source with a partial valid_shape");
      }
    }
  } else if (flips) {
    // A layout-only view swaps the trailing pair.
    if (shape.size() < 2) a.Fail("cross-layout reinterpret requires rank >= 2");
    std::swap(shape[shape.size() - 2], shape[shape.size() - 1]);
  }
  if (view.layout == TensorLayout::kDN && shape.size() < 2) a.Fail("DN layout requires rank >= 2");
  // Strides: a layout-only view keeps the source's explicit strides (trailing
  // pair swapped on a flip); otherwise the packed strides of the new shape.
  if (!a.Has(1) && src_view && !src_view->stride.empty()) {
    view.stride = src_view->stride;
    if (flips && view.stride.size() >= 2) {
      std::swap(view.stride[view.stride.size() - 2], view.stride[view.stride.size() - 1]);
    }
  } else {
    view.stride = PackedStrides(shape, view.layout);
  }
  if (src_view) {
    if (!a.Has(1) && !src_view->valid_shape.empty()) {
      view.valid_shape = src_view->valid_shape;
      if (flips && view.valid_shape.size() >= 2) {
        std::swap(view.valid_shape[view.valid_shape.size() - 2],
                  view.valid_shape[view.valid_shape.size() - 1]);
      }
    }
    if (!a.Has(1) || a.Has(2)) view.pad = src_view->pad;
  }
  if (!valid.empty() && valid.size() != shape.size()) {
    a.Fail(absl::StrCat("valid_shape rank (", valid.size(), ") must match target shape rank (",
                        shape.size(), ")"));
  }
  if (a.Has(2)) {
    CheckExplicitViewValidShape(a, *src, src_layout, view.layout, shape, valid);
    view.valid_shape = std::move(valid);
  }
  return std::make_shared<TensorType>(std::move(shape), src->dtype(), std::move(view));
}

TypePtr DeduceReshape(const ArgReader& a, const Attrs&) {
  auto src = a.Tensor(0);
  const auto& shape = a.TupleElems(1);
  // As the reference: the element counts are compared only when both are
  // constant and positive (a -1 or 0 extent skips the check).
  auto n_src = StaticNumElements(src->shape());
  auto n_dst = StaticNumElements(shape);
  if (n_src && n_dst && *n_src > 0 && *n_dst > 0 && *n_src != *n_dst) {
    a.Fail(absl::StrCat("cannot reshape ", ShapeToString(src->shape()), " (", *n_src,
                        " elements) to ", ShapeToString(shape), " (", *n_dst, " elements)"));
  }
  // A view cannot make data valid: the source's valid region maps through the
  // reshape (its elements must be in row-major order for a partial one).
  bool row_major = true;
  if (const auto& view = src->view()) {
    row_major =
        view->layout == TensorLayout::kND &&
        (view->stride.empty() || ShapesEqual(view->stride, RowMajorStrideExprs(src->shape())));
  }
  std::vector<ExprPtr> valid =
      ReshapeValidShape(ValidShapeOf(*src), src->shape(), shape, row_major, a.op(), a.span());
  // An explicit valid shape may narrow that region, never widen it.
  if (a.Has(2)) {
    auto requested = a.TupleElems(2);
    if (requested.size() != shape.size()) {
      a.Fail(absl::StrCat("valid_shape rank ", requested.size(), " does not match the shape rank ",
                          shape.size()));
    }
    for (size_t i = 0; i < requested.size(); ++i) {
      if (auto c = StaticDim(requested[i]); c && *c < 0) {
        a.Fail(absl::StrCat("valid_shape[", i, "] = ", *c, " is negative"));
      }
      auto r = StaticDim(requested[i]);
      auto m = StaticDim(valid[i]);
      if (r && m && *r > *m) {
        a.Fail(absl::StrCat("valid_shape[", i, "] = ", *r, " exceeds the valid extent ", *m,
                            " the source gives"));
      }
    }
    valid = std::move(requested);
  }
  return Fresh(shape, src->dtype(), std::move(valid));
}

// A transpose only swaps metadata: the data keeps the source's layout. The
// result records the source strides swapped at the two axes (unless they are
// the row-major strides of the new shape), and a swap of the two trailing
// axes toggles the ND/DN tag.
TypePtr DeduceTranspose(const ArgReader& a, const Attrs&) {
  auto src = a.Tensor(0);
  const size_t rank = src->rank();
  if (rank < 2) a.Fail(absl::StrCat("requires at least 2 dimensions, got ", rank));
  auto axis = [&](size_t i) {
    int64_t ax = a.ConstIntArg(i);
    if (ax < 0) ax += static_cast<int64_t>(rank);
    if (ax < 0 || ax >= static_cast<int64_t>(rank)) {
      a.Fail(absl::StrCat(a.Describe(i), " is out of range for rank ", rank));
    }
    return static_cast<size_t>(ax);
  };
  const size_t x = axis(1);
  const size_t y = axis(2);
  if (x == y) a.Fail(absl::StrCat("axis1 and axis2 must differ, got ", x, " twice"));
  auto shape = src->shape();
  std::swap(shape[x], shape[y]);

  const TensorView in = src->view().value_or(TensorView());
  TensorView out;
  out.pad = in.pad;
  out.layout = in.layout;
  if (std::min(x, y) == rank - 2 && std::max(x, y) == rank - 1) {
    out.layout = in.layout == TensorLayout::kND ? TensorLayout::kDN : TensorLayout::kND;
  }
  std::vector<ExprPtr> stride = in.stride.empty() ? RowMajorStrideExprs(src->shape()) : in.stride;
  std::swap(stride[x], stride[y]);
  bool row_major = out.layout == TensorLayout::kND;
  if (row_major) {
    const auto canonical = RowMajorStrideExprs(shape);
    for (size_t i = 0; i < rank && row_major; ++i) {
      auto c1 = As<ConstInt>(canonical[i]);
      auto c2 = As<ConstInt>(stride[i]);
      row_major = (c1 && c2) ? c1->value() == c2->value() : canonical[i] == stride[i];
    }
  }
  if (!row_major) out.stride = std::move(stride);
  if (a.Has(3)) {
    out.valid_shape = a.TupleElems(3);
    if (out.valid_shape.size() != rank) {
      a.Fail(absl::StrCat("valid_shape has rank ", out.valid_shape.size(), ", the tensor ", rank));
    }
  } else if (!in.valid_shape.empty()) {
    out.valid_shape = in.valid_shape;
    std::swap(out.valid_shape[x], out.valid_shape[y]);
  }
  if (out.stride.empty() && out.layout == TensorLayout::kND && out.valid_shape.empty() &&
      out.pad == PadValue::kNull) {
    return Plain(std::move(shape), src->dtype());
  }
  return std::make_shared<TensorType>(std::move(shape), src->dtype(), std::move(out));
}

TypePtr DeduceRead(const ArgReader& a, const Attrs&) {
  auto t = a.Tensor(0);
  const auto& idx = a.TupleElems(1);
  if (idx.size() != t->rank()) {
    a.Fail(
        absl::StrCat("indices count (", idx.size(), ") must match tensor rank (", t->rank(), ")"));
  }
  return ScalarType::Get(t->dtype());
}

TypePtr DeduceWrite(const ArgReader& a, const Attrs&) {
  auto t = a.Tensor(0);
  const auto& idx = a.TupleElems(1);
  a.Scalar(2);
  if (idx.size() != t->rank()) {
    a.Fail(
        absl::StrCat("indices count (", idx.size(), ") must match tensor rank (", t->rank(), ")"));
  }
  // The value's dtype is checked where a program is read (see the parser).
  return t;
}

TypePtr DeduceDim(const ArgReader& a, const Attrs&) {
  auto t = a.Tensor(0);
  int64_t ax = a.ConstIntArg(1);
  if (ax < 0) ax += static_cast<int64_t>(t->rank());
  if (ax < 0 || ax >= static_cast<int64_t>(t->rank())) {
    a.Fail(absl::StrCat("axis out of range for ", TypeToString(t)));
  }
  return ScalarType::Get(DataType::kIndex);
}

TypePtr DeduceBinary(const ArgReader& a, const Attrs&) {
  auto l = a.Tensor(0);
  auto r = a.Tensor(1);
  auto shape = BroadcastShapes(l->shape(), r->shape());
  if (!shape) {
    a.Fail(absl::StrCat("requires compatible shapes, but got ", ShapeToString(l->shape()), " and ",
                        ShapeToString(r->shape())));
  }
  return Plain(*shape, PromoteDataTypes(l->dtype(), r->dtype()));
}

TypePtr DeduceTensorScalar(const ArgReader& a, const Attrs&, bool keep_lhs_dtype) {
  auto t = a.Tensor(0);
  auto s = a.Scalar(1);
  return Plain(t->shape(), keep_lhs_dtype ? t->dtype() : PromoteDataTypes(t->dtype(), s->dtype()));
}

// tensor.subs keeps the tensor's dtype, and (unlike the other scalar forms)
// takes a tensor and a scalar of the TSUBS element types only, as the
// reference checks.
TypePtr DeduceSubs(const ArgReader& a, const Attrs& kw) {
  TypePtr result = DeduceTensorScalar(a, kw, true);
  static constexpr DataType kSubsDTypes[] = {DataType::kInt8, DataType::kInt16, DataType::kInt32,
                                             DataType::kFP16, DataType::kFP32,  DataType::kBF16};
  auto check = [&](const char* role, DataType d) {
    if (std::find(std::begin(kSubsDTypes), std::end(kSubsDTypes), d) == std::end(kSubsDTypes)) {
      a.Fail(absl::StrCat("requires ", role,
                          " dtype in {INT8, INT16, INT32, FP16, FP32, BF16}, but got ",
                          DataTypeString(d)));
    }
  };
  check("tensor", a.Tensor(0)->dtype());
  check("scalar", a.Scalar(1)->dtype());
  return result;
}

// maximum/minimum accept a tensor or a scalar right-hand side.
TypePtr DeduceBinaryOrScalar(const ArgReader& a, const Attrs& kw) {
  if (IsScalar(a.Arg(1))) return DeduceTensorScalar(a, kw, false);
  return DeduceBinary(a, kw);
}

TypePtr DeduceUnary(const ArgReader& a, const Attrs&) {
  auto t = a.Tensor(0);
  return Fresh(t->shape(), t->dtype(), ValidShapeOf(*t));
}

// exp/sqrt/rsqrt/recip of an integer tensor give FP32 (reference: their tensor deducers).
TypePtr DeduceFloatUnary(const ArgReader& a, const Attrs&) {
  auto t = a.Tensor(0);
  const DataType d = IsFloat(t->dtype()) ? t->dtype() : DataType::kFP32;
  return Fresh(t->shape(), d, ValidShapeOf(*t));
}

// TLOG is implemented for FP16 and FP32 only.
TypePtr DeduceLog(const ArgReader& a, const Attrs& kw) {
  const DataType d = a.Tensor(0)->dtype();
  if (d != DataType::kFP16 && d != DataType::kFP32) {
    a.Fail(absl::StrCat("requires an FP16 or FP32 tensor operand, got ", DataTypeName(d)));
  }
  return DeduceUnary(a, kw);
}

TypePtr DeduceFP32Unary(const ArgReader& a, const Attrs& kw) {
  auto t = a.Tensor(0);
  if (t->dtype() != DataType::kFP32) {
    a.Fail(absl::StrCat("is FP32-only, got ", DataTypeName(t->dtype()),
                        "; cast the input to FP32 first"));
  }
  return DeduceUnary(a, kw);
}

TypePtr DeduceCast(const ArgReader& a, const Attrs& kw) {
  auto t = a.Tensor(0);
  DataType target = RequireKwargDType(kw, "target_type", a.op(), a.span());
  // As tile.cast: the conversion instruction is not an identity copy.
  if (target == t->dtype()) {
    a.Fail(absl::StrCat("target_type ", DataTypeName(target),
                        " equals the input dtype; a same-dtype cast is not a valid operation"));
  }
  return Fresh(t->shape(), target, ValidShapeOf(*t));
}

// Row reductions default to the last axis; column reductions (which need at
// least 2 dimensions) to the second-to-last. Arg reductions give INT32
// indices (`out`).
TypePtr DeduceReduce(const ArgReader& a, const Attrs& kw, int64_t default_axis,
                     std::optional<DataType> out = std::nullopt) {
  auto t = a.Tensor(0);
  const int64_t rank = static_cast<int64_t>(t->rank());
  if (default_axis == -2 && rank < 2) {
    a.Fail(absl::StrCat("requires at least a 2D tensor, got ", rank, " dimensions"));
  }
  int64_t axis = KwargInt(kw, "axis", a.op(), a.span()).value_or(default_axis);
  if (axis < 0) axis += rank;
  if (axis < 0 || axis >= rank) {
    a.Fail(absl::StrCat("axis out of range for ", TypeToString(t)));
  }
  const bool keep = KwargBool(kw, "keep_dim", a.op(), a.span()).value_or(true);
  auto in_valid = ValidShapeOf(*t);
  RequireNonEmptyReductionInput(in_valid, a.op(), a.span());
  std::vector<ExprPtr> shape;
  std::vector<ExprPtr> valid;
  for (int64_t i = 0; i < rank; ++i) {
    if (i == axis) {
      if (keep) {
        shape.push_back(MakeIndex(1));
        valid.push_back(MakeIndex(1));
      }
      continue;
    }
    shape.push_back(t->shape()[i]);
    valid.push_back(in_valid[i]);
  }
  const DataType dtype = out.value_or(t->dtype());
  if (shape.empty()) return ScalarType::Get(dtype);
  return Fresh(std::move(shape), dtype, std::move(valid));
}

TypePtr DeduceRowExpand(const ArgReader& a, const Attrs&) {
  auto t = a.Tensor(0);
  auto r = a.Tensor(1);
  if (t->rank() < 2 || r->rank() < 2) a.Fail("requires operands of rank >= 2");
  if (StaticDim(r->shape().back()) != std::optional<int64_t>(1)) {
    a.Fail(absl::StrCat(a.Describe(1), " must be a column vector [rows, 1], got ",
                        ShapeToString(r->shape())));
  }
  auto tr = StaticDim(t->shape()[t->rank() - 2]);
  auto rr = StaticDim(r->shape()[r->rank() - 2]);
  if (tr && rr && *tr != *rr) {
    a.Fail(absl::StrCat("requires matching row counts, got ", ShapeToString(t->shape()), " and ",
                        ShapeToString(r->shape())));
  }
  return Plain(t->shape(), PromoteDataTypes(t->dtype(), r->dtype()));
}

// As tile.row_expand_add (TRowExpandAdd): both sources of one dtype from {INT8, INT16, INT32,
// FP16, FP32}.
TypePtr DeduceRowExpandAdd(const ArgReader& a, const Attrs& kw) {
  TypePtr result = DeduceRowExpand(a, kw);
  auto t = a.Tensor(0);
  auto r = a.Tensor(1);
  if (t->dtype() != r->dtype()) {
    a.Fail(absl::StrCat("requires src0 and src1 to have the same dtype, got ",
                        DataTypeName(t->dtype()), " and ", DataTypeName(r->dtype())));
  }
  const DataType d = t->dtype();
  RequireDTypeIn(a, d, kRowExpandAddDTypes);
  return result;
}

// TDIV takes INT16, INT32, FP16 and FP32 operands; its high-precision form only floats.
TypePtr DeduceDiv(const ArgReader& a, const Attrs& kw) {
  TypePtr result = DeduceBinary(a, kw);
  for (size_t i = 0; i < 2; ++i) RequireDTypeIn(a, a.Tensor(i)->dtype(), kDivDTypes, "operand");
  if (KwargBool(kw, "high_precision", a.op(), a.span()).value_or(false) &&
      !IsFloat(As<TensorType>(result)->dtype())) {
    a.Fail(
        "supports high_precision only for FP16 or FP32 (the high-precision division has no "
        "integer form)");
  }
  return result;
}

TypePtr DeduceColExpand(const ArgReader& a, const Attrs&) {
  auto t = a.Tensor(0);
  auto c = a.Tensor(1);
  if (t->rank() < 2 || c->rank() < 2) a.Fail("requires operands of rank >= 2");
  if (StaticDim(c->shape()[c->rank() - 2]) != std::optional<int64_t>(1)) {
    a.Fail(absl::StrCat(a.Describe(1), " must be a row vector [1, cols], got ",
                        ShapeToString(c->shape())));
  }
  auto tc = StaticDim(t->shape().back());
  auto cc = StaticDim(c->shape().back());
  if (tc && cc && *tc != *cc) {
    a.Fail(absl::StrCat("requires matching column counts, got ", ShapeToString(t->shape()), " and ",
                        ShapeToString(c->shape())));
  }
  return Plain(t->shape(), PromoteDataTypes(t->dtype(), c->dtype()));
}

TypePtr DeduceExpands(const ArgReader& a, const Attrs&) {
  auto t = a.Tensor(0);
  a.Scalar(1);
  return Plain(t->shape(), t->dtype());
}

void CheckK(const ArgReader& a, const ExprPtr& x, const ExprPtr& y) {
  auto cx = StaticDim(x);
  auto cy = StaticDim(y);
  if (cx && cy && *cx != *cy) {
    a.Fail(absl::StrCat("requires matching inner dimensions, got K=", *cx, " and K=", *cy));
  }
}

TypePtr DeduceMatmul(const ArgReader& a, const Attrs& kw) {
  auto l = a.Tensor(0);
  auto r = a.Tensor(1);
  const auto& ls = l->shape();
  const auto& rs = r->shape();
  if (ls.empty() || rs.empty()) a.Fail("requires operands of rank >= 1");
  DataType out = KwargDType(kw, "out_dtype", a.op(), a.span())
                     .value_or(PromoteDataTypes(l->dtype(), r->dtype()));
  const bool at = KwargBool(kw, "a_trans", a.op(), a.span()).value_or(false);
  const bool bt = KwargBool(kw, "b_trans", a.op(), a.span()).value_or(false);
  KwargBool(kw, "c_matrix_nz", a.op(), a.span());
  std::vector<ExprPtr> shape;
  if (ls.size() == 1 && rs.size() == 1) {
    CheckK(a, ls[0], rs[0]);
  } else if (ls.size() == 2 && rs.size() == 1) {
    CheckK(a, ls[1], rs[0]);
    shape = {ls[0]};
  } else if (ls.size() == 1 && rs.size() == 2) {
    CheckK(a, ls[0], rs[0]);
    shape = {rs[1]};
  } else {
    if (ls.size() < 2 || rs.size() < 2) a.Fail("requires batched operands of rank >= 2");
    const size_t ln = ls.size();
    const size_t rn = rs.size();
    if (ln > 2 || rn > 2) {
      auto batch = BroadcastShapes(std::vector<ExprPtr>(ls.begin(), ls.end() - 2),
                                   std::vector<ExprPtr>(rs.begin(), rs.end() - 2));
      if (!batch) a.Fail("cannot broadcast the batch dimensions");
      shape = *batch;
    }
    ExprPtr m = at ? ls[ln - 1] : ls[ln - 2];
    ExprPtr kl = at ? ls[ln - 2] : ls[ln - 1];
    ExprPtr kr = bt ? rs[rn - 1] : rs[rn - 2];
    ExprPtr n = bt ? rs[rn - 2] : rs[rn - 1];
    CheckK(a, kl, kr);
    shape.push_back(m);
    shape.push_back(n);
  }
  return Plain(std::move(shape), out);
}

// acc += lhs @ rhs (the reference's tensor rule): lhs and rhs of one dtype,
// the accumulator FP32 for float operands and INT32 otherwise; the trailing
// K, M and N extents agree where constant, and the broadcast batch dims of
// lhs and rhs equal the accumulator's (which is written in place, so it does
// not broadcast).
TypePtr DeduceMatmulAcc(const ArgReader& a, const Attrs& kw) {
  auto acc = a.Tensor(0);
  auto l = a.Tensor(1);
  auto r = a.Tensor(2);
  for (size_t i = 0; i < 3; ++i) {
    const size_t rank = a.Tensor(i)->rank();
    if (rank < 2) {
      a.Fail(absl::StrCat("requires ", i == 0 ? "acc" : (i == 1 ? "lhs" : "rhs"),
                          " to be at least 2D, but got ", rank, "D"));
    }
  }
  if (l->dtype() != r->dtype()) {
    a.Fail(absl::StrCat("requires identical lhs and rhs dtypes, but got ",
                        DataTypeString(l->dtype()), " and ", DataTypeString(r->dtype())));
  }
  const DataType result = IsFloat(l->dtype()) ? DataType::kFP32 : DataType::kInt32;
  if (acc->dtype() != result) {
    a.Fail(absl::StrCat("requires accumulator dtype ", DataTypeString(result), ", but got ",
                        DataTypeString(acc->dtype())));
  }
  const bool at = KwargBool(kw, "a_trans", a.op(), a.span()).value_or(false);
  const bool bt = KwargBool(kw, "b_trans", a.op(), a.span()).value_or(false);
  const auto& as = acc->shape();
  const auto& ls = l->shape();
  const auto& rs = r->shape();
  const size_t an = as.size();
  const size_t ln = ls.size();
  const size_t rn = rs.size();
  auto mismatch = [&](const char* what, const ExprPtr& x, const char* what_y, const ExprPtr& y) {
    auto cx = StaticDim(x);
    auto cy = StaticDim(y);
    if (cx && cy && *cx != *cy) {
      a.Fail(absl::StrCat(what, "=", *cx, " != ", what_y, "=", *cy));
    }
  };
  mismatch("lhs K", at ? ls[ln - 2] : ls[ln - 1], "rhs K", bt ? rs[rn - 1] : rs[rn - 2]);
  mismatch("acc M", as[an - 2], "matmul M", at ? ls[ln - 1] : ls[ln - 2]);
  mismatch("acc N", as[an - 1], "matmul N", bt ? rs[rn - 2] : rs[rn - 1]);
  auto batch = BroadcastShapes(std::vector<ExprPtr>(ls.begin(), ls.end() - 2),
                               std::vector<ExprPtr>(rs.begin(), rs.end() - 2));
  if (!batch) a.Fail("cannot broadcast the batch dimensions of lhs and rhs");
  if (batch->size() != an - 2) {
    a.Fail(absl::StrCat("acc batch rank (", an - 2, ") must equal broadcast(lhs, rhs) batch rank (",
                        batch->size(), ")"));
  }
  for (size_t i = 0; i < batch->size(); ++i) {
    auto ca = StaticDim(as[i]);
    auto cb = StaticDim((*batch)[i]);
    if (ca && cb && *ca != *cb) {
      a.Fail(absl::StrCat("acc batch dim ", i, " (", *ca,
                          ") must equal broadcast(lhs, rhs) batch dim ", i, " (", *cb, ")"));
    }
  }
  return Plain(acc->shape(), result);
}

TypePtr DeduceConcat(const ArgReader& a, const Attrs&) {
  auto x = a.Tensor(0);
  auto y = a.Tensor(1);
  if (x->rank() != 2 || y->rank() != 2) a.Fail("requires 2D tensors");
  if (x->dtype() != y->dtype()) a.Fail("requires equal dtypes");
  if (!DimsEqual(x->shape()[0], y->shape()[0])) a.Fail("requires equal row counts");
  return Plain({x->shape()[0], FoldAdd(x->shape()[1], y->shape()[1])}, x->dtype());
}

TypePtr DeduceSetValidShape(const ArgReader& a, const Attrs&) {
  auto t = a.Tensor(0);
  if (t->rank() != 2) a.Fail(absl::StrCat("requires a 2D tensor, got ", TypeToString(t)));
  CheckValidShapeExtents(a, t->shape(), "tensor");
  TensorView view = t->view().value_or(TensorView());
  view.valid_shape = {a.Arg(1), a.Arg(2)};
  return std::make_shared<TensorType>(t->shape(), t->dtype(), std::move(view));
}

TypePtr DeduceFillpad(const ArgReader& a, const Attrs& kw) {
  auto t = a.Tensor(0);
  auto pad = KwargEnum<PadValue>(kw, "pad_value", a.op(), a.span()).value_or(PadValue::kZero);
  if (pad == PadValue::kNull) a.Fail("pad_value must be zero, max or min");
  // The source's view with every element valid (the pad value is the op's,
  // not the result's), as the reference deduces.
  std::optional<TensorView> view = t->view();
  if (view) view->valid_shape = t->shape();
  return std::make_shared<TensorType>(t->shape(), t->dtype(), std::move(view));
}

TypePtr DeduceIndex(const ArgReader&, const Attrs&) { return ScalarType::Get(DataType::kIndex); }

void RegisterTensorOps() {
  // A DDR buffer (InitMemRef declares the MemRef bases of DDR-resident tiles).
  OpDef("tensor.ci", {"start", "shape"})
      .Kwargs({"dtype", "descending"})
      .PrintedDefault("dtype", AttrValue::DType(DataType::kInt32))
      .PrintedDefault("descending", AttrValue::Bool(false))
      .Deduce(DeduceTensorCi)
      .Register();
  OpDef("tensor.alloc", {"memory_space", "size"})
      .Deduce([](const ArgReader&, const Attrs&) { return PtrType::Get(); })
      .Register();
  OpDef("tensor.create", {"shape"})
      .Kwargs({"dtype", "layout", "manual_dep", "init_value"})
      .PrintedDefault("layout", AttrValue::FromEnum(TensorLayout::kND))
      .Deduce(DeduceCreate)
      .Register();
  OpDef("tensor.full", {"shape", "value"}).Kwargs({"dtype"}).Deduce(DeduceFull).Register();
  OpDef("tensor.slice", {"input", "shape", "offset", "valid_shape", "drop_dims"}, 2)
      .Kwargs({"pad_value", "clamp"})
      .OutInherit()
      .View()
      .Deduce(DeduceSlice)
      .Register();
  OpDef("tensor.assemble", {"target", "source", "offset"})
      .Kwargs({"atomic"})
      .Reuses(0)
      .Effect(0, ArgEffect::kReadWrite)
      .Deduce(DeduceAssemble)
      .Register();
  OpDef("tensor.view", {"input", "shape", "valid_shape"}, 2)
      .Kwargs({"layout"})
      .OutInherit()
      .View()
      .Deduce(DeduceView)
      .Register();
  OpDef("tensor.reshape", {"input", "shape", "valid_shape"}, 1)
      .OutInherit()
      .View()
      .Deduce(DeduceReshape)
      .Register();
  OpDef("tensor.transpose", {"input", "axis1", "axis2", "valid_shape"}, 1)
      .Deduce(DeduceTranspose)
      .Register();
  OpDef("tensor.read", {"tensor", "indices"}).Deduce(DeduceRead).Register();
  OpDef("tensor.write", {"tensor", "indices", "value"})
      .Reuses(0)
      .Effect(0, ArgEffect::kWrite)
      .Deduce(DeduceWrite)
      .Register();
  OpDef("tensor.dim", {"tensor", "axis"}).Deduce(DeduceDim).Register();

  for (const char* name : {"tensor.add", "tensor.sub", "tensor.mul"}) {
    OpDef(name, {"lhs", "rhs"}).Deduce(DeduceBinary).Register();
  }
  OpDef("tensor.div", {"lhs", "rhs"}).Kwargs({"high_precision"}).Deduce(DeduceDiv).Register();
  for (const char* name : {"tensor.maximum", "tensor.minimum"}) {
    OpDef(name, {"lhs", "rhs"}).Deduce(DeduceBinaryOrScalar).Register();
  }
  // A 0/1 tensor of the promoted dtype; the right-hand side is a tensor or a scalar (there is
  // no tensor.cmps). ConvertTensorToTileOps lowers it to a compare mask and a select.
  OpDef("tensor.cmp", {"lhs", "rhs"})
      .Kwargs({"cmp_type"})
      .PrintedDefault("cmp_type", AttrValue::Int(0))
      .Deduce(DeduceBinaryOrScalar)
      .Register();
  for (const char* name :
       {"tensor.adds", "tensor.muls", "tensor.divs", "tensor.maximums", "tensor.minimums"}) {
    OpDef(name, {"lhs", "rhs"})
        .Deduce(
            [](const ArgReader& a, const Attrs& kw) { return DeduceTensorScalar(a, kw, false); })
        .Register();
  }
  OpDef("tensor.fmod", {"lhs", "rhs"}).Deduce(DeduceBinary).Register();
  OpDef("tensor.fmods", {"lhs", "rhs"})
      .Deduce([](const ArgReader& a, const Attrs& kw) { return DeduceTensorScalar(a, kw, false); })
      .Register();
  // Partial combines have no scalar form; on whole tensors they are plain
  // binary ops and lower one-to-one to tile.part_*.
  for (const char* name :
       {"tensor.part_add", "tensor.part_mul", "tensor.part_max", "tensor.part_min"}) {
    OpDef(name, {"src0", "src1"}).Deduce(DeduceBinary).Register();
  }
  OpDef("tensor.subs", {"lhs", "rhs"}).Deduce(DeduceSubs).Register();

  for (const char* name : {"tensor.neg", "tensor.abs"}) {
    OpDef(name, {"input"}).Deduce(DeduceUnary).Register();
  }
  for (const char* name : {"tensor.exp", "tensor.sqrt", "tensor.recip"}) {
    OpDef(name, {"input"}).Deduce(DeduceFloatUnary).Register();
  }
  OpDef("tensor.log", {"input"}).Kwargs({"high_precision"}).Deduce(DeduceLog).Register();
  OpDef("tensor.rsqrt", {"input"}).Kwargs({"high_precision"}).Deduce(DeduceFloatUnary).Register();
  for (const char* name : {"tensor.sin", "tensor.cos"}) {
    OpDef(name, {"input"}).Deduce(DeduceFP32Unary).Register();
  }
  OpDef("tensor.cast", {"input"})
      .Kwargs({"target_type", "mode"})
      .PrintedDefault("mode", AttrValue::String("round"))
      .Deduce(DeduceCast)
      .Register();

  // The DSL's reductions take no axis/keep_dim keywords (the reduced axis is
  // fixed by the op); the deduction keeps their defaults.
  for (const char* name : {"tensor.row_max", "tensor.row_sum", "tensor.row_prod"}) {
    OpDef(name, {"input"})
        .Deduce([](const ArgReader& a, const Attrs& kw) { return DeduceReduce(a, kw, -1); })
        .Register();
  }
  // TROWMIN exists for INT16, INT32, FP16 and FP32 only.
  OpDef("tensor.row_min", {"input"})
      .Deduce([](const ArgReader& a, const Attrs& kw) {
        TypePtr result = DeduceReduce(a, kw, -1);
        const DataType d = a.Tensor(0)->dtype();
        RequireDTypeIn(a, d, kDivDTypes, "input");
        return result;
      })
      .Register();
  for (const char* name :
       {"tensor.col_sum", "tensor.col_max", "tensor.col_min", "tensor.col_prod"}) {
    OpDef(name, {"input"})
        .Deduce([](const ArgReader& a, const Attrs& kw) { return DeduceReduce(a, kw, -2); })
        .Register();
  }
  for (const char* name : {"tensor.row_argmax", "tensor.row_argmin"}) {
    OpDef(name, {"input"})
        .Deduce([](const ArgReader& a, const Attrs& kw) {
          return DeduceReduce(a, kw, -1, DataType::kInt32);
        })
        .Register();
  }
  for (const char* name : {"tensor.col_argmax", "tensor.col_argmin"}) {
    OpDef(name, {"input"})
        .Deduce([](const ArgReader& a, const Attrs& kw) {
          return DeduceReduce(a, kw, -2, DataType::kInt32);
        })
        .Register();
  }
  OpDef("tensor.row_expand", {"target", "row_vec"}).Deduce(DeduceRowExpand).Register();
  for (const char* name :
       {"tensor.row_expand_sub", "tensor.row_expand_mul", "tensor.row_expand_div",
        "tensor.row_expand_max", "tensor.row_expand_min", "tensor.row_expand_expdif"}) {
    OpDef(name, {"tensor", "row_vec"}).Deduce(DeduceRowExpand).Register();
  }
  OpDef("tensor.row_expand_add", {"tensor", "row_vec"}).Deduce(DeduceRowExpandAdd).Register();
  for (const char* name :
       {"tensor.col_expand", "tensor.col_expand_add", "tensor.col_expand_sub",
        "tensor.col_expand_mul", "tensor.col_expand_div", "tensor.col_expand_max",
        "tensor.col_expand_min", "tensor.col_expand_expdif"}) {
    OpDef(name, {"tensor", "col_vec"}).Deduce(DeduceColExpand).Register();
  }
  OpDef("tensor.expands", {"target", "scalar"}).Deduce(DeduceExpands).Register();

  OpDef("tensor.matmul", {"lhs", "rhs"})
      .Kwargs({"a_trans", "b_trans", "c_matrix_nz", "out_dtype"})
      .PrintedDefault("a_trans", AttrValue::Bool(false))
      .PrintedDefault("b_trans", AttrValue::Bool(false))
      .PrintedDefault("c_matrix_nz", AttrValue::Bool(false))
      .Deduce(DeduceMatmul)
      .Register();
  // Three operands (no init_cond), as in the reference at our revision.
  OpDef("tensor.matmul_acc", {"acc", "lhs", "rhs"})
      .Kwargs({"a_trans", "b_trans"})
      .PrintedDefault("a_trans", AttrValue::Bool(false))
      .PrintedDefault("b_trans", AttrValue::Bool(false))
      .Reuses(0)
      .Effect(0, ArgEffect::kReadWrite)
      .Deduce(DeduceMatmulAcc)
      .Register();
  OpDef("tensor.concat", {"src0", "src1"}).Deduce(DeduceConcat).Register();
  OpDef("tensor.set_validshape", {"tensor", "valid_rows", "valid_cols"})
      .View()
      .Deduce(DeduceSetValidShape)
      .Register();
  OpDef("tensor.fillpad", {"tensor"})
      .Kwargs({"pad_value"})
      .PrintedDefault("pad_value", AttrValue::FromEnum(PadValue::kZero))
      .Deduce(DeduceFillpad)
      .Register();
  for (const char* name :
       {"tensor.get_block_idx", "tensor.get_block_num", "tensor.get_subblock_idx"}) {
    OpDef(name, {}).Deduce(DeduceIndex).Register();
  }
}

const bool kTensorOpsRegistered = (RegisterTensorOps(), true);

// ---- Ops that ConvertTensorToTileOps expands into tile-op sequences ----

// Clones `input` into the shape of `target`: rank 3, at most one dimension
// stretched, and only from extent 1.
TypePtr DeduceExpandClone(const ArgReader& a, const Attrs&) {
  auto input = a.Tensor(0);
  auto target = a.Tensor(1);
  const auto& in = input->shape();
  const auto& out = target->shape();
  if (in.size() != 3) a.Fail(absl::StrCat("requires input rank to be 3, but got ", in.size()));
  if (in.size() != out.size()) {
    a.Fail(absl::StrCat("requires input rank (", in.size(), ") to match target rank (", out.size(),
                        ")"));
  }
  int stretched = 0;
  for (size_t i = 0; i < in.size(); ++i) {
    if (DimsEqual(in[i], out[i])) continue;
    if (StaticDim(in[i]) != std::optional<int64_t>(1)) {
      a.Fail(absl::StrCat("only allows broadcasting from dimension 1, but input shape ",
                          ShapeToString(in), " cannot be expanded to ", ShapeToString(out),
                          " at dim ", i));
    }
    ++stretched;
  }
  if (stretched > 1) {
    a.Fail(absl::StrCat("allows broadcasting in at most one dimension, but got ", stretched,
                        " (input shape ", ShapeToString(in), ", target shape ", ShapeToString(out),
                        ")"));
  }
  return Plain(out, PromoteDataTypes(input->dtype(), target->dtype()));
}

// Row update: input [rows, d] (or [blocks, block_size, 1, d]), index [b, s]
// of an integer dtype, src of the input's rank and dtype.
TypePtr DeduceScatterUpdate(const ArgReader& a, const Attrs& kw) {
  auto input = a.Tensor(0);
  auto index = a.Tensor(1);
  auto src = a.Tensor(2);
  CheckScatterUpdateOperands(a, *input, *index, *src, kw);
  return Plain(input->shape(), input->dtype());
}

// Paged gather into an on-chip buffer: src [N, C] (FP16/BF16/FP32/INT8),
// indices [n] or [1, n] INT32, block_table [m] or [1, m] INT32; the result is
// the static buffer [max_indices, size] ([size, max_indices] when is_trans).
TypePtr DeducePagedGather(const ArgReader& a, const Attrs& kw) {
  auto src = a.Tensor(0);
  const DataType d = src->dtype();
  if (d != DataType::kFP16 && d != DataType::kBF16 && d != DataType::kFP32 &&
      d != DataType::kInt8) {
    a.Fail(
        absl::StrCat("requires src dtype in {FP16, BF16, FP32, INT8}, but got ", DataTypeName(d)));
  }
  if (src->rank() != 2) a.Fail(absl::StrCat("requires 2D src, but got rank ", src->rank()));
  auto check_int_vector = [&](size_t i, const std::string& what) {
    auto t = a.Tensor(i);
    if (t->dtype() != DataType::kInt32) {
      a.Fail(absl::StrCat("requires ", what, " dtype to be INT32, but got ",
                          DataTypeName(t->dtype())));
    }
    if (t->rank() != 1 && t->rank() != 2) {
      a.Fail(absl::StrCat("requires 1D or 2D ", what, ", but got rank ", t->rank()));
    }
    if (t->rank() == 2) {
      auto rows = StaticDim(t->shape()[0]);
      if (rows != std::optional<int64_t>(1)) {
        a.Fail(absl::StrCat("requires 2D ", what, " to have shape [1, n], but got first dim ",
                            rows ? std::to_string(*rows) : std::string("dynamic")));
      }
    }
  };
  check_int_vector(1, "indices");
  check_int_vector(2, "block_table");
  auto required = [&](const std::string& key) {
    auto v = KwargInt(kw, key, a.op(), a.span());
    if (!v) a.Fail("requires a '" + key + "' keyword argument");
    if (*v <= 0) a.Fail(absl::StrCat("requires ", key, " > 0, but got ", *v));
    return *v;
  };
  required("block_size");
  const int64_t size = required("size");
  const int64_t col_off = KwargInt(kw, "col_off", a.op(), a.span()).value_or(0);
  if (col_off < 0) a.Fail(absl::StrCat("requires col_off >= 0, but got ", col_off));
  const int64_t max_indices = required("max_indices");
  const bool is_trans = KwargBool(kw, "is_trans", a.op(), a.span()).value_or(false);
  KwargBool(kw, "is_b_matrix", a.op(), a.span());
  const MemorySpace space =
      KwargEnum<MemorySpace>(kw, "space", a.op(), a.span()).value_or(MemorySpace::kMat);
  if (is_trans && space != MemorySpace::kMat) {
    a.Fail("requires space=MemorySpace::Mat (L1) when is_trans=true");
  }
  if (auto cols = StaticDim(src->shape()[1]); cols && col_off + size > *cols) {
    a.Fail(absl::StrCat("requires col_off + size (", col_off + size, ") <= src columns (", *cols,
                        ")"));
  }
  std::vector<ExprPtr> shape = {MakeIndex(max_indices), MakeIndex(size)};
  if (is_trans) std::swap(shape[0], shape[1]);
  return Plain(std::move(shape), d);
}

// tensor.gather(input, index, dim=): index-form gather along `dim`; the
// result has the index's shape and the input's dtype.
TypePtr DeduceGather(const ArgReader& a, const Attrs& kw) {
  auto input = a.Tensor(0);
  auto index = a.Tensor(1);
  const DataType d = input->dtype();
  if (d != DataType::kFP16 && d != DataType::kFP32 && d != DataType::kInt16 &&
      d != DataType::kInt32) {
    a.Fail(absl::StrCat("requires input dtype to be FP16, FP32, INT16, or INT32, but got ",
                        DataTypeName(d)));
  }
  const bool input_16bit = d == DataType::kFP16 || d == DataType::kInt16;
  if (index->dtype() != DataType::kInt32 && !(index->dtype() == DataType::kInt16 && input_16bit)) {
    a.Fail(
        absl::StrCat("requires index dtype INT32 (any input), or INT16 with a 16-bit input "
                     "(FP16/INT16); got index ",
                     DataTypeName(index->dtype()), " with input ", DataTypeName(d)));
  }
  const int64_t rank = static_cast<int64_t>(input->rank());
  if (rank < 2) a.Fail(absl::StrCat("requires rank >= 2, but got rank ", rank));
  if (static_cast<int64_t>(index->rank()) != rank) {
    a.Fail(
        absl::StrCat("requires index rank (", index->rank(), ") to match input rank (", rank, ")"));
  }
  auto dim = KwargInt(kw, "dim", a.op(), a.span());
  if (!dim) a.Fail("requires a 'dim' keyword argument");
  const int64_t norm = *dim < 0 ? *dim + rank : *dim;
  if (norm < 0 || norm >= rank) {
    a.Fail(absl::StrCat("requires dim in [", -rank, ", ", rank - 1, "], but got dim=", *dim));
  }
  for (int64_t i = 0; i < rank; ++i) {
    if (i == norm) continue;
    auto ix = StaticDim(index->shape()[i]);
    auto in = StaticDim(input->shape()[i]);
    if (ix && in && *ix > *in) {
      a.Fail(absl::StrCat("requires index.shape[", i, "] (", *ix, ") <= input.shape[", i, "] (",
                          *in, ") on non-gather axes"));
    }
  }
  return Plain(index->shape(), d);
}

void RegisterExpandingTensorOps() {
  OpDef("tensor.expand_clone", {"input", "target"}).Deduce(DeduceExpandClone).Register();
  OpDef("tensor.scatter_update", {"input", "index", "src"})
      .Kwargs({"dim"})
      .Deduce(DeduceScatterUpdate)
      .Register();
  OpDef("tensor.gather", {"input", "index"}).Kwargs({"dim"}).Deduce(DeduceGather).Register();
  OpDef("tensor.paged_gather", {"src", "indices", "block_table"})
      .Kwargs({"block_size", "size", "max_indices", "col_off", "is_trans", "is_b_matrix", "space"})
      .PrintedDefault("col_off", AttrValue::Int(0))
      .PrintedDefault("is_trans", AttrValue::Bool(false))
      .PrintedDefault("is_b_matrix", AttrValue::Bool(false))
      .PrintedDefault("space", AttrValue::FromEnum(MemorySpace::kMat))
      .Deduce(DeducePagedGather)
      .Register();
}

const bool kExpandingTensorOpsRegistered = (RegisterExpandingTensorOps(), true);

// ---- Fillpad expansion, compare gather, mask scatter, merge sort, AIV split
// boundaries and reinterpret views ----

TypePtr DeduceFillpadExpand(const ArgReader& a, const Attrs& kw) {
  auto t = a.Tensor(0);
  auto shape = a.TupleElems(1);
  if (shape.size() != t->rank()) {
    a.Fail(absl::StrCat("shape rank (", shape.size(), ") must match the source rank (", t->rank(),
                        ")"));
  }
  for (size_t i = 0; i < shape.size(); ++i) {
    auto d = StaticDim(shape[i]);
    if (!d) a.Fail(absl::StrCat("shape dimension ", i, " must be a constant integer"));
    if (*d <= 0) a.Fail(absl::StrCat("shape dimension ", i, " must be positive, got ", *d));
    auto s = StaticDim(t->shape()[i]);
    if (s && *d < *s) {
      a.Fail(absl::StrCat("destination dimension ", i, " (", *d,
                          ") must be >= the source dimension (", *s, ")"));
    }
  }
  auto pad = KwargEnum<PadValue>(kw, "pad_value", a.op(), a.span()).value_or(PadValue::kZero);
  if (pad == PadValue::kNull) a.Fail("pad_value must be zero, max or min");
  // The whole (larger) destination is valid; the source layout is kept.
  TensorView view = t->view().value_or(TensorView());
  view.valid_shape.clear();
  view.pad = pad;
  return std::make_shared<TensorType>(shape, t->dtype(), std::move(view));
}

// tensor.gather_mask(input [R, C], mask_pattern=1..7, output_dtype=): the
// columns a fixed hardware pattern keeps; C shrinks by 2 (patterns 1-2), by 4
// (3-6) or not at all (7). output_dtype reinterprets the bits (same width).
TypePtr DeduceGatherMaskTensor(const ArgReader& a, const Attrs& kw) {
  auto in = a.Tensor(0);
  const DataType d = in->dtype();
  if (d != DataType::kFP16 && d != DataType::kFP32 && d != DataType::kInt16 &&
      d != DataType::kInt32) {
    a.Fail(absl::StrCat("requires input dtype to be FP16, FP32, INT16, or INT32, but got ",
                        DataTypeName(d)));
  }
  if (in->rank() != 2) a.Fail(absl::StrCat("requires 2D input, but got rank ", in->rank()));
  const int64_t pattern = GatherMaskPattern(a, kw);
  GatherMaskResult r = GatherMaskColumns(a, kw, pattern, in->shape()[1], d, "input");
  return Plain({in->shape()[0], r.cols}, r.dtype);
}

// (input [R, C], kvalue) -> (dst [R, out_cols] INT32, cdst [1, R] count_dtype).
TypePtr DeduceGatherCompare(const ArgReader& a, const Attrs& kw) {
  auto t = a.Tensor(0);
  const DataType d = t->dtype();
  if (d != DataType::kFP16 && d != DataType::kFP32 && d != DataType::kInt16 &&
      d != DataType::kInt32) {
    a.Fail(
        absl::StrCat("requires input dtype in {FP16, FP32, INT16, INT32}, got ", DataTypeName(d)));
  }
  if (t->rank() != 2) a.Fail(absl::StrCat("requires a 2D input, got rank ", t->rank()));
  auto kv = a.Scalar(1);
  if (kv->dtype() != d) {
    a.Fail(absl::StrCat("requires kvalue dtype to equal the src dtype ", DataTypeName(d), ", got ",
                        DataTypeName(kv->dtype())));
  }
  auto mode = KwargInt(kw, "cmp_mode", a.op(), a.span());
  if (!mode) a.Fail("requires a 'cmp_mode' keyword argument");
  if (*mode < 0 || *mode > 5) {
    a.Fail(absl::StrCat("requires cmp_mode in [0, 5] (eq/ne/lt/le/gt/ge), got ", *mode));
  }
  KwargInt(kw, "offset", a.op(), a.span());
  auto cols = KwargInt(kw, "out_cols", a.op(), a.span());
  if (!cols) a.Fail("requires an 'out_cols' keyword argument");
  if (*cols <= 0) a.Fail(absl::StrCat("requires out_cols > 0, got ", *cols));
  DataType count = KwargDType(kw, "count_dtype", a.op(), a.span()).value_or(DataType::kInt32);
  if (count != DataType::kInt32 && count != DataType::kUInt32) {
    a.Fail(absl::StrCat("requires count_dtype to be INT32 or UINT32, got ", DataTypeName(count)));
  }
  const ExprPtr& rows = t->shape()[0];
  return std::make_shared<TupleType>(std::vector<TypePtr>{
      Plain({rows, MakeIndex(*cols)}, DataType::kInt32), Plain({MakeIndex(1), rows}, count)});
}

bool IsScatterElement(DataType d) {
  return d == DataType::kFP16 || d == DataType::kFP32 || d == DataType::kBF16 ||
         d == DataType::kInt16 || d == DataType::kInt32 || d == DataType::kInt8;
}

// (input [R, C], dst [R, C * stride], mask_pattern=1..7) -> dst's shape.
TypePtr DeduceScatterMask(const ArgReader& a, const Attrs& kw) {
  auto in = a.Tensor(0);
  if (!IsScatterElement(in->dtype())) {
    a.Fail(absl::StrCat("requires input dtype in {I8, I16, I32, FP16, FP32, BF16}, got ",
                        DataTypeName(in->dtype())));
  }
  auto dst = a.Tensor(1);
  if (!IsScatterElement(dst->dtype())) {
    a.Fail(absl::StrCat("requires dst dtype in {I8, I16, I32, FP16, FP32, BF16}, got ",
                        DataTypeName(dst->dtype())));
  }
  if (in->dtype() != dst->dtype()) {
    a.Fail(absl::StrCat("requires input and dst to have the same dtype, got ",
                        DataTypeName(in->dtype()), " vs ", DataTypeName(dst->dtype())));
  }
  if (in->rank() != 2 || dst->rank() != 2) {
    a.Fail(absl::StrCat("requires 2D input/dst, got input rank ", in->rank(), " and dst rank ",
                        dst->rank()));
  }
  int64_t pattern = KwargInt(kw, "mask_pattern", a.op(), a.span()).value_or(-1);
  if (pattern < 1 || pattern > 7) {
    a.Fail(absl::StrCat("requires mask_pattern in [1, 7], got ", pattern));
  }
  auto ic = StaticDim(in->shape()[1]);
  auto dc = StaticDim(dst->shape()[1]);
  const int64_t stride = pattern == 7 ? 1 : (pattern <= 2 ? 2 : 4);
  if (ic && dc && *dc != *ic * stride) {
    a.Fail(absl::StrCat("with mask_pattern=", pattern, " requires dst.shape[1] (", *dc,
                        ") == input.shape[1] (", *ic, ") * ", stride));
  }
  return Plain(dst->shape(), dst->dtype());
}

// (src0, src1[, src2[, src3]]): the sources are concatenated along the last
// axis (the merged buffer).
TypePtr DeduceMrgsortFormat2(const ArgReader& a, const Attrs& kw) {
  auto s0 = a.Tensor(0);
  if (s0->dtype() != DataType::kFP16 && s0->dtype() != DataType::kFP32) {
    a.Fail(absl::StrCat("requires src dtype to be FP16 or FP32, got ", DataTypeName(s0->dtype())));
  }
  if (s0->rank() == 0) a.Fail("requires a non-empty src shape");
  std::vector<TensorTypePtr> srcs = {s0};
  for (size_t i = 1; i < a.size(); ++i) {
    auto s = a.Tensor(i);
    if (s->dtype() != s0->dtype()) {
      a.Fail(absl::StrCat("requires all src tensors to have matching dtype, but argument ", i + 1,
                          " has ", DataTypeName(s->dtype()), " (expected ",
                          DataTypeName(s0->dtype()), ")"));
    }
    if (s->rank() != s0->rank()) a.Fail("requires all src tensors to have matching rank");
    for (size_t axis = 0; axis + 1 < s0->rank(); ++axis) {
      if (!DimsEqual(s->shape()[axis], s0->shape()[axis])) {
        a.Fail(absl::StrCat("requires all src tensors to match shape on non-concat axis ", axis,
                            ", but argument ", i + 1, " differs"));
      }
    }
    srcs.push_back(s);
  }
  KwargBool(kw, "exhausted", a.op(), a.span());
  std::vector<ExprPtr> shape(s0->shape().begin(), s0->shape().end() - 1);
  bool all_static = true;
  int64_t sum = 0;
  for (const auto& s : srcs) {
    auto c = StaticDim(s->shape().back());
    if (!c) {
      all_static = false;
      break;
    }
    sum += *c;
  }
  ExprPtr last;
  if (all_static) {
    last = MakeIndex(sum);
  } else {
    last = srcs[0]->shape().back();
    for (size_t i = 1; i < srcs.size(); ++i) {
      last = std::make_shared<BinaryExpr>(BinaryOp::kAdd, last, srcs[i]->shape().back(),
                                          DataType::kIndex);
    }
  }
  shape.push_back(last);
  return Plain(std::move(shape), s0->dtype());
}

// tensor.aiv_shard / tensor.aic_gather on a 2D tensor: the split axis is
// halved / doubled; a valid region equal to the new shape is not recorded.
TypePtr DeduceSplitTensor(const ArgReader& a, const Attrs& kw, bool halve) {
  auto t = a.Tensor(0);
  auto split = KwargInt(kw, "split", a.op(), a.span());
  if (!split) a.Fail("requires a 'split' attr (1 = UP_DOWN/axis0, 2 = LEFT_RIGHT/axis1)");
  if (*split != 1 && *split != 2) {
    a.Fail(absl::StrCat("split must be 1 (UP_DOWN/axis0) or 2 (LEFT_RIGHT/axis1), got ", *split));
  }
  if (t->rank() != 2) {
    a.Fail(absl::StrCat("requires a 2D tensor, got rank ", t->rank(),
                        ". Reshape the operand to 2D (pl.reshape) before the shard / gather so the "
                        "UP_DOWN / LEFT_RIGHT split axis is unambiguous."));
  }
  auto r = SplitAxisReshape(t->shape(), ValidShapeOf(*t), *split == 1 ? 0 : 1, halve, a);
  if (ShapesEqual(r.second, r.first)) return Plain(std::move(r.first), t->dtype());
  return Fresh(std::move(r.first), t->dtype(), std::move(r.second));
}

// Packed strides of `shape` in `layout` (DN: the second-to-last axis is the
// contiguous one).
std::vector<ExprPtr> PackedStrides(const std::vector<ExprPtr>& shape, TensorLayout layout) {
  const size_t n = shape.size();
  std::vector<ExprPtr> stride(n);
  if (layout == TensorLayout::kDN && n >= 2) {
    stride[n - 2] = MakeIndex(1);
    stride[n - 1] = shape[n - 2];
    ExprPtr acc = FoldMul(shape[n - 2], shape[n - 1]);
    for (size_t i = n - 2; i-- > 0;) {
      stride[i] = acc;
      acc = FoldMul(acc, shape[i]);
    }
    return stride;
  }
  ExprPtr acc = MakeIndex(1);
  for (size_t i = n; i-- > 0;) {
    stride[i] = acc;
    acc = FoldMul(acc, shape[i]);
  }
  return stride;
}

TypePtr DeduceReinterpretView(const ArgReader& a, const Attrs& kw) {
  auto t = a.Tensor(0);
  if (t->rank() == 0) a.Fail("requires a tensor rank >= 1");
  DataType target = RequireKwargDType(kw, "dtype", a.op(), a.span());
  const TensorLayout layout = t->view() ? t->view()->layout : TensorLayout::kND;
  if (layout == TensorLayout::kNZ) a.Fail("does not support boxed/fractal NZ tensor layout");
  const bool dn = layout == TensorLayout::kDN;
  if (dn && t->rank() < 2) a.Fail("requires rank >= 2 for DN layout");
  const bool explicit_stride = t->view() && !t->view()->stride.empty();
  if (explicit_stride && !ShapesEqual(t->view()->stride, PackedStrides(t->shape(), layout))) {
    a.Fail("only supports packed tensors with canonical strides for their layout");
  }
  std::optional<std::vector<ExprPtr>> requested;
  if (a.Has(1)) {
    requested = a.TupleElems(1);
    if (dn && requested->size() < 2) a.Fail("requires target rank >= 2 for DN layout");
  }
  const size_t axis = dn ? t->rank() - 2 : t->rank() - 1;
  std::vector<ExprPtr> explicit_valid;
  if (t->view()) explicit_valid = t->view()->valid_shape;
  auto plan =
      ResolveReinterpret(t->shape(), explicit_valid, t->dtype(), target, axis, requested, a);
  TensorView view;
  view.layout = layout;
  view.valid_shape = std::move(plan.second);
  const PadValue pad = t->view() ? t->view()->pad : PadValue::kNull;
  view.pad = pad == PadValue::kZero ? PadValue::kZero : PadValue::kNull;
  if (explicit_stride) view.stride = PackedStrides(plan.first, layout);
  return std::make_shared<TensorType>(std::move(plan.first), target, std::move(view));
}

void RegisterMoreTensorOps() {
  OpDef("tensor.fillpad_expand", {"tensor", "shape"})
      .Kwargs({"pad_value"})
      .PrintedDefault("pad_value", AttrValue::FromEnum(PadValue::kZero))
      .Deduce(DeduceFillpadExpand)
      .Register();
  OpDef("tensor.gather_mask", {"input"})
      .Kwargs({"mask_pattern", "output_dtype"})
      .Deduce(DeduceGatherMaskTensor)
      .Register();
  OpDef("tensor.gather_compare", {"input", "kvalue"})
      .Kwargs({"cmp_mode", "offset", "out_cols", "count_dtype"})
      .PrintedDefault("offset", AttrValue::Int(0))
      .Deduce(DeduceGatherCompare)
      .Register();
  OpDef("tensor.scatter_mask", {"input", "dst"})
      .Kwargs({"mask_pattern"})
      .Deduce(DeduceScatterMask)
      .Register();
  OpDef("tensor.mrgsort_format2", {"src0", "src1", "src2", "src3"}, 2)
      .Kwargs({"exhausted"})
      .PrintedDefault("exhausted", AttrValue::Bool(false))
      .Deduce(DeduceMrgsortFormat2)
      .Register();
  OpDef("tensor.aiv_shard", {"tensor"})
      .Kwargs({"split"})
      .Deduce([](const ArgReader& a, const Attrs& kw) { return DeduceSplitTensor(a, kw, true); })
      .Register();
  OpDef("tensor.aic_gather", {"tensor"})
      .Kwargs({"split"})
      .Deduce([](const ArgReader& a, const Attrs& kw) { return DeduceSplitTensor(a, kw, false); })
      .Register();
  OpDef("tensor.reinterpret_view", {"data", "shape"}, 1)
      .Kwargs({"dtype"})
      .OutInherit()
      .View()
      .Deduce(DeduceReinterpretView)
      .Register();
}

const bool kMoreTensorOpsRegistered = (RegisterMoreTensorOps(), true);

}  // namespace
}  // namespace ptoc::ir
