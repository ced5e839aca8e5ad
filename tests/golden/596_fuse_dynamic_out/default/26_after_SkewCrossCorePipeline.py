# pypto.program: FuseDynamicOut
import pypto.language as pl

M = pl.dynamic("M")

@pl.program
class FuseDynamicOut:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def blk(src__ssa_v0: pl.Tensor[[M, 64], pl.FP32], i__ssa_v0: pl.Scalar[pl.INDEX], part__ssa_v0: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(src__ssa_v0, [i__ssa_v0 * 32, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        r__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t__ssa_v0, 2.0)
        done__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tile.store(r__ssa_v0, [0, 0], part__ssa_v0)
        return part__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, src__ssa_v0: pl.Tensor[[M, 64], pl.FP32], dst__ssa_v0: pl.Out[pl.Tensor[[M, 64], pl.FP32]]) -> pl.Tensor[[M, 64], pl.FP32]:
        for i__idx_v0, (dst__iter_v1,) in pl.range(M // 32, init_values=(dst__ssa_v0,)):
            part__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            part__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.blk(src__ssa_v0, i__idx_v0, part__ssa_v0)
            dst__ssa_v3: pl.Tensor[[M, 64], pl.FP32] = pl.tensor.assemble(dst__iter_v1, part__ssa_v1, [i__idx_v0 * 32, 0])
            dst__rv_v2: pl.Tensor[[M, 64], pl.FP32] = pl.yield_(dst__ssa_v3)
        return dst__rv_v2
