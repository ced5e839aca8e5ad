// The benchmark generators must produce valid programs: they parse, their
// canonical print parses back to the same text, they grow with their size
// argument, and the whole Default strategy accepts them (so the benchmarks
// time real pass work, not an early error).
#include "bench/program_gen.h"

#include <string>

#include "bench/bench_util.h"
#include "compiler/ir/visitor.h"
#include "compiler/text/parser.h"
#include "compiler/text/printer.h"
#include "gtest/gtest.h"

namespace ptoc::bench {
namespace {

void ExpectValidThroughDefault(const std::string& text, const std::string& name) {
  absl::StatusOr<ir::ProgramPtr> program = text::ParseProgram(text, {name});
  ASSERT_TRUE(program.ok()) << program.status();
  const std::string printed = text::PrintProgram(*program);
  absl::StatusOr<ir::ProgramPtr> reparsed = text::ParseProgram(printed, {name + ".printed"});
  ASSERT_TRUE(reparsed.ok()) << reparsed.status();
  EXPECT_EQ(text::PrintProgram(*reparsed), printed);

  const std::vector<pass::Pass> passes = DefaultPasses();
  const PrefixRun run = RunLongestPrefix(*program, passes);
  EXPECT_EQ(run.runnable, static_cast<int>(passes.size()))
      << name << " stops at " << run.failed_pass << ": " << run.failure;
}

TEST(ProgramGenTest, KernelProgramRunsThroughDefault) {
  ExpectValidThroughDefault(GenerateKernelProgram(3), "kernels3.py");
}

TEST(ProgramGenTest, ScopeProgramRunsThroughDefault) {
  ExpectValidThroughDefault(GenerateScopeProgram(5), "scopes5.py");
}

TEST(ProgramGenTest, TileChainProgramRunsThroughDefault) {
  ExpectValidThroughDefault(GenerateTileChainProgram(200), "chain200.py");
}

TEST(ProgramGenTest, SizeIsAffineInTheArgument) {
  auto nodes = [](const std::string& text) {
    absl::StatusOr<ir::ProgramPtr> program = text::ParseProgram(text);
    EXPECT_TRUE(program.ok()) << program.status();
    return program.ok() ? ir::CountNodes(*program) : 0;
  };
  for (auto* generate : {&GenerateKernelProgram, &GenerateScopeProgram}) {
    const int64_t one = nodes(generate(1)), two = nodes(generate(2)), five = nodes(generate(5));
    EXPECT_GT(two, one);
    EXPECT_EQ(five - one, 4 * (two - one));
  }
  // 100 tiles more, about 100 statements more (each with a call and args).
  const int64_t chain_small = nodes(GenerateTileChainProgram(100));
  const int64_t chain_large = nodes(GenerateTileChainProgram(200));
  EXPECT_GE(chain_large - chain_small, 300);
}

}  // namespace
}  // namespace ptoc::bench
