# pypto.program: LoopCarryWithBreak
import pypto.language as pl

@pl.program
class LoopCarryWithBreak:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x__ssa_v0: pl.Tensor[[16, 128], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        i__ssa_v0: pl.Scalar[pl.INDEX] = 0
        break__ssa_v0: pl.Scalar[pl.BOOL] = False
        for (acc, break__iter_v1, i__iter_v1) in pl.while_(init_values=(t__ssa_v0, break__ssa_v0, i__ssa_v0)):
            pl.cond(i__iter_v1 < n__ssa_v0 and not break__iter_v1)
            if i__iter_v1 > 4:
                break__ssa_v3: pl.Scalar[pl.BOOL] = True
                break__phi_v4, acc__rv_v0 = pl.yield_(break__ssa_v3)
            else:
                nxt__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(acc, acc)
                break__phi_v4, acc__rv_v0 = pl.yield_(break__iter_v1)
            if not break__phi_v4:
                i__ssa_v3: pl.Scalar[pl.INDEX] = i__iter_v1 + 1
                i__phi_v4: pl.Scalar[pl.INDEX] = pl.yield_(i__ssa_v3)
            else:
                i__phi_v4: pl.Scalar[pl.INDEX] = pl.yield_(i__iter_v1)
            res, break__rv_v2, i__rv_v2 = pl.yield_(acc__rv_v0, break__phi_v4, i__phi_v4)
        out__ssa_v1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(res, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[16, 128], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 128], pl.FP32]:
        out__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.create([16, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        out__ssa_v1: pl.Tensor[[16, 128], pl.FP32] = self.kernel(x__ssa_v0, n__ssa_v0, out__ssa_v0)
        return out__ssa_v1
