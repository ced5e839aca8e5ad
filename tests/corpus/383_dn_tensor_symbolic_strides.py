import pypto.language as pl

M = pl.dynamic("M")
K = pl.dynamic("K")


# Column-major (DN) tensor views over dynamic shapes: MaterializeTensorStrides
# writes their strides from the shape expressions ([1, M] for [M, K], and the
# block volume M * K before the trailing pair in 3-D), as it does for static
# shapes.
@pl.program
class DnTensorSymbolicStrides:
    @pl.function
    def dn2d(
        self,
        x: pl.Tensor[[M, K], pl.FP32, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)],
    ):
        pl.const(0, pl.INT64)

    @pl.function
    def dn3d(
        self,
        y: pl.Tensor[[4, M, K], pl.FP16, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)],
        z: pl.Tensor[[2, 4, M, K], pl.FP16, pl.TensorView(stride=[], layout=pl.TensorLayout.DN)],
    ):
        pl.const(0, pl.INT64)
