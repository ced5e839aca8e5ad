// IterArgCarryClassified verifier: in orchestration functions every for-loop
// iter_arg i carries the `iter_arg_rebind_<i>` stamp of ClassifyIterArgCarry,
// and an iter_arg with a TaskId array extent (`iter_arg_array_size_<i>` > 0)
// is classified as a rebind carry.
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compiler/ir/visitor.h"
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "IterArgCarryClassified";

class CarryChecker : public ir::IRVisitor {
 public:
  CarryChecker(std::vector<Diagnostic>* out, std::string func_name)
      : out_(out), func_name_(std::move(func_name)) {}
  void VisitFor(const ir::ForStmtPtr& s) override {
    for (size_t i = 0; i < s->iter_args().size(); ++i) {
      std::string rebind_key = absl::StrCat("iter_arg_rebind_", i);
      const ir::AttrValue* rebind = s->attrs().Find(rebind_key);
      if (rebind == nullptr) {
        out_->push_back(MakeError(
            kRule, 0,
            absl::StrCat("ForStmt iter_arg ", i, " in function '", func_name_, "' has no attrs[\"",
                         rebind_key,
                         "\"]. ClassifyIterArgCarry must run before orchestration codegen; "
                         "without it every loop carry lowers as a trivial alias and rebinds are "
                         "silently dropped."),
            s->span()));
        continue;
      }
      const ir::AttrValue* size = s->attrs().Find(absl::StrCat("iter_arg_array_size_", i));
      bool has_array =
          size != nullptr && size->kind() == ir::AttrValue::Kind::kInt && size->AsInt() > 0;
      bool is_rebind = rebind->kind() == ir::AttrValue::Kind::kBool && rebind->AsBool();
      if (has_array && !is_rebind) {
        out_->push_back(MakeError(
            kRule, 0,
            absl::StrCat("ForStmt iter_arg ", i, " in function '", func_name_,
                         "' carries a TaskId array extent but is classified trivial. An array "
                         "carry requires a materialised (rebind) carry."),
            s->span()));
      }
    }
    ir::IRVisitor::VisitFor(s);
  }
  void VisitExpr(const ir::ExprPtr&) override {}
  void VisitType(const ir::TypePtr&) override {}

 private:
  std::vector<Diagnostic>* out_;
  std::string func_name_;
};

void VerifyIterArgCarry(const ir::FunctionPtr& f, std::vector<Diagnostic>* out) {
  if (f->body() == nullptr || f->func_type() != ir::FunctionType::kOrchestration) return;
  CarryChecker(out, f->name()).VisitStmt(f->body());
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(iter_arg_carry_classified,
                                MakeFunctionLocalVerifier("IterArgCarryClassified",
                                                          pass::IRProperty::kIterArgCarryClassified,
                                                          VerifyIterArgCarry));

}  // namespace ptoc::verify
