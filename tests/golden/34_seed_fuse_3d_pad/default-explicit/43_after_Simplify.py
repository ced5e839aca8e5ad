# pypto.program: Before3D
import pypto.language as pl

@pl.program
class Before3D:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def compute(x__ssa_v0: pl.Tensor[[4, 8], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 128)], chunk__ssa_v0: pl.Out[pl.Tensor[[2, 4], pl.FP32, pl.TensorView(stride=[8, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32)]]) -> pl.Tensor[[2, 4], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 32)
        t__ssa_v0: pl.Tile[[2, 4], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 32), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.load(x__ssa_v0, [0, 0], [2, 4], [2, 4], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[2, 4], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 32), pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box, fractal=512)] = pl.tile.exp(t__ssa_v0)
        chunk_1__ssa_v0: pl.Tensor[[2, 4], pl.FP32, pl.TensorView(stride=[8, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 32)] = pl.tile.store(e__ssa_v0, [0, 0], chunk__ssa_v0)
        return chunk__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def orch(self, x__ssa_v0: pl.Tensor[[4, 8], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 128)], out__ssa_v0: pl.Out[pl.Tensor[[2, 4, 8], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 256)]]) -> pl.Tensor[[2, 4, 8], pl.FP32]:
        for b__idx_v0 in pl.range(2):
            for c__idx_v0 in pl.range(2):
                col__ssa_v0: pl.Scalar[pl.INDEX] = c__idx_v0 * 4
                chunk__ssa_v0: pl.Tensor[[1, 2, 4], pl.FP32] = pl.tensor.slice(out__ssa_v0, [1, 2, 4], [b__idx_v0, 0, col__ssa_v0])
                chunk__ssa_v1: pl.Tensor[[2, 4], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 32)] = self.compute(x__ssa_v0, chunk__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.inout]})
        return out__ssa_v0
