// Statements of the DSL: assignments (annotated, tuple-unpacking, yield
// forms), if/for/while with SSA iter_args and return vars, scopes, returns.
// Names follow Python's function-level scoping so that non-SSA hand-written
// programs (rebinding, loops without iter_args) parse; ConvertToSSA makes
// them SSA later.
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <optional>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "compiler/ir/annotated_call_type.h"
#include "compiler/ir/arith/arith_simplifier.h"
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/ir/visitor.h"
#include "compiler/text/parser_internal.h"
#include "compiler/text/printer.h"

namespace ptoc::text::internal {
namespace {

// The loop variable's dtype, from the bounds as written (start, stop, step;
// omitted ones do not count), as the reference infers it so that a printed
// typed loop reads back the same: the first constant bound of a dtype other
// than INDEX and INT64 decides; else INT64 when some constant bound is INT64
// and none is INDEX; else INDEX. Bounds that are not constants do not count.
ir::DataType LoopVarDType(const std::vector<ir::ExprPtr>& bounds) {
  bool saw_index = false;
  bool saw_int64 = false;
  for (const auto& bound : bounds) {
    const auto* constant = ir::AsPtr<ir::ConstInt>(bound);
    if (constant == nullptr) continue;
    const ir::DataType dtype = constant->dtype();
    if (dtype == ir::DataType::kIndex) {
      saw_index = true;
    } else if (dtype == ir::DataType::kInt64) {
      saw_int64 = true;
    } else {
      return dtype;
    }
  }
  return saw_int64 && !saw_index ? ir::DataType::kInt64 : ir::DataType::kIndex;
}

// Whether a scope's name hint can name the function it becomes: empty, or a
// Python identifier that is not a keyword (as the reference requires).
bool ValidScopeNameHint(const std::string& hint) {
  if (hint.empty()) return true;
  auto start = [](unsigned char c) { return c == '_' || std::isalpha(c) || c >= 0x80; };
  if (!start(static_cast<unsigned char>(hint[0]))) return false;
  for (unsigned char c : hint) {
    if (!start(c) && !std::isdigit(c)) return false;
  }
  static const char* const kKeywords[] = {
      "False", "None",     "True",  "and",    "as",   "assert", "async",  "await",    "break",
      "class", "continue", "def",   "del",    "elif", "else",   "except", "finally",  "for",
      "from",  "global",   "if",    "import", "in",   "is",     "lambda", "nonlocal", "not",
      "or",    "pass",     "raise", "return", "try",  "while",  "with",   "yield"};
  for (const char* k : kKeywords) {
    if (hint == k) return false;
  }
  return true;
}

bool SameTensorView(const std::optional<ir::TensorView>& a, const ir::TensorView& b) {
  return a && a->layout == b.layout && a->pad == b.pad && ir::ShapesEqual(a->stride, b.stride) &&
         ir::ShapesEqual(a->valid_shape, b.valid_shape);
}

// Whether a returned value agrees with the declared return type: the same
// kind, dtype, rank and (where both are static) extents, as the reference's
// type check compares types; an unknown type on either side agrees.
bool TypeAgrees(const ir::TypePtr& declared, const ir::TypePtr& actual) {
  if (!declared || !actual || ir::IsA<ir::UnknownType>(declared) ||
      ir::IsA<ir::UnknownType>(actual)) {
    return true;
  }
  if (declared->kind() != actual->kind()) return false;
  if (auto dt = ir::As<ir::TupleType>(declared)) {
    auto at = ir::As<ir::TupleType>(actual);
    if (dt->types().size() != at->types().size()) return false;
    for (size_t i = 0; i < dt->types().size(); ++i) {
      if (!TypeAgrees(dt->types()[i], at->types()[i])) return false;
    }
    return true;
  }
  if (auto ds = ir::As<ir::ScalarType>(declared)) {
    return ds->dtype() == ir::As<ir::ScalarType>(actual)->dtype();
  }
  auto dsh = ir::As<ir::ShapedType>(declared);
  auto ash = ir::As<ir::ShapedType>(actual);
  if (dsh && ash) {
    if (dsh->dtype() != ash->dtype() || dsh->rank() != ash->rank()) return false;
    for (size_t i = 0; i < dsh->rank(); ++i) {
      auto x = ir::StaticDim(dsh->shape()[i]), y = ir::StaticDim(ash->shape()[i]);
      if (x && y && *x != *y) return false;
    }
  }
  return true;
}

// The value of an integer literal (a negative one is `-literal`), as the
// reference's compile-time-constant checks accept it.
std::optional<int64_t> IntLiteralOf(const ir::ExprPtr& e) {
  if (auto c = ir::As<ir::ConstInt>(e)) return c->value();
  auto neg = ir::As<ir::UnaryExpr>(e);
  if (neg && neg->op() == ir::UnaryOp::kNeg) {
    auto c = ir::As<ir::ConstInt>(neg->operand());
    if (c && c->value() != INT64_MIN) return -c->value();
  }
  return std::nullopt;
}

}  // namespace

void Parser::Bind(absl::string_view name, const ir::VarPtr& var) {
  auto [it, inserted] = env_.try_emplace(name);
  undo_.push_back({it->first, inserted ? nullptr : std::move(it->second)});
  it->second = var;
}

void Parser::SsaEnterScope() {
  if (strict_ssa_) ssa_scopes_.emplace_back();
}

void Parser::SsaExitScope(bool leak) {
  if (!strict_ssa_ || ssa_scopes_.size() <= 1) return;
  NameKeyedMap<std::string, Span> ended = std::move(ssa_scopes_.back());
  ssa_scopes_.pop_back();
  if (!leak) return;
  for (auto& [name, span] : ended) ssa_scopes_.back()[name] = span;
}

void Parser::SsaDefine(absl::string_view name, const Span& span, bool allow_redef) {
  if (!strict_ssa_ || ssa_scopes_.empty()) return;
  auto [it, inserted] = ssa_scopes_.back().try_emplace(name, span);
  if (inserted) return;
  if (!allow_redef) {
    const Span& previous = it->second;
    std::string message = absl::StrCat("Variable '", name, "' is already defined");
    if (previous.IsKnown()) {
      absl::StrAppend(&message, " (at ", previous.begin_line, ":", previous.begin_col, ")");
    }
    absl::StrAppend(&message,
                    "\nhelp: use a different variable name for each assignment (SSA form "
                    "requires unique names), or remove strict_ssa=True");
    FailAt(span, message);
  }
  it->second = span;
}

void Parser::RestoreScope(size_t mark) {
  while (undo_.size() > mark) {
    Rebinding& r = undo_.back();
    if (r.previous) {
      env_[r.name] = std::move(r.previous);
    } else {
      env_.erase(r.name);
    }
    undo_.pop_back();
  }
}

ir::VarPtr Parser::ReusableVar(absl::string_view name) const {
  // Under strict_ssa every assignment defines a new variable, as in the reference.
  if (strict_ssa_) return nullptr;
  auto it = env_.find(name);
  if (it == env_.end() || it->second->kind() != ir::NodeKind::kVar) return nullptr;
  // A name bound to a parameter's dynamic extent (`n = pl.tensor.dim(x, 0)`)
  // aliases that symbol, which is immutable: rebinding the name makes a new
  // variable instead of assigning into the symbol.
  if (IsParamDimSymbol(it->second)) return nullptr;
  return it->second;
}

bool Parser::SameValueType(const ir::TypePtr& a, const ir::TypePtr& b) const {
  if (!a || !b || ir::IsA<ir::UnknownType>(a) || ir::IsA<ir::UnknownType>(b)) return true;
  if (a->kind() != b->kind()) return false;
  if (auto sa = ir::As<ir::ScalarType>(a)) return sa->dtype() == ir::As<ir::ScalarType>(b)->dtype();
  // Extents compare as the reference's: constants by value, a runtime extent
  // only with the same expression (after simplification).
  auto same_dims = [](const std::vector<ir::ExprPtr>& x, const std::vector<ir::ExprPtr>& y) {
    if (x.size() != y.size()) return false;
    for (size_t i = 0; i < x.size(); ++i) {
      auto cx = ir::StaticDim(x[i]), cy = ir::StaticDim(y[i]);
      if (cx && cy) {
        if (*cx != *cy) return false;
        continue;
      }
      // Simplified first: `64 // 2` is the extent 32.
      ir::arith::Analyzer analyzer;
      ir::ExprPtr sx = cx ? x[i] : analyzer.Simplify(x[i]);
      ir::ExprPtr sy = cy ? y[i] : analyzer.Simplify(y[i]);
      cx = ir::StaticDim(sx);
      cy = ir::StaticDim(sy);
      if (cx && cy) {
        if (*cx != *cy) return false;
        continue;
      }
      if (cx || cy || !ir::arith::ExprDeepEqual(sx, sy)) return false;
    }
    return true;
  };
  if (auto ta = ir::As<ir::TileType>(a)) {
    auto tb = ir::As<ir::TileType>(b);
    // A memory space only one side names differs too (the reference compares
    // the optional fields as they are).
    if (ta->memory_space() != tb->memory_space()) return false;
    // Layouts and padding too: a view left out is its memory space's implicit one.
    auto effective = [](const ir::TileType& t) {
      return t.view() ? *t.view() : ir::ImplicitTileView(t.shape(), t.memory_space());
    };
    const ir::TileView va = effective(*ta), vb = effective(*tb);
    return ta->dtype() == tb->dtype() && same_dims(ta->shape(), tb->shape()) &&
           same_dims(ir::ValidShapeOf(*ta), ir::ValidShapeOf(*tb)) && va.blayout == vb.blayout &&
           va.slayout == vb.slayout && va.fractal == vb.fractal && va.pad == vb.pad;
  }
  if (auto ta = ir::As<ir::TensorType>(a)) {
    auto tb = ir::As<ir::TensorType>(b);
    const ir::TensorView va = ta->view() ? *ta->view() : ir::TensorView();
    const ir::TensorView vb = tb->view() ? *tb->view() : ir::TensorView();
    return ta->dtype() == tb->dtype() && same_dims(ta->shape(), tb->shape()) &&
           same_dims(ir::ValidShapeOf(*ta), ir::ValidShapeOf(*tb)) && va.layout == vb.layout &&
           va.pad == vb.pad &&
           (va.stride.empty() || vb.stride.empty() || same_dims(va.stride, vb.stride));
  }
  return true;
}

bool Parser::IsParamDimSymbol(const ir::ExprPtr& expr) const {
  if (current_sig_ == nullptr ||
      current_sig_->fields.func_type != ir::FunctionType::kOrchestration || !expr ||
      expr->kind() != ir::NodeKind::kVar) {
    return false;
  }
  for (const ir::VarPtr& param : current_sig_->fields.params) {
    const auto* tensor = param ? ir::AsPtr<ir::TensorType>(param->type()) : nullptr;
    if (tensor == nullptr) continue;
    for (const ir::ExprPtr& extent : tensor->shape()) {
      if (extent.get() == expr.get()) return true;
    }
  }
  return false;
}

ir::VarPtr Parser::FoldedTensorDim(const ir::CallPtr& call) const {
  // The tensor must be named directly (a variable), the axis static.
  if (call->args().size() != 2 || !ir::IsA<ir::Var>(call->args()[0])) return nullptr;
  auto tensor = ir::As<ir::TensorType>(call->args()[0]->type());
  auto axis = ir::StaticDim(call->args()[1]);
  if (!tensor || !axis) return nullptr;
  int64_t rank = static_cast<int64_t>(tensor->rank());
  int64_t k = *axis < 0 ? *axis + rank : *axis;
  if (k < 0 || k >= rank) return nullptr;
  // Only a symbol the signature declares as a tensor parameter's extent: the
  // host code defines exactly those (a local scalar in a shape may since have
  // been reassigned).
  if (!IsParamDimSymbol(tensor->shape()[k])) return nullptr;
  return ir::As<ir::Var>(tensor->shape()[k]);
}

ir::StmtPtr Parser::BodyOf(std::vector<ir::StmtPtr> stmts, const Span& span) {
  return ir::MakeSeq(std::move(stmts), span);
}

std::vector<ir::StmtPtr> Parser::ParseBlock() {
  ExpectOp(Op::kColon, "to start a block");
  std::vector<ir::StmtPtr> stmts;
  if (Peek().kind != TokenKind::kNewline) {
    // Simple statement(s) on the same line, which take the line's comments.
    ir::CommentLines comments = DrainSimpleStatementComments();
    ParseSimpleStatement(&stmts);
    AttachToFirst(&stmts, 0, &comments);
    while (AcceptOp(Op::kSemicolon)) {
      if (Peek().kind == TokenKind::kNewline) break;
      ParseSimpleStatement(&stmts);
    }
    ExpectNewline();
    return stmts;
  }
  Next();
  if (Peek().kind != TokenKind::kIndent) Fail(Peek(), "expected an indented block");
  Next();
  for (bool first = true; Peek().kind != TokenKind::kDedent && Peek().kind != TokenKind::kEnd;
       first = false) {
    ParseStatementWithComments(&stmts, first);
  }
  if (Peek().kind == TokenKind::kDedent) Next();
  return stmts;
}

// The `else:` clause of a for/while loop has no meaning in the DSL; the
// reference's front end never looks at it, so its block is skipped unread.
// Python still compiles it, so its layout must be valid: a block may only
// open after a line that ends with ':'.
void Parser::SkipLoopElse() {
  if (!PeekKw(Kw::kElse)) return;
  Next();
  ExpectOp(Op::kColon, "to start a block");
  SkipBlock(/*check_layout=*/true);
}

void Parser::ParseStatement(std::vector<ir::StmtPtr>* out) {
  // Statements synthesised while parsing this one (see pending_stmts_) go
  // before it; nested statements place their own.
  std::vector<ir::StmtPtr> outer_pending;
  outer_pending.swap(pending_stmts_);
  const size_t from = out->size();
  ParseStatementInner(out);
  out->insert(out->begin() + static_cast<std::ptrdiff_t>(from), pending_stmts_.begin(),
              pending_stmts_.end());
  pending_stmts_.swap(outer_pending);
}

void Parser::ParseStatementInner(std::vector<ir::StmtPtr>* out) {
  const Token& t = Peek();
  DepthGuard guard(this, t);
  if (t.kind == TokenKind::kName) {
    switch (t.kw) {
      case Kw::kIf:
        Next();
        ParseIf(out, t);
        return;
      case Kw::kFor:
        ParseFor(out);
        SkipLoopElse();
        return;
      case Kw::kWhile:
        ParseWhile(out);
        SkipLoopElse();
        return;
      case Kw::kWith:
        return ParseWith(out);
      case Kw::kDef:
      case Kw::kClass:
        Fail(t, "nested definitions are not supported");
      case Kw::kElif:
      case Kw::kElse:
        Fail(t, absl::StrCat("'", t.text(), "' without a matching 'if'"));
      default:
        break;
    }
  }
  if (t.kind == TokenKind::kIndent) Fail(t, "unexpected indent");
  if (const size_t n = DocstringTokens(); n > 0) {  // docstring
    for (size_t k = 0; k <= n; ++k) Next();
    return;
  }
  ParseSimpleStatement(out);
  while (AcceptOp(Op::kSemicolon)) {
    if (Peek().kind == TokenKind::kNewline) break;
    ParseSimpleStatement(out);
  }
  ExpectNewline();
}

void Parser::ParseSimpleStatement(std::vector<ir::StmtPtr>* out) {
  const Token& t = Peek();
  if (t.kind == TokenKind::kName) {
    // Python statements the DSL has no meaning for.
    if (IsUnsupportedStatement(t.kw)) {
      Fail(t, absl::StrCat("unsupported statement '", t.text(), "'"));
    }
    if (t.kw == Kw::kPass) {
      Next();
      return;
    }
    if (t.kw == Kw::kBreak || t.kw == Kw::kContinue) {
      Next();
      if (loop_kinds_.empty()) Fail(t, absl::StrCat("'", t.text(), "' outside of a loop"));
      // As in the reference (the pass pipeline's input check would reject it
      // later too).
      const ir::ForKind kind = loop_kinds_.back();
      if (kind == ir::ForKind::kParallel || kind == ir::ForKind::kUnroll) {
        Fail(t, absl::StrCat("'", t.text(), "' not supported in ",
                             kind == ir::ForKind::kParallel ? "parallel" : "unrolled",
                             " loops\nhelp: '", t.text(), "' can only be used in sequential (",
                             prefix_, ".range) or while loops"));
      }
      if (t.kw == Kw::kBreak) {
        out->push_back(std::make_shared<ir::BreakStmt>(SpanOf(t)));
      } else {
        out->push_back(std::make_shared<ir::ContinueStmt>(SpanOf(t)));
      }
      return;
    }
    if (t.kw == Kw::kReturn) return ParseReturn(out);
    // Statement forms spelled `pl.<name>(...)`; most statements are assignments
    // and skip these tests.
    if (PeekName(prefix_) && PeekOp(Op::kDot, 1)) {
      if (PeekPrefixed("dump_tag") && PeekOp(Op::kLParen, 3)) return ParseDumpTag();
      if (PeekPrefixed("yield_") && PeekOp(Op::kLParen, 3)) {
        std::vector<ir::ExprPtr> values = ParseYieldValues();
        // A function-level yield is not part of the text format (the printer
        // writes a trailing one as `return`).
        if (yield_frames_.empty()) {
          Fail(t, "yield_() outside of a for/if/while body");
        } else {
          RejectBareYieldInCarryingLoop(t);
          YieldFrame* frame = yield_frames_.back();
          if (frame->any_yield && frame->arity != values.size()) {
            Fail(t, "yield_() arity differs from an earlier yield of the same construct");
          }
          if (frame->seen && !values.empty()) {
            Fail(t, "yield_() must name the results like the other branch (x = pl.yield_(...))");
          }
          frame->any_yield = true;
          frame->arity = values.size();
        }
        out->push_back(std::make_shared<ir::YieldStmt>(std::move(values), SpanFrom(t)));
        return;
      }
      if (PeekPrefixed("cond") && PeekOp(Op::kLParen, 3)) {
        Fail(t, "cond() must be the first statement of a while_ loop body");
      }
      if ((PeekPrefixed("static_assert") || PeekPrefixed("static_print")) &&
          PeekOp(Op::kLParen, 3)) {
        return ParseStaticCheck();
      }
      // Function attributes go in the decorator (`@pl.function(attrs={...})`);
      // the DSL has no statement form.
      if (PeekPrefixed("func_attr") && PeekOp(Op::kLParen, 3)) {
        Fail(t, absl::StrCat("Unknown operation '", prefix_,
                             ".func_attr'\nhelp: give function attributes in the decorator: @",
                             prefix_, ".function(attrs={...})"));
      }
    }
    if (PeekOp(Op::kColon, 1) || PeekOp(Op::kAssign, 1) ||
        (PeekOp(Op::kComma, 1) && (Peek(2).kind == TokenKind::kName || PeekOp(Op::kAssign, 2)))) {
      if (!IsReserved(t.kw)) return ParseAssignment(out);
    }
    // `x += 1` and the like (two- and three-character operators ending in
    // '=' other than comparisons).
    const Op next = Peek(1).kind == TokenKind::kOp ? Peek(1).op : Op::kNone;
    if ((next >= Op::kPowAssign && next <= Op::kShlAssign) ||
        (next >= Op::kAddAssign && next <= Op::kWalrus)) {
      Fail(t, "augmented assignment is not supported; write 'x = x op y'");
    }
  }
  if (PeekParenthesizedTargets()) return ParseAssignment(out);
  if (PeekSubscriptAssignment()) return ParseSubscriptAssignment(out);
  if (PeekNestedSubmitUnpack()) return ParseNestedSubmitUnpack(out);
  Value v = ParseValue();
  // Any IR expression may stand alone (its value is discarded), as in the
  // reference; enum members, dtypes and strings are not expressions.
  if (!v.is_expr()) {
    FailAt(v.span.IsKnown() ? v.span : SpanOf(t),
           "an expression statement must be an IR expression (a call or a scalar value)");
  }
  if (ir::IsA<ir::Submit>(v.expr)) FailSubmitNotUnpacked(t, v.expr);
  out->push_back(std::make_shared<ir::EvalStmt>(v.expr, SpanFrom(t)));
}

// A submit yields (kernel result, producer TaskId); as a bare statement both
// would be lost, which the reference rejects (a single name may take the
// pair as a tuple).
void Parser::FailSubmitNotUnpacked(const Token& at, const ir::ExprPtr& submit) {
  const bool spmd = static_cast<const ir::Submit&>(*submit).core_num() != nullptr;
  Fail(at, spmd ? absl::StrCat(prefix_, ".spmd_submit(...) must be unpacked as a 2-tuple: `out, ",
                               "tid = ", prefix_, ".spmd_submit(self.kernel, ..., core_num=N)`")
                : absl::StrCat(prefix_, ".submit(...) must be unpacked as a 2-tuple: `out, tid = ",
                               prefix_, ".submit(self.kernel, ...)`"));
}

// `(a, b) = ...`: names in parentheses, then '='.
bool Parser::PeekParenthesizedTargets() const {
  if (!PeekOp(Op::kLParen) || Peek(1).kind != TokenKind::kName) return false;
  size_t k = 2;
  while (PeekOp(Op::kComma, k) && Peek(k + 1).kind == TokenKind::kName) k += 2;
  if (PeekOp(Op::kComma, k)) ++k;  // trailing comma
  return PeekOp(Op::kRParen, k) && PeekOp(Op::kAssign, k + 1);
}

void Parser::FailChainedAssignment(const Token& start) const {
  // The statement's line as written (the reference prints it unparsed),
  // without a trailing comment.
  const bool in_source =
      start.data >= source_.data() && start.data < source_.data() + source_.size();
  absl::string_view line =
      in_source ? source_.substr(static_cast<size_t>(start.data - source_.data())) : start.text();
  line = line.substr(0, line.find('\n'));
  if (line.find_first_of("'\"") == absl::string_view::npos) line = line.substr(0, line.find('#'));
  Fail(start, absl::StrCat("Unsupported assignment: ", absl::StripTrailingAsciiWhitespace(line),
                           "\nhelp: Use simple variable assignments or tuple unpacking with ",
                           prefix_, ".yield_()"));
}

void Parser::ParseAssignment(std::vector<ir::StmtPtr>* out) {
  const Token& start = Peek();
  AssignTargets targets;
  // A target list (`a, b =`, `b, =`, `(b,) =`) unpacks the value, even of one name.
  bool unpack = false;
  if (AcceptOp(Op::kLParen)) {
    // Parenthesised targets (see PeekParenthesizedTargets), as without them.
    while (!PeekOp(Op::kRParen)) {
      targets.push_back({ExpectName("in an assignment target"), nullptr});
      if (!AcceptOp(Op::kComma)) break;
      unpack = true;
    }
    ExpectOp(Op::kRParen);
  } else {
    targets.push_back({Next(), nullptr});
  }
  // `p: pl.Ptr = pl.tile.alloc(...)` (as the printer writes an allocation)
  // always defines a new variable, also over a name already bound: the
  // reference reads this form apart from other assignments (spelled with
  // `pl`, whatever the program's prefix).
  bool printed_alloc = false;
  if (targets.size() == 1 && start.kind == TokenKind::kName && AcceptOp(Op::kColon)) {
    auto is_ptr_type = [&](size_t k) { return PeekName("Ptr", k) || PeekName("MemRefType", k); };
    const bool ptr_annotation =
        (PeekName("pl") && PeekOp(Op::kDot, 1) && is_ptr_type(2) && PeekOp(Op::kAssign, 3)) ||
        (is_ptr_type(0) && PeekOp(Op::kAssign, 1));
    targets[0].second = ParseType();
    printed_alloc = ptr_annotation && PeekOp(Op::kAssign) && PeekName("pl", 1) &&
                    PeekOp(Op::kDot, 2) && (PeekName("tile", 3) || PeekName("tensor", 3)) &&
                    PeekOp(Op::kDot, 4) && PeekName("alloc", 5) && PeekOp(Op::kLParen, 6);
  } else {
    while (AcceptOp(Op::kComma)) {
      unpack = true;
      if (PeekOp(Op::kAssign)) break;
      targets.push_back({ExpectName("in an assignment target"), nullptr});
    }
  }
  ExpectOp(Op::kAssign, "in an assignment");
  // `a = b = value`: Python's chained assignment, which the reference rejects
  // before it reads the value (an unbound `b` is not the error).
  if (Peek().kind == TokenKind::kName && PeekOp(Op::kAssign, 1)) FailChainedAssignment(start);
  // The yield may be parenthesised, as code formatters wrap a long line.
  const size_t parens = YieldParensAt(0);
  if (PeekPrefixed("yield_", parens) && PeekOp(Op::kLParen, parens + 3)) {
    for (size_t i = 0; i < parens; ++i) Next();
    ParseYieldAssign(targets, start, out);
    for (size_t i = 0; i < parens; ++i) {
      ExpectOp(Op::kRParen, "to close the parenthesised yield_()");
    }
    return;
  }
  const Token& value_tok = Peek();
  Value v = ParseValue();
  if (PeekOp(Op::kAssign)) FailChainedAssignment(start);
  if (PeekOp(Op::kComma)) {
    // `a, b = b, a`: Python builds the tuple on the right first, then unpacks it.
    std::vector<ir::ExprPtr> elems{ToExpr(v, "a tuple element")};
    while (AcceptOp(Op::kComma)) {
      if (Peek().kind == TokenKind::kNewline) break;
      elems.push_back(ParseExpr());
    }
    v.span = SpanFrom(value_tok);
    v.expr = std::make_shared<ir::MakeTuple>(std::move(elems), v.span);
    v.literal = false;
  }
  ir::ExprPtr value = !v.is_expr() && v.attr.kind() == ir::AttrValue::Kind::kNone
                          ? MakeTaskInvalid(value_tok)
                          : ToExpr(v, "a value to assign");
  if (targets.size() == 1 && !unpack) {
    ir::TypePtr type = v.declared_type ? v.declared_type : value->type();
    const ir::TypePtr& ann = targets[0].second;
    // Whether the variable is typed by its annotation rather than by its
    // value's type (see ir::Var::annotation_typed()), by the reference's rule:
    // over a value of unknown type, a tile, a tensor whose annotation has a
    // view or memref, or a scalar over an INDEX value, unless the call itself
    // takes the annotated type.
    bool annotation_typed = false;
    const ir::Call* fn_call = ir::AsPtr<ir::Call>(value);
    if (ann && ir::IsA<ir::UnknownType>(ann) && fn_call && fn_call->IsFunctionCall()) {
      // A call that was parsed before its callee was known (see
      // ParseFunctionCall) prints as `pl.UnknownType` and keeps that type
      // when read back, even where a pass has since moved the callee first.
      value = std::make_shared<ir::Call>(fn_call->op(), fn_call->args(), fn_call->kwargs(),
                                         fn_call->attrs(), ann, fn_call->span());
      type = ann;
    } else if (ann) {
      // An INDEX value (a bare integer literal included) under an integer
      // annotation keeps its dtype; the variable takes the annotated one.
      type = ReconcileAnnotation(targets[0].first.text(), ann, value->type(), SpanFrom(start),
                                 value.get());
      // Where the annotation says more than the call deduces, the call takes
      // the annotated type (see annotated_call_type.h). Plain pointers, not
      // handles: this runs for every annotated assignment, and a handle copy
      // is two atomic operations.
      const ir::Call* call = ir::AsPtr<ir::Call>(value);
      const ir::TypePtr& value_type = value->type();
      const ir::TensorType* ann_view = ir::AsPtr<ir::TensorType>(type);
      const ir::ScalarType* value_scalar = ir::AsPtr<ir::ScalarType>(value_type);
      // (A call of unknown type takes the annotated type: it shares it.)
      annotation_typed = (ir::IsA<ir::UnknownType>(value_type) && !call) ||
                         (ir::IsA<ir::TileType>(type) && ir::IsA<ir::TileType>(value_type)) ||
                         (ann_view && (ann_view->view() || ann_view->memref()) &&
                          ir::IsA<ir::TensorType>(value_type)) ||
                         (ir::IsA<ir::ScalarType>(type) && value_scalar &&
                          value_scalar->dtype() == ir::DataType::kIndex);
      // An op of unknown result type (a cross-core pop) takes its tile
      // annotation, as the reference rebuilds such a call.
      if (call && !call->IsFunctionCall() && ir::IsA<ir::UnknownType>(value_type) &&
          ir::IsA<ir::TileType>(type)) {
        value = std::make_shared<ir::Call>(call->op(), call->args(), call->kwargs(), call->attrs(),
                                           type, call->span());
        call = ir::AsPtr<ir::Call>(value);
        annotation_typed = false;
      }
      if (call && ir::CallTakesAnnotatedType(value->type(), type)) {
        value = std::make_shared<ir::Call>(call->op(), call->args(), call->kwargs(), call->attrs(),
                                           type, call->span());
        call = ir::AsPtr<ir::Call>(value);  // the old call may be gone
        annotation_typed = false;           // the variable shares the call's type
      }
      // An annotated TensorView (e.g. strides materialised by a pass) is more
      // precise than what the call deduces: as in the reference, the call
      // takes the annotated type.
      const ir::TensorType* ann_tensor = ir::AsPtr<ir::TensorType>(type);
      const ir::TensorType* ded_tensor = ir::AsPtr<ir::TensorType>(value->type());
      if (call && ann_tensor && ded_tensor && ann_tensor->view() &&
          !SameTensorView(ded_tensor->view(), *ann_tensor->view())) {
        value = std::make_shared<ir::Call>(call->op(), call->args(), call->kwargs(), call->attrs(),
                                           type, call->span());
        ded_tensor = ir::AsPtr<ir::TensorType>(value->type());  // the old type may be gone
        annotation_typed = false;
      }
      // A plain tensor annotation (no view, no memref) only checks the value:
      // the variable takes the deduced type, as in the reference (an extent
      // written `K * 2` over a value deduced as `K + K` stays `K + K`).
      if (ann_tensor && ded_tensor && !ann_tensor->view() && !ann_tensor->memref() &&
          ann_tensor->rank() == ded_tensor->rank()) {
        type = value->type();
      }
      // A scalar annotation types the variable only over an INDEX value (a
      // bare integer literal included); any other integer keeps its own dtype
      // (`r: pl.Scalar[pl.INDEX] = <INT32 read>` is INT32), as in the reference.
      const ir::ScalarType* ded_scalar = ir::AsPtr<ir::ScalarType>(value->type());
      if (ded_scalar && ir::IsA<ir::ScalarType>(type) &&
          ded_scalar->dtype() != ir::DataType::kIndex) {
        type = value->type();
      }
      // Any other annotation (a tuple, a pointer) only checks the value's
      // kind: the variable takes the value's type unless that is unknown, as
      // in the reference (`res: pl.Tuple[...] = pl.submit(...)` is the
      // submit's own tuple, whatever the annotation lists).
      if (!ir::IsA<ir::TileType>(type) && !ir::IsA<ir::TensorType>(type) &&
          !ir::IsA<ir::ScalarType>(type) && !ir::IsA<ir::UnknownType>(value->type())) {
        type = value->type();
      }
    }
    if (!type) type = ir::UnknownType::Get();
    const Token& name = targets[0].first;
    // In orchestration code `n = pl.tensor.dim(x, k)` (folded to x's symbolic
    // extent when the call was built) names that extent itself, as long as
    // the name is unbound or bound to such a symbol and any annotation
    // restates the symbol's type.
    if (IsParamDimSymbol(value) && SameValueType(type, value->type()) && [&] {
          ir::VarPtr existing = Lookup(name.text());
          return !existing || IsParamDimSymbol(existing);
        }()) {
      ir::VarPtr symbol = ir::As<ir::Var>(value);
      Bind(name.text(), symbol);
      SsaDefine(name.text(), SpanFrom(start));
      return;
    }
    // Non-SSA input: re-assigning a name keeps its Var (as Python rebinding
    // of the same variable); ConvertToSSA versions it later.
    if (ir::VarPtr existing = printed_alloc ? nullptr : ReusableVar(name.text())) {
      if (!SameValueType(existing->type(), type)) {
        FailAt(SpanFrom(start), ReassignTypeMessage(name.text(), existing->type(), type));
      }
      // A call of unknown type (its callee is defined further down) that
      // rebinds a typed variable takes that type, as the variable's printed
      // annotation gives it when read back.
      const ir::Call* unknown_call = ir::AsPtr<ir::Call>(value);
      if (unknown_call && unknown_call->IsFunctionCall() && ir::IsA<ir::UnknownType>(type) &&
          !ir::IsA<ir::UnknownType>(existing->type())) {
        value = std::make_shared<ir::Call>(unknown_call->op(), unknown_call->args(),
                                           unknown_call->kwargs(), unknown_call->attrs(),
                                           existing->type(), unknown_call->span());
      }
      out->push_back(std::make_shared<ir::AssignStmt>(existing, value, SpanFrom(start)));
      return;
    }
    ir::VarPtr var =
        annotation_typed
            ? ir::Var::AnnotationTyped(std::string(name.text()), std::move(type), SpanOf(name))
            : std::make_shared<ir::Var>(std::string(name.text()), std::move(type), SpanOf(name));
    out->push_back(std::make_shared<ir::AssignStmt>(var, std::move(value), SpanFrom(start)));
    Bind(name.text(), var);
    SsaDefine(name.text(), SpanFrom(start));
    return;
  }
  if (ir::IsA<ir::Submit>(value)) {
    if (targets.size() != 2) {
      Fail(value_tok, absl::StrCat(prefix_, ".submit(...) must be unpacked as exactly 2 targets ",
                                   "(result, task_id), got ", targets.size()));
    }
    return BindSubmitResults({targets[0].first}, targets[1].first, value, start, value_tok, out);
  }
  // a, b = <tuple-valued call>: a temporary tuple and one TupleGetItem each.
  auto tt = ir::As<ir::TupleType>(value->type());
  if (!tt) {
    const ir::Call* call = ir::AsPtr<ir::Call>(value);
    if (call && call->IsFunctionCall() && ir::IsA<ir::UnknownType>(value->type())) {
      Fail(value_tok,
           absl::StrCat("cannot unpack the result of '", call->callee_name(),
                        "': its return type is unknown here (a function defined further down "
                        "is not known yet where it is called)\nhelp: define '",
                        call->callee_name(), "' before the function that calls it"));
    }
    FailInFunction(SpanOf(value_tok),
                   absl::StrCat("TupleGetItemExpr requires tuple to have TupleType, got ",
                                ir::TypeClassName(value->type())));
  }
  // As in the reference, fewer names take the leading elements; more index past the end.
  if (targets.size() > tt->types().size()) {
    FailInFunction(SpanOf(value_tok),
                   absl::StrCat("TupleGetItemExpr index ", tt->types().size(),
                                " out of bounds for tuple with ", tt->types().size(), " elements"));
  }
  Span span = SpanFrom(start);
  auto tmp = std::make_shared<ir::Var>("_tuple_tmp", value->type(), span);
  out->push_back(std::make_shared<ir::AssignStmt>(tmp, value, span));
  for (size_t i = 0; i < targets.size(); ++i) {
    AssignTupleItem(targets[i].first, tmp, static_cast<int>(i), span, out);
  }
}

void Parser::AssignTupleItem(const Token& name, const ir::VarPtr& tuple, int index,
                             const Span& span, std::vector<ir::StmtPtr>* out,
                             const Span* define_span) {
  AssignToName(name, std::make_shared<ir::TupleGetItem>(tuple, index, SpanOf(name)), span, out,
               define_span);
}

void Parser::AssignToName(const Token& name, const ir::ExprPtr& value, const Span& span,
                          std::vector<ir::StmtPtr>* out, const Span* define_span) {
  if (ir::VarPtr existing = ReusableVar(name.text())) {
    if (!SameValueType(existing->type(), value->type())) {
      FailAt(SpanOf(name), ReassignTypeMessage(name.text(), existing->type(), value->type()));
    }
    out->push_back(std::make_shared<ir::AssignStmt>(existing, value, span));
    return;
  }
  auto var = std::make_shared<ir::Var>(std::string(name.text()), value->type(), SpanOf(name));
  out->push_back(std::make_shared<ir::AssignStmt>(var, value, span));
  Bind(name.text(), var);
  SsaDefine(name.text(), define_span ? *define_span : span);
}

std::vector<ir::ExprPtr> Parser::ParseYieldValues() {
  const Token& call = Peek();
  Next();
  Next();
  Next();
  std::vector<Value> args;
  std::vector<Kwarg> kwargs;
  ir::Attrs attrs;
  ParseCallArgs(&args, &kwargs, &attrs);
  if (!kwargs.empty()) Fail(call, "yield_() takes no keywords");
  std::vector<ir::ExprPtr> values;
  values.reserve(args.size());
  for (const auto& a : args) values.push_back(ToExpr(a, "a yielded value"));
  return values;
}

// An if's results are the names its branches' yields assign, as the reference
// finds them by scanning the branches before reading them: every name of every
// yield of the then branch, repeats included (a name twice is two results),
// then each name of an else-branch yield that the then branch does not assign.
// A result's type is its yield's annotation, else the type of the first yield
// in either branch that binds its name to one value (FinishIfResultTypes).
void Parser::AddIfYieldNames(const AssignTargets& targets, const std::vector<ir::ExprPtr>& values,
                             bool typed_by_value, YieldFrame* frame) const {
  const auto then_begin = frame->names.begin();
  const auto then_end = then_begin + static_cast<std::ptrdiff_t>(frame->then_names);
  std::vector<std::string> added;  // appended after the loop: `names` holds the iterators
  for (size_t i = 0; i < targets.size(); ++i) {
    const std::string name(targets[i].first.text());
    if (typed_by_value && i < values.size()) {
      auto& firsts = frame->first_value_types;
      if (std::none_of(firsts.begin(), firsts.end(),
                       [&](const auto& entry) { return entry.first == name; })) {
        firsts.emplace_back(name, values[i]->type());
      }
    }
    if (frame->in_else && std::find(then_begin, then_end, name) != then_end) continue;
    added.push_back(name);
    frame->types.push_back(targets[i].second);
    frame->annotated.push_back(targets[i].second != nullptr);
    frame->spans.push_back(SpanOf(targets[i].first));
  }
  for (auto& name : added) frame->names.push_back(std::move(name));
  if (!frame->in_else) frame->then_names = frame->names.size();
}

void Parser::FinishIfResultTypes(YieldFrame* frame) const {
  for (size_t i = 0; i < frame->names.size(); ++i) {
    if (frame->annotated[i]) continue;
    for (const auto& [name, type] : frame->first_value_types) {
      if (name == frame->names[i]) frame->types[i] = type;
    }
  }
}

void Parser::ParseYieldAssign(const AssignTargets& targets, const Token& start,
                              std::vector<ir::StmtPtr>* out) {
  // The yield is located at its call (`pl.yield_(...)`), as in the reference.
  const Token call = Peek();
  std::vector<ir::ExprPtr> values = ParseYieldValues();
  const Span yield_span = SpanFrom(call);
  if (yield_frames_.empty()) Fail(start, "yield_() outside of a for/if/while body");
  YieldFrame* frame = yield_frames_.back();
  // As in the reference, the yield keeps every value, and values past the
  // last name are yielded without a result. A loop binds names only as far
  // as there are values; an if binds every name its branches' yields assign
  // (the reference finds them by scanning the branches before parsing them),
  // and one no value types gets the fallback type of FinishYieldFrame. A
  // count that then does not fit the construct is reported by the loop
  // (iter_args against results) or by the type check of the pipeline's input
  // (yield values).
  const size_t named = frame->is_loop ? std::min(values.size(), targets.size()) : targets.size();
  // `x = pl.yield_(a, b)` gives `x` no value type: the reference's parser
  // records one only for a name bound to exactly one value.
  const bool typed_by_value = !(targets.size() == 1 && values.size() > 1);
  frame->any_yield = true;
  frame->arity = values.size();
  if (frame->is_loop) {
    for (size_t i = 0; i < named; ++i) {
      frame->loop_result_names.emplace_back(targets[i].first.text());
    }
  }
  if (!frame->is_loop) {
    AddIfYieldNames(targets, values, typed_by_value, frame);
    out->push_back(std::make_shared<ir::YieldStmt>(std::move(values), yield_span));
    return;
  }
  const bool first_yield = !frame->seen;
  frame->seen = true;
  // A loop's results are the names its first yield binds (a name twice is two
  // results), then those a later yield adds (in a nested if's other branch);
  // the values are taken by position. A result's type comes from the first
  // yield that binds it to a value of its own.
  for (size_t i = 0; i < named; ++i) {
    const absl::string_view name = targets[i].first.text();
    const ir::TypePtr value_type =
        typed_by_value && i < values.size() ? values[i]->type() : nullptr;
    auto known = first_yield ? frame->names.end()
                             : std::find(frame->names.begin(), frame->names.end(), name);
    if (known != frame->names.end()) {
      ir::TypePtr& type = frame->types[known - frame->names.begin()];
      if (!type) type = value_type;
      continue;
    }
    frame->names.emplace_back(name);
    ir::TypePtr type = value_type;
    // The annotation of a yield result is taken as written (it names the
    // phi's type, which may differ from one branch's value in memory space).
    // As in the reference, an if's result keeps the annotation of its first
    // yield even when it does not fit the value (the TypeChecked check of
    // the pipeline's input reports that); a loop's result does not read it,
    // so there one that does not fit is ignored rather than an error.
    ir::TypePtr annotation = targets[i].second;
    if (annotation && frame->is_loop && type) {
      try {
        ReconcileAnnotation(name, annotation, type, SpanOf(targets[i].first));
      } catch (const CompileError&) {
        annotation = nullptr;
      }
    }
    if (annotation) type = annotation;
    frame->types.push_back(type);
    frame->annotated.push_back(annotation != nullptr);
    frame->spans.push_back(SpanOf(targets[i].first));
  }
  // Under strict_ssa the reference defines the names of a tuple yield made
  // in a loop body (not in an if) in the loop's scope (this is a loop's yield,
  // an if's returned above).
  if (targets.size() > 1 && std::all_of(yield_frames_.begin(), yield_frames_.end(),
                                        [](const YieldFrame* f) { return f->is_loop; })) {
    for (const auto& target : targets) SsaDefine(target.first.text(), SpanFrom(start));
  }
  out->push_back(std::make_shared<ir::YieldStmt>(std::move(values), yield_span));
}

// Types of loop results that the text does not spell out.
//
// The printer annotates a `name: T = pl.yield_(v)` result only when there is
// exactly one; `a, b = pl.yield_(x, y)` is never annotated (the reference
// printer's format, at both view levels). Before InitMemRef a result takes
// its iter_arg's type, annotated or not, as in the reference's loop builder.
// After it, the parser starts from the yielded values' types (or the
// annotation), and the reference gives loop results their own memrefs:
//  * tile results of a for loop share the memref (and memory space) of their
//    iter_arg, which the iter_arg inherits from its init value; this is
//    reconstructed below and matches every annotated result in the goldens;
//  * tensor results of a for loop and every result of a while loop get a
//    fresh memref that appears nowhere else in the text (at most as an
//    otherwise unused `pl.tile.alloc`), so a multi-result loop re-parsed from
//    a post-InitMemRef dump keeps the yielded values' memrefs there instead.
//    This is a limitation of the text format, not of the parser: StructuralEqual
//    with compare_memrefs between such IR and its re-parse can differ on these
//    return vars.
// Results of an if take the type of the first branch's yielded value, which is
// also the memref InitMemRef gives them.
void Parser::MergeLoopResultTypes(YieldFrame* frame, const std::vector<ir::IterArgPtr>& iter_args,
                                  bool results_share_iter_arg_memref) {
  for (size_t i = 0; i < frame->types.size() && i < iter_args.size(); ++i) {
    if (!frame->types[i]) {  // `x = pl.yield_(a, b)`: typed by its iter_arg alone
      frame->types[i] = iter_args[i]->type();
      continue;
    }
    // Without memrefs, the iter_arg's type even where the yielded value (or
    // the annotation) names another memory space: a Vec accumulator init
    // carried through `matmul_acc`, which yields Acc, gives a Vec result.
    auto memref_of = [](const ir::TypePtr& type) -> const ir::MemRef* {
      auto shaped = ir::As<ir::ShapedType>(type);
      return shaped ? shaped->memref().get() : nullptr;
    };
    if (!memref_of(frame->types[i]) && !memref_of(iter_args[i]->type())) {
      frame->types[i] = iter_args[i]->type();
      continue;
    }
    // The reference types a loop result by its iter_arg; a yielded value that does not fit is
    // left to the type check of the pipeline's input, which reports it.
    auto fits_iter_arg = [&](const ir::TypePtr& type) {
      try {
        ReconcileAnnotation(frame->names[i], type, iter_args[i]->type(), frame->spans[i]);
        return true;
      } catch (const CompileError&) {
        return false;
      }
    };
    if (!fits_iter_arg(frame->types[i])) {
      frame->types[i] = iter_args[i]->type();
      continue;
    }
    if (frame->annotated[i]) {
      frame->types[i] = ReconcileAnnotation(frame->names[i], frame->types[i], iter_args[i]->type(),
                                            frame->spans[i]);
    }
    // The memref an annotation names for a for loop's tile result does not
    // count either: the result is the iter_arg's buffer.
    if (!results_share_iter_arg_memref) continue;
    auto carried = ir::As<ir::TileType>(iter_args[i]->type());
    auto yielded = ir::As<ir::TileType>(frame->types[i]);
    if (!carried || !yielded || !carried->memref()) continue;
    frame->types[i] =
        ir::WithMemRef(ir::WithMemorySpace(yielded, carried->memory_space()), carried->memref());
  }
}

namespace {

// The reference's words when a loop's yield binds another number of results
// than it carries values.
std::string LoopResultCountMessage(absl::string_view loop, size_t iter_args, size_t results) {
  return absl::StrCat(loop, " loop has ", iter_args, " iteration arguments but ", results,
                      " return variables. They must match.");
}

// The reference's words when a loop's yields name more results than it has
// iter_args (two yields of the same names count twice).
std::string UntypedLoopResultMessage(absl::string_view name) {
  return absl::StrCat("Cannot infer type for return_var '", name,
                      "': no corresponding iter_arg found. Please provide explicit type.");
}

}  // namespace

std::vector<ir::VarPtr> Parser::FinishYieldFrame(const YieldFrame& frame, const Span& span) {
  (void)span;
  std::vector<ir::VarPtr> vars;
  for (size_t i = 0; i < frame.names.size(); ++i) {
    ir::TypePtr type = frame.types[i];
    // Neither an annotation nor a yield of one value typed the result: the
    // reference's parser falls back to a one-element INT32 tensor.
    if (!type) {
      type = std::make_shared<ir::TensorType>(std::vector<ir::ExprPtr>{ir::MakeIndex(1)},
                                              ir::DataType::kInt32);
    }
    auto var = std::make_shared<ir::Var>(frame.names[i], type, frame.spans[i]);
    vars.push_back(var);
    Bind(frame.names[i], var);
  }
  return vars;
}

std::string Parser::ReassignTypeMessage(absl::string_view name, const ir::TypePtr& was,
                                        const ir::TypePtr& got) const {
  PrintOptions options;
  options.prefix = prefix_;
  return absl::StrCat("Cannot reassign '", name, "' with a different type: was ",
                      PrintType(was, options), ", got ", PrintType(got, options),
                      "\nhelp: use a different variable name for values of another shape or dtype");
}

// The reference's message for a loop over anything but one of the DSL's
// iterators; `kind` is the name after the prefix when there is one.
std::string Parser::LoopIteratorError(absl::string_view kind) const {
  const std::vector<std::string> iterators = {"range",  "parallel", "unroll",   "pipeline",
                                              "while_", "spmd",     "split_aiv"};
  std::string help = kind.empty() ? "" : DidYouMean(kind, iterators, prefix_ + ".");
  if (help.empty()) {
    help = absl::StrCat("\nhelp: use ", prefix_, ".range(), ", prefix_, ".parallel(), ", prefix_,
                        ".unroll(), ", prefix_, ".pipeline(), ", prefix_, ".while_(), ", prefix_,
                        ".spmd(), or ", prefix_, ".split_aiv() as the iterator");
  }
  return absl::StrCat("For loop must use ", prefix_, ".range(), ", prefix_, ".parallel(), ",
                      prefix_, ".unroll(), ", prefix_, ".pipeline(), ", prefix_, ".while_(), ",
                      prefix_, ".spmd(), or ", prefix_, ".split_aiv()", help);
}

// The elements of an `init_values=` tuple or list literal; anything else is
// rejected, as in the reference.
std::vector<ir::ExprPtr> Parser::InitValuesOf(const Value& value) {
  auto tuple = value.is_expr() ? ir::As<ir::MakeTuple>(value.expr) : nullptr;
  if (!tuple) {
    FailAt(value.span, absl::StrCat("init_values must be a list or tuple\nhelp: use a tuple: "
                                    "init_values=(var1, var2)"));
  }
  return tuple->elements();
}

void Parser::RejectBareYieldInCarryingLoop(const Token& yield_tok) {
  for (auto it = yield_frames_.rbegin(); it != yield_frames_.rend(); ++it) {
    if (!(*it)->is_loop) continue;
    // The reference looks for bare yields in a loop's body without entering
    // nested `for` statements, and `for i in pl.spmd(...)` / `pl.split_aiv`
    // bodies are such statements although they parse to scopes.
    const size_t loop_frames = static_cast<size_t>(yield_frames_.rend() - it);
    if (!loop_form_scope_frames_.empty() && loop_form_scope_frames_.back() >= loop_frames) return;
    if ((*it)->carries_values) {
      Fail(yield_tok,
           absl::StrCat("Loop with init_values requires an assignment-form ", prefix_,
                        ".yield_(...) — the LHS supplies the post-loop binding name. Bare ",
                        prefix_, ".yield_(...) is rejected here.\nhelp: write `x_next = ", prefix_,
                        ".yield_(updated)` and use `x_next` after the loop"));
    }
    return;
  }
}

// The number of opening parentheses at token k (around a yield_ call).
size_t Parser::YieldParensAt(size_t k) const {
  size_t n = 0;
  while (PeekOp(Op::kLParen, k + n)) ++n;
  return n;
}

// Whether the statement starting at token k assigns the result of a yield_
// (`x = pl.yield_(...)`, `x: T = ...`, `a, b = ...`).
bool Parser::AssignsYieldAt(size_t k) const {
  int depth = 0;
  for (;; ++k) {
    const Token& t = Peek(k);
    if (t.kind == TokenKind::kEnd || (t.kind == TokenKind::kNewline && depth == 0)) return false;
    if (t.kind != TokenKind::kOp) continue;
    if (t.op == Op::kLParen || t.op == Op::kLBracket || t.op == Op::kLBrace) ++depth;
    if (t.op == Op::kRParen || t.op == Op::kRBracket || t.op == Op::kRBrace) --depth;
    if (t.op == Op::kAssign && depth == 0) {
      return PeekPrefixed("yield_", k + 1 + YieldParensAt(k + 1));
    }
  }
}

// Scans the block whose ':' is token k for a statement of its own (not of a
// nested block) that assigns a yield_ result; *next is the token after it.
bool Parser::BlockAssignsYield(size_t k, size_t* next) const {
  bool found = false;
  ++k;                                        // ':'
  if (Peek(k).kind != TokenKind::kNewline) {  // `if c: stmt`
    found = AssignsYieldAt(k);
    while (Peek(k).kind != TokenKind::kNewline && Peek(k).kind != TokenKind::kEnd) ++k;
    *next = k + 1;
    return found;
  }
  int depth = 0;
  bool at_start = false;
  for (;; ++k) {
    const Token& t = Peek(k);
    if (t.kind == TokenKind::kEnd) break;
    if (t.kind == TokenKind::kIndent) {
      at_start = ++depth == 1;
      continue;
    }
    if (t.kind == TokenKind::kDedent) {
      if (--depth == 0) {
        ++k;
        break;
      }
      at_start = depth == 1;
      continue;
    }
    if (t.kind == TokenKind::kNewline) {
      at_start = depth == 1;
      continue;
    }
    if (at_start && !found) found = AssignsYieldAt(k);
    at_start = false;
  }
  *next = k;
  return found;
}

void Parser::ParseIf(std::vector<ir::StmtPtr>* out, const Token& start) {
  // `if` / `elif` already consumed.
  ir::ExprPtr cond = ParseExpr();
  // Located at the `if`, as the reference does.
  RequireBoolCondition(cond, start, "if");
  // As in the reference, names defined in a branch stay visible (in the other
  // branch and after the if) only when neither branch assigns a yield_ result
  // among its own statements; otherwise each branch is a scope of its own.
  bool scoped = false;
  if (PeekOp(Op::kColon)) {
    size_t after_then = 0;
    scoped = BlockAssignsYield(0, &after_then);
    if (!scoped && PeekKw(Kw::kElse, after_then) && PeekOp(Op::kColon, after_then + 1)) {
      size_t after_else = 0;
      scoped = BlockAssignsYield(after_then + 1, &after_else);
    }
  }
  const size_t mark = ScopeMark();
  YieldFrame frame;
  yield_frames_.push_back(&frame);
  // Where the then branch starts (for the comments left at its end).
  const int then_line = Peek(1).kind == TokenKind::kNewline ? Peek(3).line : Peek(1).line;
  const int then_col = (Peek(1).kind == TokenKind::kNewline ? Peek(3).col : Peek(1).col) - 1;
  SsaEnterScope();
  std::vector<ir::StmtPtr> then_stmts = ParseBlock();
  frame.in_else = true;
  SsaExitScope(/*leak=*/!scoped);
  if (scoped) RestoreScope(mark);
  if (!pending_comments_.empty() && (PeekKw(Kw::kElif) || PeekKw(Kw::kElse))) {
    DiscardBlockTailComments(then_line, then_col, Peek().line - 1);
  }
  // Unless the branches are scoped (above), the else branch assigning a name
  // the then branch defined re-assigns the same variable (and must keep its type).
  ir::StmtPtr else_body;
  if (PeekKw(Kw::kElif)) {
    // An elif is an if statement of its own, with its own comments.
    ir::CommentLines elif_comments;
    if (!pending_comments_.empty()) elif_comments = DrainCompoundComments();
    const Token& elif = Next();
    std::vector<ir::StmtPtr> nested;
    YieldFrame* saved = yield_frames_.back();
    // The nested if yields into its own frame; its results then feed ours.
    yield_frames_.pop_back();
    SsaEnterScope();
    ParseIf(&nested, elif);
    SsaExitScope(/*leak=*/!scoped);
    yield_frames_.push_back(saved);
    AttachToFirst(&nested, 0, &elif_comments);
    else_body = BodyOf(std::move(nested), SpanOf(elif));
  } else if (PeekKw(Kw::kElse)) {
    const Token& else_tok = Next();
    // An else branch with no statements (`else: pass`) is no else branch, as
    // in the reference.
    SsaEnterScope();
    std::vector<ir::StmtPtr> else_stmts = ParseBlock();
    SsaExitScope(/*leak=*/!scoped);
    if (!else_stmts.empty()) else_body = BodyOf(std::move(else_stmts), SpanOf(else_tok));
  }
  yield_frames_.pop_back();
  if (scoped) RestoreScope(mark);
  // An if that yields without an else parses, as in the reference; SSAForm
  // verification rejects it after ConvertToSSA.
  Span span = SpanFrom(start);
  FinishIfResultTypes(&frame);
  std::vector<ir::VarPtr> rvs = FinishYieldFrame(frame, span);
  for (const std::string& name : frame.names) SsaDefine(name, span);
  out->push_back(std::make_shared<ir::IfStmt>(cond, BodyOf(std::move(then_stmts), span), else_body,
                                              std::move(rvs), span));
}

void Parser::ParseFor(std::vector<ir::StmtPtr>* out) {
  const Token& start = Next();  // 'for'
  // Target: NAME | NAME ',' '(' names ')' | '(' names ')' (while_)
  Token loop_name;
  bool has_loop_name = false;
  std::vector<Token> iter_names;
  bool has_iter_tuple = false;
  size_t iter_tuple_pos = pos_;  // the carried names' '(' (or first name)
  auto parse_name_tuple = [&]() {
    iter_tuple_pos = pos_;
    ExpectOp(Op::kLParen);
    while (!PeekOp(Op::kRParen)) {
      iter_names.push_back(ExpectName("of a loop-carried variable"));
      if (!AcceptOp(Op::kComma)) break;
    }
    ExpectOp(Op::kRParen);
    has_iter_tuple = true;
  };
  if (PeekOp(Op::kLParen)) {
    parse_name_tuple();
  } else {
    loop_name = ExpectName("of the loop variable");
    has_loop_name = true;
    if (AcceptOp(Op::kComma)) {
      // `for a, b in pl.while_(...)`: a while_ loop's target is the tuple of
      // its carried names, parenthesised or not.
      size_t k = 0;
      while (Peek(k).kind == TokenKind::kName && !IsReserved(Peek(k).kw) &&
             PeekOp(Op::kComma, k + 1)) {
        k += 2;
      }
      const bool flat_while_target = !PeekOp(Op::kLParen) && Peek(k).kind == TokenKind::kName &&
                                     PeekKw(Kw::kIn, k + 1) && PeekName(prefix_, k + 2) &&
                                     PeekOp(Op::kDot, k + 3) && PeekName("while_", k + 4);
      if (flat_while_target) {
        iter_tuple_pos = pos_ - 2;
        iter_names.push_back(loop_name);
        while (!PeekKw(Kw::kIn)) {
          iter_names.push_back(ExpectName("of a loop-carried variable"));
          AcceptOp(Op::kComma);
        }
        has_loop_name = false;
        has_iter_tuple = true;
      } else if (PeekOp(Op::kLParen)) {
        parse_name_tuple();
      } else {
        // `for i, a in ...` / `for i, a, b in ...`: the reference requires the
        // carried names in parentheses.
        const Token& first = Peek();
        ExpectName("of a loop-carried variable");
        if (AcceptOp(Op::kComma) && !PeekKw(Kw::kIn)) {
          Fail(loop_name,
               "For loop target must be a simple name or: (loop_var, (iter_args...))\n"
               "help: use: for i in pl.range(n) or for i, (var1,) in "
               "pl.range(n, init_values=(...,))");
        }
        Fail(first,
             "Iter args must be a tuple\nhelp: wrap iteration variables in parentheses: "
             "(var1, var2)");
      }
    }
  }
  ExpectKw(Kw::kIn);
  const Token& iter_tok = Peek();
  std::string kind;
  if (PeekName(prefix_) && PeekOp(Op::kDot, 1) && Peek(2).kind == TokenKind::kName &&
      PeekOp(Op::kLParen, 3)) {
    kind = std::string(Peek(2).text());
    Next();
    Next();
    Next();
  } else {
    // Python's own range() included, as in the reference.
    Fail(iter_tok, LoopIteratorError(""));
  }
  if (kind == "while_") {
    if (has_loop_name || !has_iter_tuple) {
      Fail(start, "while_() loops take a parenthesised tuple of names: for (a, b) in ...");
    }
    return ParseWhileIterForm(out, start, iter_tok, iter_names, iter_tuple_pos);
  }
  if (kind == "spmd" || kind == "split_aiv") {
    if (!has_loop_name || has_iter_tuple) {
      Fail(start, kind == "split_aiv"
                      ? absl::StrCat("for ... in ", prefix_,
                                     ".split_aiv(...) must use a single loop variable")
                      : absl::StrCat(kind, "() binds one name"));
    }
    return ParseSpmdFor(out, start, loop_name);
  }
  ir::ForKind for_kind;
  if (kind == "range") {
    for_kind = ir::ForKind::kSequential;
  } else if (kind == "parallel") {
    for_kind = ir::ForKind::kParallel;
  } else if (kind == "unroll") {
    for_kind = ir::ForKind::kUnroll;
  } else if (kind == "pipeline") {
    for_kind = ir::ForKind::kPipeline;
  } else {
    Fail(iter_tok, LoopIteratorError(kind));
  }
  if (!has_loop_name) Fail(start, "a range loop needs a loop variable");
  std::vector<Value> args;
  std::vector<Kwarg> kwargs;
  ir::Attrs attrs;
  ParseCallArgs(&args, &kwargs, &attrs, /*no_dep_indices=*/nullptr, AttrDictUse::kLoop);
  const std::string loop_api = absl::StrCat(prefix_, ".", kind, "()");
  if (args.empty()) {
    Fail(iter_tok, absl::StrCat(loop_api,
                                " requires at least 1 argument (stop)\nhelp: provide "
                                "at least the stop value: ",
                                prefix_, ".", kind, "(10) or ", prefix_, ".", kind, "(0, 10)"));
  }
  // The reference reads start, stop and step and ignores any further
  // positional argument (it never looks at them, so neither is it checked).
  if (args.size() > 3) args.erase(args.begin() + 3, args.end());
  std::vector<ir::ExprPtr> bounds;
  for (const auto& a : args) {
    ir::ExprPtr e = ToExpr(a, "a loop bound");
    if (!ir::IsA<ir::ScalarType>(e->type())) FailAt(a.span, "loop bounds must be scalars");
    bounds.push_back(e);
  }
  ir::ExprPtr lo = bounds.size() >= 2 ? bounds[0] : ir::MakeIndex(0);
  ir::ExprPtr hi = bounds.size() >= 2 ? bounds[1] : bounds[0];
  ir::ExprPtr step = bounds.size() == 3 ? bounds[2] : ir::MakeIndex(1);
  // A zero step is accepted, as by the reference (only unrolling rejects it).
  std::vector<ir::ExprPtr> inits;
  std::vector<ir::Attrs::Entry> loop_attrs;
  bool has_stage = false;
  for (const auto& k : kwargs) {
    if (k.name == "init_values") {
      inits = InitValuesOf(k.value);
    } else if (k.name == "stage" && for_kind == ir::ForKind::kPipeline) {
      // As in the reference: an integer literal of at least 1.
      std::optional<int64_t> stage = k.value.is_expr() ? IntLiteralOf(k.value.expr) : std::nullopt;
      if (!stage) {
        Fail(iter_tok, absl::StrCat(prefix_,
                                    ".pipeline() stage must be a compile-time constant integer\n"
                                    "help: use an integer literal: stage=4"));
      }
      if (*stage < 1) {
        Fail(iter_tok, absl::StrCat(prefix_, ".pipeline() stage must be >= 1, got ", *stage,
                                    "\nhelp: use a positive integer for stage: stage=4"));
      }
      loop_attrs.emplace_back("pipeline_stages", ToAttr(k.value));
      has_stage = true;
    } else if (k.name == "stage") {
      Fail(iter_tok,
           absl::StrCat("stage= is only supported on ", prefix_, ".pipeline(), not ", loop_api,
                        "\nhelp: use ", prefix_, ".pipeline() for software pipelining"));
    } else if (k.name == "attrs") {
      FailAt(k.value.span, absl::StrCat("attrs must be a dict literal\nhelp: use a dict like "
                                        "attrs={\"my_attr\": 1}"));
    } else {
      FailAt(k.key_span.IsKnown() ? k.key_span : k.value.span,
             absl::StrCat("Unknown keyword argument '", k.name, "' in ", loop_api,
                          "\nhelp: supported keywords for ", loop_api, ": init_values, ",
                          for_kind == ir::ForKind::kPipeline ? "stage, " : "", "attrs"));
    }
  }
  if (for_kind == ir::ForKind::kPipeline && !has_stage) {
    Fail(iter_tok, absl::StrCat(prefix_,
                                ".pipeline() requires stage= (positive integer)\nhelp: "
                                "use ",
                                prefix_, ".pipeline(stop, stage=F)"));
  }
  for (const auto& [k, v] : attrs) loop_attrs.emplace_back(k, v);
  if (for_kind == ir::ForKind::kUnroll) CheckUnrollBounds(iter_tok, !inits.empty(), lo, hi, step);
  if (iter_names.size() != inits.size()) {
    FailCarriedNamesMismatch(tokens_[iter_tuple_pos], iter_names.size(), inits.size());
  }
  auto loop_var = std::make_shared<ir::Var>(
      std::string(loop_name.text()), ir::ScalarType::Get(LoopVarDType(bounds)), SpanOf(loop_name));
  std::vector<ir::IterArgPtr> iter_args;
  for (size_t i = 0; i < inits.size(); ++i) {
    iter_args.push_back(std::make_shared<ir::IterArg>(
        std::string(iter_names[i].text()), inits[i]->type(), inits[i], SpanOf(iter_names[i])));
  }
  // As in the reference, a loop with carried values is a scope of its own:
  // its loop variable, iter_args and body names end with it (only the
  // yielded results are visible after it); a plain loop leaks its names,
  // as Python does.
  const size_t mark = ScopeMark();
  Bind(loop_name.text(), loop_var);
  for (const auto& ia : iter_args) Bind(ia->name_hint(), ia);
  SsaEnterScope();
  SsaDefine(loop_name.text(), SpanOf(loop_name), /*allow_redef=*/true);
  for (const auto& ia : iter_args) SsaDefine(ia->name_hint(), ia->span(), /*allow_redef=*/true);
  YieldFrame frame;
  frame.is_loop = true;
  frame.carries_values = !iter_args.empty();
  yield_frames_.push_back(&frame);
  loop_kinds_.push_back(for_kind);
  std::vector<ir::StmtPtr> body = ParseBlock();
  loop_kinds_.pop_back();
  yield_frames_.pop_back();
  // As in the reference, a loop with init_values and no yield_() parses to a
  // loop whose results no name binds; the SSA verifier rejects it after ConvertToSSA.
  if (!iter_args.empty() && frame.loop_result_names.size() > iter_args.size()) {
    Fail(start, UntypedLoopResultMessage(frame.loop_result_names[iter_args.size()]));
  }
  if (!iter_args.empty() && frame.any_yield && frame.names.size() != iter_args.size()) {
    Fail(start, LoopResultCountMessage("For", iter_args.size(), frame.names.size()));
  }
  if (has_iter_tuple) RestoreScope(mark);
  // The reference's scope manager leaks a loop's names only for a loop with
  // neither carried values nor yields.
  SsaExitScope(/*leak=*/!has_iter_tuple && frame.names.empty());
  Span span = SpanFrom(start);
  std::vector<ir::VarPtr> rvs;
  // As in the reference, a loop without init_values keeps a yield in its
  // body but has no results: names assigned from it stay unbound.
  if (!iter_args.empty() && frame.any_yield) {
    MergeLoopResultTypes(&frame, iter_args, /*results_share_iter_arg_memref=*/true);
    rvs = FinishYieldFrame(frame, span);
    for (const std::string& name : frame.names) SsaDefine(name, span);
  } else {
    // Without a yield the results are unnamed: `<carried name>_out`, bound to nothing.
    for (const auto& ia : iter_args) {
      rvs.push_back(std::make_shared<ir::Var>(ia->name_hint() + "_out", ia->type(), span));
    }
  }
  out->push_back(std::make_shared<ir::ForStmt>(loop_var, lo, hi, step, std::move(iter_args),
                                               BodyOf(std::move(body), span), std::move(rvs),
                                               for_kind, ir::Attrs(std::move(loop_attrs)), span));
}

// pl.unroll() is expanded at compile time: as in the reference, it carries no
// state and its bounds and step are integer literals (a negative one is
// `-literal`), the step not zero.
void Parser::CheckUnrollBounds(const Token& iter_tok, bool has_init_values, const ir::ExprPtr& lo,
                               const ir::ExprPtr& hi, const ir::ExprPtr& step) {
  if (has_init_values) {
    Fail(iter_tok,
         absl::StrCat(prefix_, ".unroll() cannot be combined with init_values\nhelp: use ", prefix_,
                      ".range() to carry state across iterations"));
  }
  for (const ir::ExprPtr* bound : {&lo, &hi, &step}) {
    if (!IntLiteralOf(*bound)) {
      Fail(iter_tok, absl::StrCat(prefix_,
                                  ".unroll() requires compile-time constant integer bounds\nhelp: "
                                  "use integer literals for start, stop and step"));
    }
  }
  if (*IntLiteralOf(step) == 0) {
    Fail(iter_tok,
         absl::StrCat(prefix_, ".unroll() step cannot be zero\nhelp: use a non-zero step"));
  }
}

// As in the reference, an if / loop condition is a BOOL scalar (a
// comparison, not a number): no implicit truth test.
void Parser::RequireBoolCondition(const ir::ExprPtr& cond, const Token& at,
                                  absl::string_view what) const {
  auto scalar = ir::As<ir::ScalarType>(cond->type());
  if (!scalar || scalar->dtype() != ir::DataType::kBool) {
    Fail(at, absl::StrCat(what, " condition must be a Bool-typed scalar expression, got ",
                          PrintType(cond->type()), "\nhelp: compare it, such as `n > 0`"));
  }
}

void Parser::ParseWhile(std::vector<ir::StmtPtr>* out) {
  const Token& start = Next();  // 'while'
  const Token& cond_tok = Peek();
  ir::ExprPtr cond = ParseExpr();
  RequireBoolCondition(cond, cond_tok, "while");
  YieldFrame frame;
  frame.is_loop = true;
  yield_frames_.push_back(&frame);
  loop_kinds_.push_back(ir::ForKind::kSequential);  // while loops allow break/continue
  SsaEnterScope();
  std::vector<ir::StmtPtr> body = ParseBlock();
  SsaExitScope(/*leak=*/true);
  loop_kinds_.pop_back();
  yield_frames_.pop_back();
  if (frame.arity != 0) Fail(start, "a plain while loop cannot yield values; use while_()");
  Span span = SpanFrom(start);
  out->push_back(std::make_shared<ir::WhileStmt>(cond, std::vector<ir::IterArgPtr>{},
                                                 BodyOf(std::move(body), span),
                                                 std::vector<ir::VarPtr>{}, span));
}

void Parser::FailCarriedNamesMismatch(const Token& names_start, size_t names, size_t inits) const {
  // Located at the carried names, in the reference's words.
  Fail(names_start, absl::StrCat("Mismatch: ", names, " iter_args but ", inits,
                                 " init_values\nhelp: Provide exactly ", inits,
                                 " iteration variable(s) to match init_values"));
}

void Parser::ParseWhileIterForm(std::vector<ir::StmtPtr>* out, const Token& start,
                                const Token& call_start, const std::vector<Token>& names,
                                size_t names_pos) {
  std::vector<Value> args;
  std::vector<Kwarg> kwargs;
  ir::Attrs attrs;
  const Token& call_tok = Peek();
  ParseCallArgs(&args, &kwargs, &attrs);
  if (!args.empty()) {
    Fail(call_start, absl::StrCat(prefix_, ".while_() takes no positional arguments\nhelp: use ",
                                  prefix_, ".while_(init_values=(...,)) with ", prefix_,
                                  ".cond(condition) as the first statement of the body"));
  }
  std::vector<ir::ExprPtr> inits;
  for (const auto& k : kwargs) {
    if (k.name != "init_values") Fail(call_tok, absl::StrCat("unknown keyword '", k.name, "'"));
    inits = InitValuesOf(k.value);
  }
  if (inits.empty()) {
    Fail(call_start, absl::StrCat(prefix_, ".while_() requires init_values\nhelp: Provide ",
                                  "init_values: ", prefix_, ".while_(init_values=(val1, val2))"));
  }
  if (inits.size() != names.size()) {
    FailCarriedNamesMismatch(tokens_[names_pos], names.size(), inits.size());
  }
  std::vector<ir::IterArgPtr> iter_args;
  const size_t mark = ScopeMark();  // the loop's names end with it (see ParseFor)
  for (size_t i = 0; i < inits.size(); ++i) {
    iter_args.push_back(std::make_shared<ir::IterArg>(
        std::string(names[i].text()), inits[i]->type(), inits[i], SpanOf(names[i])));
    Bind(names[i].text(), iter_args.back());
  }
  SsaEnterScope();
  for (const Token& name : names) SsaDefine(name.text(), SpanOf(name), /*allow_redef=*/true);
  ExpectOp(Op::kColon);
  ExpectNewline();
  if (Peek().kind != TokenKind::kIndent) Fail(Peek(), "expected an indented block");
  Next();
  if (!(PeekPrefixed("cond") && PeekOp(Op::kLParen, 3))) {
    Fail(Peek(), absl::StrCat("First statement in ", prefix_, ".while_() body must be ", prefix_,
                              ".cond(condition)\nhelp: add ", prefix_,
                              ".cond(condition) as the first statement"));
  }
  Next();
  Next();
  Next();
  ExpectOp(Op::kLParen);
  const Token& cond_tok = Peek();
  ir::ExprPtr cond = ParseExpr();
  RequireBoolCondition(cond, cond_tok, "while");
  ExpectOp(Op::kRParen);
  ExpectNewline();
  YieldFrame frame;
  frame.is_loop = true;
  frame.carries_values = true;
  yield_frames_.push_back(&frame);
  loop_kinds_.push_back(ir::ForKind::kSequential);  // while loops allow break/continue
  std::vector<ir::StmtPtr> body;
  for (bool first = true; Peek().kind != TokenKind::kDedent && Peek().kind != TokenKind::kEnd;
       first = false) {
    ParseStatementWithComments(&body, first);
  }
  if (Peek().kind == TokenKind::kDedent) Next();
  loop_kinds_.pop_back();
  yield_frames_.pop_back();
  if (!frame.any_yield) {
    Fail(start, "a while_() loop must end with a yield_() of all carried values");
  }
  if (frame.loop_result_names.size() > iter_args.size()) {
    Fail(start, UntypedLoopResultMessage(frame.loop_result_names[iter_args.size()]));
  }
  if (frame.names.size() != iter_args.size()) {
    Fail(start, LoopResultCountMessage("While", iter_args.size(), frame.names.size()));
  }
  RestoreScope(mark);
  SsaExitScope(/*leak=*/false);
  MergeLoopResultTypes(&frame, iter_args, /*results_share_iter_arg_memref=*/false);
  Span span = SpanFrom(start);
  std::vector<ir::VarPtr> rvs = FinishYieldFrame(frame, span);
  for (const std::string& name : frame.names) SsaDefine(name, span, /*allow_redef=*/true);
  out->push_back(std::make_shared<ir::WhileStmt>(
      cond, std::move(iter_args), BodyOf(std::move(body), span), std::move(rvs), span));
}

namespace {

// A Spmd scope in a cluster is merged into the Group and launches no task of
// its own, so task-launch options on it would be lost.
std::string SpmdLaunchInClusterMessage(const std::string& prefix, absl::string_view option) {
  const std::string cluster = absl::StrCat("`", prefix, ".cluster()` — a cluster-nested ", prefix,
                                           ".spmd is unwrapped into the Group function and never "
                                           "produces a Submit");
  if (option == "as tid") {
    return absl::StrCat("`with ", prefix,
                        ".spmd(...) as tid:` cannot capture a TaskId when nested inside ", cluster,
                        ".\nhelp: use a standalone `with ", prefix,
                        ".spmd(...) as tid:` (implicit cluster) to capture the dispatch TaskId");
  }
  const bool early = option == "allow_early_resolve";
  const std::string keyword = early ? "allow_early_resolve=True" : "predicate=(...)";
  return absl::StrCat("`", prefix, ".spmd(..., ", keyword, ")` cannot be nested inside ", cluster,
                      ", so ", early ? "the early-dispatch hint" : "the dispatch predicate",
                      " would be lost.\nhelp: use a standalone `with ", prefix, ".spmd(..., ",
                      keyword, "):` (implicit cluster) to keep it");
}

// Dependency edges need the TaskId of an `as tid` capture to hang on.
std::string SpmdDepsWithoutTaskIdMessage(const std::string& prefix) {
  return absl::StrCat(prefix, ".spmd() does not accept 'deps=' here\nhelp: use `with ", prefix,
                      ".spmd(n, deps=[...]) as tid:` to declare explicit TaskId deps");
}

}  // namespace

void Parser::ParseSpmdFor(std::vector<ir::StmtPtr>* out, const Token& start,
                          const Token& var_name) {
  const std::string kind(tokens_[pos_ - 1].text());  // token before '(' is the iterator name
  if (kind == "spmd") {
    // `for i in pl.spmd(n): body` is `i = pl.tile.get_block_idx()` followed
    // by the body, run by every block.
    ScopeArgs args = ParseScopeArgs(kind, start);
    args.fields.scope_kind = ir::ScopeKind::kSpmd;
    if (!args.fields.core_num) {
      Fail(start, absl::StrCat(prefix_, ".spmd() requires core_num (first positional argument)"));
    }
    if (args.deps_span) {
      FailAt(*args.deps_span, SpmdDepsWithoutTaskIdMessage(prefix_));
    }
    if (args.predicate) {
      CheckPredicateProducer(absl::StrCat(prefix_, ".spmd()"), args.predicate, {}, SpanFrom(start),
                             /*deps_accepted=*/false);
    }
    if (args.allow_early_resolve) {
      if (cluster_depth_ > 0) {
        Fail(start, SpmdLaunchInClusterMessage(prefix_, "allow_early_resolve"));
      }
      args.fields.attrs = args.fields.attrs.With("allow_early_resolve", ir::AttrValue::Bool(true));
    }
    if (args.predicate) {
      if (cluster_depth_ > 0) Fail(start, SpmdLaunchInClusterMessage(prefix_, "predicate"));
      args.fields.attrs =
          args.fields.attrs.With("predicate", ir::AttrValue::FromExpr(args.predicate));
    }
    auto block_idx = std::make_shared<ir::Var>(
        std::string(var_name.text()), ir::ScalarType::Get(ir::DataType::kIndex), SpanOf(var_name));
    std::vector<ir::StmtPtr> body;
    body.push_back(std::make_shared<ir::AssignStmt>(
        block_idx, ToExpr(CallRegisteredOp(start, "tile.get_block_idx", {}, {}, ir::Attrs())),
        SpanFrom(start)));
    Bind(var_name.text(), block_idx);
    SsaEnterScope();
    SsaDefine(var_name.text(), SpanOf(var_name));
    ++incore_scope_depth_;
    loop_form_scope_frames_.push_back(yield_frames_.size());
    for (auto& s : ParseBlock()) body.push_back(std::move(s));
    loop_form_scope_frames_.pop_back();
    --incore_scope_depth_;
    SsaExitScope(/*leak=*/true);
    Span span = SpanFrom(start);
    out->push_back(
        MakeSpmdScope(std::move(args), std::move(body), /*loop_form=*/true, start, span));
    return;
  }
  // `for aiv_id in pl.split_aiv(2, mode=...)`, checked as the reference does.
  const std::string api = absl::StrCat(prefix_, ".split_aiv()");
  const std::string help = absl::StrCat(
      "\nhelp: use 'for aiv_id in ", prefix_, ".split_aiv(2, mode=", prefix_,
      ".SplitMode.NONE):' (n is the AIV sub-core count, fixed at 2; mode= is required)");
  if (!split_aiv_modes_.empty()) {
    Fail(start, absl::StrCat("nested 'for ... in ", prefix_,
                             ".split_aiv(...)' is not allowed: a split_aiv body already "
                             "represents the two AIV lanes, so it cannot contain another "
                             "split_aiv loop",
                             help));
  }
  std::vector<Value> args;
  std::vector<Kwarg> kwargs;
  ir::Attrs attrs;
  const Token& call_tok = tokens_[pos_ - 3];  // the `pl` of `pl.split_aiv(`
  ParseCallArgs(&args, &kwargs, &attrs);
  if (!attrs.empty()) {
    Fail(call_tok, absl::StrCat(api, " loop form does not accept 'attrs='", help));
  }
  static const absl::string_view kLoopKeywords[] = {"init_values", "chunk", "chunk_policy",
                                                    "attrs",       "step",  "stage"};
  for (const auto& k : kwargs) {
    for (absl::string_view loop_kw : kLoopKeywords) {
      if (k.name == loop_kw) {
        FailAt(k.value.span, absl::StrCat(api, " loop form does not accept '", k.name, "='", help));
      }
    }
    if (k.name == "optimizations") {
      FailAt(k.value.span, absl::StrCat(api, " does not accept 'optimizations=': ", api,
                                        " is the split declaration, a pl.split(...) beside it "
                                        "would be a conflicting split spec",
                                        help));
    }
  }
  if (args.size() != 1) {
    Fail(call_tok,
         absl::StrCat(api, " takes exactly one positional argument (n, the AIV sub-core count)",
                      help));
  }
  constexpr int64_t kAivSubcores = 2;
  auto n = args[0].is_expr() ? ir::As<ir::ConstInt>(args[0].expr) : nullptr;
  if (!n || n->value() != kAivSubcores) {
    FailAt(args[0].span,
           absl::StrCat(
               prefix_, ".split_aiv(n) requires n == ", kAivSubcores,
               " (AIV sub-core count is hardware-fixed at ", kAivSubcores, "), got ",
               n ? std::to_string(n->value()) : (args[0].is_expr() ? PrintExpr(args[0].expr) : "?"),
               help));
  }
  ir::ScopeStmt::Fields fields;
  fields.scope_kind = ir::ScopeKind::kSplitAiv;
  fields.count = kAivSubcores;
  bool has_mode = false;
  for (const auto& k : kwargs) {
    if (k.name != "mode") {
      FailAt(k.value.span,
             absl::StrCat(api, " got unexpected keyword argument '", k.name, "'", help));
    }
    ir::AttrValue a = ToAttr(k.value);
    if (!a.AsEnum<ir::SplitMode>()) {
      FailAt(k.value.span,
             absl::StrCat("mode= of ", api, " must be a ", prefix_, ".SplitMode member", help));
    }
    fields.split = *a.AsEnum<ir::SplitMode>();
    has_mode = true;
  }
  if (!has_mode) {
    Fail(call_tok,
         absl::StrCat(api, " requires mode= (e.g. mode=", prefix_,
                      ".SplitMode.NONE for task-parallel, or ", prefix_, ".SplitMode.UP_DOWN / ",
                      prefix_, ".SplitMode.LEFT_RIGHT for data-parallel halving)", help));
  }
  fields.loop_var = std::make_shared<ir::Var>(
      std::string(var_name.text()), ir::ScalarType::Get(ir::DataType::kIndex), SpanOf(var_name));
  Bind(var_name.text(), fields.loop_var);
  SsaEnterScope();
  SsaDefine(var_name.text(), SpanOf(var_name));
  ++incore_scope_depth_;
  split_aiv_modes_.push_back(fields.split);
  loop_form_scope_frames_.push_back(yield_frames_.size());
  std::vector<ir::StmtPtr> body = ParseBlock();
  loop_form_scope_frames_.pop_back();
  split_aiv_modes_.pop_back();
  --incore_scope_depth_;
  SsaExitScope(/*leak=*/true);
  Span span = SpanFrom(start);
  ir::StmtPtr scope =
      std::make_shared<ir::ScopeStmt>(std::move(fields), BodyOf(std::move(body), span), span);
  if (incore_scope_depth_ == 0) {
    // A split region outside any `with pl.at(level=CORE_GROUP)` scope gets
    // one around it (the region must live in a core scope), as the reference
    // builds it; re-reading the printed wrapper gives the same tree.
    ir::ScopeStmt::Fields incore;
    incore.scope_kind = ir::ScopeKind::kInCore;
    // Tensors tagged by `pl.dump_tag` before it are dumped by that scope's
    // launch, as by a written one.
    if (!dump_tagged_.empty()) {
      std::vector<ir::AttrValue> items;
      for (const auto& t : dump_tagged_) items.push_back(ir::AttrValue::FromExpr(t));
      incore.attrs = incore.attrs.With("dump_vars", ir::AttrValue::List(std::move(items)));
    }
    scope = std::make_shared<ir::ScopeStmt>(std::move(incore), scope, span);
  }
  out->push_back(std::move(scope));
}

namespace {

// Function calls (kernel dispatches) and block-index reads in a statement list.
struct SpmdBodyUses {
  int dispatches = 0;
  bool reads_block_idx = false;
};

SpmdBodyUses ScanSpmdBody(const std::vector<ir::StmtPtr>& body) {
  class Scanner : public ir::IRVisitor {
   public:
    SpmdBodyUses uses;
    void VisitCall(const ir::CallPtr& call) override {
      if (call->IsFunctionCall()) {
        ++uses.dispatches;
      } else if (absl::EndsWith(call->callee_name(), ".get_block_idx")) {
        uses.reads_block_idx = true;
      }
      ir::IRVisitor::VisitCall(call);
    }
  } scanner;
  for (const auto& s : body) scanner.VisitStmt(s);
  return scanner.uses;
}

}  // namespace

ir::StmtPtr Parser::MakeSpmdScope(ScopeArgs args, std::vector<ir::StmtPtr> body, bool loop_form,
                                  const Token& start, const Span& span) {
  ir::ScopeStmt::Fields spmd = std::move(args.fields);
  const bool has_optimization = args.has_split || args.slot_num.has_value();
  bool needs_incore = loop_form;
  if (!loop_form) {
    // The body is one InCore scope; `... as tid` declares its task id just
    // before it.
    auto carrier = body.empty() ? nullptr : ir::As<ir::ScopeStmt>(body.back());
    if (carrier && body.size() > 1) {
      const ir::AttrValue* tid = carrier->fields().attrs.Find("task_id_var");
      auto init = body.size() == 2 ? ir::As<ir::AssignStmt>(body[0]) : nullptr;
      if (!tid || tid->kind() != ir::AttrValue::Kind::kExpr || !init ||
          tid->AsExpr().get() != init->var().get()) {
        carrier = nullptr;
      }
    }
    if (carrier && carrier->scope_kind() == ir::ScopeKind::kInCore) {
      // The body is its own InCore scope: optimizations belong on it.
      if (has_optimization) {
        const auto& cf = carrier->fields();
        const bool carrier_has_entry = cf.split != ir::SplitMode::kNone || cf.attrs.Has("slot_num");
        Fail(start, absl::StrCat(
                        "`optimizations=` ",
                        carrier_has_entry
                            ? "is specified twice: on `" + prefix_ + ".spmd(...)` and on the inner"
                            : "belongs on the InCore scope, but the body already "
                              "provides one as the inner",
                        " `", prefix_, ".at(level=", prefix_,
                        ".Level.CORE_GROUP, ...)`\nhelp: keep `optimizations=[...]` on "
                        "the inner `",
                        prefix_, ".at(...)` only"));
      }
    } else {
      const SpmdBodyUses uses = ScanSpmdBody(body);
      if (!uses.reads_block_idx && uses.dispatches == 0) {
        Fail(start,
             absl::StrCat("`with ", prefix_,
                          ".spmd(...)` body neither reads the per-block index via `", prefix_,
                          ".tile.get_block_idx()` nor dispatches a "
                          "`self.<kernel>(...)` call, so every block would run identical "
                          "work\nhelp: add `i = ",
                          prefix_,
                          ".tile.get_block_idx()` inside the scope, dispatch a "
                          "kernel that reads it, or use `for i in ",
                          prefix_, ".spmd(n):` to bind the block index"));
      }
      if (!uses.reads_block_idx && uses.dispatches > 1) {
        Fail(start,
             absl::StrCat("`with ", prefix_, ".spmd(...)` dispatch body launches ", uses.dispatches,
                          " kernels; only one kernel dispatch per SPMD scope is "
                          "supported\nhelp: use one `",
                          prefix_, ".spmd(...)` scope per kernel"));
      }
      needs_incore = uses.reads_block_idx || has_optimization;
    }
  }
  if (!needs_incore) {
    return std::make_shared<ir::ScopeStmt>(std::move(spmd), BodyOf(std::move(body), span), span);
  }
  // The per-block work becomes an InCore scope (outlined into the kernel);
  // one name hint names both: `<h>_spmd` the wrapper, `<h>` the kernel.
  ir::ScopeStmt::Fields incore;
  incore.scope_kind = ir::ScopeKind::kInCore;
  incore.split = spmd.split;
  incore.split_written = spmd.split_written;
  spmd.split = ir::SplitMode::kNone;
  spmd.split_written = false;
  constexpr absl::string_view kWrapperSuffix = "_spmd";
  if (!spmd.name_hint.empty()) {
    if (absl::EndsWith(spmd.name_hint, kWrapperSuffix)) {
      incore.name_hint = spmd.name_hint.substr(0, spmd.name_hint.size() - kWrapperSuffix.size());
    } else {
      incore.name_hint = spmd.name_hint;
      absl::StrAppend(&spmd.name_hint, kWrapperSuffix);
    }
  }
  if (!dump_tagged_.empty()) {
    std::vector<ir::AttrValue> items;
    for (const auto& v : dump_tagged_) items.push_back(ir::AttrValue::FromExpr(v));
    incore.attrs = incore.attrs.With("dump_vars", ir::AttrValue::List(std::move(items)));
  }
  if (args.slot_num) incore.attrs = incore.attrs.With("slot_num", *args.slot_num);
  auto inner =
      std::make_shared<ir::ScopeStmt>(std::move(incore), BodyOf(std::move(body), span), span);
  return std::make_shared<ir::ScopeStmt>(std::move(spmd), inner, span);
}

// Whether the function being parsed leaves AUTO runtime scopes to the
// compiler (`auto_scope`, default true).
bool Parser::AutoScopeOn() const {
  if (current_sig_ == nullptr) return true;
  const ir::AttrValue* v = current_sig_->fields.attrs.Find("auto_scope");
  return !(v && v->kind() == ir::AttrValue::Kind::kBool && !v->AsBool());
}

// The argument list `(...)` of `pl.<kind>(...)` in a `with` header or a
// `for ... in pl.spmd(...)` loop.
// `pl.spmd(...)` keywords: known names, and literal values where the
// reference requires them.
void Parser::CheckSpmdKeyword(const Token& key, const Token& start) {
  const absl::string_view name = key.text();
  if (name == "sync_start" && !IsKw(Peek(), Kw::kTrue) && !IsKw(Peek(), Kw::kFalse)) {
    Fail(Peek(), "sync_start must be a boolean literal (True/False)");
  }
  if (name == "name_hint" && Peek().kind != TokenKind::kString) {
    Fail(Peek(), absl::StrCat(prefix_, ".spmd() 'name_hint' argument must be a string literal"));
  }
  if (name != "core_num" && name != "sync_start" && name != "name_hint" &&
      name != "optimizations" && name != "deps" && name != "allow_early_resolve" &&
      name != "predicate") {
    Fail(start, absl::StrCat(prefix_, ".spmd() got unexpected keyword argument '", name,
                             "'\nhelp: supported keywords: 'sync_start', 'name_hint', "
                             "'optimizations', 'deps' (with `as tid`), 'allow_early_resolve', "
                             "'predicate'"));
  }
}

// An SPMD launch size: an integer scalar expression, positive if constant.
ir::ExprPtr Parser::ParseCoreNum() {
  const Token& at = Peek();
  ir::ExprPtr core_num = ParseExpr();
  CheckCoreNum(core_num, SpanOf(at));
  return core_num;
}

void Parser::CheckCoreNum(const ir::ExprPtr& core_num, const Span& at) const {
  auto scalar = ir::As<ir::ScalarType>(core_num->type());
  if (!scalar || !ir::IsInt(scalar->dtype())) {
    FailAt(at, absl::StrCat("core_num must be an integer expression, got ",
                            PrintType(core_num->type())));
  }
  if (auto c = ir::As<ir::ConstInt>(core_num); c && c->value() <= 0) {
    FailAt(at, absl::StrCat("core_num must be a positive integer, got ", c->value()));
  }
}

Parser::ScopeArgs Parser::ParseScopeArgs(const std::string& kind, const Token& start) {
  ScopeArgs args;
  ir::ScopeStmt::Fields& fields = args.fields;
  std::vector<ir::ExprPtr>& dep_edges = args.dep_edges;
  std::vector<ir::ExprPtr>& dump_vars = args.dump_vars;
  std::vector<ir::ExprPtr>& no_dep_vars = args.no_dep_vars;
  bool& allow_early_resolve = args.allow_early_resolve;
  bool& windowize = args.windowize;
  ExpectOp(Op::kLParen);
  bool first_positional = true;
  bool keyword_seen = false;
  int at_positionals = 0;
  if (kind == "manual_scope" && !PeekOp(Op::kRParen)) {
    Fail(start, absl::StrCat(prefix_, ".manual_scope() does not accept arguments"));
  }
  while (!PeekOp(Op::kRParen)) {
    if (!(Peek().kind == TokenKind::kName && PeekOp(Op::kAssign, 1))) {
      if (keyword_seen) Fail(Peek(), kPositionalAfterKeyword);
      // pl.at(level, role): both may also be given positionally.
      if (kind == "at" && at_positionals < 2) {
        if (at_positionals++ == 0) {
          fields.level = ParseEnumValue<ir::Level>("Level");
        } else {
          fields.role = ParseEnumValue<ir::Role>("Role");
        }
        if (!AcceptOp(Op::kComma)) break;
        continue;
      }
      if (kind == "at") {
        Fail(Peek(), absl::StrCat(prefix_, ".at() takes at most 2 positional arguments\nhelp: use ",
                                  prefix_, ".at(level) or ", prefix_, ".at(level, role)"));
      }
      if (kind == "spmd" && PeekOp(Op::kPow)) {
        Fail(Peek(1),
             absl::StrCat(prefix_, ".spmd() does not accept **kwargs; pass core_num (positional) ",
                          "and sync_start=/name_hint=/optimizations= explicitly"));
      }
      if (kind == "spmd" && first_positional) {
        fields.core_num = ParseCoreNum();
        first_positional = false;
        if (!AcceptOp(Op::kComma)) break;
        continue;
      }
      if (kind == "spmd") {
        Fail(Peek(),
             absl::StrCat(prefix_, ".spmd() accepts at most one positional argument (core_num)"));
      }
      if (kind == "scope") {
        Fail(start,
             absl::StrCat(prefix_,
                          ".scope() takes only a 'mode=' keyword, not positional arguments"));
      }
      if (kind == "cluster") {
        Fail(start, absl::StrCat(prefix_, ".cluster() does not accept positional arguments\n",
                                 "help: use 'with ", prefix_, ".cluster():'"));
      }
      Fail(Peek(), absl::StrCat("unexpected positional argument of ", kind, "()"));
    }
    const Token& key = Next();
    Next();
    keyword_seen = true;
    if ((key.text() == "level" && fields.level) || (key.text() == "role" && fields.role)) {
      Fail(key, absl::StrCat(prefix_, ".", kind, "() got multiple values for argument '",
                             key.text(), "'"));
    }
    if (kind == "spmd") CheckSpmdKeyword(key, start);
    if (kind == "cluster" && key.text() != "name_hint") {
      Fail(start, absl::StrCat(prefix_, ".cluster() got unexpected keyword argument '", key.text(),
                               "'\nhelp: supported keyword: 'name_hint'; for SPMD dispatch, use ",
                               prefix_, ".spmd(4)"));
    }
    if (kind == "spmd" && key.text() == "core_num") {
      if (fields.core_num) {
        Fail(Peek(), absl::StrCat(prefix_, ".spmd() got multiple values for argument 'core_num'"));
      }
      fields.core_num = ParseCoreNum();
    } else if (key.text() == "level") {
      fields.level = ParseEnumValue<ir::Level>("Level");
    } else if (key.text() == "role") {
      fields.role = ParseEnumValue<ir::Role>("Role");
    } else if (key.text() == "optimizations") {
      ParseOptimizationsList(kind, &args);
    } else if (key.text() == "deps" && (kind == "at" || kind == "spmd")) {
      args.deps_span = SpanOf(Peek());
      const std::string owner = absl::StrCat("'", prefix_, ".", kind, "()'");
      if (!DepsListAhead()) {
        const Token& value_tok = Peek();
        ParseValue();
        Fail(value_tok,
             absl::StrCat(owner, " deps= must be a list / tuple / comprehension of TaskId values"));
      }
      dep_edges = ParseDepsList(owner);
    } else if ((key.text() == "dumps" || key.text() == "no_dep_args") && kind == "at") {
      // Bare names of tensors visible in the enclosing function: tensors to
      // dump, or arguments the launch must not track dependencies on.
      const bool dumps = key.text() == "dumps";
      // A tuple display reads as the list (as in the reference).
      const bool tuple = TupleDisplayAhead();
      if (!PeekOp(Op::kLBracket) && !tuple) {
        Fail(Peek(), absl::StrCat(prefix_, ".at(", key.text(),
                                  "=...) must be a list literal of tensor names"));
      }
      const Op close = tuple ? Op::kRParen : Op::kRBracket;
      Next();
      while (!PeekOp(close)) {
        if (Peek().kind != TokenKind::kName || !(PeekOp(Op::kComma, 1) || PeekOp(close, 1))) {
          Fail(Peek(), absl::StrCat(prefix_, ".at(", key.text(),
                                    "=[...]) entries must be bare tensor names"));
        }
        const Token& name = Next();
        const ir::VarPtr& var = Lookup(name.text());
        const std::string owner = absl::StrCat(prefix_, ".at(", key.text(), "=[...])");
        if (!var) {
          Fail(name, absl::StrCat(owner, " references unknown name '", name.text(), "'"));
        }
        if (!ir::IsA<ir::TensorType>(var->type())) {
          Fail(name, absl::StrCat(owner, " entry '", name.text(), "' is not a tensor (got type ",
                                  PrintType(var->type()), ")"));
        }
        std::vector<ir::ExprPtr>& list = dumps ? dump_vars : no_dep_vars;
        if (std::find(list.begin(), list.end(), var) != list.end()) {
          Fail(name, absl::StrCat(owner, " lists '", name.text(), "' more than once"));
        }
        list.push_back(var);
        if (!AcceptOp(Op::kComma)) break;
      }
      ExpectOp(close);
    } else if (key.text() == "predicate" && kind == "spmd") {
      args.predicate = ParseDispatchPredicate(absl::StrCat(prefix_, ".spmd()"));
    } else if (key.text() == "allow_early_resolve" && (kind == "at" || kind == "spmd")) {
      const Token& value_tok = Peek();
      Value v = ParseValue();
      std::optional<bool> b;
      if (v.is_expr()) {
        if (auto c = ir::As<ir::ConstBool>(v.expr)) b = c->value();
      } else if (v.attr.kind() == ir::AttrValue::Kind::kBool) {
        b = v.attr.AsBool();
      }
      if (!b) {
        Fail(value_tok, absl::StrCat(kind == "spmd" ? "" : absl::StrCat(prefix_, ".", kind, "() "),
                                     "allow_early_resolve must be a boolean literal (True/False)"));
      }
      allow_early_resolve = *b;
    } else {
      Value v = ParseValue();
      ir::AttrValue a = ToAttr(v);
      if (key.text() == "name_hint" && a.kind() == ir::AttrValue::Kind::kString) {
        fields.name_hint = a.AsString();
        if (!ValidScopeNameHint(fields.name_hint)) {
          FailAt(v.span, absl::StrCat(prefix_, ".", kind,
                                      "() 'name_hint' must be a valid non-keyword identifier, "
                                      "got '",
                                      fields.name_hint, "'"));
        }
      } else if (key.text() == "sync_start" && a.kind() == ir::AttrValue::Kind::kBool) {
        fields.sync_start = a.AsBool();
      } else if (key.text() == "mode" && kind == "scope") {
        fields.manual = a.kind() == ir::AttrValue::Kind::kEnum && a.AsString() == "MANUAL";
      } else if (key.text() == "windowize" && a.kind() == ir::AttrValue::Kind::kBool) {
        windowize = a.AsBool();
      } else if (key.text() == "name_hint") {
        FailAt(v.span, absl::StrCat(prefix_, ".", kind,
                                    "() 'name_hint' argument must be a string literal\nhelp: use "
                                    "name_hint=\"my_scope_name\""));
      } else if (key.text() == "windowize" && kind == "at") {
        FailAt(v.span,
               absl::StrCat(prefix_, ".at() windowize must be a boolean literal (True/False)"));
      } else {
        // Anything else would be kept in the IR but could not be printed back
        // (silent loss), so it is rejected.
        if (kind == "at") {
          Fail(key, absl::StrCat("Unknown keyword argument '", key.text(), "' in ", prefix_,
                                 ".at()\nhelp: supported arguments: level, role, optimizations, "
                                 "deps, no_dep_args, dumps, allow_early_resolve, name_hint, "
                                 "windowize"));
        }
        if (kind == "scope") {
          Fail(start, absl::StrCat(prefix_, ".scope() got an unexpected keyword '", key.text(),
                                   "'\nhelp: the only accepted keyword is mode=", prefix_,
                                   ".ScopeMode.AUTO|MANUAL"));
        }
        Fail(key,
             absl::StrCat("unsupported keyword '", key.text(), "' for ", prefix_, ".", kind, "()"));
      }
    }
    if (!AcceptOp(Op::kComma)) break;
  }
  ExpectOp(Op::kRParen);
  return args;
}

// `optimizations=[pl.split(MODE), pl.cross_core_slot(slot_num=N)]`, with the
// reference's checks: each entry at most once, the slot count given once.
void Parser::ParseOptimizationsList(const std::string& kind, ScopeArgs* args) {
  const std::string owner = absl::StrCat(prefix_, ".", kind);
  if (!PeekOp(Op::kLBracket)) {
    Fail(Peek(), absl::StrCat(owner,
                              "(optimizations=...) must be a list literal\nhelp: use "
                              "optimizations=[",
                              prefix_, ".split(", prefix_, ".SplitMode.NONE)]"));
  }
  Next();
  bool slot_from_split = false;
  // The positive integer literal of a `slot_num=` keyword.
  auto slot_literal = [&](const std::string& api) {
    const Token& tok = Peek();
    if (tok.kind != TokenKind::kInt) {
      Fail(tok, absl::StrCat(api, " must be an integer literal\nhelp: use e.g. ", prefix_,
                             ".cross_core_slot(slot_num=16)"));
    }
    Next();
    if (tok.int_value <= 0) {
      Fail(tok, absl::StrCat(api, " must be positive, got ", tok.int_value));
    }
    return ir::AttrValue::Int(tok.int_value);
  };
  while (!PeekOp(Op::kRBracket)) {
    const Token& entry = Peek();
    // `pl.split(...)`, or through the module `pl.optimizations.split(...)`.
    const bool via_module = PeekPrefixed("optimizations") && PeekOp(Op::kDot, 3) &&
                            Peek(4).kind == TokenKind::kName && PeekOp(Op::kLParen, 5);
    auto names = [&](absl::string_view api) {
      return via_module ? PeekName(api, 4) : PeekPrefixed(api) && PeekOp(Op::kLParen, 3);
    };
    const bool is_split = names("split");
    const bool is_slot = names("cross_core_slot");
    if (!is_split && !is_slot) {
      Fail(entry,
           absl::StrCat("Unsupported entry in ", owner,
                        "(optimizations=[...])\nhelp: each entry must be ", prefix_, ".split(",
                        prefix_, ".SplitMode.X) or ", prefix_, ".cross_core_slot(slot_num=N)"));
    }
    const std::string api = absl::StrCat(prefix_, is_split ? ".split" : ".cross_core_slot");
    for (int k = via_module ? 5 : 3; k > 0; --k) Next();
    ExpectOp(Op::kLParen);
    int positional = 0;
    std::optional<ir::AttrValue> slot;
    std::optional<ir::SplitMode> mode;
    bool keyword_seen = false;
    while (!PeekOp(Op::kRParen)) {
      if (Peek().kind == TokenKind::kName && PeekOp(Op::kAssign, 1)) {
        const Token& kw = Next();
        Next();
        keyword_seen = true;
        if (kw.text() != "slot_num") {
          Fail(kw, absl::StrCat("Unknown keyword argument '", kw.text(), "' in ", api, "()"));
        }
        slot = slot_literal(absl::StrCat(api, "(slot_num=...)"));
      } else if (keyword_seen) {
        Fail(Peek(), kPositionalAfterKeyword);
      } else if (is_split && positional == 0) {
        mode = ParseEnumValue<ir::SplitMode>("SplitMode");
        ++positional;
      } else {
        ParseValue();
        ++positional;
      }
      if (!AcceptOp(Op::kComma)) break;
    }
    ExpectOp(Op::kRParen);
    if (is_split) {
      if (positional != 1) {
        Fail(entry, absl::StrCat(api, "() takes exactly 1 positional argument, got ", positional,
                                 "\nhelp: use ", prefix_, ".split(", prefix_, ".SplitMode.NONE)"));
      }
      if (args->has_split) {
        Fail(entry, absl::StrCat("Duplicate '", api, "(...)' in optimizations=[...]"));
      }
      args->has_split = true;
      args->fields.split = *mode;
      args->fields.split_written = true;
      if (slot) {
        if (args->slot_num) {
          Fail(entry,
               absl::StrCat("optimizations=[...] sets the cross-core slot count twice: via "
                            "the deprecated ",
                            api, "(slot_num=...) and via ", prefix_, ".cross_core_slot(...)"));
        }
        args->slot_num = slot;
        slot_from_split = true;
      }
    } else {
      if (positional != 0) {
        Fail(entry, absl::StrCat(api, "() takes no positional arguments, got ", positional,
                                 "\nhelp: use ", api, "(slot_num=4)"));
      }
      if (!slot) {
        Fail(entry, absl::StrCat(api, "() requires the slot_num= keyword argument\nhelp: use ", api,
                                 "(slot_num=4)"));
      }
      if (args->slot_num && !slot_from_split) {
        Fail(entry, absl::StrCat("Duplicate '", api, "(...)' in optimizations=[...]"));
      }
      if (slot_from_split) {
        Fail(entry, absl::StrCat("optimizations=[...] sets the cross-core slot count twice: via "
                                 "the deprecated ",
                                 prefix_, ".split(slot_num=...) and via ", api, "(...)"));
      }
      args->slot_num = slot;
    }
    if (!AcceptOp(Op::kComma)) break;
  }
  ExpectOp(Op::kRBracket);
}

void Parser::ParseWith(std::vector<ir::StmtPtr>* out) {
  const Token& start = Next();  // 'with'
  if (!(PeekName(prefix_) && PeekOp(Op::kDot, 1) && Peek(2).kind == TokenKind::kName &&
        PeekOp(Op::kLParen, 3))) {
    Fail(Peek(), absl::StrCat("expected ", prefix_, ".at/scope/cluster/spmd(...) after 'with'"));
  }
  const Token& call_tok = Peek();
  const Token& kind_tok = Peek(2);
  std::string kind(kind_tok.text());
  Next();
  Next();
  Next();
  ScopeArgs args = ParseScopeArgs(kind, start);
  ir::ScopeStmt::Fields& fields = args.fields;
  std::vector<ir::ExprPtr>& dep_edges = args.dep_edges;
  std::vector<ir::ExprPtr>& dump_vars = args.dump_vars;
  std::vector<ir::ExprPtr>& no_dep_vars = args.no_dep_vars;
  const bool allow_early_resolve = args.allow_early_resolve;
  const std::optional<ir::AttrValue>& slot_num = args.slot_num;
  const bool windowize = args.windowize;
  if (kind == "at") {
    if (!fields.level) {
      Fail(call_tok, absl::StrCat(prefix_, ".at() requires a level argument\nhelp: use ", prefix_,
                                  ".at(", prefix_, ".Level.HOST) or ", prefix_,
                                  ".at(level=", prefix_, ".Level.HOST)"));
    }
    const bool core_group = fields.level == ir::Level::kCoreGroup;
    // Checked in the reference's order, each at the `with` statement.
    if (!core_group && (args.has_split || slot_num)) {
      Fail(start, absl::StrCat("optimizations=[", prefix_, ".split(...)] / optimizations=[",
                               prefix_, ".cross_core_slot(...)] are only supported with level=",
                               prefix_, ".Level.CORE_GROUP\nhelp: use ", prefix_,
                               ".at(level=", prefix_, ".Level.CORE_GROUP, optimizations=[", prefix_,
                               ".split(", prefix_, ".SplitMode.UP_DOWN)])"));
    }
    if (core_group && fields.role) {
      Fail(start, absl::StrCat("role= is not supported with level=", prefix_,
                               ".Level.CORE_GROUP\nhelp: drop role= for InCore scopes, or use a "
                               "non-CORE_GROUP level for a Hierarchy scope"));
    }
    // Host-level and higher SubWorkers exist only as self-contained functions.
    if (!core_group && *fields.level >= ir::Level::kHost && fields.role == ir::Role::kSubWorker) {
      Fail(start, absl::StrCat("Inline 'with ", prefix_, ".at(level>=HOST, role=", prefix_,
                               ".Role.SubWorker)' is not supported.\nhelp: declare a SubWorker "
                               "via @",
                               prefix_, ".function(level=..., role=", prefix_,
                               ".Role.SubWorker) as a self-contained function (no 'self' "
                               "parameter) inside @",
                               prefix_, ".program"));
    }
    if (core_group) {
      fields.scope_kind = ir::ScopeKind::kInCore;
      fields.level.reset();
    } else {
      fields.scope_kind = ir::ScopeKind::kHierarchy;
    }
  } else if (kind == "cluster") {
    fields.scope_kind = ir::ScopeKind::kCluster;
  } else if (kind == "spmd") {
    fields.scope_kind = ir::ScopeKind::kSpmd;
    if (!fields.core_num) {
      Fail(start, absl::StrCat(prefix_, ".spmd() requires core_num (first positional argument)"));
    }
    const bool captures_task_id = PeekKw(Kw::kAs);
    if (args.deps_span && !captures_task_id) {
      FailAt(*args.deps_span, SpmdDepsWithoutTaskIdMessage(prefix_));
    }
    if (args.predicate) {
      CheckPredicateProducer(absl::StrCat(prefix_, ".spmd()"), args.predicate, dep_edges,
                             SpanFrom(start), /*deps_accepted=*/captures_task_id);
    }
  } else if (kind == "scope") {
    fields.scope_kind = ir::ScopeKind::kRuntime;
  } else if (kind == "manual_scope") {
    fields.scope_kind = ir::ScopeKind::kRuntime;
    fields.manual = true;
  } else {
    Fail(kind_tok, absl::StrCat("unknown scope '", prefix_, ".", kind, "'"));
  }
  // `with pl.at(...) as tid:` binds the producer TaskId of the outlined
  // kernel launch. Until the outliner defines it, a `system.task_invalid()`
  // placeholder right before the scope is its definition (the printer leaves
  // it out and re-reading the `as` clause re-creates it).
  ir::VarPtr task_id_var;
  if (PeekKw(Kw::kAs)) {
    if (kind != "at" && kind != "spmd") {
      Fail(start,
           absl::StrCat("`with ", prefix_, ".", kind,
                        "(...) as ...:` is not supported — the `as` clause only applies to "
                        "`with ",
                        prefix_, ".at(...) as tid:` and `with ", prefix_, ".spmd(...) as tid:`"));
    }
    if (kind == "spmd" && cluster_depth_ > 0) {
      Fail(start, SpmdLaunchInClusterMessage(prefix_, "as tid"));
    }
    Next();
    const Token& name = ExpectName("after 'as'");
    if (!PeekOp(Op::kColon)) {
      Fail(start, absl::StrCat("`as` target on `with ", prefix_, ".", kind,
                               "(...)` must be a plain variable name"));
    }
    // A new variable even when the name is bound already (as the reference
    // does): `deps=[tid] ... as tid` reads the old task id and binds a new one.
    auto tid_type = std::make_shared<ir::ScalarType>(ir::DataType::kTaskId);
    task_id_var = std::make_shared<ir::Var>(std::string(name.text()), tid_type, SpanOf(start));
    Span span = SpanFrom(start);
    out->push_back(std::make_shared<ir::AssignStmt>(task_id_var, MakeTaskInvalid(start), span));
    Bind(name.text(), task_id_var);
    SsaDefine(name.text(), span);
  }
  if (fields.scope_kind == ir::ScopeKind::kSpmd) {
    if (allow_early_resolve && cluster_depth_ > 0) {
      Fail(start, SpmdLaunchInClusterMessage(prefix_, "allow_early_resolve"));
    }
    // Launch metadata in the reference's order: deps, task id, early resolve.
    if (!dep_edges.empty()) {
      std::vector<ir::AttrValue> items;
      items.reserve(dep_edges.size());
      for (const auto& v : dep_edges) items.push_back(ir::AttrValue::FromExpr(v));
      fields.attrs = fields.attrs.With("manual_dep_edges", ir::AttrValue::List(std::move(items)));
    }
    if (task_id_var) {
      fields.attrs = fields.attrs.With("task_id_var", ir::AttrValue::FromExpr(task_id_var));
    }
    if (allow_early_resolve) {
      fields.attrs = fields.attrs.With("allow_early_resolve", ir::AttrValue::Bool(true));
    }
    if (args.predicate) {
      if (cluster_depth_ > 0) Fail(start, SpmdLaunchInClusterMessage(prefix_, "predicate"));
      fields.attrs = fields.attrs.With("predicate", ir::AttrValue::FromExpr(args.predicate));
    }
    const bool carrier_known = args.has_split || args.slot_num.has_value();
    if (carrier_known) ++incore_scope_depth_;
    SsaEnterScope();  // a with block leaks its names (as in the reference)
    std::vector<ir::StmtPtr> body = ParseBlock();
    SsaExitScope(/*leak=*/true);
    if (carrier_known) --incore_scope_depth_;
    if (task_id_var) {
      // What the body's top-level assignments bind is produced by this launch
      // (for the producer check of later predicates).
      std::vector<ir::VarPtr> produced;
      for (const ir::StmtPtr& stmt : body) {
        if (const auto* assign = ir::AsPtr<ir::AssignStmt>(stmt)) produced.push_back(assign->var());
      }
      if (!produced.empty()) RecordTaskProducer(task_id_var, produced);
    }
    Span span = SpanFrom(start);
    out->push_back(
        MakeSpmdScope(std::move(args), std::move(body), /*loop_form=*/false, start, span));
    return;
  }
  auto var_list = [](const std::vector<ir::ExprPtr>& vars) {
    std::vector<ir::AttrValue> items;
    items.reserve(vars.size());
    for (const auto& v : vars) items.push_back(ir::AttrValue::FromExpr(v));
    return ir::AttrValue::List(std::move(items));
  };
  if (!dep_edges.empty()) fields.attrs = fields.attrs.With("manual_dep_edges", var_list(dep_edges));
  if (!no_dep_vars.empty()) {
    fields.attrs = fields.attrs.With("arg_direction_overrides_vars", var_list(no_dep_vars));
  }
  // Tensors tagged by `pl.dump_tag` before the scope are dumped by its launch
  // too (the outliner keeps the ones the scope consumes).
  if (fields.scope_kind == ir::ScopeKind::kInCore || fields.scope_kind == ir::ScopeKind::kCluster ||
      fields.scope_kind == ir::ScopeKind::kHierarchy) {
    for (const auto& t : dump_tagged_) {
      if (std::find(dump_vars.begin(), dump_vars.end(), t) == dump_vars.end()) {
        dump_vars.push_back(t);
      }
    }
  }
  if (!dump_vars.empty()) fields.attrs = fields.attrs.With("dump_vars", var_list(dump_vars));
  if (task_id_var) {
    fields.attrs = fields.attrs.With("task_id_var", ir::AttrValue::FromExpr(task_id_var));
  }
  if (allow_early_resolve) {
    fields.attrs = fields.attrs.With("allow_early_resolve", ir::AttrValue::Bool(true));
  }
  if (slot_num) fields.attrs = fields.attrs.With("slot_num", *slot_num);
  if (windowize) fields.attrs = fields.attrs.With("windowize", ir::AttrValue::Bool(true));
  const bool manual_runtime = fields.scope_kind == ir::ScopeKind::kRuntime && fields.manual;
  if (fields.scope_kind == ir::ScopeKind::kRuntime && !fields.manual && AutoScopeOn()) {
    Fail(start,
         absl::StrCat("a hand-placed AUTO 'with ", prefix_, ".scope()' requires @", prefix_,
                      ".function(auto_scope=False)\nhelp: with auto_scope=True (the default) the "
                      "compiler places AUTO scopes; set auto_scope=False to place them yourself, "
                      "or use ",
                      prefix_, ".scope(mode=", prefix_, ".ScopeMode.MANUAL)"));
  }
  if (fields.scope_kind == ir::ScopeKind::kRuntime) EnterRuntimeScope(start, fields.manual);
  const bool incore = fields.scope_kind == ir::ScopeKind::kInCore;
  const bool cluster = fields.scope_kind == ir::ScopeKind::kCluster;
  if (incore) ++incore_scope_depth_;
  if (cluster) ++cluster_depth_;
  SsaEnterScope();  // a with block leaks its names (as in the reference)
  std::vector<ir::StmtPtr> body = ParseBlock();
  SsaExitScope(/*leak=*/true);
  if (cluster) --cluster_depth_;
  if (incore) --incore_scope_depth_;
  if (manual_runtime) --manual_scope_depth_;
  Span span = SpanFrom(start);
  out->push_back(
      std::make_shared<ir::ScopeStmt>(std::move(fields), BodyOf(std::move(body), span), span));
}

void Parser::ParseReturn(std::vector<ir::StmtPtr>* out) {
  const Token& start = Next();  // 'return'
  std::vector<ir::ExprPtr> values;
  if (Peek().kind != TokenKind::kNewline && Peek().kind != TokenKind::kEnd &&
      !PeekOp(Op::kSemicolon) && Peek().kind != TokenKind::kDedent) {
    const bool parenthesized = PeekOp(Op::kLParen);
    values.push_back(ParseExpr());
    while (AcceptOp(Op::kComma)) {
      if (Peek().kind == TokenKind::kNewline) break;
      values.push_back(ParseExpr());
    }
    // `return (a, b)` returns two values, like `return a, b` (one tuple node
    // in Python).
    if (values.size() == 1 && parenthesized && IsOp(tokens_[pos_ - 1], Op::kRParen)) {
      if (auto tuple = ir::As<ir::MakeTuple>(values[0])) values = tuple->elements();
    }
  }
  // The reference's front end does not compare the returned values with the
  // declared return types (neither their number nor their types); neither
  // does its Default pipeline, so a mismatch is accepted here too.
  out->push_back(std::make_shared<ir::ReturnStmt>(std::move(values), SpanFrom(start)));
}

namespace {

// The value of an expression made of constants only (nullopt otherwise), with
// Python's arithmetic, comparisons and truth values.
struct ConstValue {
  bool is_float = false;
  int64_t i = 0;
  double f = 0;
  double AsDouble() const { return is_float ? f : static_cast<double>(i); }
  bool Truthy() const { return is_float ? f != 0 : i != 0; }
};

std::optional<ConstValue> EvaluateConstant(const ir::ExprPtr& e) {
  if (auto c = ir::As<ir::ConstInt>(e)) return ConstValue{false, c->value(), 0};
  if (auto c = ir::As<ir::ConstBool>(e)) return ConstValue{false, c->value() ? 1 : 0, 0};
  if (auto c = ir::As<ir::ConstFloat>(e)) return ConstValue{true, 0, c->value()};
  if (auto u = ir::As<ir::UnaryExpr>(e)) {
    auto v = EvaluateConstant(u->operand());
    if (!v) return std::nullopt;
    if (u->op() == ir::UnaryOp::kNot) return ConstValue{false, v->Truthy() ? 0 : 1, 0};
    if (u->op() == ir::UnaryOp::kNeg) {
      return v->is_float ? ConstValue{true, 0, -v->f} : ConstValue{false, -v->i, 0};
    }
    return std::nullopt;
  }
  auto b = ir::As<ir::BinaryExpr>(e);
  if (!b) return std::nullopt;
  auto l = EvaluateConstant(b->lhs()), r = EvaluateConstant(b->rhs());
  if (!l || !r) return std::nullopt;
  const bool as_float = l->is_float || r->is_float;
  auto compare = [&](auto pred) {
    bool result = as_float ? pred(l->AsDouble(), r->AsDouble()) : pred(l->i, r->i);
    return ConstValue{false, result ? 1 : 0, 0};
  };
  switch (b->op()) {
    case ir::BinaryOp::kEq:
      return compare([](auto x, auto y) { return x == y; });
    case ir::BinaryOp::kNe:
      return compare([](auto x, auto y) { return x != y; });
    case ir::BinaryOp::kLt:
      return compare([](auto x, auto y) { return x < y; });
    case ir::BinaryOp::kLe:
      return compare([](auto x, auto y) { return x <= y; });
    case ir::BinaryOp::kGt:
      return compare([](auto x, auto y) { return x > y; });
    case ir::BinaryOp::kGe:
      return compare([](auto x, auto y) { return x >= y; });
    case ir::BinaryOp::kAnd:
      return l->Truthy() ? *r : *l;
    case ir::BinaryOp::kOr:
      return l->Truthy() ? *l : *r;
    default:
      return std::nullopt;  // other operators on literals are folded by the expression parser
  }
}

}  // namespace

// `pl.static_assert(cond[, "message"])` checks a condition the front end can
// evaluate; `pl.static_print(...)` only reports at parse time in the reference.
// Neither produces IR.
// `pl.dump_tag(x)`: marks the tensor bound to `x` for selective dumping. No
// statement is emitted; later dispatches that take this very Var as an
// argument (and later scopes) record it in their dump_vars attribute.
void Parser::ParseDumpTag() {
  const Token& start = Next();
  Next();
  Next();
  const ir::FunctionType ft =
      current_sig_ ? current_sig_->fields.func_type : ir::FunctionType::kOpaque;
  if (ft != ir::FunctionType::kOrchestration && ft != ir::FunctionType::kInline) {
    Fail(start,
         absl::StrCat(prefix_,
                      ".dump_tag() is only valid inside an Orchestration or Inline function"));
  }
  // A bare name: `(`, name, `)`.
  if (Peek(1).kind == TokenKind::kName && PeekOp(Op::kRParen, 2) && !IsReserved(Peek(1).kw)) {
    Next();
    const Token& name = Next();
    Next();
    const ir::VarPtr& var = Lookup(name.text());
    if (!var) {
      Fail(start, absl::StrCat(prefix_, ".dump_tag() argument '", name.text(),
                               "' is not defined at this point"));
    }
    if (!ir::IsA<ir::TensorType>(var->type())) {
      Fail(name, absl::StrCat(prefix_, ".dump_tag() argument '", name.text(), "' is not a tensor"));
    }
    if (std::find(dump_tagged_.begin(), dump_tagged_.end(), var) == dump_tagged_.end()) {
      dump_tagged_.push_back(var);
    }
    return;
  }
  const Token& arg_tok = Peek(1);
  // `self.kernel`, `t[0]`, `f(x)`: not a bare name, whatever it would evaluate to.
  if (arg_tok.kind == TokenKind::kName &&
      (PeekOp(Op::kDot, 2) || PeekOp(Op::kLBracket, 2) || PeekOp(Op::kLParen, 2))) {
    Fail(arg_tok, absl::StrCat(prefix_, ".dump_tag() argument must be a bare variable name"));
  }
  std::vector<Value> args;
  std::vector<Kwarg> kwargs;
  ir::Attrs attrs;
  ParseCallArgs(&args, &kwargs, &attrs);
  if (args.size() != 1 || !kwargs.empty() || !attrs.empty()) {
    Fail(start,
         absl::StrCat(prefix_, ".dump_tag() takes exactly one positional argument (no keywords)"));
  }
  Fail(arg_tok, absl::StrCat(prefix_, ".dump_tag() argument must be a bare variable name"));
}

void Parser::ParseStaticCheck() {
  const Token& start = Peek();
  const bool is_assert = Peek(2).text() == "static_assert";
  Next();
  Next();
  Next();
  const std::string usage =
      is_assert ? absl::StrCat("\nhelp: use ", prefix_, ".static_assert(condition) or ", prefix_,
                               ".static_assert(condition, 'message')")
                : absl::StrCat("\nhelp: use ", prefix_, ".static_print(variable) or ", prefix_,
                               ".static_print('label', variable)");
  if (!is_assert) {
    std::vector<Value> args;
    std::vector<Kwarg> kwargs;
    ir::Attrs attrs;
    ParseCallArgs(&args, &kwargs, &attrs);
    if (args.empty()) Fail(start, "static_print() requires at least 1 argument" + usage);
    return;
  }
  ExpectOp(Op::kLParen);
  if (PeekOp(Op::kRParen)) Fail(start, "static_assert() requires 1 or 2 arguments" + usage);
  const Value condition = ParseValue();
  std::string message;
  if (AcceptOp(Op::kComma) && !PeekOp(Op::kRParen)) {
    if (Peek().kind != TokenKind::kString) {
      Fail(Peek(), "static_assert() message must be a string literal");
    }
    message = std::string(Next().text());
    if (AcceptOp(Op::kComma) && !PeekOp(Op::kRParen)) {
      Fail(start, "static_assert() requires 1 or 2 arguments" + usage);
    }
  }
  ExpectOp(Op::kRParen, "to close the argument list");
  std::optional<ConstValue> value =
      condition.is_expr() ? EvaluateConstant(condition.expr) : std::nullopt;
  if (!value) {
    FailAt(SpanFrom(start),
           "static_assert condition must be compile-time evaluable\nhelp: the condition produced "
           "a non-constant IR expression");
  }
  if (!value->Truthy()) {
    FailAt(SpanFrom(start), message.empty() ? std::string("static_assert failed")
                                            : "static_assert failed: " + message);
  }
}

}  // namespace ptoc::text::internal
