// HasMemRefs verifier: after InitMemRef every assigned tile variable carries a
// MemRef, except tiles that own no buffer by design (cross-core tpop results
// and zero-copy views / aliases of them).
#include <set>
#include <string>
#include <vector>

#include "compiler/ir/op_registry.h"
#include "compiler/ir/visitor.h"
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "HasMemRefs";

class MemRefChecker : public ir::IRVisitor {
 public:
  explicit MemRefChecker(std::vector<Diagnostic>* out) : out_(out) {}

  void VisitAssign(const ir::AssignStmtPtr& s) override {
    const ir::VarPtr& var = s->var();
    if (var != nullptr) {
      auto tile = ir::As<ir::TileType>(var->type());
      if (tile != nullptr && tile->memref() == nullptr) {
        if (BufferLessByDesign(s->value())) {
          buffer_less_.insert(var.get());
        } else {
          out_->push_back(MakeError(
              kRule, 0, "TileType variable '" + var->name_hint() + "' has no MemRef initialized",
              var->span()));
        }
      }
    }
    ir::IRVisitor::VisitAssign(s);
  }
  void VisitExpr(const ir::ExprPtr&) override {}
  void VisitType(const ir::TypePtr&) override {}

 private:
  bool BufferLessByDesign(const ir::ExprPtr& value) const {
    if (auto call = ir::As<ir::Call>(value)) {
      std::string name = CalleeName(call);
      if (name == "tile.tpop_from_aic" || name == "tile.tpop_from_aiv") return true;
      const ir::OpInfo* info =
          call->IsFunctionCall() ? nullptr : ir::OpRegistry::Global().Find(name);
      if (info != nullptr && info->is_view && !call->args().empty()) {
        auto source = ir::As<ir::Var>(call->args()[0]);
        return source != nullptr && buffer_less_.count(source.get());
      }
      return false;
    }
    auto source = ir::As<ir::Var>(value);
    return source != nullptr && buffer_less_.count(source.get());
  }

  std::vector<Diagnostic>* out_;
  std::set<const ir::Var*> buffer_less_;
};

std::vector<Diagnostic> VerifyHasMemRefs(const ir::ProgramPtr& program) {
  std::vector<Diagnostic> out;
  ForEachFunction(program,
                  [&](const ir::FunctionPtr& f) { MemRefChecker(&out).VisitStmt(f->body()); });
  return out;
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(has_memrefs,
                                MakePropertyVerifier("HasMemRefs", pass::IRProperty::kHasMemRefs,
                                                     VerifyHasMemRefs));

}  // namespace ptoc::verify
