#include "compiler/text/lexer.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <new>
#include <vector>

#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "absl/base/attributes.h"
#include "absl/base/optimization.h"
#include "absl/strings/str_cat.h"
#include "compiler/base/status.h"

namespace ptoc::text {
namespace {

// Spellings in the order of the Op enumerators (after kNone): longest
// first, so that the first match in a first-character bucket is the longest.
constexpr absl::string_view kOpSpellings[] = {
    "**=", "//=", ">>=", "<<=", "...", "**", "//", "<<", ">>", "<=", ">=", "==",
    "!=",  "->",  "+=",  "-=",  "*=",  "/=", "%=", "&=", "|=", "^=", ":=", "+",
    "-",   "*",   "/",   "%",   "&",   "|",  "^",  "~",  "<",  ">",  "(",  ")",
    "[",   "]",   "{",   "}",   ",",   ":",  ".",  "=",  "@",  ";",
};
constexpr int kNumOps = sizeof(kOpSpellings) / sizeof(kOpSpellings[0]);
static_assert(kNumOps == static_cast<int>(Op::kSemicolon), "Op and kOpSpellings disagree");

// The operator at the start of `p` (`avail` bytes), longest spelling first, and
// its length; kNone when no operator starts there. A switch on the first
// characters rather than string compares: every token of the text that is not
// a name or number is an operator.
ABSL_ATTRIBUTE_ALWAYS_INLINE inline Op MatchOperator(const char* p, size_t avail, int* len) {
  const char d = avail > 1 ? p[1] : '\0';
  const char e = avail > 2 ? p[2] : '\0';
  auto one_two = [&](Op single, char second, Op pair) {
    *len = d == second ? 2 : 1;
    return d == second ? pair : single;
  };
  switch (p[0]) {
    case '*':
      if (d == '*') return e == '=' ? (*len = 3, Op::kPowAssign) : (*len = 2, Op::kPow);
      return one_two(Op::kStar, '=', Op::kMulAssign);
    case '/':
      if (d == '/') return e == '=' ? (*len = 3, Op::kFloorDivAssign) : (*len = 2, Op::kFloorDiv);
      return one_two(Op::kSlash, '=', Op::kDivAssign);
    case '>':
      if (d == '>') return e == '=' ? (*len = 3, Op::kShrAssign) : (*len = 2, Op::kShr);
      return one_two(Op::kGt, '=', Op::kGe);
    case '<':
      if (d == '<') return e == '=' ? (*len = 3, Op::kShlAssign) : (*len = 2, Op::kShl);
      return one_two(Op::kLt, '=', Op::kLe);
    case '.':
      if (d == '.' && e == '.') return *len = 3, Op::kEllipsis;
      return *len = 1, Op::kDot;
    case '-':
      if (d == '>') return *len = 2, Op::kArrow;
      return one_two(Op::kMinus, '=', Op::kSubAssign);
    case '!':
      if (d == '=') return *len = 2, Op::kNe;
      return *len = 0, Op::kNone;
    case '=':
      return one_two(Op::kAssign, '=', Op::kEq);
    case '+':
      return one_two(Op::kPlus, '=', Op::kAddAssign);
    case '%':
      return one_two(Op::kPercent, '=', Op::kModAssign);
    case '&':
      return one_two(Op::kAmp, '=', Op::kAndAssign);
    case '|':
      return one_two(Op::kPipe, '=', Op::kOrAssign);
    case '^':
      return one_two(Op::kCaret, '=', Op::kXorAssign);
    case ':':
      return one_two(Op::kColon, '=', Op::kWalrus);
    case '~':
      return *len = 1, Op::kTilde;
    case '(':
      return *len = 1, Op::kLParen;
    case ')':
      return *len = 1, Op::kRParen;
    case '[':
      return *len = 1, Op::kLBracket;
    case ']':
      return *len = 1, Op::kRBracket;
    case '{':
      return *len = 1, Op::kLBrace;
    case '}':
      return *len = 1, Op::kRBrace;
    case ',':
      return *len = 1, Op::kComma;
    case '@':
      return *len = 1, Op::kAt;
    case ';':
      return *len = 1, Op::kSemicolon;
    default:
      return *len = 0, Op::kNone;
  }
}

struct KeywordEntry {
  absl::string_view text;
  Kw kw;
};
constexpr KeywordEntry kKeywords[] = {
    {"and", Kw::kAnd},         {"or", Kw::kOr},
    {"not", Kw::kNot},         {"if", Kw::kIf},
    {"else", Kw::kElse},       {"elif", Kw::kElif},
    {"for", Kw::kFor},         {"while", Kw::kWhile},
    {"in", Kw::kIn},           {"with", Kw::kWith},
    {"as", Kw::kAs},           {"def", Kw::kDef},
    {"class", Kw::kClass},     {"return", Kw::kReturn},
    {"break", Kw::kBreak},     {"continue", Kw::kContinue},
    {"pass", Kw::kPass},       {"import", Kw::kImport},
    {"from", Kw::kFrom},       {"True", Kw::kTrue},
    {"False", Kw::kFalse},     {"None", Kw::kNone_},
    {"lambda", Kw::kLambda},   {"is", Kw::kIs},
    {"try", Kw::kTry},         {"except", Kw::kExcept},
    {"finally", Kw::kFinally}, {"raise", Kw::kRaise},
    {"global", Kw::kGlobal},   {"nonlocal", Kw::kNonlocal},
    {"del", Kw::kDel},         {"assert", Kw::kAssert},
    {"async", Kw::kAsync},     {"await", Kw::kAwait},
    {"yield", Kw::kYield},     {"xor", Kw::kXor},
    {"self", Kw::kSelf},       {"tuple", Kw::kTuple},
    {"range", Kw::kRange},     {"min", Kw::kMin},
    {"max", Kw::kMax},         {"abs", Kw::kAbs},
    {"inf", Kw::kInf},         {"nan", Kw::kNan},
};

// Keywords by (first character, length): most names of a program are no
// keyword and land in an empty bucket, so they cost one load.
struct KeywordTable {
  static constexpr size_t kMaxLength = 8;
  std::vector<KeywordEntry> buckets[128][kMaxLength + 1];
  KeywordTable() {
    for (const KeywordEntry& e : kKeywords) {
      buckets[static_cast<unsigned char>(e.text[0])][e.text.size()].push_back(e);
    }
  }
  Kw Find(absl::string_view name) const {
    if (name.size() > kMaxLength) return Kw::kNone;
    for (const KeywordEntry& e : buckets[static_cast<unsigned char>(name[0]) & 0x7f][name.size()]) {
      // Same length (the bucket's) and first character: compare the rest
      // byte by byte rather than through a memcmp call.
      size_t i = 1;
      while (i < name.size() && e.text[i] == name[i]) ++i;
      if (i == name.size()) return e.kw;
    }
    return Kw::kNone;
  }
};
const KeywordTable& Keywords() {
  static const KeywordTable* table = new KeywordTable();
  return *table;
}

// Character classes of the ASCII range: what starts at a character.
enum CharClass : uint8_t {
  kOther = 0,  // an operator, or an error
  kNameStart,
  kDigit,
  kBlank,  // space, tab, carriage return, form feed
  kNewline,
  kHash,
  kBackslash,
  kQuote,
  kDot,       // an operator, or a number such as `.5`
  kNonAscii,  // a UTF-8 lead or continuation byte: part of a name (Python 3)
};
struct CharClasses {
  uint8_t c[256] = {};
  constexpr CharClasses() {
    for (int i = 'a'; i <= 'z'; ++i) c[i] = kNameStart;
    for (int i = 'A'; i <= 'Z'; ++i) c[i] = kNameStart;
    c[static_cast<int>('_')] = kNameStart;
    for (int i = '0'; i <= '9'; ++i) c[i] = kDigit;
    c[static_cast<int>(' ')] = c[static_cast<int>('\t')] = c[static_cast<int>('\r')] =
        c[static_cast<int>('\f')] = kBlank;
    c[static_cast<int>('\n')] = kNewline;
    c[static_cast<int>('#')] = kHash;
    c[static_cast<int>('\\')] = kBackslash;
    c[static_cast<int>('"')] = c[static_cast<int>('\'')] = kQuote;
    c[static_cast<int>('.')] = kDot;
    for (int i = 0x80; i < 0x100; ++i) c[i] = kNonAscii;
  }
};
constexpr CharClasses kClasses;

// Length of the run of name characters ([A-Za-z0-9_]) at `p`, up to `end`.
// Sixteen bytes at a time where the input allows: a byte loop mispredicts its
// exit once per name, and most tokens are names.
inline size_t NameRunLength(const char* p, const char* end) {
  const char* q = p;
#ifdef __SSE2__
  while (end - q >= 16) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(q));
    // Bytes >= 0x80 compare as negative, so they are never in a range.
    const __m128i folded = _mm_or_si128(v, _mm_set1_epi8(0x20));
    const __m128i alpha = _mm_and_si128(_mm_cmpgt_epi8(folded, _mm_set1_epi8('a' - 1)),
                                        _mm_cmplt_epi8(folded, _mm_set1_epi8('z' + 1)));
    const __m128i digit = _mm_and_si128(_mm_cmpgt_epi8(v, _mm_set1_epi8('0' - 1)),
                                        _mm_cmplt_epi8(v, _mm_set1_epi8('9' + 1)));
    const __m128i under = _mm_cmpeq_epi8(v, _mm_set1_epi8('_'));
    const unsigned mask =
        static_cast<unsigned>(_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(alpha, digit), under)));
    if (mask != 0xFFFF) return static_cast<size_t>(q - p) + __builtin_ctz(~mask);
    q += 16;
  }
