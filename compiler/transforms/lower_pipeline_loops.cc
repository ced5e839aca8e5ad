// LowerPipelineLoops: replicates the body of each pl.pipeline(stage=F > 1)
// loop F times per iteration of a loop stepping F times as far, so that the
// F stages' buffers can be in flight together:
//
//  - clone j substitutes the loop variable by `i + j * step` and its iter_args
//    by the previous clone's yields (the first clone reads the new loop's
//    iter_args); every clone gets fresh definitions;
//  - the tile-producing calls of clone j are tagged with the attr
//    pipeline_membership "<group>:<j>" (appended to a nested loop's tag), one
//    group per replicated region, so that MemoryReuse keeps the stages'
//    buffers apart. Cube accumulators (tile.matmul* results in Acc) are not
//    tagged — the cube serializes them — except in a loop that double-buffers
//    its accumulator (attr pipeline_double_buffer_c);
//  - static bounds: the remaining trip % F iterations follow as straight-line
//    clones binding the loop's results; dynamic bounds: `unroll_main_end` /
//    `unroll_rem` scalars and an if-cascade on the remainder (1 .. F-1);
//  - the lowered loop stays a pipeline loop with stage=1, the marker that
//    CanonicalizeIOOrder consumes. A loop that runs no iteration is demoted to
//    a sequential loop.
// Nested pipeline loops are lowered first. A stage=1 loop is left unchanged.
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "compiler/ir/arith/arith_simplifier.h"
#include "compiler/ir/mutator.h"
#include "compiler/transforms/analysis/stmt_clone.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(google-build-using-namespace)

namespace {

constexpr char kPassName[] = "LowerPipelineLoops";
constexpr char kStagesAttr[] = "pipeline_stages";
constexpr char kDoubleBufferCAttr[] = "pipeline_double_buffer_c";

ExprPtr Binary(BinaryOp op, const ExprPtr& a, const ExprPtr& b, const Span& span) {
  return arith::MakeBinary(op, a, b, span);
}

// base + offset, folded when base is a constant.
ExprPtr OffsetIndex(const ExprPtr& base, int64_t offset, const Span& span) {
  if (offset == 0) return base;
  if (auto c = As<ConstInt>(base)) return MakeIndex(c->value() + offset, span);
  return Binary(BinaryOp::kAdd, base, MakeIndex(offset, span), span);
}

// Appends this stage's "<group>:<stage>" to the tile-producing calls.
class MembershipTagger : public IRMutator {
 public:
  MembershipTagger(int group, int stage, bool tag_accumulators)
      : tag_(std::to_string(group) + ":" + std::to_string(stage)),
        tag_accumulators_(tag_accumulators) {}

  StmtPtr MutateAssign(const AssignStmtPtr& stmt) override {
    StmtPtr s = IRMutator::MutateAssign(stmt);
    auto assign = As<AssignStmt>(s);
    if (!assign) return s;
    auto tile = As<TileType>(assign->var()->type());
    auto call = As<Call>(assign->value());
    if (!tile || !call) return s;
    // The keying is on the producer: an Acc data movement is a real per-stage
    // buffer, a matmul result is not.
    const bool accumulator = call->callee_name().rfind("tile.matmul", 0) == 0 &&
                             tile->memory_space() == MemorySpace::kAcc;
    if (accumulator && !tag_accumulators_) return s;
    return WithMembershipTag(stmt, assign, call, tag_);
  }

 private:
  std::string tag_;
  bool tag_accumulators_;
};

std::vector<ExprPtr> AsExprs(const std::vector<VarPtr>& vars) {
  return std::vector<ExprPtr>(vars.begin(), vars.end());
}

std::vector<VarPtr> Renamed(const std::vector<VarPtr>& vars, const std::string& suffix) {
  std::vector<VarPtr> out;
  out.reserve(vars.size());
  for (const VarPtr& v : vars) {
    out.push_back(std::make_shared<Var>(v->name_hint() + suffix, v->type(), v->span()));
  }
  return out;
}

class Lowerer : public IRMutator {
 public:
  StmtPtr MutateFor(const ForStmtPtr& loop) override {
    const AttrValue* stages = loop->attrs().Find(kStagesAttr);
    if (loop->for_kind() != ForKind::kPipeline || !stages ||
        stages->kind() != AttrValue::Kind::kInt || stages->AsInt() <= 1) {
      return IRMutator::MutateFor(loop);
    }
    const int64_t factor = stages->AsInt();
    StmtPtr body = MutateStmt(loop->body());
    std::optional<int64_t> step = ConstIntValue(loop->step());
    if (!step) {
      ThrowUnsupported(loop->span(), "pipelined loop with a non-constant step", kPassName);
    }
    if (*step == 0) ThrowUnsupported(loop->span(), "pipelined loop with a zero step", kPassName);
    std::optional<int64_t> start = ConstIntValue(loop->start());
    std::optional<int64_t> stop = ConstIntValue(loop->stop());
    if (start && stop) return LowerStatic(loop, body, factor, *start, *stop, *step);
    if (*step < 0) {
      ThrowUnsupported(loop->span(), "pipelined loop with dynamic bounds and a negative step",
                       kPassName);
    }
    return LowerDynamic(loop, body, factor, *step);
  }

