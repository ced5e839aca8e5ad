// Helpers shared by the memory-planning passes (InitMemRef,
// MaterializeSemanticAliases, MemoryReuse, AllocateMemoryAddr,
// FoldNoOpReshape): MemRef access on types, byte sizes and view offsets, and
// a walk over variable occurrences in the reference's visiting order.
#ifndef PTOC_COMPILER_TRANSFORMS_ANALYSIS_MEMREF_UTILS_H_
#define PTOC_COMPILER_TRANSFORMS_ANALYSIS_MEMREF_UTILS_H_

#include <functional>
#include <optional>
#include <string>

#include "absl/functional/function_ref.h"
#include "compiler/ir/expr.h"
#include "compiler/ir/function.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/op_registry.h"
#include "compiler/ir/stmt.h"
#include "compiler/ir/type.h"

namespace ptoc::transforms::memref {

// The MemRef of a Tensor/Tile type (null otherwise or when absent).
ir::MemRefPtr TypeMemRef(const ir::TypePtr& type);
// The tile type of `type` when it is a TileType carrying a MemRef.
ir::TileTypePtr TileWithMemRef(const ir::TypePtr& type);
// The allocation root (base Ptr variable) of a tile variable's MemRef, or null.
const ir::Var* TileBase(const ir::ExprPtr& var);
// Memory space of a shaped type: the tile's space, DDR for tensors.
std::optional<ir::MemorySpace> SpaceOf(const ir::TypePtr& type);

// Copy of `type` carrying `memref`; for tiles, `space` (when set) replaces the
// memory space.
ir::TypePtr WithMemRefAndSpace(const ir::TypePtr& type, ir::MemRefPtr memref,
                               std::optional<ir::MemorySpace> space = std::nullopt);

// Bytes of a statically shaped value (elements x whole bytes per element, as
// the reference counts them); nullopt when a dimension is symbolic. A size
// past INT64_MAX is a user error reported at `where`.
std::optional<int64_t> StaticBytes(const ir::ShapedTypePtr& type, const Span& where);

// "mem_vec_3" style allocation names.
std::string BasePtrName(ir::MemorySpace space, int64_t id);

// Byte-offset arithmetic folding constants (INDEX typed).
ir::ExprPtr ZeroOffset();
ir::ExprPtr AddOffsets(const ir::ExprPtr& a, const ir::ExprPtr& b);
ir::ExprPtr MulOffsets(const ir::ExprPtr& a, const ir::ExprPtr& b);
// Additional byte offset a view op adds to its input (non-zero only for
// tile.slice / tensor.slice).
ir::ExprPtr ViewByteOffset(const ir::CallPtr& call, const ir::TypePtr& parent_type);

// Op metadata predicates.
bool IsOp(const ir::ExprPtr& expr, const char* name);
const ir::OpInfo* OpInfoOf(const ir::CallPtr& call);
// Output inherits input 0's buffer (set_output_memory_inherit_input).
bool InheritsInput(const ir::CallPtr& call);
std::optional<int> ReusedInput(const ir::CallPtr& call);

// The trailing yield of a loop/branch body, or null.
ir::YieldStmtPtr FindYield(const ir::StmtPtr& body);

// Visits every occurrence of a Var/IterArg in `stmt` (definitions and uses)
// in the reference visitor's order: assign target before value; for: loop
// var, bounds, iter_args (each followed by its init value), body, return vars;
// if: condition, branches, return vars; while: condition, iter_args, body,
// return vars. Memref bases inside types are not visited.
void ForEachVarOccurrence(const ir::StmtPtr& stmt,
                          const std::function<void(const ir::VarPtr&)>& fn);
void ForEachVarOccurrenceInExpr(const ir::ExprPtr& expr,
                                const std::function<void(const ir::VarPtr&)>& fn);
// Same walk restricted to reads: assignment targets are skipped, and an
// IterArg occurrence reports only the variables of its init value.
void ForEachVarRead(const ir::StmtPtr& stmt, const std::function<void(const ir::VarPtr&)>& fn);
// The same walks handing out the variable by reference (no shared_ptr copy per
// occurrence), for hot callers that only look at the variable.
void ForEachVarOccurrenceRef(const ir::StmtPtr& stmt, absl::FunctionRef<void(const ir::Var&)> fn);
void ForEachVarOccurrenceInExprRef(const ir::ExprPtr& expr,
                                   absl::FunctionRef<void(const ir::Var&)> fn);

// An IRMutator that re-runs type deduction for operator calls whose operands
// changed, so result types that pass an operand's type through (tile.store
// returns its output tensor's type) follow the operand's new MemRef.
class RetypingMutator : public ir::IRMutator {
 public:
  ir::ExprPtr MutateCall(const ir::CallPtr& call) override;
};

// A flattened (N-D -> 2-D) tile.load / tile.create keeps N-D operands, so
// deduction gives an N-D type; such calls carry their target's (2-D, memref
// carrying) type instead, as the DSL parser builds them. Applied to a body
// after the passes above rewrote it.
ir::StmtPtr SyncFlattenedCallTypes(const ir::StmtPtr& body);

// Is `stmt` an assignment of a tile.alloc / tensor.alloc call?
bool IsAllocStmt(const ir::StmtPtr& stmt);

}  // namespace ptoc::transforms::memref

#endif  // PTOC_COMPILER_TRANSFORMS_ANALYSIS_MEMREF_UTILS_H_
