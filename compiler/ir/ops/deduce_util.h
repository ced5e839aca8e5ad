// Shared helpers for operator type deduction: kind predicates, numpy-style
// shape broadcasting, dtype promotion, valid-shape propagation, constant
// folding of extents, and argument/kwarg accessors that raise user errors
// naming the op and the offending argument.
#ifndef PTOC_COMPILER_IR_OPS_DEDUCE_UTIL_H_
#define PTOC_COMPILER_IR_OPS_DEDUCE_UTIL_H_

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/string_view.h"
#include "absl/types/span.h"
#include "compiler/base/status.h"
#include "compiler/ir/attrs.h"
#include "compiler/ir/expr.h"
#include "compiler/ir/type.h"

namespace ptoc::ir {

// ---- Kind predicates on expressions (by their type) ----
bool IsTensor(const ExprPtr& expr);
bool IsTile(const ExprPtr& expr);
bool IsScalar(const ExprPtr& expr);
bool IsTupleValue(const ExprPtr& expr);           // any expression of TupleType
TensorTypePtr TensorTypeOf(const ExprPtr& expr);  // null if not a tensor
TileTypePtr TileTypeOf(const ExprPtr& expr);      // null if not a tile

// Short diagnostic rendering: "Tensor[[64, 128], FP32]", "Tile[[16, 1], FP32, Vec]",
// "Scalar[INDEX]", "Tuple[...]". Symbolic dims render as a compact expression.
std::string TypeToString(const TypePtr& type);
std::string ExprToString(const ExprPtr& expr);
std::string ShapeToString(const std::vector<ExprPtr>& shape);

// ---- Shapes ----
// Dimension equality: same node, equal constants, or structurally equal
// scalar expressions over the same variables.
bool DimsEqual(const ExprPtr& a, const ExprPtr& b);
bool ShapesEqual(const std::vector<ExprPtr>& a, const std::vector<ExprPtr>& b);
// numpy-style broadcast aligned from the right; a constant 1 stretches.
// nullopt when some dimension pair is incompatible.
std::optional<std::vector<ExprPtr>> BroadcastShapes(const std::vector<ExprPtr>& a,
                                                    const std::vector<ExprPtr>& b);

// ---- DTypes ----
// Float beats int; otherwise the wider type; equal width prefers signed;
// otherwise the first.
DataType PromoteDataTypes(DataType a, DataType b);

// ---- Valid shapes / views ----
// Explicit valid_shape if set, else the physical shape.
// The valid shape, or the shape when none is recorded: a reference into the
// type, which must outlive its use.
const std::vector<ExprPtr>& ValidShapeOf(const TileType& tile);
const std::vector<ExprPtr>& ValidShapeOf(const TensorType& tensor);
// A view with `valid_shape` and the block/scatter layout and pad of `src`'s
// effective view (what same-shape elementwise ops produce).
TileView InheritedView(const TileType& src, std::vector<ExprPtr> valid_shape);

// ---- Extent folding (INDEX arithmetic) ----
ExprPtr FoldAdd(const ExprPtr& a, const ExprPtr& b);
ExprPtr FoldSub(const ExprPtr& a, const ExprPtr& b);
ExprPtr FoldMul(const ExprPtr& a, const ExprPtr& b);
ExprPtr FoldMin(const ExprPtr& a, const ExprPtr& b);
ExprPtr FoldMax(const ExprPtr& a, const ExprPtr& b);
// a * b as INDEX: constants fold (unless the product overflows, which stays
// symbolic) and a factor of 1 disappears, so static and dynamic shapes give
// the same strides.
ExprPtr IndexMul(const ExprPtr& a, const ExprPtr& b);
// Packed row-major strides of `shape` (symbolic dims included).
std::vector<ExprPtr> RowMajorStrideExprs(const std::vector<ExprPtr>& shape);
// true/false when decidable (constants or identical expressions), else nullopt.
std::optional<bool> ProveLessEqual(const ExprPtr& a, const ExprPtr& b);

// Reductions need data on every axis: raises a user error naming `op` when
// some extent of `valid` is the constant 0 (a symbolic extent is accepted).
// A tile empty on every axis is accepted: the second lane of a split vector
// kernel replays the first lane's ops on such tiles (SplitVectorKernel), and
// the reference builds those calls without checking them.
void RequireNonEmptyReductionInput(const std::vector<ExprPtr>& valid, const std::string& op,
                                   const Span& span);

// Valid region of a window read (tensor.slice / tile.load): the requested
// valid extent, narrowed to what the source holds under the window when that
// is provably smaller. Raises user errors for provably out-of-bounds reads.
struct WindowRead {
  // Views of vectors the caller keeps alive (the types and calls being checked).
  const std::vector<ExprPtr>& source_shape;
  const std::vector<ExprPtr>& source_valid;
  const std::vector<ExprPtr>& offsets;
  const std::vector<ExprPtr>& window;
  const std::vector<ExprPtr>& requested_valid;  // empty = none requested
  bool clamp = false;
  // The op's advice, appended to a provably out-of-bounds read's message.
  absl::string_view remedy;
  // Nothing trims an on-chip window (tile.slice, tile.extract): the whole
  // window must fit in the source, whatever valid_shape is requested. A load
  // or tensor slice only has to keep the requested valid region inside.
  bool exact_window = false;
};
std::vector<ExprPtr> InferWindowReadValidShape(const WindowRead& read, const std::string& op,
                                               const Span& span);

class ArgReader;

// `v` without the entries at the indices `dims` (a rank-reducing slice).
std::vector<ExprPtr> WithoutAxes(const std::vector<ExprPtr>& v, const std::vector<int64_t>& dims);

// A rank-reducing slice erases the axes `dropped` (indices into `valid`):
// each must be provably fully valid (extent 1), else a user error naming the
// op, the axis and its valid extent.
void RequireFullyValidDroppedAxes(const std::vector<ExprPtr>& valid,
                                  const std::vector<int64_t>& dropped, const ArgReader& a);

// Valid shape of a reshape of a source with valid shape `valid` (the reshape
// is a view, so it cannot make data valid): a fully valid source stays fully
// valid; a rank change over unit axes keeps the rectangle; otherwise the valid
// data must be a row-major prefix (`row_major_contiguous` says the source is
// stored so) that a box of `new_shape` covers exactly. Anything else is a user
// error.
std::vector<ExprPtr> ReshapeValidShape(const std::vector<ExprPtr>& valid,
                                       const std::vector<ExprPtr>& in_shape,
                                       const std::vector<ExprPtr>& new_shape,
                                       bool row_major_contiguous, const std::string& op,
                                       const Span& span);

// Bounds of a write (tile.store, tensor.assemble, tile.assemble) of `reach`
// elements per dimension at `offsets` into a target of shape `target_shape`,
// all of one rank: raises user errors for a provably negative offset or a
// write provably past the end (`remedy` is appended to the latter).
// The target's valid shape after writing a region of `source_valid` extents
// at `offsets` (bounds already checked), as the reference derives it: the
// union of the two rectangles when it is provably one rectangle at the
// origin; a gap, growth along two axes or a misaligned slab is an error.
std::vector<ExprPtr> WriteValidShapeUnion(const std::vector<ExprPtr>& target_shape,
                                          const std::vector<ExprPtr>& target_valid,
                                          const std::vector<ExprPtr>& source_valid,
                                          const std::vector<ExprPtr>& offsets,
                                          const std::string& op, const Span& span);
void CheckWriteBounds(const std::vector<ExprPtr>& target_shape, const std::vector<ExprPtr>& reach,
                      const std::vector<ExprPtr>& offsets, const std::string& op,
                      const std::string& remedy, const Span& span);

// ---- Split-axis reshape (aiv_shard / aic_gather) ----
// Halves (`halve`) or doubles the extent of `axis` in `shape` and `valid`: a
// static extent must be even to be halved; dynamic ones become floordiv(d, 2)
// / d * 2; a valid extent is halved rounding up. Returns {shape, valid}.
std::pair<std::vector<ExprPtr>, std::vector<ExprPtr>> SplitAxisReshape(std::vector<ExprPtr> shape,
                                                                       std::vector<ExprPtr> valid,
                                                                       size_t axis, bool halve,
                                                                       const ArgReader& a);

// ---- Byte-preserving reinterpretation (reinterpret_view) ----
// Shape and valid shape of a `target`-typed view of a packed `source`-typed
// buffer: the physically contiguous `axis` is scaled by the byte ratio unless
// `requested` names a shape of the same byte size (only allowed for a fully
// valid source). `explicit_valid` is the source's own valid shape (empty =
// whole shape). Returns {shape, valid}.
std::pair<std::vector<ExprPtr>, std::vector<ExprPtr>> ResolveReinterpret(
    const std::vector<ExprPtr>& shape, const std::vector<ExprPtr>& explicit_valid, DataType source,
    DataType target, size_t axis, const std::optional<std::vector<ExprPtr>>& requested,
    const ArgReader& a);

// ---- Argument access with diagnostics ----
// Wraps one call's arguments; every accessor raises a user error such as
// "tile.add: argument 2 (rhs) must be a Scalar, got Tensor[[64, 128], FP32]"
// (a missing Tile is reported in the reference's words: "ValueError: The
// operator tile.add requires second argument to be a TileType, but got
// TensorType (argument 2 (rhs): Tensor[[64, 128], FP32])").
class ArgReader {
 public:
  ArgReader(std::string op, const std::vector<std::string>& arg_names,
            const std::vector<ExprPtr>& args, const Span& span)
      : op_(std::move(op)), names_(arg_names), args_(args), span_(span) {}

