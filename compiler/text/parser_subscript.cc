// Subscripts of tensors and tiles, numpy style, as the reference's parser
// desugars them:
//  - `x[i, j]` with an index for every axis reads one element (tensor.read /
//    tile.read);
//  - any other subscript is a slice: an index keeps a unit extent at that
//    offset and drops the axis from the result (drop_dims), `lo:hi` keeps the
//    axis with extent `hi - lo`, and axes past the subscript are taken whole;
//  - `x[...] = src` assembles `src` into `x` at the window's offsets and
//    re-assigns `x`; a source without the dropped axes is first reshaped to
//    the window's full rank.
// Tiles keep a static allocation shape: a tile slice needs constant lower
// bounds, and a window that runs past the valid region narrows the result's
// valid_shape instead.
#include <algorithm>

#include "absl/strings/str_cat.h"
#include "compiler/ir/arith/arith_simplifier.h"
#include "compiler/text/op_dispatch.h"
#include "compiler/text/parser_internal.h"

namespace ptoc::text::internal {
namespace {

Value AsValue(ir::ExprPtr e, const Span& span) {
  Value v;
  v.expr = std::move(e);
  v.span = span;
  return v;
}

ir::ExprPtr Index(int64_t value) {
  return std::make_shared<ir::ConstInt>(value, ir::DataType::kIndex, Span());
}

Value TupleValue(std::vector<ir::ExprPtr> elements, const Span& span) {
  return AsValue(std::make_shared<ir::MakeTuple>(std::move(elements), span), span);
}

// Two extents are known equal: the same constant, or the same node.
bool SameExtent(const ir::ExprPtr& a, const ir::ExprPtr& b) {
  auto ca = ir::StaticDim(a), cb = ir::StaticDim(b);
  if (ca && cb) return *ca == *cb;
  return a == b;
}

bool SameShape(const std::vector<ir::ExprPtr>& a, const std::vector<ir::ExprPtr>& b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (!SameExtent(a[i], b[i])) return false;
  }
  return true;
}

// The valid_shape a tensor's or tile's view states, or empty when it states none.
std::vector<ir::ExprPtr> StatedValidShape(const ir::TypePtr& type) {
  if (auto tensor = ir::As<ir::TensorType>(type)) {
    return tensor->view() ? tensor->view()->valid_shape : std::vector<ir::ExprPtr>{};
  }
  if (auto tile = ir::As<ir::TileType>(type)) return tile->EffectiveView().valid_shape;
  return {};
}

std::string Capitalized(absl::string_view kind) {
  std::string s(kind);
  if (!s.empty()) s[0] = static_cast<char>(s[0] - 'a' + 'A');
  return s;
}

}  // namespace

ir::ExprPtr Parser::SliceExtent(const ir::ExprPtr& upper, const ir::ExprPtr& lower) {
  auto u = ir::StaticDim(upper), l = ir::StaticDim(lower);
  if (u && l) return Index(*u - *l);
  // Symbolic bounds such as `i * 16 + 16` and `i * 16` give the plain extent.
  ir::arith::Analyzer analyzer;
  ir::ExprPtr extent = analyzer.Simplify(ir::arith::MakeBinary(ir::BinaryOp::kSub, upper, lower));
  if (auto c = ir::StaticDim(extent)) return Index(*c);
  return extent;
}

std::vector<Parser::SubscriptItem> Parser::ParseSubscriptItems(absl::string_view kind) {
  std::vector<SubscriptItem> items;
  auto at_item_end = [&] { return PeekOp(Op::kComma) || PeekOp(Op::kRBracket); };
  do {
    if (PeekOp(Op::kRBracket)) break;  // `x[i,]`
    const Token& first = Peek();
    SubscriptItem item;
    if (!PeekOp(Op::kColon)) item.index = ParseExpr();
    if (AcceptOp(Op::kColon)) {
      item.is_slice = true;
      item.lower = std::move(item.index);
      if (!at_item_end() && !PeekOp(Op::kColon)) item.upper = ParseExpr();
      if (AcceptOp(Op::kColon) && !at_item_end()) {
        Fail(first, absl::StrCat("Slice step is not supported in ", kind,
                                 " subscript\nhelp: use A[start:stop] without step"));
      }
    }
    items.push_back(std::move(item));
  } while (AcceptOp(Op::kComma));
  const Token& close = Peek();
  ExpectOp(Op::kRBracket, "to close the subscript");
  if (items.empty()) Fail(close, "expected an index or a slice in the subscript");
  return items;
}

