// LowerCompositeOps: replaces composite tile ops by sequences of primitive
// ops. `tile.sin` / `tile.cos` (FP32) become a Cody-Waite range reduction
// followed by an odd degree-9 polynomial, spelled with tile.muls/adds/add/
// sub/mul/cast only, in the reference's statement order and temp names
// (`<target>__<step>_tmp_v<N>`, N counting per function), so dumps match.
// InCore distributed collectives (pld.tensor.*) are not decomposed yet and
// are rejected; host-level ones are left for LowerHostTensorCollectives.
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compiler/base/status.h"
#include "compiler/ir/mutator.h"
#include "compiler/ir/op_registry.h"
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(google-build-using-namespace)

namespace {

constexpr char kPass[] = "LowerCompositeOps";

// Single-precision constants of the recipe (the CANN vector-unit sin/cos):
// 1/pi, pi split in five parts for Cody-Waite, pi/2 split in two (cos only)
// and the odd polynomial's coefficients. They are FP32 values on purpose:
// the kernels compute in FP32, and the printed literal is the widened float.
constexpr float kPiInv = 0.31830988732818603515625f;
constexpr float kPiV2 = 3.140625f;
constexpr float kPiC1 = 0.0009670257568359375f;
constexpr float kPiC2 = 6.2771141529083251953125e-7f;
constexpr float kPiC3 = 1.21644916362129151821e-10f;
constexpr float kPiC4 = -1.0290623200529979163e-13f;
constexpr float kPiHalfHead = 1.57079637050628662109375f;
constexpr float kPiHalfTail = -4.371139000189375e-8f;
constexpr float kR0 = 2.604926501e-6f;
constexpr float kR1 = -1.980894471e-4f;
constexpr float kR2 = 8.333049340e-3f;
constexpr float kR3 = -1.666665792e-1f;

bool IsTrig(const std::string& name) { return name == "tile.sin" || name == "tile.cos"; }

bool IsCollective(const std::string& name) { return name.rfind("pld.tensor.", 0) == 0; }

// Appends `<base>__<step>_tmp_v<N>` temporaries; the counter is shared by
// every rewrite in one function.
class TempEmitter {
 public:
  TempEmitter(const std::string& base, int* counter, const Span& span)
      : base_(BaseName(base)), counter_(counter), span_(span) {}

  ExprPtr Bind(const std::string& step, const ExprPtr& value) {
    auto var = std::make_shared<Var>(absl::StrCat(base_, "__", step, "_tmp_v", (*counter_)++),
                                     value->type(), span_);
    stmts_.push_back(std::make_shared<AssignStmt>(var, value, span_));
    return var;
  }

  ExprPtr Scalar(const std::string& op, const ExprPtr& x, float c) {
    DataType dtype = TileTypeOf(x)->dtype();
    return MakeOpCallOrThrow(op, {x, MakeConstFloat(static_cast<double>(c), dtype, span_)}, {},
                             span_);
  }
  ExprPtr Muls(const ExprPtr& x, float c) { return Scalar("tile.muls", x, c); }
  ExprPtr Adds(const ExprPtr& x, float c) { return Scalar("tile.adds", x, c); }
  ExprPtr Binary(const std::string& op, const ExprPtr& a, const ExprPtr& b) {
    return MakeOpCallOrThrow(op, {a, b}, {}, span_);
  }
  // The round mode is kept as the DSL spells it ('none', 'rint', ...).
  ExprPtr Cast(const ExprPtr& x, DataType to, const char* mode) {
    return MakeOpCallOrThrow(
        "tile.cast", {x},
        Attrs({{"target_type", AttrValue::DType(to)}, {"mode", AttrValue::String(mode)}}), span_);
  }

  std::vector<StmtPtr> TakeStmts() { return std::move(stmts_); }

