# pypto.program: WrappedYieldsScalarOps
import pypto.language as pl

@pl.program
class WrappedYieldsScalarOps:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x__ssa_v0: pl.InOut[pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)]], cfg__ssa_v0: pl.Tensor[[2], pl.INT64, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16)]) -> pl.Tensor[[16, 128], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        a__tile: pl.Scalar[pl.INT64] = pl.tensor.read(cfg__ssa_v0, [0])
        b__tile: pl.Scalar[pl.INT64] = pl.tensor.read(cfg__ssa_v0, [1])
        total__ssa_v0: pl.Scalar[pl.INT64] = a__tile + b__tile
        diff__ssa_v0: pl.Scalar[pl.INT64] = total__ssa_v0 - 3
        scale__ssa_v0: pl.Scalar[pl.FP32] = pl.cast(diff__ssa_v0, pl.FP32) * 0.5
        ratio__ssa_v0: pl.Scalar[pl.FP32] = scale__ssa_v0 / 4.0
        t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        for i__idx_v0, (acc,) in pl.range(2, init_values=(t__ssa_v0,)):
            if i__idx_v0 < 1:
                grown__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(acc, scale__ssa_v0)
                branch_result__rv_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.yield_(grown__ssa_v0)
            else:
                shrunk__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.muls(acc, ratio__ssa_v0)
                branch_result__rv_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.yield_(shrunk__ssa_v0)
            loop_result: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.yield_(branch_result__rv_v0)
        out__ssa_v1: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)] = pl.tile.store(loop_result, [0, 0], x__ssa_v0)
        return x__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], cfg__ssa_v0: pl.Tensor[[2], pl.INT64, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16)]) -> pl.Tensor[[16, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = self.kernel(x__ssa_v0, cfg__ssa_v0)
        return out__ssa_v1
