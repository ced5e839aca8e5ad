# error: 14:48: pl.sub: expected Tensor or Tile operands, got (ConstFloat, Tensor)
# (`1 - x` written with the scalar first: the reference's pl.sub dispatches on its operands'
# levels and rejects the combination with the same words)
import pypto.language as pl


@pl.program
class UnifiedScalarFirstOperand:
    @pl.function
    def main(
        self, x: pl.Tensor[[32, 128], pl.FP32], y: pl.Out[pl.Tensor[[32, 128], pl.FP32]]
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            r: pl.Tensor[[32, 128], pl.FP32] = pl.sub(1.0, x)
            y = pl.assemble(y, r, [0, 0])
        return y
