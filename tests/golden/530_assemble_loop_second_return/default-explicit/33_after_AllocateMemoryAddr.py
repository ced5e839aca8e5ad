# pypto.program: IncoreAssembleLoopTwoReturns
import pypto.language as pl

@pl.program
class IncoreAssembleLoopTwoReturns:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x__ssa_v0: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], ret0__out: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]], ret1__out: pl.Out[pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2048)]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 32], pl.FP32]]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        x__tile: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        s__tile: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(2048, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(x__tile, x__tile)
        for i__idx_v0, (buf__iter_v1,) in pl.range(2, init_values=(ret0__out,)):
            chunk__tile: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_5, pl.const(4096, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(x__tile, s__tile)
            buf__tile: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = pl.tile.store(chunk__tile, [0, i__idx_v0 * 32], buf__iter_v1)
            buf__rv_v2: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 4096)] = pl.yield_(buf__tile)
        ret1__store: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2048)] = pl.tile.store(s__tile, [0, 0], ret1__out)
        return ret0__out, ret1__out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)]) -> pl.Tensor[[16, 64], pl.FP32]:
        ret0__out: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        ret1__out: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 2048)] = pl.tensor.create([16, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 32], pl.FP32]] = self.kernel(x__ssa_v0, ret0__out, ret1__out)
        y__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)] = _tuple_tmp__ssa_v0[0]
        z__ssa_v0: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 2048)] = _tuple_tmp__ssa_v0[1]
        return y__ssa_v0
