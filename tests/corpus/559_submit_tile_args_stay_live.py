# pl.submit inside a CORE_GROUP scope: the outlined kernel creates two tiles and submits both; a
# submit's arguments are uses, so the two buffers stay apart (MemoryReuse).
import pypto.language as pl


@pl.program
class SubmitMultiOut:
    @pl.function(type=pl.FunctionType.InCore)
    def k_split(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        o1: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
        o2: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> tuple[pl.Tensor[[32, 128], pl.FP32], pl.Tensor[[32, 128], pl.FP32]]:
        t: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        e: pl.Tile[[32, 128], pl.FP32] = pl.exp(t)
        n: pl.Tile[[32, 128], pl.FP32] = pl.neg(t)
        o1 = pl.store(e, [0, 0], o1)
        o2 = pl.store(n, [0, 0], o2)
        return o1, o2

    @pl.function(type=pl.FunctionType.InCore)
    def k_add(
        self,
        a: pl.Tensor[[32, 128], pl.FP32],
        b: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        ta: pl.Tile[[32, 128], pl.FP32] = pl.load(a, [0, 0], [32, 128])
        tb: pl.Tile[[32, 128], pl.FP32] = pl.load(b, [0, 0], [32, 128])
        s: pl.Tile[[32, 128], pl.FP32] = pl.add(ta, tb)
        out = pl.store(s, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP, optimizations=[pl.split(pl.SplitMode.UP_DOWN)]):
            a: pl.Tensor[[32, 128], pl.FP32] = pl.create_tensor([32, 128], dtype=pl.FP32)
            b: pl.Tensor[[32, 128], pl.FP32] = pl.create_tensor([32, 128], dtype=pl.FP32)
            (a, b), t0 = pl.submit(self.k_split, x, a, b)
            out, t1 = pl.submit(self.k_add, a, b, out, deps=[t0], allow_early_resolve=True)
        return out
