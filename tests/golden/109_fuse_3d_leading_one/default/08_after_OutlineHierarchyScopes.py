# pypto.program: Fuse3DLeadingOne
import pypto.language as pl

@pl.program
class Fuse3DLeadingOne:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def sq_chunk(src__ssa_v0: pl.Tensor[[64, 64], pl.FP32], r__ssa_v0: pl.Scalar[pl.INDEX], chunk__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        t__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.load(src__ssa_v0, [r__ssa_v0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Vec)
        q__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.mul(t__ssa_v0, t__ssa_v0)
        chunk__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(q__ssa_v0, [0, 0], chunk__ssa_v0)
        return chunk__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, src__ssa_v0: pl.Tensor[[64, 64], pl.FP32], out__ssa_v0: pl.Out[pl.Tensor[[1, 64, 64], pl.FP32]]) -> pl.Tensor[[1, 64, 64], pl.FP32]:
        for r__idx_v0, (out__iter_v1,) in pl.range(4, init_values=(out__ssa_v0,)):
            chunk__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
            chunk__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = self.sq_chunk(src__ssa_v0, r__idx_v0 * 16, chunk__ssa_v0)
            out__ssa_v3: pl.Tensor[[1, 64, 64], pl.FP32] = pl.tensor.assemble(out__iter_v1, chunk__ssa_v1, [0, r__idx_v0 * 16, 0])
            out__rv_v2: pl.Tensor[[1, 64, 64], pl.FP32] = pl.yield_(out__ssa_v3)
        return out__rv_v2
