// Structural hash of IR trees, consistent with StructuralEqual: structurally
// equal trees (with or without compare_memrefs) hash to the same value.
//
// Names and spans are ignored; variables hash by the order in which they are
// first encountered (de Bruijn-style), so alpha-equivalent programs collide on
// purpose. The memref of a Tensor/Tile type is not hashed. The value is
// deterministic across runs (no pointer values or per-process seeds enter it),
// so it can key caches.
#ifndef PTOC_COMPILER_IR_STRUCTURAL_HASH_H_
#define PTOC_COMPILER_IR_STRUCTURAL_HASH_H_

#include <cstdint>

#include "compiler/ir/expr.h"
#include "compiler/ir/function.h"
#include "compiler/ir/stmt.h"
#include "compiler/ir/type.h"

namespace ptoc::ir {

uint64_t StructuralHash(const ProgramPtr& program);
uint64_t StructuralHash(const FunctionPtr& function);
uint64_t StructuralHash(const StmtPtr& stmt);
uint64_t StructuralHash(const ExprPtr& expr);
uint64_t StructuralHash(const TypePtr& type);

}  // namespace ptoc::ir

#endif  // PTOC_COMPILER_IR_STRUCTURAL_HASH_H_
