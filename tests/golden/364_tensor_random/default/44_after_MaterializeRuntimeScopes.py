# pypto.program: TensorRandom
import pypto.language as pl

@pl.program
class TensorRandom:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(seed__ssa_v0: pl.Scalar[pl.INT32], bits_out__ssa_v0: pl.InOut[pl.Tensor[[16, 64], pl.UINT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)]], ints_out__ssa_v0: pl.InOut[pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]]) -> tuple[pl.Tensor[[16, 64], pl.UINT32], pl.Tensor[[16, 64], pl.INT32]]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        bits__tile: pl.Tile[[16, 64], pl.UINT32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.random(pl.const(7, pl.INT32), seed__ssa_v0, pl.const(0, pl.INT32), pl.const(1, pl.INT32), pl.const(2, pl.INT32), pl.const(3, pl.INT32), [16, 64], dtype=pl.UINT32, rounds=10)
        ints__tile: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_3, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.random(seed__ssa_v0, pl.const(11, pl.INT32), pl.const(4, pl.INT32), pl.const(5, pl.INT32), pl.const(6, pl.INT32), pl.const(7, pl.INT32), [16, 64], dtype=pl.INT32, rounds=7)
        bits_out__tile: pl.Tensor[[16, 64], pl.UINT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)] = pl.tile.store(bits__tile, [0, 0], bits_out__ssa_v0)
        ints_out__tile: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = pl.tile.store(ints__tile, [0, 0], ints_out__ssa_v0)
        return bits_out__ssa_v0, ints_out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator, auto_scope=False)
    def main(self, seed__ssa_v0: pl.Scalar[pl.INT32], bits_out__ssa_v0: pl.InOut[pl.Tensor[[16, 64], pl.UINT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)]], ints_out__ssa_v0: pl.InOut[pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]]) -> tuple[pl.Tensor[[16, 64], pl.UINT32], pl.Tensor[[16, 64], pl.INT32]]:
        with pl.scope():
            ret__tmp_v0: pl.Tuple[pl.Tensor[[16, 64], pl.UINT32], pl.Tensor[[16, 64], pl.INT32]] = self.main_incore_0(seed__ssa_v0, bits_out__ssa_v0, ints_out__ssa_v0, attrs={"arg_directions": [pl.adir.scalar, pl.adir.inout, pl.adir.inout]})
            bits_out__ssa_v1: pl.Tensor[[16, 64], pl.UINT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = ret__tmp_v0[0]
            ints_out__ssa_v1: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)] = ret__tmp_v0[1]
            return bits_out__ssa_v1, ints_out__ssa_v1
