#include "client/offline_commands.h"

#include <cstring>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "client/cli_support.h"
#include "compiler/base/status.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/pass/ir_property.h"
#include "compiler/pass/pass_registry.h"
#include "compiler/pass/strategy.h"
#include "compiler/text/printer.h"
#include "compiler/verify/verifier_registry.h"
#include "server/unified_diff.h"

namespace ptoc::client {
namespace {

constexpr char kFmtUsage[] =
    "usage: ptoc fmt FILE|- [--explicit]\n"
    "  Parses the program and prints it in canonical form on stdout.\n"
    "  --explicit   print every tile's effective view (the EXPLICIT view level)\n";

constexpr char kCheckUsage[] =
    "usage: ptoc check FILE|-\n"
    "  Parses the program and runs the TypeChecked verifier. Exit 0 when it is\n"
    "  well formed, 1 with FILE:LINE:COL diagnostics on stderr otherwise.\n";

constexpr char kEqualUsage[] =
    "usage: ptoc equal A B [--explicit] [--compare-memrefs]\n"
    "  Structural equality of two programs (names and spans are ignored).\n"
    "  Exit 0 when equal; 1 when they differ, with a unified diff of their\n"
    "  canonical prints on stdout and the first difference on stderr; 2 when an\n"
    "  input cannot be read or parsed. One of A and B may be - (stdin).\n"
    "  --explicit         diff the EXPLICIT prints\n"
    "  --compare-memrefs  also compare memrefs (bases, offsets, sizes)\n";

constexpr char kPassesUsage[] =
    "usage: ptoc passes [--strategy Default|DebugTileOptimization]\n"
    "  Lists the registered passes (in run order when a strategy is given) with\n"
    "  their required / produced / invalidated IR properties and whether each\n"
    "  is implemented.\n";

constexpr char kOfflineUsage[] =
    "  ptoc fmt FILE|- [--explicit]\n"
    "  ptoc check FILE|-\n"
    "  ptoc equal A B [--explicit] [--compare-memrefs]\n"
    "  ptoc passes [--strategy Default|DebugTileOptimization]\n"
    "  ptoc run-passes FILE|- (--passes A,B,... | --strategy S) [--verify none|basic|roundtrip]\n"
    "       [--dump-dir DIR] [--dump-level concise|explicit] [--time [--repeat N]]\n"
    "  (ptoc COMMAND --help describes each)\n";

// Prints `program` or reports the printer's error; returns the exit code.
int PrintOrFail(const ir::ProgramPtr& program, const text::PrintOptions& options,
                const std::string& path, const std::string& source) {
  try {
    std::cout << text::PrintProgram(program, options);
  } catch (const CompileError& e) {
    return ReportFailure(e.status(), path, source);
  }
  return kExitOk;
}

std::string DiagnosticLocation(const verify::Diagnostic& diagnostic, const std::string& file) {
  if (!diagnostic.span.IsKnown()) return file;
  const std::string span_file = diagnostic.span.file ? *diagnostic.span.file : file;
  return span_file + ":" + std::to_string(diagnostic.span.begin_line) + ":" +
         std::to_string(diagnostic.span.begin_col);
}

absl::string_view SeverityWord(verify::DiagnosticSeverity severity) {
  switch (severity) {
    case verify::DiagnosticSeverity::kError:
      return "error";
    case verify::DiagnosticSeverity::kWarning:
      return "warning";
    case verify::DiagnosticSeverity::kPerfHint:
      return "note";
  }
  return "error";
}

}  // namespace

const char* OfflineUsage() { return kOfflineUsage; }

bool IsOfflineCommand(int argc, char** argv) {
  if (argc < 2) return false;
  const std::string command = argv[1];
  if (command == "fmt" || command == "check" || command == "equal" || command == "passes") {
    return true;
  }
  if (command != "run-passes") return false;
  // With --server the colleague's remote path (server_commands.h) runs it.
  for (int i = 2; i < argc; ++i) {
    if (std::strcmp(argv[i], "--server") == 0 || std::strncmp(argv[i], "--server=", 9) == 0) {
      return false;
    }
  }
  return true;
}

int RunOfflineCommand(int argc, char** argv) {
  const std::string command = argv[1];
  if (command == "fmt") return RunFmt(argc, argv);
  if (command == "check") return RunCheck(argc, argv);
  if (command == "equal") return RunEqual(argc, argv);
  if (command == "passes") return RunListPasses(argc, argv);
  if (command == "run-passes") return RunOfflinePasses(argc, argv);
  std::cerr << "ptoc: unknown command " << command << "\n";
  return kExitUsage;
}

int RunFmt(int argc, char** argv) {
  std::string error;
  std::optional<CommandLine> line = ParseCommandLine(argc, argv, 2, {{}, {"explicit"}}, &error);
  if (!line) return UsageError("fmt", error, kFmtUsage);
  if (line->help) {
    std::cout << kFmtUsage;
    return kExitOk;
  }
  if (line->positional.size() != 1) return UsageError("fmt", "expected one FILE", kFmtUsage);
  const std::string& path = line->positional[0];
  std::string source;
  absl::StatusOr<ir::ProgramPtr> program = LoadProgram(path, &source);
  if (!program.ok()) return ReportFailure(program.status(), path, source);
  text::PrintOptions options;
  if (line->Has("explicit")) options.view_level = text::ViewLevel::kExplicit;
  return PrintOrFail(*program, options, path, source);
}

int RunCheck(int argc, char** argv) {
  std::string error;
  std::optional<CommandLine> line = ParseCommandLine(argc, argv, 2, {}, &error);
  if (!line) return UsageError("check", error, kCheckUsage);
  if (line->help) {
    std::cout << kCheckUsage;
    return kExitOk;
  }
  if (line->positional.size() != 1) return UsageError("check", "expected one FILE", kCheckUsage);
  const std::string& path = line->positional[0];
  std::string source;
  absl::StatusOr<ir::ProgramPtr> program = LoadProgram(path, &source);
  if (!program.ok()) return ReportFailure(program.status(), path, source);

  const pass::IRPropertySet wanted{pass::IRProperty::kTypeChecked};
  verify::VerificationReport report = verify::RunVerifier(*program, wanted);
  if (!report.skipped.Empty()) {
    // A build that forgot //compiler/verify:verifiers must not pass silently.
    std::cerr << DisplayName(path) << ": error: no verifier registered for "
              << report.skipped.ToString() << "\n";
    return kExitError;
  }
  for (const verify::Diagnostic& diagnostic : report.diagnostics) {
    const std::string where = DiagnosticLocation(diagnostic, DisplayName(path));
    const std::string what = diagnostic.message + " [" + diagnostic.rule_name + "]";
    if (diagnostic.severity == verify::DiagnosticSeverity::kError) {
      // Through the status renderer, for the source line and caret.
      std::cerr << FormatStatusDiagnostic(
          absl::InvalidArgumentError(absl::StrCat(where, ": ", what)), DisplayName(path), source);
    } else {
      std::cerr << where << ": " << SeverityWord(diagnostic.severity) << ": " << what << "\n";
    }
  }
  return report.HasErrors() ? kExitError : kExitOk;
}

int RunEqual(int argc, char** argv) {
  std::string error;
  std::optional<CommandLine> line =
      ParseCommandLine(argc, argv, 2, {{}, {"explicit", "compare-memrefs"}}, &error);
  if (!line) return UsageError("equal", error, kEqualUsage);
  if (line->help) {
    std::cout << kEqualUsage;
    return kExitOk;
  }
  if (line->positional.size() != 2) return UsageError("equal", "expected A and B", kEqualUsage);
  const std::string& path_a = line->positional[0];
  const std::string& path_b = line->positional[1];
  if (path_a == "-" && path_b == "-") {
    return UsageError("equal", "only one input can be stdin", kEqualUsage);
  }
  // An unreadable input is "trouble" (2), as for diff(1), so that 1 always
  // means "both programs are fine and they differ".
  std::string source_a, source_b;
  absl::StatusOr<ir::ProgramPtr> a = LoadProgram(path_a, &source_a);
  if (!a.ok()) {
    ReportFailure(a.status(), path_a, source_a);
    return kExitUsage;
  }
  absl::StatusOr<ir::ProgramPtr> b = LoadProgram(path_b, &source_b);
  if (!b.ok()) {
    ReportFailure(b.status(), path_b, source_b);
    return kExitUsage;
  }

  ir::StructuralEqualOptions equal_options;
  equal_options.compare_memrefs = line->Has("compare-memrefs");
  std::optional<std::string> mismatch;
  try {
    mismatch = ir::FindStructuralMismatch(*a, *b, equal_options);
  } catch (const CompileError& e) {
    ReportFailure(e.status(), path_a);
    return kExitUsage;
  }
  if (!mismatch) return kExitOk;

  text::PrintOptions print_options;
  if (line->Has("explicit")) print_options.view_level = text::ViewLevel::kExplicit;
  std::string text_a, text_b;
  try {
    text_a = text::PrintProgram(*a, print_options);
    text_b = text::PrintProgram(*b, print_options);
  } catch (const CompileError& e) {
    ReportFailure(e.status(), path_a);
    return kExitUsage;
  }
  std::cout << server::UnifiedDiff(text_a, text_b, DisplayName(path_a), DisplayName(path_b));
  std::cerr << "ptoc equal: programs differ: " << *mismatch << "\n";
  if (text_a == text_b) {
    std::cerr << "ptoc equal: (the canonical prints are identical; the difference is not "
                 "visible in the text)\n";
  }
  return kExitError;
}

int RunListPasses(int argc, char** argv) {
  std::string error;
  std::optional<CommandLine> line = ParseCommandLine(argc, argv, 2, {{"strategy"}, {}}, &error);
  if (!line) return UsageError("passes", error, kPassesUsage);
  if (line->help) {
    std::cout << kPassesUsage;
    return kExitOk;
  }
  if (!line->positional.empty()) {
    return UsageError("passes", "takes no positional arguments", kPassesUsage);
  }
  const pass::PassRegistry& registry = pass::PassRegistry::Global();
  std::vector<std::string> names = registry.Names();
  const bool numbered = line->Has("strategy");
  if (numbered) {
    std::optional<pass::OptimizationStrategy> strategy = pass::ParseStrategy(line->Get("strategy"));
    if (!strategy) {
      return UsageError("passes", "unknown strategy '" + line->Get("strategy") + "'", kPassesUsage);
    }
    names = pass::StrategyPassNames(*strategy);
  }
  int index = 0;
  int implemented = 0;
  for (const std::string& name : names) {
    ++index;
    std::optional<pass::PassInfo> info = registry.Find(name);
    if (numbered) std::cout << (index < 10 ? "0" : "") << index << " ";
    if (!info) {
      std::cout << name << "  [not registered]\n";
      continue;
    }
    if (info->implemented) ++implemented;
    std::cout << name << "  [" << (info->implemented ? "implemented" : "not implemented") << "]\n"
              << "    required:    " << info->properties.required.ToString() << "\n"
              << "    produced:    " << info->properties.produced.ToString() << "\n"
              << "    invalidated: " << info->properties.invalidated.ToString() << "\n";
    if (!info->reference_checked.Empty()) {
      std::cout << "    also checked after it (as in the reference): "
                << info->reference_checked.ToString() << "\n";
    }
  }
  std::cout << "# " << names.size() << (numbered ? " pass runs, " : " passes, ") << implemented
            << " implemented\n";
  return kExitOk;
}

}  // namespace ptoc::client
