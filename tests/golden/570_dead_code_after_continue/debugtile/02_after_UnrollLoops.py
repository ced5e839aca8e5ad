# pypto.program: DeadCodeAfterContinue
import pypto.language as pl

@pl.program
class DeadCodeAfterContinue:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a: pl.Tensor[[16, 64], pl.FP32], b: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        for i, (x, y) in pl.range(8, init_values=(a, b)):
            if i < 3:
                continue
                continue
            x_new: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.add(x, y)
            y_new: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.mul(y, x)
            x_out, y_out = pl.yield_(x_new, y_new)
        return x_out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a: pl.Tensor[[16, 64], pl.FP32], b: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        r: pl.Tensor[[16, 64], pl.FP32] = self.kernel(a, b)
        return r
