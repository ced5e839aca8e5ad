// ReturnParamsExplicit verifier: in every kernel (InCore, AIC, AIV) and
// wrapper (Group, Spmd) function, a returned tensor that is the buffer of a
// parameter is that parameter itself, not an SSA name of it (what
// NormalizeReturnOrder establishes, and what orchestration code generation
// relies on). A function declaring a tensor result must return something.
// Scalar results and tensors the kernel allocates (traced to no parameter)
// are exempt; so are external kernels, which have no body of their own.
#include <algorithm>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compiler/ir/visitor.h"
#include "compiler/transforms/analysis/return_lineage.h"
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "ReturnParamsExplicit";

bool Applies(const ir::Function& f) {
  return ir::IsInCoreLike(f.func_type()) || f.func_type() == ir::FunctionType::kGroup ||
         f.func_type() == ir::FunctionType::kSpmd;
}

class FirstReturnFinder : public ir::IRVisitor {
 public:
  ir::ReturnStmtPtr found;
  void VisitReturn(const ir::ReturnStmtPtr& stmt) override {
    if (!found) found = stmt;
  }
  void VisitExpr(const ir::ExprPtr&) override {}
  void VisitVarDef(const ir::VarPtr&) override {}
};

// The body's last statement when it is a return, else the first return met
// in pre-order.
ir::ReturnStmtPtr FirstReturn(const ir::StmtPtr& body) {
  if (auto seq = ir::As<ir::SeqStmts>(body); seq && !seq->stmts().empty()) {
    if (auto ret = ir::As<ir::ReturnStmt>(seq->stmts().back())) return ret;
  }
  FirstReturnFinder finder;
  finder.VisitStmt(body);
  return finder.found;
}

std::vector<Diagnostic> VerifyReturnParamsExplicit(const ir::ProgramPtr& program) {
  std::vector<Diagnostic> out;
  ForEachFunction(program, [&](const ir::FunctionPtr& f) {
    if (f->body() == nullptr || f->attrs().Has("external_source") || !Applies(*f)) return;
    const auto& results = f->return_types();
    if (std::none_of(results.begin(), results.end(),
                     [](const ir::TypePtr& t) { return ir::IsA<ir::TensorType>(t); })) {
      return;
    }
    ir::ReturnStmtPtr ret = FirstReturn(f->body());
    if (ret == nullptr) {
      out.push_back(MakeError(kRule, 0,
                              absl::StrCat("Function '", f->name(),
                                           "' declares tensor return types but has no ReturnStmt"),
                              f->span()));
      return;
    }
    std::unordered_set<const ir::Var*> params;
    for (const auto& p : f->params()) params.insert(p.get());
    const std::vector<std::optional<size_t>> to_param =
        transforms::ReturnedParamIndices(f, program);
    const auto& values = ret->values();
    for (size_t i = 0; i < values.size(); ++i) {
      if (i < f->return_types().size() && !ir::IsA<ir::TensorType>(f->return_types()[i])) continue;
      auto var = ir::As<ir::Var>(values[i]);
      if (var && params.count(var.get())) continue;
      // Traced to no parameter: a tensor the kernel allocates.
      if (i >= to_param.size() || !to_param[i]) continue;
      out.push_back(MakeError(
          kRule, 0,
          absl::StrCat("Function '", f->name(), "' return position ", i, " ('",
                       var ? var->name_hint() : std::string("<non-var>"), "') aliases param index ",
                       *to_param[i], "; param-writeback returns must reference the param directly"),
          ret->span()));
    }
  });
  return out;
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(return_params_explicit,
                                MakePropertyVerifier("ReturnParamsExplicit",
                                                     pass::IRProperty::kReturnParamsExplicit,
                                                     VerifyReturnParamsExplicit));

}  // namespace ptoc::verify
