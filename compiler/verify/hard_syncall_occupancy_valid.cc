// HardSyncallOccupancyValid verifier. The hard form of `system.syncall` is a
// hardware barrier over every physical core of its core type, so the SPMD
// launch that runs it must put one block on each of those cores, all of them
// resident at once (`sync_start`); otherwise the barrier never completes on
// the device. Checked once kernels have their final types (after
// ExpandMixedKernel), per launch site whose width is known:
//   - a Spmd function, or a Group with a `core_num` attribute (`pl.spmd`);
//   - a submit with a core count (`pl.spmd_submit(..., core_num=N)`).
// A width is a constant (compared with the chip's core count) or one of the
// launch-shape queries `pl.system.available_cluster_count()` /
// `available_aiv_count()` (directly or through the variable it defines),
// which fill their own core type; any other width is not checked.
// The launched kernel decides what full means: a standalone AIV kernel needs
// every AIV core (and an `aiv_only` barrier), an AIC kernel every AIC core (and
// an `aic_only` barrier), a mixed kernel (Group) every core group, i.e. every
// AIC core. The rules and messages are the reference's.
#include <algorithm>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compiler/backend/soc.h"
#include "compiler/ir/visitor.h"
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "HardSyncallOccupancy";

// Calls and submits of one body, in walk order.
class CallSubmitCollector : public ir::IRVisitor {
 public:
  std::vector<ir::CallPtr> calls;
  std::vector<ir::SubmitPtr> submits;

  void VisitCall(const ir::CallPtr& call) override {
    if (call->op() != nullptr) calls.push_back(call);
    IRVisitor::VisitCall(call);
  }
  void VisitSubmit(const ir::SubmitPtr& submit) override {
    if (submit->op() != nullptr) submits.push_back(submit);
    IRVisitor::VisitSubmit(submit);
  }
};

// The distinct program functions `fn` calls or submits directly.
std::vector<ir::FunctionPtr> DirectCallees(const ir::FunctionPtr& fn,
                                           const ir::ProgramPtr& program) {
  CallSubmitCollector collector;
  if (fn->body()) collector.VisitStmt(fn->body());
  std::vector<ir::FunctionPtr> out;
  std::unordered_set<const ir::Function*> seen;
  auto add = [&](const std::string& name) {
    ir::FunctionPtr callee = program->GetFunction(name);
    if (callee && seen.insert(callee.get()).second) out.push_back(callee);
  };
  for (const auto& call : collector.calls) add(call->callee_name());
  for (const auto& submit : collector.submits) add(submit->op()->name());
  return out;
}

struct HardSyncall {
  std::string core_type;
  Span span;
};

std::string StringAttr(const ir::Attrs& attrs, const char* key, const char* fallback) {
  const ir::AttrValue* v = attrs.Find(key);
  return v != nullptr && v->kind() == ir::AttrValue::Kind::kString ? v->AsString() : fallback;
}

std::vector<HardSyncall> CollectHardSyncalls(const ir::FunctionPtr& fn) {
  CallSubmitCollector collector;
  if (fn->body()) collector.VisitStmt(fn->body());
  std::vector<HardSyncall> out;
  for (const auto& call : collector.calls) {
    if (call->callee_name() != "system.syncall") continue;
    if (StringAttr(call->kwargs(), "mode", "hard") == "soft") continue;
    out.push_back({StringAttr(call->kwargs(), "core_type", "mix"), call->span()});
  }
  return out;
}

enum class WidthKind { kConst, kClusterCount, kAivCount, kUnknown };

struct LaunchWidth {
  WidthKind kind = WidthKind::kUnknown;
  int64_t value = 0;  // the block count of a constant width
};

WidthKind QueryKindOf(const ir::ExprPtr& expr) {
  auto call = ir::As<ir::Call>(expr);
  if (!call) return WidthKind::kUnknown;
  if (call->callee_name() == "system.available_cluster_count") return WidthKind::kClusterCount;
  if (call->callee_name() == "system.available_aiv_count") return WidthKind::kAivCount;
  return WidthKind::kUnknown;
}

std::string QueryName(WidthKind kind) {
  return kind == WidthKind::kAivCount ? "pl.system.available_aiv_count()"
                                      : "pl.system.available_cluster_count()";
}

