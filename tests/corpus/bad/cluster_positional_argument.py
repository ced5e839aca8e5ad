# error: 14:9: pl.cluster() does not accept positional arguments
# (the reference parser rejects it with the same message)
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        with pl.cluster(2):
            with pl.at(level=pl.Level.CORE_GROUP):
                e: pl.Tensor[[32, 128], pl.FP32] = pl.exp(x)
                out = pl.assemble(out, e, [0, 0])
        return out
