# error: 32:61: tile.slice reads past the end of dimension 0: offset 16 + extent 16 exceeds the source extent 16
# (a valid_shape smaller than the window does not shrink the window an on-chip slice reads; the reference: the same words)
# Sub-windows of Mat tiles read by a cube kernel: a slice of a slice as a
# tile.extract source inside a K loop (offsets folded into the extract
# indices), and slices used directly as tile.matmul / tile.matmul_acc operands
# (each becomes its own extract into Left/Right). CanonicalizeTileSlice
# removes every slice.
import pypto.language as pl


@pl.program
class MatSliceMatmulWindows:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[32, 256], pl.BF16],
        b: pl.Tensor[[256, 128], pl.BF16],
        out_loop: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
        out_direct: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        a_mat: pl.Tile[[32, 256], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            a, [0, 0], [32, 256], target_memory=pl.Mem.Mat
        )
        b_mat: pl.Tile[[256, 128], pl.BF16, pl.Mem.Mat] = pl.tile.load(
            b, [0, 0], [256, 128], target_memory=pl.Mem.Mat
        )
        a_low: pl.Tile[[16, 256], pl.BF16, pl.Mem.Mat] = pl.tile.slice(a_mat, [16, 256], [16, 0])
        b_right: pl.Tile[[256, 64], pl.BF16, pl.Mem.Mat] = pl.tile.slice(b_mat, [256, 64], [0, 64])
        b_right_hi: pl.Tile[[128, 64], pl.BF16, pl.Mem.Mat] = pl.tile.slice(
            b_right, [128, 64], [128, 0]
        )
        a_low_hi: pl.Tile[[16, 128], pl.BF16, pl.Mem.Mat] = pl.tile.slice(a_low, [16, 128], [16, 128], [0, 128])
        acc0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_low_hi, b_right_hi)
        for k, (acc,) in pl.range(0, 128, 64, init_values=(acc0,)):
            a_k: pl.Tile[[16, 64], pl.BF16, pl.Mem.Left] = pl.tile.extract(
                a_low, 0, k, shape=[16, 64], target_memory=pl.Mem.Left
            )
            b_k: pl.Tile[[64, 64], pl.BF16, pl.Mem.Right] = pl.tile.extract(
                b_right, k, 0, shape=[64, 64], target_memory=pl.Mem.Right
            )
            acc_next: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(acc, a_k, b_k)
            acc_out: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.yield_(acc_next)
        b_left: pl.Tile[[256, 64], pl.BF16, pl.Mem.Mat] = pl.tile.slice(b_mat, [256, 64], [0, 0])
        direct0: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_low, b_left)
        direct: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(direct0, a_low, b_right)
        out_loop = pl.store(acc_out, [0, 0], out_loop)
        out_direct = pl.store(direct, [0, 0], out_direct)
        return out_loop, out_direct

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self, a: pl.Tensor[[32, 256], pl.BF16], b: pl.Tensor[[256, 128], pl.BF16]
    ) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        out_loop: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
        out_direct: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
        out_loop, out_direct = self.kernel(a, b, out_loop, out_direct)
        return out_loop, out_direct
