import pypto.language as pl


@pl.program
class GatherRowForms:
    """gather_row variants: GM rows landing as L1 columns (transpose=True, a static
    valid_shape on the second row) and a plain gather with a runtime row length."""

    @pl.function(type=pl.FunctionType.InCore)
    def gather(
        self, src: pl.Tensor[[256, 128], pl.BF16], n: pl.Scalar[pl.INDEX]
    ) -> tuple[pl.Tensor[[128, 16], pl.BF16], pl.Tensor[[16, 128], pl.BF16]]:
        kt0 = pl.create_l1([128, 16], pl.BF16, transpose=True)
        kt1 = pl.gather_row(kt0, src, [0, 0], [0, 0], [1, 128], transpose=True)
        kt2 = pl.tensor.gather_row(kt1, src, [0, 1], [1, 0], [1, 128], transpose=True, valid_shape=[1, 64])
        kv0 = pl.create_l1([16, 128], pl.BF16)
        kv1 = pl.gather_row(kv0, src, [0, 0], [0, 0], [1, 128], valid_shape=[1, n])
        return kt2, kv1

    @pl.function
    def main(
        self, src: pl.Tensor[[256, 128], pl.BF16], n: pl.Scalar[pl.INDEX]
    ) -> tuple[pl.Tensor[[128, 16], pl.BF16], pl.Tensor[[16, 128], pl.BF16]]:
        cols, rows = self.gather(src, n)
        return cols, rows
