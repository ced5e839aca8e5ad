# pypto.program: WrappedKernel
import pypto.language as pl

@pl.program
class WrappedKernel:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scale(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], s__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], ret0__out: pl.Out[pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[32, 64], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        x__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        s__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(s__ssa_v0, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Vec)
        y__tile: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(x__tile, s__tile)
        ret0__store: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = pl.tile.store(y__tile, [0, 0], ret0__out)
        return ret0__out
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def scale_group(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], s__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)], ret0__out: pl.Out[pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[32, 64], pl.FP32]:
        y__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)] = self.scale(x__ssa_v0, s__ssa_v0, ret0__out, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.output_existing]})
        return ret0__out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], s__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]) -> pl.Tensor[[32, 64], pl.FP32]:
        ret0__out: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        y__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)] = self.scale_group(x__ssa_v0, s__ssa_v0, ret0__out, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.output_existing]})
        ret0__out_1: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 8192)] = pl.tensor.create([32, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        z__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 8192)] = self.scale_group(y__ssa_v0, s__ssa_v0, ret0__out_1, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.output_existing]})
        return z__ssa_v0
