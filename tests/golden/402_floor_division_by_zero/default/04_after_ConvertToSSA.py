# pypto.program: FloorDivZero
import pypto.language as pl

@pl.program
class FloorDivZero:
    @pl.function
    def main(self, n__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Tensor[[8], pl.INDEX]) -> pl.Scalar[pl.INDEX]:
        pl.tensor.write(out__ssa_v0, [0], pl.const(7, pl.INDEX) // pl.const(0, pl.INDEX))
        return n__ssa_v0 // (n__ssa_v0 - n__ssa_v0)
