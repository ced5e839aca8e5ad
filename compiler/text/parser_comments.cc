// Source comments: which statement each `#` comment and docstring of a
// function body is printed above (see Parser::LoadFunctionComments).
#include <algorithm>
#include <climits>
#include <iterator>
#include <utility>

#include "absl/strings/str_cat.h"
#include "compiler/text/parser_internal.h"

namespace ptoc::text::internal {
namespace {

// Python's str.splitlines(); an empty text is one empty line.
ir::CommentLines SplitDocstring(absl::string_view text) {
  ir::CommentLines lines;
  size_t start = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    size_t width = 0;  // bytes of the line break at i
    if (c == '\n' || c == '\r' || c == '\v' || c == '\f' || (c >= 0x1c && c <= 0x1e)) {
      width = c == '\r' && i + 1 < text.size() && text[i + 1] == '\n' ? 2 : 1;
    } else if (c == 0xC2 && i + 1 < text.size() &&
               static_cast<unsigned char>(text[i + 1]) == 0x85) {
      width = 2;  // U+0085
    } else if (c == 0xE2 && i + 2 < text.size() &&
               static_cast<unsigned char>(text[i + 1]) == 0x80 &&
               (static_cast<unsigned char>(text[i + 2]) == 0xA8 ||
                static_cast<unsigned char>(text[i + 2]) == 0xA9)) {
      width = 3;  // U+2028, U+2029
    }
    if (width == 0) continue;
    lines.emplace_back(text.substr(start, i - start));
    i += width - 1;
    start = i + 1;
  }
  if (start < text.size() || lines.empty()) lines.emplace_back(text.substr(start));
  return lines;
}

}  // namespace

void Parser::LoadFunctionComments(const FuncSig& sig) {
  pending_comments_.clear();
  const auto& comments = tokens_.comments();
  if (comments.empty()) return;
  // A function owns the lines from its `def` to the line before the next
  // function's `def` (functions are in source order).
  // Both lookups by binary search: a scan of every function and comment per
  // function made this quadratic in the number of functions.
  if (def_lines_.size() != sigs_.size()) {
    def_lines_.clear();
    for (const FuncSig& other : sigs_) def_lines_.push_back(other.def_span.begin_line);
    std::sort(def_lines_.begin(), def_lines_.end());
  }
  const int first = sig.def_span.begin_line;
  const auto next_def = std::upper_bound(def_lines_.begin(), def_lines_.end(), first);
  const int last = next_def == def_lines_.end() ? INT_MAX : *next_def - 1;
  // Comments are recorded in source order.
  auto c = std::lower_bound(
      comments.begin(), comments.end(), first,
      [](const TokenStream::Comment& comment, int line) { return comment.line < line; });
  for (; c != comments.end() && c->line <= last; ++c) {
    pending_comments_[c->line].emplace_back(c->col, std::string(c->text));
  }
}

size_t Parser::DocstringTokens() const {
  size_t k = 0;
  while (Peek(k).kind == TokenKind::kString) ++k;
  return k > 0 && Peek(k).kind == TokenKind::kNewline ? k : 0;
}

ir::CommentLines Parser::DrainSimpleStatementComments() {
  ir::CommentLines leading;
  if (pending_comments_.empty()) return leading;
  size_t k = 0;
  while (Peek(k).kind != TokenKind::kNewline && Peek(k).kind != TokenKind::kEnd) ++k;
  const int end_line = Peek(k).line;
  for (auto it = pending_comments_.begin();
       it != pending_comments_.end() && it->first <= end_line;) {
    for (auto& entry : it->second) leading.push_back(std::move(entry.second));
    it = pending_comments_.erase(it);
  }
  return leading;
}

void Parser::ParseStatementWithComments(std::vector<ir::StmtPtr>* out, bool first_in_block) {
  const Token& start = Peek();
  // A docstring's lines are comments even when no `#` comment is pending.
  const size_t docstring_tokens = DocstringTokens();
  const bool docstring = docstring_tokens > 0;
  if (pending_comments_.empty() && !docstring) return ParseStatement(out);
  const int line = start.line;
  const int col = start.col - 1;
  // Comments deeper than this statement on earlier lines were inside a
  // sibling block that has ended.
  if (!first_in_block) DiscardStaleComments(line, col);
  if (pending_comments_.empty() && !docstring) return ParseStatement(out);

  ir::CommentLines leading;
  const bool compound =
      start.kind == TokenKind::kName && (start.kw == Kw::kFor || start.kw == Kw::kWhile ||
                                         start.kw == Kw::kIf || start.kw == Kw::kWith);
  if (compound) {
    leading = DrainCompoundComments();
  } else {
    // A simple statement takes everything up to its last line.
    leading = DrainSimpleStatementComments();
    // A docstring is no statement: its lines join the comments of the next one.
    if (docstring) {
      const int end_line = Peek(docstring_tokens).line;
      std::string text;  // adjacent literals are one string
      for (size_t k = 0; k < docstring_tokens; ++k) absl::StrAppend(&text, Peek(k).text());
      ir::CommentLines doc = SplitDocstring(text);
      leading.insert(leading.end(), std::make_move_iterator(doc.begin()),
                     std::make_move_iterator(doc.end()));
      ParseStatement(out);
      RequeueComments(end_line + 1, col, std::move(leading));
      return;
    }
  }
  const size_t before = out->size();
  ParseStatement(out);
  if (leading.empty() || AttachToFirst(out, before, &leading)) return;
  // Nothing took them (`pass`, a static check): they go to the next statement.
  int end_line = line;
  for (size_t i = pos_; i > 0; --i) {
    const Token& t = tokens_[i - 1];
    if (t.kind != TokenKind::kDedent && t.kind != TokenKind::kIndent) {
      end_line = t.line;
      break;
    }
  }
  RequeueComments(end_line + 1, col, std::move(leading));
}

