import pypto.language as pl


@pl.program
class Partial3D:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[2, 16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        y: pl.Out[pl.Tensor[[2, 16, 64], pl.FP32]],
    ) -> pl.Tensor[[2, 16, 64], pl.FP32]:
        t: pl.Tile[[2, 16, 64], pl.FP32] = pl.load(x, [0, 0, 0], [2, 16, 64], valid_shapes=[2, n, 64])
        e: pl.Tile[[2, 16, 64], pl.FP32] = pl.exp(t)
        y = pl.store(e, [0, 0, 0], y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[2, 16, 64], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[2, 16, 64], pl.FP32]:
        y = pl.create_tensor([2, 16, 64], dtype=pl.FP32)
        y = self.k(x, n, y)
        return y
