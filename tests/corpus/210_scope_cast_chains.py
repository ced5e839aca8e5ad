# Casts the 910B cannot do in one instruction: LegalizeTileCast bridges BF16 -> FP16 through FP32
# and FP32 -> INT8 through FP16, as the reference does
import pypto.language as pl


@pl.program
class ScopeCastChains:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[32, 128], pl.BF16],
        y: pl.Tensor[[32, 128], pl.FP32],
        out_h: pl.Out[pl.Tensor[[32, 128], pl.FP16]],
        out_q: pl.Out[pl.Tensor[[32, 128], pl.INT8]],
    ) -> tuple[pl.Tensor[[32, 128], pl.FP16], pl.Tensor[[32, 128], pl.INT8]]:
        with pl.at(level=pl.Level.CORE_GROUP):
            h: pl.Tensor[[32, 128], pl.FP16] = pl.cast(x, pl.FP16)
            out_h = pl.assemble(out_h, h, [0, 0])
            q: pl.Tensor[[32, 128], pl.INT8] = pl.cast(y, pl.INT8)
            out_q = pl.assemble(out_q, q, [0, 0])
        return out_h, out_q
