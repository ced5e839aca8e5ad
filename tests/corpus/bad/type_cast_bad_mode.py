# error: 14:41: Invalid rounding mode 'sideways'. Expected one of ['none', 'rint', 'round', 'floor', 'ceil', 'trunc', 'odd'].
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        h: pl.Tile[[16, 64], pl.FP16] = pl.tile.cast(t, target_type=pl.FP16, mode='sideways')
        u: pl.Tile[[16, 64], pl.FP32] = pl.add(t, t)
        r: pl.Tensor[[16, 64], pl.FP32] = pl.store(u, [0, 0], out)
        return r
