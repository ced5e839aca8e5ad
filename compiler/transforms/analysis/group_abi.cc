#include "compiler/transforms/analysis/group_abi.h"

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>

#include "compiler/base/status.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/visitor.h"
#include "compiler/transforms/analysis/stmt_clone.h"
#include "compiler/transforms/analysis/transform_utils.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(google-build-using-namespace)

namespace {

constexpr const char* kDualAivDispatch = "dual_aiv_dispatch";

// A call of a program function, written as a plain call or as a submit.
struct MemberCall {
  std::vector<ExprPtr> args;
  FunctionPtr callee;
  Span span;
};

// Calls and submits of program functions in walk order; `on_call` sees the
// callee's name and the call's arguments.
class FunctionCallWalker : public IRVisitor {
 public:
  using OnCall = std::function<void(const std::string&, const std::vector<ExprPtr>&, const Span&)>;
  explicit FunctionCallWalker(OnCall on_call) : on_call_(std::move(on_call)) {}
  void VisitCall(const CallPtr& call) override {
    if (call->IsFunctionCall()) on_call_(call->callee_name(), call->args(), call->span());
    IRVisitor::VisitCall(call);
  }
  void VisitSubmit(const SubmitPtr& submit) override {
    on_call_(submit->callee_name(), submit->args(), submit->span());
    IRVisitor::VisitSubmit(submit);
  }

 private:
  OnCall on_call_;
};

void ForEachFunctionCall(const StmtPtr& body, FunctionCallWalker::OnCall on_call) {
  if (!body) return;
  FunctionCallWalker walker(std::move(on_call));
  walker.VisitStmt(body);
}

// Whether `call` passes the Group's parameters, in order, to a member that
// takes exactly those.
bool IsCanonicalMemberCall(const MemberCall& call, const Function& group) {
  const auto& params = group.params();
  if (call.args.size() != params.size() || call.callee->params().size() != params.size()) {
    return false;
  }
  for (size_t i = 0; i < params.size(); ++i) {
    if (call.args[i] != params[i]) return false;
  }
  return true;
}

// An AIV member without a split that pushes, pops or frees tiles across cores
// only with `split=0` needs both vector lanes on targets that ask for it.
bool NeedsDualAivDispatch(const FunctionPtr& callee) {
  const Function& func = *callee;
  if (func.func_type() != FunctionType::kAIV) return false;
  if (const AttrValue* dual = func.attrs().Find(kDualAivDispatch);
      dual && dual->kind() == AttrValue::Kind::kBool && dual->AsBool()) {
    return false;
  }
  if (func.attrs().Find("external_source")) return false;
  if (auto mode = FunctionSplitMode(callee); mode && *mode != SplitMode::kNone) {
    return false;
  }
  bool transport = false;
  bool split_transport = false;
  ForEachCall(func.body(), [&](const CallPtr& call) {
    if (call->IsFunctionCall()) return;
    const std::string& op = call->callee_name();
    if (op != "tile.tpush_to_aic" && op != "tile.tpush_to_aiv" && op != "tile.tpop_from_aic" &&
        op != "tile.tpop_from_aiv" && op != "system.tfree_to_aic" && op != "system.tfree_to_aiv") {
      return;
    }
    transport = true;
    const AttrValue* split = call->kwargs().Find("split");
    if (split && split->kind() == AttrValue::Kind::kInt && split->AsInt() != 0) {
      split_transport = true;
    }
  });
  return transport && !split_transport;
}

// `import_peer_buffer(peer_func=...)` names follow renamed members.
class PeerFuncRenamer : public IRMutator {
 public:
  explicit PeerFuncRenamer(const std::unordered_map<std::string, std::string>& renames)
      : renames_(renames) {}

