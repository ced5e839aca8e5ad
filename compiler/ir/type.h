// IR types: scalars, tensors (in DDR/GM), tiles (on-chip), tuples, pointers.
//
// TileType keeps its TileView in canonical form: a view equal to the implicit
// view for (shape, memory space) is dropped, and a valid_shape equal to the
// shape is cleared, so "no view stored" means "implicit for this space".
#ifndef PTOC_COMPILER_IR_TYPE_H_
#define PTOC_COMPILER_IR_TYPE_H_

#include <memory>
#include <optional>
#include <vector>

#include "compiler/ir/dtype.h"
#include "compiler/ir/enums.h"
#include "compiler/ir/node.h"

namespace ptoc::ir {

class Expr;
class MemRef;
using ExprPtr = std::shared_ptr<const Expr>;
using MemRefPtr = std::shared_ptr<const MemRef>;

class Type;
using TypePtr = std::shared_ptr<const Type>;

class Type : public Node {
 public:
  static bool Matches(NodeKind k) { return k <= NodeKind::kArrayType; }
  // Whether some dimension expression of this type (shape, view fields, or
  // those of a tuple element) is not an integer constant, i.e. may name a
  // variable. Computed once at construction, so walks that look for
  // dimension variables skip the common all-constant types without
  // touching their expressions.
  bool HasSymbolicDims() const { return NodeBit(); }

 protected:
  Type(NodeKind kind, Span span) : Node(kind, span) {}
};

class UnknownType : public Type {
 public:
  static constexpr NodeKind kKind = NodeKind::kUnknownType;
  static bool Matches(NodeKind k) { return k == kKind; }
  explicit UnknownType(Span span = {}) : Type(kKind, span) {}
  static TypePtr Get();
};

class ScalarType : public Type {
 public:
  static constexpr NodeKind kKind = NodeKind::kScalarType;
  static bool Matches(NodeKind k) { return k == kKind; }
  explicit ScalarType(DataType dtype, Span span = {}) : Type(kKind, span), dtype_(dtype) {}
  DataType dtype() const { return dtype_; }
  static std::shared_ptr<const ScalarType> Get(DataType dtype);

 private:
  DataType dtype_;
};

class PtrType : public Type {
 public:
  static constexpr NodeKind kKind = NodeKind::kPtrType;
  static bool Matches(NodeKind k) { return k == kKind; }
  explicit PtrType(Span span = {}) : Type(kKind, span) {}
  static TypePtr Get();
};

class MemRefType : public Type {
 public:
  static constexpr NodeKind kKind = NodeKind::kMemRefType;
  static bool Matches(NodeKind k) { return k == kKind; }
  explicit MemRefType(Span span = {}) : Type(kKind, span) {}
  static TypePtr Get();
};

class ArrayType : public Type {
 public:
  static constexpr NodeKind kKind = NodeKind::kArrayType;
  static bool Matches(NodeKind k) { return k == kKind; }
  ArrayType(int64_t extent, DataType dtype, Span span = {})
      : Type(kKind, span), extent_(extent), dtype_(dtype) {}
  int64_t extent() const { return extent_; }
  DataType dtype() const { return dtype_; }

 private:
  int64_t extent_;
  DataType dtype_;
};

class TupleType : public Type {
 public:
  static constexpr NodeKind kKind = NodeKind::kTupleType;
  static bool Matches(NodeKind k) { return k == kKind; }
  explicit TupleType(std::vector<TypePtr> types, Span span = {});
  const std::vector<TypePtr>& types() const { return types_; }

 private:
  std::vector<TypePtr> types_;
};

struct TensorView {
  std::vector<ExprPtr> valid_shape;  // empty = full shape
  std::vector<ExprPtr> stride;       // empty = packed canonical for `layout`
  TensorLayout layout = TensorLayout::kND;
  PadValue pad = PadValue::kNull;
};

struct TileView {
  std::vector<ExprPtr> valid_shape;  // empty = full shape
  std::vector<ExprPtr> stride;       // empty = absent
  ExprPtr start_offset;              // null = absent
  TileLayout blayout = TileLayout::kRowMajor;
  TileLayout slayout = TileLayout::kNoneBox;
  int64_t fractal = 512;  // box size in bytes
  PadValue pad = PadValue::kNull;
  CompactMode compact = CompactMode::kNull;
};

// Tensor and Tile share dtype, shape and an optional MemRef.
class ShapedType : public Type {
 public:
  static bool Matches(NodeKind k) { return k == NodeKind::kTensorType || k == NodeKind::kTileType; }
  DataType dtype() const { return dtype_; }
  const std::vector<ExprPtr>& shape() const { return shape_; }
  size_t rank() const { return shape_.size(); }
  // Null until InitMemRef attaches one. Not part of type equality.
  const MemRefPtr& memref() const { return memref_; }

