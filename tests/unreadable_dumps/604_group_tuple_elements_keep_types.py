# A Group helper returning two tiles, called from a kernel: the tiles taken from the tuple's
# elements keep their types in InferTileMemorySpace (no memory space), as the reference infers
# spaces only for variables defined by calls and aliases (found by a mutant run).
import pypto.language as pl


@pl.program
class InlineTupleHelper:
    @pl.function(type=pl.FunctionType.Group)
    def max_and_sum(
        self,
        t: pl.Tile[[16, 128], pl.FP32],
    ) -> tuple[pl.Tile[[16, 1], pl.FP32], pl.Tile[[16, 1], pl.FP32]]:
        tmp: pl.Tile[[16, 128], pl.FP32] = pl.create_tile([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        m: pl.Tile[[16, 1], pl.FP32] = pl.row_max(t, tmp)
        s: pl.Tile[[16, 1], pl.FP32] = pl.row_sum(t, tmp)
        return m, s

    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [0, 0], [16, 128])
        m, s = self.max_and_sum(t)
        a: pl.Tile[[16, 128], pl.FP32] = pl.row_expand_sub(t, m)
        b: pl.Tile[[16, 128], pl.FP32] = pl.row_expand_div(a, s)
        out = pl.store(b, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        out = self.k(x, out)
        return out
