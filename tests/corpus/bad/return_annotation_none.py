# error: 8:10: Unsupported type annotation: None
# (the reference's type resolver has no reading of `None`; no return value is no annotation)
import pypto.language as pl
@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, a: pl.Tensor[[64, 128], pl.FP32]
    ) -> None:
        return
