# pypto.program: SliceDynOffsetPartialSrc
import pypto.language as pl

@pl.program
class SliceDynOffsetPartialSrc:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], n__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        a__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(valid_shape=[24, 128], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [24, 128], target_memory=pl.Mem.Vec)
        s__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(pl.max(pl.const(24, pl.INDEX) - n__ssa_v0, pl.const(0, pl.INDEX)), pl.const(16, pl.INDEX)), 64], blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.slice(a__ssa_v0, [16, 64], [n__ssa_v0, 0], [16, 64])
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = pl.tile.store(s__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], n__ssa_v0: pl.Scalar[pl.INDEX], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        out__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = self.k(x__ssa_v0, n__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.output_existing]})
        return out__ssa_v1
