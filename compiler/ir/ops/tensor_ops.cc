// Registration of the `tensor.*` operators (tensor-level programs before
// ConvertTensorToTileOps, and orchestration code): creation, views, slicing,
// elementwise math, reductions, broadcasts and matmul.
#include <algorithm>

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

TypePtr DeduceFull(const ArgReader& a, const Attrs& kw) {
  auto shape = a.TupleElems(0);
  DataType dtype = RequireKwargDType(kw, "dtype", a.op(), a.span());
  if (!As<ConstInt>(a.Arg(1)) && !As<ConstFloat>(a.Arg(1))) {
    a.Fail(absl::StrCat(a.Describe(1), " must be a numeric constant"));
  }
  return Plain(shape, dtype);
}

std::vector<ExprPtr> DropAxes(const ArgReader& a, size_t i, const std::vector<ExprPtr>& shape,
                              const std::vector<ExprPtr>& v) {
  if (!a.Has(i)) return v;
  std::vector<int64_t> dims;
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
  std::vector<ExprPtr> out;
  for (size_t k = 0; k < v.size(); ++k) {
    if (std::find(dims.begin(), dims.end(), static_cast<int64_t>(k)) == dims.end()) {
      out.push_back(v[k]);
    }
  }
  return out;
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
    WindowRead read{src->shape(), ValidShapeOf(*src), offsets, shape, requested, clamp};
    valid = InferWindowReadValidShape(read, a.op(), a.span());
  } else {
    if (!requested.empty() && requested.size() != shape.size()) {
      a.Fail("valid_shape must have the rank of shape");
    }
    valid = requested.empty() ? shape : requested;
  }
  auto new_shape = DropAxes(a, 4, shape, shape);
  auto new_valid = DropAxes(a, 4, shape, valid);
  PadValue pad = src->view() ? src->view()->pad : PadValue::kNull;
  if (auto p = KwargEnum<PadValue>(kw, "pad_value", a.op(), a.span())) pad = *p;
  TensorView view;
  view.valid_shape = std::move(new_valid);
  view.pad = pad;
  return std::make_shared<TensorType>(std::move(new_shape), src->dtype(), std::move(view));
}

TypePtr DeduceAssemble(const ArgReader& a, const Attrs& kw) {
  auto target = a.Tensor(0);
  auto source = a.Arg(1);
  auto offsets = a.TupleElems(2);
  auto src_shaped = source ? As<ShapedType>(source->type()) : nullptr;
  if (!src_shaped) {
    a.Fail(absl::StrCat(a.Describe(1), " must be a Tensor or Tile, got ",
                        TypeToString(source->type())));
  }
  if (src_shaped->dtype() != target->dtype()) {
    a.Fail(absl::StrCat("requires source dtype ", DataTypeName(src_shaped->dtype()),
                        " to match target dtype ", DataTypeName(target->dtype())));
  }
  if (offsets.size() != target->rank()) {
    a.Fail(absl::StrCat("requires one offset per target dimension, got ", offsets.size(), " for ",
                        TypeToString(target)));
  }
  KwargAtomic(kw, a.op(), a.span());
  // A write keeps (at least) the target's valid region.
  return Fresh(target->shape(), target->dtype(), ValidShapeOf(*target));
}

TypePtr DeduceView(const ArgReader& a, const Attrs& kw) {
  auto src = a.Tensor(0);
  std::vector<ExprPtr> shape = a.Has(1) ? a.TupleElems(1) : src->shape();
  std::vector<ExprPtr> valid = a.Has(2) ? a.TupleElems(2) : std::vector<ExprPtr>{};
  TensorView view;
  view.valid_shape = std::move(valid);
  view.layout = KwargEnum<TensorLayout>(kw, "layout", a.op(), a.span()).value_or(TensorLayout::kND);
  return std::make_shared<TensorType>(std::move(shape), src->dtype(), std::move(view));
}

TypePtr DeduceReshape(const ArgReader& a, const Attrs&) {
  auto src = a.Tensor(0);
  auto shape = a.TupleElems(1);
  auto n_src = StaticNumElements(src->shape());
  auto n_dst = StaticNumElements(shape);
  if (n_src && n_dst && *n_src != *n_dst) {
    a.Fail(absl::StrCat("cannot reshape ", ShapeToString(src->shape()), " (", *n_src,
                        " elements) to ", ShapeToString(shape), " (", *n_dst, " elements)"));
  }
  std::vector<ExprPtr> valid = a.Has(2) ? a.TupleElems(2) : shape;
  return Fresh(shape, src->dtype(), std::move(valid));
}

