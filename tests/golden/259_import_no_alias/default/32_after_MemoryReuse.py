# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)]) -> pl.Tensor[[64, 128], pl.FP32]:
        b__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)] = pl.tensor.add(a__ssa_v0, a__ssa_v0)
        return b__ssa_v0
