# pypto.program: IfBranchYieldCounts
import pypto.language as pl

@pl.program
class IfBranchYieldCounts:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def pick(x: pl.Tensor[[64, 64], pl.FP32], k: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        if k > 2:
            e: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
            r: pl.Tile[[16, 64], pl.FP32] = pl.yield_(e, t)
        else:
            r: pl.Tile[[16, 64], pl.FP32] = pl.yield_(t)
        res: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(r, [0, 0], out)
        return res
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 64], pl.FP32], k: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        out: pl.Tensor[[16, 64], pl.FP32] = self.pick(x, k, out)
        return out
