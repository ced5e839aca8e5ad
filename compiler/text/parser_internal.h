// Internal state of the DSL parser, shared by parser.cc (program and
// functions), parser_stmts.cc, parser_exprs.cc, parser_types.cc and
// op_dispatch.cc. Not a public interface; use parser.h.
#ifndef PTOC_COMPILER_TEXT_PARSER_INTERNAL_H_
#define PTOC_COMPILER_TEXT_PARSER_INTERNAL_H_

#include <cstring>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "absl/base/attributes.h"
#include "absl/base/optimization.h"
#include "absl/container/flat_hash_map.h"
#include "absl/container/inlined_vector.h"
#include "absl/types/span.h"
#include "compiler/base/status.h"
#include "compiler/ir/function.h"
#include "compiler/ir/op_registry.h"
#include "compiler/text/lexer.h"
#include "compiler/text/name_hash.h"
#include "compiler/text/parser.h"
#include "compiler/text/python_math.h"

namespace ptoc::text::internal {

struct DslSignature;  // op_dispatch.h

// Python's SyntaxError for `f(a=1, b)`, which the reference reports for every call.
inline constexpr absl::string_view kPositionalAfterKeyword =
    "positional argument follows keyword argument";

// A parsed argument or keyword value: either an IR expression or a
// non-expression attribute (dtype, enum member, string, None, list of those).
struct Value {
  ir::ExprPtr expr;    // set for expression values
  ir::AttrValue attr;  // otherwise
  Span span;
  // A number literal or a constant folded from literals only; such values may
  // still be folded further and re-typed by op wrappers.
  bool literal = false;
  // A keyword argument written as a bare number or bool (`rhs=1.0`, `value=-1`, `rhs=True`): the
  // reference hands such a value to the op wrapper as a Python number, not as an IR constant.
  bool keyword_literal = false;
  // The type of the variable a value defines when it is not the expression's own: a
  // cross-core pop that names its tile (`shape=`, `dtype=`) stays an untyped call, as
  // every pop is, and the variable it is assigned to takes this tile type.
  ir::TypePtr declared_type;
  // `[...]` whose elements are not all expressions (kept for kwargs).
  bool is_expr() const { return expr != nullptr; }
};

inline Value ExprValue(ir::ExprPtr e, Span span, bool literal = false) {
  Value v;
  v.expr = std::move(e);
  v.span = span;
  v.literal = literal;
  return v;
}

inline Value AttrValueOf(ir::AttrValue a, Span span) {
  Value v;
  v.attr = std::move(a);
  v.span = span;
  return v;
}

struct Kwarg {
  std::string name;
  Value value;
  Span key_span;  // the keyword's name, where known
};

// The names (and annotations) an assignment binds: almost always one, kept in
// the parser's frame.
using AssignTargets = absl::InlinedVector<std::pair<Token, ir::TypePtr>, 1>;

// Signature of a program function, collected in a first pass so that calls
// may reference functions defined later.
// Whether `name` is a member of the DSL's pl.Mem (not every IR memory space is).
bool IsDslMemorySpaceName(absl::string_view name);

struct FuncSig {
  std::string name;
  Span span;
  Span def_span;  // the `def` keyword
  ir::GlobalVarPtr global_var;
  ir::Function::Fields fields;  // everything except the body
  bool has_return_annotation = false;
  // Without a `->` annotation the function keeps no return types (as in the
  // reference); calls take the types of its first return once its body is read.
  std::optional<std::vector<ir::TypePtr>> body_return_types;
  size_t body_token = 0;                 // index of the signature's closing ':'
  TokenStream::ResumePoint body_resume;  // re-lexes the body once its tokens are dropped
  // `attrs={"core_num": <expr>}` of an outlined Spmd/Group function names
  // values of its caller: placeholders, resolved once every body is read.
  std::vector<ir::VarPtr> core_num_names;
  Span core_num_span;
};

// One enclosing if/for/while whose body may end in `lhs = pl.yield_(...)`.
struct YieldFrame {
  bool seen = false;
  std::vector<std::string> names;
  std::vector<ir::TypePtr> types;  // annotation or yielded value type per name
  std::vector<Span> spans;
  std::vector<bool> annotated;
  size_t arity = 0;
  bool any_yield = false;
  // Set for loop bodies (an if's frame leaves both false). A loop with
  // init_values takes its results' names from `x = pl.yield_(...)`, so a bare
  // yield in it (or in an if nested in it) is rejected.
  bool is_loop = false;
  bool carries_values = false;
  // A loop's result names as every yield assigns them, repeats included: the
  // reference makes one result per entry, typed by the iter_arg at its index.
  std::vector<std::string> loop_result_names;
  // An if: whether its else branch is being read, and how many of `names`
  // the then branch's yields gave.
  bool in_else = false;
  size_t then_names = 0;
  // An if: per name, the type of the first yield that binds it to one value.
  std::vector<std::pair<std::string, ir::TypePtr>> first_value_types;
};

// Edit distance counting insertions, deletions, substitutions and swaps of
// adjacent characters (optimal string alignment).
int EditDistance(absl::string_view a, absl::string_view b);
// The candidate closest to `name` when it is close enough to be a likely
// misspelling (at most a third of the name edited), else empty.
std::string ClosestName(absl::string_view name, const std::vector<std::string>& candidates);
// "\nhelp: did you mean '<prefix><closest>'?" or empty: the continuation
// line the diagnostic renderer prints under the source excerpt.
std::string DidYouMean(absl::string_view name, const std::vector<std::string>& candidates,
                       absl::string_view prefix = "");

// Spellings for suggestions: every dtype name (`FP32`, ...), and every name
// that may follow the prefix outside a call (dtypes, types, enum qualifiers).
std::vector<std::string> DTypeNames();
std::vector<std::string> PrefixedAttributeNames();
// "Tensor[[16], FP32]", "Scalar[INDEX]", ... for messages.
std::string DescribeType(const ir::TypePtr& t);

// `text == literal` with the literal's length known at compile time, so that
// the compare is expanded inline (absl::string_view's operator== is a call,
// and then a memcmp call, on every test of an op or keyword name).
template <size_t N>
ABSL_ATTRIBUTE_ALWAYS_INLINE inline bool TextIs(absl::string_view text, const char (&literal)[N]) {
  return text.size() == N - 1 && std::memcmp(text.data(), literal, N - 1) == 0;
}

// The reference's class name of an expression, for messages that quote it
// ("Add", "Call", "TupleGetItemExpr"; ir::TypeClassName names types).
std::string ExprClassName(const ir::ExprPtr& e);

class Parser {
 public:
  Parser(absl::string_view text, const ParseOptions& options, FileRef file);
  ir::ProgramPtr ParseProgram();

