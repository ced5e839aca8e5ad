// Helpers for the op registry tests: variables of tensor/tile types, index
// lists, and a golden-style rendering of result types.
#ifndef PTOC_COMPILER_IR_OPS_TEST_UTIL_H_
#define PTOC_COMPILER_IR_OPS_TEST_UTIL_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "compiler/ir/op_registry.h"
#include "compiler/ir/ops/deduce_util.h"
#include "gtest/gtest.h"

namespace ptoc::ir::testing {

inline std::vector<ExprPtr> Dims(const std::vector<int64_t>& v) {
  std::vector<ExprPtr> out;
  out.reserve(v.size());
  for (int64_t x : v) out.push_back(MakeIndex(x));
  return out;
}
inline ExprPtr List(const std::vector<int64_t>& v) { return MakeIndexTuple(v); }
inline ExprPtr ListOf(std::vector<ExprPtr> v) { return std::make_shared<MakeTuple>(std::move(v)); }

inline VarPtr TensorVar(const std::string& name, const std::vector<int64_t>& shape, DataType dtype,
                        const std::optional<TensorView>& view = {}) {
  return std::make_shared<Var>(name, std::make_shared<TensorType>(Dims(shape), dtype, view));
}
inline VarPtr TileVar(const std::string& name, const std::vector<int64_t>& shape, DataType dtype,
                      std::optional<MemorySpace> space = MemorySpace::kVec,
                      const std::optional<TileView>& view = {}) {
  return std::make_shared<Var>(name, std::make_shared<TileType>(Dims(shape), dtype, space, view));
}
inline VarPtr IndexVar(const std::string& name) {
  return std::make_shared<Var>(name, ScalarType::Get(DataType::kIndex));
}

// Renders a type the way the reference prints annotations, e.g.
// "pl.Tile[[64, 128], pl.FP32, pl.Mem.Vec]"; a stored (non-implicit) view is
// appended as "view(valid=[...])" so tests notice unexpected views.
inline std::string Golden(const TypePtr& type) {
  if (auto s = As<ScalarType>(type)) {
    return absl::StrCat("pl.Scalar[pl.", DataTypeName(s->dtype()), "]");
  }
  auto shaped = As<ShapedType>(type);
  if (!shaped) return TypeToString(type);
  std::vector<std::string> dims;
  for (const auto& d : shaped->shape()) dims.push_back(ExprToString(d));
  std::string out =
      absl::StrCat(IsA<TileType>(type) ? "pl.Tile[[" : "pl.Tensor[[", absl::StrJoin(dims, ", "),
                   "], pl.", DataTypeName(shaped->dtype()));
  if (auto tile = As<TileType>(type)) {
    if (tile->memory_space()) absl::StrAppend(&out, ", pl.Mem.", EnumName(*tile->memory_space()));
    if (tile->view()) {
      absl::StrAppend(&out, ", view(valid=", ShapeToString(tile->view()->valid_shape), ")");
    }
  } else if (auto tensor = As<TensorType>(type)) {
    if (tensor->view()) {
      absl::StrAppend(&out, ", view(valid=", ShapeToString(tensor->view()->valid_shape), ")");
    }
  }
  return out + "]";
}

inline CallPtr Make(const std::string& name, std::vector<ExprPtr> args, Attrs kwargs = {}) {
  auto result = MakeOpCall(name, std::move(args), std::move(kwargs));
  EXPECT_TRUE(result.ok()) << result.status();
  return result.ok() ? *result : nullptr;
}

// The error message of a call the registry rejects ("" when it is accepted).
inline std::string OpError(const std::string& name, std::vector<ExprPtr> args, Attrs kwargs = {}) {
  auto result = MakeOpCall(name, std::move(args), std::move(kwargs));
  return result.ok() ? std::string() : std::string(result.status().message());
}
inline ExprPtr Int64Const(int64_t v) {
  return std::make_shared<ConstInt>(v, DataType::kInt64, Span());
}

inline std::string KwargOrder(const CallPtr& call) {
  std::vector<std::string> keys;
  for (const auto& [k, v] : call->kwargs()) keys.push_back(k);
  return absl::StrJoin(keys, ",");
}

}  // namespace ptoc::ir::testing

#endif  // PTOC_COMPILER_IR_OPS_TEST_UTIL_H_
