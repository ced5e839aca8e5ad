# expect-error: tensor.create: a created tile larger than Vec (512 x 256 FP32 accumulator in one scope)
import pypto.language as pl


@pl.program
class MatmulScopeKLoop:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[512, 256], pl.BF16],
        b: pl.Tensor[[256, 256], pl.BF16],
        c: pl.Out[pl.Tensor[[512, 256], pl.FP32]],
    ) -> pl.Tensor[[512, 256], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            acc: pl.Tensor[[512, 256], pl.FP32] = pl.create_tensor([512, 256], dtype=pl.FP32)
            for k in pl.range(4):
                ak: pl.Tensor[[512, 256], pl.BF16] = pl.slice(a, [512, 256], [0, k * 256])
                bk: pl.Tensor[[256, 256], pl.BF16] = pl.slice(b, [256, 256], [k * 256, 0])
                if k == 0:
                    acc = pl.matmul(ak, bk, out_dtype=pl.FP32)
                else:
                    acc = pl.matmul_acc(acc, ak, bk)
            c = pl.assemble(c, acc, [0, 0])
        return c