  size_t size() const { return args_.size(); }
  bool Has(size_t i) const { return i < args_.size(); }
  const ExprPtr& Arg(size_t i) const { return args_[i]; }
  TileTypePtr Tile(size_t i) const;
  TensorTypePtr Tensor(size_t i) const;
  ScalarTypePtr Scalar(size_t i) const;
  // Elements of a MakeTuple argument (shapes/offsets are written `[a, b]`).
  // The elements of argument i (a reference into the argument).
  const std::vector<ExprPtr>& TupleElems(size_t i) const;
  // The elements of a list argument of scalars of any dtype: the reference's
  // tile.load and tile.store do not check the dtype of their offsets (its
  // tensor ops do), so a float offset compiles there and is accepted here.
  const std::vector<ExprPtr>& ScalarTupleElems(size_t i) const;
  // The elements of a list argument of index-like scalars (INT64, UINT64 or
  // INDEX), which the reference's tile window and shape ops (slice,
  // assemble, reshape, extract) require; `what` names the list in errors.
  const std::vector<ExprPtr>& IndexTupleElems(size_t i, absl::string_view what) const;
  // Integer constant argument (e.g. an axis).
  int64_t ConstIntArg(size_t i) const;

  [[noreturn]] void Fail(const std::string& message) const;
  const std::string& op() const { return op_; }
  const Span& span() const { return span_; }
  std::string Describe(size_t i) const;  // "argument 2 (rhs)"

