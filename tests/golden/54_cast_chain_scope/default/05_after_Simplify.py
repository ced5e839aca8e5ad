# pypto.program: CastChainScope
import pypto.language as pl

@pl.program
class CastChainScope:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP16], y__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.BF16]]) -> pl.Tensor[[32, 64], pl.BF16]:
        with pl.at(level=pl.Level.CORE_GROUP):
            wide__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.cast(x__ssa_v0, target_type=pl.FP32, mode='round')
            sq__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.mul(wide__ssa_v0, wide__ssa_v0)
            narrow__ssa_v0: pl.Tensor[[32, 64], pl.BF16] = pl.tensor.cast(sq__ssa_v0, target_type=pl.BF16, mode='round')
            y__ssa_v1: pl.Tensor[[32, 64], pl.BF16] = pl.tensor.assemble(y__ssa_v0, narrow__ssa_v0, [0, 0])
        return y__ssa_v1