  // ---- token helpers (parser.cc)
  // The token stream ends with kEnd; peeking past it yields that token.
  // Through the cursor (cur_) while the token lies in its run, else through the stream.
  ABSL_ATTRIBUTE_ALWAYS_INLINE const Token& Peek(size_t k = 0) const {
    if (k < static_cast<size_t>(cur_end_ - cur_)) return cur_[k];
    return PeekSlow(k);
  }
  ABSL_ATTRIBUTE_ALWAYS_INLINE const Token& Next() {
    const Token& t = Peek();
    if (t.kind != TokenKind::kEnd) {
      ++pos_;
      if (cur_ != cur_end_) ++cur_;
    }
    return t;
  }
  // Moves to token `pos` (the cursor is set up again on the next Peek()).
  void Seek(size_t pos) {
    pos_ = pos;
    cur_ = cur_end_ = nullptr;
  }
  // Moves `n` tokens on, keeping the cursor when they are in its run.
  void Skip(size_t n) {
    pos_ += n;
    if (n < static_cast<size_t>(cur_end_ - cur_)) {
      cur_ += n;
    } else {
      cur_ = cur_end_ = nullptr;
    }
  }
  static bool IsOp(const Token& t, Op op) { return t.op == op && t.kind == TokenKind::kOp; }
  static bool IsKw(const Token& t, Kw kw) { return t.kw == kw && t.kind == TokenKind::kName; }
  static bool IsName(const Token& t, absl::string_view name) {
    if (t.kind != TokenKind::kName || t.size != name.size()) return false;
    // Names are short: a byte loop beats a memcmp call.
    for (size_t i = 0; i < name.size(); ++i) {
      if (t.data[i] != name[i]) return false;
    }
    return true;
  }
  // Always inlined: these run several times per token, and a call costs more than the test.
  ABSL_ATTRIBUTE_ALWAYS_INLINE bool PeekOp(Op op, size_t k = 0) const { return IsOp(Peek(k), op); }
  ABSL_ATTRIBUTE_ALWAYS_INLINE bool PeekKw(Kw kw, size_t k = 0) const { return IsKw(Peek(k), kw); }
  bool PeekName(absl::string_view name, size_t k = 0) const { return IsName(Peek(k), name); }
  ABSL_ATTRIBUTE_ALWAYS_INLINE bool AcceptOp(Op op) {
    if (!PeekOp(op)) return false;
    Next();
    return true;
  }
  bool AcceptKw(Kw kw) {
    if (!PeekKw(kw)) return false;
    Next();
    return true;
  }
  // Inline: most brackets and commas of the text go through here.
  ABSL_ATTRIBUTE_ALWAYS_INLINE const Token& ExpectOp(Op op, absl::string_view context = "") {
    if (ABSL_PREDICT_FALSE(!PeekOp(op))) FailExpectedOp(op, context);
    return Next();
  }
  [[noreturn]] void FailExpectedOp(Op op, absl::string_view context) const;
  const Token& ExpectName(absl::string_view context = "");
  void ExpectKw(Kw kw);
  void ExpectNewline();
  Span SpanOf(const Token& t) const;
  Span SpanFrom(const Token& begin) const;  // begin..previous token
  [[noreturn]] void Fail(const Token& t, absl::string_view message) const;
  [[noreturn]] void FailAt(const Span& span, absl::string_view message) const;
  // `pl.` prefix check at the current position.
  size_t YieldParensAt(size_t k) const;
  bool PeekPrefixed(absl::string_view name, size_t k = 0) const {
    return PeekName(prefix_, k) && PeekOp(Op::kDot, k + 1) && PeekName(name, k + 2);
  }

  // Fails at `at` when `v` nests deeper than options_.max_expression_height:
  // chains of operators and subscripts are built in loops, not by recursion,
  // so DepthGuard does not bound them.
  void CheckExpressionHeight(const Value& v, const Token& at) const;

  // Recursion guard (statements and expressions).
  class DepthGuard {
   public:
    // Inline: a guard is entered for every expression and statement.
    DepthGuard(Parser* p, const Token& at) : p_(p) {
      if (ABSL_PREDICT_FALSE(++p_->depth_ > p_->options_.max_nesting_depth)) TooDeep(at);
    }
    ~DepthGuard() { --p_->depth_; }

   private:
    [[noreturn]] void TooDeep(const Token& at);
    Parser* p_;
  };

  // Sets a context flag for its lifetime.
  class FlagScope {
   public:
    explicit FlagScope(bool* flag) : flag_(flag), saved_(*flag) { *flag_ = true; }
    ~FlagScope() { *flag_ = saved_; }
    FlagScope(const FlagScope&) = delete;
    FlagScope& operator=(const FlagScope&) = delete;

   private:
    bool* flag_;
    bool saved_;
  };

