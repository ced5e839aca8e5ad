import pypto.language as pl


@pl.program
class Fp16VecScope:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[64, 64], pl.FP16],
        g: pl.Tensor[[64, 64], pl.FP16],
        y: pl.Out[pl.Tensor[[64, 64], pl.FP16]],
    ) -> pl.Tensor[[64, 64], pl.FP16]:
        with pl.at(level=pl.Level.CORE_GROUP):
            p: pl.Tensor[[64, 64], pl.FP16] = pl.mul(x, g)
            q: pl.Tensor[[64, 64], pl.FP16] = pl.add(p, x)
            y = pl.assemble(y, q, [0, 0])
        return y
