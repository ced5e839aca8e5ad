// Plugs the pass transforms into the pass registry's catalog by name.
// (Linked with alwayslink so the static registrations run.)
#include "compiler/pass/pass_registry.h"
#include "compiler/transforms/passes.h"

namespace ptoc::transforms {
namespace {

// Front-end passes.
PTOC_REGISTER_PASS_TRANSFORM(InlineFunctions, InlineFunctions);
PTOC_REGISTER_PASS_TRANSFORM(UnrollLoops, UnrollLoops);
PTOC_REGISTER_PASS_TRANSFORM(CtrlFlowTransform, CtrlFlowTransform);
PTOC_REGISTER_PASS_TRANSFORM(ConvertToSSA, ConvertToSSA);
PTOC_REGISTER_PASS_TRANSFORM(Simplify, Simplify);
PTOC_REGISTER_PASS_TRANSFORM(NormalizeStmtStructure, NormalizeStmtStructure);
PTOC_REGISTER_PASS_TRANSFORM(FlattenCallExpr, FlattenCallExpr);
PTOC_REGISTER_PASS_TRANSFORM(OutlineHierarchyScopes, OutlineHierarchyScopes);
PTOC_REGISTER_PASS_TRANSFORM(OutlineIncoreScopes, OutlineIncoreScopes);
PTOC_REGISTER_PASS_TRANSFORM(OutlineClusterScopes, OutlineClusterScopes);

// Tile-stage passes (the *InFunction ones are function-local: a pipeline may
// run them function by function).
PTOC_REGISTER_PASS_TRANSFORM(ConvertTensorToTileOps, ConvertTensorToTileOps);
PTOC_REGISTER_PASS_TRANSFORM(OptimizeOrchTensors, OptimizeOrchTensors);
PTOC_REGISTER_FUNCTION_PASS_TRANSFORM(LowerCompositeOps, LowerCompositeOpsInFunction);
PTOC_REGISTER_FUNCTION_PASS_TRANSFORM(FlattenTileNdTo2D, FlattenTileNdTo2DInFunction);
PTOC_REGISTER_FUNCTION_PASS_TRANSFORM(LegalizeTileCast, LegalizeTileCastInFunction);
PTOC_REGISTER_FUNCTION_PASS_TRANSFORM(AutoTileMatmulL0, AutoTileMatmulL0InFunction);
PTOC_REGISTER_FUNCTION_PASS_TRANSFORM(CanonicalizeTileSlice, CanonicalizeTileSliceInFunction);
PTOC_REGISTER_PASS_TRANSFORM(InferTileMemorySpace, InferTileMemorySpace);
PTOC_REGISTER_FUNCTION_PASS_TRANSFORM(ResolveBackendOpLayouts, ResolveBackendOpLayoutsInFunction);
PTOC_REGISTER_FUNCTION_PASS_TRANSFORM(LowerAutoVectorSplit, LowerAutoVectorSplitInFunction);
PTOC_REGISTER_PASS_TRANSFORM(ExpandMixedKernel, ExpandMixedKernel);
PTOC_REGISTER_PASS_TRANSFORM(InjectGMPipeBuffer, InjectGMPipeBuffer);
PTOC_REGISTER_PASS_TRANSFORM(SplitVectorKernel, SplitVectorKernel);
PTOC_REGISTER_PASS_TRANSFORM(StampTfreeSplit, StampTfreeSplit);
PTOC_REGISTER_PASS_TRANSFORM(NormalizeReturnOrder, NormalizeReturnOrder);
PTOC_REGISTER_PASS_TRANSFORM(SkewCrossCorePipeline, SkewCrossCorePipeline);
PTOC_REGISTER_PASS_TRANSFORM(LowerPipelineLoops, LowerPipelineLoops);
PTOC_REGISTER_PASS_TRANSFORM(CanonicalizeIOOrder, CanonicalizeIOOrder);
PTOC_REGISTER_PASS_TRANSFORM(MaterializeTensorStrides, MaterializeTensorStrides);

// Orchestration-stage passes.
PTOC_REGISTER_PASS_TRANSFORM(FuseCreateAssembleToSlice, FuseCreateAssembleToSlice);
PTOC_REGISTER_PASS_TRANSFORM(DeriveCallDirections, DeriveCallDirections);
PTOC_REGISTER_PASS_TRANSFORM(AutoDeriveTaskDependencies, AutoDeriveTaskDependencies);
PTOC_REGISTER_PASS_TRANSFORM(ExpandManualPhaseFence, ExpandManualPhaseFence);
PTOC_REGISTER_PASS_TRANSFORM(SynthesizeAllReduceSignals, SynthesizeAllReduceSignals);
PTOC_REGISTER_PASS_TRANSFORM(MaterializeCommDomainScopes, MaterializeCommDomainScopes);
PTOC_REGISTER_PASS_TRANSFORM(LowerHostTensorCollectives, LowerHostTensorCollectives);
PTOC_REGISTER_PASS_TRANSFORM(MaterializeDistTensorCtx, MaterializeDistTensorCtx);
PTOC_REGISTER_PASS_TRANSFORM(MaterializeRuntimeScopes, MaterializeRuntimeScopes);
PTOC_REGISTER_PASS_TRANSFORM(ClassifyIterArgCarry, ClassifyIterArgCarry);

// Memory-planning passes.
PTOC_REGISTER_PASS_TRANSFORM(InitMemRef, InitMemRef);
PTOC_REGISTER_FUNCTION_PASS_TRANSFORM(MaterializeSemanticAliases,
                                      MaterializeSemanticAliasesInFunction);
PTOC_REGISTER_FUNCTION_PASS_TRANSFORM(MemoryReuse, MemoryReuseInFunction);
PTOC_REGISTER_FUNCTION_PASS_TRANSFORM(AllocateMemoryAddr, AllocateMemoryAddrInFunction);
PTOC_REGISTER_FUNCTION_PASS_TRANSFORM(FoldNoOpReshape, FoldNoOpReshapeInFunction);

}  // namespace
}  // namespace ptoc::transforms
