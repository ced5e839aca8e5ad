// The tensor -> tile conversion table used by ConvertTensorToTileOps: for
// each `tensor.*` op that may appear in an InCore function, how to rewrite a
// call (whose tensor operands have already been replaced by tiles where the
// pass loaded them) into tile ops, plus the memory space some operands must
// be loaded into (matmul operands go to Mat).
#ifndef PTOC_COMPILER_TRANSFORMS_TENSOR_TO_TILE_RULES_H_
#define PTOC_COMPILER_TRANSFORMS_TENSOR_TO_TILE_RULES_H_

#include <functional>
#include <map>
#include <string>
#include <vector>

#include "compiler/ir/stmt.h"

namespace ptoc::transforms {

struct ConversionResult {
  std::vector<ir::StmtPtr> prologue;  // fresh helper statements (scratch tiles, ...)
  ir::ExprPtr result;                 // the value that replaces the tensor call
};

using ConversionFn = std::function<ConversionResult(const std::vector<ir::ExprPtr>& args,
                                                    const ir::Attrs& kwargs, const Span& span)>;

// Operand `index` must be a tile in `space`; a tensor operand is loaded whole
// into it. `trans_kwarg` names a bool kwarg that requests the transposed
// operand (realised as a zero-copy tile.transpose_view).
struct InputSpaceReq {
  ir::MemorySpace space;
  std::string trans_kwarg;
};

struct ConversionRule {
  ConversionFn convert;
  std::map<size_t, InputSpaceReq> input_reqs;
  // Ops that load their own tensor operands (slice, assemble, read, ...): the
  // pass must not pre-load their tensor arguments.
  bool self_loading = false;
};

// Null when `op_name` has no conversion (it then stays as it is).
const ConversionRule* FindConversionRule(const std::string& op_name);

}  // namespace ptoc::transforms

#endif  // PTOC_COMPILER_TRANSFORMS_TENSOR_TO_TILE_RULES_H_
