# pypto.program: GatherRowForms
import pypto.language as pl

@pl.program
class GatherRowForms:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def gather(src__ssa_v0: pl.Tensor[[256, 128], pl.BF16], n__ssa_v0: pl.Scalar[pl.INDEX]) -> tuple[pl.Tensor[[128, 16], pl.BF16], pl.Tensor[[16, 128], pl.BF16]]:
        kt0__ssa_v0: pl.Tensor[[128, 16], pl.BF16] = pl.tensor.create_l1([128, 16], dtype=pl.BF16, transpose=True)
        kt1__ssa_v0: pl.Tensor[[128, 16], pl.BF16] = pl.tensor.gather_row(kt0__ssa_v0, src__ssa_v0, [0, 0], [0, 0], [1, 128], transpose=True)
        kt2__ssa_v0: pl.Tensor[[128, 16], pl.BF16] = pl.tensor.gather_row(kt1__ssa_v0, src__ssa_v0, [0, 1], [1, 0], [1, 128], valid_shape=[1, 64], transpose=True)
        kv0__ssa_v0: pl.Tensor[[16, 128], pl.BF16] = pl.tensor.create_l1([16, 128], dtype=pl.BF16, transpose=False)
        kv1__ssa_v0: pl.Tensor[[16, 128], pl.BF16] = pl.tensor.gather_row(kv0__ssa_v0, src__ssa_v0, [0, 0], [0, 0], [1, 128], valid_shape=[1, n__ssa_v0], transpose=False)
        return kt2__ssa_v0, kv1__ssa_v0
    @pl.function
    def main(self, src__ssa_v0: pl.Tensor[[256, 128], pl.BF16], n__ssa_v0: pl.Scalar[pl.INDEX]) -> tuple[pl.Tensor[[128, 16], pl.BF16], pl.Tensor[[16, 128], pl.BF16]]:
        _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[128, 16], pl.BF16], pl.Tensor[[16, 128], pl.BF16]] = self.gather(src__ssa_v0, n__ssa_v0)
        cols__ssa_v0: pl.Tensor[[128, 16], pl.BF16] = _tuple_tmp__ssa_v0[0]
        rows__ssa_v0: pl.Tensor[[16, 128], pl.BF16] = _tuple_tmp__ssa_v0[1]
        return cols__ssa_v0, rows__ssa_v0
