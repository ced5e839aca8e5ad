# pypto.program: IfLoopCarryTwo
import pypto.language as pl

@pl.program
class IfLoopCarryTwo:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kern(x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        s__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        m__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        for i__idx_v0, (cnt__iter_v1, m__iter_v1, s__iter_v1) in pl.range(1, 8, init_values=(0, m__ssa_v0, s__ssa_v0)):
            t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            if i__idx_v0 < n__ssa_v0:
                s__ssa_v3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(s__iter_v1, t__ssa_v0)
                cnt__ssa_v3: pl.Scalar[pl.INDEX] = cnt__iter_v1 + 1
                cnt__phi_v4, m__phi_v4, s__phi_v4 = pl.yield_(cnt__ssa_v3, m__iter_v1, s__ssa_v3)
            else:
                m__ssa_v3: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.maximum(m__iter_v1, t__ssa_v0)
                cnt__phi_v4, m__phi_v4, s__phi_v4 = pl.yield_(cnt__iter_v1, m__ssa_v3, s__iter_v1)
            cnt__rv_v2, m__rv_v2, s__rv_v2 = pl.yield_(cnt__phi_v4, m__phi_v4, s__phi_v4)
        r__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.sub(s__rv_v2, m__rv_v2)
        out__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(r__ssa_v0, [cnt__rv_v2, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[128, 64], pl.FP32] = self.kern(x__ssa_v0, n__ssa_v0, out__ssa_v0)
        return out__ssa_v1
