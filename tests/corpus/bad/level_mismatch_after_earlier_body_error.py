# error: 9:23: Undefined variable 'missing'
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def main(self, t: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        u = pl.add(t, missing)
        return u

    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def helper(self, t: pl.Tensor[[16, 64], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        return t
