# pypto.program: DoubleAssembleTwoTargets
import pypto.language as pl

@pl.program
class DoubleAssembleTwoTargets:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def abs_block(src__ssa_v0: pl.Tensor[[32, 64], pl.FP32], part__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(src__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        a__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.abs(t__ssa_v0)
        part__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(a__ssa_v0, [0, 0], part__ssa_v0)
        return part__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, src__ssa_v0: pl.Tensor[[32, 64], pl.FP32], left__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]], right__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> tuple[pl.Tensor[[32, 128], pl.FP32], pl.Tensor[[32, 128], pl.FP32]]:
        part__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        part__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.abs_block(src__ssa_v0, part__ssa_v0)
        left__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.assemble(left__ssa_v0, part__ssa_v1, [0, 0])
        right__ssa_v1: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.assemble(right__ssa_v0, part__ssa_v1, [0, 64])
        return left__ssa_v1, right__ssa_v1
