# tensor.assemble with an empty offset list into a scope-local tensor: the reference's
# tile.assemble does not check the offsets against the target's rank when their number differs
# from it (a reinterpreting write), so the program compiles; the result's valid region is the
# target's whole extent.
import pypto.language as pl


@pl.program
class AssembleWithoutOffsets:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        y: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            e: pl.Tensor[[32, 128], pl.FP32] = pl.exp(x)
            buf: pl.Tensor[[32, 128], pl.FP32] = pl.create_tensor([32, 128], dtype=pl.FP32)
            buf = pl.assemble(buf, e, [])
            y = pl.assemble(y, buf, [0, 0])
        return y