// Variables bound to a launch-shape query anywhere in the program: a launch
// width usually reaches its launch site through one defined by the caller.
class QueryDefCollector : public ir::IRVisitor {
 public:
  std::unordered_map<const ir::Var*, WidthKind> var_to_query;
  void VisitAssign(const ir::AssignStmtPtr& stmt) override {
    WidthKind kind = QueryKindOf(stmt->value());
    if (kind != WidthKind::kUnknown && stmt->var()) var_to_query.emplace(stmt->var().get(), kind);
    IRVisitor::VisitAssign(stmt);
  }
};

std::string OccupancyMessage(const std::string& detail, int64_t launched,
                             const std::string& requirement) {
  return absl::StrCat("hard pl.system.syncall", detail, " requires the SPMD launch to ",
                      requirement, ", but the launch has ", launched,
                      " blocks. Use mode=\"soft\" (GM-polling) for partial occupancy.");
}

std::string SyncStartMessage(const std::string& detail) {
  return absl::StrCat(
      "hard pl.system.syncall", detail,
      " requires the SPMD launch to set sync_start=True so all blocks are co-resident at the "
      "FFTS barrier; without it the runtime may dispatch blocks in waves and the barrier "
      "deadlocks on device (507018). Add sync_start=True to the launch, or use mode=\"soft\" "
      "(GM-polling).");
}

std::string WrongQueryMessage(const std::string& detail, WidthKind used, WidthKind expected,
                              const std::string& requirement) {
  return absl::StrCat("hard pl.system.syncall", detail, " requires the SPMD launch to ",
                      requirement, ", but the launch sizes itself on ", QueryName(used), ". Use ",
                      QueryName(expected),
                      " instead, or mode=\"soft\" (GM-polling) for partial occupancy.");
}

std::string UnsatisfiableMessage(const std::string& core_type, const std::string& launch_kind,
                                 const std::string& missing_cores) {
  return absl::StrCat("hard pl.system.syncall(core_type=\"", core_type,
                      "\") can never complete in a ", launch_kind, " launch: it waits for all ",
                      missing_cores,
                      " cores, but a single-core-type SPMD launch provides none of them. Use a "
                      "barrier core_type that matches the launch, or launch this barrier from a "
                      "mixed (cube+vector) kernel.");
}

// Full occupancy first, then co-residency: the first unmet requirement.
std::optional<std::string> OccupancyGate(const LaunchWidth& width, WidthKind matching_query,
                                         int64_t required, bool sync_start,
                                         const std::string& detail,
                                         const std::string& requirement) {
  if (width.kind == WidthKind::kConst) {
    if (width.value != required) return OccupancyMessage(detail, width.value, requirement);
  } else if (width.kind != matching_query) {
    return WrongQueryMessage(detail, width.kind, matching_query, requirement);
  }
  if (!sync_start) return SyncStartMessage(detail);
  return std::nullopt;
}

class OccupancyChecker {
 public:
  OccupancyChecker(const ir::ProgramPtr& program, std::vector<Diagnostic>* out)
      : program_(program), out_(out), soc_(backend::CurrentSoc()) {
    for (const auto& fn : program->functions()) {
      if (fn != nullptr && fn->body()) queries_.VisitStmt(fn->body());
    }
  }

  void Run() {
    for (const auto& fn : program_->functions()) {
      if (fn == nullptr) continue;
      const ir::AttrValue* core_num = fn->attrs().Find("core_num");
      const bool launch_fn = fn->func_type() == ir::FunctionType::kSpmd ||
                             (fn->func_type() == ir::FunctionType::kGroup && core_num != nullptr);
      if (launch_fn && core_num != nullptr) {
        const ir::AttrValue* sync = fn->attrs().Find("sync_start");
        CheckLaunchSite(
            Classify(*core_num),
            sync != nullptr && sync->kind() == ir::AttrValue::Kind::kBool && sync->AsBool(),
            DirectCallees(fn, program_));
      }
      if (!fn->body()) continue;
      CallSubmitCollector collector;
      collector.VisitStmt(fn->body());
      for (const auto& submit : collector.submits) {
        if (submit->core_num() == nullptr) continue;
        ir::FunctionPtr callee = program_->GetFunction(submit->op()->name());
        if (!callee) continue;
        CheckLaunchSite(Classify(submit->core_num()), submit->sync_start(), {callee});
      }
    }
  }

 private:
  LaunchWidth Classify(const ir::AttrValue& core_num) const {
    if (core_num.kind() == ir::AttrValue::Kind::kInt) return {WidthKind::kConst, core_num.AsInt()};
    if (core_num.kind() == ir::AttrValue::Kind::kExpr) return Classify(core_num.AsExpr());
    return {};
  }
  LaunchWidth Classify(const ir::ExprPtr& core_num) const {
    if (auto c = ir::As<ir::ConstInt>(core_num)) return {WidthKind::kConst, c->value()};
    if (WidthKind kind = QueryKindOf(core_num); kind != WidthKind::kUnknown) return {kind, 0};
    if (auto var = ir::As<ir::Var>(core_num)) {
      auto it = queries_.var_to_query.find(var.get());
      if (it != queries_.var_to_query.end()) return {it->second, 0};
    }
    return {};
  }

