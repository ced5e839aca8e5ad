# error: 15:9: pl.cluster() got unexpected keyword argument 'predicate'
# (the reference parser rejects it with the same message)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        g: pl.Tensor[[4, 4], pl.INT32],
        out: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        with pl.cluster(predicate=(g[0, 0] > 0)):
            for i in pl.spmd(4):
                t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [i * 32, 0], [32, 64])
                out = pl.store(t, [i * 32, 0], out)
        return out
