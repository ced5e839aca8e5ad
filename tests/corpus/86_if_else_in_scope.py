import pypto.language as pl


@pl.program
class IfElseInScope:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        for i in pl.range(2):
            with pl.at(level=pl.Level.CORE_GROUP):
                t: pl.Tensor[[32, 64], pl.FP32] = pl.slice(x, [32, 64], [i * 32, 0])
                if i == 0:
                    u: pl.Tensor[[32, 64], pl.FP32] = pl.mul(t, 2.0)
                    y = pl.assemble(y, u, [0, 0])
                else:
                    w: pl.Tensor[[32, 64], pl.FP32] = pl.sub(t, 2.0)
                    y = pl.assemble(y, w, [32, 0])
        return y
