# pypto.program: Dynamic3dTileError
import pypto.language as pl

B = pl.dynamic("B")

@pl.program
class Dynamic3dTileError:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[B, 8, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[B, 8, 128], pl.FP32]]) -> pl.Tensor[[B, 8, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            s__ssa_v0: pl.Tensor[[B, 8, 128], pl.FP32] = pl.tensor.muls(x__ssa_v0, 0.5)
            out__ssa_v1: pl.Tensor[[B, 8, 128], pl.FP32] = pl.tensor.assemble(out__ssa_v0, s__ssa_v0, [0, 0, 0])
        return out__ssa_v1
