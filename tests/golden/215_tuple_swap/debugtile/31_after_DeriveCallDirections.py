# pypto.program: TupleSwap
import pypto.language as pl

@pl.program
class TupleSwap:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def ping_pong(x__ssa_v0: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], out__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[16, 128], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        a__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        b__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.exp(a__ssa_v0)
        for i__idx_v0, (a__iter_v1, b__iter_v1) in pl.range(4, init_values=(a__ssa_v0, b__ssa_v0)):
            _tuple_tmp__ssa_v0: pl.Tuple[pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec], pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec]] = [b__iter_v1, a__iter_v1]
            a__ssa_v3: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_4, pl.const(16384, pl.INT64), 8192), pl.Mem.Vec] = _tuple_tmp__ssa_v0[0]
            b__ssa_v3: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_5, pl.const(24576, pl.INT64), 8192), pl.Mem.Vec] = _tuple_tmp__ssa_v0[1]
            b__ssa_v4: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_3, pl.const(8192, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.add(a__ssa_v3, b__ssa_v3)
            a__ssa_v3_mv: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.move(a__ssa_v3, target_memory=pl.Mem.Vec)
            a__rv_v2, b__rv_v2 = pl.yield_(a__ssa_v3_mv, b__ssa_v4)
        res__ssa_v0: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)] = pl.tile.store(b__rv_v2, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], out__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[16, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = self.ping_pong(x__ssa_v0, out__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.output_existing]})
        return out__ssa_v1
