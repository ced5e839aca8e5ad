import pypto.language as pl


@pl.program
class AttnKLoopBTrans:
    @pl.function
    def main(
        self,
        q: pl.Tensor[[32, 256], pl.FP16],
        k: pl.Tensor[[64, 256], pl.FP16],
        s: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            q0: pl.Tensor[[32, 64], pl.FP16] = pl.slice(q, [32, 64], [0, 0])
            k0: pl.Tensor[[64, 64], pl.FP16] = pl.slice(k, [64, 64], [0, 0])
            acc: pl.Tensor[[32, 64], pl.FP32] = pl.matmul(q0, k0, out_dtype=pl.FP32, b_trans=True)
            for d in pl.range(1, 4):
                qd: pl.Tensor[[32, 64], pl.FP16] = pl.slice(q, [32, 64], [0, d * 64])
                kd: pl.Tensor[[64, 64], pl.FP16] = pl.slice(k, [64, 64], [0, d * 64])
                acc = pl.matmul_acc(acc, qd, kd, b_trans=True)
            sc: pl.Tensor[[32, 64], pl.FP32] = pl.mul(acc, 0.0625)
            s = pl.assemble(s, sc, [0, 0])
        return s
