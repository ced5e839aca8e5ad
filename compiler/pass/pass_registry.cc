#include "compiler/pass/pass_registry.h"

#include <cstdlib>
#include <iostream>

#include "absl/strings/str_cat.h"

namespace ptoc::pass {
namespace {

using P = IRProperty;

// The built-in catalog. Contracts marked `true` are the seed's per-pass table
// verbatim; the others (passes the table omits) are the reference's
// declarations at the seed revision.
void DeclareBuiltinPasses(PassRegistry& r) {
  auto seed = [&r](const char* name, IRPropertySet req, IRPropertySet prod, IRPropertySet inv,
                   IRPropertySet reference_checked = {}) {
    (void)r.Declare(name, PassProperties{req, prod, inv}, /*from_seed_table=*/true,
                    reference_checked);
  };
  auto ref = [&r](const char* name, IRPropertySet req, IRPropertySet prod, IRPropertySet inv) {
    (void)r.Declare(name, PassProperties{req, prod, inv}, /*from_seed_table=*/false);
  };
  const IRPropertySet kTileSix = {
      P::kSSAForm,   P::kSplitIncoreOrch,    P::kIncoreTileOps,
      P::kTileOps2D, P::kTileMemoryInferred, P::kNormalizedStmtStructure};

  // Tensor prefix.
  seed("InlineFunctions", {}, {P::kInlineFunctionsEliminated}, {});
  seed("UnrollLoops", {P::kTypeChecked}, {P::kTypeChecked}, {});
  seed("CtrlFlowTransform", {P::kTypeChecked}, {P::kTypeChecked, P::kStructuredCtrlFlow}, {});
  seed("ConvertToSSA", {P::kTypeChecked}, {P::kTypeChecked, P::kSSAForm},
       {P::kNormalizedStmtStructure});
  seed("Simplify", {}, {}, {});
  seed("NormalizeStmtStructure", {P::kTypeChecked}, {P::kTypeChecked, P::kNormalizedStmtStructure},
       {});
  seed("FlattenCallExpr", {P::kSSAForm}, {P::kSSAForm, P::kNoNestedCalls},
       {P::kNormalizedStmtStructure});
  // Tensor-only stage (Default strategy).
  ref("OutlineHierarchyScopes", {P::kSSAForm},
      {P::kSSAForm, P::kHierarchyOutlined, P::kOrchestrationReferencesResolved}, {});
  // The last argument of a seed row: what the reference's pipeline verifies
  // after the pass beyond the row (PassInfo::reference_checked).
  seed("OutlineIncoreScopes", {P::kTypeChecked, P::kSSAForm}, {P::kSplitIncoreOrch}, {},
       {P::kAivSplitValid});
  seed("OutlineClusterScopes", {P::kTypeChecked, P::kSSAForm}, {P::kClusterOutlined}, {});
  seed("ConvertTensorToTileOps", {P::kSplitIncoreOrch}, {P::kIncoreTileOps}, {},
       {P::kAivSplitValid});
  ref("OptimizeOrchTensors", {P::kSplitIncoreOrch, P::kIncoreTileOps},
      {P::kSplitIncoreOrch, P::kIncoreTileOps}, {});
  // Tile stage.
  seed("LowerCompositeOps", {}, {}, {});
  seed("FlattenTileNdTo2D", {P::kSSAForm, P::kIncoreTileOps}, {P::kSSAForm, P::kTileOps2D}, {});
  seed("LegalizeTileCast", {}, {}, {});
  seed("AutoTileMatmulL0", {P::kSSAForm, P::kIncoreTileOps, P::kTileOps2D},
       {P::kSSAForm, P::kIncoreTileOps, P::kTileOps2D}, {});
  const IRPropertySet kSliceSet = {P::kSSAForm, P::kSplitIncoreOrch, P::kIncoreTileOps,
                                   P::kTileOps2D, P::kNormalizedStmtStructure};
  seed("CanonicalizeTileSlice", kSliceSet, kSliceSet, {});
  ref("InferTileMemorySpace",
      {P::kSSAForm, P::kIncoreTileOps, P::kSplitIncoreOrch, P::kNormalizedStmtStructure},
      {P::kSSAForm, P::kTileMemoryInferred, P::kNormalizedStmtStructure, P::kAivSplitValid},
      {P::kAivSplitValid});
  const IRPropertySet kLayoutSet = {P::kSSAForm, P::kIncoreTileOps, P::kSplitIncoreOrch,
                                    P::kTileOps2D};
  seed("ResolveBackendOpLayouts", kLayoutSet, kLayoutSet.Union({P::kNormalizedStmtStructure}), {});
  seed("LowerAutoVectorSplit", kTileSix, kTileSix, {});
  seed("ExpandMixedKernel", kLayoutSet, {P::kSSAForm, P::kMixedKernelExpanded}, {},
       {P::kHardSyncallOccupancyValid});
  const IRPropertySet kGmPipeSet = {P::kSSAForm, P::kMixedKernelExpanded,
                                    P::kNormalizedStmtStructure};
  ref("InjectGMPipeBuffer", kGmPipeSet, kGmPipeSet, {});
  ref("SplitVectorKernel", {P::kSSAForm, P::kMixedKernelExpanded},
      {P::kSSAForm, P::kVectorKernelSplit, P::kNormalizedStmtStructure}, {});
  ref("StampTfreeSplit", {P::kSplitIncoreOrch}, {}, {});
  seed("NormalizeReturnOrder", {P::kSplitIncoreOrch, P::kIncoreTileOps}, {}, {},
       {P::kReturnParamsExplicit});
  ref("SkewCrossCorePipeline", kTileSix, kTileSix, {});
  ref("LowerPipelineLoops", kTileSix, kTileSix, {});
  ref("CanonicalizeIOOrder", kTileSix, kTileSix.Union({P::kPipelineResolved}), {});
  ref("MaterializeTensorStrides", kTileSix, kTileSix.Union({P::kTensorViewCanonical}), {});
  seed("InitMemRef",
       {P::kTypeChecked, P::kSSAForm, P::kSplitIncoreOrch, P::kIncoreTileOps, P::kTileOps2D},
       {P::kHasMemRefs}, {P::kSSAForm});
  const IRPropertySet kMemSet = {P::kSplitIncoreOrch, P::kIncoreTileOps, P::kHasMemRefs,
                                 P::kTileOps2D};
  seed("MaterializeSemanticAliases", kMemSet, {}, {});
  seed("MemoryReuse", kMemSet.Union({P::kTypeChecked}), {}, {});
  seed("AllocateMemoryAddr", kMemSet.Union({P::kTypeChecked}), {P::kAllocatedMemoryAddr}, {});
  seed("FoldNoOpReshape", kMemSet, {}, {});
  seed("FuseCreateAssembleToSlice", {}, {}, {});
  seed("DeriveCallDirections", {P::kSplitIncoreOrch}, {P::kCallDirectionsResolved}, {});
  seed("AutoDeriveTaskDependencies", {P::kSplitIncoreOrch, P::kCallDirectionsResolved},
       {P::kCallDirectionsResolved}, {});
  const IRPropertySet kFenceSet = {P::kNoNestedCalls, P::kNormalizedStmtStructure,
                                   P::kCallDirectionsResolved};
  seed("ExpandManualPhaseFence", kFenceSet, kFenceSet, {});
  seed("SynthesizeAllReduceSignals", {}, {}, {});
  seed("MaterializeCommDomainScopes", {}, {P::kCommDomainScopesMaterialized}, {});
  seed("LowerHostTensorCollectives", {P::kCommDomainScopesMaterialized},
       {P::kCommDomainScopesMaterialized}, {});
  seed("MaterializeDistTensorCtx", {P::kCommDomainScopesMaterialized},
       {P::kCommDomainScopesMaterialized}, {});
  seed("MaterializeRuntimeScopes", {P::kSplitIncoreOrch, P::kCallDirectionsResolved},
       {P::kRuntimeScopesMaterialized}, {});
  seed("ClassifyIterArgCarry", {P::kCallDirectionsResolved, P::kRuntimeScopesMaterialized},
       {P::kIterArgCarryClassified, P::kRuntimeScopesMaterialized}, {});
}

[[noreturn]] void DieOnRegistrationError(const absl::Status& status) {
  std::cerr << "fatal: pass registration failed: " << status << std::endl;
  std::abort();
}

}  // namespace

PassRegistry& PassRegistry::Global() {
  // Built on first use, so transform files registering from their static
  // initialisers always find the catalog regardless of initialisation order.
  static PassRegistry* registry = [] {
    auto* r = new PassRegistry();
    DeclareBuiltinPasses(*r);
    return r;
  }();
  return *registry;
}

absl::Status PassRegistry::Declare(std::string name, PassProperties properties,
                                   bool from_seed_table, IRPropertySet reference_checked) {
  std::lock_guard<std::mutex> lock(mu_);
  if (entries_.count(name) != 0) {
    return absl::AlreadyExistsError(absl::StrCat("pass already declared: ", name));
  }
  order_.push_back(name);
  Entry entry;
  entry.info = PassInfo{name, properties, from_seed_table, false, reference_checked};
  entries_.emplace(std::move(name), std::move(entry));
  return absl::OkStatus();
}

absl::Status PassRegistry::SetTransform(absl::string_view name, ProgramTransform transform) {
  return SetTransforms(name, std::move(transform), nullptr);
}

absl::Status PassRegistry::SetFunctionTransform(absl::string_view name,
                                                FunctionTransform transform) {
  ProgramTransform program_transform = ForEachFunction(transform);
  return SetTransforms(name, std::move(program_transform), std::move(transform));
}

absl::Status PassRegistry::SetTransforms(absl::string_view name, ProgramTransform transform,
                                         FunctionTransform function_transform) {
  std::lock_guard<std::mutex> lock(mu_);
  auto it = entries_.find(name);
  if (it == entries_.end()) {
    return absl::NotFoundError(
        absl::StrCat("cannot register a transform for undeclared pass: ", name));
  }
  it->second.info.implemented = transform != nullptr;
  it->second.transform = std::move(transform);
  it->second.function_transform = std::move(function_transform);
  return absl::OkStatus();
}

void PassRegistry::ClearTransform(absl::string_view name) { (void)SetTransform(name, nullptr); }

absl::StatusOr<Pass> PassRegistry::GetPass(absl::string_view name) const {
  std::lock_guard<std::mutex> lock(mu_);
  auto it = entries_.find(name);
  if (it == entries_.end()) return absl::InvalidArgumentError(absl::StrCat("unknown pass: ", name));
  const Entry& entry = it->second;
  if (!entry.transform) {
    return CreateUnimplementedPass(entry.info.name, entry.info.properties,
                                   entry.info.reference_checked);
  }
  if (entry.function_transform) {
    return CreateFunctionPass(entry.info.name, entry.info.properties, entry.function_transform,
                              entry.info.reference_checked);
  }
  return CreateProgramPass(entry.info.name, entry.info.properties, entry.transform,
                           entry.info.reference_checked);
}

bool PassRegistry::Contains(absl::string_view name) const {
  std::lock_guard<std::mutex> lock(mu_);
  return entries_.find(name) != entries_.end();
}

std::optional<PassInfo> PassRegistry::Find(absl::string_view name) const {
  std::lock_guard<std::mutex> lock(mu_);
  auto it = entries_.find(name);
  if (it == entries_.end()) return std::nullopt;
  return it->second.info;
}

std::vector<std::string> PassRegistry::Names() const {
  std::lock_guard<std::mutex> lock(mu_);
  return order_;
}

std::vector<PassInfo> PassRegistry::List() const {
  std::lock_guard<std::mutex> lock(mu_);
  std::vector<PassInfo> out;
  out.reserve(order_.size());
  for (const std::string& name : order_) out.push_back(entries_.find(name)->second.info);
  return out;
}

bool RegisterPassTransform(const std::string& name, ProgramTransform transform) {
  absl::Status status = PassRegistry::Global().SetTransform(name, std::move(transform));
  if (!status.ok()) DieOnRegistrationError(status);
  return true;
}

bool RegisterFunctionPassTransform(const std::string& name, FunctionTransform transform) {
  absl::Status status = PassRegistry::Global().SetFunctionTransform(name, std::move(transform));
  if (!status.ok()) DieOnRegistrationError(status);
  return true;
}

bool RegisterNewPass(const std::string& name, PassProperties properties,
                     ProgramTransform transform) {
  absl::Status status = PassRegistry::Global().Declare(name, properties);
  if (status.ok()) status = PassRegistry::Global().SetTransform(name, std::move(transform));
  if (!status.ok()) DieOnRegistrationError(status);
  return true;
}

}  // namespace ptoc::pass
