# pypto.program: WhileYieldExtraValue
import pypto.language as pl

@pl.program
class WhileYieldExtraValue:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def count_blocks(x: pl.Tensor[[128, 64], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        start: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        for (k, acc) in pl.while_(init_values=(1, start)):
            pl.cond(k < n)
            blk: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [k * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
            acc_next: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, blk)
            k_next: pl.Scalar[pl.INDEX] = k + 1
            k_done, acc_done = pl.yield_(k_next, acc_next, blk)
        res: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(acc_done, [0, 0], out)
        return res
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[128, 64], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        out: pl.Tensor[[16, 64], pl.FP32] = self.count_blocks(x, n, out)
        return out
