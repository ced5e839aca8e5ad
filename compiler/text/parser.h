// Parser for the DSL text: everything the printer emits plus the
// conveniences of hand-written programs (short op spellings dispatched on
// argument types, non-SSA rebinding, loops without iter_args, `pl.dynamic`
// dims, comments, any indentation width, a custom module prefix, forward
// references between functions).
//
// Errors are INVALID_ARGUMENT statuses whose message starts with
// "file:line:col:"; the parser never crashes or hangs on any input.
#ifndef PTOC_COMPILER_TEXT_PARSER_H_
#define PTOC_COMPILER_TEXT_PARSER_H_

#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "compiler/ir/function.h"

namespace ptoc::text {

struct ParseOptions {
  std::string filename = "<input>";
  // Limits that protect a service from hostile input.
  int max_nesting_depth = 256;
  // Operands nested below one expression (a chain `a + a + ... + a` nests one
  // level per operator): the passes walk expressions recursively.
  int max_expression_height = 2048;
  size_t max_input_bytes = 64u << 20;
  // Tokens held at once (32 bytes each; a program has about one per 2.5
  // bytes, so 4M tokens cover 10 MB of text). Beyond this the parser drops
  // the tokens of the functions it has passed and re-lexes each body when it
  // parses it, so memory stays bounded on very large programs.
  size_t token_window = size_t{4} << 20;
};

absl::StatusOr<ir::ProgramPtr> ParseProgram(absl::string_view text,
                                            const ParseOptions& options = {});

}  // namespace ptoc::text

#endif  // PTOC_COMPILER_TEXT_PARSER_H_
