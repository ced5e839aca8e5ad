// Helpers of the Before/Expected pass tests written in the DSL: assemble and
// parse a program text, run registered passes (inside the pass test
// environment when linked with pass_test_main, so each run is
// property-verified and print -> parse roundtripped), compare the result with
// the Expected program, or check the error a pass or the parser reports.
#ifndef PTOC_TESTS_TESTING_DSL_PASS_CHECK_H_
#define PTOC_TESTS_TESTING_DSL_PASS_CHECK_H_

#include <functional>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "compiler/ir/function.h"

namespace ptoc::testing {

// The text of a program `class P` with members `body` (indented by four
// spaces); `module` holds module-level lines placed before the class, e.g.
// `N = pl.dynamic("N")\n\n`.
std::string ProgramText(absl::string_view body, absl::string_view module = "");

// Parses a whole program text; a parse error is a test failure (printing the
// text) and gives null.
ir::ProgramPtr ParseOrFail(const std::string& src);

// ParseOrFail(ProgramText(body, module)).
ir::ProgramPtr ParseBody(absl::string_view body, absl::string_view module = "");

// Runs the registered passes `names` in order on `program`. A null input
// gives null; a failing pass is a test failure (naming the pass) and gives
// null.
ir::ProgramPtr RunPassesOrFail(const std::vector<std::string>& names, ir::ProgramPtr program);

struct CheckOptions {
  // Also compare tile MemRefs (bases, offsets, sizes).
  bool compare_memrefs = false;
  // Once structurally equal, also expect equal printed texts: structural
  // equality ignores variable names, and some passes define the names they
  // generate.
  bool compare_printed = false;
  // For pass checks: also run the pass on its own output and expect the
  // Expected program again (the pass is idempotent).
  bool rerun_unchanged = false;
};

// Structural equality plus equal printed texts.
inline constexpr CheckOptions kCompareWithText = {/*compare_memrefs=*/false,
                                                  /*compare_printed=*/true};
// Structural equality including MemRefs.
inline constexpr CheckOptions kCompareMemRefs = {/*compare_memrefs=*/true};
// Structural equality, also after a second run of the pass.
inline constexpr CheckOptions kIdempotent = {/*compare_memrefs=*/false,
                                             /*compare_printed=*/false,
                                             /*rerun_unchanged=*/true};

// Expects `actual` structurally equal to `expected`; a mismatch is a test
// failure showing it (after `label`, when given) and both printed programs.
// A null program is a failure.
void ExpectSameProgram(const ir::ProgramPtr& actual, const ir::ProgramPtr& expected,
                       const CheckOptions& options = {}, absl::string_view label = "");

// Runs the registered pass `pass_name` on `before` and expects `expected`.
void ExpectPassOn(absl::string_view pass_name, const ir::ProgramPtr& before,
                  const ir::ProgramPtr& expected, const CheckOptions& options = {});

// A pass as a plain function (a user error is thrown as CompileError).
using Transform = std::function<ir::ProgramPtr(const ir::ProgramPtr&)>;

// Runs `transform` directly (outside the pass framework; labelled "direct")
// and the registered pass `pass_name` (labelled "framework"); both should
// give `expected`.
void ExpectDirectAndRegistered(absl::string_view pass_name, const Transform& transform,
                               const ir::ProgramPtr& before, const ir::ProgramPtr& expected);

// Before -> registered pass `pass_name` -> Expected, both given as bodies of
// class P (see ProgramText).
void ExpectPassResult(absl::string_view pass_name, absl::string_view before,
                      absl::string_view expected, const CheckOptions& options = {},
                      absl::string_view module = "");

// The pass leaves the program (body of class P) structurally unchanged.
void ExpectPassUnchanged(absl::string_view pass_name, absl::string_view body,
                         const CheckOptions& options = {});

// The registered pass rejects `program`: a success is a test failure.
// Returns the pass's status (OK when it succeeded or `program` is null).
absl::Status PassFailure(absl::string_view pass_name, const ir::ProgramPtr& program);

// PassFailure on the program with body `body` of class P (OK when it did not
// parse).
absl::Status PassFailure(absl::string_view pass_name, absl::string_view body,
                         absl::string_view module = "");

// PassFailure's message ("" when the pass did not fail).
std::string PassErrorMessage(absl::string_view pass_name, absl::string_view body);

// The registered pass fails with `code` and a message containing `fragment`.
void ExpectPassError(absl::string_view pass_name, absl::string_view body, absl::StatusCode code,
                     absl::string_view fragment);

// The program (body of class P) is rejected while parsing, e.g. by an op's
// type deduction; returns the message ("" when it parsed, a test failure).
std::string ParseErrorMessage(absl::string_view body, absl::string_view module = "");

}  // namespace ptoc::testing

#endif  // PTOC_TESTS_TESTING_DSL_PASS_CHECK_H_
