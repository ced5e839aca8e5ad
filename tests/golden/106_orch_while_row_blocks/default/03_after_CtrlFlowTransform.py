# pypto.program: OrchWhileRowBlocks
import pypto.language as pl

@pl.program
class OrchWhileRowBlocks:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def relu_block(src: pl.Tensor[[64, 128], pl.FP32], blk: pl.Scalar[pl.INDEX], part: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        rows: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(src, [blk * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        r: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.relu(rows)
        written: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(r, [0, 0], part)
        return written
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, src: pl.Tensor[[64, 128], pl.FP32], n: pl.Scalar[pl.INDEX], dst: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for (k, acc) in pl.while_(init_values=(0, dst)):
            pl.cond(k < n)
            part: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.create([16, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            part: pl.Tensor[[16, 128], pl.FP32] = self.relu_block(src, k, part)
            acc_next: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(acc, part, [k * 16, 0])
            k_next: pl.Scalar[pl.INDEX] = k + 1
            k_done, acc_done = pl.yield_(k_next, acc_next)
        return acc_done
