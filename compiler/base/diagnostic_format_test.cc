#include "compiler/base/diagnostic_format.h"

#include <algorithm>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "compiler/base/status.h"
#include "gtest/gtest.h"

namespace ptoc {
namespace {

TEST(DiagnosticFormatTest, LocationIsParsedEvenWhenFileHasColons) {
  std::string rest;
  auto loc = ParseDiagnosticLocation("C:/work/k.py:12:5: Undefined variable 'x'", &rest);
  ASSERT_TRUE(loc.has_value());
  EXPECT_EQ(loc->file, "C:/work/k.py");
  EXPECT_EQ(loc->line, 12);
  EXPECT_EQ(loc->column, 5);
  EXPECT_EQ(rest, "Undefined variable 'x'");
  EXPECT_FALSE(ParseDiagnosticLocation("no location here").has_value());
}

TEST(DiagnosticFormatTest, RendersSourceLineCaretAndHelp) {
  Span span;
  span.file = std::make_shared<const std::string>("k.py");
  span.begin_line = 2;
  span.begin_col = 9;
  absl::Status status =
      UserError(span, "Unknown operation 'pl.tile.ad'\nhelp: did you mean 'pl.tile.add'?");
  const std::string source = "x = 1\n    y = pl.tile.ad(a, b)\n";
  EXPECT_EQ(FormatDiagnostic(status, source),
            "k.py:2:9: error: Unknown operation 'pl.tile.ad'\n"
            "        y = pl.tile.ad(a, b)\n"
            "            ^\n"
            "help: did you mean 'pl.tile.add'?\n");
}

// A generated program may put thousands of terms on one line: the excerpt is
// a window around the column, and the caret still points at the culprit.
TEST(DiagnosticFormatTest, LongLineIsCutAroundTheColumn) {
  std::string line = "    x = a0";
  for (int i = 1; i < 1000; ++i) line += " + a" + std::to_string(i);
  const size_t culprit = line.find("a500 ");
  ASSERT_NE(culprit, std::string::npos);
  Span span;
  span.file = std::make_shared<const std::string>("k.py");
  span.begin_line = 1;
  span.begin_col = static_cast<int>(culprit) + 1;
  const std::string out = FormatDiagnostic(UserError(span, "bad operand"), line + "\n");
  const std::vector<std::string> lines = absl::StrSplit(out, '\n');
  ASSERT_GE(lines.size(), 3u);
  EXPECT_EQ(lines[0], absl::StrCat("k.py:1:", culprit + 1, ": error: bad operand"));
  const std::string& excerpt = lines[1];
  EXPECT_LE(excerpt.size(), 4u + 3u + 120u + 3u);
  EXPECT_EQ(excerpt.substr(0, 7), "    ...");
  EXPECT_EQ(excerpt.substr(excerpt.size() - 3), "...");
  const size_t caret = lines[2].find('^');
  ASSERT_NE(caret, std::string::npos);
  EXPECT_EQ(excerpt.substr(caret, 5), "a500 ");

  // Near the start of the line only the end is cut.
  span.begin_col = 5;
  const std::vector<std::string> head =
      absl::StrSplit(FormatDiagnostic(UserError(span, "bad"), line), '\n');
  EXPECT_EQ(head[1].substr(0, 18), "        x = a0 + a");
  EXPECT_EQ(head[1].substr(head[1].size() - 3), "...");
  EXPECT_EQ(head[2], "        ^");
}

// A cut never splits a multi-byte character.
TEST(DiagnosticFormatTest, LongLineCutKeepsUtf8Whole) {
  std::string line;
  for (int i = 0; i < 100; ++i) line += "\xce\xb1";  // 'α', two bytes each
  line += "xbad";  // "bad" at byte 201: 60 bytes before it is the middle of an 'α'
  for (int i = 0; i < 100; ++i) line += "\xce\xb1";
  Span span;
  span.file = std::make_shared<const std::string>("k.py");
  span.begin_line = 1;
  span.begin_col = 202;
  const std::vector<std::string> lines =
      absl::StrSplit(FormatDiagnostic(UserError(span, "x"), line), '\n');
  ASSERT_GE(lines.size(), 3u);
  ASSERT_EQ(lines[1].substr(0, 7), "    ...");
  const std::string body = lines[1].substr(7, lines[1].size() - 10);  // without the "..."s
  EXPECT_EQ(static_cast<unsigned char>(body.front()), 0xce);
  EXPECT_EQ(static_cast<unsigned char>(body.back()), 0xb1);
  EXPECT_EQ(std::count(body.begin(), body.end(), '\xce'),
            std::count(body.begin(), body.end(), '\xb1'));
  EXPECT_EQ(lines[1].substr(lines[2].find('^'), 3), "bad");
}

TEST(DiagnosticFormatTest, WithoutSourceOnlyTheHeadline) {
  Span span;
  span.file = std::make_shared<const std::string>("k.py");
  span.begin_line = 40;
  span.begin_col = 1;
  EXPECT_EQ(FormatDiagnostic(UserError(span, "bad"), "one line\n"), "k.py:40:1: error: bad\n");
  EXPECT_EQ(FormatDiagnostic(absl::InternalError("boom")), "internal error: boom");
  EXPECT_EQ(FormatDiagnostic(absl::OkStatus()), "");
}

}  // namespace
}  // namespace ptoc
