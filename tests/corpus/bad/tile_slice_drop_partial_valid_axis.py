# error: 12:37: tile.slice cannot drop dimension 0: its valid extent is n, which is not provably 1
# (the reference rejects a rank-reducing slice whose dropped axis may be only partly valid)
import pypto.language as pl


@pl.program
class DropPartialTileAxis:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[8, 64], pl.FP32], n: pl.Scalar[pl.INDEX],
          y: pl.Out[pl.Tensor[[1, 64], pl.FP32]]) -> pl.Tensor[[1, 64], pl.FP32]:
        t: pl.Tile[[8, 64], pl.FP32] = pl.load(x, [0, 0], [8, 64])
        r: pl.Tile[[64], pl.FP32] = pl.tile.slice(t, [1, 64], [0, 0], valid_shape=[n, 64], drop_dims=[0])
        r2: pl.Tile[[1, 64], pl.FP32] = pl.reshape(r, [1, 64])
        y = pl.store(r2, [0, 0], y)
        return y