TypePtr DeduceTranspose(const ArgReader& a, const Attrs&) {
  auto src = a.Tensor(0);
  auto axis = [&](size_t i) {
    int64_t ax = a.ConstIntArg(i);
    if (ax < 0) ax += static_cast<int64_t>(src->rank());
    if (ax < 0 || ax >= static_cast<int64_t>(src->rank())) {
      a.Fail(absl::StrCat(a.Describe(i), " is out of range for rank ", src->rank()));
    }
    return ax;
  };
  const int64_t x = axis(1);
  const int64_t y = axis(2);
  auto shape = src->shape();
  auto valid = ValidShapeOf(*src);
  std::swap(shape[x], shape[y]);
  std::swap(valid[x], valid[y]);
  if (a.Has(3)) valid = a.TupleElems(3);
  return Fresh(std::move(shape), src->dtype(), std::move(valid));
}

TypePtr DeduceRead(const ArgReader& a, const Attrs&) {
  auto t = a.Tensor(0);
  auto idx = a.TupleElems(1);
  if (idx.size() != t->rank()) {
    a.Fail(absl::StrCat("requires one index per dimension, got ", idx.size(), " for ",
                        TypeToString(t)));
  }
  return ScalarType::Get(t->dtype());
}

TypePtr DeduceWrite(const ArgReader& a, const Attrs&) {
  auto t = a.Tensor(0);
  auto idx = a.TupleElems(1);
  a.Scalar(2);
  if (idx.size() != t->rank()) {
    a.Fail(absl::StrCat("requires one index per dimension, got ", idx.size(), " for ",
                        TypeToString(t)));
  }
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
    a.Fail(absl::StrCat("requires compatible shapes, got ", ShapeToString(l->shape()), " and ",
                        ShapeToString(r->shape())));
  }
  return Plain(*shape, PromoteDataTypes(l->dtype(), r->dtype()));
}

TypePtr DeduceTensorScalar(const ArgReader& a, const Attrs&, bool keep_lhs_dtype) {
  auto t = a.Tensor(0);
  auto s = a.Scalar(1);
  return Plain(t->shape(), keep_lhs_dtype ? t->dtype() : PromoteDataTypes(t->dtype(), s->dtype()));
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
  return Fresh(t->shape(), target, ValidShapeOf(*t));
}

