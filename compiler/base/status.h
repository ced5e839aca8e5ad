// Error values used at the compiler library's boundary.
//
// User errors (malformed text, ill-typed IR, unsupported features) are
// INVALID_ARGUMENT / UNIMPLEMENTED statuses whose message starts with the
// source location; broken internal invariants are INTERNAL. The distinction
// lets the service map them to the right gRPC codes.
#ifndef PTOC_COMPILER_BASE_STATUS_H_
#define PTOC_COMPILER_BASE_STATUS_H_

#include <stdexcept>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"
#include "compiler/base/span.h"

namespace ptoc {

// "file:line:col: message" as INVALID_ARGUMENT.
absl::Status UserError(const Span& span, absl::string_view message);
// A feature the compiler does not support: UNIMPLEMENTED with a location.
absl::Status Unsupported(const Span& span, absl::string_view message);
// A broken compiler invariant (a bug in ptoc, not in the input).
absl::Status InternalError(
    absl::string_view message);  // call as ::ptoc::InternalError (ADL also finds absl's)

// Exception used inside deep recursive code (deducers, parser, passes) where
// threading Status through every frame would obscure the logic. It never
// crosses the library boundary: boundary functions catch it and return
// `status()`.
class CompileError : public std::runtime_error {
 public:
  explicit CompileError(absl::Status status);
  const absl::Status& status() const { return status_; }

 private:
  absl::Status status_;
};

[[noreturn]] void ThrowUserError(const Span& span, absl::string_view message);
[[noreturn]] void ThrowInternal(absl::string_view message);
[[noreturn]] void ThrowStatus(absl::Status status);

}  // namespace ptoc

#define PTOC_RETURN_IF_ERROR(expr)               \
  do {                                           \
    ::absl::Status _ptoc_status = (expr);        \
    if (!_ptoc_status.ok()) return _ptoc_status; \
  } while (0)

#define PTOC_CHECK(cond, msg)                                                           \
  do {                                                                                  \
    if (!(cond))                                                                        \
      ::ptoc::ThrowInternal(                                                            \
          ::absl::StrCat(__FILE__, ":", __LINE__, ": check failed: " #cond ": ", msg)); \
  } while (0)

#endif  // PTOC_COMPILER_BASE_STATUS_H_
