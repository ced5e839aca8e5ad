# error: 14:43: The operator tile.log requires an FP16 or FP32 tile operand, got INT32
import pypto.language as pl


@pl.program
class TileLogInt:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[32, 128], pl.INT32],
        out: pl.Out[pl.Tensor[[32, 128], pl.INT32]],
    ) -> pl.Tensor[[32, 128], pl.INT32]:
        tx: pl.Tile[[32, 128], pl.INT32] = pl.load(x, [0, 0], [32, 128])
        d: pl.Tile[[32, 128], pl.INT32] = pl.log(tx)
        out = pl.store(d, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 128], pl.INT32],
        out: pl.Out[pl.Tensor[[32, 128], pl.INT32]],
    ) -> pl.Tensor[[32, 128], pl.INT32]:
        out = self.k(x, out)
        return out
