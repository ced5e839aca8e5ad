#include "compiler/verify/verifier_registry.h"

#include <exception>
#include <iterator>
#include <optional>
#include <utility>

#include "absl/strings/cord.h"
#include "absl/strings/str_cat.h"
#include "compiler/base/status.h"

namespace ptoc::verify {
namespace {

// A verifier's name and property; the subclasses add how it checks.
class NamedVerifier : public PropertyVerifier {
 public:
  NamedVerifier(std::string name, pass::IRProperty property)
      : name_(std::move(name)), property_(property) {}
  std::string GetName() const override { return name_; }
  pass::IRProperty GetProperty() const override { return property_; }

 private:
  std::string name_;
  pass::IRProperty property_;
};

class FunctionVerifier : public NamedVerifier {
 public:
  FunctionVerifier(std::string name, pass::IRProperty property, VerifyFn fn)
      : NamedVerifier(std::move(name), property), fn_(std::move(fn)) {}
  std::vector<Diagnostic> Verify(const ir::ProgramPtr& program) const override {
    return fn_(program);
  }

 private:
  VerifyFn fn_;
};

class FunctionLocalVerifier : public NamedVerifier {
 public:
  FunctionLocalVerifier(std::string name, pass::IRProperty property, VerifyFunctionFn fn)
      : NamedVerifier(std::move(name), property), fn_(std::move(fn)) {}
  std::vector<Diagnostic> Verify(const ir::ProgramPtr& program) const override {
    std::vector<Diagnostic> out;
    if (program == nullptr) return out;
    for (const ir::FunctionPtr& function : program->functions()) {
      if (function != nullptr) fn_(function, &out);
    }
    return out;
  }
  bool IsFunctionLocal() const override { return true; }
  void VerifyFunction(const ir::FunctionPtr& function,
                      std::vector<Diagnostic>* out) const override {
    fn_(function, out);
  }

