# pypto.program: K_t95_batch_matmul_relu
import pypto.language as pl

@pl.program
class K_t95_batch_matmul_relu:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(a__ssa_v0: pl.Tensor[[2, 16, 64], pl.BF16], b__ssa_v0: pl.Tensor[[2, 64, 32], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[2, 16, 32], pl.FP32]]) -> pl.Tensor[[2, 16, 32], pl.FP32]:
        at__ssa_v0_view2d: pl.Tensor[[32, 64], pl.BF16, pl.TensorView(stride=[64, 1], layout=pl.TensorLayout.ND)] = pl.tensor.view(a__ssa_v0, [32, 64])
        at__ssa_v0: pl.Tile[[32, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(at__ssa_v0_view2d, [0, 0], [32, 64], [32, 64], target_memory=pl.Mem.Mat)
        bt__ssa_v0_view2d: pl.Tensor[[128, 32], pl.BF16, pl.TensorView(stride=[32, 1], layout=pl.TensorLayout.ND)] = pl.tensor.view(b__ssa_v0, [128, 32])
        bt__ssa_v0: pl.Tile[[128, 32], pl.BF16, pl.Mem.Mat] = pl.tile.load(bt__ssa_v0_view2d, [0, 0], [128, 32], [128, 32], target_memory=pl.Mem.Mat)
        p__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.create([32, 32], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        lhs_slice_0: pl.Tile[[16, 64], pl.BF16, pl.Mem.Mat] = pl.tile.slice(at__ssa_v0, [16, 64], [0, 0])
        rhs_slice_0: pl.Tile[[64, 32], pl.BF16, pl.Mem.Mat] = pl.tile.slice(bt__ssa_v0, [64, 32], [0, 0])
        matmul_0: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lhs_slice_0, rhs_slice_0)
        matmul_vec_0: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(matmul_0, target_memory=pl.Mem.Vec)
        p__ssa_v0_1: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(p__ssa_v0, matmul_vec_0, [0, 0])
        lhs_slice_1: pl.Tile[[16, 64], pl.BF16, pl.Mem.Mat] = pl.tile.slice(at__ssa_v0, [16, 64], [16, 0])
        rhs_slice_1: pl.Tile[[64, 32], pl.BF16, pl.Mem.Mat] = pl.tile.slice(bt__ssa_v0, [64, 32], [64, 0])
        matmul_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(lhs_slice_1, rhs_slice_1)
        matmul_vec_1: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(blayout=pl.TileLayout.col_major, slayout=pl.TileLayout.row_major)] = pl.tile.move(matmul_1, target_memory=pl.Mem.Vec)
        p__ssa_v0_2: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.assemble(p__ssa_v0_1, matmul_vec_1, [16, 0])
        v__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.move(p__ssa_v0_2, target_memory=pl.Mem.Vec)
        r__ssa_v0: pl.Tile[[32, 32], pl.FP32, pl.Mem.Vec] = pl.tile.relu(v__ssa_v0)
        out__ssa_v1: pl.Tensor[[2, 16, 32], pl.FP32] = pl.tile.store(r__ssa_v0, [0, 0, 0], out__ssa_v0, [2, 16, 32])
        return out__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, a__ssa_v0: pl.Tensor[[2, 16, 64], pl.BF16], b__ssa_v0: pl.Tensor[[2, 64, 32], pl.BF16], out__ssa_v0: pl.Out[pl.Tensor[[2, 16, 32], pl.FP32]]) -> pl.Tensor[[2, 16, 32], pl.FP32]:
        out__ssa_v1: pl.Tensor[[2, 16, 32], pl.FP32] = self.k(a__ssa_v0, b__ssa_v0, out__ssa_v0)
        return out__ssa_v1
