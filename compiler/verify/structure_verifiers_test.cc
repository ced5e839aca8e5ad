// The verifiers of the properties produced by the front-end and tile passes
// that have no verifier test elsewhere: StructuredCtrlFlow,
// InlineFunctionsEliminated, ClusterOutlined, HierarchyOutlined,
// PipelineResolved, TensorViewCanonical, AivSplitValid and
// CommDomainScopesMaterialized, ReturnParamsExplicit and
// HardSyncallOccupancyValid. Each gets a program that
// satisfies the property and one that violates it, with the offending line
// checked. The rules (which functions are checked, which scopes or loops
// count) follow the reference's verifiers of the same names.
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "compiler/ir/function.h"
#include "compiler/pass/ir_property.h"
#include "compiler/text/parser.h"
#include "compiler/verify/verifier_registry.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace ptoc::verify {
namespace {

using pass::IRProperty;
using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::IsEmpty;

constexpr char kHeader[] = "import pypto.language as pl\n\n@pl.program\nclass P:\n";

ir::ProgramPtr Parse(const std::string& body) {
  auto program = text::ParseProgram(std::string(kHeader) + body);
  EXPECT_TRUE(program.ok()) << program.status() << "\n" << body;
  return program.value_or(nullptr);
}

// 1-based line of the first line of kHeader + body containing `needle`.
int LineOf(const std::string& body, const std::string& needle) {
  const std::string text = std::string(kHeader) + body;
  size_t at = text.find(needle);
  EXPECT_NE(at, std::string::npos) << needle;
  int line = 1;
  for (size_t i = 0; i < at && i < text.size(); ++i) line += text[i] == '\n';
  return line;
}

std::vector<Diagnostic> Verify(IRProperty property, const ir::ProgramPtr& program) {
  PropertyVerifierPtr verifier = VerifierRegistry::Global().Find(property);
  EXPECT_NE(verifier, nullptr) << pass::IRPropertyName(property);
  if (verifier == nullptr || program == nullptr) return {};
  EXPECT_EQ(verifier->GetName(), pass::IRPropertyName(property));
  return verifier->Verify(program);
}

Span At(int line) {
  Span s;
  s.file = std::make_shared<const std::string>("t.py");
  s.begin_line = line;
  s.begin_col = 1;
  return s;
}

std::vector<int> Lines(const std::vector<Diagnostic>& diagnostics) {
  std::vector<int> lines;
  lines.reserve(diagnostics.size());
  for (const Diagnostic& d : diagnostics) lines.push_back(d.span.begin_line);
  return lines;
}

// --- StructuredCtrlFlow ------------------------------------------------------

constexpr char kLoopWithEscapes[] = R"(
    @pl.function(type=pl.FunctionType.TYPE)
    def f(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        acc: pl.Scalar[pl.INDEX] = 0
        for i in pl.range(8):
            if i > n:
                break
            if i == 2:
                continue
            acc = acc + i
        return acc
)";

std::string WithType(const std::string& body, const std::string& type) {
  std::string out = body;
  out.replace(out.find("TYPE"), 4, type);
  return out;
}

TEST(StructuredCtrlFlowTest, BreakAndContinueInKernelsAreReported) {
  for (const char* kernel : {"InCore", "AIC", "AIV"}) {
    const std::string body = WithType(kLoopWithEscapes, kernel);
    std::vector<Diagnostic> found = Verify(IRProperty::kStructuredCtrlFlow, Parse(body));
    EXPECT_THAT(Lines(found), ElementsAre(LineOf(body, "break"), LineOf(body, "continue")))
        << kernel;
    if (found.size() == 2) {
      EXPECT_EQ(found[0].rule_name, "StructuredCtrlFlow");
      EXPECT_EQ(found[0].error_code, 0);
      EXPECT_THAT(found[0].message, HasSubstr("break"));
      EXPECT_EQ(found[1].error_code, 1);
      EXPECT_THAT(found[1].message, HasSubstr("continue"));
    }
  }
}

TEST(StructuredCtrlFlowTest, OrchestrationAndStructuredKernelsPass) {
  // Orchestration (and host) code keeps break/continue: not checked.
  EXPECT_THAT(
      Verify(IRProperty::kStructuredCtrlFlow, Parse(WithType(kLoopWithEscapes, "Orchestration"))),
      IsEmpty());
  EXPECT_THAT(Verify(IRProperty::kStructuredCtrlFlow, Parse(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def f(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        acc: pl.Scalar[pl.INDEX] = 0
        for i in pl.range(8):
            if i <= n:
                acc = acc + i
        return acc
)")),
              IsEmpty());
}

// --- InlineFunctionsEliminated -----------------------------------------------

TEST(InlineFunctionsEliminatedTest, SurvivingInlineFunctionAndItsCalls) {
  const std::string body = R"(
    @pl.function(type=pl.FunctionType.Inline)
    def helper(self, x: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        y: pl.Scalar[pl.INDEX] = x + 1
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        a: pl.Scalar[pl.INDEX] = self.helper(x)
        return a
)";
  std::vector<Diagnostic> found = Verify(IRProperty::kInlineFunctionsEliminated, Parse(body));
  ASSERT_EQ(found.size(), 2u);
  EXPECT_EQ(found[0].error_code, 0);  // the function itself, at its definition
  EXPECT_THAT(found[0].message, HasSubstr("'helper'"));
  EXPECT_EQ(found[0].span.begin_line, LineOf(body, "def helper"));
  EXPECT_EQ(found[1].error_code, 1);  // the call site
  EXPECT_EQ(found[1].span.begin_line, LineOf(body, "self.helper(x)"));
}

TEST(InlineFunctionsEliminatedTest, DanglingCallIsReported) {
  // A call whose callee is not in the program: build the program with the
  // callee and drop it, as a faulty inliner would.
  const std::string body = R"(
    @pl.function(type=pl.FunctionType.InCore)
    def gone(self, x: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        a: pl.Scalar[pl.INDEX] = self.gone(x)
        return a
)";
  ir::ProgramPtr program = Parse(body);
  ASSERT_NE(program, nullptr);
  EXPECT_THAT(Verify(IRProperty::kInlineFunctionsEliminated, program), IsEmpty());
  ir::ProgramPtr dropped = program->WithFunctions({program->GetFunction("main")});
  std::vector<Diagnostic> found = Verify(IRProperty::kInlineFunctionsEliminated, dropped);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].error_code, 2);
  EXPECT_THAT(found[0].message, HasSubstr("'gone'"));
  EXPECT_EQ(found[0].span.begin_line, LineOf(body, "self.gone(x)"));
}

// --- ClusterOutlined / HierarchyOutlined ---------------------------------------

constexpr char kClusterAndSpmd[] = R"(
    @pl.function(type=pl.FunctionType.TYPE)
    def f(self, x: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        with pl.cluster():
            a: pl.Scalar[pl.INDEX] = x + 1
        with pl.spmd(4):
            i: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
            b: pl.Scalar[pl.INDEX] = x + i
        return x
)";

TEST(ClusterOutlinedTest, ClusterAndSpmdScopesOutsideWrappers) {
  for (const char* type : {"Opaque", "Orchestration", "InCore"}) {
    const std::string body = WithType(kClusterAndSpmd, type);
    std::vector<Diagnostic> found = Verify(IRProperty::kClusterOutlined, Parse(body));
    EXPECT_THAT(Lines(found), ElementsAre(LineOf(body, "pl.cluster()"), LineOf(body, "pl.spmd(4)")))
        << type;
    for (const Diagnostic& d : found) EXPECT_EQ(d.rule_name, "ClusterOutlined");
  }
  // The wrappers the outliner creates hold exactly that content.
  for (const char* wrapper : {"Group", "Spmd"}) {
    EXPECT_THAT(Verify(IRProperty::kClusterOutlined, Parse(WithType(kClusterAndSpmd, wrapper))),
                IsEmpty())
        << wrapper;
  }
}

constexpr char kHierarchy[] = R"(
    @pl.function(type=pl.FunctionType.TYPE)
    def f(self, x: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        y: pl.Scalar[pl.INDEX] = x + 1
        with pl.at(level=pl.Level.HOST):
            z: pl.Scalar[pl.INDEX] = y + 1
        return y
)";

TEST(HierarchyOutlinedTest, OnlyOpaqueFunctionsAreChecked) {
  const std::string body = WithType(kHierarchy, "Opaque");
  std::vector<Diagnostic> found = Verify(IRProperty::kHierarchyOutlined, Parse(body));
  EXPECT_THAT(Lines(found), ElementsAre(LineOf(body, "pl.at(level=pl.Level.HOST)")));
  ASSERT_EQ(found.size(), 1u);
  EXPECT_THAT(found[0].message, HasSubstr("Hierarchy"));
  // OutlineHierarchyScopes rewrites Opaque functions only.
  EXPECT_THAT(Verify(IRProperty::kHierarchyOutlined, Parse(WithType(kHierarchy, "Orchestration"))),
              IsEmpty());
  EXPECT_THAT(Verify(IRProperty::kHierarchyOutlined, Parse(R"(
    @pl.function
    def f(self, x: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        y: pl.Scalar[pl.INDEX] = x + 1
        return y
)")),
              IsEmpty());
}

// --- PipelineResolved ----------------------------------------------------------

TEST(PipelineResolvedTest, PipelineLoopLeftIsReported) {
  const std::string body = R"(
    @pl.function(type=pl.FunctionType.InCore)
    def f(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        acc: pl.Scalar[pl.INDEX] = 0
        for i in pl.range(4):
            for j in pl.pipeline(8, stage=2):
                acc = acc + j
        return acc
)";
  std::vector<Diagnostic> found = Verify(IRProperty::kPipelineResolved, Parse(body));
  EXPECT_THAT(Lines(found), ElementsAre(LineOf(body, "pl.pipeline(8")));
  ASSERT_EQ(found.size(), 1u);
  EXPECT_THAT(found[0].message, HasSubstr("'f'"));
  // Sequential, parallel and unrolled loops are resolved.
  EXPECT_THAT(Verify(IRProperty::kPipelineResolved, Parse(R"(
    @pl.function(type=pl.FunctionType.InCore)
    def f(self, n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        acc: pl.Scalar[pl.INDEX] = 0
        for i in pl.range(4):
            for j in pl.parallel(8):
                acc = acc + j
        return acc
)")),
              IsEmpty());
}

// --- TensorViewCanonical -------------------------------------------------------

TEST(TensorViewCanonicalTest, CanonicalViewsPass) {
  EXPECT_THAT(Verify(IRProperty::kTensorViewCanonical, Parse(R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def f(self, a: pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)], b: pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[1, 16], layout=pl.TensorLayout.DN)], c: pl.Tensor[[2, 16, 64], pl.FP32, pl.TensorView(stride=[1024, 1, 16], layout=pl.TensorLayout.DN)], n: pl.Scalar[pl.INDEX], d: pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[n, 1], layout=pl.TensorLayout.ND)], e: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        return e
)")),
              IsEmpty());
}

TEST(TensorViewCanonicalTest, NonCanonicalViewsAreReported) {
  // Line by line: an ND outer stride below the packed one, a DN view whose
  // trailing stride is below shape[-2], a view whose strides were never
  // materialized, strides of the wrong rank, and an ND view whose innermost
  // stride is not 1 (a variable result, checked where it is defined).
  const std::string body = R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def f(self,
          a: pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[32, 1], layout=pl.TensorLayout.ND)],
          b: pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[1, 8], layout=pl.TensorLayout.DN)],
          c: pl.Tensor[[16, 64], pl.FP32, pl.DN],
          d: pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[1], layout=pl.TensorLayout.ND)]) -> pl.Tensor[[16, 64], pl.FP32]:
        v: pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[64, 2], layout=pl.TensorLayout.ND)] = pl.tensor.create([16, 64], dtype=pl.FP32)
        return a
)";
  ir::ProgramPtr program = Parse(body);
  std::vector<Diagnostic> found = Verify(IRProperty::kTensorViewCanonical, program);
  std::vector<int> lines = Lines(found);
  std::sort(lines.begin(), lines.end());
  lines.erase(std::unique(lines.begin(), lines.end()), lines.end());
  EXPECT_THAT(lines, ElementsAre(LineOf(body, "a: pl.Tensor"), LineOf(body, "b: pl.Tensor"),
                                 LineOf(body, "c: pl.Tensor"), LineOf(body, "d: pl.Tensor"),
                                 LineOf(body, "v: pl.Tensor")));
  std::string all;
  for (const Diagnostic& d : found) all += d.message + "\n";
  EXPECT_THAT(all, HasSubstr("ND stride[0] = 32 is below stride[1] * shape[1] = 64"));
  EXPECT_THAT(all, HasSubstr("DN stride[-1] = 8 is below shape[-2] = 16"));
  EXPECT_THAT(all, HasSubstr("no strides"));
  EXPECT_THAT(all, HasSubstr("stride rank 1 differs from shape rank 2"));
  EXPECT_THAT(all, HasSubstr("innermost stride = 1"));
}

