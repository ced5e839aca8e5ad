# pypto.program: CastFp16Bf16Scope
import pypto.language as pl

@pl.program
class CastFp16Bf16Scope:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP16], y__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.BF16]]) -> pl.Tensor[[32, 128], pl.BF16]:
        with pl.at(level=pl.Level.CORE_GROUP):
            f__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.cast(x__ssa_v0, target_type=pl.FP32, mode='round')
            g__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.muls(f__ssa_v0, 0.5)
            h__ssa_v0: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.adds(g__ssa_v0, 2.0)
            b__ssa_v0: pl.Tensor[[32, 128], pl.BF16] = pl.tensor.cast(h__ssa_v0, target_type=pl.BF16, mode='round')
            y__ssa_v1: pl.Tensor[[32, 128], pl.BF16] = pl.tensor.assemble(y__ssa_v0, b__ssa_v0, [0, 0])
        return y__ssa_v1
