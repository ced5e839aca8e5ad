# pypto.program: AtTaskIdDumps
import pypto.language as pl

@pl.program
class AtTaskIdDumps:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def run_incore_0(x__ssa_v0: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], out__ssa_v0: pl.InOut[pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[32, 128], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        a__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        b__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.mul(a__ssa_v0, a__ssa_v0)
        out__ssa_v1: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)] = pl.tile.store(b__ssa_v0, [0, 0], out__ssa_v0)
        out__store: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 16384)] = out__ssa_v1
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def run_incore_1(out__ssa_v1: pl.InOut[pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[32, 128], pl.FP32]:
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        c__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_1, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(out__ssa_v1, [0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec)
        d__ssa_v0: pl.Tile[[32, 128], pl.FP32, pl.MemRef(mem_vec_1, pl.const(0, pl.INT64), 16384), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.sub(c__ssa_v0, c__ssa_v0)
        out__ssa_v2: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)] = pl.tile.store(d__ssa_v0, [0, 0], out__ssa_v1)
        out__store: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)] = out__ssa_v2
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], out__ssa_v0: pl.Out[pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[32, 128], pl.FP32]:
        ret__tmp_v0: pl.Tuple[pl.Tensor[[32, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.run_incore_0, x__ssa_v0, out__ssa_v0, dumps=[x__ssa_v0], attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
        out__ssa_v3: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)] = ret__tmp_v0[0]
        tid__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0[1]
        ret__tmp_v0_1: pl.Tuple[pl.Tensor[[32, 128], pl.FP32], pl.Scalar[pl.TASK_ID]] = pl.submit(self.run_incore_1, out__ssa_v3, deps=[tid__ssa_v0], dumps=[out__ssa_v3], attrs={"arg_directions": [pl.adir.inout]})
        out__ssa_v4: pl.Tensor[[32, 128], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 16384)] = ret__tmp_v0_1[0]
        tid2__ssa_v0: pl.Scalar[pl.TASK_ID] = ret__tmp_v0_1[1]
        return out__ssa_v4
