// MixedKernelExpanded verifier: no InCore function mixes cube and vector tile
// ops any more (ExpandMixedKernel split them into AIC + AIV), and in AIC / AIV
// functions cross-core tpop results land in the consumer's memory (Mat on
// AIC, Vec on AIV) and every tpop is released by the matching tfree in the
// same block. (The reference's pipe-setup checks - initialize_pipe operands,
// reserve/import buffer counts - are not implemented yet.)
#include <list>
#include <optional>
#include <string>
#include <vector>

#include "compiler/ir/op_registry.h"
#include "compiler/ir/visitor.h"
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "MixedKernelExpanded";

enum class Side { kNone, kCube, kVector, kBoth };

bool IsCubeSpace(ir::MemorySpace s) {
  return s != ir::MemorySpace::kDDR && s != ir::MemorySpace::kVec;
}

std::optional<ir::MemorySpace> FirstTileArgSpace(const ir::CallPtr& call) {
  for (const auto& a : call->args()) {
    if (auto v = ir::As<ir::Var>(a)) {
      if (auto t = ir::As<ir::TileType>(v->type())) return t->memory_space();
    }
  }
  return std::nullopt;
}

// Which core a call runs on, following the reference's classification:
// registry override, boundary ops, result memory space, first tile input.
Side ClassifyCall(const ir::CallPtr& call) {
  if (call->op() == nullptr || call->IsFunctionCall()) return Side::kNone;
  const std::string& name = call->op()->name();
  const ir::OpInfo* info = ir::OpRegistry::Global().Find(name);
  if (info == nullptr) return Side::kNone;
  switch (info->affinity) {
    case ir::CoreAffinity::kCube:
      return Side::kCube;
    case ir::CoreAffinity::kVector:
      return Side::kVector;
    case ir::CoreAffinity::kShared:
      return Side::kNone;
    case ir::CoreAffinity::kDerived:
      break;
  }
  if (name == "tile.aiv_shard" || name == "tile.aic_gather" || name == "tensor.aiv_shard" ||
      name == "tensor.aic_gather") {
    return Side::kBoth;
  }
  if (name == "tile.move") {
    auto src = FirstTileArgSpace(call);
    auto dst = ir::As<ir::TileType>(call->type());
    if (src && dst && dst->memory_space() &&
        IsCubeSpace(*src) != IsCubeSpace(*dst->memory_space())) {
      return Side::kBoth;
    }
  }
  if (info->output_memory != ir::OutputMemoryRule::kInheritInput) {
    if (auto tile = ir::As<ir::TileType>(call->type())) {
      if (tile->memory_space())
        return IsCubeSpace(*tile->memory_space()) ? Side::kCube : Side::kVector;
    }
  }
  if (auto s = FirstTileArgSpace(call)) return IsCubeSpace(*s) ? Side::kCube : Side::kVector;
  return Side::kNone;
}

class SideCollector : public ir::IRVisitor {
 public:
  bool cube = false;
  bool vector = false;
  void VisitCall(const ir::CallPtr& call) override {
    Side s = ClassifyCall(call);
    cube |= s == Side::kCube || s == Side::kBoth;
    vector |= s == Side::kVector || s == Side::kBoth;
    for (const auto& a : call->args()) VisitExpr(a);
  }
  void VisitType(const ir::TypePtr&) override {}
};

class SplitKernelChecker {
 public:
  SplitKernelChecker(std::vector<Diagnostic>* out, const ir::FunctionPtr& f)
      : out_(out), f_(f), aic_(f->func_type() == ir::FunctionType::kAIC) {}

  void Run() { CheckBlock(f_->body()); }

 private:
  std::string Kind() const { return aic_ ? "AIC" : "AIV"; }

