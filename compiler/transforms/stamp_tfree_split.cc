// StampTfreeSplit: a cross-core tfree releases the slot of the tile a tpop
// returned, but the pipe's split mode and id are written only on the tpop.
// The pass copies them onto each tfree so later stages read them from the
// tfree itself, and checks on the way that the tfree frees a tile popped in
// the matching direction (tfree_to_aic <- tpop_from_aic, tfree_to_aiv <-
// tpop_from_aiv) and that an explicit tfree id agrees with the tpop's.
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compiler/base/status.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/op_registry.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {
namespace {

using namespace ::ptoc::ir;  // NOLINT(google-build-using-namespace)

bool IsTpop(const CallPtr& call) {
  return call && (call->callee_name() == "tile.tpop_from_aic" ||
                  call->callee_name() == "tile.tpop_from_aiv");
}

bool IsTfree(const CallPtr& call) {
  return call && (call->callee_name() == "system.tfree_to_aic" ||
                  call->callee_name() == "system.tfree_to_aiv");
}

bool MayHaveTfree(const FunctionPtr& func) {
  return MayCall(func, "system.tfree_to_aic") || MayCall(func, "system.tfree_to_aiv");
}

// An integer kwarg of a pipe op (split / id), `fallback` when absent.
int64_t IntKwarg(const CallPtr& call, const char* key, int64_t fallback) {
  const AttrValue* v = call->kwargs().Find(key);
  if (!v) return fallback;
  if (v->kind() == AttrValue::Kind::kInt) return v->AsInt();
  if (v->kind() == AttrValue::Kind::kBool) return v->AsBool() ? 1 : 0;
  if (auto mode = v->AsEnum<SplitMode>()) return static_cast<int64_t>(*mode);
  return fallback;
}

// The pipe a tpop read from, recorded at its assignment.
struct PoppedFrom {
  std::string op;
  int64_t split = 0;
  std::optional<int64_t> id;
};

// Walks a function body in program order: tpop assignments are recorded
// before the tfrees that follow them are stamped.
class TfreeStamper : public IRMutator {
 public:
  StmtPtr MutateAssign(const AssignStmtPtr& stmt) override {
    StmtPtr out = IRMutator::MutateAssign(stmt);
    auto assign = As<AssignStmt>(out);
    auto call = assign ? As<Call>(assign->value()) : nullptr;
    if (IsTpop(call)) {
      PoppedFrom info;
      info.op = call->callee_name();
      info.split = IntKwarg(call, "split", 0);
      if (call->kwargs().Has("id")) info.id = IntKwarg(call, "id", 0);
      popped_[assign->var().get()] = info;
    }
    return out;
  }

  StmtPtr MutateEval(const EvalStmtPtr& stmt) override {
    StmtPtr out = IRMutator::MutateEval(stmt);
    auto eval = As<EvalStmt>(out);
    auto call = eval ? As<Call>(eval->expr()) : nullptr;
    if (!IsTfree(call) || call->args().empty()) return out;
    auto tile = As<Var>(call->args()[0]);
    if (!tile) return out;
    const std::string& tfree = call->callee_name();
    const std::string expected =
        tfree == "system.tfree_to_aic" ? "tile.tpop_from_aic" : "tile.tpop_from_aiv";
    auto it = popped_.find(tile.get());
    if (it == popped_.end()) {
      ThrowUserError(call->span(), absl::StrCat(tfree, " requires its tile argument '",
                                                tile->name_hint(), "' to come from a matching ",
                                                expected, ", but no originating tpop was found"));
    }
    const PoppedFrom& info = it->second;
    if (info.op != expected) {
      ThrowUserError(call->span(), absl::StrCat(tfree, " requires its tile argument to come from ",
                                                expected, ", got ", info.op));
    }
    std::optional<int64_t> id = info.id;
    if (call->kwargs().Has("id")) {
      const int64_t own = IntKwarg(call, "id", 0);
      if (own != info.id.value_or(0)) {
        ThrowUserError(call->span(),
                       absl::StrCat(tfree, " pipe id ", own, " does not match originating ",
                                    info.op, " pipe id ", info.id.value_or(0)));
      }
      id = own;
    }
    std::vector<Attrs::Entry> kwargs = {{"split", AttrValue::Int(info.split)}};
    if (id) kwargs.emplace_back("id", AttrValue::Int(*id));
    auto stamped = MakeOpCallOrThrow(tfree, call->args(), Attrs(std::move(kwargs)), call->span());
    return KeepLeadingComments(stmt, std::make_shared<EvalStmt>(stamped, eval->span()));
  }

 private:
  std::unordered_map<const Var*, PoppedFrom> popped_;
};

}  // namespace

ir::ProgramPtr StampTfreeSplit(const ir::ProgramPtr& program) {
  std::vector<FunctionPtr> funcs = program->functions();
  bool changed = false;
  for (auto& func : funcs) {
    if (!func->body() || !MayHaveTfree(func)) continue;
    TfreeStamper stamper;
    StmtPtr body = stamper.MutateStmt(func->body());
    if (body == func->body()) continue;
    func = func->WithBody(body);
    changed = true;
  }
  return changed ? program->WithFunctions(std::move(funcs)) : program;
}

}  // namespace ptoc::transforms
