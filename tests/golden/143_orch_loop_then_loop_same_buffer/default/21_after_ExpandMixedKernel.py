# pypto.program: OrchLoopThenLoopSameBuffer
import pypto.language as pl

@pl.program
class OrchLoopThenLoopSameBuffer:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def step(x__ssa_v0: pl.Tensor[[16, 64], pl.FP32], i__ssa_v0: pl.Scalar[pl.INDEX], part__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t__ssa_v0)
        part__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)] = pl.tile.store(e__ssa_v0, [0, 0], part__ssa_v0)
        return part__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[16, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        buf__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        for i__idx_v0, (buf__iter_v1,) in pl.parallel(2, init_values=(buf__ssa_v0,)):
            buf__ssa_v3: pl.Tensor[[16, 64], pl.FP32] = self.step(x__ssa_v0, i__idx_v0, buf__iter_v1)
            buf__rv_v2: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(buf__ssa_v3)
        for j__idx_v0, (buf__iter_v4,) in pl.range(2, init_values=(buf__rv_v2,)):
            buf__ssa_v6: pl.Tensor[[16, 64], pl.FP32] = self.step(x__ssa_v0, j__idx_v0, buf__iter_v4)
            buf__rv_v5: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(buf__ssa_v6)
        out__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(out__ssa_v0, buf__rv_v5, [0, 0])
        for k__idx_v0, (out__iter_v2,) in pl.range(2, init_values=(out__ssa_v1,)):
            part__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            part__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = self.step(x__ssa_v0, k__idx_v0, part__ssa_v0)
            out__ssa_v4: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.assemble(out__iter_v2, part__ssa_v1, [k__idx_v0 * 16 + 16, 0])
            out__rv_v3: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(out__ssa_v4)
        return out__rv_v3
