// Plumbing shared by the offline `ptoc` subcommands: argument parsing with
// per-subcommand --help, reading a program from a file or stdin, and turning
// library statuses into compiler-style "FILE:LINE:COL: error: message" lines.
#ifndef PTOC_CLIENT_CLI_SUPPORT_H_
#define PTOC_CLIENT_CLI_SUPPORT_H_

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "compiler/ir/function.h"

namespace ptoc::client {

inline constexpr int kExitOk = 0;
inline constexpr int kExitError = 1;  // compile error, check failure, programs differ
inline constexpr int kExitUsage = 2;

// The name used for a program read from stdin ("-").
inline constexpr char kStdinName[] = "<stdin>";

// One subcommand's command line. Options are "--key value", "--key=value" or
// a flag without value; "-" alone is a positional (stdin). A repeated option
// keeps its last value.
struct CommandLine {
  std::vector<std::string> positional;
  std::map<std::string, std::string> options;
  bool help = false;  // --help or -h was given

  bool Has(const std::string& key) const { return options.count(key) > 0; }
  std::string Get(const std::string& key, const std::string& fallback = "") const {
    auto it = options.find(key);
    return it == options.end() ? fallback : it->second;
  }
};

struct OptionSpec {
  std::vector<std::string> value_options;  // take a value
  std::vector<std::string> flags;          // take none
};

// Parses argv[start..]. On a malformed line returns nullopt and sets `error`.
std::optional<CommandLine> ParseCommandLine(int argc, char** argv, int start,
                                            const OptionSpec& spec, std::string* error);

// Prints "ptoc <command>: <message>" and the subcommand usage on stderr;
// returns kExitUsage.
int UsageError(const std::string& command, const std::string& message, const std::string& usage);

// The display name of an input path ("-" is shown as <stdin>).
std::string DisplayName(const std::string& path);

// The whole text of `path` ("-" reads stdin). NOT_FOUND when unreadable.
absl::StatusOr<std::string> ReadSource(const std::string& path);

// Parses `text` with `path`'s display name as the span file name.
absl::StatusOr<ir::ProgramPtr> ParseSource(const std::string& text, const std::string& path);

// ReadSource + ParseSource; `source` (if given) receives the text read.
absl::StatusOr<ir::ProgramPtr> LoadProgram(const std::string& path, std::string* source = nullptr);

// Compiler-style rendering of a failed status, "FILE:LINE:COL: error: message"
// followed by the source line and a caret when `source` holds it (the
// library's FormatDiagnostic) and by any further lines of the message (help
// lines, a verification report). A location without a file ("line:col") and
// a message without any location are attributed to `file`. INTERNAL statuses
// are "internal error"s, all others (verification failures included) errors.
// The result ends with a newline.
std::string FormatStatusDiagnostic(const absl::Status& status, const std::string& file,
                                   absl::string_view source = {});

// Writes FormatStatusDiagnostic (for `path`'s display name) to stderr and
// returns kExitError.
int ReportFailure(const absl::Status& status, const std::string& path,
                  absl::string_view source = {});

}  // namespace ptoc::client

#endif  // PTOC_CLIENT_CLI_SUPPORT_H_
