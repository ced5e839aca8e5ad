# pypto.program: SsaEscapeUnannotatedTileAlias
import pypto.language as pl

@pl.program
class SsaEscapeUnannotatedTileAlias:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX], m__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t2__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        for i__idx_v0, (u__iter_v0,) in pl.range(4, init_values=(t2__ssa_v0,)):
            u__ssa_v2: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = t2__ssa_v0
            u__rv_v1: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(u__ssa_v2)
        y__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(u__rv_v1, [16, 0], y__ssa_v0)
        row__ssa_v0: pl.Scalar[pl.INDEX] = n__ssa_v0
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [row__ssa_v0 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        y__ssa_v2: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(t__ssa_v0, [0, 0], y__ssa_v1)
        return y__ssa_v2
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX], m__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        y__ssa_v1: pl.Tensor[[64, 64], pl.FP32] = self.k(x__ssa_v0, n__ssa_v0, m__ssa_v0, y__ssa_v0)
        return y__ssa_v1
