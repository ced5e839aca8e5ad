# pypto.program: FullValueKinds
import pypto.language as pl

@pl.program
class FullValueKinds:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def fill(x__ssa_v0: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], y__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], out_i__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]], out_f__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)]]) -> tuple[pl.Tensor[[16, 64], pl.INT32], pl.Tensor[[16, 64], pl.FP32]]:
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_6: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        a__ssa_v0: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        half__ssa_v0: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_5, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.INT32, value=0.5)
        two__ssa_v0: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_6, pl.const(8192, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.INT32, value=2.0)
        t__tmp_v0: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(a__ssa_v0, half__ssa_v0)
        s__ssa_v0: pl.Tile[[16, 64], pl.INT32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(t__tmp_v0, two__ssa_v0)
        b__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        three__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_6, pl.const(8192, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.full([16, 64], dtype=pl.FP32, value=3)
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(b__ssa_v0, three__ssa_v0)
        out_i__ssa_v1: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = pl.tile.store(s__ssa_v0, [0, 0], out_i__ssa_v0)
        out_f__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)] = pl.tile.store(t__ssa_v0, [0, 0], out_f__ssa_v0)
        return out_i__ssa_v0, out_f__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], y__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], out_i__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]], out_f__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)]]) -> tuple[pl.Tensor[[16, 64], pl.INT32], pl.Tensor[[16, 64], pl.FP32]]:
        _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[16, 64], pl.INT32], pl.Tensor[[16, 64], pl.FP32]] = self.fill(x__ssa_v0, y__ssa_v0, out_i__ssa_v0, out_f__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.input, pl.adir.output_existing, pl.adir.output_existing]})
        out_i__ssa_v1: pl.Tensor[[16, 64], pl.INT32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4096)] = _tuple_tmp__ssa_v0[0]
        out_f__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4096)] = _tuple_tmp__ssa_v0[1]
        return out_i__ssa_v1, out_f__ssa_v1
