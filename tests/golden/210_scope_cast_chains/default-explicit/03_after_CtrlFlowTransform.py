# pypto.program: ScopeCastChains
import pypto.language as pl

@pl.program
class ScopeCastChains:
    @pl.function
    def main(self, x: pl.Tensor[[32, 128], pl.BF16], y: pl.Tensor[[32, 128], pl.FP32], out_h: pl.Out[pl.Tensor[[32, 128], pl.FP16]], out_q: pl.Out[pl.Tensor[[32, 128], pl.INT8]]) -> tuple[pl.Tensor[[32, 128], pl.FP16], pl.Tensor[[32, 128], pl.INT8]]:
        with pl.at(level=pl.Level.CORE_GROUP):
            h: pl.Tensor[[32, 128], pl.FP16] = pl.tensor.cast(x, target_type=pl.FP16, mode='round')
            out_h: pl.Tensor[[32, 128], pl.FP16] = pl.tensor.assemble(out_h, h, [0, 0])
            q: pl.Tensor[[32, 128], pl.INT8] = pl.tensor.cast(y, target_type=pl.INT8, mode='round')
            out_q: pl.Tensor[[32, 128], pl.INT8] = pl.tensor.assemble(out_q, q, [0, 0])
        return out_h, out_q
