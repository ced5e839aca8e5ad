# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def main(self, x: pl.Tensor[[32, 128], pl.FP32], out: pl.Out[pl.Tensor[[32, 128], pl.FP16]]) -> pl.Tensor[[32, 128], pl.FP16]:
        out: pl.Tensor[[32, 128], pl.FP16] = pl.tensor.assemble(out, x, [0, 0])
        return out
