# pypto.program: DynamicCallee
import pypto.language as pl

M = pl.dynamic("M")
N = pl.dynamic("N")

@pl.program
class DynamicCallee:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def scale(a: pl.Tensor[[M, N], pl.FP32], out: pl.Out[pl.Tensor[[M, N], pl.FP32]]) -> pl.Tensor[[M, N], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        s: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, 2.0)
        out: pl.Tensor[[M, N], pl.FP32] = pl.tile.store(s, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[128, 64], pl.FP32], y: pl.Tensor[[32, 64], pl.FP32]) -> tuple[pl.Tensor[[128, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]]:
        big: pl.Tensor[[128, 64], pl.FP32] = pl.tensor.create([128, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        big: pl.Tensor[[128, 64], pl.FP32] = self.scale(x, big)
        small: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        small: pl.Tensor[[32, 64], pl.FP32] = self.scale(y, small)
        return big, small
