# expect-error: the accumulator loop's yield hands back two values for its one carried tile (TypeCheck: ForStmt size mismatch)
import pypto.language as pl


@pl.program
class YieldExtraValue:
    @pl.function(type=pl.FunctionType.InCore)
    def band_sum(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        zero: pl.Tile[[16, 128], pl.FP32] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
        for i, (acc,) in pl.range(4, init_values=(zero,)):
            band: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [i * 16, 0], [16, 128])
            grown: pl.Tile[[16, 128], pl.FP32] = pl.add(acc, band)
            total: pl.Tile[[16, 128], pl.FP32] = pl.yield_(grown, band)
        res: pl.Tensor[[16, 128], pl.FP32] = pl.store(total, [0, 0], out)
        return res

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        out = self.band_sum(x, out)
        return out
