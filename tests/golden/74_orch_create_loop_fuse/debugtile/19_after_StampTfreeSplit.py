# pypto.program: OrchCreateLoopFuse
import pypto.language as pl

@pl.program
class OrchCreateLoopFuse:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def add_rows(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32], y__ssa_v0: pl.Tensor[[64, 128], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for r__idx_v0, (out__iter_v1,) in pl.range(4, init_values=(out__ssa_v0,)):
            tx__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [r__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            ty__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [r__idx_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            s__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(tx__ssa_v0, ty__ssa_v0)
            out__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tile.store(s__ssa_v0, [r__idx_v0 * 16, 0], out__iter_v1)
            out__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__rv_v2
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def sq_block(src__ssa_v0: pl.Tensor[[64, 128], pl.FP32], i__ssa_v0: pl.Scalar[pl.INDEX], part__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(src__ssa_v0, [i__ssa_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        q__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.mul(t__ssa_v0, t__ssa_v0)
        part__ssa_v1: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(q__ssa_v0, [0, 0], part__ssa_v0)
        return part__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, src__ssa_v0: pl.Tensor[[64, 128], pl.FP32], dst__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        sq__ssa_v0: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.create([64, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        for i__idx_v0, (sq__iter_v1,) in pl.range(4, init_values=(sq__ssa_v0,)):
            part__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.create([16, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            part__ssa_v1: pl.Tensor[[16, 128], pl.FP32] = self.sq_block(src__ssa_v0, i__idx_v0, part__ssa_v0)
            sq__ssa_v3: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(sq__iter_v1, part__ssa_v1, [i__idx_v0 * 16, 0])
            sq__rv_v2: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(sq__ssa_v3)
        dst__ssa_v1: pl.Tensor[[64, 128], pl.FP32] = self.add_rows(sq__rv_v2, src__ssa_v0, dst__ssa_v0)
        return dst__ssa_v1
