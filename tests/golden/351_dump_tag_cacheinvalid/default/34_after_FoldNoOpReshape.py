# pypto.program: DumpTagged
import pypto.language as pl

@pl.program
class DumpTagged:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(second__ssa_v1: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], x__ssa_v0: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], ret0__out: pl.Out[pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[32, 32], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        second__tile: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(second__ssa_v1, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        x__tile: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        t__tile: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.add(second__tile, x__tile)
        ret0__store: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = pl.tile.store(t__tile, [0, 0], ret0__out)
        return ret0__out
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def scale(x__ssa_v0: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], y__ssa_v0: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)], out__ssa_v0: pl.Out[pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[32, 32], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        pl.system.cacheinvalid(x__ssa_v0, [32, 32], [0, 0])
        tx__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        ty__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_4, pl.const(4096, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [0, 0], [32, 32], [32, 32], target_memory=pl.Mem.Vec)
        s__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(tx__ssa_v0, ty__ssa_v0)
        out__ssa_v1: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = pl.tile.store(s__ssa_v0, [0, 0], out__ssa_v0)
        return out__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], y__ssa_v0: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]) -> pl.Tensor[[32, 32], pl.FP32]:
        first__ssa_v0: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([32, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        first__ssa_v1: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)] = self.scale(x__ssa_v0, y__ssa_v0, first__ssa_v0)
        second__ssa_v0: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_4", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([32, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        second__ssa_v1: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_5", pl.const(0, pl.INT64), 4096)] = self.scale(first__ssa_v1, y__ssa_v0, second__ssa_v0, attrs={"dump_vars": [first__ssa_v1, y__ssa_v0]})
        ret0__out: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_6", pl.const(0, pl.INT64), 4096)] = pl.tensor.create([32, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        t__ssa_v0: pl.Tensor[[32, 32], pl.FP32, pl.MemRef("mem_ddr_7", pl.const(0, pl.INT64), 4096)] = self.main_incore_0(second__ssa_v1, x__ssa_v0, ret0__out)
        return t__ssa_v0
