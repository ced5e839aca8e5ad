// Before/Expected tests of the control passes InlineFunctions, UnrollLoops
// and CtrlFlowTransform (behaviours of the reference's test suites
// test_inline_functions / test_unroll_loops_pass / test_ctrl_flow_transform).
// Each positive case runs twice: as the bare transform, and as the registered
// pass under the pass test environment's context (required and produced
// properties verified before and after, output print -> parse roundtripped,
// strictness from $PTOC_VERIFY_LEVEL). The real StructuredCtrlFlow and
// InlineFunctionsEliminated verifiers (//compiler/verify:verifiers) check
// what these passes produce.
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "compiler/base/status.h"
#include "compiler/ir/mutator.h"
#include "compiler/pass/pass_registry.h"
#include "compiler/text/parser.h"
#include "compiler/text/printer.h"
#include "compiler/transforms/passes.h"
#include "compiler/verify/verifier_registry.h"
#include "gtest/gtest.h"
#include "tests/testing/dsl_pass_check.h"
#include "tests/testing/pass_test_env.h"

PTOC_PASS_TEST_REQUIRES_PASS_RUNS();

namespace ptoc::transforms {
namespace {

using ::ptoc::testing::ExpectSameProgram;
using ::ptoc::testing::ParseOrFail;
using ::ptoc::testing::RunRegisteredPass;
using ::ptoc::testing::Transform;

// ---------------------------------------------------------------------------
// Harness

std::string Prog(const std::string& body) { return testing::ProgramText(body); }

Transform ByName(const std::string& name) {
  if (name == "InlineFunctions") return InlineFunctions;
  if (name == "UnrollLoops") return UnrollLoops;
  return CtrlFlowTransform;
}

// Before -> pass -> Expected, directly and as the registered pass.
void Check(const std::string& pass_name, const std::string& before, const std::string& expected) {
  testing::ExpectDirectAndRegistered(pass_name, ByName(pass_name), ParseOrFail(before),
                                     ParseOrFail(expected));
}

// The pass leaves the program unchanged (the very same object).
void CheckUnchanged(const std::string& pass_name, const std::string& src) {
  ir::ProgramPtr in = ParseOrFail(src);
  ASSERT_TRUE(in);
  EXPECT_EQ(ByName(pass_name)(in), in);
  absl::StatusOr<ir::ProgramPtr> framed = RunRegisteredPass(pass_name, in);
  ASSERT_TRUE(framed.ok()) << framed.status();
  EXPECT_EQ(*framed, in) << "the registered pass returned a new program";
  ExpectSameProgram(*framed, in, {}, "framework");
}

// The pass rejects the program with a user error containing `what`, also
// as the registered pass.
void CheckErrorOn(const std::string& pass_name, const ir::ProgramPtr& in, const std::string& what) {
  ASSERT_TRUE(in);
  try {
    ByName(pass_name)(in);
    ADD_FAILURE() << "expected an error mentioning: " << what;
  } catch (const CompileError& e) {
    EXPECT_EQ(e.status().code(), absl::StatusCode::kInvalidArgument) << e.status();
    EXPECT_NE(std::string(e.status().message()).find(what), std::string::npos) << e.status();
  }
  absl::StatusOr<ir::ProgramPtr> framed = RunRegisteredPass(pass_name, in);
  ASSERT_FALSE(framed.ok());
  EXPECT_NE(std::string(framed.status().message()).find(what), std::string::npos)
      << framed.status();
}

void CheckError(const std::string& pass_name, const std::string& src, const std::string& what) {
  CheckErrorOn(pass_name, ParseOrFail(src), what);
}

// The parser accepts pl.unroll() only with literal bounds and no init_values,
// as the reference's does; IR built otherwise (a proto request, a pass) may
// still hold such loops. These tests write them as pl.range() loops and turn
// every sequential loop into an unroll loop.
ir::ProgramPtr WithRangeLoopsUnrolled(const std::string& src) {
  class ToUnroll : public ir::IRMutator {
   public:
    ir::StmtPtr MutateFor(const ir::ForStmtPtr& stmt) override {
      auto mutated = ir::As<ir::ForStmt>(ir::IRMutator::MutateFor(stmt));
      if (!mutated || mutated->for_kind() != ir::ForKind::kSequential) return mutated;
      return std::make_shared<ir::ForStmt>(mutated->loop_var(), mutated->start(), mutated->stop(),
                                           mutated->step(), mutated->iter_args(), mutated->body(),
                                           mutated->return_vars(), ir::ForKind::kUnroll,
                                           mutated->attrs(), mutated->span());
    }
  };
  ir::ProgramPtr parsed = ParseOrFail(src);
  return parsed ? ToUnroll().MutateProgram(parsed) : nullptr;
}

void CheckUnrolled(const std::string& before_with_range_loops, const std::string& expected) {
  ir::ProgramPtr before = WithRangeLoopsUnrolled(before_with_range_loops);
  ASSERT_TRUE(before);
  testing::ExpectDirectAndRegistered("UnrollLoops", UnrollLoops, before, ParseOrFail(expected));
}

// CtrlFlowTransform then ConvertToSSA on `in`, directly and as the registered
// passes (the Default pipeline's order), both compared with `want`.
void CheckCtrlFlowThenSsa(const ir::ProgramPtr& in, const ir::ProgramPtr& want) {
  ASSERT_TRUE(in && want);
  ExpectSameProgram(ConvertToSSA(CtrlFlowTransform(in)), want, {},
                    "CtrlFlowTransform + ConvertToSSA");
  absl::StatusOr<ir::ProgramPtr> lowered = RunRegisteredPass("CtrlFlowTransform", in);
  ASSERT_TRUE(lowered.ok()) << lowered.status();
  absl::StatusOr<ir::ProgramPtr> ssa = RunRegisteredPass("ConvertToSSA", *lowered);
  ASSERT_TRUE(ssa.ok()) << ssa.status();
  ExpectSameProgram(*ssa, want, {}, "registered CtrlFlowTransform + ConvertToSSA");
}

// ===========================================================================
// InlineFunctions

TEST(InlineFunctionsTest, SingleCallSiteSplicedAndFunctionDropped) {
  Check("InlineFunctions", Prog(R"(
    @pl.function(type=pl.FunctionType.Inline)
    def sq(self, v: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        w: pl.Tensor[[8], pl.FP32] = pl.mul(v, v)
        return w

    @pl.function
    def main(self, p: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        q: pl.Tensor[[8], pl.FP32] = self.sq(p)
        return q
)"),
        Prog(R"(
    @pl.function
    def main(self, p: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        w_inline0: pl.Tensor[[8], pl.FP32] = pl.mul(p, p)
        q: pl.Tensor[[8], pl.FP32] = w_inline0
        return q
)"));
}

TEST(InlineFunctionsTest, NoInlineFunctionsIsNoop) {
  CheckUnchanged("InlineFunctions", Prog(R"(
    @pl.function
    def main(self, p: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        q: pl.Tensor[[8], pl.FP32] = pl.add(p, p)
        return q
)"));
}

TEST(InlineFunctionsTest, UncalledInlineFunctionDropped) {
  Check("InlineFunctions", Prog(R"(
    @pl.function(type=pl.FunctionType.Inline)
    def dead(self, v: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        return v

    @pl.function
    def main(self, p: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        q: pl.Tensor[[8], pl.FP32] = pl.sub(p, p)
        return q
)"),
        Prog(R"(
    @pl.function
    def main(self, p: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        q: pl.Tensor[[8], pl.FP32] = pl.sub(p, p)
        return q
)"));
}

TEST(InlineFunctionsTest, EvalCallSiteDropsReturnValueAndRebindsOutParam) {
  Check("InlineFunctions", Prog(R"(
    @pl.function(type=pl.FunctionType.Inline)
    def put(self, src: pl.Tensor[[8], pl.FP32], dst: pl.Out[pl.Tensor[[8], pl.FP32]]) -> pl.Tensor[[8], pl.FP32]:
        dst = pl.tensor.assemble(dst, src, [0])
        return dst

    @pl.function
    def main(self, p: pl.Tensor[[8], pl.FP32], o: pl.Out[pl.Tensor[[8], pl.FP32]]) -> pl.Tensor[[8], pl.FP32]:
        self.put(p, o)
        r: pl.Tensor[[8], pl.FP32] = pl.add(p, p)
        return r
)"),
        Prog(R"(
    @pl.function
    def main(self, p: pl.Tensor[[8], pl.FP32], o: pl.Out[pl.Tensor[[8], pl.FP32]]) -> pl.Tensor[[8], pl.FP32]:
        o = pl.tensor.assemble(o, p, [0])
        r: pl.Tensor[[8], pl.FP32] = pl.add(p, p)
        return r
)"));
}

TEST(InlineFunctionsTest, SelfAliasingAssignSkipsCopy) {
  Check("InlineFunctions", Prog(R"(
    @pl.function(type=pl.FunctionType.Inline)
    def ident(self, v: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        return v

    @pl.function
    def main(self, p: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        p = self.ident(p)
        return p
)"),
        Prog(R"(
    @pl.function
    def main(self, p: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        return p
)"));
}

TEST(InlineFunctionsTest, MultipleCallSitesExpandIndependently) {
  Check("InlineFunctions", Prog(R"(
    @pl.function(type=pl.FunctionType.Inline)
    def dbl(self, v: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        w: pl.Tensor[[8], pl.FP32] = pl.add(v, v)
        return w

    @pl.function
    def main(self, p: pl.Tensor[[8], pl.FP32], q: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        p2: pl.Tensor[[8], pl.FP32] = self.dbl(p)
        q2: pl.Tensor[[8], pl.FP32] = self.dbl(q)
        r: pl.Tensor[[8], pl.FP32] = pl.mul(p2, q2)
        return r
)"),
        Prog(R"(
    @pl.function
    def main(self, p: pl.Tensor[[8], pl.FP32], q: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        wa: pl.Tensor[[8], pl.FP32] = pl.add(p, p)
        p2: pl.Tensor[[8], pl.FP32] = wa
        wb: pl.Tensor[[8], pl.FP32] = pl.add(q, q)
        q2: pl.Tensor[[8], pl.FP32] = wb
        r: pl.Tensor[[8], pl.FP32] = pl.mul(p2, q2)
        return r
)"));
}

TEST(InlineFunctionsTest, InlineCallingInlineExpandsToFixpoint) {
  Check("InlineFunctions", Prog(R"(
    @pl.function(type=pl.FunctionType.Inline)
    def inc(self, v: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        w: pl.Tensor[[8], pl.FP32] = pl.add(v, 1.0)
        return w

    @pl.function(type=pl.FunctionType.Inline)
    def inc2(self, v: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        a: pl.Tensor[[8], pl.FP32] = self.inc(v)
        b: pl.Tensor[[8], pl.FP32] = self.inc(a)
        return b

    @pl.function
    def main(self, p: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        r: pl.Tensor[[8], pl.FP32] = self.inc2(p)
        return r
)"),
        Prog(R"(
    @pl.function
    def main(self, p: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        w0: pl.Tensor[[8], pl.FP32] = pl.add(p, 1.0)
        a: pl.Tensor[[8], pl.FP32] = w0
        w1: pl.Tensor[[8], pl.FP32] = pl.add(a, 1.0)
        b: pl.Tensor[[8], pl.FP32] = w1
        r: pl.Tensor[[8], pl.FP32] = b
        return r
)"));
}

TEST(InlineFunctionsTest, SelfRecursionRejected) {
  CheckError("InlineFunctions", Prog(R"(
    @pl.function(type=pl.FunctionType.Inline)
    def rec(self, v: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        w: pl.Tensor[[8], pl.FP32] = self.rec(v)
        return w

    @pl.function
    def main(self, p: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        r: pl.Tensor[[8], pl.FP32] = self.rec(p)
        return r
)"),
             "Cycle detected in FunctionType::Inline call graph: rec -> rec");
}

TEST(InlineFunctionsTest, ExponentialExpansionRejectedBeforeInlining) {
  // f_k calls f_{k-1} twice: inlining f_29 into main would copy f_0 2^29
  // times. The pass reports it at a call instead of exhausting memory.
  std::string text = R"(
    @pl.function(type=pl.FunctionType.Inline)
    def f0(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        return n * 2
)";
  for (int k = 1; k < 30; ++k) {
    const std::string prev = "f" + std::to_string(k - 1);
    absl::StrAppend(&text, "\n    @pl.function(type=pl.FunctionType.Inline)\n    def f", k,
                    "(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:\n",
                    "        a: pl.Scalar[pl.INDEX] = self.", prev, "(n)\n",
                    "        b: pl.Scalar[pl.INDEX] = self.", prev, "(a)\n", "        return b\n");
  }
  text += R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        m: pl.Scalar[pl.INDEX] = self.f29(n)
        return m
)";
  // f_k expands to 2^(k+2) - 3 statements: f17 is the first over the bound
  // (the Inline functions are expanded too, called or not).
  CheckError("InlineFunctions", Prog(text),
             "inlining would give function 'f17' more than 500000 statements; this call of "
             "'f16' alone expands to 262141 statements");
  // Ten levels (about 2,000 statements) are inlined as usual.
  std::string small = text.substr(0, text.find("\n    @pl.function(type=pl.FunctionType.Inline)\n"
                                               "    def f10("));
  small += R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        m: pl.Scalar[pl.INDEX] = self.f9(n)
        return m
)";
  ir::ProgramPtr in = ParseOrFail(Prog(small));
  ASSERT_TRUE(in);
  ir::ProgramPtr inlined = InlineFunctions(in);
  ASSERT_EQ(inlined->functions().size(), 1u);
  EXPECT_GE(ir::StmtList(inlined->functions()[0]->body()).size(), 1000u);
}

TEST(InlineFunctionsTest, MutualRecursionRejected) {
  CheckError("InlineFunctions", Prog(R"(
    @pl.function(type=pl.FunctionType.Inline)
    def ping(self, v: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        w: pl.Tensor[[8], pl.FP32] = self.pong(v)
        return w

    @pl.function(type=pl.FunctionType.Inline)
    def pong(self, v: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        w: pl.Tensor[[8], pl.FP32] = self.ping(v)
        return w

    @pl.function
    def main(self, p: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        r: pl.Tensor[[8], pl.FP32] = self.ping(p)
        return r
)"),
             // The reference's search starts at 'pong' here (the order of its
             // hash map of names), and so does ptoc's.
             "Cycle detected in FunctionType::Inline call graph: pong -> ping -> pong");
}

TEST(InlineFunctionsTest, BodyWithScopeSplicedIntact) {
  Check("InlineFunctions", Prog(R"(
    @pl.function(type=pl.FunctionType.Inline)
    def kern(self, v: pl.Tensor[[32], pl.FP32]) -> pl.Tensor[[32], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            w: pl.Tensor[[32], pl.FP32] = pl.mul(v, v)
        return w

    @pl.function
    def main(self, p: pl.Tensor[[32], pl.FP32]) -> pl.Tensor[[32], pl.FP32]:
        r: pl.Tensor[[32], pl.FP32] = self.kern(p)
        return r
)"),
        Prog(R"(
    @pl.function
    def main(self, p: pl.Tensor[[32], pl.FP32]) -> pl.Tensor[[32], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            w: pl.Tensor[[32], pl.FP32] = pl.mul(p, p)
        r: pl.Tensor[[32], pl.FP32] = w
        return r
)"));
}

TEST(InlineFunctionsTest, BodyWithLoopRebindsOutParamInPlace) {
  Check("InlineFunctions", Prog(R"(
    @pl.function(type=pl.FunctionType.Inline)
    def fill(self, src: pl.Tensor[[8], pl.FP32], dst: pl.Out[pl.Tensor[[8], pl.FP32]]) -> pl.Tensor[[8], pl.FP32]:
        for k in pl.range(3):
            dst = pl.tensor.assemble(dst, src, [0])
        return dst

    @pl.function
    def main(self, p: pl.Tensor[[8], pl.FP32], o: pl.Out[pl.Tensor[[8], pl.FP32]]) -> pl.Tensor[[8], pl.FP32]:
        r: pl.Tensor[[8], pl.FP32] = self.fill(p, o)
        return r
)"),
        Prog(R"(
    @pl.function
    def main(self, p: pl.Tensor[[8], pl.FP32], o: pl.Out[pl.Tensor[[8], pl.FP32]]) -> pl.Tensor[[8], pl.FP32]:
        for k in pl.range(3):
            o = pl.tensor.assemble(o, p, [0])
        r: pl.Tensor[[8], pl.FP32] = o
        return r
)"));
}

TEST(InlineFunctionsTest, DistinctCallSitesRebindTheirOwnOutParams) {
  Check("InlineFunctions", Prog(R"(
    @pl.function(type=pl.FunctionType.Inline)
    def put(self, src: pl.Tensor[[8], pl.FP32], dst: pl.Out[pl.Tensor[[8], pl.FP32]]) -> pl.Tensor[[8], pl.FP32]:
        dst = pl.tensor.assemble(dst, src, [0])
        return dst

    @pl.function
    def main(self, p: pl.Tensor[[8], pl.FP32], o1: pl.Out[pl.Tensor[[8], pl.FP32]], o2: pl.Out[pl.Tensor[[8], pl.FP32]]) -> pl.Tensor[[8], pl.FP32]:
        a: pl.Tensor[[8], pl.FP32] = self.put(p, o1)
        b: pl.Tensor[[8], pl.FP32] = self.put(a, o2)
        return b
)"),
        Prog(R"(
    @pl.function
    def main(self, p: pl.Tensor[[8], pl.FP32], o1: pl.Out[pl.Tensor[[8], pl.FP32]], o2: pl.Out[pl.Tensor[[8], pl.FP32]]) -> pl.Tensor[[8], pl.FP32]:
        o1 = pl.tensor.assemble(o1, p, [0])
        a: pl.Tensor[[8], pl.FP32] = o1
        o2 = pl.tensor.assemble(o2, a, [0])
        b: pl.Tensor[[8], pl.FP32] = o2
        return b
)"));
}

TEST(InlineFunctionsTest, ReturnOfInlineCall) {
  Check("InlineFunctions", Prog(R"(
    @pl.function(type=pl.FunctionType.Inline)
    def put(self, src: pl.Tensor[[8], pl.FP32], dst: pl.Out[pl.Tensor[[8], pl.FP32]]) -> pl.Tensor[[8], pl.FP32]:
        dst = pl.tensor.assemble(dst, src, [0])
        return dst

    @pl.function
    def main(self, p: pl.Tensor[[8], pl.FP32], o: pl.Out[pl.Tensor[[8], pl.FP32]]) -> pl.Tensor[[8], pl.FP32]:
        return self.put(p, o)
)"),
        Prog(R"(
    @pl.function
    def main(self, p: pl.Tensor[[8], pl.FP32], o: pl.Out[pl.Tensor[[8], pl.FP32]]) -> pl.Tensor[[8], pl.FP32]:
        o = pl.tensor.assemble(o, p, [0])
        return o
)"));
}

constexpr char kPair[] = R"(
    @pl.function(type=pl.FunctionType.Inline)
    def put2(self, src: pl.Tensor[[8], pl.FP32], d0: pl.Out[pl.Tensor[[8], pl.FP32]], d1: pl.Out[pl.Tensor[[8], pl.FP32]]) -> tuple[pl.Tensor[[8], pl.FP32], pl.Tensor[[8], pl.FP32]]:
        d0 = pl.tensor.assemble(d0, src, [0])
        d1 = pl.tensor.assemble(d1, src, [0])
        return d0, d1
)";

TEST(InlineFunctionsTest, ReturnOfMultiReturnInlineCall) {
  Check("InlineFunctions", Prog(std::string(kPair) + R"(
    @pl.function
    def main(self, p: pl.Tensor[[8], pl.FP32], u: pl.Out[pl.Tensor[[8], pl.FP32]], w: pl.Out[pl.Tensor[[8], pl.FP32]]) -> tuple[pl.Tensor[[8], pl.FP32], pl.Tensor[[8], pl.FP32]]:
        return self.put2(p, u, w)
)"),
        Prog(R"(
    @pl.function
    def main(self, p: pl.Tensor[[8], pl.FP32], u: pl.Out[pl.Tensor[[8], pl.FP32]], w: pl.Out[pl.Tensor[[8], pl.FP32]]) -> tuple[pl.Tensor[[8], pl.FP32], pl.Tensor[[8], pl.FP32]]:
        u = pl.tensor.assemble(u, p, [0])
        w = pl.tensor.assemble(w, p, [0])
        return u, w
)"));
}

TEST(InlineFunctionsTest, TupleUnpackOfMultiReturnInlineCall) {
  Check("InlineFunctions", Prog(std::string(kPair) + R"(
    @pl.function
    def main(self, p: pl.Tensor[[8], pl.FP32], u: pl.Out[pl.Tensor[[8], pl.FP32]], w: pl.Out[pl.Tensor[[8], pl.FP32]]) -> tuple[pl.Tensor[[8], pl.FP32], pl.Tensor[[8], pl.FP32]]:
        e0, e1 = self.put2(p, u, w)
        return e1, e0
)"),
        Prog(R"(
    @pl.function
    def main(self, p: pl.Tensor[[8], pl.FP32], u: pl.Out[pl.Tensor[[8], pl.FP32]], w: pl.Out[pl.Tensor[[8], pl.FP32]]) -> tuple[pl.Tensor[[8], pl.FP32], pl.Tensor[[8], pl.FP32]]:
        u = pl.tensor.assemble(u, p, [0])
        w = pl.tensor.assemble(w, p, [0])
        e0: pl.Tensor[[8], pl.FP32] = u
        e1: pl.Tensor[[8], pl.FP32] = w
        return e1, e0
)"));
}

TEST(InlineFunctionsTest, TupleTemporaryReturnIsExpanded) {
  Check("InlineFunctions", Prog(R"(
    @pl.function(type=pl.FunctionType.Inline)
    def two(self, v: pl.Tensor[[8], pl.FP32]) -> tuple[pl.Tensor[[8], pl.FP32], pl.Tensor[[8], pl.FP32]]:
        s: pl.Tensor[[8], pl.FP32] = pl.add(v, v)
        d: pl.Tensor[[8], pl.FP32] = pl.sub(v, v)
        pair = (s, d)
        return pair

    @pl.function
    def main(self, p: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        e0, e1 = self.two(p)
        r: pl.Tensor[[8], pl.FP32] = pl.mul(e0, e1)
        return r
)"),
        Prog(R"(
    @pl.function
    def main(self, p: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        s: pl.Tensor[[8], pl.FP32] = pl.add(p, p)
        d: pl.Tensor[[8], pl.FP32] = pl.sub(p, p)
        e0: pl.Tensor[[8], pl.FP32] = s
        e1: pl.Tensor[[8], pl.FP32] = d
        r: pl.Tensor[[8], pl.FP32] = pl.mul(e0, e1)
        return r
)"));
}

TEST(InlineFunctionsTest, RebindingParamBoundToNonVariableRejected) {
  CheckError("InlineFunctions", Prog(R"(
    @pl.function(type=pl.FunctionType.Inline)
    def bump(self, v: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        v = v + 1
        return v

    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        r: pl.Scalar[pl.INDEX] = self.bump(n + 2)
        return r
)"),
             "cannot rebind 'v'");
}

TEST(InlineFunctionsTest, VerifierFlagsSurvivingInlineFunction) {
  ir::ProgramPtr in = ParseOrFail(Prog(R"(
    @pl.function(type=pl.FunctionType.Inline)
    def sq(self, v: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        w: pl.Tensor[[8], pl.FP32] = pl.mul(v, v)
        return w

    @pl.function
    def main(self, p: pl.Tensor[[8], pl.FP32]) -> pl.Tensor[[8], pl.FP32]:
        q: pl.Tensor[[8], pl.FP32] = self.sq(p)
        return q
)"));
  ASSERT_TRUE(in);
  pass::IRPropertySet props{pass::IRProperty::kInlineFunctionsEliminated};
  EXPECT_EQ(verify::RunVerifier(in, props).ErrorCount(), 2);
  EXPECT_EQ(verify::RunVerifier(InlineFunctions(in), props).ErrorCount(), 0);
  absl::StatusOr<ir::ProgramPtr> framed = RunRegisteredPass("InlineFunctions", in);
  ASSERT_TRUE(framed.ok()) << framed.status();
  EXPECT_EQ(verify::RunVerifier(*framed, props).ErrorCount(), 0);
}

// ===========================================================================
// UnrollLoops

TEST(UnrollLoopsTest, SimpleUnroll) {
  Check("UnrollLoops", Prog(R"(
    @pl.function
    def main(self, t: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        for k in pl.unroll(3):
            t = pl.mul(t, 2.0)
        return t
)"),
        Prog(R"(
    @pl.function
    def main(self, t: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        t = pl.mul(t, 2.0)
        t = pl.mul(t, 2.0)
        t = pl.mul(t, 2.0)
        return t
)"));
}

TEST(UnrollLoopsTest, StartStopStepAndLoopVarSubstituted) {
  Check("UnrollLoops", Prog(R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for k in pl.unroll(1, 8, 3):
            n = n + k * 2
        return n
)"),
        Prog(R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        n = n + pl.const(1, pl.INDEX) * 2
        n = n + pl.const(4, pl.INDEX) * 2
        n = n + pl.const(7, pl.INDEX) * 2
        return n
)"));
}

TEST(UnrollLoopsTest, SingleIteration) {
  Check("UnrollLoops", Prog(R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for k in pl.unroll(5, 6):
            n = n * k
        return n
)"),
        Prog(R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        n = n * 5
        return n
)"));
}

TEST(UnrollLoopsTest, NegativeStep) {
  Check("UnrollLoops", Prog(R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for k in pl.unroll(9, 2, -3):
            n = n - k
        return n
)"),
        Prog(R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        n = n - 9
        n = n - 6
        n = n - 3
        return n
)"));
}

TEST(UnrollLoopsTest, ZeroTripLoopDisappears) {
  Check("UnrollLoops", Prog(R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for k in pl.unroll(4, 4):
            n = n + k
        return n
)"),
        Prog(R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        return n
)"));
}

TEST(UnrollLoopsTest, UnrollInsideRegularLoop) {
  Check("UnrollLoops", Prog(R"(
    @pl.function
    def main(self, t: pl.Tensor[[16], pl.FP32], m: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16], pl.FP32]:
        for j in pl.range(m):
            for k in pl.unroll(2):
                t = pl.add(t, 1.0)
        return t
)"),
        Prog(R"(
    @pl.function
    def main(self, t: pl.Tensor[[16], pl.FP32], m: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16], pl.FP32]:
        for j in pl.range(m):
            t = pl.add(t, 1.0)
            t = pl.add(t, 1.0)
        return t
)"));
}

// Copies share the variables they define, loop variables of nested loops
// included, as the reference's copies do (ConvertToSSA versions them): the
// dump prints `for j` twice, not `j` and `j_1`.
TEST(UnrollLoopsTest, RegularLoopInsideUnrollSharesItsLoopVar) {
  ir::ProgramPtr out = testing::RunPassesOrFail({"UnrollLoops"}, ParseOrFail(Prog(R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for k in pl.unroll(2):
            for j in pl.range(k, 4):
                n = n + j
        return n
)")));
  ASSERT_TRUE(out);
  const auto& stmts = ir::As<ir::SeqStmts>(out->functions()[0]->body())->stmts();
  auto first = ir::As<ir::ForStmt>(stmts[0]);
  auto second = ir::As<ir::ForStmt>(stmts[1]);
  ASSERT_TRUE(first && second);
  EXPECT_EQ(first->loop_var(), second->loop_var());
  const std::string printed = text::PrintProgram(out);
  EXPECT_NE(printed.find("for j in pl.range(4):"), std::string::npos) << printed;
  EXPECT_NE(printed.find("for j in pl.range(1, 4):"), std::string::npos) << printed;
  EXPECT_EQ(printed.find("j_1"), std::string::npos) << printed;
}

TEST(UnrollLoopsTest, NestedUnrollUsesOuterConstant) {
  CheckUnrolled(Prog(R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for a in pl.range(2):
            for b in pl.range(a, 2):
                n = n + a * 10 + b
        return n
)"),
                Prog(R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        n = n + pl.const(0, pl.INDEX) * 10 + 0
        n = n + pl.const(0, pl.INDEX) * 10 + 1
        n = n + pl.const(1, pl.INDEX) * 10 + 1
        return n
)"));
}

TEST(UnrollLoopsTest, RegularLoopUntouched) {
  CheckUnchanged("UnrollLoops", Prog(R"(
    @pl.function
    def main(self, t: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        for k in pl.range(6):
            t = pl.add(t, 1.0)
        return t
)"));
}

TEST(UnrollLoopsTest, IterArgsThreadedThroughCopies) {
  CheckUnrolled(Prog(R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for k, (acc,) in pl.range(3, init_values=(n,)):
            nxt: pl.Scalar[pl.INDEX] = acc + k
            res = pl.yield_(nxt)
        return res
)"),
                Prog(R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        nxt0: pl.Scalar[pl.INDEX] = n + 0
        nxt1: pl.Scalar[pl.INDEX] = nxt0 + 1
        nxt2: pl.Scalar[pl.INDEX] = nxt1 + 2
        res: pl.Scalar[pl.INDEX] = nxt2
        return res
)"));
}

TEST(UnrollLoopsTest, TripCountAboveLimitRejected) {
  CheckError("UnrollLoops", Prog(R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for k in pl.unroll(1500):
            n = n + 1
        return n
)"),
             "Unroll loop trip count 1500 exceeds maximum allowed (1024)");
}

TEST(UnrollLoopsTest, NestedUnrollsOverTheStatementBoundRejected) {
  // 1024^3 copies: rejected after at most kMaxExpandedStmts of them.
  CheckError("UnrollLoops", Prog(R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for i in pl.unroll(1024):
            for j in pl.unroll(1024):
                for k in pl.unroll(1024):
                    n = n + 1
        return n
)"),
             "unrolling makes more than 500000 statements in this function; nested pl.unroll "
             "loops multiply their trip counts");
}

TEST(UnrollLoopsTest, DynamicBoundRejected) {
  CheckErrorOn("UnrollLoops", WithRangeLoopsUnrolled(Prog(R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for k in pl.range(n):
            n = n + 1
        return n
)")),
               "Unroll loop stop must be a compile-time integer constant");
}

// The parser already rejects what the pass could not unroll, as the
// reference's parser does.
TEST(UnrollLoopsTest, ParserRejectsUnrollsThePassCannotExpand) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"for k in pl.unroll(n):", "pl.unroll() requires compile-time constant integer bounds"},
      {"for k in pl.unroll(0, 4, 0):", "pl.unroll() step cannot be zero"},
      {"for k, (acc,) in pl.unroll(3, init_values=(n,)):",
       "pl.unroll() cannot be combined with init_values"},
  };
  for (const auto& [header, message] : cases) {
    absl::StatusOr<ir::ProgramPtr> parsed = text::ParseProgram(Prog(R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        )" + header + R"(
            n = n + 1
        return n
)"));
    ASSERT_FALSE(parsed.ok()) << header;
    EXPECT_NE(std::string(parsed.status().message()).find(message), std::string::npos)
        << parsed.status();
  }
  // A negative literal is a constant bound.
  EXPECT_TRUE(ParseOrFail(Prog(R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for k in pl.unroll(0, -4, -1):
            n = n + k
        return n
)")));
}

TEST(UnrollLoopsTest, UnrollLoopPrintsAsPlUnroll) {
  ir::ProgramPtr in = ParseOrFail(Prog(R"(
    @pl.function
    def main(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        for k in pl.unroll(2):
            n = n + k
        return n
)"));
  ASSERT_TRUE(in);
  EXPECT_NE(text::PrintProgram(in).find("pl.unroll(2)"), std::string::npos)
      << text::PrintProgram(in);
}

// ===========================================================================
// CtrlFlowTransform: pre-SSA input (the Default pipeline's position)

TEST(CtrlFlowTransformTest, BreakInForBecomesWhileWithFlag) {
  Check("CtrlFlowTransform", Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, t: pl.Tensor[[32], pl.FP32], lim: pl.Scalar[pl.INT64]) -> pl.Tensor[[32], pl.FP32]:
        for r in pl.range(lim):
            if r > 3:
                break
            t = pl.mul(t, 3.0)
        return t
)"),
        Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, t: pl.Tensor[[32], pl.FP32], lim: pl.Scalar[pl.INT64]) -> pl.Tensor[[32], pl.FP32]:
        r: pl.Scalar[pl.INDEX] = 0
        stop: pl.Scalar[pl.BOOL] = False
        while r < lim and not stop:
            if r > 3:
                stop: pl.Scalar[pl.BOOL] = True
                pl.yield_()
            else:
                t = pl.mul(t, 3.0)
                pl.yield_()
            if not stop:
                r = r + 1
        return t
)"));
}

TEST(CtrlFlowTransformTest, BreakAsFirstStatement) {
  Check("CtrlFlowTransform", Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, t: pl.Tensor[[32], pl.FP32]) -> pl.Tensor[[32], pl.FP32]:
        for r in pl.range(2, 9):
            if r > 0:
                break
        return t
)"),
        Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, t: pl.Tensor[[32], pl.FP32]) -> pl.Tensor[[32], pl.FP32]:
        r: pl.Scalar[pl.INDEX] = 2
        stop: pl.Scalar[pl.BOOL] = False
        while r < 9 and not stop:
            if r > 0:
                stop: pl.Scalar[pl.BOOL] = True
                pl.yield_()
            else:
                pl.yield_()
            if not stop:
                r = r + 1
        return t
)"));
}

TEST(CtrlFlowTransformTest, ContinueMovesRestIntoElse) {
  Check("CtrlFlowTransform", Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, t: pl.Tensor[[32], pl.FP32], lim: pl.Scalar[pl.INT64]) -> pl.Tensor[[32], pl.FP32]:
        for r in pl.range(lim):
            t = pl.add(t, 1.0)
            if r < 2:
                continue
            t = pl.mul(t, 3.0)
            t = pl.sub(t, 1.0)
        return t
)"),
        Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, t: pl.Tensor[[32], pl.FP32], lim: pl.Scalar[pl.INT64]) -> pl.Tensor[[32], pl.FP32]:
        for r in pl.range(lim):
            t = pl.add(t, 1.0)
            if r < 2:
                pass
            else:
                t = pl.mul(t, 3.0)
                t = pl.sub(t, 1.0)
        return t
)"));
}

TEST(CtrlFlowTransformTest, BreakAndContinueInSameLoop) {
  Check("CtrlFlowTransform", Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, t: pl.Tensor[[32], pl.FP32], lim: pl.Scalar[pl.INT64]) -> pl.Tensor[[32], pl.FP32]:
        for r in pl.range(lim):
            if r > 7:
                break
            t = pl.add(t, 1.0)
            if r > 2:
                continue
            t = pl.mul(t, 3.0)
        return t
)"),
        Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, t: pl.Tensor[[32], pl.FP32], lim: pl.Scalar[pl.INT64]) -> pl.Tensor[[32], pl.FP32]:
        r: pl.Scalar[pl.INDEX] = 0
        stop: pl.Scalar[pl.BOOL] = False
        while r < lim and not stop:
            if r > 7:
                stop: pl.Scalar[pl.BOOL] = True
                pl.yield_()
            else:
                t = pl.add(t, 1.0)
                if r > 2:
                    pass
                else:
                    t = pl.mul(t, 3.0)
                pl.yield_()
            if not stop:
                r = r + 1
        return t
)"));
}

TEST(CtrlFlowTransformTest, WhileBreakAugmentsCondition) {
  Check("CtrlFlowTransform", Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, t: pl.Tensor[[32], pl.FP32], lim: pl.Scalar[pl.INT64]) -> pl.Tensor[[32], pl.FP32]:
        c: pl.Scalar[pl.INT64] = 0
        while c < lim:
            if c > 4:
                break
            t = pl.add(t, 2.0)
            c = c + 1
        return t
)"),
        Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, t: pl.Tensor[[32], pl.FP32], lim: pl.Scalar[pl.INT64]) -> pl.Tensor[[32], pl.FP32]:
        c: pl.Scalar[pl.INT64] = 0
        stop: pl.Scalar[pl.BOOL] = False
        while c < lim and not stop:
            if c > 4:
                stop: pl.Scalar[pl.BOOL] = True
                pl.yield_()
            else:
                t = pl.add(t, 2.0)
                c = c + 1
                pl.yield_()
        return t
)"));
}

TEST(CtrlFlowTransformTest, WhileContinueKeepsLoop) {
  Check("CtrlFlowTransform", Prog(R"(
    @pl.function(type=pl.FunctionType.AIV)
    def k(self, t: pl.Tensor[[32], pl.FP32], lim: pl.Scalar[pl.INT64]) -> pl.Tensor[[32], pl.FP32]:
        c: pl.Scalar[pl.INT64] = 0
        while c < lim:
            c = c + 1
            if c > 4:
                continue
            t = pl.add(t, 2.0)
        return t
)"),
        Prog(R"(
    @pl.function(type=pl.FunctionType.AIV)
    def k(self, t: pl.Tensor[[32], pl.FP32], lim: pl.Scalar[pl.INT64]) -> pl.Tensor[[32], pl.FP32]:
        c: pl.Scalar[pl.INT64] = 0
        while c < lim:
            c = c + 1
            if c > 4:
                pass
            else:
                t = pl.add(t, 2.0)
        return t
)"));
}

TEST(CtrlFlowTransformTest, EscapeBranchStatementsAreKept) {
  // Deliberate difference from the reference, which drops `t = ...` here.
  Check("CtrlFlowTransform", Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, t: pl.Tensor[[32], pl.FP32]) -> pl.Tensor[[32], pl.FP32]:
        for r in pl.range(8):
            if r > 5:
                t = pl.add(t, 5.0)
                break
            t = pl.mul(t, 3.0)
        return t
)"),
        Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, t: pl.Tensor[[32], pl.FP32]) -> pl.Tensor[[32], pl.FP32]:
        r: pl.Scalar[pl.INDEX] = 0
        stop: pl.Scalar[pl.BOOL] = False
        while r < 8 and not stop:
            if r > 5:
                t = pl.add(t, 5.0)
                stop: pl.Scalar[pl.BOOL] = True
                pl.yield_()
            else:
                t = pl.mul(t, 3.0)
                pl.yield_()
            if not stop:
                r = r + 1
        return t
)"));
}

TEST(CtrlFlowTransformTest, NestedInnerBreakOnly) {
  Check("CtrlFlowTransform", Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, t: pl.Tensor[[32], pl.FP32], m: pl.Scalar[pl.INT64], lim: pl.Scalar[pl.INT64]) -> pl.Tensor[[32], pl.FP32]:
        for q in pl.range(m):
            for r in pl.range(lim):
                if r > 1:
                    break
                t = pl.add(t, 1.0)
        return t
)"),
        Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, t: pl.Tensor[[32], pl.FP32], m: pl.Scalar[pl.INT64], lim: pl.Scalar[pl.INT64]) -> pl.Tensor[[32], pl.FP32]:
        for q in pl.range(m):
            r: pl.Scalar[pl.INDEX] = 0
            stop: pl.Scalar[pl.BOOL] = False
            while r < lim and not stop:
                if r > 1:
                    stop: pl.Scalar[pl.BOOL] = True
                    pl.yield_()
                else:
                    t = pl.add(t, 1.0)
                    pl.yield_()
                if not stop:
                    r = r + 1
        return t
)"));
}

TEST(CtrlFlowTransformTest, CleanLoopsUnchanged) {
  CheckUnchanged("CtrlFlowTransform", Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, t: pl.Tensor[[32], pl.FP32], lim: pl.Scalar[pl.INT64]) -> pl.Tensor[[32], pl.FP32]:
        for r in pl.range(lim):
            t = pl.add(t, 1.0)
        for r2 in pl.parallel(4):
            t = pl.mul(t, 1.0)
        return t
)"));
}

TEST(CtrlFlowTransformTest, OrchestrationKeepsBreak) {
  CheckUnchanged("CtrlFlowTransform", Prog(R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, t: pl.Tensor[[32], pl.FP32], lim: pl.Scalar[pl.INT64]) -> pl.Tensor[[32], pl.FP32]:
        for r in pl.range(lim):
            if r > 3:
                break
            t = pl.add(t, 1.0)
        return t
)"));
}

TEST(CtrlFlowTransformTest, BreakThenConvertToSSA) {
  ir::ProgramPtr in = ParseOrFail(Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, t: pl.Tensor[[32], pl.FP32], lim: pl.Scalar[pl.INT64]) -> pl.Tensor[[32], pl.FP32]:
        for r in pl.range(lim):
            if r > 3:
                break
            t = pl.mul(t, 3.0)
        return t
)"));
  ir::ProgramPtr want = ParseOrFail(Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, t0: pl.Tensor[[32], pl.FP32], lim0: pl.Scalar[pl.INT64]) -> pl.Tensor[[32], pl.FP32]:
        r0: pl.Scalar[pl.INDEX] = 0
        s0: pl.Scalar[pl.BOOL] = False
        for (s1, r1, t1) in pl.while_(init_values=(s0, r0, t0)):
            pl.cond(r1 < lim0 and not s1)
            if r1 > 3:
                s2: pl.Scalar[pl.BOOL] = True
                s3, t3 = pl.yield_(s2, t1)
            else:
                t2: pl.Tensor[[32], pl.FP32] = pl.mul(t1, 3.0)
                s3, t3 = pl.yield_(s1, t2)
            if not s3:
                r2: pl.Scalar[pl.INDEX] = r1 + 1
                r3 = pl.yield_(r2)
            else:
                r3 = pl.yield_(r1)
            s4, r4, t4 = pl.yield_(s3, r3, t3)
        return t4
)"));
  CheckCtrlFlowThenSsa(in, want);
}

TEST(CtrlFlowTransformTest, ContinueThenConvertToSSA) {
  ir::ProgramPtr in = ParseOrFail(Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, t: pl.Tensor[[32], pl.FP32], lim: pl.Scalar[pl.INT64]) -> pl.Tensor[[32], pl.FP32]:
        for r in pl.range(lim):
            if r > 3:
                continue
            t = pl.mul(t, 3.0)
        return t
)"));
  ir::ProgramPtr want = ParseOrFail(Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, t0: pl.Tensor[[32], pl.FP32], lim0: pl.Scalar[pl.INT64]) -> pl.Tensor[[32], pl.FP32]:
        for r, (t1,) in pl.range(lim0, init_values=(t0,)):
            if r > 3:
                t3 = pl.yield_(t1)
            else:
                t2: pl.Tensor[[32], pl.FP32] = pl.mul(t1, 3.0)
                t3 = pl.yield_(t2)
            t4 = pl.yield_(t3)
        return t4
)"));
  CheckCtrlFlowThenSsa(in, want);
}

// The counter test a loop with a break becomes is built with the reference's
// typed comparison: an INDEX counter against a float bound is its TypeError.
TEST(CtrlFlowTransformTest, FloatBoundOfLoopWithBreakRejected) {
  CheckError("CtrlFlowTransform", Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, x: pl.Tensor[[64], pl.FP32], n: pl.Scalar[pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        for i in pl.range(n):
            if i > 5:
                break
            x = pl.add(x, 1.0)
        return x
)"),
             "TypeError: Operator 'lt' requires same numeric dtype category, got index and fp32");
}

TEST(CtrlFlowTransformTest, PassContract) {
  auto pass = pass::PassRegistry::Global().GetPass("CtrlFlowTransform");
  ASSERT_TRUE(pass.ok());
  EXPECT_EQ(pass->GetName(), "CtrlFlowTransform");
  EXPECT_TRUE(pass->IsImplemented());
  EXPECT_TRUE(pass->GetProducedProperties().Contains(pass::IRProperty::kStructuredCtrlFlow));
}

TEST(CtrlFlowTransformTest, VerifierFlagsBreakLeftInKernel) {
  ir::ProgramPtr in = ParseOrFail(Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, t: pl.Tensor[[32], pl.FP32]) -> pl.Tensor[[32], pl.FP32]:
        for r in pl.range(8):
            if r > 3:
                break
            t = pl.add(t, 1.0)
        return t
)"));
  ASSERT_TRUE(in);
  pass::IRPropertySet props{pass::IRProperty::kStructuredCtrlFlow};
  EXPECT_EQ(verify::RunVerifier(in, props).ErrorCount(), 1);
  absl::StatusOr<ir::ProgramPtr> framed = RunRegisteredPass("CtrlFlowTransform", in);
  ASSERT_TRUE(framed.ok()) << framed.status();
  EXPECT_EQ(verify::RunVerifier(*framed, props).ErrorCount(), 0);
}

// ===========================================================================
// CtrlFlowTransform: SSA input with loop-carried values

TEST(CtrlFlowTransformSsaTest, ContinueYieldsPhiOfCarriedValue) {
  Check("CtrlFlowTransform", Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a0: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        for r, (acc,) in pl.range(0, 12, 1, init_values=(a0,)):
            if r < 4:
                continue
            b: pl.Tensor[[16], pl.FP32] = pl.mul(acc, acc)
            out = pl.yield_(b)
        return out
)"),
        Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a0: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        for r, (acc,) in pl.range(12, init_values=(a0,)):
            if r < 4:
                ph = pl.yield_(acc)
            else:
                b: pl.Tensor[[16], pl.FP32] = pl.mul(acc, acc)
                ph = pl.yield_(b)
            out = pl.yield_(ph)
        return out
)"));
}

TEST(CtrlFlowTransformSsaTest, ContinueAfterAssignmentCarriesIterArg) {
  Check("CtrlFlowTransform", Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a0: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        for r, (acc,) in pl.range(6, init_values=(a0,)):
            b: pl.Tensor[[16], pl.FP32] = pl.add(acc, acc)
            if r < 2:
                continue
            c: pl.Tensor[[16], pl.FP32] = pl.mul(b, b)
            out = pl.yield_(c)
        return out
)"),
        Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a0: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        for r, (acc,) in pl.range(6, init_values=(a0,)):
            b: pl.Tensor[[16], pl.FP32] = pl.add(acc, acc)
            if r < 2:
                ph = pl.yield_(acc)
            else:
                c: pl.Tensor[[16], pl.FP32] = pl.mul(b, b)
                ph = pl.yield_(c)
            out = pl.yield_(ph)
        return out
)"));
}

TEST(CtrlFlowTransformSsaTest, ContinueWithTwoCarriedValues) {
  Check("CtrlFlowTransform", Prog(R"(
    @pl.function(type=pl.FunctionType.AIC)
    def k(self, a0: pl.Tensor[[16], pl.FP32], b0: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        for r, (a, b) in pl.range(6, init_values=(a0, b0)):
            if r < 3:
                continue
            a1: pl.Tensor[[16], pl.FP32] = pl.add(a, b)
            b1: pl.Tensor[[16], pl.FP32] = pl.sub(b, a)
            ra, rb = pl.yield_(a1, b1)
        return ra
)"),
        Prog(R"(
    @pl.function(type=pl.FunctionType.AIC)
    def k(self, a0: pl.Tensor[[16], pl.FP32], b0: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        for r, (a, b) in pl.range(6, init_values=(a0, b0)):
            if r < 3:
                pa, pb = pl.yield_(a, b)
            else:
                a1: pl.Tensor[[16], pl.FP32] = pl.add(a, b)
                b1: pl.Tensor[[16], pl.FP32] = pl.sub(b, a)
                pa, pb = pl.yield_(a1, b1)
            ra, rb = pl.yield_(pa, pb)
        return ra
)"));
}

TEST(CtrlFlowTransformSsaTest, BreakWithCarriedValue) {
  Check("CtrlFlowTransform", Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a0: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        for r, (acc,) in pl.range(0, 12, 1, init_values=(a0,)):
            if r > 6:
                break
            b: pl.Tensor[[16], pl.FP32] = pl.mul(acc, acc)
            out = pl.yield_(b)
        return out
)"),
        Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a0: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        r: pl.Scalar[pl.INDEX] = 0
        stop: pl.Scalar[pl.BOOL] = False
        for (acc,) in pl.while_(init_values=(a0,)):
            pl.cond(r < 12 and not stop)
            if r > 6:
                stop: pl.Scalar[pl.BOOL] = True
                ph = pl.yield_(acc)
            else:
                b: pl.Tensor[[16], pl.FP32] = pl.mul(acc, acc)
                ph = pl.yield_(b)
            if not stop:
                r = r + 1
            out = pl.yield_(ph)
        return out
)"));
}

TEST(CtrlFlowTransformSsaTest, BreakWithNegativeStepUsesGreaterThan) {
  Check("CtrlFlowTransform", Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a0: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        for r, (acc,) in pl.range(12, 2, -2, init_values=(a0,)):
            if r < 5:
                break
            b: pl.Tensor[[16], pl.FP32] = pl.mul(acc, acc)
            out = pl.yield_(b)
        return out
)"),
        Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a0: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        r: pl.Scalar[pl.INDEX] = 12
        stop: pl.Scalar[pl.BOOL] = False
        for (acc,) in pl.while_(init_values=(a0,)):
            pl.cond(r > 2 and not stop)
            if r < 5:
                stop: pl.Scalar[pl.BOOL] = True
                ph = pl.yield_(acc)
            else:
                b: pl.Tensor[[16], pl.FP32] = pl.mul(acc, acc)
                ph = pl.yield_(b)
            if not stop:
                r = r + -2
            out = pl.yield_(ph)
        return out
)"));
}

TEST(CtrlFlowTransformSsaTest, WhileBreakCarriesCurrentValueForExpressions) {
  Check("CtrlFlowTransform", Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a0: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        z: pl.Scalar[pl.INT64] = 0
        for (c, acc) in pl.while_(init_values=(z, a0)):
            pl.cond(c < 20)
            if c > 9:
                break
            b: pl.Tensor[[16], pl.FP32] = pl.add(acc, acc)
            rc, racc = pl.yield_(c + 2, b)
        return racc
)"),
        Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a0: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        z: pl.Scalar[pl.INT64] = 0
        stop: pl.Scalar[pl.BOOL] = False
        for (c, acc) in pl.while_(init_values=(z, a0)):
            pl.cond(c < 20 and not stop)
            if c > 9:
                stop: pl.Scalar[pl.BOOL] = True
                pc, pacc = pl.yield_(c, acc)
            else:
                b: pl.Tensor[[16], pl.FP32] = pl.add(acc, acc)
                pc, pacc = pl.yield_(c + 2, b)
            rc, racc = pl.yield_(pc, pacc)
        return racc
)"));
}

TEST(CtrlFlowTransformSsaTest, UnconditionalBreakAndContinue) {
  Check("CtrlFlowTransform", Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a0: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        for r, (acc,) in pl.range(5, init_values=(a0,)):
            break
            out = pl.yield_(acc)
        for q, (acc2,) in pl.range(5, init_values=(out,)):
            continue
            out2 = pl.yield_(acc2)
        return out2
)"),
        Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a0: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        r: pl.Scalar[pl.INDEX] = 0
        stop: pl.Scalar[pl.BOOL] = False
        for (acc,) in pl.while_(init_values=(a0,)):
            pl.cond(r < 5 and not stop)
            stop: pl.Scalar[pl.BOOL] = True
            if not stop:
                r = r + 1
            out = pl.yield_(acc)
        for q, (acc2,) in pl.range(5, init_values=(out,)):
            out2 = pl.yield_(acc2)
        return out2
)"));
}

TEST(CtrlFlowTransformSsaTest, BackToBackBreaksGuardTheRest) {
  Check("CtrlFlowTransform", Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a0: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        for r, (acc,) in pl.range(10, init_values=(a0,)):
            if r > 7:
                break
            b: pl.Tensor[[16], pl.FP32] = pl.add(acc, acc)
            if r > 4:
                break
            out = pl.yield_(b)
        return out
)"),
        Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a0: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        r: pl.Scalar[pl.INDEX] = 0
        stop: pl.Scalar[pl.BOOL] = False
        for (acc,) in pl.while_(init_values=(a0,)):
            pl.cond(r < 10 and not stop)
            if r > 7:
                stop: pl.Scalar[pl.BOOL] = True
                p2 = pl.yield_(acc)
            else:
                b: pl.Tensor[[16], pl.FP32] = pl.add(acc, acc)
                if r > 4:
                    stop: pl.Scalar[pl.BOOL] = True
                    p1 = pl.yield_(b)
                else:
                    p1 = pl.yield_(b)
                p2 = pl.yield_(p1)
            if not stop:
                r = r + 1
            out = pl.yield_(p2)
        return out
)"));
}

TEST(CtrlFlowTransformSsaTest, NestedLoopsBothBreak) {
  Check("CtrlFlowTransform", Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a0: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        for r, (xo,) in pl.range(3, init_values=(a0,)):
            for q, (xi,) in pl.range(6, init_values=(xo,)):
                if q > 2:
                    break
                b: pl.Tensor[[16], pl.FP32] = pl.add(xi, xi)
                ri = pl.yield_(b)
            if r > 1:
                break
            ro = pl.yield_(ri)
        return ro
)"),
        Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a0: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        r: pl.Scalar[pl.INDEX] = 0
        so: pl.Scalar[pl.BOOL] = False
        for (xo,) in pl.while_(init_values=(a0,)):
            pl.cond(r < 3 and not so)
            q: pl.Scalar[pl.INDEX] = 0
            si: pl.Scalar[pl.BOOL] = False
            for (xi,) in pl.while_(init_values=(xo,)):
                pl.cond(q < 6 and not si)
                if q > 2:
                    si: pl.Scalar[pl.BOOL] = True
                    pi = pl.yield_(xi)
                else:
                    b: pl.Tensor[[16], pl.FP32] = pl.add(xi, xi)
                    pi = pl.yield_(b)
                if not si:
                    q = q + 1
                ri = pl.yield_(pi)
            if r > 1:
                so: pl.Scalar[pl.BOOL] = True
                po = pl.yield_(xo)
            else:
                po = pl.yield_(xo)
            if not so:
                r = r + 1
            ro = pl.yield_(po)
        return ro
)"));
}

TEST(CtrlFlowTransformSsaTest, BreakInElseBranch) {
  Check("CtrlFlowTransform", Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a0: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        for r, (acc,) in pl.range(9, init_values=(a0,)):
            if r < 6:
                b: pl.Tensor[[16], pl.FP32] = pl.add(acc, acc)
            else:
                break
            out = pl.yield_(b)
        return out
)"),
        Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a0: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        r: pl.Scalar[pl.INDEX] = 0
        stop: pl.Scalar[pl.BOOL] = False
        for (acc,) in pl.while_(init_values=(a0,)):
            pl.cond(r < 9 and not stop)
            if r < 6:
                b: pl.Tensor[[16], pl.FP32] = pl.add(acc, acc)
                ph = pl.yield_(b)
            else:
                stop: pl.Scalar[pl.BOOL] = True
                ph = pl.yield_(acc)
            if not stop:
                r = r + 1
            out = pl.yield_(ph)
        return out
)"));
}

TEST(CtrlFlowTransformSsaTest, NestedIfBreakGuardsFollowingStatements) {
  Check("CtrlFlowTransform", Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a0: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        for r, (acc,) in pl.range(10, init_values=(a0,)):
            if r > 2:
                if r > 6:
                    break
            b: pl.Tensor[[16], pl.FP32] = pl.add(acc, acc)
            out = pl.yield_(b)
        return out
)"),
        Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a0: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        r: pl.Scalar[pl.INDEX] = 0
        stop: pl.Scalar[pl.BOOL] = False
        for (acc,) in pl.while_(init_values=(a0,)):
            pl.cond(r < 10 and not stop)
            if r > 2:
                if r > 6:
                    stop: pl.Scalar[pl.BOOL] = True
                    p1 = pl.yield_(acc)
                else:
                    p1 = pl.yield_(acc)
                p2 = pl.yield_(p1)
            else:
                p2 = pl.yield_(acc)
            if not stop:
                b: pl.Tensor[[16], pl.FP32] = pl.add(acc, acc)
                p3 = pl.yield_(p2)
            else:
                p3 = pl.yield_(p2)
            if not stop:
                r = r + 1
            out = pl.yield_(p3)
        return out
)"));
}

TEST(CtrlFlowTransformSsaTest, ContinueInThenBreakInElifBranch) {
  Check("CtrlFlowTransform", Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a0: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        for r, (acc,) in pl.range(10, init_values=(a0,)):
            b: pl.Tensor[[16], pl.FP32] = pl.add(acc, acc)
            if r < 2:
                continue
            elif r > 8:
                break
            out = pl.yield_(b)
        return out
)"),
        Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a0: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        r: pl.Scalar[pl.INDEX] = 0
        stop: pl.Scalar[pl.BOOL] = False
        for (acc,) in pl.while_(init_values=(a0,)):
            pl.cond(r < 10 and not stop)
            b: pl.Tensor[[16], pl.FP32] = pl.add(acc, acc)
            if r < 2:
                p2 = pl.yield_(b)
            else:
                if r > 8:
                    stop: pl.Scalar[pl.BOOL] = True
                    p1 = pl.yield_(acc)
                else:
                    p1 = pl.yield_(acc)
                p2 = pl.yield_(p1)
            if not stop:
                r = r + 1
            out = pl.yield_(p2)
        return out
)"));
}

TEST(CtrlFlowTransformSsaTest, OnlyInCoreFunctionsOfAProgramChange) {
  Check("CtrlFlowTransform", Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a0: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        for r, (acc,) in pl.range(4, init_values=(a0,)):
            if r > 2:
                break
            b: pl.Tensor[[16], pl.FP32] = pl.add(acc, acc)
            out = pl.yield_(b)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        y: pl.Tensor[[16], pl.FP32] = self.k(x)
        return y
)"),
        Prog(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a0: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        r: pl.Scalar[pl.INDEX] = 0
        stop: pl.Scalar[pl.BOOL] = False
        for (acc,) in pl.while_(init_values=(a0,)):
            pl.cond(r < 4 and not stop)
            if r > 2:
                stop: pl.Scalar[pl.BOOL] = True
                ph = pl.yield_(acc)
            else:
                b: pl.Tensor[[16], pl.FP32] = pl.add(acc, acc)
                ph = pl.yield_(b)
            if not stop:
                r = r + 1
            out = pl.yield_(ph)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16], pl.FP32]) -> pl.Tensor[[16], pl.FP32]:
        y: pl.Tensor[[16], pl.FP32] = self.k(x)
        return y
)"));
}

}  // namespace
}  // namespace ptoc::transforms