#endif
  while (q < end) {
    const uint8_t k = kClasses.c[static_cast<unsigned char>(*q)];
    if (k != kNameStart && k != kDigit) break;
    ++q;
  }
  return static_cast<size_t>(q - p);
}

// Length of the well-formed UTF-8 sequence at the start of `s` (1 to 4), or 0
// when it is malformed (overlong, surrogate, truncated, stray continuation).
int Utf8SequenceLength(absl::string_view s) {
  auto byte = [&](size_t i) { return i < s.size() ? static_cast<unsigned char>(s[i]) : 0u; };
  auto cont = [&](size_t i, unsigned lo, unsigned hi) { return byte(i) >= lo && byte(i) <= hi; };
  unsigned c = byte(0);
  if (c < 0x80) return 1;
  if (c >= 0xC2 && c <= 0xDF) return cont(1, 0x80, 0xBF) ? 2 : 0;
  if (c >= 0xE0 && c <= 0xEF) {
    unsigned lo = c == 0xE0 ? 0xA0 : 0x80, hi = c == 0xED ? 0x9F : 0xBF;
    return cont(1, lo, hi) && cont(2, 0x80, 0xBF) ? 3 : 0;
  }
  if (c >= 0xF0 && c <= 0xF4) {
    unsigned lo = c == 0xF0 ? 0x90 : 0x80, hi = c == 0xF4 ? 0x8F : 0xBF;
    return cont(1, lo, hi) && cont(2, 0x80, 0xBF) && cont(3, 0x80, 0xBF) ? 4 : 0;
  }
  return 0;
}

}  // namespace

