# pypto.program: ScalarOffsetCarry
import pypto.language as pl

@pl.program
class ScalarOffsetCarry:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], off__iter_v1: pl.Scalar[pl.INDEX], y__iter_v1: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [off__iter_v1, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        u__tile: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t__tile)
        y__tile: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(u__tile, [off__iter_v1, 0], y__iter_v1)
        return y__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[64, 64], pl.FP32], y__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for i__idx_v0, (off__iter_v1, y__iter_v1) in pl.range(4, init_values=(0, y__ssa_v0)):
            y__ssa_v3: pl.Tensor[[64, 64], pl.FP32] = self.main_incore_0(x__ssa_v0, off__iter_v1, y__iter_v1)
            off__ssa_v3: pl.Scalar[pl.INDEX] = off__iter_v1 + 16
            off__rv_v2, y__rv_v2 = pl.yield_(off__ssa_v3, y__ssa_v3)
        return y__rv_v2
