# pypto.program: CastChainScope
import pypto.language as pl

@pl.program
class CastChainScope:
    @pl.function
    def main(self, x: pl.Tensor[[32, 64], pl.FP16], y: pl.Out[pl.Tensor[[32, 64], pl.BF16]]) -> pl.Tensor[[32, 64], pl.BF16]:
        with pl.at(level=pl.Level.CORE_GROUP):
            wide: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.cast(x, target_type=pl.FP32, mode='round')
            sq: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.mul(wide, wide)
            narrow: pl.Tensor[[32, 64], pl.BF16] = pl.tensor.cast(sq, target_type=pl.BF16, mode='round')
            y: pl.Tensor[[32, 64], pl.BF16] = pl.tensor.assemble(y, narrow, [0, 0])
        return y