 private:
  struct Region {
    std::vector<StmtPtr> stmts;
    std::vector<ExprPtr> yields;  // of the last clone
  };

  // `count` clones of `body` at `base + j * step`, threading the carried
  // values from `inits`. One pipeline group.
  Region Replicate(const ForStmtPtr& loop, const StmtPtr& body, int64_t count, int64_t step,
                   const ExprPtr& base, const std::vector<ExprPtr>& inits) {
    const int group = next_group_++;
    const AttrValue* dbc = loop->attrs().Find(kDoubleBufferCAttr);
    const bool tag_acc = dbc && dbc->kind() == AttrValue::Kind::kBool && dbc->AsBool();
    Region r;
    std::vector<ExprPtr> carried = inits;
    for (int64_t j = 0; j < count; ++j) {
      CloneOptions opts;
      opts.substitutions[loop->loop_var().get()] = OffsetIndex(base, j * step, loop->span());
      for (size_t a = 0; a < loop->iter_args().size(); ++a) {
        opts.substitutions[loop->iter_args()[a].get()] = carried[a];
      }
      opts.fresh_name = [](const Var& v, DefSite) -> std::optional<std::string> {
        return v.name_hint();
      };
      auto [stmts, yields] = SplitTrailingYield(CloneStmt(body, opts));
      if (yields.size() != loop->iter_args().size()) {
        ThrowUnsupported(loop->span(), "pipelined loop body not ending in a yield of its iter_args",
                         kPassName);
      }
      MembershipTagger tagger(group, static_cast<int>(j), tag_acc);
      for (const StmtPtr& s : stmts) r.stmts.push_back(tagger.MutateStmt(s));
      carried = std::move(yields);
    }
    r.yields = std::move(carried);
    return r;
  }

  StmtPtr MainLoop(const ForStmtPtr& loop, const StmtPtr& body, int64_t factor, int64_t step,
                   const ExprPtr& stop, const std::vector<VarPtr>& return_vars) {
    const Span& sp = loop->span();
    FreshLoopVars fresh = FreshLoopVarsOf(*loop);
    const VarPtr& loop_var = fresh.loop_var;
    std::vector<IterArgPtr>& iter_args = fresh.iter_args;
    Region r = Replicate(loop, body, factor, step, loop_var, fresh.carried);
    if (!loop->iter_args().empty()) r.stmts.push_back(std::make_shared<YieldStmt>(r.yields, sp));
    std::vector<Attrs::Entry> attrs = loop->attrs().Without(kStagesAttr).TakeEntries();
    attrs.emplace_back(kStagesAttr, AttrValue::Int(1));
    return KeepLeadingComments(
        loop,
        std::make_shared<ForStmt>(loop_var, loop->start(), stop, MakeIndex(factor * step, sp),
                                  std::move(iter_args), MakeSeq(std::move(r.stmts), sp),
                                  return_vars, ForKind::kPipeline, Attrs(std::move(attrs)), sp));
  }

  StmtPtr LowerStatic(const ForStmtPtr& loop, const StmtPtr& body, int64_t factor, int64_t start,
                      int64_t stop, int64_t step) {
    const Span& sp = loop->span();
    int64_t trip = 0;
    if (step > 0 && start < stop) trip = (stop - start + step - 1) / step;
    if (step < 0 && start > stop) trip = (start - stop - step - 1) / -step;
    if (trip == 0) {
      // Nothing runs: no stages to replicate or reorder.
      return KeepLeadingComments(
          loop,
          std::make_shared<ForStmt>(loop->loop_var(), loop->start(), loop->stop(), loop->step(),
                                    loop->iter_args(), body, loop->return_vars(),
                                    ForKind::kSequential, loop->attrs().Without(kStagesAttr), sp));
    }
    const int64_t main_iters = trip / factor;
    const int64_t rem = trip % factor;
    std::vector<VarPtr> main_rvs = loop->return_vars();
    if (rem > 0 && !main_rvs.empty()) main_rvs = Renamed(loop->return_vars(), "_main");
    std::vector<StmtPtr> out;
    if (main_iters > 0) {
      out.push_back(MainLoop(loop, body, factor, step,
                             MakeIndex(start + main_iters * factor * step, sp), main_rvs));
    }
    if (rem > 0) {
      std::vector<ExprPtr> inits;
      if (main_iters > 0) {
        inits = AsExprs(main_rvs);
      } else {
        for (const IterArgPtr& ia : loop->iter_args()) inits.push_back(ia->init_value());
      }
      Region r = Replicate(loop, body, rem, step, MakeIndex(start + main_iters * factor * step, sp),
                           inits);
      out.insert(out.end(), r.stmts.begin(), r.stmts.end());
      for (size_t j = 0; j < loop->return_vars().size(); ++j) {
        out.push_back(std::make_shared<AssignStmt>(loop->return_vars()[j], r.yields[j], sp));
      }
    }
    return MakeSeq(std::move(out), sp);
  }

