# pypto.program: ScopeSliceInlineDim
import pypto.language as pl

N = pl.dynamic("N")

@pl.program
class ScopeSliceInlineDim:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], b__idx_v0: pl.Scalar[pl.INDEX], y__iter_v1: pl.Out[pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[N, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        t__tmp_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
        t__tmp_v1: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
        blk__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(t__tmp_v1 - b__idx_v0 * pl.const(16, pl.INDEX), pl.const(16, pl.INDEX)), 64], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [b__idx_v0 * 16, 0], [16, 64], [pl.min(t__tmp_v1 - b__idx_v0 * 16, 16), 64], target_memory=pl.Mem.Vec)
        t__tmp_v2: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
        e__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(t__tmp_v1 - b__idx_v0 * pl.const(16, pl.INDEX), pl.const(16, pl.INDEX)), 64], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(blk__tile)
        y__tile: pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)] = pl.tile.store(e__tile, [b__idx_v0 * 16, 0], y__iter_v1)
        return y__iter_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 0)], y__ssa_v0: pl.Out[pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 0)]]) -> pl.Tensor[[N, 64], pl.FP32]:
        n__ssa_v0: pl.Scalar[pl.INDEX] = pl.tensor.dim(x__ssa_v0, 0)
        for b__idx_v0, (y__iter_v1,) in pl.range((n__ssa_v0 + 15) // 16, init_values=(y__ssa_v0,)):
            y__ssa_v3: pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 0)] = self.main_incore_0(x__ssa_v0, b__idx_v0, y__iter_v1, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.inout]})
            y__rv_v2: pl.Tensor[[N, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 0)] = pl.yield_(y__ssa_v3)
        return y__rv_v2
