import pypto.language as pl


# A mixed kernel replayed on lane 1 (Ascend910B dual dispatch): the row sum
# is reshaped to a row vector by ResolveBackendOpLayouts, so the tile.mul
# broadcasts to [32, 32] while its variable stays [32, 1]; lane 1 types the
# replay from the call and does not re-check the row_expand_mul that reads it.
@pl.program
class V7:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a: pl.Tensor[[32, 64], pl.BF16], b: pl.Tensor[[64, 64], pl.BF16], x: pl.Tensor[[128, 64], pl.FP32], n: pl.Scalar[pl.INDEX], c: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        al = pl.move(pl.load(a, [0, 0], [32, 64], target_memory=pl.Mem.Mat), target_memory=pl.Mem.Left)
        br = pl.move(pl.load(b, [0, 0], [64, 64], target_memory=pl.Mem.Mat), target_memory=pl.Mem.Right)
        v = pl.move(pl.matmul(al, br), target_memory=pl.Mem.Vec)
        tmp = pl.create_tile([32, 64], dtype=pl.FP32)
        rv = pl.tile.full([32, 1], dtype=pl.FP32, value=2.0)
        s = pl.mul(rv, pl.row_sum(v, tmp))
        c = pl.store(pl.row_expand_mul(v, s), [0, 0], c)
        return c

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(self, a: pl.Tensor[[32, 64], pl.BF16], b: pl.Tensor[[64, 64], pl.BF16], x: pl.Tensor[[128, 64], pl.FP32], n: pl.Scalar[pl.INDEX], c: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        c = self.k(a, b, x, n, c)
        return c
