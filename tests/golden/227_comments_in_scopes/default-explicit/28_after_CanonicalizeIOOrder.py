# pypto.program: Commented3
import pypto.language as pl

@pl.program
class Commented3:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(blk__ssa_v0: pl.Tensor[[16, 128], pl.FP32, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND)], out__iter_v1: pl.Out[pl.Tensor[[64, 128], pl.FP32]], r__idx_v0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[64, 128], pl.FP32]:
        blk__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(blk__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        e__tile: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(blk__tile)
        out__tile: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(e__tile, [r__idx_v0 * 16, 0], out__iter_v1)
        return out__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        # loop over row blocks
        for r__idx_v0, (out__iter_v1,) in pl.range(4, init_values=(out__ssa_v0,)):
            # slice a block
            blk__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(a__ssa_v0, [16, 128], [r__idx_v0 * 16, 0])
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = self.main_incore_0(blk__ssa_v0, out__iter_v1, r__idx_v0)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        # return it
        return out__rv_v2
