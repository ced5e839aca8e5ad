# error: 13:9: Inline 'with pl.at(level>=HOST, role=pl.Role.SubWorker)' is not supported
import pypto.language as pl


@pl.program
class Bad:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        with pl.at(level=pl.Level.HOST, role=pl.Role.SubWorker):
            y = pl.assemble(y, pl.exp(x), [0, 0])
        return y
