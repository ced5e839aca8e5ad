# error: 15:26: pl.unroll() cannot be combined with init_values
# (the reference parser rejects it with the same message)
import pypto.language as pl


@pl.program
class KernelUnrollAccumulate:
    @pl.function(type=pl.FunctionType.InCore)
    def band_sum(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        zero: pl.Tile[[16, 64], pl.FP32] = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
        for i, (acc,) in pl.unroll(4, init_values=(zero,)):
            blk: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [i * 16, 0], [16, 64])
            nxt: pl.Tile[[16, 64], pl.FP32] = pl.add(acc, blk)
            total: pl.Tile[[16, 64], pl.FP32] = pl.yield_(nxt)
        out = pl.store(total, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        out = self.band_sum(x, out)
        return out
