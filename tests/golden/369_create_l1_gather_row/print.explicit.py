# pypto.program: PagedKeyGather
import pypto.language as pl

@pl.program
class PagedKeyGather:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def scores(q: pl.Tensor[[16, 128], pl.BF16], pool: pl.Tensor[[256, 128], pl.BF16], pages: pl.Tensor[[16], pl.INT32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        keys: pl.Tensor[[16, 128], pl.BF16] = pl.tensor.create_l1([16, 128], dtype=pl.BF16, transpose=False)
        for r in pl.range(16):
            page: pl.Scalar[pl.INT32] = pl.tensor.read(pages, [r])
            phys: pl.Scalar[pl.INDEX] = pl.cast(page, pl.INDEX)
            keys: pl.Tensor[[16, 128], pl.BF16] = pl.tensor.gather_row(keys, pool, [r, 0], [phys, 0], [1, 128], transpose=False)
        s: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.matmul(q, keys, a_trans=False, b_trans=True, c_matrix_nz=False, out_dtype=pl.FP32)
        out: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.assemble(out, s, [0, 0])
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, q: pl.Tensor[[16, 128], pl.BF16], pool: pl.Tensor[[256, 128], pl.BF16], pages: pl.Tensor[[16], pl.INT32]) -> pl.Tensor[[16, 16], pl.FP32]:
        out: pl.Tensor[[16, 16], pl.FP32] = pl.tensor.create([16, 16], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        out: pl.Tensor[[16, 16], pl.FP32] = self.scores(q, pool, pages, out)
        return out
