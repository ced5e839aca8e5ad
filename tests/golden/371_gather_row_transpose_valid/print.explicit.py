# pypto.program: GatherRowForms
import pypto.language as pl

@pl.program
class GatherRowForms:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def gather(src: pl.Tensor[[256, 128], pl.BF16], n: pl.Scalar[pl.INDEX]) -> tuple[pl.Tensor[[128, 16], pl.BF16], pl.Tensor[[16, 128], pl.BF16]]:
        kt0: pl.Tensor[[128, 16], pl.BF16] = pl.tensor.create_l1([128, 16], dtype=pl.BF16, transpose=True)
        kt1: pl.Tensor[[128, 16], pl.BF16] = pl.tensor.gather_row(kt0, src, [0, 0], [0, 0], [1, 128], transpose=True)
        kt2: pl.Tensor[[128, 16], pl.BF16] = pl.tensor.gather_row(kt1, src, [0, 1], [1, 0], [1, 128], valid_shape=[1, 64], transpose=True)
        kv0: pl.Tensor[[16, 128], pl.BF16] = pl.tensor.create_l1([16, 128], dtype=pl.BF16, transpose=False)
        kv1: pl.Tensor[[16, 128], pl.BF16] = pl.tensor.gather_row(kv0, src, [0, 0], [0, 0], [1, 128], valid_shape=[1, n], transpose=False)
        return kt2, kv1
    @pl.function
    def main(self, src: pl.Tensor[[256, 128], pl.BF16], n: pl.Scalar[pl.INDEX]) -> tuple[pl.Tensor[[128, 16], pl.BF16], pl.Tensor[[16, 128], pl.BF16]]:
        _tuple_tmp: pl.Tuple[pl.Tensor[[128, 16], pl.BF16], pl.Tensor[[16, 128], pl.BF16]] = self.gather(src, n)
        cols: pl.Tensor[[128, 16], pl.BF16] = _tuple_tmp[0]
        rows: pl.Tensor[[16, 128], pl.BF16] = _tuple_tmp[1]
        return cols, rows
