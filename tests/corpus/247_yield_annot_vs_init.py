# expect-error: loop yields a tile of a different shape than its init
import pypto.language as pl


@pl.program
class YieldShapeMismatch:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[64, 512], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        z: pl.Tile[[32, 128], pl.FP32] = pl.tile.full([32, 128], dtype=pl.FP32, value=0.0)
        for j, (acc,) in pl.range(4, init_values=(z,)):
            t: pl.Tile[[64, 128], pl.FP32] = pl.load(x, [0, j * 128], [64, 128])
            af: pl.Tile[[64, 128], pl.FP32] = pl.yield_(t)
        out = pl.store(af, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 512], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        out = self.k(x, out)
        return out
