# pypto.program: IfBranchesSwapResultNames
import pypto.language as pl

@pl.program
class IfBranchesSwapResultNames:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def clamp_pair(x: pl.Tensor[[64, 64], pl.FP32], k: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        u: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        if k > 2:
            a: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.minimum(t, u)
            b: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.maximum(t, u)
            lo, hi = pl.yield_(a, b)
        else:
            lo, hi = pl.yield_(u, t)
        d: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.sub(hi, lo)
        res: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(d, [0, 0], out)
        return res
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 64], pl.FP32], k: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        out: pl.Tensor[[16, 64], pl.FP32] = self.clamp_pair(x, k, out)
        return out
