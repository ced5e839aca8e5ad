# pypto.program: ScopeAssembleLoop
import pypto.language as pl

@pl.program
class ScopeAssembleLoop:
    @pl.function
    def main(self, x: pl.Tensor[[16, 32], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            buf: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            for i in pl.range(2):
                chunk: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.exp(x)
                buf: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.assemble(buf, chunk, [0, i * 32])
        return buf
