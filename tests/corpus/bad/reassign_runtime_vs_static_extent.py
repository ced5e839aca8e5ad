# error: 15:9: Cannot reassign 'tmp' with a different type
# (the reference rejects it at parse time as well)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        tmp = pl.create_tensor([n, 128], dtype=pl.FP32)
        tmp = pl.create_tensor([32, 128], dtype=pl.FP32)
        return out
