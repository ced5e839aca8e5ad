// Source locations. Every IR node carries a Span so that user-facing
// diagnostics can name the file, line and column they are about.
#ifndef PTOC_COMPILER_BASE_SPAN_H_
#define PTOC_COMPILER_BASE_SPAN_H_

#include <cstddef>
#include <memory>
#include <string>

#include "absl/strings/string_view.h"

namespace ptoc {

// A source file name, interned for the life of the process: every node of a
// program points at the same string, and copying a Span is a plain copy (no
// reference count). Null for compiler-made nodes.
class FileRef {
 public:
  FileRef() = default;
  FileRef(std::nullptr_t) {}  // NOLINT(google-explicit-constructor)
  // Interns `*name` (a null pointer stays null); implicit so that code holding
  // the name in a shared_ptr can assign it to Span::file.
  FileRef(const std::shared_ptr<const std::string>& name)  // NOLINT(google-explicit-constructor)
      : name_(name ? Intern(*name).name_ : nullptr) {}
  // The interned name equal to `name`; one lookup under a lock, so callers
  // intern once per file and copy the result.
  static FileRef Intern(absl::string_view name);
  // Bounds of the process-wide table; once reached, names not yet interned
  // map to kOverflowName.
  static constexpr size_t kMaxInternedNames = 1 << 16;
  static constexpr size_t kMaxInternedBytes = size_t{16} << 20;
  static constexpr const char* kOverflowName = "<input>";

  explicit operator bool() const { return name_ != nullptr; }
  const std::string& operator*() const { return *name_; }
  const std::string* operator->() const { return name_; }
  const std::string* get() const { return name_; }
  friend bool operator==(FileRef a, FileRef b) { return a.name_ == b.name_; }
  friend bool operator!=(FileRef a, FileRef b) { return a.name_ != b.name_; }

 private:
  const std::string* name_ = nullptr;
};

struct Span {
  FileRef file;        // null for compiler-made nodes
  int begin_line = 0;  // 1-based; 0 = unknown
  int begin_col = 0;   // 1-based; 0 = unknown
  int end_line = 0;
  int end_col = 0;

  static Span Unknown() { return Span(); }
  bool IsKnown() const { return begin_line > 0; }
  const std::string& FileName() const;
  // "file:line:col" (or "line:col" without a file, "<unknown>" when unknown).
  std::string ToString() const;
  // "file:line:col" with the 0-based column the reference's reports print.
  std::string ToReportString() const;
};

}  // namespace ptoc

#endif  // PTOC_COMPILER_BASE_SPAN_H_