 private:
  std::string base_;
  int* counter_;
  Span span_;
  std::vector<StmtPtr> stmts_;
};

// Emits the decomposition of sin(x) / cos(x) into `e` and returns the final
// (unbound) expression.
ExprPtr LowerSinCos(const ExprPtr& x, bool is_cos, TempEmitter& e) {
  // k = nearest integer to x/pi (cos: to x/pi + 1/2, i.e. shifted by pi/2).
  ExprPtr pi_inv_x = e.Bind("pi_inv_x", e.Muls(x, kPiInv));
  ExprPtr k_i;
  if (is_cos) {
    ExprPtr k_pre = e.Bind("k_pre", e.Adds(pi_inv_x, 0.5f));
    k_i = e.Bind("k_i", e.Cast(k_pre, DataType::kInt32, "rint"));
  } else {
    k_i = e.Bind("k_i", e.Cast(pi_inv_x, DataType::kInt32, "round"));
  }
  ExprPtr k_f = e.Bind("k_f", e.Cast(k_i, DataType::kFP32, "none"));

  // t = x - k*pi, subtracting the pi parts from the largest down so each
  // product is exact; cos adds pi/2 back in two halves.
  ExprPtr t = e.Bind("t0", e.Binary("tile.sub", x, e.Bind("k_pi_v2", e.Muls(k_f, kPiV2))));
  t = e.Bind("t1", e.Binary("tile.sub", t, e.Bind("k_pi_c1", e.Muls(k_f, kPiC1))));
  if (is_cos) t = e.Bind("t1h", e.Adds(t, kPiHalfHead));
  t = e.Bind("t2", e.Binary("tile.sub", t, e.Bind("k_pi_c2", e.Muls(k_f, kPiC2))));
  t = e.Bind("t3", e.Binary("tile.sub", t, e.Bind("k_pi_c3", e.Muls(k_f, kPiC3))));
  t = e.Bind("t4", e.Binary("tile.sub", t, e.Bind("k_pi_c4", e.Muls(k_f, kPiC4))));
  if (is_cos) t = e.Bind("t4t", e.Adds(t, kPiHalfTail));

  // (-1)^k without a branch: 4*floor(k/2) - 2*k + 1.
  ExprPtr half_k = e.Bind("half_k", e.Muls(k_f, 0.5f));
  ExprPtr floor_i = e.Bind("floor_hk_i", e.Cast(half_k, DataType::kInt32, "floor"));
  ExprPtr floor_f = e.Bind("floor_hk_f", e.Cast(floor_i, DataType::kFP32, "none"));
  ExprPtr floor_x4 = e.Bind("floor_x4", e.Muls(floor_f, 4.0f));
  ExprPtr neg2_k = e.Bind("neg2_k", e.Muls(k_f, -2.0f));
  ExprPtr sign_pre = e.Bind("sign_pre", e.Binary("tile.add", floor_x4, neg2_k));
  ExprPtr sign = e.Bind("sign", e.Adds(sign_pre, 1.0f));

  // sin(t)/t ~ 1 + t^2 (R3 + t^2 (R2 + t^2 (R1 + t^2 R0))), Horner form.
  ExprPtr t2 = e.Bind("t2sq", e.Binary("tile.mul", t, t));
  ExprPtr p = e.Bind("p_r0", e.Muls(t2, kR0));
  p = e.Bind("p_r1", e.Adds(p, kR1));
  p = e.Bind("p_t2_r1", e.Binary("tile.mul", p, t2));
  p = e.Bind("p_r2", e.Adds(p, kR2));
  p = e.Bind("p_t2_r2", e.Binary("tile.mul", p, t2));
  p = e.Bind("p_r3", e.Adds(p, kR3));
  p = e.Bind("p_t2_r3", e.Binary("tile.mul", p, t2));
  p = e.Bind("p_one", e.Adds(p, 1.0f));

  ExprPtr t_p = e.Bind("t_p", e.Binary("tile.mul", t, p));
  return e.Binary("tile.mul", sign, t_p);
}

class CompositeLowerer : public IRMutator {
 public:
  explicit CompositeLowerer(bool host_orchestration) : host_orchestration_(host_orchestration) {}

