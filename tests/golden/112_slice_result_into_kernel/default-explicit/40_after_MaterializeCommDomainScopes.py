# pypto.program: SliceResultIntoKernel
import pypto.language as pl

@pl.program
class SliceResultIntoKernel:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def double_all(x__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[64, 128], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32768)
        t__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [64, 128], [64, 128], target_memory=pl.Mem.Vec)
        d__ssa_v0: pl.Tile[[64, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 32768), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(t__ssa_v0, t__ssa_v0)
        out__ssa_v1: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)] = pl.tile.store(d__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def exp_part(x__ssa_v0: pl.Tensor[[16, 128], pl.FP32, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], out__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[16, 128], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(t__ssa_v0)
        out__ssa_v1: pl.Tensor[[16, 128], pl.FP32, pl.TensorView(stride=[128, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)] = pl.tile.store(e__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 32768)], out__ssa_v0: pl.Out[pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32768)]]) -> pl.Tensor[[64, 128], pl.FP32]:
        full__ssa_v0: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 32768)] = pl.tensor.create([64, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        full__ssa_v1: pl.Tensor[[64, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32768)] = self.double_all(x__ssa_v0, full__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]})
        for i__idx_v0 in pl.range(4):
            piece__ssa_v0: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_3", i__idx_v0 * 16 * 128 * 4, 8192)] = pl.tensor.slice(full__ssa_v1, [16, 128], [i__idx_v0 * 16, 0])
            part__ssa_v0: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8192)] = pl.tensor.slice(out__ssa_v0, [16, 128], [i__idx_v0 * 16, 0])
            part__ssa_v1: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 8192)] = self.exp_part(piece__ssa_v0, part__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
        return out__ssa_v0
