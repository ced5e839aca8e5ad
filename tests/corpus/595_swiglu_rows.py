# SwiGLU on a row block in a scope: silu(gate) * up, assembled into the output.
import pypto.language as pl


@pl.program
class SwigluRows:
    @pl.function
    def main(
        self,
        gate: pl.Tensor[[64, 256], pl.FP32],
        up: pl.Tensor[[64, 256], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 256], pl.FP32]],
    ) -> pl.Tensor[[64, 256], pl.FP32]:
        for i in pl.range(4):
            with pl.at(level=pl.Level.CORE_GROUP):
                g: pl.Tensor[[16, 256], pl.FP32] = pl.slice(gate, [16, 256], [i * 16, 0])
                u: pl.Tensor[[16, 256], pl.FP32] = pl.slice(up, [16, 256], [i * 16, 0])
                ng: pl.Tensor[[16, 256], pl.FP32] = pl.neg(g)
                eg: pl.Tensor[[16, 256], pl.FP32] = pl.exp(ng)
                den: pl.Tensor[[16, 256], pl.FP32] = pl.add(eg, 1.0)
                sig: pl.Tensor[[16, 256], pl.FP32] = pl.recip(den)
                silu: pl.Tensor[[16, 256], pl.FP32] = pl.mul(g, sig)
                prod: pl.Tensor[[16, 256], pl.FP32] = pl.mul(silu, u)
                out = pl.assemble(out, prod, [i * 16, 0])
        return out
