// Golden check of the orchestration-stage passes (Default runs 35-42, 44, 45;
// DebugTileOptimization runs 30-37, 39, 40): for every corpus program with
// reference dumps, parse the dump before the pass, run our pass and compare
// (memrefs included, the dumps carry them) with the parsed dump after it.
// Prints per-pass agreement counts ("default FuseCreateAssembleToSlice: 31/31").
//
// A mismatch only in memrefs is reported but does not fail the test: a
// multi-value `a, b = pl.yield_(...)` line of a dump prints no types, so the
// memrefs of those return vars are not recoverable from the dump before the
// pass (the parser gives them the yielded values' types), while the dump after
// it may print them (e.g. once a stripped carry leaves a single return var).
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

struct OrchPass {
  int number;  // run number in the Default strategy (DebugTile: 5 less)
  std::string name;
  std::function<ir::ProgramPtr(const ir::ProgramPtr&)> run;
};

const std::vector<OrchPass>& OrchPasses() {
  static const auto* passes = new std::vector<OrchPass>{
      {35, "FuseCreateAssembleToSlice", FuseCreateAssembleToSlice},
      {36, "DeriveCallDirections", DeriveCallDirections},
      {37, "AutoDeriveTaskDependencies", AutoDeriveTaskDependencies},
      {38, "ExpandManualPhaseFence", ExpandManualPhaseFence},
      {39, "SynthesizeAllReduceSignals", SynthesizeAllReduceSignals},
      {40, "MaterializeCommDomainScopes", MaterializeCommDomainScopes},
      {41, "LowerHostTensorCollectives", LowerHostTensorCollectives},
      {42, "MaterializeDistTensorCtx", MaterializeDistTensorCtx},
      {44, "MaterializeRuntimeScopes", MaterializeRuntimeScopes},
      {45, "ClassifyIterArgCarry", ClassifyIterArgCarry},
  };
  return *passes;
}

std::string TwoDigits(int n) { return absl::StrCat(n < 10 ? "0" : "", n); }

std::string FindDump(const std::vector<std::string>& files, int number) {
  const std::string prefix = TwoDigits(number) + "_";
  for (const auto& f : files) {
    if (f.rfind(prefix, 0) == 0) return f;
  }
  return "";
}

// First differing line of two printed programs, with context.
std::string TextDiff(const std::string& expected, const std::string& actual) {
  std::istringstream e(expected), a(actual);
  std::string le, la;
  int line = 0;
  while (true) {
    const bool he = static_cast<bool>(std::getline(e, le));
    const bool ha = static_cast<bool>(std::getline(a, la));
    ++line;
    if (!he && !ha) return "(printed texts are identical)";
    if (!he || !ha || le != la) {
      return absl::StrCat("line ", line, ":\n  - ", he ? le : "<eof>", "\n  + ", ha ? la : "<eof>");
    }
  }
}

TEST(OrchGoldenTest, OrchestrationPassesAgreeWithReferenceDumps) {
  const std::string root = RunfilePath("tests/golden");
  std::map<std::string, std::map<int, std::pair<int, int>>> counts;  // strategy -> pass
  std::vector<std::string> failures;
  std::vector<std::string> memref_only;
  ir::StructuralEqualOptions eq;
  eq.compare_memrefs = true;
  for (const auto& program : ListDir(root)) {
    for (const std::string strategy : {"default", "debugtile"}) {
      const std::string dir = absl::StrCat(root, "/", program, "/", strategy);
      const std::vector<std::string> files = ListDir(dir);
      if (files.empty()) continue;
      for (const auto& pass : OrchPasses()) {
        const int number = strategy == "debugtile" ? pass.number - 5 : pass.number;
        const std::string after = FindDump(files, number);
        const std::string before = FindDump(files, number - 1);
        if (after != absl::StrCat(TwoDigits(number), "_after_", pass.name, ".py") ||
            before.empty()) {
          continue;
        }
        auto& [agree, total] = counts[strategy][pass.number];
        ++total;
        const std::string where = absl::StrCat(program, "/", strategy, "/", after);
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
        ir::ProgramPtr actual;
        try {
          actual = pass.run(*in);
        } catch (const CompileError& e) {
          failures.push_back(absl::StrCat(where, ": pass failed: ", e.status().message()));
          continue;
        } catch (const std::exception& e) {
          failures.push_back(absl::StrCat(where, ": pass crashed: ", e.what()));
          continue;
        }
        if (auto mismatch = ir::FindStructuralMismatch(actual, *expected, eq)) {
          if (!ir::FindStructuralMismatch(actual, *expected)) {
            memref_only.push_back(absl::StrCat(where, ": ", *mismatch));
            continue;
          }
          failures.push_back(
              absl::StrCat(where, ": ", *mismatch, "\n",
                           TextDiff(text::PrintProgram(*expected), text::PrintProgram(actual))));
          continue;
        }
        ++agree;
      }
    }
  }
  for (const auto& [strategy, by_pass] : counts) {
    for (const auto& pass : OrchPasses()) {
      auto it = by_pass.find(pass.number);
      if (it == by_pass.end()) continue;
      std::cout << strategy << " " << pass.name << ": " << it->second.first << "/"
                << it->second.second << "\n";
    }
  }
  for (const auto& m : memref_only) std::cout << "memref-only mismatch: " << m << "\n";
  for (const auto& f : failures) ADD_FAILURE() << f;
  EXPECT_FALSE(counts.empty()) << "no golden dumps found under " << root;
}

}  // namespace
}  // namespace ptoc::transforms
