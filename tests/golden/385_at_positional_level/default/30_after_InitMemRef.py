# pypto.program: AtPositionalLevel
import pypto.language as pl

@pl.program
class AtPositionalLevel:
    @pl.function(level=pl.Level.CLUSTER_0)
    def main_cluster0_0(self, x__ssa_v0: pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 256)]) -> pl.Tensor[[64], pl.FP32]:
        y__ssa_v0: pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 256)] = pl.tensor.add(x__ssa_v0, x__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(y__ssa_v0: pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 256)], x__ssa_v0: pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 256)], ret0__out: pl.Out[pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 256)]]) -> pl.Tensor[[64], pl.FP32]:
        mem_vec_3: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_4: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        mem_vec_5: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 256)
        y__tile: pl.Tile[[64], pl.FP32, pl.MemRef(mem_vec_3, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(y__ssa_v0, [0], [64], [64], target_memory=pl.Mem.Vec)
        x__tile: pl.Tile[[64], pl.FP32, pl.MemRef(mem_vec_4, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0], [64], [64], target_memory=pl.Mem.Vec)
        z__tile: pl.Tile[[64], pl.FP32, pl.MemRef(mem_vec_5, pl.const(0, pl.INT64), 256), pl.Mem.Vec] = pl.tile.mul(y__tile, x__tile)
        ret0__store: pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 256)] = pl.tile.store(z__tile, [0], ret0__out)
        return ret0__out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 256)]) -> pl.Tensor[[64], pl.FP32]:
        y__ssa_v0: pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 256)] = self.main_cluster0_0(x__ssa_v0)
        ret0__out: pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 256)] = pl.tensor.create([64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        z__ssa_v0: pl.Tensor[[64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 256)] = self.main_incore_0(y__ssa_v0, x__ssa_v0, ret0__out)
        return z__ssa_v0
