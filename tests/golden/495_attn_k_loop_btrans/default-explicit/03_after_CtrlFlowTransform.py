# pypto.program: AttnKLoopBTrans
import pypto.language as pl

@pl.program
class AttnKLoopBTrans:
    @pl.function
    def main(self, q: pl.Tensor[[32, 256], pl.FP16], k: pl.Tensor[[64, 256], pl.FP16], s: pl.Out[pl.Tensor[[32, 64], pl.FP32]]) -> pl.Tensor[[32, 64], pl.FP32]:
        with pl.at(level=pl.Level.CORE_GROUP):
            q0: pl.Tensor[[32, 64], pl.FP16] = pl.tensor.slice(q, [32, 64], [0, 0])
            k0: pl.Tensor[[64, 64], pl.FP16] = pl.tensor.slice(k, [64, 64], [0, 0])
            acc: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.matmul(q0, k0, a_trans=False, b_trans=True, c_matrix_nz=False, out_dtype=pl.FP32)
            for d in pl.range(1, 4):
                qd: pl.Tensor[[32, 64], pl.FP16] = pl.tensor.slice(q, [32, 64], [0, d * 64])
                kd: pl.Tensor[[64, 64], pl.FP16] = pl.tensor.slice(k, [64, 64], [0, d * 64])
                acc: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.matmul_acc(acc, qd, kd, a_trans=False, b_trans=True)
            sc: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.muls(acc, 0.0625)
            s: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(s, sc, [0, 0])
        return s
