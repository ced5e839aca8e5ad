import pypto.language as pl


@pl.program
class PagedKeyGather:
    """Keys gathered row by row from a paged pool straight into L1, then scored
    against the query block."""

    @pl.function(type=pl.FunctionType.InCore)
    def scores(
        self,
        q: pl.Tensor[[16, 128], pl.BF16],
        pool: pl.Tensor[[256, 128], pl.BF16],
        pages: pl.Tensor[[16], pl.INT32],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        keys = pl.create_l1([16, 128], pl.BF16)
        for r in pl.range(16):
            page: pl.Scalar[pl.INT32] = pl.tensor.read(pages, [r])
            phys: pl.Scalar[pl.INDEX] = pl.cast(page, pl.INDEX)
            keys = pl.tensor.gather_row(keys, pool, [r, 0], [phys, 0], [1, 128])
        s = pl.matmul(q, keys, b_trans=True, out_dtype=pl.FP32)
        out = pl.assemble(out, s, [0, 0])
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        q: pl.Tensor[[16, 128], pl.BF16],
        pool: pl.Tensor[[256, 128], pl.BF16],
        pages: pl.Tensor[[16], pl.INT32],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        out = pl.create_tensor([16, 16], dtype=pl.FP32)
        out = self.scores(q, pool, pages, out)
        return out
