# pypto.program: WhileInFor
import pypto.language as pl

@pl.program
class WhileInFor:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def rows(x: pl.Tensor[[128, 128], pl.FP32], lim: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        for r in pl.range(4):
            c: pl.Scalar[pl.INDEX] = 0
            while c < lim:
                t: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [r * 32, c * 32], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
                m: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.mul(t, t)
                y: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(m, [r * 32, c * 32], y)
                c: pl.Scalar[pl.INDEX] = c + 1
        return y
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[128, 128], pl.FP32], lim: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        y: pl.Tensor[[128, 128], pl.FP32] = self.rows(x, lim, y)
        return y