  void CheckLaunchSite(const LaunchWidth& width, bool sync_start,
                       const std::vector<ir::FunctionPtr>& callees) {
    if (width.kind == WidthKind::kUnknown) return;
    for (const auto& callee : callees) CheckLaunchedKernel(callee, width, sync_start);
  }

  void CheckLaunchedKernel(const ir::FunctionPtr& kernel, const LaunchWidth& width,
                           bool sync_start) {
    const int vector = soc_.vector_cores();
    const int cube = soc_.cube_cores();
    // A dual-dispatched AIV kernel is a lane of a mixed kernel, reached
    // through its Group.
    if (kernel->func_type() == ir::FunctionType::kAIV &&
        !kernel->attrs().Has("dual_aiv_dispatch")) {
      for (const auto& hs : CollectHardSyncalls(kernel)) {
        if (hs.core_type != "aiv_only") {
          Error(UnsatisfiableMessage(hs.core_type, "vector-only (AIV)", "CUBE"), hs.span);
        } else if (auto msg = OccupancyGate(
                       width, WidthKind::kAivCount, vector, sync_start, "(core_type=\"aiv_only\")",
                       absl::StrCat("fill all ", vector,
                                    " AIV cores (one block per physical core)"))) {
          Error(*msg, hs.span);
        }
      }
      return;
    }
    if (kernel->func_type() == ir::FunctionType::kAIC) {
      for (const auto& hs : CollectHardSyncalls(kernel)) {
        if (hs.core_type != "aic_only") {
          Error(UnsatisfiableMessage(hs.core_type, "cube-only (AIC)", "VECTOR"), hs.span);
        } else if (auto msg =
                       OccupancyGate(width, WidthKind::kClusterCount, cube, sync_start,
                                     "(core_type=\"aic_only\")",
                                     absl::StrCat("fill all ", cube,
                                                  " AIC cores (one block per physical core)"))) {
          Error(*msg, hs.span);
        }
      }
      return;
    }
    if (kernel->func_type() == ir::FunctionType::kGroup) {
      // One block per core group (one AIC each), whatever the barrier's core
      // type; a barrier in both lanes is reported once, at the first lane's.
      auto msg = OccupancyGate(
          width, WidthKind::kClusterCount, cube, sync_start,
          absl::StrCat(" in mixed kernel '", kernel->name(), "'"),
          absl::StrCat("fill all ", cube, " core-groups (one block per core-group, i.e. all ", cube,
                       " AIC cores)"));
      if (!msg) return;
      for (const auto& lane : DirectCallees(kernel, program_)) {
        if (lane->func_type() != ir::FunctionType::kAIC &&
            lane->func_type() != ir::FunctionType::kAIV) {
          continue;
        }
        std::vector<HardSyncall> barriers = CollectHardSyncalls(lane);
        if (!barriers.empty()) {
          Error(*msg, barriers.front().span);
          return;
        }
      }
    }
  }

  void Error(const std::string& message, const Span& span) {
    out_->push_back(MakeError(kRule, 0, message, span));
  }

  const ir::ProgramPtr& program_;
  std::vector<Diagnostic>* out_;
  const backend::Soc& soc_;
  QueryDefCollector queries_;
};

std::vector<Diagnostic> VerifyHardSyncallOccupancy(const ir::ProgramPtr& program) {
  std::vector<Diagnostic> out;
  if (program == nullptr) return out;
  // Every finding is about a hard syncall in a launched kernel: a program
  // without any (known from the functions' cached summaries) needs no walk.
  const auto& functions = program->functions();
  if (std::none_of(functions.begin(), functions.end(), [](const ir::FunctionPtr& fn) {
        return fn != nullptr && ir::SummaryOf(*fn).HasCallee("system.syncall");
      })) {
    return out;
  }
  OccupancyChecker(program, &out).Run();
  return out;
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(hard_syncall_occupancy_valid,
                                MakePropertyVerifier("HardSyncallOccupancy",
                                                     pass::IRProperty::kHardSyncallOccupancyValid,
                                                     VerifyHardSyncallOccupancy));

}  // namespace ptoc::verify
