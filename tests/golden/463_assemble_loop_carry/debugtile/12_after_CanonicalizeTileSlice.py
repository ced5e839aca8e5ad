# pypto.program: AssembleLoopCarry
import pypto.language as pl

@pl.program
class AssembleLoopCarry:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def patch(x__ssa_v0: pl.Tensor[[64, 32], pl.FP32], flag__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        zero__ssa_v0: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 32], dtype=pl.FP32, value=0.0)
        for i__idx_v0, (acc,) in pl.range(4, init_values=(zero__ssa_v0,)):
            hr__ssa_v0: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [i__idx_v0 * 16, 0], [16, 16], [16, 16], target_memory=pl.Mem.Vec)
            base__ssa_v0: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.adds(acc, 1.0)
            if 0 < flag__ssa_v0:
                left__ssa_v0: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(base__ssa_v0, hr__ssa_v0, [0, 0])
                picked__rv_v0: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.yield_(left__ssa_v0)
            else:
                right__ssa_v0: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(base__ssa_v0, hr__ssa_v0, [0, 16])
                picked__rv_v0: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.yield_(right__ssa_v0)
            acc_out: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.yield_(picked__rv_v0)
        done__ssa_v0: pl.Tensor[[16, 32], pl.FP32] = pl.tile.store(acc_out, [0, 0], out__ssa_v0)
        return done__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 32], pl.FP32], flag__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[16, 32], pl.FP32]]) -> pl.Tensor[[16, 32], pl.FP32]:
        out__ssa_v1: pl.Tensor[[16, 32], pl.FP32] = self.patch(x__ssa_v0, flag__ssa_v0, out__ssa_v0)
        return out__ssa_v1
