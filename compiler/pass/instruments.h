// The standard pass instruments that need no text printing: property
// verification around passes, user callbacks, the report directory carrier
// and advisory diagnostics (warnings, perf hints -> perf_hints.log).
// The dump and roundtrip instruments are in text_instruments.h.
#ifndef PTOC_COMPILER_PASS_INSTRUMENTS_H_
#define PTOC_COMPILER_PASS_INSTRUMENTS_H_

#include <functional>
#include <string>
#include <vector>

#include "compiler/pass/pass.h"
#include "compiler/pass/pass_context.h"
#include "compiler/verify/verifier_registry.h"

namespace ptoc::pass {

// Verifies, through the verifier registry, a pass's required properties
// before it runs and/or its produced properties after it. Failures are
// VerificationError statuses ("Pre-verification failed before pass 'X'" /
// "Post-verification failed after pass 'X'" followed by the report).
class VerificationInstrument : public PassInstrument {
 public:
  explicit VerificationInstrument(VerificationMode mode) : mode_(mode) {}
  std::string GetName() const override { return "VerificationInstrument"; }
  VerificationMode mode() const { return mode_; }
  absl::Status RunBeforePass(const Pass& pass, const ir::ProgramPtr& program) override;
  absl::Status RunAfterPass(const Pass& pass, const ir::ProgramPtr& program) override;

 private:
  VerificationMode mode_;
};

// Calls user callbacks (either may be null). A callback may throw
// ptoc::CompileError to abort the pipeline.
class CallbackInstrument : public PassInstrument {
 public:
  using Callback = std::function<void(const Pass&, const ir::ProgramPtr&)>;
  explicit CallbackInstrument(Callback before_pass = nullptr, Callback after_pass = nullptr,
                              std::string name = "CallbackInstrument")
      : before_(std::move(before_pass)), after_(std::move(after_pass)), name_(std::move(name)) {}
  std::string GetName() const override { return name_; }
  absl::Status RunBeforePass(const Pass& pass, const ir::ProgramPtr& program) override;
  absl::Status RunAfterPass(const Pass& pass, const ir::ProgramPtr& program) override;

 private:
  Callback before_;
  Callback after_;
  std::string name_;
};

// Observes nothing; carries the directory where pipeline artifacts such as
// perf_hints.log are written.
class ReportInstrument : public PassInstrument {
 public:
  explicit ReportInstrument(std::string output_dir) : output_dir_(std::move(output_dir)) {}
  std::string GetName() const override { return "ReportInstrument"; }
  const std::string& GetOutputDir() const { return output_dir_; }

 private:
  std::string output_dir_;
};

// An advisory check (unused variable, tile granularity hint, ...). Checks
// only report warnings and perf hints, never errors.
struct DiagnosticCheck {
  std::string name;
  std::function<std::vector<verify::Diagnostic>(const ir::ProgramPtr&)> run;
};

// When DiagnosticInstrument runs its checks.
enum class DiagnosticPhase : uint8_t {
  kPrePipeline = 1,   // once, on the input of the first pass
  kPostPass = 2,      // after each pass
  kPostPipeline = 4,  // once, on the final program
};

// Runs advisory checks and emits their findings with EmitDiagnostics.
class DiagnosticInstrument : public PassInstrument {
 public:
  explicit DiagnosticInstrument(std::vector<DiagnosticCheck> checks,
                                int phases = static_cast<int>(DiagnosticPhase::kPostPass))
      : checks_(std::move(checks)), phases_(phases) {}
  std::string GetName() const override { return "DiagnosticInstrument"; }
  absl::Status RunBeforePass(const Pass& pass, const ir::ProgramPtr& program) override;
  absl::Status RunAfterPass(const Pass& pass, const ir::ProgramPtr& program) override;
  absl::Status RunAfterPipeline(const ir::ProgramPtr& program) override;

 private:
  void RunChecks(const ir::ProgramPtr& program, const std::string& label);
  std::vector<DiagnosticCheck> checks_;
  int phases_;
  bool saw_first_pass_ = false;
};

// Emits advisory diagnostics. Warnings go to stderr as
// "[warning] [Rule] (label) message at span". Perf hints are appended as
// "[perf_hint CODE] Rule: message at span" lines to
// <ReportInstrument dir>/perf_hints.log (appends serialised across threads)
// with a one-line summary on stderr; without a ReportInstrument in the
// current context they go to stderr one by one. Returns the first I/O error.
absl::Status EmitDiagnostics(const std::vector<verify::Diagnostic>& diagnostics,
                             const std::string& label);

// One EmitDiagnostics call held back by a DiagnosticCapture.
struct CapturedDiagnostics {
  std::vector<verify::Diagnostic> diagnostics;
  std::string label;
};

// While alive, EmitDiagnostics on this thread appends its arguments to `into`
// instead of emitting them, so that a pipeline running passes function by
// function can emit them afterwards in pass order (or drop them when it runs
// the passes again one by one). Captures nest.
class DiagnosticCapture {
 public:
  explicit DiagnosticCapture(std::vector<CapturedDiagnostics>* into);
  ~DiagnosticCapture();
  DiagnosticCapture(const DiagnosticCapture&) = delete;
  DiagnosticCapture& operator=(const DiagnosticCapture&) = delete;

 private:
  std::vector<CapturedDiagnostics>* previous_;
};

// Formats one diagnostic as used by EmitDiagnostics, the reference's line:
//   "[warning] [<rule>] (<label>) <message> at <file>:<line>:<col>" or
//   "[perf_hint <code>] <rule>: <message> at <file>:<line>:<col>",
// with a 0-based column (the API's Diagnostic.column is 1-based).
std::string FormatDiagnosticLine(const verify::Diagnostic& diagnostic, const std::string& label);

}  // namespace ptoc::pass

#endif  // PTOC_COMPILER_PASS_INSTRUMENTS_H_
