# pypto.program: ClusterWritesOutput
import pypto.language as pl

@pl.program
class ClusterWritesOutput:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], y__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[32, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        top__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        r__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.exp(top__tile)
        y__tile: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)] = pl.tile.store(r__tile, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_1(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], y__ssa_v1: pl.InOut[pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[32, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        bottom__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [16, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        s__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.adds(bottom__tile, 1.0)
        y__tile: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)] = pl.tile.store(s__tile, [16, 0], y__ssa_v1)
        return y__ssa_v1
    @pl.function(type=pl.FunctionType.Group, level=pl.Level.CORE_GROUP, role=pl.Role.SubWorker)
    def main_cluster_0(x__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], y__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[32, 64], pl.FP32]:
        y__ssa_v1: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = self.main_incore_0(x__ssa_v0, y__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
        y__ssa_v2: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 8192)] = self.main_incore_1(x__ssa_v0, y__ssa_v1, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], y__ssa_v0: pl.InOut[pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[32, 64], pl.FP32]:
        y__ssa_v2: pl.Tensor[[32, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = self.main_cluster_0(x__ssa_v0, y__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
        return y__ssa_v2
