import pypto.language as pl


@pl.program
class IncoreAssembleLoopReadsAcc:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 32], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        buf: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
        for i in pl.range(2):
            prev: pl.Tensor[[16, 32], pl.FP32] = pl.slice(buf, [16, 32], [0, 0])
            chunk: pl.Tensor[[16, 32], pl.FP32] = pl.add(x, prev)
            buf = pl.assemble(buf, chunk, [0, i * 32])
        return buf

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16, 32], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        y: pl.Tensor[[16, 64], pl.FP32] = self.kernel(x)
        return y