// --- AivSplitValid ---------------------------------------------------------------

// A vector kernel whose split_aiv region (mode MODE) holds BODY.
std::string SplitKernel(const std::string& mode, const std::string& body) {
  std::string out = R"(
    @pl.function(type=pl.FunctionType.AIV)
    def k(self, a: pl.Tensor[[16, 64], pl.FP32], b: pl.Tensor[[16, 16], pl.FP16], o: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        for half in pl.split_aiv(2, mode=pl.SplitMode.MODE):
            t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
BODY            d: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(t, [0, 0], o)
        return o
)";
  out.replace(out.find("MODE"), 4, mode);
  out.replace(out.find("BODY"), 4, body);
  return out;
}

constexpr char kRowSum[] =
    "            tmp: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.create([16, 64], "
    "dtype=pl.FP32, target_memory=pl.Mem.Vec)\n"
    "            r: pl.Tile[[16, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_sum(t, tmp)\n";
constexpr char kColMax[] =
    "            c: pl.Tile[[1, 64], pl.FP32, pl.Mem.Vec] = pl.tile.col_max(t)\n";
constexpr char kMatmul[] =
    "            bm: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 16], "
    "[16, 16], target_memory=pl.Mem.Mat)\n"
    "            bl: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(bm, "
    "target_memory=pl.Mem.Left)\n"
    "            br: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(bm, "
    "target_memory=pl.Mem.Right)\n"
    "            mm: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(bl, br)\n";