Value Parser::ParseShapedSubscript(const Token& start, const Value& base) {
  Next();  // '['
  const ir::TypePtr& type = base.expr->type();
  const auto& shape = ir::As<ir::ShapedType>(type)->shape();
  auto tile = ir::As<ir::TileType>(type);
  const std::string kind = tile ? "tile" : "tensor";
  std::vector<SubscriptItem> items = ParseSubscriptItems(kind);
  const Span span = SpanFrom(start);
  const size_t rank = shape.size();
  if (items.size() > rank) {
    FailAt(span, absl::StrCat(Capitalized(kind), " subscript has ", items.size(),
                              " indices but the ", kind, " is ", rank, "D\nhelp: provide at most ",
                              rank, " indices for a ", rank, "D ", kind));
  }
  const bool has_slice =
      std::any_of(items.begin(), items.end(), [](const SubscriptItem& i) { return i.is_slice; });
  if (!has_slice && items.size() == rank) {
    std::vector<ir::ExprPtr> indices;
    indices.reserve(items.size());
    for (const auto& item : items) indices.push_back(item.index);
    return CallRegisteredOp(start, kind + ".read", {base, TupleValue(std::move(indices), span)}, {},
                            ir::Attrs());
  }

  // A tile's window is read against its valid region (the stated one, when the view states one
  // per axis).
  std::vector<ir::ExprPtr> logical = shape;
  if (tile && tile->view() && tile->view()->valid_shape.size() == rank) {
    logical = tile->view()->valid_shape;
  }
  std::vector<ir::ExprPtr> extents, offsets, valid;
  std::vector<ir::ExprPtr> drop_dims;
  bool narrowed = false;
  for (size_t d = 0; d < rank; ++d) {
    if (d >= items.size()) {  // an implicit `:`
      offsets.push_back(Index(0));
      extents.push_back(shape[d]);
      valid.push_back(logical[d]);
      narrowed = narrowed || !SameExtent(shape[d], logical[d]);
      continue;
    }
    const SubscriptItem& item = items[d];
    if (!item.is_slice) {
      offsets.push_back(item.index);
      extents.push_back(Index(1));
      valid.push_back(Index(1));
      drop_dims.push_back(Index(static_cast<int64_t>(d)));
      continue;
    }
    if (!tile) {
      offsets.push_back(item.lower ? item.lower : Index(0));
      const ir::ExprPtr& upper = item.upper ? item.upper : shape[d];
      extents.push_back(item.lower ? SliceExtent(upper, item.lower) : upper);
      continue;
    }
    const ir::ExprPtr lower = item.lower ? item.lower : Index(0);
    const auto lower_c = ir::StaticDim(lower);
    if (!lower_c) {
      FailAt(span,
             "Dynamic lower bounds are not supported in tile subscript\nhelp: use a constant tile "
             "slice lower bound or rewrite the logic with explicit tile ops");
    }
    offsets.push_back(lower);
    // The valid extent: the window cut to the valid region, never negative.
    ir::ExprPtr valid_upper = logical[d];
    if (item.upper) {
      auto uc = ir::StaticDim(item.upper), lc = ir::StaticDim(logical[d]);
      valid_upper = uc && lc
                        ? Index(std::min(*uc, *lc))
                        : std::make_shared<ir::BinaryExpr>(ir::BinaryOp::kMin, item.upper,
                                                           logical[d], ir::DataType::kIndex, span);
    }
    ir::ExprPtr valid_extent = valid_upper;
    if (item.lower) {
      auto vc = ir::StaticDim(valid_upper);
      valid_extent =
          vc ? Index(std::max<int64_t>(*vc - *lower_c, 0))
             : std::make_shared<ir::BinaryExpr>(ir::BinaryOp::kMax, SliceExtent(valid_upper, lower),
                                                Index(0), ir::DataType::kIndex, span);
    }
    // The static extent that backs the window.
    ir::ExprPtr alloc = shape[d];
    const auto static_c = ir::StaticDim(shape[d]);
    const auto upper_c = item.upper ? ir::StaticDim(item.upper) : std::nullopt;
    std::optional<int64_t> room;
    if (static_c) room = std::max<int64_t>(*static_c - *lower_c, 0);
    std::optional<int64_t> fixed =
        upper_c ? std::optional<int64_t>(std::max<int64_t>(*upper_c - *lower_c, 0)) : room;
    if (upper_c && room) fixed = std::min(*fixed, *room);
    if (fixed) {
      if (*fixed <= 0) {
        FailAt(span,
               "Tile subscript must produce a positive static extent\nhelp: keep tile slice "
               "bounds within the source static shape and ensure upper > lower");
      }
      alloc = Index(*fixed);
    }
    extents.push_back(alloc);
    valid.push_back(valid_extent);
    narrowed = narrowed || !SameExtent(alloc, valid_extent);
  }
  std::vector<Value> args{base, TupleValue(std::move(extents), span),
                          TupleValue(std::move(offsets), span)};
  const bool with_valid = tile && narrowed;
  if (!drop_dims.empty()) {
    args.push_back(TupleValue(with_valid ? std::move(valid) : std::vector<ir::ExprPtr>{}, span));
    args.push_back(TupleValue(std::move(drop_dims), span));
  } else if (with_valid) {
    args.push_back(TupleValue(std::move(valid), span));
  }
  return CallRegisteredOp(start, kind + ".slice", std::move(args), {}, ir::Attrs());
}

