# pypto.program: TensorSortMerge
import pypto.language as pl

@pl.program
class TensorSortMerge:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(src__ssa_v0: pl.Tensor[[1, 256], pl.FP32], idx__ssa_v0: pl.Tensor[[1, 256], pl.UINT32], other__ssa_v0: pl.Tensor[[1, 512], pl.FP32], merged_out__ssa_v0: pl.InOut[pl.Tensor[[1, 512], pl.FP32]], both_out__ssa_v0: pl.InOut[pl.Tensor[[1, 1024], pl.FP32]]) -> tuple[pl.Tensor[[1, 512], pl.FP32], pl.Tensor[[1, 1024], pl.FP32]]:
        pairs__ssa_v0: pl.Tensor[[1, 512], pl.FP32] = pl.tensor.sort32(src__ssa_v0, idx__ssa_v0)
        runs__ssa_v0: pl.Tensor[[1, 512], pl.FP32] = pl.tensor.mrgsort_format1(pairs__ssa_v0, pl.const(64, pl.INT32))
        runs__ssa_v1: pl.Tensor[[1, 512], pl.FP32] = pl.tensor.mrgsort_format1(runs__ssa_v0, pl.const(256, pl.INT32))
        both__ssa_v0: pl.Tensor[[1, 1024], pl.FP32] = pl.tensor.mrgsort_format2(runs__ssa_v1, other__ssa_v0, exhausted=True)
        merged_out__ssa_v1: pl.Tensor[[1, 512], pl.FP32] = pl.tensor.assemble(merged_out__ssa_v0, runs__ssa_v1, [0, 0])
        both_out__ssa_v1: pl.Tensor[[1, 1024], pl.FP32] = pl.tensor.assemble(both_out__ssa_v0, both__ssa_v0, [0, 0])
        return merged_out__ssa_v0, both_out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, src__ssa_v0: pl.Tensor[[1, 256], pl.FP32], idx__ssa_v0: pl.Tensor[[1, 256], pl.UINT32], other__ssa_v0: pl.Tensor[[1, 512], pl.FP32], merged_out__ssa_v0: pl.Out[pl.Tensor[[1, 512], pl.FP32]], both_out__ssa_v0: pl.Out[pl.Tensor[[1, 1024], pl.FP32]]) -> tuple[pl.Tensor[[1, 512], pl.FP32], pl.Tensor[[1, 1024], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[1, 512], pl.FP32], pl.Tensor[[1, 1024], pl.FP32]] = self.main_incore_0(src__ssa_v0, idx__ssa_v0, other__ssa_v0, merged_out__ssa_v0, both_out__ssa_v0)
        merged_out__ssa_v1: pl.Tensor[[1, 512], pl.FP32] = ret__tmp_v0[0]
        both_out__ssa_v1: pl.Tensor[[1, 1024], pl.FP32] = ret__tmp_v0[1]
        return merged_out__ssa_v1, both_out__ssa_v1
