# pypto.program: Mscatter
import pypto.language as pl

@pl.program
class Mscatter:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(src__ssa_v0: pl.Tensor[[8, 16], pl.FP16], idx__ssa_v0: pl.Tensor[[8, 16], pl.INT32], out__ssa_v0: pl.Out[pl.Tensor[[256], pl.FP16]]) -> pl.Tensor[[256], pl.FP16]:
        s__ssa_v0: pl.Tile[[8, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(src__ssa_v0, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        i__ssa_v0: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec] = pl.tile.load(idx__ssa_v0, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        r__ssa_v0: pl.Tensor[[256], pl.FP16] = pl.tile.mscatter(s__ssa_v0, i__ssa_v0, out__ssa_v0)
        return r__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel_stmt(src__ssa_v0: pl.Tensor[[8, 16], pl.FP16], idx__ssa_v0: pl.Tensor[[8, 16], pl.INT32], out__ssa_v0: pl.Out[pl.Tensor[[256], pl.FP16]]) -> pl.Tensor[[256], pl.FP16]:
        s__ssa_v0: pl.Tile[[8, 16], pl.FP16, pl.Mem.Vec] = pl.tile.load(src__ssa_v0, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        i__ssa_v0: pl.Tile[[8, 16], pl.INT32, pl.Mem.Vec] = pl.tile.load(idx__ssa_v0, [0, 0], [8, 16], [8, 16], target_memory=pl.Mem.Vec)
        pl.tile.mscatter(s__ssa_v0, i__ssa_v0, out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, src__ssa_v0: pl.Tensor[[8, 16], pl.FP16], idx__ssa_v0: pl.Tensor[[8, 16], pl.INT32], out__ssa_v0: pl.Out[pl.Tensor[[256], pl.FP16]]) -> pl.Tensor[[256], pl.FP16]:
        out__ssa_v1: pl.Tensor[[256], pl.FP16] = self.kernel(src__ssa_v0, idx__ssa_v0, out__ssa_v0)
        out__ssa_v2: pl.Tensor[[256], pl.FP16] = self.kernel_stmt(src__ssa_v0, idx__ssa_v0, out__ssa_v1)
        return out__ssa_v2
