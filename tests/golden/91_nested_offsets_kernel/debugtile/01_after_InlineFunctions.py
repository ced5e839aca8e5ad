# pypto.program: NestedOffsetsKernel
import pypto.language as pl

@pl.program
class NestedOffsetsKernel:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def grid_scale(x: pl.Tensor[[64, 256], pl.FP32], base: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[64, 256], pl.FP32]]) -> pl.Tensor[[64, 256], pl.FP32]:
        for i, (yi,) in pl.range(2, init_values=(y,)):
            for j, (yj,) in pl.range(4, init_values=(yi,)):
                t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [base + i * 32, j * 64], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
                e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
                s: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(e, 0.25)
                w: pl.Tensor[[64, 256], pl.FP32] = pl.tile.store(s, [i * 32, j * 64], yj)
                yj_out: pl.Tensor[[64, 256], pl.FP32] = pl.yield_(w)
            yi_out: pl.Tensor[[64, 256], pl.FP32] = pl.yield_(yj_out)
        return yi_out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 256], pl.FP32], y: pl.Out[pl.Tensor[[64, 256], pl.FP32]]) -> pl.Tensor[[64, 256], pl.FP32]:
        y: pl.Tensor[[64, 256], pl.FP32] = self.grid_scale(x, 0, y)
        return y
