import pypto.language as pl


# Split-K accumulation whose carried accumulator starts as a Mat tile loaded
# from the bias: the loop result takes the iter_arg's type (Mat), not the type
# of the value the body yields (an Acc matmul_acc result), as in the
# reference's loop builder. InferTileMemorySpace then settles the spaces.
@pl.program
class LoopResultKeepsInitSpace:
    @pl.function(type=pl.FunctionType.InCore)
    def splitk(
        self,
        bias: pl.Tensor[[16, 32], pl.FP32],
        a: pl.Tensor[[16, 128], pl.BF16],
        b: pl.Tensor[[128, 32], pl.BF16],
        out: pl.Out[pl.Tensor[[16, 32], pl.FP32]],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        acc0 = pl.load(bias, [0, 0], [16, 32], target_memory=pl.Mem.Mat)
        for k, (acc,) in pl.range(0, 128, 32, init_values=(acc0,)):
            a_mat = pl.load(a, [0, k], [16, 32], target_memory=pl.Mem.Mat)
            b_mat = pl.load(b, [k, 0], [32, 32], target_memory=pl.Mem.Mat)
            a_left = pl.move(a_mat, target_memory=pl.Mem.Left)
            b_right = pl.move(b_mat, target_memory=pl.Mem.Right)
            acc_next = pl.matmul_acc(acc, a_left, b_right)
            acc_out = pl.yield_(acc_next)
        out = pl.store(acc_out, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        bias: pl.Tensor[[16, 32], pl.FP32],
        a: pl.Tensor[[16, 128], pl.BF16],
        b: pl.Tensor[[128, 32], pl.BF16],
    ) -> pl.Tensor[[16, 32], pl.FP32]:
        out = pl.create_tensor([16, 32], dtype=pl.FP32)
        return self.splitk(bias, a, b, out)