 protected:
  ExprPtr MutateCall(const CallPtr& call) override {
    auto visited = As<Call>(IRMutator::MutateCall(call));
    if (!visited || visited->IsFunctionCall() ||
        visited->callee_name() != "system.import_peer_buffer") {
      return visited;
    }
    const AttrValue* peer = visited->kwargs().Find("peer_func");
    if (!peer || peer->kind() != AttrValue::Kind::kString) return visited;
    auto it = renames_.find(peer->AsString());
    if (it == renames_.end() || it->second == peer->AsString()) return visited;
    return std::make_shared<Call>(
        visited->op(), visited->args(),
        visited->kwargs().With("peer_func", AttrValue::String(it->second)), visited->attrs(),
        visited->type(), visited->span());
  }

 private:
  const std::unordered_map<std::string, std::string>& renames_;
};

// A Group's argument expression moved onto the adapter's parameters. As the
// reference's mutator does, an iter_arg of the Group (a loop's, passed to a
// member called in the loop) whose init value or type names a Group
// parameter becomes a fresh iter_arg on the adapter's parameters, one per
// original: the member reads it unbound (`__FREE_VAR`), and InitMemRef gives
// it its init value's buffer.
class AdapterArgMover : public IRMutator {
 public:
  explicit AdapterArgMover(const std::unordered_map<const Var*, ExprPtr>& group_to_adapter)
      : group_to_adapter_(group_to_adapter) {}

 protected:
  ExprPtr MutateVar(const VarPtr& var) override {
    auto it = group_to_adapter_.find(var.get());
    return it != group_to_adapter_.end() ? it->second : var;
  }
  ExprPtr MutateIterArg(const IterArgPtr& var) override {
    if (VarPtr moved = LookupVarRemap(var.get())) return moved;
    ExprPtr init = MutateExpr(var->init_value());
    TypePtr type = MutateType(var->type());
    if (init == var->init_value() && type == var->type()) return var;
    auto moved =
        std::make_shared<IterArg>(var->name_hint(), std::move(type), std::move(init), var->span());
    SetVarRemap(var, moved);
    return moved;
  }

 private:
  const std::unordered_map<const Var*, ExprPtr>& group_to_adapter_;
};

// The member rebuilt on a fresh copy of the Group's parameters: its own
// parameters become the expressions the Group passed for them.
FunctionPtr BuildAbiAdapter(const Function& group, const MemberCall& member,
                            const std::string& name,
                            const std::unordered_map<std::string, std::string>& peer_renames) {
  const Function& callee = *member.callee;
  if (member.args.size() != callee.params().size()) {
    ThrowUserError(group.span(),
                   absl::StrCat("Group '", group.name(), "' calls member '", callee.name(),
                                "' with ", member.args.size(), " arguments, but its signature has ",
                                callee.params().size()));
  }
  std::vector<VarPtr> params;
  std::unordered_map<const Var*, ExprPtr> group_to_adapter;
  for (const auto& param : group.params()) {
    params.push_back(std::make_shared<Var>(param->name_hint(), param->type(), param->span()));
    group_to_adapter.emplace(param.get(), params.back());
  }
  CloneOptions options;
  AdapterArgMover mover(group_to_adapter);
  for (size_t i = 0; i < callee.params().size(); ++i) {
    // As the reference: a value computed inside the Group (e.g. the cube
    // member's result handed to the vector member) is not in the shared
    // payload; the rebuilt member reads the Group's variable, which is unbound
    // there (printed `__FREE_VAR`).
    options.substitutions.emplace(callee.params()[i].get(), mover.MutateExpr(member.args[i]));
  }
  options.fresh_name = [](const Var& var, DefSite) -> std::optional<std::string> {
    return var.name_hint();
  };
  StmtPtr body = CloneStmt(callee.body(), options);
  if (!peer_renames.empty()) body = PeerFuncRenamer(peer_renames).MutateStmt(body);
  Function::Fields fields = callee.fields();
  fields.name = name;
  fields.params = std::move(params);
  fields.param_directions = group.param_directions();
  fields.body = std::move(body);
  return std::make_shared<Function>(std::move(fields), callee.span());
}

FunctionPtr WithDualAivDispatch(const FunctionPtr& func) {
  Function::Fields fields = func->fields();
  fields.attrs =
      fields.attrs.Without(kDualAivDispatch).With(kDualAivDispatch, AttrValue::Bool(true));
  return func->WithFields(std::move(fields));
}

// Calls of the members inside the Group pass the Group's parameters to the
// (possibly renamed) members. Their old per-argument directions no longer
// apply (DeriveCallDirections derives them again); `pl.no_dep` markers move
// to the Group parameter they were given.
class MemberCallRewriter : public IRMutator {
 public:
  MemberCallRewriter(const std::unordered_map<std::string, std::string>& renames,
                     const std::vector<VarPtr>& canonical_args, const Span& group_span)
      : renames_(renames),
        canonical_(canonical_args.begin(), canonical_args.end()),
        group_span_(group_span) {
    for (size_t i = 0; i < canonical_args.size(); ++i) {
      index_.emplace(canonical_args[i].get(), static_cast<int64_t>(i));
    }
  }

