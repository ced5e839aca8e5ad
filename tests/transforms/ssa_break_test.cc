// Tests of ConvertToSSA on loops whose break/continue CtrlFlowTransform has
// already lowered: the break flag becomes a carried value and an if that
// already has return values (the escape if built around the break) also gets
// phi values for the flag.
//
// When that if already had return values (a loop with explicit iter_args and a
// break), the reference replaces each branch's yield by the phi values alone,
// so the yields no longer match the if's return values and its SSAForm
// verification rejects the result. ptoc does the same: the reference's dumps
// of such programs (its tests test_ctrl_flow_transform.py TestWhileLoops and
// TestEndToEnd, run through its Default strategy) end with this verification
// error after ConvertToSSA.
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "tests/testing/dsl_pass_check.h"
#include "tests/testing/pass_test_env.h"

namespace ptoc {
namespace {

PTOC_PASS_TEST_REQUIRES_PASS_RUNS();

using testing::ExpectSameProgram;
using testing::ParseBody;
using testing::PassFailure;
using testing::RunPassesOrFail;

// CtrlFlowTransform, then ConvertToSSA, which must fail SSAForm verification
// as the reference's does: the escape if has `return_values` return values
// (the flag's phi and its own), each branch yields only the phi.
void ExpectEscapeIfYieldsDropped(const ir::ProgramPtr& before, int return_values) {
  ir::ProgramPtr lowered = RunPassesOrFail({"CtrlFlowTransform"}, before);
  absl::Status status = PassFailure("ConvertToSSA", lowered);
  for (const char* branch : {"then", "else"}) {
    EXPECT_THAT(std::string(status.message()),
                ::testing::HasSubstr(absl::StrCat("IfStmt ", branch,
                                                  "-branch YieldStmt value count (1) != "
                                                  "return_vars count (",
                                                  return_values, ")")));
  }
}

// Mirrors test_ctrl_flow_transform.py TestWhileLoops::test_while_break_with_ssa_iter_args,
// continued through ConvertToSSA: the break flag is carried as a new iter_arg after
// the explicit ones, and the escape if keeps its yields for the explicit values after
// the flag's phi.
TEST(SsaBreak, WhileWithIterArgsAndBreak) {
  ir::ProgramPtr before = ParseBody(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, x_0: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        n: pl.Scalar[pl.INT64] = 0
        for (cnt, x_iter) in pl.while_(init_values=(n, x_0)):
            pl.cond(cnt < 10)
            if cnt > 5:
                break
            y: pl.Tensor[[64], pl.FP32] = pl.add(x_iter, x_iter)
            c2: pl.Scalar[pl.INT64] = cnt + 1
            cnt_out, x_out = pl.yield_(c2, y)
        return x_out
)");
  ExpectEscapeIfYieldsDropped(before, 3);
}

// Same, with the break at the end of a nested branch and a continue, the form of
// corpus program 37's while loop.
TEST(SsaBreak, WhileWithIterArgsBreakAndScalarCarry) {
  ir::ProgramPtr before = ParseBody(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[64], pl.FP32]:
        for (w, s) in pl.while_(init_values=(0, x)):
            pl.cond(w < n)
            if w == 5:
                break
            s2: pl.Tensor[[64], pl.FP32] = pl.mul(s, 0.5)
            w2: pl.Scalar[pl.INDEX] = w + 1
            w_end, s_end = pl.yield_(w2, s2)
        return s_end
)");
  ExpectEscapeIfYieldsDropped(before, 3);
}

// Mirrors test_ctrl_flow_transform.py TestEndToEnd::test_break_then_ssa (a for loop
// with break becomes a while loop carrying the flag, the counter and x).
TEST(SsaBreak, ForBreakThenSsa) {
  ir::ProgramPtr before = ParseBody(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INT64]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.range(n):
            if i > 5:
                break
            x: pl.Tensor[[64], pl.FP32] = pl.add(x, 1.0)
        return x
)");
  ir::ProgramPtr expected = ParseBody(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, x__ssa_v0: pl.Tensor[[64], pl.FP32], n__ssa_v0: pl.Scalar[pl.INT64]) -> pl.Tensor[[64], pl.FP32]:
        i__ssa_v0: pl.Scalar[pl.INDEX] = 0
        break__ssa_v0: pl.Scalar[pl.BOOL] = False
        for (break__iter_v1, i__iter_v1, x__iter_v1) in pl.while_(init_values=(break__ssa_v0, i__ssa_v0, x__ssa_v0)):
            pl.cond(i__iter_v1 < n__ssa_v0 and not break__iter_v1)
            if i__iter_v1 > 5:
                break__ssa_v3: pl.Scalar[pl.BOOL] = True
                break__phi_v4, x__phi_v4 = pl.yield_(break__ssa_v3, x__iter_v1)
            else:
                x__ssa_v3: pl.Tensor[[64], pl.FP32] = pl.tensor.adds(x__iter_v1, 1.0)
                break__phi_v4, x__phi_v4 = pl.yield_(break__iter_v1, x__ssa_v3)
            if not break__phi_v4:
                i__ssa_v3: pl.Scalar[pl.INDEX] = i__iter_v1 + 1
                i__phi_v4: pl.Scalar[pl.INDEX] = pl.yield_(i__ssa_v3)
            else:
                i__phi_v4: pl.Scalar[pl.INDEX] = pl.yield_(i__iter_v1)
            break__rv_v2, i__rv_v2, x__rv_v2 = pl.yield_(break__phi_v4, i__phi_v4, x__phi_v4)
        return x__rv_v2
)");
  ExpectSameProgram(RunPassesOrFail({"CtrlFlowTransform", "ConvertToSSA"}, before), expected);
}

// A for loop with an explicit iter_arg and a break (the CtrlFlowTransform part is
// test_ctrl_flow_transform.py::test_multiple_iter_args_with_break with one carry):
// the escape if carries the flag's phi before its own return value, and the
// guarded counter advance gets a phi of its own.
TEST(SsaBreak, ForWithIterArgAndBreak) {
  ir::ProgramPtr before = ParseBody(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[64], pl.FP32]:
        for i, (acc,) in pl.range(n, init_values=(x,)):
            if i > 5:
                break
            acc2: pl.Tensor[[64], pl.FP32] = pl.add(acc, 1.0)
            res: pl.Tensor[[64], pl.FP32] = pl.yield_(acc2)
        return res
)");
  ExpectEscapeIfYieldsDropped(before, 2);
}

}  // namespace
}  // namespace ptoc
