// Program transforms of the pass pipeline, one function per pass.
//
// Each takes and returns a whole program and reports user errors by throwing
// ptoc::CompileError (the pass framework turns that into a Status).
#ifndef PTOC_COMPILER_TRANSFORMS_PASSES_H_
#define PTOC_COMPILER_TRANSFORMS_PASSES_H_

#include "compiler/ir/function.h"

namespace ptoc::transforms {

// Front-end passes (01-10 of the Default strategy) and Simplify.
ir::ProgramPtr InlineFunctions(const ir::ProgramPtr& program);
ir::ProgramPtr UnrollLoops(const ir::ProgramPtr& program);
ir::ProgramPtr CtrlFlowTransform(const ir::ProgramPtr& program);
ir::ProgramPtr ConvertToSSA(const ir::ProgramPtr& program);
ir::ProgramPtr Simplify(const ir::ProgramPtr& program);
ir::ProgramPtr NormalizeStmtStructure(const ir::ProgramPtr& program);
ir::ProgramPtr FlattenCallExpr(const ir::ProgramPtr& program);
ir::ProgramPtr OutlineHierarchyScopes(const ir::ProgramPtr& program);
ir::ProgramPtr OutlineIncoreScopes(const ir::ProgramPtr& program);
ir::ProgramPtr OutlineClusterScopes(const ir::ProgramPtr& program);

// Tile-stage passes (11-29 of the Default strategy).
ir::ProgramPtr ConvertTensorToTileOps(const ir::ProgramPtr& program);
ir::ProgramPtr OptimizeOrchTensors(const ir::ProgramPtr& program);
ir::ProgramPtr LowerCompositeOps(const ir::ProgramPtr& program);
ir::ProgramPtr FlattenTileNdTo2D(const ir::ProgramPtr& program);
ir::ProgramPtr LegalizeTileCast(const ir::ProgramPtr& program);
ir::ProgramPtr AutoTileMatmulL0(const ir::ProgramPtr& program);
ir::ProgramPtr CanonicalizeTileSlice(const ir::ProgramPtr& program);
ir::ProgramPtr InferTileMemorySpace(const ir::ProgramPtr& program);
ir::ProgramPtr ResolveBackendOpLayouts(const ir::ProgramPtr& program);
ir::ProgramPtr LowerAutoVectorSplit(const ir::ProgramPtr& program);
ir::ProgramPtr ExpandMixedKernel(const ir::ProgramPtr& program);
ir::ProgramPtr InjectGMPipeBuffer(const ir::ProgramPtr& program);
ir::ProgramPtr SplitVectorKernel(const ir::ProgramPtr& program);
ir::ProgramPtr StampTfreeSplit(const ir::ProgramPtr& program);
ir::ProgramPtr NormalizeReturnOrder(const ir::ProgramPtr& program);
ir::ProgramPtr SkewCrossCorePipeline(const ir::ProgramPtr& program);
ir::ProgramPtr LowerPipelineLoops(const ir::ProgramPtr& program);
ir::ProgramPtr CanonicalizeIOOrder(const ir::ProgramPtr& program);
ir::ProgramPtr MaterializeTensorStrides(const ir::ProgramPtr& program);
// The function-local tile-stage passes, one function at a time (each pass is
// this mapped over the program's functions).
ir::FunctionPtr LowerCompositeOpsInFunction(const ir::FunctionPtr& function);
ir::FunctionPtr FlattenTileNdTo2DInFunction(const ir::FunctionPtr& function);
ir::FunctionPtr LegalizeTileCastInFunction(const ir::FunctionPtr& function);
ir::FunctionPtr AutoTileMatmulL0InFunction(const ir::FunctionPtr& function);
ir::FunctionPtr CanonicalizeTileSliceInFunction(const ir::FunctionPtr& function);
ir::FunctionPtr ResolveBackendOpLayoutsInFunction(const ir::FunctionPtr& function);
ir::FunctionPtr LowerAutoVectorSplitInFunction(const ir::FunctionPtr& function);

// Orchestration-stage passes (35-45 of the Default strategy, except Simplify).
ir::ProgramPtr FuseCreateAssembleToSlice(const ir::ProgramPtr& program);
ir::ProgramPtr DeriveCallDirections(const ir::ProgramPtr& program);
ir::ProgramPtr AutoDeriveTaskDependencies(const ir::ProgramPtr& program);
ir::ProgramPtr ExpandManualPhaseFence(const ir::ProgramPtr& program);
ir::ProgramPtr SynthesizeAllReduceSignals(const ir::ProgramPtr& program);
ir::ProgramPtr MaterializeCommDomainScopes(const ir::ProgramPtr& program);
ir::ProgramPtr LowerHostTensorCollectives(const ir::ProgramPtr& program);
ir::ProgramPtr MaterializeDistTensorCtx(const ir::ProgramPtr& program);
ir::ProgramPtr MaterializeRuntimeScopes(const ir::ProgramPtr& program);
ir::ProgramPtr ClassifyIterArgCarry(const ir::ProgramPtr& program);

// Memory-planning passes (30-34 of the Default strategy).
ir::ProgramPtr InitMemRef(const ir::ProgramPtr& program);
ir::ProgramPtr MaterializeSemanticAliases(const ir::ProgramPtr& program);
ir::ProgramPtr MemoryReuse(const ir::ProgramPtr& program);
ir::ProgramPtr AllocateMemoryAddr(const ir::ProgramPtr& program);
ir::ProgramPtr FoldNoOpReshape(const ir::ProgramPtr& program);
// The function-local passes above, one function at a time (each pass is this
// mapped over the program's functions).
ir::FunctionPtr MaterializeSemanticAliasesInFunction(const ir::FunctionPtr& function);
ir::FunctionPtr MemoryReuseInFunction(const ir::FunctionPtr& function);
ir::FunctionPtr AllocateMemoryAddrInFunction(const ir::FunctionPtr& function);
ir::FunctionPtr FoldNoOpReshapeInFunction(const ir::FunctionPtr& function);

}  // namespace ptoc::transforms

#endif  // PTOC_COMPILER_TRANSFORMS_PASSES_H_
