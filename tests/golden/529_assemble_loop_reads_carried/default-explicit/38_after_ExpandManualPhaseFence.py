# pypto.program: IncoreAssembleLoopReadsAcc
import pypto.language as pl

@pl.program
class IncoreAssembleLoopReadsAcc:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(x__ssa_v0: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)], ret0__out: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 2048)
        x__tile: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        buf__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.create([16, 64], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        for i__idx_v0, (buf__iter_v1,) in pl.range(2, init_values=(buf__tile,)):
            prev__tile: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(2048, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.slice(buf__iter_v1, [16, 32], [0, 0])
            chunk__tile: pl.Tile[[16, 32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(6144, pl.INT64), 2048), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.add(x__tile, prev__tile)
            buf__tile_1: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.assemble(buf__iter_v1, chunk__tile, [0, i__idx_v0 * 32])
            buf__rv_v2: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(2048, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.yield_(buf__tile_1)
        ret0__store: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = pl.tile.store(buf__rv_v2, [0, 0], ret0__out)
        return ret0__out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[16, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 2048)]) -> pl.Tensor[[16, 64], pl.FP32]:
        ret0__out: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        y__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = self.kernel(x__ssa_v0, ret0__out, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]})
        return y__ssa_v0
