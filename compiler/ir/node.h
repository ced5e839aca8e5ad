// Base of every IR node: an immutable object with a kind tag and a source
// span. Nodes are shared through `std::shared_ptr<const T>`; `==` on handles is
// identity, structural comparison lives in structural_equal.h.
#ifndef PTOC_COMPILER_IR_NODE_H_
#define PTOC_COMPILER_IR_NODE_H_

#include <cstdint>
#include <memory>

#include "compiler/base/span.h"

namespace ptoc::ir {

enum class NodeKind : uint8_t {
  // Types
  kUnknownType,
  kScalarType,
  kTensorType,
  kTileType,
  kTupleType,
  kPtrType,
  kMemRefType,
  kArrayType,
  // Expressions
  kVar,
  kIterArg,
  kMemRef,
  kConstInt,
  kConstFloat,
  kConstBool,
  kBinary,
  kUnary,
  kCall,
  kSubmit,
  kMakeTuple,
  kTupleGetItem,
  // Statements
  kAssign,
  kEval,
  kSeq,
  kReturn,
  kYield,
  kIf,
  kFor,
  kWhile,
  kScope,
  kBreak,
  kContinue,
  // Others
  kOp,
  kGlobalVar,
  kFunction,
  kProgram,
};

class Node {
 public:
  virtual ~Node() = default;
  NodeKind kind() const { return kind_; }
  const Span& span() const { return span_; }

 protected:
  Node(NodeKind kind, Span span) : kind_(kind), span_(span) {}

  // One bit of per-kind derived state, set during construction (it lives in
  // padding after kind_, so no node grows for it). Its meaning is the
  // subclass's: see Type::HasSymbolicDims.
  bool NodeBit() const { return node_bit_; }
  void SetNodeBit(bool value) { node_bit_ = value; }
  // Per-kind derived count in the same padding (see Expr::height).
  uint16_t NodeCount() const { return node_count_; }
  void SetNodeCount(uint16_t value) { node_count_ = value; }

 private:
  NodeKind kind_;
  bool node_bit_ = false;
  uint16_t node_count_ = 0;
  Span span_;
};

// Exact-kind checked cast for handles: returns null when `node` is null or of
// another kind. `T::kKind` names the kind (classes with several kinds, such as
// Var, provide `static bool Matches(NodeKind)`).
template <typename T, typename U>
std::shared_ptr<const T> As(const std::shared_ptr<const U>& node) {
  if (node && T::Matches(node->kind())) return std::static_pointer_cast<const T>(node);
  return nullptr;
}

// The same check without a handle: a plain pointer into `node` (no reference
// count traffic), for hot queries that only read the node.
template <typename T, typename U>
const T* AsPtr(const std::shared_ptr<const U>& node) {
  if (node && T::Matches(node->kind())) return static_cast<const T*>(node.get());
  return nullptr;
}

template <typename T, typename U>
bool IsA(const std::shared_ptr<const U>& node) {
  return node && T::Matches(node->kind());
}

}  // namespace ptoc::ir

#endif  // PTOC_COMPILER_IR_NODE_H_
