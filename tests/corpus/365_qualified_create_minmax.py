import pypto.language as pl


@pl.program
class QualifiedAliases:
    """Qualified spellings of the creation ops and the scalar max/min of pl.tile."""

    @pl.function(type=pl.FunctionType.InCore)
    def clip_rows(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        rows: pl.Scalar[pl.INDEX] = pl.tile.min(n, 64)
        first: pl.Scalar[pl.INDEX] = pl.tile.max(rows - 16, 0)
        acc = pl.tile.create_tile([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        t = pl.load(x, [first, 0], [16, 128])
        acc = pl.add(t, t)
        out = pl.store(acc, [first, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self, x: pl.Tensor[[64, 128], pl.FP32], n: pl.Scalar[pl.INDEX]
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        out = pl.tensor.create_tensor([64, 128], dtype=pl.FP32)
        out = self.clip_rows(x, n, out)
        return out
