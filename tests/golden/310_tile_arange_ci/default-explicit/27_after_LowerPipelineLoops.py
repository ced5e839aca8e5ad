# pypto.program: TileArange
import pypto.language as pl

@pl.program
class TileArange:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(out_a__ssa_v0: pl.Out[pl.Tensor[[1, 32], pl.INT32]], out_b__ssa_v0: pl.Out[pl.Tensor[[1, 16], pl.INT16]]) -> tuple[pl.Tensor[[1, 32], pl.INT32], pl.Tensor[[1, 16], pl.INT16]]:
        down__ssa_v0: pl.Tile[[1, 32], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.ci(pl.const(31, pl.INT32), [1, 32], dtype=pl.INT32, descending=True)
        up__ssa_v0: pl.Tile[[1, 16], pl.INT16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.ci(pl.const(4, pl.INT16), [1, 16], dtype=pl.INT16, descending=False)
        a__ssa_v0: pl.Tensor[[1, 32], pl.INT32] = pl.tile.store(down__ssa_v0, [0, 0], out_a__ssa_v0)
        b__ssa_v0: pl.Tensor[[1, 16], pl.INT16] = pl.tile.store(up__ssa_v0, [0, 0], out_b__ssa_v0)
        return out_a__ssa_v0, out_b__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, out_a__ssa_v0: pl.Out[pl.Tensor[[1, 32], pl.INT32]], out_b__ssa_v0: pl.Out[pl.Tensor[[1, 16], pl.INT16]]) -> tuple[pl.Tensor[[1, 32], pl.INT32], pl.Tensor[[1, 16], pl.INT16]]:
        _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[1, 32], pl.INT32], pl.Tensor[[1, 16], pl.INT16]] = self.kernel(out_a__ssa_v0, out_b__ssa_v0)
        out_a__ssa_v1: pl.Tensor[[1, 32], pl.INT32] = _tuple_tmp__ssa_v0[0]
        out_b__ssa_v1: pl.Tensor[[1, 16], pl.INT16] = _tuple_tmp__ssa_v0[1]
        return out_a__ssa_v1, out_b__ssa_v1