// Lexes into a TokenStream as far as the stream's reader needs.
class Lexer {
 public:
  Lexer(TokenStream* out, absl::string_view text, FileRef file, int max_depth)
      : out_(out), text_(text), file_(file), max_depth_(max_depth) {
    indents_.push_back(0);
    alt_indents_.push_back(0);
    indent_tokens_.push_back(0);  // the outermost level has no INDENT
  }

  bool done() const { return done_; }

  // Lexes until `target` tokens exist in all or the input is exhausted.
  void LexUntil(size_t target) {
    // Tokens are written straight into the stream's current chunk; the
    // stream learns how many there are when this returns (or throws).
    AttachWriter();
    struct Publish {
      Lexer* lexer;
      ~Publish() { lexer->out_->filled_ = lexer->count_; }
    } publish{this};
    if (done_) return;
    // Finish() sets done_, and the loop returns right after it.
    while (count_ < target) {
      if (pos_ >= text_.size()) {
        Finish();
        return;
      }
      if (at_line_start_ && depth_ == 0) {
        if (!HandleLineStart()) {
          Finish();
          return;
        }
        at_line_start_ = false;
        // Lines of the program class's body (decorators, `def`s) are where
        // the parser may later re-lex a function from.
        if (indents_.size() == 2) RecordResumePoint();
        continue;
      }
      unsigned char c = static_cast<unsigned char>(text_[pos_]);
      // Most tokens are followed by one space: skip it without a dispatch.
      if (c == ' ') {
        ++pos_;
        ++col_;
        if (pos_ >= text_.size()) continue;
        c = static_cast<unsigned char>(text_[pos_]);
      }
      switch (kClasses.c[c]) {
        case kNameStart:
          LexName();
          break;
        case kNonAscii:
          LexNonAsciiName(pos_);
          break;
        case kBlank: {
          // A run of blanks (none is a newline): one column each.
          size_t p = pos_ + 1;
          while (p < text_.size() && kClasses.c[static_cast<unsigned char>(text_[p])] == kBlank) {
            ++p;
          }
          col_ += static_cast<int>(p - pos_);
          pos_ = p;
          break;
        }
        case kNewline:
          Advance();
          if (depth_ == 0) {
            if (count_ > 0 && last_kind_ != TokenKind::kNewline &&
                last_kind_ != TokenKind::kIndent && last_kind_ != TokenKind::kDedent) {
              Push(TokenKind::kNewline, "", line_ - 1, last_line_len_ + 1);
            }
            at_line_start_ = true;
          }
          break;
        case kDigit:
          if (!LexPlainDecimal()) LexNumber();  // LexNumber() tries it again: rare
          break;
        case kDot:
          if (pos_ + 1 < text_.size() && IsDigit(text_[pos_ + 1])) {
            LexNumber();
          } else {
            LexOperator();
          }
          break;
        case kQuote:
          LexString();
          break;
        case kHash:
          SkipComment();
          break;
        case kBackslash: {
          // Explicit line continuation: backslash followed by a newline.
          size_t p = pos_ + 1;
          while (p < text_.size() && (text_[p] == ' ' || text_[p] == '\t' || text_[p] == '\r')) ++p;
          if (p < text_.size() && text_[p] == '\n') {
            while (pos_ <= p) Advance();
            break;
          }
          Fail(line_, col_, "unexpected character '\\'");
        }
        default:
          LexOperator();
          break;
      }
    }
  }

  // The latest recorded line start from which token `i` is lexed again; none
  // (first_token == -1) if there is none.
  TokenStream::ResumePoint ResumePointFor(size_t i) const {
    auto after = std::upper_bound(
        resume_points_.begin(), resume_points_.end(), i,
        [](size_t index, const TokenStream::ResumePoint& p) { return index < p.first_token; });
    return after == resume_points_.begin() ? TokenStream::ResumePoint() : *(after - 1);
  }