TEST(AivSplitValidTest, VectorWorkOffTheSplitAxisPasses) {
  // Row reductions collapse axis 1, column reductions axis 0: both are fine
  // when the lanes split the other axis; a task-parallel region splits none.
  EXPECT_THAT(Verify(IRProperty::kAivSplitValid, Parse(SplitKernel("UP_DOWN", kRowSum))),
              IsEmpty());
  EXPECT_THAT(Verify(IRProperty::kAivSplitValid, Parse(SplitKernel("LEFT_RIGHT", kColMax))),
              IsEmpty());
  EXPECT_THAT(Verify(IRProperty::kAivSplitValid,
                     Parse(SplitKernel("NONE", std::string(kRowSum) + kColMax + kMatmul))),
              IsEmpty());
}

TEST(AivSplitValidTest, SplitAxisReductionsAndCubeOpsAreReported) {
  const std::string row = SplitKernel("LEFT_RIGHT", kRowSum);
  std::vector<Diagnostic> found = Verify(IRProperty::kAivSplitValid, Parse(row));
  EXPECT_THAT(Lines(found), ElementsAre(LineOf(row, "pl.tile.row_sum")));
  ASSERT_EQ(found.size(), 1u);
  EXPECT_THAT(found[0].message,
              HasSubstr("reduce op 'tile.row_sum' reduces over the split axis (dim 1)"));

  const std::string col = SplitKernel("UP_DOWN", kColMax);
  EXPECT_THAT(Lines(Verify(IRProperty::kAivSplitValid, Parse(col))),
              ElementsAre(LineOf(col, "pl.tile.col_max")));

  // The Mat load, the moves into Left / Right and the matmul run on the cube.
  const std::string mm = SplitKernel("UP_DOWN", kMatmul);
  found = Verify(IRProperty::kAivSplitValid, Parse(mm));
  EXPECT_THAT(Lines(found), ElementsAre(LineOf(mm, "bm: pl.Tile"), LineOf(mm, "bl: pl.Tile"),
                                        LineOf(mm, "br: pl.Tile"), LineOf(mm, "pl.tile.matmul")));
  if (found.size() == 4) {
    EXPECT_THAT(found[3].message, HasSubstr("cube op 'tile.matmul'"));
  }
}

