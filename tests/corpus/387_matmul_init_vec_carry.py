import pypto.language as pl


# A matmul result initialises a loop-carried value that the loop body updates
# with vector ops: the carried value lives in Vec, so the matmul's variable
# (and its call) take Vec as well.
@pl.program
class MatmulInitVecCarry:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[64, 64], pl.FP16],
        b: pl.Tensor[[64, 64], pl.FP16],
        bias: pl.Tensor[[64, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        c: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            acc: pl.Tensor[[64, 64], pl.FP32] = pl.matmul(a, b, out_dtype=pl.FP32)
            for i in pl.range(4):
                if i < n:
                    acc = pl.add(acc, bias)
                else:
                    acc = pl.mul(acc, bias)
            c = pl.assemble(c, acc, [0, 0])
        return c
