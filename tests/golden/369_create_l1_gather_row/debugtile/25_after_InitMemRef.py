# pypto.program: PagedKeyGather
import pypto.language as pl

@pl.program
class PagedKeyGather:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scores(q__ssa_v0: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], pool__ssa_v0: pl.Tensor[[256, 128], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)], pages__ssa_v0: pl.Tensor[[16], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 64)], out__ssa_v0: pl.Out[pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 1024)]]) -> pl.Tensor[[16, 16], pl.FP32]:
        keys__ssa_v0: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4096)] = pl.tensor.create_l1([16, 128], dtype=pl.BF16, transpose=False)
        for r__idx_v0, (keys__iter_v1,) in pl.range(16, init_values=(keys__ssa_v0,)):
            page__ssa_v0: pl.Scalar[pl.INT32] = pl.tensor.read(pages__ssa_v0, [r__idx_v0])
            phys__ssa_v0: pl.Scalar[pl.INDEX] = pl.cast(page__ssa_v0, pl.INDEX)
            keys__ssa_v3: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4096)] = pl.tensor.gather_row(keys__iter_v1, pool__ssa_v0, [r__idx_v0, 0], [phys__ssa_v0, 0], [1, 128], transpose=False)
            keys__rv_v2: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 4096)] = pl.yield_(keys__ssa_v3)
        s__ssa_v0: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 1024)] = pl.tensor.matmul(q__ssa_v0, keys__rv_v2, a_trans=False, b_trans=True, c_matrix_nz=False, out_dtype=pl.FP32)
        out__ssa_v1: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_8", pl.const(0, pl.INT64), 1024)] = pl.tensor.assemble(out__ssa_v0, s__ssa_v0, [0, 0])
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, q__ssa_v0: pl.Tensor[[16, 128], pl.BF16, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], pool__ssa_v0: pl.Tensor[[256, 128], pl.BF16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 65536)], pages__ssa_v0: pl.Tensor[[16], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 64)]) -> pl.Tensor[[16, 16], pl.FP32]:
        out__ssa_v0: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 1024)] = pl.tensor.create([16, 16], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        out__ssa_v1: pl.Tensor[[16, 16], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 1024)] = self.scores(q__ssa_v0, pool__ssa_v0, pages__ssa_v0, out__ssa_v0)
        return out__ssa_v1