// The boundary ops are not in the op registry (ptoc does not implement the
// cross-core split), so these statements are built directly.
TEST(AivSplitValidTest, BoundaryOpsNeedADataParallelRegionAndTheirMemories) {
  auto tile = [](ir::MemorySpace space) {
    return std::make_shared<ir::TileType>(
        std::vector<ir::ExprPtr>{ir::MakeIndex(16), ir::MakeIndex(64)}, ir::DataType::kFP32, space);
  };
  auto acc = std::make_shared<ir::Var>("acc", tile(ir::MemorySpace::kAcc), At(2));
  auto vec = std::make_shared<ir::Var>("vec", tile(ir::MemorySpace::kVec), At(3));
  auto shard = [&](const ir::VarPtr& in, ir::MemorySpace out_space, int line) -> ir::StmtPtr {
    auto call = std::make_shared<ir::Call>(std::make_shared<ir::Op>("tile.aiv_shard"),
                                           std::vector<ir::ExprPtr>{in}, ir::Attrs{}, ir::Attrs{},
                                           tile(out_space), At(line));
    return std::make_shared<ir::EvalStmt>(call, At(line));
  };
  auto region = [](ir::SplitMode mode, std::vector<ir::StmtPtr> body, int line) -> ir::StmtPtr {
    ir::ScopeStmt::Fields fields;
    fields.scope_kind = ir::ScopeKind::kSplitAiv;
    fields.split = mode;
    fields.count = 2;
    return std::make_shared<ir::ScopeStmt>(
        std::move(fields), std::make_shared<ir::SeqStmts>(std::move(body)), At(line));
  };
  ir::Function::Fields f;
  f.name = "k";
  f.func_type = ir::FunctionType::kAIV;
  f.body = std::make_shared<ir::SeqStmts>(std::vector<ir::StmtPtr>{
      shard(acc, ir::MemorySpace::kVec, 4),                                     // no region
      region(ir::SplitMode::kNone, {shard(acc, ir::MemorySpace::kVec, 6)}, 5),  // no axis
      region(ir::SplitMode::kUpDown,
             {shard(acc, ir::MemorySpace::kVec, 8),  // fine
              shard(vec, ir::MemorySpace::kMat, 9)},
             7),  // both wrong
  });
  auto program = std::make_shared<ir::Program>(
      "p", std::vector<ir::FunctionPtr>{std::make_shared<ir::Function>(std::move(f), At(1))});
  std::vector<Diagnostic> found = Verify(IRProperty::kAivSplitValid, program);
  EXPECT_THAT(Lines(found), ElementsAre(4, 6, 9, 9));
  ASSERT_EQ(found.size(), 4u);
  EXPECT_THAT(found[0].message, HasSubstr("must appear inside a pl.split_aiv region"));
  EXPECT_THAT(found[1].message, HasSubstr("task-parallel"));
  EXPECT_THAT(found[2].message,
              HasSubstr("operand is in Vec, but it transfers a cube-produced value across the "
                        "cross-core boundary and requires Acc."));
  EXPECT_THAT(
      found[3].message,
      HasSubstr("result is in Mat, but it delivers its half to the vector lane and must be Vec"));
}

