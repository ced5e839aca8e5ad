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

#include <algorithm>
#include <cstdint>
#include <deque>
#include <memory>
#include <new>
#include <string>
#include <type_traits>
#include <vector>

#include "absl/base/attributes.h"
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
    // `(`, `[`, `{` and kIndent: tokens ahead to the closing bracket or the
    // matching kDedent; 0 until that is lexed.
    int64_t match_distance;
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

class Lexer;

// The tokens of `text`, lexed on demand and kept in fixed-size chunks, so that
// the parser holds only a window of them: a 100 MB program would otherwise need
// about 1.5 GB of tokens at once. Tokens are numbered from 0 in source order;
// a reference to a buffered token stays valid until DiscardBefore() drops it.
// User errors of the lexer (unterminated string, bad indentation, stray
// characters, bracket nesting deeper than `max_depth`) are thrown as
// CompileError with a "file:line:col:" location when the token stream reaches
// them. `text` must outlive the stream.
class TokenStream {
 public:
  // Where the lexer can start again: a line of the program class's body
  // (a decorator or `def`), after its indentation.
  struct ResumePoint {
    size_t first_token = static_cast<size_t>(-1);  // -1: none
    size_t offset = 0;
    int line = 1;
    int col = 1;
    int last_line_len = 0;
    TokenKind last_kind = TokenKind::kEnd;
    std::vector<int> indents;
    std::vector<int> alt_indents;
    std::vector<size_t> indent_tokens;
  };

  static constexpr size_t kChunkTokens = 256;
  static constexpr size_t kDefaultKeptChunks = 16384;  // 128 MB of tokens
  static constexpr size_t kLexBatch = 4096;            // tokens lexed ahead of the reader

  // Up to `kept_chunks` chunks of tokens are kept before DiscardBefore() drops any.
  TokenStream(absl::string_view text, FileRef file, int max_depth,
              size_t kept_chunks = kDefaultKeptChunks);
  ~TokenStream();
  TokenStream(const TokenStream&) = delete;
  TokenStream& operator=(const TokenStream&) = delete;

  // Token `i`; past the end, the final kEnd token. A dropped token is an
  // internal error (thrown), not undefined behaviour.
  ABSL_ATTRIBUTE_ALWAYS_INLINE const Token& operator[](size_t i) const {
    if (i - base_ < filled_ - base_) {
      return chunks_[(i - base_) / kChunkTokens][(i - base_) % kChunkTokens];
    }
    return FetchSlow(i);
  }

  // Lexes another batch of tokens; false when the input is exhausted.
  bool LexAhead();

  // Whether token `i` is buffered (lexed and not dropped).
  bool Buffered(size_t i) const { return i - base_ < filled_ - base_; }
  // One past the last lexed token of the chunk that holds buffered token `i`:
  // tokens i.. up to there are contiguous.
  const Token* RunEnd(size_t i) const {
    const size_t chunk = (i - base_) / kChunkTokens;
    const size_t end = std::min(filled_ - base_, (chunk + 1) * kChunkTokens);
    return chunks_[chunk] + (end - chunk * kChunkTokens);
  }

  // A resume point from which re-lexing reproduces token `i - 1` onwards
  // (`i` >= 1 must have been lexed); first_token == -1 when none is known, and
  // then nothing is dropped any more.
  ResumePoint ResumePointFor(size_t i);
  // Makes token `i - 1` onwards readable again after DiscardBefore(), re-lexing
  // from `point` when they were dropped.
  void Rewind(const ResumePoint& point, size_t i);
  // Drops the chunks that hold only tokens before `i` (kept for reuse) once
  // more than the budget of chunks are buffered.
  void DiscardBefore(size_t i);

  // Storage of decoded string literals, which string tokens point into.
  std::unique_ptr<std::deque<std::string>> TakeStrings();

  // A `#` comment: where its '#' is (1-based line, 0-based column) and its
  // text after the '#' and at most one space, up to the end of the line.
  struct Comment {
    int line = 0;
    int col = 0;
    absl::string_view text;  // a view of the source
  };
  // The comments of the input lexed so far, in source order (each once, even
  // when part of the input is lexed again).
  const std::vector<Comment>& comments() const;

 private:
  friend class Lexer;

  const Token& FetchSlow(size_t i) const;
  Token* NewChunk();

  std::unique_ptr<Lexer> lexer_;
  size_t kept_chunks_;
  // chunks_[k] holds tokens base_ + k * kChunkTokens onwards; filled_ is one
  // past the last token lexed (the lexer writes tokens into the last chunk and
  // updates filled_ when it returns). Mutable: reading lexes.
  mutable std::vector<Token*> chunks_;
  struct TokenStorage {
    alignas(Token) unsigned char bytes[sizeof(Token)];
  };
  static_assert(std::is_trivially_destructible<Token>::value, "chunks never destroy tokens");
  mutable std::vector<std::unique_ptr<TokenStorage[]>> storage_;  // owns every chunk
  mutable std::vector<Token*> free_chunks_;
  mutable size_t base_ = 0;
  mutable size_t filled_ = 0;
  bool dropping_ = false;  // the budget was exceeded once
  bool pinned_ = false;    // a function without a resume point: keep everything
};

// Splits all of `text` into tokens (for tests and tools; the parser streams).
// Throws CompileError as TokenStream does.
TokenList Tokenize(absl::string_view text, FileRef file, int max_depth);

const char* TokenKindName(TokenKind kind);

}  // namespace ptoc::text

#endif  // PTOC_COMPILER_TEXT_LEXER_H_
