// The catalog of passes, by name.
//
// Every pass of the seed's per-pass table and of the strategies is declared
// here with its property contract. Transforms are plugged in separately, so a
// new pass is one file plus one registration line:
//
//   // compiler/transforms/convert_to_ssa.cc
//   PTOC_REGISTER_PASS_TRANSFORM(ConvertToSSA, ConvertToSSATransform);
//
// (the transforms library must be `alwayslink = True`). A pass that is new,
// not in the built-in catalog, declares its contract as well:
//
//   PTOC_REGISTER_NEW_PASS(MyPass, (PassProperties{{...}, {...}, {}}), MyTransform);
//
// Until its transform is registered, a declared pass runs as an error
// (UNIMPLEMENTED "not implemented: <name>"), never as a silent identity.
#ifndef PTOC_COMPILER_PASS_PASS_REGISTRY_H_
#define PTOC_COMPILER_PASS_PASS_REGISTRY_H_

#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "compiler/pass/pass.h"

namespace ptoc::pass {

struct PassInfo {
  std::string name;
  PassProperties properties;
  // True when the contract is the seed table's; false when it comes from the
  // reference code (passes the seed table does not list) or a later addition.
  bool from_seed_table = false;
  bool implemented = false;
  // Properties the reference's pipeline verifies after this pass although the
  // contract above does not produce them: the reference's own declaration of
  // the pass at the seed revision produces them where the seed table (an
  // earlier version) does not. Automatic verification checks them after the
  // pass (again, if checked before), so that a program fails where, and
  // with the message, it fails in the reference; the contract is unchanged.
  IRPropertySet reference_checked;
};

class PassRegistry {
 public:
  // The process-wide registry, pre-populated with the built-in catalog.
  static PassRegistry& Global();

  // An empty registry (tests).
  PassRegistry() = default;

  // Declares a pass without a transform. ALREADY_EXISTS if declared.
  absl::Status Declare(std::string name, PassProperties properties, bool from_seed_table = false,
                       IRPropertySet reference_checked = {});
  // Plugs in (or replaces) the transform of a declared pass; NOT_FOUND if the
  // name is not declared.
  absl::Status SetTransform(absl::string_view name, ProgramTransform transform);
  // The same for a function-local pass (see CreateFunctionPass).
  absl::Status SetFunctionTransform(absl::string_view name, FunctionTransform transform);
  // Removes the transform again (tests).
  void ClearTransform(absl::string_view name);

  // The pass handle; INVALID_ARGUMENT "unknown pass: X" if not declared.
  absl::StatusOr<Pass> GetPass(absl::string_view name) const;
  bool Contains(absl::string_view name) const;
  std::optional<PassInfo> Find(absl::string_view name) const;
  // Names in declaration order.
  std::vector<std::string> Names() const;
  std::vector<PassInfo> List() const;

 private:
  struct Entry {
    PassInfo info;
    ProgramTransform transform;
    FunctionTransform function_transform;  // set for a function-local pass
  };
  absl::Status SetTransforms(absl::string_view name, ProgramTransform transform,
                             FunctionTransform function_transform);

  mutable std::mutex mu_;
  std::vector<std::string> order_;
  std::map<std::string, Entry, std::less<>> entries_;
};

// Static-registration helpers for transform files. They abort the process
// with a message on a misspelt or duplicate name: that is a build bug every
// test run would hit at start-up.
bool RegisterPassTransform(const std::string& name, ProgramTransform transform);
bool RegisterFunctionPassTransform(const std::string& name, FunctionTransform transform);
bool RegisterNewPass(const std::string& name, PassProperties properties,
                     ProgramTransform transform);

#define PTOC_REGISTER_PASS_TRANSFORM(Name, transform) \
  static const bool ptoc_pass_transform_##Name =      \
      ::ptoc::pass::RegisterPassTransform(#Name, transform)
#define PTOC_REGISTER_FUNCTION_PASS_TRANSFORM(Name, transform) \
  static const bool ptoc_pass_transform_##Name =               \
      ::ptoc::pass::RegisterFunctionPassTransform(#Name, transform)
#define PTOC_REGISTER_NEW_PASS(Name, properties, transform) \
  static const bool ptoc_pass_transform_##Name =            \
      ::ptoc::pass::RegisterNewPass(#Name, properties, transform)

}  // namespace ptoc::pass

#endif  // PTOC_COMPILER_PASS_PASS_REGISTRY_H_
