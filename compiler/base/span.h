// Source locations. Every IR node carries a Span so that user-facing
// diagnostics can name the file, line and column they are about.
#ifndef PTOC_COMPILER_BASE_SPAN_H_
#define PTOC_COMPILER_BASE_SPAN_H_

#include <memory>
#include <string>

namespace ptoc {

struct Span {
  std::shared_ptr<const std::string> file;  // null for compiler-made nodes
  int begin_line = 0;                       // 1-based; 0 = unknown
  int begin_col = 0;                        // 1-based; 0 = unknown
  int end_line = 0;
  int end_col = 0;

  static Span Unknown() { return Span(); }
  bool IsKnown() const { return begin_line > 0; }
  const std::string& FileName() const;
  // "file:line:col" (or "line:col" without a file, "<unknown>" when unknown).
  std::string ToString() const;
};

}  // namespace ptoc

#endif  // PTOC_COMPILER_BASE_SPAN_H_
