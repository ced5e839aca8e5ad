# error: 18:48: matmul_acc() takes 3 positional arguments but 4 were given
# (the reference's tile.matmul_acc takes exactly acc, lhs and rhs: "matmul_acc() takes 3 positional arguments but 4 were given")
import pypto.language as pl


@pl.program
class MatmulAccFourthOperand:
    @pl.function(type=pl.FunctionType.InCore)
    def kern(
        self,
        a: pl.Tensor[[32, 64], pl.FP16],
        b: pl.Tensor[[64, 64], pl.FP16],
        c: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        al = pl.move(pl.load(a, [0, 0], [32, 64], target_memory=pl.Mem.Mat), target_memory=pl.Mem.Left)
        br = pl.move(pl.load(b, [0, 0], [64, 64], target_memory=pl.Mem.Mat), target_memory=pl.Mem.Right)
        acc0 = pl.matmul(al, br)
        acc = pl.tile.matmul_acc(acc0, al, br, True)
        c = pl.store(acc, [0, 0], c)
        return c
