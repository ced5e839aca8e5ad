// PassContext: the per-thread configuration of pass execution.
//
// A context holds the instruments fired around every pass, the automatic
// verification level and all pass options (no pass reads globals). Contexts
// form a thread-local stack: entering one makes it current until it is left;
// an inner context fully replaces the outer one (nothing is merged). A server
// thread handling a request enters the request's context, so concurrent
// requests never see each other's settings.
#ifndef PTOC_COMPILER_PASS_PASS_CONTEXT_H_
#define PTOC_COMPILER_PASS_PASS_CONTEXT_H_

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "compiler/ir/function.h"

namespace ptoc::pass {

class Pass;

// Automatic verification done by PassPipeline::Run.
enum class VerificationLevel : uint8_t {
  kNone,       // no automatic verification
  kBasic,      // lightweight properties, once each (the default)
  kRoundtrip,  // Basic + print/parse/structural_equal after each pass
};

// When a VerificationInstrument checks properties.
enum class VerificationMode : uint8_t { kNone, kBefore, kAfter, kBeforeAndAfter };

absl::string_view VerificationLevelName(VerificationLevel level);  // "none", "basic", ...
std::optional<VerificationLevel> ParseVerificationLevel(absl::string_view text);
absl::string_view VerificationModeName(VerificationMode mode);  // "BEFORE_AND_AFTER", ...
std::optional<VerificationMode> ParseVerificationMode(absl::string_view text);

// The level used when no context is active: $PTOC_VERIFY_LEVEL
// (none|basic|roundtrip, case-insensitive), Basic when unset or unrecognised.
VerificationLevel DefaultVerificationLevel();

class PassInstrument {
 public:
  virtual ~PassInstrument() = default;
  virtual std::string GetName() const = 0;
  // A non-OK status aborts the pipeline.
  virtual absl::Status RunBeforePass(const Pass& pass, const ir::ProgramPtr& program);
  virtual absl::Status RunAfterPass(const Pass& pass, const ir::ProgramPtr& program);
  // Once after the last pass of a PassPipeline::Run.
  virtual absl::Status RunAfterPipeline(const ir::ProgramPtr& program);
};

using PassInstrumentPtr = std::shared_ptr<PassInstrument>;

class PassContext {
 public:
  explicit PassContext(std::vector<PassInstrumentPtr> instruments = {},
                       VerificationLevel verification_level = VerificationLevel::kBasic);
  PassContext(const PassContext&) = default;  // copies settings, not stack membership
  PassContext& operator=(const PassContext&) = default;

  const std::vector<PassInstrumentPtr>& instruments() const { return instruments_; }
  void AddInstrument(PassInstrumentPtr instrument) {
    instruments_.push_back(std::move(instrument));
  }
  // First instrument of dynamic type T, or null.
  template <typename T>
  T* FindInstrument() const {
    for (const auto& instrument : instruments_) {
      if (auto* typed = dynamic_cast<T*>(instrument.get())) return typed;
    }
    return nullptr;
  }

  VerificationLevel verification_level() const { return verification_level_; }
  void set_verification_level(VerificationLevel level) { verification_level_ = level; }

  // Pass options, e.g. "analyze_auto_scopes_for_deps" = "true",
  // "memory_planner" = "pypto". Values are strings; typed getters parse them.
  void SetOption(std::string key, std::string value) {
    options_[std::move(key)] = std::move(value);
  }
  std::optional<std::string> GetOption(absl::string_view key) const;
  bool GetBoolOption(absl::string_view key, bool default_value) const;
  int64_t GetIntOption(absl::string_view key, int64_t default_value) const;
  const std::map<std::string, std::string, std::less<>>& options() const { return options_; }

  // Polled by PassPipeline between passes (deadlines, cancelled requests); a
  // non-OK result stops the pipeline with that status.
  void set_cancellation_check(std::function<absl::Status()> check) {
    cancellation_check_ = std::move(check);
  }
  absl::Status CheckCancelled() const;

  // Stack operations. Prefer PassContext::Scope.
  void EnterContext();
  void ExitContext();             // must be the current context of this thread
  static PassContext* Current();  // null when none is active on this thread

  // Run every instrument in list order, stopping at the first error.
  absl::Status RunBeforePass(const Pass& pass, const ir::ProgramPtr& program) const;
  absl::Status RunAfterPass(const Pass& pass, const ir::ProgramPtr& program) const;
  absl::Status RunAfterPipeline(const ir::ProgramPtr& program) const;

  // RAII guard: enters `context` on construction and leaves it on destruction.
  class Scope {
   public:
    explicit Scope(PassContext& context) : context_(context) { context_.EnterContext(); }
    ~Scope() { context_.ExitContext(); }
    Scope(const Scope&) = delete;
    Scope& operator=(const Scope&) = delete;

   private:
    PassContext& context_;
  };

 private:
  std::vector<PassInstrumentPtr> instruments_;
  VerificationLevel verification_level_;
  std::map<std::string, std::string, std::less<>> options_;
  std::function<absl::Status()> cancellation_check_;
};

// The level in effect: the current context's, else DefaultVerificationLevel().
VerificationLevel CurrentVerificationLevel();

}  // namespace ptoc::pass

#endif  // PTOC_COMPILER_PASS_PASS_CONTEXT_H_
