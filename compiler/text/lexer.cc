#include "compiler/text/lexer.h"

#include <cerrno>
#include <cstdlib>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compiler/base/status.h"

namespace ptoc::text {
namespace {

// Longest operators first so that a greedy prefix match is correct.
constexpr const char* kOperators[] = {
    "**=", "//=", ">>=", "<<=", "...", "**", "//", "<<", ">>", "<=", ">=", "==",
    "!=",  "->",  "+=",  "-=",  "*=",  "/=", "%=", "&=", "|=", "^=", ":=", "+",
    "-",   "*",   "/",   "%",   "&",   "|",  "^",  "~",  "<",  ">",  "(",  ")",
    "[",   "]",   "{",   "}",   ",",   ":",  ".",  "=",  "@",  ";",
};

class Lexer {
 public:
  Lexer(absl::string_view text, std::shared_ptr<const std::string> file, int max_depth)
      : text_(text), file_(std::move(file)), max_depth_(max_depth) {}

  std::vector<Token> Run() {
    indents_.push_back(0);
    bool at_line_start = true;
    while (pos_ < text_.size()) {
      if (at_line_start && depth_ == 0) {
        if (!HandleLineStart()) break;
        at_line_start = false;
        continue;
      }
      char c = text_[pos_];
      if (c == '\n') {
        Advance();
        if (depth_ == 0) {
          if (!tokens_.empty() && tokens_.back().kind != TokenKind::kNewline &&
              tokens_.back().kind != TokenKind::kIndent &&
              tokens_.back().kind != TokenKind::kDedent) {
            Push(TokenKind::kNewline, "\\n", line_ - 1, last_line_len_ + 1);
          }
          at_line_start = true;
        }
        continue;
      }
      if (c == ' ' || c == '\t' || c == '\r' || c == '\f') {
        Advance();
        continue;
      }
      if (c == '#') {
        while (pos_ < text_.size() && text_[pos_] != '\n') Advance();
        continue;
      }
      if (c == '\\') {
        // Explicit line continuation: backslash followed by a newline.
        size_t p = pos_ + 1;
        while (p < text_.size() && (text_[p] == ' ' || text_[p] == '\t' || text_[p] == '\r')) ++p;
        if (p < text_.size() && text_[p] == '\n') {
          while (pos_ <= p) Advance();
          continue;
        }
        Fail(line_, col_, "unexpected character '\\'");
      }
      if (IsNameStart(c)) {
        LexName();
      } else if (IsDigit(c) || (c == '.' && pos_ + 1 < text_.size() && IsDigit(text_[pos_ + 1]))) {
        LexNumber();
      } else if (c == '"' || c == '\'') {
        LexString();
      } else {
        LexOperator();
      }
    }
    if (depth_ > 0) {
      Fail(open_brackets_.back().line, open_brackets_.back().col,
           absl::StrCat("unclosed '", open_brackets_.back().text, "'"));
    }
    if (!tokens_.empty() && tokens_.back().kind != TokenKind::kNewline &&
        tokens_.back().kind != TokenKind::kDedent && tokens_.back().kind != TokenKind::kIndent) {
      Push(TokenKind::kNewline, "\\n", line_, col_);
    }
    while (indents_.size() > 1) {
      indents_.pop_back();
      Push(TokenKind::kDedent, "", line_, col_);
    }
    Push(TokenKind::kEnd, "", line_, col_);
    return std::move(tokens_);
  }

 private:
  static bool IsNameStart(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
  }
  static bool IsDigit(char c) { return c >= '0' && c <= '9'; }
  static bool IsNameChar(char c) { return IsNameStart(c) || IsDigit(c); }

  [[noreturn]] void Fail(int line, int col, absl::string_view msg) {
    Span span;
    span.file = file_;
    span.begin_line = span.end_line = line;
    span.begin_col = span.end_col = col;
    ThrowUserError(span, msg);
  }

  void Advance() {
    if (text_[pos_] == '\n') {
      last_line_len_ = col_ - 1;
      ++line_;
      col_ = 1;
    } else {
      ++col_;
    }
    ++pos_;
  }

  Token& Push(TokenKind kind, std::string text, int line, int col) {
    Token t;
    t.kind = kind;
    t.text = std::move(text);
    t.line = t.end_line = line;
    t.col = t.end_col = col;
    tokens_.push_back(std::move(t));
    return tokens_.back();
  }

