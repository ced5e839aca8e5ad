# pypto.program: DropDimsOrch
import pypto.language as pl

@pl.program
class DropDimsOrch:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def main_incore_0(xb__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 4096)], y__ssa_v0: pl.InOut[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        xb__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(xb__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        e__tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.exp(xb__tile)
        y__tile: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = pl.tile.store(e__tile, [0, 0], y__ssa_v0)
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[4, 16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], y__ssa_v0: pl.InOut[pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        xb__ssa_v0: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_0", 8192, 4096)] = pl.tensor.slice(x__ssa_v0, [1, 16, 64], [2, 0, 0], [], [0])
        y__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 4096)] = self.main_incore_0(xb__ssa_v0, y__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
        return y__ssa_v1