  // ---- program / functions (parser.cc)
  void ParseHeader();
  void ParseModuleDecl();  // NAME = pl.dynamic(...) | constant
  // Whether module-level assignment targets (`A =`, `A, B =`, `(A, B) =`) start here.
  bool ModuleTargetsAhead() const;
  Value ParseModuleValue();
  // `assert COND[, MESSAGE]` at module level: Python's AssertionError when COND is false.
  void ParseModuleAssert();
  // `def NAME(PARAMS): ...` at module level: a helper the module's constants may call.
  void ParseModuleDef();
  // A call of a module-level helper at `name_tok` (the name is next): Python's result.
  Value CallModuleFunction(const Token& name_tok);
  // `<if_true> if COND else VALUE` at module level (the `if` is next): Python's choice.
  Value ParseModuleConditional(Value if_true);
  // Python's truth value of a module-level constant; nullopt when not a constant.
  std::optional<bool> ModuleTruthValue(const Value& v) const;
  // The Python number a module-level value stands for (a literal, a constant folded from
  // literals, or a bool, which Python counts as an int); nullopt for anything else.
  static std::optional<PyNumber> ModuleNumber(const Value& v);
  // `math.<member>` or a name imported from math (`member` is then set), at
  // `name_tok`: Python's value in a module-level constant.
  Value ParseMathValue(const Token& name_tok, std::string member);
  // Records `name` as a module constant (or another name of a dynamic
  // dimension) for the value `v` of the declaration starting at `value_start`.
  void BindModuleValue(const Token& name, const Value& v, const Token& value_start);
  [[noreturn]] void FailModuleValue(const Token& value_start) const;
  [[noreturn]] void FailUnpack(const Token& statement, size_t names, size_t values) const;
  void CollectSignature(const Token& class_tok);
  void ParseDecorator(FuncSig* sig);
  void ParseProgramDecoratorArgs();
  void ParseSignature(FuncSig* sig);
  // Skips a simple statement or an indented block. `check_layout`: the block
  // is never parsed, so it is checked here for an indent that no line ending
  // in ':' opens (Python's "unexpected indent").
  void SkipBlock(bool check_layout = false);
  bool PeekParenthesizedTargets() const;
  std::string LoopIteratorError(absl::string_view kind) const;
  std::vector<ir::ExprPtr> InitValuesOf(const Value& value);
  // Arguments of the call whose '(' is the next token (see parser_exprs.cc).
  size_t CountCallArgs() const;
  // The reference's message for rebinding `name` to a value of another type.
  std::string ReassignTypeMessage(absl::string_view name, const ir::TypePtr& was,
                                  const ir::TypePtr& got) const;
  // Fails when the nearest enclosing loop carries values (see YieldFrame).
  void RejectBareYieldInCarryingLoop(const Token& yield_tok);
  void CheckUnrollBounds(const Token& iter_tok, bool has_init_values, const ir::ExprPtr& lo,
                         const ir::ExprPtr& hi, const ir::ExprPtr& step);
  ir::FunctionPtr ParseFunctionBody(FuncSig* sig);
  // Where an `attrs={...}` dict is written: the reference reads each with its
  // own rules (see ParseAttrDict).
  enum class AttrDictUse : uint8_t { kCall, kLoop, kFunction };
  // While a function's `core_num` attribute is read: the caller's names it
  // uses (see FuncSig::core_num_names); null otherwise.
  std::vector<ir::VarPtr>* caller_names_ = nullptr;
  std::vector<ir::VarPtr> core_num_names_;
  Span core_num_span_;
  // Replaces each function's `core_num` placeholder by its caller's variable.
  std::vector<ir::FunctionPtr> ResolveCoreNumPlaceholders(std::vector<ir::FunctionPtr> functions);
  ir::Attrs ParseAttrDict(AttrDictUse use = AttrDictUse::kCall);  // `{ "key": value, ... }`
  // Whether the next value is one literal token (Python's ast.Constant).
  bool PeekLiteralAttrValue() const;

  // ---- types (parser_types.cc)
  ir::TypePtr ParseType();
  ir::TypePtr ParseTypeAfterPrefix(const Token& start);  // after `pl.`
  // The source text of the `pl.Tensor[...]` or `pl.Tile[...]` type at the current position when
  // its meaning depends on its tokens alone (no name to look up, no string), else empty; `*end`
  // is then the index of the token after it.
  absl::string_view SelfContainedTypeText(size_t* end) const;
  // The source text of the bracketed `pl.Tensor[...]` / `pl.Tile[...]` at the
  // current token when it is on one line without strings or comments (empty
  // otherwise): the key under which ParseType looks up a memoised type,
  // found by scanning characters instead of tokens.
  absl::string_view BracketedTypeText() const;
  // `type_shape`: the shape of a Tensor/Tile annotation (see shape_dim_name_).
  std::vector<ir::ExprPtr> ParseShape(bool type_shape = false);
  ir::DataType ParseDType();  // `pl.FP32`
  std::optional<ir::DataType> TryDTypeName(absl::string_view name) const;
  ir::MemRefPtr ParseMemRef(const Token& start);  // after `pl.MemRef`
  ir::TensorView ParseTensorView();
  ir::TileView ParseTileView();
  template <typename E>
  E ParseEnumValue(absl::string_view qualifier);  // `pl.<Qualifier>.<member>`
  ir::VarPtr MemRefBase(absl::string_view name, const Span& span);
  // Annotation vs deduced type (dsl.md §1.5). `value`: the assigned expression, when the
  // annotation is an assignment's (it decides where a flattened tile annotation is read).
  ir::TypePtr ReconcileAnnotation(absl::string_view name, const ir::TypePtr& annotated,
                                  const ir::TypePtr& deduced, const Span& span,
                                  const ir::Expr* value = nullptr);

