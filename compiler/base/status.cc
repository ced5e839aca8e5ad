#include "compiler/base/status.h"

#include <mutex>
#include <unordered_set>

#include "absl/strings/str_cat.h"

namespace ptoc {

FileRef FileRef::Intern(absl::string_view name) {
  // Never freed: a program's nodes may outlive every other holder of its name.
  // A long-running server interns what its clients send, so the table is
  // bounded; past the bound, new names share one stand-in (memory stays
  // bounded, diagnostics keep their line and column).
  static std::mutex* mu = new std::mutex();
  static auto* names = new std::unordered_set<std::string>();
  static size_t bytes = 0;
  std::lock_guard<std::mutex> lock(*mu);
  FileRef ref;
  auto found = names->find(std::string(name));
  if (found != names->end()) {
    ref.name_ = &*found;
  } else if (names->size() < kMaxInternedNames && bytes + name.size() <= kMaxInternedBytes) {
    bytes += name.size();
    ref.name_ = &*names->emplace(name).first;
  } else {
    ref.name_ = &*names->emplace(kOverflowName).first;
  }
  return ref;
}

const std::string& Span::FileName() const {
  static const std::string kEmpty;
  return file ? *file : kEmpty;
}

std::string Span::ToString() const {
  if (!IsKnown()) return file ? absl::StrCat(*file, ":<unknown>") : "<unknown>";
  if (file && !file->empty()) {
    return absl::StrCat(*file, ":", begin_line, ":", begin_col);
  }
  return absl::StrCat(begin_line, ":", begin_col);
}

std::string Span::ToReportString() const {
  return absl::StrCat(FileName(), ":", begin_line, ":", begin_col > 0 ? begin_col - 1 : 0);
}

absl::Status UserError(const Span& span, absl::string_view message) {
  return absl::InvalidArgumentError(absl::StrCat(span.ToString(), ": ", message));
}

absl::Status Unsupported(const Span& span, absl::string_view message) {
  return absl::UnimplementedError(absl::StrCat(span.ToString(), ": ", message));
}

absl::Status InternalError(absl::string_view message) {
  return absl::InternalError(absl::StrCat("internal compiler error: ", message));
}

CompileError::CompileError(absl::Status status)
    : std::runtime_error(status.ToString()), status_(std::move(status)) {}

void ThrowUserError(const Span& span, absl::string_view message) {
  throw CompileError(UserError(span, message));
}
void ThrowInternal(absl::string_view message) {
  throw CompileError(::ptoc::InternalError(message));
}
void ThrowStatus(absl::Status status) { throw CompileError(std::move(status)); }

}  // namespace ptoc
