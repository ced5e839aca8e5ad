// Tests of the PassManager (strategies, RunPasses with dumps) and the text
// instruments (dump files, print -> parse -> structural_equal roundtrip).
#include "compiler/pass/pass_manager.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "compiler/base/status.h"
#include "compiler/ir/function.h"
#include "compiler/ir/op_registry.h"
#include "compiler/pass/instruments.h"
#include "compiler/pass/text_instruments.h"
#include "compiler/text/parser.h"
#include "compiler/text/printer.h"
#include "compiler/verify/verifier_registry.h"
#include "gtest/gtest.h"

namespace ptoc::pass {
namespace {

namespace fs = std::filesystem;

std::string ReadFile(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

fs::path TempDir(const std::string& name) {
  const char* base = std::getenv("TEST_TMPDIR");
  fs::path dir = fs::path(base ? base : "/tmp") / name;
  fs::remove_all(dir);
  return dir;
}

std::vector<std::string> ListFiles(const fs::path& dir, const std::string& suffix = ".py") {
  std::vector<std::string> files;
  if (!fs::is_directory(dir)) return files;
  for (const auto& entry : fs::directory_iterator(dir)) {
    std::string name = entry.path().filename().string();
    if (name.size() >= suffix.size() && name.substr(name.size() - suffix.size()) == suffix) {
      files.push_back(name);
    }
  }
  std::sort(files.begin(), files.end());
  return files;
}

ir::ProgramPtr ParseCorpus(const std::string& name) {
  std::string text = ReadFile(fs::path("tests/corpus") / (name + ".py"));
  text::ParseOptions options;
  options.filename = name + ".py";
  absl::StatusOr<ir::ProgramPtr> program = text::ParseProgram(text, options);
  EXPECT_TRUE(program.ok()) << name << ": " << program.status();
  return program.value_or(nullptr);
}

// A small hand-built program (independent of the parser): two opaque
// functions returning nothing.
ir::ProgramPtr HandBuiltProgram() {
  std::vector<ir::FunctionPtr> functions;
  for (const char* name : {"main", "helper"}) {
    ir::Function::Fields fields;
    fields.name = name;
    fields.body = std::make_shared<ir::ReturnStmt>(std::vector<ir::ExprPtr>{});
    functions.push_back(std::make_shared<ir::Function>(std::move(fields)));
  }
  return std::make_shared<ir::Program>("hand", std::move(functions));
}

// The strategy's passes as identity transforms with the registry contracts.
PassManager IdentityStrategy(OptimizationStrategy strategy) {
  PassPipeline pipeline;
  for (const std::string& name : StrategyPassNames(strategy)) {
    pipeline.AddPass(CreateProgramPass(name, PassRegistry::Global().Find(name)->properties,
                                       [](const ir::ProgramPtr& p) { return p; }));
  }
  return PassManager(std::move(pipeline));
}

TEST(PassManagerTest, StrategiesUseTheRecipes) {
  PassManager def = PassManager::GetStrategy(OptimizationStrategy::kDefault);
  PassManager dbg = PassManager::GetStrategy(OptimizationStrategy::kDebugTileOptimization);
  EXPECT_EQ(def.GetPassNames(), StrategyPassNames(OptimizationStrategy::kDefault));
  EXPECT_EQ(dbg.GetPassNames(), StrategyPassNames(OptimizationStrategy::kDebugTileOptimization));
  EXPECT_EQ(def.GetPasses().size(), 45u);
  EXPECT_EQ(dbg.GetPasses().size(), 40u);
  EXPECT_EQ(def.GetPasses()[3].GetProducedProperties().ToString(), "{SSAForm, TypeChecked}");
  auto custom = PassManager::FromPassNames({"ConvertToSSA", "Simplify"});
  ASSERT_TRUE(custom.ok());
  EXPECT_EQ(custom->GetPassNames(), (std::vector<std::string>{"ConvertToSSA", "Simplify"}));
  auto bad = PassManager::FromPassNames({"ConvertToSSA", "Bogus"});
  EXPECT_EQ(bad.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(bad.status().message(), "unknown pass: Bogus");
}

TEST(PassManagerTest, DumpFileNamesMatchReference) {
  ir::ProgramPtr program = HandBuiltProgram();
  for (auto [strategy, golden_sub] :
       {std::pair{OptimizationStrategy::kDefault, "default"},
        std::pair{OptimizationStrategy::kDebugTileOptimization, "debugtile"}}) {
    fs::path dir = TempDir(std::string("dump_") + golden_sub);
    PassContext context({}, VerificationLevel::kNone);
    PassContext::Scope scope(context);
    absl::StatusOr<ir::ProgramPtr> out =
        IdentityStrategy(strategy).RunPasses(program, PassDumpLevel::kConcise, dir.string());
    ASSERT_TRUE(out.ok()) << out.status();
    EXPECT_EQ(ListFiles(dir), ListFiles(fs::path("tests/golden/02_row_block_fuse") / golden_sub));
    // Identity passes: every dump is the printed input.
    std::string printed = text::PrintProgram(program);
    if (printed.empty() || printed.back() != '\n') printed += '\n';
    EXPECT_EQ(ReadFile(dir / "00_frontend.py"), printed);
    EXPECT_EQ(ReadFile(dir / "07_after_FlattenCallExpr.py"), printed);
  }
}

TEST(PassManagerTest, FrontendDumpMatchesGoldenPrint) {
  // 00_frontend.py is the printed input at the chosen level; compare with the
  // reference's for every corpus program it could parse. Byte equality
  // depends on the printer; this test requires the dump to be exactly the
  // printer's output and reports how many programs also match the golden.
  int matches = 0;
  int compared = 0;
  std::vector<std::string> mismatched;
  for (const std::string& file : ListFiles("tests/corpus")) {
    std::string name = file.substr(0, file.size() - 3);
    text::ParseOptions options;
    options.filename = file;
    absl::StatusOr<ir::ProgramPtr> program =
        text::ParseProgram(ReadFile(fs::path("tests/corpus") / file), options);
    if (!program.ok()) continue;
    for (auto [level, golden] :
         {std::pair{PassDumpLevel::kConcise, "default/00_frontend.py"},
          std::pair{PassDumpLevel::kExplicit, "default-explicit/00_frontend.py"}}) {
      fs::path golden_path = fs::path("tests/golden") / name / golden;
      if (!fs::exists(golden_path)) continue;
      fs::path dir = TempDir("frontend");
      PassContext context({}, VerificationLevel::kNone);
      PassContext::Scope scope(context);
      PassManager empty{PassPipeline()};
      ASSERT_TRUE(empty.RunPasses(*program, level, dir.string()).ok());
      text::PrintOptions print_options;
      if (level == PassDumpLevel::kExplicit) print_options.view_level = text::ViewLevel::kExplicit;
      std::string printed = text::PrintProgram(*program, print_options);
      if (printed.empty() || printed.back() != '\n') printed += '\n';
      std::string dumped = ReadFile(dir / "00_frontend.py");
      EXPECT_EQ(dumped, printed) << name;
      ++compared;
      if (dumped == ReadFile(golden_path)) {
        ++matches;
      } else {
        mismatched.push_back(name + "/" + golden);
      }
    }
  }
  std::cout << "00_frontend.py identical to golden: " << matches << "/" << compared << "\n";
  for (const std::string& m : mismatched) std::cout << "  differs: " << m << "\n";
  // Golden equality itself is the printer's contract (its tests compare
  // print.*.py, which equal these 00_frontend.py files); here only reported.
  EXPECT_GE(compared, 60);
}

TEST(PassManagerTest, DumpKeepsOuterInstrumentsLevelAndOptions) {
  ir::ProgramPtr program = HandBuiltProgram();
  auto ssa_checks = std::make_shared<int>(0);
  verify::VerifierRegistry::Global().Register(verify::MakePropertyVerifier(
      "SSAForm", IRProperty::kSSAForm, [ssa_checks](const ir::ProgramPtr&) {
        ++*ssa_checks;
        return std::vector<verify::Diagnostic>{};
      }));
  std::vector<std::string> seen;
  PassContext outer(
      {std::make_shared<CallbackInstrument>(
          nullptr, [&](const Pass& p, const ir::ProgramPtr&) { seen.push_back(p.GetName()); })},
      VerificationLevel::kNone);
  outer.SetOption("memory_planner", "pypto");
  PassContext::Scope scope(outer);
  std::string option_inside;
  bool dump_instrument_inside = false;
  PassPipeline pipeline;
  pipeline.AddPass(
      CreateProgramPass("ConvertToSSA", PassRegistry::Global().Find("ConvertToSSA")->properties,
                        [&](const ir::ProgramPtr& p) {
                          const PassContext* ctx = PassContext::Current();
                          option_inside = ctx->GetOption("memory_planner").value_or("");
                          dump_instrument_inside = ctx->FindInstrument<DumpInstrument>() != nullptr;
                          return p;
                        }));
  fs::path dir = TempDir("outer");
  ASSERT_TRUE(PassManager(pipeline).RunPasses(program, PassDumpLevel::kConcise, dir.string()).ok());
  EXPECT_EQ(seen, (std::vector<std::string>{"ConvertToSSA"}));
  EXPECT_EQ(option_inside, "pypto");
  EXPECT_TRUE(dump_instrument_inside);
  EXPECT_EQ(*ssa_checks, 0);  // the outer level NONE was kept
  EXPECT_EQ(PassContext::Current(), &outer);
  EXPECT_EQ(ListFiles(dir),
            (std::vector<std::string>{"00_frontend.py", "01_after_ConvertToSSA.py"}));
  verify::VerifierRegistry::Global().Unregister(IRProperty::kSSAForm);
}

TEST(PassManagerTest, DumpNeedsDirectory) {
  PassManager manager{PassPipeline()};
  EXPECT_EQ(manager.RunPasses(HandBuiltProgram(), PassDumpLevel::kConcise, "").status().code(),
            absl::StatusCode::kInvalidArgument);
}

TEST(PassManagerTest, UnimplementedStrategyStopsAtFirstPass) {
  // No transforms are linked into this test: the first pass must fail loudly.
  fs::path dir = TempDir("unimplemented");
  absl::StatusOr<ir::ProgramPtr> out =
      PassManager::GetStrategy(OptimizationStrategy::kDefault)
          .RunPasses(HandBuiltProgram(), PassDumpLevel::kConcise, dir.string());
  EXPECT_EQ(out.status().code(), absl::StatusCode::kUnimplemented);
  EXPECT_EQ(out.status().message(), "not implemented: InlineFunctions");
  EXPECT_EQ(ListFiles(dir), (std::vector<std::string>{"00_frontend.py"}));
}

TEST(PassManagerTest, RoundtripLevelAddsRoundtripInstrument) {
  bool has_roundtrip = false;
  PassPipeline pipeline;
  pipeline.AddPass(CreateProgramPass("Probe", {}, [&](const ir::ProgramPtr& p) {
    has_roundtrip = PassContext::Current() != nullptr &&
                    PassContext::Current()->FindInstrument<RoundtripInstrument>() != nullptr;
    return p;
  }));
  PassContext context({}, VerificationLevel::kRoundtrip);
  PassContext::Scope scope(context);
  absl::StatusOr<ir::ProgramPtr> out = PassManager(pipeline).RunPasses(HandBuiltProgram());
  ASSERT_TRUE(out.ok()) << out.status();
  EXPECT_TRUE(has_roundtrip);
}

TEST(PassManagerTest, DumpLevelNames) {
  EXPECT_EQ(ParsePassDumpLevel("concise"), PassDumpLevel::kConcise);
  EXPECT_EQ(ParsePassDumpLevel("EXPLICIT"), PassDumpLevel::kExplicit);
  EXPECT_EQ(ParsePassDumpLevel("none"), PassDumpLevel::kNone);
  EXPECT_EQ(ParsePassDumpLevel("true"), PassDumpLevel::kConcise);
  EXPECT_FALSE(ParsePassDumpLevel("verbose").has_value());
  EXPECT_EQ(PassDumpFileName(4, "ConvertToSSA"), "04_after_ConvertToSSA.py");
  EXPECT_EQ(PassDumpFileName(43, "Simplify"), "43_after_Simplify.py");
}

TEST(RoundtripInstrumentTest, CorpusProgramsRoundtrip) {
  int ok = 0;
  int total = 0;
  for (const std::string& file : ListFiles("tests/corpus")) {
    std::string name = file.substr(0, file.size() - 3);
    text::ParseOptions options;
    options.filename = file;
    absl::StatusOr<ir::ProgramPtr> program =
        text::ParseProgram(ReadFile(fs::path("tests/corpus") / file), options);
    if (!program.ok()) continue;  // negative programs may be rejected by the parser
    ++total;
    bool skipped = false;
    absl::Status status = RoundtripInstrument::CheckRoundtrip(*program, "frontend", &skipped);
    EXPECT_TRUE(status.ok()) << name << ": " << status;
    // Programs without reference dumps (added by tests/corpus_checks) may use
    // calls without a deduced type (system.*), which the instrument exempts.
    if (fs::exists(fs::path("tests/golden") / name)) {
      EXPECT_FALSE(skipped) << name;
    }
    ok += status.ok();
  }
  EXPECT_GE(total, 30);
  std::cout << "roundtrip: " << ok << "/" << total << " corpus programs\n";
}

TEST(RoundtripInstrumentTest, UnknownTypeIsSkipped) {
  ir::ProgramPtr program = HandBuiltProgram();
  // A hand-built call with no deduced type (UnknownType) in a new function.
  ir::Function::Fields fields;
  fields.name = "handmade";
  auto call =
      std::make_shared<ir::Call>(std::make_shared<ir::Op>("tensor.add"), std::vector<ir::ExprPtr>{},
                                 ir::Attrs(), ir::Attrs(), ir::UnknownType::Get());
  fields.body = std::make_shared<ir::EvalStmt>(call);
  std::vector<ir::FunctionPtr> functions = program->functions();
  functions.push_back(std::make_shared<ir::Function>(std::move(fields)));
  bool skipped = false;
  EXPECT_TRUE(
      RoundtripInstrument::CheckRoundtrip(program->WithFunctions(functions), "Handmade", &skipped)
          .ok());
  EXPECT_TRUE(skipped);
}

// A call cycle (here a self-call) makes the printer keep name order, as the
// reference's does, so `early` is printed before its callee `late`: read
// back, that call has no type (the input defined `late` first). The
// instrument skips the comparison instead of reporting an internal error.
TEST(RoundtripInstrumentTest, CalleePrintedAfterItsCallerIsSkipped) {
  const std::string text = R"(import pypto.language as pl

@pl.program
class Cycle:
    @pl.function
    def late(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        return x

    @pl.function
    def early(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        y: pl.Tensor[[16], pl.FP32] = self.late(x)
        z: pl.Tensor[[16], pl.FP32] = self.early(y)
        return z
)";
  absl::StatusOr<ir::ProgramPtr> program = text::ParseProgram(text);
  ASSERT_TRUE(program.ok()) << program.status();
  const std::string printed = text::PrintProgram(*program);
  ASSERT_LT(printed.find("def early("), printed.find("def late("));
  bool skipped = false;
  absl::Status status = RoundtripInstrument::CheckRoundtrip(*program, "frontend", &skipped);
  EXPECT_TRUE(status.ok()) << status;
  EXPECT_TRUE(skipped);
}

TEST(RoundtripInstrumentTest, RunsAfterEachPassInPipeline) {
  auto roundtrip = std::make_shared<RoundtripInstrument>();
  PassContext context({roundtrip}, VerificationLevel::kNone);
  PassContext::Scope scope(context);
  PassPipeline pipeline;
  pipeline.AddPass(CreateProgramPass("A", {}, [](const ir::ProgramPtr& p) { return p; }));
  pipeline.AddPass(CreateProgramPass("B", {}, [](const ir::ProgramPtr& p) { return p; }));
  absl::StatusOr<ir::ProgramPtr> out = pipeline.Run(HandBuiltProgram());
  ASSERT_TRUE(out.ok()) << out.status();
  EXPECT_EQ(roundtrip->checked_count(), 2);
  ir::ProgramPtr parsed = ParseCorpus("02_row_block_fuse");
  ASSERT_NE(parsed, nullptr);
  out = pipeline.Run(parsed);
  ASSERT_TRUE(out.ok()) << out.status();
  EXPECT_EQ(roundtrip->checked_count(), 4);
  EXPECT_EQ(roundtrip->skipped_count(), 0);
}

}  // namespace
}  // namespace ptoc::pass
