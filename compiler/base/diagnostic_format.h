// Rendering of user-error statuses in the usual compiler form, for command
// line tools and service responses:
//
//   kernel.py:7:12: error: tile.add: argument 2 (rhs) must be a Scalar
//       t = pl.tile.add(a, x)
//              ^
//   help: did you mean 'tile.adds'?
//
// The status message carries "file:line:col: message" (see status.h), and
// optionally further lines such as "help: ..."; the source line and caret
// come from the program text when it is available.
#ifndef PTOC_COMPILER_BASE_DIAGNOSTIC_FORMAT_H_
#define PTOC_COMPILER_BASE_DIAGNOSTIC_FORMAT_H_

#include <optional>
#include <string>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"

namespace ptoc {

// The location a status message starts with.
struct DiagnosticLocation {
  std::string file;
  int line = 0;
  int column = 0;
};

// Splits "file:line:col: rest" into the location and the rest; nullopt when
// the message has no location prefix.
std::optional<DiagnosticLocation> ParseDiagnosticLocation(absl::string_view message,
                                                          std::string* rest = nullptr);

// "FILE:LINE:COL: error: message" + source line + caret (when `source` holds
// the line) + any continuation lines of the message. Statuses without a
// location render as "error: message" ("internal error: ..." for INTERNAL).
std::string FormatDiagnostic(const absl::Status& status, absl::string_view source = {});

}  // namespace ptoc

#endif  // PTOC_COMPILER_BASE_DIAGNOSTIC_FORMAT_H_
