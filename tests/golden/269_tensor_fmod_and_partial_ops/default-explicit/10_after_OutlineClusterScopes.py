# pypto.program: TensorFmodPartial
import pypto.language as pl

@pl.program
class TensorFmodPartial:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], i__idx_v0: pl.Scalar[pl.INDEX], z__ssa_v0: pl.Tensor[[32, 64], pl.FP32], y__iter_v1: pl.Tensor[[32, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        xs__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(x__ssa_v0, [16, 64], [i__idx_v0 * 16, 0])
        zs__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(z__ssa_v0, [16, 64], [i__idx_v0 * 16, 0])
        m__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.fmod(xs__ssa_v0, zs__ssa_v0)
        n__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.fmods(m__ssa_v0, 2.0)
        p0__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.part_add(n__ssa_v0, xs__ssa_v0)
        p1__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.part_mul(p0__ssa_v0, zs__ssa_v0)
        p2__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.part_max(p1__ssa_v0, xs__ssa_v0)
        r__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.part_min(p2__ssa_v0, zs__ssa_v0)
        y__ssa_v3: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y__iter_v1, r__ssa_v0, [i__idx_v0 * 16, 0])
        return y__iter_v1
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_1(h__ssa_v0: pl.Tensor[[32, 64], pl.FP16], g__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP16]]):
        hm__ssa_v0: pl.Tensor[[32, 64], pl.FP16] = pl.tensor.fmods(h__ssa_v0, pl.const(3.0, pl.FP16))
        g__ssa_v1: pl.Tensor[[32, 64], pl.FP16] = pl.tensor.assemble(g__ssa_v0, hm__ssa_v0, [0, 0])
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP32], z__ssa_v0: pl.Tensor[[32, 64], pl.FP32], h__ssa_v0: pl.Tensor[[32, 64], pl.FP16], y__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]], g__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP16]]) -> pl.Tensor[[32, 64], pl.FP32]:
        for i__idx_v0, (y__iter_v1,) in pl.range(2, init_values=(y__ssa_v0,)):
            y__ssa_v3: pl.Tensor[[32, 64], pl.FP32] = self.main_incore_0(x__ssa_v0, i__idx_v0, z__ssa_v0, y__iter_v1)
            y__rv_v2: pl.Tensor[[32, 64], pl.FP32] = pl.yield_(y__ssa_v3)
        self.main_incore_1(h__ssa_v0, g__ssa_v0)
        return y__rv_v2
