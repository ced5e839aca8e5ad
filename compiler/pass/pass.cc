#include "compiler/pass/pass.h"

#include <exception>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compiler/base/status.h"
#include "compiler/pass/pass_context.h"

namespace ptoc::pass {

struct Pass::Impl {
  std::string name;
  PassProperties properties;
  ProgramTransform transform;  // null: declared but not implemented
  IRPropertySet reference_checked;
  // Set for a function-local pass: `transform` maps it over the functions.
  FunctionTransform function_transform;
};

namespace {

const std::string& NullPassName() {
  static const std::string* name = new std::string("NullPass");
  return *name;
}

// Runs `fn`, converting exceptions escaping from compiler code into statuses.
template <typename Fn>
absl::Status Guard(const std::string& pass_name, Fn&& fn) {
  try {
    return fn();
  } catch (const CompileError& e) {
    return e.status();
  } catch (const std::exception& e) {
    return ::ptoc::InternalError(absl::StrCat("pass ", pass_name, ": ", e.what()));
  }
}

// Applies `transform` to `input` (a program or a function) under Guard; a
// null input or result is an internal error naming the pass.
template <typename Ptr, typename Transform>
absl::StatusOr<Ptr> GuardedApply(const std::string& pass_name, const char* what,
                                 const Transform& transform, const Ptr& input) {
  if (input == nullptr) {
    return ::ptoc::InternalError(absl::StrCat("pass ", pass_name, " got a null ", what));
  }
  Ptr result;
  PTOC_RETURN_IF_ERROR(Guard(pass_name, [&]() -> absl::Status {
    result = transform(input);
    return absl::OkStatus();
  }));
  if (result == nullptr) {
    return ::ptoc::InternalError(absl::StrCat("pass ", pass_name, " returned a null ", what));
  }
  return result;
}

}  // namespace

const std::string& Pass::GetName() const { return impl_ ? impl_->name : NullPassName(); }

const PassProperties& Pass::GetProperties() const {
  static const PassProperties* kEmpty = new PassProperties();
  return impl_ ? impl_->properties : *kEmpty;
}

const IRPropertySet& Pass::GetReferenceCheckedProperties() const {
  static const IRPropertySet* kEmpty = new IRPropertySet();
  return impl_ ? impl_->reference_checked : *kEmpty;
}

bool Pass::IsImplemented() const { return impl_ != nullptr && impl_->transform != nullptr; }

bool Pass::IsFunctionLocal() const {
  return impl_ != nullptr && impl_->function_transform != nullptr;
}

absl::StatusOr<ir::FunctionPtr> Pass::RunOnFunction(const ir::FunctionPtr& function) const {
  if (!IsFunctionLocal()) {
    return ::ptoc::InternalError(absl::StrCat("pass ", GetName(), " is not function-local"));
  }
  return GuardedApply(impl_->name, "function", impl_->function_transform, function);
}

absl::StatusOr<ir::ProgramPtr> Pass::RunTransformOnly(const ir::ProgramPtr& program) const {
  if (impl_ == nullptr) return ::ptoc::InternalError("cannot run a null pass");
  if (program != nullptr && impl_->transform == nullptr) {
    return absl::UnimplementedError(absl::StrCat("not implemented: ", impl_->name));
  }
  return GuardedApply(impl_->name, "program", impl_->transform, program);
}

absl::StatusOr<ir::ProgramPtr> Pass::Run(const ir::ProgramPtr& program) const {
  if (impl_ == nullptr) return ::ptoc::InternalError("cannot run a null pass");
  if (program == nullptr) {
    return ::ptoc::InternalError(absl::StrCat("pass ", impl_->name, " got a null program"));
  }
  const PassContext* context = PassContext::Current();
  if (context != nullptr) {
    PTOC_RETURN_IF_ERROR(
        Guard(impl_->name, [&] { return context->RunBeforePass(*this, program); }));
  }
  absl::StatusOr<ir::ProgramPtr> result = RunTransformOnly(program);
  if (!result.ok()) return result.status();
  if (context != nullptr) {
    PTOC_RETURN_IF_ERROR(Guard(impl_->name, [&] { return context->RunAfterPass(*this, *result); }));
  }
  return result;
}

Pass CreateProgramPass(std::string name, PassProperties properties, ProgramTransform transform,
                       IRPropertySet reference_checked) {
  return Pass(std::make_shared<const Pass::Impl>(
      Pass::Impl{std::move(name), properties, std::move(transform), reference_checked}));
}

ProgramTransform ForEachFunction(FunctionTransform transform) {
  if (!transform) return nullptr;
  return [fn = std::move(transform)](const ir::ProgramPtr& program) -> ir::ProgramPtr {
    return ir::MapFunctions(program, fn);
  };
}

Pass CreateFunctionPass(std::string name, PassProperties properties, FunctionTransform transform,
                        IRPropertySet reference_checked) {
  ProgramTransform program_transform = ForEachFunction(transform);
  return Pass(std::make_shared<const Pass::Impl>(
      Pass::Impl{std::move(name), properties, std::move(program_transform), reference_checked,
                 std::move(transform)}));
}

Pass CreateUnimplementedPass(std::string name, PassProperties properties,
                             IRPropertySet reference_checked) {
  return Pass(std::make_shared<const Pass::Impl>(
      Pass::Impl{std::move(name), properties, nullptr, reference_checked}));
}

}  // namespace ptoc::pass
