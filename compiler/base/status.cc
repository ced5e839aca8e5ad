#include "compiler/base/status.h"

#include "absl/strings/str_cat.h"

namespace ptoc {

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
