# pypto.program: MultiwayMerge
import pypto.language as pl

@pl.program
class MultiwayMerge:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(a__ssa_v0: pl.Tensor[[1, 128], pl.FP32], b__ssa_v0: pl.Tensor[[1, 128], pl.FP32], c__ssa_v0: pl.Tensor[[1, 64], pl.FP32], d__ssa_v0: pl.Tensor[[1, 64], pl.FP32], o4__ssa_v0: pl.InOut[pl.Tensor[[1, 384], pl.FP32]], o3__ssa_v0: pl.InOut[pl.Tensor[[1, 320], pl.FP32]]) -> tuple[pl.Tensor[[1, 384], pl.FP32], pl.Tensor[[1, 320], pl.FP32]]:
        m4__ssa_v0: pl.Tensor[[1, 384], pl.FP32] = pl.tensor.mrgsort_format2(a__ssa_v0, b__ssa_v0, c__ssa_v0, d__ssa_v0, exhausted=False)
        m3__ssa_v0: pl.Tensor[[1, 320], pl.FP32] = pl.tensor.mrgsort_format2(a__ssa_v0, b__ssa_v0, c__ssa_v0, exhausted=True)
        o4__ssa_v1: pl.Tensor[[1, 384], pl.FP32] = pl.tensor.assemble(o4__ssa_v0, m4__ssa_v0, [0, 0])
        o3__ssa_v1: pl.Tensor[[1, 320], pl.FP32] = pl.tensor.assemble(o3__ssa_v0, m3__ssa_v0, [0, 0])
        return o4__ssa_v0, o3__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[1, 128], pl.FP32], b__ssa_v0: pl.Tensor[[1, 128], pl.FP32], c__ssa_v0: pl.Tensor[[1, 64], pl.FP32], d__ssa_v0: pl.Tensor[[1, 64], pl.FP32], o4__ssa_v0: pl.Out[pl.Tensor[[1, 384], pl.FP32]], o3__ssa_v0: pl.Out[pl.Tensor[[1, 320], pl.FP32]]) -> tuple[pl.Tensor[[1, 384], pl.FP32], pl.Tensor[[1, 320], pl.FP32]]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[1, 384], pl.FP32], pl.Tensor[[1, 320], pl.FP32]] = self.main_incore_0(a__ssa_v0, b__ssa_v0, c__ssa_v0, d__ssa_v0, o4__ssa_v0, o3__ssa_v0)
        o4__ssa_v1: pl.Tensor[[1, 384], pl.FP32] = ret__tmp_v0[0]
        o3__ssa_v1: pl.Tensor[[1, 320], pl.FP32] = ret__tmp_v0[1]
        return o4__ssa_v1, o3__ssa_v1
