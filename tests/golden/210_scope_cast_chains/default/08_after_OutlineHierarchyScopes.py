# pypto.program: ScopeCastChains
import pypto.language as pl

@pl.program
class ScopeCastChains:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[32, 128], pl.BF16], y__ssa_v0: pl.Tensor[[32, 128], pl.FP32], out_h__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP16]], out_q__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.INT8]]) -> tuple[pl.Tensor[[32, 128], pl.FP16], pl.Tensor[[32, 128], pl.INT8]]:
        with pl.at(level=pl.Level.CORE_GROUP):
            h__ssa_v0: pl.Tensor[[32, 128], pl.FP16] = pl.tensor.cast(x__ssa_v0, target_type=pl.FP16, mode='round')
            out_h__ssa_v1: pl.Tensor[[32, 128], pl.FP16] = pl.tensor.assemble(out_h__ssa_v0, h__ssa_v0, [0, 0])
            q__ssa_v0: pl.Tensor[[32, 128], pl.INT8] = pl.tensor.cast(y__ssa_v0, target_type=pl.INT8, mode='round')
            out_q__ssa_v1: pl.Tensor[[32, 128], pl.INT8] = pl.tensor.assemble(out_q__ssa_v0, q__ssa_v0, [0, 0])
        return out_h__ssa_v1, out_q__ssa_v1
