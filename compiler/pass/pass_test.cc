// Tests of Pass, PassContext, the text-free instruments, PassPipeline
// (including the seed's automatic-verification algorithm), the pass registry
// against the seed's per-pass table, and the strategy recipes against the
// reference dump file names.
#include "compiler/pass/pass.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_split.h"
#include "compiler/base/status.h"
#include "compiler/ir/function.h"
#include "compiler/pass/instruments.h"
#include "compiler/pass/pass_context.h"
#include "compiler/pass/pass_pipeline.h"
#include "compiler/pass/pass_registry.h"
#include "compiler/pass/strategy.h"
#include "compiler/verify/verifier_registry.h"
#include "gtest/gtest.h"

namespace ptoc::pass {
namespace {

using P = IRProperty;
namespace fs = std::filesystem;

Span MakeSpan(const std::string& file, int line, int col) {
  Span span;
  span.file = std::make_shared<const std::string>(file);
  span.begin_line = line;
  span.begin_col = col;
  return span;
}

ir::FunctionPtr MakeFunction(const std::string& name) {
  ir::Function::Fields fields;
  fields.name = name;
  fields.func_type = ir::FunctionType::kOpaque;
  fields.body = std::make_shared<ir::ReturnStmt>(std::vector<ir::ExprPtr>{});
  return std::make_shared<ir::Function>(std::move(fields), MakeSpan("prog.py", 3, 5));
}

ir::ProgramPtr MakeProgram() {
  return std::make_shared<ir::Program>(
      "prog", std::vector<ir::FunctionPtr>{MakeFunction("main"), MakeFunction("kernel")},
      MakeSpan("prog.py", 1, 1));
}

Pass IdentityPass(const std::string& name, PassProperties properties = {}) {
  return CreateProgramPass(name, properties, [](const ir::ProgramPtr& p) { return p; });
}

// An identity pass with the registry's contract for `name`.
Pass RegistryIdentityPass(const std::string& name) {
  std::optional<PassInfo> info = PassRegistry::Global().Find(name);
  EXPECT_TRUE(info.has_value()) << name;
  if (!info) return IdentityPass(name, PassProperties{});
  return CreateProgramPass(
      name, info->properties, [](const ir::ProgramPtr& p) { return p; }, info->reference_checked);
}

// Unregisters every test verifier after each test (the registry is global).
class PassFrameworkTest : public ::testing::Test {
 protected:
  void TearDown() override {
    for (IRProperty p : AllIRProperties()) verify::VerifierRegistry::Global().Unregister(p);
    unsetenv("PTOC_VERIFY_LEVEL");
  }
  // Registers a verifier for `property` that counts its runs and reports
  // `diagnostics`.
  std::shared_ptr<std::atomic<int>> RegisterCounting(
      IRProperty property, const std::vector<verify::Diagnostic>& diags = {}) {
    auto count = std::make_shared<std::atomic<int>>(0);
    verify::VerifierRegistry::Global().Register(verify::MakePropertyVerifier(
        std::string(IRPropertyName(property)), property, [count, diags](const ir::ProgramPtr&) {
          ++*count;
          return diags;
        }));
    return count;
  }
};

// ---------------------------------------------------------------------------
// Pass basics

TEST_F(PassFrameworkTest, PassExposesNameAndProperties) {
  Pass pass = IdentityPass("MyPass", {{P::kSSAForm}, {P::kHasMemRefs}, {P::kTypeChecked}});
  EXPECT_EQ(pass.GetName(), "MyPass");
  EXPECT_EQ(pass.GetRequiredProperties(), IRPropertySet({P::kSSAForm}));
  EXPECT_EQ(pass.GetProducedProperties(), IRPropertySet({P::kHasMemRefs}));
  EXPECT_EQ(pass.GetInvalidatedProperties(), IRPropertySet({P::kTypeChecked}));
  EXPECT_TRUE(pass.IsImplemented());
  Pass null_pass;
  EXPECT_TRUE(null_pass.IsNull());
  EXPECT_EQ(null_pass.GetName(), "NullPass");
  EXPECT_EQ(null_pass(MakeProgram()).status().code(), absl::StatusCode::kInternal);
}

TEST_F(PassFrameworkTest, FunctionPassAppliesToEveryFunction) {
  std::vector<std::string> seen;
  Pass pass = CreateFunctionPass("Rename", {}, [&seen](const ir::FunctionPtr& f) {
    seen.push_back(f->name());
    ir::Function::Fields fields = f->fields();
    fields.attrs = fields.attrs.With("visited", ir::AttrValue::Bool(true));
    return f->WithFields(std::move(fields));
  });
  ir::ProgramPtr input = MakeProgram();
  absl::StatusOr<ir::ProgramPtr> out = pass(input);
  ASSERT_TRUE(out.ok()) << out.status();
  EXPECT_EQ(seen.size(), 2u);
  EXPECT_NE(*out, input);  // a new program; the input is untouched
  EXPECT_EQ((*out)->name(), "prog");
  for (const auto& f : (*out)->functions()) EXPECT_TRUE(f->attrs().Has("visited")) << f->name();
  for (const auto& f : input->functions()) EXPECT_FALSE(f->attrs().Has("visited"));
  // An identity function transform keeps the very same program.
  Pass identity = CreateFunctionPass("Id", {}, [](const ir::FunctionPtr& f) { return f; });
  EXPECT_EQ(*identity(input), input);
}

// A function pass that appends "<name>:<function>" to `calls`, marks the
// function with the attribute <name>, and emits a warning labelled <name>.
Pass RecordingFunctionPass(const std::string& name, std::vector<std::string>* calls,
                           PassProperties properties = {}) {
  return CreateFunctionPass(name, properties, [name, calls](const ir::FunctionPtr& f) {
    calls->push_back(name + ":" + f->name());
    (void)EmitDiagnostics(
        {{verify::DiagnosticSeverity::kWarning, "Note", "saw " + f->name(), Span(), 0}}, name);
    ir::Function::Fields fields = f->fields();
    fields.attrs = fields.attrs.With(name, ir::AttrValue::Bool(true));
    return f->WithFields(std::move(fields));
  });
}

TEST_F(PassFrameworkTest, FunctionLocalPassesRunFunctionByFunctionWithoutInstruments) {
  std::vector<std::string> calls;
  PassPipeline pipeline({RecordingFunctionPass("A", &calls), RecordingFunctionPass("B", &calls)});
  ::testing::internal::CaptureStderr();
  absl::StatusOr<ir::ProgramPtr> fused = pipeline.Run(MakeProgram());
  const std::string fused_stderr = ::testing::internal::GetCapturedStderr();
  ASSERT_TRUE(fused.ok()) << fused.status();
  EXPECT_EQ(calls, (std::vector<std::string>{"A:kernel", "B:kernel", "A:main", "B:main"}));
  for (const auto& f : (*fused)->functions()) {
    EXPECT_TRUE(f->attrs().Has("A") && f->attrs().Has("B")) << f->name();
  }

  // With an instrument, which sees the program between the passes, one pass
  // after the other; the diagnostics come out in the same order either way.
  calls.clear();
  PassContext context({std::make_shared<CallbackInstrument>(nullptr, nullptr)});
  PassContext::Scope scope(context);
  ::testing::internal::CaptureStderr();
  absl::StatusOr<ir::ProgramPtr> by_pass = pipeline.Run(MakeProgram());
  EXPECT_EQ(::testing::internal::GetCapturedStderr(), fused_stderr);
  ASSERT_TRUE(by_pass.ok()) << by_pass.status();
  EXPECT_EQ(calls, (std::vector<std::string>{"A:kernel", "A:main", "B:kernel", "B:main"}));
  EXPECT_EQ(fused_stderr,
            "[warning] [Note] (A) saw kernel\n[warning] [Note] (A) saw main\n"
            "[warning] [Note] (B) saw kernel\n[warning] [Note] (B) saw main\n");
}

TEST_F(PassFrameworkTest, ProgramPassEndsAFunctionByFunctionRun) {
  std::vector<std::string> calls;
  Pass program_pass = CreateProgramPass("P", {}, [&calls](const ir::ProgramPtr& p) {
    calls.push_back("P");
    return p;
  });
  ::testing::internal::CaptureStderr();
  ASSERT_TRUE(PassPipeline({RecordingFunctionPass("A", &calls), program_pass,
                            RecordingFunctionPass("B", &calls)})
                  .Run(MakeProgram())
                  .ok());
  ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(calls, (std::vector<std::string>{"A:kernel", "A:main", "P", "B:kernel", "B:main"}));
}

TEST_F(PassFrameworkTest, FailureInAFunctionByFunctionRunIsThePassByPassOne) {
  // Pass by pass, A fails on main before B runs at all; function by function,
  // B meets kernel first. The error must be A's either way, and none of the
  // warnings of the abandoned attempt may be emitted.
  auto failing = [](const std::string& name, const std::string& victim) {
    return CreateFunctionPass(name, {}, [name, victim](const ir::FunctionPtr& f) {
      (void)EmitDiagnostics(
          {{verify::DiagnosticSeverity::kWarning, "Note", "saw " + f->name(), Span(), 0}}, name);
      if (f->name() == victim) ThrowUserError(f->span(), name + " fails on " + victim);
      return f;
    });
  };
  PassPipeline pipeline({failing("A", "main"), failing("B", "kernel")});
  ::testing::internal::CaptureStderr();
  absl::StatusOr<ir::ProgramPtr> out = pipeline.Run(MakeProgram());
  const std::string emitted = ::testing::internal::GetCapturedStderr();
  ASSERT_FALSE(out.ok());
  EXPECT_EQ(std::string(out.status().message()), "prog.py:3:5: A fails on main");
  EXPECT_EQ(emitted, "[warning] [Note] (A) saw kernel\n[warning] [Note] (A) saw main\n");
}

TEST_F(PassFrameworkTest, VerificationFailureInAFunctionByFunctionRunIsThePassByPassOne) {
  // B produces SSAForm, which main does not have.
  verify::VerifierRegistry::Global().Register(verify::MakeFunctionLocalVerifier(
      "SSAVerify", P::kSSAForm, [](const ir::FunctionPtr& f, std::vector<verify::Diagnostic>* out) {
        if (f->name() == "main") {
          out->push_back(
              {verify::DiagnosticSeverity::kError, "SSAVerify", "not SSA", f->span(), 0});
        }
      }));
  std::vector<std::string> seen;
  PassPipeline pipeline({RecordingFunctionPass("A", &seen),
                         RecordingFunctionPass("B", &seen, {{}, {P::kSSAForm}, {}}),
                         RecordingFunctionPass("C", &seen)});
  ::testing::internal::CaptureStderr();
  absl::StatusOr<ir::ProgramPtr> fused = pipeline.Run(MakeProgram());
  absl::StatusOr<ir::ProgramPtr> by_pass;
  {
    PassContext context({std::make_shared<CallbackInstrument>(nullptr, nullptr)});
    PassContext::Scope scope(context);
    by_pass = pipeline.Run(MakeProgram());
  }
  ::testing::internal::GetCapturedStderr();
  ASSERT_FALSE(fused.ok());
  EXPECT_TRUE(verify::IsVerificationError(fused.status()));
  EXPECT_TRUE(absl::StrContains(fused.status().message(), "Verification failed after 'B'"))
      << fused.status();
  EXPECT_EQ(fused.status(), by_pass.status());
}

TEST_F(PassFrameworkTest, CancellationStopsAFunctionByFunctionRunBetweenFunctions) {
  std::vector<std::string> calls;
  PassContext context;
  context.set_cancellation_check([&calls] {
    return calls.size() >= 2 ? absl::CancelledError("request cancelled") : absl::OkStatus();
  });
  PassContext::Scope scope(context);
  ::testing::internal::CaptureStderr();
  absl::StatusOr<ir::ProgramPtr> out =
      PassPipeline({RecordingFunctionPass("A", &calls), RecordingFunctionPass("B", &calls)})
          .Run(MakeProgram());
  ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(out.status().code(), absl::StatusCode::kCancelled);
  EXPECT_EQ(calls, (std::vector<std::string>{"A:kernel", "B:kernel"}));
}

TEST_F(PassFrameworkTest, CompileErrorInTransformBecomesStatus) {
  Pass pass = CreateProgramPass("Throwing", {}, [](const ir::ProgramPtr& p) -> ir::ProgramPtr {
    ThrowUserError(MakeSpan("prog.py", 7, 9), "bad thing");
  });
  absl::StatusOr<ir::ProgramPtr> out = pass(MakeProgram());
  ASSERT_FALSE(out.ok());
  EXPECT_EQ(out.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(out.status().message(), "prog.py:7:9: bad thing");
  Pass null_result =
      CreateProgramPass("Null", {}, [](const ir::ProgramPtr&) { return ir::ProgramPtr(); });
  EXPECT_EQ(null_result(MakeProgram()).status().code(), absl::StatusCode::kInternal);
}

TEST_F(PassFrameworkTest, UnimplementedPassFailsWithItsName) {
  absl::StatusOr<Pass> pass = PassRegistry::Global().GetPass("ConvertToSSA");
  ASSERT_TRUE(pass.ok());
  EXPECT_FALSE(pass->IsImplemented());
  absl::StatusOr<ir::ProgramPtr> out = (*pass)(MakeProgram());
  ASSERT_FALSE(out.ok());
  EXPECT_EQ(out.status().code(), absl::StatusCode::kUnimplemented);
  EXPECT_EQ(out.status().message(), "not implemented: ConvertToSSA");

  // In a pipeline, the run stops there.
  int after_calls = 0;
  PassContext context({std::make_shared<CallbackInstrument>(
      nullptr, [&](const Pass&, const ir::ProgramPtr&) { ++after_calls; })});
  PassContext::Scope scope(context);
  PassPipeline pipeline;
  pipeline.AddPass(IdentityPass("First"));
  pipeline.AddPass(*pass);
  pipeline.AddPass(IdentityPass("Never"));
  absl::StatusOr<ir::ProgramPtr> piped = pipeline.Run(MakeProgram());
  EXPECT_EQ(piped.status().code(), absl::StatusCode::kUnimplemented);
  EXPECT_EQ(piped.status().message(), "not implemented: ConvertToSSA");
  EXPECT_EQ(after_calls, 1);
}

TEST_F(PassFrameworkTest, RegisteringATransformMakesThePassRunnable) {
  PassRegistry registry;
  ASSERT_TRUE(registry.Declare("Foo", {{P::kSSAForm}, {}, {}}).ok());
  EXPECT_EQ(registry.Declare("Foo", {}).code(), absl::StatusCode::kAlreadyExists);
  EXPECT_EQ(registry.SetTransform("Bar", [](const ir::ProgramPtr& p) { return p; }).code(),
            absl::StatusCode::kNotFound);
  EXPECT_FALSE(registry.Find("Foo")->implemented);
  EXPECT_EQ((*registry.GetPass("Foo"))(MakeProgram()).status().code(),
            absl::StatusCode::kUnimplemented);
  ASSERT_TRUE(
      registry.SetFunctionTransform("Foo", [](const ir::FunctionPtr& f) { return f; }).ok());
  EXPECT_TRUE(registry.Find("Foo")->implemented);
  absl::StatusOr<Pass> pass = registry.GetPass("Foo");
  ASSERT_TRUE(pass.ok());
  EXPECT_TRUE(pass->IsImplemented());
  EXPECT_EQ(pass->GetRequiredProperties(), IRPropertySet({P::kSSAForm}));
  EXPECT_TRUE((*pass)(MakeProgram()).ok());
  EXPECT_EQ(registry.GetPass("Nope").status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(registry.GetPass("Nope").status().message(), "unknown pass: Nope");
}

// ---------------------------------------------------------------------------
// The registry against the seed's per-pass table.

struct SeedRow {
  const char* pass;
  const char* required;
  const char* produced;
  const char* invalidated;
};

// The seed's "Per-Pass Property Declarations" table, cell by cell ("—" = {}).
const SeedRow kSeedTable[] = {
    {"InlineFunctions", "—", "InlineFunctionsEliminated", "—"},
    {"UnrollLoops", "TypeChecked", "TypeChecked", "—"},
    {"CtrlFlowTransform", "TypeChecked", "TypeChecked, StructuredCtrlFlow", "—"},
    {"ConvertToSSA", "TypeChecked", "TypeChecked, SSAForm", "NormalizedStmtStructure"},
    {"FlattenCallExpr", "SSAForm", "SSAForm, NoNestedCalls", "NormalizedStmtStructure"},
    {"NormalizeStmtStructure", "TypeChecked", "TypeChecked, NormalizedStmtStructure", "—"},
    {"OutlineIncoreScopes", "TypeChecked, SSAForm", "SplitIncoreOrch", "—"},
    {"OutlineClusterScopes", "TypeChecked, SSAForm", "ClusterOutlined", "—"},
    {"ConvertTensorToTileOps", "SplitIncoreOrch", "IncoreTileOps", "—"},
    {"LowerCompositeOps", "—", "—", "—"},
    {"FlattenTileNdTo2D", "SSAForm, IncoreTileOps", "SSAForm, TileOps2D", "—"},
    {"LegalizeTileCast", "—", "—", "—"},
    {"AutoTileMatmulL0", "SSAForm, IncoreTileOps, TileOps2D", "SSAForm, IncoreTileOps, TileOps2D",
     "—"},
    {"CanonicalizeTileSlice",
     "SSAForm, SplitIncoreOrch, IncoreTileOps, TileOps2D, NormalizedStmtStructure",
     "SSAForm, SplitIncoreOrch, IncoreTileOps, TileOps2D, NormalizedStmtStructure", "—"},
    {"ResolveBackendOpLayouts", "SSAForm, IncoreTileOps, SplitIncoreOrch, TileOps2D",
     "SSAForm, IncoreTileOps, SplitIncoreOrch, TileOps2D, NormalizedStmtStructure", "—"},
    {"LowerAutoVectorSplit",
     "SSAForm, IncoreTileOps, SplitIncoreOrch, TileOps2D, TileMemoryInferred, "
     "NormalizedStmtStructure",
     "SSAForm, IncoreTileOps, SplitIncoreOrch, TileOps2D, TileMemoryInferred, "
     "NormalizedStmtStructure",
     "—"},
    {"ExpandMixedKernel", "SSAForm, IncoreTileOps, SplitIncoreOrch, TileOps2D",
     "SSAForm, MixedKernelExpanded", "—"},
    {"NormalizeReturnOrder", "SplitIncoreOrch, IncoreTileOps", "—", "—"},
    {"InitMemRef", "TypeChecked, SSAForm, SplitIncoreOrch, IncoreTileOps, TileOps2D", "HasMemRefs",
     "SSAForm"},
    {"MaterializeSemanticAliases", "SplitIncoreOrch, IncoreTileOps, HasMemRefs, TileOps2D", "—",
     "—"},
    {"MemoryReuse", "TypeChecked, SplitIncoreOrch, IncoreTileOps, HasMemRefs, TileOps2D", "—", "—"},
    {"AllocateMemoryAddr", "TypeChecked, SplitIncoreOrch, IncoreTileOps, HasMemRefs, TileOps2D",
     "AllocatedMemoryAddr", "—"},
    {"FoldNoOpReshape", "SplitIncoreOrch, IncoreTileOps, HasMemRefs, TileOps2D", "—", "—"},
    {"FuseCreateAssembleToSlice", "—", "—", "—"},
    {"DeriveCallDirections", "SplitIncoreOrch", "CallDirectionsResolved", "—"},
    {"AutoDeriveTaskDependencies", "SplitIncoreOrch, CallDirectionsResolved",
     "CallDirectionsResolved", "—"},
    {"ExpandManualPhaseFence", "NoNestedCalls, NormalizedStmtStructure, CallDirectionsResolved",
     "NoNestedCalls, NormalizedStmtStructure, CallDirectionsResolved", "—"},
    {"SynthesizeAllReduceSignals", "—", "—", "—"},
    {"MaterializeCommDomainScopes", "—", "CommDomainScopesMaterialized", "—"},
    {"LowerHostTensorCollectives", "CommDomainScopesMaterialized", "CommDomainScopesMaterialized",
     "—"},
    {"MaterializeDistTensorCtx", "CommDomainScopesMaterialized", "CommDomainScopesMaterialized",
     "—"},
    {"Simplify", "—", "—", "—"},
    {"MaterializeRuntimeScopes", "SplitIncoreOrch, CallDirectionsResolved",
     "RuntimeScopesMaterialized", "—"},
    {"ClassifyIterArgCarry", "CallDirectionsResolved, RuntimeScopesMaterialized",
     "IterArgCarryClassified, RuntimeScopesMaterialized", "—"},
};

// The reference's declarations (pass_properties.h at the seed revision) for
// the strategy passes the seed table omits.
const SeedRow kReferenceRows[] = {
    {"OutlineHierarchyScopes", "SSAForm",
     "SSAForm, HierarchyOutlined, OrchestrationReferencesResolved", "—"},
    {"OptimizeOrchTensors", "SplitIncoreOrch, IncoreTileOps", "SplitIncoreOrch, IncoreTileOps",
     "—"},
    {"InferTileMemorySpace", "SSAForm, IncoreTileOps, SplitIncoreOrch, NormalizedStmtStructure",
     "SSAForm, TileMemoryInferred, NormalizedStmtStructure, AivSplitValid", "AivSplitValid"},
    {"InjectGMPipeBuffer", "SSAForm, MixedKernelExpanded, NormalizedStmtStructure",
     "SSAForm, MixedKernelExpanded, NormalizedStmtStructure", "—"},
    {"SplitVectorKernel", "SSAForm, MixedKernelExpanded",
     "SSAForm, VectorKernelSplit, NormalizedStmtStructure", "—"},
    {"StampTfreeSplit", "SplitIncoreOrch", "—", "—"},
    {"SkewCrossCorePipeline",
     "SSAForm, SplitIncoreOrch, IncoreTileOps, TileOps2D, TileMemoryInferred, "
     "NormalizedStmtStructure",
     "SSAForm, SplitIncoreOrch, IncoreTileOps, TileOps2D, TileMemoryInferred, "
     "NormalizedStmtStructure",
     "—"},
    {"LowerPipelineLoops",
     "SSAForm, SplitIncoreOrch, IncoreTileOps, TileOps2D, TileMemoryInferred, "
     "NormalizedStmtStructure",
     "SSAForm, SplitIncoreOrch, IncoreTileOps, TileOps2D, TileMemoryInferred, "
     "NormalizedStmtStructure",
     "—"},
    {"CanonicalizeIOOrder",
     "SSAForm, SplitIncoreOrch, IncoreTileOps, TileOps2D, TileMemoryInferred, "
     "NormalizedStmtStructure",
     "SSAForm, SplitIncoreOrch, IncoreTileOps, TileOps2D, TileMemoryInferred, "
     "NormalizedStmtStructure, PipelineResolved",
     "—"},
    {"MaterializeTensorStrides",
     "SSAForm, SplitIncoreOrch, IncoreTileOps, TileOps2D, TileMemoryInferred, "
     "NormalizedStmtStructure",
     "SSAForm, SplitIncoreOrch, IncoreTileOps, TileOps2D, TileMemoryInferred, "
     "NormalizedStmtStructure, TensorViewCanonical",
     "—"},
};

IRPropertySet ParseCell(const std::string& cell) {
  if (cell == "—") return {};
  std::vector<std::string> names = absl::StrSplit(cell, ", ");
  absl::StatusOr<IRPropertySet> set = IRPropertySet::FromNames(names);
  EXPECT_TRUE(set.ok()) << set.status();
  return set.value_or(IRPropertySet());
}

void ExpectRow(const SeedRow& row, bool from_seed) {
  std::optional<PassInfo> info = PassRegistry::Global().Find(row.pass);
  ASSERT_TRUE(info.has_value()) << row.pass;
  EXPECT_EQ(info->from_seed_table, from_seed) << row.pass;
  EXPECT_EQ(info->properties.required, ParseCell(row.required)) << row.pass;
  EXPECT_EQ(info->properties.produced, ParseCell(row.produced)) << row.pass;
  EXPECT_EQ(info->properties.invalidated, ParseCell(row.invalidated)) << row.pass;
}

// Beyond the seed rows, what the reference's own declarations (at the seed
// revision) make its pipeline verify after these four passes.
TEST_F(PassFrameworkTest, ReferenceCheckedPropertiesBeyondTheSeedRows) {
  const std::map<std::string, IRPropertySet> expected = {
      {"OutlineIncoreScopes", {P::kAivSplitValid}},
      {"ConvertTensorToTileOps", {P::kAivSplitValid}},
      {"ExpandMixedKernel", {P::kHardSyncallOccupancyValid}},
      {"NormalizeReturnOrder", {P::kReturnParamsExplicit}},
  };
  for (const PassInfo& info : PassRegistry::Global().List()) {
    auto it = expected.find(info.name);
    EXPECT_EQ(info.reference_checked, it == expected.end() ? IRPropertySet() : it->second)
        << info.name;
    absl::StatusOr<Pass> pass = PassRegistry::Global().GetPass(info.name);
    ASSERT_TRUE(pass.ok()) << pass.status();
    EXPECT_EQ(pass->GetReferenceCheckedProperties(), info.reference_checked) << info.name;
  }
}

TEST_F(PassFrameworkTest, RegistryMatchesSeedPerPassTable) {
  for (const SeedRow& row : kSeedTable) ExpectRow(row, /*from_seed=*/true);
  EXPECT_EQ(std::size(kSeedTable), 34u);
}

TEST_F(PassFrameworkTest, RegistryMatchesReferenceForPassesTheTableOmits) {
  for (const SeedRow& row : kReferenceRows) ExpectRow(row, /*from_seed=*/false);
}

TEST_F(PassFrameworkTest, RegistryHoldsEveryStrategyPassAndNothingElse) {
  std::vector<std::string> names = PassRegistry::Global().Names();
  EXPECT_EQ(names.size(), 44u);
  for (OptimizationStrategy s :
       {OptimizationStrategy::kDefault, OptimizationStrategy::kDebugTileOptimization}) {
    for (const std::string& name : StrategyPassNames(s)) {
      EXPECT_TRUE(PassRegistry::Global().Contains(name)) << name;
    }
  }
  std::vector<std::string> default_names = StrategyPassNames(OptimizationStrategy::kDefault);
  for (const std::string& name : names) {
    EXPECT_NE(std::find(default_names.begin(), default_names.end(), name), default_names.end())
        << name;
  }
}

// ---------------------------------------------------------------------------
// Strategies against the reference's dump file names.

std::vector<std::string> ExpectedDumpNames(OptimizationStrategy s) {
  std::vector<std::string> files = {"00_frontend.py"};
  std::vector<std::string> names = StrategyPassNames(s);
  for (size_t i = 0; i < names.size(); ++i) {
    char prefix[24];
    std::snprintf(prefix, sizeof(prefix), "%02zu", i + 1);
    files.push_back(std::string(prefix) + "_after_" + names[i] + ".py");
  }
  return files;
}

std::vector<std::string> ListPyFiles(const fs::path& dir) {
  std::vector<std::string> files;
  for (const auto& entry : fs::directory_iterator(dir)) {
    std::string name = entry.path().filename().string();
    if (name.size() > 3 && name.substr(name.size() - 3) == ".py") files.push_back(name);
  }
  std::sort(files.begin(), files.end());
  return files;
}

TEST_F(PassFrameworkTest, StrategyOrdersHaveTheSeedRevisionLengths) {
  std::vector<std::string> def = StrategyPassNames(OptimizationStrategy::kDefault);
  std::vector<std::string> dbg = StrategyPassNames(OptimizationStrategy::kDebugTileOptimization);
  ASSERT_EQ(def.size(), 45u);
  ASSERT_EQ(dbg.size(), 40u);
  EXPECT_EQ(def.front(), "InlineFunctions");
  EXPECT_EQ(def[4], "Simplify");
  EXPECT_EQ(def[32], "AllocateMemoryAddr");  // run 33
  EXPECT_EQ(def[42], "Simplify");            // run 43
  EXPECT_EQ(def.back(), "ClassifyIterArgCarry");
  // Debug = runs 1-7 then 13-45.
  std::vector<std::string> expected(def.begin(), def.begin() + 7);
  expected.insert(expected.end(), def.begin() + 12, def.end());
  EXPECT_EQ(dbg, expected);
  EXPECT_EQ(ParseStrategy("Default"), OptimizationStrategy::kDefault);
  EXPECT_EQ(ParseStrategy("DebugTileOptimization"), OptimizationStrategy::kDebugTileOptimization);
  EXPECT_FALSE(ParseStrategy("O3").has_value());
}

TEST_F(PassFrameworkTest, StrategyOrdersMatchGoldenDumpFileNames) {
  const fs::path golden = "tests/golden";
  ASSERT_TRUE(fs::exists(golden / "02_row_block_fuse" / "default")) << fs::current_path();
  EXPECT_EQ(ListPyFiles(golden / "02_row_block_fuse" / "default"),
            ExpectedDumpNames(OptimizationStrategy::kDefault));
  EXPECT_EQ(ListPyFiles(golden / "02_row_block_fuse" / "debugtile"),
            ExpectedDumpNames(OptimizationStrategy::kDebugTileOptimization));
  // Every program's dumps are the recipe's names, or a prefix of them when
  // the reference stopped with an error.
  int full_default = 0;
  int full_debug = 0;
  for (const auto& entry : fs::directory_iterator(golden)) {
    if (!entry.is_directory()) continue;
    for (auto [sub, strategy, counter] :
         {std::tuple{"default", OptimizationStrategy::kDefault, &full_default},
          std::tuple{"debugtile", OptimizationStrategy::kDebugTileOptimization, &full_debug}}) {
      fs::path dir = entry.path() / sub;
      if (!fs::exists(dir)) continue;
      std::vector<std::string> got = ListPyFiles(dir);
      std::vector<std::string> want = ExpectedDumpNames(strategy);
      ASSERT_LE(got.size(), want.size()) << dir;
      EXPECT_TRUE(std::equal(got.begin(), got.end(), want.begin())) << dir;
      *counter += got.size() == want.size();
    }
  }
  EXPECT_GE(full_default, 30);
  EXPECT_GE(full_debug, 20);
}

// ---------------------------------------------------------------------------
// PassContext

TEST_F(PassFrameworkTest, ContextNestingAndRaii) {
  EXPECT_EQ(PassContext::Current(), nullptr);
  PassContext outer({}, VerificationLevel::kBasic);
  outer.SetOption("memory_planner", "pypto");
  {
    PassContext::Scope outer_scope(outer);
    EXPECT_EQ(PassContext::Current(), &outer);
    PassContext inner({}, VerificationLevel::kNone);
    {
      PassContext::Scope inner_scope(inner);
      EXPECT_EQ(PassContext::Current(), &inner);
      EXPECT_EQ(CurrentVerificationLevel(), VerificationLevel::kNone);
      // Inner contexts override completely: no option inheritance.
      EXPECT_FALSE(PassContext::Current()->GetOption("memory_planner").has_value());
    }
    EXPECT_EQ(PassContext::Current(), &outer);
    EXPECT_EQ(CurrentVerificationLevel(), VerificationLevel::kBasic);
    EXPECT_EQ(PassContext::Current()->GetOption("memory_planner"), "pypto");
  }
  EXPECT_EQ(PassContext::Current(), nullptr);
}

TEST_F(PassFrameworkTest, InnerEmptyContextDisablesOuterInstruments) {
  int calls = 0;
  PassContext outer(
      {std::make_shared<CallbackInstrument>([&](const Pass&, const ir::ProgramPtr&) { ++calls; })});
  PassContext::Scope outer_scope(outer);
  Pass pass = IdentityPass("X");
  ASSERT_TRUE(pass(MakeProgram()).ok());
  EXPECT_EQ(calls, 1);
  PassContext inner;
  PassContext::Scope inner_scope(inner);
  ASSERT_TRUE(pass(MakeProgram()).ok());
  EXPECT_EQ(calls, 1);
}

TEST_F(PassFrameworkTest, ContextsAreThreadLocal) {
  PassContext main_context({}, VerificationLevel::kRoundtrip);
  PassContext::Scope scope(main_context);
  std::atomic<bool> other_saw_none{false};
  std::atomic<bool> other_saw_own{false};
  std::atomic<bool> release{false};
  std::atomic<bool> entered{false};
  std::thread other([&] {
    other_saw_none = PassContext::Current() == nullptr;
    PassContext own({}, VerificationLevel::kNone);
    PassContext::Scope own_scope(own);
    entered = true;
    while (!release) std::this_thread::yield();
    other_saw_own =
        PassContext::Current() == &own && CurrentVerificationLevel() == VerificationLevel::kNone;
  });
  while (!entered) std::this_thread::yield();
  // The other thread's context is active right now, but not here.
  EXPECT_EQ(PassContext::Current(), &main_context);
  EXPECT_EQ(CurrentVerificationLevel(), VerificationLevel::kRoundtrip);
  release = true;
  other.join();
  EXPECT_TRUE(other_saw_none);
  EXPECT_TRUE(other_saw_own);
  EXPECT_EQ(PassContext::Current(), &main_context);
}

TEST_F(PassFrameworkTest, DefaultLevelComesFromEnvironment) {
  unsetenv("PTOC_VERIFY_LEVEL");
  EXPECT_EQ(DefaultVerificationLevel(), VerificationLevel::kBasic);
  setenv("PTOC_VERIFY_LEVEL", "none", 1);
  EXPECT_EQ(DefaultVerificationLevel(), VerificationLevel::kNone);
  EXPECT_EQ(CurrentVerificationLevel(), VerificationLevel::kNone);
  setenv("PTOC_VERIFY_LEVEL", "ROUNDTRIP", 1);
  EXPECT_EQ(DefaultVerificationLevel(), VerificationLevel::kRoundtrip);
  setenv("PTOC_VERIFY_LEVEL", "bogus", 1);
  EXPECT_EQ(DefaultVerificationLevel(), VerificationLevel::kBasic);
  // An active context wins over the environment.
  setenv("PTOC_VERIFY_LEVEL", "none", 1);
  PassContext context({}, VerificationLevel::kBasic);
  PassContext::Scope scope(context);
  EXPECT_EQ(CurrentVerificationLevel(), VerificationLevel::kBasic);
}

TEST_F(PassFrameworkTest, EnvironmentNoneDisablesAutomaticVerification) {
  auto ssa = RegisterCounting(P::kSSAForm);
  PassPipeline pipeline({RegistryIdentityPass("ConvertToSSA")});
  setenv("PTOC_VERIFY_LEVEL", "none", 1);
  ASSERT_TRUE(pipeline.Run(MakeProgram()).ok());
  EXPECT_EQ(*ssa, 0);
  unsetenv("PTOC_VERIFY_LEVEL");
  ASSERT_TRUE(pipeline.Run(MakeProgram()).ok());
  EXPECT_EQ(*ssa, 1);
}

TEST_F(PassFrameworkTest, OptionsAndCancellation) {
  PassContext context;
  context.SetOption("analyze_auto_scopes_for_deps", "true");
  context.SetOption("n", "12");
  EXPECT_TRUE(context.GetBoolOption("analyze_auto_scopes_for_deps", false));
  EXPECT_FALSE(context.GetBoolOption("missing", false));
  EXPECT_EQ(context.GetIntOption("n", 0), 12);
  EXPECT_EQ(context.GetIntOption("analyze_auto_scopes_for_deps", 7), 7);
  int runs = 0;
  context.set_cancellation_check(
      [&runs] { return runs >= 2 ? absl::CancelledError("request cancelled") : absl::OkStatus(); });
  PassContext::Scope scope(context);
  Pass counting = CreateProgramPass("Count", {}, [&runs](const ir::ProgramPtr& p) {
    ++runs;
    return p;
  });
  PassPipeline pipeline({counting, counting, counting, counting});
  EXPECT_EQ(pipeline.Run(MakeProgram()).status().code(), absl::StatusCode::kCancelled);
  EXPECT_EQ(runs, 2);
}

// ---------------------------------------------------------------------------
// Instruments

TEST_F(PassFrameworkTest, CallbackInstrumentsFireInOrder) {
  std::vector<std::string> events;
  auto make = [&events](const std::string& tag) {
    return std::make_shared<CallbackInstrument>(
        [&events, tag](const Pass& p, const ir::ProgramPtr&) {
          events.push_back(tag + ":before:" + p.GetName());
        },
        [&events, tag](const Pass& p, const ir::ProgramPtr&) {
          events.push_back(tag + ":after:" + p.GetName());
        },
        tag);
  };
  auto a = make("A");
  EXPECT_EQ(a->GetName(), "A");
  EXPECT_EQ(CallbackInstrument().GetName(), "CallbackInstrument");
  PassContext context({a, make("B")});
  PassContext::Scope scope(context);
  Pass p1 = CreateProgramPass("P1", {}, [&events](const ir::ProgramPtr& p) {
    events.push_back("run:P1");
    return p;
  });
  PassPipeline pipeline({p1, IdentityPass("P2")});
  EXPECT_EQ(pipeline.GetPassNames(), (std::vector<std::string>{"P1", "P2"}));
  ASSERT_TRUE(pipeline.Run(MakeProgram()).ok());
  EXPECT_EQ(events, (std::vector<std::string>{"A:before:P1", "B:before:P1", "run:P1", "A:after:P1",
                                              "B:after:P1", "A:before:P2", "B:before:P2",
                                              "A:after:P2", "B:after:P2"}));
}

TEST_F(PassFrameworkTest, CallbackMayAbortWithCompileError) {
  PassContext context({std::make_shared<CallbackInstrument>(
      nullptr, [](const Pass&, const ir::ProgramPtr&) { ThrowInternal("dump failed"); })});
  PassContext::Scope scope(context);
  absl::StatusOr<ir::ProgramPtr> out = IdentityPass("X")(MakeProgram());
  EXPECT_EQ(out.status().code(), absl::StatusCode::kInternal);
  EXPECT_NE(out.status().message().find("dump failed"), std::string::npos);
}

TEST_F(PassFrameworkTest, VerificationInstrumentModes) {
  verify::Diagnostic bad{verify::DiagnosticSeverity::kError, "SSAForm", "x assigned twice",
                         MakeSpan("prog.py", 4, 2), 1};
  auto ssa = RegisterCounting(P::kSSAForm, {bad});
  auto mem = RegisterCounting(P::kHasMemRefs);
  Pass pass = IdentityPass("NeedsSSA", {{P::kSSAForm}, {P::kHasMemRefs}, {}});
  {
    PassContext context({std::make_shared<VerificationInstrument>(VerificationMode::kAfter)},
                        VerificationLevel::kNone);
    PassContext::Scope scope(context);
    EXPECT_TRUE(pass(MakeProgram()).ok());
    EXPECT_EQ(*ssa, 0);
    EXPECT_EQ(*mem, 1);
  }
  {
    PassContext context({std::make_shared<VerificationInstrument>(VerificationMode::kBefore)},
                        VerificationLevel::kNone);
    PassContext::Scope scope(context);
    absl::StatusOr<ir::ProgramPtr> out = pass(MakeProgram());
    ASSERT_FALSE(out.ok());
    EXPECT_TRUE(verify::IsVerificationError(out.status()));
    EXPECT_NE(out.status().message().find("Pre-verification failed before pass 'NeedsSSA'"),
              std::string::npos);
    // The report counts columns from 0, as the reference's does.
    EXPECT_NE(out.status().message().find("Location: prog.py:4:1"), std::string::npos);
    EXPECT_EQ(*ssa, 1);
    EXPECT_EQ(*mem, 1);  // the pass did not run
  }
  {
    PassContext context(
        {std::make_shared<VerificationInstrument>(VerificationMode::kBeforeAndAfter)},
        VerificationLevel::kNone);
    PassContext::Scope scope(context);
    verify::VerifierRegistry::Global().Unregister(P::kSSAForm);
    EXPECT_TRUE(pass(MakeProgram()).ok());  // no SSA verifier: skipped
    EXPECT_EQ(*mem, 2);
  }
}

TEST_F(PassFrameworkTest, DiagnosticLinesPrintTheReferencesZeroBasedColumn) {
  // The reference compiler's line for MemoryReuse's legacy-packing fallback on
  // a kernel whose `def` is at line 6, 0-based column 4.
  verify::Diagnostic w{verify::DiagnosticSeverity::kWarning, "MemoryReuse",
                       "capacity-gated reuse could not fit memory space Right at any "
                       "double-buffering depth; fell back to the legacy packing.",
                       MakeSpan("warn.py", 6, 5), 0};
  EXPECT_EQ(FormatDiagnosticLine(w, "MemoryReuse"),
            "[warning] [MemoryReuse] (MemoryReuse) capacity-gated reuse could not fit memory space "
            "Right at any double-buffering depth; fell back to the legacy packing. at warn.py:6:4");
  // A span at 0-based column 0 is not a valid location for the reference.
  w.span = MakeSpan("warn.py", 6, 1);
  EXPECT_EQ(FormatDiagnosticLine(w, ""),
            "[warning] [MemoryReuse] capacity-gated reuse could not fit memory space Right at any "
            "double-buffering depth; fell back to the legacy packing.");
  verify::Diagnostic e{verify::DiagnosticSeverity::kError, "X", "bad", MakeSpan("a.py", 2, 9), 0};
  EXPECT_EQ(FormatDiagnosticLine(e, "P"), "[error] [X] bad");
}

TEST_F(PassFrameworkTest, ReportAndDiagnosticInstrumentsWritePerfHints) {
  const fs::path dir =
      fs::path(std::getenv("TEST_TMPDIR") ? std::getenv("TEST_TMPDIR") : "/tmp") / "report_test";
  fs::remove_all(dir);
  fs::create_directories(dir);
  DiagnosticCheck check{"TileInnermostDimGranularity", [](const ir::ProgramPtr&) {
                          verify::Diagnostic d;
                          d.severity = verify::DiagnosticSeverity::kPerfHint;
                          d.rule_name = "TileInnermostDimGranularity";
                          d.hint_code = "PH001";
                          d.message = "moves 64 B rows";
                          d.span = MakeSpan("prog.py", 12, 8);
                          return std::vector<verify::Diagnostic>{d};
                        }};
  auto report = std::make_shared<ReportInstrument>(dir.string());
  EXPECT_EQ(report->GetOutputDir(), dir.string());
  PassContext context(
      {report, std::make_shared<DiagnosticInstrument>(std::vector<DiagnosticCheck>{check})});
  PassContext::Scope scope(context);
  PassPipeline pipeline({IdentityPass("A"), IdentityPass("B")});
  ASSERT_TRUE(pipeline.Run(MakeProgram()).ok());
  std::ifstream in(dir / "perf_hints.log");
  std::stringstream text;
  text << in.rdbuf();
  // 1-based column 8 prints as the reference's 0-based 7.
  EXPECT_EQ(text.str(),
            "[perf_hint PH001] TileInnermostDimGranularity: moves 64 B rows at prog.py:12:7\n"
            "[perf_hint PH001] TileInnermostDimGranularity: moves 64 B rows at prog.py:12:7\n");
}

// ---------------------------------------------------------------------------
// Automatic verification

// The reference's set at the seed revision (the seed's text lists the first
// three of its original version).
TEST_F(PassFrameworkTest, AutoVerifiedSetIsTheReferences) {
  EXPECT_EQ(AutoVerifiedProperties(),
            IRPropertySet({P::kSSAForm, P::kTypeChecked, P::kMixedKernelExpanded,
                           P::kAllocatedMemoryAddr, P::kBreakContinueValid, P::kNoRedundantBlocks,
                           P::kInOutUseValid, P::kCallDirectionsResolved,
                           P::kManualDepsOnSubmitOnly, P::kReturnParamsExplicit, P::kAivSplitValid,
                           P::kHardSyncallOccupancyValid, P::kIterArgCarryClassified}));
}

TEST_F(PassFrameworkTest, AutoVerificationReproducesSeedExampleTable) {
  // The seed's table: ConvertToSSA -> SSAForm, TypeChecked (2);
  // FlattenCallExpr -> nothing new (2); AllocateMemoryAddr -> AllocatedMemoryAddr (3).
  std::vector<Pass> passes = {RegistryIdentityPass("ConvertToSSA"),
                              RegistryIdentityPass("FlattenCallExpr"),
                              RegistryIdentityPass("AllocateMemoryAddr")};
  std::vector<IRPropertySet> plan = PlanAutoVerification(passes);
  ASSERT_EQ(plan.size(), 3u);
  EXPECT_EQ(plan[0], IRPropertySet({P::kSSAForm, P::kTypeChecked}));
  EXPECT_TRUE(plan[1].Empty());
  EXPECT_EQ(plan[2], IRPropertySet({P::kAllocatedMemoryAddr}));

  // And the pipeline does exactly that: 3 checks, each property once.
  auto ssa = RegisterCounting(P::kSSAForm);
  auto typed = RegisterCounting(P::kTypeChecked);
  auto alloc = RegisterCounting(P::kAllocatedMemoryAddr);
  std::vector<std::string> order;
  PassContext context(
      {std::make_shared<CallbackInstrument>(nullptr, [&](const Pass& p, const ir::ProgramPtr&) {
        order.push_back(p.GetName() + ":" + std::to_string(*ssa + *typed + *alloc));
      })});
  PassContext::Scope scope(context);
  ASSERT_TRUE(PassPipeline(passes).Run(MakeProgram()).ok());
  EXPECT_EQ(*ssa, 1);
  EXPECT_EQ(*typed, 1);
  EXPECT_EQ(*alloc, 1);
  // Cumulative checks before each after-pass callback: the pipeline verifies
  // after the instruments of the pass ran. As in the reference, TypeChecked
  // is checked on the pipeline's input, so ConvertToSSA adds only SSAForm;
  // the totals per property are the table's.
  EXPECT_EQ(order, (std::vector<std::string>{"ConvertToSSA:1", "FlattenCallExpr:2",
                                             "AllocateMemoryAddr:2"}));
  VerificationPlan run_plan = PlanPipelineVerification(passes);
  EXPECT_EQ(run_plan.input, InputVerifiedProperties());
  EXPECT_EQ(run_plan.after_pass,
            (std::vector<IRPropertySet>{{P::kSSAForm}, {}, {P::kAllocatedMemoryAddr}}));
}

TEST_F(PassFrameworkTest, InputCheckRunsTheStructuralSetOnceBeforeTheFirstPass) {
  EXPECT_EQ(InputVerifiedProperties().ToString(),
            "{TypeChecked, NoRedundantBlocks, BreakContinueValid, InOutUseValid, "
            "ManualDepsOnSubmitOnly}");
  std::map<P, std::shared_ptr<std::atomic<int>>> counts;
  for (P p : {P::kTypeChecked, P::kNoRedundantBlocks, P::kBreakContinueValid, P::kInOutUseValid,
              P::kManualDepsOnSubmitOnly, P::kUseAfterDef, P::kSSAForm}) {
    counts[p] = RegisterCounting(p);
  }
  int seen_at_first_pass = -1;
  PassContext context({std::make_shared<CallbackInstrument>(
      [&](const Pass&, const ir::ProgramPtr&) {
        if (seen_at_first_pass < 0) seen_at_first_pass = *counts[P::kInOutUseValid];
      },
      nullptr)});
  PassContext::Scope scope(context);
  // An empty pipeline checks its input too.
  ASSERT_TRUE(PassPipeline().Run(MakeProgram()).ok());
  for (P p : InputVerifiedProperties().ToVector()) EXPECT_EQ(*counts[p], 1) << IRPropertyName(p);
  ASSERT_TRUE(PassPipeline({RegistryIdentityPass("ConvertToSSA")}).Run(MakeProgram()).ok());
  EXPECT_EQ(seen_at_first_pass, 2);  // before the pass's own instruments
  for (P p : InputVerifiedProperties().ToVector()) EXPECT_EQ(*counts[p], 2) << IRPropertyName(p);
  EXPECT_EQ(*counts[P::kUseAfterDef], 0);  // structural, but not automatically verified
  EXPECT_EQ(*counts[P::kSSAForm], 1);
  // Level None: no input check.
  PassContext off({}, VerificationLevel::kNone);
  PassContext::Scope off_scope(off);
  ASSERT_TRUE(PassPipeline().Run(MakeProgram()).ok());
  EXPECT_EQ(*counts[P::kInOutUseValid], 2);
}

TEST_F(PassFrameworkTest, FailingInputCheckNamesPipelineInputAndRunsNoPass) {
  // The header of the reference's error for a program that reads a variable
  // after passing it as Out (corpus program 171, golden error.txt).
  verify::Diagnostic d{verify::DiagnosticSeverity::kError, "InOutUseDiscipline", "stale read",
                       MakeSpan("prog.py", 38, 9), 0};
  RegisterCounting(P::kInOutUseValid, {d});
  int passes_run = 0;
  PassContext context({std::make_shared<CallbackInstrument>(
      [&](const Pass&, const ir::ProgramPtr&) { ++passes_run; }, nullptr)});
  PassContext::Scope scope(context);
  absl::StatusOr<ir::ProgramPtr> out =
      PassPipeline({RegistryIdentityPass("ConvertToSSA")}).Run(MakeProgram());
  ASSERT_FALSE(out.ok());
  EXPECT_TRUE(verify::IsVerificationError(out.status()));
  EXPECT_TRUE(absl::StartsWith(
      out.status().message(),
      "Verification failed after 'pipeline_input' for properties {TypeChecked, "
      "NoRedundantBlocks, BreakContinueValid, InOutUseValid, ManualDepsOnSubmitOnly}:\n"
      "IR Verification Report\n"))
      << out.status();
  EXPECT_NE(out.status().message().find("  Location: prog.py:38:8\n"), absl::string_view::npos);
  EXPECT_EQ(passes_run, 0);
}

TEST_F(PassFrameworkTest, AutoVerificationOverDefaultStrategyChecksEachPropertyOnce) {
  std::vector<Pass> passes;
  for (const std::string& name : StrategyPassNames(OptimizationStrategy::kDefault)) {
    passes.push_back(RegistryIdentityPass(name));
  }
  std::vector<IRPropertySet> plan = PlanAutoVerification(passes);
  std::vector<std::string> nonempty;
  int total = 0;
  for (size_t i = 0; i < plan.size(); ++i) {
    if (plan[i].Empty()) continue;
    nonempty.push_back(passes[i].GetName() + " " + plan[i].ToString());
    total += plan[i].Size();
  }
  EXPECT_EQ(total, 11);
  // The reference's verification points: with the seed table's contracts,
  // UnrollLoops (run 2) is the first pass producing TypeChecked, so TypeChecked
  // is checked there when the input was not checked; InitMemRef invalidates
  // SSAForm but no later pass produces it again. The passes whose contract in
  // the reference produces more than their seed row (OutlineIncoreScopes,
  // ConvertTensorToTileOps, ExpandMixedKernel, NormalizeReturnOrder) check
  // that too, and AivSplitValid, re-established by each of its producers, is
  // checked after each.
  EXPECT_EQ(nonempty, (std::vector<std::string>{
                          "UnrollLoops {TypeChecked}",
                          "ConvertToSSA {SSAForm}",
                          "OutlineIncoreScopes {AivSplitValid}",
                          "ConvertTensorToTileOps {AivSplitValid}",
                          "InferTileMemorySpace {AivSplitValid}",
                          "ExpandMixedKernel {MixedKernelExpanded, HardSyncallOccupancyValid}",
                          "NormalizeReturnOrder {ReturnParamsExplicit}",
                          "AllocateMemoryAddr {AllocatedMemoryAddr}",
                          "DeriveCallDirections {CallDirectionsResolved}",
                          "ClassifyIterArgCarry {IterArgCarryClassified}",
                      }));
  auto ssa = RegisterCounting(P::kSSAForm);
  auto typed = RegisterCounting(P::kTypeChecked);
  auto alloc = RegisterCounting(P::kAllocatedMemoryAddr);
  auto memrefs = RegisterCounting(P::kHasMemRefs);  // not auto-verified
  ASSERT_TRUE(PassPipeline(passes).Run(MakeProgram()).ok());
  EXPECT_EQ(*ssa + *typed + *alloc, 3);
  EXPECT_EQ(*memrefs, 0);
  // Level NONE: nothing.
  PassContext off({}, VerificationLevel::kNone);
  PassContext::Scope scope(off);
  ASSERT_TRUE(PassPipeline(passes).Run(MakeProgram()).ok());
  EXPECT_EQ(*ssa + *typed + *alloc, 3);
}

TEST_F(PassFrameworkTest, InvalidatedPropertyIsVerifiedAgainWhenReproduced) {
  std::vector<Pass> passes = {
      IdentityPass("MakeSSA", {{}, {P::kSSAForm}, {}}),
      IdentityPass("KeepSSA", {{}, {P::kSSAForm}, {}}),
      IdentityPass("BreakSSA", {{}, {P::kHasMemRefs}, {P::kSSAForm}}),
      IdentityPass("RemakeSSA", {{}, {P::kSSAForm}, {}}),
      IdentityPass("KeepSSA2", {{}, {P::kSSAForm}, {}}),
  };
  std::vector<IRPropertySet> plan = PlanAutoVerification(passes);
  IRPropertySet ssa = {P::kSSAForm};
  EXPECT_EQ(plan, (std::vector<IRPropertySet>{ssa, {}, {}, ssa, {}}));
  auto count = RegisterCounting(P::kSSAForm);
  ASSERT_TRUE(PassPipeline(passes).Run(MakeProgram()).ok());
  EXPECT_EQ(*count, 2);
}

TEST_F(PassFrameworkTest, FailingVerifierNamesPassPropertyAndLine) {
  // The diagnostic and expected text are the reference's error for corpus
  // program 21_vec_overflow_negative (golden error.txt).
  std::ifstream in("tests/golden/21_vec_overflow_negative/error.txt");
  ASSERT_TRUE(in.good());
  std::stringstream golden_stream;
  golden_stream << in.rdbuf();
  std::string golden = golden_stream.str();
  const std::string kPrefix = "Exception: ";
  ASSERT_EQ(golden.rfind(kPrefix, 0), 0u);
  size_t end = golden.find("error(s) found)\n");
  ASSERT_NE(end, std::string::npos);
  std::string expected = golden.substr(kPrefix.size(), end + 16 - kPrefix.size());

  verify::Diagnostic d{verify::DiagnosticSeverity::kError, "AllocatedMemoryAddr",
                       "Function 'six_way_sum': Vec buffer usage (196608 bytes) exceeds platform "
                       "limit (188416 bytes)",
                       // `def` at 1-based column 5; the report prints 0-based 8:4.
                       MakeSpan("21_vec_overflow_negative.py", 8, 5), 1};
  RegisterCounting(P::kAllocatedMemoryAddr, {d});
  int after_failure = 0;
  PassContext context(
      {std::make_shared<CallbackInstrument>(nullptr, [&](const Pass& p, const ir::ProgramPtr&) {
        if (p.GetName() == "FoldNoOpReshape") ++after_failure;
      })});
  PassContext::Scope scope(context);
  PassPipeline pipeline({RegistryIdentityPass("MemoryReuse"),
                         RegistryIdentityPass("AllocateMemoryAddr"),
                         RegistryIdentityPass("FoldNoOpReshape")});
  absl::StatusOr<ir::ProgramPtr> out = pipeline.Run(MakeProgram());
  ASSERT_FALSE(out.ok());
  EXPECT_EQ(out.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_TRUE(verify::IsVerificationError(out.status()));
  EXPECT_EQ(std::string(out.status().message()), expected);
  EXPECT_EQ(after_failure, 0);
  EXPECT_FALSE(verify::IsVerificationError(absl::InternalError("other")));
}

// ---------------------------------------------------------------------------
// Verifier registry

TEST_F(PassFrameworkTest, RunVerifierRecordsSkippedProperties) {
  auto typed = RegisterCounting(P::kTypeChecked);
  verify::VerificationReport report =
      verify::RunVerifier(MakeProgram(), {P::kSSAForm, P::kTypeChecked});
  EXPECT_EQ(report.checked, IRPropertySet({P::kTypeChecked}));
  EXPECT_EQ(report.skipped, IRPropertySet({P::kSSAForm}));
  EXPECT_FALSE(report.HasErrors());
  EXPECT_EQ(report.Format(),
            "IR Verification Report\n======================\n"
            "Total diagnostics: 0 (0 errors, 0 warnings)\n\nStatus: PASSED\n");
  EXPECT_EQ(*typed, 1);
}

TEST_F(PassFrameworkTest, VerifierExceptionsBecomeDiagnostics) {
  verify::VerifierRegistry::Global().Register(verify::MakePropertyVerifier(
      "TypeCheck", P::kTypeChecked, [](const ir::ProgramPtr&) -> std::vector<verify::Diagnostic> {
        ThrowUserError(MakeSpan("prog.py", 2, 3), "cannot type");
      }));
  verify::VerificationReport report = verify::RunVerifier(MakeProgram(), {P::kTypeChecked});
  ASSERT_EQ(report.diagnostics.size(), 1u);
  EXPECT_EQ(report.ErrorCount(), 1);
  EXPECT_EQ(report.diagnostics[0].rule_name, "TypeChecked");
  EXPECT_EQ(report.diagnostics[0].message, "prog.py:2:3: cannot type");
}

// Registers a function-local verifier for `property` that appends
// "<property>:<function>" to `calls` on every run and reports an error in a
// function named "bad".
void RegisterLocalRecording(IRProperty property, std::shared_ptr<std::vector<std::string>> calls) {
  const std::string name(IRPropertyName(property));
  verify::VerifierRegistry::Global().Register(verify::MakeFunctionLocalVerifier(
      name, property,
      [name, calls](const ir::FunctionPtr& f, std::vector<verify::Diagnostic>* out) {
        calls->push_back(name + ":" + f->name());
        if (f->name() == "bad") {
          out->push_back({verify::DiagnosticSeverity::kError, name, "bad function", f->span(), 0});
        }
      }));
}

ir::ProgramPtr ProgramOf(std::vector<ir::FunctionPtr> functions) {
  return std::make_shared<ir::Program>("prog", std::move(functions), MakeSpan("prog.py", 1, 1));
}

TEST_F(PassFrameworkTest, LocalVerifiersWalkFunctionByFunctionAndReportByProperty) {
  auto calls = std::make_shared<std::vector<std::string>>();
  RegisterLocalRecording(P::kSSAForm, calls);
  RegisterLocalRecording(P::kTypeChecked, calls);
  const std::vector<IRProperty> order = IRPropertySet({P::kSSAForm, P::kTypeChecked}).ToVector();
  const std::string first(IRPropertyName(order[0]));
  const std::string second(IRPropertyName(order[1]));
  verify::VerificationReport report = verify::RunVerifier(
      ProgramOf({MakeFunction("bad"), MakeFunction("main")}), {P::kSSAForm, P::kTypeChecked});
  // Both properties of one function before the next function...
  EXPECT_EQ(*calls, (std::vector<std::string>{first + ":bad", second + ":bad", first + ":main",
                                              second + ":main"}));
  // ...while the report lists the findings property by property.
  ASSERT_EQ(report.diagnostics.size(), 2u);
  EXPECT_EQ(report.diagnostics[0].rule_name, first);
  EXPECT_EQ(report.diagnostics[1].rule_name, second);
  EXPECT_EQ(report.checked, IRPropertySet({P::kSSAForm, P::kTypeChecked}));
}

TEST_F(PassFrameworkTest, VerificationCacheSkipsOnlyFunctionsFoundClean) {
  auto calls = std::make_shared<std::vector<std::string>>();
  RegisterLocalRecording(P::kSSAForm, calls);
  verify::VerificationCache cache;
  ir::FunctionPtr main = MakeFunction("main");
  ir::FunctionPtr bad = MakeFunction("bad");
  EXPECT_EQ(verify::RunVerifier(ProgramOf({main, bad}), {P::kSSAForm}, &cache).ErrorCount(), 1);
  EXPECT_EQ(calls->size(), 2u);
  EXPECT_TRUE(cache.IsClean(main.get(), P::kSSAForm));
  EXPECT_FALSE(cache.IsClean(bad.get(), P::kSSAForm));
  EXPECT_FALSE(cache.IsClean(main.get(), P::kTypeChecked));
  // Same objects again: only the function with a finding is checked (and
  // reported) again.
  calls->clear();
  verify::VerificationReport again =
      verify::RunVerifier(ProgramOf({main, bad}), {P::kSSAForm}, &cache);
  EXPECT_EQ(*calls, std::vector<std::string>{"SSAForm:bad"});
  EXPECT_EQ(again.ErrorCount(), 1);
  // A rebuilt function (a new object, same name) is checked; the functions
  // left out of the program leave the cache.
  calls->clear();
  ir::FunctionPtr rebuilt = MakeFunction("main");
  verify::RunVerifier(ProgramOf({rebuilt}), {P::kSSAForm}, &cache);
  EXPECT_EQ(*calls, std::vector<std::string>{"SSAForm:main"});
  EXPECT_EQ(cache.size(), 1u);
  EXPECT_FALSE(cache.IsClean(main.get(), P::kSSAForm));
  EXPECT_TRUE(cache.IsClean(rebuilt.get(), P::kSSAForm));
}

TEST_F(PassFrameworkTest, PipelineVerifiesAgainOnlyTheFunctionsAPassRebuilt) {
  auto calls = std::make_shared<std::vector<std::string>>();
  RegisterLocalRecording(P::kSSAForm, calls);
  Pass produce = IdentityPass("ProduceSSA", {{}, {P::kSSAForm}, {}});
  // Rebuilds "kernel" only and claims SSA form again, so it is re-verified.
  Pass rebuild_kernel = CreateProgramPass("RebuildKernel", {{}, {P::kSSAForm}, {P::kSSAForm}},
                                          [](const ir::ProgramPtr& p) {
                                            std::vector<ir::FunctionPtr> functions = p->functions();
                                            for (ir::FunctionPtr& f : functions) {
                                              if (f->name() == "kernel")
                                                f = f->WithFields(f->fields());
                                            }
                                            return ProgramOf(std::move(functions));
                                          });
  ASSERT_TRUE(PassPipeline({produce, rebuild_kernel}).Run(MakeProgram()).ok());
  EXPECT_EQ(*calls, (std::vector<std::string>{"SSAForm:kernel", "SSAForm:main", "SSAForm:kernel"}));
}

TEST_F(PassFrameworkTest, LocalVerifierExceptionIsItsOnlyFinding) {
  verify::VerifierRegistry::Global().Register(verify::MakeFunctionLocalVerifier(
      "TypeCheck", P::kTypeChecked,
      [](const ir::FunctionPtr& f, std::vector<verify::Diagnostic>* out) {
        out->push_back(
            {verify::DiagnosticSeverity::kError, "TypeCheck", "in " + f->name(), f->span(), 0});
        if (f->name() == "kernel") ThrowUserError(MakeSpan("prog.py", 4, 2), "cannot type");
      }));
  verify::VerificationCache cache;
  verify::VerificationReport report = verify::RunVerifier(MakeProgram(), {P::kTypeChecked}, &cache);
  ASSERT_EQ(report.diagnostics.size(), 1u);
  EXPECT_EQ(report.diagnostics[0].rule_name, "TypeChecked");
  EXPECT_EQ(report.diagnostics[0].message, "prog.py:4:2: cannot type");
  EXPECT_EQ(cache.size(), 0u);
}

TEST_F(PassFrameworkTest, WarningsOnlyReportPasses) {
  verify::Diagnostic w{verify::DiagnosticSeverity::kWarning, "UnusedVariable", "x unused",
                       MakeSpan("a.py", 1, 2), 0};
  EXPECT_EQ(verify::FormatVerificationReport({w}),
            "IR Verification Report\n======================\n"
            "Total diagnostics: 1 (0 errors, 1 warnings)\n\n"
            "[1] WARNING - UnusedVariable\n  Message: x unused\n  Location: a.py:1:1\n"
            "  Error Code: 0\n\nStatus: PASSED with 1 warning(s)\n");
  RegisterCounting(P::kSSAForm, {w});
  EXPECT_TRUE(PassPipeline({RegistryIdentityPass("ConvertToSSA")}).Run(MakeProgram()).ok());
}

}  // namespace
}  // namespace ptoc::pass
