#include "compiler/base/diagnostic_format.h"

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
