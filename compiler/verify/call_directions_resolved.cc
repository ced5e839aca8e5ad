// CallDirectionsResolved verifier: every call of a program function with
// arguments carries `attrs["arg_directions"]`, one entry per argument,
// Scalar exactly for non-tensor arguments and compatible with the callee's
// parameter direction (In / Out / InOut).
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compiler/ir/visitor.h"
#include "compiler/verify/verify_util.h"

namespace ptoc::verify {
namespace {

constexpr char kRule[] = "CallDirectionsResolved";
using ir::ArgDirection;
using ir::ParamDirection;

const char* DirectionName(ArgDirection d) {
  switch (d) {
    case ArgDirection::kInput:
      return "Input";
    case ArgDirection::kOutput:
      return "Output";
    case ArgDirection::kInOut:
      return "InOut";
    case ArgDirection::kOutputExisting:
      return "OutputExisting";
    case ArgDirection::kNoDep:
      return "NoDep";
    case ArgDirection::kScalar:
      return "Scalar";
  }
  return "?";
}

bool IsTensorArg(const ir::ExprPtr& arg) {
  if (arg == nullptr) return false;
  return ir::IsA<ir::TensorType>(arg->type()) || ir::IsA<ir::TupleType>(arg->type());
}

class DirectionChecker : public ir::IRVisitor {
 public:
  DirectionChecker(const ir::ProgramPtr& program, std::vector<Diagnostic>* out,
                   std::string func_name)
      : program_(program), out_(out), func_name_(std::move(func_name)) {}

  void VisitCall(const ir::CallPtr& call) override {
    for (const auto& a : call->args()) VisitExpr(a);
    Check(call);
  }
  void VisitType(const ir::TypePtr&) override {}

 private:
  void Check(const ir::CallPtr& call) {
    std::string name = CalleeName(call);
    if (name.empty() || IsBuiltinOpName(name)) return;
    ir::FunctionPtr callee = program_->GetFunction(name);
    if (callee == nullptr || call->args().empty()) return;
    const ir::AttrValue* dirs_attr = call->attrs().Find("arg_directions");
    if (dirs_attr == nullptr) {
      return Fail(call, "Call attrs['arg_directions'] is missing after DeriveCallDirections");
    }
    std::vector<ArgDirection> dirs;
    if (dirs_attr->kind() == ir::AttrValue::Kind::kList) {
      for (const ir::AttrValue& v : dirs_attr->AsList()) {
        auto d = v.AsEnum<ArgDirection>();
        if (!d.has_value()) {
          return Fail(call,
                      "Call attrs['arg_directions'] holds a value that is not an ArgDirection");
        }
        dirs.push_back(*d);
      }
    }
    if (dirs.empty()) {
      return Fail(call, "Call attrs['arg_directions'] is empty after DeriveCallDirections");
    }
    if (dirs.size() != call->args().size()) {
      return Fail(call, absl::StrCat("Call attrs['arg_directions'] size (", dirs.size(),
                                     ") != args_ size (", call->args().size(), ")"));
    }
    const auto& params = callee->param_directions();
    for (size_t i = 0; i < dirs.size(); ++i) {
      ArgDirection d = dirs[i];
      bool tensor = IsTensorArg(call->args()[i]);
      if (tensor && d == ArgDirection::kScalar) {
        return Fail(call,
                    absl::StrCat("tensor argument at index ", i, " has ArgDirection::Scalar"));
      }
      if (!tensor && d != ArgDirection::kScalar) {
        return Fail(call, absl::StrCat("non-tensor argument at index ", i, " has ",
                                       DirectionName(d), " (expected Scalar)"));
      }
      if (!tensor || i >= params.size()) continue;
      bool ok = true;
      const char* param_name = "";
      switch (params[i]) {
        case ParamDirection::kIn:
          param_name = "In";
          ok = d == ArgDirection::kInput || d == ArgDirection::kNoDep;
          break;
        case ParamDirection::kInOut:
          param_name = "InOut";
          ok = d == ArgDirection::kInOut || d == ArgDirection::kOutputExisting ||
               d == ArgDirection::kNoDep;
          break;
        case ParamDirection::kOut:
          param_name = "Out";
          ok = d == ArgDirection::kOutput || d == ArgDirection::kOutputExisting ||
               d == ArgDirection::kInOut || d == ArgDirection::kNoDep;
          break;
      }
      if (!ok) {
        return Fail(call, absl::StrCat("tensor argument at index ", i, " has ", DirectionName(d),
                                       " but callee param direction is ", param_name));
      }
    }
  }

  void Fail(const ir::CallPtr& call, const std::string& message) {
    out_->push_back(MakeError(
        kRule, 0,
        absl::StrCat("in function '", func_name_, "', call to '", CalleeName(call), "': ", message),
        call->span()));
  }

  const ir::ProgramPtr& program_;
  std::vector<Diagnostic>* out_;
  std::string func_name_;
};

std::vector<Diagnostic> VerifyCallDirections(const ir::ProgramPtr& program) {
  std::vector<Diagnostic> out;
  ForEachFunction(program, [&](const ir::FunctionPtr& f) {
    if (f->body() == nullptr) return;
    DirectionChecker(program, &out, f->name()).VisitStmt(f->body());
  });
  return out;
}

}  // namespace

PTOC_REGISTER_PROPERTY_VERIFIER(call_directions_resolved,
                                MakePropertyVerifier("CallDirectionsResolved",
                                                     pass::IRProperty::kCallDirectionsResolved,
                                                     VerifyCallDirections));

}  // namespace ptoc::verify
