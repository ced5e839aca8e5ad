# pypto.program: LoopCarriedCreateTarget
import pypto.language as pl

@pl.program
class LoopCarriedCreateTarget:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def cube_block(src__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], i__ssa_v0: pl.Scalar[pl.INDEX], part__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(src__ssa_v0, [i__ssa_v0 * 16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        q__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(t__ssa_v0, t__ssa_v0)
        c__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(q__ssa_v0, t__ssa_v0)
        part__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = pl.tile.store(c__ssa_v0, [0, 0], part__ssa_v0)
        return part__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def sum_rows(x__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], out__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 16384)
        t__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [64, 64], [64, 64], target_memory=pl.Mem.Vec)
        s__ssa_v0: pl.Tile[[64, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 16384), pl.Mem.Vec] = pl.tile.adds(t__ssa_v0, 1.0)
        out__ssa_v1: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)] = pl.tile.store(s__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, src__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], dst__ssa_v0: pl.Out[pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[64, 64], pl.FP32]:
        cubes__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 16384)] = pl.tensor.create([64, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        for i__idx_v0 in pl.range(4):
            part__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)] = pl.tensor.slice(cubes__ssa_v0, [16, 64], [i__idx_v0 * 16, 0])
            part__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4096)] = self.cube_block(src__ssa_v0, i__idx_v0, part__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.inout]})
        dst__ssa_v1: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 16384)] = self.sum_rows(cubes__ssa_v0, dst__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]})
        return dst__ssa_v1