  // Measures the indentation of a logical line; skips blank and comment-only
  // lines. Emits INDENT/DEDENT. Returns false at end of input.
  bool HandleLineStart() {
    while (true) {
      int width = 0;
      while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' ||
                                     text_[pos_] == '\r' || text_[pos_] == '\f')) {
        if (text_[pos_] == '\t') {
          width = (width / 8 + 1) * 8;
        } else if (text_[pos_] == ' ') {
          ++width;
        }
        Advance();
      }
      if (pos_ >= text_.size()) return false;
      char c = text_[pos_];
      if (c == '\n') {
        Advance();
        continue;
      }
      if (c == '#') {
        while (pos_ < text_.size() && text_[pos_] != '\n') Advance();
        continue;
      }
      if (width > indents_.back()) {
        if (tokens_.empty()) Fail(line_, col_, "unexpected indent");
        indents_.push_back(width);
        Push(TokenKind::kIndent, "", line_, col_);
      } else {
        while (width < indents_.back()) {
          indents_.pop_back();
          Push(TokenKind::kDedent, "", line_, col_);
        }
        if (width != indents_.back()) {
          Fail(line_, col_, "unindent does not match any outer indentation level");
        }
      }
      return true;
    }
  }

  void LexName() {
    int line = line_, col = col_;
    size_t start = pos_;
    while (pos_ < text_.size() && IsNameChar(text_[pos_])) Advance();
    // String prefixes (r"...", b'...') are not part of the DSL.
    Token& t = Push(TokenKind::kName, std::string(text_.substr(start, pos_ - start)), line, col);
    t.end_col = col_;
  }

  void LexNumber() {
    int line = line_, col = col_;
    size_t start = pos_;
    bool is_float = false;
    std::string digits;
    if (text_[pos_] == '0' && pos_ + 1 < text_.size() &&
        (text_[pos_ + 1] == 'x' || text_[pos_ + 1] == 'X' || text_[pos_ + 1] == 'b' ||
         text_[pos_ + 1] == 'B' || text_[pos_ + 1] == 'o' || text_[pos_ + 1] == 'O')) {
      char base_char = text_[pos_ + 1];
      int base = (base_char == 'x' || base_char == 'X')   ? 16
                 : (base_char == 'b' || base_char == 'B') ? 2
                                                          : 8;
      Advance();
      Advance();
      while (pos_ < text_.size() && (IsNameChar(text_[pos_]))) {
        if (text_[pos_] != '_') digits.push_back(text_[pos_]);
        Advance();
      }
      if (digits.empty()) Fail(line, col, "invalid number literal");
      errno = 0;
      char* end = nullptr;
      unsigned long long v = std::strtoull(digits.c_str(), &end, base);
      if (errno != 0 || *end != '\0' || v > static_cast<unsigned long long>(INT64_MAX)) {
        Fail(line, col,
             absl::StrCat("invalid or out-of-range integer literal '",
                          text_.substr(start, pos_ - start), "'"));
      }
      Token& t = Push(TokenKind::kInt, std::string(text_.substr(start, pos_ - start)), line, col);
      t.int_value = static_cast<int64_t>(v);
      t.end_col = col_;
      return;
    }
    auto take_digits = [&]() {
      while (pos_ < text_.size() && (IsDigit(text_[pos_]) || text_[pos_] == '_')) {
        if (text_[pos_] != '_') digits.push_back(text_[pos_]);
        Advance();
      }
    };
    take_digits();
    if (pos_ < text_.size() && text_[pos_] == '.') {
      is_float = true;
      digits.push_back('.');
      Advance();
      take_digits();
    }
    if (pos_ < text_.size() && (text_[pos_] == 'e' || text_[pos_] == 'E')) {
      size_t p = pos_ + 1;
      if (p < text_.size() && (text_[p] == '+' || text_[p] == '-')) ++p;
      if (p < text_.size() && IsDigit(text_[p])) {
        is_float = true;
        digits.push_back('e');
        Advance();
        if (text_[pos_] == '+' || text_[pos_] == '-') {
          digits.push_back(text_[pos_]);
          Advance();
        }
        take_digits();
      }
    }
    if (pos_ < text_.size() && IsNameChar(text_[pos_])) {
      Fail(line_, col_, "invalid character in number literal");
    }
    std::string spelling(text_.substr(start, pos_ - start));
    if (is_float) {
      errno = 0;
      char* end = nullptr;
      double v = std::strtod(digits.c_str(), &end);
      if (*end != '\0') Fail(line, col, absl::StrCat("invalid float literal '", spelling, "'"));
      Token& t = Push(TokenKind::kFloat, spelling, line, col);
      t.float_value = v;
      t.end_col = col_;
    } else {
      errno = 0;
      char* end = nullptr;
      unsigned long long v = std::strtoull(digits.c_str(), &end, 10);
      // 2**63 only right after a '-': the printed form of INT64_MIN. The token
      // then carries INT64_MIN, which the parser accepts only as the operand
      // of that minus (see Parser::ParseUnary); anywhere else it is rejected.
      const bool after_minus =
          !tokens_.empty() && tokens_.back().kind == TokenKind::kOp && tokens_.back().text == "-";
      const unsigned long long limit =
          static_cast<unsigned long long>(INT64_MAX) + (after_minus ? 1 : 0);
      if (errno != 0 || *end != '\0' || v > limit) {
        Fail(line, col, absl::StrCat("integer literal '", spelling, "' is out of range"));
      }
      Token& t = Push(TokenKind::kInt, spelling, line, col);
      t.int_value =
          v > static_cast<unsigned long long>(INT64_MAX) ? INT64_MIN : static_cast<int64_t>(v);
      t.end_col = col_;
    }
  }