  // ---- statements (parser_stmts.cc)
  std::vector<ir::StmtPtr> ParseBlock();  // ':' NEWLINE INDENT stmts DEDENT
  [[noreturn]] void FailSubmitNotUnpacked(const Token& at, const ir::ExprPtr& submit);
  void ParseStatement(std::vector<ir::StmtPtr>* out);
  void ParseStatementInner(std::vector<ir::StmtPtr>* out);
  void ParseSimpleStatement(std::vector<ir::StmtPtr>* out);
  void ParseAssignment(std::vector<ir::StmtPtr>* out);
  // `pl.static_assert(...)` / `pl.static_print(...)` at statement level: checked, no IR.
  void ParseStaticCheck();
  void ParseDumpTag();
  // The dump_vars of a dispatch taking `args`: in argument order, the Var
  // arguments tagged by `pl.dump_tag` or listed in `attrs`' dump_vars.
  ir::Attrs MergeDumpTags(const std::vector<ir::ExprPtr>& args, ir::Attrs attrs) const;
  // `pl.yield_(v, ...)` (the next token is the prefix): its values.
  std::vector<ir::ExprPtr> ParseYieldValues();
  // Fails with Python's message when `key` repeats a keyword of `kwargs` (or
  // `seen_elsewhere`: one not kept among them, such as `attrs=`).
  void CheckKeywordNotRepeated(const Token& key, const std::vector<Kwarg>& kwargs,
                               bool seen_elsewhere) const;
  // Python's message for a keyword given twice in one call (or decorator).
  [[noreturn]] void FailRepeatedKeyword(const Token& key) const;
  void AddIfYieldNames(const AssignTargets& targets, const std::vector<ir::ExprPtr>& values,
                       bool typed_by_value, YieldFrame* frame) const;
  void FinishIfResultTypes(YieldFrame* frame) const;
  void ParseYieldAssign(const AssignTargets& targets, const Token& start,
                        std::vector<ir::StmtPtr>* out);
  // `a = b = value` (at `start`, a name of the source text).
  [[noreturn]] void FailChainedAssignment(const Token& start) const;
  void ParseIf(std::vector<ir::StmtPtr>* out, const Token& start);
  void ParseFor(std::vector<ir::StmtPtr>* out);
  void ParseWhile(std::vector<ir::StmtPtr>* out);
  // `for (names...) in pl.while_(init_values=(...))`; `names_pos`: where the
  // carried names start (their '(' or first name).
  void ParseWhileIterForm(std::vector<ir::StmtPtr>* out, const Token& start,
                          const Token& call_start, const std::vector<Token>& names,
                          size_t names_pos);
  // The error for a loop whose carried names and init_values differ in number.
  [[noreturn]] void FailCarriedNamesMismatch(const Token& names_start, size_t names,
                                             size_t inits) const;
  void ParseSpmdFor(std::vector<ir::StmtPtr>* out, const Token& start, const Token& var_name);
  // The arguments of a scope header `pl.<kind>(...)`.
  struct ScopeArgs {
    ir::ScopeStmt::Fields fields;
    // Task-launch metadata of `pl.at(...)`, kept as scope attributes in the
    // reference's canonical order (built after the argument list).
    std::vector<ir::ExprPtr> dep_edges;
    std::vector<ir::ExprPtr> dump_vars;
    std::vector<ir::ExprPtr> no_dep_vars;
    bool allow_early_resolve = false;
    std::optional<ir::AttrValue> slot_num;
    bool windowize = false;
    bool has_split = false;         // `optimizations=[pl.split(...)]` was given
    std::optional<Span> deps_span;  // the value of a `deps=` keyword
    ir::ExprPtr predicate;          // `predicate=(...)` of pl.spmd
  };
  ScopeArgs ParseScopeArgs(const std::string& kind, const Token& start);
  void ParseOptimizationsList(const std::string& kind, ScopeArgs* args);
  // `pl.aiv_shard(x)` / `pl.aic_gather(x)` (any namespace): the split mode of
  // the enclosing `pl.split_aiv` region, or an explicit integer `split=`.
  Value ParseSplitTransfer(const Token& start, absl::string_view op, std::vector<Value> args,
                           const std::vector<Kwarg>& kwargs, const ir::Attrs& attrs);
  void CheckSpmdKeyword(const Token& key, const Token& start);
  ir::ExprPtr ParseCoreNum();
  // A launch's core count: an integer expression, positive when constant.
  void CheckCoreNum(const ir::ExprPtr& core_num, const Span& at) const;
  // `pl.spmd(...)`: the Spmd scope around `body`. The per-block work of an
  // inline body (one that reads the block index, or carries an optimization)
  // goes into an InCore scope inside, as the reference builds it.
  ir::StmtPtr MakeSpmdScope(ScopeArgs args, std::vector<ir::StmtPtr> body, bool loop_form,
                            const Token& start, const Span& span);
  void ParseWith(std::vector<ir::StmtPtr>* out);
  void SkipLoopElse();  // `else:` after a for/while loop
  void ParseReturn(std::vector<ir::StmtPtr>* out);
  std::vector<ir::VarPtr> FinishYieldFrame(const YieldFrame& frame, const Span& span);
  // Loop results: an annotation is completed from the carried value's type
  // (memory space, view, memref), as for annotated assignments; unannotated
  // tile results of a for loop take the iter_arg's memref (see the comment at
  // the definition for what the text cannot carry).
  void MergeLoopResultTypes(YieldFrame* frame, const std::vector<ir::IterArgPtr>& iter_args,
                            bool results_share_iter_arg_memref);
  ir::StmtPtr BodyOf(std::vector<ir::StmtPtr> stmts, const Span& span);
  // Binds `name` in the current function, remembering the previous binding
  // so that a scope can be closed by RestoreScope(ScopeMark() at its start).
  void Bind(absl::string_view name, const ir::VarPtr& var);
  // The strict_ssa scopes (no-ops unless strict_ssa_): SsaDefine fails with
  // the reference's "Variable 'x' is already defined" unless `allow_redef`.
  void SsaEnterScope();
  void SsaExitScope(bool leak);
  void SsaDefine(absl::string_view name, const Span& span, bool allow_redef = false);
  size_t ScopeMark() const { return undo_.size(); }
  void RestoreScope(size_t mark);
  const ir::VarPtr& Lookup(absl::string_view name) const;
  // In a decorator or signature (Python evaluates them), an unbound name is
  // Python's NameError wherever it stands (as a type, a dtype or a shape).
  void FailIfUnboundPythonName(const Token& t) const;
  std::vector<std::string> NamesInScope() const;  // for suggestions
  // The plain Var an assignment to `name` re-assigns (null: define a new one).
  ir::VarPtr ReusableVar(absl::string_view name) const;
  bool SameValueType(const ir::TypePtr& a, const ir::TypePtr& b) const;
  // `name = tuple[index]` for an unpacking assignment: re-assigns an existing
  // variable of the same type (non-SSA input) or binds a new one.
  // `define_span` (default: `span`) locates a strict_ssa redefinition error.
  void AssignTupleItem(const Token& name, const ir::VarPtr& tuple, int index, const Span& span,
                       std::vector<ir::StmtPtr>* out, const Span* define_span = nullptr);
  // `name = value` (statement span `span`): re-assigns an existing variable of the same type
  // (non-SSA input) or binds a new one.
  void AssignToName(const Token& name, const ir::ExprPtr& value, const Span& span,
                    std::vector<ir::StmtPtr>* out, const Span* define_span = nullptr);
  // Whether `expr` is a dynamic-dim symbol the current Orchestration
  // function's signature declares as a tensor parameter's extent.
  bool IsParamDimSymbol(const ir::ExprPtr& expr) const;
  // `pl.tensor.dim(x, k)` in Orchestration code folds to that symbol when it
  // is x's extent k (as in the reference); null otherwise.
  ir::VarPtr FoldedTensorDim(const ir::CallPtr& call) const;

