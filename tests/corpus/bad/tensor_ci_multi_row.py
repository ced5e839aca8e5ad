# error: 13:19: tensor.ci: fills only the first row
import pypto.language as pl


@pl.program
class CiMultiRow:
    @pl.function
    def main(
        self,
        out: pl.Out[pl.Tensor[[4, 64], pl.INT32]],
    ) -> pl.Tensor[[4, 64], pl.INT32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            seq = pl.arange(0, [4, 64], dtype=pl.INT32)
            out = pl.assemble(out, seq, [0, 0])
        return out
