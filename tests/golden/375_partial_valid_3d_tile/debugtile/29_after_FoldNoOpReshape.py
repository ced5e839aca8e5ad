# pypto.program: Partial3D
import pypto.language as pl

@pl.program
class Partial3D:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def k(x__ssa_v0: pl.Tensor[[2, 16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], n__ssa_v0: pl.Scalar[pl.INDEX], y__ssa_v0: pl.Out[pl.Tensor[[2, 16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)]]) -> pl.Tensor[[2, 16, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 8192)
        t__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[pl.const(2, pl.INDEX) * n__ssa_v0, 64])] = pl.tile.load(x__ssa_v0, [0, 0, 0], [2, 16, 64], [2, n__ssa_v0, 64], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[32, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 8192), pl.Mem.Vec, pl.TileView(valid_shape=[pl.const(2, pl.INDEX) * n__ssa_v0, 64])] = pl.tile.exp(t__ssa_v0)
        y__ssa_v1: pl.Tensor[[2, 16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)] = pl.tile.store(e__ssa_v0, [0, 0, 0], y__ssa_v0, [2, 16, 64])
        return y__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, x__ssa_v0: pl.Tensor[[2, 16, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 8192)], n__ssa_v0: pl.Scalar[pl.INDEX]) -> pl.Tensor[[2, 16, 64], pl.FP32]:
        y__ssa_v0: pl.Tensor[[2, 16, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 8192)] = pl.tensor.create([2, 16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        y__ssa_v1: pl.Tensor[[2, 16, 64], pl.FP32, pl.MemRef("mem_ddr_2", pl.const(0, pl.INT64), 8192)] = self.k(x__ssa_v0, n__ssa_v0, y__ssa_v0)
        return y__ssa_v1