// --- CommDomainScopesMaterialized ----------------------------------------------
// Communication-domain scopes have no DSL input form (the printer writes them
// as a comment), so these programs are built directly.

ir::StmtPtr CommScope(const std::string& name, std::vector<ir::AttrValue> slots, int line,
                      ir::StmtPtr body) {
  ir::ScopeStmt::Fields fields;
  fields.scope_kind = ir::ScopeKind::kCommDomain;
  fields.name_hint = name;
  fields.attrs = ir::Attrs{{"slots", ir::AttrValue::List(std::move(slots))}};
  return std::make_shared<ir::ScopeStmt>(std::move(fields), std::move(body), At(line));
}

ir::ProgramPtr HostProgram(ir::StmtPtr body) {
  ir::Function::Fields f;
  f.name = "host";
  f.func_type = ir::FunctionType::kOrchestration;
  f.body = std::move(body);
  return std::make_shared<ir::Program>(
      "p", std::vector<ir::FunctionPtr>{std::make_shared<ir::Function>(std::move(f), At(1))});
}

TEST(CommDomainScopesMaterializedTest, SlotsPresentAndUnique) {
  auto index = ir::ScalarType::Get(ir::DataType::kIndex);
  auto w0 = std::make_shared<ir::Var>("win0", index, At(2));
  auto w1 = std::make_shared<ir::Var>("win1", index, At(3));
  auto empty = [] { return std::make_shared<ir::SeqStmts>(std::vector<ir::StmtPtr>{}); };
  auto good = HostProgram(std::make_shared<ir::SeqStmts>(
      std::vector<ir::StmtPtr>{CommScope("d0", {ir::AttrValue::FromExpr(w0)}, 4, empty()),
                               CommScope("d1", {ir::AttrValue::FromExpr(w1)}, 5, empty())}));
  EXPECT_THAT(Verify(IRProperty::kCommDomainScopesMaterialized, good), IsEmpty());

  // An empty domain (line 6), a slot that is no buffer (line 7), and win0
  // shared by two scopes (reported at the buffer, line 2); nested scopes are
  // seen too.
  auto bad = HostProgram(std::make_shared<ir::SeqStmts>(std::vector<ir::StmtPtr>{
      CommScope("d0", {ir::AttrValue::FromExpr(w0)}, 4, empty()),
      CommScope("d1", {}, 6, CommScope("d2", {ir::AttrValue::Int(3)}, 7, empty())),
      CommScope("d3", {ir::AttrValue::FromExpr(w0)}, 8, empty())}));
  std::vector<Diagnostic> found = Verify(IRProperty::kCommDomainScopesMaterialized, bad);
  EXPECT_THAT(Lines(found), ElementsAre(6, 7, 2));
  ASSERT_EQ(found.size(), 3u);
  EXPECT_THAT(found[0].message, HasSubstr("'d1' has no window-buffer slots"));
  EXPECT_THAT(found[1].message, HasSubstr("'d2'"));
  EXPECT_THAT(found[2].message, HasSubstr("'win0' is a slot of two"));
  EXPECT_THAT(found[2].message, HasSubstr("('d0' and 'd3')"));
}

