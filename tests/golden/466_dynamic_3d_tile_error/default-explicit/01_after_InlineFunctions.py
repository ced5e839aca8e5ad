# pypto.program: Dynamic3dTileError
import pypto.language as pl

B = pl.dynamic("B")

@pl.program
class Dynamic3dTileError:
    @pl.function
    def main(self, x: pl.Tensor[[B, 8, 128], pl.FP32], out: pl.Out[pl.Tensor[[B, 8, 128], pl.FP32]]) -> pl.Tensor[[B, 8, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            s: pl.Tensor[[B, 8, 128], pl.FP32] = pl.tensor.muls(x, 0.5)
            out: pl.Tensor[[B, 8, 128], pl.FP32] = pl.tensor.assemble(out, s, [0, 0, 0])
        return out