  void LexString() {
    int line = line_, col = col_;
    char quote = text_[pos_];
    bool triple = pos_ + 2 < text_.size() && text_[pos_ + 1] == quote && text_[pos_ + 2] == quote;
    Advance();
    if (triple) {
      Advance();
      Advance();
    }
    std::string value;
    while (true) {
      if (pos_ >= text_.size()) Fail(line, col, "unterminated string literal");
      char c = text_[pos_];
      if (!triple && c == '\n') Fail(line, col, "unterminated string literal");
      if (c == quote) {
        if (!triple) {
          Advance();
          break;
        }
        if (pos_ + 2 < text_.size() && text_[pos_ + 1] == quote && text_[pos_ + 2] == quote) {
          Advance();
          Advance();
          Advance();
          break;
        }
      }
      if (c == '\\') {
        Advance();
        if (pos_ >= text_.size()) Fail(line, col, "unterminated string literal");
        char e = text_[pos_];
        switch (e) {
          case 'n':
            value.push_back('\n');
            break;
          case 't':
            value.push_back('\t');
            break;
          case 'r':
            value.push_back('\r');
            break;
          case '0':
            value.push_back('\0');
            break;
          case '\\':
            value.push_back('\\');
            break;
          case '\'':
            value.push_back('\'');
            break;
          case '"':
            value.push_back('"');
            break;
          case '\n':
            break;  // escaped newline: continuation
          default:
            value.push_back('\\');
            value.push_back(e);
        }
        Advance();
        continue;
      }
      value.push_back(c);
      Advance();
    }
    Token& t = Push(TokenKind::kString, std::move(value), line, col);
    t.end_line = line_;
    t.end_col = col_;
  }

  void LexOperator() {
    int line = line_, col = col_;
    for (const char* op : kOperators) {
      absl::string_view sv(op);
      if (text_.substr(pos_, sv.size()) == sv) {
        for (size_t i = 0; i < sv.size(); ++i) Advance();
        Token& t = Push(TokenKind::kOp, std::string(sv), line, col);
        t.end_col = col_;
        if (sv == "(" || sv == "[" || sv == "{") {
          if (depth_ >= max_depth_) Fail(line, col, "brackets nested too deeply");
          ++depth_;
          open_brackets_.push_back(t);
        } else if (sv == ")" || sv == "]" || sv == "}") {
          if (depth_ == 0) Fail(line, col, absl::StrCat("unmatched '", sv, "'"));
          const std::string& open = open_brackets_.back().text;
          bool ok = (open == "(" && sv == ")") || (open == "[" && sv == "]") ||
                    (open == "{" && sv == "}");
          if (!ok) {
            Fail(line, col,
                 absl::StrCat("closing '", sv, "' does not match '", open, "' at ",
                              open_brackets_.back().line, ":", open_brackets_.back().col));
          }
          --depth_;
          open_brackets_.pop_back();
        }
        return;
      }
    }
    unsigned char c = static_cast<unsigned char>(text_[pos_]);
    if (c >= 0x20 && c < 0x7f) {
      Fail(line, col, absl::StrCat("unexpected character '", std::string(1, text_[pos_]), "'"));
    }
    Fail(line, col, absl::StrCat("unexpected byte 0x", absl::Hex(c)));
  }

  absl::string_view text_;
  std::shared_ptr<const std::string> file_;
  int max_depth_;
  size_t pos_ = 0;
  int line_ = 1;
  int col_ = 1;
  int last_line_len_ = 0;
  int depth_ = 0;
  std::vector<Token> open_brackets_;
  std::vector<int> indents_;
  std::vector<Token> tokens_;
};

}  // namespace

std::vector<Token> Tokenize(absl::string_view text, const std::shared_ptr<const std::string>& file,
                            int max_depth) {
  return Lexer(text, file, max_depth).Run();
}

const char* TokenKindName(TokenKind kind) {
  switch (kind) {
    case TokenKind::kName:
      return "name";
    case TokenKind::kInt:
      return "integer";
    case TokenKind::kFloat:
      return "float";
    case TokenKind::kString:
      return "string";
    case TokenKind::kOp:
      return "operator";
    case TokenKind::kNewline:
      return "end of line";
    case TokenKind::kIndent:
      return "indent";
    case TokenKind::kDedent:
      return "dedent";
    case TokenKind::kEnd:
      return "end of input";
  }
  return "?";
}

}  // namespace ptoc::text
