# pypto.program: BatchMatmulBatchOnlyReshape
import pypto.language as pl

@pl.program
class BatchMatmulBatchOnlyReshape:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(lhs__ssa_v0: pl.Tensor[[16, 64], pl.FP16], rhs__ssa_v0: pl.Tensor[[2, 64, 32], pl.FP16], out__ssa_v0: pl.Out[pl.Tensor[[2, 16, 32], pl.FP32]]) -> pl.Tensor[[2, 16, 32], pl.FP32]:
        lhs_2d__ssa_v0: pl.Tile[[16, 64], pl.FP16, pl.Mem.Mat] = pl.tile.load(lhs__ssa_v0, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        lhs_3d__ssa_v0: pl.Tile[[1, 16, 64], pl.FP16, pl.Mem.Mat] = pl.tile.reshape(lhs_2d__ssa_v0, [1, 16, 64])
        rhs_3d__ssa_v0: pl.Tile[[2, 64, 32], pl.FP16, pl.Mem.Mat] = pl.tile.load(rhs__ssa_v0, [0, 0, 0], [2, 64, 32], [2, 64, 32], target_memory=pl.Mem.Mat)
        prod__ssa_v0: pl.Tile[[2, 16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.batch_matmul(lhs_3d__ssa_v0, rhs_3d__ssa_v0)
        out__ssa_v1: pl.Tensor[[2, 16, 32], pl.FP32] = pl.tile.store(prod__ssa_v0, [0, 0, 0], out__ssa_v0)
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, lhs__ssa_v0: pl.Tensor[[16, 64], pl.FP16], rhs__ssa_v0: pl.Tensor[[2, 64, 32], pl.FP16]) -> pl.Tensor[[2, 16, 32], pl.FP32]:
        out__ssa_v0: pl.Tensor[[2, 16, 32], pl.FP32] = pl.tensor.create([2, 16, 32], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        t__tmp_v0: pl.Tensor[[2, 16, 32], pl.FP32] = self.kernel(lhs__ssa_v0, rhs__ssa_v0, out__ssa_v0)
        return t__tmp_v0
