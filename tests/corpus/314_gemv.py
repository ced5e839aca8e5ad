import pypto.language as pl


@pl.program
class Gemv:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[1, 128], pl.BF16],
        w: pl.Tensor[[128, 64], pl.BF16],
        out: pl.Out[pl.Tensor[[1, 64], pl.FP32]],
    ) -> pl.Tensor[[1, 64], pl.FP32]:
        x_mat = pl.load(x, [0, 0], [1, 128], target_memory=pl.MemorySpace.Mat)
        x_left = pl.move(x_mat, target_memory=pl.MemorySpace.Left)
        w_mat = pl.load(w, [0, 0], [128, 64], target_memory=pl.MemorySpace.Mat)
        w_right = pl.move(w_mat, target_memory=pl.MemorySpace.Right)
        acc = pl.gemv(x_left, w_right)
        acc = pl.tile.gemv_acc(acc, x_left, w_right)
        r: pl.Tensor[[1, 64], pl.FP32] = pl.store(acc, [0, 0], out)
        return r

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[1, 128], pl.BF16],
        w: pl.Tensor[[128, 64], pl.BF16],
        out: pl.Out[pl.Tensor[[1, 64], pl.FP32]],
    ) -> pl.Tensor[[1, 64], pl.FP32]:
        out = self.kernel(x, w, out)
        return out
