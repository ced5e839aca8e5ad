# pypto.program: TileRandom
import pypto.language as pl

@pl.program
class TileRandom:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def kernel(seed__ssa_v0: pl.Scalar[pl.INT32], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.INT32]:
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        a__ssa_v0: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_1, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.random(seed__ssa_v0, pl.const(7, pl.INT32), pl.const(0, pl.INT32), pl.const(0, pl.INT32), pl.const(0, pl.INT32), pl.const(1, pl.INT32), [16, 64], dtype=pl.INT32, rounds=7)
        b__ssa_v0: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_2, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec, pl.TileView(valid_shape=[8, 32])] = pl.tile.random(seed__ssa_v0, pl.const(7, pl.INT32), pl.const(0, pl.INT32), pl.const(0, pl.INT32), pl.const(0, pl.INT32), pl.const(2, pl.INT32), [16, 64], [8, 32], dtype=pl.INT32, rounds=10)
        c__ssa_v0: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_1, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(a__ssa_v0, b__ssa_v0)
        t__tmp_v0: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)] = pl.tile.store(c__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, seed__ssa_v0: pl.Scalar[pl.INT32], out__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.INT32]:
        out__ssa_v1: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = self.kernel(seed__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.scalar, pl.adir.output_existing]})
        return out__ssa_v1
