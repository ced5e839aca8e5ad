# pypto.program: OrchLoopKernels
import pypto.language as pl

@pl.program
class OrchLoopKernels:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def blk_exp(x: pl.Tensor[[128, 64], pl.FP32], row: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [row, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        e: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
        out: pl.Tensor[[128, 64], pl.FP32] = pl.tile.store(e, [row, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[128, 64], pl.FP32], out: pl.Out[pl.Tensor[[128, 64], pl.FP32]]) -> pl.Tensor[[128, 64], pl.FP32]:
        for i in pl.range(4):
            out: pl.Tensor[[128, 64], pl.FP32] = self.blk_exp(x, i * 32, out)
        return out
