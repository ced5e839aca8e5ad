# error: 11:14: tile.store extends the valid region along dimensions 0 and 1 at once
# (a [48, 48] store at [0, 16] into a [32, 48]-valid view grows both axes: the union is an L-shape, as the reference rejects)
import pypto.language as pl


@pl.program
class M4:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[64, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.TensorView(valid_shape=[32, 48], stride=[64, 1], layout=pl.TensorLayout.ND)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[48, 48], pl.FP32] = pl.load(x, [0, 0], [48, 48])
        y2 = pl.store(t, [0, 16], y)
        return y2

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, x: pl.Tensor[[64, 64], pl.FP32], y: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.TensorView(valid_shape=[32, 48], stride=[64, 1], layout=pl.TensorLayout.ND)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        r = self.k(x, y)
        return r