  // ---- expressions (parser_exprs.cc)
  ir::ExprPtr ParseExpr();
  Value ParseValue();  // full expression, possibly a non-expression attribute
  // Binary operators binding at least as tightly as `min_precedence` (1 = all).
  Value ParseBinary(int min_precedence);
  static constexpr int kMinPrecedence = 1;
  bool AutoScopeOn() const;
  bool in_signature_ = false;  // parsing a function signature's annotations
  bool in_decorator_ = false;  // parsing a function decorator's arguments
  // The bare-name dimension of a type annotation's shape being parsed (the
  // reference resolves those itself, with its own message); null otherwise.
  const Token* shape_dim_name_ = nullptr;
  bool in_module_value_ = false;  // evaluating a module-level constant (Python runs it)
  void CheckScalarOperands(ir::BinaryOp op, const ir::ExprPtr& lhs, const ir::ExprPtr& rhs,
                           const Token* call) const;
  [[noreturn]] void FailInFunction(const Span& at, absl::string_view message) const;
  Value ParseNot();  // at `not`
  Value ParseUnary();
  Value ParsePower();
  Value ParsePostfix();
  Value ParsePrimary();

  // ---- subscripts of tensors and tiles (parser_subscript.cc)
  // One component of `x[...]`: an index, or a slice `lower:upper` (either may be left out).
  struct SubscriptItem {
    bool is_slice = false;
    ir::ExprPtr index, lower, upper;  // null when left out
  };
  // After '[': the components up to and including ']'; `kind` ("tensor", "tile") names the
  // subscripted value in errors.
  std::vector<SubscriptItem> ParseSubscriptItems(absl::string_view kind);
  // `base[...]` of a tensor or tile at '[': an element read or a (rank-reducing) slice.
  Value ParseShapedSubscript(const Token& start, const Value& base);
  // `NAME[...] = value`: the statement is an assemble into NAME, re-assigned.
  bool PeekSubscriptAssignment() const;
  void ParseSubscriptAssignment(std::vector<ir::StmtPtr>* out);
  // The extent `upper - lower` of a slice, folded or simplified as the reference does.
  static ir::ExprPtr SliceExtent(const ir::ExprPtr& upper, const ir::ExprPtr& lower);
  Value ParsePrefixed(const Token& start);
  Value ParseMaskPattern(const Token& start);
  bool AssignsYieldAt(size_t k) const;
  bool BlockAssignsYield(size_t k, size_t* next) const;  // after `pl.`
  ir::ExprPtr ToExpr(const Value& v, absl::string_view what = "expression") const;
  ir::AttrValue ToAttr(const Value& v) const;
  // '(' args ')' ; an `attrs={...}` keyword goes to `attrs`.
  // `no_dep_indices` (function calls only): positions of arguments written
  // `pl.no_dep(x)`; the wrapper is peeled.
  void ParseCallArgs(std::vector<Value>* args, std::vector<Kwarg>* kwargs, ir::Attrs* attrs,
                     std::vector<int64_t>* no_dep_indices = nullptr,
                     AttrDictUse attrs_use = AttrDictUse::kCall);
  // A positional argument of a call to a function of the program, with any
  // `pl.no_dep(...)` wrappers peeled; `*no_dep` tells whether there was one.
  Value ParseFunctionCallArg(bool* no_dep);
  // `attrs` with `arg_direction_overrides` listing `no_dep_indices`, unless
  // the attrs already spell that entry out.
  static ir::Attrs WithNoDepOverrides(ir::Attrs attrs, const std::vector<int64_t>& no_dep_indices);
  // `pl.system.task_dummy(deps=[...])`, after `pl.system.task_dummy`.
  Value ParseTaskDummy(const Token& start);
  Value MakeBinary(const Token& op_tok, ir::BinaryOp op, const Value& lhs, const Value& rhs);
  Value MakeCompare(const Token& op_tok, ir::BinaryOp op, const Value& lhs, const Value& rhs);
  // The callee's return types with its dynamic dimensions bound from the
  // argument types (see parser_exprs.cc).
  std::vector<ir::TypePtr> DeduceCallReturnTypes(const Token& start,
                                                 const std::vector<ir::VarPtr>& params,
                                                 const std::vector<ir::ExprPtr>& args,
                                                 const std::vector<ir::TypePtr>& returns);
  Value ParseFunctionCall(const Token& start, absl::string_view name);  // self.f(...)
  Value ParseConst(const Token& start);                                 // pl.const(v, dt)
  // `pl.submit(...)` / `pl.spmd_submit(...)` after the name (parser_submit.cc).
  Value ParseSubmit(const Token& start, bool spmd);
  // `[tid, None, arr[i], ...]` of a `deps=` keyword; `owner` names the
  // construct in errors. `None` entries contribute no edge.
  // Element reads (`arr[i]`, also from a parse-time comprehension) are
  // gathered into a fresh TaskId array by statements left in pending_stmts_.
  // `call` (a submit's first token): where the reference locates the
  // errors of a comprehension; otherwise at the comprehension.
  std::vector<ir::ExprPtr> ParseDepsList(const std::string& owner, const Token* call = nullptr);
  // Whether a tuple display (`()`, `(a,)`, `(a, b)`; not a parenthesised value) starts here.
  bool TupleDisplayAhead() const;
  // Whether a `deps=` list (or a tuple display, read as one) starts here.
  bool DepsListAhead() const { return PeekOp(Op::kLBracket) || TupleDisplayAhead(); }
  struct DepsEntry {
    Token at;
    std::string text;  // source text, for messages
    ir::ExprPtr expr;
  };
  void UnrollDepsComprehension(const std::string& owner, const Token& at,
                               std::vector<DepsEntry>* entries);
  size_t ScanDepth0(size_t k, std::optional<Kw> kw, bool stop_at_comma) const;
  std::string SourceText(size_t begin, size_t end) const;
  std::string UnparseCallAhead() const;
  // When `name` is the module `pld` and Peek(k) the `.` after it (a
  // distributed tensor type or collective, which ptoc does not implement),
  // fails with an `unsupported:` error naming the dotted name; otherwise
  // returns.
  void FailIfDistributed(const Token& name, size_t k) const;
  // Statements an expression needs before the statement that contains it
  // (ParseStatement places them).
  std::vector<ir::StmtPtr> pending_stmts_;
  // `system.task_invalid()`: the `None` TaskId sentinel.
  ir::ExprPtr MakeTaskInvalid(const Token& at);
  // `predicate=(...)` of pl.submit / pl.spmd_submit / pl.spmd: one element
  // of a signed-integer tensor compared with an integer literal (all the
  // runtime's dispatch predicate can express); `owner` names the construct.
  ir::ExprPtr ParseDispatchPredicate(const std::string& owner);
  // The producer of the tensor a predicate reads, when a submit or an `as tid`
  // scope of this function bound it, must be among `deps`; `deps_accepted`
  // says whether the construct takes deps= at all (for the hint).
  void CheckPredicateProducer(const std::string& owner, const ir::ExprPtr& predicate,
                              const std::vector<ir::ExprPtr>& deps, const Span& at,
                              bool deps_accepted) const;
  // Records `produced` as written by the task `task_id` (a new binding of it).
  void RecordTaskProducer(const ir::VarPtr& task_id, const std::vector<ir::VarPtr>& produced);
  struct TaskProducer {
    ir::VarPtr task_id;
    int generation = 0;  // which binding of task_id
  };
  // Keyed by handle so that no entry outlives its variable.
  absl::flat_hash_map<ir::VarPtr, TaskProducer> task_producers_;
  absl::flat_hash_map<ir::VarPtr, int> task_id_generations_;
  // `(a, b), tid = pl.submit(...)`.
  bool PeekNestedSubmitUnpack() const;
  void ParseNestedSubmitUnpack(std::vector<ir::StmtPtr>* out);
  // Binds `outs..., tid` to the elements of a submit through `_submit_tmp`.
  void BindSubmitResults(const std::vector<Token>& outs, const Token& tid, const ir::ExprPtr& value,
                         const Token& start, const Token& value_tok, std::vector<ir::StmtPtr>* out);
  // Runtime-scope nesting rules; a MANUAL scope is entered (leave it with
  // --manual_scope_depth_).
  void EnterRuntimeScope(const Token& at, bool manual);
  // Scalar min/max/abs (`min(a, b)`, `pl.min(a, b)`, `abs(x)`), arguments parsed.
  Value MakeBuiltin(const Token& start, absl::string_view name, const std::vector<Value>& args,
                    const std::vector<Kwarg>& kwargs, const ir::Attrs& attrs);