TypePtr DeduceReduce(const ArgReader& a, const Attrs& kw, int64_t default_axis) {
  auto t = a.Tensor(0);
  const int64_t rank = static_cast<int64_t>(t->rank());
  int64_t axis = KwargInt(kw, "axis", a.op(), a.span()).value_or(default_axis);
  if (axis < 0) axis += rank;
  if (axis < 0 || axis >= rank) {
    a.Fail(absl::StrCat("axis out of range for ", TypeToString(t)));
  }
  const bool keep = KwargBool(kw, "keep_dim", a.op(), a.span()).value_or(true);
  auto in_valid = ValidShapeOf(*t);
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
  if (shape.empty()) return ScalarType::Get(t->dtype());
  return Fresh(std::move(shape), t->dtype(), std::move(valid));
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

TypePtr DeduceMatmulAcc(const ArgReader& a, const Attrs& kw) {
  auto acc = a.Tensor(0);
  auto l = a.Tensor(1);
  auto r = a.Tensor(2);
  if (acc->rank() < 2 || l->rank() < 2 || r->rank() < 2) a.Fail("requires operands of rank >= 2");
  const bool at = KwargBool(kw, "a_trans", a.op(), a.span()).value_or(false);
  const bool bt = KwargBool(kw, "b_trans", a.op(), a.span()).value_or(false);
  const auto& ls = l->shape();
  const auto& rs = r->shape();
  const size_t ln = ls.size();
  const size_t rn = rs.size();
  CheckK(a, at ? ls[ln - 2] : ls[ln - 1], bt ? rs[rn - 1] : rs[rn - 2]);
  if (a.Has(3)) a.Scalar(3);
  return Plain(acc->shape(), acc->dtype());
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
  a.Scalar(1);
  a.Scalar(2);
  TensorView view = t->view().value_or(TensorView());
  view.valid_shape = {a.Arg(1), a.Arg(2)};
  return std::make_shared<TensorType>(t->shape(), t->dtype(), std::move(view));
}

TypePtr DeduceFillpad(const ArgReader& a, const Attrs& kw) {
  auto t = a.Tensor(0);
  auto pad = KwargEnum<PadValue>(kw, "pad_value", a.op(), a.span()).value_or(PadValue::kZero);
  if (pad == PadValue::kNull) a.Fail("pad_value must be zero, max or min");
  TensorView view = t->view().value_or(TensorView());
  view.valid_shape.clear();
  view.pad = pad;
  return std::make_shared<TensorType>(t->shape(), t->dtype(), std::move(view));
}

TypePtr DeduceIndex(const ArgReader&, const Attrs&) { return ScalarType::Get(DataType::kIndex); }

void RegisterTensorOps() {
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
  OpDef("tensor.div", {"lhs", "rhs"}).Kwargs({"high_precision"}).Deduce(DeduceBinary).Register();
  for (const char* name : {"tensor.maximum", "tensor.minimum"}) {
    OpDef(name, {"lhs", "rhs"}).Deduce(DeduceBinaryOrScalar).Register();
  }
  for (const char* name :
       {"tensor.adds", "tensor.muls", "tensor.divs", "tensor.maximums", "tensor.minimums"}) {
    OpDef(name, {"lhs", "rhs"})
        .Deduce(
            [](const ArgReader& a, const Attrs& kw) { return DeduceTensorScalar(a, kw, false); })
        .Register();
  }
  OpDef("tensor.subs", {"lhs", "rhs"})
      .Deduce([](const ArgReader& a, const Attrs& kw) { return DeduceTensorScalar(a, kw, true); })
      .Register();

  for (const char* name :
       {"tensor.exp", "tensor.sqrt", "tensor.neg", "tensor.abs", "tensor.recip"}) {
    OpDef(name, {"input"}).Deduce(DeduceUnary).Register();
  }
  for (const char* name : {"tensor.log", "tensor.rsqrt"}) {
    OpDef(name, {"input"}).Kwargs({"high_precision"}).Deduce(DeduceUnary).Register();
  }
  for (const char* name : {"tensor.sin", "tensor.cos"}) {
    OpDef(name, {"input"}).Deduce(DeduceFP32Unary).Register();
  }
  OpDef("tensor.cast", {"input"})
      .Kwargs({"target_type", "mode"})
      .PrintedDefault("mode", AttrValue::String("round"))
      .Deduce(DeduceCast)
      .Register();

  for (const char* name :
       {"tensor.row_max", "tensor.row_sum", "tensor.row_min", "tensor.row_prod"}) {
    OpDef(name, {"input"})
        .Kwargs({"axis", "keep_dim"})
        .Deduce([](const ArgReader& a, const Attrs& kw) { return DeduceReduce(a, kw, -1); })
        .Register();
  }
  for (const char* name :
       {"tensor.col_sum", "tensor.col_max", "tensor.col_min", "tensor.col_prod"}) {
    OpDef(name, {"input"})
        .Kwargs({"axis", "keep_dim"})
        .Deduce([](const ArgReader& a, const Attrs& kw) { return DeduceReduce(a, kw, 0); })
        .Register();
  }
  OpDef("tensor.row_expand", {"target", "row_vec"}).Deduce(DeduceRowExpand).Register();
  for (const char* name :
       {"tensor.row_expand_add", "tensor.row_expand_sub", "tensor.row_expand_mul",
        "tensor.row_expand_div", "tensor.row_expand_max", "tensor.row_expand_min",
        "tensor.row_expand_expdif"}) {
    OpDef(name, {"tensor", "row_vec"}).Deduce(DeduceRowExpand).Register();
  }
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
  OpDef("tensor.matmul_acc", {"acc", "lhs", "rhs", "init_cond"}, 1)
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
  if (input->rank() != 2 && input->rank() != 4) {
    a.Fail(absl::StrCat("input must be 2D or 4D, got rank ", input->rank()));
  }
  if (index->rank() != 2) a.Fail(absl::StrCat("index must be 2D [b, s], got rank ", index->rank()));
  if (!IsInt(index->dtype())) {
    a.Fail(absl::StrCat("index dtype must be integer, got ", DataTypeName(index->dtype())));
  }
  if (src->rank() != input->rank()) {
    a.Fail(
        absl::StrCat("src rank (", src->rank(), ") must match input rank (", input->rank(), ")"));
  }
  if (src->dtype() != input->dtype()) {
    a.Fail(absl::StrCat("src dtype (", DataTypeName(src->dtype()), ") must match input dtype (",
                        DataTypeName(input->dtype()), ")"));
  }
  if (auto dim = KwargInt(kw, "dim", a.op(), a.span()); dim && *dim != -2) {
    a.Fail(absl::StrCat("only dim=-2 is currently supported, got ", *dim));
  }
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

}  // namespace
}  // namespace ptoc::ir
