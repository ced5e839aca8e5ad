# pypto.program: TileArange
import pypto.language as pl

@pl.program
class TileArange:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(out_a__ssa_v0: pl.Out[pl.Tensor[[1, 32], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 128)]], out_b__ssa_v0: pl.Out[pl.Tensor[[1, 16], pl.INT16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32)]]) -> tuple[pl.Tensor[[1, 32], pl.INT32], pl.Tensor[[1, 16], pl.INT16]]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 128)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        down__ssa_v0: pl.Tile[[1, 32], pl.INT32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 128), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.ci(pl.const(31, pl.INT32), [1, 32], dtype=pl.INT32, descending=True)
        up__ssa_v0: pl.Tile[[1, 16], pl.INT16, pl.MemRef(mem_vec_3, pl.const(128, pl.INT64), 32), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.ci(pl.const(4, pl.INT16), [1, 16], dtype=pl.INT16, descending=False)
        a__ssa_v0: pl.Tensor[[1, 32], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 128)] = pl.tile.store(down__ssa_v0, [0, 0], out_a__ssa_v0)
        b__ssa_v0: pl.Tensor[[1, 16], pl.INT16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32)] = pl.tile.store(up__ssa_v0, [0, 0], out_b__ssa_v0)
        return out_a__ssa_v0, out_b__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, out_a__ssa_v0: pl.Out[pl.Tensor[[1, 32], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 128)]], out_b__ssa_v0: pl.Out[pl.Tensor[[1, 16], pl.INT16, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32)]]) -> tuple[pl.Tensor[[1, 32], pl.INT32], pl.Tensor[[1, 16], pl.INT16]]:
        _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[1, 32], pl.INT32], pl.Tensor[[1, 16], pl.INT16]] = self.kernel(out_a__ssa_v0, out_b__ssa_v0, attrs={"arg_directions": [pl.adir.output_existing, pl.adir.output_existing]})
        out_a__ssa_v1: pl.Tensor[[1, 32], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 128)] = _tuple_tmp__ssa_v0[0]
        out_b__ssa_v1: pl.Tensor[[1, 16], pl.INT16, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32)] = _tuple_tmp__ssa_v0[1]
        return out_a__ssa_v1, out_b__ssa_v1
