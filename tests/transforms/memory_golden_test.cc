// Golden check of the memory-planning passes (Default runs 30-34, DebugTile
// runs 25-29): for every corpus program with reference dumps, parse the dump
// before the pass, run our pass and compare with the parsed dump after it,
// memrefs and addresses included. Prints per-pass agreement counts.
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

// $TEST_SRCDIR/$TEST_WORKSPACE/<path>.
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

struct TilePass {
  int number;  // run number in the Default strategy
  std::string name;
  std::function<ir::ProgramPtr(const ir::ProgramPtr&)> run;
};

const std::vector<TilePass>& TilePasses() {
  static const auto* passes = new std::vector<TilePass>{
      {30, "InitMemRef", InitMemRef},
      {31, "MaterializeSemanticAliases", MaterializeSemanticAliases},
      {32, "MemoryReuse", MemoryReuse},
      {33, "AllocateMemoryAddr", AllocateMemoryAddr},
      {34, "FoldNoOpReshape", FoldNoOpReshape},
  };
  return *passes;
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

std::string TwoDigits(int n) { return absl::StrCat(n < 10 ? "0" : "", n); }

std::string FindDump(const std::vector<std::string>& files, int number) {
  std::string prefix = TwoDigits(number) + "_";
  for (const auto& f : files) {
    if (f.rfind(prefix, 0) == 0) return f;
  }
  return "";
}

TEST(MemoryGoldenTest, MemoryPassesAgreeWithReferenceDumps) {
  const std::string root = RunfilePath("tests/golden");
  std::map<int, std::pair<int, int>> counts;  // pass number -> agree/total
  std::vector<std::string> failures;
  std::map<int, int> roundtrip_agree;  // pass number -> agree only after print -> parse
  std::vector<std::string> roundtrip_only;
  for (const auto& program : ListDir(root)) {
    for (const std::string strategy : {"default", "debugtile"}) {
      std::string dir = absl::StrCat(root, "/", program, "/", strategy);
      std::vector<std::string> files = ListDir(dir);
      if (files.empty()) continue;
      for (const auto& pass : TilePasses()) {
        // DebugTileOptimization skips runs 8-12 (outlining and conversion).
        int number = pass.number;
        if (strategy == "debugtile") number -= 5;
        std::string after = FindDump(files, number);
        std::string before = FindDump(files, number - 1);
        if (after != absl::StrCat(TwoDigits(number), "_after_", pass.name, ".py") ||
            before.empty()) {
          continue;
        }
        auto& [agree, total] = counts[pass.number];
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
        ir::StructuralEqualOptions eq;
        eq.compare_memrefs = true;
        if (auto mismatch = ir::FindStructuralMismatch(actual, *expected, eq)) {
          // The printed form drops the types of multi-value yield targets
          // (loop/if results), which the parser then takes from the yielded
          // values; a program that agrees once it went through the same
          // print -> parse step differs only there.
          auto reparsed = text::ParseProgram(text::PrintProgram(actual), opts);
          if (reparsed.ok() && ir::StructuralEqual(*reparsed, *expected, eq)) {
            ++roundtrip_agree[pass.number];
            roundtrip_only.push_back(absl::StrCat(where, ": ", *mismatch));
            continue;
          }
          failures.push_back(
              absl::StrCat(where, ": ", *mismatch, "\n--- actual:\n", text::PrintProgram(actual)));
          continue;
        }
        ++agree;
      }
    }
  }
  for (const auto& pass : TilePasses()) {
    auto it = counts.find(pass.number);
    if (it == counts.end()) continue;
    std::cout << pass.name << ": " << it->second.first << "/" << it->second.second
              << " structurally equal, +" << roundtrip_agree[pass.number]
              << " equal after print -> parse of our output\n";
  }
  for (const auto& r : roundtrip_only) std::cout << "  (print-lossy difference) " << r << "\n";
  for (const auto& f : failures) ADD_FAILURE() << f;
  EXPECT_FALSE(counts.empty()) << "no golden dumps found under " << root;
}

}  // namespace
}  // namespace ptoc::transforms
