// TileMemoryInferred verifier: in InCore functions every assigned tile has a
// memory space, and every op input with a memory-space constraint (from the
// op registry) lives in an allowed space.
#include <algorithm>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compiler/ir/op_registry.h"
#include "compiler/ir/visitor.h"
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "TileMemoryInferred";

class MemorySpaceChecker : public ir::IRVisitor {
 public:
  MemorySpaceChecker(std::vector<Diagnostic>* out, std::string func_name)
      : out_(out), func_name_(std::move(func_name)) {}

  void VisitAssign(const ir::AssignStmtPtr& s) override {
    if (s->var() != nullptr) {
      auto tile = ir::As<ir::TileType>(s->var()->type());
      if (tile != nullptr && !tile->memory_space().has_value()) {
        out_->push_back(
            MakeError(kRule, 0,
                      absl::StrCat("InCore function '", func_name_, "': TileType variable '",
                                   s->var()->name_hint(), "' has no memory_space set"),
                      s->var()->span()));
      }
    }
    CheckInputs(ir::As<ir::Call>(s->value()));
    ir::IRVisitor::VisitAssign(s);
  }
  void VisitEval(const ir::EvalStmtPtr& s) override {
    CheckInputs(ir::As<ir::Call>(s->expr()));
    ir::IRVisitor::VisitEval(s);
  }
  void VisitExpr(const ir::ExprPtr&) override {}
  void VisitType(const ir::TypePtr&) override {}

 private:
  void CheckInputs(const ir::CallPtr& call) {
    if (call == nullptr || call->op() == nullptr || call->IsFunctionCall()) return;
    const ir::OpInfo* info = ir::OpRegistry::Global().Find(call->op()->name());
    if (info == nullptr) return;
    for (const auto& [index, allowed] : info->input_memory) {
      if (allowed.empty() || index < 0 || static_cast<size_t>(index) >= call->args().size()) {
        continue;
      }
      auto var = ir::As<ir::Var>(call->args()[index]);
      if (var == nullptr) continue;
      auto tile = ir::As<ir::TileType>(var->type());
      if (tile == nullptr || !tile->memory_space().has_value()) continue;
      ir::MemorySpace actual = *tile->memory_space();
      if (std::find(allowed.begin(), allowed.end(), actual) != allowed.end()) continue;
      std::string allowed_text;
      for (size_t j = 0; j < allowed.size(); ++j) {
        absl::StrAppend(&allowed_text, j > 0 ? "/" : "", MemorySpaceName(allowed[j]));
      }
      out_->push_back(
          MakeError(kRule, 0,
                    absl::StrCat("InCore function '", func_name_, "': Op '", call->op()->name(),
                                 "' input ", index, " ('", var->name_hint(), "') requires ",
                                 allowed_text, " but is in ", MemorySpaceName(actual)),
                    var->span()));
    }
  }

  std::vector<Diagnostic>* out_;
  std::string func_name_;
};

std::vector<Diagnostic> VerifyTileMemoryInferred(const ir::ProgramPtr& program) {
  std::vector<Diagnostic> out;
  ForEachFunction(program, [&](const ir::FunctionPtr& f) {
    if (f->body() == nullptr || f->func_type() != ir::FunctionType::kInCore) return;
    MemorySpaceChecker(&out, f->name()).VisitStmt(f->body());
  });
  return out;
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(tile_memory_inferred,
                                MakePropertyVerifier("TileMemoryInferred",
                                                     pass::IRProperty::kTileMemoryInferred,
                                                     VerifyTileMemoryInferred));

}  // namespace ptoc::verify
