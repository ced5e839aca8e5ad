# pypto.program: ScopeAssembleLoop
import pypto.language as pl

@pl.program
class ScopeAssembleLoop:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[16, 32], pl.FP32], ret0__out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        x__tile: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        for i__idx_v0, (buf__iter_v1,) in pl.range(2, init_values=(ret0__out,)):
            chunk__tile: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.exp(x__tile)
            buf__tile: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(chunk__tile, [0, i__idx_v0 * 32], buf__iter_v1)
            buf__rv_v2: pl.Tensor[[16, 64], pl.FP32] = pl.yield_(buf__tile)
        return ret0__out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[16, 32], pl.FP32]) -> pl.Tensor[[16, 64], pl.FP32]:
        ret0__out: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        buf__rv_v2: pl.Tensor[[16, 64], pl.FP32] = self.main_incore_0(x__ssa_v0, ret0__out)
        return buf__rv_v2
