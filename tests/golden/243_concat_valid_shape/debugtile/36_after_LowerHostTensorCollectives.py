# pypto.program: ConcatValidShape
import pypto.language as pl

@pl.program
class ConcatValidShape:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], y__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], out__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[16, 128], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        a__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[16, 40])] = pl.tile.load(x__ssa_v0, [0, 0], [16, 64], [16, 40], target_memory=pl.Mem.Vec)
        b__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        c__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_5, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.concat(a__ssa_v0, b__ssa_v0)
        out__ssa_v1: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = pl.tile.store(c__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], y__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], out__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[16, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)] = self.k(x__ssa_v0, y__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.output_existing]})
        return out__ssa_v1
