# pypto.program: DnTensorSymbolicStrides
import pypto.language as pl

K = pl.dynamic("K")
M = pl.dynamic("M")

@pl.program
class DnTensorSymbolicStrides:
    @pl.function
    def dn2d(self, x: pl.Tensor[[M, K], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)]):
        pl.const(0, pl.INT64)
    @pl.function
    def dn3d(self, y: pl.Tensor[[4, M, K], pl.FP16, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)], z: pl.Tensor[[2, 4, M, K], pl.FP16, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)]):
        pl.const(0, pl.INT64)
