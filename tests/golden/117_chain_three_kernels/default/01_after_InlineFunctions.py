# pypto.program: ChainThreeKernels
import pypto.language as pl

@pl.program
class ChainThreeKernels:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k_add(a: pl.Tensor[[32, 128], pl.FP32], b: pl.Tensor[[32, 128], pl.FP32], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        ta: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        tb: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(b, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        s: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(ta, tb)
        out: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(s, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k_exp(x: pl.Tensor[[32, 128], pl.FP32], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        t: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        e: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        out: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(e, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k_scale(x: pl.Tensor[[32, 128], pl.FP32], f: pl.Scalar[pl.FP32], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        t: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        s: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.muls(t, f)
        out: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(s, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[32, 128], pl.FP32], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        e: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.create([32, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        e: pl.Tensor[[32, 128], pl.FP32] = self.k_exp(x, e)
        s: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.create([32, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        s: pl.Tensor[[32, 128], pl.FP32] = self.k_scale(e, 0.25, s)
        out: pl.Tensor[[32, 128], pl.FP32] = self.k_add(e, s, out)
        return out
