import pypto.language as pl


@pl.program
class LoopIfElseTwoCarries:
    @pl.function(type=pl.FunctionType.InCore)
    def split_accum(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        lo: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
        hi: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        z0: pl.Tile[[16, 64], pl.FP32] = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
        z1: pl.Tile[[16, 64], pl.FP32] = pl.tile.full([16, 64], dtype=pl.FP32, value=1.0)
        for i, (a, b) in pl.range(8, init_values=(z0, z1)):
            band: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [i * 16, 0], [16, 64])
            if i % 2 == 0:
                a2: pl.Tile[[16, 64], pl.FP32] = pl.add(a, band)
                ra, rb = pl.yield_(a2, b)
            else:
                b2: pl.Tile[[16, 64], pl.FP32] = pl.mul(b, band)
                ra, rb = pl.yield_(a, b2)
            a_out, b_out = pl.yield_(ra, rb)
        lo = pl.store(a_out, [0, 0], lo)
        hi = pl.store(b_out, [0, 0], hi)
        return lo, hi

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        lo: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
        hi: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        lo, hi = self.split_accum(x, lo, hi)
        return lo, hi