  void Resume(const TokenStream::ResumePoint& p) {
    pos_ = p.offset;
    line_ = p.line;
    col_ = p.col;
    last_line_len_ = p.last_line_len;
    last_kind_ = p.last_kind;
    last_op_ = Op::kNone;  // a line's tokens follow NEWLINE/INDENT/DEDENT
    count_ = p.first_token;
    indents_ = p.indents;
    alt_indents_ = p.alt_indents;
    indent_tokens_ = p.indent_tokens;
    depth_ = 0;
    open_brackets_.clear();
    at_line_start_ = false;  // resume points are taken after the indentation
    done_ = false;
  }

  std::unique_ptr<std::deque<std::string>> TakeStrings() { return std::move(strings_); }
  const std::vector<TokenStream::Comment>& comments() const { return comments_; }

 private:
  static bool IsDigit(char c) { return kClasses.c[static_cast<unsigned char>(c)] == kDigit; }
  static bool IsNameChar(char c) {
    const uint8_t k = kClasses.c[static_cast<unsigned char>(c)];
    return k == kNameStart || k == kDigit;
  }

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

  // End of input: closes the last line and the open blocks, then kEnd.
  void Finish() {
    if (depth_ > 0) {
      Fail(open_brackets_.back().line, open_brackets_.back().col,
           absl::StrCat("unclosed '", OpSpelling(open_brackets_.back().op), "'"));
    }
    if (count_ > 0 && last_kind_ != TokenKind::kNewline && last_kind_ != TokenKind::kDedent &&
        last_kind_ != TokenKind::kIndent) {
      Push(TokenKind::kNewline, "", line_, col_);
    }
    while (indents_.size() > 1) {
      indents_.pop_back();
      alt_indents_.pop_back();
      Push(TokenKind::kDedent, "", line_, col_);
      RecordMatch(indent_tokens_.back(), count_ - 1);
      indent_tokens_.pop_back();
    }
    Push(TokenKind::kEnd, "", line_, col_);
    done_ = true;
  }

  // One entry per line of the class body, in token order (a re-lex after
  // Resume() records nothing new).
  void RecordResumePoint() {
    if (!resume_points_.empty() && resume_points_.back().first_token >= count_) return;
    TokenStream::ResumePoint& p = resume_points_.emplace_back();
    p.first_token = count_;
    p.offset = pos_;
    p.line = line_;
    p.col = col_;
    p.last_line_len = last_line_len_;
    p.last_kind = last_kind_;
    p.indents = indents_;
    p.alt_indents = alt_indents_;
    p.indent_tokens = indent_tokens_;
  }

  // Points the writer at the slot of token `count_` in the stream's chunks (none: the next
  // Push() starts a chunk). Chunk k holds tokens base_ + k * kChunkTokens onwards.
  void AttachWriter() {
    const size_t slot = count_ - out_->base_;
    const size_t chunk = slot / TokenStream::kChunkTokens;
    if (chunk < out_->chunks_.size()) {
      write_ = out_->chunks_[chunk] + slot % TokenStream::kChunkTokens;
      write_end_ = out_->chunks_[chunk] + TokenStream::kChunkTokens;
    } else {
      write_ = write_end_ = nullptr;
    }
  }
  ABSL_ATTRIBUTE_NOINLINE void StartChunk() {
    out_->chunks_.push_back(out_->NewChunk());
    write_ = out_->chunks_.back();
    write_end_ = write_ + TokenStream::kChunkTokens;
  }

  ABSL_ATTRIBUTE_ALWAYS_INLINE Token& Push(TokenKind kind, absl::string_view text, int line,
                                           int col) {
    ++count_;
    last_kind_ = kind;
    last_op_ = Op::kNone;
    if (ABSL_PREDICT_FALSE(write_ == write_end_)) StartChunk();
    // Token is trivially destructible: a slot is simply constructed over.
    Token& t = *new (write_++) Token;
    t.kind = kind;
    t.data = text.data();
    t.size = static_cast<uint32_t>(text.size());
    t.line = line;
    t.col = col;
    return t;
  }

  [[noreturn]] void FailInconsistentTabs() {
    Fail(line_, col_, "inconsistent use of tabs and spaces in indentation");
  }

  // A comment runs to the end of the line. Like Python, which rejects such
  // source files, a NUL byte or malformed UTF-8 inside it is an error.
  void SkipComment() {
    if (pos_ >= next_comment_pos_) {
      size_t end = text_.find('\n', pos_);
      if (end == absl::string_view::npos) end = text_.size();
      size_t begin = pos_ + 1;
      if (begin < end && text_[begin] == ' ') ++begin;
      size_t stop = end;
      if (stop > begin && text_[stop - 1] == '\r') --stop;
      comments_.push_back({line_, col_ - 1, text_.substr(begin, stop - begin)});
      next_comment_pos_ = end;
    }
    while (pos_ < text_.size() && text_[pos_] != '\n') {
      unsigned char c = static_cast<unsigned char>(text_[pos_]);
      if (c == 0) Fail(line_, col_, "unexpected byte 0x0 in a comment");
      if (c >= 0x80) {
        int n = Utf8SequenceLength(text_.substr(pos_));
        if (n == 0) {
          Fail(line_, col_, absl::StrCat("invalid UTF-8 byte 0x", absl::Hex(c), " in a comment"));
        }
        for (int i = 0; i < n; ++i) Advance();
        continue;
      }
      Advance();
    }
  }

