// Structural equality of IR trees (the basis of Before/Expected pass tests
// and of the print -> parse roundtrip check).
//
// Semantics follow the reference: spans and names (variable name hints,
// program and function names, scope names) are ignored; variables are paired
// bijectively on first encounter, so definitions (params, assign targets, loop
// vars, iter_args, return vars) pair their variables and every later use must
// refer to the paired counterpart, while free variables (symbolic dims, DDR
// memref bases) are paired consistently wherever they first appear. Constants
// compare by value and dtype (floats bit-exactly; INT64 and INDEX integer
// constants and loop variables are interchangeable, as in the reference),
// calls by op/function name, args, kwargs, attrs and result type, and types by
// dtype, shape, effective views and memory space. The memref inside a
// Tensor/Tile type is not part of equality unless `compare_memrefs` is set.
// Program functions are paired by name.
#ifndef PTOC_COMPILER_IR_STRUCTURAL_EQUAL_H_
#define PTOC_COMPILER_IR_STRUCTURAL_EQUAL_H_

#include <optional>
#include <string>

#include "compiler/ir/expr.h"
#include "compiler/ir/function.h"
#include "compiler/ir/stmt.h"
#include "compiler/ir/type.h"

namespace ptoc::ir {

struct StructuralEqualOptions {
  // Also compare the memref of shaped types: base variable (paired like any
  // variable), byte offset, size and pinned/slot fields. Needed to check
  // memory addresses after AllocateMemoryAddr.
  bool compare_memrefs = false;
  // A variable may be defined more than once (UnrollLoops' copies share the
  // variables they define, loop variables included, as the reference's do);
  // each definition then pairs it afresh and uses follow the latest pairing.
  // Text cannot always express the sharing (reading a copied loop back gives
  // one variable per loop), so checks against printed and re-read IR allow it.
  bool definitions_may_repeat = false;
};

bool StructuralEqual(const ProgramPtr& a, const ProgramPtr& b,
                     const StructuralEqualOptions& options = {});
bool StructuralEqual(const FunctionPtr& a, const FunctionPtr& b,
                     const StructuralEqualOptions& options = {});
bool StructuralEqual(const StmtPtr& a, const StmtPtr& b,
                     const StructuralEqualOptions& options = {});
bool StructuralEqual(const ExprPtr& a, const ExprPtr& b,
                     const StructuralEqualOptions& options = {});
bool StructuralEqual(const TypePtr& a, const TypePtr& b,
                     const StructuralEqualOptions& options = {});

// nullopt when structurally equal; otherwise a description of the first
// difference with its path, e.g.
//   "function main / body[3] / value / args[1]: ConstInt 4 vs 8".
std::optional<std::string> FindStructuralMismatch(const ProgramPtr& a, const ProgramPtr& b,
                                                  const StructuralEqualOptions& options = {});
std::optional<std::string> FindStructuralMismatch(const FunctionPtr& a, const FunctionPtr& b,
                                                  const StructuralEqualOptions& options = {});
std::optional<std::string> FindStructuralMismatch(const StmtPtr& a, const StmtPtr& b,
                                                  const StructuralEqualOptions& options = {});
std::optional<std::string> FindStructuralMismatch(const ExprPtr& a, const ExprPtr& b,
                                                  const StructuralEqualOptions& options = {});
std::optional<std::string> FindStructuralMismatch(const TypePtr& a, const TypePtr& b,
                                                  const StructuralEqualOptions& options = {});

}  // namespace ptoc::ir

#endif  // PTOC_COMPILER_IR_STRUCTURAL_EQUAL_H_
