# pypto.program: TwoKernelsSharedTemp
import pypto.language as pl

@pl.program
class TwoKernelsSharedTemp:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def stage_a(x: pl.Tensor[[32, 128], pl.FP32], tmp: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        t: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        u: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.adds(t, 3.0)
        v: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.mul(u, t)
        done: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(v, [0, 0], tmp)
        return done
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def stage_b(tmp: pl.Tensor[[32, 128], pl.FP32], x: pl.Tensor[[32, 128], pl.FP32], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        a: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(tmp, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        b: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        c: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.sub(a, b)
        d: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.div(c, b)
        done: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(d, [0, 0], out)
        return done
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[32, 128], pl.FP32], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        tmp: pl.Tensor[[32, 128], pl.FP32] = pl.tensor.create([32, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        tmp: pl.Tensor[[32, 128], pl.FP32] = self.stage_a(x, tmp)
        out: pl.Tensor[[32, 128], pl.FP32] = self.stage_b(tmp, x, out)
        return out
