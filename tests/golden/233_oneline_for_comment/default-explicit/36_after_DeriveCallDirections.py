# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def main(self, a__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i__idx_v0, (a__iter_v1,) in pl.range(2, init_values=(a__ssa_v0,)):
            a__ssa_v3: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)] = pl.tensor.add(a__iter_v1, a__iter_v1)
            a__rv_v2: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)] = pl.yield_(a__ssa_v3)
        return a__rv_v2
