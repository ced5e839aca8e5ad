// IR -> protobuf: serialises a whole ir::Program as a ptoc.v1.Program (see
// proto/ptoc/v1/ir.proto), e.g. to return compiled IR from the service or to
// store it in the program cache.
#ifndef PTOC_COMPILER_PROTO_IR_TO_PROTO_H_
#define PTOC_COMPILER_PROTO_IR_TO_PROTO_H_

#include "absl/status/statusor.h"
#include "compiler/ir/function.h"
#include "proto/ptoc/v1/ir.pb.h"

namespace ptoc::proto {

// Converts `program`. Every variable gets a program-local id (assigned in
// first-encounter order, so the output is deterministic for a given IR) and
// one entry in Program.vars; all other occurrences refer to that id.
// Returns INVALID_ARGUMENT for IR that cannot be represented (a null
// expression, statement or type where one is required), naming the element.
absl::StatusOr<ptoc::v1::Program> ProgramToProto(const ir::ProgramPtr& program);

}  // namespace ptoc::proto

#endif  // PTOC_COMPILER_PROTO_IR_TO_PROTO_H_
