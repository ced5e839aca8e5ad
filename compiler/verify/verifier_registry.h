// Registry of property verifiers: for each IRProperty at most one verifier
// that inspects a Program and reports diagnostics. The pass pipeline and the
// VerificationInstrument look verifiers up here; individual verifiers live in
// their own files in this directory and register themselves.
#ifndef PTOC_COMPILER_VERIFY_VERIFIER_REGISTRY_H_
#define PTOC_COMPILER_VERIFY_VERIFIER_REGISTRY_H_

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "compiler/base/span.h"
#include "compiler/ir/function.h"
#include "compiler/pass/ir_property.h"

namespace ptoc::verify {

enum class DiagnosticSeverity : uint8_t { kError, kWarning, kPerfHint };

absl::string_view SeverityName(DiagnosticSeverity severity);  // "ERROR", "WARNING", "PERF_HINT"

struct Diagnostic {
  DiagnosticSeverity severity = DiagnosticSeverity::kError;
  std::string rule_name;  // the property or check name, e.g. "SSAForm"
  std::string message;
  Span span;              // the offending node's location
  int error_code = 0;     // verifier-specific numeric code
  std::string hint_code;  // perf hints only, e.g. "PH001"
};

// "file:line:col" of `span` as verification reports print it (0-based column).
std::string ReportLocation(const Span& span);

// Checks one property of a whole program. Implementations must be thread-safe
// (const, no shared mutable state): one instance serves concurrent pipelines.
// A verifier may throw ptoc::CompileError; RunVerifier turns that into an
// ERROR diagnostic.
class PropertyVerifier {
 public:
  virtual ~PropertyVerifier() = default;
  virtual std::string GetName() const = 0;
  virtual pass::IRProperty GetProperty() const = 0;
  virtual std::vector<Diagnostic> Verify(const ir::ProgramPtr& program) const = 0;
  // True when what the verifier finds in a function depends on that function
  // alone (not on the rest of the program). Verify is then VerifyFunction over
  // the program's functions, and RunVerifier may check all such properties of
  // one function together, or skip a function a VerificationCache knows clean.
  virtual bool IsFunctionLocal() const { return false; }
  // Appends the findings in `function`; used only when IsFunctionLocal().
  virtual void VerifyFunction(const ir::FunctionPtr& /*function*/,
                              std::vector<Diagnostic>* /*out*/) const {}
};

using PropertyVerifierPtr = std::shared_ptr<const PropertyVerifier>;
using VerifyFn = std::function<std::vector<Diagnostic>(const ir::ProgramPtr&)>;
using VerifyFunctionFn = std::function<void(const ir::FunctionPtr&, std::vector<Diagnostic>*)>;

// A verifier from a plain function.
PropertyVerifierPtr MakePropertyVerifier(std::string name, pass::IRProperty property, VerifyFn fn);
// A function-local verifier (see PropertyVerifier::IsFunctionLocal): `fn`
// checks one (non-null) function.
PropertyVerifierPtr MakeFunctionLocalVerifier(std::string name, pass::IRProperty property,
                                              VerifyFunctionFn fn);

class VerifierRegistry {
 public:
  static VerifierRegistry& Global();

  // Registers (or replaces) the verifier for its property.
  void Register(PropertyVerifierPtr verifier);
  void Unregister(pass::IRProperty property);
  // Null when no verifier is registered for `property`.
  PropertyVerifierPtr Find(pass::IRProperty property) const;
  bool Has(pass::IRProperty property) const { return Find(property) != nullptr; }
  pass::IRPropertySet RegisteredProperties() const;

