import pypto.language as pl


# A loop yield that names two results for one value binds only the first; the
# second name stays unbound (as Python's reference parser zips names with values).
@pl.program
class YieldUnboundExtraName:
    @pl.function(type=pl.FunctionType.InCore)
    def running_max(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        first: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [0, 0], [16, 128])
        for i, (best,) in pl.range(1, 4, init_values=(first,)):
            band: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [i * 16, 0], [16, 128])
            top: pl.Tile[[16, 128], pl.FP32] = pl.maximum(best, band)
            peak, spare = pl.yield_(top)
        res: pl.Tensor[[16, 128], pl.FP32] = pl.store(peak, [0, 0], out)
        return res

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        out = self.running_max(x, out)
        return out
