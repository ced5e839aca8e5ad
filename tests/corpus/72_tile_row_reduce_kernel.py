import pypto.language as pl


@pl.program
class TileRowReduceKernel:
    @pl.function(type=pl.FunctionType.InCore)
    def row_norm(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        t: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        work: pl.Tile[[32, 128], pl.FP32] = pl.create_tile([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        sq: pl.Tile[[32, 128], pl.FP32] = pl.mul(t, t)
        ss: pl.Tile[[32, 1], pl.FP32] = pl.row_sum(sq, work)
        inv: pl.Tile[[32, 1], pl.FP32] = pl.rsqrt(ss)
        n: pl.Tile[[32, 128], pl.FP32] = pl.row_expand_mul(t, inv)
        out = pl.store(n, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        out = self.row_norm(x, out)
        return out
