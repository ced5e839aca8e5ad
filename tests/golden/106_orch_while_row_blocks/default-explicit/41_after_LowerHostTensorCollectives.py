# pypto.program: OrchWhileRowBlocks
import pypto.language as pl

@pl.program
class OrchWhileRowBlocks:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def relu_block(src__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], blk__ssa_v0: pl.Scalar[pl.INDEX], part__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[16, 128], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        rows__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(src__ssa_v0, [blk__ssa_v0 * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        r__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.relu(rows__ssa_v0)
        written__ssa_v0: pl.Tensor[[16, 128], pl.FP32, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)] = pl.tile.store(r__ssa_v0, [0, 0], part__ssa_v0)
        return part__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, src__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], n__ssa_v0: pl.Scalar[pl.INDEX], dst__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for (k,) in pl.while_(init_values=(0,)):
            pl.cond(k < n__ssa_v0)
            part__ssa_v0: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = pl.tensor.slice(dst__ssa_v0, [16, 128], [k * 16, 0])
            part__ssa_v1: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)] = self.relu_block(src__ssa_v0, k, part__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.inout]})
            k_next__ssa_v0: pl.Scalar[pl.INDEX] = k + 1
            k_done: pl.Scalar[pl.INDEX] = pl.yield_(k_next__ssa_v0)
        return dst__ssa_v0