  // Measures the indentation of a logical line; skips blank and comment-only
  // lines. Emits INDENT/DEDENT. Returns false at end of input.
  bool HandleLineStart() {
    while (true) {
      // As in Python, the width is measured twice, with tabs to multiples of
      // 8 and with tabs as one column; indentation whose comparison depends
      // on the tab size is ambiguous and rejected.
      int width = 0, alt_width = 0;
      // Spaces only (the common case): count them in one go.
      size_t spaces = pos_;
      while (spaces < text_.size() && text_[spaces] == ' ') ++spaces;
      width = alt_width = static_cast<int>(spaces - pos_);
      col_ += width;
      pos_ = spaces;
      while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' ||
                                     text_[pos_] == '\r' || text_[pos_] == '\f')) {
        if (text_[pos_] == '\t') {
          width = (width / 8 + 1) * 8;
          ++alt_width;
        } else if (text_[pos_] == ' ') {
          ++width;
          ++alt_width;
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
        SkipComment();
        continue;
      }
      if (width > indents_.back()) {
        if (count_ == 0) Fail(line_, col_, "unexpected indent");
        if (alt_width <= alt_indents_.back()) FailInconsistentTabs();
        indents_.push_back(width);
        alt_indents_.push_back(alt_width);
        Push(TokenKind::kIndent, "", line_, col_);
        indent_tokens_.push_back(count_ - 1);
      } else {
        while (width < indents_.back()) {
          indents_.pop_back();
          alt_indents_.pop_back();
          Push(TokenKind::kDedent, "", line_, col_);
          RecordMatch(indent_tokens_.back(), count_ - 1);
          indent_tokens_.pop_back();
        }
        if (width != indents_.back()) {
          Fail(line_, col_, "unindent does not match any outer indentation level");
        }
        if (alt_width != alt_indents_.back()) FailInconsistentTabs();
      }
      return true;
    }
  }

  ABSL_ATTRIBUTE_ALWAYS_INLINE void LexName() {
    const size_t start = pos_;
    const size_t end =
        pos_ + 1 + NameRunLength(text_.data() + pos_ + 1, text_.data() + text_.size());
    // String prefixes: r"..." (raw) and u"..." (the default).
    if (end == start + 1 && end < text_.size() && (text_[end] == '"' || text_[end] == '\'')) {
      const char p = text_[start];
      if (p == 'r' || p == 'R' || p == 'u' || p == 'U') {
        const int line = line_, col = col_;
        Advance();
        LexString(p == 'r' || p == 'R', line, col);
        return;
      }
    }
    if (ABSL_PREDICT_FALSE(end < text_.size() &&
                           kClasses.c[static_cast<unsigned char>(text_[end])] == kNonAscii)) {
      LexNonAsciiName(start);
      return;
    }
    // String prefixes (r"...", b'...') are not part of the DSL.
    PushName(start, end);
  }

  // The name text_[start, end) (in range by construction: no substr() bounds
  // check) as a token; the position moves past it.
  void PushName(size_t start, size_t end) {
    const absl::string_view name(text_.data() + start, end - start);
    Token& t = Push(TokenKind::kName, name, line_, col_);
    t.kw = keywords_.Find(name);
    pos_ = end;
    col_ += static_cast<int>(end - start);
  }

  // A name with non-ASCII letters (Python 3 identifiers such as `xα`),
  // starting at `start`: runs of ASCII name characters and well-formed UTF-8
  // sequences. Names must be UTF-8, as every IR string.
  void LexNonAsciiName(size_t start) {
    size_t end = start;
    while (end < text_.size()) {
      const uint8_t k = kClasses.c[static_cast<unsigned char>(text_[end])];
      if (k == kNameStart || k == kDigit) {
        ++end;
      } else if (k == kNonAscii) {
        const int n = Utf8SequenceLength(text_.substr(end));
        if (n == 0) {
          Fail(line_, col_ + static_cast<int>(end - start),
               absl::StrCat("invalid UTF-8 byte 0x",
                            absl::Hex(static_cast<unsigned char>(text_[end])), " in a name"));
        }
        end += static_cast<size_t>(n);
      } else {
        break;
      }
    }
    PushName(start, end);
  }

  void LexNumber() {
    int line = line_, col = col_;
    size_t start = pos_;
    if (LexPlainDecimal()) return;
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
      const uint64_t v = std::strtoull(digits.c_str(), &end, base);
      if (errno != 0 || *end != '\0' || v > static_cast<uint64_t>(INT64_MAX)) {
        Fail(line, col,
             absl::StrCat("invalid or out-of-range integer literal '",
                          text_.substr(start, pos_ - start), "'"));
      }
      Token& t = Push(TokenKind::kInt, text_.substr(start, pos_ - start), line, col);
      t.int_value = static_cast<int64_t>(v);
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
    absl::string_view spelling = text_.substr(start, pos_ - start);
    if (is_float) {
      errno = 0;
      char* end = nullptr;
      double v = std::strtod(digits.c_str(), &end);
      if (*end != '\0') Fail(line, col, absl::StrCat("invalid float literal '", spelling, "'"));
      // Underflow reads as 0 and overflow as an infinity, as in Python.
      Token& t = Push(TokenKind::kFloat, spelling, line, col);
      t.float_value = v;
    } else {
      errno = 0;
      char* end = nullptr;
      const uint64_t v = std::strtoull(digits.c_str(), &end, 10);
      // 2**63 only right after a '-': the printed form of INT64_MIN. The token
      // then carries INT64_MIN, which the parser accepts only as the operand
      // of that minus (see Parser::ParseUnary); anywhere else it is rejected.
      const bool after_minus = last_kind_ == TokenKind::kOp && last_op_ == Op::kMinus;
      const uint64_t limit = static_cast<uint64_t>(INT64_MAX) + (after_minus ? 1 : 0);
      if (errno != 0 || *end != '\0' || v > limit) {
        Fail(line, col, absl::StrCat("integer literal '", spelling, "' is out of range"));
      }
      Token& t = Push(TokenKind::kInt, spelling, line, col);
      t.int_value = v > static_cast<uint64_t>(INT64_MAX) ? INT64_MIN : static_cast<int64_t>(v);
    }
  }

  // Digits only, ending in neither a name character, `.`, nor an exponent, with a value up to
  // INT64_MAX: the common integer literal, without the general path's copy and strtoull.
  // Returns false (nothing consumed) for every other literal.
  ABSL_ATTRIBUTE_ALWAYS_INLINE bool LexPlainDecimal() {
    // Through local pointers: the token stores below would otherwise make the
    // compiler reload text_ for every digit.
    const char* const begin = text_.data() + pos_;
    const char* const end = text_.data() + text_.size();
    const char* p = begin;
    uint64_t v = 0;
    while (p < end && IsDigit(*p)) {
      if (p - begin >= 18) return false;  // may not fit: the general path checks the range
      v = v * 10 + static_cast<uint64_t>(*p - '0');
      ++p;
    }
    if (p < end && (IsNameChar(*p) || *p == '.')) return false;
    const size_t n = static_cast<size_t>(p - begin);
    Token& t = Push(TokenKind::kInt, absl::string_view(begin, n), line_, col_);
    t.int_value = static_cast<int64_t>(v);
    col_ += static_cast<int>(n);
    pos_ += n;
    return true;
  }

  // Appends code point `cp` as UTF-8 (false when it is no scalar value).
  static bool AppendUtf8(uint32_t cp, std::string* out) {
    if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    if (cp < 0x80) {
      out->push_back(static_cast<char>(cp));
    } else if (cp < 0x800) {
      out->push_back(static_cast<char>(0xC0 | (cp >> 6)));
      out->push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
      out->push_back(static_cast<char>(0xE0 | (cp >> 12)));
      out->push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
      out->push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else {
      out->push_back(static_cast<char>(0xF0 | (cp >> 18)));
      out->push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
      out->push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
      out->push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    }
    return true;
  }

  // After a backslash: Python's escapes with a code (octal, \x, \u, \U).
  // Returns false when `e` starts none of them.
  bool LexCodeEscape(char e, int line, int col, std::string* value) {
    auto hex_value = [](char c) -> int {
      if (c >= '0' && c <= '9') return c - '0';
      if (c >= 'a' && c <= 'f') return c - 'a' + 10;
      if (c >= 'A' && c <= 'F') return c - 'A' + 10;
      return -1;
    };
    uint32_t cp = 0;
    if (e >= '0' && e <= '7') {
      for (int n = 0; n < 3 && pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '7';
           ++n) {
        cp = cp * 8 + static_cast<uint32_t>(text_[pos_] - '0');
        Advance();
      }
    } else if (e == 'x' || e == 'u' || e == 'U') {
      const int digits = e == 'x' ? 2 : e == 'u' ? 4 : 8;
      Advance();
      for (int n = 0; n < digits; ++n) {
        const int h = pos_ < text_.size() ? hex_value(text_[pos_]) : -1;
        if (h < 0) Fail(line, col, absl::StrCat("truncated \\", std::string(1, e), " escape"));
        cp = cp * 16 + static_cast<uint32_t>(h);
        Advance();
      }
    } else {
      return false;
    }
    if (cp == 0 || !AppendUtf8(cp, value)) {
      Fail(line, col,
           absl::StrCat("the escape gives code point ", cp,
                        ", which a string of the IR cannot hold"));
    }
    return true;
  }

  // At the opening quote; a prefix before it started at `line`:`col` (0: none).
  void LexString(bool raw = false, int line = 0, int col = 0) {
    if (line == 0) {
      line = line_;
      col = col_;
    }
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
      if (c == '\\' && raw) {
        // A raw string keeps the backslash; it still escapes a quote.
        value.push_back(c);
        Advance();
        if (pos_ < text_.size() && (text_[pos_] == quote || text_[pos_] == '\\')) {
          value.push_back(text_[pos_]);
          Advance();
        }
        continue;
      }
      if (c == '\\') {
        Advance();
        if (pos_ >= text_.size()) Fail(line, col, "unterminated string literal");
        char e = text_[pos_];
        if (LexCodeEscape(e, line, col, &value)) continue;
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
          case 'a':
            value.push_back('\a');
            break;
          case 'b':
            value.push_back('\b');
            break;
          case 'f':
            value.push_back('\f');
            break;
          case 'v':
            value.push_back('\v');
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
            // Not an escape: the backslash stays, and the character after it
            // is read as any other (a multi-byte one whole, checked as UTF-8).
            value.push_back('\\');
            continue;
        }
        Advance();
        continue;
      }
      if (c == '\0') Fail(line_, col_, "unexpected byte 0x0 in a string literal");
      if (static_cast<unsigned char>(c) >= 0x80) {
        // IR strings (and the protobuf fields they travel in) must be UTF-8.
        int n = Utf8SequenceLength(text_.substr(pos_));
        if (n == 0) {
          Fail(line_, col_,
               absl::StrCat("invalid UTF-8 byte 0x", absl::Hex(static_cast<unsigned char>(c)),
                            " in a string literal"));
        }
        for (int i = 0; i < n; ++i) {
          value.push_back(text_[pos_]);
          Advance();
        }
        continue;
      }
      value.push_back(c);
      Advance();
    }
    if (!strings_) strings_ = std::make_unique<std::deque<std::string>>();
    strings_->push_back(std::move(value));
    Token& t = Push(TokenKind::kString, strings_->back(), line, col);
    t.string_end = {line_, col_};
  }

  ABSL_ATTRIBUTE_ALWAYS_INLINE void LexOperator() {
    const int line = line_, col = col_;
    int len = 0;
    const Op op = MatchOperator(text_.data() + pos_, text_.size() - pos_, &len);
    if (op != Op::kNone) {
      const absl::string_view sv(text_.data() + pos_, static_cast<size_t>(len));
      pos_ += sv.size();  // operators hold no newline
      col_ += static_cast<int>(sv.size());
      Token& t = Push(TokenKind::kOp, sv, line, col);
      t.op = op;
      last_op_ = op;
      if (op == Op::kLParen || op == Op::kLBracket || op == Op::kLBrace) {
        if (depth_ >= max_depth_) Fail(line, col, "brackets nested too deeply");
        ++depth_;
        // Stored field by field: a brace-initialised temporary is built on
        // the stack with a 1-byte store and copied with a wider load, which
        // stalls store forwarding.
        OpenBracket& open = open_brackets_.emplace_back();
        open.op = op;
        open.line = line;
        open.col = col;
        open.token = count_ - 1;
      } else if (op == Op::kRParen || op == Op::kRBracket || op == Op::kRBrace) {
        if (depth_ == 0) Fail(line, col, absl::StrCat("unmatched '", sv, "'"));
        const OpenBracket& open = open_brackets_.back();
        bool ok = (open.op == Op::kLParen && op == Op::kRParen) ||
                  (open.op == Op::kLBracket && op == Op::kRBracket) ||
                  (open.op == Op::kLBrace && op == Op::kRBrace);
        if (!ok) {
          Fail(line, col,
               absl::StrCat("closing '", sv, "' does not match '", OpSpelling(open.op), "' at ",
                            open.line, ":", open.col));
        }
        --depth_;
        RecordMatch(open.token, count_ - 1);
        open_brackets_.pop_back();
      }
      return;
    }
    unsigned char c = static_cast<unsigned char>(text_[pos_]);
    if (c >= 0x20 && c < 0x7f) {
      Fail(line, col, absl::StrCat("unexpected character '", std::string(1, text_[pos_]), "'"));
    }
    Fail(line, col, absl::StrCat("unexpected byte 0x", absl::Hex(c)));
  }

  struct OpenBracket {
    Op op;
    int line;
    int col;
    size_t token;  // index of the opening token
  };

  // Stores in the opening token `open` (a bracket or an INDENT) how far ahead
  // its closing token `close` (the bracket or DEDENT) is, as
  // Token::match_distance, while the opening token is still in the stream's
  // chunks (it may have been dropped).
  void RecordMatch(size_t open, size_t close) {
    if (open < out_->base_) return;
    const size_t slot = open - out_->base_;
    const size_t chunk = slot / TokenStream::kChunkTokens;
    if (chunk >= out_->chunks_.size()) return;
    out_->chunks_[chunk][slot % TokenStream::kChunkTokens].match_distance =
        static_cast<int64_t>(close - open);
  }

  TokenStream* out_;
  Token* write_ = nullptr;  // the slot of the next token, in the current chunk
  Token* write_end_ = nullptr;
  absl::string_view text_;
  FileRef file_;
  int max_depth_;
  const KeywordTable& keywords_ = Keywords();
  size_t count_ = 0;  // tokens lexed so far
  TokenKind last_kind_ = TokenKind::kEnd;
  Op last_op_ = Op::kNone;  // of the last token, when an operator
  bool at_line_start_ = true;
  bool done_ = false;
  std::vector<TokenStream::ResumePoint> resume_points_;  // by first_token
  // line_ and col_ are not adjacent on purpose: the compiler would read them
  // as one 8-byte load right after col_'s 4-byte store, which the CPU cannot
  // forward (a stall on every token).
  int line_ = 1;
  size_t pos_ = 0;
  int col_ = 1;
  int last_line_len_ = 0;
  int depth_ = 0;
  std::vector<OpenBracket> open_brackets_;
  std::vector<int> indents_;
  std::vector<int> alt_indents_;       // widths with a tab counted as one column
  std::vector<size_t> indent_tokens_;  // the INDENT token of each level (see RecordMatch)
  std::unique_ptr<std::deque<std::string>> strings_;  // decoded string literals
  std::vector<TokenStream::Comment> comments_;
  size_t next_comment_pos_ = 0;  // comments before this offset are recorded
};