// --- InOutUseValid -------------------------------------------------------------
// The reference's rule (verify_inout_use.cpp). For a program with the
// straight-line case, the oracle reports the same message, naming the call's
// location (0-based column) and located at the variable.

constexpr char kFillKernel[] = R"(
    @pl.function(type=pl.FunctionType.InCore)
    def fill(self, x: pl.Tensor[[16, 64], pl.FP32], o: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        o = pl.store(t, [0, 0], o)
        return o
)";

TEST(InOutUseValidTest, ReadingTheCallResultIsFine) {
  auto program = Parse(std::string(kFillKernel) + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        b: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
        r: pl.Tensor[[16, 64], pl.FP32] = self.fill(x, b)
        r2: pl.Tensor[[16, 64], pl.FP32] = self.fill(r, r)
        b = pl.create_tensor([16, 64], dtype=pl.FP32)
        r3: pl.Tensor[[16, 64], pl.FP32] = self.fill(b, r2)
        return r3
)");
  EXPECT_THAT(Verify(IRProperty::kInOutUseValid, program), IsEmpty());
}

TEST(InOutUseValidTest, StaleReadsAfterTheCallInBranchesAndLoops) {
  const std::string body = std::string(kFillKernel) + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[16, 64], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 64], pl.FP32]:
        b: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
        c: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
        d: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
        if n > 0:
            r: pl.Tensor[[16, 64], pl.FP32] = self.fill(x, c)
        else:
            r: pl.Tensor[[16, 64], pl.FP32] = self.fill(c, x)
        s: pl.Tensor[[16, 64], pl.FP32] = self.fill(x, b)
        u: pl.Tensor[[16, 64], pl.FP32] = self.fill(b, s)
        for i in pl.range(4):
            v: pl.Tensor[[16, 64], pl.FP32] = self.fill(d, u)
            w: pl.Tensor[[16, 64], pl.FP32] = self.fill(x, d)
        return c
)";
  std::vector<Diagnostic> found = Verify(IRProperty::kInOutUseValid, Parse(body));
  // In order: x, stale after the if because the else branch passed it as Out
  // (stale after either branch), read by fill(x, b); b read after that call;
  // in the loop, d and u are stale at the body's start (the previous
  // iteration passed them as Out), so the reads of d, u, x and d count; c,
  // stale from the then branch, read at the return. The else branch's read
  // of c does not see the then branch's call.
  std::vector<std::string> names;
  for (const Diagnostic& d : found) {
    const size_t begin = d.message.find('\'') + 1;
    names.push_back(d.message.substr(begin, d.message.find('\'', begin) - begin));
    EXPECT_THAT(d.message, HasSubstr("' was passed as InOut/Out at "));
    EXPECT_THAT(d.message, HasSubstr("; read the post-call return value instead of the pre-call "
                                     "variable"));
  }
  EXPECT_THAT(names, ElementsAre("x", "b", "d", "u", "x", "d", "c"));
  ASSERT_EQ(found.size(), 7u);
  EXPECT_EQ(found[1].span.begin_line, LineOf(body, "b: pl.Tensor"));  // the variable's span
}

