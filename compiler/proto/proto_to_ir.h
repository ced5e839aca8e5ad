// Protobuf -> IR: rebuilds an ir::Program from a ptoc.v1.Program received
// from an untrusted client. The input is validated as it is read; anything
// malformed is reported, never trusted.
#ifndef PTOC_COMPILER_PROTO_PROTO_TO_IR_H_
#define PTOC_COMPILER_PROTO_PROTO_TO_IR_H_

#include "absl/status/statusor.h"
#include "compiler/ir/function.h"
#include "proto/ptoc/v1/ir.pb.h"

namespace ptoc::proto {

struct ProtoToIrOptions {
  // Maximum nesting of statements, expressions, types and attribute values
  // (counted together along any path); protects the recursive reader from
  // hostile input.
  int max_nesting_depth = 256;
};

// Converts `program`. Calls to ops get the recorded result type (no type
// re-deduction), but the op must exist in the op registry and a called
// function must exist in the program. Variables keep their identity: every
// reference to one Program.vars id becomes the same ir::Var object.
//
// Errors are INVALID_ARGUMENT with a message that starts with the path of the
// offending element, e.g.
//   "function 'main' / body / seq[2] / assign / value / call / args[0]:
//    unknown var id 42"
// for: unknown or forward-referenced var ids, duplicate ids or function
// names, missing required fields, unset oneofs, out-of-range enum values,
// variables of the wrong kind (e.g. a non-IterArg in iter_args), unknown ops
// or functions, and nesting deeper than `max_nesting_depth`.
absl::StatusOr<ir::ProgramPtr> ProgramFromProto(const ptoc::v1::Program& program,
                                                const ProtoToIrOptions& options = {});

}  // namespace ptoc::proto

#endif  // PTOC_COMPILER_PROTO_PROTO_TO_IR_H_
