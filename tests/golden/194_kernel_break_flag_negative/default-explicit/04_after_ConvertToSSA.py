# pypto.program: KernelLoopBreak
import pypto.language as pl

@pl.program
class KernelLoopBreak:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kern(x__ssa_v0: pl.Tensor[[128, 32], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        acc__ssa_v0: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.full([16, 32], dtype=pl.FP32, value=0.0)
        i__ssa_v0: pl.Scalar[pl.INDEX] = 0
        break__ssa_v0: pl.Scalar[pl.BOOL] = False
        for (acc__iter_v1, break__iter_v1, i__iter_v1) in pl.while_(init_values=(acc__ssa_v0, break__ssa_v0, i__ssa_v0)):
            pl.cond(i__iter_v1 < 8 and not break__iter_v1)
            if i__iter_v1 >= n__ssa_v0:
                break__ssa_v3: pl.Scalar[pl.BOOL] = True
                acc__phi_v4, break__phi_v4 = pl.yield_(acc__iter_v1, break__ssa_v3)
            else:
                t__ssa_v0: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [i__iter_v1 * 16, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
                acc__ssa_v3: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(acc__iter_v1, t__ssa_v0)
                acc__phi_v4, break__phi_v4 = pl.yield_(acc__ssa_v3, break__iter_v1)
            if not break__phi_v4:
                i__ssa_v3: pl.Scalar[pl.INDEX] = i__iter_v1 + 1
                i__phi_v4: pl.Scalar[pl.INDEX] = pl.yield_(i__ssa_v3)
            else:
                i__phi_v4: pl.Scalar[pl.INDEX] = pl.yield_(i__iter_v1)
            acc__rv_v2, break__rv_v2, i__rv_v2 = pl.yield_(acc__phi_v4, break__phi_v4, i__phi_v4)
        out__ssa_v1: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(acc__rv_v2, [0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[128, 32], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        out__ssa_v1: pl.Tensor[[16, 32], pl.FP32] = self.kern(x__ssa_v0, n__ssa_v0, out__ssa_v0)
        return out__ssa_v1