  StmtPtr LowerDynamic(const ForStmtPtr& loop, const StmtPtr& body, int64_t factor, int64_t step) {
    const Span& sp = loop->span();
    ExprPtr extent = Binary(BinaryOp::kSub, loop->stop(), loop->start(), sp);
    ExprPtr trip = step == 1 ? extent
                             : Binary(BinaryOp::kFloorDiv,
                                      Binary(BinaryOp::kAdd, extent, MakeIndex(step - 1, sp), sp),
                                      MakeIndex(step, sp), sp);
    ExprPtr main_iters = Binary(BinaryOp::kFloorDiv, trip, MakeIndex(factor, sp), sp);
    auto index = ScalarType::Get(DataType::kIndex);
    auto main_end = std::make_shared<Var>("unroll_main_end", index, sp);
    auto main_end_def = std::make_shared<AssignStmt>(
        main_end,
        Binary(BinaryOp::kAdd, loop->start(),
               Binary(BinaryOp::kMul, main_iters, MakeIndex(factor * step, sp), sp), sp),
        sp);
    std::vector<VarPtr> main_rvs =
        loop->return_vars().empty() ? loop->return_vars() : Renamed(loop->return_vars(), "_main");
    StmtPtr main = MainLoop(loop, body, factor, step, main_end, main_rvs);
    auto rem = std::make_shared<Var>("unroll_rem", index, sp);
    ExprPtr rem_value =
        step == 1 ? Binary(BinaryOp::kSub, loop->stop(), main_end, sp)
                  : Binary(BinaryOp::kSub, trip,
                           Binary(BinaryOp::kMul, main_iters, MakeIndex(factor, sp), sp), sp);
    auto rem_def = std::make_shared<AssignStmt>(rem, rem_value, sp);
    const std::vector<ExprPtr> after_main = AsExprs(main_rvs);
    const bool carried = !loop->iter_args().empty();
    // if rem == 1: ... elif rem == 2: ... (built innermost first).
    StmtPtr inner;
    std::vector<VarPtr> inner_rvs;
    for (int64_t k = factor - 1; k >= 1; --k) {
      Region r = Replicate(loop, body, k, step, main_end, after_main);
      if (carried) r.stmts.push_back(std::make_shared<YieldStmt>(r.yields, sp));
      StmtPtr then_body = MakeSeq(std::move(r.stmts), sp);
      StmtPtr else_body;
      if (k == factor - 1) {
        if (carried) else_body = std::make_shared<YieldStmt>(after_main, sp);
      } else {
        std::vector<StmtPtr> parts{inner};
        if (carried) parts.push_back(std::make_shared<YieldStmt>(AsExprs(inner_rvs), sp));
        else_body = MakeSeq(std::move(parts), sp);
      }
      std::vector<VarPtr> rvs;
      if (carried) {
        rvs =
            k == 1 ? loop->return_vars() : Renamed(loop->return_vars(), "_rem" + std::to_string(k));
      }
      inner = std::make_shared<IfStmt>(Binary(BinaryOp::kEq, rem, MakeIndex(k, sp), sp), then_body,
                                       else_body, rvs, sp);
      inner_rvs = std::move(rvs);
    }
    std::vector<StmtPtr> out{main_end_def, main};
    if (inner) {
      out.push_back(rem_def);
      out.push_back(inner);
    }
    return MakeSeq(std::move(out), sp);
  }

  int next_group_ = 0;
};

}  // namespace

ir::ProgramPtr LowerPipelineLoops(const ir::ProgramPtr& program) {
  std::vector<FunctionPtr> functions;
  bool changed = false;
  for (const auto& func : program->functions()) {
    if (!func->body() || !MayContain(func, ForKind::kPipeline)) {
      functions.push_back(func);
      continue;
    }
    Lowerer lowerer;
    FunctionPtr f = lowerer.MutateFunction(func);
    changed |= f != func;
    functions.push_back(f);
  }
  return changed ? program->WithFunctions(std::move(functions)) : program;
}

}  // namespace ptoc::transforms
