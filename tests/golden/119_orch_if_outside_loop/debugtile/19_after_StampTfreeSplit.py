# pypto.program: OrchIfOutsideLoop
import pypto.language as pl

@pl.program
class OrchIfOutsideLoop:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def fill(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        u__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sqrt(t__ssa_v0)
        out__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(u__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], flag__ssa_v0: pl.Scalar[pl.INT32], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        part__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        part__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.fill(x__ssa_v0, part__ssa_v0)
        if 0 < pl.cast(flag__ssa_v0, pl.INDEX):
            out__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(out__ssa_v0, part__ssa_v1, [0, 0])
            out__phi_v3: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(out__ssa_v1)
        else:
            out__ssa_v2: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(out__ssa_v0, part__ssa_v1, [32, 0])
            out__phi_v3: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(out__ssa_v2)
        return out__phi_v3
