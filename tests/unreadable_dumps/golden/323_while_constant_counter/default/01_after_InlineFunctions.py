# pypto.program: WhileConstantCounter
import pypto.language as pl

@pl.program
class WhileConstantCounter:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def accumulate(x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        acc: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        step: pl.Scalar[pl.INDEX] = 0
        for (k, total) in pl.while_(init_values=(step, acc)):
            pl.cond(k < 3)
            doubled: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(total, total)
            k_next: pl.Scalar[pl.INDEX] = k + 1
            k_out, total_out = pl.yield_(k_next, doubled)
        out: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(total_out, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x: pl.Tensor[[16, 128], pl.FP32]) -> pl.Tensor[[16, 128], pl.FP32]:
        out: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.create([16, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        out: pl.Tensor[[16, 128], pl.FP32] = self.accumulate(x, out)
        return out
