# pypto.program: KernelLoopCarriedTile
import pypto.language as pl

@pl.program
class KernelLoopCarriedTile:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def rowsum_acc(x: pl.Tensor[[128, 128], pl.FP32], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        acc: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        for k in pl.range(1, 4):
            t: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [k * 32, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
            e: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.exp(t)
            acc: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, e)
        m: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.mul(acc, acc)
        out: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(m, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[128, 128], pl.FP32], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        out: pl.Tensor[[32, 128], pl.FP32] = self.rowsum_acc(x, out)
        return out
