# pypto.program: Fuse3DLeadingOne
import pypto.language as pl

@pl.program
class Fuse3DLeadingOne:
    @pl.function(type=pl.FunctionType.AIV, level=pl.Level.AIV, role=pl.Role.SubWorker)
    def sq_chunk(src__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], r__ssa_v0: pl.Scalar[pl.INDEX], chunk__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)]]) -> pl.Tensor[[16, 64], pl.FP32]:
        mem_vec_2: pl.Ptr = pl.tile.alloc(pl.Mem.Vec, 4096)
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.load(src__ssa_v0, [r__ssa_v0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        q__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.MemRef(mem_vec_2, pl.const(0, pl.INT64), 4096), pl.Mem.Vec] = pl.tile.mul(t__ssa_v0, t__ssa_v0)
        chunk__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND), pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 4096)] = pl.tile.store(q__ssa_v0, [0, 0], chunk__ssa_v0)
        return chunk__ssa_v0
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, src__ssa_v0: pl.Tensor[[64, 64], pl.FP32, pl.MemRef("mem_ddr_0", pl.const(0, pl.INT64), 16384)], out__ssa_v0: pl.Out[pl.Tensor[[1, 64, 64], pl.FP32, pl.MemRef("mem_ddr_1", pl.const(0, pl.INT64), 16384)]]) -> pl.Tensor[[1, 64, 64], pl.FP32]:
        for r__idx_v0 in pl.range(4):
            chunk__ssa_v0: pl.Tensor[[1, 16, 64], pl.FP32] = pl.tensor.slice(out__ssa_v0, [1, 16, 64], [0, r__idx_v0 * 16, 0])
            chunk__ssa_v1: pl.Tensor[[16, 64], pl.FP32, pl.MemRef("mem_ddr_3", pl.const(0, pl.INT64), 4096)] = self.sq_chunk(src__ssa_v0, r__idx_v0 * 16, chunk__ssa_v0, attrs={"arg_directions": [pl.adir.input, pl.adir.scalar, pl.adir.inout]})
        return out__ssa_v0