TokenStream::TokenStream(absl::string_view text, FileRef file, int max_depth, size_t kept_chunks)
    : lexer_(std::make_unique<Lexer>(this, text, file, max_depth)), kept_chunks_(kept_chunks) {}

TokenStream::~TokenStream() = default;

bool TokenStream::LexAhead() {
  if (lexer_->done()) return false;
  lexer_->LexUntil(filled_ + kLexBatch);
  return true;
}

Token* TokenStream::NewChunk() {
  if (free_chunks_.empty()) {
    // Raw storage: the lexer constructs each token in place when it is lexed.
    // Slabs of 1, 2, 4, ... up to 64 chunks: glibc merges all its freed small
    // blocks before serving each large request, which per 8 KB chunk cost as
    // much as lexing the chunk; small programs still get small slabs.
    const size_t n = size_t{1} << std::min<size_t>(storage_.size(), 6);
    storage_.emplace_back(new TokenStorage[n * kChunkTokens]);  // not zeroed
    Token* const slab = reinterpret_cast<Token*>(storage_.back().get());
    for (size_t k = n; k-- > 0;) free_chunks_.push_back(slab + k * kChunkTokens);
  }
  Token* chunk = free_chunks_.back();
  free_chunks_.pop_back();
  return chunk;
}

const Token& TokenStream::FetchSlow(size_t i) const {
  if (i < base_) ThrowInternal("the parser read a token it had dropped");
  // In batches: a call per token or per line would cost as much as lexing.
  if (!lexer_->done()) lexer_->LexUntil(i + kLexBatch);
  if (i < filled_) return (*this)[i];
  // Past the end: the final kEnd token (the lexer is done here).
  return (*this)[filled_ - 1];
}

