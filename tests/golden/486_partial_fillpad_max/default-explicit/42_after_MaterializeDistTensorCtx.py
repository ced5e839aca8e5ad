# pypto.program: PartialFillpadMax
import pypto.language as pl

@pl.program
class PartialFillpadMax:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def masked_rowmax(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], cols__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[32, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 128)]]) -> pl.Tensor[[32, 1], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        t__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[32, cols__ssa_v0], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, cols__ssa_v0], target_memory=pl.Mem.Vec)
        f__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512, pad=pl.PadValue.min)] = pl.tile.fillpad(t__ssa_v0, pad_value=pl.PadValue.min)
        tmp__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(16384, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        m__ssa_v0: pl.Tile[[32, 1], pl.FP32, pl.MemRef(mem_vec_5, pl.const(32768, pl.INT64), 128), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.row_max(f__ssa_v0, tmp__ssa_v0)
        yd__ssa_v0: pl.Tensor[[32, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 128)] = pl.tile.store(m__ssa_v0, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], cols__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[32, 1], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 128)]]) -> pl.Tensor[[32, 1], pl.FP32]:
        y__ssa_v1: pl.Tensor[[32, 1], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 128)] = self.masked_rowmax(x__ssa_v0, cols__ssa_v0, y__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.output_existing]})
        return y__ssa_v1
