# pypto.program: YieldAnnotIgnored
import pypto.language as pl

@pl.program
class YieldAnnotIgnored:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[32, 512], pl.FP32], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        z: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([32, 128], dtype=pl.FP32, value=0.0)
        for j, (acc,) in pl.range(4, init_values=(z,)):
            t: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, j * 128], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
            s: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, t)
            af: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.yield_(s)
        out: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(af, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[32, 512], pl.FP32], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        out: pl.Tensor[[32, 128], pl.FP32] = self.k(x, out)
        return out
