# pypto.program: UnrollOrch
import pypto.language as pl

@pl.program
class UnrollOrch:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kern(x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], i__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__ssa_v0 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        out__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t__ssa_v0, [i__ssa_v0 * 16, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:
        out__ssa_v0: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.create([64, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        for v__idx_v0, (out__iter_v1,) in pl.range(2, init_values=(out__ssa_v0,)):
            out__ssa_v3: pl.Tensor[[64, 64], pl.FP32] = self.kern(x__ssa_v0, v__idx_v0, out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(out__ssa_v3)
        for v__idx_v1, (out__iter_v4,) in pl.range(2, init_values=(out__rv_v2,)):
            out__ssa_v6: pl.Tensor[[64, 64], pl.FP32] = self.kern(x__ssa_v0, v__idx_v1 + 2, out__iter_v4)
            out__rv_v5: pl.Tensor[[64, 64], pl.FP32] = pl.yield_(out__ssa_v6)
        return out__rv_v5