 private:
  VerifyFunctionFn fn_;
};

// One requested property's verifier and what it found.
struct PropertyRun {
  pass::IRProperty property;
  PropertyVerifierPtr verifier;
  std::vector<Diagnostic> found;
  bool crashed = false;
};

// A verifier that trips over malformed IR reports that as its only finding
// (what it found before is dropped) instead of tearing down the pipeline.
template <typename Check>
void RunGuarded(const ir::ProgramPtr& program, PropertyRun* run, Check&& check) {
  std::string message;
  try {
    check();
    return;
  } catch (const CompileError& e) {
    message = std::string(e.status().message());
  } catch (const std::exception& e) {
    message = absl::StrCat("verifier crashed: ", e.what());
  }
  run->found.clear();
  run->found.push_back(Diagnostic{DiagnosticSeverity::kError,
                                  std::string(pass::IRPropertyName(run->property)),
                                  std::move(message), program->span()});
  run->crashed = true;
}

}  // namespace

// Columns count from 0, as in the reference's report (spans keep 1-based
// columns).
std::string ReportLocation(const Span& span) { return span.ToReportString(); }

absl::string_view SeverityName(DiagnosticSeverity severity) {
  switch (severity) {
    case DiagnosticSeverity::kError:
      return "ERROR";
    case DiagnosticSeverity::kWarning:
      return "WARNING";
    case DiagnosticSeverity::kPerfHint:
      return "PERF_HINT";
  }
  return "?";
}

PropertyVerifierPtr MakePropertyVerifier(std::string name, pass::IRProperty property, VerifyFn fn) {
  return std::make_shared<FunctionVerifier>(std::move(name), property, std::move(fn));
}

PropertyVerifierPtr MakeFunctionLocalVerifier(std::string name, pass::IRProperty property,
                                              VerifyFunctionFn fn) {
  return std::make_shared<FunctionLocalVerifier>(std::move(name), property, std::move(fn));
}

bool VerificationCache::IsClean(const ir::Function* function, pass::IRProperty property) const {
  auto it = entries_.find(function);
  return it != entries_.end() && it->second.clean.Contains(property);
}

void VerificationCache::MarkClean(const ir::FunctionPtr& function, pass::IRProperty property) {
  Entry& entry = entries_[function.get()];
  entry.function = function;
  entry.epoch = epoch_;
  entry.clean.Insert(property);
}

void VerificationCache::RetainFunctionsOf(const ir::ProgramPtr& program) {
  if (entries_.empty()) return;
  // Marks the program's entries with a new epoch, then drops the others; no
  // map is rebuilt (this runs after every verification of a pipeline).
  ++epoch_;
  if (program != nullptr) {
    for (const ir::FunctionPtr& function : program->functions()) {
      auto it = entries_.find(function.get());
      if (it != entries_.end()) it->second.epoch = epoch_;
    }
  }
  for (auto it = entries_.begin(); it != entries_.end();) {
    it = it->second.epoch == epoch_ ? std::next(it) : entries_.erase(it);
  }
}

VerifierRegistry& VerifierRegistry::Global() {
  static VerifierRegistry* registry = new VerifierRegistry();
  return *registry;
}

void VerifierRegistry::Register(PropertyVerifierPtr verifier) {
  if (verifier == nullptr) return;
  std::lock_guard<std::mutex> lock(mu_);
  verifiers_[verifier->GetProperty()] = std::move(verifier);
}

void VerifierRegistry::Unregister(pass::IRProperty property) {
  std::lock_guard<std::mutex> lock(mu_);
  verifiers_.erase(property);
}

PropertyVerifierPtr VerifierRegistry::Find(pass::IRProperty property) const {
  std::lock_guard<std::mutex> lock(mu_);
  auto it = verifiers_.find(property);
  return it == verifiers_.end() ? nullptr : it->second;
}

pass::IRPropertySet VerifierRegistry::RegisteredProperties() const {
  std::lock_guard<std::mutex> lock(mu_);
  pass::IRPropertySet set;
  for (const auto& [property, verifier] : verifiers_) set.Insert(property);
  return set;
}

int VerificationReport::ErrorCount() const {
  int n = 0;
  for (const Diagnostic& d : diagnostics) n += d.severity == DiagnosticSeverity::kError;
  return n;
}

int VerificationReport::WarningCount() const {
  return static_cast<int>(diagnostics.size()) - ErrorCount();
}

std::string VerificationReport::Format() const { return FormatVerificationReport(diagnostics); }

VerificationReport RunVerifier(const ir::ProgramPtr& program, const pass::IRPropertySet& properties,
                               VerificationCache* cache) {
  VerificationReport report;
  if (program == nullptr) return report;
  std::vector<PropertyRun> runs;
  for (pass::IRProperty property : properties.ToVector()) {
    PropertyVerifierPtr verifier = VerifierRegistry::Global().Find(property);
    if (verifier == nullptr) {
      report.skipped.Insert(property);
      continue;
    }
    report.checked.Insert(property);
    runs.push_back(PropertyRun{property, std::move(verifier), {}});
  }
  // Function by function: each function's IR is walked by all the local
  // verifiers while it is in the caches, instead of once per property.
  for (const ir::FunctionPtr& function : program->functions()) {
    if (function == nullptr) continue;
    for (PropertyRun& run : runs) {
      if (!run.verifier->IsFunctionLocal() || run.crashed) continue;
      if (cache != nullptr && cache->IsClean(function.get(), run.property)) continue;
      const size_t before = run.found.size();
      RunGuarded(program, &run, [&] { run.verifier->VerifyFunction(function, &run.found); });
      if (cache != nullptr && !run.crashed && run.found.size() == before) {
        cache->MarkClean(function, run.property);
      }
    }
  }
  for (PropertyRun& run : runs) {
    if (!run.verifier->IsFunctionLocal()) {
      RunGuarded(program, &run, [&] { run.found = run.verifier->Verify(program); });
    }
    for (Diagnostic& d : run.found) report.diagnostics.push_back(std::move(d));
  }
  if (cache != nullptr) cache->RetainFunctionsOf(program);
  return report;
}

std::optional<std::vector<PropertyVerifierPtr>> FunctionLocalVerifiersOf(
    const pass::IRPropertySet& properties) {
  std::vector<PropertyVerifierPtr> verifiers;
  for (pass::IRProperty property : properties.ToVector()) {
    PropertyVerifierPtr verifier = VerifierRegistry::Global().Find(property);
    if (verifier == nullptr) continue;
    if (!verifier->IsFunctionLocal()) return std::nullopt;
    verifiers.push_back(std::move(verifier));
  }
  return verifiers;
}

bool FunctionVerifiesClean(const ir::FunctionPtr& function,
                           const std::vector<PropertyVerifierPtr>& verifiers,
                           const VerificationCache* cache) {
  for (const PropertyVerifierPtr& verifier : verifiers) {
    if (cache != nullptr && cache->IsClean(function.get(), verifier->GetProperty())) continue;
    std::vector<Diagnostic> found;
    try {
      verifier->VerifyFunction(function, &found);
    } catch (const std::exception&) {
      return false;
    }
    if (!found.empty()) return false;
  }
  return true;
}

std::string FormatVerificationReport(const std::vector<Diagnostic>& diagnostics) {
  int errors = 0;
  for (const Diagnostic& d : diagnostics) errors += d.severity == DiagnosticSeverity::kError;
  int warnings = static_cast<int>(diagnostics.size()) - errors;
  std::string out = absl::StrCat("IR Verification Report\n", "======================\n",
                                 "Total diagnostics: ", diagnostics.size(), " (", errors,
                                 " errors, ", warnings, " warnings)\n\n");
  if (diagnostics.empty()) return absl::StrCat(out, "Status: PASSED\n");
  for (size_t i = 0; i < diagnostics.size(); ++i) {
    const Diagnostic& d = diagnostics[i];
    // The reference only distinguishes errors from everything else here.
    absl::StrAppend(
        &out, "[", i + 1, "] ", d.severity == DiagnosticSeverity::kError ? "ERROR" : "WARNING",
        " - ", d.rule_name, "\n", "  Message: ", d.message, "\n",
        "  Location: ", ReportLocation(d.span), "\n", "  Error Code: ", d.error_code, "\n\n");
  }
  if (errors > 0) {
    absl::StrAppend(&out, "Status: FAILED (", errors, " error(s) found)\n");
  } else {
    absl::StrAppend(&out, "Status: PASSED with ", warnings, " warning(s)\n");
  }
  return out;
}

absl::Status VerificationError(absl::string_view message) {
  absl::Status status = absl::InvalidArgumentError(message);
  status.SetPayload(kVerificationErrorPayload, absl::Cord("1"));
  return status;
}

bool IsVerificationError(const absl::Status& status) {
  return status.GetPayload(kVerificationErrorPayload).has_value();
}

}  // namespace ptoc::verify
