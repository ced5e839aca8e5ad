// Op calls: fully qualified `pl.<ns>.<op>(...)` calls and the short
// spellings of hand-written programs, mapped onto registry ops and built
// through ir::MakeOpCallOrThrow (which validates and deduces the type).
#include "compiler/text/op_dispatch.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/flat_hash_set.h"
#include "absl/container/inlined_vector.h"
#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "compiler/ir/op_registry.h"
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/text/parser_internal.h"

namespace ptoc::text::internal {

namespace {

using NameTable = std::map<std::string, std::string, std::less<>>;

// A pipe setup's consumer buffer that is not given (the DSL's default): the
// INT32 constant 0, no buffer.
ir::ExprPtr NoConsumerBuffer(const Span& span) {
  return std::make_shared<ir::ConstInt>(0, ir::DataType::kInt32, span);
}

const NameTable& FixedShortOps() {
  static const NameTable* kMap = new NameTable{
      {"load", "tile.load"},
      {"store", "tile.store"},
      {"move", "tile.move"},
      {"create_tile", "tile.create"},
      // Tensor ops the DSL promotes to `pl.` without a tile form: a tile is an error.
      {"assemble", "tensor.assemble"},
      {"cos", "tensor.cos"},
      {"sin", "tensor.sin"},
      {"gather", "tensor.gather"},
      {"expand_clone", "tensor.expand_clone"},
      {"paged_gather", "tensor.paged_gather"},
      {"create_tensor", "tensor.create"},
      {"random", "tensor.random"},
      {"sort32", "tensor.sort32"},
      {"create_l1", "tensor.create_l1"},
      {"gather_row", "tensor.gather_row"},
      {"scatter", "tensor.scatter"},
      // The cross-core pipe ops (also exported as `pl.system.<op>`).
      {"tpush_to_aiv", "tile.tpush_to_aiv"},
      {"tpush_to_aic", "tile.tpush_to_aic"},
      {"tpop_from_aic", "tile.tpop_from_aic"},
      {"tpop_from_aiv", "tile.tpop_from_aiv"},
      {"tfree_to_aic", "system.tfree_to_aic"},
      {"tfree_to_aiv", "system.tfree_to_aiv"},
      {"arange", "tensor.ci"},
      {"full", "tensor.full"},
      {"dim", "tensor.dim"},
      {"maximums", "tile.maximums"},
      {"minimums", "tile.minimums"},
      {"relu", "tile.relu"},
      {"cmps", "tile.cmps"},
      {"sel", "tile.sel"},
      {"sels", "tile.sels"},
      {"matmul_bias", "tile.matmul_bias"},
      {"gemv", "tile.gemv"},
      {"gemv_acc", "tile.gemv_acc"},
      {"gemv_bias", "tile.gemv_bias"},
      {"mscatter", "tile.mscatter"},
      {"get_block_idx", "tensor.get_block_idx"},
      {"get_block_num", "tensor.get_block_num"},
      {"get_subblock_idx", "tensor.get_subblock_idx"},
  };
  return *kMap;
}

// The `pl.<name>(...)` spellings the DSL defines (its unified and promoted
// ops); any other short name, even one that is a registry op without its
// namespace (`pl.muls`), is not part of the language.
const std::set<std::string, std::less<>>& DslShortOps() {
  // clang-format off
  static const auto* kNames = new std::set<std::string, std::less<>>{
      "abs", "add", "addc", "addsc", "aic_gather", "aic_initialize_pipe", "aiv_initialize_pipe",
      "aiv_shard", "and_", "ands", "arange", "assemble", "batch_matmul", "cast", "cmp", "cmps",
      "col_argmax", "col_argmin", "col_expand", "col_expand_add", "col_expand_div",
      "col_expand_expdif", "col_expand_max", "col_expand_min", "col_expand_mul", "col_expand_sub",
      "col_max", "col_min", "col_prod", "col_sum", "concat", "cos", "create_l1", "create_tensor",
      "create_tile", "dim", "div", "exp", "expand_clone", "expands", "fillpad", "fillpad_expand",
      "fmod", "fmods", "full", "gather", "gather_row", "gemv", "gemv_acc", "gemv_bias",
      "get_block_idx", "get_block_num", "get_subblock_idx", "import_peer_buffer", "load", "log",
      "lrelu", "matmul", "matmul_acc", "matmul_bias", "max", "maximum", "maximums", "min",
      "minimum", "minimums", "move", "mrgsort", "mscatter", "mul", "neg", "not_", "or_", "ors",
      "paged_gather", "part_add", "part_max", "part_min", "part_mul", "prelu", "random", "read",
      "recip", "reinterpret_view", "relu", "rem", "rems", "reserve_buffer", "reshape",
      "row_argmax", "row_argmin", "row_expand", "row_expand_add", "row_expand_div",
      "row_expand_expdif", "row_expand_max", "row_expand_min", "row_expand_mul", "row_expand_sub",
      "row_max", "row_min", "row_prod", "row_sum", "rsqrt", "scatter", "scatter_update", "sel",
      "sels", "set_validshape", "shl", "shls", "shr", "shrs", "sin", "slice", "sort32", "sqrt",
      "store", "sub", "subc", "subsc", "tfree_to_aic", "tfree_to_aiv", "tpop_from_aic",
      "tpop_from_aiv", "tpush_to_aic", "tpush_to_aiv", "transpose", "write", "xor", "xors",
  };
  // clang-format on
  return *kNames;
}

}  // namespace

bool IsDslShortOp(absl::string_view name) { return DslShortOps().count(name) > 0; }

std::string FixedShortOp(absl::string_view name) {
  const auto& ops = FixedShortOps();
  auto it = ops.find(name);
  return it == ops.end() ? "" : it->second;
}

std::vector<std::string> ShortOpNames() {
  std::vector<std::string> names{"const"};
  for (const std::string& name : DslShortOps()) names.push_back(name);
  std::sort(names.begin(), names.end());
  return names;
}

std::string ScalarVariant(absl::string_view name) {
  static const auto* kMap = new std::map<std::string, std::string, std::less<>>{
      {"add", "adds"},         {"sub", "subs"},         {"mul", "muls"},  {"div", "divs"},
      {"maximum", "maximums"}, {"minimum", "minimums"}, {"and_", "ands"}, {"or_", "ors"},
      {"xor", "xors"},         {"shl", "shls"},         {"shr", "shrs"},  {"fmod", "fmods"},
      {"rem", "rems"},         {"cmp", "cmps"},
  };
  auto it = kMap->find(name);
  return it == kMap->end() ? "" : it->second;
}

bool RetypesScalarOperand(absl::string_view op) {
  // The ops whose builders in the reference pass argument 1 through its scalar-operand
  // normalization (tile-level element-wise scalar forms, the tensor-level binary ops, which
  // also take a scalar, and expands).
  static const auto* kOps = new NameKeyedSet<absl::string_view>{
      "tile.add",       "tile.sub",    "tile.mul",    "tile.div",      "tile.adds",
      "tile.subs",      "tile.muls",   "tile.divs",   "tile.maximums", "tile.minimums",
      "tile.ands",      "tile.ors",    "tile.xors",   "tile.shls",     "tile.shrs",
      "tile.fmods",     "tile.rems",   "tile.cmps",   "tile.addsc",    "tile.subsc",
      "tile.expands",   "tensor.add",  "tensor.sub",  "tensor.mul",    "tensor.div",
      "tensor.adds",    "tensor.subs", "tensor.muls", "tensor.divs",   "tensor.maximum",
      "tensor.minimum", "tensor.cmp",  "tensor.fmod", "tensor.fmods",  "tensor.expands"};
  return kOps->contains(op);
}

std::optional<FixedScalar> FixedScalarOperand(absl::string_view op) {
  if (op == "tile.lrelu") return FixedScalar{1, ir::DataType::kFP32};
  if (op == "tile.sels") return FixedScalar{2, ir::DataType::kInt32};
  return std::nullopt;
}

ir::ExprPtr ConstOfDType(const ir::ConstInt& c, ir::DataType dtype) {
  if (ir::IsFloat(dtype)) {
    return std::make_shared<ir::ConstFloat>(static_cast<double>(c.value()), dtype, c.span());
  }
  return std::make_shared<ir::ConstInt>(c.value(), dtype, c.span());
}

const KwargDefaults* BuiltinKwargDefaults(absl::string_view op) {
  static const NameKeyedMap<std::string, KwargDefaults>* kMap = [] {
    auto* m = new NameKeyedMap<std::string, KwargDefaults>;
    (*m)["tile.load"] = {{"target_memory", "clamp"},
                         ir::Attrs{{"target_memory", ir::AttrValue::Enum("Mem", "Vec")}}};
    (*m)["tile.create"] = {{"dtype", "target_memory", "transpose", "flat_layout"},
                           ir::Attrs{{"target_memory", ir::AttrValue::Enum("Mem", "Vec")}}};
    (*m)["tile.full"] = {{"dtype", "value"}, {}};
    (*m)["tensor.full"] = {{"dtype", "value"}, {}};
    (*m)["tile.move"] = {{"target_memory", "blayout", "slayout"}, {}};
    (*m)["tile.cast"] = {{"target_type", "mode"},
                         ir::Attrs{{"mode", ir::AttrValue::String("round")}}};
    (*m)["tensor.cast"] = {{"target_type", "mode"},
                           ir::Attrs{{"mode", ir::AttrValue::String("round")}}};
    (*m)["tensor.create"] = {{"dtype", "layout", "manual_dep", "init_value"},
                             ir::Attrs{{"layout", ir::AttrValue::Enum("TensorLayout", "ND")}}};
    (*m)["tensor.matmul"] = {{"a_trans", "b_trans", "c_matrix_nz", "out_dtype"},
                             ir::Attrs{{"a_trans", ir::AttrValue::Bool(false)},
                                       {"b_trans", ir::AttrValue::Bool(false)},
                                       {"c_matrix_nz", ir::AttrValue::Bool(false)}}};
    (*m)["tensor.matmul_acc"] = {{"a_trans", "b_trans"},
                                 ir::Attrs{{"a_trans", ir::AttrValue::Bool(false)},
                                           {"b_trans", ir::AttrValue::Bool(false)}}};
    return m;
  }();
  auto it = kMap->find(op);
  return it == kMap->end() ? nullptr : &it->second;
}

namespace {

// Keywords some DSL wrappers only pass to the op when set: `high_precision`
// of div/log/rsqrt and `atomic` of assemble/store (its int 0 is None_).
bool DropsFalseKwarg(absl::string_view op, absl::string_view key, const ir::AttrValue& v) {
  if (key == "high_precision") {
    static const auto* kOps = new absl::flat_hash_set<std::string>{
        "tensor.div", "tensor.log", "tensor.rsqrt", "tile.div", "tile.log"};
    return kOps->contains(op) && v.kind() == ir::AttrValue::Kind::kBool && !v.AsBool();
  }
  // Set only when true: clamp of load and slice, manual_dep of create.
  if ((key == "clamp" && (op == "tile.load" || op == "tensor.slice")) ||
      (key == "manual_dep" && op == "tensor.create")) {
    return v.kind() == ir::AttrValue::Kind::kBool && !v.AsBool();
  }
  if (key == "atomic") {
    return (op == "tensor.assemble" || op == "tile.store") &&
           v.kind() == ir::AttrValue::Kind::kInt && v.AsInt() == 0;
  }
  return false;
}

bool IsTensor(const Value& v) { return v.is_expr() && ir::IsA<ir::TensorType>(v.expr->type()); }
bool IsTile(const Value& v) { return v.is_expr() && ir::IsA<ir::TileType>(v.expr->type()); }
bool IsScalarLike(const Value& v) { return v.is_expr() && ir::IsA<ir::ScalarType>(v.expr->type()); }

// The reference's unified `pl.<op>` wrappers that dispatch on the levels of
// their leading operands and reject every other combination with one message
// (unified_ops.py's dispatch error): the message for `args`, or empty.
std::string UnifiedLevelError(absl::string_view prefix, absl::string_view name,
                              const std::vector<Value>& args) {
  // A Tensor first with anything but a Tile second, or a Tile first with
  // anything but a Tensor second (a scalar: the `*s` forms); for the first
  // four, two scalars also make a scalar expression.
  static const auto* const kScalarSecond = new absl::flat_hash_set<std::string>{
      "add", "sub", "mul", "div", "fmod", "maximum", "minimum", "cmp"};
  // Every operand of one level.
  static const auto* const kSameLevel = new absl::flat_hash_map<std::string, size_t>{
      {"part_add", 2},       {"part_mul", 2},       {"part_max", 2},       {"part_min", 2},
      {"row_expand", 2},     {"row_expand_add", 2}, {"row_expand_sub", 2}, {"row_expand_mul", 2},
      {"row_expand_div", 2}, {"row_expand_max", 2}, {"row_expand_min", 2}, {"row_expand_expdif", 2},
      {"col_expand", 2},     {"col_expand_add", 2}, {"col_expand_sub", 2}, {"col_expand_mul", 2},
      {"col_expand_div", 2}, {"col_expand_max", 2}, {"col_expand_min", 2}, {"col_expand_expdif", 2},
      {"concat", 2},         {"matmul", 2},         {"matmul_acc", 3},     {"col_sum", 1},
      {"col_max", 1},        {"col_min", 1},        {"col_prod", 1}};
  const std::string key(name);
  const bool scalar_second = kScalarSecond->contains(key);
  auto same = kSameLevel->find(key);
  if (!scalar_second && same == kSameLevel->end() && key != "fmods") return "";
  const size_t arity = scalar_second || key == "fmods" ? 2 : same->second;
  if (args.size() < arity) return "";  // operands by keyword: the op's own checks
  const Value& first = args[0];
  bool ok = false;
  if (key == "fmods") {
    ok = IsTensor(first) || IsTile(first);
  } else if (scalar_second) {
    const Value& second = args[1];
    ok = (IsTensor(first) && !IsTile(second)) || (IsTile(first) && !IsTensor(second)) ||
         (key != "fmod" && key != "maximum" && key != "minimum" && key != "cmp" &&
          IsScalarLike(first) && IsScalarLike(second));
  } else {
    const bool tensors = std::all_of(args.begin(), args.begin() + arity, IsTensor);
    ok = tensors || std::all_of(args.begin(), args.begin() + arity, IsTile);
  }
  if (ok) return "";
  bool has_tensor = false, has_tile = false;
  std::vector<std::string> types;
  for (size_t i = 0; i < arity; ++i) {
    const Value& v = args[i];
    has_tensor |= IsTensor(v);
    has_tile |= IsTile(v);
    // The Python type the wrapper sees: a DSL tensor, tile or scalar, or the IR constant the
    // parser makes of a literal.
    const char* type = IsTensor(v)                                    ? "Tensor"
                       : IsTile(v)                                    ? "Tile"
                       : !v.is_expr()                                 ? "object"
                       : ir::IsA<ir::ConstFloat>(v.expr) && v.literal ? "ConstFloat"
                       : ir::IsA<ir::ConstInt>(v.expr) && v.literal   ? "ConstInt"
                       : ir::IsA<ir::ConstBool>(v.expr)               ? "ConstBool"
                                                                      : "Scalar";
    types.emplace_back(type);
  }
  const std::string qualified = absl::StrCat(prefix, ".", name);
  if (has_tensor && has_tile) {
    return absl::StrCat(qualified, ": cannot mix Tensor and Tile arguments (",
                        absl::StrJoin(types, ", "),
                        "). All operands must be the same type level \u2014 either all Tensor or "
                        "all Tile");
  }
  return absl::StrCat(qualified, ": expected Tensor or Tile operands, got (",
                      absl::StrJoin(types, ", "), ")");
}

// Keyword arguments the reference keeps as plain ints but prints as enum
// members, `atomic=pl.AtomicType.Add` and `pipe=pl.PipeType.MTE2`: the
// qualifier the printed form uses and the member names in int order. Null
// when `key` of `op` is not one of them (see the printer's PrintKwargValue).
struct IntEnumKwarg {
  const char* qualifier;
  std::vector<const char*> members;
};

const IntEnumKwarg* IntEnumKwargOf(absl::string_view op, absl::string_view key) {
  static const IntEnumKwarg kAtomic{"AtomicType", {"None_", "Add"}};
  static const IntEnumKwarg kPipe{"PipeType",
                                  {"MTE1", "MTE2", "MTE3", "M", "V", "S", "FIX", "ALL"}};
  if (key == "atomic") return &kAtomic;
  if (key == "set_pipe" || key == "wait_pipe") return &kPipe;
  if (key == "pipe" && (op == "system.sync_set" || op == "system.sync_wait")) return &kPipe;
  return nullptr;
}

}  // namespace

void Parser::NormalizeIntEnumKwarg(absl::string_view op, const Kwarg& kwarg,
                                   ir::AttrValue* value) const {
  const IntEnumKwarg* table = IntEnumKwargOf(op, kwarg.name);
  if (!table || value->kind() != ir::AttrValue::Kind::kEnum) return;
  if (value->EnumQualifier() != table->qualifier) {
    FailAt(kwarg.value.span,
           absl::StrCat("keyword argument '", kwarg.name, "' of '", op, "' must be a ", prefix_,
                        ".", table->qualifier, " value"));
  }
  for (size_t i = 0; i < table->members.size(); ++i) {
    if (value->AsString() == table->members[i]) {
      *value = ir::AttrValue::Int(static_cast<int64_t>(i));
      return;
    }
  }
  FailAt(kwarg.value.span,
         absl::StrCat("unknown ", table->qualifier, " member '", value->AsString(), "'"));
}

ir::ExprPtr Parser::MakeScalarCast(const Token& start, const ir::ExprPtr& value,
                                   ir::DataType dtype) {
  if (!ir::ScalarDataType(value)) Fail(start, "cast of a non-scalar value");
  Span span = SpanFrom(start);
  return std::make_shared<ir::UnaryExpr>(ir::UnaryOp::kCast, value, dtype, span);
}

namespace {

// `builtin`: BuiltinKwargDefaults(info.name).
const std::vector<std::string>& KwargOrder(const ir::OpInfo& info, const KwargDefaults* builtin) {
  return info.kwarg_names.empty() && builtin ? builtin->order : info.kwarg_names;
}

}  // namespace

void Parser::BindKeywordOperands(const Token& start, absl::string_view spelling,
                                 const std::vector<std::string>& params,
                                 absl::Span<const ir::OpInfo* const> ops, std::vector<Value>* args,
                                 std::vector<Kwarg>* kwargs) {
  if (ops.empty()) return;
  // Keywords of the registry or of the DSL's own defaults (`full(shape, dtype=..., value=...)`
  // prints its value as a keyword).
  absl::InlinedVector<const KwargDefaults*, 4> builtins;
  for (const ir::OpInfo* info : ops) builtins.push_back(BuiltinKwargDefaults(info->name));
  auto is_attr_param = [&](const std::string& param) {
    auto lists = [&](const std::vector<std::string>& names) {
      return std::find(names.begin(), names.end(), param) != names.end();
    };
    for (size_t i = 0; i < ops.size(); ++i) {
      if (lists(ops[i]->kwarg_names) || (builtins[i] && lists(builtins[i]->order))) return true;
    }
    return false;
  };
  // Which parameters are attributes, per (DSL function, op) pair: the same
  // few pairs come back for every call, and the string searches above cost
  // more than the rest of the binding.
  const uint64_t* attr_bits = nullptr;
  if (ops.size() == 1 && params.size() <= 64) {
    auto [it, inserted] = attr_params_.try_emplace(std::make_pair(&params, ops[0]), 0);
    if (inserted) {
      for (size_t i = 0; i < params.size(); ++i) {
        if (is_attr_param(params[i])) it->second |= uint64_t{1} << i;
      }
    }
    attr_bits = &it->second;
  }
  auto is_attr = [&](size_t i) {
    return attr_bits ? ((*attr_bits >> i) & 1) != 0 : is_attr_param(params[i]);
  };
  auto find_kwarg = [&](const std::string& name) {
    for (size_t k = 0; k < kwargs->size(); ++k) {
      if ((*kwargs)[k].name == name) return static_cast<ptrdiff_t>(k);
    }
    return ptrdiff_t{-1};
  };
  auto fail_twice = [&](const std::string& param) {
    Fail(start,
         absl::StrCat(prefix_, ".", spelling, "() got multiple values for argument '", param, "'"));
  };
  // `name=None` is Python's "not given": the DSL functions leave such a parameter out.
  kwargs->erase(
      std::remove_if(kwargs->begin(), kwargs->end(),
                     [](const Kwarg& k) { return !k.value.is_expr() && k.value.attr.IsNone(); }),
      kwargs->end());
  const bool is_slice =
      spelling == "slice" || spelling == "tensor.slice" || spelling == "tile.slice";
  // `drop_dims=[]` drops nothing, and the reference's wrapper then leaves the operand out.
  if (is_slice) {
    const ptrdiff_t k = find_kwarg("drop_dims");
    if (k >= 0) {
      auto tuple = ir::As<ir::MakeTuple>((*kwargs)[static_cast<size_t>(k)].value.expr);
      if (tuple && tuple->elements().empty()) kwargs->erase(kwargs->begin() + k);
    }
  }
  // Positional arguments bind to the parameters in order, as in Python: those that land on
  // attributes (`pl.matmul(a, b, pl.FP32)` gives out_dtype) become keywords.
  size_t given = args->size();
  // Past the positional parameters come keyword-only ones (`atomic` of store, `target_memory`
  // of extract): an enum member or other non-expression value there is an error, as a Python
  // call with too many positional arguments is.
  for (size_t i = params.size(); i < given; ++i) {
    const Value& extra = (*args)[i];
    if (extra.is_expr()) continue;
    FailAt(extra.span, absl::StrCat(prefix_, ".", spelling, "() takes ", params.size(),
                                    " positional argument", params.size() == 1 ? "" : "s", " but ",
                                    given, " were given\nhelp: pass this one by keyword"));
  }
  for (size_t i = 0; i < given; ++i) {
    if (i >= params.size()) return;
    if (is_attr(i)) {
      // Printed calls may list an operand where the DSL signature has an
      // attribute (`pl.tensor.gather(src, index, dim=-1)`): left to the op's order.
      const Value& first = (*args)[i];
      if (first.is_expr() && !first.literal && !ir::IsA<ir::ConstBool>(first.expr)) return;
      for (size_t j = i; j < given; ++j) {
        if (j >= params.size() || !is_attr(j)) return;
      }
      for (size_t j = i; j < given; ++j) {
        if (find_kwarg(params[j]) >= 0) fail_twice(params[j]);
        // The reference reads a positional argument as an expression: a dtype
        // is the one attribute it accepts there; an enum member, a number or a
        // bool in an attribute's place is an error.
        const Value& v = (*args)[j];
        if (v.is_expr() || v.attr.kind() != ir::AttrValue::Kind::kDataType) {
          FailAt(v.span, absl::StrCat(prefix_, ".", spelling, "(): pass '", params[j],
                                      "' by keyword (", params[j], "=...)"));
        }
        kwargs->push_back({params[j], std::move((*args)[j])});
      }
      args->resize(i);
      given = i;
      break;
    }
    const Value& operand = (*args)[i];
    // An enum member where the signature has a list of sizes or offsets
    // (`pl.load(x, offs, shape, pl.Mem.Vec)` puts it on valid_shapes) is not
    // one: the reference rejects the call. (Other operands, like tile.alloc's
    // memory_space, do take enum members.)
    if (!operand.is_expr() && operand.attr.kind() == ir::AttrValue::Kind::kEnum &&
        (absl::StrContains(params[i], "shape") || absl::StrContains(params[i], "offset"))) {
      FailAt(operand.span,
             absl::StrCat(prefix_, ".", spelling, "(): argument ", i + 1, " is '", params[i],
                          "', which takes a value, not an enum member\nhelp: pass the enum by "
                          "keyword"));
    }
    if (!operand.is_expr()) return;
  }
  if (kwargs->empty()) return;
  size_t max_operands = 0;
  for (const ir::OpInfo* info : ops) {
    max_operands =
        info->max_args < 0 ? SIZE_MAX : std::max(max_operands, static_cast<size_t>(info->max_args));
  }
  for (size_t i = 0; i < given; ++i) {
    if (find_kwarg(params[i]) >= 0) fail_twice(params[i]);
  }
  // The operands are the parameters that are not attributes, in order.
  absl::InlinedVector<const std::string*, 8> operands;
  for (size_t i = 0; i < params.size(); ++i) {
    if (!is_attr(i)) operands.push_back(&params[i]);
  }
  const size_t limit = std::min(operands.size(), max_operands);
  auto given_later = [&](size_t from) {
    for (size_t j = from; j < limit; ++j) {
      if (find_kwarg(*operands[j]) >= 0) return true;
    }
    return false;
  };
  size_t next = given;
  for (; next < limit; ++next) {
    const ptrdiff_t k = find_kwarg(*operands[next]);
    if (k >= 0) {
      args->push_back(std::move((*kwargs)[static_cast<size_t>(k)].value));
      kwargs->erase(kwargs->begin() + k);
      continue;
    }
    // A slice given drop_dims but no valid_shape gets an empty one, which stands for none.
    if (is_slice && *operands[next] == "valid_shape" && given_later(next + 1)) {
      Value none;
      none.span = SpanOf(start);
      none.expr = std::make_shared<ir::MakeTuple>(std::vector<ir::ExprPtr>{}, none.span);
      args->push_back(std::move(none));
      continue;
    }
    // A pipe setup given only its V2C consumer buffer has no C2V one.
    if (*operands[next] == "c2v_consumer_buf" && given_later(next + 1)) {
      Value no_buffer;
      no_buffer.span = SpanOf(start);
      no_buffer.expr = NoConsumerBuffer(no_buffer.span);
      args->push_back(std::move(no_buffer));
      continue;
    }
    break;
  }
  // The ops take their operands in order: one cannot be left out before a later one.
  for (size_t j = next + 1; j < limit; ++j) {
    if (find_kwarg(*operands[j]) < 0) continue;
    Fail(start, absl::StrCat(prefix_, ".", spelling, "(): operand '", *operands[j],
                             "' is given but '", *operands[next],
                             "' before it is not\nhelp: pass '", *operands[next], "' too"));
  }
}

namespace {

// scatter_update also takes its dim positionally, before the operands:
// (input, dim, index, src) and (input, dim, index=, src=) pass it on as `dim=`.
void MoveLeadingScatterDim(std::vector<Value>* args, std::vector<Kwarg>* kwargs) {
  bool has_dim = false, has_index = false, has_src = false;
  for (const auto& k : *kwargs) {
    has_dim |= k.name == "dim";
    has_index |= k.name == "index";
    has_src |= k.name == "src";
  }
  if (has_dim || !(args->size() == 4 || (args->size() == 2 && has_index && has_src))) return;
  Value dim = std::move((*args)[1]);
  args->erase(args->begin() + 1);
  kwargs->push_back({"dim", std::move(dim)});
}

}  // namespace

namespace {

// "Floor division by zero" / "Floor modulo by zero" when `e` (a scalar, or a
// list of them) divides by the constant 0; null otherwise.
const char* DivisionByZero(const ir::ExprPtr& e) {
  if (e == nullptr) return nullptr;
  if (const auto* tuple = ir::AsPtr<ir::MakeTuple>(e)) {
    for (const auto& item : tuple->elements()) {
      if (const char* what = DivisionByZero(item)) return what;
    }
    return nullptr;
  }
  if (const auto* unary = ir::AsPtr<ir::UnaryExpr>(e)) return DivisionByZero(unary->operand());
  const auto* binary = ir::AsPtr<ir::BinaryExpr>(e);
  if (binary == nullptr) return nullptr;
  if (binary->op() == ir::BinaryOp::kFloorDiv || binary->op() == ir::BinaryOp::kFloorMod) {
    const auto* divisor = ir::AsPtr<ir::ConstInt>(binary->rhs());
    if (divisor != nullptr && divisor->value() == 0) {
      return binary->op() == ir::BinaryOp::kFloorDiv ? "Floor division by zero"
                                                     : "Floor modulo by zero";
    }
  }
  if (const char* what = DivisionByZero(binary->lhs())) return what;
  return DivisionByZero(binary->rhs());
}

}  // namespace

Value Parser::CallRegisteredOp(const Token& start, const std::string& full_name,
                               std::vector<Value> args, std::vector<Kwarg> kwargs,
                               const ir::Attrs& attrs, const DslSignature* dsl_sig,
                               absl::string_view spelling) {
  CheckDslCall(start, spelling, dsl_sig, args, kwargs);
  RejectPositionalStrings(args);
  const ir::OpRegistry& registry = ir::OpRegistry::Global();
  // The registry op's name: `full_name`, a literal or a registry entry's
  // name, all of which outlive the call (a view keeps the many compares
  // below inline).
  absl::string_view name = full_name;
  // Compares with literals through a view stay inline (std::string's call strlen and compare).
  const absl::string_view full = full_name;
  auto find_kw = [&](const char* key) {
    for (size_t k = 0; k < kwargs.size(); ++k) {
      if (kwargs[k].name == key) return static_cast<ptrdiff_t>(k);
    }
    return ptrdiff_t{-1};
  };
  if (TextIs(full, "tensor.scatter_update") || TextIs(full, "tile.scatter_update")) {
    MoveLeadingScatterDim(&args, &kwargs);
  }
  // read/write take a single index as the one-element list of a flat access,
  // as the reference's DSL functions do.
  if (TextIs(full, "tensor.read") || TextIs(full, "tensor.write") || TextIs(full, "tile.read") ||
      TextIs(full, "tile.write")) {
    auto wrap = [](Value* index) {
      if (!index->is_expr() || !ir::IsA<ir::ScalarType>(index->expr->type())) return;
      index->expr =
          std::make_shared<ir::MakeTuple>(std::vector<ir::ExprPtr>{index->expr}, index->span);
      index->literal = false;
    };
    if (args.size() >= 2) wrap(&args[1]);
    for (Kwarg& k : kwargs) {
      if (k.name == "indices") wrap(&k.value);
    }
  }
  // The unified `pl.slice` has no padding option (only pl.tensor.slice does).
  if (spelling == "slice" && find_kw("pad_value") >= 0) {
    Fail(start, absl::StrCat("slice() got an unexpected keyword argument 'pad_value'\nhelp: use ",
                             prefix_, ".tensor.slice(..., pad_value=...)"));
  }
  // The unified tensor-level scatter: `mask_pattern=` with `dst=` is the mask form
  // (tensor.scatter_mask(input, dst, mask_pattern=...)).
  if (TextIs(full, "tensor.scatter") && (find_kw("mask_pattern") >= 0 || find_kw("dst") >= 0)) {
    if (args.size() > 1 || find_kw("dim") >= 0 || find_kw("index") >= 0 || find_kw("src") >= 0) {
      Fail(start,
           "scatter() index form (dim, index, src) and mask form (mask_pattern, dst) are "
           "mutually exclusive");
    }
    const ptrdiff_t mask = find_kw("mask_pattern");
    const ptrdiff_t dst = find_kw("dst");
    if (mask < 0 || dst < 0) Fail(start, "scatter() mask form requires both mask_pattern and dst");
    for (const Kwarg& k : kwargs) {
      if (k.name != "input" && k.name != "mask_pattern" && k.name != "dst") {
        Fail(start, absl::StrCat("scatter() got an unexpected keyword argument '", k.name, "'"));
      }
    }
    if (args.empty()) {
      const ptrdiff_t input = find_kw("input");
      if (input < 0) Fail(start, "scatter() missing 1 required positional argument: 'input'");
      args.push_back(std::move(kwargs[static_cast<size_t>(input)].value));
    }
    args.push_back(std::move(kwargs[static_cast<size_t>(dst)].value));
    std::vector<Kwarg> rest;
    rest.push_back({"mask_pattern", std::move(kwargs[static_cast<size_t>(mask)].value)});
    kwargs = std::move(rest);
    name = "tensor.scatter_mask";
    dsl_sig = nullptr;
  }
  // Its index form, `scatter(input, dim=, index=, src=)`, is tensor.scatter(input, index,
  // src, dim=...), which is also the printed form (kept as it is). A dim given by position
  // reaches the reference's op as an expression, which it rejects.
  const bool printed_scatter =
      args.size() == 3 && IsTensor(args[1]) && find_kw("dim") >= 0 && kwargs.size() == 1;
  if (TextIs(name, "tensor.scatter") && !printed_scatter) {
    if (args.size() >= 2) {
      const bool qualified = absl::StartsWith(spelling, "tensor.");
      Fail(start, absl::StrCat(prefix_, qualified ? ".tensor" : "",
                               " operation 'scatter': Kwarg "
                               "'dim' for operator 'tensor.scatter' has incompatible type"));
    }
    const char* const kParams[] = {"input", "dim", "index", "src"};
    std::optional<Value> slot[4];
    if (args.size() > 4) Fail(start, "scatter() takes at most 4 positional arguments");
    for (size_t i = 0; i < args.size(); ++i) slot[i] = std::move(args[i]);
    for (auto& k : kwargs) {
      size_t i = 0;
      while (i < 4 && k.name != kParams[i]) ++i;
      if (i == 4) {
        Fail(start, absl::StrCat("scatter() got an unexpected keyword argument '", k.name, "'"));
      }
      if (slot[i]) {
        Fail(start, absl::StrCat("scatter() got multiple values for argument '", k.name, "'"));
      }
      slot[i] = std::move(k.value);
    }
    if (!slot[0]) Fail(start, "scatter() missing 1 required positional argument: 'input'");
    if (!slot[1] && !slot[2] && !slot[3]) {
      Fail(start,
           "scatter() requires (dim, index, src) for index form, or (mask_pattern=<int>, dst=...) "
           "for mask form");
    }
    if (!slot[1] || !slot[2] || !slot[3]) {
      Fail(start, "scatter() index form requires dim, index and src");
    }
    args.clear();
    kwargs.clear();
    args.push_back(std::move(*slot[0]));
    args.push_back(std::move(*slot[2]));
    args.push_back(std::move(*slot[3]));
    kwargs.push_back({"dim", std::move(*slot[1])});
    dsl_sig = nullptr;
  }
  // The unified tensor-level gather: `mask_pattern=` selects the mask form
  // (tensor.gather_mask), `kvalue=` / `cmp_mode=` / `out_cols=` the compare form
  // (tensor.gather_compare, a (dst, cdst) tuple); otherwise the index form.
  if (TextIs(full, "tensor.gather")) {
    const bool is_index = args.size() > 1 || find_kw("dim") >= 0 || find_kw("index") >= 0;
    const bool is_mask = find_kw("mask_pattern") >= 0;
    const bool is_compare =
        find_kw("kvalue") >= 0 || find_kw("cmp_mode") >= 0 || find_kw("out_cols") >= 0;
    if (static_cast<int>(is_index) + static_cast<int>(is_mask) + static_cast<int>(is_compare) > 1) {
      Fail(start,
           "gather() index form (dim, index), mask form (mask_pattern=...) and compare form "
           "(kvalue=..., cmp_mode=..., out_cols=...) are mutually exclusive; do not mix kwargs "
           "from different forms");
    }
    if (is_mask || is_compare) {
      if (args.empty()) {
        const ptrdiff_t input = find_kw("input");
        if (input < 0) Fail(start, "gather() missing 1 required positional argument: 'input'");
        args.push_back(std::move(kwargs[static_cast<size_t>(input)].value));
        kwargs.erase(kwargs.begin() + input);
      }
      const char* const allowed_mask[] = {"mask_pattern", "output_dtype"};
      const char* const allowed_compare[] = {"kvalue", "cmp_mode", "out_cols", "offset",
                                             "count_dtype"};
      for (const Kwarg& k : kwargs) {
        bool ok = false;
        if (is_mask) {
          for (const char* a : allowed_mask) ok = ok || k.name == a;
        } else {
          for (const char* a : allowed_compare) ok = ok || k.name == a;
        }
        if (ok) continue;
        if (TextIs(k.name, "output_dtype")) {
          Fail(start,
               "output_dtype is only valid for the mask form of gather(); use mask_pattern=<int>");
        }
        Fail(start, absl::StrCat("gather() got an unexpected keyword argument '", k.name, "'"));
      }
      if (is_compare) {
        const ptrdiff_t kv = find_kw("kvalue");
        if (kv < 0 || find_kw("cmp_mode") < 0 || find_kw("out_cols") < 0) {
          Fail(start, "gather() compare form requires kvalue, cmp_mode and out_cols all set");
        }
        args.push_back(std::move(kwargs[static_cast<size_t>(kv)].value));
        kwargs.erase(kwargs.begin() + kv);
        name = "tensor.gather_compare";
      } else {
        name = "tensor.gather_mask";
      }
      dsl_sig = nullptr;
    }
  }
  // The unified merge sorts: `block_len=` selects format1 (one list of sorted
  // runs), otherwise format2 merges 2-4 lists (through `tmp` at the tile level;
  // the tensor level synthesizes it, and takes `exhausted` by keyword only).
  const bool tensor_mrgsort = TextIs(full, "tensor.mrgsort");
  if (TextIs(full, "tile.mrgsort") || tensor_mrgsort) {
    const std::vector<const char*> kSlots =
        tensor_mrgsort
            ? std::vector<const char*>{"src0", "src1", "src2", "src3", "exhausted"}
            : std::vector<const char*>{"src0", "src1", "src2", "src3", "tmp", "exhausted"};
    const size_t positional = tensor_mrgsort ? 4 : 6;
    std::map<std::string, Value> slot;
    if (args.size() > positional) {
      Fail(start, absl::StrCat("mrgsort() takes at most ", positional, " positional arguments"));
    }
    for (size_t i = 0; i < args.size(); ++i) slot[kSlots[i]] = std::move(args[i]);
    std::optional<Value> block_len;
    for (auto& k : kwargs) {
      if (TextIs(k.name, "block_len")) {
        block_len = std::move(k.value);
        continue;
      }
      bool known_slot = false;
      for (const char* s : kSlots) known_slot = known_slot || k.name == s;
      if (!known_slot) {
        Fail(start, absl::StrCat("mrgsort() got an unexpected keyword argument '", k.name, "'"));
      }
      if (slot.count(k.name)) {
        Fail(start, absl::StrCat("mrgsort() got multiple values for argument '", k.name, "'"));
      }
      slot[k.name] = std::move(k.value);
    }
    args.clear();
    kwargs.clear();
    dsl_sig = nullptr;
    if (!slot.count("src0")) Fail(start, "mrgsort() missing 1 required argument: 'src0'");
    if (block_len) {
      bool format2_given = false;
      for (const char* s : {"src1", "src2", "src3", "tmp"}) format2_given |= slot.count(s) > 0;
      if (tensor_mrgsort && slot.count("exhausted")) {
        ir::AttrValue e = ToAttr(slot["exhausted"]);
        format2_given |= !(e.kind() == ir::AttrValue::Kind::kBool && !e.AsBool());
      }
      if (format2_given) {
        Fail(start, tensor_mrgsort
                        ? "mrgsort() format1 (block_len=...) and format2 (src1, ...) are mutually "
                          "exclusive; do not pass format2 arguments or exhausted=True with "
                          "block_len"
                        : "mrgsort() format1 (block_len=...) and format2 (src1, ..., tmp) are "
                          "mutually exclusive; do not pass format2 arguments with block_len");
      }
      // The ISA takes the run length as an i32: a constant becomes an INT32 one.
      if (block_len->is_expr()) {
        if (auto c = ir::As<ir::ConstInt>(block_len->expr)) {
          block_len->expr = ConstOfDType(*c, ir::DataType::kInt32);
        }
      }
      args.push_back(std::move(slot["src0"]));
      args.push_back(std::move(*block_len));
      name = tensor_mrgsort ? "tensor.mrgsort_format1" : "tile.mrgsort_format1";
    } else {
      if (!slot.count("src1")) {
        Fail(start, tensor_mrgsort ? "mrgsort() requires either block_len=<int> for format1, or "
                                     "at least (src0, src1) for format2"
                                   : "mrgsort() requires either block_len=<int> for format1, or "
                                     "at least (src0, src1, tmp=<tile>) for format2");
      }
      if (!slot.count("src2") && slot.count("src3")) {
        Fail(start, "mrgsort() format2 requires src2 when src3 is provided");
      }
      if (!tensor_mrgsort && !slot.count("tmp")) {
        Fail(start,
             "mrgsort() format2 requires tmp; use mrgsort(src0, src1[, src2[, src3]], "
             "tmp=<tile>)");
      }
      for (const char* s : {"src0", "src1", "src2", "src3", "tmp"}) {
        if (slot.count(s)) args.push_back(std::move(slot[s]));
      }
      if (slot.count("exhausted")) kwargs.push_back({"exhausted", std::move(slot["exhausted"])});
      name = tensor_mrgsort ? "tensor.mrgsort_format2" : "tile.mrgsort_format2";
    }
  }
  // The index form of the unified tensor-level gather takes `dim` second
  // (`pl.tensor.gather(src, -1, index)`); the op takes it as an attribute.
  if (TextIs(full, "tensor.gather") && args.size() == 3 && find_kw("dim") < 0 &&
      args[1].is_expr() && ir::IsA<ir::ConstInt>(args[1].expr) && args[2].is_expr() &&
      IsTensor(args[2])) {
    kwargs.push_back({"dim", std::move(args[1])});
    args.erase(args.begin() + 1);
    dsl_sig = nullptr;
  }
  const ir::OpInfo* info = registry.Find(name);
  if (!info && !name.empty() && name.back() == '_') {
    name.remove_suffix(1);
    info = registry.Find(name);
  }
  if (!info) {
    // Suggest by the op name within its namespace (`tensor.`), so that the
    // shared prefix does not make unrelated names look close.
    size_t dot = full_name.find('.');
    std::string ns = full_name.substr(0, dot == std::string::npos ? 0 : dot + 1);
    std::vector<std::string> members;
    for (const std::string& op : registry.Names()) {
      if (!ns.empty() && absl::StartsWith(op, ns)) members.push_back(op.substr(ns.size()));
    }
    std::string help = members.empty() ? DidYouMean(full_name, registry.Names(), prefix_ + ".")
                                       : DidYouMean(full_name.substr(ns.size()), members,
                                                    absl::StrCat(prefix_, ".", ns));
    Fail(start, absl::StrCat("Unknown operation '", prefix_, ".", full_name, "'", help));
  }
  const KwargDefaults* builtin = BuiltinKwargDefaults(name);
  const std::vector<std::string>& kwarg_order = KwargOrder(*info, builtin);
  if (dsl_sig) {
    BindKeywordOperands(start, spelling, dsl_sig->positional, absl::MakeConstSpan(&info, 1), &args,
                        &kwargs);
  }

  // Allocations print their memory space as an enum member; the operand is
  // the member's index.
  if ((TextIs(name, "tile.alloc") || TextIs(name, "tensor.alloc")) && !args.empty() &&
      !args[0].is_expr()) {
    auto space = args[0].attr.AsEnum<ir::MemorySpace>();
    if (!space) FailAt(args[0].span, "alloc() needs a memory space such as pl.Mem.Vec");
    args[0].expr = std::make_shared<ir::ConstInt>(static_cast<int64_t>(*space),
                                                  ir::DataType::kIndex, args[0].span);
  }
  // Positional arguments beyond the op's operands, or non-expression ones
  // (dtypes, enum members), fill the keyword slots in canonical order.
  std::vector<ir::ExprPtr> operands;
  operands.reserve(args.size());
  size_t next_kw = 0;
  int max_args = info->max_args;
  for (size_t i = 0; i < args.size(); ++i) {
    bool is_operand = args[i].is_expr() && (max_args < 0 || static_cast<int>(i) < max_args);
    if (is_operand && operands.size() == i) {
      operands.push_back(args[i].expr);
      continue;
    }
    if (next_kw < kwarg_order.size()) {
      // As in Python, a positional argument may not fill a parameter that is
      // also passed by keyword (`full(shape, 0.0, dtype=...)`).
      for (const auto& k : kwargs) {
        if (k.name != kwarg_order[next_kw]) continue;
        const size_t dot = name.find('.');
        const absl::string_view base = dot == absl::string_view::npos ? name : name.substr(dot + 1);
        const absl::string_view ns = dot == absl::string_view::npos ? "" : name.substr(0, dot);
        Fail(start, absl::StrCat(prefix_, ".", ns, " operation '", base, "': ", base,
                                 "() got multiple values for argument '", k.name, "'"));
      }
    }
    if (next_kw >= kwarg_order.size()) {
      // At the call, as the reference reports a wrapper's TypeError.
      Fail(start, absl::StrCat("too many arguments for '", prefix_, ".", full_name, "'"));
    }
    kwargs.push_back({kwarg_order[next_kw++], args[i]});
  }

  // DSL conveniences shared by the short and the qualified spellings.
  if (TextIs(name, "tile.load") && operands.size() == 3) operands.push_back(operands[2]);
  // The DSL's loads target Vec or Mat (the op itself also takes Acc, which
  // only InferTileMemorySpace produces).
  if (TextIs(name, "tile.load")) {
    for (const auto& k : kwargs) {
      if (!TextIs(k.name, "target_memory")) continue;
      ir::AttrValue space = ToAttr(k.value);
      auto target = space.AsEnum<ir::MemorySpace>();
      if (target && *target == ir::MemorySpace::kAcc) {
        Fail(start, "tile.load: target_memory must be Mem.Vec or Mem.Mat, got Mem.Acc");
      }
    }
  }
  if (RetypesScalarOperand(name) && operands.size() >= 2 && args.size() >= 2) {
    operands[1] =
        NormalizeScalarOperand(start, operands[0], args[1], absl::StartsWith(name, "tensor."));
  }
  // `pl.tensor.add(x, 1.5)`, `pl.tile.mul(t, s)`: the binary ops given a scalar become their
  // scalar forms, as the reference's builders choose them.
  if (operands.size() == 2 && ir::IsA<ir::ScalarType>(operands[1]->type())) {
    static const auto* kBinary = new absl::flat_hash_set<absl::string_view>{
        "tensor.add", "tensor.sub", "tensor.mul", "tensor.div",
        "tile.add",   "tile.sub",   "tile.mul",   "tile.div"};
    if (kBinary->contains(name)) {
      for (auto it = kwargs.begin(); it != kwargs.end(); ++it) {
        if (!TextIs(it->name, "high_precision")) continue;
        ir::AttrValue hp = ToAttr(it->value);
        if (hp.kind() == ir::AttrValue::Kind::kBool && !hp.AsBool()) {
          kwargs.erase(it);
          break;
        }
        Fail(start, absl::StrCat(prefix_, ".", full_name, ": high_precision=True needs a ",
                                 absl::StartsWith(name, "tensor.") ? "Tensor" : "Tile",
                                 " rhs, not a scalar"));
      }
      info = registry.Find(absl::StrCat(name, "s"));
      if (info == nullptr) ThrowInternal(absl::StrCat("no scalar form of ", name));
      name = info->name;
    }
  }

  // Scalars whose dtype the op fixes (a slope, a mode flag): an untyped
  // integer literal takes that dtype; typed values are kept.
  if (auto fixed = FixedScalarOperand(name); fixed && operands.size() > fixed->index) {
    ir::ExprPtr& operand = operands[fixed->index];
    if (auto c = ir::As<ir::ConstInt>(operand); c && c->dtype() == ir::DataType::kIndex) {
      operand = ConstOfDType(*c, fixed->dtype);
    }
  }

  // `full(shape, dtype, value)`: a second positional argument is the dtype.
  if ((TextIs(name, "tensor.full") || TextIs(name, "tile.full")) && args.size() >= 2) {
    for (const auto& k : kwargs) {
      if (!TextIs(k.name, "dtype")) continue;
      Fail(start, absl::StrCat(prefix_, ".", name.substr(0, name.find('.')),
                               " operation 'full': full() got multiple values for argument "
                               "'dtype'"));
    }
  }
  // `pl.system.syncall(core_type=..., mode=...)`: keyword-only. The hard form (the default)
  // carries core_type only; the soft form's operands are the GM workspace, its staging
  // tile(s) (synthesized as tile.create calls unless given, as a printed call gives them) and
  // the participant count as an INT32 constant.
  if (TextIs(name, "system.syncall")) {
    if (!operands.empty()) {
      Fail(start, absl::StrCat(prefix_, ".system.syncall() takes keyword arguments only"));
    }
    std::string core_type = "mix";
    std::string mode = "hard";
    const Value* core_type_value = nullptr;
    const Value* mode_value = nullptr;
    const Value* gm_workspace = nullptr;
    const Value* scratch = nullptr;
    const Value* scratch_l1 = nullptr;
    const Value* used_cores = nullptr;
    for (const auto& k : kwargs) {
      if (TextIs(k.name, "core_type")) {
        core_type_value = &k.value;
      } else if (TextIs(k.name, "mode")) {
        mode_value = &k.value;
      } else if (TextIs(k.name, "gm_workspace")) {
        gm_workspace = &k.value;
      } else if (TextIs(k.name, "scratch")) {
        scratch = &k.value;
      } else if (TextIs(k.name, "scratch_l1")) {
        scratch_l1 = &k.value;
      } else if (TextIs(k.name, "used_cores")) {
        used_cores = &k.value;
      }
    }
    auto string_of = [&](const Value* v) -> std::optional<std::string> {
      if (v == nullptr) return std::nullopt;
      ir::AttrValue a = ToAttr(*v);
      if (a.kind() != ir::AttrValue::Kind::kString) return std::string();
      return a.AsString();
    };
    if (auto m = string_of(mode_value)) {
      mode = *m;
      if (mode != "hard" && mode != "soft") {
        FailAt(mode_value->span, "syncall mode must be 'hard' or 'soft'");
      }
    }
    if (auto c = string_of(core_type_value)) {
      core_type = *c;
      if (core_type != "aiv_only" && core_type != "aic_only" && core_type != "mix") {
        FailAt(core_type_value->span,
               absl::StrCat(mode == "soft" ? "soft " : "",
                            "syncall core_type must be one of ('aiv_only', 'aic_only', 'mix')"));
      }
    }
    // A Python 0 for used_cores is its default: "not given".
    std::optional<int64_t> used;
    if (used_cores != nullptr && used_cores->is_expr()) {
      if (auto c = ir::As<ir::ConstInt>(used_cores->expr)) used = c->value();
    }
    const bool used_given = used_cores != nullptr && !(used && *used == 0);
    if (mode == "hard") {
      if (gm_workspace || scratch || scratch_l1 || used_given) {
        Fail(start,
             "syncall(mode='hard') takes no gm_workspace/scratch/scratch_l1/used_cores; pass "
             "mode='soft' to use the GM-polling barrier");
      }
      for (auto it = kwargs.begin(); it != kwargs.end();) {
        it = TextIs(it->name, "mode") || TextIs(it->name, "used_cores") ? kwargs.erase(it) : it + 1;
      }
    } else {
      if (gm_workspace == nullptr || !gm_workspace->is_expr()) {
        Fail(start,
             "soft syncall requires gm_workspace (a shared, zero-initialized GM INT32 tensor)");
      }
      if (!used || *used <= 0) {
        Fail(start, "soft syncall requires a positive compile-time used_cores");
      }
      constexpr int64_t kSlotInt32 = 8;  // INT32 words per participant's counter line
      const Span span = SpanFrom(start);
      auto staging = [&](const Value* given, int64_t words, bool l1) -> ir::ExprPtr {
        if (given != nullptr && given->is_expr()) return given->expr;
        std::vector<ir::Attrs::Entry> kw;
        kw.emplace_back("dtype", ir::AttrValue::DType(ir::DataType::kInt32));
        kw.emplace_back("target_memory", ir::AttrValue::FromEnum(l1 ? ir::MemorySpace::kMat
                                                                    : ir::MemorySpace::kVec));
        if (l1) kw.emplace_back("flat_layout", ir::AttrValue::Bool(true));
        std::vector<ir::ExprPtr> dims = {ir::MakeIndex(1, span), ir::MakeIndex(words, span)};
        std::vector<ir::ExprPtr> args = {std::make_shared<ir::MakeTuple>(std::move(dims), span)};
        return ir::MakeOpCallOrThrow("tile.create", std::move(args), ir::Attrs(std::move(kw)),
                                     span);
      };
      operands.push_back(gm_workspace->expr);
      if (core_type == "aic_only") {
        operands.push_back(staging(scratch, kSlotInt32, /*l1=*/true));
      } else {
        operands.push_back(staging(scratch, *used * kSlotInt32, /*l1=*/false));
        if (core_type == "mix") operands.push_back(staging(scratch_l1, kSlotInt32, /*l1=*/true));
      }
      operands.push_back(
          std::make_shared<ir::ConstInt>(*used, ir::DataType::kInt32, used_cores->span));
      std::vector<Kwarg> rest;
      for (auto& k : kwargs) {
        if (TextIs(k.name, "gm_workspace") || TextIs(k.name, "scratch") ||
            TextIs(k.name, "scratch_l1") || TextIs(k.name, "used_cores") ||
            TextIs(k.name, "core_type") || TextIs(k.name, "mode")) {
          continue;
        }
        rest.push_back(std::move(k));
      }
      kwargs = std::move(rest);
      Value ct;
      ct.attr = ir::AttrValue::String(core_type);
      ct.span = span;
      kwargs.push_back({"core_type", ct});
      Value md;
      md.attr = ir::AttrValue::String("soft");
      md.span = span;
      kwargs.push_back({"mode", md});
    }
  }
  // `pl.tile.ci` / `pl.tensor.ci` (and their `arange` names): an integer literal start takes
  // the destination dtype.
  if ((TextIs(name, "tile.ci") || TextIs(name, "tensor.ci")) && !operands.empty()) {
    ir::DataType dtype = ir::DataType::kInt32;
    for (const auto& k : kwargs) {
      if (TextIs(k.name, "dtype") && !k.value.is_expr() &&
          k.value.attr.kind() == ir::AttrValue::Kind::kDataType) {
        dtype = k.value.attr.AsDataType();
      }
    }
    if (auto c = ir::As<ir::ConstInt>(operands[0]); c && c->dtype() != dtype) {
      operands[0] = ConstOfDType(*c, dtype);
    }
  }
  // The pipe setups take their consumer buffers as optional operands.
  if ((TextIs(name, "system.aic_initialize_pipe") || TextIs(name, "system.aiv_initialize_pipe")) &&
      operands.size() < 2) {
    const Span span = SpanFrom(start);
    while (operands.size() < 2) operands.push_back(NoConsumerBuffer(span));
  }
  // A pop may name the tile it receives (`shape=`, `dtype=`): the variable it defines
  // has that type, a tile in the receiving lane's memory (Vec on the vector side, Mat on
  // the cube side), and neither is an attribute.
  struct PoppedTile {
    ir::AttrValue shape;
    ir::DataType dtype;
    ir::MemorySpace space;
  };
  std::optional<PoppedTile> popped_tile;
  if (TextIs(name, "tile.tpop_from_aic") || TextIs(name, "tile.tpop_from_aiv")) {
    const ptrdiff_t shape = find_kw("shape");
    const ptrdiff_t dtype = find_kw("dtype");
    if ((shape >= 0) != (dtype >= 0)) {
      Fail(start, "shape and dtype must both be provided or both omitted");
    }
    if (shape >= 0) {
      ir::AttrValue dims = ToAttr(kwargs[static_cast<size_t>(shape)].value);
      bool static_dims = dims.kind() == ir::AttrValue::Kind::kList;
      if (static_dims) {
        for (const ir::AttrValue& d : dims.AsList()) {
          static_dims = static_dims && d.kind() == ir::AttrValue::Kind::kInt;
        }
      }
      ir::AttrValue dt = ToAttr(kwargs[static_cast<size_t>(dtype)].value);
      if (!static_dims || dt.kind() != ir::AttrValue::Kind::kDataType) {
        Fail(start, "a popped tile's shape must be a list of integers and its dtype a pl dtype");
      }
      popped_tile = PoppedTile{
          dims, dt.AsDataType(),
          TextIs(name, "tile.tpop_from_aic") ? ir::MemorySpace::kVec : ir::MemorySpace::kMat};
      kwargs.erase(kwargs.begin() + std::max(shape, dtype));
      kwargs.erase(kwargs.begin() + std::min(shape, dtype));
    }
  }
  // `pl.tile.random` / `pl.tensor.random`: the six key/counter words are INT32 scalars.
  if (TextIs(name, "tile.random") || TextIs(name, "tensor.random")) {
    for (size_t i = 0; i < operands.size() && i < 6; ++i) {
      auto c = ir::As<ir::ConstInt>(operands[i]);
      if (c && c->dtype() != ir::DataType::kInt32) {
        operands[i] = ConstOfDType(*c, ir::DataType::kInt32);
      }
    }
  }
  // `pl.tile.extract` takes its target memory as a required keyword.
  if (TextIs(name, "tile.extract")) {
    bool has_target = false;
    for (const auto& k : kwargs) has_target = has_target || TextIs(k.name, "target_memory");
    if (!has_target) {
      Fail(start, absl::StrCat(prefix_,
                               ".tile operation 'extract': extract() missing 1 required "
                               "keyword-only argument: 'target_memory'"));
    }
  }
  // A push names its split mode: `split` is a required keyword of the
  // reference's tpush_to_aiv / tpush_to_aic.
  if (TextIs(name, "tile.tpush_to_aiv") || TextIs(name, "tile.tpush_to_aic")) {
    bool has_split = false;
    for (const auto& k : kwargs) has_split = has_split || TextIs(k.name, "split");
    if (!has_split) {
      const absl::string_view short_name = name.substr(5);
      Fail(start, absl::StrCat(prefix_, ".tile operation '", short_name, "': ", short_name,
                               "() missing 1 required keyword-only argument: 'split'"));
    }
  }
  // `full(..., value=1)`: an integer fill value is an integer constant of the fill dtype.
  if (TextIs(name, "tile.full") || TextIs(name, "tensor.full")) {
    std::optional<ir::DataType> dtype;
    for (const auto& k : kwargs) {
      if (TextIs(k.name, "dtype") && !k.value.is_expr() &&
          k.value.attr.kind() == ir::AttrValue::Kind::kDataType) {
        dtype = k.value.attr.AsDataType();
      }
    }
    for (auto& k : kwargs) {
      auto c = ir::As<ir::ConstInt>(k.value.expr);
      if (!TextIs(k.name, "value") || !k.value.keyword_literal || !c || !dtype) continue;
      // An integer even under a float dtype (the reference keeps the Python int).
      k.value.expr = std::make_shared<ir::ConstInt>(c->value(), *dtype, c->span());
      k.value.literal = false;
      k.value.keyword_literal = false;
    }
  }
  // Keyword values; defaults the DSL wrappers always materialise.
  std::vector<ir::Attrs::Entry> given;
  for (const auto& k : kwargs) {
    if (TextIs(k.name, "pad_value") &&
        (k.value.keyword_literal ||
         (!k.value.is_expr() && k.value.attr.kind() == ir::AttrValue::Kind::kString))) {
      given.emplace_back(k.name, PadValueOfLiteral(k.value));
      continue;
    }
    ir::AttrValue value = ToAttr(k.value);
    // An attribute holds a constant, a scalar expression or a list: a tensor
    // or tile there (`pl.rsqrt(x, x)` puts one on high_precision) is the
    // reference's "Unsupported kwarg type".
    if (value.kind() == ir::AttrValue::Kind::kExpr && value.AsExpr() &&
        ir::IsA<ir::ShapedType>(value.AsExpr()->type())) {
      // A keyword the op does not have is Python's TypeError first, whatever its value.
      if (std::find(info->kwarg_names.begin(), info->kwarg_names.end(), k.name) ==
          info->kwarg_names.end()) {
        FailUnknownKeyword(start, spelling.empty() ? name : spelling, k.name, *info);
      }
      FailAt(k.value.span,
             absl::StrCat(name, ": unsupported value for keyword argument '", k.name, "': a ",
                          IsTile(k.value) ? "Tile" : "Tensor", " cannot be an attribute"));
    }
    NormalizeIntEnumKwarg(name, k, &value);
    if (DropsFalseKwarg(name, k.name, value)) continue;
    given.emplace_back(k.name, std::move(value));
  }
  auto has = [&](const std::string& key) {
    for (const auto& e : given) {
      if (e.first == key) return true;
    }
    return false;
  };
  for (const auto& [k, v] : info->printed_defaults) {
    if (!has(k)) given.emplace_back(k, v);
  }
  if (builtin) {
    for (const auto& [k, v] : builtin->defaults) {
      if (!has(k)) given.emplace_back(k, v);
    }
  }
  // Known keywords in canonical order, then the others in their given order:
  // each known key's entries rotate forward in place (calls have few keywords).
  size_t placed = 0;
  for (const auto& key : kwarg_order) {
    for (size_t i = placed; i < given.size(); ++i) {
      if (given[i].first != key) continue;
      std::rotate(given.begin() + placed, given.begin() + i, given.begin() + i + 1);
      ++placed;
    }
  }

  Span span = SpanFrom(start);
  // The reference folds the index lists (offsets, shapes) while it builds an
  // op's operands, so a division or modulo by the constant 0 in one fails at
  // the call (a scalar operand is left to Simplify).
  for (const ir::ExprPtr& operand : operands) {
    if (!ir::IsA<ir::MakeTuple>(operand)) continue;
    if (const char* what = DivisionByZero(operand)) {
      Fail(start, absl::StrCat("pl operation '", spelling.empty() ? name : spelling, "': ", what));
    }
  }
  ir::CallPtr call;
  try {
    call = ir::MakeOpCallOrThrow(*info, std::move(operands), ir::Attrs(std::move(given)), span);
  } catch (const CompileError& e) {
    // The registry names the unknown keyword; add the closest valid one.
    constexpr absl::string_view kUnknownKwarg = ": unknown keyword argument '";
    absl::string_view message = e.status().message();
    size_t at = message.find(kUnknownKwarg);
    if (at == absl::string_view::npos || message.find('\n') != absl::string_view::npos) throw;
    absl::string_view key = message.substr(at + kUnknownKwarg.size());
    key = key.substr(0, key.find('\''));
    FailUnknownKeyword(start, spelling.empty() ? name : spelling, key, *info);
  }
  if (TextIs(name, "tensor.write")) ir::CheckTensorWriteValueDType(call);
  // Only the `pl.tensor.dim` spelling folds onto the symbol, as in the
  // reference (the unified `pl.dim` stays a runtime read).
  if (TextIs(name, "tensor.dim") && TextIs(spelling, "tensor.dim")) {
    if (ir::VarPtr symbol = FoldedTensorDim(call)) {
      Value folded;
      folded.expr = std::move(symbol);
      folded.span = span;
      return folded;
    }
  }
  if (!attrs.empty()) {
    call = std::make_shared<ir::Call>(call->op(), call->args(), call->kwargs(), attrs, call->type(),
                                      call->span());
  }
  Value v;
  if (popped_tile) {
    std::vector<ir::ExprPtr> dims;
    for (const ir::AttrValue& d : popped_tile->shape.AsList()) {
      dims.push_back(ir::MakeIndex(d.AsInt(), span));
    }
    // The pop is built with that type, as the reference's DSL function does.
    v.declared_type =
        std::make_shared<ir::TileType>(std::move(dims), popped_tile->dtype, popped_tile->space);
    call = std::make_shared<ir::Call>(call->op(), call->args(), call->kwargs(), call->attrs(),
                                      v.declared_type, call->span());
  }
  v.expr = call;
  v.span = span;
  return v;
}

ir::ExprPtr Parser::NormalizeScalarOperand(const Token& start, const ir::ExprPtr& shaped,
                                           const Value& scalar, bool tensor_level) const {
  const ir::ExprPtr& expr = scalar.expr;
  if (!expr) return expr;
  std::optional<ir::DataType> target;
  if (auto type = ir::As<ir::ShapedType>(shaped->type())) target = type->dtype();
  // The number to re-stamp, if the scalar is one without a deliberate dtype.
  bool is_float = false;
  int64_t int_value = 0;
  double float_value = 0;
  if (scalar.keyword_literal) {
    if (auto c = ir::As<ir::ConstInt>(expr)) {
      int_value = c->value();
    } else if (auto f = ir::As<ir::ConstFloat>(expr)) {
      is_float = true;
      float_value = f->value();
    } else if (auto b = ir::As<ir::ConstBool>(expr)) {
      int_value = b->value() ? 1 : 0;  // a Python bool is the int 0 or 1
    } else {
      return expr;
    }
  } else if (auto c = ir::As<ir::ConstInt>(expr); c && c->dtype() == ir::DataType::kIndex) {
    int_value = c->value();
  } else {
    auto type = ir::As<ir::ScalarType>(expr->type());
    if (type && type->dtype() == ir::DataType::kIndex) {
      const std::string to = target && ir::IsInt(*target)
                                 ? absl::AsciiStrToUpper(ir::DataTypeName(*target))
                                 : std::string("INT32");
      // The reference's words (its scalar-operand check).
      Fail(start, absl::StrCat("Scalar operand has dtype `index`, which tile/tensor scalar "
                               "instructions do not accept. Convert it explicitly, e.g. ",
                               prefix_, ".cast(<value>, ", prefix_, ".", to, ")."));
    }
    return expr;
  }
  if (!target || (is_float && ir::IsInt(*target))) {
    target = is_float || tensor_level ? ir::DataType::kFP32 : ir::DataType::kInt32;
  }
  const Span& span = expr->span();
  if (ir::IsFloat(*target)) {
    return std::make_shared<ir::ConstFloat>(is_float ? float_value : static_cast<double>(int_value),
                                            *target, span);
  }
  if (ir::IsInt(*target)) return std::make_shared<ir::ConstInt>(int_value, *target, span);
  // Neither (a BOOL operand): the number keeps its own kind.
  if (is_float) return std::make_shared<ir::ConstFloat>(float_value, ir::DataType::kFP32, span);
  if (!scalar.keyword_literal) return expr;
  return std::make_shared<ir::ConstInt>(
      int_value, tensor_level ? ir::DataType::kFP32 : ir::DataType::kInt32, span);
}

ir::AttrValue Parser::PadValueOfLiteral(const Value& v) const {
  // The reference's words (its pad-value normaliser names fillpad for every op).
  const std::string help =
      absl::StrCat(" Use ", prefix_, ".PadValue.zero / ", prefix_, ".PadValue.max / ", prefix_,
                   ".PadValue.min, or one of the literals 0, 0.0, math.inf, "
                   "-math.inf.");
  if (auto b = ir::As<ir::ConstBool>(v.expr)) {
    FailAt(v.span, absl::StrCat("fillpad pad_value cannot be bool (", b->value() ? "True" : "False",
                                ").", help));
  }
  if (auto c = ir::As<ir::ConstInt>(v.expr)) {
    if (c->value() == 0) return ir::AttrValue::Enum("PadValue", "zero");
    FailAt(v.span, absl::StrCat("fillpad pad_value only accepts the integer literal 0 (mapped to "
                                "PadValue.zero); got ",
                                c->value(), ".", help));
  }
  if (auto f = ir::As<ir::ConstFloat>(v.expr)) {
    if (std::isnan(f->value())) {
      FailAt(v.span, absl::StrCat("fillpad pad_value cannot be NaN.", help));
    }
    if (f->value() == 0.0) return ir::AttrValue::Enum("PadValue", "zero");
    if (std::isinf(f->value())) {
      return ir::AttrValue::Enum("PadValue", f->value() > 0 ? "max" : "min");
    }
    FailAt(v.span, absl::StrCat("fillpad pad_value only accepts the float literals 0.0, math.inf, "
                                "or -math.inf; got ",
                                f->value(), ".", help));
  }
  const std::string got =
      v.is_expr() ? std::string(".") : absl::StrCat("; got str '", v.attr.AsString(), "'.");
  FailAt(v.span, absl::StrCat("fillpad pad_value must be a PadValue or one of 0 / 0.0 / math.inf / "
                              "-math.inf",
                              got, help));
}

// As Python does for the reference's DSL functions: a call may not pass more
// arguments by position than the function has positional parameters (the
// rest of its parameters are keyword-only), and must pass its keyword-only
// parameters that have no default.
void Parser::CheckDslCall(const Token& start, absl::string_view spelling, const DslSignature* sig,
                          const std::vector<Value>& args, const std::vector<Kwarg>& kwargs) const {
  if (sig == nullptr) return;
  const size_t given = args.size();
  const size_t dot = spelling.rfind('.');
  const absl::string_view base =
      dot == absl::string_view::npos ? spelling : spelling.substr(dot + 1);
  // scatter_update(input, *args, ...) is the one variadic DSL function.
  const size_t n = sig->positional.size();
  if (given > n && !absl::EndsWith(spelling, "scatter_update")) {
    // Located at the first argument too many.
    const size_t required = sig->required_positional;
    FailAt(args[n].span,
           absl::StrCat(base, "() takes ",
                        required < n ? absl::StrCat("from ", required, " to ", n) : absl::StrCat(n),
                        " positional argument", n == 1 && required == n ? "" : "s", " but ", given,
                        given == 1 ? " was" : " were", " given",
                        args[n].is_expr() ? "" : "\nhelp: pass it by keyword"));
  }
  // Python's wording: 'a', 'a' and 'b', 'a', 'b', and 'c'.
  auto join_names = [](std::vector<std::string> names) {
    std::string last = names.back();
    names.pop_back();
    if (names.empty()) return last;
    return absl::StrCat(absl::StrJoin(names, ", "), names.size() > 1 ? ", and " : " and ", last);
  };
  // A keyword naming a parameter already bound by position is either Python's "got multiple
  // values" or a printed call whose operands follow the op's order rather than the DSL
  // signature's (`pl.tensor.gather(src, index, dim=-1)`): the binding below tells them apart,
  // and a parameter that looks missing here is not.
  const bool rebinds = std::any_of(kwargs.begin(), kwargs.end(), [&](const Kwarg& k) {
    auto it = std::find(sig->positional.begin(), sig->positional.end(), k.name);
    return it != sig->positional.end() && static_cast<size_t>(it - sig->positional.begin()) < given;
  });
  std::vector<std::string> missing_positional;
  for (size_t i = given; !rebinds && i < sig->required_positional; ++i) {
    const std::string& name = sig->positional[i];
    if (std::none_of(kwargs.begin(), kwargs.end(),
                     [&](const Kwarg& k) { return k.name == name; })) {
      missing_positional.push_back(absl::StrCat("'", name, "'"));
    }
  }
  if (!missing_positional.empty()) {
    // Python binds keywords first: one the function does not have (often a
    // misspelt required argument) is its TypeError before anything is missing.
    FailUnexpectedKeyword(start, spelling, *sig, kwargs);
    const size_t count = missing_positional.size();
    Fail(start, absl::StrCat(base, "() missing ", count, " required positional argument",
                             count == 1 ? "" : "s", ": ", join_names(missing_positional)));
  }
  std::vector<std::string> missing;
  for (const std::string& name : sig->required_keywords) {
    if (std::none_of(kwargs.begin(), kwargs.end(),
                     [&](const Kwarg& k) { return k.name == name; })) {
      missing.push_back(absl::StrCat("'", name, "'"));
    }
  }
  if (missing.empty()) return;
  const size_t count = missing.size();
  Fail(start, absl::StrCat(base, "() missing ", count, " required keyword-only argument",
                           count == 1 ? "" : "s", ": ", join_names(missing)));
}

// The reference reads a positional argument as an expression, and a string is
// none: strings (`mode='floor'`) are accepted as keywords only.
void Parser::RejectPositionalStrings(const std::vector<Value>& args) const {
  for (const Value& v : args) {
    if (!v.is_expr() && v.attr.kind() == ir::AttrValue::Kind::kString) {
      // The reference's words (a string is no constant it builds), then the fix.
      FailAt(v.span,
             "Unsupported constant type: <class 'str'>\nhelp: pass a string argument by keyword "
             "(such as mode='floor')");
    }
  }
}

namespace {

// The unified `pl.<op>` functions accept some parameters that only one level uses and do not
// pass them on at the other: reductions take tmp_tile for tiles only, rsqrt takes
// high_precision for tensors only, matmul / matmul_acc take their transpose and dtype options
// for tensors only. Such an argument, by position or keyword, is dropped. (row_expand_add's
// tmp is not: the reference rejects it on tensors.)
void DropOtherLevelParams(absl::string_view name, bool tensor, std::vector<Value>* args,
                          std::vector<Kwarg>* kwargs) {
  struct Rule {
    const char* name;
    bool tensor;           // the level that ignores the parameters
    size_t first_ignored;  // position of the first ignored parameter
    size_t params;         // parameter count of the DSL function
    std::vector<const char*> keys;
  };
  static const auto* kRules = new std::vector<Rule>{
      {"row_max", true, 1, 2, {"tmp_tile"}},
      {"row_min", true, 1, 2, {"tmp_tile"}},
      {"row_sum", true, 1, 2, {"tmp_tile"}},
      {"row_prod", true, 1, 2, {"tmp_tile"}},
      {"row_argmax", true, 1, 2, {"tmp_tile"}},
      {"row_argmin", true, 1, 2, {"tmp_tile"}},
      {"col_sum", true, 1, 2, {"tmp_tile"}},
      {"col_argmax", true, 1, 2, {"tmp_tile"}},
      {"col_argmin", true, 1, 2, {"tmp_tile"}},
      {"rsqrt", false, 1, 2, {"high_precision"}},
      {"matmul", false, 2, 6, {"out_dtype", "a_trans", "b_trans", "c_matrix_nz"}},
      {"matmul_acc", false, 3, 5, {"a_trans", "b_trans"}},
  };
  for (const Rule& rule : *kRules) {
    if (name != rule.name || tensor != rule.tensor) continue;
    // Too many arguments stay an error (reported by the op).
    if (args->size() > rule.params) return;
    if (args->size() > rule.first_ignored) args->resize(rule.first_ignored);
    kwargs->erase(std::remove_if(kwargs->begin(), kwargs->end(),
                                 [&](const Kwarg& k) {
                                   for (const char* key : rule.keys) {
                                     if (k.name == key) return true;
                                   }
                                   return false;
                                 }),
                  kwargs->end());
    return;
  }
}

}  // namespace

void Parser::FailUnknownShortOp(const Token& at, absl::string_view name) const {
  Fail(at, absl::StrCat("Unknown operation '", prefix_, ".", name, "'",
                        DidYouMean(name, ShortOpNames(), prefix_ + ".")));
}

void Parser::FailUnexpectedKeyword(const Token& start, absl::string_view spelling,
                                   const DslSignature& sig,
                                   const std::vector<Kwarg>& kwargs) const {
  // The ops the spelling may name: `tile.full` itself, `pl.load` the tile and tensor forms.
  const ir::OpRegistry& registry = ir::OpRegistry::Global();
  std::vector<const ir::OpInfo*> ops;
  if (absl::StrContains(spelling, '.')) {
    if (const ir::OpInfo* info = registry.Find(spelling)) ops.push_back(info);
  } else {
    for (const char* ns : {"tile.", "tensor."}) {
      if (const ir::OpInfo* info = registry.Find(absl::StrCat(ns, spelling))) ops.push_back(info);
    }
  }
  if (ops.empty()) return;
  for (const Kwarg& k : kwargs) {
    auto named = [&](const std::vector<std::string>& names) {
      return std::find(names.begin(), names.end(), k.name) != names.end();
    };
    if (named(sig.positional) || named(sig.required_keywords)) continue;
    if (std::any_of(ops.begin(), ops.end(),
                    [&](const ir::OpInfo* op) { return named(op->kwarg_names); })) {
      continue;
    }
    FailUnknownKeyword(start, spelling, k.name, *ops.front(), &sig.positional);
  }
}

void Parser::FailUnknownKeyword(const Token& start, absl::string_view called, absl::string_view key,
                                const ir::OpInfo& info,
                                const std::vector<std::string>* parameters) const {
  // In the words of the Python function the DSL spelling names (as the
  // reference reports the TypeError), with the closest valid keyword.
  absl::string_view function = called.substr(called.rfind('.') + 1);
  if (function == "create_tensor") function = "create";
  if (function == "arange") function = "ci";
  std::vector<std::string> names = info.kwarg_names;
  if (parameters) names.insert(names.end(), parameters->begin(), parameters->end());
  const std::string help = DidYouMean(key, names);
  Fail(start, absl::StrCat(function, "() got an unexpected keyword argument '", key, "'", help));
}

// The unified row reductions need their scratch tile on tiles; the reference's
// DSL function says so before any op sees the call.
void Parser::RequireTileReductionScratch(const Token& start, absl::string_view name,
                                         const std::vector<Value>& args,
                                         const std::vector<Kwarg>& kwargs) const {
  const bool arg_reduction = name == "row_argmax" || name == "row_argmin";
  if (!arg_reduction && name != "row_max" && name != "row_sum" && name != "row_min" &&
      name != "row_prod") {
    return;
  }
  // Python binds the call to `name(input, tmp_tile=None)` first: another keyword is its
  // TypeError.
  for (const Kwarg& k : kwargs) {
    if (k.name != "tmp_tile" && k.name != "input") {
      Fail(start, absl::StrCat(name, "() got an unexpected keyword argument '", k.name, "'"));
    }
  }
  if (args.size() >= 2) return;
  for (const Kwarg& k : kwargs) {
    if (k.name == "tmp_tile") return;
  }
  Fail(start, absl::StrCat(name, " on Tile requires tmp_tile ",
                           arg_reduction ? "with exactly the same shape and dtype as the input"
                                         : "with the same dtype and rank and every dimension at "
                                           "least as large as the input"));
}

bool Parser::TryShortOp(const Token& start, absl::string_view name, std::vector<Value>* args,
                        std::vector<Kwarg>* kwargs, const ir::Attrs& attrs, Value* result) {
  RejectPositionalStrings(*args);
  if (!IsDslShortOp(name)) {
    FailUnknownShortOp(start, name);
  }
  const ir::OpRegistry& registry = ir::OpRegistry::Global();
  // Operands given by keyword are bound before dispatching on their types, as far as every op
  // the spelling may become agrees that they are operands; CallRegisteredOp binds the rest.
  const DslSignature* dsl_sig = FindDslSignature(name);
  CheckDslCall(start, name, dsl_sig, *args, *kwargs);
  // Then, as the reference's wrappers do, those that dispatch on their first operand alone
  // reject a scalar there.
  static const auto* const kDispatchOnFirst =
      new absl::flat_hash_set<std::string>{"exp",
                                           "log",
                                           "neg",
                                           "recip",
                                           "sqrt",
                                           "rsqrt",
                                           "expands",
                                           "reshape",
                                           "reinterpret_view",
                                           "transpose",
                                           "slice",
                                           "fillpad",
                                           "fillpad_expand",
                                           "row_max",
                                           "row_sum",
                                           "row_min",
                                           "row_prod",
                                           "row_argmax",
                                           "row_argmin",
                                           "col_argmax",
                                           "col_argmin",
                                           "set_validshape",
                                           "read",
                                           "write"};
  if (!args->empty() && (*args)[0].is_expr() && ir::IsA<ir::ScalarType>((*args)[0].expr->type()) &&
      kDispatchOnFirst->contains(name)) {
    Fail(start, absl::StrCat(prefix_, ".", name, ": expected Tensor or Tile, got Scalar"));
  }
  if (std::string error = UnifiedLevelError(prefix_, name, *args); !error.empty()) {
    Fail(start, error);
  }
  // Arguments the call's level ignores are dropped before they are bound (a positional bool
  // that would be an error in an attribute's place is simply not passed on).
  if (!args->empty() && (IsTensor((*args)[0]) || IsTile((*args)[0]))) {
    DropOtherLevelParams(name, IsTensor((*args)[0]), args, kwargs);
  }
  if (!args->empty() && IsTile((*args)[0])) {
    RequireTileReductionScratch(start, name, *args, *kwargs);
  }
  // scatter's forms take different operands: CallRegisteredOp binds them.
  if (name == "scatter") dsl_sig = nullptr;
  if (dsl_sig) {
    std::vector<const ir::OpInfo*> candidates;
    auto add_candidate = [&](const std::string& op) {
      if (const ir::OpInfo* info = registry.Find(op)) candidates.push_back(info);
    };
    const std::string fixed_op = FixedShortOp(name);
    if (!fixed_op.empty()) {
      add_candidate(fixed_op);
    } else {
      for (const char* ns : {"tensor.", "tile.", "system."}) {
        add_candidate(absl::StrCat(ns, name));
        if (!ScalarVariant(name).empty()) add_candidate(absl::StrCat(ns, ScalarVariant(name)));
      }
    }
    if (name == "scatter_update") MoveLeadingScatterDim(args, kwargs);
    BindKeywordOperands(start, name, dsl_sig->positional, candidates, args, kwargs);
  }
  // pl.cast on a scalar is the scalar Cast expression.
  // Like the reference's wrapper it takes `target_type` and an optional
  // `mode`, which must be the default rounding ('round' / 2).
  if (name == "cast" && !args->empty() && IsScalarLike((*args)[0])) {
    const Value* target = args->size() >= 2 ? &(*args)[1] : nullptr;
    const Value* mode = args->size() >= 3 ? &(*args)[2] : nullptr;
    if (args->size() > 3) Fail(start, "cast(value, dtype) of a scalar takes a value and a dtype");
    for (const auto& k : *kwargs) {
      if (k.name == "target_type" && !target) {
        target = &k.value;
      } else if (k.name == "mode" && !mode) {
        mode = &k.value;
      } else {
        Fail(start, absl::StrCat("unexpected keyword '", k.name, "' in a scalar cast"));
      }
    }
    if (!target || target->is_expr() || target->attr.kind() != ir::AttrValue::Kind::kDataType) {
      Fail(start, "cast(value, dtype) of a scalar takes a value and a dtype");
    }
    if (mode) {
      ir::AttrValue m = ToAttr(*mode);
      bool is_round = (m.kind() == ir::AttrValue::Kind::kString && m.AsString() == "round") ||
                      (m.kind() == ir::AttrValue::Kind::kInt && m.AsInt() == 2);
      if (!is_round) FailAt(mode->span, "a scalar cast supports only mode='round'");
    }
    Span span = SpanFrom(start);
    result->expr = MakeScalarCast(start, (*args)[0].expr, target->attr.AsDataType());
    result->span = span;
    return true;
  }
  std::string fixed = FixedShortOp(name);
  if (!fixed.empty()) {
    *result =
        CallRegisteredOp(start, fixed, std::move(*args), std::move(*kwargs), attrs, dsl_sig, name);
    return true;
  }
  // Type-dispatched spellings: the namespace follows the first operand.
  if (args->empty()) {
    if (name == "mrgsort") {  // all by keyword: the tensor-level merge sort
      *result = CallRegisteredOp(start, "tensor.mrgsort", std::move(*args), std::move(*kwargs),
                                 attrs, dsl_sig, name);
      return true;
    }
    for (const char* ns : {"tensor.", "tile.", "system."}) {
      std::string candidate = absl::StrCat(ns, name);
      if (registry.Find(candidate)) {
        *result = CallRegisteredOp(start, candidate, std::move(*args), std::move(*kwargs), attrs,
                                   dsl_sig, name);
        return true;
      }
    }
    return false;
  }
  const Value& first = (*args)[0];
  // pl.add/sub/mul/div of two scalars is the scalar expression, as the
  // reference's unified wrappers build it.
  static const auto* const kScalarOperators =
      new std::map<std::string, ir::BinaryOp, std::less<>>{{"add", ir::BinaryOp::kAdd},
                                                           {"sub", ir::BinaryOp::kSub},
                                                           {"mul", ir::BinaryOp::kMul},
                                                           {"div", ir::BinaryOp::kFloatDiv}};
  if (auto it = kScalarOperators->find(name); it != kScalarOperators->end() && args->size() == 2 &&
                                              kwargs->empty() && IsScalarLike(first) &&
                                              IsScalarLike((*args)[1])) {
    *result = MakeBinary(start, it->second, first, (*args)[1]);
    return true;
  }
  std::string ns;
  if (IsTensor(first)) {
    ns = "tensor.";
  } else if (IsTile(first)) {
    ns = "tile.";
  } else {
    for (const char* cand : {"system.", "tile.", "tensor."}) {
      if (registry.Find(absl::StrCat(cand, name))) {
        *result = CallRegisteredOp(start, absl::StrCat(cand, name), std::move(*args),
                                   std::move(*kwargs), attrs, dsl_sig, name);
        return true;
      }
    }
    if (IsScalarLike(first) && !ScalarVariant(name).empty()) {
      Fail(start, absl::StrCat("'", prefix_, ".", name,
                               "' on scalars: use Python operators (e.g. a + b) instead"));
    }
    return false;
  }
  DropOtherLevelParams(name, ns == "tensor.", args, kwargs);
  std::string op(name);
  std::string scalar_variant = ScalarVariant(name);
  // The tensor forms of maximum/minimum/cmp take the scalar themselves (the
  // reference keeps `pl.tensor.maximum(x, 0.0)`; tensor.maximums and
  // tensor.cmps do not exist).
  const bool tensor_takes_scalar =
      ns == "tensor." && (name == "maximum" || name == "minimum" || name == "cmp");
  if (!scalar_variant.empty() && args->size() >= 2 && !tensor_takes_scalar) {
    const Value& second = (*args)[1];
    if (IsScalarLike(second)) op = scalar_variant;
  }
  std::string full = ns + op;
  auto known = [&](const std::string& n) {
    return registry.Find(n) || (n.back() == '_' && registry.Find(n.substr(0, n.size() - 1)));
  };
  // `pl.mrgsort` is the tensor-level op only (the tile one is `pl.tile.mrgsort`).
  if (full == "tile.mrgsort" && name == "mrgsort") {
    Fail(start, absl::StrCat(prefix_,
                             ".mrgsort: requires argument 0 to be a Tensor, but got a Tile\nhelp: "
                             "use ",
                             prefix_, ".tile.mrgsort on tiles"));
  }
  if (full == "tile.mrgsort" || full == "tensor.mrgsort") {  // format chosen by CallRegisteredOp
    *result =
        CallRegisteredOp(start, full, std::move(*args), std::move(*kwargs), attrs, dsl_sig, name);
    return true;
  }
  if (!known(full) && !known("tensor." + op) && !known("tile." + op)) {
    FailUnknownShortOp(start, name);
  }
  if (!known(full)) {
    Fail(start,
         absl::StrCat("'", prefix_, ".", name, "' has no ", ns == "tensor." ? "tensor" : "tile",
                      " form ('", prefix_, ".", full, "' is not a registered op)"));
  }
  *result =
      CallRegisteredOp(start, full, std::move(*args), std::move(*kwargs), attrs, dsl_sig, name);
  return true;
}

}  // namespace ptoc::text::internal
