// Per-pass agreement with the reference compiler's dumps (tests/golden): for
// every corpus program and strategy with dumps, parse the dump before pass
// NN, run the registered pass and compare with the parsed dump after it.
//
// The per-stage golden tests (frontend, tile, orch, memory) differ only in
// their pass list, whether memrefs are compared, and which differences or
// rejections they tolerate; everything else lives here.
#ifndef PTOC_TESTS_TESTING_GOLDEN_PASS_HARNESS_H_
#define PTOC_TESTS_TESTING_GOLDEN_PASS_HARNESS_H_

#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "compiler/ir/function.h"
#include "compiler/text/parser.h"

namespace ptoc::testing {

// $TEST_SRCDIR/$TEST_WORKSPACE/<path> (a path in the runfiles tree).
std::string RunfilePath(const std::string& path);
// The whole file ("" when it cannot be read).
std::string ReadFile(const std::string& path);
// Entry names of `dir`, sorted, without "." and ".." (empty when missing).
std::vector<std::string> ListDir(const std::string& dir);
// "07", "43".
std::string TwoDigits(int n);
// The dump whose name starts with "NN_", or "".
std::string FindDump(const std::vector<std::string>& files, int number);

// The strategies the goldens hold dumps for ("default", "debugtile").
const std::vector<std::string>& GoldenStrategies();
// The run number in `strategy` of the pass that runs as `default_number` in
// the Default strategy; nullopt when that strategy does not run it
// (DebugTileOptimization skips runs 08-12, the outliners and the tensor to
// tile conversion, so its later runs are five lower).
std::optional<int> StrategyRunNumber(const std::string& strategy, int default_number);

// First differing line of two printed programs.
std::string TextDiff(const std::string& expected, const std::string& actual);

struct GoldenPass {
  int number;        // run number in the Default strategy
  std::string name;  // registered pass name (also in the dump's file name)
};

// One comparison: the dumps around one run of one pass.
struct GoldenCase {
  const GoldenPass* pass = nullptr;
  std::string strategy;
  std::string where;                 // "<program>/<strategy>/<NN_after_Pass.py>"
  text::ParseOptions after_options;  // parse options of the after-dump
  ir::ProgramPtr before;
  ir::ProgramPtr expected;
  std::string expected_text;  // the after-dump as the reference wrote it
};

// Programs whose reference dumps break a property that the reference's
// pipeline does not check at Basic level (so the reference emitted them):
// program stem, or stem/strategy for one strategy only -> why. Their cases run
// without property verification.
const std::map<std::string, std::string>& ReferenceUnverifiedPrograms();

struct GoldenOptions {
  std::vector<GoldenPass> passes;
  bool compare_memrefs = false;
  // Dumps the pass knowingly rejects: where -> its exact UNIMPLEMENTED message.
  std::map<std::string, std::string> expected_unsupported;
  // Cases whose output fails the pass's produced properties in the reference
  // too: where -> why. Under the pass test environment they run without
  // post-verification (ScopedTestChecks), everything else stays checked.
  std::map<std::string, std::string> without_post_verification;
  // Cases whose input, read back from the reference's dump, lacks what the
  // pass depends on in the reference's in-memory IR: where -> why. Counted
  // as tolerated with the reason; corpus_pipeline_test runs the pass on the
  // IR parsed from the program itself.
  std::map<std::string, std::string> input_not_in_text;
  // Consulted on a structural mismatch: a note when the difference is a
  // known, explained one (counted apart, printed, not a failure), nullopt
  // when it is a failure.
  std::function<std::optional<std::string>(const GoldenCase&, const ir::ProgramPtr& actual,
                                           const std::string& mismatch)>
      tolerate;
};

struct GoldenCounts {
  int total = 0;
  int agree = 0;
  int tolerated = 0;
  int unsupported = 0;  // expected rejections observed
  int nontrivial = 0;   // cases where the reference changed the program
};

struct GoldenSummary {
  // strategy -> Default run number -> counts
  std::map<std::string, std::map<int, GoldenCounts>> counts;
  std::vector<std::string> failures;
  std::vector<std::string> notes;          // tolerated differences
  std::set<std::string> unsupported_seen;  // expected rejections observed
};

// Runs every case. Passes run through the pass registry under whatever
// PassContext is current: in a binary linked with pass_test_main that is the
// test environment's, so every pass run is also verified before and after and
// roundtripped.
GoldenSummary RunGoldenAgreement(const GoldenOptions& options);

// Prints the per-pass counts and notes, and records a test failure for each
// failure, for each expected rejection that did not happen, and when no
// dumps were found at all.
void ReportGoldenSummary(const GoldenOptions& options, const GoldenSummary& summary);

}  // namespace ptoc::testing

#endif  // PTOC_TESTS_TESTING_GOLDEN_PASS_HARNESS_H_
