#include "client/cli_support.h"

#include <cctype>
#include <fstream>
#include <iostream>
#include <sstream>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"
#include "compiler/base/diagnostic_format.h"
#include "compiler/text/parser.h"

namespace ptoc::client {
namespace {

bool IsOneOf(const std::string& s, const std::vector<std::string>& list) {
  for (const std::string& item : list) {
    if (item == s) return true;
  }
  return false;
}

// True when `message` starts with "<line>:<col>: " (a span without a file).
bool StartsWithBareLocation(absl::string_view message) {
  size_t pos = 0;
  auto digits = [&]() {
    size_t start = pos;
    while (pos < message.size() && std::isdigit(static_cast<unsigned char>(message[pos]))) ++pos;
    return pos > start;
  };
  auto literal = [&](char c) { return pos < message.size() && message[pos++] == c; };
  return digits() && literal(':') && digits() && literal(':') && literal(' ');
}

}  // namespace

std::optional<CommandLine> ParseCommandLine(int argc, char** argv, int start,
                                            const OptionSpec& spec, std::string* error) {
  CommandLine line;
  bool only_positional = false;
  for (int i = start; i < argc; ++i) {
    std::string arg = argv[i];
    if (only_positional || arg == "-" || arg.size() < 2 || arg[0] != '-') {
      line.positional.push_back(arg);
      continue;
    }
    if (arg == "--") {
      only_positional = true;
      continue;
    }
    if (arg == "-h" || arg == "--help") {
      line.help = true;
      continue;
    }
    if (arg.compare(0, 2, "--") != 0) {
      *error = "unknown option " + arg;
      return std::nullopt;
    }
    std::string key = arg.substr(2);
    std::optional<std::string> value;
    size_t eq = key.find('=');
    if (eq != std::string::npos) {
      value = key.substr(eq + 1);
      key.resize(eq);
    }
    if (IsOneOf(key, spec.flags)) {
      if (value) {
        *error = "--" + key + " takes no value";
        return std::nullopt;
      }
      line.options[key] = "";
    } else if (IsOneOf(key, spec.value_options)) {
      if (!value) {
        if (i + 1 >= argc) {
          *error = "--" + key + " needs a value";
          return std::nullopt;
        }
        value = argv[++i];
      }
      line.options[key] = *value;
    } else {
      *error = "unknown option --" + key;
      return std::nullopt;
    }
  }
  return line;
}

int UsageError(const std::string& command, const std::string& message, const std::string& usage) {
  std::cerr << "ptoc " << command << ": " << message << "\n" << usage;
  return kExitUsage;
}

std::string DisplayName(const std::string& path) { return path == "-" ? kStdinName : path; }

absl::StatusOr<std::string> ReadSource(const std::string& path) {
  std::ostringstream text;
  if (path == "-") {
    text << std::cin.rdbuf();
    return text.str();
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return absl::NotFoundError(absl::StrCat(path, ": cannot open file"));
  text << in.rdbuf();
  return text.str();
}

absl::StatusOr<ir::ProgramPtr> ParseSource(const std::string& text, const std::string& path) {
  text::ParseOptions options;
  options.filename = DisplayName(path);
  return text::ParseProgram(text, options);
}

absl::StatusOr<ir::ProgramPtr> LoadProgram(const std::string& path, std::string* source) {
  absl::StatusOr<std::string> text = ReadSource(path);
  if (!text.ok()) return text.status();
  absl::StatusOr<ir::ProgramPtr> program = ParseSource(*text, path);
  if (source != nullptr) *source = *std::move(text);
  return program;
}

std::string FormatStatusDiagnostic(const absl::Status& status, const std::string& file,
                                   absl::string_view source) {
  absl::Status located = status;
  if (StartsWithBareLocation(status.message())) {
    located = absl::Status(status.code(), absl::StrCat(file, ":", status.message()));
  }
  if (std::optional<DiagnosticLocation> at = ParseDiagnosticLocation(located.message())) {
    // Only the input's own lines are quoted: a location in other text (the
    // printed program a roundtrip check re-reads) has no source line here.
    std::string out = FormatDiagnostic(located, at->file == file ? source : absl::string_view());
    if (out.empty() || out.back() != '\n') out += '\n';
    return out;
  }
  // No line to point at: "path: cannot open file", pipeline failures
  // ("Verification failed after ..." with its report, kept line for line).
  absl::string_view message = status.message();
  if (absl::StartsWith(message, file + ": ")) message.remove_prefix(file.size() + 2);
  const bool internal = status.code() == absl::StatusCode::kInternal;
  std::string out = absl::StrCat(file, ": ", internal ? "internal error: " : "error: ", message);
  if (out.back() != '\n') out += '\n';
  return out;
}

int ReportFailure(const absl::Status& status, const std::string& path, absl::string_view source) {
  std::cerr << FormatStatusDiagnostic(status, DisplayName(path), source);
  return kExitError;
}

}  // namespace ptoc::client
