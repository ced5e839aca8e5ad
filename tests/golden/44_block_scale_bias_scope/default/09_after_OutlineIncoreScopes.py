# pypto.program: BlockScaleBias
import pypto.language as pl

@pl.program
class BlockScaleBias:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(src__ssa_v0: pl.Tensor[[64, 256], pl.FP32], blk__idx_v0: pl.Scalar[pl.INDEX], bias__ssa_v0: pl.Tensor[[16, 256], pl.FP32], dst__iter_v1: pl.Tensor[[64, 256], pl.FP32]) -> pl.Tensor[[64, 256], pl.FP32]:
        part__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.slice(src__ssa_v0, [16, 256], [blk__idx_v0 * 16, 0])
        half__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.muls(part__ssa_v0, 0.5)
        moved__ssa_v0: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.add(half__ssa_v0, bias__ssa_v0)
        dst__ssa_v3: pl.Tensor[[64, 256], pl.FP32] = pl.tensor.assemble(dst__iter_v1, moved__ssa_v0, [blk__idx_v0 * 16, 0])
        return dst__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, src__ssa_v0: pl.Tensor[[64, 256], pl.FP32], bias__ssa_v0: pl.Tensor[[16, 256], pl.FP32], dst__ssa_v0: pl.Out[pl.Tensor[[64, 256], pl.FP32]]) -> pl.Tensor[[64, 256], pl.FP32]:
        for blk__idx_v0, (dst__iter_v1,) in pl.range(4, init_values=(dst__ssa_v0,)):
            dst__ssa_v3: pl.Tensor[[64, 256], pl.FP32] = self.main_incore_0(src__ssa_v0, blk__idx_v0, bias__ssa_v0, dst__iter_v1)
            dst__rv_v2: pl.Tensor[[64, 256], pl.FP32] = pl.yield_(dst__ssa_v3)
        return dst__rv_v2