TokenStream::ResumePoint TokenStream::ResumePointFor(size_t i) {
  ResumePoint point = lexer_->ResumePointFor(i - 1);
  // Without one (a class body the lexer did not see as one), never drop.
  if (point.first_token == static_cast<size_t>(-1)) pinned_ = true;
  return point;
}

void TokenStream::Rewind(const ResumePoint& point, size_t i) {
  if (i - 1 >= base_) return;  // still buffered, or ahead of the lexer
  if (point.first_token == static_cast<size_t>(-1) || point.first_token > i - 1) {
    ThrowInternal("token stream rewound past its resume point");
  }
  for (Token* chunk : chunks_) free_chunks_.push_back(chunk);
  chunks_.clear();
  base_ = filled_ = point.first_token;
  lexer_->Resume(point);
}

void TokenStream::DiscardBefore(size_t i) {
  // Below the budget nothing is dropped, so that a program of up to a few MB
  // is lexed once; above it, the parser re-lexes the bodies in pass 2.
  if (pinned_ || (!dropping_ && chunks_.size() <= kept_chunks_)) return;
  // Once over the budget, keep the window small: a buffer that cycles through
  // the whole budget would miss the cache on every token.
  dropping_ = true;
  size_t drop = i > base_ ? (i - base_) / kChunkTokens : 0;
  drop = std::min(drop, chunks_.empty() ? size_t{0} : chunks_.size() - 1);
  if (drop == 0) return;
  free_chunks_.insert(free_chunks_.end(), chunks_.begin(), chunks_.begin() + drop);
  chunks_.erase(chunks_.begin(), chunks_.begin() + drop);
  base_ += drop * kChunkTokens;
}

std::unique_ptr<std::deque<std::string>> TokenStream::TakeStrings() {
  return lexer_->TakeStrings();
}

const std::vector<TokenStream::Comment>& TokenStream::comments() const {
  return lexer_->comments();
}

TokenList Tokenize(absl::string_view text, FileRef file, int max_depth) {
  TokenStream stream(text, file, max_depth);
  TokenList list;
  for (size_t i = 0;; ++i) {
    list.tokens.push_back(stream[i]);
    if (list.tokens.back().kind == TokenKind::kEnd) break;
  }
  list.strings = stream.TakeStrings();
  return list;
}

absl::string_view KwSpelling(Kw kw) {
  for (const KeywordEntry& e : kKeywords) {
    if (e.kw == kw) return e.text;
  }
  return "";
}

absl::string_view OpSpelling(Op op) {
  int i = static_cast<int>(op);
  return i >= 1 && i <= kNumOps ? kOpSpellings[i - 1] : absl::string_view();
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
