# error: 16:42: The operator tile.div requires src0, src1, and dst to have the same valid_shape, but dimension 0 diffe
import pypto.language as pl


@pl.program
class DivValidMismatch:
    @pl.function(type=pl.FunctionType.InCore)
    def k_div(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        y: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        tx: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128], valid_shapes=[20, 128])
        ty: pl.Tile[[32, 128], pl.FP32] = pl.load(y, [0, 0], [32, 128])
        d: pl.Tile[[32, 128], pl.FP32] = pl.div(tx, ty)
        out = pl.store(d, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        y: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        out = self.k_div(x, y, out)
        return out
