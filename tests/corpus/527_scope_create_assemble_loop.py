import pypto.language as pl


@pl.program
class ScopeAssembleLoop:
    @pl.function
    def main(self, x: pl.Tensor[[16, 32], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            buf: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
            for i in pl.range(2):
                chunk: pl.Tensor[[16, 32], pl.FP32] = pl.exp(x)
                buf = pl.assemble(buf, chunk, [0, i * 32])
        return buf
