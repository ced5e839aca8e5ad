# pypto.program: DnTensorSymbolicStrides
import pypto.language as pl

K = pl.dynamic("K")
M = pl.dynamic("M")

@pl.program
class DnTensorSymbolicStrides:
    @pl.function
    def dn2d(self, x__ssa_v0: pl.Tensor[[M, K], pl.FP32, pl.TensorView(stride=[1, M], layout=pl.TensorLayout.DN), pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)]):
        pl.const(0, pl.INT64)
    @pl.function
    def dn3d(self, y__ssa_v0: pl.Tensor[[4, M, K], pl.FP16, pl.TensorView(stride=[M * K, 1, M], layout=pl.TensorLayout.DN), pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], z__ssa_v0: pl.Tensor[[2, 4, M, K], pl.FP16, pl.TensorView(stride=[M * K * pl.const(4, pl.INDEX), M * K, 1, M], layout=pl.TensorLayout.DN), pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]):
        pl.const(0, pl.INT64)
