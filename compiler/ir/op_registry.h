// The operator registry: every `tensor.*`, `tile.*`, `system.*` op with its
// argument checking, result-type deduction and the metadata passes need.
//
// Ops are registered once (see ops/*.cc) and looked up by their qualified
// name. Creating a Call always goes through `MakeOpCall`, which validates the
// arguments and deduces the result type; errors are user errors carrying the
// call's span.
#ifndef PTOC_COMPILER_IR_OP_REGISTRY_H_
#define PTOC_COMPILER_IR_OP_REGISTRY_H_

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/statusor.h"
#include "compiler/ir/expr.h"

namespace ptoc::ir {

// How an argument is accessed by the op.
enum class ArgEffect : uint8_t { kRead, kWrite, kReadWrite };

// Which core executes the op (for mixed-kernel splitting).
enum class CoreAffinity : uint8_t { kDerived, kCube, kVector, kShared };

// Result memory space rule of a tile op.
enum class OutputMemoryRule : uint8_t {
  kNone,          // not a tile-producing op
  kFixed,         // always `fixed_output_memory`
  kFromKwarg,     // from the `target_memory` kwarg; when absent, `fixed_output_memory`
                  // (nullopt = retargetable, resolved by InferTileMemorySpace)
  kInheritInput,  // same space as input 0 (view-like ops)
};

// Signature of a type deducer: validates `args`/`kwargs` and returns the
// result type. Reports user errors by throwing CompileError (ThrowUserError
// with `span`).
using TypeDeducer =
    std::function<TypePtr(const std::vector<ExprPtr>& args, const Attrs& kwargs, const Span& span)>;

struct OpInfo {
  std::string name;                    // "tile.load"
  std::string category;                // "tensor", "tile", "system", ...
  std::vector<std::string> arg_names;  // positional argument names (documentation/diagnostics)
  int min_args = 0;
  int max_args = 0;  // -1 = variadic
  // Allowed kwargs in their canonical print order. The parser adds the
  // `printed_defaults` the user omits, as the reference's DSL functions do;
  // a call built any other way stores only the kwargs it is given (in this
  // order), and its deducer sees an omitted one as its default.
  std::vector<std::string> kwarg_names;
  Attrs printed_defaults;
  TypeDeducer deduce;

  // Memory metadata (InferTileMemorySpace, InitMemRef, MemoryReuse).
  OutputMemoryRule output_memory = OutputMemoryRule::kNone;
  std::optional<MemorySpace> fixed_output_memory;
  // Allowed memory spaces per input argument index (empty = any).
  std::map<int, std::vector<MemorySpace>> input_memory;
  // The result is the buffer of this input (tile.store -> 2, matmul_acc -> 0,
  // tensor.assemble -> 0).
  std::optional<int> output_reuses_input;
  bool not_inplace_safe = false;         // output may not share any input's buffer
  std::vector<int> forbid_output_alias;  // inputs the output must not alias
  bool is_view = false;                  // zero-copy view of input 0

  // Per-argument effect (default kRead for all).
  std::map<int, ArgEffect> arg_effects;
  CoreAffinity affinity = CoreAffinity::kDerived;

  // Set by OpRegistry::Register, not by the op's definition: the shared Op
  // handle every Call to this op points to, and whether the op has keyword
  // spellings to normalise (so that making a call needs one lookup by name).
  OpPtr handle;
  bool normalizes_spellings = false;
};

class OpRegistry {
 public:
  static OpRegistry& Global();
  void Register(OpInfo info);
  const OpInfo* Find(absl::string_view name) const;  // null if unknown
  std::vector<std::string> Names() const;            // sorted
  // The shared Op handle for `name` (null if unknown).
  OpPtr GetOp(absl::string_view name) const;

 private:
  std::map<std::string, std::unique_ptr<OpInfo>> ops_;
  // Hash index of `ops_` (the parser looks up an op per call it reads).
  absl::flat_hash_map<std::string, const OpInfo*> index_;
};

// Builds a validated Call to the registered op `name` with the given kwargs
// in canonical order (no defaults added; see OpInfo::kwarg_names). Unknown ops
// and ill-typed arguments are user errors at `span`.
absl::StatusOr<CallPtr> MakeOpCall(absl::string_view name, std::vector<ExprPtr> args,
                                   Attrs kwargs = {}, Span span = {});
// Same, throwing CompileError instead (for use inside passes/parser).
CallPtr MakeOpCallOrThrow(absl::string_view name, std::vector<ExprPtr> args, Attrs kwargs = {},
                          Span span = {});
// Same, for an op the caller has already looked up (`info` is a registry entry).
CallPtr MakeOpCallOrThrow(const OpInfo& info, std::vector<ExprPtr> args, Attrs kwargs, Span span);
// Re-runs deduction for an existing call with new arguments, keeping attrs.
CallPtr RebuildOpCall(const CallPtr& call, std::vector<ExprPtr> args, Attrs kwargs);

}  // namespace ptoc::ir

#endif  // PTOC_COMPILER_IR_OP_REGISTRY_H_
