# pypto.program: VecOverflowChainNegative
import pypto.language as pl

@pl.program
class VecOverflowChainNegative:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def wide_mix(a: pl.Tensor[[128, 128], pl.FP32], b: pl.Tensor[[128, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        ta: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(a, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
        tb: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(b, [0, 0], [128, 128], [128, 128], target_memory=pl.Mem.Vec)
        s: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(ta, tb)
        m: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.mul(s, ta)
        r: pl.Tile[[128, 128], pl.FP32, pl.Mem.Vec] = pl.tile.sub(m, tb)
        done: pl.Tensor[[128, 128], pl.FP32] = pl.tile.store(r, [0, 0], out)
        return done
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a: pl.Tensor[[128, 128], pl.FP32], b: pl.Tensor[[128, 128], pl.FP32], out: pl.Out[pl.Tensor[[128, 128], pl.FP32]]) -> pl.Tensor[[128, 128], pl.FP32]:
        out: pl.Tensor[[128, 128], pl.FP32] = self.wide_mix(a, b, out)
        return out
