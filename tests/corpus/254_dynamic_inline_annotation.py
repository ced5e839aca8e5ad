import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[pl.dynamic("M"), 128], pl.FP32],
    ) -> pl.Tensor[[pl.dynamic("M"), 128], pl.FP32]:
        return x
