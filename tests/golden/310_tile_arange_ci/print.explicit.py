# pypto.program: TileArange
import pypto.language as pl

@pl.program
class TileArange:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(out_a: pl.Out[pl.Tensor[[1, 32], pl.INT32]], out_b: pl.Out[pl.Tensor[[1, 16], pl.INT16]]) -> tuple[pl.Tensor[[1, 32], pl.INT32], pl.Tensor[[1, 16], pl.INT16]]:
        down: pl.Tile[[1, 32], pl.INT32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.ci(pl.const(31, pl.INT32), [1, 32], dtype=pl.INT32, descending=True)
        up: pl.Tile[[1, 16], pl.INT16, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.ci(pl.const(4, pl.INT16), [1, 16], dtype=pl.INT16, descending=False)
        a: pl.Tensor[[1, 32], pl.INT32] = pl.tile.store(down, [0, 0], out_a)
        b: pl.Tensor[[1, 16], pl.INT16] = pl.tile.store(up, [0, 0], out_b)
        return a, b
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, out_a: pl.Out[pl.Tensor[[1, 32], pl.INT32]], out_b: pl.Out[pl.Tensor[[1, 16], pl.INT16]]) -> tuple[pl.Tensor[[1, 32], pl.INT32], pl.Tensor[[1, 16], pl.INT16]]:
        _tuple_tmp: pl.Tuple[pl.Tensor[[1, 32], pl.INT32], pl.Tensor[[1, 16], pl.INT16]] = self.kernel(out_a, out_b)
        out_a: pl.Tensor[[1, 32], pl.INT32] = _tuple_tmp[0]
        out_b: pl.Tensor[[1, 16], pl.INT16] = _tuple_tmp[1]
        return out_a, out_b
