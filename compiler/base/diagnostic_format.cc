#include "compiler/base/diagnostic_format.h"

#include <algorithm>
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

// What of a source line the diagnostic shows, and where its caret goes.
struct Excerpt {
  std::string text;
  int caret_column = 1;  // 1-based byte column within `text`
};

// A line longer than kMaxExcerptBytes (generated programs put thousands of
// terms on one line) is cut to a window around `column`, with "..." marking
// each cut end; cuts never split a UTF-8 sequence.
Excerpt ExcerptAround(absl::string_view line, int column) {
  constexpr size_t kMaxExcerptBytes = 120;
  constexpr size_t kBytesBeforeCaret = 60;
  constexpr absl::string_view kEllipsis = "...";
  if (line.size() <= kMaxExcerptBytes) return {std::string(line), column};
  const size_t at = std::min(static_cast<size_t>(std::max(column, 1) - 1), line.size());
  auto is_continuation = [&](size_t i) {
    return i < line.size() && (static_cast<unsigned char>(line[i]) & 0xC0) == 0x80;
  };
  size_t begin = at > kBytesBeforeCaret ? at - kBytesBeforeCaret : 0;
  while (begin < at && is_continuation(begin)) ++begin;
  size_t end = std::min(line.size(), begin + kMaxExcerptBytes);
  while (end > at && is_continuation(end)) --end;
  Excerpt excerpt;
  if (begin > 0) excerpt.text = std::string(kEllipsis);
  excerpt.caret_column = static_cast<int>(excerpt.text.size() + (at - begin)) + 1;
  absl::StrAppend(&excerpt.text, line.substr(begin, end - begin));
  if (end < line.size()) absl::StrAppend(&excerpt.text, kEllipsis);
  return excerpt;
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
  if (auto line = SourceLine(source, location->line)) {
    const Excerpt excerpt = ExcerptAround(*line, location->column);
    const std::string& text = excerpt.text;
    absl::StrAppend(&out, "    ", text, "\n");
    // Keep tabs so the caret lines up under the same column.
    std::string pad;
    for (int i = 1; i < excerpt.caret_column && i - 1 < static_cast<int>(text.size()); ++i) {
      pad.push_back(text[i - 1] == '\t' ? '\t' : ' ');
    }
    absl::StrAppend(&out, "    ", pad, "^\n");
  }
  for (size_t i = 1; i < lines.size(); ++i) {
    if (!lines[i].empty()) absl::StrAppend(&out, lines[i], "\n");
  }
  return out;
}

}  // namespace ptoc
