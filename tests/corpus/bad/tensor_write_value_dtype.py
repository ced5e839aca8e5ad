# error: 9:9: requires value dtype to match tensor dtype, but got value dtype index and tensor dtype fp32
import pypto.language as pl


@pl.program
class WriteMismatch:
    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, buf: pl.InOut[pl.Tensor[[4], pl.FP32]], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[4], pl.FP32]:
        pl.tensor.write(buf, [0], n)
        return buf