  // ---- op calls (op_dispatch.cc)
  // `pl.<ns>.<op>(...)` with the registry name `full_name`.
  // `dsl_sig`: the signature of the DSL function as spelled (`spelling`), whose operands
  // may be given by keyword (see BindKeywordOperands).
  Value CallRegisteredOp(const Token& start, const std::string& full_name, std::vector<Value> args,
                         std::vector<Kwarg> kwargs, const ir::Attrs& attrs,
                         const DslSignature* dsl_sig = nullptr, absl::string_view spelling = {});
  // Moves the keyword arguments that name operands of the DSL function `spelling` (parameter
  // names `params`) into `args`, in parameter order, as Python binds arguments. A parameter is
  // an attribute, left as a keyword, when one of `ops` (the registry ops the call may become)
  // takes it as a keyword; at most as many operands as those ops take are bound.
  void BindKeywordOperands(const Token& start, absl::string_view spelling,
                           const std::vector<std::string>& params,
                           absl::Span<const ir::OpInfo* const> ops, std::vector<Value>* args,
                           std::vector<Kwarg>* kwargs);
  // BindKeywordOperands: bit i set when parameter i of the DSL function (its
  // parameter list) is an attribute of the op.
  absl::flat_hash_map<std::pair<const std::vector<std::string>*, const ir::OpInfo*>, uint64_t>
      attr_params_;
  // "Unknown operation 'pl.<name>'" at `at`, with the closest `pl.<op>` spelling.
  [[noreturn]] void FailUnknownShortOp(const Token& at, absl::string_view name) const;
  // Python's TypeError for keyword `key` of the DSL function `called` (a spelling), which
  // the op `info` does not have, with the closest valid keyword (of the op's, and of
  // `parameters` when given).
  [[noreturn]] void FailUnknownKeyword(const Token& start, absl::string_view called,
                                       absl::string_view key, const ir::OpInfo& info,
                                       const std::vector<std::string>* parameters = nullptr) const;
  // When a call of the DSL function `spelling` (signature `sig`) passes a keyword that
  // neither the function nor any op it may name has, FailUnknownKeyword for it.
  void FailUnexpectedKeyword(const Token& start, absl::string_view spelling,
                             const DslSignature& sig, const std::vector<Kwarg>& kwargs) const;
  void RequireTileReductionScratch(const Token& start, absl::string_view name,
                                   const std::vector<Value>& args,
                                   const std::vector<Kwarg>& kwargs) const;
  void RejectPositionalStrings(const std::vector<Value>& args) const;
  void CheckExplicitLevelAndRole(const FuncSig& sig) const;
  void CheckDslCall(const Token& start, absl::string_view spelling, const DslSignature* sig,
                    const std::vector<Value>& args, const std::vector<Kwarg>& kwargs) const;
  // The scalar operand `scalar` of a tile/tensor scalar op whose shaped operand is `shaped`: a
  // number without a dtype of its own (a keyword literal, or a bare integer, which reads as an
  // INDEX constant) takes the element dtype of `shaped`; an INDEX-typed value is rejected.
  // `tensor_level` selects the fallback dtype of an integer when `shaped` has no element dtype.
  // `pad_value=0` (or 0.0, math.inf, -math.inf): a keyword number standing for a padding mode,
  // as the enum member; any other number, a bool or a string is rejected in the reference's words.
  ir::AttrValue PadValueOfLiteral(const Value& v) const;
  ir::ExprPtr NormalizeScalarOperand(const Token& start, const ir::ExprPtr& shaped,
                                     const Value& scalar, bool tensor_level) const;
  void RequireBoolCondition(const ir::ExprPtr& cond, const Token& at, absl::string_view what) const;
  // `pl.<short>(...)`: dispatch on argument types. Returns false when `name`
  // is not a known short spelling.
  bool TryShortOp(const Token& start, absl::string_view name, std::vector<Value>* args,
                  std::vector<Kwarg>* kwargs, const ir::Attrs& attrs, Value* result);
  // `atomic=pl.AtomicType.Add`, `pipe=pl.PipeType.V`, ...: the IR stores
  // these kwargs as the member's int, as the reference does.
  void NormalizeIntEnumKwarg(absl::string_view op, const Kwarg& kwarg, ir::AttrValue* value) const;
  ir::ExprPtr MakeScalarCast(const Token& start, const ir::ExprPtr& value, ir::DataType dtype);

