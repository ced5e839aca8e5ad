// Parser diagnostics as a user sees them: the rendered form
// (`FILE:LINE:COL: error: ...`, source line, caret, `help: ...`) of errors
// with a suggested fix, and the lexical and scoping rules that decide whether
// a program is an error at all (Python's tokenizer rules for tabs, NUL bytes,
// UTF-8 and float overflow; the reference parser's loop scopes and declared
// return types).
#include <string>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "compiler/base/diagnostic_format.h"
#include "compiler/text/parser.h"
#include "gtest/gtest.h"

namespace ptoc::text {
namespace {

constexpr char kHead[] =
    "import pypto.language as pl\n"
    "@pl.program\n"
    "class P:\n"
    "    @pl.function\n"
    "    def f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:\n";

// The rendered diagnostic of parsing `text` as "t.py" ("" if it parses).
std::string Render(const std::string& text) {
  ParseOptions options;
  options.filename = "t.py";
  auto result = ParseProgram(text, options);
  if (result.ok()) return "";
  return FormatDiagnostic(result.status(), text);
}

absl::Status ParseStatus(const std::string& text) {
  ParseOptions options;
  options.filename = "t.py";
  return ParseProgram(text, options).status();
}

TEST(ParserDiagnosticsTest, UnknownQualifiedOpSuggestsClosestRegisteredOp) {
  std::string text = std::string(kHead) + "        z = pl.tensor.ad(x, x)\n        return z\n";
  EXPECT_EQ(Render(text),
            "t.py:6:13: error: Unknown operation 'pl.tensor.ad'\n"
            "            z = pl.tensor.ad(x, x)\n"
            "                ^\n"
            "help: did you mean 'pl.tensor.add'?\n");
}

TEST(ParserDiagnosticsTest, UnknownShortOpSuggestsClosestSpelling) {
  std::string text = std::string(kHead) + "        z = pl.exq(x)\n        return z\n";
  EXPECT_EQ(Render(text),
            "t.py:6:13: error: Unknown operation 'pl.exq'\n"
            "            z = pl.exq(x)\n"
            "                ^\n"
            "help: did you mean 'pl.exp'?\n");
}

TEST(ParserDiagnosticsTest, UndefinedNameSuggestsClosestNameInScope) {
  std::string text =
      std::string(kHead) + "        result = pl.tensor.exp(x)\n        return reslut\n";
  EXPECT_EQ(Render(text),
            "t.py:7:16: error: Undefined variable 'reslut'\n"
            "            return reslut\n"
            "                   ^\n"
            "help: did you mean 'result'?\n");
}

TEST(ParserDiagnosticsTest, UnknownKeywordSuggestsClosestKeywordOfTheOp) {
  std::string text = std::string(kHead) +
                     "        z = pl.tensor.cast(x, target_type=pl.FP16, mdoe='round')\n"
                     "        return x\n";
  EXPECT_EQ(Render(text),
            "t.py:6:13: error: cast() got an unexpected keyword argument 'mdoe'\n"
            "            z = pl.tensor.cast(x, target_type=pl.FP16, mdoe='round')\n"
            "                ^\n"
            "help: did you mean 'mode'?\n");
}

TEST(ParserDiagnosticsTest, UnknownDTypeAndMemorySpaceSuggestMembers) {
  std::string dtype =
      "import pypto.language as pl\n@pl.program\nclass P:\n    @pl.function\n"
      "    def f(self, x: pl.Tensor[[16], pl.FP33]) -> pl.Tensor[[16], pl.FP32]:\n"
      "        return x\n";
  EXPECT_EQ(Render(dtype),
            "t.py:5:36: error: Unknown dtype: FP33\n"
            "        def f(self, x: pl.Tensor[[16], pl.FP33]) -> pl.Tensor[[16], pl.FP32]:\n"
            "                                       ^\n"
            "help: did you mean 'pl.FP32'?\n");
  std::string space = std::string(kHead) +
                      "        t: pl.Tile[[16], pl.FP32, pl.Mem.Vex] = pl.load(x, [0], [16])\n"
                      "        return x\n";
  EXPECT_TRUE(absl::EndsWith(Render(space), "help: did you mean 'pl.Mem.Vec'?\n")) << Render(space);
  std::string attr =
      std::string(kHead) + "        z = pl.tensor.cast(x, target_type=pl.FP61)\n        return x\n";
  EXPECT_TRUE(absl::EndsWith(Render(attr), "help: did you mean 'pl.FP16'?\n")) << Render(attr);
}

TEST(ParserDiagnosticsTest, NoHelpWhenNothingIsClose) {
  std::string text = std::string(kHead) + "        z = pl.tensor.bogus(x)\n        return z\n";
  std::string rendered = Render(text);
  EXPECT_TRUE(absl::StartsWith(rendered, "t.py:6:13: error: Unknown operation 'pl.tensor.bogus'\n"))
      << rendered;
  EXPECT_FALSE(absl::StrContains(rendered, "help:")) << rendered;
  // A one-letter name is not "close" to another one-letter name.
  rendered = Render(std::string(kHead) + "        return y\n");
  EXPECT_FALSE(absl::StrContains(rendered, "help:")) << rendered;
}

TEST(ParserDiagnosticsTest, UnsupportedPythonStatementsAreNamedAtTheirKeyword) {
  for (const char* stmt : {"try:", "raise x", "assert x", "del x", "global x"}) {
    std::string word(stmt, std::string(stmt).find_first_of(": "));
    absl::Status status =
        ParseStatus(std::string(kHead) + "        " + stmt + "\n        return x\n");
    EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument) << stmt;
    EXPECT_EQ(status.message(), absl::StrCat("t.py:6:9: unsupported statement '", word, "'"))
        << stmt;
  }
}

// Python's tokenizer rejects indentation whose meaning depends on the tab
// size; consistent tabs are fine.
TEST(ParserDiagnosticsTest, TabsAndSpacesMustBeConsistent) {
  std::string tabs =
      "import pypto.language as pl\n@pl.program\nclass P:\n\t@pl.function\n"
      "\tdef f(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:\n"
      "\t\ty = pl.tensor.exp(x)\n\t\treturn y\n";
  EXPECT_TRUE(ParseStatus(tabs).ok()) << ParseStatus(tabs);
  // 8 spaces, then one tab: the same width with 8-column tabs, not with 1.
  std::string mixed = std::string(kHead) + "        y = pl.tensor.exp(x)\n\treturn y\n";
  EXPECT_EQ(ParseStatus(mixed).message(),
            "t.py:7:2: inconsistent use of tabs and spaces in indentation");
}

TEST(ParserDiagnosticsTest, LexicalRulesOfPythonSource) {
  // A float literal that overflows is an infinity and one that underflows is
  // 0, as in Python (the reference prints `pl.tensor.adds(x, inf)`).
  EXPECT_TRUE(
      ParseStatus(std::string(kHead) + "        y = pl.tensor.adds(x, 1e999)\n        return y\n")
          .ok());
  EXPECT_TRUE(
      ParseStatus(std::string(kHead) + "        y = pl.tensor.adds(x, 1e-999)\n        return y\n")
          .ok());
  // Well-formed UTF-8 is fine in strings and comments; malformed bytes and NUL
  // are errors at the byte.
  EXPECT_TRUE(
      ParseStatus(std::string(kHead) +
                  "        with pl.at(level=pl.Level.CORE_GROUP, name_hint=\"caf\xc3\xa9\"):\n"
                  "            y = pl.tensor.exp(x)  # d\xc3\xa9j\xc3\xa0 vu\n"
                  "        return y\n")
          .ok());
  EXPECT_EQ(ParseStatus(std::string(kHead) + "        y = pl.tensor.exp(x)  # caf\xc3\n"
                                             "        return y\n")
                .message(),
            "t.py:6:36: invalid UTF-8 byte 0xc3 in a comment");
  EXPECT_EQ(ParseStatus(std::string(kHead) +
                        "        with pl.at(level=pl.Level.CORE_GROUP, name_hint=\"\xe2\x82\"):\n"
                        "            y = pl.tensor.exp(x)\n        return y\n")
                .message(),
            "t.py:6:58: invalid UTF-8 byte 0xe2 in a string literal");
  std::string nul = std::string(kHead) + "        y = pl.tensor.exp(x)  # a";
  nul.push_back('\0');
  nul += "b\n        return y\n";
  EXPECT_EQ(ParseStatus(nul).message(), "t.py:6:34: unexpected byte 0x0 in a comment");
}

// The reference parser gives a loop with carried values a scope of its own
// (names bound in it end with it) and lets a plain loop's names leak, as
// Python does.
TEST(ParserDiagnosticsTest, LoopScopesFollowTheReference) {
  constexpr char kScalarHead[] =
      "import pypto.language as pl\n@pl.program\nclass P:\n    @pl.function\n"
      "    def f(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:\n";
  std::string plain = std::string(kScalarHead) +
                      "        for i in pl.range(4):\n"
                      "            m = n + i\n"
                      "        return m + i\n";
  EXPECT_TRUE(ParseStatus(plain).ok()) << ParseStatus(plain);
  std::string carried = std::string(kScalarHead) +
                        "        for i, (acc,) in pl.range(4, init_values=(n,)):\n"
                        "            nxt = acc + i\n"
                        "            r = pl.yield_(nxt)\n";
  EXPECT_TRUE(ParseStatus(carried + "        return r\n").ok());
  EXPECT_EQ(ParseStatus(carried + "        return i\n").message(),
            "t.py:9:16: Undefined variable 'i'");
  EXPECT_EQ(ParseStatus(carried + "        return acc\n").message(),
            "t.py:9:16: Undefined variable 'acc'");
  EXPECT_EQ(ParseStatus(carried + "        return nxt\n").message(),
            "t.py:9:16: Undefined variable 'nxt'");
}

// The reference's front end (and its Default pipeline) accepts returned
// values whatever their number or types (checked with the reference build).
TEST(ParserDiagnosticsTest, ReturnsAreNotCheckedAgainstTheDeclaredTypes) {
  EXPECT_TRUE(ParseStatus(std::string(kHead) + "        return x, x\n").ok());
  EXPECT_TRUE(ParseStatus(std::string(kHead) + "        return\n").ok());
  EXPECT_TRUE(ParseStatus(std::string(kHead) + "        k: pl.Scalar[pl.INDEX] = 3\n"
                                               "        return k\n")
                  .ok());
  // Number literals take the declared scalar type; no annotation, no check.
  EXPECT_TRUE(ParseStatus("import pypto.language as pl\n@pl.program\nclass P:\n"
                          "    @pl.function\n    def f(self) -> pl.Scalar[pl.INT32]:\n"
                          "        return 0\n")
                  .ok());
  EXPECT_TRUE(ParseStatus("import pypto.language as pl\n@pl.program\nclass P:\n"
                          "    @pl.function\n    def f(self, x: pl.Tensor[[16], pl.FP32]):\n"
                          "        return x, x\n")
                  .ok());
}

}  // namespace
}  // namespace ptoc::text
