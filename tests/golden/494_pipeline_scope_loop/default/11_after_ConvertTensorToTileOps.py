# pypto.program: PipelineScopeLoop
import pypto.language as pl

@pl.program
class PipelineScopeLoop:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def main_incore_0(y__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]], x__ssa_v0: pl.Tensor[[128, 64], pl.FP32]) -> pl.Tensor[[128, 64], pl.FP32]:
        for r__idx_v0, (y__iter_v1,) in pl.pipeline(0, 128, 32, stage=2, init_values=(y__ssa_v0,)):
            t__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [r__idx_v0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            e__tile: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t__tile)
            y__tile: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(e__tile, [r__idx_v0, 0], y__iter_v1)
            y__rv_v2: pl.Tensor[[128, 64], pl.FP32] = pl.yield_(y__tile)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[128, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        y__rv_v2: pl.Tensor[[128, 64], pl.FP32] = self.main_incore_0(y__ssa_v0, x__ssa_v0)
        return y__rv_v2
