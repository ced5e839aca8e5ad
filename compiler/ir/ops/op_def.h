// Registration shorthand used by the op family files (tensor_ops.cc,
// tile_ops.cc, system_ops.cc): a fluent builder over OpInfo whose deducers
// receive an ArgReader bound to the op's name and argument names.
#ifndef PTOC_COMPILER_IR_OPS_OP_DEF_H_
#define PTOC_COMPILER_IR_OPS_OP_DEF_H_

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "compiler/ir/op_registry.h"
#include "compiler/ir/ops/deduce_util.h"

namespace ptoc::ir {

using OpDeducer = std::function<TypePtr(const ArgReader& args, const Attrs& kwargs)>;

class OpDef {
 public:
  // `num_optional` trailing entries of `arg_names` may be omitted.
  OpDef(std::string name, std::vector<std::string> arg_names, int num_optional = 0) {
    info_.name = std::move(name);
    info_.category = info_.name.substr(0, info_.name.find('.'));
    info_.arg_names = std::move(arg_names);
    info_.max_args = static_cast<int>(info_.arg_names.size());
    info_.min_args = info_.max_args - num_optional;
  }
  OpDef& Kwargs(std::vector<std::string> names) {
    info_.kwarg_names = std::move(names);
    return *this;
  }
  // A default the reference materialises on every call (printed).
  OpDef& PrintedDefault(const std::string& key, AttrValue value) {
    info_.printed_defaults = info_.printed_defaults.With(key, std::move(value));
    return *this;
  }
  OpDef& Deduce(OpDeducer fn) {
    auto name = info_.name;
    auto arg_names = info_.arg_names;
    info_.deduce = [name, arg_names, fn = std::move(fn)](const std::vector<ExprPtr>& args,
                                                         const Attrs& kwargs, const Span& span) {
      ArgReader reader(name, arg_names, args, span);
      return fn(reader, kwargs);
    };
    return *this;
  }
  OpDef& OutFixed(MemorySpace space) {
    info_.output_memory = OutputMemoryRule::kFixed;
    info_.fixed_output_memory = space;
    return *this;
  }
  // Space from `target_memory`; `fallback` when the kwarg is absent (nullopt =
  // left for InferTileMemorySpace).
  OpDef& OutFromKwarg(std::optional<MemorySpace> fallback = std::nullopt) {
    info_.output_memory = OutputMemoryRule::kFromKwarg;
    info_.fixed_output_memory = fallback;
    return *this;
  }
  OpDef& OutInherit() {
    info_.output_memory = OutputMemoryRule::kInheritInput;
    return *this;
  }
  OpDef& In(int index, std::vector<MemorySpace> spaces) {
    info_.input_memory[index] = std::move(spaces);
    return *this;
  }
  OpDef& Reuses(int index) {
    info_.output_reuses_input = index;
    return *this;
  }
  OpDef& NotInplaceSafe() {
    info_.not_inplace_safe = true;
    return *this;
  }
  OpDef& ForbidAlias(int index) {
    info_.forbid_output_alias.push_back(index);
    return *this;
  }
  OpDef& View() {
    info_.is_view = true;
    return *this;
  }
  OpDef& Effect(int index, ArgEffect effect) {
    info_.arg_effects[index] = effect;
    return *this;
  }
  OpDef& Affinity(CoreAffinity affinity) {
    info_.affinity = affinity;
    return *this;
  }
  void Register() { OpRegistry::Global().Register(std::move(info_)); }

 private:
  OpInfo info_;
};

}  // namespace ptoc::ir

#endif  // PTOC_COMPILER_IR_OPS_OP_DEF_H_