 private:
  mutable std::mutex mu_;
  std::map<pass::IRProperty, PropertyVerifierPtr> verifiers_;
};

// Static registration from a verifier's own .cc file:
//   PTOC_REGISTER_PROPERTY_VERIFIER(ssa, MakePropertyVerifier("SSAForm", ...));
// The library holding such a file must be `alwayslink = True`.
struct VerifierRegistration {
  explicit VerifierRegistration(PropertyVerifierPtr verifier) {
    VerifierRegistry::Global().Register(std::move(verifier));
  }
};
#define PTOC_REGISTER_PROPERTY_VERIFIER(id, verifier_expr) \
  static const ::ptoc::verify::VerifierRegistration ptoc_verifier_registration_##id(verifier_expr)

struct VerificationReport {
  std::vector<Diagnostic> diagnostics;
  pass::IRPropertySet checked;  // properties whose verifier ran
  pass::IRPropertySet skipped;  // requested properties without a registered verifier
  int ErrorCount() const;
  int WarningCount() const;  // warnings and perf hints
  bool HasErrors() const { return ErrorCount() > 0; }
  // The "IR Verification Report" text (see FormatVerificationReport).
  std::string Format() const;
};

// Which functions were found clean of which function-local properties. IR
// nodes are immutable, so a function object found clean stays clean: a
// pipeline keeps one cache across its verifications and checks again only the
// functions a pass rebuilt. Entries hold their function, so an address is
// never reused by another function while it is cached.
class VerificationCache {
 public:
  bool IsClean(const ir::Function* function, pass::IRProperty property) const;
  void MarkClean(const ir::FunctionPtr& function, pass::IRProperty property);
  // Drops the entries of functions no longer in `program`.
  void RetainFunctionsOf(const ir::ProgramPtr& program);
  size_t size() const { return entries_.size(); }

 private:
  struct Entry {
    ir::FunctionPtr function;
    pass::IRPropertySet clean;
    uint64_t epoch = 0;  // the last RetainFunctionsOf that found it in its program
  };
  std::unordered_map<const ir::Function*, Entry> entries_;
  uint64_t epoch_ = 0;
};

// Runs the registered verifier of every property in `properties` and collects
// all diagnostics, in enum order of the properties (a property's findings in
// the order of the functions). The function-local verifiers walk each function
// together while its IR is in the processor's caches; with a `cache`, the
// functions it knows clean are skipped and the clean ones found are added.
VerificationReport RunVerifier(const ir::ProgramPtr& program, const pass::IRPropertySet& properties,
                               VerificationCache* cache = nullptr);

// The registered verifiers of `properties` (in enum order), or nullopt when
// one of them is not function-local (properties without a verifier are
// skipped by RunVerifier, so they are left out).
std::optional<std::vector<PropertyVerifierPtr>> FunctionLocalVerifiersOf(
    const pass::IRPropertySet& properties);

// Whether the function-local `verifiers` find nothing at all in `function` (a
// verifier that throws counts as a finding). Functions `cache` knows clean of
// a property are not walked again for it; none are added (this checks
// functions a pipeline holds only for a moment).
bool FunctionVerifiesClean(const ir::FunctionPtr& function,
                           const std::vector<PropertyVerifierPtr>& verifiers,
                           const VerificationCache* cache);

// The reference's report layout:
//   IR Verification Report
//   ======================
//   Total diagnostics: N (E errors, W warnings)
//
//   [1] ERROR - <rule>
//     Message: ...
//     Location: file:line:col
//     Error Code: n
//
//   Status: FAILED (E error(s) found)
std::string FormatVerificationReport(const std::vector<Diagnostic>& diagnostics);

// A failed verification as a Status: INVALID_ARGUMENT, since the program as
// written cannot be compiled (its own lines fail a property at the pipeline's
// input, or a pass cannot establish a property for it, e.g. tiles that overflow
// a memory space, or a loop-carried value ConvertToSSA cannot thread; the
// reference rejects these programs at the same point), with the payload below
// so that callers can tell a verification report from other errors.
inline constexpr absl::string_view kVerificationErrorPayload =
    "type.googleapis.com/ptoc.VerificationError";
absl::Status VerificationError(absl::string_view message);
bool IsVerificationError(const absl::Status& status);

}  // namespace ptoc::verify

#endif  // PTOC_COMPILER_VERIFY_VERIFIER_REGISTRY_H_
