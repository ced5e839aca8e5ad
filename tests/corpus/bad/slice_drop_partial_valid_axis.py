# error: 14:45: tensor.slice cannot drop dimension 0: its valid extent is pl.min(pl.max(N - 4, 0), 1), which is not provably 1
# (the reference rejects a rank-reducing slice whose dropped axis may be only partly valid)
import pypto.language as pl

N = pl.dynamic("N")


@pl.program
class DropPartialAxis:
    @pl.function
    def main(self, x: pl.Tensor[[N, 64], pl.FP32],
             y: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            row: pl.Tensor[[64], pl.FP32] = pl.slice(x, [1, 64], [4, 0], clamp=True, drop_dims=[0])
            y = pl.assemble(y, row, [0])
        return y
