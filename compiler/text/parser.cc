// Entry point of the DSL parser and the program/function level of the
// grammar: header, `pl.dynamic` declarations, the `@pl.program` class, and
// two passes over the functions (signatures first, so calls may refer to
// functions defined later; then bodies).
#include "compiler/text/parser.h"

#include <algorithm>
#include <unordered_map>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/visitor.h"
#include "compiler/text/parser_internal.h"

namespace ptoc::text {
namespace internal {

int EditDistance(absl::string_view a, absl::string_view b) {
  const size_t n = a.size(), m = b.size();
  // Three rolling rows: i-2, i-1, i.
  std::vector<int> prev2(m + 1), prev(m + 1), cur(m + 1);
  for (size_t j = 0; j <= m; ++j) prev[j] = static_cast<int>(j);
  for (size_t i = 1; i <= n; ++i) {
    cur[0] = static_cast<int>(i);
    for (size_t j = 1; j <= m; ++j) {
      int cost = a[i - 1] == b[j - 1] ? 0 : 1;
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
        cur[j] = std::min(cur[j], prev2[j - 2] + 1);
      }
    }
    std::swap(prev2, prev);
    std::swap(prev, cur);
  }
  return prev[m];
}

std::string ClosestName(absl::string_view name, const std::vector<std::string>& candidates) {
  const int limit = std::max<int>(1, static_cast<int>(name.size()) / 3);
  std::string best;
  int best_distance = limit + 1;
  for (const std::string& c : candidates) {
    if (c == name) continue;
    int d = EditDistance(name, c);
    // A name that would have to be replaced entirely is no misspelling.
    if (d >= static_cast<int>(name.size()) || d >= static_cast<int>(c.size())) continue;
    if (d < best_distance || (d == best_distance && c < best)) {
      best = c;
      best_distance = d;
    }
  }
  return best;
}

std::string DidYouMean(absl::string_view name, const std::vector<std::string>& candidates,
                       absl::string_view prefix) {
  std::string best = ClosestName(name, candidates);
  if (best.empty()) return "";
  return absl::StrCat("\nhelp: did you mean '", prefix, best, "'?");
}

std::vector<std::string> DTypeNames() {
  std::vector<std::string> names;
  for (int i = 0; i < ir::kNumDataTypes; ++i) {
    if (static_cast<ir::DataType>(i) == ir::DataType::kFP64) continue;  // no DSL name
    names.emplace_back(ir::DataTypeName(static_cast<ir::DataType>(i)));
  }
  return names;
}

std::vector<std::string> PrefixedAttributeNames() {
  std::vector<std::string> names = DTypeNames();
  for (const char* n :
       {"Tensor",       "Tile",       "Scalar",     "Tuple",        "Array",      "Ptr",
        "MemRef",       "MemRefType", "TensorView", "TileView",     "Mem",        "MemorySpace",
        "FunctionType", "Level",      "Role",       "TensorLayout", "TileLayout", "PadValue",
        "CompactMode",  "SplitMode",  "AtomicType", "PipeType",     "ND",         "DN",
        "NZ",           "Out",        "InOut",      "AUTO"}) {
    names.emplace_back(n);
  }
  return names;
}

Parser::Parser(absl::string_view text, const ParseOptions& options, FileRef file)
    : tokens_(text, file, std::max(1, options.max_nesting_depth),
              std::max<size_t>(1, options.token_window / TokenStream::kChunkTokens)),
      options_(options),
      file_(file),
      source_(text) {}

// ---------------------------------------------------------------------------
// Token helpers

static std::string Describe(const Token& t) {
  switch (t.kind) {
    case TokenKind::kName:
    case TokenKind::kOp:
    case TokenKind::kInt:
    case TokenKind::kFloat:
      return absl::StrCat("'", t.text(), "'");
    case TokenKind::kString:
      return "a string";
    default:
      return TokenKindName(t.kind);
  }
}

void Parser::FailExpectedOp(Op op, absl::string_view context) const {
  Fail(Peek(), absl::StrCat("expected '", OpSpelling(op), "'", context.empty() ? "" : " ", context,
                            ", found ", Describe(Peek())));
}

const Token& Parser::ExpectName(absl::string_view context) {
  if (Peek().kind != TokenKind::kName || IsReserved(Peek().kw)) {
    Fail(Peek(), absl::StrCat("expected a name", context.empty() ? "" : " ", context, ", found ",
                              Describe(Peek())));
  }
  return Next();
}

void Parser::ExpectKw(Kw kw) {
  if (!PeekKw(kw)) {
    Fail(Peek(), absl::StrCat("expected '", KwSpelling(kw), "', found ", Describe(Peek())));
  }
  Next();
}

void Parser::ExpectNewline() {
  if (Peek().kind == TokenKind::kNewline) {
    Next();
    return;
  }
  if (Peek().kind == TokenKind::kEnd || Peek().kind == TokenKind::kDedent) return;
  Fail(Peek(), absl::StrCat("expected end of line, found ", Describe(Peek())));
}

const Token& Parser::PeekSlow(size_t k) const {
  const Token& t = tokens_[pos_ + k];  // may lex
  if (k == 0 && tokens_.Buffered(pos_)) {
    cur_ = &t;
    cur_end_ = tokens_.RunEnd(pos_);
  }
  return t;
}

Span Parser::SpanOf(const Token& t) const {
  Span s;
  s.file = file_;
  s.begin_line = t.line;
  s.begin_col = t.col;
  s.end_line = t.end_line();
  s.end_col = t.end_col();
  return s;
}

Span Parser::SpanFrom(const Token& begin) const {
  Span s = SpanOf(begin);
  if (pos_ > 0) {
    const Token& last = tokens_[pos_ - 1];
    if (last.line > s.begin_line || (last.line == s.begin_line && last.end_col() >= s.begin_col)) {
      s.end_line = last.end_line();
      s.end_col = last.end_col();
    }
  }
  return s;
}

void Parser::Fail(const Token& t, absl::string_view message) const {
  ThrowUserError(SpanOf(t), message);
}

void Parser::FailAt(const Span& span, absl::string_view message) const {
  ThrowUserError(span, message);
}

void Parser::DepthGuard::TooDeep(const Token& at) {
  --p_->depth_;
  p_->Fail(at, absl::StrCat("nesting deeper than the limit of ", p_->options_.max_nesting_depth));
}

// ---------------------------------------------------------------------------
// Program level

void Parser::ParseHeader() {
  // Import lines: remember the alias of `pypto.language`. A module docstring
  // may come first (Python evaluates and drops it).
  while (true) {
    if (Peek().kind == TokenKind::kString) {
      Next();
      ExpectNewline();
    } else if (PeekKw(Kw::kImport)) {
      Next();
      std::string module(ExpectName("after 'import'").text());
      while (AcceptOp(Op::kDot)) absl::StrAppend(&module, ".", ExpectName("in module path").text());
      std::string alias = module;
      if (AcceptKw(Kw::kAs)) alias = std::string(ExpectName("after 'as'").text());
      // A plain `import pypto.language` binds no short name; like Python, it
      // leaves an alias given by another import line in place.
      if (module == "pypto.language" && alias != module) prefix_ = alias;
      if (module == "math") math_names_[alias] = "";
      ExpectNewline();
    } else if (PeekKw(Kw::kFrom)) {
      Next();
      std::string module(ExpectName("after 'from'").text());
      while (AcceptOp(Op::kDot)) absl::StrAppend(&module, ".", ExpectName("in module path").text());
      ExpectKw(Kw::kImport);
      while (true) {
        std::string name(ExpectName("after 'import'").text());
        std::string alias = name;
        if (AcceptKw(Kw::kAs)) alias = std::string(ExpectName("after 'as'").text());
        if (module == "pypto" && name == "language") prefix_ = alias;
        if (module == "math") math_names_[alias] = name;
        if (!AcceptOp(Op::kComma)) break;
      }
      ExpectNewline();
    } else {
      break;
    }
  }
}

void Parser::ParseModuleDecl() {
  // NAME = pl.dynamic("NAME") | pl.<dtype> | a constant expression (numbers, True/False,
  // earlier constants, elements of constant lists) | an earlier dynamic dimension | a list
  // of these. As Python reads it: `A, B = 32, 64` and `(A, B) = SHAPE` unpack, `A = B = 32`
  // binds both names.
  struct Targets {
    std::vector<Token> names;
    bool unpack = false;  // a target list (`A, B` or `(A,)`), even of one name
  };
  const Token statement = Peek();
  std::vector<Targets> all_targets;
  do {
    Targets targets;
    if (AcceptOp(Op::kLParen)) {
      targets.unpack = true;
      while (!PeekOp(Op::kRParen)) {
        targets.names.push_back(ExpectName("of a module-level declaration"));
        if (!AcceptOp(Op::kComma)) break;
      }
      ExpectOp(Op::kRParen);
    } else {
      targets.names.push_back(ExpectName("of a module-level declaration"));
      // `NAME: int = 64`: Python ignores the annotation.
      if (all_targets.empty() && AcceptOp(Op::kColon)) {
        int depth = 0;
        while (Peek().kind != TokenKind::kNewline && Peek().kind != TokenKind::kEnd &&
               !(depth == 0 && PeekOp(Op::kAssign))) {
          const Token& t = Next();
          if (t.kind != TokenKind::kOp) continue;
          if (t.op == Op::kLParen || t.op == Op::kLBracket || t.op == Op::kLBrace) ++depth;
          if (t.op == Op::kRParen || t.op == Op::kRBracket || t.op == Op::kRBrace) --depth;
        }
      }
    }
    while (AcceptOp(Op::kComma)) {
      targets.unpack = true;
      if (PeekOp(Op::kAssign)) break;
      targets.names.push_back(ExpectName("of a module-level declaration"));
    }
    ExpectOp(Op::kAssign);
    all_targets.push_back(std::move(targets));
  } while (ModuleTargetsAhead());
  const Token value_start = Peek();
  if (PeekPrefixed("dynamic")) {
    Next();
    Next();
    Next();
    const std::string hint = DynamicDimName(ExpectDynamicNameArgument());
    ExpectOp(Op::kRParen);
    ExpectNewline();
    auto var = std::make_shared<ir::Var>(hint, ir::ScalarType::Get(ir::DataType::kIndex),
                                         SpanOf(all_targets.front().names.front()));
    for (const Targets& targets : all_targets) {
      if (targets.unpack) Fail(value_start, "cannot unpack a pl.dynamic() dimension");
      math_names_.erase(targets.names.front().text());
      module_constants_.erase(targets.names.front().text());
      globals_[targets.names.front().text()] = var;
    }
    return;
  }
  // The right-hand side: one value, or a tuple display without brackets.
  std::vector<Value> values{ParseModuleValue()};
  bool display = false;
  while (AcceptOp(Op::kComma)) {
    display = true;
    if (Peek().kind == TokenKind::kNewline) break;
    values.push_back(ParseModuleValue());
  }
  if (Peek().kind != TokenKind::kNewline) FailModuleValue(value_start);  // `pl.FP32 if ...`
  ExpectNewline();
  // What a single name binds: the value, or the tuple the display builds.
  auto whole = [&]() {
    if (!display) return values.front();
    std::vector<ir::ExprPtr> elements;
    for (const Value& v : values) {
      if (!v.is_expr()) FailModuleValue(value_start);
      elements.push_back(v.expr);
    }
    return ExprValue(std::make_shared<ir::MakeTuple>(std::move(elements), SpanOf(value_start)),
                     SpanOf(value_start));
  };
  for (const Targets& targets : all_targets) {
    if (!targets.unpack) {
      BindModuleValue(targets.names.front(), whole(), value_start);
      continue;
    }
    // Unpacking: the elements of the tuple display, list or list constant.
    std::vector<Value> elements = values;
    if (!display) {
      const Value& v = values.front();
      auto tuple = v.is_expr() ? ir::As<ir::MakeTuple>(v.expr) : nullptr;
      if (tuple == nullptr) {
        const char* type = !v.is_expr()                      ? nullptr
                           : ir::IsA<ir::ConstBool>(v.expr)  ? "bool"
                           : ir::IsA<ir::ConstInt>(v.expr)   ? "int"
                           : ir::IsA<ir::ConstFloat>(v.expr) ? "float"
                                                             : nullptr;
        if (type == nullptr) FailModuleValue(value_start);
        Fail(statement, absl::StrCat("cannot unpack non-iterable ", type, " object"));
      }
      elements.clear();
      for (const ir::ExprPtr& e : tuple->elements()) {
        elements.push_back(ExprValue(e, v.span, /*literal=*/ir::IsA<ir::ConstInt>(e)));
      }
    }
    if (elements.size() != targets.names.size()) {
      FailUnpack(statement, targets.names.size(), elements.size());
    }
    for (size_t i = 0; i < elements.size(); ++i) {
      BindModuleValue(targets.names[i], elements[i], value_start);
    }
  }
}

bool Parser::ModuleTargetsAhead() const {
  // `A =`, `A, B =`, `(A, B) =` (a trailing comma allowed): names bound by an `=` ahead, which
  // `A = B, C` (a tuple of two values) is not.
  const bool paren = PeekOp(Op::kLParen);
  size_t k = paren ? 1 : 0;
  if (Peek(k).kind != TokenKind::kName) return false;
  ++k;
  while (PeekOp(Op::kComma, k) && Peek(k + 1).kind == TokenKind::kName) k += 2;
  if (PeekOp(Op::kComma, k)) ++k;
  if (paren && !PeekOp(Op::kRParen, k++)) return false;
  return PeekOp(Op::kAssign, k);
}

Value Parser::ParseModuleValue() {
  if (PeekName(prefix_) && PeekOp(Op::kDot, 1) && Peek(2).kind == TokenKind::kName &&
      TryDTypeName(Peek(2).text())) {
    const Token& at = Peek();
    Value dtype = AttrValueOf(ir::AttrValue::DType(ParseDType()), SpanOf(at));
    if (!PeekKw(Kw::kIf)) return dtype;
    in_module_value_ = true;
    Value chosen = ParseModuleConditional(std::move(dtype));
    in_module_value_ = false;
    return chosen;
  }
  // Python evaluates the right-hand side when the module loads: the expression parser folds
  // literals and earlier constants the same way (`ROWS = 4 * TILE`, `SCALE = 1.0 / COLS`).
  in_module_value_ = true;
  Value v = ParseValue();
  in_module_value_ = false;
  return v;
}

Value Parser::ParseMathValue(const Token& name_tok, std::string member) {
  Next();
  if (member.empty()) {
    if (!AcceptOp(Op::kDot)) Fail(name_tok, "unsupported module-level value: the math module");
    member = std::string(ExpectName("after 'math.'").text());
  }
  const std::string call = absl::StrCat("math.", member);
  std::optional<double> constant = PythonMathConstant(member);
  if (constant && !PeekOp(Op::kLParen)) {
    const Span span = SpanFrom(name_tok);
    return ExprValue(std::make_shared<ir::ConstFloat>(*constant, ir::DataType::kFP32, span), span,
                     true);
  }
  if (!IsPythonMathFunction(member)) {
    Fail(name_tok, absl::StrCat("unsupported: ", call,
                                " (module-level constants may use math's pi, e, tau, inf and nan "
                                "and its number functions, such as sqrt, log, exp, ceil and gcd)"));
  }
  if (!PeekOp(Op::kLParen)) Fail(name_tok, absl::StrCat("unsupported module-level value: ", call));
  std::vector<Value> args;
  std::vector<Kwarg> kwargs;
  ir::Attrs attrs;
  ParseCallArgs(&args, &kwargs, &attrs);
  if (!kwargs.empty() || !attrs.empty()) {
    Fail(name_tok, absl::StrCat("TypeError: ", call, "() takes no keyword arguments"));
  }
  std::vector<PyNumber> numbers;
  for (const Value& a : args) {
    std::optional<PyNumber> n = ModuleNumber(a);
    if (!n) {
      FailAt(a.span, absl::StrCat(call, "() takes numbers: literals and module-level constants"));
    }
    numbers.push_back(*n);
  }
  absl::StatusOr<PyNumber> result = CallPythonMath(member, numbers);
  if (!result.ok()) Fail(name_tok, result.status().message());
  const Span span = SpanFrom(name_tok);
  if (result->is_float) {
    return ExprValue(
        std::make_shared<ir::ConstFloat>(result->float_value, ir::DataType::kFP32, span), span,
        true);
  }
  return ExprValue(std::make_shared<ir::ConstInt>(result->int_value, ir::DataType::kIndex, span),
                   span, true);
}

void Parser::ParseModuleAssert() {
  // Python checks the condition when the module loads and builds the message only when it fails.
  const Token statement = Next();
  const Value condition = ParseModuleValue();
  std::optional<bool> holds = ModuleTruthValue(condition);
  if (!holds) FailAt(condition.span, "the condition of a module-level assert must be a constant");
  std::string message;
  if (AcceptOp(Op::kComma)) {
    if (*holds) {
      while (Peek().kind != TokenKind::kNewline && Peek().kind != TokenKind::kEnd) Next();
    } else {
      // Python's str() of the message where ptoc has it exactly: a string, an int, a bool, or a
      // list of ints (not an f-string, whose prefix reads as a name before its string).
      const Token& at = Peek();
      const bool f_string = at.kind == TokenKind::kName && Peek(1).kind == TokenKind::kString;
      std::optional<std::string> text;
      if (!f_string) {
        const Value v = ParseModuleValue();
        auto str = [](const ir::ExprPtr& e) -> std::optional<std::string> {
          if (auto i = ir::As<ir::ConstInt>(e)) return absl::StrCat(i->value());
          if (auto b = ir::As<ir::ConstBool>(e)) return std::string(b->value() ? "True" : "False");
          return std::nullopt;
        };
        if (!v.is_expr() && v.attr.kind() == ir::AttrValue::Kind::kString) {
          text = v.attr.AsString();
        } else if (auto tuple = v.is_expr() ? ir::As<ir::MakeTuple>(v.expr) : nullptr) {
          std::vector<std::string> items;
          for (const ir::ExprPtr& e : tuple->elements()) {
            if (auto item = str(e)) items.push_back(*item);
          }
          if (items.size() == tuple->elements().size()) {
            text = absl::StrCat("[", absl::StrJoin(items, ", "), "]");
          }
        } else if (v.is_expr() && (v.literal || ir::IsA<ir::ConstBool>(v.expr))) {
          text = str(v.expr);
        }
      }
      message = text
                    ? absl::StrCat(": ", *text)
                    : absl::StrCat(" (its message, which ptoc does not evaluate, starts at column ",
                                   at.col, ")");
    }
  }
  if (!*holds) Fail(statement, absl::StrCat("AssertionError", message));
  ExpectNewline();
}

void Parser::ParseModuleDef() {
  Next();
  const Token name = ExpectName("of a function");
  auto f = std::make_shared<ModuleFunction>();
  ExpectOp(Op::kLParen);
  auto skip_annotation = [&](Op stop) {
    int depth = 0;
    while (Peek().kind != TokenKind::kEnd &&
           !(depth == 0 && (PeekOp(stop) || PeekOp(Op::kComma) || PeekOp(Op::kRParen)))) {
      const Token& t = Next();
      if (t.kind != TokenKind::kOp) continue;
      if (t.op == Op::kLParen || t.op == Op::kLBracket || t.op == Op::kLBrace) ++depth;
      if (t.op == Op::kRParen || t.op == Op::kRBracket || t.op == Op::kRBrace) --depth;
    }
  };
  while (!PeekOp(Op::kRParen)) {
    const Token& param = ExpectName("of a parameter");
    f->params.emplace_back(param.text());
    if (AcceptOp(Op::kColon)) skip_annotation(Op::kAssign);
    std::optional<Value> default_value;
    if (AcceptOp(Op::kAssign)) {
      default_value = ParseModuleValue();
    } else if (!f->defaults.empty() && f->defaults.back()) {
      Fail(param, "SyntaxError: non-default argument follows default argument");
    }
    f->defaults.push_back(std::move(default_value));
    if (!AcceptOp(Op::kComma)) break;
  }
  ExpectOp(Op::kRParen);
  if (AcceptOp(Op::kArrow)) skip_annotation(Op::kColon);
  ExpectOp(Op::kColon);
  ExpectNewline();
  if (Peek().kind != TokenKind::kIndent) Fail(Peek(), "expected an indented block");
  Next();
  if (Peek().kind == TokenKind::kString) {  // a docstring
    Next();
    ExpectNewline();
  }
  // Assignments `NAME = EXPR` and a final `return EXPR`; anything else is kept unread (Python
  // runs a body only when it is called) and reported at a call.
  int depth = 1;
  bool returned = false;
  while (depth > 0 && Peek().kind != TokenKind::kEnd) {
    const Token& t = Peek();
    if (t.kind == TokenKind::kIndent || t.kind == TokenKind::kDedent) {
      depth += t.kind == TokenKind::kIndent ? 1 : -1;
      Next();
      continue;
    }
    const bool assignment =
        depth == 1 && t.kind == TokenKind::kName && t.kw == Kw::kNone && PeekOp(Op::kAssign, 1);
    const bool is_return = depth == 1 && t.kw == Kw::kReturn;
    if (f->unsupported.empty() && !returned && (assignment || is_return)) {
      ModuleFunction::Statement statement;
      if (assignment) statement.target = std::string(Next().text());
      Next();  // `=` or `return`
      const Token& first = Peek();
      const Token* last = nullptr;
      int brackets = 0;
      while (Peek().kind != TokenKind::kEnd &&
             !(brackets == 0 && Peek().kind == TokenKind::kNewline)) {
        const Token& e = Next();
        if (e.kind == TokenKind::kString) last = nullptr;  // not a view of the source
        if (e.kind == TokenKind::kOp && (e.op == Op::kLParen || e.op == Op::kLBracket)) ++brackets;
        if (e.kind == TokenKind::kOp && (e.op == Op::kRParen || e.op == Op::kRBracket)) --brackets;
        if (e.kind != TokenKind::kString) last = &e;
      }
      if (first.kind == TokenKind::kString || first.kind == TokenKind::kNewline || !last) {
        f->unsupported = "a statement it cannot read again";
        f->unsupported_at = SpanOf(first);
      } else {
        statement.text =
            source_.substr(first.data - source_.data(), last->data + last->size - first.data);
        statement.line = first.line;
        statement.col = first.col;
        f->body.push_back(std::move(statement));
        returned = is_return;
      }
      ExpectNewline();
      continue;
    }
    if (f->unsupported.empty()) {
      f->unsupported = returned ? "statements after its return"
                                : "a statement other than an "
                                  "assignment or a return";
      f->unsupported_at = SpanOf(t);
    }
    Next();
  }
  if (f->unsupported.empty() && !returned) {
    f->unsupported = "a body without a return";
    f->unsupported_at = SpanOf(name);
  }
  math_names_.erase(name.text());
  module_constants_.erase(name.text());
  module_functions_[std::string(name.text())] = std::move(f);
}

Value Parser::CallModuleFunction(const Token& name_tok) {
  const std::string name(Next().text());
  const std::shared_ptr<const ModuleFunction> f = module_functions_.at(name);
  std::vector<Value> args;
  std::vector<Kwarg> kwargs;
  ir::Attrs attrs;
  ParseCallArgs(&args, &kwargs, &attrs);
  if (!f->unsupported.empty()) {
    FailAt(f->unsupported_at, absl::StrCat("unsupported in module-level function '", name,
                                           "' called by a constant: ", f->unsupported));
  }
  // Python's binding of the arguments, and its messages.
  std::vector<std::optional<Value>> bound(f->params.size());
  if (args.size() > f->params.size()) {
    const size_t required = static_cast<size_t>(
        std::find_if(f->defaults.begin(), f->defaults.end(),
                     [](const std::optional<Value>& d) { return d.has_value(); }) -
        f->defaults.begin());
    const std::string count = required == f->params.size()
                                  ? absl::StrCat(required)
                                  : absl::StrCat("from ", required, " to ", f->params.size());
    Fail(name_tok, absl::StrCat("TypeError: ", name, "() takes ", count, " positional argument",
                                f->params.size() == 1 ? "" : "s", " but ", args.size(),
                                args.size() == 1 ? " was" : " were", " given"));
  }
  for (size_t i = 0; i < args.size(); ++i) bound[i] = args[i];
  for (const Kwarg& k : kwargs) {
    auto at = std::find(f->params.begin(), f->params.end(), k.name);
    if (at == f->params.end()) {
      Fail(name_tok, absl::StrCat("TypeError: ", name, "() got an unexpected keyword argument '",
                                  k.name, "'"));
    }
    std::optional<Value>& slot = bound[at - f->params.begin()];
    if (slot) {
      Fail(name_tok,
           absl::StrCat("TypeError: ", name, "() got multiple values for argument '", k.name, "'"));
    }
    slot = k.value;
  }
  std::vector<std::string> missing;
  for (size_t i = 0; i < bound.size(); ++i) {
    if (!bound[i]) bound[i] = f->defaults[i];
    if (!bound[i]) missing.push_back(absl::StrCat("'", f->params[i], "'"));
  }
  if (!missing.empty()) {
    // Python's list: 'a', 'a' and 'b', 'a', 'b', and 'c'.
    std::string names = missing.back();
    if (missing.size() >= 2) {
      names = absl::StrCat(absl::StrJoin(missing.begin(), missing.end() - 1, ", "),
                           missing.size() > 2 ? ", and " : " and ", missing.back());
    }
    Fail(name_tok, absl::StrCat("TypeError: ", name, "() missing ", missing.size(),
                                " required positional argument", missing.size() == 1 ? "" : "s",
                                ": ", names));
  }
  if (module_call_depth_ >= 32) {
    Fail(name_tok, "RecursionError: maximum recursion depth exceeded (module-level functions)");
  }
  constexpr int kMaxModuleCalls = 10000;
  if (++*module_calls_ > kMaxModuleCalls) {
    Fail(name_tok, absl::StrCat("more than ", kMaxModuleCalls,
                                " calls of module-level functions while computing the constants"));
  }
  // The body's names: the module's, then the parameters and the body's own assignments.
  NameKeyedMap<std::string, ModuleConstant> frame = module_constants_;
  NameMap frame_dims = globals_;  // names of dynamic dimensions
  auto bind = [&](Parser* p, absl::string_view target, const Value& v) {
    Token target_tok = name_tok;
    target_tok.data = target.data();
    target_tok.size = static_cast<uint32_t>(target.size());
    p->BindModuleValue(target_tok, v, name_tok);
  };
  for (const ModuleFunction::Statement& statement : f->body) {
    // The statement at its own line and column (inside brackets, so that its indentation does
    // not count), for located diagnostics.
    std::string text(static_cast<size_t>(std::max(0, statement.line - 2)), '\n');
    absl::StrAppend(&text, "(\n", std::string(static_cast<size_t>(statement.col - 1), ' '),
                    statement.text, "\n)\n");
    Parser sub(text, options_, file_);
    sub.prefix_ = prefix_;
    sub.globals_ = frame_dims;
    sub.depth_ = depth_;  // one bound on the nesting of all the calls
    sub.math_names_ = math_names_;
    sub.module_functions_ = module_functions_;
    sub.module_call_depth_ = module_call_depth_ + 1;
    sub.module_calls_ = module_calls_;
    sub.module_constants_ = frame;
    for (size_t i = 0; i < f->params.size(); ++i) {
      sub.math_names_.erase(f->params[i]);
      sub.module_functions_.erase(f->params[i]);
      bind(&sub, f->params[i], *bound[i]);
    }
    sub.ExpectOp(Op::kLParen);
    sub.in_module_value_ = true;
    Value v = sub.ParseValue();
    sub.in_module_value_ = false;
    sub.ExpectOp(Op::kRParen, "(end of the statement)");
    if (statement.target.empty()) return v;
    bind(&sub, statement.target, v);
    frame = std::move(sub.module_constants_);
    frame_dims = std::move(sub.globals_);
  }
  return Value();  // unreachable: the body ends with its return
}

void Parser::FailModuleValue(const Token& value_start) const {
  Fail(value_start, absl::StrCat("unsupported module-level value: expected '", prefix_,
                                 ".dynamic(...)', a dtype such as '", prefix_,
                                 ".FP32', a constant expression of numbers, True/False and "
                                 "earlier constants (such as '2 * ROWS'), or a list of them"));
}

void Parser::FailUnpack(const Token& statement, size_t names, size_t values) const {
  // Python's ValueError when the module runs, located at the statement as the reference does.
  if (values > names) {
    Fail(statement, absl::StrCat("too many values to unpack (expected ", names, ")"));
  }
  Fail(statement,
       absl::StrCat("not enough values to unpack (expected ", names, ", got ", values, ")"));
}

void Parser::BindModuleValue(const Token& name, const Value& v, const Token& value_start) {
  using Kind = ModuleConstant::Kind;
  math_names_.erase(name.text());
  ModuleConstant c{Kind::kInt};
  auto is_dynamic = [&](const ir::ExprPtr& e) {
    auto var = ir::As<ir::Var>(e);
    if (var == nullptr) return false;
    for (const auto& [global_name, global] : globals_) {
      if (global == var) return true;
    }
    return false;
  };
  if (!v.is_expr() && v.attr.kind() == ir::AttrValue::Kind::kDataType) {
    c.kind = Kind::kDType;
    c.dtype = v.attr.AsDataType();
  } else if (!v.is_expr()) {
    c.kind = Kind::kAttr;
    c.attr = v.attr;
  } else if (is_dynamic(v.expr)) {
    // `ROWS = N`: another name of the same dynamic dimension.
    module_constants_.erase(name.text());
    globals_[name.text()] = ir::As<ir::Var>(v.expr);
    return;
  } else if (auto tuple = ir::As<ir::MakeTuple>(v.expr)) {
    // `SHAPE = [256, 128]`: a list (or tuple) of integers and dynamic dimensions.
    c.kind = Kind::kList;
    for (const ir::ExprPtr& e : tuple->elements()) {
      if (!ir::IsA<ir::ConstInt>(e) && !is_dynamic(e)) FailModuleValue(value_start);
      c.elements.push_back(e);
    }
  } else if (auto b = ir::As<ir::ConstBool>(v.expr)) {
    c.kind = Kind::kBool;
    c.int_value = b->value() ? 1 : 0;
  } else if (auto i = ir::As<ir::ConstInt>(v.expr); i && v.literal) {
    c.int_value = i->value();
  } else if (auto f = ir::As<ir::ConstFloat>(v.expr); f && v.literal) {
    c.kind = Kind::kFloat;
    c.float_value = f->value();
  } else {
    FailModuleValue(value_start);
  }
  globals_.erase(name.text());
  module_constants_[name.text()] = c;
}

void Parser::ParseDecorator(FuncSig* sig) {
  // '@' already consumed; expects pl.function [ '(' kwargs ')' ]
  // Decorator arguments are Python expressions the reference evaluates.
  FlagScope in_decorator(&in_decorator_);
  const Token& start = Peek();
  if (!PeekPrefixed("function")) Fail(start, absl::StrCat("expected '@", prefix_, ".function'"));
  Next();
  Next();
  Next();
  if (AcceptOp(Op::kLParen)) {
    std::vector<absl::string_view> keys;
    while (!PeekOp(Op::kRParen)) {
      const Token& key = ExpectName("of a decorator keyword");
      ExpectOp(Op::kAssign);
      if (std::find(keys.begin(), keys.end(), key.text()) != keys.end()) {
        FailRepeatedKeyword(key);
      }
      keys.push_back(key.text());
      if (key.text() == "type") {
        sig->fields.func_type = ParseEnumValue<ir::FunctionType>("FunctionType");
      } else if (key.text() == "level") {
        sig->fields.level = ParseEnumValue<ir::Level>("Level");
      } else if (key.text() == "role") {
        sig->fields.role = ParseEnumValue<ir::Role>("Role");
      } else if (key.text() == "attrs") {
        if (!PeekOp(Op::kLBrace)) Fail(Peek(), "expected a dict after 'attrs='");
        core_num_names_.clear();
        ir::Attrs extra = ParseAttrDict(AttrDictUse::kFunction);
        sig->core_num_names = std::move(core_num_names_);
        sig->core_num_span = core_num_span_;
        for (const auto& [k, v] : extra) sig->fields.attrs = sig->fields.attrs.With(k, v);
      } else {
        // The keywords of the reference's pl.function() beyond the ones above.
        if (key.text() != "auto_scope" && key.text() != "strict_ssa" &&
            key.text() != "external_source") {
          Fail(key, absl::StrCat(prefix_, ".function() got an unexpected keyword argument '",
                                 key.text(), "'"));
        }
        Value v = ParseValue();
        // Inside a program the program's own strict_ssa setting applies; the
        // function's keyword is accepted and has no effect (as in the reference).
        if (key.text() == "strict_ssa") {
          if (!AcceptOp(Op::kComma)) break;
          continue;
        }
        sig->fields.attrs = sig->fields.attrs.With(key.text(), ToAttr(v));
      }
      if (!AcceptOp(Op::kComma)) break;
    }
    ExpectOp(Op::kRParen);
  }
  ExpectNewline();
}

// The arguments of `@pl.program(...)` up to its `)`: the reference's
// decorator takes the one keyword strict_ssa.
void Parser::ParseProgramDecoratorArgs() {
  bool strict_ssa_seen = false;
  while (!PeekOp(Op::kRParen)) {
    const Token& key = Peek();
    if (key.kind == TokenKind::kOp && !PeekOp(Op::kLParen) && !PeekOp(Op::kLBracket) &&
        !PeekOp(Op::kLBrace) && !PeekOp(Op::kMinus)) {
      Fail(key, absl::StrCat("expected a keyword argument of @", prefix_, ".program, found ",
                             Describe(key)));
    }
    if (key.kind != TokenKind::kName || !PeekOp(Op::kAssign, 1)) {
      Fail(key, absl::StrCat("@", prefix_,
                             ".program takes no positional argument (its one keyword is "
                             "strict_ssa)"));
    }
    if (key.text() != "strict_ssa") {
      Fail(key, absl::StrCat("program() got an unexpected keyword argument '", key.text(), "'"));
    }
    if (strict_ssa_seen) FailRepeatedKeyword(key);
    strict_ssa_seen = true;
    Next();
    Next();
    // `True` (or a non-zero integer: Python's truth) turns the check on. A
    // bare name is not looked up: the reference evaluates the decorator with
    // unknown names taken as dynamic dimensions.
    const Token& value = Peek();
    const bool literal = PeekOp(Op::kComma, 1) || PeekOp(Op::kRParen, 1);
    if (literal && (IsKw(value, Kw::kTrue) || IsKw(value, Kw::kFalse))) {
      strict_ssa_ = IsKw(value, Kw::kTrue);
      Next();
    } else if (literal && value.kind == TokenKind::kInt) {
      strict_ssa_ = value.int_value != 0;
      Next();
    } else if (value.kind == TokenKind::kName && literal) {
      Next();
    } else {
      (void)ParseValue();
    }
    if (!AcceptOp(Op::kComma)) break;
  }
  ExpectOp(Op::kRParen);
}

// The kernel, group and orchestration function types fix their level and
// role; one given explicitly must agree (the reference's Function checks it).
void Parser::CheckExplicitLevelAndRole(const FuncSig& sig) const {
  using FT = ir::FunctionType;
  const FT type = sig.fields.func_type;
  if (type != FT::kInCore && type != FT::kAIC && type != FT::kAIV && type != FT::kGroup &&
      type != FT::kOrchestration) {
    return;
  }
  const std::optional<ir::Level> level = ir::DefaultLevel(type);
  const std::optional<ir::Role> role = ir::DefaultRole(type);
  auto mismatch = [&](absl::string_view what, absl::string_view implied, absl::string_view given) {
    FailAt(sig.def_span, absl::StrCat("Function '", sig.name, "' has func_type=",
                                      ir::EnumName(type), " which implies ", what, "=", implied,
                                      ", but explicit ", what, "=", given, " was provided"));
  };
  if (sig.fields.level && level && *sig.fields.level != *level) {
    mismatch("level", ir::EnumName(*level), ir::EnumName(*sig.fields.level));
  }
  if (sig.fields.role && role && *sig.fields.role != *role) {
    mismatch("role", ir::EnumName(*role), ir::EnumName(*sig.fields.role));
  }
}

namespace {

// A name that is an operand (not a reserved word, except the constants).
bool IsOperandName(const Token& t) {
  return t.kind == TokenKind::kName &&
         (!IsReserved(t.kw) || t.kw == Kw::kTrue || t.kw == Kw::kFalse || t.kw == Kw::kNone_);
}

// Whether `t` can end an operand / begin one (for the skipped default values).
bool EndsOperand(const Token& t) {
  return IsOperandName(t) || t.kind == TokenKind::kInt || t.kind == TokenKind::kFloat ||
         t.kind == TokenKind::kString ||
         (t.kind == TokenKind::kOp &&
          (t.op == Op::kRParen || t.op == Op::kRBracket || t.op == Op::kRBrace));
}
bool StartsOperand(const Token& t) {
  return IsOperandName(t) || t.kind == TokenKind::kInt || t.kind == TokenKind::kFloat ||
         t.kind == TokenKind::kString;
}

// Python's builtin names (`dir(builtins)` without the underscored ones), sorted.
// clang-format off
constexpr absl::string_view kPythonBuiltins[] = {
    "ArithmeticError", "AssertionError", "AttributeError", "BaseException", "BaseExceptionGroup",
    "BlockingIOError", "BrokenPipeError", "BufferError", "BytesWarning", "ChildProcessError",
    "ConnectionAbortedError", "ConnectionError", "ConnectionRefusedError", "ConnectionResetError",
    "DeprecationWarning", "EOFError", "Ellipsis", "EncodingWarning", "EnvironmentError",
    "Exception", "ExceptionGroup", "False", "FileExistsError", "FileNotFoundError",
    "FloatingPointError", "FutureWarning", "GeneratorExit", "IOError", "ImportError",
    "ImportWarning", "IndentationError", "IndexError", "InterruptedError", "IsADirectoryError",
    "KeyError", "KeyboardInterrupt", "LookupError", "MemoryError", "ModuleNotFoundError",
    "NameError", "None", "NotADirectoryError", "NotImplemented", "NotImplementedError", "OSError",
    "OverflowError", "PendingDeprecationWarning", "PermissionError", "ProcessLookupError",
    "RecursionError", "ReferenceError", "ResourceWarning", "RuntimeError", "RuntimeWarning",
    "StopAsyncIteration", "StopIteration", "SyntaxError", "SyntaxWarning", "SystemError",
    "SystemExit", "TabError", "TimeoutError", "True", "TypeError", "UnboundLocalError",
    "UnicodeDecodeError", "UnicodeEncodeError", "UnicodeError", "UnicodeTranslateError",
    "UnicodeWarning", "UserWarning", "ValueError", "Warning", "ZeroDivisionError", "abs", "aiter",
    "all", "anext", "any", "ascii", "bin", "bool", "breakpoint", "bytearray", "bytes", "callable",
    "chr", "classmethod", "compile", "complex", "copyright", "credits", "delattr", "dict", "dir",
    "divmod", "enumerate", "eval", "exec", "exit", "filter", "float", "format", "frozenset",
    "getattr", "globals", "hasattr", "hash", "help", "hex", "id", "input", "int", "isinstance",
    "issubclass", "iter", "len", "license", "list", "locals", "map", "max", "memoryview", "min",
    "next", "object", "oct", "open", "ord", "pow", "print", "property", "quit", "range", "repr",
    "reversed", "round", "set", "setattr", "slice", "sorted", "staticmethod", "str", "sum",
    "super", "tuple", "type", "vars", "zip"};
// clang-format on

bool IsPythonBuiltin(absl::string_view name) {
  return std::binary_search(std::begin(kPythonBuiltins), std::end(kPythonBuiltins), name);
}

}  // namespace

void Parser::CheckDefaultValueNames(const std::vector<Token>& names) const {
  for (const Token& t : names) {
    if (t.text() == prefix_ || IsPythonBuiltin(t.text()) ||
        module_constants_.find(t.text()) != module_constants_.end() ||
        globals_.find(t.text()) != globals_.end() ||
        sig_index_.find(t.text()) != sig_index_.end() ||  // a function defined above
        std::find(class_attributes_.begin(), class_attributes_.end(), t.text()) !=
            class_attributes_.end()) {
      continue;
    }
    Fail(t, absl::StrCat("name '", t.text(), "' is not defined"));
  }
}

void Parser::ParseSignature(FuncSig* sig) {
  // Signature annotations are Python expressions the reference evaluates;
  // some types are only accepted on assignments (see ParseTypeAfterPrefix).
  FlagScope in_signature(&in_signature_);
  sig->def_span = SpanOf(Peek());
  ExpectKw(Kw::kDef);
  const Token& name = ExpectName("of a function");
  sig->name = std::string(name.text());
  // A function is located at its `def` keyword, as in the reference.
  sig->span = sig->def_span;
  sig->fields.name = sig->name;
  ExpectOp(Op::kLParen);
  env_.clear();
  bool self_seen = false;
  while (!PeekOp(Op::kRParen)) {
    const Token& pname = ExpectName("of a parameter");
    // An unannotated `self` is skipped wherever it stands, as in the reference.
    if (pname.text() == "self" && !PeekOp(Op::kColon)) {
      if (self_seen || env_.count("self")) {
        Fail(pname, "duplicate argument 'self' in function definition");
      }
      self_seen = true;
      if (!AcceptOp(Op::kComma)) break;
      continue;
    }
    ExpectOp(Op::kColon, "after a parameter name (parameters need a type annotation)");
    ir::ParamDirection dir = ir::ParamDirection::kIn;
    ir::TypePtr type;
    if ((PeekPrefixed("Out") || PeekPrefixed("InOut")) && PeekOp(Op::kLBracket, 3)) {
      dir = Peek(2).text() == "Out" ? ir::ParamDirection::kOut : ir::ParamDirection::kInOut;
      Next();
      Next();
      Next();
      ExpectOp(Op::kLBracket);
      const Token& inner = Peek();
      type = ParseType();
      // As in the reference (a scalar is passed by value).
      if (dir == ir::ParamDirection::kInOut && ir::IsA<ir::ScalarType>(type)) {
        Fail(inner,
             "Scalar parameters cannot have InOut direction\nhelp: only Tensor and Tile "
             "parameters support InOut direction");
      }
      ExpectOp(Op::kRBracket);
    } else {
      type = ParseType();
    }
    // A default value (`s: pl.Scalar[pl.FP32] = 2.0`) is accepted and has no
    // effect: the program's callers always pass every argument (as in the
    // reference, which drops it).
    if (AcceptOp(Op::kAssign)) {
      const size_t value_pos = pos_;
      int depth = 0;
      // The names the value reads: not an attribute (`pl.FP32`) or a keyword (`k=`); a
      // lambda or comprehension binds names of its own and is left alone.
      std::vector<Token> names;
      bool binds_names = false;
      bool after_dot = false;
      Token previous;  // kEnd: none yet
      while (Peek().kind != TokenKind::kEnd &&
             !(depth == 0 && (PeekOp(Op::kComma) || PeekOp(Op::kRParen)))) {
        if (PeekOp(Op::kLParen) || PeekOp(Op::kLBracket) || PeekOp(Op::kLBrace)) ++depth;
        if (PeekOp(Op::kRParen) || PeekOp(Op::kRBracket) || PeekOp(Op::kRBrace)) --depth;
        const Token& t = Peek();
        // Skipped, not parsed: still one expression, as Python requires (two
        // operands in a row, e.g. a missing comma before the next parameter, are
        // a syntax error; adjacent string literals are one).
        if (EndsOperand(previous) && StartsOperand(t) &&
            !(previous.kind == TokenKind::kString && t.kind == TokenKind::kString)) {
          Fail(t, "invalid syntax. Perhaps you forgot a comma?");
        }
        previous = t;
        binds_names |= t.kw == Kw::kLambda || t.kw == Kw::kFor;
        if (t.kind == TokenKind::kName && t.kw == Kw::kNone && !after_dot &&
            !PeekOp(Op::kAssign, 1)) {
          names.push_back(t);
        }
        after_dot = PeekOp(Op::kDot);
        Next();
      }
      if (pos_ == value_pos) Fail(Peek(), "expected a default value after '='");
      if (!binds_names) CheckDefaultValueNames(names);
    }
    if (env_.count(pname.text()) || (self_seen && pname.text() == "self")) {
      Fail(pname, absl::StrCat("duplicate argument '", pname.text(), "' in function definition"));
    }
    auto var = std::make_shared<ir::Var>(std::string(pname.text()), type, SpanOf(pname));
    env_[pname.text()] = var;
    sig->fields.params.push_back(var);
    sig->fields.param_directions.push_back(dir);
    if (!AcceptOp(Op::kComma)) break;
  }
  ExpectOp(Op::kRParen);
  if (AcceptOp(Op::kArrow)) {
    sig->has_return_annotation = true;
    if (PeekKw(Kw::kTuple) && PeekOp(Op::kLBracket, 1)) {
      Next();
      Next();
      while (!PeekOp(Op::kRBracket)) {
        sig->fields.return_types.push_back(ParseType());
        if (!AcceptOp(Op::kComma)) break;
      }
      ExpectOp(Op::kRBracket);
    } else if (PeekKw(Kw::kNone_)) {
      // No return value is written as no annotation (the reference's type
      // resolver has no reading of `None`).
      Fail(Peek(),
           "Unsupported type annotation: None\nhelp: leave out the return annotation of a "
           "function that returns nothing");
    } else {
      sig->fields.return_types.push_back(ParseType());
    }
  }
  if (!PeekOp(Op::kColon)) Fail(Peek(), "expected ':' at the end of the function signature");
  sig->body_token = pos_;
  sig->body_resume = tokens_.ResumePointFor(pos_);
  Next();
}

void Parser::SkipBlock(bool check_layout) {
  if (Peek().kind != TokenKind::kNewline) {
    while (Peek().kind != TokenKind::kNewline && Peek().kind != TokenKind::kEnd) Next();
    ExpectNewline();
    return;
  }
  Next();
  if (Peek().kind != TokenKind::kIndent) Fail(Peek(), "expected an indented block");
  // The lexer pairs the INDENT with its DEDENT once it gets there: jump over
  // the block (its tokens are lexed either way).
  const Token& indent = Peek();
  if (!check_layout) {
    while (indent.match_distance == 0 && tokens_.LexAhead()) {
    }
    if (indent.match_distance > 0) {
      Skip(static_cast<size_t>(indent.match_distance) + 1);
      return;
    }
  }
  Next();
  bool after_colon_line = false;  // the last token ended a line that ends with ':'
  bool last_was_colon = false;
  int level = 1;
  while (level > 0) {
    const Token& t = Next();
    if (t.kind == TokenKind::kIndent) {
      if (check_layout && !after_colon_line) Fail(t, "unexpected indent");
      ++level;
    }
    if (t.kind == TokenKind::kDedent) --level;
    if (t.kind == TokenKind::kEnd) Fail(t, "unexpected end of input inside a block");
    after_colon_line = t.kind == TokenKind::kNewline && last_was_colon;
    last_was_colon = t.kind == TokenKind::kOp && t.op == Op::kColon;
  }
}

void Parser::CollectSignature(const Token& class_tok) {
  (void)class_tok;
  FuncSig sig;
  const Token& at = ExpectOp(Op::kAt, "(a '@pl.function' decorator)");
  (void)at;
  ParseDecorator(&sig);
  ParseSignature(&sig);
  if (sig_index_.count(sig.name)) {
    FailAt(sig.span, absl::StrCat("function '", sig.name, "' is defined twice"));
  }
  sig.global_var = std::make_shared<ir::GlobalVar>(sig.name);
  SkipBlock();
  sig_index_[sig.name] = sigs_.size();
  sigs_.push_back(std::move(sig));
}

ir::FunctionPtr Parser::ParseFunctionBody(FuncSig* sig) {
  // As in the reference, which checks it when it starts on the function
  // (after Python has evaluated every signature, before the body).
  CheckExplicitLevelAndRole(*sig);
  tokens_.Rewind(sig->body_resume, sig->body_token);
  Seek(sig->body_token);
  tokens_.DiscardBefore(pos_ - 1);
  env_.clear();
  undo_.clear();
  for (const auto& p : sig->fields.params) env_[p->name_hint()] = p;
  ssa_scopes_.clear();
  SsaEnterScope();
  for (const auto& p : sig->fields.params) {
    SsaDefine(p->name_hint(), p->span(), /*allow_redef=*/true);
  }
  yield_frames_.clear();
  loop_kinds_.clear();
  dump_tagged_.clear();
  current_sig_ = sig;
  LoadFunctionComments(*sig);
  std::vector<ir::StmtPtr> stmts = ParseBlock();
  pending_comments_.clear();  // the rest were inside blocks that ended
  current_sig_ = nullptr;
  ir::Function::Fields fields = sig->fields;
  fields.body = ir::MakeSeq(std::move(stmts), sig->span);
  if (!sig->has_return_annotation) {
    // The value types of the first return statement, for the calls.
    struct FirstReturnTypes : ir::IRVisitor {
      std::optional<std::vector<ir::TypePtr>> types;
      void VisitReturn(const ir::ReturnStmtPtr& stmt) override {
        if (types || stmt->values().empty()) return;
        types.emplace();
        for (const auto& v : stmt->values()) types->push_back(v->type());
      }
    } first;
    first.VisitStmt(fields.body);
    std::vector<ir::TypePtr> types = first.types.value_or(std::vector<ir::TypePtr>{});
    // Not all concretely typed: nothing to recover (calls stay untyped).
    if (std::any_of(types.begin(), types.end(),
                    [](const ir::TypePtr& t) { return ir::IsA<ir::UnknownType>(t); })) {
      types.clear();
    }
    sig->body_return_types = std::move(types);
  }
  return std::make_shared<ir::Function>(std::move(fields), sig->span);
}

bool Parser::PeekLiteralAttrValue() const {
  const Token& t = Peek();
  const bool literal = t.kind == TokenKind::kInt || t.kind == TokenKind::kFloat ||
                       t.kind == TokenKind::kString || IsKw(t, Kw::kTrue) || IsKw(t, Kw::kFalse) ||
                       IsKw(t, Kw::kNone_);
  return literal && (PeekOp(Op::kComma, 1) || PeekOp(Op::kRBrace, 1));
}

ir::Attrs Parser::ParseAttrDict(AttrDictUse use) {
  ExpectOp(Op::kLBrace);
  std::vector<ir::Attrs::Entry> entries;
  while (!PeekOp(Op::kRBrace)) {
    if (Peek().kind != TokenKind::kString) Fail(Peek(), "attribute keys must be strings");
    std::string key(Next().text());
    ExpectOp(Op::kColon);
    if (use == AttrDictUse::kLoop && !PeekLiteralAttrValue()) {
      // A loop's attrs are literals only (a negative number is an expression).
      Fail(Peek(), absl::StrCat("Unsupported value type for attrs key '", key,
                                "'\nhelp: supported values: integer, float, bool, or string"));
    }
    if (use == AttrDictUse::kFunction && key == "core_num" && !PeekLiteralAttrValue()) {
      // The launch size of an outlined Spmd function (or of a Group that took
      // a nested pl.spmd) is an expression of its caller's values.
      const Token& at = Peek();
      caller_names_ = &core_num_names_;
      Value v = ParseValue();
      caller_names_ = nullptr;
      core_num_span_ = SpanOf(at);
      entries.emplace_back(key, ToAttr(v));
      if (!AcceptOp(Op::kComma)) break;
      continue;
    }
    if (use == AttrDictUse::kFunction && key != "split" && !PeekLiteralAttrValue() &&
        !(PeekName(prefix_) && PeekOp(Op::kDot, 1) && Peek(2).text() == "system")) {
      // As in the reference, a function attribute that is neither a literal,
      // a split mode nor a launch query (pl.system.available_*_count()) is
      // evaluated (an unknown name is an error) and dropped.
      (void)ParseValue();
    } else {
      Value v = ParseValue();
      ir::AttrValue value = ToAttr(v);
      // No split is the default: the reference does not record it.
      const bool no_split = use == AttrDictUse::kFunction && key == "split" &&
                            value.AsEnum<ir::SplitMode>() == ir::SplitMode::kNone;
      if (!no_split) entries.emplace_back(key, std::move(value));
    }
    if (!AcceptOp(Op::kComma)) break;
  }
  ExpectOp(Op::kRBrace);
  return ir::Attrs(std::move(entries));
}

ir::ProgramPtr Parser::ParseProgram() {
  ParseHeader();
  while (true) {
    if ((Peek().kind == TokenKind::kName && PeekOp(Op::kColon, 1)) || ModuleTargetsAhead()) {
      ParseModuleDecl();
    } else if (PeekKw(Kw::kAssert)) {
      ParseModuleAssert();
    } else if (PeekKw(Kw::kDef)) {
      ParseModuleDef();
    } else {
      break;
    }
    ParseHeader();  // imports between the declarations
  }
  // Docstring-like string statements are ignored.
  while (Peek().kind == TokenKind::kString) {
    Next();
    ExpectNewline();
  }
  const Token& at = ExpectOp(Op::kAt, "(expected '@pl.program')");
  if (!PeekPrefixed("program")) Fail(at, absl::StrCat("expected '@", prefix_, ".program'"));
  Next();
  Next();
  Next();
  if (AcceptOp(Op::kLParen)) ParseProgramDecoratorArgs();
  ExpectNewline();
  const Token class_tok = Peek();  // a copy: its chunk is dropped in pass 1
  ExpectKw(Kw::kClass);
  program_name_ = std::string(ExpectName("of the program class").text());
  if (AcceptOp(Op::kLParen)) ExpectOp(Op::kRParen);
  ExpectOp(Op::kColon);
  ExpectNewline();
  // A program whose functions were all inlined away prints as a bare class
  // header at the end of the text (the reference's dumps do the same).
  if (Peek().kind == TokenKind::kEnd) {
    return std::make_shared<ir::Program>(program_name_, std::vector<ir::FunctionPtr>{},
                                         SpanOf(class_tok));
  }
  if (Peek().kind != TokenKind::kIndent) Fail(Peek(), "expected an indented class body");
  Next();
  // Pass 1: signatures.
  while (Peek().kind != TokenKind::kDedent && Peek().kind != TokenKind::kEnd) {
    if (Peek().kind == TokenKind::kString) {  // docstring
      Next();
      ExpectNewline();
      continue;
    }
    if (PeekKw(Kw::kPass)) {
      Next();
      ExpectNewline();
      continue;
    }
    // A class attribute (`BLK = 16`, `BLK: int = 16`) is plain Python the
    // class body runs; it is not part of the program.
    if (Peek().kind == TokenKind::kName && Peek().kw == Kw::kNone &&
        (PeekOp(Op::kAssign, 1) || PeekOp(Op::kColon, 1))) {
      class_attributes_.emplace_back(Peek().text());
      SkipBlock();
      continue;
    }
    tokens_.DiscardBefore(pos_ - 1);  // SpanFrom() may look one token back
    CollectSignature(class_tok);
  }
  if (Peek().kind == TokenKind::kDedent) Next();
  // Module-level assignments after the class (`y = 3`) are plain Python
  // the reference executes without effect on the program; anything else
  // (calls, definitions, blocks) is rejected.
  while (Peek().kind == TokenKind::kName && Peek().kw == Kw::kNone && PeekOp(Op::kAssign, 1)) {
    size_t k = 2;
    while (Peek(k).kind != TokenKind::kNewline && Peek(k).kind != TokenKind::kEnd &&
           !PeekOp(Op::kLParen, k)) {
      ++k;
    }
    if (Peek(k).kind != TokenKind::kNewline || k == 2) break;
    for (size_t i = 0; i <= k; ++i) Next();
  }
  // The script entry guard (`if __name__ == "__main__":` and its block) only
  // runs when the file is executed as a script, never when the program is
  // built from it.
  if (PeekKw(Kw::kIf) && Peek(1).kind == TokenKind::kName && Peek(1).text() == "__name__" &&
      PeekOp(Op::kEq, 2) && Peek(3).kind == TokenKind::kString && Peek(3).text() == "__main__" &&
      PeekOp(Op::kColon, 4)) {
    Skip(5);
    SkipBlock();
  }
  if (Peek().kind != TokenKind::kEnd) {
    Fail(Peek(), "unexpected text after the program class");
  }
  if (sigs_.empty()) {
    Fail(class_tok,
         absl::StrCat("Class '", program_name_, "' contains no @pl.function decorated methods"));
  }
  // Pass 2: bodies.
  std::vector<ir::FunctionPtr> functions;
  for (auto& sig : sigs_) functions.push_back(ParseFunctionBody(&sig));
  functions = ResolveCoreNumPlaceholders(std::move(functions));
  return std::make_shared<ir::Program>(program_name_, std::move(functions), SpanOf(class_tok));
}

std::vector<ir::FunctionPtr> Parser::ResolveCoreNumPlaceholders(
    std::vector<ir::FunctionPtr> functions) {
  for (size_t i = 0; i < sigs_.size(); ++i) {
    const FuncSig& sig = sigs_[i];
    if (sig.core_num_names.empty()) continue;
    // The variables of those names in a function that calls this one.
    struct Finder : ir::IRVisitor {
      const std::string* callee = nullptr;
      bool calls = false;
      std::unordered_map<std::string, ir::VarPtr> defs;
      void VisitCall(const ir::CallPtr& call) override {
        if (call->IsFunctionCall() && call->callee_name() == *callee) calls = true;
        ir::IRVisitor::VisitCall(call);
      }
      void VisitSubmit(const ir::SubmitPtr& submit) override {
        if (submit->callee_name() == *callee) calls = true;
        ir::IRVisitor::VisitSubmit(submit);
      }
      void VisitVarDef(const ir::VarPtr& var) override {
        if (var) defs.emplace(var->name_hint(), var);
        ir::IRVisitor::VisitVarDef(var);
      }
    };
    std::unordered_map<const ir::Var*, ir::VarPtr> resolved;
    for (size_t j = 0; j < functions.size() && resolved.empty(); ++j) {
      if (j == i || !functions[j]->body()) continue;
      Finder finder;
      finder.callee = &sig.name;
      for (const auto& p : functions[j]->params()) finder.defs.emplace(p->name_hint(), p);
      finder.VisitStmt(functions[j]->body());
      if (!finder.calls) continue;
      for (const auto& placeholder : sig.core_num_names) {
        auto it = finder.defs.find(placeholder->name_hint());
        if (it == finder.defs.end()) {
          FailAt(sig.core_num_span,
                 absl::StrCat("Undefined variable '", placeholder->name_hint(), "'"));
        }
        resolved[placeholder.get()] = it->second;
      }
    }
    if (resolved.empty()) {
      FailAt(sig.core_num_span,
             absl::StrCat("Undefined variable '", sig.core_num_names[0]->name_hint(), "'"));
    }
    const ir::AttrValue* core_num = functions[i]->attrs().Find("core_num");
    if (!core_num || core_num->kind() != ir::AttrValue::Kind::kExpr) continue;
    struct Resolver : ir::IRMutator {
      const std::unordered_map<const ir::Var*, ir::VarPtr>* map = nullptr;
      ir::ExprPtr MutateVar(const ir::VarPtr& var) override {
        auto it = map->find(var.get());
        return it != map->end() ? it->second : ir::IRMutator::MutateVar(var);
      }
    } resolver;
    resolver.map = &resolved;
    ir::Function::Fields fields = functions[i]->fields();
    fields.attrs = fields.attrs.With(
        "core_num", ir::AttrValue::FromExpr(resolver.MutateExpr(core_num->AsExpr())));
    functions[i] = std::make_shared<ir::Function>(std::move(fields), functions[i]->span());
  }
  return functions;
}

// `(` and the name argument of `pl.dynamic(...)`: `"N"` or `name="N"`. The
// name is required, as in the reference's DSL function, and a string (the
// reference calls str.isidentifier on it).
const Token& Parser::ExpectDynamicNameArgument() {
  ExpectOp(Op::kLParen);
  if (PeekOp(Op::kRParen)) {
    Fail(Peek(), "dynamic() missing 1 required positional argument: 'name'");
  }
  if (Peek().kind == TokenKind::kName && Peek().text() == "name" && PeekOp(Op::kAssign, 1)) {
    Next();
    Next();
  }
  if (Peek().kind == TokenKind::kInt || Peek().kind == TokenKind::kFloat) {
    Fail(Peek(), absl::StrCat("AttributeError: '", Peek().kind == TokenKind::kInt ? "int" : "float",
                              "' object has no attribute 'isidentifier'\nhelp: name the "
                              "dimension with a string: ",
                              prefix_, ".dynamic(\"N\")"));
  }
  if (Peek().kind != TokenKind::kString) {
    Fail(Peek(), absl::StrCat("the name of a ", prefix_, ".dynamic() dimension must be a string",
                              "\nhelp: ", prefix_, ".dynamic(\"N\")"));
  }
  return Next();
}

}  // namespace internal

absl::StatusOr<ir::ProgramPtr> ParseProgram(absl::string_view text, const ParseOptions& options) {
  const FileRef file = FileRef::Intern(options.filename);
  if (text.size() > options.max_input_bytes) {
    Span span;
    span.file = file;
    span.begin_line = span.end_line = 1;
    span.begin_col = span.end_col = 1;
    return UserError(span, absl::StrCat("input of ", text.size(), " bytes exceeds the limit of ",
                                        options.max_input_bytes, " bytes"));
  }
  try {
    internal::Parser parser(text, options, file);
    return parser.ParseProgram();
  } catch (const CompileError& e) {
    return e.status();
  } catch (const std::bad_alloc&) {
    return absl::ResourceExhaustedError("out of memory while parsing");
  } catch (const std::exception& e) {
    return ::ptoc::InternalError(absl::StrCat("parser: ", e.what()));
  }
}

}  // namespace ptoc::text
