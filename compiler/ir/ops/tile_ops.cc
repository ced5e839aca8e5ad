// Registration of the `tile.*` operators (on-chip tiles in InCore kernels):
// memory movement, views, elementwise math, reductions, broadcasts, matmul
// and the cube<->vector pipe ops.
#include <algorithm>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "compiler/ir/ops/op_def.h"

namespace ptoc::ir {
namespace {

using MS = MemorySpace;
const std::vector<MemorySpace> kVec = {MS::kVec};

TypePtr MakeTile(std::vector<ExprPtr> shape, DataType dtype, std::optional<TileView> view,
                 std::optional<MemorySpace> space = std::nullopt) {
  return std::make_shared<TileType>(std::move(shape), dtype, space, std::move(view));
}

// Elementwise result: shape/dtype given, valid shape and layout from `src`.
TypePtr LikeTile(const TileType& src, std::vector<ExprPtr> shape, DataType dtype) {
  return MakeTile(std::move(shape), dtype, InheritedView(src, ValidShapeOf(src)));
}

// Broadcast shape of two tiles or a "requires compatible shapes" error.
std::vector<ExprPtr> BroadcastOrFail(const ArgReader& a, const std::vector<ExprPtr>& l,
                                     const std::vector<ExprPtr>& r) {
  auto shape = BroadcastShapes(l, r);
  if (!shape) {
    a.Fail(absl::StrCat("requires compatible shapes, but got ", ShapeToString(l), " and ",
                        ShapeToString(r)));
  }
  return *shape;
}

std::vector<ExprPtr> StaticShape(const ArgReader& a, size_t i) {
  auto dims = a.TupleElems(i);
  if (dims.empty()) a.Fail(absl::StrCat(a.Describe(i), " must not be empty"));
  for (size_t k = 0; k < dims.size(); ++k) {
    auto c = StaticDim(dims[k]);
    if (!c) a.Fail(absl::StrCat(a.Describe(i), " element ", k, " must be a constant"));
    if (*c <= 0) a.Fail(absl::StrCat(a.Describe(i), " element ", k, " must be positive, got ", *c));
  }
  return dims;
}

// ---- deducers ----

TypePtr DeduceUnary(const ArgReader& a, const Attrs&) {
  auto t = a.Tile(0);
  return LikeTile(*t, t->shape(), t->dtype());
}

TypePtr DeduceFP32Unary(const ArgReader& a, const Attrs& kw) {
  auto t = a.Tile(0);
  if (t->dtype() != DataType::kFP32) {
    a.Fail(absl::StrCat("is FP32-only, got ", DataTypeName(t->dtype()),
                        "; cast the input to FP32 first"));
  }
  return DeduceUnary(a, kw);
}

// TLOG is implemented for FP16 and FP32 only (reference: tile.log's deducer).
TypePtr DeduceLog(const ArgReader& a, const Attrs& kw) {
  const DataType d = a.Tile(0)->dtype();
  if (d != DataType::kFP16 && d != DataType::kFP32) {
    a.Fail(absl::StrCat("requires an FP16 or FP32 tile operand, got ", DataTypeName(d)));
  }
  return DeduceUnary(a, kw);
}

TypePtr DeduceRsqrt(const ArgReader& a, const Attrs& kw) {
  auto t = a.Tile(0);
  if (a.Has(1)) {
    auto tmp = a.Tile(1);
    if (tmp->dtype() != t->dtype() || !ShapesEqual(tmp->shape(), t->shape())) {
      a.Fail(absl::StrCat(a.Describe(1), " must match the input's shape and dtype, got ",
                          TypeToString(tmp), " for input ", TypeToString(t)));
    }
  }
  return DeduceUnary(a, kw);
}

TypePtr DeduceCast(const ArgReader& a, const Attrs& kw) {
  auto t = a.Tile(0);
  DataType target = RequireKwargDType(kw, "target_type", a.op(), a.span());
  if (target == t->dtype()) {
    a.Fail(absl::StrCat("target_type ", DataTypeName(target),
                        " equals the input dtype; a same-dtype cast is not a valid operation"));
  }
  return LikeTile(*t, t->shape(), target);
}

TypePtr DeduceBinary(const ArgReader& a, const Attrs&, bool tdiv) {
  auto l = a.Tile(0);
  auto r = a.Tile(1);
  if (tdiv) {
    if (l->dtype() != r->dtype()) {
      a.Fail(absl::StrCat("requires both operands to have the same dtype, got ",
                          DataTypeName(l->dtype()), " and ", DataTypeName(r->dtype())));
    }
    const DataType d = l->dtype();
    RequireDTypeIn(a, d, kDivDTypes);
    if (!ShapesEqual(l->shape(), r->shape())) {
      a.Fail(absl::StrCat("requires equal shapes, got ", ShapeToString(l->shape()), " and ",
                          ShapeToString(r->shape())));
    }
    // TDIV reads both sources over one valid region.
    const auto lv = ValidShapeOf(*l), rv = ValidShapeOf(*r);
    for (size_t i = 0; i < lv.size() && i < rv.size(); ++i) {
      if (!DimsEqual(lv[i], rv[i])) {
        a.Fail(
            absl::StrCat("requires src0, src1, and dst to have the same valid_shape, but "
                         "dimension ",
                         i, " differs; got src0 valid_shape ", ShapeToString(lv),
                         " and src1 valid_shape ", ShapeToString(rv)));
      }
    }
    return LikeTile(*l, l->shape(), d);
  }
  return LikeTile(*l, BroadcastOrFail(a, l->shape(), r->shape()),
                  PromoteDataTypes(l->dtype(), r->dtype()));
}

TypePtr DeduceTileScalar(const ArgReader& a, const Attrs&) {
  auto t = a.Tile(0);
  a.Scalar(1);
  return LikeTile(*t, t->shape(), t->dtype());
}

TypePtr DeduceSubs(const ArgReader& a, const Attrs& kw) {
  auto t = a.Tile(0);
  auto s = a.Scalar(1);
  auto ok = [](DataType d) {
    return d == DataType::kInt8 || d == DataType::kInt16 || d == DataType::kInt32 ||
           d == DataType::kFP16 || d == DataType::kFP32 || d == DataType::kBF16;
  };
  if (!ok(t->dtype())) {
    a.Fail(absl::StrCat("requires tile dtype in {INT8, INT16, INT32, FP16, FP32, BF16}, got ",
                        DataTypeName(t->dtype())));
  }
  if (!ok(s->dtype())) {
    a.Fail(absl::StrCat("requires scalar dtype in {INT8, INT16, INT32, FP16, FP32, BF16}, got ",
                        DataTypeName(s->dtype())));
  }
  return DeduceTileScalar(a, kw);
}

ExprPtr CeilDiv(const ExprPtr& v, int64_t d) {
  if (auto c = StaticDim(v)) return MakeIndex((*c + d - 1) / d);
  return std::make_shared<BinaryExpr>(BinaryOp::kFloorDiv, FoldAdd(v, MakeIndex(d - 1)),
                                      MakeIndex(d), DataType::kIndex);
}

// Comparison results are packed predicate masks: 1 bit per element, columns
// rounded up to 32 bytes.
TypePtr PackedMask(const TileType& src, std::vector<ExprPtr> shape) {
  const size_t col = shape.size() - 1;
  ExprPtr bytes = CeilDiv(shape[col], 8);
  shape[col] = FoldMul(CeilDiv(bytes, 32), MakeIndex(32));
  auto valid = ValidShapeOf(src);
  valid[col] = CeilDiv(valid[col], 8);
  return MakeTile(std::move(shape), DataType::kUInt8, InheritedView(src, std::move(valid)));
}

TypePtr DeduceCmp(const ArgReader& a, const Attrs&, bool scalar_rhs) {
  auto l = a.Tile(0);
  if (l->shape().empty()) a.Fail("requires a non-empty tile shape");
  if (scalar_rhs) {
    a.Scalar(1);
    return PackedMask(*l, l->shape());
  }
  auto r = a.Tile(1);
  auto shape = BroadcastShapes(l->shape(), r->shape());
  if (!shape) {
    a.Fail(absl::StrCat("requires compatible shapes, but got ", ShapeToString(l->shape()), " and ",
                        ShapeToString(r->shape())));
  }
  return PackedMask(*l, *shape);
}

TypePtr DeduceSel(const ArgReader& a, const Attrs&) {
  a.Tile(0);
  auto l = a.Tile(1);
  auto r = a.Tile(2);
  a.Tile(3);
  return LikeTile(*l, BroadcastOrFail(a, l->shape(), r->shape()),
                  PromoteDataTypes(l->dtype(), r->dtype()));
}

// rem / prelu: two value tiles and a scratch tile; the scratch does not shape
// the result.
TypePtr DeduceWithScratch(const ArgReader& a, const Attrs&) {
  auto l = a.Tile(0);
  auto r = a.Tile(1);
  a.Tile(2);
  return LikeTile(*l, BroadcastOrFail(a, l->shape(), r->shape()),
                  PromoteDataTypes(l->dtype(), r->dtype()));
}

// addc / subc: three value tiles.
TypePtr DeduceThreeTiles(const ArgReader& a, const Attrs&) {
  auto t0 = a.Tile(0);
  auto t1 = a.Tile(1);
  auto t2 = a.Tile(2);
  auto shape = BroadcastOrFail(a, BroadcastOrFail(a, t0->shape(), t1->shape()), t2->shape());
  return LikeTile(*t0, std::move(shape),
                  PromoteDataTypes(PromoteDataTypes(t0->dtype(), t1->dtype()), t2->dtype()));
}

// rems (tile, scalar, scratch) and addsc / subsc (tile, scalar, tile): the
// scalar takes part in the dtype promotion, the third tile in the shape.
TypePtr DeduceTileScalarTile(const ArgReader& a, const Attrs&) {
  auto t0 = a.Tile(0);
  auto s = a.Scalar(1);
  auto t2 = a.Tile(2);
  return LikeTile(*t0, BroadcastOrFail(a, t0->shape(), t2->shape()),
                  PromoteDataTypes(PromoteDataTypes(t0->dtype(), s->dtype()), t2->dtype()));
}

// sels: two tiles and a scalar select mode.
TypePtr DeduceSelScalar(const ArgReader& a, const Attrs&) {
  auto l = a.Tile(0);
  auto r = a.Tile(1);
  a.Scalar(2);
  return LikeTile(*l, BroadcastOrFail(a, l->shape(), r->shape()),
                  PromoteDataTypes(l->dtype(), r->dtype()));
}

TypePtr DeduceRowReduce(const ArgReader& a, const Attrs&) {
  auto t = a.Tile(0);
  if (t->rank() < 2) a.Fail(absl::StrCat("requires at least a 2D tile, got ", TypeToString(t)));
  auto tmp = a.Tile(1);
  if (tmp->dtype() != t->dtype()) {
    a.Fail(absl::StrCat("requires tmp_tile dtype to match the input dtype, got ",
                        DataTypeName(tmp->dtype()), " and ", DataTypeName(t->dtype())));
  }
  if (tmp->rank() != t->rank()) {
    a.Fail(absl::StrCat("requires tmp_tile to have the input's rank, got ",
                        ShapeToString(tmp->shape()), " for input ", ShapeToString(t->shape())));
  }
  for (size_t i = 0; i < t->rank(); ++i) {
    if (ProveLessEqual(t->shape()[i], tmp->shape()[i]) == std::optional<bool>(false)) {
      a.Fail(absl::StrCat("requires tmp_tile to be at least the input shape, got ",
                          ShapeToString(tmp->shape()), " for input ", ShapeToString(t->shape())));
    }
  }
  std::vector<ExprPtr> shape(t->shape().begin(), t->shape().end() - 1);
  shape.push_back(MakeIndex(1));
  auto in_valid = ValidShapeOf(*t);
  RequireNonEmptyReductionInput(in_valid, a.op(), a.span());
  std::vector<ExprPtr> valid(in_valid.begin(), in_valid.end() - 1);
  valid.push_back(MakeIndex(1));
  TileView view;
  view.blayout = TileLayout::kColMajor;
  view.valid_shape = std::move(valid);
  return MakeTile(std::move(shape), t->dtype(), std::move(view));
}

// TROWMIN exists for INT16, INT32, FP16 and FP32 on an ND (row-major, no
// box) input only (reference: tile.row_min's deducer).
TypePtr DeduceRowMin(const ArgReader& a, const Attrs& kw) {
  TypePtr result = DeduceRowReduce(a, kw);
  auto t = a.Tile(0);
  const DataType d = t->dtype();
  RequireDTypeIn(a, d, kDivDTypes, "input");
  const TileView view = t->EffectiveView();
  if (view.blayout != TileLayout::kRowMajor || view.slayout != TileLayout::kNoneBox) {
    a.Fail(absl::StrCat("requires an ND input layout (blayout=row_major, slayout=none_box), got ",
                        "blayout=", EnumName(view.blayout), ", slayout=", EnumName(view.slayout)));
  }
  return result;
}

TypePtr DeduceColReduce(const ArgReader& a, const Attrs&) {
  auto t = a.Tile(0);
  if (t->rank() < 2) a.Fail(absl::StrCat("requires at least a 2D tile, got ", TypeToString(t)));
  if (a.Has(1)) a.Tile(1);
  std::vector<ExprPtr> shape = {MakeIndex(1)};
  shape.insert(shape.end(), t->shape().begin() + 1, t->shape().end());
  auto in_valid = ValidShapeOf(*t);
  RequireNonEmptyReductionInput(in_valid, a.op(), a.span());
  std::vector<ExprPtr> valid = {MakeIndex(1)};
  valid.insert(valid.end(), in_valid.begin() + 1, in_valid.end());
  TileView view;
  view.blayout = TileLayout::kRowMajor;
  view.valid_shape = std::move(valid);
  return MakeTile(std::move(shape), t->dtype(), std::move(view));
}

// col_sum's optional scratch tile holds partial sums in the input's dtype
// (reference: tile.col_sum's deducer; the arg reductions' tmp is unchecked).
TypePtr DeduceColSum(const ArgReader& a, const Attrs& kw) {
  auto t = a.Tile(0);
  if (a.Has(1) && a.Tile(1)->dtype() != t->dtype()) {
    a.Fail(absl::StrCat("requires tmp_tile dtype to match the input dtype, got ",
                        DataTypeName(a.Tile(1)->dtype()), " and ", DataTypeName(t->dtype())));
  }
  return DeduceColReduce(a, kw);
}

TypePtr DeduceRowExpand(const ArgReader& a, const Attrs&) {
  auto t = a.Tile(0);
  auto r = a.Tile(1);
  if (a.Has(2)) a.Tile(2);
  if (t->rank() < 2 || r->rank() < 2) {
    a.Fail(absl::StrCat("requires 2D operands, got ", TypeToString(t), " and ", TypeToString(r)));
  }
  if (StaticDim(r->shape().back()) != std::optional<int64_t>(1)) {
    a.Fail(absl::StrCat("requires second argument's last dimension to be 1, but got ",
                        ShapeToString(r->shape())));
  }
  auto tr = StaticDim(t->shape()[t->rank() - 2]);
  auto rr = StaticDim(r->shape()[r->rank() - 2]);
  if (tr && rr && *tr != *rr) {
    a.Fail(absl::StrCat("requires matching row counts, got ", ShapeToString(t->shape()), " and ",
                        ShapeToString(r->shape())));
  }
  return LikeTile(*t, t->shape(), PromoteDataTypes(t->dtype(), r->dtype()));
}

// TRowExpandAdd has rules of its own (reference: DeduceTileRowExpandAddType): one dtype from
// {INT8, INT16, INT32, FP16, FP32} for both sources, a row-major src0, matching *valid* row
// counts, and a row vector whose valid last dimension is one 32-byte block when it is
// row-major (1 otherwise). The physical row counts may differ.
TypePtr DeduceRowExpandAdd(const ArgReader& a, const Attrs&) {
  auto t = a.Tile(0);
  auto r = a.Tile(1);
  if (a.Has(2)) a.Tile(2);
  if (t->rank() < 2 || r->rank() < 2) {
    a.Fail(absl::StrCat("requires 2D operands, got ", TypeToString(t), " and ", TypeToString(r)));
  }
  if (t->EffectiveView().blayout != TileLayout::kRowMajor) {
    a.Fail("requires src0 effective blayout to be row_major");
  }
  if (t->dtype() != r->dtype()) {
    a.Fail(absl::StrCat("requires src0 and src1 to have the same dtype, got ",
                        DataTypeName(t->dtype()), " and ", DataTypeName(r->dtype())));
  }
  const DataType d = t->dtype();
  RequireDTypeIn(a, d, kRowExpandAddDTypes);
  const auto tv = ValidShapeOf(*t), rv = ValidShapeOf(*r);
  if (!DimsEqual(tv[tv.size() - 2], rv[rv.size() - 2])) {
    a.Fail(absl::StrCat("requires src1 valid row extent to match src0/dst, got src0 valid_shape ",
                        ShapeToString(tv), " and src1 valid_shape ", ShapeToString(rv)));
  }
  const bool row_major = r->EffectiveView().blayout == TileLayout::kRowMajor;
  const int64_t expected_cols = row_major ? 32 / (DataTypeBits(d) / 8) : 1;
  if (StaticDim(rv.back()) != std::optional<int64_t>(expected_cols)) {
    a.Fail(absl::StrCat("requires ", row_major ? "row-major" : "non-row-major",
                        " src1 valid last dimension to be ", expected_cols, ", got valid_shape ",
                        ShapeToString(rv)));
  }
  return LikeTile(*t, t->shape(), d);
}

// As in the reference, only the dtypes are checked here: the column vector's shape goes on to
// code generation as written. The result has the target's shape and valid region.
TypePtr DeduceColExpand(const ArgReader& a, const Attrs&) {
  auto t = a.Tile(0);
  auto c = a.Tile(1);
  return LikeTile(*t, t->shape(), PromoteDataTypes(t->dtype(), c->dtype()));
}

TypePtr DeduceExpands(const ArgReader& a, const Attrs&) {
  auto t = a.Tile(0);
  auto s = a.Scalar(1);
  return LikeTile(*t, t->shape(), PromoteDataTypes(t->dtype(), s->dtype()));
}

TypePtr DeduceFillpad(const ArgReader& a, const Attrs& kw) {
  auto t = a.Tile(0);
  auto pad = KwargEnum<PadValue>(kw, "pad_value", a.op(), a.span()).value_or(PadValue::kZero);
  if (pad == PadValue::kNull) a.Fail("pad_value must be zero, max or min");
  TileView view = InheritedView(*t, t->shape());
  view.pad = pad;
  // The source's memory space, as the reference (an Acc tile stays in Acc).
  return MakeTile(t->shape(), t->dtype(), std::move(view), t->memory_space());
}

TypePtr DeduceConcat(const ArgReader& a, const Attrs&) {
  auto x = a.Tile(0);
  auto y = a.Tile(1);
  if (x->rank() != 2 || y->rank() != 2) a.Fail("requires 2D tiles");
  if (x->dtype() != y->dtype()) {
    a.Fail(absl::StrCat("requires equal dtypes, got ", DataTypeName(x->dtype()), " and ",
                        DataTypeName(y->dtype())));
  }
  if (!DimsEqual(x->shape()[0], y->shape()[0])) {
    a.Fail(absl::StrCat("requires equal row counts, got ", ShapeToString(x->shape()), " and ",
                        ShapeToString(y->shape())));
  }
  std::vector<ExprPtr> shape = {x->shape()[0], FoldAdd(x->shape()[1], y->shape()[1])};
  // As in the reference, the result is a fresh tile, valid everywhere.
  TileView view;
  view.valid_shape = shape;
  return MakeTile(std::move(shape), x->dtype(), std::move(view));
}

TileView AccView(std::vector<ExprPtr> shape) {
  TileView view;
  view.blayout = TileLayout::kColMajor;
  view.slayout = TileLayout::kRowMajor;
  view.fractal = 1024;
  view.valid_shape = std::move(shape);
  return view;
}

DataType MatmulResultDType(const ArgReader& a, const TileType& l, const TileType& r) {
  if (l.dtype() != r.dtype()) {
    a.Fail(absl::StrCat("requires identical lhs and rhs dtypes, got ", DataTypeName(l.dtype()),
                        " and ", DataTypeName(r.dtype())));
  }
  return IsFloat(l.dtype()) ? DataType::kFP32 : DataType::kInt32;
}

void CheckSameStatic(const ArgReader& a, const char* what, const ExprPtr& x, const ExprPtr& y) {
  auto cx = StaticDim(x);
  auto cy = StaticDim(y);
  if (cx && cy && *cx != *cy) {
    // The reference's wording for the contraction dimension.
    if (absl::string_view(what) == "K") {
      a.Fail(absl::StrCat("requires matching inner dimensions, but got lhs K=", *cx,
                          " and rhs K=", *cy));
    }
    a.Fail(absl::StrCat("requires matching ", what, " dimensions, got ", *cx, " and ", *cy));
  }
}

TypePtr DeduceMatmul(const ArgReader& a, const Attrs&) {
  auto l = a.Tile(0);
  auto r = a.Tile(1);
  if (l->rank() != 2 || r->rank() != 2) {
    a.Fail(absl::StrCat("requires 2D operands, got ", TypeToString(l), " and ", TypeToString(r)));
  }
  CheckSameStatic(a, "K", l->shape()[1], r->shape()[0]);
  DataType d = MatmulResultDType(a, *l, *r);
  std::vector<ExprPtr> shape = {l->shape()[0], r->shape()[1]};
  return MakeTile(shape, d, AccView(shape));
}

TypePtr DeduceMatmulAcc(const ArgReader& a, const Attrs&) {
  auto acc = a.Tile(0);
  auto l = a.Tile(1);
  auto r = a.Tile(2);
  if (acc->rank() != 2 || l->rank() != 2 || r->rank() != 2) a.Fail("requires 2D operands");
  CheckSameStatic(a, "M", acc->shape()[0], l->shape()[0]);
  CheckSameStatic(a, "N", acc->shape()[1], r->shape()[1]);
  CheckSameStatic(a, "K", l->shape()[1], r->shape()[0]);
  DataType d = MatmulResultDType(a, *l, *r);
  if (acc->dtype() != d) {
    a.Fail(absl::StrCat("requires accumulator dtype ", DataTypeName(d), ", got ",
                        DataTypeName(acc->dtype())));
  }
  return MakeTile(acc->shape(), d, AccView(acc->shape()));
}

TypePtr DeduceMatmulBias(const ArgReader& a, const Attrs&) {
  auto l = a.Tile(0);
  auto r = a.Tile(1);
  auto b = a.Tile(2);
  if (l->rank() != 2 || r->rank() != 2 || b->rank() != 2) a.Fail("requires 2D operands");
  CheckSameStatic(a, "K", l->shape()[1], r->shape()[0]);
  // The hardware adds one bias row to every output row.
  if (StaticDim(b->shape()[0]) != std::optional<int64_t>(1)) {
    a.Fail(absl::StrCat("requires bias to have shape [1, N], got ", ShapeToString(b->shape())));
  }
  CheckSameStatic(a, "N", b->shape()[1], r->shape()[1]);
  // Unlike matmul, the result takes the promoted dtype of lhs, rhs and bias (an FP16 bias keeps
  // an FP16 x FP16 product in FP16), as the reference deduces it.
  DataType d = PromoteDataTypes(PromoteDataTypes(l->dtype(), r->dtype()), b->dtype());
  std::vector<ExprPtr> shape = {l->shape()[0], r->shape()[1]};
  return MakeTile(shape, d, AccView(shape));
}

TypePtr DeduceLoad(const ArgReader& a, const Attrs& kw) {
  auto src = a.Tensor(0);
  const auto& offsets = a.ScalarTupleElems(1);
  const auto& shape = a.TupleElems(2);
  const auto& valid = a.TupleElems(3);
  if (offsets.size() != shape.size()) {
    a.Fail(absl::StrCat("requires one offset per dimension, got ", offsets.size(), " offsets and ",
                        shape.size(), " shapes"));
  }
  if (valid.size() != shape.size()) {
    a.Fail(absl::StrCat("requires valid_shapes to have the rank of shapes, got ", valid.size(),
                        " and ", shape.size()));
  }
  if (shape.empty()) a.Fail("requires at least one dimension");
  auto target = KwargEnum<MemorySpace>(kw, "target_memory", a.op(), a.span());
  // The DSL loads into Vec or Mat only (the text parser checks that), but
  // InferTileMemorySpace may retarget a load feeding an Acc accumulator, and
  // passes re-deduce such loads, as the reference's op layer allows.
  if (target && *target != MS::kVec && *target != MS::kMat && *target != MS::kAcc) {
    a.Fail(absl::StrCat("target_memory must be Mem.Vec or Mem.Mat, got Mem.", EnumName(*target)));
  }
  const bool clamp = KwargBool(kw, "clamp", a.op(), a.span()).value_or(false);
  TileView view;
  if (target) {
    if (*target == MS::kMat) {
      view.blayout = TileLayout::kColMajor;
      view.slayout = TileLayout::kRowMajor;
      if (src->view() && src->view()->layout == TensorLayout::kDN) {
        std::swap(view.blayout, view.slayout);
      }
    } else if (StaticDim(shape.back()) == std::optional<int64_t>(1)) {
      view.blayout = TileLayout::kColMajor;
    }
  }
  if (shape.size() == src->rank()) {
    WindowRead read{src->shape(),
                    ValidShapeOf(*src),
                    offsets,
                    shape,
                    valid,
                    clamp,
                    "Pass clamp=True to narrow the read to the source's edge"};
    view.valid_shape = InferWindowReadValidShape(read, a.op(), a.span());
  } else {
    view.valid_shape = valid;
  }
  return MakeTile(shape, src->dtype(), std::move(view), target);
}

TypePtr DeduceStore(const ArgReader& a, const Attrs& kw) {
  auto tile = a.Tile(0);
  const auto& offsets = a.ScalarTupleElems(1);
  auto dst = a.Tensor(2);
  if (a.Has(3)) {
    const auto& shapes = a.TupleElems(3);
    if (shapes.empty()) a.Fail("requires a non-empty shapes list when one is given");
    if (shapes.size() != offsets.size()) {
      a.Fail(
          absl::StrCat("requires shapes and offsets to have the same number of dimensions, but "
                       "got ",
                       shapes.size(), " shapes and ", offsets.size(), " offsets"));
    }
  }
  if (auto atomic = KwargAtomic(kw, a.op(), a.span()); atomic && *atomic != 0) {
    if (!IsAtomicAddDType(tile->dtype())) {
      a.Fail(absl::StrCat("atomic add requires an fp32/bf16/fp16/int32/int16/int8 tile, got ",
                          DataTypeName(tile->dtype())));
    }
  }
  // As in the reference, bounds and the valid-region union are derived only
  // when the tile, the offsets and the destination share one rank; any other
  // store keeps the destination's type unchecked.
  if (a.Has(3) || tile->rank() != dst->rank() || offsets.size() != dst->rank()) return dst;
  CheckWriteBounds(dst->shape(), ValidShapeOf(*tile), offsets, a.op(),
                   "A store does not convert layouts: the offsets and the tile's extent must "
                   "already be in the destination's coordinates",
                   a.span());
  // A partially valid destination's valid region grows by what the store
  // adds (a fully valid one stays so and keeps its type).
  const std::vector<ExprPtr>& before = ValidShapeOf(*dst);
  std::vector<ExprPtr> after =
      WriteValidShapeUnion(dst->shape(), before, ValidShapeOf(*tile), offsets, a.op(), a.span());
  if (after == before) return dst;
  TensorView view = dst->view() ? *dst->view() : TensorView();
  bool full = true;
  for (size_t i = 0; i < after.size() && full; ++i) full = DimsEqual(after[i], dst->shape()[i]);
  view.valid_shape = full ? std::vector<ExprPtr>{} : std::move(after);
  return std::make_shared<TensorType>(dst->shape(), dst->dtype(), std::move(view), dst->memref());
}

TypePtr DeduceCreate(const ArgReader& a, const Attrs& kw) {
  auto shape = StaticShape(a, 0);
  DataType dtype = RequireKwargDType(kw, "dtype", a.op(), a.span());
  auto target = KwargEnum<MemorySpace>(kw, "target_memory", a.op(), a.span());
  const bool transpose = KwargBool(kw, "transpose", a.op(), a.span()).value_or(false);
  const bool flat = KwargBool(kw, "flat_layout", a.op(), a.span()).value_or(false);
  if (transpose && !(shape.size() == 2 && target == std::optional<MemorySpace>(MS::kMat))) {
    a.Fail("supports transpose=true only for a 2D tile with target_memory=Mat (L1)");
  }
  if (flat && !(target == std::optional<MemorySpace>(MS::kMat) && !transpose)) {
    a.Fail("supports flat_layout=True only for target_memory=Mat without transpose");
  }
  TileView view;
  std::optional<MemorySpace> space;
  if (flat) {
    space = MS::kMat;
  } else if (target == std::optional<MemorySpace>(MS::kAcc)) {
    view = AccView({});
  } else if (transpose) {
    view.blayout = TileLayout::kRowMajor;
    view.slayout = TileLayout::kColMajor;
  } else if (shape.size() == 2 && *StaticDim(shape[0]) > 1 && *StaticDim(shape[1]) == 1) {
    view.blayout = TileLayout::kColMajor;
  }
  view.valid_shape = shape;
  return MakeTile(shape, dtype, std::move(view), space);
}

TypePtr DeduceFull(const ArgReader& a, const Attrs& kw) {
  auto shape = StaticShape(a, 0);
  DataType dtype = RequireKwargDType(kw, "dtype", a.op(), a.span());
  if (!As<ConstInt>(a.Arg(1)) && !As<ConstFloat>(a.Arg(1))) {
    a.Fail(absl::StrCat(a.Describe(1), " must be a numeric constant, got ",
                        TypeToString(a.Arg(1)->type())));
  }
  TileView view;
  view.valid_shape = shape;
  return MakeTile(shape, dtype, std::move(view));
}

TypePtr DeduceMove(const ArgReader& a, const Attrs& kw) {
  auto t = a.Tile(0);
  const std::optional<MemorySpace> target =
      KwargEnum<MemorySpace>(kw, "target_memory", a.op(), a.span());
  // As the reference's pl.move / pl.tile.move: the destination is required.
  if (!target) {
    ThrowUserError(a.span(), "move() missing 1 required positional argument: 'target_memory'");
  }
  const MemorySpace space = *target;
  const TileView src = t->EffectiveView();
  TileView view;
  view.blayout = src.blayout;
  view.slayout = src.slayout;
  if (space == MS::kLeft) {
    view.blayout = TileLayout::kColMajor;
    view.slayout = TileLayout::kRowMajor;
  } else if (space == MS::kRight) {
    view.blayout = TileLayout::kRowMajor;
    view.slayout = TileLayout::kColMajor;
  }
  if (auto b = KwargEnum<TileLayout>(kw, "blayout", a.op(), a.span())) view.blayout = *b;
  if (auto s = KwargEnum<TileLayout>(kw, "slayout", a.op(), a.span())) view.slayout = *s;
  view.valid_shape = ValidShapeOf(*t);
  view.pad = src.pad;
  return MakeTile(t->shape(), t->dtype(), std::move(view));
}

TypePtr DeduceExtract(const ArgReader& a, const Attrs& kw) {
  auto src = a.Tile(0);
  for (size_t i = 1; i <= 2; ++i) {
    const DataType d = a.Scalar(i)->dtype();
    if (!IsIndexLike(d)) {
      a.Fail(absl::StrCat(i == 1 ? "index_row" : "index_col",
                          " must be INT64, UINT64 or INDEX, got ", DataTypeName(d)));
    }
  }
  auto shape = StaticShape(a, 3);
  if (src->rank() != 2 || shape.size() != 2) a.Fail("requires a 2D source and a 2D shape");
  // Where everything is constant the window must lie inside the source.
  for (size_t axis = 0; axis < 2; ++axis) {
    const char* name = axis == 0 ? "row" : "col";
    auto dst = StaticDim(shape[axis]);
    if (dst && *dst <= 0) a.Fail(absl::StrCat("shape[", axis, "] must be positive, got ", *dst));
    auto whole = StaticDim(src->shape()[axis]);
    if (!dst || !whole) continue;
    if (*dst > *whole) {
      a.Fail(absl::StrCat("shape[", axis, "] = ", *dst, " is larger than the source's ", name,
                          " extent ", *whole));
    }
    auto off = StaticDim(a.Arg(axis + 1));
    if (!off) continue;
    if (*off < 0) a.Fail(absl::StrCat("index_", name, " must be >= 0, got ", *off));
    if (*off + *dst > *whole) {
      a.Fail(absl::StrCat("index_", name, " ", *off, " + shape[", axis, "] ", *dst,
                          " runs past the source's ", name, " extent ", *whole));
    }
  }
  auto space = KwargEnum<MemorySpace>(kw, "target_memory", a.op(), a.span()).value_or(MS::kVec);
  // The layout follows the window's shape, except for the matmul operand
  // spaces (not the memory space's implicit view, as the reference deduces).
  TileView view = ImplicitTileView(shape, std::nullopt);
  if (space == MS::kLeft) {
    view.blayout = TileLayout::kRowMajor;
    view.slayout = TileLayout::kRowMajor;
  } else if (space == MS::kRight) {
    view.blayout = TileLayout::kRowMajor;
    view.slayout = TileLayout::kColMajor;
  }
  // The window is valid only where the source is.
  const std::vector<ExprPtr> offsets = {a.Arg(1), a.Arg(2)};
  const std::vector<ExprPtr> none;
  WindowRead read{src->shape(),
                  ValidShapeOf(*src),
                  offsets,
                  shape,
                  none,
                  /*clamp=*/false,
                  "the extracted window must fit inside the source tile",
                  /*exact_window=*/true};
  view.valid_shape = InferWindowReadValidShape(read, a.op(), a.span());
  // No memory space here: the registry applies target_memory afterwards, so
  // the view is first made canonical for a tile without one (as the reference
  // does). A row-major window into Mat or Acc therefore ends up with those
  // spaces' implicit view rather than an explicit row-major one.
  return MakeTile(shape, src->dtype(), std::move(view));
}

std::vector<int64_t> DropDims(const ArgReader& a, size_t i, const std::vector<ExprPtr>& shape) {
  std::vector<int64_t> dims;
  if (!a.Has(i)) return dims;
  for (const auto& e : a.TupleElems(i)) {
    auto c = StaticDim(e);
    if (!c) a.Fail("drop_dims entries must be constants");
    int64_t d = *c < 0 ? *c + static_cast<int64_t>(shape.size()) : *c;
    if (d < 0 || d >= static_cast<int64_t>(shape.size())) {
      a.Fail(absl::StrCat("drop_dims entry ", *c, " is out of range"));
    }
    if (StaticDim(shape[d]) != std::optional<int64_t>(1)) {
      a.Fail(absl::StrCat("drop_dims entry ", *c, " must name a unit dimension of the shape"));
    }
    dims.push_back(d);
  }
  return dims;
}

TypePtr DeduceSlice(const ArgReader& a, const Attrs& kw) {
  auto src = a.Tile(0);
  auto shape = a.IndexTupleElems(1, "shape");
  auto offsets = a.IndexTupleElems(2, "offset");
  if (offsets.size() != shape.size()) {
    a.Fail(absl::StrCat("requires offset and shape to have the same rank, but got offset rank ",
                        offsets.size(), " and shape rank ", shape.size()));
  }
  // The window is allocated on chip: every extent is a positive constant.
  for (size_t i = 0; i < shape.size(); ++i) {
    auto d = StaticDim(shape[i]);
    if (!d) {
      a.Fail(absl::StrCat("shape element ", i,
                          " must be a compile-time constant so InitMemRef can allocate storage"));
    }
    if (*d <= 0) a.Fail(absl::StrCat("shape element ", i, " must be positive, got ", *d));
  }
  std::vector<ExprPtr> requested =
      a.Has(3) ? a.IndexTupleElems(3, "valid_shape") : std::vector<ExprPtr>{};
  auto drop = DropDims(a, 4, shape);
  std::vector<ExprPtr> valid;
  if (shape.size() == src->rank() && offsets.size() == shape.size()) {
    WindowRead read{src->shape(),
                    ValidShapeOf(*src),
                    offsets,
                    shape,
                    requested,
                    false,
                    "An on-chip window cannot be clamped: keep offset + shape inside the source "
                    "tile, or load with clamp=True and slice the loaded tile in bounds",
                    /*exact_window=*/true};
    valid = InferWindowReadValidShape(read, a.op(), a.span());
  } else {
    valid = requested.empty() ? shape : requested;
  }
  RequireFullyValidDroppedAxes(valid, drop, a);
  std::vector<ExprPtr> result_shape = WithoutAxes(shape, drop);
  std::vector<ExprPtr> result_valid = WithoutAxes(valid, drop);
  if (!drop.empty() && result_shape.size() < 2) {
    // Tiles are physically 2D: a rank-reducing slice keeps leading unit axes up to rank 2.
    auto first = As<ConstInt>(shape.front());
    const DataType dim_dtype = first ? first->dtype() : DataType::kIndex;
    while (result_shape.size() < 2) {
      auto unit = std::make_shared<ConstInt>(1, dim_dtype, a.span());
      result_shape.insert(result_shape.begin(), unit);
      result_valid.insert(result_valid.begin(), unit);
    }
  }
  // A window shares the source's stored layout fields; a source without a
  // stored view gives the layout the window's own shape implies (a [N, 1]
  // column of a row-major tile is col-major), as the reference deduces. No
  // memory space here: the registry gives the source's afterwards, once the
  // view is canonical for a tile without one.
  TileView view;
  if (src->view()) {
    view.blayout = src->view()->blayout;
    view.slayout = src->view()->slayout;
    view.fractal = src->view()->fractal;
    view.pad = src->view()->pad;
  } else {
    view = ImplicitTileView(result_shape, std::nullopt);
  }
  view.valid_shape = std::move(result_valid);
  if (auto pad = KwargEnum<PadValue>(kw, "pad_value", a.op(), a.span())) view.pad = *pad;
  return MakeTile(std::move(result_shape), src->dtype(), std::move(view));
}

TypePtr DeduceAssemble(const ArgReader& a, const Attrs&) {
  auto target = a.Tile(0);
  auto source = a.Tile(1);
  const auto& offsets = a.IndexTupleElems(2, "offset");
  // The cube drains its FP32 accumulator into a BF16/FP16 Mat scratch (a FIXPIPE downcast);
  // memory spaces are not known yet here, so the dtypes alone decide, as in the reference.
  const bool fixpipe_downcast =
      source->dtype() == DataType::kFP32 &&
      (target->dtype() == DataType::kBF16 || target->dtype() == DataType::kFP16);
  if (source->dtype() != target->dtype() && !fixpipe_downcast) {
    a.Fail(absl::StrCat(
        "requires target and source to have the same dtype (or an Acc->Mat FIXPIPE downcast to "
        "bf16/f16), got ",
        DataTypeName(target->dtype()), " and ", DataTypeName(source->dtype())));
  }
  if (offsets.size() != target->rank()) {
    // As in the reference, a write whose offsets do not match the target's
    // rank (an N-D assemble after FlattenTileNdTo2D, or none at all) is a
    // reinterpreting one, not checked against the target: the result's valid
    // region is the target's whole physical extent.
    TileView view = target->EffectiveView();
    view.valid_shape = target->shape();
    return MakeTile(target->shape(), target->dtype(), std::move(view));
  }
  CheckWriteBounds(target->shape(), source->shape(), offsets, a.op(),
                   "tile.assemble copies the whole source tile, not only its valid region, so the "
                   "source's full shape has to fit",
                   a.span());
  const std::vector<ExprPtr>& before = ValidShapeOf(*target);
  std::vector<ExprPtr> after = WriteValidShapeUnion(target->shape(), before, ValidShapeOf(*source),
                                                    offsets, a.op(), a.span());
  if (after == before) return MakeTile(target->shape(), target->dtype(), target->view());
  TileView view = target->EffectiveView();
  view.valid_shape = std::move(after);
  return MakeTile(target->shape(), target->dtype(), std::move(view));
}

TypePtr DeduceReshape(const ArgReader& a, const Attrs&) {
  auto src = a.Tile(0);
  auto shape = a.IndexTupleElems(1, "shape");
  // As the reference: the element counts are compared only when both are
  // constant and positive.
  auto n_src = StaticNumElements(src->shape());
  auto n_dst = StaticNumElements(shape);
  if (n_src && n_dst && *n_src > 0 && *n_dst > 0 && *n_src != *n_dst) {
    a.Fail(absl::StrCat("cannot reshape ", ShapeToString(src->shape()), " (", *n_src,
                        " elements) to ", ShapeToString(shape), " (", *n_dst, " elements)"));
  }
  TileView view;
  view.valid_shape =
      ReshapeValidShape(ValidShapeOf(*src), src->shape(), shape,
                        src->EffectiveView().blayout == TileLayout::kRowMajor, a.op(), a.span());
  view.pad = src->EffectiveView().pad;
  if (shape.size() == 2 && StaticDim(shape[1]) == std::optional<int64_t>(1) &&
      StaticDim(shape[0]).value_or(2) > 1) {
    view.blayout = TileLayout::kColMajor;
  }
  return MakeTile(shape, src->dtype(), std::move(view));
}

int64_t NormalizeAxis(const ArgReader& a, size_t i, size_t rank) {
  int64_t ax = a.ConstIntArg(i);
  if (ax < 0) ax += static_cast<int64_t>(rank);
  if (ax < 0 || ax >= static_cast<int64_t>(rank)) {
    a.Fail(absl::StrCat(a.Describe(i), " is out of range for rank ", rank));
  }
  return ax;
}

TypePtr DeduceTranspose(const ArgReader& a, const Attrs&) {
  auto src = a.Tile(0);
  if (src->rank() < 2) {
    a.Fail(absl::StrCat("requires at least 2 dimensions, but got ", src->rank()));
  }
  if (a.Has(3)) {
    auto tmp = a.Tile(3);
    if (tmp->dtype() != src->dtype()) {
      a.Fail(absl::StrCat("tmp dtype must match input dtype, got input=",
                          DataTypeString(src->dtype()), " tmp=", DataTypeString(tmp->dtype())));
    }
    if (tmp->rank() != src->rank()) {
      a.Fail(absl::StrCat("tmp rank must match input rank, got input rank=", src->rank(),
                          " tmp rank=", tmp->rank()));
    }
  }
  int64_t x = NormalizeAxis(a, 1, src->rank());
  int64_t y = NormalizeAxis(a, 2, src->rank());
  if (x == y) {
    a.Fail(absl::StrCat("axis1 and axis2 must be different, but got axis1=", x, ", axis2=", y));
  }
  auto shape = src->shape();
  std::swap(shape[x], shape[y]);
  // The reference gives the transposed tile a valid shape equal to its shape,
  // whatever part of the source was valid.
  TileView view;
  view.valid_shape = shape;
  return MakeTile(std::move(shape), src->dtype(), std::move(view));
}

// Zero-copy transposed view: the trailing two dims swap and each of the
// block/scatter layouts flips its major-ness (row <-> col; none_box stays),
// which maps NZ <-> ZN, NN <-> ZZ and ND <-> DN over the same bytes.
TypePtr DeduceTransposeView(const ArgReader& a, const Attrs&) {
  auto src = a.Tile(0);
  const size_t n = src->rank();
  if (n < 2) a.Fail(absl::StrCat("requires at least 2 dimensions, got ", n));
  auto flip = [](TileLayout l) {
    if (l == TileLayout::kRowMajor) return TileLayout::kColMajor;
    if (l == TileLayout::kColMajor) return TileLayout::kRowMajor;
    return l;
  };
  std::vector<ExprPtr> shape = src->shape();
  std::swap(shape[n - 2], shape[n - 1]);
  auto valid = ValidShapeOf(*src);
  std::swap(valid[n - 2], valid[n - 1]);
  TileView eff = src->EffectiveView();
  TileView view;
  view.valid_shape = std::move(valid);
  view.blayout = flip(eff.blayout);
  view.slayout = flip(eff.slayout);
  view.fractal = eff.fractal;
  view.pad = eff.pad;
  return MakeTile(std::move(shape), src->dtype(), std::move(view), src->memory_space());
}

TypePtr DeduceSetValidShape(const ArgReader& a, const Attrs&) {
  auto t = a.Tile(0);
  if (t->rank() != 2) a.Fail(absl::StrCat("requires a 2D tile, got ", TypeToString(t)));
  CheckValidShapeExtents(a, t->shape(), "tile");
  TileView view = t->EffectiveView();
  view.valid_shape = {a.Arg(1), a.Arg(2)};
  return MakeTile(t->shape(), t->dtype(), std::move(view));
}

TypePtr DeduceRead(const ArgReader& a, const Attrs&) {
  auto t = a.Tile(0);
  const auto& idx = a.TupleElems(1);
  if (idx.size() != t->rank()) {
    a.Fail(absl::StrCat("indices count (", idx.size(), ") must match tile rank (", t->rank(), ")"));
  }
  return ScalarType::Get(t->dtype());
}

TypePtr DeduceWrite(const ArgReader& a, const Attrs&) {
  auto t = a.Tile(0);
  const auto& idx = a.TupleElems(1);
  const DataType value = a.Scalar(2)->dtype();
  if (value != t->dtype()) {
    a.Fail(absl::StrCat("requires the value's dtype to be the tile's, got ", DataTypeName(value),
                        " for a ", DataTypeName(t->dtype()), " tile"));
  }
  if (idx.size() != t->rank()) {
    a.Fail(absl::StrCat("indices count (", idx.size(), ") must match tile rank (", t->rank(), ")"));
  }
  return t;
}

TypePtr DeduceIndex(const ArgReader&, const Attrs&) { return ScalarType::Get(DataType::kIndex); }
TypePtr DeduceUnknown(const ArgReader&, const Attrs&) { return UnknownType::Get(); }

void RegisterTileOps() {
  // Unary elementwise.
  for (const char* name : {"tile.neg", "tile.exp", "tile.sqrt", "tile.abs", "tile.relu"}) {
    OpDef(name, {"tile"}).In(0, kVec).OutFixed(MS::kVec).Deduce(DeduceUnary).Register();
  }
  // The bitwise not exists for 16-bit integer tiles only.
  OpDef("tile.not", {"tile"})
      .In(0, kVec)
      .OutFixed(MS::kVec)
      .Deduce([](const ArgReader& a, const Attrs& kw) {
        const DataType dt = a.Tile(0)->dtype();
        if (dt != DataType::kInt16 && dt != DataType::kUInt16) {
          a.Fail(absl::StrCat("requires int16 or uint16 tile dtype, but got ",
                              absl::AsciiStrToLower(DataTypeName(dt))));
        }
        return DeduceUnary(a, kw);
      })
      .Register();
  OpDef("tile.log", {"tile"})
      .Kwargs({"high_precision"})
      .In(0, kVec)
      .OutFixed(MS::kVec)
      .Deduce(DeduceLog)
      .Register();
  OpDef("tile.recip", {"tile"})
      .In(0, kVec)
      .OutFixed(MS::kVec)
      .NotInplaceSafe()
      .Deduce(DeduceUnary)
      .Register();
  OpDef("tile.rsqrt", {"tile", "tmp"}, 1)
      .In(0, kVec)
      .In(1, kVec)
      .OutFixed(MS::kVec)
      .NotInplaceSafe()
      .Deduce(DeduceRsqrt)
      .Register();
  for (const char* name : {"tile.sin", "tile.cos"}) {
    OpDef(name, {"tile"}).In(0, kVec).OutFixed(MS::kVec).Deduce(DeduceFP32Unary).Register();
  }
  OpDef("tile.cast", {"tile"})
      .Kwargs({"target_type", "mode"})
      .PrintedDefault("mode", AttrValue::String("round"))
      .In(0, kVec)
      .OutFixed(MS::kVec)
      .Deduce(DeduceCast)
      .Register();

  // Binary elementwise.
  for (const char* name : {"tile.add", "tile.sub", "tile.mul", "tile.maximum", "tile.minimum"}) {
    OpDef(name, {"lhs", "rhs"})
        .In(0, kVec)
        .In(1, kVec)
        .OutFixed(MS::kVec)
        .Deduce([](const ArgReader& a, const Attrs& kw) { return DeduceBinary(a, kw, false); })
        .Register();
  }
  OpDef("tile.div", {"lhs", "rhs"})
      .Kwargs({"high_precision"})
      .In(0, kVec)
      .In(1, kVec)
      .OutFixed(MS::kVec)
      .Deduce([](const ArgReader& a, const Attrs& kw) { return DeduceBinary(a, kw, true); })
      .Register();
  for (const char* name :
       {"tile.adds", "tile.muls", "tile.divs", "tile.maximums", "tile.minimums"}) {
    OpDef(name, {"lhs", "rhs"}).In(0, kVec).OutFixed(MS::kVec).Deduce(DeduceTileScalar).Register();
  }
  OpDef("tile.subs", {"lhs", "rhs"}).In(0, kVec).OutFixed(MS::kVec).Deduce(DeduceSubs).Register();
  OpDef("tile.cmp", {"lhs", "rhs"})
      .Kwargs({"cmp_type"})
      .PrintedDefault("cmp_type", AttrValue::Int(0))
      .In(0, kVec)
      .In(1, kVec)
      .OutFixed(MS::kVec)
      .Deduce([](const ArgReader& a, const Attrs& kw) { return DeduceCmp(a, kw, false); })
      .Register();
  OpDef("tile.cmps", {"lhs", "rhs"})
      .Kwargs({"cmp_type"})
      .PrintedDefault("cmp_type", AttrValue::Int(0))
      .In(0, kVec)
      .OutFixed(MS::kVec)
      .Deduce([](const ArgReader& a, const Attrs& kw) { return DeduceCmp(a, kw, true); })
      .Register();
  OpDef("tile.sel", {"mask", "lhs", "rhs", "tmp"})
      .In(0, kVec)
      .In(1, kVec)
      .In(2, kVec)
      .In(3, kVec)
      .OutFixed(MS::kVec)
      .ForbidAlias(0)
      .ForbidAlias(3)
      .Deduce(DeduceSel)
      .Register();

  OpDef("tile.sels", {"lhs", "rhs", "select_mode"})
      .In(0, kVec)
      .In(1, kVec)
      .OutFixed(MS::kVec)
      .Deduce(DeduceSelScalar)
      .Register();

  // Remainders. TFMOD/TFMODS overwrite src0 before its last read, so the
  // result must not share an input's buffer.
  OpDef("tile.fmod", {"lhs", "rhs"})
      .In(0, kVec)
      .In(1, kVec)
      .OutFixed(MS::kVec)
      .NotInplaceSafe()
      .Deduce([](const ArgReader& a, const Attrs& kw) { return DeduceBinary(a, kw, false); })
      .Register();
  OpDef("tile.fmods", {"lhs", "rhs"})
      .In(0, kVec)
      .OutFixed(MS::kVec)
      .NotInplaceSafe()
      .Deduce(DeduceTileScalar)
      .Register();
  OpDef("tile.rem", {"lhs", "rhs", "tmp"})
      .In(0, kVec)
      .In(1, kVec)
      .In(2, kVec)
      .OutFixed(MS::kVec)
      .Deduce(DeduceWithScratch)
      .Register();
  OpDef("tile.rems", {"lhs", "rhs", "tmp"})
      .In(0, kVec)
      .In(2, kVec)
      .OutFixed(MS::kVec)
      .Deduce(DeduceTileScalarTile)
      .Register();

  // Partial combines: the result follows the plain binary rule; where only one
  // source is valid the hardware copies it, which is a runtime effect.
  for (const char* name : {"tile.part_add", "tile.part_mul", "tile.part_max", "tile.part_min"}) {
    OpDef(name, {"src0", "src1"})
        .In(0, kVec)
        .In(1, kVec)
        .OutFixed(MS::kVec)
        .Deduce([](const ArgReader& a, const Attrs& kw) { return DeduceBinary(a, kw, false); })
        .Register();
  }

  // Three-operand arithmetic and the ReLU variants.
  for (const char* name : {"tile.addc", "tile.subc"}) {
    OpDef(name, {"lhs", "rhs", "rhs2"})
        .In(0, kVec)
        .In(1, kVec)
        .In(2, kVec)
        .OutFixed(MS::kVec)
        .Deduce(DeduceThreeTiles)
        .Register();
  }
  for (const char* name : {"tile.addsc", "tile.subsc"}) {
    OpDef(name, {"lhs", "rhs", "rhs2"})
        .In(0, kVec)
        .In(2, kVec)
        .OutFixed(MS::kVec)
        .Deduce(DeduceTileScalarTile)
        .Register();
  }
  OpDef("tile.prelu", {"tile", "slope", "tmp"})
      .In(0, kVec)
      .In(1, kVec)
      .In(2, kVec)
      .OutFixed(MS::kVec)
      .Deduce(DeduceWithScratch)
      .Register();
  OpDef("tile.lrelu", {"tile", "slope"})
      .In(0, kVec)
      .OutFixed(MS::kVec)
      .Deduce(DeduceTileScalar)
      .Register();

  // Reductions.
  for (const char* name : {"tile.row_max", "tile.row_sum", "tile.row_min", "tile.row_prod"}) {
    const bool row_min = std::string(name) == "tile.row_min";
    OpDef(name, {"tile", "tmp_tile"})
        .In(0, kVec)
        .In(1, kVec)
        .OutFixed(MS::kVec)
        .NotInplaceSafe()
        .Deduce(row_min ? DeduceRowMin : DeduceRowReduce)
        .Register();
  }
  OpDef("tile.col_sum", {"tile", "tmp_tile"}, 1)
      .In(0, kVec)
      .In(1, kVec)
      .OutFixed(MS::kVec)
      .Deduce(DeduceColSum)
      .Register();
  for (const char* name : {"tile.col_max", "tile.col_min", "tile.col_prod"}) {
    OpDef(name, {"tile"}).In(0, kVec).OutFixed(MS::kVec).Deduce(DeduceColReduce).Register();
  }

  // Broadcasts.
  OpDef("tile.row_expand", {"target", "row_vec"})
      .In(0, kVec)
      .In(1, kVec)
      .OutFixed(MS::kVec)
      .ForbidAlias(1)
      .Deduce(DeduceRowExpand)
      .Register();
  for (const char* name :
       {"tile.row_expand_sub", "tile.row_expand_div", "tile.row_expand_mul", "tile.row_expand_max",
        "tile.row_expand_min", "tile.row_expand_expdif"}) {
    OpDef(name, {"tile", "row_vec"})
        .In(0, kVec)
        .In(1, kVec)
        .OutFixed(MS::kVec)
        .ForbidAlias(1)
        .Deduce(DeduceRowExpand)
        .Register();
  }
  OpDef("tile.row_expand_add", {"tile", "row_vec", "tmp"}, 1)
      .In(0, kVec)
      .In(1, kVec)
      .In(2, kVec)
      .OutFixed(MS::kVec)
      .ForbidAlias(1)
      .ForbidAlias(2)
      .Deduce(DeduceRowExpandAdd)
      .Register();
  for (const char* name : {"tile.col_expand", "tile.col_expand_mul", "tile.col_expand_add",
                           "tile.col_expand_div", "tile.col_expand_sub", "tile.col_expand_max",
                           "tile.col_expand_min", "tile.col_expand_expdif"}) {
    OpDef(name, {"target", "col_tile"})
        .In(0, kVec)
        .In(1, kVec)
        .OutFixed(MS::kVec)
        .ForbidAlias(1)
        .Deduce(DeduceColExpand)
        .Register();
  }
  OpDef("tile.expands", {"target", "scalar"})
      .In(0, kVec)
      .OutFixed(MS::kVec)
      .Deduce(DeduceExpands)
      .Register();
  OpDef("tile.fillpad", {"tile"})
      .Kwargs({"pad_value"})
      .PrintedDefault("pad_value", AttrValue::FromEnum(PadValue::kZero))
      .In(0, kVec)
      .OutFixed(MS::kVec)
      .Deduce(DeduceFillpad)
      .Register();
  OpDef("tile.concat", {"src0", "src1"})
      .In(0, kVec)
      .In(1, kVec)
      .OutFixed(MS::kVec)
      .NotInplaceSafe()
      .Deduce(DeduceConcat)
      .Register();

  // Matmul.
  OpDef("tile.matmul", {"lhs", "rhs"})
      .In(0, {MS::kLeft})
      .In(1, {MS::kRight})
      .OutFixed(MS::kAcc)
      .Deduce(DeduceMatmul)
      .Register();
  // Three operands, as the reference registers it at our revision: its DSL
  // rejects a fourth (init_cond) argument, so ptoc must not accept one either.
  OpDef("tile.matmul_acc", {"acc", "lhs", "rhs"})
      .In(0, {MS::kAcc})
      .In(1, {MS::kLeft})
      .In(2, {MS::kRight})
      .OutFixed(MS::kAcc)
      .Reuses(0)
      .Effect(0, ArgEffect::kReadWrite)
      .Deduce(DeduceMatmulAcc)
      .Register();
  // GEMV: the matmul forms for a row-vector lhs ([1, K]); same typing rules.
  OpDef("tile.gemv", {"lhs", "rhs"})
      .In(0, {MS::kLeft})
      .In(1, {MS::kRight})
      .OutFixed(MS::kAcc)
      .Deduce(DeduceMatmul)
      .Register();
  OpDef("tile.gemv_acc", {"acc", "lhs", "rhs"})
      .In(0, {MS::kAcc})
      .In(1, {MS::kLeft})
      .In(2, {MS::kRight})
      .OutFixed(MS::kAcc)
      .Reuses(0)
      .Effect(0, ArgEffect::kReadWrite)
      .Deduce(DeduceMatmulAcc)
      .Register();
  OpDef("tile.gemv_bias", {"lhs", "rhs", "bias"})
      .In(0, {MS::kLeft})
      .In(1, {MS::kRight})
      .In(2, {MS::kBias})
      .OutFixed(MS::kAcc)
      .Deduce(DeduceMatmulBias)
      .Register();
  OpDef("tile.matmul_bias", {"lhs", "rhs", "bias"})
      .In(0, {MS::kLeft})
      .In(1, {MS::kRight})
      .In(2, {MS::kBias})
      .OutFixed(MS::kAcc)
      .Deduce(DeduceMatmulBias)
      .Register();

  // Memory.
  // The DSL wrappers always pass target_memory (default Vec); a call without
  // it (built directly by a pass) is left for InferTileMemorySpace.
  OpDef("tile.load", {"tensor", "offsets", "shapes", "valid_shapes"})
      .Kwargs({"target_memory", "clamp"})
      .PrintedDefault("target_memory", AttrValue::FromEnum(MS::kVec))
      .OutFromKwarg()
      .Deduce(DeduceLoad)
      .Register();
  OpDef("tile.store", {"tile", "offsets", "output_tensor", "shapes"}, 1)
      .Kwargs({"atomic"})
      .In(0, {MS::kVec, MS::kAcc})
      .Reuses(2)
      .Effect(2, ArgEffect::kWrite)
      .Deduce(DeduceStore)
      .Register();
  OpDef("tile.create", {"shape"})
      .Kwargs({"dtype", "target_memory", "transpose", "flat_layout"})
      .PrintedDefault("target_memory", AttrValue::FromEnum(MS::kVec))
      .OutFromKwarg()
      .Affinity(CoreAffinity::kShared)
      .Deduce(DeduceCreate)
      .Register();
  OpDef("tile.full", {"shape", "value"})
      .Kwargs({"dtype"})
      .OutFixed(MS::kVec)
      .Deduce(DeduceFull)
      .Register();
  // In-place safe, as in the reference at the seed revision: a same-space
  // move whose input dies there may write over the input's buffer.
  OpDef("tile.move", {"tile"})
      .Kwargs({"target_memory", "blayout", "slayout"})
      .OutFromKwarg(MS::kVec)
      .Deduce(DeduceMove)
      .Register();
  OpDef("tile.extract", {"src", "index_row", "index_col", "shape"})
      .Kwargs({"target_memory"})
      .OutFromKwarg(MS::kVec)
      .NotInplaceSafe()
      .Deduce(DeduceExtract)
      .Register();
  OpDef("tile.alloc", {"memory_space", "size"})
      .Kwargs({"pinned"})
      .Affinity(CoreAffinity::kVector)
      .Deduce([](const ArgReader&, const Attrs&) { return PtrType::Get(); })
      .Register();
  OpDef("tile.read", {"tile", "indices"}).In(0, kVec).Deduce(DeduceRead).Register();
  OpDef("tile.write", {"tile", "indices", "value"})
      .In(0, kVec)
      .OutFixed(MS::kVec)
      .Effect(0, ArgEffect::kReadWrite)
      .Deduce(DeduceWrite)
      .Register();

  // Views and layout transforms.
  OpDef("tile.slice", {"input", "shape", "offset", "valid_shape", "drop_dims"}, 2)
      .Kwargs({"pad_value"})
      .OutInherit()
      .View()
      .Deduce(DeduceSlice)
      .Register();
  // The result is the target's buffer (inherited, as for views), not an
  // in-place output: the memory passes never move the target for it.
  OpDef("tile.assemble", {"target", "source", "offset"})
      .OutInherit()
      .Effect(0, ArgEffect::kReadWrite)
      .Deduce(DeduceAssemble)
      .Register();
  OpDef("tile.reshape", {"input", "shape"}).OutInherit().View().Deduce(DeduceReshape).Register();
  OpDef("tile.transpose", {"input", "axis1", "axis2", "tmp"}, 1)
      .OutInherit()
      .NotInplaceSafe()
      .Deduce(DeduceTranspose)
      .Register();
  OpDef("tile.transpose_view", {"input"})
      .OutInherit()
      .View()
      .Deduce(DeduceTransposeView)
      .Register();
  OpDef("tile.set_validshape", {"tile", "valid_rows", "valid_cols"})
      .OutInherit()
      .View()
      .Deduce(DeduceSetValidShape)
      .Register();

  // Block ids.
  OpDef("tile.get_block_idx", {}).Affinity(CoreAffinity::kShared).Deduce(DeduceIndex).Register();
  OpDef("tile.get_block_num", {}).Affinity(CoreAffinity::kShared).Deduce(DeduceIndex).Register();
  OpDef("tile.get_subblock_idx", {}).Affinity(CoreAffinity::kVector).Deduce(DeduceIndex).Register();

  // Cube <-> vector pipes. A popped tile's type comes from the assignment's
  // annotation, so the call itself is untyped.
  // As in the reference, the pushed value's type is not checked.
  OpDef("tile.tpush_to_aiv", {"tile"})
      .Kwargs({"split", "id"})
      .Affinity(CoreAffinity::kCube)
      .Deduce(DeduceUnknown)
      .Register();
  OpDef("tile.tpush_to_aic", {"tile"})
      .Kwargs({"split", "id"})
      .Affinity(CoreAffinity::kVector)
      .Deduce(DeduceUnknown)
      .Register();
  OpDef("tile.tpop_from_aic", {})
      .Kwargs({"split", "id"})
      .PrintedDefault("split", AttrValue::Int(0))
      .Affinity(CoreAffinity::kVector)
      .Deduce(DeduceUnknown)
      .Register();
  OpDef("tile.tpop_from_aiv", {})
      .Kwargs({"split", "id"})
      .PrintedDefault("split", AttrValue::Int(0))
      .Affinity(CoreAffinity::kCube)
      .Deduce(DeduceUnknown)
      .Register();
}

const bool kTileOpsRegistered = (RegisterTileOps(), true);

// ---- Index generation and scatter (targets of the scatter_update lowering) ----

// tile.ci(start, shape, dtype=, descending=): an integer sequence (pto.tci).
TypePtr DeduceCi(const ArgReader& a, const Attrs& kw) {
  const DataType dtype = CiDestinationDType(a, kw);
  auto shape = StaticShape(a, 1);
  if (StaticDim(shape.back()) == std::optional<int64_t>(1)) {
    a.Fail("requires the destination's last dimension to differ from 1");
  }
  RequireCiSingleRow(a, shape);
  TileView view;
  view.valid_shape = shape;
  return MakeTile(shape, dtype, std::move(view));
}

bool IsScatterElement(DataType d) {
  return d == DataType::kFP16 || d == DataType::kFP32 || d == DataType::kBF16 ||
         d == DataType::kInt16 || d == DataType::kInt32 || d == DataType::kInt8;
}

// tile.scatter(dst, src, indexes): dst.flat[indexes[i, j]] = src[i, j]; the
// result is dst's buffer.
TypePtr DeduceScatter(const ArgReader& a, const Attrs&) {
  auto dst = a.Tile(0);
  auto src = a.Tile(1);
  auto idx = a.Tile(2);
  if (!IsScatterElement(dst->dtype()) || !IsScatterElement(src->dtype())) {
    a.Fail("requires dst/src dtype in {I8, I16, I32, FP16, FP32, BF16}");
  }
  if (dst->dtype() != src->dtype()) {
    a.Fail(absl::StrCat("requires dst dtype (", DataTypeName(dst->dtype()),
                        ") to match src dtype (", DataTypeName(src->dtype()), ")"));
  }
  if (idx->dtype() != DataType::kInt16 && idx->dtype() != DataType::kInt32) {
    a.Fail(absl::StrCat("requires indexes dtype in {INT16, INT32}, but got ",
                        DataTypeName(idx->dtype())));
  }
  const int dst_bytes = DataTypeBits(dst->dtype()) / 8;
  const int required = dst_bytes == 1 ? 2 : dst_bytes;
  if (DataTypeBits(idx->dtype()) / 8 != required) {
    a.Fail(absl::StrCat("with dst dtype ", DataTypeName(dst->dtype()),
                        " requires indexes dtype of ", required, " bytes, but got ",
                        DataTypeName(idx->dtype())));
  }
  if (src->rank() != 2 || dst->rank() != 2 || idx->rank() != 2) {
    a.Fail("requires 2D dst, src and indexes tiles");
  }
  for (size_t i = 0; i < 2; ++i) {
    auto s = StaticDim(src->shape()[i]);
    auto x = StaticDim(idx->shape()[i]);
    if (s && x && *s != *x) {
      a.Fail(absl::StrCat("requires indexes.shape[", i, "] == src.shape[", i, "], got ", *s, " vs ",
                          *x));
    }
  }
  TileView view = dst->EffectiveView();
  if (view.valid_shape.empty()) view.valid_shape = dst->shape();
  return MakeTile(dst->shape(), dst->dtype(), std::move(view), dst->memory_space());
}

// tile.gather_row(dst, src, dst_offset, src_offset, shapes[, valid_shape],
// transpose=): one GM row loaded straight into a window of dst; the result
// is dst (written in place).
TypePtr DeduceGatherRow(const ArgReader& a, const Attrs& kw) {
  auto dst = a.Tile(0);
  auto src = a.Tensor(1);
  if (dst->dtype() != src->dtype()) {
    a.Fail(absl::StrCat("requires dst and src to share dtype, but got ", DataTypeName(dst->dtype()),
                        " and ", DataTypeName(src->dtype())));
  }
  a.TupleElems(2);
  a.TupleElems(3);
  auto shapes = a.TupleElems(4);
  for (size_t i = 0; i < shapes.size(); ++i) {
    if (!StaticDim(shapes[i])) {
      a.Fail(absl::StrCat("requires shapes[", i, "] to be a compile-time constant"));
    }
  }
  const bool transpose = KwargBool(kw, "transpose", a.op(), a.span()).value_or(false);
  if (a.Has(5)) {
    auto valid = a.TupleElems(5);
    if (valid.size() != shapes.size()) {
      a.Fail(absl::StrCat("requires valid_shape to have the same rank as shapes (", shapes.size(),
                          "), but got rank ", valid.size()));
    }
    for (size_t i = 0; i < valid.size(); ++i) {
      auto s = As<ScalarType>(valid[i]->type());
      if (!s || IsFloat(s->dtype())) {
        a.Fail(absl::StrCat("requires valid_shape[", i, "] to be an integer extent"));
      }
      if (transpose && !StaticDim(valid[i])) {
        a.Fail("does not support a dynamic valid_shape together with transpose=True");
      }
    }
  }
  return dst;
}

// tile.gather(src, indices, tmp): index-form gather (pto.tgather); the result
// has the indices' shape and the src dtype and layout.
TypePtr DeduceGather(const ArgReader& a, const Attrs&) {
  auto src = a.Tile(0);
  auto idx = a.Tile(1);
  a.Tile(2);
  const DataType d = src->dtype();
  if (d != DataType::kFP16 && d != DataType::kFP32 && d != DataType::kInt16 &&
      d != DataType::kInt32) {
    a.Fail(absl::StrCat("requires src dtype to be FP16, FP32, INT16, or INT32, but got ",
                        DataTypeName(d)));
  }
  const bool src_16bit = d == DataType::kFP16 || d == DataType::kInt16;
  if (idx->dtype() != DataType::kInt32 && !(idx->dtype() == DataType::kInt16 && src_16bit)) {
    a.Fail(
        absl::StrCat("requires indices dtype INT32 (any src), or INT16 with a 16-bit src; got "
                     "indices ",
                     DataTypeName(idx->dtype()), " with src ", DataTypeName(d)));
  }
  return MakeTile(idx->shape(), d, InheritedView(*src, idx->shape()));
}

// tile.random(key0, key1, counter0..3, shape[, valid_shape], dtype=, rounds=):
// counter-based random numbers (pto.trandom) into a 2D tile of 32-bit lanes.
TypePtr DeduceRandom(const ArgReader& a, const Attrs& kw) {
  if (a.size() != 7 && a.size() != 8) {
    a.Fail(
        absl::StrCat("requires 7 or 8 arguments (key0, key1, counter0, counter1, counter2, "
                     "counter3, shape, [valid_shape]), but got ",
                     a.size()));
  }
  DataType dtype = RequireKwargDType(kw, "dtype", a.op(), a.span());
  if (dtype != DataType::kInt32 && dtype != DataType::kUInt32) {
    a.Fail(
        absl::StrCat("requires dtype to be one of {INT32, UINT32}, but got ", DataTypeName(dtype)));
  }
  const int64_t rounds = KwargInt(kw, "rounds", a.op(), a.span()).value_or(10);
  if (rounds != 7 && rounds != 10) {
    a.Fail(absl::StrCat("requires rounds to be 7 or 10, but got ", rounds));
  }
  for (size_t i = 0; i < 6; ++i) {
    auto seed = a.Scalar(i);
    if (seed->dtype() != DataType::kInt32) {
      a.Fail(absl::StrCat("requires seed ", a.Describe(i), " to have INT32 dtype, but got ",
                          DataTypeName(seed->dtype())));
    }
  }
  auto shape = StaticShape(a, 6);
  if (shape.size() != 2) {
    a.Fail(absl::StrCat("requires a 2D shape (rows, cols), but got rank ", shape.size()));
  }
  std::vector<ExprPtr> valid = shape;
  if (a.Has(7)) {
    valid = a.TupleElems(7);
    if (valid.size() != shape.size()) {
      a.Fail(absl::StrCat("valid_shape rank (", valid.size(), ") must match shape rank (",
                          shape.size(), ")"));
    }
    for (size_t k = 0; k < valid.size(); ++k) {
      auto v = StaticDim(valid[k]);
      if (!v) a.Fail(absl::StrCat("valid_shape element ", k, " must be a constant"));
      const int64_t dim = *StaticDim(shape[k]);
      if (*v <= 0 || *v > dim) {
        a.Fail(absl::StrCat("valid_shape element ", k, " (", *v, ") must be in (0, shape dim ", dim,
                            "]"));
      }
    }
  }
  TileView view;
  view.valid_shape = std::move(valid);
  return MakeTile(std::move(shape), dtype, std::move(view));
}

// tile.mscatter(src, idx, output_tensor): output_tensor[idx[i, j]] = src[i, j];
// the result is the output tensor.
TypePtr DeduceMscatter(const ArgReader& a, const Attrs&) {
  auto src = a.Tile(0);
  const DataType d = src->dtype();
  if (d != DataType::kFP16 && d != DataType::kFP32 && d != DataType::kInt16 &&
      d != DataType::kInt32) {
    a.Fail(absl::StrCat("requires src dtype to be FP16, FP32, INT16, or INT32, but got ",
                        DataTypeName(d)));
  }
  auto idx = a.Tile(1);
  if (idx->dtype() != DataType::kInt32) {
    a.Fail(absl::StrCat("requires idx dtype to be INT32, but got ", DataTypeName(idx->dtype())));
  }
  if (idx->rank() != src->rank()) {
    a.Fail(absl::StrCat("requires idx rank to match src rank (", src->rank(), "), but got ",
                        idx->rank()));
  }
  for (size_t i = 0; i < src->rank(); ++i) {
    auto s = StaticDim(src->shape()[i]);
    auto x = StaticDim(idx->shape()[i]);
    if (s && x && *s != *x) {
      a.Fail(absl::StrCat("requires idx shape to match src shape at dimension ", i, ", but got ",
                          *x, " vs ", *s));
    }
  }
  auto out = a.Tensor(2);
  if (out->shape().empty()) {
    a.Fail("requires output_tensor to have at least 1 dimension (scalar not supported)");
  }
  if (out->dtype() != d) {
    a.Fail(absl::StrCat("requires output_tensor dtype (", DataTypeName(out->dtype()),
                        ") to match src dtype (", DataTypeName(d), ")"));
  }
  return a.Arg(2)->type();
}

// tile.sort32(src, idx): each 32-element block sorted; values and indices are
// interleaved, so the last dimension doubles.
TypePtr DeduceSort32(const ArgReader& a, const Attrs&) {
  auto src = a.Tile(0);
  if (src->dtype() != DataType::kFP16 && src->dtype() != DataType::kFP32) {
    a.Fail(absl::StrCat("requires src dtype to be FP16 or FP32, but got ",
                        DataTypeName(src->dtype())));
  }
  a.Tile(1);
  if (src->shape().empty()) a.Fail("requires non-empty input shape");
  std::vector<ExprPtr> shape(src->shape().begin(), src->shape().end() - 1);
  shape.push_back(FoldMul(src->shape().back(), MakeConstInt(2, DataType::kIndex)));
  return MakeTile(shape, src->dtype(), InheritedView(*src, shape));
}

void RegisterIndexScatterTileOps() {
  OpDef("tile.random",
        {"key0", "key1", "counter0", "counter1", "counter2", "counter3", "shape", "valid_shape"}, 1)
      .Kwargs({"dtype", "rounds"})
      .PrintedDefault("dtype", AttrValue::DType(DataType::kUInt32))
      .PrintedDefault("rounds", AttrValue::Int(10))
      .OutFixed(MS::kVec)
      .Deduce(DeduceRandom)
      .Register();
  OpDef("tile.mscatter", {"src", "idx", "output_tensor"})
      .In(0, kVec)
      .In(1, kVec)
      .Reuses(2)
      .Effect(2, ArgEffect::kWrite)
      .Deduce(DeduceMscatter)
      .Register();
  OpDef("tile.sort32", {"src", "idx"})
      .In(0, kVec)
      .In(1, kVec)
      .OutFixed(MS::kVec)
      .NotInplaceSafe()
      .Deduce(DeduceSort32)
      .Register();
  OpDef("tile.ci", {"start", "shape"})
      .Kwargs({"dtype", "descending"})
      .PrintedDefault("dtype", AttrValue::DType(DataType::kInt32))
      .PrintedDefault("descending", AttrValue::Bool(false))
      .OutFixed(MS::kVec)
      .Deduce(DeduceCi)
      .Register();
  OpDef("tile.scatter", {"dst", "src", "indexes"})
      .In(0, kVec)
      .In(1, kVec)
      .In(2, kVec)
      .OutFixed(MS::kVec)
      .Reuses(0)
      .Deduce(DeduceScatter)
      .Register();
  OpDef("tile.gather", {"src", "indices", "tmp"})
      .In(0, kVec)
      .In(1, kVec)
      .In(2, kVec)
      .OutFixed(MS::kVec)
      .NotInplaceSafe()
      .Deduce(DeduceGather)
      .Register();
  OpDef("tile.gather_row", {"dst", "src", "dst_offset", "src_offset", "shapes", "valid_shape"}, 1)
      .Kwargs({"transpose"})
      .PrintedDefault("transpose", AttrValue::Bool(false))
      .Reuses(0)
      .Effect(0, ArgEffect::kReadWrite)
      .Deduce(DeduceGatherRow)
      .Register();
}

const bool kIndexScatterTileOpsRegistered = (RegisterIndexScatterTileOps(), true);

// ---- Batched matmul, arg reductions, bitwise ops, fillpad variants, compare
// gather, mask scatter, merge sort, AIV split boundaries, reinterpret views ----

// Hardware accumulator tile (Nz) over `shape`.
TypePtr AccTile(std::vector<ExprPtr> shape, DataType dtype) {
  TileView view = AccView(shape);
  return MakeTile(std::move(shape), dtype, std::move(view));
}

void RequireRank2OrMore(const ArgReader& a, size_t i, const TileType& t) {
  if (t.rank() < 2) {
    a.Fail(
        absl::StrCat("requires ", a.Describe(i), " to have at least 2 dimensions, got ", t.rank()));
  }
}

std::vector<ExprPtr> BatchDims(const ArgReader& a, const TileType& l, const TileType& r) {
  std::vector<ExprPtr> lb(l.shape().begin(), l.shape().end() - 2);
  std::vector<ExprPtr> rb(r.shape().begin(), r.shape().end() - 2);
  auto b = BroadcastShapes(lb, rb);
  if (!b) {
    a.Fail(absl::StrCat("cannot broadcast batch dimensions ", ShapeToString(lb), " and ",
                        ShapeToString(rb)));
  }
  return *b;
}

// tile.batch_matmul(lhs [..., M, K], rhs [..., K, N]) -> [broadcast batch..., M, N].
TypePtr DeduceBatchMatmul(const ArgReader& a, const Attrs&) {
  auto l = a.Tile(0);
  auto r = a.Tile(1);
  RequireRank2OrMore(a, 0, *l);
  RequireRank2OrMore(a, 1, *r);
  CheckSameStatic(a, "K", l->shape()[l->rank() - 1], r->shape()[r->rank() - 2]);
  std::vector<ExprPtr> shape;
  if (l->rank() > 2 || r->rank() > 2) shape = BatchDims(a, *l, *r);
  shape.push_back(l->shape()[l->rank() - 2]);
  shape.push_back(r->shape()[r->rank() - 1]);
  DataType d = MatmulResultDType(a, *l, *r);
  return AccTile(std::move(shape), d);
}

// tile.batch_matmul_acc(acc, lhs, rhs): acc's batch dims must equal the
// broadcast batch dims of lhs/rhs (the accumulator is not broadcast).
TypePtr DeduceBatchMatmulAcc(const ArgReader& a, const Attrs&) {
  auto acc = a.Tile(0);
  auto l = a.Tile(1);
  auto r = a.Tile(2);
  RequireRank2OrMore(a, 0, *acc);
  RequireRank2OrMore(a, 1, *l);
  RequireRank2OrMore(a, 2, *r);
  CheckSameStatic(a, "M", acc->shape()[acc->rank() - 2], l->shape()[l->rank() - 2]);
  CheckSameStatic(a, "N", acc->shape()[acc->rank() - 1], r->shape()[r->rank() - 1]);
  CheckSameStatic(a, "K", l->shape()[l->rank() - 1], r->shape()[r->rank() - 2]);
  auto batch = BatchDims(a, *l, *r);
  if (batch.size() != acc->rank() - 2) {
    a.Fail(absl::StrCat("requires the acc batch rank (", acc->rank() - 2,
                        ") to equal the broadcast lhs/rhs batch rank (", batch.size(), ")"));
  }
  for (size_t i = 0; i < batch.size(); ++i) {
    auto x = StaticDim(acc->shape()[i]);
    auto y = StaticDim(batch[i]);
    if (x && y && *x != *y) {
      a.Fail(absl::StrCat("requires acc batch dim ", i,
                          " to equal the broadcast lhs/rhs batch dim, ", "got ", *x, " and ", *y));
    }
  }
  DataType d = MatmulResultDType(a, *l, *r);
  if (acc->dtype() != d) {
    a.Fail(absl::StrCat("requires accumulator dtype ", DataTypeName(d), ", got ",
                        DataTypeName(acc->dtype())));
  }
  return AccTile(acc->shape(), d);
}

// Arg reductions produce INT32 indices; the row forms need a scratch tile of
// exactly the input's shape (the kernels take the column count from it).
TypePtr DeduceRowArgReduce(const ArgReader& a, const Attrs& kw) {
  auto t = a.Tile(0);
  auto tmp = a.Tile(1);
  if (t->rank() >= 2 && tmp->dtype() == t->dtype() && tmp->rank() == t->rank()) {
    for (size_t i = 0; i < t->rank(); ++i) {
      if (!DimsEqual(t->shape()[i], tmp->shape()[i])) {
        a.Fail(absl::StrCat("requires tmp_tile shape to exactly match the input shape, got ",
                            ShapeToString(tmp->shape()), " for input ", ShapeToString(t->shape())));
      }
    }
  }
  auto reduced = As<TileType>(DeduceRowReduce(a, kw));
  return MakeTile(reduced->shape(), DataType::kInt32, reduced->view());
}

TypePtr DeduceColArgReduce(const ArgReader& a, const Attrs& kw) {
  auto reduced = As<TileType>(DeduceColReduce(a, kw));
  return MakeTile(reduced->shape(), DataType::kInt32, reduced->view());
}

void RequireIntTile(const ArgReader& a, size_t i, const TileType& t) {
  if (!IsInt(t.dtype())) {
    a.Fail(absl::StrCat("requires an integer dtype for ", a.Describe(i), ", got ",
                        DataTypeName(t.dtype())));
  }
}

void RequireIntScalar(const ArgReader& a, size_t i) {
  auto s = a.Scalar(i);
  if (!IsInt(s->dtype())) {
    a.Fail(absl::StrCat("requires an integer scalar for ", a.Describe(i), ", got ",
                        DataTypeName(s->dtype())));
  }
}

// and / or (2 operands) and xor (with a tmp tile): integer tiles, broadcast.
TypePtr DeduceBitwise(const ArgReader& a, const Attrs&) {
  auto l = a.Tile(0);
  auto r = a.Tile(1);
  if (a.Has(2)) a.Tile(2);
  RequireIntTile(a, 0, *l);
  RequireIntTile(a, 1, *r);
  return LikeTile(*l, BroadcastOrFail(a, l->shape(), r->shape()),
                  PromoteDataTypes(l->dtype(), r->dtype()));
}

// shl / shr: the rhs tile holds shift amounts; the result keeps the lhs dtype.
TypePtr DeduceShift(const ArgReader& a, const Attrs&) {
  auto l = a.Tile(0);
  auto r = a.Tile(1);
  RequireIntTile(a, 0, *l);
  RequireIntTile(a, 1, *r);
  return LikeTile(*l, BroadcastOrFail(a, l->shape(), r->shape()), l->dtype());
}

// ands / ors / xors / shls / shrs: integer tile, integer scalar (xors also
// takes a tmp tile); the result keeps the tile's type.
TypePtr DeduceIntTileScalar(const ArgReader& a, const Attrs&) {
  auto t = a.Tile(0);
  RequireIntTile(a, 0, *t);
  RequireIntScalar(a, 1);
  if (a.Has(2)) a.Tile(2);
  return LikeTile(*t, t->shape(), t->dtype());
}

PadValue RequirePad(const ArgReader& a, const Attrs& kw) {
  auto pad = KwargEnum<PadValue>(kw, "pad_value", a.op(), a.span()).value_or(PadValue::kZero);
  if (pad == PadValue::kNull) a.Fail("pad_value must be zero, max or min");
  return pad;
}

TypePtr DeduceFillpadExpand(const ArgReader& a, const Attrs& kw) {
  auto t = a.Tile(0);
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
  PadValue pad = RequirePad(a, kw);
  TileView view = InheritedView(*t, shape);
  view.pad = pad;
  return MakeTile(shape, t->dtype(), std::move(view), t->memory_space());
}

TypePtr DeduceFillpadInplace(const ArgReader& a, const Attrs& kw) {
  auto t = a.Tile(0);
  PadValue pad = RequirePad(a, kw);
  TileView view = InheritedView(*t, t->shape());
  view.pad = pad;
  return MakeTile(t->shape(), t->dtype(), std::move(view), t->memory_space());
}

bool IsCompareGatherSource(DataType d) {
  return d == DataType::kFP16 || d == DataType::kFP32 || d == DataType::kInt16 ||
         d == DataType::kInt32;
}

// Shared kwargs of the compare-form gather: cmp_mode in [0, 5] and out_cols
// > 0 are required; count_dtype is INT32 (default) or UINT32.
DataType CompareGatherKwargs(const ArgReader& a, const Attrs& kw, int64_t* out_cols) {
  auto mode = KwargInt(kw, "cmp_mode", a.op(), a.span());
  if (!mode) a.Fail("requires a 'cmp_mode' keyword argument");
  if (*mode < 0 || *mode > 5) {
    a.Fail(absl::StrCat("requires cmp_mode in [0, 5] (eq/ne/lt/le/gt/ge), got ", *mode));
  }
  KwargInt(kw, "offset", a.op(), a.span());
  auto cols = KwargInt(kw, "out_cols", a.op(), a.span());
  if (!cols) a.Fail("requires an 'out_cols' keyword argument");
  if (*cols <= 0) a.Fail(absl::StrCat("requires out_cols > 0, got ", *cols));
  *out_cols = *cols;
  DataType count = KwargDType(kw, "count_dtype", a.op(), a.span()).value_or(DataType::kInt32);
  if (count != DataType::kInt32 && count != DataType::kUInt32) {
    a.Fail(absl::StrCat("requires count_dtype to be INT32 or UINT32, got ", DataTypeName(count)));
  }
  return count;
}

// tile.gather_compare(src [R, C], kvalue, tmp) -> (dst [R, out_cols] INT32,
// cdst [1, R] count_dtype): per-row matching indices and match counts.
TypePtr DeduceGatherCompare(const ArgReader& a, const Attrs& kw) {
  auto src = a.Tile(0);
  if (!IsCompareGatherSource(src->dtype())) {
    a.Fail(absl::StrCat("requires src dtype in {FP16, FP32, INT16, INT32}, got ",
                        DataTypeName(src->dtype())));
  }
  if (src->rank() != 2) a.Fail(absl::StrCat("requires a 2D src, got rank ", src->rank()));
  auto kv = a.Scalar(1);
  if (kv->dtype() != src->dtype()) {
    a.Fail(absl::StrCat("requires kvalue dtype to equal the src dtype ", DataTypeName(src->dtype()),
                        ", got ", DataTypeName(kv->dtype())));
  }
  a.Tile(2);
  int64_t cols = 0;
  DataType count = CompareGatherKwargs(a, kw, &cols);
  const ExprPtr& rows = src->shape()[0];
  std::vector<ExprPtr> dst_shape = {rows, MakeIndex(cols)};
  auto dst = MakeTile(dst_shape, DataType::kInt32, InheritedView(*src, dst_shape));
  std::vector<ExprPtr> cdst_shape = {MakeIndex(1), rows};
  TileView cview;
  cview.valid_shape = cdst_shape;
  auto cdst = MakeTile(cdst_shape, count, std::move(cview));
  return std::make_shared<TupleType>(std::vector<TypePtr>{dst, cdst});
}

// tile.scatter_mask(dst, src, mask_pattern=1..7): each src row is written into
// the mask-selected columns of the dst row (stride 2 for patterns 1-2, 4 for
// 3-6, 1 for 7). The result is dst's buffer.
TypePtr DeduceScatterMask(const ArgReader& a, const Attrs& kw) {
  auto dst = a.Tile(0);
  auto src = a.Tile(1);
  if (!IsScatterElement(dst->dtype())) {
    a.Fail(absl::StrCat("requires dst dtype in {I8, I16, I32, FP16, FP32, BF16}, got ",
                        DataTypeName(dst->dtype())));
  }
  if (!IsScatterElement(src->dtype())) {
    a.Fail(absl::StrCat("requires src dtype in {I8, I16, I32, FP16, FP32, BF16}, got ",
                        DataTypeName(src->dtype())));
  }
  if (dst->dtype() != src->dtype()) {
    a.Fail(absl::StrCat("requires dst and src to have the same dtype, got ",
                        DataTypeName(dst->dtype()), " vs ", DataTypeName(src->dtype())));
  }
  if (src->rank() != 2 || dst->rank() != 2) {
    a.Fail(absl::StrCat("requires 2D src/dst tiles, got src rank ", src->rank(), " and dst rank ",
                        dst->rank()));
  }
  int64_t pattern = KwargInt(kw, "mask_pattern", a.op(), a.span()).value_or(-1);
  if (pattern < 1 || pattern > 7) {
    a.Fail(absl::StrCat("requires mask_pattern in range [1, 7], got ", pattern));
  }
  auto sr = StaticDim(src->shape()[0]);
  auto dr = StaticDim(dst->shape()[0]);
  if (sr && dr && *sr != *dr) {
    a.Fail(absl::StrCat("requires src.shape[0] == dst.shape[0], got ", *sr, " vs ", *dr));
  }
  auto sc = StaticDim(src->shape()[1]);
  auto dc = StaticDim(dst->shape()[1]);
  const int64_t stride = pattern == 7 ? 1 : (pattern <= 2 ? 2 : 4);
  if (sc && dc && *dc != *sc * stride) {
    a.Fail(absl::StrCat("with mask_pattern=", pattern, " requires dst.shape[1] (", *dc,
                        ") == src.shape[1] (", *sc, ") * ", stride));
  }
  TileView view = dst->EffectiveView();
  if (view.valid_shape.empty()) view.valid_shape = dst->shape();
  return MakeTile(dst->shape(), dst->dtype(), std::move(view), dst->memory_space());
}

// tile.gather_mask(src, mask_pattern=1..7, output_dtype=): keeps the columns a
// fixed hardware pattern selects (every 2nd / 4th column, or all of them).
TypePtr DeduceGatherMask(const ArgReader& a, const Attrs& kw) {
  auto src = a.Tile(0);
  const DataType d = src->dtype();
  if (d != DataType::kFP16 && d != DataType::kFP32 && d != DataType::kInt16 &&
      d != DataType::kInt32) {
    a.Fail(absl::StrCat("requires src dtype to be FP16, FP32, INT16, or INT32, but got ",
                        DataTypeName(d)));
  }
  const int64_t pattern = GatherMaskPattern(a, kw);
  if (src->rank() != 2) {
    a.Fail(absl::StrCat("requires a 2D src shape, got rank ", src->rank()));
  }
  GatherMaskResult r = GatherMaskColumns(a, kw, pattern, src->shape()[1], d, "src");
  std::vector<ExprPtr> shape = {src->shape()[0], r.cols};
  return MakeTile(shape, r.dtype, InheritedView(*src, shape));
}

// tile.mrgsort_format1(src, block_len): merges the sorted runs of one tile;
// the result has src's shape, dtype and layout.
TypePtr DeduceMrgsortFormat1(const ArgReader& a, const Attrs&) {
  auto src = a.Tile(0);
  CheckMrgsortFormat1Operands(a, src->dtype());
  return MakeTile(src->shape(), src->dtype(), InheritedView(*src, src->shape()));
}

// tile.mrgsort_format2(src0, src1[, src2[, src3]], tmp): the merged result has
// the tmp tile's shape and src0's dtype and layout.
TypePtr DeduceMrgsortFormat2(const ArgReader& a, const Attrs& kw) {
  const size_t n = a.size() - 1;
  auto src0 = a.Tile(0);
  if (src0->dtype() != DataType::kFP16 && src0->dtype() != DataType::kFP32) {
    a.Fail(
        absl::StrCat("requires src dtype to be FP16 or FP32, got ", DataTypeName(src0->dtype())));
  }
  for (size_t i = 1; i < n; ++i) {
    auto s = a.Tile(i);
    if (s->dtype() != src0->dtype()) {
      a.Fail(absl::StrCat("requires all src tiles to have matching dtype, but argument ", i + 1,
                          " has ", DataTypeName(s->dtype()), " (expected ",
                          DataTypeName(src0->dtype()), ")"));
    }
  }
  auto tmp = a.Tile(n);
  KwargBool(kw, "exhausted", a.op(), a.span());
  return MakeTile(tmp->shape(), src0->dtype(), InheritedView(*src0, tmp->shape()));
}

// tile.aiv_shard / tile.aic_gather: the split axis (split=1: rows, 2: columns)
// is halved / doubled; only the valid region is carried (no layout).
TypePtr DeduceSplitTile(const ArgReader& a, const Attrs& kw, bool halve) {
  auto t = a.Tile(0);
  auto split = KwargInt(kw, "split", a.op(), a.span());
  if (!split) a.Fail("requires a 'split' attr (1 = UP_DOWN/axis0, 2 = LEFT_RIGHT/axis1)");
  if (*split != 1 && *split != 2) {
    a.Fail(absl::StrCat("split must be 1 (UP_DOWN/axis0) or 2 (LEFT_RIGHT/axis1), got ", *split));
  }
  if (t->rank() != 2) a.Fail(absl::StrCat("requires a 2D tile, got rank ", t->rank()));
  auto split_view = SplitAxisReshape(t->shape(), ValidShapeOf(*t), *split == 1 ? 0 : 1, halve, a);
  TileView view;
  view.valid_shape = std::move(split_view.second);
  return MakeTile(std::move(split_view.first), t->dtype(), std::move(view));
}

TypePtr DeduceTileReinterpretView(const ArgReader& a, const Attrs& kw) {
  auto t = a.Tile(0);
  if (t->rank() == 0) a.Fail("requires a tile rank >= 1");
  DataType target = RequireKwargDType(kw, "dtype", a.op(), a.span());
  const TileView src = t->EffectiveView();
  if (src.slayout != TileLayout::kNoneBox) {
    a.Fail("only supports flat tiles with slayout=none_box; boxed/fractal tiles are unsupported");
  }
  if (src.blayout != TileLayout::kRowMajor && src.blayout != TileLayout::kColMajor) {
    a.Fail("requires row_major or col_major blayout");
  }
  const bool col = src.blayout == TileLayout::kColMajor;
  if (col && t->rank() < 2) a.Fail("requires rank >= 2 for col_major layout");
  if (t->view()) {
    if (!t->view()->stride.empty()) a.Fail("only supports packed tiles without explicit strides");
    if (t->view()->start_offset) {
      auto off = StaticDim(t->view()->start_offset);
      if (!off) a.Fail("only supports tiles without a dynamic start_offset");
      if (*off != 0) {
        a.Fail(absl::StrCat("only supports tiles with zero start_offset, got ", *off));
      }
    }
  }
  std::optional<std::vector<ExprPtr>> requested;
  if (a.Has(1)) {
    requested = a.TupleElems(1);
    if (col && requested->size() < 2) a.Fail("requires target rank >= 2 for col_major layout");
  }
  const size_t axis = col ? t->rank() - 2 : t->rank() - 1;
  std::vector<ExprPtr> explicit_valid;
  if (t->view()) explicit_valid = t->view()->valid_shape;
  auto plan =
      ResolveReinterpret(t->shape(), explicit_valid, t->dtype(), target, axis, requested, a);
  TileView view = src;
  view.valid_shape = std::move(plan.second);
  view.pad = src.pad == PadValue::kZero ? PadValue::kZero : PadValue::kNull;
  view.stride.clear();
  view.start_offset = nullptr;
  return MakeTile(std::move(plan.first), target, std::move(view), t->memory_space());
}

void RegisterMoreTileOps() {
  OpDef("tile.batch_matmul", {"lhs", "rhs"})
      .In(0, {MS::kLeft})
      .In(1, {MS::kRight})
      .OutFixed(MS::kAcc)
      .Deduce(DeduceBatchMatmul)
      .Register();
  OpDef("tile.batch_matmul_acc", {"acc", "lhs", "rhs"})
      .In(0, {MS::kAcc})
      .In(1, {MS::kLeft})
      .In(2, {MS::kRight})
      .OutFixed(MS::kAcc)
      .Reuses(0)
      .Effect(0, ArgEffect::kReadWrite)
      .Deduce(DeduceBatchMatmulAcc)
      .Register();

  for (const char* name : {"tile.row_argmax", "tile.row_argmin"}) {
    OpDef(name, {"tile", "tmp_tile"})
        .In(0, kVec)
        .In(1, kVec)
        .OutFixed(MS::kVec)
        .NotInplaceSafe()
        .Deduce(DeduceRowArgReduce)
        .Register();
  }
  for (const char* name : {"tile.col_argmax", "tile.col_argmin"}) {
    OpDef(name, {"tile", "tmp_tile"})
        .In(0, kVec)
        .In(1, kVec)
        .OutFixed(MS::kVec)
        .NotInplaceSafe()
        .Deduce(DeduceColArgReduce)
        .Register();
  }

  for (const char* name : {"tile.and", "tile.or"}) {
    OpDef(name, {"lhs", "rhs"})
        .In(0, kVec)
        .In(1, kVec)
        .OutFixed(MS::kVec)
        .Deduce(DeduceBitwise)
        .Register();
  }
  OpDef("tile.xor", {"lhs", "rhs", "tmp"})
      .In(0, kVec)
      .In(1, kVec)
      .In(2, kVec)
      .OutFixed(MS::kVec)
      .Deduce(DeduceBitwise)
      .Register();
  for (const char* name : {"tile.shl", "tile.shr"}) {
    OpDef(name, {"lhs", "rhs"})
        .In(0, kVec)
        .In(1, kVec)
        .OutFixed(MS::kVec)
        .Deduce(DeduceShift)
        .Register();
  }
  for (const char* name : {"tile.ands", "tile.ors"}) {
    OpDef(name, {"lhs", "rhs"})
        .In(0, kVec)
        .OutFixed(MS::kVec)
        .NotInplaceSafe()
        .Deduce(DeduceIntTileScalar)
        .Register();
  }
  OpDef("tile.xors", {"lhs", "rhs", "tmp"})
      .In(0, kVec)
      .In(2, kVec)
      .OutFixed(MS::kVec)
      .NotInplaceSafe()
      .Deduce(DeduceIntTileScalar)
      .Register();
  for (const char* name : {"tile.shls", "tile.shrs"}) {
    OpDef(name, {"lhs", "rhs"})
        .In(0, kVec)
        .OutFixed(MS::kVec)
        .Deduce(DeduceIntTileScalar)
        .Register();
  }

  OpDef("tile.fillpad_inplace", {"tile"})
      .Kwargs({"pad_value"})
      .PrintedDefault("pad_value", AttrValue::FromEnum(PadValue::kZero))
      .In(0, kVec)
      .OutFixed(MS::kVec)
      .Reuses(0)
      .Effect(0, ArgEffect::kReadWrite)
      .Deduce(DeduceFillpadInplace)
      .Register();
  OpDef("tile.fillpad_expand", {"tile", "shape"})
      .Kwargs({"pad_value"})
      .PrintedDefault("pad_value", AttrValue::FromEnum(PadValue::kZero))
      .In(0, kVec)
      .OutFixed(MS::kVec)
      .NotInplaceSafe()
      .Deduce(DeduceFillpadExpand)
      .Register();

  OpDef("tile.gather_compare", {"src", "kvalue", "tmp"})
      .Kwargs({"cmp_mode", "offset", "out_cols", "count_dtype"})
      .PrintedDefault("offset", AttrValue::Int(0))
      .In(0, kVec)
      .In(2, kVec)
      .OutFixed(MS::kVec)
      .NotInplaceSafe()
      .Deduce(DeduceGatherCompare)
      .Register();
  OpDef("tile.scatter_mask", {"dst", "src"})
      .Kwargs({"mask_pattern"})
      .In(0, kVec)
      .In(1, kVec)
      .OutFixed(MS::kVec)
      .Reuses(0)
      .Effect(0, ArgEffect::kReadWrite)
      .Deduce(DeduceScatterMask)
      .Register();
  OpDef("tile.gather_mask", {"src"})
      .Kwargs({"mask_pattern", "output_dtype"})
      .In(0, kVec)
      .OutFixed(MS::kVec)
      .NotInplaceSafe()
      .Deduce(DeduceGatherMask)
      .Register();
  OpDef("tile.mrgsort_format1", {"src", "block_len"})
      .In(0, kVec)
      .OutFixed(MS::kVec)
      .NotInplaceSafe()
      .Deduce(DeduceMrgsortFormat1)
      .Register();
  OpDef("tile.mrgsort_format2", {"src0", "src1", "tmp_or_src2", "tmp_or_src3", "tmp"}, 2)
      .Kwargs({"exhausted"})
      .PrintedDefault("exhausted", AttrValue::Bool(false))
      .In(0, kVec)
      .In(1, kVec)
      .In(2, kVec)
      .In(3, kVec)
      .In(4, kVec)
      .OutFixed(MS::kVec)
      .NotInplaceSafe()
      .Deduce(DeduceMrgsortFormat2)
      .Register();

  // The declared space is the consuming side of the cross-core transfer.
  OpDef("tile.aiv_shard", {"tile"})
      .Kwargs({"split"})
      .OutFixed(MS::kVec)
      .Deduce([](const ArgReader& a, const Attrs& kw) { return DeduceSplitTile(a, kw, true); })
      .Register();
  OpDef("tile.aic_gather", {"tile"})
      .Kwargs({"split"})
      .OutFixed(MS::kMat)
      .Deduce([](const ArgReader& a, const Attrs& kw) { return DeduceSplitTile(a, kw, false); })
      .Register();

  OpDef("tile.reinterpret_view", {"data", "shape"}, 1)
      .Kwargs({"dtype"})
      .OutInherit()
      .View()
      .Deduce(DeduceTileReinterpretView)
      .Register();
}

const bool kMoreTileOpsRegistered = (RegisterMoreTileOps(), true);

}  // namespace
}  // namespace ptoc::ir