  // ---- source comments (parser_comments.cc)
  // `#` comments and docstrings inside a function body become the leading
  // comments of the statement they precede, by the reference's rules: each
  // function sees the comments from its `def` line to the line before the
  // next function's `def`; a statement takes the pending comments up to its
  // last line (a compound statement: those of its header, and those above it
  // at a smaller column than its body); comments left inside a block that has
  // ended are dropped.
  void LoadFunctionComments(const FuncSig& sig);
  // ParseStatement, attaching the comments it takes to the first statement it
  // emits (or passing them on to the next one when it emits none).
  // `first_in_block`: no sibling statement precedes it.
  void ParseStatementWithComments(std::vector<ir::StmtPtr>* out, bool first_in_block);
  // The comments of the compound statement starting at the current token
  // (`for`, `while`, `if`, `elif`, `with`).
  ir::CommentLines DrainCompoundComments();
  // The number of string tokens of a docstring statement at the current token
  // (adjacent literals are one string), or 0.
  size_t DocstringTokens() const;
  // The comments of the simple statement(s) on the current line, up to its end.
  ir::CommentLines DrainSimpleStatementComments();
  // Drops pending comments at column >= `col` on lines [`first_line`, `last_line`].
  void DiscardBlockTailComments(int first_line, int col, int last_line);
  // Drops pending comments before `line` at a column greater than `col`.
  void DiscardStaleComments(int line, int col);
  void RequeueComments(int line, int col, ir::CommentLines comments);
  // Attaches `comments` to the first statement of out[from...] (looking into
  // sequences), or returns false when there is none.
  static bool AttachToFirst(std::vector<ir::StmtPtr>* out, size_t from, ir::CommentLines* comments);

  // Pending comments of the function being parsed: line -> (0-based column,
  // text), in source order within a line.
  std::map<int, std::vector<std::pair<int, std::string>>> pending_comments_;
  std::vector<int> def_lines_;  // the `def` line of every function, sorted

