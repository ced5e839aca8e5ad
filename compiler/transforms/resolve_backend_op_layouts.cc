// ResolveBackendOpLayouts: ops whose backend (910B) instruction needs
// row-major tiles get their operands/results repaired: a col-major [N, 1]
// vector is re-viewed as [1, N] with tile.reshape, other tiles are copied with
// a row-major tile.move; a non-row-major result is computed into a row-major
// temporary and converted back.
#include <set>

#include "compiler/ir/mutator.h"
#include "compiler/ir/op_registry.h"
#include "compiler/ir/ops/deduce_util.h"
#include "compiler/transforms/analysis/transform_utils.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {

using namespace ir;  // NOLINT(google-build-using-namespace)

namespace {

struct LayoutSpec {
  std::set<size_t> row_major_inputs;
  bool row_major_output = false;
};

const LayoutSpec* FindSpec(const std::string& op) {
  static const auto* table = [] {
    auto* t = new std::map<std::string, LayoutSpec>();
    auto all = [&](const std::string& name, size_t arity) {
      LayoutSpec s;
      for (size_t i = 0; i < arity; ++i) s.row_major_inputs.insert(i);
      s.row_major_output = true;
      (*t)[name] = s;
    };
    for (const char* op :
         {"tile.add",   "tile.and",  "tile.fmod",  "tile.maximum", "tile.minimum", "tile.mul",
          "tile.or",    "tile.rem",  "tile.shl",   "tile.shr",     "tile.sub",     "tile.xor",
          "tile.adds",  "tile.subs", "tile.muls",  "tile.divs",    "tile.fmods",   "tile.maximums",
          "tile.lrelu", "tile.div",  "tile.rsqrt", "tile.sort32"}) {
      all(op, 2);
    }
    for (const char* op : {"tile.part_add", "tile.part_max", "tile.part_min", "tile.part_mul"}) {
      all(op, 2);
    }
    for (const char* op :
         {"tile.abs", "tile.exp", "tile.sqrt", "tile.recip", "tile.not", "tile.relu", "tile.log",
          "tile.cast", "tile.cmps", "tile.mrgsort_format1"}) {
      all(op, 1);
    }
    (*t)["tile.cmps"].row_major_inputs = {0};
    all("tile.addsc", 3);
    all("tile.subsc", 3);
    all("tile.sel", 4);
    all("tile.mrgsort_format2", 4);
    LayoutSpec out_only;
    out_only.row_major_output = true;
    (*t)["tile.full"] = out_only;
    (*t)["tile.random"] = out_only;
    LayoutSpec mscatter;
    mscatter.row_major_inputs = {0, 1};
    (*t)["tile.mscatter"] = mscatter;
    return t;
  }();
  auto it = table->find(op);
  return it == table->end() ? nullptr : &it->second;
}

bool IsRowMajor(const TileTypePtr& t) { return BLayoutOf(t) == TileLayout::kRowMajor; }
bool IsColumnVector(const TileTypePtr& t) {
  return t && t->rank() == 2 && StaticDim(t->shape()[1]) == std::optional<int64_t>(1);
}

class LayoutRepairer : public IRMutator {
 public:
  StmtPtr MutateAssign(const AssignStmtPtr& stmt) override {
    auto call = AsOpCall(stmt->value());
    const LayoutSpec* spec = call ? FindSpec(call->callee_name()) : nullptr;
    auto result = As<TileType>(stmt->var()->type());
    if (!spec) return IRMutator::MutateAssign(stmt);
    bool out_repair = spec->row_major_output && result && !IsRowMajor(result);
    if (!NeedsInputRepair(call, *spec) && !out_repair) return IRMutator::MutateAssign(stmt);
    std::vector<StmtPtr> stmts;
    std::vector<ExprPtr> args = RepairInputs(call, *spec, stmt->var()->name_hint(), &stmts, false);
    auto repaired = MakeOpCallOrThrow(call->callee_name(), args, call->kwargs(), call->span());
    if (out_repair) {
      auto tmp = std::make_shared<Var>(TempName(stmt->var()->name_hint(), "row_major"),
                                       repaired->type(), call->span());
      stmts.push_back(std::make_shared<AssignStmt>(tmp, repaired, stmt->span()));
      CallPtr restore;
      if (IsColumnVector(result)) {
        restore =
            MakeOpCallOrThrow("tile.reshape", {tmp, ShapeTuple(result->shape())}, {}, call->span());
      } else {
        TileView view = result->EffectiveView();
        restore = MakeOpCallOrThrow(
            "tile.move", {tmp},
            Attrs({{"target_memory", AttrValue::FromEnum(*result->memory_space())},
                   {"blayout", AttrValue::FromEnum(view.blayout)},
                   {"slayout", AttrValue::FromEnum(view.slayout)}}),
            call->span());
      }
      stmts.push_back(std::make_shared<AssignStmt>(stmt->var(), restore, stmt->span()));
    } else {
      stmts.push_back(std::make_shared<AssignStmt>(stmt->var(), repaired, stmt->span()));
    }
    return MakeSeq(std::move(stmts), stmt->span());
  }

