// A pass: a named Program -> Program transformation with declared IR
// property contracts (required / produced / invalidated).
//
// `Pass` is a cheap, copyable handle. Running it fires the instruments of the
// active PassContext before and after the transform. Transforms may throw
// ptoc::CompileError from deep inside; `Run` turns that into a Status, so no
// exception leaves a pass.
#ifndef PTOC_COMPILER_PASS_PASS_H_
#define PTOC_COMPILER_PASS_PASS_H_

#include <functional>
#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "compiler/ir/function.h"
#include "compiler/pass/ir_property.h"

namespace ptoc::pass {

struct PassProperties {
  IRPropertySet required;     // preconditions
  IRPropertySet produced;     // guaranteed to hold afterwards
  IRPropertySet invalidated;  // may no longer hold afterwards
};

inline bool operator==(const PassProperties& a, const PassProperties& b) {
  return a.required == b.required && a.produced == b.produced && a.invalidated == b.invalidated;
}

using ProgramTransform = std::function<ir::ProgramPtr(const ir::ProgramPtr&)>;
using FunctionTransform = std::function<ir::FunctionPtr(const ir::FunctionPtr&)>;

class Pass {
 public:
  Pass() = default;  // a null pass; running it is an internal error

  const std::string& GetName() const;
  const PassProperties& GetProperties() const;
  const IRPropertySet& GetRequiredProperties() const { return GetProperties().required; }
  const IRPropertySet& GetProducedProperties() const { return GetProperties().produced; }
  const IRPropertySet& GetInvalidatedProperties() const { return GetProperties().invalidated; }
  // Properties the reference's pipeline checks after this pass beyond the
  // declared contract (see PassInfo::reference_checked); automatic
  // verification checks them here too.
  const IRPropertySet& GetReferenceCheckedProperties() const;
  // False for a declared pass whose transform has not been written yet.
  bool IsImplemented() const;
  bool IsNull() const { return impl_ == nullptr; }

  // Runs the active PassContext's before-instruments, the transform and the
  // after-instruments. A thrown CompileError becomes its status; an
  // unimplemented pass fails with UNIMPLEMENTED "not implemented: <name>".
  absl::StatusOr<ir::ProgramPtr> Run(const ir::ProgramPtr& program) const;
  absl::StatusOr<ir::ProgramPtr> operator()(const ir::ProgramPtr& program) const {
    return Run(program);
  }

  // Only the transform, without instruments (used by tools that drive the
  // instruments themselves).
  absl::StatusOr<ir::ProgramPtr> RunTransformOnly(const ir::ProgramPtr& program) const;

  // True for a pass made by CreateFunctionPass: what it makes of a function
  // depends on that function alone, so a pipeline may run several such passes
  // function by function (see PassPipeline::Run).
  bool IsFunctionLocal() const;
  // The per-function transform of a function-local pass, without instruments;
  // errors as RunTransformOnly.
  absl::StatusOr<ir::FunctionPtr> RunOnFunction(const ir::FunctionPtr& function) const;

  struct Impl;

 private:
  friend Pass CreateProgramPass(std::string, PassProperties, ProgramTransform, IRPropertySet);
  friend Pass CreateFunctionPass(std::string, PassProperties, FunctionTransform, IRPropertySet);
  friend Pass CreateUnimplementedPass(std::string, PassProperties, IRPropertySet);
  explicit Pass(std::shared_ptr<const Impl> impl) : impl_(std::move(impl)) {}
  std::shared_ptr<const Impl> impl_;
};

// Lifts a per-function transform to a program transform: maps it over every
// function (the transform filters by function type itself) and rebuilds the
// program with the same name/span; returns the input when nothing changed.
// A null transform gives a null program transform.
ProgramTransform ForEachFunction(FunctionTransform transform);

// A pass whose transform sees the whole program.
Pass CreateProgramPass(std::string name, PassProperties properties, ProgramTransform transform,
                       IRPropertySet reference_checked = {});
// A function-local pass applying `transform` to each function (see
// ForEachFunction); `transform` must not look at other functions.
Pass CreateFunctionPass(std::string name, PassProperties properties, FunctionTransform transform,
                        IRPropertySet reference_checked = {});
// A declared pass without a transform: running it fails with UNIMPLEMENTED.
Pass CreateUnimplementedPass(std::string name, PassProperties properties,
                             IRPropertySet reference_checked = {});

}  // namespace ptoc::pass

#endif  // PTOC_COMPILER_PASS_PASS_H_
