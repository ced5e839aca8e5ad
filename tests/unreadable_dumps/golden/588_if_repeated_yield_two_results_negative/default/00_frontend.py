# pypto.program: RepeatedYield
import pypto.language as pl

@pl.program
class RepeatedYield:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def fill(out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, scratch: pl.Tensor[[64], pl.FP32], cond: pl.Scalar[pl.BOOL]) -> pl.Tensor[[64], pl.FP32]:
        produced: pl.Tensor[[64], pl.FP32] = self.fill(scratch)
        if cond:
            pl.yield_(produced)
            selected, selected_1, other, other_1 = pl.yield_(produced)
        else:
            pl.yield_(produced)
            pl.yield_(produced)
            selected, selected_1, other, other_1 = pl.yield_(produced)
        return selected_1
