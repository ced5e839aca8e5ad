# pypto.program: InlineTupleHelper
import pypto.language as pl

@pl.program
class InlineTupleHelper:
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def max_and_sum(t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_ddr_0, pl.const(0, pl.INT64), 8192), pl.Mem.DDR]) -> tuple[pl.Tile[[16, 1], pl.FP32], pl.Tile[[16, 1], pl.FP32]]:
        mem_ddr_0: pl.Ptr = pl.tensor.alloc(pl.Mem.DDR, 8192)
        mem_vec_1: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 64)
        tmp__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_1, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.create([16, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        m__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_max(t__ssa_v0, tmp__ssa_v0)
        s__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 64), pl.Mem.Vec] = pl.tile.row_sum(t__ssa_v0, tmp__ssa_v0)
        return m__ssa_v0, s__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], out__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[16, 128], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        mem_ddr_3: pl.Ptr = pl.tensor.alloc(pl.Mem.DDR, 64)
        mem_ddr_4: pl.Ptr = pl.tensor.alloc(pl.Mem.DDR, 64)
        t__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
        _tuple_tmp__ssa_v0: pl.Tuple[pl.Tile[[16, 1], pl.FP32], pl.Tile[[16, 1], pl.FP32]] = self.max_and_sum(t__ssa_v0)
        m__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_ddr_3, pl.const(0, pl.INT64), 64), pl.Mem.DDR] = _tuple_tmp__ssa_v0[0]
        s__ssa_v0: pl.Tile[[16, 1], pl.FP32, pl.MemRef(mem_ddr_4, pl.const(0, pl.INT64), 64), pl.Mem.DDR] = _tuple_tmp__ssa_v0[1]
        a__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_expand_sub(t__ssa_v0, m__ssa_v0)
        b__ssa_v0: pl.Tile[[16, 128], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec] = pl.tile.row_expand_div(a__ssa_v0, s__ssa_v0)
        out__ssa_v1: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)] = pl.tile.store(b__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], out__ssa_v0: pl.Out[pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[16, 128], pl.FP32]:
        out__ssa_v1: pl.Tensor[[16, 128], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = self.k(x__ssa_v0, out__ssa_v0)
        return out__ssa_v1
