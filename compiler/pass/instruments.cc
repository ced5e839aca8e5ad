#include "compiler/pass/instruments.h"

#include <fstream>
#include <iostream>
#include <mutex>
#include <set>

#include "absl/strings/str_cat.h"

namespace ptoc::pass {
namespace {

absl::Status VerifyWithContext(const IRPropertySet& properties, const ir::ProgramPtr& program,
                               const std::string& context_message) {
  if (properties.Empty()) return absl::OkStatus();
  verify::VerificationReport report = verify::RunVerifier(program, properties);
  if (!report.HasErrors()) return absl::OkStatus();
  return verify::VerificationError(absl::StrCat(context_message, ":\n", report.Format()));
}

// Diagnostic lines print a location as the reference does: "file:line:col"
// with a 0-based column, and none for a span the reference deems invalid
// (unknown line, or 0-based column 0).
bool HasPrintedLocation(const Span& span) { return span.begin_line > 0 && span.begin_col > 1; }

bool Wants(VerificationMode mode, VerificationMode phase) {
  return mode == phase || mode == VerificationMode::kBeforeAndAfter;
}

}  // namespace

absl::Status VerificationInstrument::RunBeforePass(const Pass& pass,
                                                   const ir::ProgramPtr& program) {
  if (!Wants(mode_, VerificationMode::kBefore)) return absl::OkStatus();
  return VerifyWithContext(
      pass.GetRequiredProperties(), program,
      absl::StrCat("Pre-verification failed before pass '", pass.GetName(), "' for properties ",
                   pass.GetRequiredProperties().ToString()));
}

absl::Status VerificationInstrument::RunAfterPass(const Pass& pass, const ir::ProgramPtr& program) {
  if (!Wants(mode_, VerificationMode::kAfter)) return absl::OkStatus();
  return VerifyWithContext(
      pass.GetProducedProperties(), program,
      absl::StrCat("Post-verification failed after pass '", pass.GetName(), "' for properties ",
                   pass.GetProducedProperties().ToString()));
}

absl::Status CallbackInstrument::RunBeforePass(const Pass& pass, const ir::ProgramPtr& program) {
  if (before_) before_(pass, program);
  return absl::OkStatus();
}

absl::Status CallbackInstrument::RunAfterPass(const Pass& pass, const ir::ProgramPtr& program) {
  if (after_) after_(pass, program);
  return absl::OkStatus();
}

absl::Status DiagnosticInstrument::RunBeforePass(const Pass&, const ir::ProgramPtr& program) {
  if (saw_first_pass_) return absl::OkStatus();
  saw_first_pass_ = true;
  if (phases_ & static_cast<int>(DiagnosticPhase::kPrePipeline)) {
    RunChecks(program, "pipeline_input");
  }
  return absl::OkStatus();
}

absl::Status DiagnosticInstrument::RunAfterPass(const Pass& pass, const ir::ProgramPtr& program) {
  if (phases_ & static_cast<int>(DiagnosticPhase::kPostPass)) RunChecks(program, pass.GetName());
  return absl::OkStatus();
}

absl::Status DiagnosticInstrument::RunAfterPipeline(const ir::ProgramPtr& program) {
  if (phases_ & static_cast<int>(DiagnosticPhase::kPostPipeline)) {
    RunChecks(program, "pipeline_output");
  }
  saw_first_pass_ = false;  // the instrument may serve another pipeline run
  return absl::OkStatus();
}

void DiagnosticInstrument::RunChecks(const ir::ProgramPtr& program, const std::string& label) {
  std::vector<verify::Diagnostic> all;
  for (const DiagnosticCheck& check : checks_) {
    if (!check.run) continue;
    for (verify::Diagnostic& d : check.run(program)) all.push_back(std::move(d));
  }
  // Advisory output: an unwritable log must not fail the compilation.
  (void)EmitDiagnostics(all, label);
}

std::string FormatDiagnosticLine(const verify::Diagnostic& d, const std::string& label) {
  std::string line;
  switch (d.severity) {
    case verify::DiagnosticSeverity::kWarning:
      line = absl::StrCat("[warning] [", d.rule_name, "]");
      if (!label.empty()) absl::StrAppend(&line, " (", label, ")");
      absl::StrAppend(&line, " ", d.message);
      break;
    case verify::DiagnosticSeverity::kPerfHint:
      line = "[perf_hint";
      if (!d.hint_code.empty()) absl::StrAppend(&line, " ", d.hint_code);
      absl::StrAppend(&line, "] ", d.rule_name, ": ", d.message);
      break;
    case verify::DiagnosticSeverity::kError:
      // Errors do not come this way (they fail the pipeline); no location.
      return absl::StrCat("[error] [", d.rule_name, "] ", d.message);
  }
  if (HasPrintedLocation(d.span)) {
    absl::StrAppend(&line, " at ", verify::ReportLocation(d.span));
  }
  return line;
}

namespace {
thread_local std::vector<CapturedDiagnostics>* captured_diagnostics = nullptr;
}  // namespace

DiagnosticCapture::DiagnosticCapture(std::vector<CapturedDiagnostics>* into)
    : previous_(captured_diagnostics) {
  captured_diagnostics = into;
}

DiagnosticCapture::~DiagnosticCapture() { captured_diagnostics = previous_; }

absl::Status EmitDiagnostics(const std::vector<verify::Diagnostic>& diagnostics,
                             const std::string& label) {
  if (diagnostics.empty()) return absl::OkStatus();
  if (captured_diagnostics != nullptr) {
    captured_diagnostics->push_back({diagnostics, label});
    return absl::OkStatus();
  }
  std::string log_path;
  if (const PassContext* context = PassContext::Current()) {
    if (const auto* report = context->FindInstrument<ReportInstrument>()) {
      log_path = absl::StrCat(report->GetOutputDir(), "/perf_hints.log");
    }
  }
  std::vector<std::string> hint_lines;
  std::set<std::string> hint_sites;
  for (const verify::Diagnostic& d : diagnostics) {
    std::string line = FormatDiagnosticLine(d, label);
    if (d.severity == verify::DiagnosticSeverity::kPerfHint && !log_path.empty()) {
      hint_lines.push_back(std::move(line));
      if (HasPrintedLocation(d.span)) hint_sites.insert(verify::ReportLocation(d.span));
      continue;
    }
    std::cerr << line << "\n";
  }
  if (hint_lines.empty()) return absl::OkStatus();
  std::cerr << "[perf_hint] " << hint_lines.size() << (hint_lines.size() == 1 ? " hint" : " hints");
  if (!hint_sites.empty()) {
    std::cerr << " across " << hint_sites.size() << (hint_sites.size() == 1 ? " site" : " sites");
  }
  std::cerr << "; see " << log_path << "\n";
  // Concurrent pipelines may share a report directory; whole lines only.
  static std::mutex* log_mutex = new std::mutex();
  std::lock_guard<std::mutex> lock(*log_mutex);
  std::ofstream out(log_path, std::ios::app);
  if (!out) return absl::UnavailableError(absl::StrCat("cannot append to ", log_path));
  for (const std::string& line : hint_lines) out << line << "\n";
  out.flush();
  if (!out) return absl::UnavailableError(absl::StrCat("cannot write ", log_path));
  return absl::OkStatus();
}

}  // namespace ptoc::pass
