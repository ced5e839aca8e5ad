# error: 7:22: Incomplete type annotation: pl.INDEX
import pypto.language as pl

@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, n: pl.INDEX) -> pl.Scalar[pl.INDEX]:
        return n
