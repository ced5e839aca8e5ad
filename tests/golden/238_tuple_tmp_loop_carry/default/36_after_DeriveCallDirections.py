# pypto.program: TupleTmpLoop
import pypto.language as pl

@pl.program
class TupleTmpLoop:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], p__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]], q__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        p2__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = pl.tile.store(t__ssa_v0, [0, 0], p__ssa_v0)
        q2__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = pl.tile.store(t__ssa_v0, [0, 0], q__ssa_v0)
        return p__ssa_v0, q__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], flag__ssa_v0: pl.Scalar[pl.INDEX], p__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]], q__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]] = self.k(x__ssa_v0, p__ssa_v0, q__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing, pl.adir.output_existing]})
        p__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)] = _tuple_tmp__ssa_v0[0]
        q__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4096)] = _tuple_tmp__ssa_v0[1]
        for i__idx_v0, (p__iter_v2, q__iter_v2) in pl.range(2, init_values=(p__ssa_v1, q__ssa_v1)):
            _tuple_tmp__ssa_v0_1: pl.Tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]] = self.k(p__iter_v2, p__iter_v2, q__iter_v2, attrs={"arg_directions": [pl.adir.input, pl.adir.inout, pl.adir.inout]})
            p__ssa_v4: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4096)] = _tuple_tmp__ssa_v0_1[0]
            q__ssa_v4: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 4096)] = _tuple_tmp__ssa_v0_1[1]
            p__rv_v3, q__rv_v3 = pl.yield_(p__ssa_v4, q__ssa_v4)
        return p__rv_v3, q__rv_v3
