// Printer for the DSL text (the reference's canonical `@pl.program` format).
//
// The output is byte-identical to the reference printer's for the same IR:
// header, callee-first function order, fully qualified op names, typed
// constants, `pl.yield_` assignment form, MemRef / memory space / TileView
// printing at the CONCISE or EXPLICIT level.
#ifndef PTOC_COMPILER_TEXT_PRINTER_H_
#define PTOC_COMPILER_TEXT_PRINTER_H_

#include <cstddef>
#include <string>

#include "compiler/ir/function.h"

namespace ptoc::text {

enum class ViewLevel {
  kConcise,   // a TileView only when the type stores a non-implicit one
  kExplicit,  // every tile's effective view, blayout/slayout/fractal spelled out
};

struct PrintOptions {
  ViewLevel view_level = ViewLevel::kConcise;
  std::string prefix = "pl";  // module alias of `pypto.language`
  // Drop per-assignment type annotations (signatures keep theirs).
  bool drop_annotations = false;
};

// The whole program, ending with a newline (as the reference's dump files do).
std::string PrintProgram(const ir::ProgramPtr& program, const PrintOptions& options = {});
// A single function / statement / expression / type (for diagnostics and
// tests), without the program header.
std::string PrintFunction(const ir::FunctionPtr& function, const PrintOptions& options = {});
std::string PrintStmt(const ir::StmtPtr& stmt, const PrintOptions& options = {});
std::string PrintExpr(const ir::ExprPtr& expr, const PrintOptions& options = {});
std::string PrintType(const ir::TypePtr& type, const PrintOptions& options = {});

namespace internal {
// Size from which the printer's output buffer stops growing in place and
// continues in a new piece (default 1 MiB). Tests set it tiny so that the
// pieced output path runs on small programs; 0 restores the default.
void SetOutputPieceBytesForTesting(size_t bytes);
}  // namespace internal

}  // namespace ptoc::text

#endif  // PTOC_COMPILER_TEXT_PRINTER_H_
