# pypto.program: IncoreAssembleLoopReadsAcc
import pypto.language as pl

@pl.program
class IncoreAssembleLoopReadsAcc:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 32], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        buf: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        for i in pl.range(2):
            prev: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.slice(buf, [16, 32], [0, 0])
            chunk: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.add(x, prev)
            buf: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.assemble(buf, chunk, [0, i * 32])
        return buf
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[16, 32], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        y: pl.Tensor[[16, 64], pl.FP32] = self.kernel(x)
        return y