 protected:
  ExprPtr MutateCall(const CallPtr& call) override {
    auto it = call->IsFunctionCall() ? renames_.find(call->callee_name()) : renames_.end();
    if (it == renames_.end()) return IRMutator::MutateCall(call);
    return std::make_shared<Call>(
        std::make_shared<GlobalVar>(it->second), canonical_, call->kwargs(),
        RemapAttrs(call->attrs(), call->args(), it->first), call->type(), call->span());
  }
  ExprPtr MutateSubmit(const SubmitPtr& submit) override {
    auto it = renames_.find(submit->callee_name());
    if (it == renames_.end()) return IRMutator::MutateSubmit(submit);
    return std::make_shared<Submit>(std::make_shared<GlobalVar>(it->second), canonical_,
                                    submit->deps(), submit->launch(), submit->kwargs(),
                                    RemapAttrs(submit->attrs(), submit->args(), it->first),
                                    submit->type(), submit->span());
  }

 private:
  Attrs RemapAttrs(const Attrs& attrs, const std::vector<ExprPtr>& old_args,
                   const std::string& member) const {
    Attrs result = attrs.Without("arg_directions");
    const AttrValue* overrides = attrs.Find("arg_direction_overrides");
    if (!overrides || overrides->kind() != AttrValue::Kind::kList) return result;
    std::vector<AttrValue> remapped;
    for (const AttrValue& index : overrides->AsList()) {
      const int64_t old_index = index.kind() == AttrValue::Kind::kInt ? index.AsInt() : -1;
      if (old_index < 0 || static_cast<size_t>(old_index) >= old_args.size()) {
        ThrowInternal(absl::StrCat("arg_direction_overrides index ", old_index,
                                   " is out of range for Group member call to '", member, "'"));
      }
      auto arg = As<Var>(old_args[static_cast<size_t>(old_index)]);
      auto canonical = arg ? index_.find(arg.get()) : index_.end();
      if (canonical == index_.end()) {
        ThrowUserError(group_span_, absl::StrCat("Cannot map pl.no_dep argument ", old_index,
                                                 " of Group member '", member,
                                                 "' to a canonical Group parameter"));
      }
      remapped.push_back(AttrValue::Int(canonical->second));
    }
    return result.Without("arg_direction_overrides")
        .With("arg_direction_overrides", AttrValue::List(std::move(remapped)));
  }

  const std::unordered_map<std::string, std::string>& renames_;
  std::vector<ExprPtr> canonical_;
  std::unordered_map<const Var*, int64_t> index_;
  Span group_span_;
};

std::string ReserveName(const std::string& base, std::unordered_set<std::string>* used) {
  if (used->insert(base).second) return base;
  for (size_t suffix = 1;; ++suffix) {
    std::string candidate = absl::StrCat(base, "_", suffix);
    if (used->insert(candidate).second) return candidate;
  }
}

}  // namespace