  StmtPtr MutateAssign(const AssignStmtPtr& stmt) override {
    CallPtr call = Composite(stmt->value());
    if (!call) return IRMutator::MutateAssign(stmt);
    TempEmitter e(stmt->var()->name_hint(), &counter_, call->span());
    ExprPtr result = Lower(call, e);
    std::vector<StmtPtr> stmts = e.TakeStmts();
    // The original target keeps its identity so later uses need no remap.
    stmts.push_back(std::make_shared<AssignStmt>(MutateVarDef(stmt->var()), result, stmt->span()));
    return MakeSeq(std::move(stmts), stmt->span());
  }

  StmtPtr MutateEval(const EvalStmtPtr& stmt) override {
    CallPtr call = Composite(stmt->expr());
    if (!call) return IRMutator::MutateEval(stmt);
    TempEmitter e("eval", &counter_, call->span());
    Lower(call, e);
    std::vector<StmtPtr> stmts = e.TakeStmts();
    if (stmts.empty()) return stmt;
    return MakeSeq(std::move(stmts), stmt->span());
  }

  // Non-SSA input may return a composite call directly (`return sin(x)`):
  // its result is bound to a fresh `ret<i>__result_tmp_v<N>` first.
  StmtPtr MutateReturn(const ReturnStmtPtr& stmt) override {
    std::vector<StmtPtr> prelude;
    std::vector<ExprPtr> values;
    bool changed = false;
    for (size_t i = 0; i < stmt->values().size(); ++i) {
      const ExprPtr& value = stmt->values()[i];
      if (CallPtr call = Composite(value)) {
        TempEmitter e(absl::StrCat("ret", i), &counter_, call->span());
        ExprPtr result = e.Bind("result", Lower(call, e));
        for (auto& s : e.TakeStmts()) prelude.push_back(std::move(s));
        values.push_back(result);
        changed = true;
      } else {
        ExprPtr v = MutateExpr(value);
        changed = changed || v != value;
        values.push_back(v);
      }
    }
    if (!changed) return stmt;
    prelude.push_back(std::make_shared<ReturnStmt>(std::move(values), stmt->span()));
    return MakeSeq(std::move(prelude), stmt->span());
  }

 private:
  CallPtr Composite(const ExprPtr& expr) const {
    CallPtr call = AsOpCall(expr);
    if (!call) return nullptr;
    if (IsTrig(call->callee_name())) return call;
    if (IsCollective(call->callee_name()) && !host_orchestration_) return call;
    return nullptr;
  }

  ExprPtr Lower(const CallPtr& call, TempEmitter& e) {
    const std::string& name = call->callee_name();
    if (!IsTrig(name)) ThrowUnsupported(call->span(), "InCore collective " + name, kPass);
    std::vector<ExprPtr> args;
    for (const auto& a : call->args()) args.push_back(MutateExpr(a));
    if (args.size() != 1) {
      ThrowInternal(absl::StrCat(name, " requires exactly 1 argument, got ", args.size()));
    }
    TileTypePtr tile = TileTypeOf(args[0]);
    if (!tile) {
      ThrowInternal(
          absl::StrCat(name, " requires a TileType argument, got ", TypeToString(args[0]->type())));
    }
    if (tile->dtype() != DataType::kFP32) {
      ThrowInternal(absl::StrCat(name, " is FP32-only, got dtype ", DataTypeName(tile->dtype())));
    }
    return LowerSinCos(args[0], name == "tile.cos", e);
  }

  bool host_orchestration_;
  int counter_ = 0;
};

}  // namespace

ir::FunctionPtr LowerCompositeOpsInFunction(const ir::FunctionPtr& func) {
  // Host orchestration collectives are lowered later
  // (SynthesizeAllReduceSignals + LowerHostTensorCollectives).
  bool host = func->level() == Level::kHost && (func->func_type() == FunctionType::kOrchestration ||
                                                func->role() == Role::kOrchestrator);
  return CompositeLowerer(host).MutateFunction(func);
}

ir::ProgramPtr LowerCompositeOps(const ir::ProgramPtr& program) {
  return MapFunctions(program, LowerCompositeOpsInFunction);
}

}  // namespace ptoc::transforms
