#include "client/cli_support.h"

#include <cctype>
#include <fstream>
#include <iostream>
#include <sstream>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"
#include "compiler/text/parser.h"

namespace ptoc::client {
namespace {

bool IsOneOf(const std::string& s, const std::vector<std::string>& list) {
  for (const std::string& item : list) {
    if (item == s) return true;
  }
  return false;
}

// Consumes a run of decimal digits at `pos`; false when there is none.
bool SkipDigits(absl::string_view text, size_t* pos) {
  size_t start = *pos;
  while (*pos < text.size() && std::isdigit(static_cast<unsigned char>(text[*pos]))) ++*pos;
  return *pos > start;
}

// Splits "<where>:<line>:<col>: <rest>" (where may be empty) at the first
// ":<digits>:<digits>: " whose prefix has no ": " in it, so that a message
// which merely mentions a location later on is not mistaken for one.
bool SplitLocation(absl::string_view line, std::string* location, absl::string_view* rest) {
  // A location without a file: "line:col: message".
  size_t pos = 0;
  auto skip_colon = [&line](size_t* p) { return *p < line.size() && line[(*p)++] == ':'; };
  if (SkipDigits(line, &pos) && skip_colon(&pos) && SkipDigits(line, &pos) &&
      pos + 1 < line.size() && line[pos] == ':' && line[pos + 1] == ' ') {
    *location = std::string(line.substr(0, pos));
    *rest = line.substr(pos + 2);
    return true;
  }
  for (size_t colon = line.find(':'); colon != absl::string_view::npos;
       colon = line.find(':', colon + 1)) {
    if (absl::StrContains(line.substr(0, colon), ": ")) return false;
    pos = colon + 1;
    if (!SkipDigits(line, &pos) || pos >= line.size() || line[pos] != ':') continue;
    ++pos;
    if (!SkipDigits(line, &pos)) continue;
    if (pos + 1 >= line.size() || line[pos] != ':' || line[pos + 1] != ' ') continue;
    *location = std::string(line.substr(0, pos));
    *rest = line.substr(pos + 2);
    return true;
  }
  return false;
}

bool StartsWithSeverity(absl::string_view text) {
  for (absl::string_view severity : {"error: ", "warning: ", "note: ", "fatal error: "}) {
    if (absl::StartsWith(text, severity)) return true;
  }
  return false;
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

absl::StatusOr<ir::ProgramPtr> LoadProgram(const std::string& path) {
  absl::StatusOr<std::string> text = ReadSource(path);
  if (!text.ok()) return text.status();
  return ParseSource(*text, path);
}

std::string FormatStatusDiagnostic(const absl::Status& status, const std::string& fallback_file) {
  absl::string_view message = status.message();
  size_t newline = message.find('\n');
  absl::string_view first = message.substr(0, newline);
  absl::string_view tail =
      newline == absl::string_view::npos ? absl::string_view() : message.substr(newline);

  std::string location;
  absl::string_view rest;
  if (SplitLocation(first, &location, &rest)) {
    // Span::ToString of a node without a file gives just "line:col".
    if (location.find_first_not_of("0123456789:") == std::string::npos) {
      if (location[0] == ':') location.erase(0, 1);
      location = absl::StrCat(fallback_file, ":", location);
    }
  } else {
    // "path: cannot open file" and pipeline failures ("Verification failed
    // after ...") carry no line; attribute them to the input file.
    location = fallback_file;
    rest = first;
    if (absl::StartsWith(rest, fallback_file + ": ")) rest.remove_prefix(fallback_file.size() + 2);
  }
  std::string out = absl::StrCat(location, ": ", StartsWithSeverity(rest) ? "" : "error: ", rest,
                                 tail);
  if (out.empty() || out.back() != '\n') out += '\n';
  return out;
}

int ReportFailure(const absl::Status& status, const std::string& path) {
  std::cerr << FormatStatusDiagnostic(status, DisplayName(path));
  return kExitError;
}

}  // namespace ptoc::client
