// Type annotations of the DSL: pl.Tensor / pl.Tile / pl.Scalar / pl.Tuple /
// pl.Ptr ..., MemRefs, tensor and tile views, and the rule that merges an
// assignment's annotation with the type the op deduces.
#include <algorithm>
#include <array>
#include <map>
#include <type_traits>

#include "absl/container/flat_hash_map.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/strip.h"
#include "compiler/text/parser_internal.h"
#include "compiler/text/printer.h"

namespace ptoc::text::internal {
namespace {

std::string DimString(const ir::ExprPtr& e) {
  if (auto v = ir::StaticDim(e)) return absl::StrCat(*v);
  if (auto var = ir::As<ir::Var>(e)) return var->name_hint();
  return "?";
}

// Whether `offset` can be a MemRef byte offset: an integer scalar. The
// reference's parser also reads `pl.const(0, pl.INT64)` as an INDEX 0 and
// rejects `N // 2` (which its dumps print); ptoc keeps what is written, so
// that every dump reads back and prints as it was.
bool IsByteOffset(const ir::ExprPtr& offset) {
  auto scalar = ir::As<ir::ScalarType>(offset->type());
  return scalar && ir::IsInt(scalar->dtype());
}

}  // namespace

std::string DescribeType(const ir::TypePtr& t) {
  if (!t) return "<none>";
  if (auto s = ir::As<ir::ScalarType>(t)) {
    return absl::StrCat("Scalar[", ir::DataTypeName(s->dtype()), "]");
  }
  if (auto sh = ir::As<ir::ShapedType>(t)) {
    std::vector<std::string> dims;
    for (const auto& d : sh->shape()) dims.push_back(DimString(d));
    return absl::StrCat(t->kind() == ir::NodeKind::kTensorType ? "Tensor" : "Tile", "[[",
                        absl::StrJoin(dims, ", "), "], ", ir::DataTypeName(sh->dtype()), "]");
  }
  if (auto tu = ir::As<ir::TupleType>(t)) {
    std::vector<std::string> parts;
    for (const auto& e : tu->types()) parts.push_back(DescribeType(e));
    return absl::StrCat("Tuple[", absl::StrJoin(parts, ", "), "]");
  }
  if (ir::IsA<ir::PtrType>(t)) return "Ptr";
  if (ir::IsA<ir::UnknownType>(t)) return "Unknown";
  return "<type>";
}

std::optional<ir::DataType> Parser::TryDTypeName(absl::string_view name) const {
  // Every dtype name starts with an upper-case letter; `pl.tile`, `pl.tensor`, ... are not.
  if (name.empty() || name[0] < 'A' || name[0] > 'Z') return std::nullopt;
  // FP64 is reserved in the IR but has no DSL name (`pl.FP64` does not exist).
  if (name == "FP64") return std::nullopt;
  // One hash lookup instead of DataTypeFromName's scan (this runs for every
  // `pl.X` of the text: dtypes, but also `pl.Tile`, `pl.Mem`, ...).
  static const auto* const kByName = [] {
    auto* by_name = new NameKeyedMap<absl::string_view, ir::DataType>();
    for (int i = 0; i < ir::kNumDataTypes; ++i) {
      const auto dt = static_cast<ir::DataType>(i);
      by_name->emplace(ir::DataTypeName(dt), dt);
    }
    return by_name;
  }();
  auto it = kByName->find(name);
  if (it == kByName->end()) return std::nullopt;
  return it->second;
}

ir::DataType Parser::ParseDType() {
  const Token& start = Peek();
  Value constant;  // `DT = pl.FP32` at module level
  if (start.kind == TokenKind::kName &&
      ModuleConstantValue(start.text(), SpanOf(start), &constant) && !constant.is_expr() &&
      constant.attr.kind() == ir::AttrValue::Kind::kDataType) {
    Next();
    return constant.attr.AsDataType();
  }
  if (!(PeekName(prefix_) && PeekOp(Op::kDot, 1) && Peek(2).kind == TokenKind::kName)) {
    FailIfUnboundPythonName(start);
    Fail(start, absl::StrCat("expected a dtype such as '", prefix_, ".FP32'"));
  }
  auto dt = TryDTypeName(Peek(2).text());
  if (!dt) {
    // Located at the whole `pl.X` attribute, as the reference does.
    Fail(start, absl::StrCat("Unknown dtype: ", Peek(2).text(),
                             DidYouMean(Peek(2).text(), DTypeNames(), prefix_ + ".")));
  }
  Next();
  Next();
  Next();
  return *dt;
}

namespace {

// IR enum members the DSL has no name for: the Graph function type and the
// MX scale memory spaces are compiler-internal.
template <typename E>
bool HasDslName(E) {
  return true;
}
template <>
bool HasDslName(ir::FunctionType v) {
  return v != ir::FunctionType::kGraph;
}
template <>
bool HasDslName(ir::MemorySpace v) {
  return v != ir::MemorySpace::kLeftScale && v != ir::MemorySpace::kRightScale;
}

}  // namespace

bool IsDslMemorySpaceName(absl::string_view name) {
  auto v = ir::ParseEnum<ir::MemorySpace>(name);
  return v && HasDslName(*v);
}

template <typename E>
E Parser::ParseEnumValue(absl::string_view qualifier) {
  const Token& start = Peek();
  if (!(PeekName(prefix_) && PeekOp(Op::kDot, 1) && PeekName(qualifier, 2) && PeekOp(Op::kDot, 3) &&
        Peek(4).kind == TokenKind::kName)) {
    Fail(start, absl::StrCat("expected '", prefix_, ".", qualifier, ".<member>'"));
  }
  const Token& member = Peek(4);
  auto v = ir::ParseEnum<E>(member.text());
  if constexpr (std::is_same_v<E, ir::Level>) {
    // The DSL's readability aliases of hierarchy levels.
    static const auto* kAliases = new std::map<absl::string_view, ir::Level>{
        {"L2CACHE", ir::Level::kChipDie}, {"PROCESSOR", ir::Level::kChip},
        {"UMA", ir::Level::kChip},        {"NODE", ir::Level::kHost},
        {"POD", ir::Level::kCluster0},    {"CLOS1", ir::Level::kCluster1},
        {"CLOS2", ir::Level::kCluster2}};
    if (auto it = kAliases->find(member.text()); !v && it != kAliases->end()) v = it->second;
  }
  if (!v || !HasDslName(*v)) {
    std::vector<std::string> members;
    for (const auto& [value, spelling] : ir::EnumTable<E>::Names()) {
      if (HasDslName(value)) members.emplace_back(spelling);
    }
    std::string help =
        DidYouMean(member.text(), members, absl::StrCat(prefix_, ".", qualifier, "."));
    if (help.empty()) {
      std::sort(members.begin(), members.end());
      help = absl::StrCat("\nhelp: valid values: ", absl::StrJoin(members, ", "));
    }
    // A memory space is located at the whole `pl.Mem.X` (the reference
    // rejects the annotation argument); other enums at the member.
    Fail(std::is_same_v<E, ir::MemorySpace> ? start : member,
         absl::StrCat("unknown ", qualifier, " member '", member.text(), "'", help));
  }
  for (int i = 0; i < 5; ++i) Next();
  return *v;
}

template ir::FunctionType Parser::ParseEnumValue<ir::FunctionType>(absl::string_view);
template ir::Level Parser::ParseEnumValue<ir::Level>(absl::string_view);
template ir::Role Parser::ParseEnumValue<ir::Role>(absl::string_view);
template ir::MemorySpace Parser::ParseEnumValue<ir::MemorySpace>(absl::string_view);
template ir::SplitMode Parser::ParseEnumValue<ir::SplitMode>(absl::string_view);

std::vector<ir::ExprPtr> Parser::ParseShape(bool type_shape) {
  const Token& start = Peek();
  DepthGuard guard(this, start);
  Value constant;  // `SHAPE = [256, 128]` at module level
  if (start.kind == TokenKind::kName &&
      ModuleConstantValue(start.text(), SpanOf(start), &constant) && constant.is_expr()) {
    if (auto tuple = ir::As<ir::MakeTuple>(constant.expr)) {
      Next();
      return tuple->elements();
    }
  }
  // A type's shape is a list or a tuple (Python evaluates the annotation); an
  // integer there is the reference's error.
  const bool tuple = type_shape && PeekOp(Op::kLParen);
  auto fail_int_shape = [this](const Token& t) {
    Fail(t, absl::StrCat("Shape '", t.text(), "' must be a list or tuple, got int\n",
                         "help: use a list like [64, 128]"));
  };
  if (type_shape && start.kind == TokenKind::kInt) fail_int_shape(start);
  if (!tuple && !PeekOp(Op::kLBracket)) FailIfUnboundPythonName(start);
  if (tuple) {
    Next();
  } else {
    ExpectOp(Op::kLBracket, "to start a shape");
  }
  const Op close = tuple ? Op::kRParen : Op::kRBracket;
  std::vector<ir::ExprPtr> dims;
  dims.reserve(4);
  bool comma = false;
  while (!PeekOp(close)) {
    const Token& t = Peek();
    const bool bare_name =
        type_shape && t.kind == TokenKind::kName && (PeekOp(Op::kComma, 1) || PeekOp(close, 1));
    shape_dim_name_ = bare_name ? &t : nullptr;
    ir::ExprPtr e = ParseExpr();
    shape_dim_name_ = nullptr;
    auto st = ir::As<ir::ScalarType>(e->type());
    if (!st || !(ir::IsInt(st->dtype()))) {
      Fail(t, "shape dimensions must be integer scalars");
    }
    // `(64)` is a parenthesised integer, not a tuple.
    if (tuple && !PeekOp(Op::kComma) && dims.empty() && t.kind == TokenKind::kInt) {
      fail_int_shape(t);
    }
    dims.push_back(std::move(e));
    if (!AcceptOp(Op::kComma)) break;
    comma = true;
  }
  if (tuple && dims.size() == 1 && !comma) {
    Fail(start, "a shape in parentheses needs a comma to be a tuple\nhelp: use a list like [64]");
  }
  ExpectOp(close, "to close the shape");
  return dims;
}

ir::VarPtr Parser::MemRefBase(absl::string_view name, const Span& span) {
  auto it = memref_bases_.find(name);
  if (it != memref_bases_.end()) return it->second;
  auto var = std::make_shared<ir::Var>(std::string(name), ir::PtrType::Get(), span);
  memref_bases_[name] = var;
  return var;
}

ir::MemRefPtr Parser::ParseMemRef(const Token& start) {
  ExpectOp(Op::kLParen);
  ir::VarPtr base;
  const Token& base_tok = Peek();
  if (base_tok.kind == TokenKind::kString) {
    Next();
    base = MemRefBase(base_tok.text(), SpanOf(base_tok));
  } else {
    const Token& name = ExpectName("or string naming the MemRef base");
    base = Lookup(name.text());
    // A signature is Python the reference evaluates: an unbound bare name
    // there is a NameError (the printer quotes such bases).
    if (!base && in_signature_) {
      Fail(name, absl::StrCat("name '", name.text(), "' is not defined\nhelp: quote the base: ",
                              prefix_, ".MemRef(\"", name.text(), "\", ...)"));
    }
    // A name no allocation binds is a base of its own, as if quoted (the
    // reference reads it so and prints it quoted).
    if (!base) base = MemRefBase(name.text(), SpanOf(name));
    // A bound name of another type (a tensor parameter, say) is still the
    // base: the reference's parser takes whatever variable the name is bound
    // to, and prints such a base quoted.
  }
  ir::MemRefPtr memref;
  int64_t slots = 0;
  // The pinned form `pl.MemRef("name"[, slots=N])[i]` that the printer
  // writes for pinned MemRefs is not DSL: the reference takes exactly
  // (base, byte_offset, size).
  auto fail_arity = [&] {
    Fail(start, "pl.MemRef requires 3 arguments (base, byte_offset, size), got 1");
  };
  if (AcceptOp(Op::kComma)) {
    if (PeekName("slots") && PeekOp(Op::kAssign, 1)) {
      fail_arity();
    } else {
      const Token& offset_tok = Peek();
      const char* offset_begin = offset_tok.text().data();
      ir::ExprPtr offset = ParseExpr();
      if (!IsByteOffset(offset)) {
        const char* offset_end = Peek().text().data();
        if (offset_end == nullptr || offset_end < offset_begin) offset_end = offset_begin;
        Fail(offset_tok,
             absl::StrCat("MemRef byte_offset must be an integer or variable, got: ",
                          absl::StripTrailingAsciiWhitespace(absl::string_view(
                              offset_begin, static_cast<size_t>(offset_end - offset_begin)))));
      }
      ExpectOp(Op::kComma, "between the MemRef offset and size");
      const Token& size_tok = Peek();
      bool neg = AcceptOp(Op::kMinus);
      if (Peek().kind != TokenKind::kInt) {
        Fail(size_tok, "the MemRef size must be an integer literal");
      }
      int64_t size = Next().int_value;
      if (neg && size != INT64_MIN) size = -size;
      if (!neg && size == INT64_MIN) Fail(size_tok, "MemRef size out of range");
      if (size < 0) Fail(size_tok, absl::StrCat("MemRef size must be >= 0, got: ", size));
      if (AcceptOp(Op::kComma)) {
        if (PeekName("slots") && PeekOp(Op::kAssign, 1)) {
          Next();
          Next();
          if (Peek().kind != TokenKind::kInt) Fail(Peek(), "slots= needs an integer");
          slots = Next().int_value;
          AcceptOp(Op::kComma);
        }
      }
      ExpectOp(Op::kRParen);
      memref = std::make_shared<ir::MemRef>(base, offset, size, SpanFrom(start));
      if (slots != 0) Fail(start, "slots= is only supported on pinned MemRefs");
      return memref;
    }
  }
  fail_arity();
  return nullptr;
}

ir::TensorView Parser::ParseTensorView() {
  const Token& open = Peek();
  ExpectOp(Op::kLParen);
  ir::TensorView view;
  bool has_layout = false, has_other = false;
  while (!PeekOp(Op::kRParen)) {
    const Token& key = ExpectName("of a TensorView field");
    ExpectOp(Op::kAssign);
    has_layout |= key.text() == "layout";
    has_other |= key.text() != "layout";
    if (key.text() == "valid_shape") {
      view.valid_shape = ParseShape();
    } else if (key.text() == "stride") {
      view.stride = ParseShape();
    } else if (key.text() == "layout") {
      view.layout = ParseEnumValue<ir::TensorLayout>("TensorLayout");
    } else if (key.text() == "pad") {
      view.pad = ParseEnumValue<ir::PadValue>("PadValue");
    } else {
      Fail(key, absl::StrCat("unknown TensorView field '", key.text(), "'"));
    }
    if (!AcceptOp(Op::kComma)) break;
  }
  ExpectOp(Op::kRParen);
  // As the reference's TensorView constructor.
  if (has_other && !has_layout) {
    Fail(open, "layout is required when stride, valid_shape, or pad is provided");
  }
  return view;
}

ir::TileView Parser::ParseTileView() {
  ExpectOp(Op::kLParen);
  ir::TileView view;
  bool has_blayout = false, has_slayout = false, has_fractal = false;
  while (!PeekOp(Op::kRParen)) {
    const Token& key = ExpectName("of a TileView field");
    ExpectOp(Op::kAssign);
    if (key.text() == "valid_shape") {
      view.valid_shape = ParseShape();
    } else if (key.text() == "stride") {
      view.stride = ParseShape();
    } else if (key.text() == "start_offset") {
      view.start_offset = ParseExpr();
    } else if (key.text() == "blayout") {
      view.blayout = ParseEnumValue<ir::TileLayout>("TileLayout");
      has_blayout = true;
    } else if (key.text() == "slayout") {
      view.slayout = ParseEnumValue<ir::TileLayout>("TileLayout");
      has_slayout = true;
    } else if (key.text() == "fractal") {
      if (Peek().kind != TokenKind::kInt) Fail(Peek(), "fractal= needs an integer");
      view.fractal = Next().int_value;
      has_fractal = true;
    } else if (key.text() == "pad") {
      view.pad = ParseEnumValue<ir::PadValue>("PadValue");
    } else if (key.text() == "compact") {
      view.compact = ParseEnumValue<ir::CompactMode>("CompactMode");
    } else {
      Fail(key, absl::StrCat("unknown TileView field '", key.text(), "'"));
    }
    if (!AcceptOp(Op::kComma)) break;
  }
  ExpectOp(Op::kRParen);
  // Fields left out take the implicit values; the caller fills them once the
  // shape and memory space are known (see ParseTypeAfterPrefix).
  if (!has_blayout) view.blayout = static_cast<ir::TileLayout>(255);
  if (!has_slayout) view.slayout = static_cast<ir::TileLayout>(255);
  if (!has_fractal) view.fractal = -1;
  return view;
}

ir::TypePtr Parser::ParseType() {
  const Token& start = Peek();
  DepthGuard guard(this, start);
  // A parenthesised annotation is the same Python expression.
  if (AcceptOp(Op::kLParen)) {
    ir::TypePtr inner = ParseType();
    ExpectOp(Op::kRParen, "after a parenthesised type");
    return inner;
  }
  if (PeekKw(Kw::kTuple) && PeekOp(Op::kLBracket, 1)) {
    Next();
    Next();
    std::vector<ir::TypePtr> types;
    while (!PeekOp(Op::kRBracket)) {
      types.push_back(ParseType());
      if (!AcceptOp(Op::kComma)) break;
    }
    ExpectOp(Op::kRBracket);
    return std::make_shared<ir::TupleType>(std::move(types), SpanFrom(start));
  }
  if (!(PeekName(prefix_) && PeekOp(Op::kDot, 1))) {
    FailIfDistributed(start, 1);
    FailIfUnboundPythonName(start);
    Fail(start, absl::StrCat("expected a type such as '", prefix_, ".Tensor[...]'"));
  }
  // A text in the memo was self-contained when it was added, and the same
  // characters on one line lex to the same tokens, so a hit needs no token scan.
  const absl::string_view key = BracketedTypeText();
  if (!key.empty()) {
    auto it = type_memo_.find(key);
    if (it != type_memo_.end()) {
      Skip(it->second.tokens);
      return it->second.type;
    }
  }
  const size_t first = pos_;
  size_t end = 0;
  const absl::string_view text = key.empty() ? absl::string_view() : SelfContainedTypeText(&end);
  Next();
  Next();
  ir::TypePtr type = ParseTypeAfterPrefix(start);
  if (!text.empty() && text == key && pos_ == end) {
    type_memo_.emplace(text, MemoType{type, end - first});
  }
  return type;
}

absl::string_view Parser::BracketedTypeText() const {
  // Longer annotations are rare and not worth the scan.
  constexpr size_t kMaxChars = 512;
  const Token& first = Peek();
  const char* const source_end = source_.data() + source_.size();
  // Tokens of string literals view decoded copies, not the source.
  if (first.data < source_.data() || first.data >= source_end) return {};
  const absl::string_view rest(first.data, static_cast<size_t>(source_end - first.data));
  size_t i = prefix_.size();
  if (rest.substr(0, i) != prefix_ || rest.substr(i, 1) != ".") return {};
  ++i;
  if (rest.substr(i, 7) == "Tensor[") {
    i += 6;
  } else if (rest.substr(i, 5) == "Tile[") {
    i += 4;
  } else {
    return {};
  }
  // The lexer already paired the brackets: the text runs to the closing
  // token. The same characters on one line lex to the same tokens, so a key
  // that stays on its line needs no character scan.
  const Token& open = Peek(3);
  if (open.kind == TokenKind::kOp && open.op == Op::kLBracket && open.match_distance > 0 &&
      open.data == first.data + i) {
    const Token& close = Peek(3 + static_cast<size_t>(open.match_distance));
    const size_t size = static_cast<size_t>(close.data + close.size - first.data);
    if (close.line == first.line && size <= kMaxChars) return rest.substr(0, size);
    return {};
  }
  // The characters the scan below stops at; most characters of a type are
  // none of them, and a table test skips them without the switch's jump.
  static constexpr auto kStops = [] {
    std::array<bool, 256> stops{};
    for (unsigned char c : absl::string_view("[({])}\n\r#\\\"'")) stops[c] = true;
    return stops;
  }();
  int depth = 0;
  for (const size_t limit = std::min(rest.size(), kMaxChars); i < limit; ++i) {
    if (!kStops[static_cast<unsigned char>(rest[i])]) continue;
    switch (rest[i]) {
      case '[':
      case '(':
      case '{':
        ++depth;
        break;
      case ']':
      case ')':
      case '}':
        if (--depth == 0) return rest.substr(0, i + 1);
        break;
      case '\n':
      case '\r':
      case '#':
      case '\\':
      case '"':
      case '\'':
        return {};
      default:
        break;
    }
  }
  return {};
}

absl::string_view Parser::SelfContainedTypeText(size_t* end) const {
  // Longer types are rare and not worth the scan.
  constexpr size_t kMaxTokens = 96;
  const Token& kw = Peek(2);
  if (kw.kind != TokenKind::kName || !(kw.text() == "Tensor" || kw.text() == "Tile") ||
      !PeekOp(Op::kLBracket, 3)) {
    return {};
  }
  int depth = 0;
  for (size_t k = 3; k < kMaxTokens; ++k) {
    const Token& t = Peek(k);
    switch (t.kind) {
      case TokenKind::kInt:
      case TokenKind::kFloat:
        break;
      case TokenKind::kName:
        // Attribute names (`pl.FP32`), keyword names (`valid_shape=`), the module prefix and
        // literals mean the same everywhere; any other name is looked up.
        if (t.text() == prefix_ || PeekOp(Op::kDot, k - 1) || PeekOp(Op::kAssign, k + 1) ||
            t.kw == Kw::kTrue || t.kw == Kw::kFalse || t.kw == Kw::kNone_) {
          break;
        }
        return {};
      case TokenKind::kOp:
        if (t.op == Op::kLBracket || t.op == Op::kLParen || t.op == Op::kLBrace) {
          ++depth;
        } else if (t.op == Op::kRBracket || t.op == Op::kRParen || t.op == Op::kRBrace) {
          if (--depth == 0) {
            *end = pos_ + k + 1;
            // Tokens other than strings and layout tokens view the source text.
            const char* begin = Peek().data;
            return absl::string_view(begin, static_cast<size_t>(t.data + t.size - begin));
          }
        }
        break;
      default:  // strings (decoded text is not a view of the source), layout tokens, the end
        return {};
    }
  }
  return {};
}

ir::TypePtr Parser::ParseTypeAfterPrefix(const Token& start) {
  const Token& kw = ExpectName("of a type");
  const absl::string_view k = kw.text();
  // A bare dtype names no type (the reference rejects it the same way).
  if (TryDTypeName(k)) {
    Fail(start, absl::StrCat("Incomplete type annotation: ", prefix_, ".", k, "\nhelp: use ",
                             prefix_, ".Scalar[", prefix_, ".", k, "]"));
  }
  // pl.Ptr and pl.MemRefType carry no shape: like the reference, they are
  // accepted only where the value gives the type (assignments), not on a
  // signature. pl.UnknownType, which the printer writes for a missing type,
  // is likewise skipped on assignments but is not a name of the DSL module.
  if (k == "Ptr" || k == "MemRefType") {
    if (in_signature_) {
      Fail(start, absl::StrCat("Incomplete type annotation: ", prefix_, ".", k, "\nhelp: use ",
                               prefix_, ".Tensor[[shape], dtype], ", prefix_,
                               ".Tile[[shape], dtype], or ", prefix_, ".Scalar[dtype]"));
    }
    return k == "Ptr" ? ir::PtrType::Get() : ir::MemRefType::Get();
  }
  if (k == "UnknownType") {
    if (in_signature_) Fail(kw, absl::StrCat("unknown type '", prefix_, ".UnknownType'"));
    return ir::UnknownType::Get();
  }
  if (k == "Scalar") {
    ExpectOp(Op::kLBracket);
    ir::DataType dt = ParseDType();
    ExpectOp(Op::kRBracket);
    return ir::ScalarType::Get(dt);
  }
  if (k == "Array") {
    ExpectOp(Op::kLBracket);
    if (Peek().kind != TokenKind::kInt) Fail(Peek(), "pl.Array needs an integer extent");
    int64_t extent = Next().int_value;
    ExpectOp(Op::kComma);
    ir::DataType dt = ParseDType();
    ExpectOp(Op::kRBracket);
    return std::make_shared<ir::ArrayType>(extent, dt, SpanFrom(start));
  }
  if (k == "Tuple") {
    ExpectOp(Op::kLBracket);
    std::vector<ir::TypePtr> types;
    if (PeekOp(Op::kLParen) && PeekOp(Op::kRParen, 1)) {
      Next();
      Next();
    } else {
      while (!PeekOp(Op::kRBracket)) {
        types.push_back(ParseType());
        if (!AcceptOp(Op::kComma)) break;
      }
    }
    ExpectOp(Op::kRBracket);
    return std::make_shared<ir::TupleType>(std::move(types), SpanFrom(start));
  }
  if (k == "Tensor" || k == "Tile") {
    bool is_tile = k == "Tile";
    ExpectOp(Op::kLBracket);
    const Token& shape_start = Peek();
    std::vector<ir::ExprPtr> shape = ParseShape(/*type_shape=*/true);
    if (PeekOp(Op::kRBracket)) {
      // No dtype: the reference's words for the subscript's forms.
      Fail(shape_start,
           is_tile ? absl::StrCat("Tile subscript requires [shape, dtype], [shape, dtype, "
                                  "tileview_or_memory_space], [shape, dtype, memref, "
                                  "memory_space], or [shape, dtype, memref, memory_space, "
                                  "tileview], got: [",
                                  absl::StrJoin(shape, ", ",
                                                [](std::string* out, const ir::ExprPtr& d) {
                                                  out->append(PrintExpr(d));
                                                }),
                                  "]")
                   : std::string("Tensor requires [shape, dtype], [shape, dtype, "
                                 "layout_or_memref], or [shape, dtype, layout, memref] notation"));
    }
    ExpectOp(Op::kComma, "after the shape");
    ir::DataType dtype = ParseDType();
    ir::MemRefPtr memref;
    std::optional<ir::TensorView> tensor_view;
    std::optional<ir::TileView> tile_view;
    std::optional<ir::MemorySpace> space;
    // A Tensor takes [shape, dtype], [shape, dtype, layout_or_view_or_memref] or
    // [shape, dtype, layout_or_view, memref], in that order (the reference's positions).
    int tensor_items = 0;
    Token third;  // the first item after the dtype
    while (AcceptOp(Op::kComma)) {
      if (PeekOp(Op::kRBracket)) break;
      const Token& item = Peek();
      if (item.kind == TokenKind::kString) {
        Next();  // informational strings (e.g. "window_buffer=...") are dropped
        continue;
      }
      if (!(PeekName(prefix_) && PeekOp(Op::kDot, 1) && Peek(2).kind == TokenKind::kName)) {
        Fail(item, absl::StrCat("unexpected item in ", k, " type"));
      }
      const absl::string_view what = Peek(2).text();
      if (!is_tile && ++tensor_items == 1) third = item;
      if (!is_tile && tensor_items > 2) {
        Fail(item,
             absl::StrCat(
                 "Tensor subscript requires [shape, dtype], [shape, dtype, layout_or_memref], "
                 "or [shape, dtype, layout, memref]\nhelp: use ",
                 prefix_, ".Tensor[[shape], dtype, layout, ", prefix_, ".MemRef(...)]"));
      }
      if (!is_tile && tensor_items == 2 && memref) {
        Fail(third,
             absl::StrCat("Cannot resolve layout: ", prefix_,
                          ".MemRef(...)\nhelp: a Tensor's 3rd argument of four is its layout "
                          "or view, the 4th its MemRef"));
      }
      if (!is_tile && tensor_items == 2 && what != "MemRef") {
        Fail(item, absl::StrCat("Tensor 4th argument must be ", prefix_, ".MemRef(...)"));
      }
      if (what == "MemRef") {
        Next();
        Next();
        Next();
        if (memref) {
          Fail(item, is_tile ? "Tile annotation can contain at most one memref argument"
                             : "duplicate MemRef");
        }
        memref = ParseMemRef(item);
      } else if (!is_tile && what == "TensorView") {
        Next();
        Next();
        Next();
        tensor_view = ParseTensorView();
      } else if (!is_tile && (what == "ND" || what == "DN" || what == "NZ")) {
        Next();
        Next();
        Next();
        ir::TensorView v;
        v.layout = *ir::ParseEnum<ir::TensorLayout>(what);
        tensor_view = v;
      } else if (!is_tile && what == "TensorLayout") {
        ir::TensorView v;
        v.layout = ParseEnumValue<ir::TensorLayout>("TensorLayout");
        tensor_view = v;
      } else if (is_tile && (what == "Mem" || what == "MemorySpace")) {
        if (space) Fail(item, "Tile annotation can contain at most one memory-space argument");
        // `pl.MemorySpace` is the enum's full name, `pl.Mem` its alias.
        space = ParseEnumValue<ir::MemorySpace>(std::string(what));
      } else if (is_tile && what == "TileView") {
        if (tile_view) Fail(item, "Tile annotation can contain at most one pl.TileView(...)");
        Next();
        Next();
        Next();
        tile_view = ParseTileView();
      } else {
        Fail(item, absl::StrCat("unexpected '", prefix_, ".", what, "' in ", k, " type"));
      }
    }
    ExpectOp(Op::kRBracket, is_tile ? "to close the Tile type" : "to close the Tensor type");
    Span span = SpanFrom(start);
    if (!is_tile) {
      return std::make_shared<ir::TensorType>(std::move(shape), dtype, tensor_view, memref, span);
    }
    if (tile_view) {
      ir::TileView implicit = ir::ImplicitTileView(shape, space);
      if (static_cast<int>(tile_view->blayout) == 255) tile_view->blayout = implicit.blayout;
      if (static_cast<int>(tile_view->slayout) == 255) tile_view->slayout = implicit.slayout;
      if (tile_view->fractal < 0) tile_view->fractal = implicit.fractal;
    }
    return std::make_shared<ir::TileType>(std::move(shape), dtype, space, tile_view, memref, span);
  }
  std::vector<std::string> types = DTypeNames();
  for (const char* t :
       {"Tensor", "Tile", "Scalar", "Tuple", "Array", "Ptr", "MemRefType", "UnknownType"}) {
    types.emplace_back(t);
  }
  Fail(kw,
       absl::StrCat("unknown type '", prefix_, ".", k, "'", DidYouMean(k, types, prefix_ + ".")));
}

namespace {

// Type kind names of the reference's annotation errors: short for the shaped
// and scalar kinds, the class name otherwise.
std::string TypeKindName(const ir::TypePtr& type) {
  switch (type->kind()) {
    case ir::NodeKind::kTensorType:
      return "Tensor";
    case ir::NodeKind::kTileType:
      return "Tile";
    case ir::NodeKind::kScalarType:
      return "Scalar";
    case ir::NodeKind::kArrayType:
      return "Array";
    default:
      return ir::TypeClassName(type);
  }
}

std::optional<ir::DataType> DTypeOf(const ir::TypePtr& type) {
  if (auto s = ir::As<ir::ScalarType>(type)) return s->dtype();
  if (auto s = ir::As<ir::ShapedType>(type)) return s->dtype();
  return std::nullopt;
}

// INDEX stands for any integer in an annotation, as in the reference.
bool DTypesCompatible(ir::DataType annotated, ir::DataType deduced) {
  if (annotated == deduced) return true;
  if (annotated == ir::DataType::kIndex && ir::IsInt(deduced)) return true;
  return deduced == ir::DataType::kIndex && ir::IsInt(annotated);
}

bool IdenticalViews(const std::optional<ir::TileView>& a, const std::optional<ir::TileView>& b) {
  if (!a || !b) return !a && !b;
  return ir::IdenticalDims(a->valid_shape, b->valid_shape) &&
         ir::IdenticalDims(a->stride, b->stride) &&
         (a->start_offset == nullptr ? b->start_offset == nullptr
                                     : ir::IdenticalDim(a->start_offset, b->start_offset)) &&
         a->blayout == b->blayout && a->slayout == b->slayout && a->fractal == b->fractal &&
         a->pad == b->pad && a->compact == b->compact;
}

// Whether the type an annotated variable gets when its annotation leaves out
// what the value's type says (the annotation's dtype and shape, with this
// memory space, view and MemRef) is `deduced` field for field, so that the
// variable can share its value's type object instead of a new, equal one.
bool SameAsDeduced(const ir::ShapedType& annotated, const std::optional<ir::MemorySpace>& space,
                   const std::optional<ir::TileView>& view, const ir::MemRefPtr& memref,
                   const ir::TileType& deduced) {
  return annotated.dtype() == deduced.dtype() && memref == deduced.memref() &&
         space == deduced.memory_space() && ir::IdenticalDims(annotated.shape(), deduced.shape()) &&
         IdenticalViews(view, deduced.view());
}

}  // namespace

// The checks and messages are the reference's: kind, dtype, rank, then each
// static dimension.
ir::TypePtr Parser::ReconcileAnnotation(absl::string_view name, const ir::TypePtr& annotated,
                                        const ir::TypePtr& deduced, const Span& span,
                                        const ir::Expr* value) {
  if (!deduced || ir::IsA<ir::UnknownType>(deduced)) return annotated;
  if (!annotated) return deduced;
  auto fail = [&](const std::string& what) {
    PrintOptions options;
    options.prefix = prefix_;
    FailAt(span, absl::StrCat("Type annotation for '", name, "' ", what,
                              "\nhelp: change the annotation to ", PrintType(deduced, options)));
  };
  if (annotated->kind() != deduced->kind()) {
    fail(absl::StrCat("is ", TypeKindName(annotated), " but expression has type ",
                      TypeKindName(deduced)));
  }
  const auto ann_dtype = DTypeOf(annotated);
  const auto ded_dtype = DTypeOf(deduced);
  if (ann_dtype && ded_dtype && !DTypesCompatible(*ann_dtype, *ded_dtype)) {
    fail(absl::StrCat("has dtype ", ir::DataTypeString(*ann_dtype), " but expression has dtype ",
                      ir::DataTypeString(*ded_dtype)));
  }
  const auto* ann_shaped = ir::AsPtr<ir::ShapedType>(annotated);
  const auto* ded_shaped = ir::AsPtr<ir::ShapedType>(deduced);
  if (ann_shaped && ded_shaped) {
    // Lowered IR may annotate a flattened view of what the op deduces (a 2-D
    // tile loaded or created from an N-D window after FlattenTileNdTo2D). On an
    // assignment the reference trusts such an annotation of a tile.load or
    // tile.create of rank > 2 whatever its size; elsewhere it must hold as many
    // elements. (Element counts are only computed when the ranks differ.)
    const bool same_rank = ann_shaped->rank() == ded_shaped->rank();
    auto element_count_matches = [&] {
      auto ann_n = ir::StaticNumElements(ann_shaped->shape());
      auto ded_n = ir::StaticNumElements(ded_shaped->shape());
      return ann_n && ded_n && *ann_n == *ded_n;
    };
    auto flattened_load_or_create = [&] {
      const auto* call = value != nullptr && ir::Call::Matches(value->kind())
                             ? static_cast<const ir::Call*>(value)
                             : nullptr;
      return call != nullptr && ir::IsA<ir::TileType>(deduced) &&
             (call->callee_name() == "tile.load" || call->callee_name() == "tile.create") &&
             ann_shaped->rank() <= 2 && ded_shaped->rank() > 2;
    };
    const bool flattened_tile =
        !same_rank && ir::IsA<ir::TileType>(annotated) &&
        (value != nullptr ? flattened_load_or_create() : element_count_matches());
    if (!same_rank && !flattened_tile) {
      fail(absl::StrCat("has rank ", ann_shaped->rank(), " but expression has rank ",
                        ded_shaped->rank()));
    }
    if (!flattened_tile) {
      for (size_t i = 0; i < ann_shaped->rank(); ++i) {
        if (ann_shaped->shape()[i] == ded_shaped->shape()[i]) continue;  // one shared node
        auto a = ir::StaticDim(ann_shaped->shape()[i]);
        auto d = ir::StaticDim(ded_shaped->shape()[i]);
        if (a && d && *a != *d) {
          fail(absl::StrCat("has shape dimension ", i, " = ", *a,
                            " but expression has shape dimension ", i, " = ", *d));
        }
      }
    }
    if (auto ann_tile = ir::As<ir::TileType>(annotated)) {
      auto ded_tile = ir::As<ir::TileType>(deduced);
      std::optional<ir::MemorySpace> space =
          ann_tile->memory_space() ? ann_tile->memory_space() : ded_tile->memory_space();
      std::optional<ir::TileView> view = ann_tile->view();
      if (!view && ded_tile->view()) {
        view = ded_tile->view();
        // An annotation that names its memory space but no view has that
        // space's implicit layouts (the canonical print leaves them out); only
        // the valid region and padding come from the value. Layouts the value
        // chose itself (neither the defaults nor its own space's implicit
        // ones, e.g. an extract into Left that stays row-major) are kept.
        const ir::TileView ded_implicit =
            ir::ImplicitTileView(ded_tile->shape(), ded_tile->memory_space());
        const ir::TileView defaults;
        auto same_layouts = [&](const ir::TileView& a, const ir::TileView& b) {
          return a.blayout == b.blayout && a.slayout == b.slayout;
        };
        const bool own_layouts =
            !same_layouts(*view, ded_implicit) && !same_layouts(*view, defaults);
        if (ann_tile->memory_space() && !own_layouts) {
          ir::TileView implicit = ir::ImplicitTileView(ann_tile->shape(), ann_tile->memory_space());
          implicit.valid_shape = view->valid_shape;
          implicit.pad = view->pad;
          view = implicit;
        }
      }
      // The annotation itself when it already says all of it (the common case: no new type).
      if ((ann_tile->memory_space() || !ded_tile->memory_space()) &&
          (ann_tile->view() || !ded_tile->view()) && (ann_tile->memref() || !ded_tile->memref())) {
        return annotated;
      }
      ir::MemRefPtr memref = ann_tile->memref() ? ann_tile->memref() : ded_tile->memref();
      if (SameAsDeduced(*ann_tile, space, view, memref, *ded_tile)) return deduced;
      return std::make_shared<ir::TileType>(ann_tile->shape(), ann_tile->dtype(), space, view,
                                            memref, annotated->span());
    }
    return annotated;
  }
  return annotated;
}

}  // namespace ptoc::text::internal
