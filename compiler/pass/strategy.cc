#include "compiler/pass/strategy.h"

namespace ptoc::pass {
namespace {

// The recipe at the seed revision (see passes.md §1.1).
const std::vector<std::string>& TensorPrefix() {
  static const auto* names = new std::vector<std::string>{
      "InlineFunctions",        "UnrollLoops",     "CtrlFlowTransform", "ConvertToSSA", "Simplify",
      "NormalizeStmtStructure", "FlattenCallExpr",
  };
  return *names;
}

const std::vector<std::string>& TensorOnlyStage() {
  static const auto* names = new std::vector<std::string>{
      "OutlineHierarchyScopes", "OutlineIncoreScopes", "OutlineClusterScopes",
      "ConvertTensorToTileOps", "OptimizeOrchTensors",
  };
  return *names;
}

const std::vector<std::string>& TileStage() {
  static const auto* names = new std::vector<std::string>{
      "LowerCompositeOps",
      "FlattenTileNdTo2D",
      "LegalizeTileCast",
      "AutoTileMatmulL0",
      "CanonicalizeTileSlice",
      "InferTileMemorySpace",
      "ResolveBackendOpLayouts",
      "LowerAutoVectorSplit",
      "ExpandMixedKernel",
      "InjectGMPipeBuffer",
      "SplitVectorKernel",
      "StampTfreeSplit",
      "NormalizeReturnOrder",
      "SkewCrossCorePipeline",
      "LowerPipelineLoops",
      "CanonicalizeIOOrder",
      "MaterializeTensorStrides",
      "InitMemRef",
      "MaterializeSemanticAliases",
      "MemoryReuse",
      "AllocateMemoryAddr",
      "FoldNoOpReshape",
      "FuseCreateAssembleToSlice",
      "DeriveCallDirections",
      "AutoDeriveTaskDependencies",
      "ExpandManualPhaseFence",
      "SynthesizeAllReduceSignals",
      "MaterializeCommDomainScopes",
      "LowerHostTensorCollectives",
      "MaterializeDistTensorCtx",
      "Simplify",
      "MaterializeRuntimeScopes",
      "ClassifyIterArgCarry",
  };
  return *names;
}

}  // namespace

absl::string_view StrategyName(OptimizationStrategy strategy) {
  switch (strategy) {
    case OptimizationStrategy::kDefault:
      return "Default";
    case OptimizationStrategy::kDebugTileOptimization:
      return "DebugTileOptimization";
  }
  return "?";
}

std::optional<OptimizationStrategy> ParseStrategy(absl::string_view name) {
  if (name == "Default" || name == "default") return OptimizationStrategy::kDefault;
  if (name == "DebugTileOptimization" || name == "debugtile" || name == "debug_tile") {
    return OptimizationStrategy::kDebugTileOptimization;
  }
  return std::nullopt;
}

std::vector<std::string> StrategyPassNames(OptimizationStrategy strategy) {
  std::vector<std::string> names = TensorPrefix();
  if (strategy == OptimizationStrategy::kDefault) {
    names.insert(names.end(), TensorOnlyStage().begin(), TensorOnlyStage().end());
  }
  names.insert(names.end(), TileStage().begin(), TileStage().end());
  return names;
}

}  // namespace ptoc::pass
