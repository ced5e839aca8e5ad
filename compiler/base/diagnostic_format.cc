#include "compiler/base/diagnostic_format.h"

#include <cctype>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"

namespace ptoc {
namespace {

// Reads a decimal number at `pos`; advances `pos` past it.
bool ReadNumber(absl::string_view text, size_t* pos, int* value) {
  size_t start = *pos;
  while (*pos < text.size() && std::isdigit(static_cast<unsigned char>(text[*pos]))) ++*pos;
  if (*pos == start || *pos - start > 9) return false;
  return absl::SimpleAtoi(text.substr(start, *pos - start), value);
}

// Line `line` (1-based) of `source`, without its newline.
std::optional<absl::string_view> SourceLine(absl::string_view source, int line) {
  if (line <= 0) return std::nullopt;
  size_t begin = 0;
  for (int current = 1; current < line; ++current) {
    size_t nl = source.find('\n', begin);
    if (nl == absl::string_view::npos) return std::nullopt;
    begin = nl + 1;
  }
  if (begin > source.size()) return std::nullopt;
  size_t end = source.find('\n', begin);
  absl::string_view text =
      source.substr(begin, end == absl::string_view::npos ? source.size() - begin : end - begin);
  if (!text.empty() && text.back() == '\r') text.remove_suffix(1);
  return text;
}

}  // namespace

std::optional<DiagnosticLocation> ParseDiagnosticLocation(absl::string_view message,
                                                          std::string* rest) {
  // The file name may itself contain ':'; take the first ":<digits>:<digits>: ".
  for (size_t colon = message.find(':'); colon != absl::string_view::npos;
       colon = message.find(':', colon + 1)) {
    size_t pos = colon + 1;
    int line = 0, column = 0;
    if (!ReadNumber(message, &pos, &line)) continue;
    if (pos >= message.size() || message[pos] != ':') continue;
    ++pos;
    if (!ReadNumber(message, &pos, &column)) continue;
    if (pos + 1 >= message.size() || message[pos] != ':' || message[pos + 1] != ' ') continue;
    if (message.substr(0, colon).find('\n') != absl::string_view::npos) return std::nullopt;
    DiagnosticLocation location{std::string(message.substr(0, colon)), line, column};
    if (rest) *rest = std::string(message.substr(pos + 2));
    return location;
  }
  return std::nullopt;
}

std::string FormatDiagnostic(const absl::Status& status, absl::string_view source) {
  if (status.ok()) return "";
  const absl::string_view severity =
      status.code() == absl::StatusCode::kInternal ? "internal error" : "error";
  std::string rest;
  auto location = ParseDiagnosticLocation(status.message(), &rest);
  if (!location) return absl::StrCat(severity, ": ", status.message());

  // The first line of the rest is the message; further lines (help:, notes)
  // follow the source excerpt.
  std::vector<absl::string_view> lines = absl::StrSplit(rest, '\n');
  std::string out = absl::StrCat(location->file, ":", location->line, ":", location->column, ": ",
                                 severity, ": ", lines.empty() ? "" : lines[0], "\n");
  if (auto text = SourceLine(source, location->line)) {
    absl::StrAppend(&out, "    ", *text, "\n");
    // Keep tabs so the caret lines up under the same column.
    std::string pad;
    for (int i = 1; i < location->column && i - 1 < static_cast<int>(text->size()); ++i) {
      pad.push_back((*text)[i - 1] == '\t' ? '\t' : ' ');
    }
    absl::StrAppend(&out, "    ", pad, "^\n");
  }
  for (size_t i = 1; i < lines.size(); ++i) {
    if (!lines[i].empty()) absl::StrAppend(&out, lines[i], "\n");
  }
  return out;
}

}  // namespace ptoc