 protected:
  ShapedType(NodeKind kind, std::vector<ExprPtr> shape, DataType dtype, MemRefPtr memref, Span span)
      : Type(kind, span), dtype_(dtype), shape_(std::move(shape)), memref_(std::move(memref)) {}

 private:
  DataType dtype_;
  std::vector<ExprPtr> shape_;
  MemRefPtr memref_;
};

class TensorType : public ShapedType {
 public:
  static constexpr NodeKind kKind = NodeKind::kTensorType;
  static bool Matches(NodeKind k) { return k == kKind; }
  // A view that carries no information (full valid shape, no stride, ND, no
  // pad) is dropped.
  TensorType(std::vector<ExprPtr> shape, DataType dtype, std::optional<TensorView> view = {},
             MemRefPtr memref = nullptr, Span span = {});
  const std::optional<TensorView>& view() const { return view_; }

 private:
  std::optional<TensorView> view_;
};

class TileType : public ShapedType {
 public:
  static constexpr NodeKind kKind = NodeKind::kTileType;
  static bool Matches(NodeKind k) { return k == kKind; }
  // Canonicalises `view` (see file comment).
  TileType(std::vector<ExprPtr> shape, DataType dtype, std::optional<MemorySpace> memory_space = {},
           std::optional<TileView> view = {}, MemRefPtr memref = nullptr, Span span = {});
  const std::optional<MemorySpace>& memory_space() const { return memory_space_; }
  // The stored (non-implicit) view, if any.
  const std::optional<TileView>& view() const { return view_; }
  // The view in effect: the stored one, or the implicit one for shape + space.
  TileView EffectiveView() const;

 private:
  std::optional<MemorySpace> memory_space_;
  std::optional<TileView> view_;
};

using ScalarTypePtr = std::shared_ptr<const ScalarType>;
using TensorTypePtr = std::shared_ptr<const TensorType>;
using TileTypePtr = std::shared_ptr<const TileType>;
using TupleTypePtr = std::shared_ptr<const TupleType>;
using ShapedTypePtr = std::shared_ptr<const ShapedType>;

// The layout a tile has when no view is written (reference:
// GetImplicitTileLayout). valid_shape/stride are left empty.
TileView ImplicitTileView(const std::vector<ExprPtr>& shape, std::optional<MemorySpace> space);

// Equality of extent expressions as types and views use it (reference:
// AreExprsEqual): constants by value, binary operations by operator and operands,
// calls by op name and arguments, anything else (a variable) by identity. A
// reparsed `m + 0` equals the original.
bool SameDimExpr(const ExprPtr& a, const ExprPtr& b);
bool SameDimList(const std::vector<ExprPtr>& a, const std::vector<ExprPtr>& b);

// Field-wise view equality, expressions by SameDimExpr.
bool SameTileView(const TileView& a, const TileView& b);

// The class name of a type's kind, as the reference's messages spell it:
// "ScalarType", "TensorType", ..., "UnknownType".
const char* TypeClassName(const TypePtr& type);

// Copies of a shaped type with one field replaced.
TypePtr WithMemRef(const TypePtr& type, MemRefPtr memref);
TileTypePtr WithMemorySpace(const TileTypePtr& type, std::optional<MemorySpace> space);

// Static extent helpers: value of a ConstInt dim, nullopt when symbolic.
std::optional<int64_t> StaticDim(const ExprPtr& dim);
// Product of static dims; nullopt if any dim is symbolic.
std::optional<int64_t> StaticNumElements(const std::vector<ExprPtr>& shape);

// One node, or constants of the same value and dtype: dimensions that print
// and compare alike whatever variables they are read against.
bool IdenticalDim(const ExprPtr& a, const ExprPtr& b);
bool IdenticalDims(const std::vector<ExprPtr>& a, const std::vector<ExprPtr>& b);

}  // namespace ptoc::ir

#endif  // PTOC_COMPILER_IR_TYPE_H_
