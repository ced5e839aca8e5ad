# expect-error: an if branch that yields the same name twice makes two results (the reference scans every yield of the then branch, repeats included); the yields then carry one value for two results and the TypeChecked check of the pipeline input rejects them
import pypto.language as pl


@pl.program
class RepeatedYield:
    @pl.function(type=pl.FunctionType.InCore)
    def fill(self, out: pl.Out[pl.Tensor[[64], pl.FP32]]) -> pl.Tensor[[64], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        scratch: pl.Tensor[[64], pl.FP32],
        cond: pl.Scalar[pl.BOOL],
    ) -> pl.Tensor[[64], pl.FP32]:
        produced = self.fill(scratch)
        if cond:
            selected = pl.yield_(produced)
            selected = pl.yield_(produced)
        else:
            selected = pl.yield_(produced)
            other = pl.yield_(produced)
            other = pl.yield_(produced)
        return selected
