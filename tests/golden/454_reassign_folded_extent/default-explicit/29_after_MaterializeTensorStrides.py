# pypto.program: ReassignConstExprDim
import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class ReassignConstExprDim:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def pool(a__ssa_v0: pl.Tensor[[N, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[N // pl.const(2, pl.INDEX), 64], pl.FP32]]) -> pl.Tensor[[N // pl.const(2, pl.INDEX), 64], pl.FP32]:
        t0__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(a__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        out__ssa_v1: pl.Tensor[[N // pl.const(2, pl.INDEX), 64], pl.FP32] = pl.tile.store(t0__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, y__ssa_v0: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[32, 64], pl.FP32]:
        g__ssa_v0: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        g__ssa_v1: pl.Tensor[[32, 64], pl.FP32] = self.pool(y__ssa_v0, g__ssa_v0)
        return g__ssa_v1
