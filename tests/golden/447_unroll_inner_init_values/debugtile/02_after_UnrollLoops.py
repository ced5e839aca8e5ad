# pypto.program: InnerInit
import pypto.language as pl

@pl.program
class InnerInit:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kern(x: pl.Tensor[[128, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        a0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [pl.const(0, pl.INDEX) * pl.const(32, pl.INDEX), 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        for j, (acc,) in pl.range(1, 2, init_values=(a0,)):
            t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [pl.const(0, pl.INDEX) * pl.const(32, pl.INDEX) + j * 64, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            acc2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, t)
            res: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(acc2)
        out: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(res, [pl.const(0, pl.INDEX) * pl.const(32, pl.INDEX), 0], out)
        a0: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [pl.const(1, pl.INDEX) * pl.const(32, pl.INDEX), 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        for j, (acc_1,) in pl.range(1, 2, init_values=(a0,)):
            t: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [pl.const(1, pl.INDEX) * pl.const(32, pl.INDEX) + j * 64, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
            acc2: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc_1, t)
            res: pl.Tile[[32, 64], pl.FP32, pl.Mem.Vec] = pl.yield_(acc2)
        out: pl.Tensor[[64, 64], pl.FP32] = pl.tile.store(res, [pl.const(1, pl.INDEX) * pl.const(32, pl.INDEX), 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[128, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:
        out: pl.Tensor[[64, 64], pl.FP32] = pl.tensor.create([64, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        out: pl.Tensor[[64, 64], pl.FP32] = self.kern(x, out)
        return out
