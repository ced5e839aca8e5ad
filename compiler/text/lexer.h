// Tokenizer for the DSL text: a Python-like token stream with INDENT/DEDENT
// for block structure, used by the recursive-descent parser (parser.cc).
//
// Indentation may use any consistent width (tabs and spaces mixed only where
// the meaning does not depend on the tab size, as in Python); newlines inside
// brackets and after a trailing backslash are joined; `#` starts a comment.
// Tokens view the source text and carry operator/keyword enumerators so that
// the parser compares integers, not strings.
#ifndef PTOC_COMPILER_TEXT_LEXER_H_
#define PTOC_COMPILER_TEXT_LEXER_H_

#include <cstdint>
#include <deque>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "compiler/base/span.h"

namespace ptoc::text {

enum class TokenKind : uint8_t {
  kName,
  kInt,
  kFloat,
  kString,
  kOp,  // punctuation and operators; `op` says which
  kNewline,
  kIndent,
  kDedent,
  kEnd,
};

// Operators and punctuation, longest spellings first (see OpSpelling).
enum class Op : uint8_t {
  kNone,
  kPowAssign,       // **=
  kFloorDivAssign,  // //=
  kShrAssign,       // >>=
  kShlAssign,       // <<=
  kEllipsis,        // ...
  kPow,             // **
  kFloorDiv,        // //
  kShl,             // <<
  kShr,             // >>
  kLe,              // <=
  kGe,              // >=
  kEq,              // ==
  kNe,              // !=
  kArrow,           // ->
  kAddAssign,       // +=
  kSubAssign,       // -=
  kMulAssign,       // *=
  kDivAssign,       // /=
  kModAssign,       // %=
  kAndAssign,       // &=
  kOrAssign,        // |=
  kXorAssign,       // ^=
  kWalrus,          // :=
  kPlus,
  kMinus,
  kStar,
  kSlash,
  kPercent,
  kAmp,
  kPipe,
  kCaret,
  kTilde,
  kLt,
  kGt,
  kLParen,
  kRParen,
  kLBracket,
  kRBracket,
  kLBrace,
  kRBrace,
  kComma,
  kColon,
  kDot,
  kAssign,
  kAt,
  kSemicolon,
};

// Names the parser tests often, recognised once by the lexer so that the
// parser compares integers. Python's reserved words come first (IsReserved).
enum class Kw : uint8_t {
  kNone,
  kAnd,
  kOr,
  kNot,
  kIf,
  kElse,
  kElif,
  kFor,
  kWhile,
  kIn,
  kWith,
  kAs,
  kDef,
  kClass,
  kReturn,
  kBreak,
  kContinue,
  kPass,
  kImport,
  kFrom,
  kTrue,
  kFalse,
  kNone_,  // `None`
  kLambda,
  kIs,
  // Python statements the DSL does not support (see IsUnsupportedStatement).
  kTry,
  kExcept,
  kFinally,
  kRaise,
  kGlobal,
  kNonlocal,
  kDel,
  kAssert,
  kAsync,
  kAwait,
  kYield,
  // Ordinary names with a meaning in some positions.
  kXor,
  kSelf,
  kTuple,
  kRange,
  kMin,
  kMax,
  kAbs,
  kInf,
  kNan,
};

// The reserved words the parser never accepts as names.
inline bool IsReserved(Kw kw) { return kw != Kw::kNone && kw <= Kw::kIs; }
// `try`, `raise`, ... and also `import`/`from` inside a function body.
inline bool IsUnsupportedStatement(Kw kw) {
  return (kw >= Kw::kTry && kw <= Kw::kYield) || kw == Kw::kImport || kw == Kw::kFrom;
}

// The spelling of an operator ("**=", "(", ...).
absl::string_view OpSpelling(Op op);
// The spelling of a keyword ("if", "None", ...).
absl::string_view KwSpelling(Kw kw);

// 32 bytes: a 10 MB program has about four million tokens.
struct Token {
  // Where a string literal ends (its decoded text says nothing about that).
  struct Position {
    int32_t line;
    int32_t col;
  };

  const char* data = "";  // text(): see below
  uint32_t size = 0;
  int32_t line = 0;  // 1-based
  int32_t col = 0;   // 1-based
  TokenKind kind = TokenKind::kEnd;
  Op op = Op::kNone;  // kOp tokens
  Kw kw = Kw::kNone;  // kName tokens
  union {
    int64_t int_value = 0;  // kInt
    double float_value;     // kFloat
    Position string_end;    // kString
  };

  // Name / operator / number spelling (a view of the source), or the decoded
  // contents of a string literal (owned by the TokenList); empty for layout
  // tokens.
  absl::string_view text() const { return absl::string_view(data, size); }
  // End of the token in the source (one past its last column).
  int end_line() const { return kind == TokenKind::kString ? string_end.line : line; }
  int end_col() const {
    return kind == TokenKind::kString ? string_end.col : col + static_cast<int32_t>(size);
  }
};
static_assert(sizeof(Token) == 32, "Token should stay compact");

// Tokens plus the storage of decoded string literals they point into. The
// other tokens point into the source text, which must outlive the list.
struct TokenList {
  std::vector<Token> tokens;
  std::unique_ptr<std::deque<std::string>> strings;
};

// Splits `text` into tokens. User errors (unterminated string, bad
// indentation, stray characters, bracket nesting deeper than `max_depth`)
// throw CompileError with a "file:line:col:" location.
TokenList Tokenize(absl::string_view text, FileRef file, int max_depth);

const char* TokenKindName(TokenKind kind);

}  // namespace ptoc::text

#endif  // PTOC_COMPILER_TEXT_LEXER_H_