TEST(InOutUseValidTest, DeeplyNestedLoopsAreScannedOncePerLevel) {
  // 48 nested loops; the innermost body passes d as Out, then reads it. Each
  // loop body's effect is computed once: a rescan per enclosing loop would take
  // 2^48 body walks and never finish.
  constexpr int kDepth = 48;
  std::string body = std::string(kFillKernel) + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        d: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
)";
  std::string indent(8, ' ');
  for (int i = 0; i < kDepth; ++i) {
    body += indent + "for i" + std::to_string(i) + " in pl.range(2):\n";
    indent += "    ";
  }
  body += indent + "w: pl.Tensor[[16, 64], pl.FP32] = self.fill(x, d)\n";
  body += indent + "v: pl.Tensor[[16, 64], pl.FP32] = self.fill(d, w)\n";
  body += "        return x\n";
  std::vector<Diagnostic> found = Verify(IRProperty::kInOutUseValid, Parse(body));
  // The read of d right after the call; the first read is stale too (the
  // previous iteration passed d as Out).
  ASSERT_EQ(found.size(), 2u);
  for (const Diagnostic& d : found) EXPECT_THAT(d.message, HasSubstr("variable 'd'"));
}

// As in the reference's walk, reading an iter_arg reads its initial value, and
// reading a variable reads the extents of its tensor type. The first case
// gives the oracle's three reports (names, order and locations); in the
// second, a dynamic extent passed as an Out argument is read by the return of
// a tensor it shapes.
TEST(InOutUseValidTest, IterArgInitialValuesAndTensorExtentsAreRead) {
  const std::string body = std::string(kFillKernel) + R"(
    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        b: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
        c: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
        for i, (acc,) in pl.range(2, init_values=(c,)):
            r: pl.Tensor[[16, 64], pl.FP32] = self.fill(x, c)
            r2: pl.Tensor[[16, 64], pl.FP32] = self.fill(acc, b)
            acc2 = pl.yield_(r2)
        return acc2
)";
  std::vector<Diagnostic> found = Verify(IRProperty::kInOutUseValid, Parse(body));
  ASSERT_EQ(found.size(), 3u);
  EXPECT_THAT(found[0].message, HasSubstr("variable 'c' was passed as InOut/Out at "));
  EXPECT_THAT(found[1].message, HasSubstr("variable 'c' was passed as InOut/Out at "));
  EXPECT_THAT(found[2].message, HasSubstr("variable 'b' was passed as InOut/Out at "));
  EXPECT_EQ(found[0].span.begin_line, LineOf(body, "c: pl.Tensor"));
  EXPECT_EQ(found[1].span.begin_line, LineOf(body, "c: pl.Tensor"));
  EXPECT_EQ(found[2].span.begin_line, LineOf(body, "b: pl.Tensor"));

  absl::StatusOr<ir::ProgramPtr> extent = text::ParseProgram(R"(import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kern(self, out: pl.Out[pl.Tensor[[N, 64], pl.FP32]]) -> pl.Tensor[[N, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.tile.full([16, 64], dtype=pl.FP32, value=1.0)
        out = pl.store(t, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[N, 64], pl.FP32]) -> pl.Tensor[[N, 64], pl.FP32]:
        h = self.kern(N)
        return h
)");
  ASSERT_TRUE(extent.ok()) << extent.status();
  found = Verify(IRProperty::kInOutUseValid, *extent);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_THAT(found[0].message, HasSubstr("variable 'N' was passed as InOut/Out at "));
}

