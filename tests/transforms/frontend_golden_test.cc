// Golden check of the front-end passes: for every corpus program with
// reference dumps, parse the dump before pass NN, run our pass and compare
// with the parsed dump after it (structural equality; names are ignored).
#include <dirent.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "compiler/base/status.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/text/parser.h"
#include "compiler/text/printer.h"
#include "compiler/transforms/passes.h"
#include "gtest/gtest.h"

namespace ptoc::transforms {
namespace {

std::string RunfilePath(const std::string& path) {
  const char* srcdir = std::getenv("TEST_SRCDIR");
  const char* workspace = std::getenv("TEST_WORKSPACE");
  return absl::StrCat(srcdir ? srcdir : ".", "/", workspace ? workspace : "ptoc", "/", path);
}

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

struct PassCase {
  std::string number;  // "04"
  std::string name;    // "ConvertToSSA"
  std::function<ir::ProgramPtr(const ir::ProgramPtr&)> run;
};

std::vector<PassCase> Cases() {
  return {
      {"01", "InlineFunctions", InlineFunctions},
      {"02", "UnrollLoops", UnrollLoops},
      {"03", "CtrlFlowTransform", CtrlFlowTransform},
      {"04", "ConvertToSSA", ConvertToSSA},
      {"05", "Simplify", Simplify},
      {"06", "NormalizeStmtStructure", NormalizeStmtStructure},
      {"07", "FlattenCallExpr", FlattenCallExpr},
      {"08", "OutlineHierarchyScopes", OutlineHierarchyScopes},
      {"09", "OutlineIncoreScopes", OutlineIncoreScopes},
      {"10", "OutlineClusterScopes", OutlineClusterScopes},
      {"43", "Simplify", Simplify},
  };
}

std::vector<std::string> ListDir(const std::string& dir) {
  std::vector<std::string> out;
  if (DIR* d = opendir(dir.c_str())) {
    while (dirent* e = readdir(d)) {
      std::string n = e->d_name;
      if (n != "." && n != "..") out.push_back(n);
    }
    closedir(d);
  }
  std::sort(out.begin(), out.end());
  return out;
}

// The dump file with the given two-digit prefix, or "".
std::string FindDump(const std::vector<std::string>& files, const std::string& number) {
  for (const auto& f : files) {
    if (f.rfind(number + "_", 0) == 0) return f;
  }
  return "";
}

std::string Prev(const std::string& number) {
  int n = std::stoi(number) - 1;
  return absl::StrCat(n < 10 ? "0" : "", n);
}

TEST(FrontendGoldenTest, AllPassesAgreeWithReferenceDumps) {
  const std::string root = RunfilePath("tests/golden");
  std::map<std::string, std::pair<int, int>> counts;  // "ConvertToSSA (04)" -> agree/total
  // Cases where the reference's output differs structurally from its input
  // (shows that the comparison is not vacuous for that pass).
  std::map<std::string, int> nontrivial;
  std::vector<std::string> failures;
  for (const auto& program : ListDir(root)) {
    for (const std::string strategy : {"default", "debugtile"}) {
      std::string dir = absl::StrCat(root, "/", program, "/", strategy);
      std::vector<std::string> files = ListDir(dir);
      if (files.empty()) continue;
      for (const auto& c : Cases()) {
        std::string after = FindDump(files, c.number);
        std::string before = FindDump(files, Prev(c.number));
        // The strategy's pass NN must be this pass.
        if (after.empty() || before.empty() ||
            after != absl::StrCat(c.number, "_after_", c.name, ".py")) {
          continue;
        }
        std::string key = absl::StrCat(c.name, " (", c.number, ")");
        auto& [agree, total] = counts[key];
        ++total;
        std::string where = absl::StrCat(program, "/", strategy, "/", after);
        text::ParseOptions opts;
        opts.filename = before;
        auto in = text::ParseProgram(ReadFile(dir + "/" + before), opts);
        opts.filename = after;
        auto expected = text::ParseProgram(ReadFile(dir + "/" + after), opts);
        if (!in.ok() || !expected.ok()) {
          failures.push_back(absl::StrCat(
              where,
              ": parse error: ", in.ok() ? expected.status().message() : in.status().message()));
          continue;
        }
        if (ir::FindStructuralMismatch(*in, *expected)) ++nontrivial[key];
        ir::ProgramPtr actual;
        try {
          actual = c.run(*in);
        } catch (const CompileError& e) {
          failures.push_back(absl::StrCat(where, ": pass failed: ", e.status().message()));
          continue;
        }
        auto mismatch = ir::FindStructuralMismatch(actual, *expected);
        if (mismatch) {
          failures.push_back(
              absl::StrCat(where, ": ", *mismatch, "\n--- actual:\n", text::PrintProgram(actual)));
          continue;
        }
        ++agree;
      }
    }
  }
  for (const auto& [key, ct] : counts) {
    std::cout << key << ": " << ct.first << "/" << ct.second
              << " (reference changed the program in " << nontrivial[key] << ")\n";
  }
  for (const auto& f : failures) ADD_FAILURE() << f;
  EXPECT_FALSE(counts.empty()) << "no golden dumps found under " << root;
}

}  // namespace
}  // namespace ptoc::transforms
