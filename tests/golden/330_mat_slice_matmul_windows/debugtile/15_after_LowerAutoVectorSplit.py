# pypto.program: MatSliceMatmulWindows
import pypto.language as pl

@pl.program
class MatSliceMatmulWindows:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def kernel(a__ssa_v0: pl.Tensor[[32, 256], pl.BF16], b__ssa_v0: pl.Tensor[[256, 128], pl.BF16], out_loop__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]], out_direct__ssa_v0: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        a_mat__ssa_v0: pl.Tile[[32, 256], pl.BF16, pl.Mem.Mat] = pl.tile.load(a__ssa_v0, [0, 0], [32, 256], [32, 256], target_memory=pl.Mem.Mat)
        b_mat__ssa_v0: pl.Tile[[256, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(b__ssa_v0, [0, 0], [256, 128], [256, 128], target_memory=pl.Mem.Mat)
        a_low_hi__ssa_v0_textract: pl.Tile[[16, 128], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(a_mat__ssa_v0, 16, 128, [16, 128], target_memory=pl.Mem.Left)
        b_right_hi__ssa_v0_textract: pl.Tile[[128, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(b_mat__ssa_v0, 128, 64, [128, 64], target_memory=pl.Mem.Right)
        acc0__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_low_hi__ssa_v0_textract, b_right_hi__ssa_v0_textract)
        for k__idx_v0, (acc,) in pl.range(0, 128, 64, init_values=(acc0__ssa_v0,)):
            a_k__ssa_v0: pl.Tile[[16, 64], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(a_mat__ssa_v0, 16, k__idx_v0, [16, 64], target_memory=pl.Mem.Left)
            b_k__ssa_v0: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(b_mat__ssa_v0, k__idx_v0, 64, [64, 64], target_memory=pl.Mem.Right)
            acc_next__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, a_k__ssa_v0, b_k__ssa_v0)
            acc_out: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(acc_next__ssa_v0)
        a_low__ssa_v0_textract: pl.Tile[[16, 256], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(a_mat__ssa_v0, 16, 0, [16, 256], target_memory=pl.Mem.Left)
        b_left__ssa_v0_textract: pl.Tile[[256, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(b_mat__ssa_v0, 0, 0, [256, 64], target_memory=pl.Mem.Right)
        direct0__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_low__ssa_v0_textract, b_left__ssa_v0_textract)
        a_low__ssa_v0_textract_1: pl.Tile[[16, 256], pl.BF16, pl.Mem.Left, pl.TileView(blayout=pl.TileLayout.row_major)] = pl.tile.extract(a_mat__ssa_v0, 16, 0, [16, 256], target_memory=pl.Mem.Left)
        b_right__ssa_v0_textract: pl.Tile[[256, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(b_mat__ssa_v0, 0, 64, [256, 64], target_memory=pl.Mem.Right)
        direct__ssa_v0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(direct0__ssa_v0, a_low__ssa_v0_textract_1, b_right__ssa_v0_textract)
        out_loop__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(acc_out, [0, 0], out_loop__ssa_v0)
        out_direct__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(direct__ssa_v0, [0, 0], out_direct__ssa_v0)
        return out_loop__ssa_v1, out_direct__ssa_v1
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def main(self, a__ssa_v0: pl.Tensor[[32, 256], pl.BF16], b__ssa_v0: pl.Tensor[[256, 128], pl.BF16]) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        out_loop__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        out_direct__ssa_v0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.create([16, 64], dtype=pl.FP32, layout=pl.TensorLayout.ND)
        _tuple_tmp__ssa_v0: pl.Tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]] = self.kernel(a__ssa_v0, b__ssa_v0, out_loop__ssa_v0, out_direct__ssa_v0)
        out_loop__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = _tuple_tmp__ssa_v0[0]
        out_direct__ssa_v1: pl.Tensor[[16, 64], pl.FP32] = _tuple_tmp__ssa_v0[1]
        return out_loop__ssa_v1, out_direct__ssa_v1
