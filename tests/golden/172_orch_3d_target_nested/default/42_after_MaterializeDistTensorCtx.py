# pypto.program: Orch3DTargetNested
import pypto.language as pl

@pl.program
class Orch3DTargetNested:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def tile_exp(x__ssa_v0: pl.Tensor[[2, 32, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], b__ssa_v0: pl.Scalar[pl.INDEX], r__ssa_v0: pl.Scalar[pl.INDEX], part__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        t__ssa_v0: pl.Tile[[1, 16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(x__ssa_v0, [b__ssa_v0, r__ssa_v0 * 16, 0], [1, 16, 64], [1, 16, 64], target_memory=pl.Mem.Vec)
        e__ssa_v0: pl.Tile[[1, 16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.exp(t__ssa_v0)
        flat_tile: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.reshape(e__ssa_v0, [16, 64])
        part__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = pl.tile.store(flat_tile, [0, 0], part__ssa_v0)
        return part__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x__ssa_v0: pl.Tensor[[2, 32, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], out__ssa_v0: pl.Out[pl.Tensor[[2, 32, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[2, 32, 64], pl.FP32]:
        for b__idx_v0 in pl.range(2):
            for r__idx_v0 in pl.range(2):
                part__ssa_v0: pl.Tensor[[1, 16, 64], pl.FP32] = pl.tensor.slice(out__ssa_v0, [1, 16, 64], [b__idx_v0, r__idx_v0 * 16, 0])
                part__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)] = self.tile_exp(x__ssa_v0, b__idx_v0, r__idx_v0, part__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.scalar, pl.adir.inout]})
        return out__ssa_v0
