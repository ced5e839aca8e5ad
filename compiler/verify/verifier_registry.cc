#include "compiler/verify/verifier_registry.h"

#include <exception>
#include <utility>

#include "absl/strings/cord.h"
#include "absl/strings/str_cat.h"
#include "compiler/base/status.h"

namespace ptoc::verify {
namespace {

class FunctionVerifier : public PropertyVerifier {
 public:
  FunctionVerifier(std::string name, pass::IRProperty property, VerifyFn fn)
      : name_(std::move(name)), property_(property), fn_(std::move(fn)) {}
  std::string GetName() const override { return name_; }
  pass::IRProperty GetProperty() const override { return property_; }
  std::vector<Diagnostic> Verify(const ir::ProgramPtr& program) const override {
    return fn_(program);
  }

 private:
  std::string name_;
  pass::IRProperty property_;
  VerifyFn fn_;
};

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

VerificationReport RunVerifier(const ir::ProgramPtr& program,
                               const pass::IRPropertySet& properties) {
  VerificationReport report;
  if (program == nullptr) return report;
  for (pass::IRProperty property : properties.ToVector()) {
    PropertyVerifierPtr verifier = VerifierRegistry::Global().Find(property);
    if (verifier == nullptr) {
      report.skipped.Insert(property);
      continue;
    }
    report.checked.Insert(property);
    // A verifier that trips over malformed IR reports that as a finding
    // instead of tearing down the pipeline.
    try {
      std::vector<Diagnostic> found = verifier->Verify(program);
      for (Diagnostic& d : found) report.diagnostics.push_back(std::move(d));
    } catch (const CompileError& e) {
      report.diagnostics.push_back(Diagnostic{DiagnosticSeverity::kError,
                                              std::string(pass::IRPropertyName(property)),
                                              std::string(e.status().message()), program->span()});
    } catch (const std::exception& e) {
      report.diagnostics.push_back(
          Diagnostic{DiagnosticSeverity::kError, std::string(pass::IRPropertyName(property)),
                     absl::StrCat("verifier crashed: ", e.what()), program->span()});
    }
  }
  return report;
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
  absl::Status status = absl::InternalError(message);
  status.SetPayload(kVerificationErrorPayload, absl::Cord("1"));
  return status;
}

bool IsVerificationError(const absl::Status& status) {
  return status.GetPayload(kVerificationErrorPayload).has_value();
}

}  // namespace ptoc::verify