  StmtPtr MutateEval(const EvalStmtPtr& stmt) override {
    auto call = AsOpCall(stmt->expr());
    const LayoutSpec* spec = call ? FindSpec(call->callee_name()) : nullptr;
    if (!spec || !NeedsInputRepair(call, *spec)) return IRMutator::MutateEval(stmt);
    std::vector<StmtPtr> stmts;
    std::vector<ExprPtr> args = RepairInputs(call, *spec, "layout_fix", &stmts, true);
    stmts.push_back(std::make_shared<EvalStmt>(
        MakeOpCallOrThrow(call->callee_name(), args, call->kwargs(), call->span()), stmt->span()));
    return MakeSeq(std::move(stmts), stmt->span());
  }

 private:
  static bool NeedsInputRepair(const CallPtr& call, const LayoutSpec& spec) {
    for (size_t i : spec.row_major_inputs) {
      if (i >= call->args().size()) continue;
      auto t = TileTypeOf(call->args()[i]);
      if (t && !IsRowMajor(t)) return true;
    }
    return false;
  }

  std::string TempName(const std::string& base, const std::string& qualifier) {
    return BaseName(base) + "__" + qualifier + "_tmp_v" + std::to_string(counter_++);
  }

  std::vector<ExprPtr> RepairInputs(const CallPtr& call, const LayoutSpec& spec,
                                    const std::string& base, std::vector<StmtPtr>* stmts,
                                    bool eval_form) {
    std::vector<ExprPtr> args = call->args();
    for (size_t i : spec.row_major_inputs) {
      if (i >= args.size()) continue;
      auto t = TileTypeOf(args[i]);
      if (!t || IsRowMajor(t)) continue;
      std::string name = eval_form ? TempName(base, "row_major_arg" + std::to_string(i))
                                   : TempName(base, "rm_a" + std::to_string(i));
      CallPtr fix;
      if (IsColumnVector(t) && BLayoutOf(t) == TileLayout::kColMajor) {
        fix = MakeOpCallOrThrow(
            "tile.reshape", {args[i], ShapeTuple({MakeIndex(1), t->shape()[0]})}, {}, call->span());
      } else {
        fix = MakeOpCallOrThrow(
            "tile.move", {args[i]},
            Attrs({{"target_memory",
                    AttrValue::FromEnum(t->memory_space().value_or(MemorySpace::kVec))},
                   {"blayout", AttrValue::FromEnum(TileLayout::kRowMajor)},
                   {"slayout", AttrValue::FromEnum(TileLayout::kNoneBox)}}),
            call->span());
      }
      auto var = std::make_shared<Var>(name, fix->type(), call->span());
      stmts->push_back(std::make_shared<AssignStmt>(var, fix, call->span()));
      args[i] = var;
    }
    return args;
  }

  int counter_ = 0;
};

}  // namespace

ir::FunctionPtr ResolveBackendOpLayoutsInFunction(const ir::FunctionPtr& func) {
  if (!IsInCoreLike(func->func_type())) return func;
  LayoutRepairer repairer;
  StmtPtr body = repairer.MutateStmt(func->body());
  if (body == func->body()) return func;
  return func->WithBody(MakeSeq(StmtList(body), body->span()));
}

ir::ProgramPtr ResolveBackendOpLayouts(const ir::ProgramPtr& program) {
  return MapFunctions(program, ResolveBackendOpLayoutsInFunction);
}

}  // namespace ptoc::transforms
