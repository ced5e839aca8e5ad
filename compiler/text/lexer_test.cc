// Token-level checks of the lexer: every operator spelling, longest match,
// number literals and the columns after indentation and blank runs.
#include "compiler/text/lexer.h"

#include <string>
#include <vector>

#include "compiler/base/status.h"
#include "gtest/gtest.h"

namespace ptoc::text {
namespace {

// Tokens view `text`: it must outlive them.
std::vector<Token> Lex(const std::string& text) {
  static const auto* file =
      new std::shared_ptr<const std::string>(std::make_shared<const std::string>("t.py"));
  return Tokenize(text, *file, 64).tokens;
}

TEST(LexerTest, EveryOperatorSpellingIsOneToken) {
  for (int i = 1; i <= static_cast<int>(Op::kSemicolon); ++i) {
    const Op op = static_cast<Op>(i);
    const std::string spelling(OpSpelling(op));
    // Brackets must balance; a closing one needs its opener first.
    std::string text = "a " + spelling + " b";
    if (op == Op::kLParen) text += ")";
    if (op == Op::kLBracket) text += "]";
    if (op == Op::kLBrace) text += "}";
    size_t at = 1;
    if (op == Op::kRParen) text.insert(0, "("), at = 2;
    if (op == Op::kRBracket) text.insert(0, "["), at = 2;
    if (op == Op::kRBrace) text.insert(0, "{"), at = 2;
    const std::vector<Token> tokens = Lex(text);
    ASSERT_GT(tokens.size(), at + 1) << spelling;
    EXPECT_EQ(tokens[at].kind, TokenKind::kOp) << spelling;
    EXPECT_EQ(tokens[at].op, op) << spelling;
    EXPECT_EQ(tokens[at].text(), spelling);
    EXPECT_EQ(tokens[at + 1].text(), "b") << spelling;
  }
}

TEST(LexerTest, LongestMatchWithoutBlanks) {
  const std::vector<Token> tokens = Lex("a**=b//c>>=d<=e->f...g!=h:=i**j\n");
  std::vector<Op> ops;
  for (const Token& t : tokens) {
    if (t.kind == TokenKind::kOp) ops.push_back(t.op);
  }
  EXPECT_EQ(ops, (std::vector<Op>{Op::kPowAssign, Op::kFloorDiv, Op::kShrAssign, Op::kLe,
                                  Op::kArrow, Op::kEllipsis, Op::kNe, Op::kWalrus, Op::kPow}));
  EXPECT_THROW(Lex("a ! b\n"), CompileError);
}

TEST(LexerTest, NumberLiterals) {
  const std::vector<Token> tokens =
      Lex("x = [0, 7, 123, 007, 1_000, 0x1F, 0b101, 0o17, 1.5, 2e3, 999999999999999999, "
          "9223372036854775807]\n");
  std::vector<int64_t> ints;
  std::vector<double> floats;
  for (const Token& t : tokens) {
    if (t.kind == TokenKind::kInt) ints.push_back(t.int_value);
    if (t.kind == TokenKind::kFloat) floats.push_back(t.float_value);
  }
  EXPECT_EQ(ints,
            (std::vector<int64_t>{0, 7, 123, 7, 1000, 31, 5, 15, 999999999999999999, INT64_MAX}));
  EXPECT_EQ(floats, (std::vector<double>{1.5, 2000.0}));
  EXPECT_THROW(Lex("x = 9223372036854775808\n"), CompileError);
  EXPECT_THROW(Lex("x = 12abc\n"), CompileError);
}

TEST(LexerTest, ColumnsAfterIndentationAndBlankRuns) {
  const std::string source = "if x:\n    y  =   12 +\t3\n";  // tokens view it
  const std::vector<Token> tokens = Lex(source);
  auto find = [&](absl::string_view text) -> const Token& {
    for (const Token& t : tokens) {
      if (t.text() == text) return t;
    }
    static const Token kMissing{};
    return kMissing;
  };
  EXPECT_EQ(find("y").line, 2);
  EXPECT_EQ(find("y").col, 5);
  EXPECT_EQ(find("=").col, 8);
  EXPECT_EQ(find("12").col, 12);
  EXPECT_EQ(find("+").col, 15);
  EXPECT_EQ(find("3").col, 17);
  EXPECT_EQ(find("3").end_col(), 18);
}

// Token fields that must agree between two lexings of the same text.
std::string Describe(const Token& t) {
  return std::to_string(static_cast<int>(t.kind)) + "/" + std::to_string(static_cast<int>(t.op)) +
         "@" + std::to_string(t.line) + ":" + std::to_string(t.col) + "-" +
         std::to_string(t.end_line()) + ":" + std::to_string(t.end_col()) + " '" +
         std::string(t.text()) + "'";
}

TEST(TokenStreamTest, RewindAfterDiscardReLexesTheSameTokens) {
  // Many functions of nested blocks, multi-line brackets, strings and numbers:
  // far more tokens than one chunk holds.
  std::string text = "class P:\n";
  for (int f = 0; f < 400; ++f) {
    text += "    def f" + std::to_string(f) + "(self, a,\n            b) -> int:\n";
    text += "        x = \"s" + std::to_string(f) + "\"  # comment\n";
    text += "        for i in range(-" + std::to_string(f) + ", 1.5e3):\n";
    text += "            if i:\n                y = [1,\n  2]\n";
    text += "        return x\n";
  }
  static const auto* file =
      new std::shared_ptr<const std::string>(std::make_shared<const std::string>("t.py"));
  const TokenList list = Tokenize(text, *file, 64);  // owns the strings
  const std::vector<Token>& all = list.tokens;
  ASSERT_GT(all.size(), size_t{20000});

  TokenStream stream(text, *file, 64, /*kept_chunks=*/2);
  // Remember where each `:` that ends a `def` line is, with its resume point,
  // reading forward and dropping what lies behind, as the parser's pass 1 does.
  std::vector<std::pair<size_t, TokenStream::ResumePoint>> bodies;
  for (size_t i = 0; stream[i].kind != TokenKind::kEnd; ++i) {
    ASSERT_EQ(Describe(stream[i]), Describe(all[i])) << "token " << i;
    if (stream[i].kind == TokenKind::kOp && stream[i].op == Op::kColon &&
        stream[i + 1].kind == TokenKind::kNewline && stream[i + 2].kind == TokenKind::kIndent &&
        stream[i + 3].kind == TokenKind::kName && stream[i + 3].text() == "x") {
      bodies.emplace_back(i, stream.ResumePointFor(i));
      ASSERT_NE(bodies.back().second.first_token, static_cast<size_t>(-1));
    }
    stream.DiscardBefore(i);
  }
  ASSERT_EQ(bodies.size(), size_t{400});
  // Every body again, last first, so that each one is re-lexed from its
  // resume point (the parser's pass 2 goes forward and mostly finds them still
  // buffered or ahead).
  for (auto it = bodies.rbegin(); it != bodies.rend(); ++it) {
    const auto& [colon, point] = *it;
    stream.Rewind(point, colon);
    for (size_t i = colon - 1; i < colon + 40 && i < all.size(); ++i) {
      ASSERT_EQ(Describe(stream[i]), Describe(all[i])) << "token " << i;
    }
    stream.DiscardBefore(colon);
  }
  // Reading past the end yields the kEnd token.
  EXPECT_EQ(stream[all.size() + 5].kind, TokenKind::kEnd);
}

TEST(TokenStreamTest, LexErrorsSurfaceWhenTheReaderGetsThere) {
  static const auto* file =
      new std::shared_ptr<const std::string>(std::make_shared<const std::string>("t.py"));
  // The error lies beyond the first batch the lexer reads ahead.
  std::string text;
  for (int i = 0; i < 4000; ++i) text += "a = 1\n";
  text += "b = (2\n";
  TokenStream stream(text, *file, 64);
  EXPECT_EQ(stream[0].text(), "a");
  try {
    for (size_t i = 0; stream[i].kind != TokenKind::kEnd; ++i) {
    }
    FAIL() << "expected an error for the unclosed bracket";
  } catch (const CompileError& e) {
    EXPECT_NE(std::string(e.status().message()).find("4001:5"), std::string::npos)
        << e.status().message();
    EXPECT_NE(std::string(e.status().message()).find("unclosed '('"), std::string::npos)
        << e.status().message();
  }
}

// A backslash that starts no escape stays, and the character after it is read
// as any other: a multi-byte one whole, an invalid byte or a NUL rejected (as
// everywhere else in a string; a printed comment must read back).
TEST(LexerTest, BackslashBeforeAnOrdinaryCharacterKeepsBoth) {
  const std::string ok = "x = \"a\\\xc3\xa9 \\q\"\n";  // "a\é \q"
  // The list owns the decoded string the token points into: kept alive here.
  static const auto* file =
      new std::shared_ptr<const std::string>(std::make_shared<const std::string>("t.py"));
  const TokenList list = Tokenize(ok, *file, 64);
  const std::vector<Token>& tokens = list.tokens;
  ASSERT_GE(tokens.size(), 3u);
  EXPECT_EQ(tokens[2].kind, TokenKind::kString);
  EXPECT_EQ(tokens[2].text(), "a\\\xc3\xa9 \\q");
  for (const std::string& bad : {std::string("x = \"a\\\xa2"
                                             "b\"\n"),
                                 std::string("x = \"a\\\0b\"\n", 11)}) {
    try {
      Lex(bad);
      ADD_FAILURE() << "accepted " << bad;
    } catch (const CompileError& e) {
      EXPECT_NE(std::string(e.status().message()).find("in a string literal"), std::string::npos)
          << e.status().message();
      EXPECT_NE(std::string(e.status().message()).find("t.py:1:8:"), std::string::npos)
          << e.status().message();
    }
  }
}

// Every opening bracket and INDENT records how far ahead its closer is: the
// parser jumps over type annotations and function bodies with it.
TEST(LexerTest, OpenersRecordTheDistanceToTheirClosers) {
  const std::vector<Token> tokens =
      Lex("def f(a: pl.Tile[[16, (2 + 3)], pl.FP32],\n"
          "      b: dict = {1: [2]}):\n"
          "    if a:\n"
          "        for i in pl.range(4):\n"
          "            x = [a[0], (b)]\n"
          "    return x\n"
          "def g():\n"
          "    pass\n");
  std::vector<size_t> open;
  size_t openers = 0;
  for (size_t i = 0; i < tokens.size(); ++i) {
    const Token& t = tokens[i];
    const bool opens = t.kind == TokenKind::kIndent ||
                       (t.kind == TokenKind::kOp &&
                        (t.op == Op::kLParen || t.op == Op::kLBracket || t.op == Op::kLBrace));
    const bool closes = t.kind == TokenKind::kDedent ||
                        (t.kind == TokenKind::kOp &&
                         (t.op == Op::kRParen || t.op == Op::kRBracket || t.op == Op::kRBrace));
    if (opens) {
      open.push_back(i);
      ++openers;
    } else if (closes) {
      ASSERT_FALSE(open.empty()) << i;
      EXPECT_EQ(tokens[open.back()].match_distance, static_cast<int64_t>(i - open.back()))
          << "opener at token " << open.back();
      open.pop_back();
    }
  }
  EXPECT_TRUE(open.empty());
  EXPECT_EQ(openers, 15u);
}

}  // namespace
}  // namespace ptoc::text
