// Before/Expected tests of the front-end passes on small DSL programs. Each
// pass runs as the registered Pass under the test environment's context, so
// its contract is verified before and after and its output roundtripped.
#include <string>

#include "absl/status/statusor.h"
#include "compiler/ir/structural_equal.h"
#include "compiler/text/parser.h"
#include "compiler/text/printer.h"
#include "gtest/gtest.h"
#include "tests/testing/pass_test_env.h"

PTOC_PASS_TEST_REQUIRES_PASS_RUNS();

namespace ptoc::transforms {
namespace {

using ::ptoc::testing::RunRegisteredPass;

ir::ProgramPtr Parse(const std::string& src) {
  auto p = text::ParseProgram(src);
  EXPECT_TRUE(p.ok()) << p.status();
  return p.ok() ? *p : nullptr;
}

void ExpectPass(const std::string& pass, const std::string& before, const std::string& expected) {
  ir::ProgramPtr in = Parse(before);
  ir::ProgramPtr want = Parse(expected);
  ASSERT_TRUE(in && want);
  absl::StatusOr<ir::ProgramPtr> run = RunRegisteredPass(pass, in);
  ASSERT_TRUE(run.ok()) << run.status();
  const ir::ProgramPtr& got = *run;
  auto mismatch = ir::FindStructuralMismatch(got, want);
  EXPECT_FALSE(mismatch.has_value()) << *mismatch << "\n--- actual:\n"
                                     << text::PrintProgram(got) << "--- expected:\n"
                                     << text::PrintProgram(want);
}

const char kHeader[] = "import pypto.language as pl\n\n@pl.program\nclass P:\n";

TEST(ConvertToSSATest, StraightLineReassignment) {
  ExpectPass("ConvertToSSA", std::string(kHeader) + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        y: pl.Scalar[pl.INDEX] = x + 1
        y: pl.Scalar[pl.INDEX] = y * 2
        return y
)",
             std::string(kHeader) + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x__ssa_v0: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        y__ssa_v0: pl.Scalar[pl.INDEX] = x__ssa_v0 + 1
        y__ssa_v1: pl.Scalar[pl.INDEX] = y__ssa_v0 * 2
        return y__ssa_v1
)");
}

TEST(ConvertToSSATest, LoopCarriedVariableBecomesIterArg) {
  ExpectPass("ConvertToSSA", std::string(kHeader) + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        acc: pl.Scalar[pl.INDEX] = 0
        for i in pl.range(4):
            acc: pl.Scalar[pl.INDEX] = acc + i
        return acc
)",
             std::string(kHeader) + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, n__ssa_v0: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        acc__ssa_v0: pl.Scalar[pl.INDEX] = 0
        for i__idx_v0, (acc__iter_v1,) in pl.range(4, init_values=(acc__ssa_v0,)):
            acc__ssa_v3: pl.Scalar[pl.INDEX] = acc__iter_v1 + i__idx_v0
            acc__rv_v2: pl.Scalar[pl.INDEX] = pl.yield_(acc__ssa_v3)
        return acc__rv_v2
)");
}

TEST(ConvertToSSATest, IfWithoutElseGetsPhi) {
  ExpectPass("ConvertToSSA", std::string(kHeader) + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        y: pl.Scalar[pl.INDEX] = 0
        if n < 4:
            y: pl.Scalar[pl.INDEX] = n
        return y
)",
             std::string(kHeader) + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, n__ssa_v0: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        y__ssa_v0: pl.Scalar[pl.INDEX] = 0
        if n__ssa_v0 < 4:
            y__ssa_v1: pl.Scalar[pl.INDEX] = n__ssa_v0
            y__phi_v2: pl.Scalar[pl.INDEX] = pl.yield_(y__ssa_v1)
        else:
            y__phi_v2: pl.Scalar[pl.INDEX] = pl.yield_(y__ssa_v0)
        return y__phi_v2
)");
}

TEST(SimplifyTest, FoldsConstantsAndIdentities) {
  ExpectPass("Simplify", std::string(kHeader) + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        a: pl.Scalar[pl.INDEX] = x + 0
        b: pl.Scalar[pl.INDEX] = a * 1
        c: pl.Scalar[pl.INDEX] = b + 2 * 3
        return c
)",
             std::string(kHeader) + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        a: pl.Scalar[pl.INDEX] = x
        b: pl.Scalar[pl.INDEX] = a
        c: pl.Scalar[pl.INDEX] = b + 6
        return c
)");
}

}  // namespace
}  // namespace ptoc::transforms
