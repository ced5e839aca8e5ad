// Malformed programs (tests/corpus/bad/*.py): each must be rejected with an
// INVALID_ARGUMENT status (never a crash) whose message starts with
// "<file>:LINE:COL: " and contains the fragment given on the file's first
// line, `# error: LINE:COL: <fragment>`. The expectations state the correct
// diagnosis; where the parser does not meet one yet, the file is listed in
// KnownParserBugs() with the reason (the parser lives in compiler/text/ and
// is fixed there), reported on every run, and flagged once it passes.
#include <filesystem>
#include <iostream>
#include <map>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "gtest/gtest.h"
#include "tests/corpus_checks/corpus_files.h"

namespace ptoc::corpus {
namespace {

namespace fs = std::filesystem;

// Diagnoses the parser gets wrong (none at present). Each entry names the file
// (without .py) and what is wrong; remove it once fixed.
const std::map<std::string, std::string>& KnownParserBugs() {
  static const auto* bugs = new std::map<std::string, std::string>{};
  return *bugs;
}

struct Expectation {
  int line = 0;
  int col = 0;
  std::string fragment;
};

// Parses "# error: LINE:COL: fragment".
bool ReadExpectation(const std::string& text, Expectation* out) {
  std::string first = text.substr(0, text.find('\n'));
  absl::string_view rest = first;
  if (!absl::ConsumePrefix(&rest, "# error: ")) return false;
  std::vector<std::string> parts = absl::StrSplit(rest, absl::MaxSplits(':', 2));
  if (parts.size() != 3) return false;
  if (!absl::SimpleAtoi(parts[0], &out->line) || !absl::SimpleAtoi(parts[1], &out->col)) {
    return false;
  }
  out->fragment = std::string(absl::StripLeadingAsciiWhitespace(parts[2]));
  return out->line > 0 && out->col > 0 && !out->fragment.empty();
}

// "" when the parse result meets the expectation, otherwise what is wrong.
std::string Check(const std::string& path, const std::string& text, const Expectation& want) {
  const std::string filename = fs::path(path).filename().string();
  auto result = ParseText(text, filename);
  if (result.ok()) return "accepted (expected an error)";
  const absl::Status& status = result.status();
  std::string problems;
  // Dropping and re-lexing tokens at every function changes nothing.
  auto windowed = ParseText(text, filename, /*token_window=*/1);
  if (windowed.status() != status) {
    absl::StrAppend(&problems, "with the smallest token window: ", windowed.status().ToString(),
                    "; ");
  }
  if (status.code() != absl::StatusCode::kInvalidArgument) {
    absl::StrAppend(&problems, "code ", absl::StatusCodeToString(status.code()),
                    " instead of INVALID_ARGUMENT; ");
  }
  const std::string prefix = absl::StrCat(filename, ":", want.line, ":", want.col, ": ");
  if (!absl::StartsWith(status.message(), prefix)) {
    absl::StrAppend(&problems, "location differs (want ", want.line, ":", want.col, "); ");
  }
  if (!absl::StrContains(status.message(), want.fragment)) {
    absl::StrAppend(&problems, "message lacks '", want.fragment, "'; ");
  }
  if (problems.empty()) return "";
  return absl::StrCat(problems, "got: ", status.message());
}

TEST(BadProgramsTest, EveryMalformedProgramIsRejectedWithLocationAndMessage) {
  const std::vector<std::string> files = BadPrograms();
  ASSERT_GE(files.size(), 40u) << "tests/corpus/bad/ is missing programs";
  int passed = 0, known = 0;
  std::vector<std::string> fixed;
  for (const std::string& path : files) {
    bool ok = false;
    const std::string text = testing::ReadFile(path, &ok);
    ASSERT_TRUE(ok) << path;
    Expectation want;
    if (!ReadExpectation(text, &want)) {
      ADD_FAILURE() << ShortName(path) << ": first line must be '# error: LINE:COL: <fragment>'";
      continue;
    }
    const std::string name = fs::path(path).stem().string();
    const std::string problem = Check(path, text, want);
    auto bug = KnownParserBugs().find(name);
    if (bug != KnownParserBugs().end()) {
      if (problem.empty()) {
        fixed.push_back(name);
      } else {
        ++known;
        std::cout << "KNOWN PARSER BUG " << name << ": " << bug->second << "\n    " << problem
                  << "\n";
      }
      continue;
    }
    EXPECT_EQ(problem, "") << ShortName(path);
    if (problem.empty()) ++passed;
  }
  std::cout << passed << "/" << files.size() << " malformed programs diagnosed as expected, "
            << known << " known parser bugs (TODO)\n";
  for (const std::string& name : fixed) {
    std::cout << "NOTE: " << name << " now passes; remove it from KnownParserBugs()\n";
  }
  EXPECT_TRUE(fixed.empty()) << "known parser bugs that are fixed must leave the list";
}

// The known-bug list names only existing files.
TEST(BadProgramsTest, KnownBugListIsCurrent) {
  for (const auto& [name, reason] : KnownParserBugs()) {
    EXPECT_TRUE(fs::exists(fs::path(testing::RunfilePath("tests/corpus/bad")) / (name + ".py")))
        << name;
  }
}

}  // namespace
}  // namespace ptoc::corpus
