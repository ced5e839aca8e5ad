#include "compiler/pass/pass_context.h"

#include <cstdlib>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/numbers.h"
#include "compiler/base/status.h"

namespace ptoc::pass {
namespace {

// The thread's context stack; the back is current. A vector (rather than a
// "previous" pointer in each context) lets the same context be entered twice.
std::vector<PassContext*>& ContextStack() {
  thread_local std::vector<PassContext*> stack;
  return stack;
}

}  // namespace

absl::string_view VerificationLevelName(VerificationLevel level) {
  switch (level) {
    case VerificationLevel::kNone:
      return "none";
    case VerificationLevel::kBasic:
      return "basic";
    case VerificationLevel::kRoundtrip:
      return "roundtrip";
  }
  return "?";
}

std::optional<VerificationLevel> ParseVerificationLevel(absl::string_view text) {
  std::string lower = absl::AsciiStrToLower(absl::StripAsciiWhitespace(text));
  if (lower == "none") return VerificationLevel::kNone;
  if (lower == "basic") return VerificationLevel::kBasic;
  if (lower == "roundtrip") return VerificationLevel::kRoundtrip;
  return std::nullopt;
}

absl::string_view VerificationModeName(VerificationMode mode) {
  switch (mode) {
    case VerificationMode::kNone:
      return "NONE";
    case VerificationMode::kBefore:
      return "BEFORE";
    case VerificationMode::kAfter:
      return "AFTER";
    case VerificationMode::kBeforeAndAfter:
      return "BEFORE_AND_AFTER";
  }
  return "?";
}

std::optional<VerificationMode> ParseVerificationMode(absl::string_view text) {
  std::string upper = absl::AsciiStrToUpper(absl::StripAsciiWhitespace(text));
  if (upper == "NONE") return VerificationMode::kNone;
  if (upper == "BEFORE") return VerificationMode::kBefore;
  if (upper == "AFTER") return VerificationMode::kAfter;
  if (upper == "BEFORE_AND_AFTER" || upper == "BEFOREANDAFTER") {
    return VerificationMode::kBeforeAndAfter;
  }
  return std::nullopt;
}

VerificationLevel DefaultVerificationLevel() {
  const char* env = std::getenv("PTOC_VERIFY_LEVEL");
  if (env == nullptr) return VerificationLevel::kBasic;
  return ParseVerificationLevel(env).value_or(VerificationLevel::kBasic);
}

VerificationLevel CurrentVerificationLevel() {
  const PassContext* context = PassContext::Current();
  return context != nullptr ? context->verification_level() : DefaultVerificationLevel();
}

absl::Status PassInstrument::RunBeforePass(const Pass&, const ir::ProgramPtr&) {
  return absl::OkStatus();
}
absl::Status PassInstrument::RunAfterPass(const Pass&, const ir::ProgramPtr&) {
  return absl::OkStatus();
}
absl::Status PassInstrument::RunAfterPipeline(const ir::ProgramPtr&) { return absl::OkStatus(); }

PassContext::PassContext(std::vector<PassInstrumentPtr> instruments,
                         VerificationLevel verification_level)
    : instruments_(std::move(instruments)), verification_level_(verification_level) {}

std::optional<std::string> PassContext::GetOption(absl::string_view key) const {
  auto it = options_.find(key);
  if (it == options_.end()) return std::nullopt;
  return it->second;
}

bool PassContext::GetBoolOption(absl::string_view key, bool default_value) const {
  std::optional<std::string> value = GetOption(key);
  if (!value) return default_value;
  std::string lower = absl::AsciiStrToLower(*value);
  if (lower == "1" || lower == "true" || lower == "yes" || lower == "on") return true;
  if (lower == "0" || lower == "false" || lower == "no" || lower == "off") return false;
  return default_value;
}

int64_t PassContext::GetIntOption(absl::string_view key, int64_t default_value) const {
  std::optional<std::string> value = GetOption(key);
  int64_t parsed;
  if (value && absl::SimpleAtoi(*value, &parsed)) return parsed;
  return default_value;
}

absl::Status PassContext::CheckCancelled() const {
  return cancellation_check_ ? cancellation_check_() : absl::OkStatus();
}

void PassContext::EnterContext() { ContextStack().push_back(this); }

void PassContext::ExitContext() {
  std::vector<PassContext*>& stack = ContextStack();
  PTOC_CHECK(!stack.empty() && stack.back() == this,
             "PassContext::ExitContext called on a context that is not current");
  stack.pop_back();
}

PassContext* PassContext::Current() {
  const std::vector<PassContext*>& stack = ContextStack();
  return stack.empty() ? nullptr : stack.back();
}

absl::Status PassContext::RunBeforePass(const Pass& pass, const ir::ProgramPtr& program) const {
  for (const PassInstrumentPtr& instrument : instruments_) {
    PTOC_RETURN_IF_ERROR(instrument->RunBeforePass(pass, program));
  }
  return absl::OkStatus();
}

absl::Status PassContext::RunAfterPass(const Pass& pass, const ir::ProgramPtr& program) const {
  for (const PassInstrumentPtr& instrument : instruments_) {
    PTOC_RETURN_IF_ERROR(instrument->RunAfterPass(pass, program));
  }
  return absl::OkStatus();
}

absl::Status PassContext::RunAfterPipeline(const ir::ProgramPtr& program) const {
  for (const PassInstrumentPtr& instrument : instruments_) {
    PTOC_RETURN_IF_ERROR(instrument->RunAfterPipeline(program));
  }
  return absl::OkStatus();
}

}  // namespace ptoc::pass
