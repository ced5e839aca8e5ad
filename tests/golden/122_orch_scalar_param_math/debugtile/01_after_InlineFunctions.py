# pypto.program: OrchScalarParamMath
import pypto.language as pl

@pl.program
class OrchScalarParamMath:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def shift_block(x: pl.Tensor[[128, 32], pl.FP32], row: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[128, 32], pl.FP32]]) -> pl.Tensor[[128, 32], pl.FP32]:
        t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [row, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        u: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.subs(t, 1.0)
        out: pl.Tensor[[128, 32], pl.FP32] = pl.tile.store(u, [row, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[128, 32], pl.FP32], base: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[128, 32], pl.FP32]]) -> pl.Tensor[[128, 32], pl.FP32]:
        for i in pl.range(4):
            row: pl.Scalar[pl.INDEX] = base + i * 16 + 0
            out: pl.Tensor[[128, 32], pl.FP32] = self.shift_block(x, row * 1, out)
        return out
