# pypto.program: SwigluRows
import pypto.language as pl

@pl.program
class SwigluRows:
    @pl.function
    def main(self, gate: pl.Tensor[[64, 256], pl.FP32], up: pl.Tensor[[64, 256], pl.FP32], out: pl.Out[pl.Tensor[[64, 256], pl.FP32]]) -> pl.Tensor[[64, 256], pl.FP32]:
        for i in pl.range(4):
            with pl.at(level=pl.Level.CORE_GROUP):
                g: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.slice(gate, [16, 256], [i * 16, 0])
                u: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.slice(up, [16, 256], [i * 16, 0])
                ng: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.neg(g)
                eg: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.exp(ng)
                den: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.adds(eg, 1.0)
                sig: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.recip(den)
                silu: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.mul(g, sig)
                prod: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.mul(silu, u)
                out: pl.Tensor[[64, 256], pl.FP32] = pl.tensor.assemble(out, prod, [i * 16, 0])
        return out
