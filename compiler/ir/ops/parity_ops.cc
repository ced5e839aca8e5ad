// Registration of the operators the DSL reaches through its tensor-level
// counterparts of tile ops (block sort and merge, random numbers, the
// on-chip gather accumulator, index scatter), the tile-level row scatter
// and the FFTS setup marker of explicit cross-core synchronisation. They
// live apart from the per-level files so that additions stay local.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compiler/ir/ops/op_def.h"

namespace ptoc::ir {
namespace {

using MS = MemorySpace;
const std::vector<MemorySpace> kVec = {MS::kVec};

TypePtr PlainTensor(std::vector<ExprPtr> shape, DataType dtype) {
  return std::make_shared<TensorType>(std::move(shape), dtype);
}

bool IsSortValue(DataType d) { return d == DataType::kFP16 || d == DataType::kFP32; }

// tensor.sort32(src, idx): 32-element blocks sorted with their indices; the
// (value, index) pairs interleave, so the last dimension doubles.
TypePtr DeduceTensorSort32(const ArgReader& a, const Attrs&) {
  auto src = a.Tensor(0);
  if (!IsSortValue(src->dtype())) {
    a.Fail(absl::StrCat("requires src dtype to be FP16 or FP32, but got ",
                        DataTypeName(src->dtype())));
  }
  if (src->rank() == 0) a.Fail("requires non-empty input shape");
  if (auto last = StaticDim(src->shape().back()); last && (*last <= 0 || *last % 32 != 0)) {
    a.Fail(absl::StrCat("requires the last dimension to be a positive multiple of 32, but got ",
                        *last));
  }
  auto idx = a.Tensor(1);
  if (idx->dtype() != DataType::kUInt32) {
    a.Fail(absl::StrCat("requires idx dtype to be UINT32, but got ", DataTypeName(idx->dtype())));
  }
  if (idx->rank() != src->rank()) {
    a.Fail(absl::StrCat("requires idx rank (", idx->rank(), ") to match src rank (", src->rank(),
                        ")"));
  }
  for (size_t i = 0; i < src->rank(); ++i) {
    if (!DimsEqual(src->shape()[i], idx->shape()[i])) {
      a.Fail(absl::StrCat("requires idx shape to match src shape at axis ", i));
    }
  }
  std::vector<ExprPtr> shape(src->shape().begin(), src->shape().end() - 1);
  shape.push_back(FoldMul(src->shape().back(), MakeConstInt(2, DataType::kIndex)));
  return PlainTensor(std::move(shape), src->dtype());
}

// tensor.mrgsort_format1(src, block_len): the sorted runs of one tensor
// merged in place of it (same shape and dtype).
TypePtr DeduceTensorMrgsortFormat1(const ArgReader& a, const Attrs&) {
  auto src = a.Tensor(0);
  CheckMrgsortFormat1Operands(a, src->dtype());
  return PlainTensor(src->shape(), src->dtype());
}

// tensor.random(key0, key1, counter0..3, shape, dtype=, rounds=): a 2D tensor
// of counter-based random 32-bit words (lowered to tile.random).
TypePtr DeduceTensorRandom(const ArgReader& a, const Attrs& kw) {
  DataType dtype = RequireKwargDType(kw, "dtype", a.op(), a.span());
  if (dtype != DataType::kInt32 && dtype != DataType::kUInt32) {
    a.Fail(absl::StrCat("dtype must be one of {INT32, UINT32}, but got ", DataTypeName(dtype)));
  }
  const int64_t rounds = KwargInt(kw, "rounds", a.op(), a.span()).value_or(10);
  if (rounds != 7 && rounds != 10) {
    a.Fail(absl::StrCat("requires rounds to be 7 or 10, but got ", rounds));
  }
  for (size_t i = 0; i < 6; ++i) {
    auto seed = a.Scalar(i);
    if (seed->dtype() != DataType::kInt32) {
      a.Fail(absl::StrCat("requires seed argument ", i, " to have INT32 dtype, but got ",
                          DataTypeName(seed->dtype())));
    }
  }
  const std::vector<ExprPtr>& shape = a.TupleElems(6);
  for (size_t i = 0; i < shape.size(); ++i) {
    auto s = As<ScalarType>(shape[i]->type());
    if (!s || !IsInt(s->dtype())) {
      a.Fail(absl::StrCat("shape element ", i, " must have integer dtype"));
    }
  }
  if (shape.empty()) a.Fail("requires non-empty shape");
  if (shape.size() != 2) {
    a.Fail(absl::StrCat("requires a 2D shape (rows, cols), but got rank ", shape.size()));
  }
  return PlainTensor(shape, dtype);
}

// tensor.create_l1(shape, dtype=, transpose=): an on-chip (Mat) accumulator,
// typed as a tensor so that tensor-level matmul takes it; static shape only.
TypePtr DeduceCreateL1(const ArgReader& a, const Attrs& kw) {
  if (!As<MakeTuple>(a.Arg(0))) {
    a.Fail("requires shape to be a MakeTuple of static ConstInt dims");
  }
  const std::vector<ExprPtr>& shape = a.TupleElems(0);
  for (size_t i = 0; i < shape.size(); ++i) {
    auto c = As<ConstInt>(shape[i]);
    if (!c || c->value() <= 0) {
      a.Fail(absl::StrCat("shape element ", i, " must be a positive compile-time ConstInt"));
    }
  }
  if (shape.empty()) a.Fail("requires a non-empty shape");
  auto dtype = KwargDType(kw, "dtype", a.op(), a.span());
  if (!dtype) a.Fail("requires a 'dtype' keyword argument");
  KwargBool(kw, "transpose", a.op(), a.span());
  return PlainTensor(shape, *dtype);
}

// The window checks tensor.gather_row shares with tile.gather_row: a static
// `shapes`, and an optional integer `valid_shape` of its rank (static with
// `transpose`) that provably fits it.
void CheckGatherRowWindow(const ArgReader& a, const Attrs& kw) {
  if (!As<MakeTuple>(a.Arg(4))) a.Fail("requires shapes to be a literal tuple");
  const std::vector<ExprPtr>& shapes = a.TupleElems(4);
  for (size_t i = 0; i < shapes.size(); ++i) {
    if (!As<ConstInt>(shapes[i])) {
      a.Fail(absl::StrCat(
          "requires shapes[", i,
          "] to be a compile-time constant (it sizes pto.subview, whose sizes is a static "
          "attribute), but got a runtime value. Pass a dynamic row count through valid_shape "
          "instead"));
    }
  }
  if (!a.Has(5)) return;
  if (!As<MakeTuple>(a.Arg(5))) a.Fail("requires valid_shape to be a literal tuple");
  const std::vector<ExprPtr>& valid = a.TupleElems(5);
  if (valid.size() != shapes.size()) {
    a.Fail(absl::StrCat("requires valid_shape to have the same rank as shapes (", shapes.size(),
                        "), but got rank ", valid.size()));
  }
  for (size_t i = 0; i < valid.size(); ++i) {
    auto s = As<ScalarType>(valid[i]->type());
    if (!s || IsFloat(s->dtype())) {
      a.Fail(absl::StrCat("requires valid_shape[", i, "] to be an integer extent, but got ",
                          s ? DataTypeName(s->dtype()) : TypeToString(valid[i]->type())));
    }
  }
  if (KwargBool(kw, "transpose", a.op(), a.span()).value_or(false)) {
    for (const ExprPtr& e : valid) {
      if (!As<ConstInt>(e)) {
        a.Fail("does not support a dynamic valid_shape together with transpose=True");
      }
    }
  }
  std::string errors;
  for (size_t i = 0; i < valid.size(); ++i) {
    auto v = StaticDim(valid[i]);
    auto s = StaticDim(shapes[i]);
    if (v && *v < 0) {
      absl::StrAppend(&errors, errors.empty() ? "" : "; ", a.op(), " valid_shape dimension ", i,
                      " has provably negative extent ", *v);
    } else if (v && s && *v > *s) {
      absl::StrAppend(&errors, errors.empty() ? "" : "; ", a.op(), " valid_shape dimension ", i,
                      " extent ", *v, " provably exceeds physical shape extent ", *s);
    }
  }
  if (!errors.empty()) ThrowUserError(a.span(), errors);
}

// tensor.gather_row(acc, src, dst_offset, src_offset, shapes[, valid_shape],
// transpose=): one GM row written into the accumulator; the result is acc.
TypePtr DeduceTensorGatherRow(const ArgReader& a, const Attrs& kw) {
  auto acc = a.Tensor(0);
  auto src = a.Tensor(1);
  if (acc->dtype() != src->dtype()) {
    a.Fail(absl::StrCat("requires acc and src to share dtype, but got ", DataTypeName(acc->dtype()),
                        " and ", DataTypeName(src->dtype())));
  }
  CheckGatherRowWindow(a, kw);
  return a.Arg(0)->type();
}

bool IsScatterValue(DataType d) {
  return d == DataType::kFP16 || d == DataType::kFP32 || d == DataType::kBF16 ||
         d == DataType::kInt16 || d == DataType::kInt32 || d == DataType::kInt8;
}

// tensor.scatter(input, index, src, dim=-1): out = input with
// out[b, index[b, k]] = src[b, k] (rank 2, last axis only). The index width
// follows the input's element width (4 bytes: INT32, 2 or 1: INT16).
TypePtr DeduceTensorScatter(const ArgReader& a, const Attrs& kw) {
  auto input = a.Tensor(0);
  const DataType d = input->dtype();
  if (!IsScatterValue(d)) {
    a.Fail(absl::StrCat("requires input dtype in {I8, I16, I32, FP16, FP32, BF16}, but got ",
                        DataTypeName(d)));
  }
  auto index = a.Tensor(1);
  if (index->dtype() != DataType::kInt16 && index->dtype() != DataType::kInt32) {
    a.Fail(absl::StrCat("requires index dtype in {INT16, INT32}, but got ",
                        DataTypeName(index->dtype())));
  }
  auto src = a.Tensor(2);
  if (src->dtype() != d) {
    a.Fail(absl::StrCat("requires src dtype (", DataTypeName(src->dtype()),
                        ") to match input dtype (", DataTypeName(d), ")"));
  }
  const int64_t value_bytes = DataTypeBits(d) / 8;
  const int64_t index_bytes = DataTypeBits(index->dtype()) / 8;
  const int64_t required = value_bytes == 1 ? 2 : value_bytes;
  if (index_bytes != required) {
    a.Fail(absl::StrCat("with input dtype ", DataTypeName(d), " (", value_bytes,
                        " bytes) requires index dtype of ", required, " bytes, but got ",
                        DataTypeName(index->dtype()), " (", index_bytes, " bytes)"));
  }
  const int64_t rank = static_cast<int64_t>(input->rank());
  if (rank != 2) {
    a.Fail(absl::StrCat("currently supports rank-2 input only, got rank ", rank));
  }
  if (static_cast<int64_t>(src->rank()) != rank) {
    a.Fail(absl::StrCat("requires src rank (", src->rank(), ") to match input rank (", rank, ")"));
  }
  if (index->rank() != 2) {
    a.Fail(absl::StrCat("requires 2D index, but got rank ", index->rank()));
  }
  auto dim = KwargInt(kw, "dim", a.op(), a.span());
  if (!dim) a.Fail("requires a 'dim' keyword argument");
  const int64_t norm = *dim < 0 ? *dim + rank : *dim;
  if (norm != rank - 1) {
    a.Fail(absl::StrCat("currently supports dim=-1 (last axis) only, got dim=", *dim));
  }
  const char* const axis_name[] = {"rows", "cols"};
  for (size_t i = 0; i < 2; ++i) {
    auto s = StaticDim(src->shape()[i]);
    auto x = StaticDim(index->shape()[i]);
    if (s && x && *s != *x) {
      a.Fail(absl::StrCat("requires index.shape[", i, "] == src.shape[", i, "], got src ",
                          axis_name[i], " ", *s, " vs index ", axis_name[i], " ", *x));
    }
  }
  for (size_t i = 0; i < 2; ++i) {
    auto s = StaticDim(src->shape()[i]);
    auto n = StaticDim(input->shape()[i]);
    if (s && n && *s > *n) {
      a.Fail(absl::StrCat("requires src.shape[", i, "] <= input.shape[", i, "], got src ",
                          axis_name[i], " ", *s, " vs input ", axis_name[i], " ", *n));
    }
  }
  return PlainTensor(input->shape(), d);
}

// tile.scatter_update(input, index, src, dim=-2): rows of src written to the
// rows of input the 2D index names (lowered to tile.scatter); the result has
// input's shape, dtype and memory, fully valid.
TypePtr DeduceTileScatterUpdate(const ArgReader& a, const Attrs& kw) {
  auto input = a.Tile(0);
  auto index = a.Tile(1);
  auto src = a.Tile(2);
  CheckScatterUpdateOperands(a, *input, *index, *src, kw);
  TileView view = input->EffectiveView();
  if (view.valid_shape.empty()) view.valid_shape = input->shape();
  return std::make_shared<TileType>(input->shape(), input->dtype(), input->memory_space(),
                                    std::move(view));
}

// system.set_ffts(workspace): names the 1-D INT64 GM workspace (>= 256
// elements) that explicit cube/vector event synchronisation sets up FFTS with.
TypePtr DeduceSetFfts(const ArgReader& a, const Attrs& kw) {
  if (!kw.empty()) a.Fail("does not accept attributes");
  auto t = TensorTypeOf(a.Arg(0));
  if (!t) a.Fail("workspace must be a Tensor");
  if (t->dtype() != DataType::kInt64) {
    a.Fail(absl::StrCat("workspace must have INT64 dtype, got ", DataTypeName(t->dtype())));
  }
  if (t->rank() != 1) a.Fail(absl::StrCat("workspace must be 1-D, got rank ", t->rank()));
  constexpr int64_t kMinWorkspace = 256;
  auto n = As<ConstInt>(t->shape()[0]);
  if (!n || n->value() < kMinWorkspace) {
    a.Fail(absl::StrCat("workspace must have a static length of at least ", kMinWorkspace,
                        " INT64 elements"));
  }
  return UnknownType::Get();
}

void RegisterParityOps() {
  OpDef("tensor.sort32", {"src", "idx"}).Deduce(DeduceTensorSort32).Register();
  OpDef("tensor.mrgsort_format1", {"src", "block_len"})
      .Deduce(DeduceTensorMrgsortFormat1)
      .Register();
  OpDef("tensor.random", {"key0", "key1", "counter0", "counter1", "counter2", "counter3", "shape"})
      .Kwargs({"dtype", "rounds"})
      .PrintedDefault("dtype", AttrValue::DType(DataType::kUInt32))
      .PrintedDefault("rounds", AttrValue::Int(10))
      .Deduce(DeduceTensorRandom)
      .Register();
  OpDef("tensor.create_l1", {"shape"})
      .Kwargs({"dtype", "transpose"})
      .PrintedDefault("transpose", AttrValue::Bool(false))
      .Deduce(DeduceCreateL1)
      .Register();
  OpDef("tensor.gather_row", {"acc", "src", "dst_offset", "src_offset", "shapes", "valid_shape"}, 1)
      .Kwargs({"transpose"})
      .PrintedDefault("transpose", AttrValue::Bool(false))
      .Deduce(DeduceTensorGatherRow)
      .Register();
  OpDef("tensor.scatter", {"input", "index", "src"})
      .Kwargs({"dim"})
      .Deduce(DeduceTensorScatter)
      .Register();
  OpDef("tile.scatter_update", {"input", "index", "src"})
      .Kwargs({"dim"})
      .In(0, kVec)
      .In(1, kVec)
      .In(2, kVec)
      .OutFixed(MS::kVec)
      .Reuses(0)
      .Deduce(DeduceTileScatterUpdate)
      .Register();
  OpDef("system.set_ffts", {"workspace"}).Deduce(DeduceSetFfts).Register();
}

const bool kParityOpsRegistered = (RegisterParityOps(), true);

}  // namespace
}  // namespace ptoc::ir
