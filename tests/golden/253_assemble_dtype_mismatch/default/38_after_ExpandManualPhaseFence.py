# pypto.program: P
import pypto.language as pl

@pl.program
class P:
    @pl.function
    def main(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[32, 128], pl.FP16]:
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP16, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = pl.tensor.assemble(out__ssa_v0, x__ssa_v0, [0, 0])
        return out__ssa_v1
