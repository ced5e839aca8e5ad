import pypto.language as pl


@pl.program
class KernelParallelSoftmaxRows:
    @pl.function(type=pl.FunctionType.InCore)
    def softmax_rows(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        for r in pl.parallel(4):
            t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [r * 16, 0], [16, 64])
            work: pl.Tile[[16, 64], pl.FP32] = pl.tile.create([16, 64], dtype=pl.FP32)
            m: pl.Tile[[16, 1], pl.FP32] = pl.row_max(t, work)
            c: pl.Tile[[16, 64], pl.FP32] = pl.row_expand_sub(t, m)
            e: pl.Tile[[16, 64], pl.FP32] = pl.exp(c)
            s: pl.Tile[[16, 1], pl.FP32] = pl.row_sum(e, work)
            p: pl.Tile[[16, 64], pl.FP32] = pl.row_expand_div(e, s)
            out = pl.store(p, [r * 16, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        out = self.softmax_rows(x, out)
        return out
