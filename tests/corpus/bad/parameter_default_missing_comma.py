# error: 10:9: invalid syntax. Perhaps you forgot a comma?
import pypto.language as pl


@pl.program
class P:
    @pl.function
    def main(
        n: pl.Scalar[pl.INDEX] = pl.tile.get_block_idx()
        self, a: pl.Tensor[[16], pl.FP32]
    ) -> pl.Tensor[[16], pl.FP32]:
        return a
