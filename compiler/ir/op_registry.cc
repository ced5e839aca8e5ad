#include "compiler/ir/op_registry.h"

#include <algorithm>

#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "compiler/base/status.h"
#include "compiler/ir/ops/deduce_util.h"

namespace ptoc::ir {

OpRegistry& OpRegistry::Global() {
  static OpRegistry* registry = new OpRegistry();
  return *registry;
}

namespace {

// Ops with a rule in NormalizeSpellings below; an op that gets a rule there
// must be added here.
bool HasSpellingRules(absl::string_view name) {
  static const auto* kOpsWithRules =
      new absl::flat_hash_set<absl::string_view>{"tensor.create",
                                                 "tile.full",
                                                 "tensor.full",
                                                 "tile.reinterpret_view",
                                                 "tensor.reinterpret_view",
                                                 "tile.gather_compare",
                                                 "tensor.gather_compare",
                                                 "tile.load",
                                                 "tile.cast",
                                                 "tensor.cast"};
  return kOpsWithRules->contains(name);
}

}  // namespace

void OpRegistry::Register(OpInfo info) {
  const std::string name = info.name;
  PTOC_CHECK(!ops_.count(name), absl::StrCat("operator registered twice: ", name));
  info.handle = std::make_shared<Op>(name);
  info.normalizes_spellings = HasSpellingRules(name);
  auto& slot = ops_[name];
  slot = std::make_unique<OpInfo>(std::move(info));
  index_[name] = slot.get();
}

const OpInfo* OpRegistry::Find(absl::string_view name) const {
  auto it = index_.find(name);
  return it == index_.end() ? nullptr : it->second;
}

std::vector<std::string> OpRegistry::Names() const {
  std::vector<std::string> names;
  names.reserve(ops_.size());
  for (const auto& [name, info] : ops_) names.push_back(name);
  return names;  // std::map keeps them sorted
}

OpPtr OpRegistry::GetOp(absl::string_view name) const {
  const OpInfo* info = Find(name);
  return info == nullptr ? nullptr : info->handle;
}

namespace {

// Cast rounding modes in the order of their integer encoding.
constexpr const char* kCastModes[] = {"none", "rint", "round", "floor", "ceil", "trunc", "odd"};

// Rewrites kwargs spelled in alternative but equivalent forms into the one
// the IR stores, so that printing is canonical.
void NormalizeSpellings(const OpInfo& info, std::vector<ExprPtr>& args,
                        std::vector<Attrs::Entry>& kwargs, const Span& span) {
  // A flag set at registration instead of comparing the name with each rule's ops below.
  if (!info.normalizes_spellings) return;
  // `tile.full(shape, dtype=..., value=v)`: the IR keeps value as argument 2,
  // a constant of the fill dtype that keeps the kind of the number written,
  // as the reference's DSL builds it (`value=0.5` under INT32 stays 0.5).
  if ((info.name == "tile.full" || info.name == "tensor.full") && args.size() == 1) {
    for (auto it = kwargs.begin(); it != kwargs.end(); ++it) {
      if (it->first != "value") continue;
      DataType dtype = DataType::kFP32;
      for (const auto& [k, v] : kwargs) {
        if (k == "dtype" && v.kind() == AttrValue::Kind::kDataType) dtype = v.AsDataType();
      }
      const AttrValue& v = it->second;
      ExprPtr value;
      if (v.kind() == AttrValue::Kind::kFloat) {
        value = MakeConstFloat(v.AsFloat(), dtype, span);
      } else if (v.kind() == AttrValue::Kind::kInt) {
        value = MakeConstInt(v.AsInt(), dtype, span);
      } else if (v.kind() == AttrValue::Kind::kExpr) {
        value = v.AsExpr();
      } else {
        ThrowUserError(span,
                       absl::StrCat(info.name, ": keyword argument 'value' must be a number"));
      }
      args.push_back(value);
      kwargs.erase(it);
      break;
    }
  }
  // tensor.create's init_value is kept as a float whatever literal was
  // written (the reference's DSL stores float(init_value)); integers beyond
  // 2**53 would not survive that.
  if (info.name == "tensor.create") {
    for (auto& [key, value] : kwargs) {
      if (key != "init_value" || value.kind() != AttrValue::Kind::kInt) continue;
      constexpr int64_t kExact = int64_t{1} << 53;
      if (value.AsInt() < -kExact || value.AsInt() > kExact) {
        ThrowUserError(span, absl::StrCat("tensor.create: integer init_value ", value.AsInt(),
                                          " exceeds the exactly-representable range (+/-2**53)"));
      }
      value = AttrValue::Float(static_cast<double>(value.AsInt()));
    }
  }
  // `reinterpret_view(x, dtype=..., shape=[...])`: the IR keeps the target
  // shape as argument 1.
  if ((info.name == "tile.reinterpret_view" || info.name == "tensor.reinterpret_view") &&
      args.size() == 1) {
    for (auto it = kwargs.begin(); it != kwargs.end(); ++it) {
      if (it->first != "shape") continue;
      const AttrValue& v = it->second;
      if (v.kind() == AttrValue::Kind::kList) {
        std::vector<int64_t> dims;
        for (const auto& d : v.AsList()) {
          if (d.kind() != AttrValue::Kind::kInt) {
            ThrowUserError(span, absl::StrCat(info.name, ": shape must be a list of integers"));
          }
          dims.push_back(d.AsInt());
        }
        args.push_back(MakeIndexTuple(dims, span));
      } else if (v.kind() == AttrValue::Kind::kExpr) {
        args.push_back(v.AsExpr());
      } else {
        ThrowUserError(span, absl::StrCat(info.name, ": shape must be a list of integers"));
      }
      kwargs.erase(it);
      break;
    }
  }
  // gather_compare's cmp_mode may be spelled by name; the IR keeps its index.
  if (info.name == "tile.gather_compare" || info.name == "tensor.gather_compare") {
    static constexpr const char* kModes[] = {"eq", "ne", "lt", "le", "gt", "ge"};
    for (auto& [k, v] : kwargs) {
      if (k != "cmp_mode" || v.kind() != AttrValue::Kind::kString) continue;
      auto it = std::find(std::begin(kModes), std::end(kModes), v.AsString());
      if (it == std::end(kModes)) {
        ThrowUserError(span, absl::StrCat(info.name, ": invalid cmp_mode '", v.AsString(),
                                          "', expected one of eq, ne, lt, le, gt, ge or 0-5"));
      }
      v = AttrValue::Int(it - std::begin(kModes));
    }
  }
  // `tile.load(t, offsets, shapes)`: the valid shape defaults to the window.
  if (info.name == "tile.load" && args.size() == 3) args.push_back(args[2]);
  // Cast rounding mode: the IR keeps the printed string name.
  for (auto& [k, v] : kwargs) {
    if (k == "mode" && (info.name == "tile.cast" || info.name == "tensor.cast")) {
      if (v.kind() == AttrValue::Kind::kInt) {
        const int64_t m = v.AsInt();
        if (m < 0 || m > 6) {
          ThrowUserError(
              span, absl::StrCat("Invalid rounding mode ", m, ". Expected int in range [0, 6]."));
        }
        v = AttrValue::String(kCastModes[m]);
      } else if (v.kind() == AttrValue::Kind::kString) {
        const auto& s = v.AsString();
        if (std::find(std::begin(kCastModes), std::end(kCastModes), s) == std::end(kCastModes)) {
          ThrowUserError(span, absl::StrCat("Invalid rounding mode '", s,
                                            "'. Expected one of ['none', 'rint', 'round', "
                                            "'floor', 'ceil', 'trunc', 'odd']."));
        }
      } else {
        ThrowUserError(span, absl::StrCat(info.name, ": keyword argument 'mode' must be a string"));
      }
    }
  }
}

// The memory space the registry assigns to a tile result that has none.
std::optional<MemorySpace> ResolveOutputMemory(const OpInfo& info, const std::vector<ExprPtr>& args,
                                               const Attrs& kwargs) {
  std::optional<MemorySpace> space;
  switch (info.output_memory) {
    case OutputMemoryRule::kNone:
      return std::nullopt;
    case OutputMemoryRule::kFixed:
      space = info.fixed_output_memory;
      break;
    case OutputMemoryRule::kFromKwarg:
      if (const AttrValue* v = kwargs.Find("target_memory"); v && !v->IsNone()) {
        space = v->AsEnum<MemorySpace>();
      } else {
        space = info.fixed_output_memory;
      }
      break;
    case OutputMemoryRule::kInheritInput:
      break;
  }
  if (space) return space;
  for (const auto& arg : args) {
    if (auto tile = TileTypeOf(arg); tile && tile->memory_space()) return tile->memory_space();
  }
  return std::nullopt;
}

TypePtr ApplyOutputMemory(const OpInfo& info, const std::vector<ExprPtr>& args, const Attrs& kwargs,
                          TypePtr type) {
  if (info.output_memory == OutputMemoryRule::kNone) return type;
  auto patch = [&](const TypePtr& t) -> TypePtr {
    auto tile = As<TileType>(t);
    if (!tile || tile->memory_space()) return t;
    auto space = ResolveOutputMemory(info, args, kwargs);
    if (!space) return t;
    return std::make_shared<TileType>(tile->shape(), tile->dtype(), space, tile->view(),
                                      tile->memref(), tile->span());
  };
  if (auto tuple = As<TupleType>(type)) {
    std::vector<TypePtr> elems;
    for (const auto& e : tuple->types()) elems.push_back(patch(e));
    return std::make_shared<TupleType>(std::move(elems), tuple->span());
  }
  return patch(type);
}

// The reference's wording for a call with the wrong number of arguments:
// "The operator tile.store requires 3 or 4 arguments (tile, offsets,
// output_tensor[, shapes]), but got 5"; a fixed count reads "requires exactly
// N arguments".
std::string ArityMessage(const OpInfo& info, int given) {
  std::string count;
  if (info.min_args == info.max_args) {
    count = absl::StrCat("exactly ", info.min_args);
  } else if (info.max_args < 0) {
    count = absl::StrCat("at least ", info.min_args);
  } else if (info.max_args == info.min_args + 1) {
    count = absl::StrCat(info.min_args, " or ", info.max_args);
  } else {
    count = absl::StrCat(info.min_args, "-", info.max_args);
  }
  const bool one = info.min_args == 1 && info.max_args == 1;
  std::string names;
  const int named = std::min<int>(static_cast<int>(info.arg_names.size()),
                                  info.max_args < 0 ? info.min_args : info.max_args);
  // Names only where some are optional: a fixed count speaks for itself.
  if (info.min_args != info.max_args && named > 0) {
    names = " (";
    for (int i = 0; i < named; ++i) {
      if (i >= info.min_args) absl::StrAppend(&names, "[");
      absl::StrAppend(&names, i == 0 ? "" : ", ", info.arg_names[i]);
    }
    absl::StrAppend(&names, std::string(std::max(0, named - info.min_args), ']'), ")");
  }
  return absl::StrCat("The operator ", info.name, " requires ", count, " argument", one ? "" : "s",
                      names, ", but got ", given);
}

// `kwargs_in` is consumed: its entries are moved into `kwargs_out`.
TypePtr DeduceChecked(const OpInfo& info, std::vector<ExprPtr>& args, Attrs& kwargs_out,
                      Attrs kwargs_in, const Span& span) {
  std::vector<Attrs::Entry> given = std::move(kwargs_in).TakeEntries();
  NormalizeSpellings(info, args, given, span);

  const int n = static_cast<int>(args.size());
  if (n < info.min_args || (info.max_args >= 0 && n > info.max_args)) {
    ThrowUserError(span, ArityMessage(info, n));
  }
  for (int i = 0; i < n; ++i) {
    if (!args[i]) ThrowUserError(span, absl::StrCat(info.name, ": argument ", i + 1, " is null"));
  }

  for (size_t i = 0; i < given.size(); ++i) {
    const std::string& key = given[i].first;
    if (std::find(info.kwarg_names.begin(), info.kwarg_names.end(), key) ==
        info.kwarg_names.end()) {
      ThrowUserError(span, absl::StrCat(info.name, ": unknown keyword argument '", key, "'"));
    }
    for (size_t j = 0; j < i; ++j) {
      if (given[j].first == key) {
        ThrowUserError(span, absl::StrCat(info.name, ": keyword argument '", key, "' given twice"));
      }
    }
  }
  // Keywords in `kwarg_names` order, as given: the DSL's printed defaults are
  // the parser's to add (op_dispatch.cc); a call a pass builds carries the
  // keywords the pass gives, as the reference's op construction does. Usually
  // (the parser orders them) the given keywords are already in that order.
  size_t in_order = 0;
  for (const auto& name : info.kwarg_names) {
    if (in_order < given.size() && given[in_order].first == name) ++in_order;
  }
  if (in_order == given.size()) {
    kwargs_out = Attrs(std::move(given));
  } else {
    // Every given key is known and unique, so each entry moves at most once.
    std::vector<Attrs::Entry> ordered;
    ordered.reserve(given.size());
    for (const auto& name : info.kwarg_names) {
      for (auto& entry : given) {
        if (entry.first == name) {
          ordered.push_back(std::move(entry));
          break;
        }
      }
    }
    kwargs_out = Attrs(std::move(ordered));
  }

  // An omitted keyword means its default to the deducer, though the call
  // does not store it.
  // (The given keywords are copied once, when the first default is missing.)
  const Attrs* deduce_kwargs = &kwargs_out;
  std::vector<Attrs::Entry> defaulted;
  for (const auto& [name, value] : info.printed_defaults) {
    if (kwargs_out.Has(name)) continue;
    if (defaulted.empty()) {
      const std::vector<Attrs::Entry>& given_entries = kwargs_out.entries();
      defaulted.reserve(given_entries.size() + info.printed_defaults.entries().size());
      defaulted.assign(given_entries.begin(), given_entries.end());
    }
    defaulted.emplace_back(name, value);
  }
  Attrs with_defaults;
  if (!defaulted.empty()) {
    with_defaults = Attrs(std::move(defaulted));
    deduce_kwargs = &with_defaults;
  }
  PTOC_CHECK(info.deduce, absl::StrCat("operator without deducer: ", info.name));
  TypePtr type = info.deduce(args, *deduce_kwargs, span);
  PTOC_CHECK(type, absl::StrCat("deducer returned null for ", info.name));
  return ApplyOutputMemory(info, args, *deduce_kwargs, std::move(type));
}

}  // namespace

CallPtr MakeOpCallOrThrow(absl::string_view name, std::vector<ExprPtr> args, Attrs kwargs,
                          Span span) {
  const OpInfo* info = OpRegistry::Global().Find(name);
  if (!info) ThrowUserError(span, absl::StrCat("unknown operator '", name, "'"));
  return MakeOpCallOrThrow(*info, std::move(args), std::move(kwargs), span);
}

CallPtr MakeOpCallOrThrow(const OpInfo& info, std::vector<ExprPtr> args, Attrs kwargs, Span span) {
  Attrs canonical;
  TypePtr type = DeduceChecked(info, args, canonical, std::move(kwargs), span);
  return std::make_shared<Call>(info.handle, std::move(args), std::move(canonical), Attrs(),
                                std::move(type), span);
}

absl::StatusOr<CallPtr> MakeOpCall(absl::string_view name, std::vector<ExprPtr> args, Attrs kwargs,
                                   Span span) {
  try {
    return MakeOpCallOrThrow(name, std::move(args), std::move(kwargs), span);
  } catch (const CompileError& e) {
    return e.status();
  }
}

CallPtr RebuildOpCall(const CallPtr& call, std::vector<ExprPtr> args, Attrs kwargs) {
  PTOC_CHECK(call && !call->IsFunctionCall(), "RebuildOpCall needs an operator call");
  const OpInfo* info = OpRegistry::Global().Find(call->callee_name());
  if (!info) {
    ThrowUserError(call->span(), absl::StrCat("unknown operator '", call->callee_name(), "'"));
  }
  Attrs canonical;
  TypePtr type = DeduceChecked(*info, args, canonical, std::move(kwargs), call->span());
  return std::make_shared<Call>(call->op(), std::move(args), std::move(canonical), call->attrs(),
                                std::move(type), call->span());
}

}  // namespace ptoc::ir