  // ---- state
  // Lexed on demand; the parser drops the tokens of each function it has
  // passed (pass 1) or parsed (pass 2), and re-lexes a body for pass 2.
  TokenStream tokens_;
  size_t pos_ = 0;  // changed only by Next() and Seek()
  // &tokens_[pos_] and the end of the contiguous run of lexed tokens from it
  // (RunEnd), or both null when not known: Peek() and Next() run several
  // times per token, and the stream's lookup costs more than the token test.
  mutable const Token* cur_ = nullptr;
  mutable const Token* cur_end_ = nullptr;
  const Token& PeekSlow(size_t k) const;
  ParseOptions options_;
  FileRef file_;
  int depth_ = 0;
  std::string prefix_ = "pl";
  std::string program_name_;
  using NameMap = NameKeyedMap<std::string, ir::VarPtr>;
  NameMap globals_;              // `N = pl.dynamic("N")`
  NameMap inline_dynamic_vars_;  // `pl.dynamic("N")` in annotations, by name
  Value ParseInlineDynamic(const Token& start);
  // The name string of a `pl.dynamic(...)`: a Python identifier, as the
  // reference's DynVar requires (the printer writes it as a variable name).
  const char* BraceDisplayKind() const;
  std::string DynamicDimName(const Token& string_token);
  // `(` and the name of `pl.dynamic(...)` (positional or `name=`); the string token.
  const Token& ExpectDynamicNameArgument();
  // `N = 64`, `EPS = 1e-6`, `DT = pl.FP16` before the program class: Python
  // globals the reference reads as their values; function names shadow them.
  struct ModuleConstant {
    // kAttr: another Python value the DSL reads as an attribute (a string, an enum member
    // such as `pl.Mem.Vec`, None), kept in `attr`.
    enum class Kind { kInt, kFloat, kBool, kDType, kList, kAttr } kind;
    int64_t int_value = 0;
    // kList: a list or tuple of integer constants and `pl.dynamic` names (a shape).
    std::vector<ir::ExprPtr> elements;
    double float_value = 0;
    ir::DataType dtype = ir::DataType::kIndex;
    ir::AttrValue attr;
  };
  NameKeyedMap<std::string, ModuleConstant> module_constants_;
  // Names the module's imports bind to Python's math module (mapped to "") or
  // to one of its members (`from math import sqrt`: "sqrt" -> "sqrt").
  absl::flat_hash_map<std::string, std::string> math_names_;
  // A module-level helper: Python runs its body (assignments, then a return) when a constant
  // calls it; each statement's source is read again then, with the parameters bound.
  struct ModuleFunction {
    struct Statement {
      std::string target;  // empty for the return
      absl::string_view text;
      int line = 0;
      int col = 0;
    };
    std::vector<std::string> params;
    std::vector<std::optional<Value>> defaults;  // per parameter (Python evaluates them at the def)
    std::vector<Statement> body;
    std::string unsupported;  // why the body cannot be run (a message), or empty
    Span unsupported_at;
  };
  absl::flat_hash_map<std::string, std::shared_ptr<const ModuleFunction>> module_functions_;
  int module_call_depth_ = 0;
  // Calls of module-level helpers in the whole parse (shared with the parsers of their bodies):
  // bounded, so that helpers calling each other twice per level cannot run for hours.
  int module_calls_storage_ = 0;
  int* module_calls_ = &module_calls_storage_;
  // Names the class body binds before the current function (`BLK = 16`): Python evaluates a
  // parameter's default value where these, the functions defined above, the module's names
  // and the builtins are visible.
  std::vector<std::string> class_attributes_;
  // Fails with Python's NameError when a name the default value of a parameter reads
  // (`names`: its name tokens other than attributes and keywords) is not visible where
  // Python evaluates it.
  void CheckDefaultValueNames(const std::vector<Token>& names) const;
  // The constant `name` as a value at `span`, or false when there is none or
  // a function name shadows it.
  bool ModuleConstantValue(absl::string_view name, const Span& span, Value* out) const;
  // The module-level list or tuple constant `t` names (null when it names
  // none, or a function name shadows it).
  const ModuleConstant* ModuleListConstant(const Token& t) const;
  NameMap env_;  // current function's names
  struct Rebinding {
    std::string name;
    ir::VarPtr previous;  // null: `name` was unbound
  };
  std::vector<Rebinding> undo_;  // Bind() log of the current function
  // `@pl.program(strict_ssa=True)`: as the reference's scope manager, each
  // scope (function, loop, if branch, with block) records the names defined
  // in it, and defining one again in the same scope is an error. Scopes
  // that leak their names (a plain for or while loop, an if without yields,
  // a with block) hand them to the enclosing scope when they end.
  bool strict_ssa_ = false;
  std::vector<NameKeyedMap<std::string, Span>> ssa_scopes_;
  NameMap memref_bases_;  // quoted MemRef bases, program-wide
  // Types parsed from self-contained annotation text (SelfContainedTypeText), shared by every
  // later occurrence of the same text: programs repeat a few types thousands of times, and
  // types are immutable. A shared type keeps the span of its first occurrence.
  struct MemoType {
    ir::TypePtr type;
    size_t tokens;  // how many tokens the text spans
  };
  NameKeyedMap<absl::string_view, MemoType> type_memo_;
  absl::string_view source_;  // the whole input (token texts view it)
  std::vector<FuncSig> sigs_;
  NameKeyedMap<std::string, size_t> sig_index_;
  std::vector<YieldFrame*> yield_frames_;
  FuncSig* current_sig_ = nullptr;  // function whose body is being parsed
  // Tensors tagged by `pl.dump_tag(x)` so far in the current function: later
  // dispatches consuming one of them (and later scopes) list it in dump_vars.
  std::vector<ir::VarPtr> dump_tagged_;
  std::vector<ir::ForKind> loop_kinds_;         // enclosing loops, innermost last
  int manual_scope_depth_ = 0;                  // enclosing MANUAL runtime scopes
  int cluster_depth_ = 0;                       // enclosing `with pl.cluster()` scopes
  int incore_scope_depth_ = 0;                  // enclosing InCore scopes and split regions
  std::vector<ir::SplitMode> split_aiv_modes_;  // enclosing `pl.split_aiv` regions
  // yield_frames_.size() where each enclosing `for ... in pl.spmd(...)` /
  // `pl.split_aiv(...)` body starts (see RejectBareYieldInCarryingLoop).
  std::vector<size_t> loop_form_scope_frames_;
  int tmp_counter_ = 0;
};

}  // namespace ptoc::text::internal

#endif  // PTOC_COMPILER_TEXT_PARSER_INTERNAL_H_
