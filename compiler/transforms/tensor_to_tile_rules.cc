#include "compiler/transforms/tensor_to_tile_rules.h"

#include <functional>
#include <memory>
#include <unordered_map>

#include "absl/strings/str_cat.h"
#include "compiler/backend/soc.h"
#include "compiler/base/status.h"
#include "compiler/ir/op_registry.h"
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/transforms/analysis/transform_utils.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(google-build-using-namespace)

namespace {

// Keeps only the kwargs the target op accepts: tensor ops materialise
// printed defaults (axis, keep_dim, ...) the tile op has no slot for.
Attrs FilterKwargs(const std::string& op, const Attrs& kwargs) {
  const OpInfo* info = OpRegistry::Global().Find(op);
  if (!info) return kwargs;
  std::vector<Attrs::Entry> kept;
  for (const auto& entry : kwargs) {
    for (const auto& name : info->kwarg_names) {
      if (name == entry.first) {
        kept.push_back(entry);
        break;
      }
    }
  }
  return Attrs(std::move(kept));
}

CallPtr Make(const std::string& op, std::vector<ExprPtr> args, const Attrs& kwargs,
             const Span& span) {
  return MakeOpCallOrThrow(op, std::move(args), FilterKwargs(op, kwargs), span);
}

ConversionRule Simple(const std::string& tile_op) {
  ConversionRule rule;
  rule.convert = [tile_op](const std::vector<ExprPtr>& args, const Attrs& kwargs,
                           const Span& span) {
    return ConversionResult{{}, Make(tile_op, args, kwargs, span)};
  };
  return rule;
}

Attrs VecCreateKwargs(DataType dtype) {
  return Attrs({{"dtype", AttrValue::DType(dtype)},
                {"target_memory", AttrValue::FromEnum(MemorySpace::kVec)}});
}

// `[M, N] op [M, 1]` (either order) is a row broadcast.
int RowBroadcastWider(const std::vector<ExprPtr>& args) {
  if (args.size() != 2) return -1;
  auto a = TileTypeOf(args[0]);
  auto b = TileTypeOf(args[1]);
  if (!a || !b || a->rank() != 2 || b->rank() != 2) return -1;
  auto is_one = [](const ExprPtr& d) { return StaticDim(d) == std::optional<int64_t>(1); };
  if (is_one(b->shape()[1]) && !is_one(a->shape()[1])) return 0;
  if (is_one(a->shape()[1]) && !is_one(b->shape()[1])) return 1;
  return -1;
}

// The row-broadcast division lowers to the row-expand division, whose
// executable forms are floating-point only, have no high-precision variant and
// read one divisor per valid dividend row.
void CheckRowExpandDiv(const ExprPtr& main, const ExprPtr& row, const Attrs& kwargs,
                       const Span& span) {
  const AttrValue* hp = kwargs.Find("high_precision");
  if (hp && hp->kind() == AttrValue::Kind::kBool && hp->AsBool()) {
    ThrowUserError(span,
                   "tensor.div(high_precision=True) does not support row broadcasting: the "
                   "high-precision row-expand division needs an explicit tmp tile");
  }
  auto main_t = TileTypeOf(main);
  auto row_t = TileTypeOf(row);
  if (!main_t || !row_t) return;
  if (main_t->dtype() != DataType::kFP16 && main_t->dtype() != DataType::kFP32) {
    ThrowUserError(span,
                   "tensor.div row broadcasting supports only FP16 or FP32: the row-expand "
                   "division is floating-point only");
  }
  auto main_valid = ValidShapeOf(*main_t);
  auto row_valid = ValidShapeOf(*row_t);
  if (main_valid.size() < 2 || row_valid.size() < 2) return;
  // Coverage must be provable: equal extents, or static ones in order.
  const ExprPtr& main_extent = main_valid[main_valid.size() - 2];
  const ExprPtr& row_extent = row_valid[row_valid.size() - 2];
  auto main_rows = StaticDim(main_extent);
  auto row_rows = StaticDim(row_extent);
  const bool covered =
      DimsEqual(main_extent, row_extent) || (main_rows && row_rows && *main_rows <= *row_rows);
  if (!covered) {
    ThrowUserError(span,
                   "tensor.div row broadcasting requires the divisor valid rows to cover the "
                   "dividend");
  }
  if (StaticDim(row_valid.back()) != std::optional<int64_t>(1)) {
    ThrowUserError(span,
                   "tensor.div row broadcasting requires the divisor's first column to be valid");
  }
}

ConversionRule Broadcast(const std::string& tile_op, const std::string& row_op, bool is_div) {
  ConversionRule rule;
  rule.convert = [tile_op, row_op, is_div](const std::vector<ExprPtr>& args, const Attrs& kwargs,
                                           const Span& span) {
    ConversionResult out;
    std::vector<ExprPtr> operands = args;
    if (is_div && operands.size() == 2) {
      auto lt = TileTypeOf(operands[0]);
      auto rt = TileTypeOf(operands[1]);
      if (lt && rt && lt->dtype() != rt->dtype()) {
        DataType promoted = PromoteDataTypes(lt->dtype(), rt->dtype());
        for (size_t i = 0; i < 2; ++i) {
          if (TileTypeOf(operands[i])->dtype() == promoted) continue;
          auto cast = MakeOpCallOrThrow(
              "tile.cast", {operands[i]},
              Attrs({{"target_type", AttrValue::DType(promoted)}, {"mode", AttrValue::Int(2)}}),
              span);
          auto var =
              std::make_shared<Var>(i == 0 ? "div_lhs_cast" : "div_rhs_cast", cast->type(), span);
          out.prologue.push_back(std::make_shared<AssignStmt>(var, cast, span));
          operands[i] = var;
        }
      }
    }
    int wider = RowBroadcastWider(operands);
    if (wider >= 0) {
      if (is_div && wider != 0) {
        ThrowUserError(span,
                       "tensor.div cannot lower a row-vector lhs broadcast: only matrix / "
                       "row-vector division is supported");
      }
      if (is_div) CheckRowExpandDiv(operands[0], operands[1], kwargs, span);
      out.result = Make(row_op, {operands[wider], operands[1 - wider]}, {}, span);
      return out;
    }
    out.result = Make(tile_op, operands, kwargs, span);
    return out;
  };
  return rule;
}

ConversionRule MinMax(const std::string& tile_op, const std::string& scalar_op) {
  ConversionRule rule;
  rule.convert = [tile_op, scalar_op](const std::vector<ExprPtr>& args, const Attrs& kwargs,
                                      const Span& span) {
    const std::string& op = (args.size() == 2 && IsScalar(args[1])) ? scalar_op : tile_op;
    return ConversionResult{{}, Make(op, args, kwargs, span)};
  };
  return rule;
}

// Row reductions need a scratch tile as wide as the input, at least 128
// columns.
ConversionRule Reduction(const std::string& tile_op, bool pad_to_128) {
  ConversionRule rule;
  rule.convert = [tile_op, pad_to_128](const std::vector<ExprPtr>& args, const Attrs&,
                                       const Span& span) {
    auto tile = TileTypeOf(args[0]);
    if (!tile) ThrowUserError(span, tile_op + ": input must be a tile after loading");
    std::vector<ExprPtr> shape = tile->shape();
    if (pad_to_128 && shape.size() >= 2) {
      auto last = StaticDim(shape.back());
      if (!last || *last < 128) shape.back() = MakeIndex(128, span);
    }
    ConversionResult out;
    auto create = MakeOpCallOrThrow("tile.create", {ShapeTuple(shape, span)},
                                    VecCreateKwargs(tile->dtype()), span);
    auto tmp = std::make_shared<Var>("tmp_tile", create->type(), span);
    out.prologue.push_back(std::make_shared<AssignStmt>(tmp, create, span));
    out.result = MakeOpCallOrThrow(tile_op, {args[0], tmp}, {}, span);
    return out;
  };
  return rule;
}

ConversionRule Rsqrt() {
  ConversionRule rule;
  rule.convert = [](const std::vector<ExprPtr>& args, const Attrs& kwargs, const Span& span) {
    const AttrValue* hp = kwargs.Find("high_precision");
    if (!hp || hp->kind() != AttrValue::Kind::kBool || !hp->AsBool()) {
      return ConversionResult{{}, MakeOpCallOrThrow("tile.rsqrt", {args[0]}, {}, span)};
    }
    auto tile = TileTypeOf(args[0]);
    if (!tile) ThrowUserError(span, "tensor.rsqrt: input must be a tile after loading");
    ConversionResult out;
    auto create = MakeOpCallOrThrow("tile.create", {ShapeTuple(tile->shape(), span)},
                                    VecCreateKwargs(tile->dtype()), span);
    auto tmp = std::make_shared<Var>("rsqrt_tmp", create->type(), span);
    out.prologue.push_back(std::make_shared<AssignStmt>(tmp, create, span));
    out.result = MakeOpCallOrThrow("tile.rsqrt", {args[0], tmp}, {}, span);
    return out;
  };
  return rule;
}

ConversionRule Slice() {
  ConversionRule rule;
  rule.self_loading = true;
  rule.convert = [](const std::vector<ExprPtr>& args, const Attrs& kwargs, const Span& span) {
    if (args.size() != 3 && args.size() != 4) {
      ThrowUserError(span, "tensor.slice: expected (tensor, shape, offset[, valid_shape])");
    }
    if (IsTensor(args[0])) {
      ExprPtr valid = args.size() == 4 ? args[3] : args[1];
      return ConversionResult{
          {},
          MakeOpCallOrThrow("tile.load", {args[0], args[2], args[1], valid},
                            Attrs({{"target_memory", AttrValue::FromEnum(MemorySpace::kVec)}}),
                            span)};
    }
    Attrs fwd;
    if (const AttrValue* pad = kwargs.Find("pad_value")) fwd = Attrs({{"pad_value", *pad}});
    return ConversionResult{{}, MakeOpCallOrThrow("tile.slice", args, fwd, span)};
  };
  return rule;
}

ConversionRule Assemble() {
  ConversionRule rule;
  rule.self_loading = true;
  rule.convert = [](const std::vector<ExprPtr>& args, const Attrs& kwargs, const Span& span) {
    const ExprPtr& target = args[0];
    const ExprPtr& source = args[1];
    const ExprPtr& offset = args[2];
    // Atomic accumulation needs a global-memory destination: only the store
    // path keeps it (and only an add); an on-chip target rejects it.
    const bool atomic_add = KwargAtomic(kwargs, "tensor.assemble", span).value_or(0) == 1;
    if (atomic_add && IsTile(target) && (IsTile(source) || IsTensor(source))) {
      ThrowUserError(span,
                     "tensor.assemble with atomic=AtomicType.Add requires a global-memory "
                     "destination (a function output tensor), but this assemble targets an "
                     "on-chip tile");
    }
    if (IsTile(source) && IsTensor(target)) {
      Attrs atomic;
      if (atomic_add) atomic = Attrs({{"atomic", *kwargs.Find("atomic")}});
      return ConversionResult{{},
                              MakeOpCallOrThrow("tile.store", {source, offset, target},
                                                FilterKwargs("tile.store", atomic), span)};
    }
    if (IsTile(source) && IsTile(target)) {
      return ConversionResult{
          {}, MakeOpCallOrThrow("tile.assemble", {target, source, offset}, {}, span)};
    }
    if (IsTile(target) && IsTensor(source)) {
      auto tensor = TensorTypeOf(source);
      ConversionResult out;
      auto load = MakeOpCallOrThrow(
          "tile.load",
          {source, ZeroOffsets(tensor->rank(), span), ShapeTuple(tensor->shape(), span),
           ShapeTuple(tensor->shape(), span)},
          Attrs({{"target_memory", AttrValue::FromEnum(MemorySpace::kVec)}}), span);
      auto src = std::make_shared<Var>("assemble_src", load->type(), span);
      out.prologue.push_back(std::make_shared<AssignStmt>(src, load, span));
      out.result = MakeOpCallOrThrow("tile.assemble", {target, src, offset}, {}, span);
      return out;
    }
    return ConversionResult{{}, MakeOpCallOrThrow("tensor.assemble", args, kwargs, span)};
  };
  return rule;
}

// A buffer a kernel creates must fit the memory it is created in; the
// reference checks it here for shapes of constants (message and memory-space
// number are its own).
void CheckCreatedTileFits(const std::vector<ExprPtr>& args, const Attrs& kwargs, MemorySpace space,
                          const Span& span) {
  auto shape = args.empty() ? nullptr : As<MakeTuple>(args[0]);
  if (!shape) return;
  std::optional<int64_t> elements = StaticNumElements(shape->elements());
  if (!elements) return;
  const AttrValue* dtype = kwargs.Find("dtype");
  const DataType dt = dtype != nullptr && dtype->kind() == AttrValue::Kind::kDataType
                          ? dtype->AsDataType()
                          : DataType::kFP32;
  const int64_t capacity = backend::CurrentSoc().MemSize(space);
  const uint64_t bytes = static_cast<uint64_t>(*elements) * DataTypeBits(dt) / 8;
  if (capacity == 0 || bytes <= static_cast<uint64_t>(capacity)) return;
  ThrowUserError(
      span, absl::StrCat("tensor.create: tile size (", bytes, " bytes) exceeds buffer capacity (",
                         capacity, " bytes) for memory space ", static_cast<int>(space), " at ",
                         span.ToReportString()));
}

ConversionRule Create() {
  ConversionRule rule;
  rule.convert = [](const std::vector<ExprPtr>& args, const Attrs& kwargs, const Span& span) {
    std::vector<Attrs::Entry> kw;
    if (const AttrValue* dtype = kwargs.Find("dtype")) kw.emplace_back("dtype", *dtype);
    CheckCreatedTileFits(args, kwargs, MemorySpace::kVec, span);
    kw.emplace_back("target_memory", AttrValue::FromEnum(MemorySpace::kVec));
    return ConversionResult{{}, MakeOpCallOrThrow("tile.create", args, Attrs(std::move(kw)), span)};
  };
  return rule;
}

// tensor.read / tensor.write stay scalar GM accesses on tensors and become
// tile.read / tile.write on local tiles.
ConversionRule ReadWrite(const std::string& tensor_op, const std::string& tile_op) {
  ConversionRule rule;
  rule.self_loading = true;
  rule.convert = [tensor_op, tile_op](const std::vector<ExprPtr>& args, const Attrs& kwargs,
                                      const Span& span) {
    if (IsTensor(args[0])) {
      CallPtr call = MakeOpCallOrThrow(tensor_op, args, kwargs, span);
      if (tensor_op == "tensor.write") CheckTensorWriteValueDType(call);
      return ConversionResult{{}, call};
    }
    return ConversionResult{{}, MakeOpCallOrThrow(tile_op, args, {}, span)};
  };
  return rule;
}

ConversionRule Matmul(const std::string& op2d, const std::string& opnd, size_t first_operand) {
  ConversionRule rule;
  rule.convert = [op2d, opnd](const std::vector<ExprPtr>& args, const Attrs&, const Span& span) {
    bool nd = false;
    for (const auto& a : args) {
      auto shaped = As<ShapedType>(a->type());
      if (shaped && shaped->rank() > 2) nd = true;
    }
    return ConversionResult{{}, MakeOpCallOrThrow(nd ? opnd : op2d, args, {}, span)};
  };
  rule.input_reqs[first_operand] = InputSpaceReq{MemorySpace::kMat, "a_trans"};
  rule.input_reqs[first_operand + 1] = InputSpaceReq{MemorySpace::kMat, "b_trans"};
  return rule;
}

// tensor.fillpad: the pass pre-loads tensor parameters, so the operand is
// normally a tile already; any other tensor operand is loaded with its valid
// region (the pad fills the rest).
ConversionRule Fillpad() {
  ConversionRule rule;
  rule.convert = [](const std::vector<ExprPtr>& args, const Attrs& kwargs, const Span& span) {
    if (args.size() != 1) ThrowInternal("tensor.fillpad conversion expects 1 arg (input)");
    ConversionResult out;
    ExprPtr input = args[0];
    if (auto tensor = TensorTypeOf(input)) {
      auto load = MakeOpCallOrThrow(
          "tile.load",
          {input, ZeroOffsets(tensor->rank(), span), ShapeTuple(tensor->shape(), span),
           ShapeTuple(ValidShapeOf(*tensor), span)},
          Attrs({{"target_memory", AttrValue::FromEnum(MemorySpace::kVec)}}), span);
      auto src = std::make_shared<Var>("fillpad_src", load->type(), span);
      out.prologue.push_back(std::make_shared<AssignStmt>(src, load, span));
      input = src;
    } else if (!IsTile(input)) {
      ThrowInternal("tensor.fillpad conversion: input must be a tensor or a tile");
    }
    out.result = Make("tile.fillpad", {input}, kwargs, span);
    return out;
  };
  return rule;
}

// tensor.fillpad_expand: like tensor.fillpad, with the destination shape
// carried as the tile op's second operand.
ConversionRule FillpadExpand() {
  ConversionRule rule;
  rule.convert = [](const std::vector<ExprPtr>& args, const Attrs& kwargs, const Span& span) {
    if (args.size() != 2) {
      ThrowInternal("tensor.fillpad_expand conversion expects 2 args (input, shape)");
    }
    ConversionResult out;
    ExprPtr input = args[0];
    if (auto tensor = TensorTypeOf(input)) {
      auto load = MakeOpCallOrThrow(
          "tile.load",
          {input, ZeroOffsets(tensor->rank(), span), ShapeTuple(tensor->shape(), span),
           ShapeTuple(ValidShapeOf(*tensor), span)},
          Attrs({{"target_memory", AttrValue::FromEnum(MemorySpace::kVec)}}), span);
      auto src = std::make_shared<Var>("fillpad_expand_src", load->type(), span);
      out.prologue.push_back(std::make_shared<AssignStmt>(src, load, span));
      input = src;
    } else if (!IsTile(input)) {
      ThrowInternal("tensor.fillpad_expand conversion: input must be a tensor or a tile");
    }
    out.result = Make("tile.fillpad_expand", {input, args[1]}, kwargs, span);
    return out;
  };
  return rule;
}

// tensor.gather_compare: the source is loaded to Vec and a UINT8 workspace
// shaped like it is created; the tuple-typed tile op replaces the call.
ConversionRule GatherCompare() {
  ConversionRule rule;
  rule.input_reqs[0] = InputSpaceReq{MemorySpace::kVec, ""};
  rule.convert = [](const std::vector<ExprPtr>& args, const Attrs& kwargs, const Span& span) {
    if (args.size() != 2) {
      ThrowInternal("tensor.gather_compare conversion expects 2 args (input, kvalue)");
    }
    auto src = TileTypeOf(args[0]);
    if (!src || src->rank() != 2) {
      ThrowInternal("tensor.gather_compare conversion: input must be a 2D Vec tile");
    }
    ConversionResult out;
    auto create = MakeOpCallOrThrow("tile.create", {ShapeTuple(src->shape(), span)},
                                    VecCreateKwargs(DataType::kUInt8), span);
    auto tmp = std::make_shared<Var>("gc_tmp", create->type(), span);
    out.prologue.push_back(std::make_shared<AssignStmt>(tmp, create, span));
    out.result = Make("tile.gather_compare", {args[0], args[1], tmp}, kwargs, span);
    return out;
  };
  return rule;
}

// tensor.scatter_mask(input, dst): the mask-form scatter zero-fills the
// columns it does not select, so dst's other columns are restored with a
// select: values scattered into zeros, a ones mask scattered the same way,
// compared != 0, and tile.sel between the scattered values and dst.
ConversionRule ScatterMask() {
  ConversionRule rule;
  rule.input_reqs[0] = InputSpaceReq{MemorySpace::kVec, ""};
  rule.input_reqs[1] = InputSpaceReq{MemorySpace::kVec, ""};
  rule.convert = [](const std::vector<ExprPtr>& args, const Attrs& kwargs, const Span& span) {
    if (args.size() != 2) ThrowInternal("tensor.scatter_mask conversion expects 2 args");
    auto input = TileTypeOf(args[0]);
    auto dst = TileTypeOf(args[1]);
    if (!input || !dst) ThrowInternal("tensor.scatter_mask conversion: input/dst must be tiles");
    auto rows = StaticDim(input->shape()[0]);
    auto cols = StaticDim(input->shape()[1]);
    auto dst_cols = StaticDim(dst->shape()[1]);
    if (!rows || !cols || !dst_cols) {
      ThrowInternal("tensor.scatter_mask conversion requires static shapes");
    }
    const DataType dt = dst->dtype();
    const int bytes = DataTypeBits(dt) / 8;
    const DataType mask_dt =
        bytes == 4 ? DataType::kFP32 : (bytes == 2 ? DataType::kFP16 : DataType::kInt8);
    ConversionResult out;
    auto emit = [&](const std::string& name, const CallPtr& call) {
      auto var = std::make_shared<Var>(name, call->type(), span);
      out.prologue.push_back(std::make_shared<AssignStmt>(var, call, span));
      return var;
    };
    auto scalar = [&](DataType d, double v) -> ExprPtr {
      return IsFloat(d) ? MakeConstFloat(v, d, span)
                        : MakeConstInt(static_cast<int64_t>(v), d, span);
    };
    auto full = [&](DataType d, int64_t r, int64_t c, double v) {
      return MakeOpCallOrThrow("tile.full", {MakeIndexTuple({r, c}, span), scalar(d, v)},
                               Attrs({{"dtype", AttrValue::DType(d)}}), span);
    };
    auto values_zero = emit("scatter_mask_values_zero", full(dt, *rows, *dst_cols, 0.0));
    auto values = emit("scatter_mask_values",
                       Make("tile.scatter_mask", {values_zero, args[0]}, kwargs, span));
    auto mask_zero = emit("scatter_mask_mask_zero", full(mask_dt, *rows, *dst_cols, 0.0));
    auto ones = emit("scatter_mask_ones", full(mask_dt, *rows, *cols, 1.0));
    auto mask =
        emit("scatter_mask_mask", Make("tile.scatter_mask", {mask_zero, ones}, kwargs, span));
    auto pred = emit("scatter_mask_pred",
                     MakeOpCallOrThrow("tile.cmps", {mask, scalar(mask_dt, 0.0)},
                                       Attrs({{"cmp_type", AttrValue::Int(1)}}), span));
    auto tmp = emit("scatter_mask_sel_tmp",
                    MakeOpCallOrThrow("tile.create", {MakeIndexTuple({1, 32}, span)},
                                      VecCreateKwargs(DataType::kUInt8), span));
    out.result = MakeOpCallOrThrow("tile.sel", {pred, values, args[1], tmp}, {}, span);
    return out;
  };
  return rule;
}

// tensor.mrgsort_format2(src0..srcN): the merge buffer `tmp` (src0's shape
// with the last dims summed) is created in Vec and passed last.
ConversionRule MrgsortFormat2() {
  ConversionRule rule;
  for (size_t i = 0; i < 4; ++i) rule.input_reqs[i] = InputSpaceReq{MemorySpace::kVec, ""};
  rule.convert = [](const std::vector<ExprPtr>& args, const Attrs& kwargs, const Span& span) {
    if (args.size() < 2 || args.size() > 4) {
      ThrowInternal("tensor.mrgsort_format2 conversion expects 2-4 src args");
    }
    std::vector<TileTypePtr> srcs;
    for (const auto& arg : args) {
      auto t = TileTypeOf(arg);
      if (!t) ThrowInternal("tensor.mrgsort_format2 conversion expects Vec tile operands");
      srcs.push_back(t);
    }
    std::vector<ExprPtr> shape(srcs[0]->shape().begin(), srcs[0]->shape().end() - 1);
    bool all_static = true;
    int64_t sum = 0;
    for (const auto& t : srcs) {
      auto c = StaticDim(t->shape().back());
      if (!c) {
        all_static = false;
        break;
      }
      sum += *c;
    }
    ExprPtr last = all_static ? MakeIndex(sum, span) : srcs[0]->shape().back();
    for (size_t i = 1; !all_static && i < srcs.size(); ++i) {
      last = std::make_shared<BinaryExpr>(BinaryOp::kAdd, last, srcs[i]->shape().back(),
                                          DataType::kIndex, span);
    }
    shape.push_back(last);
    ConversionResult out;
    auto create = MakeOpCallOrThrow("tile.create", {ShapeTuple(shape, span)},
                                    VecCreateKwargs(srcs[0]->dtype()), span);
    auto tmp = std::make_shared<Var>("mrgsort2_tmp", create->type(), span);
    out.prologue.push_back(std::make_shared<AssignStmt>(tmp, create, span));
    std::vector<ExprPtr> tile_args = args;
    tile_args.push_back(tmp);
    out.result = Make("tile.mrgsort_format2", tile_args, kwargs, span);
    return out;
  };
  return rule;
}

// tensor.cmp: the packed compare mask selects between all-ones and
// all-zeros tiles of the result dtype (tile.cmps for a scalar rhs).
ConversionRule Cmp() {
  ConversionRule rule;
  rule.convert = [](const std::vector<ExprPtr>& args, const Attrs& kwargs, const Span& span) {
    auto lhs = TileTypeOf(args[0]);
    if (!lhs) ThrowInternal("tensor.cmp conversion: lhs must be a tile after loading");
    std::string op;
    std::vector<ExprPtr> shape;
    DataType dtype;
    if (auto rhs = TileTypeOf(args[1])) {
      op = "tile.cmp";
      auto b = BroadcastShapes(lhs->shape(), rhs->shape());
      if (!b) ThrowInternal("tensor.cmp conversion: incompatible shapes");
      shape = *b;
      dtype = PromoteDataTypes(lhs->dtype(), rhs->dtype());
    } else if (auto s = ScalarDataType(args[1])) {
      op = "tile.cmps";
      shape = lhs->shape();
      dtype = PromoteDataTypes(lhs->dtype(), *s);
    } else {
      ThrowInternal("tensor.cmp conversion: rhs must be a tile or a scalar");
    }
    ConversionResult out;
    auto bind = [&](const std::string& name, const CallPtr& call) {
      auto var = std::make_shared<Var>(name, call->type(), span);
      out.prologue.push_back(std::make_shared<AssignStmt>(var, call, span));
      return var;
    };
    auto mask = bind("cmp_mask", Make(op, args, kwargs, span));
    auto full = [&](double v) {
      ExprPtr value = IsFloat(dtype) ? MakeConstFloat(v, dtype, span)
                                     : MakeConstInt(static_cast<int64_t>(v), dtype, span);
      return MakeOpCallOrThrow("tile.full", {ShapeTuple(shape, span), value},
                               Attrs({{"dtype", AttrValue::DType(dtype)}}), span);
    };
    auto one = bind("cmp_one", full(1.0));
    auto zero = bind("cmp_zero", full(0.0));
    auto tmp = bind("cmp_tmp", MakeOpCallOrThrow("tile.create", {MakeIndexTuple({1, 32}, span)},
                                                 VecCreateKwargs(DataType::kUInt8), span));
    out.result = MakeOpCallOrThrow("tile.sel", {mask, one, zero, tmp}, {}, span);
    return out;
  };
  return rule;
}

// Binds `value` to a fresh variable appended to `stmts`.
VarPtr Emit(std::vector<StmtPtr>* stmts, const std::string& name, const CallPtr& value,
            const Span& span) {
  auto var = std::make_shared<Var>(name, value->type(), span);
  stmts->push_back(std::make_shared<AssignStmt>(var, value, span));
  return var;
}

CallPtr VecLoad(const ExprPtr& tensor, const ExprPtr& offsets, const std::vector<ExprPtr>& shape,
                const std::vector<ExprPtr>& valid, const Span& span) {
  return MakeOpCallOrThrow(
      "tile.load", {tensor, offsets, ShapeTuple(shape, span), ShapeTuple(valid, span)},
      Attrs({{"target_memory", AttrValue::FromEnum(MemorySpace::kVec)}}), span);
}

// tensor.expand_clone(input, target), rank 3, at most one stretched dim:
// none -> load + store; dim 0 -> one load stored at every outer index; dim 1
// -> per outer index a [1, 1, C] row load, col_expand over [1, R, C], store;
// dim 2 -> one load, row_expand over the target shape, store.
ConversionRule ExpandClone() {
  ConversionRule rule;
  rule.self_loading = true;
  rule.convert = [](const std::vector<ExprPtr>& args, const Attrs&, const Span& span) {
    if (args.size() != 2) ThrowInternal("tensor.expand_clone conversion expects (input, target)");
    const ExprPtr& input = args[0];
    const ExprPtr& target = args[1];
    auto in_type = TensorTypeOf(input);
    auto target_type = TensorTypeOf(target);
    if (!in_type || !target_type) {
      ThrowInternal("tensor.expand_clone conversion: input and target must be tensors");
    }
    const auto& in_shape = in_type->shape();
    const auto& out_shape = target_type->shape();
    if (in_shape.size() != 3 || out_shape.size() != 3) {
      ThrowInternal("tensor.expand_clone conversion: input and target must have rank 3");
    }
    int dim = -1;
    for (size_t i = 0; i < 3; ++i) {
      if (DimsEqual(in_shape[i], out_shape[i])) continue;
      if (StaticDim(in_shape[i]) != std::optional<int64_t>(1) || dim >= 0) {
        ThrowInternal("tensor.expand_clone conversion: at most one dim, of extent 1, may stretch");
      }
      dim = static_cast<int>(i);
    }
    const std::vector<ExprPtr> in_valid = ValidShapeOf(*in_type);
    ExprPtr zero = MakeIndex(0, span);
    ExprPtr one = MakeIndex(1, span);
    Attrs create_kw = VecCreateKwargs(in_type->dtype());
    ConversionResult out;
    std::vector<StmtPtr>* pro = &out.prologue;
    auto offsets0 = ZeroOffsets(3, span);

    if (dim == 0 || dim == 1) {
      const std::string tag = dim == 0 ? "expand_clone_d0" : "expand_clone_d1";
      ExprPtr loaded;
      if (dim == 0) {
        loaded = Emit(pro, "expand_clone_input", VecLoad(input, offsets0, in_shape, in_valid, span),
                      span);
      }
      auto i = std::make_shared<Var>("i", ScalarType::Get(DataType::kIndex), span);
      auto acc = std::make_shared<IterArg>("expand_clone_acc", target_type, target, span);
      auto result = std::make_shared<Var>(tag + "_result", target_type, span);
      ExprPtr loop_offsets = std::make_shared<MakeTuple>(std::vector<ExprPtr>{i, zero, zero}, span);
      std::vector<StmtPtr> body;
      ExprPtr stored = loaded;
      if (dim == 1) {
        std::vector<ExprPtr> row = {one, one, in_valid[2]};
        auto row_tile =
            Emit(&body, tag + "_input", VecLoad(input, loop_offsets, row, row, span), span);
        auto created = Emit(
            &body, tag + "_target",
            MakeOpCallOrThrow("tile.create", {ShapeTuple({one, out_shape[1], out_shape[2]}, span)},
                              create_kw, span),
            span);
        stored = Emit(&body, tag + "_col",
                      MakeOpCallOrThrow("tile.col_expand", {created, row_tile}, {}, span), span);
      }
      auto store =
          Emit(&body, tag + "_store",
               MakeOpCallOrThrow("tile.store", {stored, loop_offsets, acc}, {}, span), span);
      body.push_back(std::make_shared<YieldStmt>(std::vector<ExprPtr>{store}, span));
      pro->push_back(std::make_shared<ForStmt>(
          i, zero, out_shape[0], one, std::vector<IterArgPtr>{acc}, MakeSeq(std::move(body), span),
          std::vector<VarPtr>{result}, ForKind::kSequential, Attrs(), span));
      out.result = result;
      return out;
    }
    auto loaded =
        Emit(pro, "expand_clone_input", VecLoad(input, offsets0, in_shape, in_valid, span), span);
    ExprPtr stored = loaded;
    if (dim == 2) {
      auto created = Emit(
          pro, "expand_clone_d2_target",
          MakeOpCallOrThrow("tile.create", {ShapeTuple(out_shape, span)}, create_kw, span), span);
      stored = Emit(pro, "expand_clone_d2_row",
                    MakeOpCallOrThrow("tile.row_expand", {created, loaded}, {}, span), span);
    }
    out.result = MakeOpCallOrThrow("tile.store", {stored, offsets0, target}, {}, span);
    return out;
  };
  return rule;
}

// tensor.scatter_update(input [m, d], index [b, s], src [b*s, d]): row k of
// src replaces row index.flat[k] of input. Lowered to the index form of
// tile.scatter with flat element indices index.flat[k] * d + c (built in
// INT32, narrowed to the index width tscatter needs for the dst dtype), and
// the untouched rows are kept by scattering a ones mask the same way and
// selecting between the scattered values and the original input.
ConversionRule ScatterUpdate() {
  ConversionRule rule;
  for (size_t i = 0; i < 3; ++i) rule.input_reqs[i] = InputSpaceReq{MemorySpace::kVec, ""};
  rule.convert = [](const std::vector<ExprPtr>& args, const Attrs&, const Span& span) {
    if (args.size() != 3) {
      ThrowInternal("tensor.scatter_update conversion expects 3 args (input, index, src)");
    }
    auto input = TileTypeOf(args[0]);
    auto index = TileTypeOf(args[1]);
    auto src = TileTypeOf(args[2]);
    if (!input || !index || !src) {
      ThrowInternal("tensor.scatter_update conversion: input/index/src must be Vec tiles");
    }
    if (input->rank() != 2 || src->rank() != 2) {
      ThrowUserError(span,
                     "scatter_update: only 2D input/src is currently supported in lowering, "
                     "got input rank " +
                         std::to_string(input->rank()) + " and src rank " +
                         std::to_string(src->rank()));
    }
    auto n = StaticDim(src->shape()[0]);
    auto b = StaticDim(index->shape()[0]);
    auto sdim = StaticDim(index->shape()[1]);
    auto m = StaticDim(input->shape()[0]);
    auto d = StaticDim(input->shape()[1]);
    if (!n || !b || !sdim || !m || !d) {
      ThrowInternal("tensor.scatter_update conversion requires static shapes");
    }
    if (*n != *b * *sdim) {
      ThrowInternal("tensor.scatter_update conversion: src rows (" + std::to_string(*n) +
                    ") must match index size (b * s = " + std::to_string(*b * *sdim) + ")");
    }
    const DataType dt = input->dtype();
    const int dt_bytes = DataTypeBits(dt) / 8;
    const DataType idx_dtype = dt_bytes == 4 ? DataType::kInt32 : DataType::kInt16;
    if (idx_dtype == DataType::kInt16 && *m * *d > 32767) {
      ThrowUserError(span, "scatter_update: " + DataTypeString(dt) +
                               " dst has m*d = " + std::to_string(*m * *d) +
                               " elements, exceeding the i16 flat-index limit (32767); reduce "
                               "dst rows*cols or use a 4-byte dtype");
    }
    const DataType compute = DataType::kInt32;
    auto idx = [&](int64_t v) { return MakeIndex(v, span); };
    auto ci32 = [&](int64_t v) { return MakeConstInt(v, compute, span); };
    ConversionResult out;
    auto emit = [&](const std::string& op, std::vector<ExprPtr> a, const Attrs& kw,
                    const std::string& name) {
      return Emit(&out.prologue, name, MakeOpCallOrThrow(op, std::move(a), kw, span), span);
    };
    auto full = [&](DataType f, int64_t rows, int64_t cols, double v, const std::string& name) {
      ExprPtr value =
          IsFloat(f) ? MakeConstFloat(v, f, span) : MakeConstInt(static_cast<int64_t>(v), f, span);
      return emit("tile.full", {ShapeTuple({idx(rows), idx(cols)}, span), value},
                  Attrs({{"dtype", AttrValue::DType(f)}}), name);
    };
    auto col =
        emit("tile.ci", {ci32(0), ShapeTuple({idx(1), idx(*d)}, span)},
             Attrs({{"dtype", AttrValue::DType(compute)}, {"descending", AttrValue::Bool(false)}}),
             "su_col");
    auto tmpl = emit("tile.full", {ShapeTuple({idx(*n), idx(*d)}, span), ci32(0)},
                     Attrs({{"dtype", AttrValue::DType(compute)}}), "su_tmpl");
    auto col_nd = emit("tile.col_expand", {tmpl, col}, {}, "su_col_nd");
    ExprPtr idx_src = args[1];
    if (index->dtype() != compute) {
      idx_src = emit("tile.cast", {idx_src}, Attrs({{"target_type", AttrValue::DType(compute)}}),
                     "su_idx_i32");
    }
    auto idx_flat =
        emit("tile.reshape", {idx_src, ShapeTuple({idx(*n), idx(1)}, span)}, {}, "su_idx_flat");
    auto row_base = emit("tile.muls", {idx_flat, ci32(*d)}, {}, "su_row_base");
    VarPtr flat_idx = emit("tile.row_expand_add", {col_nd, row_base}, {}, "su_flat_idx");
    if (idx_dtype != compute) {
      flat_idx = emit("tile.cast", {flat_idx},
                      Attrs({{"target_type", AttrValue::DType(idx_dtype)}}), "su_flat_idx_cast");
    }
    const DataType mask_dt = dt_bytes == 4   ? DataType::kFP32
                             : dt_bytes == 2 ? DataType::kFP16
                                             : DataType::kInt8;
    auto v0 = full(dt, *m, *d, 0.0, "su_v0");
    auto vals = emit("tile.scatter", {v0, args[2], flat_idx}, {}, "su_vals");
    auto m0 = full(mask_dt, *m, *d, 0.0, "su_m0");
    auto ones = full(mask_dt, *n, *d, 1.0, "su_ones");
    auto mask = emit("tile.scatter", {m0, ones, flat_idx}, {}, "su_mask");
    ExprPtr zero =
        IsFloat(mask_dt) ? MakeConstFloat(0.0, mask_dt, span) : MakeConstInt(0, mask_dt, span);
    auto pred =
        emit("tile.cmps", {mask, zero}, Attrs({{"cmp_type", AttrValue::Int(1)}}), "su_pred");
    auto tmp = emit("tile.create", {ShapeTuple({idx(1), idx(32)}, span)},
                    VecCreateKwargs(DataType::kUInt8), "su_tmp");
    out.result = MakeOpCallOrThrow("tile.sel", {pred, vals, args[0], tmp}, {}, span);
    return out;
  };
  return rule;
}

// tensor.paged_gather(src, indices, block_table): a static on-chip buffer
// filled by a loop over the runtime index count; each iteration reads the
// logical index and its page-table entry as GM scalars, computes the physical
// row and loads that row straight into the buffer with tile.gather_row (as a
// column when is_trans). The tensor.read / tensor.dim statements it emits go
// through the conversion again.
ConversionRule PagedGather() {
  ConversionRule rule;
  rule.self_loading = true;
  rule.convert = [](const std::vector<ExprPtr>& args, const Attrs& kwargs, const Span& span) {
    if (args.size() != 3) {
      ThrowInternal("tensor.paged_gather conversion expects 3 args (src, indices, block_table)");
    }
    const ExprPtr& src = args[0];
    const ExprPtr& indices = args[1];
    const ExprPtr& table = args[2];
    auto src_type = TensorTypeOf(src);
    auto idx_type = TensorTypeOf(indices);
    auto table_type = TensorTypeOf(table);
    if (!src_type || !idx_type || !table_type) {
      ThrowInternal("tensor.paged_gather conversion: src/indices/block_table must be tensors");
    }
    auto int_kwarg = [&](const char* key) -> int64_t {
      const AttrValue* v = kwargs.Find(key);
      return v && v->kind() == AttrValue::Kind::kInt ? v->AsInt() : 0;
    };
    const int64_t block_size = int_kwarg("block_size");
    const int64_t size = int_kwarg("size");
    const int64_t col_off = int_kwarg("col_off");
    const int64_t max_indices = int_kwarg("max_indices");
    const AttrValue* trans_attr = kwargs.Find("is_trans");
    const bool is_trans =
        trans_attr && trans_attr->kind() == AttrValue::Kind::kBool && trans_attr->AsBool();
    MemorySpace space = MemorySpace::kMat;
    if (const AttrValue* v = kwargs.Find("space")) {
      if (auto e = v->AsEnum<MemorySpace>()) space = *e;
    }
    if (block_size <= 0 || size <= 0 || max_indices <= 0) {
      ThrowInternal("tensor.paged_gather: block_size/size/max_indices must be set and positive");
    }
    if (is_trans && space != MemorySpace::kMat) {
      ThrowInternal("tensor.paged_gather: is_trans=true requires space=Mat (L1)");
    }
    auto idx = [&](int64_t v) { return MakeIndex(v, span); };
    auto tuple = [&](std::vector<ExprPtr> elems) -> ExprPtr {
      return std::make_shared<MakeTuple>(std::move(elems), span);
    };
    ExprPtr zero = idx(0);
    ExprPtr one = idx(1);
    ExprPtr bs = idx(block_size);
    ConversionResult out;

    const size_t rows_axis = idx_type->rank() == 1 ? 0 : 1;
    if (auto n = StaticDim(idx_type->shape()[rows_axis]); n && *n > max_indices) {
      ThrowUserError(span, "tensor.paged_gather: indices length (" + std::to_string(*n) +
                               ") exceeds max_indices (" + std::to_string(max_indices) + ")");
    }
    auto rows = Emit(
        &out.prologue, "pg_rows",
        MakeOpCallOrThrow("tensor.dim", {indices, idx(static_cast<int64_t>(rows_axis))}, {}, span),
        span);
    std::vector<ExprPtr> acc_shape = {idx(max_indices), idx(size)};
    if (is_trans) std::swap(acc_shape[0], acc_shape[1]);
    auto create = MakeOpCallOrThrow("tile.create", {ShapeTuple(acc_shape, span)},
                                    Attrs({{"dtype", AttrValue::DType(src_type->dtype())},
                                           {"target_memory", AttrValue::FromEnum(space)}}),
                                    span);
    auto acc = Emit(&out.prologue, "paged_gather_acc", create, span);

    auto i = std::make_shared<Var>("pg_i", ScalarType::Get(DataType::kIndex), span);
    auto iter = std::make_shared<IterArg>("paged_gather_iter", create->type(), acc, span);
    auto result = std::make_shared<Var>("paged_gather_result", create->type(), span);
    std::vector<StmtPtr> body;
    auto bind = [&](const std::string& name, const ExprPtr& value) -> VarPtr {
      auto var = std::make_shared<Var>(name, value->type(), span);
      body.push_back(std::make_shared<AssignStmt>(var, value, span));
      return var;
    };
    auto to_index = [&](const ExprPtr& e) {
      return std::make_shared<UnaryExpr>(UnaryOp::kCast, e, DataType::kIndex, span);
    };
    auto binary = [&](BinaryOp op, const ExprPtr& l, const ExprPtr& r) {
      return std::make_shared<BinaryExpr>(op, l, r, DataType::kIndex, span);
    };
    auto read = [&](const ExprPtr& tensor, size_t rank, const ExprPtr& at) {
      return MakeOpCallOrThrow("tensor.read", {tensor, rank == 1 ? tuple({at}) : tuple({zero, at})},
                               {}, span);
    };
    auto idx_raw = bind("pg_idx_raw", read(indices, idx_type->rank(), i));
    auto idx_i = bind("pg_idx", to_index(idx_raw));
    auto block = bind("pg_blk", binary(BinaryOp::kFloorDiv, idx_i, bs));
    auto rem = bind("pg_rem", binary(BinaryOp::kFloorMod, idx_i, bs));
    auto pblk_raw = bind("pg_pblk_raw", read(table, table_type->rank(), block));
    auto pblk = bind("pg_pblk", to_index(pblk_raw));
    auto phys = bind("pg_phys", binary(BinaryOp::kAdd, binary(BinaryOp::kMul, pblk, bs), rem));
    ExprPtr dst_offset = is_trans ? tuple({zero, i}) : tuple({i, zero});
    auto row =
        bind("pg_row", MakeOpCallOrThrow("tile.gather_row",
                                         {iter, src, dst_offset, tuple({phys, idx(col_off)}),
                                          ShapeTuple({one, idx(size)}, span)},
                                         Attrs({{"transpose", AttrValue::Bool(is_trans)}}), span));
    body.push_back(std::make_shared<YieldStmt>(std::vector<ExprPtr>{row}, span));
    out.prologue.push_back(std::make_shared<ForStmt>(
        i, zero, rows, one, std::vector<IterArgPtr>{iter}, MakeSeq(std::move(body), span),
        std::vector<VarPtr>{result}, ForKind::kSequential, Attrs(), span));
    out.result = result;
    return out;
  };
  return rule;
}

// tensor.gather(input, index, dim=) for rank 2 (last dim) and rank 3 (any
// dim). On an A5 target the last-dim cases gather the whole tile at once with
// flat indices row * src_cols + index; otherwise (and for rank-3 gathers on
// dims 0/1) a loop gathers one row at a time into an accumulator tile.
// Operands already lowered to tiles are sliced instead of loaded.
ConversionRule Gather() {
  ConversionRule rule;
  rule.self_loading = true;
  rule.convert = [](const std::vector<ExprPtr>& args, const Attrs& kwargs, const Span& span) {
    if (args.size() != 2) ThrowInternal("tensor.gather conversion expects 2 args (input, index)");
    const ExprPtr& input = args[0];
    const ExprPtr& index = args[1];
    auto shape_dtype = [&](const ExprPtr& e) -> std::pair<std::vector<ExprPtr>, DataType> {
      if (auto t = TensorTypeOf(e)) return {t->shape(), t->dtype()};
      if (auto t = TileTypeOf(e)) return {t->shape(), t->dtype()};
      ThrowInternal("tensor.gather conversion: operands must be tensors or tiles");
    };
    const auto in_info = shape_dtype(input);
    const auto idx_info = shape_dtype(index);
    const std::vector<ExprPtr>& in_shape = in_info.first;
    const DataType in_dtype = in_info.second;
    const std::vector<ExprPtr>& idx_shape = idx_info.first;
    const DataType idx_dtype = idx_info.second;
    const int64_t rank = static_cast<int64_t>(in_shape.size());
    if (rank < 2) ThrowInternal("tensor.gather conversion: rank must be >= 2");
    int64_t dim = -1;
    if (const AttrValue* v = kwargs.Find("dim"); v && v->kind() == AttrValue::Kind::kInt) {
      dim = v->AsInt();
    }
    const int64_t norm_dim = dim < 0 ? dim + rank : dim;
    if (norm_dim < 0 || norm_dim >= rank) {
      ThrowInternal("tensor.gather conversion: dim out of range");
    }

    auto idx = [&](int64_t v) { return MakeIndex(v, span); };
    auto i32 = [&](int64_t v) { return MakeConstInt(v, DataType::kInt32, span); };
    auto tuple = [&](std::vector<ExprPtr> e) -> ExprPtr {
      return std::make_shared<MakeTuple>(std::move(e), span);
    };
    ExprPtr zero = idx(0);
    ExprPtr one = idx(1);
    const Attrs load_kw({{"target_memory", AttrValue::FromEnum(MemorySpace::kVec)}});
    const Attrs tmp_kw = VecCreateKwargs(DataType::kInt32);
    const Attrs ci_kw(
        {{"dtype", AttrValue::DType(DataType::kInt32)}, {"descending", AttrValue::Bool(false)}});
    ConversionResult out;
    std::vector<StmtPtr>* pro = &out.prologue;
    auto emit = [&](std::vector<StmtPtr>* stmts, const std::string& op, std::vector<ExprPtr> a,
                    const Attrs& kw, const std::string& name) {
      return Emit(stmts, name, MakeOpCallOrThrow(op, std::move(a), kw, span), span);
    };
    auto reshape = [&](std::vector<StmtPtr>* stmts, const ExprPtr& src,
                       const std::vector<ExprPtr>& shape, const std::string& name) {
      return emit(stmts, "tile.reshape", {src, ShapeTuple(shape, span)}, {}, name);
    };
    auto load_or_slice = [&](std::vector<StmtPtr>* stmts, const ExprPtr& src,
                             const ExprPtr& offsets, const ExprPtr& shape,
                             const std::string& name) {
      if (IsTile(src)) return emit(stmts, "tile.slice", {src, shape, offsets, shape}, {}, name);
      return emit(stmts, "tile.load", {src, offsets, shape, shape}, load_kw, name);
    };
    auto row_gather = [&](std::vector<StmtPtr>* stmts, const VarPtr& src_row, const VarPtr& idx_row,
                          int64_t cols, const std::string& name) {
      auto tmp =
          emit(stmts, "tile.create", {ShapeTuple({one, idx(cols)}, span)}, tmp_kw, name + "_tmp");
      return emit(stmts, "tile.gather", {src_row, idx_row, tmp}, {}, name);
    };
    // A loop over `stop` rows assembling each [1, cols] body result at row lv
    // of a [rows, cols] accumulator.
    using BodyFn = std::function<VarPtr(const VarPtr&, const IterArgPtr&, std::vector<StmtPtr>*)>;
    auto make_loop = [&](std::vector<StmtPtr>* outer, const std::string& name, const ExprPtr& stop,
                         int64_t rows, int64_t cols, const BodyFn& body_fn) {
      auto init = emit(outer, "tile.create", {ShapeTuple({idx(rows), idx(cols)}, span)},
                       VecCreateKwargs(in_dtype), name + "_acc_init");
      auto lv = std::make_shared<Var>(name + "_lv", ScalarType::Get(DataType::kIndex), span);
      auto ia = std::make_shared<IterArg>(name + "_ia", init->type(), init, span);
      auto rv = std::make_shared<Var>(name + "_rv", init->type(), span);
      std::vector<StmtPtr> body;
      VarPtr row = body_fn(lv, ia, &body);
      auto asmbl = emit(&body, "tile.assemble", {ia, row, tuple({lv, zero})}, {}, name + "_asmbl");
      body.push_back(std::make_shared<YieldStmt>(std::vector<ExprPtr>{asmbl}, span));
      outer->push_back(std::make_shared<ForStmt>(
          lv, zero, stop, one, std::vector<IterArgPtr>{ia}, MakeSeq(std::move(body), span),
          std::vector<VarPtr>{rv}, ForKind::kSequential, Attrs(), span));
      return rv;
    };
    auto get_const = [&](const ExprPtr& e) {
      auto c = StaticDim(e);
      if (!c) ThrowInternal("tensor.gather: shapes must be constants for this lowering");
      return *c;
    };
    // A5 flat indices: row * src_cols + index[row, col].
    auto a5_flat_idx = [&](const VarPtr& idx_2d, int64_t rows, int64_t src_cols,
                           int64_t idx_cols) -> ExprPtr {
      ExprPtr idx_i32 = idx_2d;
      if (idx_dtype != DataType::kInt32) {
        idx_i32 =
            emit(pro, "tile.cast", {idx_2d},
                 Attrs({{"target_type", AttrValue::DType(DataType::kInt32)}}), "gather_idx_i32");
      }
      auto narrow = [&](const ExprPtr& flat) -> ExprPtr {
        if (idx_dtype == DataType::kInt32) return flat;
        return emit(pro, "tile.cast", {flat}, Attrs({{"target_type", AttrValue::DType(idx_dtype)}}),
                    "gather_flat_cast");
      };
      if (rows == 1) return narrow(idx_i32);
      ExprPtr flat;
      if (idx_cols % 8 == 0) {
        auto lin = emit(pro, "tile.ci", {i32(0), ShapeTuple({one, idx(rows * idx_cols)}, span)},
                        ci_kw, "gather_lin");
        auto lin2d = reshape(pro, lin, {idx(rows), idx(idx_cols)}, "gather_lin2d");
        auto row_ids = emit(pro, "tile.divs", {lin2d, i32(idx_cols)}, {}, "gather_row_ids");
        auto row_base = emit(pro, "tile.muls", {row_ids, i32(src_cols)}, {}, "gather_row_base");
        flat = emit(pro, "tile.add", {idx_i32, row_base}, {}, "gather_flat_idx");
      } else {
        auto ci = emit(pro, "tile.ci", {i32(0), ShapeTuple({one, idx(rows)}, span)}, ci_kw,
                       "gather_ci_rows");
        auto arange = reshape(pro, ci, {idx(rows), one}, "gather_row_arange");
        auto row_base = emit(pro, "tile.muls", {arange, i32(src_cols)}, {}, "gather_row_base");
        flat = emit(pro, "tile.row_expand_add", {idx_i32, row_base}, {}, "gather_flat_idx");
      }
      return narrow(flat);
    };
    // A strided tile source is copied into a fresh contiguous tile first.
    auto contiguous = [&](const VarPtr& src, int64_t rows, int64_t cols) {
      auto alloc = emit(pro, "tile.create", {ShapeTuple({idx(rows), idx(cols)}, span)},
                        VecCreateKwargs(in_dtype), "gather_src_alloc");
      return emit(pro, "tile.assemble", {alloc, src, tuple({zero, zero})}, {}, "gather_src_copy");
    };
    auto int16_guard = [&](int64_t rows, int64_t src_cols) {
      if (idx_dtype != DataType::kInt16) return;
      const int64_t max_rows = src_cols == 0 ? 32768 : 32768 / src_cols;
      if (rows > max_rows) {
        ThrowUserError(span, "tensor.gather (A5) with INT16 indices: rows(" + std::to_string(rows) +
                                 ") * src_cols(" + std::to_string(src_cols) +
                                 ") exceeds the INT16 index range (max flat index 32767, rows <= " +
                                 std::to_string(max_rows) + ").");
      }
    };
    const bool a5 = backend::CurrentSoc().target_arch() == "a5";

    if (rank == 2 && norm_dim == 1) {
      const int64_t rows = get_const(idx_shape[0]);
      const int64_t src_cols = get_const(in_shape[1]);
      const int64_t k = get_const(idx_shape[1]);
      if (a5) {
        int16_guard(rows, src_cols);
        auto zeros = tuple({zero, zero});
        VarPtr src = load_or_slice(pro, input, zeros, ShapeTuple({idx(rows), idx(src_cols)}, span),
                                   "gather_inp");
        if (IsTile(input)) src = contiguous(src, rows, src_cols);
        auto idx_full =
            load_or_slice(pro, index, zeros, ShapeTuple({idx(rows), idx(k)}, span), "gather_idx");
        ExprPtr flat = a5_flat_idx(idx_full, rows, src_cols, k);
        auto tmp =
            emit(pro, "tile.create", {ShapeTuple({idx(rows), idx(k)}, span)}, tmp_kw, "gather_tmp");
        out.result = emit(pro, "tile.gather", {src, flat, tmp}, {}, "gather");
        return out;
      }
      out.result = make_loop(
          pro, "gather", idx_shape[0], rows, k,
          [&](const VarPtr& lv, const IterArgPtr&, std::vector<StmtPtr>* body) {
            auto offs = tuple({lv, zero});
            auto in_row = load_or_slice(body, input, offs, ShapeTuple({one, idx(src_cols)}, span),
                                        "gather_inp_row");
            auto idx_row =
                load_or_slice(body, index, offs, ShapeTuple({one, idx(k)}, span), "gather_idx_row");
            return row_gather(body, in_row, idx_row, k, "gather_row");
          });
      return out;
    }
    if (rank == 3 && norm_dim == 2) {
      const int64_t i0 = get_const(idx_shape[0]);
      const int64_t i1 = get_const(idx_shape[1]);
      const int64_t s2 = get_const(in_shape[2]);
      const int64_t k = get_const(idx_shape[2]);
      const int64_t rows = i0 * i1;
      if (a5) {
        int16_guard(rows, s2);
        auto zeros = tuple({zero, zero, zero});
        auto raw = load_or_slice(pro, input, zeros, ShapeTuple({idx(i0), idx(i1), idx(s2)}, span),
                                 "gather_inp_raw");
        VarPtr src = reshape(pro, raw, {idx(rows), idx(s2)}, "gather_inp");
        if (IsTile(input)) src = contiguous(src, rows, s2);
        auto idx_raw = load_or_slice(
            pro, index, zeros, ShapeTuple({idx(i0), idx(i1), idx(k)}, span), "gather_idx_raw");
        auto idx_2d = reshape(pro, idx_raw, {idx(rows), idx(k)}, "gather_idx");
        ExprPtr flat = a5_flat_idx(idx_2d, rows, s2, k);
        auto tmp =
            emit(pro, "tile.create", {ShapeTuple({idx(rows), idx(k)}, span)}, tmp_kw, "gather_tmp");
        auto gathered = emit(pro, "tile.gather", {src, flat, tmp}, {}, "gather");
        out.result = reshape(pro, gathered, {idx(rows), idx(k)}, "gather_out");
        return out;
      }
      auto outer = make_loop(
          pro, "gather_outer", idx_shape[0], i0, i1 * k,
          [&](const VarPtr& olv, const IterArgPtr&, std::vector<StmtPtr>* ob) {
            auto inner = make_loop(
                ob, "gather_inner", idx_shape[1], i1, k,
                [&](const VarPtr& ilv, const IterArgPtr&, std::vector<StmtPtr>* body) {
                  auto offs = tuple({olv, ilv, zero});
                  auto in_raw = load_or_slice(
                      body, input, offs, ShapeTuple({one, one, idx(s2)}, span), "gather_inp_raw");
                  auto in_row = reshape(body, in_raw, {one, idx(s2)}, "gather_inp_row");
                  auto idx_raw = load_or_slice(
                      body, index, offs, ShapeTuple({one, one, idx(k)}, span), "gather_idx_raw");
                  auto idx_row = reshape(body, idx_raw, {one, idx(k)}, "gather_idx_row");
                  return row_gather(body, in_row, idx_row, k, "gather_row");
                });
            return reshape(ob, inner, {one, idx(i1 * k)}, "gather_inner_flat");
          });
      out.result = reshape(pro, outer, {idx(rows), idx(k)}, "gather_out");
      return out;
    }
    if (rank != 3) {
      ThrowUserError(span, "tensor.gather: unsupported (rank, dim) combination, got rank=" +
                               std::to_string(rank) + " norm_dim=" + std::to_string(norm_dim));
    }
    // rank 3, dim 0 or 1: per output row r = (i0, i1), the source plane that
    // varies along `dim` is flattened to one row and gathered with
    // index * S2 + column.
    if (in_dtype != DataType::kFP32 && in_dtype != DataType::kInt32) {
      ThrowUserError(span, "tensor.gather: rank-3 gather on dim " + std::to_string(norm_dim) +
                               " uses an INT32 flat index that only matches the tgather b32 form "
                               "(32-bit src); 16-bit src is not yet supported on this axis. Got "
                               "input dtype " +
                               std::string(DataTypeName(in_dtype)));
    }
    const int64_t i0 = get_const(idx_shape[0]);
    const int64_t i1 = get_const(idx_shape[1]);
    const int64_t i2 = get_const(idx_shape[2]);
    const int64_t s2 = get_const(in_shape[2]);
    const int64_t plane = get_const(in_shape[norm_dim]) * s2;
    auto range = emit(pro, "tile.ci", {i32(0), ShapeTuple({one, idx(i2)}, span)},
                      Attrs({{"dtype", AttrValue::DType(DataType::kInt32)}}), "gather_range");
    auto binary = [&](BinaryOp op, const ExprPtr& l, const ExprPtr& r) {
      return std::make_shared<BinaryExpr>(op, l, r, DataType::kIndex, span);
    };
    auto result = make_loop(
        pro, "gather_main", idx(i0 * i1), i0 * i1, i2,
        [&](const VarPtr& lv, const IterArgPtr&, std::vector<StmtPtr>* body) {
          ExprPtr e0 = binary(BinaryOp::kFloorDiv, lv, idx(i1));
          ExprPtr e1 = binary(BinaryOp::kFloorMod, lv, idx(i1));
          ExprPtr in_offs = norm_dim == 0 ? tuple({zero, e1, zero}) : tuple({e0, zero, zero});
          std::vector<ExprPtr> in_window =
              norm_dim == 0 ? std::vector<ExprPtr>{in_shape[0], one, in_shape[2]}
                            : std::vector<ExprPtr>{one, in_shape[1], in_shape[2]};
          auto in_raw =
              load_or_slice(body, input, in_offs, ShapeTuple(in_window, span), "gather_inp_raw");
          auto in_2d = reshape(body, in_raw, {in_shape[norm_dim], in_shape[2]}, "gather_inp_2d");
          auto in_flat = reshape(body, in_2d, {one, idx(plane)}, "gather_inp_flat");
          auto idx_raw =
              load_or_slice(body, index, tuple({e0, e1, zero}),
                            ShapeTuple({one, one, idx_shape[2]}, span), "gather_idx_raw");
          auto idx_row = reshape(body, idx_raw, {one, idx_shape[2]}, "gather_idx_row");
          auto scaled = emit(body, "tile.muls", {idx_row, i32(s2)}, {}, "gather_idx_s");
          auto flat = emit(body, "tile.add", {scaled, range}, {}, "gather_fidx");
          return row_gather(body, in_flat, flat, i2, "gather_row");
        });
    out.result = reshape(pro, result, {idx(i0 * i1), idx(i2)}, "gather_out");
    return out;
  };
  return rule;
}

// Ops this table knows but ptoc cannot lower yet: rejected instead of being
// left as tensor ops inside a kernel.
// tensor.scatter(input [R, S], index [N, K], src [N, K], dim=-1): out = input
// with out[i, index[i, j]] = src[i, j]. tile.scatter takes flat element
// indices, so each row's base i * S is added to the column index (in the
// index dtype, which already has the width tscatter needs); the untouched
// elements are kept by scattering a ones mask the same way and selecting
// between the scattered values and the input.
ConversionRule IndexScatter() {
  ConversionRule rule;
  for (size_t i = 0; i < 3; ++i) rule.input_reqs[i] = InputSpaceReq{MemorySpace::kVec, ""};
  rule.convert = [](const std::vector<ExprPtr>& args, const Attrs& kwargs, const Span& span) {
    if (args.size() != 3) ThrowInternal("tensor.scatter conversion expects 3 args");
    auto input = TileTypeOf(args[0]);
    auto index = TileTypeOf(args[1]);
    auto src = TileTypeOf(args[2]);
    if (!input || !index || !src) {
      ThrowInternal("tensor.scatter conversion: input/index/src must be Vec tiles");
    }
    const int64_t rank = static_cast<int64_t>(input->rank());
    int64_t dim = -1;
    if (const AttrValue* v = kwargs.Find("dim"); v && v->kind() == AttrValue::Kind::kInt) {
      dim = v->AsInt();
    }
    if (rank != 2 || (dim < 0 ? dim + rank : dim) != rank - 1) {
      ThrowInternal("tensor.scatter conversion supports rank-2 input with dim=-1 only");
    }
    auto n = StaticDim(src->shape()[0]);
    auto cols = StaticDim(input->shape()[1]);
    auto m = StaticDim(input->shape()[0]);
    auto k = StaticDim(src->shape()[1]);
    if (!n || !cols || !m || !k) ThrowInternal("tensor.scatter conversion requires static shapes");
    const DataType idx_dtype = index->dtype();
    if (idx_dtype == DataType::kInt16) {
      constexpr int64_t kMaxFlat = 32768;
      const int64_t max_rows = *cols == 0 ? kMaxFlat : kMaxFlat / *cols;
      if (*n > max_rows) {
        ThrowUserError(
            span, absl::StrCat("tensor.scatter with element dtype ", DataTypeName(input->dtype()),
                               " uses INT16 flattened indices, but the destination is "
                               "too large: rows(",
                               *n, ") * cols(", *cols,
                               ") exceeds the INT16 index range (max flat index 32767, "
                               "rows <= ",
                               max_rows,
                               "). Use a smaller tile or split the scatter into "
                               "chunks."));
      }
    }
    auto idx = [&](int64_t v) { return MakeIndex(v, span); };
    ConversionResult out;
    auto emit = [&](const std::string& op, std::vector<ExprPtr> a, const Attrs& kw,
                    const std::string& name) {
      return Emit(&out.prologue, name, MakeOpCallOrThrow(op, std::move(a), kw, span), span);
    };
    ExprPtr flat_idx = args[1];
    if (*n != 1) {
      auto rows = emit(
          "tile.ci", {MakeConstInt(0, idx_dtype, span), ShapeTuple({idx(1), idx(*n)}, span)},
          Attrs({{"dtype", AttrValue::DType(idx_dtype)}, {"descending", AttrValue::Bool(false)}}),
          "scatter_ci_rows");
      auto row_ar = emit("tile.reshape", {rows, ShapeTuple({idx(*n), idx(1)}, span)}, {},
                         "scatter_row_arange");
      auto row_base =
          emit("tile.muls", {row_ar, MakeConstInt(*cols, idx_dtype, span)}, {}, "scatter_row_base");
      flat_idx = emit("tile.row_expand_add", {args[1], row_base}, {}, "scatter_flat_idx");
    }
    const DataType dt = input->dtype();
    const int dt_bytes = DataTypeBits(dt) / 8;
    const DataType mask_dt = dt_bytes == 4   ? DataType::kFP32
                             : dt_bytes == 2 ? DataType::kFP16
                                             : DataType::kInt8;
    auto full = [&](DataType f, int64_t r, int64_t c, double v, const std::string& name) {
      ExprPtr value =
          IsFloat(f) ? MakeConstFloat(v, f, span) : MakeConstInt(static_cast<int64_t>(v), f, span);
      return emit("tile.full", {ShapeTuple({idx(r), idx(c)}, span), value},
                  Attrs({{"dtype", AttrValue::DType(f)}}), name);
    };
    auto values_zero = full(dt, *m, *cols, 0.0, "scatter_values_zero");
    auto values = emit("tile.scatter", {values_zero, args[2], flat_idx}, {}, "scatter_values");
    auto mask_zero = full(mask_dt, *m, *cols, 0.0, "scatter_mask_zero");
    auto ones = full(mask_dt, *n, *k, 1.0, "scatter_ones");
    auto mask = emit("tile.scatter", {mask_zero, ones, flat_idx}, {}, "scatter_mask");
    ExprPtr zero =
        IsFloat(mask_dt) ? MakeConstFloat(0.0, mask_dt, span) : MakeConstInt(0, mask_dt, span);
    auto pred =
        emit("tile.cmps", {mask, zero}, Attrs({{"cmp_type", AttrValue::Int(1)}}), "scatter_pred");
    auto tmp = emit("tile.create", {ShapeTuple({idx(1), idx(32)}, span)},
                    VecCreateKwargs(DataType::kUInt8), "scatter_sel_tmp");
    out.result = MakeOpCallOrThrow("tile.sel", {pred, values, args[0], tmp}, {}, span);
    return out;
  };
  return rule;
}

// tensor.create_l1(shape, dtype=, transpose=): the on-chip accumulator is a
// Mat tile.
ConversionRule CreateL1() {
  ConversionRule rule;
  rule.self_loading = true;
  rule.convert = [](const std::vector<ExprPtr>& args, const Attrs& kwargs, const Span& span) {
    if (args.size() != 1) ThrowInternal("tensor.create_l1 conversion expects 1 arg (shape)");
    const AttrValue* dtype = kwargs.Find("dtype");
    const AttrValue* transpose = kwargs.Find("transpose");
    Attrs create({{"dtype", dtype ? *dtype : AttrValue::DType(DataType::kFP32)},
                  {"target_memory", AttrValue::FromEnum(MemorySpace::kMat)},
                  {"transpose", transpose ? *transpose : AttrValue::Bool(false)}});
    return ConversionResult{{}, MakeOpCallOrThrow("tile.create", {args[0]}, create, span)};
  };
  return rule;
}

// tensor.gather_row(acc, src, ...): the per-row tile.gather_row into the
// accumulator tile; src stays in GM, so nothing is loaded for it.
ConversionRule GatherRow() {
  ConversionRule rule;
  rule.self_loading = true;
  rule.convert = [](const std::vector<ExprPtr>& args, const Attrs& kwargs, const Span& span) {
    if (args.size() != 5 && args.size() != 6) {
      ThrowInternal("tensor.gather_row conversion expects 5-6 args");
    }
    const AttrValue* transpose = kwargs.Find("transpose");
    Attrs kw({{"transpose", transpose ? *transpose : AttrValue::Bool(false)}});
    return ConversionResult{{}, MakeOpCallOrThrow("tile.gather_row", args, kw, span)};
  };
  return rule;
}

std::unordered_map<std::string, ConversionRule> BuildTable() {
  std::unordered_map<std::string, ConversionRule> t;
  for (const char* op : {"adds",
                         "subs",
                         "muls",
                         "divs",
                         "fmod",
                         "fmods",
                         "neg",
                         "abs",
                         "recip",
                         "exp",
                         "log",
                         "sin",
                         "cos",
                         "sqrt",
                         "cast",
                         "row_expand_mul",
                         "row_expand_div",
                         "col_expand_mul",
                         "col_expand_add",
                         "row_expand",
                         "row_expand_add",
                         "row_expand_sub",
                         "col_expand",
                         "col_expand_sub",
                         "col_expand_div",
                         "row_expand_max",
                         "row_expand_min",
                         "row_expand_expdif",
                         "col_expand_max",
                         "col_expand_min",
                         "col_expand_expdif",
                         "expands",
                         "reshape",
                         "reinterpret_view",
                         "concat",
                         "set_validshape",
                         "full",
                         "ci",
                         "random",
                         "part_add",
                         "part_mul",
                         "part_max",
                         "part_min",
                         "col_sum",
                         "col_max",
                         "col_min",
                         "col_prod",
                         "sort32",
                         "mrgsort_format1",
                         "gather_mask",
                         "get_block_idx",
                         "get_subblock_idx",
                         "get_block_num",
                         "transpose",
                         "aiv_shard",
                         "aic_gather"}) {
    t[std::string("tensor.") + op] = Simple(std::string("tile.") + op);
  }
  t["tensor.rsqrt"] = Rsqrt();
  t["tensor.add"] = Broadcast("tile.add", "tile.row_expand_add", false);
  t["tensor.sub"] = Broadcast("tile.sub", "tile.row_expand_sub", false);
  t["tensor.mul"] = Broadcast("tile.mul", "tile.row_expand_mul", false);
  t["tensor.div"] = Broadcast("tile.div", "tile.row_expand_div", true);
  t["tensor.maximum"] = MinMax("tile.maximum", "tile.maximums");
  t["tensor.minimum"] = MinMax("tile.minimum", "tile.minimums");
  t["tensor.row_max"] = Reduction("tile.row_max", true);
  t["tensor.row_sum"] = Reduction("tile.row_sum", true);
  t["tensor.row_min"] = Reduction("tile.row_min", true);
  t["tensor.row_prod"] = Reduction("tile.row_prod", true);
  for (const char* op : {"row_argmax", "row_argmin", "col_argmax", "col_argmin"}) {
    t[std::string("tensor.") + op] = Reduction(std::string("tile.") + op, false);
  }
  t["tensor.ci"] = Simple("tile.ci");
  t["tensor.slice"] = Slice();
  t["tensor.assemble"] = Assemble();
  t["tensor.create"] = Create();
  t["tensor.read"] = ReadWrite("tensor.read", "tile.read");
  t["tensor.write"] = ReadWrite("tensor.write", "tile.write");
  t["tensor.matmul"] = Matmul("tile.matmul", "tile.batch_matmul", 0);
  t["tensor.matmul_acc"] = Matmul("tile.matmul_acc", "tile.batch_matmul_acc", 1);
  t["tensor.fillpad"] = Fillpad();
  t["tensor.cmp"] = Cmp();
  t["tensor.expand_clone"] = ExpandClone();
  t["tensor.scatter_update"] = ScatterUpdate();
  t["tensor.paged_gather"] = PagedGather();
  t["tensor.gather"] = Gather();
  t["tensor.fillpad_expand"] = FillpadExpand();
  t["tensor.gather_compare"] = GatherCompare();
  t["tensor.scatter_mask"] = ScatterMask();
  t["tensor.mrgsort_format2"] = MrgsortFormat2();
  t["tensor.create_l1"] = CreateL1();
  t["tensor.gather_row"] = GatherRow();
  t["tensor.scatter"] = IndexScatter();
  // The tile-level row scatter expands like the tensor one.
  t["tile.scatter_update"] = ScatterUpdate();
  return t;
}

}  // namespace

const ConversionRule* FindConversionRule(const std::string& op_name) {
  static const auto* table = new std::unordered_map<std::string, ConversionRule>(BuildTable());
  auto it = table->find(op_name);
  return it == table->end() ? nullptr : &it->second;
}

}  // namespace ptoc::transforms
