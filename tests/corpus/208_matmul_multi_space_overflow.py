# expect-error: Mat, Left and Right all overflow in AllocateMemoryAddr (a 512x1024 FP16 left operand); reported Right, Left, Mat as the reference does
import pypto.language as pl


@pl.program
class MatmulMultiSpaceOverflow:
    @pl.function(type=pl.FunctionType.InCore)
    def mm(
        self,
        a: pl.Tensor[[512, 1024], pl.FP16],
        b: pl.Tensor[[1024, 64], pl.FP16],
        c: pl.Out[pl.Tensor[[512, 64], pl.FP32]],
    ) -> pl.Tensor[[512, 64], pl.FP32]:
        a_l1 = pl.load(a, [0, 0], [512, 1024], target_memory=pl.Mem.Mat)
        b_l1 = pl.load(b, [0, 0], [1024, 64], target_memory=pl.Mem.Mat)
        a_l0 = pl.move(a_l1, target_memory=pl.Mem.Left)
        b_l0 = pl.move(b_l1, target_memory=pl.Mem.Right)
        acc = pl.matmul(a_l0, b_l0)
        c_done = pl.store(acc, [0, 0], c)
        return c_done

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        a: pl.Tensor[[512, 1024], pl.FP16],
        b: pl.Tensor[[1024, 64], pl.FP16],
        c: pl.Out[pl.Tensor[[512, 64], pl.FP32]],
    ) -> pl.Tensor[[512, 64], pl.FP32]:
        c = self.mm(a, b, c)
        return c
