#include "compiler/transforms/tensor_to_tile_rules.h"

#include <memory>
#include <unordered_map>

#include "compiler/base/status.h"
#include "compiler/ir/op_registry.h"
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/transforms/analysis/transform_utils.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(build/namespaces)

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
    Attrs atomic;
    if (const AttrValue* a = kwargs.Find("atomic")) {
      if (!a->IsNone()) atomic = Attrs({{"atomic", *a}});
    }
    if (IsTile(source) && IsTensor(target)) {
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

ConversionRule Create() {
  ConversionRule rule;
  rule.convert = [](const std::vector<ExprPtr>& args, const Attrs& kwargs, const Span& span) {
    std::vector<Attrs::Entry> kw;
    if (const AttrValue* dtype = kwargs.Find("dtype")) kw.emplace_back("dtype", *dtype);
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
    if (IsTensor(args[0]))
      return ConversionResult{{}, MakeOpCallOrThrow(tensor_op, args, kwargs, span)};
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

// Ops this table knows but ptoc cannot lower yet: rejected instead of being
// left as tensor ops inside a kernel.
ConversionRule Unsupported(const std::string& op) {
  ConversionRule rule;
  rule.self_loading = true;
  rule.convert = [op](const std::vector<ExprPtr>&, const Attrs&,
                      const Span& span) -> ConversionResult {
    ThrowUnsupported(span, op + " in an InCore function", "ConvertTensorToTileOps");
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
                         "transpose"}) {
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
  t["tensor.slice"] = Slice();
  t["tensor.assemble"] = Assemble();
  t["tensor.create"] = Create();
  t["tensor.read"] = ReadWrite("tensor.read", "tile.read");
  t["tensor.write"] = ReadWrite("tensor.write", "tile.write");
  t["tensor.matmul"] = Matmul("tile.matmul", "tile.batch_matmul", 0);
  t["tensor.matmul_acc"] = Matmul("tile.matmul_acc", "tile.batch_matmul_acc", 1);
  t["tensor.fillpad"] = Fillpad();
  t["tensor.cmp"] = Cmp();
  for (const char* op :
       {"tensor.fillpad_expand", "tensor.expand_clone", "tensor.scatter_update", "tensor.gather",
        "tensor.gather_compare", "tensor.paged_gather", "tensor.create_l1", "tensor.gather_row",
        "tensor.scatter", "tensor.scatter_mask", "tensor.mrgsort_format2", "tensor.aiv_shard",
        "tensor.aic_gather"}) {
    t[op] = Unsupported(op);
  }
  return t;
}

}  // namespace

const ConversionRule* FindConversionRule(const std::string& op_name) {
  static const auto* table = new std::unordered_map<std::string, ConversionRule>(BuildTable());
  auto it = table->find(op_name);
  return it == table->end() ? nullptr : &it->second;
}

}  // namespace ptoc::transforms
