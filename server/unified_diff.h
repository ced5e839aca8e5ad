// Line-based unified diff (as `diff -u` prints it) between the IR texts of
// two consecutive passes, for GetPassDump's diff mode.
#ifndef PTOC_SERVER_UNIFIED_DIFF_H_
#define PTOC_SERVER_UNIFIED_DIFF_H_

#include <string>

#include "absl/strings/string_view.h"

namespace ptoc::server {

// "--- <from_name>\n+++ <to_name>\n@@ -a,b +c,d @@\n..." with `context`
// unchanged lines around each change; the empty string when the texts are
// equal.
std::string UnifiedDiff(absl::string_view from, absl::string_view to, absl::string_view from_name,
                        absl::string_view to_name, int context = 3);

}  // namespace ptoc::server

#endif  // PTOC_SERVER_UNIFIED_DIFF_H_
