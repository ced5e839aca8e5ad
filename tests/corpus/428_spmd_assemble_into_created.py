# The loop form assembling into a tensor created by the caller.
import pypto.language as pl


@pl.program
class SpmdCreate:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        y: pl.Tensor[[128, 64], pl.FP32] = pl.create_tensor([128, 64], dtype=pl.FP32)
        for i in pl.spmd(4):
            s: pl.Tensor[[32, 64], pl.FP32] = pl.slice(x, [32, 64], [i * 32, 0])
            e: pl.Tensor[[32, 64], pl.FP32] = pl.exp(s)
            y = pl.assemble(y, e, [i * 32, 0])
        return y
