// Tokenizer for the DSL text: a Python-like token stream with INDENT/DEDENT
// for block structure, used by the recursive-descent parser (parser.cc).
//
// Indentation may use any consistent width; newlines inside brackets and
// after a trailing backslash are joined; `#` starts a comment.
#ifndef PTOC_COMPILER_TEXT_LEXER_H_
#define PTOC_COMPILER_TEXT_LEXER_H_

#include <cstdint>
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
  kOp,  // punctuation and operators; `text` holds the spelling
  kNewline,
  kIndent,
  kDedent,
  kEnd,
};

struct Token {
  TokenKind kind = TokenKind::kEnd;
  std::string text;  // name / operator spelling / decoded string contents / number spelling
  int line = 0;      // 1-based
  int col = 0;       // 1-based
  int end_line = 0;
  int end_col = 0;
  int64_t int_value = 0;
  double float_value = 0;
};

// Splits `text` into tokens. User errors (unterminated string, bad
// indentation, stray characters, bracket nesting deeper than `max_depth`)
// throw CompileError with a "file:line:col:" location.
std::vector<Token> Tokenize(absl::string_view text, const std::shared_ptr<const std::string>& file,
                            int max_depth);

const char* TokenKindName(TokenKind kind);

}  // namespace ptoc::text

#endif  // PTOC_COMPILER_TEXT_LEXER_H_
