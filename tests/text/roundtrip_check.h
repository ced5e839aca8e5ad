// Shared checks of the text round trip for the parser tests: parse or fail
// the test, and print -> parse -> print at both view levels.
#ifndef PTOC_TESTS_TEXT_ROUNDTRIP_CHECK_H_
#define PTOC_TESTS_TEXT_ROUNDTRIP_CHECK_H_

#include <string>

#include "compiler/ir/function.h"

namespace ptoc::text {

// Parses `text`; on failure records a test failure and returns null.
ir::ProgramPtr MustParse(const std::string& text);

// Prints `program` at both view levels and expects each text to re-parse
// structurally equal to `program` (memrefs included) and to print identically
// again (print -> parse -> print fixpoint). Returns the concise text.
std::string ExpectRoundTrip(const ir::ProgramPtr& program);

}  // namespace ptoc::text

#endif  // PTOC_TESTS_TEXT_ROUNDTRIP_CHECK_H_