ir::CommentLines Parser::DrainCompoundComments() {
  ir::CommentLines leading;
  const int stmt_line = Peek().line;
  // The header ends at the first ':' outside brackets.
  size_t colon = 0;
  int depth = 0;
  for (size_t k = 1;; ++k) {
    const Token& t = Peek(k);
    if (t.kind == TokenKind::kEnd || t.kind == TokenKind::kNewline) return leading;
    if (t.kind != TokenKind::kOp) continue;
    if (t.op == Op::kLParen || t.op == Op::kLBracket || t.op == Op::kLBrace) ++depth;
    if (t.op == Op::kRParen || t.op == Op::kRBracket || t.op == Op::kRBrace) --depth;
    if (depth == 0 && t.op == Op::kColon) {
      colon = k;
      break;
    }
  }
  // The header's last line is that of its expressions; parentheses around an
  // if / while condition are not part of it.
  size_t last = colon - 1;
  const Token& keyword = Peek();
  if ((keyword.kw == Kw::kIf || keyword.kw == Kw::kWhile || keyword.kw == Kw::kElif) &&
      IsOp(Peek(1), Op::kLParen) && IsOp(Peek(last), Op::kRParen) && last > 2) {
    int inner = 0;
    bool encloses = true;
    for (size_t k = 1; k < last; ++k) {
      const Token& t = Peek(k);
      if (t.kind != TokenKind::kOp) continue;
      if (t.op == Op::kLParen || t.op == Op::kLBracket || t.op == Op::kLBrace) ++inner;
      if (t.op == Op::kRParen || t.op == Op::kRBracket || t.op == Op::kRBrace) --inner;
      if (inner == 0) encloses = false;  // the first '(' closed before the end
    }
    if (encloses) --last;
  }
  const int header_end = Peek(last).line;
  const bool indented =
      Peek(colon + 1).kind == TokenKind::kNewline && Peek(colon + 2).kind == TokenKind::kIndent;
  const Token& body = Peek(indented ? colon + 3 : colon + 1);
  const int body_col = body.col - 1;
  for (auto it = pending_comments_.begin();
       it != pending_comments_.end() && it->first <= body.line - 1;) {
    const int line = it->first;
    if (line >= stmt_line && line <= header_end) {
      // On the header's lines: the statement's, whatever the column.
      for (auto& entry : it->second) leading.push_back(std::move(entry.second));
      it = pending_comments_.erase(it);
      continue;
    }
    if (line > header_end) {  // between the header and the body: the body's
      ++it;
      continue;
    }
    // Above the statement: the statement's when less indented than its body.
    std::vector<std::pair<int, std::string>> kept;
    for (auto& entry : it->second) {
      if (entry.first < body_col) {
        leading.push_back(std::move(entry.second));
      } else {
        kept.push_back(std::move(entry));
      }
    }
    if (kept.empty()) {
      it = pending_comments_.erase(it);
    } else {
      it->second = std::move(kept);
      ++it;
    }
  }
  return leading;
}

void Parser::DiscardBlockTailComments(int first_line, int col, int last_line) {
  for (auto it = pending_comments_.lower_bound(first_line);
       it != pending_comments_.end() && it->first <= last_line;) {
    auto& entries = it->second;
    entries.erase(std::remove_if(entries.begin(), entries.end(),
                                 [col](const auto& e) { return e.first >= col; }),
                  entries.end());
    it = entries.empty() ? pending_comments_.erase(it) : std::next(it);
  }
}

void Parser::DiscardStaleComments(int line, int col) {
  for (auto it = pending_comments_.begin(); it != pending_comments_.end() && it->first < line;) {
    auto& entries = it->second;
    entries.erase(std::remove_if(entries.begin(), entries.end(),
                                 [col](const auto& e) { return e.first > col; }),
                  entries.end());
    it = entries.empty() ? pending_comments_.erase(it) : std::next(it);
  }
}

void Parser::RequeueComments(int line, int col, ir::CommentLines comments) {
  if (comments.empty()) return;
  auto& entries = pending_comments_[line];
  std::vector<std::pair<int, std::string>> merged;
  merged.reserve(comments.size() + entries.size());
  for (auto& text : comments) merged.emplace_back(col, std::move(text));
  for (auto& entry : entries) merged.push_back(std::move(entry));
  entries = std::move(merged);
}

bool Parser::AttachToFirst(std::vector<ir::StmtPtr>* out, size_t from, ir::CommentLines* comments) {
  if (comments->empty()) return true;
  if (from >= out->size()) return false;
  // `with pl.at(...) as tid:` emits a `tid = system.task_invalid()` placeholder
  // first, which the printer leaves out: the comments belong to the scope.
  if (from + 1 < out->size() && (*out)[from + 1]->kind() == ir::NodeKind::kScope) {
    auto assign = ir::As<ir::AssignStmt>((*out)[from]);
    auto call = assign ? ir::As<ir::Call>(assign->value()) : nullptr;
    if (call && !call->IsFunctionCall() && call->callee_name() == "system.task_invalid") ++from;
  }
  ir::StmtPtr target = (*out)[from];
  while (target && target->kind() == ir::NodeKind::kSeq) {
    const auto& stmts = static_cast<const ir::SeqStmts&>(*target).stmts();
    target = stmts.empty() ? nullptr : stmts.front();
  }
  // A statement that already took comments of its own keeps them; these go on.
  if (!target || target->has_leading_comments()) return false;
  ir::AttachLeadingComments(target, std::make_shared<const ir::CommentLines>(std::move(*comments)));
  comments->clear();
  return true;
}

}  // namespace ptoc::text::internal
