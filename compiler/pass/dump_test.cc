// Per-pass IR dumps of a real Default run (PassManager::RunPasses with a dump
// directory) on three corpus programs, at CONCISE and EXPLICIT: the file names
// and numbering are the reference's, each file is exactly the printed program
// after its pass, every file re-parses to IR structurally equal to that
// pass's output and to the reference's dump, and the files where EXPLICIT
// spells out more than CONCISE are the ones where the reference's do.
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "compiler/ir/function.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/pass/instruments.h"
#include "compiler/pass/pass_context.h"
#include "compiler/pass/pass_manager.h"
#include "compiler/pass/strategy.h"
#include "compiler/pass/text_instruments.h"
#include "compiler/text/parser.h"
#include "compiler/text/printer.h"
#include "gtest/gtest.h"

namespace ptoc::pass {
namespace {

namespace fs = std::filesystem;

const char* const kPrograms[] = {"02_row_block_fuse", "10_matmul_tile_flow",
                                 "17_kernel_loop_if_yield"};

std::string ReadFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::vector<std::string> ListPy(const fs::path& dir) {
  std::vector<std::string> files;
  if (!fs::is_directory(dir)) return files;
  for (const auto& entry : fs::directory_iterator(dir)) {
    std::string name = entry.path().filename().string();
    if (name.size() > 3 && name.compare(name.size() - 3, 3, ".py") == 0) files.push_back(name);
  }
  std::sort(files.begin(), files.end());
  return files;
}

fs::path FreshDir(const std::string& name) {
  const char* base = std::getenv("TEST_TMPDIR");
  fs::path dir = fs::path(base ? base : "/tmp") / name;
  fs::remove_all(dir);
  return dir;
}

ir::ProgramPtr ParseText(const std::string& text, const std::string& filename) {
  text::ParseOptions options;
  options.filename = filename;
  absl::StatusOr<ir::ProgramPtr> program = text::ParseProgram(text, options);
  EXPECT_TRUE(program.ok()) << filename << ": " << program.status();
  return program.value_or(nullptr);
}

std::string Print(const ir::ProgramPtr& program, PassDumpLevel level) {
  text::PrintOptions options;
  if (level == PassDumpLevel::kExplicit) options.view_level = text::ViewLevel::kExplicit;
  std::string printed = text::PrintProgram(program, options);
  if (printed.empty() || printed.back() != '\n') printed.push_back('\n');
  return printed;
}

// One Default run with dumps; `outputs[0]` is the input, `outputs[k]` the
// program after pass k (captured by an outer instrument).
struct DumpRun {
  fs::path dir;
  std::vector<ir::ProgramPtr> outputs;
};

DumpRun RunWithDumps(const std::string& name, PassDumpLevel level) {
  DumpRun run;
  ir::ProgramPtr program = ParseText(ReadFile(fs::path("tests/corpus") / (name + ".py")), name);
  if (program == nullptr) return run;
  run.outputs.push_back(program);
  run.dir = FreshDir(absl::StrCat(name, "_", PassDumpLevelName(level)));
  PassContext context(
      {std::make_shared<CallbackInstrument>(
          nullptr, [&run](const Pass&, const ir::ProgramPtr& p) { run.outputs.push_back(p); })},
      VerificationLevel::kBasic);
  PassContext::Scope scope(context);
  absl::StatusOr<ir::ProgramPtr> out = PassManager::GetStrategy(OptimizationStrategy::kDefault)
                                           .RunPasses(program, level, run.dir.string());
  EXPECT_TRUE(out.ok()) << name << ": " << out.status();
  return run;
}

std::vector<std::string> ExpectedNames() {
  std::vector<std::string> names = {"00_frontend.py"};
  std::vector<std::string> passes = StrategyPassNames(OptimizationStrategy::kDefault);
  for (size_t i = 0; i < passes.size(); ++i) {
    names.push_back(absl::StrFormat("%02d_after_%s.py", i + 1, passes[i]));
  }
  return names;
}

class DumpTest : public ::testing::TestWithParam<PassDumpLevel> {};

TEST_P(DumpTest, DumpsAreNamedNumberedPrintedAndReparse) {
  const PassDumpLevel level = GetParam();
  const std::string golden_sub = level == PassDumpLevel::kExplicit ? "default-explicit" : "default";
  const std::vector<std::string> expected_names = ExpectedNames();
  ASSERT_EQ(expected_names.size(), 46u);
  EXPECT_EQ(expected_names[4], "04_after_ConvertToSSA.py");
  EXPECT_EQ(expected_names[45], "45_after_ClassifyIterArgCarry.py");
  int byte_identical = 0;
  int files = 0;
  for (const char* name : kPrograms) {
    SCOPED_TRACE(name);
    DumpRun run = RunWithDumps(name, level);
    ASSERT_EQ(run.outputs.size(), 46u);
    // Names and numbering: 00_frontend.py + NN_after_<Pass>.py in run order
    // (Simplify twice, as 05 and 43), exactly the reference's file set.
    std::vector<std::string> got = ListPy(run.dir);
    EXPECT_EQ(got, expected_names);
    EXPECT_EQ(got, ListPy(fs::path("tests/golden") / name / golden_sub));
    ASSERT_EQ(got.size(), 46u);
    for (size_t k = 0; k < got.size(); ++k) {
      SCOPED_TRACE(got[k]);
      const std::string dumped = ReadFile(run.dir / got[k]);
      // Content: exactly the program after that pass, printed at this level.
      EXPECT_EQ(dumped, Print(run.outputs[k], level));
      // Re-parses to the pass's output ...
      ir::ProgramPtr reparsed = ParseText(dumped, got[k]);
      ASSERT_NE(reparsed, nullptr);
      std::optional<std::string> mismatch = ir::FindStructuralMismatch(reparsed, run.outputs[k]);
      EXPECT_FALSE(mismatch.has_value()) << *mismatch;
      // ... and to the reference's dump of the same pass.
      const std::string golden_text =
          ReadFile(fs::path("tests/golden") / name / golden_sub / got[k]);
      ir::ProgramPtr golden = ParseText(golden_text, got[k]);
      ASSERT_NE(golden, nullptr);
      mismatch = ir::FindStructuralMismatch(reparsed, golden);
      EXPECT_FALSE(mismatch.has_value()) << "vs reference: " << *mismatch;
      ++files;
      byte_identical += dumped == golden_text;
    }
  }
  std::cout << PassDumpLevelName(level) << ": " << byte_identical << "/" << files
            << " dump files byte-identical to the reference's\n";
  EXPECT_EQ(files, 3 * 46);
}

INSTANTIATE_TEST_SUITE_P(Levels, DumpTest,
                         ::testing::Values(PassDumpLevel::kConcise, PassDumpLevel::kExplicit),
                         [](const ::testing::TestParamInfo<PassDumpLevel>& info) {
                           return std::string(PassDumpLevelName(info.param));
                         });

TEST(DumpLevelTest, ExplicitDiffersFromConciseWhereTheReferenceDoes) {
  for (const char* name : kPrograms) {
    SCOPED_TRACE(name);
    DumpRun concise = RunWithDumps(name, PassDumpLevel::kConcise);
    DumpRun explicit_run = RunWithDumps(name, PassDumpLevel::kExplicit);
    const fs::path golden = fs::path("tests/golden") / name;
    std::vector<std::string> ours;
    std::vector<std::string> reference;
    int with_views = 0;
    for (const std::string& file : ExpectedNames()) {
      const std::string c = ReadFile(concise.dir / file);
      const std::string e = ReadFile(explicit_run.dir / file);
      ASSERT_FALSE(c.empty()) << file;
      if (c != e) ours.push_back(file);
      if (ReadFile(golden / "default" / file) != ReadFile(golden / "default-explicit" / file)) {
        reference.push_back(file);
      }
      // EXPLICIT only adds spelled-out views: both levels are the same IR.
      ir::ProgramPtr pc = ParseText(c, file);
      ir::ProgramPtr pe = ParseText(e, file);
      ASSERT_TRUE(pc && pe);
      EXPECT_FALSE(ir::FindStructuralMismatch(pc, pe).has_value()) << file;
      with_views += e.find("pl.TileView(") != std::string::npos;
    }
    EXPECT_EQ(ours, reference);
    EXPECT_GT(with_views, 0);
  }
}

}  // namespace
}  // namespace ptoc::pass
