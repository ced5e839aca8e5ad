# pypto.program: IncoreAssembleLoopTwoReturns
import pypto.language as pl

@pl.program
class IncoreAssembleLoopTwoReturns:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(x: pl.Tensor[[16, 32], pl.FP32]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 32], pl.FP32]]:
        buf: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        s: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.mul(x, x)
        for i in pl.range(2):
            chunk: pl.Tensor[[16, 32], pl.FP32] = pl.tensor.add(x, s)
            buf: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.assemble(buf, chunk, [0, i * 32])
        return buf, s
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[16, 32], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        _tuple_tmp: pl.Tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 32], pl.FP32]] = self.kernel(x)
        y: pl.Tensor[[16, 64], pl.FP32] = _tuple_tmp[0]
        z: pl.Tensor[[16, 32], pl.FP32] = _tuple_tmp[1]
        return y
