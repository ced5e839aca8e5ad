# pypto.program: OrchWhileRowBlocks
import pypto.language as pl

@pl.program
class OrchWhileRowBlocks:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def relu_block(src__ssa_v0: pl.Tensor[[64, 128], pl.FP32], blk__ssa_v0: pl.Scalar[pl.INDEX], part__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        rows__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(src__ssa_v0, [blk__ssa_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        r__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.relu(rows__ssa_v0)
        written__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(r__ssa_v0, [0, 0], part__ssa_v0)
        return written__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, src__ssa_v0: pl.Tensor[[64, 128], pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX], dst__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for (k, acc) in pl.while_(init_values=(0, dst__ssa_v0)):
            pl.cond(k < n__ssa_v0)
            part__ssa_v0: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.create([16, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            part__ssa_v1: pl.Tensor[[16, 128], pl.FP32] = self.relu_block(src__ssa_v0, k, part__ssa_v0)
            acc_next__ssa_v0: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(acc, part__ssa_v1, [k * 16, 0])
            k_next__ssa_v0: pl.Scalar[pl.INDEX] = k + 1
            k_done, acc_done = pl.yield_(k_next__ssa_v0, acc_next__ssa_v0)
        return acc_done