bool Parser::PeekSubscriptAssignment() const {
  if (Peek().kind != TokenKind::kName || !PeekOp(Op::kLBracket, 1)) return false;
  int depth = 0;
  for (size_t k = 1;; ++k) {
    const Token& t = Peek(k);
    if (t.kind == TokenKind::kEnd || t.kind == TokenKind::kNewline) return false;
    if (t.kind != TokenKind::kOp) continue;
    if (t.op == Op::kLBracket || t.op == Op::kLParen || t.op == Op::kLBrace) ++depth;
    if (t.op == Op::kRBracket || t.op == Op::kRParen || t.op == Op::kRBrace) {
      if (--depth == 0) return PeekOp(Op::kAssign, k + 1);
    }
  }
}

void Parser::ParseSubscriptAssignment(std::vector<ir::StmtPtr>* out) {
  const Token& start = Peek();
  // The write rebinds the name, which strict_ssa forbids (the reference's check comes first).
  if (strict_ssa_) {
    Fail(start, absl::StrCat("Subscript-write syntax 'dst[...] = src' is only supported before SSA "
                             "conversion\nhelp: rewrite as an explicit ",
                             prefix_, ".assemble(...) call, or remove strict_ssa=True"));
  }
  const Token name = start;
  const Value base = ParsePrimary();
  const ir::ExprPtr base_expr = ToExpr(base, "a subscript-write target");
  const ir::TypePtr& type = base_expr->type();
  if (auto array = ir::As<ir::ArrayType>(type)) {
    // `arr[i] = v` rebinds the name to the updated array.
    Next();  // '['
    const Value index = ParseValue();
    ExpectOp(Op::kRBracket, "to close the subscript");
    ExpectOp(Op::kAssign, "in an assignment");
    Value value = ParseValue();
    // A bare integer takes the array's element dtype.
    if (auto c = value.is_expr() ? ir::As<ir::ConstInt>(value.expr) : nullptr;
        c && value.literal && c->dtype() == ir::DataType::kIndex && ir::IsInt(array->dtype())) {
      value = AsValue(ConstOfDType(*c, array->dtype()), value.span);
    }
    Value updated =
        CallRegisteredOp(start, "array.update_element", {base, index, value}, {}, ir::Attrs());
    AssignToName(name, ToExpr(updated), SpanFrom(start), out);
    return;
  }
  auto tile = ir::As<ir::TileType>(type);
  if (!tile && !ir::IsA<ir::TensorType>(type)) {
    Fail(start, absl::StrCat("Subscript-write requires a Tensor or Tile target, got ",
                             ir::TypeClassName(type)));
  }
  const std::string kind = tile ? "tile" : "tensor";
  const auto& shape = ir::As<ir::ShapedType>(type)->shape();
  const size_t rank = shape.size();
  Next();  // '['
  std::vector<SubscriptItem> items = ParseSubscriptItems(kind);
  const Span target_span = SpanFrom(start);
  if (items.size() > rank) {
    FailAt(target_span, absl::StrCat(Capitalized(kind), " subscript-write has ", items.size(),
                                     " indices but the ", kind, " is ", rank, "D"));
  }
  if (items.size() == rank &&
      std::none_of(items.begin(), items.end(), [](const SubscriptItem& i) { return i.is_slice; })) {
    FailAt(target_span,
           absl::StrCat("Element-write 'dst[i, j] = scalar' is not supported for ", kind,
                        " targets\nhelp: use slice indices (e.g. "
                        "'dst[i:i+1, j:j+1] = tile_1x1') or index fewer axes"));
  }
  std::vector<ir::ExprPtr> offsets, extents;
  std::vector<bool> dropped(rank, false);
  for (size_t d = 0; d < rank; ++d) {
    if (d >= items.size()) {
      offsets.push_back(Index(0));
      extents.push_back(shape[d]);
    } else if (!items[d].is_slice) {
      offsets.push_back(items[d].index);
      extents.push_back(Index(1));
      dropped[d] = true;
    } else {
      const ir::ExprPtr lower = items[d].lower ? items[d].lower : Index(0);
      offsets.push_back(lower);
      extents.push_back(SliceExtent(items[d].upper ? items[d].upper : shape[d], lower));
    }
  }
  ExpectOp(Op::kAssign, "in an assignment");
  const Value source_v = ParseValue();
  const Span span = SpanFrom(start);
  ir::ExprPtr source = ToExpr(source_v, "a value to assign");
  const ir::TypePtr& source_type = source->type();
  if (tile ? !ir::IsA<ir::TileType>(source_type) : !ir::IsA<ir::TensorType>(source_type)) {
    FailAt(target_span, absl::StrCat("Subscript-write source must also be a ", kind, ", got ",
                                     ir::TypeClassName(source_type)));
  }
  const auto& source_shape = ir::As<ir::ShapedType>(source_type)->shape();
  const size_t natural_rank =
      static_cast<size_t>(std::count(dropped.begin(), dropped.end(), false));
  const size_t floored_rank = tile ? std::max<size_t>(2, natural_rank) : natural_rank;
  const size_t source_rank = source_shape.size();
  if (source_rank != natural_rank && source_rank != floored_rank) {
    std::string expected = absl::StrCat(natural_rank, "D");
    if (natural_rank != floored_rank) absl::StrAppend(&expected, " or ", floored_rank, "D");
    FailAt(target_span,
           absl::StrCat("Subscript-write source must be ", expected, " to match the rank-reduced ",
                        kind, " window, got ", source_rank, "D"));
  }
  // Constant extents must agree, axis by axis, with the window's kept axes (after the tile's
  // leading unit axes); a narrower valid_shape of the source may match instead.
  const size_t lead_units = source_rank - natural_rank;
  std::vector<ir::ExprPtr> expected(lead_units, Index(1));
  for (size_t d = 0; d < rank; ++d) {
    if (!dropped[d]) expected.push_back(extents[d]);
  }
  const std::vector<ir::ExprPtr> source_valid = StatedValidShape(source_type);
  for (size_t axis = 0; axis < source_rank; ++axis) {
    auto want = ir::StaticDim(expected[axis]), have = ir::StaticDim(source_shape[axis]);
    if (!want || !have || *want == *have) continue;
    if (!source_valid.empty()) {
      auto valid = ir::StaticDim(source_valid[axis]);
      if (!valid || *valid == *want) continue;
    }
    FailAt(target_span, absl::StrCat("Subscript-write shape mismatch on source axis ", axis,
                                     ": window expects ", *want, " elements, source has ", *have));
  }
  if (source_rank != rank) {
    // Unit axes where the window dropped them: the reshape numpy does implicitly on write.
    auto lift = [&](const std::vector<ir::ExprPtr>& dims) {
      std::vector<ir::ExprPtr> lifted;
      size_t next = lead_units;
      for (size_t d = 0; d < rank; ++d) lifted.push_back(dropped[d] ? Index(1) : dims[next++]);
      return lifted;
    };
    std::vector<Value> args{AsValue(source, source_v.span),
                            TupleValue(lift(source_shape), source_v.span)};
    if (!tile && !source_valid.empty() && !SameShape(source_shape, source_valid)) {
      args.push_back(TupleValue(lift(source_valid), source_v.span));
    }
    source = ToExpr(CallRegisteredOp(start, kind + ".reshape", std::move(args), {}, ir::Attrs()));
  }
  Value assembled = CallRegisteredOp(start, kind + ".assemble",
                                     {AsValue(base_expr, base.span), AsValue(source, source_v.span),
                                      TupleValue(std::move(offsets), target_span)},
                                     {}, ir::Attrs());
  AssignToName(name, ToExpr(assembled), span, out);
}

}  // namespace ptoc::text::internal