// ---------------------------------------------------------------------------
// ReturnParamsExplicit

constexpr char kStoreKernel[] = R"(    @pl.function(type=pl.FunctionType.AIV)
    def k(self, x: pl.Tensor[[16, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        stored: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(t, [0, 0], out)
)";

TEST(ReturnParamsExplicitTest, WritebackReturnedAsTheParamPasses) {
  EXPECT_THAT(Verify(IRProperty::kReturnParamsExplicit,
                     Parse(std::string(kStoreKernel) + "        return out\n")),
              IsEmpty());
}

TEST(ReturnParamsExplicitTest, AliasOfTheParamAndMissingReturnAreReported) {
  const std::string alias = std::string(kStoreKernel) + "        return stored\n";
  std::vector<Diagnostic> found = Verify(IRProperty::kReturnParamsExplicit, Parse(alias));
  EXPECT_THAT(Lines(found), ElementsAre(LineOf(alias, "return stored")));
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].message,
            "Function 'k' return position 0 ('stored') aliases param index 1; param-writeback "
            "returns must reference the param directly");

  found = Verify(IRProperty::kReturnParamsExplicit, Parse(kStoreKernel));
  EXPECT_THAT(Lines(found), ElementsAre(LineOf(kStoreKernel, "def k")));
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].message, "Function 'k' declares tensor return types but has no ReturnStmt");
}

// ---------------------------------------------------------------------------
// HardSyncallOccupancyValid (Ascend910B, the default chip: 24 AIC, 48 AIV cores)

std::string SyncallLaunch(const std::string& core_type, const std::string& spmd_attrs) {
  return R"(    @pl.function(type=pl.FunctionType.AIV)
    def k(self, x: pl.Tensor[[16, 64], pl.FP32]):
        pl.system.syncall(core_type=')" +
         core_type + R"(')
    @pl.function(type=pl.FunctionType.Spmd, attrs={)" +
         spmd_attrs + R"(})
    def launch(self, x: pl.Tensor[[16, 64], pl.FP32]):
        self.k(x)
)";
}

std::vector<Diagnostic> VerifyOccupancy(const ir::ProgramPtr& program) {
  PropertyVerifierPtr verifier =
      VerifierRegistry::Global().Find(IRProperty::kHardSyncallOccupancyValid);
  EXPECT_NE(verifier, nullptr);
  if (verifier == nullptr || program == nullptr) return {};
  return verifier->Verify(program);
}

TEST(HardSyncallOccupancyTest, FullCoResidentLaunchPasses) {
  EXPECT_THAT(
      VerifyOccupancy(Parse(SyncallLaunch("aiv_only", R"("core_num": 48, "sync_start": True)"))),
      IsEmpty());
}

TEST(HardSyncallOccupancyTest, PartialLaunchMissingSyncStartAndWrongCoreTypeAreReported) {
  const std::string partial = SyncallLaunch("aiv_only", R"("core_num": 8, "sync_start": True)");
  std::vector<Diagnostic> found = VerifyOccupancy(Parse(partial));
  EXPECT_THAT(Lines(found), ElementsAre(LineOf(partial, "pl.system.syncall")));
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].message,
            "hard pl.system.syncall(core_type=\"aiv_only\") requires the SPMD launch to fill all "
            "48 AIV cores (one block per physical core), but the launch has 8 blocks. Use "
            "mode=\"soft\" (GM-polling) for partial occupancy.");

  found = VerifyOccupancy(Parse(SyncallLaunch("aiv_only", R"("core_num": 48)")));
  ASSERT_EQ(found.size(), 1u);
  EXPECT_THAT(found[0].message, HasSubstr("requires the SPMD launch to set sync_start=True"));

  found = VerifyOccupancy(Parse(SyncallLaunch("mix", R"("core_num": 48, "sync_start": True)")));
  ASSERT_EQ(found.size(), 1u);
  EXPECT_THAT(found[0].message,
              HasSubstr("can never complete in a vector-only (AIV) launch: it waits for all CUBE "
                        "cores"));
}

}  // namespace
}  // namespace ptoc::verify
