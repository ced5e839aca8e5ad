// Tiny helpers for building IR by hand in the IR library's own unit tests
// (which cannot use the parser or the op registry).
#ifndef PTOC_COMPILER_IR_TEST_BUILDERS_H_
#define PTOC_COMPILER_IR_TEST_BUILDERS_H_

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "compiler/ir/expr.h"
#include "compiler/ir/function.h"
#include "compiler/ir/stmt.h"
#include "compiler/ir/type.h"

namespace ptoc::ir::test {

inline std::vector<ExprPtr> Dims(const std::vector<int64_t>& dims) {
  std::vector<ExprPtr> out;
  out.reserve(dims.size());
  for (int64_t d : dims) out.push_back(MakeIndex(d));
  return out;
}

inline TypePtr TensorT(const std::vector<int64_t>& shape, DataType dtype = DataType::kFP32,
                       MemRefPtr memref = nullptr) {
  return std::make_shared<TensorType>(Dims(shape), dtype, std::nullopt, std::move(memref));
}

inline TypePtr TileT(const std::vector<int64_t>& shape, DataType dtype = DataType::kFP32,
                     std::optional<MemorySpace> space = MemorySpace::kVec,
                     MemRefPtr memref = nullptr) {
  return std::make_shared<TileType>(Dims(shape), dtype, space, std::nullopt, std::move(memref));
}

inline TypePtr IndexT() { return ScalarType::Get(DataType::kIndex); }

inline VarPtr MkVar(const std::string& name, TypePtr type) {
  return std::make_shared<Var>(name, std::move(type));
}

inline CallPtr MkCall(const std::string& op, std::vector<ExprPtr> args, TypePtr type,
                      Attrs kwargs = {}, Attrs attrs = {}) {
  return std::make_shared<Call>(std::make_shared<Op>(op), std::move(args), std::move(kwargs),
                                std::move(attrs), std::move(type));
}

inline CallPtr MkFuncCall(const std::string& callee, std::vector<ExprPtr> args, TypePtr type) {
  return std::make_shared<Call>(std::make_shared<GlobalVar>(callee), std::move(args), Attrs(),
                                Attrs(), std::move(type));
}

inline StmtPtr Assign(VarPtr var, ExprPtr value) {
  return std::make_shared<AssignStmt>(std::move(var), std::move(value));
}

inline StmtPtr Return(std::vector<ExprPtr> values) {
  return std::make_shared<ReturnStmt>(std::move(values));
}

inline StmtPtr Yield(std::vector<ExprPtr> values) {
  return std::make_shared<YieldStmt>(std::move(values));
}

inline FunctionPtr MkFunc(const std::string& name, FunctionType type, std::vector<VarPtr> params,
                          std::vector<TypePtr> return_types, StmtPtr body) {
  Function::Fields f;
  f.name = name;
  f.func_type = type;
  f.params = std::move(params);
  f.return_types = std::move(return_types);
  f.body = std::move(body);
  return std::make_shared<Function>(std::move(f));
}

}  // namespace ptoc::ir::test

#endif  // PTOC_COMPILER_IR_TEST_BUILDERS_H_