  void CheckBlock(const ir::StmtPtr& block) {
    const std::string expected_tpop = aic_ ? "tile.tpop_from_aiv" : "tile.tpop_from_aic";
    const std::string expected_tfree = aic_ ? "system.tfree_to_aiv" : "system.tfree_to_aic";
    struct Outstanding {
      const ir::Var* var;
      std::string op;
      Span span;
    };
    std::list<Outstanding> outstanding;
    for (const ir::StmtPtr& stmt : ir::StmtList(block)) {
      if (stmt == nullptr) continue;
      Descend(stmt);
      ir::CallPtr call = TopLevelCall(stmt);
      std::string name = CalleeName(call);
      if (auto assign = ir::As<ir::AssignStmt>(stmt); assign && name == expected_tpop) {
        CheckTpopMemory(assign, name);
        outstanding.push_back({assign->var().get(), name, stmt->span()});
        continue;
      }
      if (name == "system.tfree_to_aiv" || name == "system.tfree_to_aic") {
        auto var = call->args().empty() ? nullptr : ir::As<ir::Var>(call->args()[0]);
        if (var == nullptr) {
          Error(Kind() + " function '" + f_->name() + "' has '" + name +
                    "' without a tile value operand",
                stmt->span());
          continue;
        }
        auto it = outstanding.begin();
        while (it != outstanding.end() && it->var != var.get()) ++it;
        if (it == outstanding.end()) {
          Error(Kind() + " function '" + f_->name() + "' has '" + name +
                    "' without a matching outstanding tpop on the same tile value",
                stmt->span());
        } else if (name != expected_tfree) {
          Error(Kind() + " function '" + f_->name() + "' must match " + it->op + " with '" +
                    expected_tfree + "' on the same tile value",
                stmt->span());
        } else {
          outstanding.erase(it);
        }
      }
    }
    for (const Outstanding& o : outstanding) {
      Error(Kind() + " function '" + f_->name() + "' uses " + o.op + " but has no matching '" +
                expected_tfree + "' call",
            o.span);
    }
  }

  void Descend(const ir::StmtPtr& stmt) {
    if (auto s = ir::As<ir::ForStmt>(stmt)) {
      CheckBlock(s->body());
    } else if (auto s = ir::As<ir::IfStmt>(stmt)) {
      CheckBlock(s->then_body());
      if (s->else_body()) CheckBlock(s->else_body());
    } else if (auto s = ir::As<ir::WhileStmt>(stmt)) {
      CheckBlock(s->body());
    }
  }

  void CheckTpopMemory(const ir::AssignStmtPtr& assign, const std::string& op) {
    ir::MemorySpace expected = aic_ ? ir::MemorySpace::kMat : ir::MemorySpace::kVec;
    auto tile = assign->var() ? ir::As<ir::TileType>(assign->var()->type()) : nullptr;
    if (tile && tile->memory_space() == expected) return;
    std::string actual = "unset";
    if (tile && tile->memory_space()) actual = MemorySpaceName(*tile->memory_space());
    Error(Kind() + " function '" + f_->name() + "' requires " + op + " result in MemorySpace::" +
              MemorySpaceName(expected) + ", got MemorySpace::" + actual,
          assign->span());
  }

  void Error(const std::string& message, const Span& span) {
    out_->push_back(MakeError(kRule, 0, message, span));
  }

  std::vector<Diagnostic>* out_;
  const ir::FunctionPtr& f_;
  bool aic_;
};

std::vector<Diagnostic> VerifyMixedKernelExpanded(const ir::ProgramPtr& program) {
  std::vector<Diagnostic> out;
  ForEachFunction(program, [&](const ir::FunctionPtr& f) {
    if (f->body() == nullptr) return;
    if (f->func_type() == ir::FunctionType::kInCore) {
      SideCollector sides;
      sides.VisitStmt(f->body());
      if (sides.cube && sides.vector) {
        // The reference reports this without a location; the function's span
        // is more useful and does not change the message.
        out.push_back(MakeError(kRule, 0,
                                "InCore function '" + f->name() +
                                    "' contains both Cube and Vector tile ops (should have been "
                                    "expanded)",
                                f->span()));
      }
    } else if (f->func_type() == ir::FunctionType::kAIC ||
               f->func_type() == ir::FunctionType::kAIV) {
      SplitKernelChecker(&out, f).Run();
    }
  });
  return out;
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(mixed_kernel_expanded,
                                MakePropertyVerifier("MixedKernelExpanded",
                                                     pass::IRProperty::kMixedKernelExpanded,
                                                     VerifyMixedKernelExpanded));

}  // namespace ptoc::verify
