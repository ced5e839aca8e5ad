# pypto.program: Commented3
import pypto.language as pl

@pl.program
class Commented3:
    @pl.function
    def main(self, a: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        # loop over row blocks
        for r in pl.range(4):
            # slice a block
            blk: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(a, [16, 128], [r * 16, 0])
            with pl.at(level=pl.Level.CORE_GROUP):
                # exp of the block
                e: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.exp(blk)
                # # double hash
                # no space
                # 
                out: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(out, e, [r * 16, 0])
        # return it
        return out
