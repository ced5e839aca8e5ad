# pypto.program: GatherRowForms
import pypto.language as pl

@pl.program
class GatherRowForms:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def gather(src__ssa_v0: pl.Tensor[[256, 128], pl.BF16], n__ssa_v0: pl.Scalar[pl.INDEX], ret0__out: pl.Out[pl.Tensor[[128, 16], pl.BF16]], ret1__out: pl.Out[pl.Tensor[[16, 128], pl.BF16]]) -> tuple[pl.Tensor[[128, 16], pl.BF16], pl.Tensor[[16, 128], pl.BF16]]:
        kt0__tile: pl.Tile[[128, 16], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.create([128, 16], dtype=pl.BF16, target_memory=pl.Mem.Mat, transpose=True)
        kt1__tile: pl.Tile[[128, 16], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.gather_row(kt0__tile, src__ssa_v0, [0, 0], [0, 0], [1, 128], transpose=True)
        kt2__tile: pl.Tile[[128, 16], pl.BF16, pl.Mem.Mat, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.col_major)] = pl.tile.gather_row(kt1__tile, src__ssa_v0, [0, 1], [1, 0], [1, 128], valid_shape=[1, 64], transpose=True)
        kv0__tile: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.create([16, 128], dtype=pl.BF16, target_memory=pl.Mem.Mat, transpose=False)
        kv1__tile: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.gather_row(kv0__tile, src__ssa_v0, [0, 0], [0, 0], [1, 128], valid_shape=[1, n__ssa_v0], transpose=False)
        ret0__store: pl.Tensor[[128, 16], pl.BF16] = pl.tile.store(kt2__tile, [0, 0], ret0__out)
        ret1__store: pl.Tensor[[16, 128], pl.BF16] = pl.tile.store(kv1__tile, [0, 0], ret1__out)
        return ret0__store, ret1__store
    @pl.function
    def main(self, src__ssa_v0: pl.Tensor[[256, 128], pl.BF16], n__ssa_v0: pl.Scalar[pl.INDEX]) -> tuple[pl.Tensor[[128, 16], pl.BF16], pl.Tensor[[16, 128], pl.BF16]]:
        ret0__out: pl.Tensor[[128, 16], pl.BF16] = pl.tensor.create([128, 16], dtype=pl.BF16, layout=pl.TensorLayout.ND)
        ret1__out: pl.Tensor[[16, 128], pl.BF16] = pl.tensor.create([16, 128], dtype=pl.BF16, layout=pl.TensorLayout.ND)
        _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[128, 16], pl.BF16], pl.Tensor[[16, 128], pl.BF16]] = self.gather(src__ssa_v0, n__ssa_v0, ret0__out, ret1__out)
        cols__ssa_v0: pl.Tensor[[128, 16], pl.BF16] = _tuple_tmp__ssa_v0[0]
        rows__ssa_v0: pl.Tensor[[16, 128], pl.BF16] = _tuple_tmp__ssa_v0[1]
        return cols__ssa_v0, rows__ssa_v0
