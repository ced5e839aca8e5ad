# pypto.program: OrchScratchInOutFirst
import pypto.language as pl

@pl.program
class OrchScratchInOutFirst:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def stage(x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], i__ssa_v0: pl.Scalar[pl.INDEX], scratch__ssa_v0: pl.InOut[pl.Tensor[[8, 64], pl.FP32]], part__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        h__ssa_v0: pl.Tile[[8, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__ssa_v0 * 16, 0], [8, 64], [8, 64], target_memory=pl.Mem.Vec)
        scratch__ssa_v1: pl.Tensor[[8, 64], pl.FP32] = pl.tile.store(h__ssa_v0, [0, 0], scratch__ssa_v0)
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__ssa_v0 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t__ssa_v0)
        part__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)] = pl.tile.store(e__ssa_v0, [0, 0], part__ssa_v0)
        return part__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i__idx_v0, (out__iter_v1,) in pl.range(4, init_values=(out__ssa_v0,)):
            scratch__ssa_v0: pl.Tensor[[8, 64], pl.FP32] = pl.tensor.create([8, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            part__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            part__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = self.stage(x__ssa_v0, i__idx_v0, scratch__ssa_v0, part__ssa_v0)
            out__ssa_v3: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(out__iter_v1, part__ssa_v1, [i__idx_v0 * 16, 0])
            out__rv_v2: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__rv_v2