 private:
  // Argument i, which must be a list literal (MakeTuple).
  const MakeTuple* ListArg(size_t i) const;

  std::string op_;
  const std::vector<std::string>& names_;
  const std::vector<ExprPtr>& args_;
  const Span& span_;
};

// Raises "requires <role> dtype in {A, B, ...}, got D" (`role` may be empty) unless `d` is one
// of `allowed`: the hardware instructions exist for a few element types only.
void RequireDTypeIn(const ArgReader& a, DataType d, absl::Span<const DataType> allowed,
                    absl::string_view role = "");
// The valid_rows / valid_cols operands (arguments 1 and 2) of
// tile.set_validshape / tensor.set_validshape over a 2D `shape`: scalars of
// dtype INT64, UINT64 or INDEX; a constant one is >= 0 and, against a
// constant extent, within it (`kind` names the bound: "tile", "tensor").
void CheckValidShapeExtents(const ArgReader& a, const std::vector<ExprPtr>& shape,
                            absl::string_view kind);
// The destination dtype of an integer sequence (tile.ci / tensor.ci): the
// `dtype` kwarg, one of {INT16, INT32, UINT16, UINT32}, which the start scalar
// (argument 0) must have; `descending` must be a bool.
DataType CiDestinationDType(const ArgReader& a, const Attrs& kwargs);
// tensor.ci / tile.ci: every dimension but the last must be 1 where it is a
// constant (pto.tci fills one row).
void RequireCiSingleRow(const ArgReader& a, const std::vector<ExprPtr>& shape);
// The result of a column gather by a fixed hardware mask (tile.gather_mask /
// tensor.gather_mask) over `rows` x `cols` of dtype `d`: mask_pattern 1-2 keep
// every 2nd column, 3-6 every 4th, 7 all of them (other patterns are errors);
// `output_dtype` reinterprets the bits at the same width. `operand` names the
// input in messages ("src", "input").
struct GatherMaskResult {
  ExprPtr cols;
  DataType dtype;
};
int64_t GatherMaskPattern(const ArgReader& a, const Attrs& kwargs);
GatherMaskResult GatherMaskColumns(const ArgReader& a, const Attrs& kwargs, int64_t pattern,
                                   const ExprPtr& cols, DataType d, absl::string_view operand);
// Element types of TDIV and TROWMIN.
inline constexpr DataType kDivDTypes[] = {DataType::kInt16, DataType::kInt32, DataType::kFP16,
                                          DataType::kFP32};
// Element types of TROWEXPANDADD.
inline constexpr DataType kRowExpandAddDTypes[] = {
    DataType::kInt8, DataType::kInt16, DataType::kInt32, DataType::kFP16, DataType::kFP32};

// The dtypes the reference's stricter index checks accept: INT64, UINT64 or INDEX.
inline bool IsIndexLike(DataType dtype) {
  return dtype == DataType::kInt64 || dtype == DataType::kUInt64 || dtype == DataType::kIndex;
}

// ---- Kwarg access (raising user errors on wrong kinds) ----
std::optional<DataType> KwargDType(const Attrs& kwargs, const std::string& key,
                                   const std::string& op, const Span& span);
DataType RequireKwargDType(const Attrs& kwargs, const std::string& key, const std::string& op,
                           const Span& span);
std::optional<bool> KwargBool(const Attrs& kwargs, const std::string& key, const std::string& op,
                              const Span& span);
std::optional<int64_t> KwargInt(const Attrs& kwargs, const std::string& key, const std::string& op,
                                const Span& span);
// `atomic` of tensor.assemble / tile.store: 0 (none) or 1 (add). The IR
// stores the int (the parser converts the printed `pl.AtomicType.Add`), but
// the enum member is accepted too.
std::optional<int64_t> KwargAtomic(const Attrs& kwargs, const std::string& op, const Span& span);
// The dtypes the hardware's atomic add supports (FP32, BF16, FP16, INT32, INT16, INT8).
bool IsAtomicAddDType(DataType dtype);
std::optional<std::string> KwargString(const Attrs& kwargs, const std::string& key,
                                       const std::string& op, const Span& span);

template <typename E>
std::optional<E> KwargEnum(const Attrs& kwargs, const std::string& key, const std::string& op,
                           const Span& span) {
  const AttrValue* v = kwargs.Find(key);
  if (!v || v->IsNone()) return std::nullopt;
  auto e = v->AsEnum<E>();
  if (!e) {
    ThrowUserError(span, op + ": keyword argument '" + key + "' must be a pl." +
                             std::string(EnumTable<E>::kQualifier) + " value");
  }
  return e;
}

// The operand rules of tensor/tile.mrgsort_format1: src FP16 or FP32, and
// block_len (argument 1) an integer, a positive multiple of 64 when constant.
void CheckMrgsortFormat1Operands(const ArgReader& a, DataType src_dtype);

// The operand rules of tensor.scatter_update and tile.scatter_update: input
// 2-D or 4-D, index 2-D [b, s] of an integer dtype, src of the input's rank
// and dtype, and only dim=-2.
void CheckScatterUpdateOperands(const ArgReader& a, const ShapedType& input,
                                const ShapedType& index, const ShapedType& src, const Attrs& kw);

// tensor.write's value must have the tensor's dtype. Checked where the
// reference builds the call (the parser, ConvertTensorToTileOps), not in its
// deduction: passes may leave an INDEX variable in an integer tensor's write
// (ConvertToSSA types a variable by its value), which is never checked again.
void CheckTensorWriteValueDType(const CallPtr& write);

}  // namespace ptoc::ir

#endif  // PTOC_COMPILER_IR_OPS_DEDUCE_UTIL_H_