std::vector<FunctionPtr> NormalizeHandWrittenGroupAbis(std::vector<FunctionPtr> functions,
                                                       bool dual_aiv_dispatch_for_no_split) {
  std::unordered_map<std::string, FunctionPtr> by_name;
  bool any_group = false;
  for (const auto& func : functions) {
    by_name.emplace(func->name(), func);
    any_group = any_group || func->func_type() == FunctionType::kGroup;
  }
  if (!any_group) return functions;

  // Calls per function across the program, counted only once a Group needs
  // normalizing (the Groups ExpandMixedKernel builds itself do not).
  std::optional<std::unordered_map<std::string, size_t>> call_counts;
  auto calls_of = [&](const std::string& name) {
    if (!call_counts) {
      call_counts.emplace();
      for (const auto& func : functions) {
        ForEachFunctionCall(
            func->body(), [&](const std::string& callee, const std::vector<ExprPtr>&, const Span&) {
              ++(*call_counts)[callee];
            });
      }
    }
    auto it = call_counts->find(name);
    return it == call_counts->end() ? size_t{0} : it->second;
  };
  std::unordered_set<std::string> used_names;
  for (const auto& func : functions) used_names.insert(func->name());

  std::unordered_map<std::string, FunctionPtr> replacements;
  std::vector<FunctionPtr> adapters;
  for (const auto& group : functions) {
    if (group->func_type() != FunctionType::kGroup) continue;
    std::optional<MemberCall> aic, aiv;
    ForEachFunctionCall(group->body(), [&](const std::string& name,
                                           const std::vector<ExprPtr>& args, const Span& span) {
      auto it = by_name.find(name);
      if (it == by_name.end()) return;
      const FunctionType type = it->second->func_type();
      if (type == FunctionType::kAIC && !aic) aic = MemberCall{args, it->second, span};
      if (type == FunctionType::kAIV && !aiv) aiv = MemberCall{args, it->second, span};
    });
    // AIV-only Groups need no shared payload.
    if (!aic || !aiv) continue;
    const bool needs_abi =
        !IsCanonicalMemberCall(*aic, *group) || !IsCanonicalMemberCall(*aiv, *group);
    const bool needs_dual = dual_aiv_dispatch_for_no_split && NeedsDualAivDispatch(aiv->callee);
    if (!needs_abi && !needs_dual) continue;
    if (needs_abi && (aic->callee->attrs().Find("external_source") ||
                      aiv->callee->attrs().Find("external_source"))) {
      ThrowUserError(
          group->span(),
          absl::StrCat("Mixed Group '", group->name(),
                       "' has AIC/AIV members with different argument layouts. External or "
                       "runtime-bound members cannot be adapted; declare both members with the "
                       "same signature and forward the Group's full parameter list."));
    }
    const std::string& aic_callee = aic->callee->name();
    const std::string& aiv_callee = aiv->callee->name();
    const bool exclusive_pair = calls_of(aic_callee) == 1 && calls_of(aiv_callee) == 1;
    const std::string aic_name =
        exclusive_pair ? aic_callee : ReserveName(group->name() + "_aic_adapter", &used_names);
    const std::string aiv_name =
        exclusive_pair ? aiv_callee : ReserveName(group->name() + "_aiv_adapter", &used_names);
    const std::unordered_map<std::string, std::string> renames = {{aic_callee, aic_name},
                                                                  {aiv_callee, aiv_name}};
    FunctionPtr new_aic = BuildAbiAdapter(*group, *aic, aic_name, renames);
    FunctionPtr new_aiv = BuildAbiAdapter(*group, *aiv, aiv_name, renames);
    if (needs_dual) new_aiv = WithDualAivDispatch(new_aiv);
    if (exclusive_pair) {
      replacements[aic_name] = new_aic;
      replacements[aiv_name] = new_aiv;
    } else {
      adapters.push_back(new_aic);
      adapters.push_back(new_aiv);
    }
    MemberCallRewriter rewriter(renames, group->params(), group->span());
    replacements[group->name()] = group->WithBody(rewriter.MutateStmt(group->body()));
  }
  if (replacements.empty()) return functions;
  std::vector<FunctionPtr> result = std::move(adapters);
  for (const auto& func : functions) {
    auto it = replacements.find(func->name());
    result.push_back(it == replacements.end() ? func : it->second);
  }
  return result;
}

}  // namespace ptoc::transforms
