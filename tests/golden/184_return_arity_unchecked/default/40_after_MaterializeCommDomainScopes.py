# pypto.program: ReturnArityUnchecked
import pypto.language as pl

@pl.program
class ReturnArityUnchecked:
    @pl.function
    def f(self, x__ssa_v0: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)]) -> pl.Tensor[[16, 128], pl.FP32]:
        y__ssa_v0: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)] = pl.tensor.exp(x__ssa_v0)
        return y__ssa_v0, x__ssa_v0
    @pl.function
    def g(self, x__ssa_v0: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)]) -> pl.Tensor[[16, 128], pl.FP32]:
        return 3
