# pypto.program: GatedMlpScopes
import pypto.language as pl

@pl.program
class GatedMlpScopes:
    @pl.function
    def main(self, x: pl.Tensor[[64, 128], pl.BF16], w_gate: pl.Tensor[[128, 256], pl.BF16], w_up: pl.Tensor[[128, 256], pl.BF16], w_down: pl.Tensor[[256, 128], pl.BF16], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for rb in pl.parallel(4):
            with pl.at(level=pl.Level.CORE_GROUP, name_hint="mlp_block"):
                xs: pl.Tensor[[16, 128], pl.BF16] = pl.tensor.slice(x, [16, 128], [rb * 16, 0])
                g: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.matmul(xs, w_gate, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
                u: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.matmul(xs, w_up, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
                ng: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.neg(g)
                eg: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.exp(ng)
                den: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.adds(eg, 1.0)
                sig: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.recip(den)
                silu: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.mul(g, sig)
                h: pl.Tensor[[16, 256], pl.FP32] = pl.tensor.mul(silu, u)
                hb: pl.Tensor[[16, 256], pl.BF16] = pl.tensor.cast(h, target_type=pl.BF16, mode='round')
                acc: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.create([16, 128], dtype=pl.FP32, layout=pl.TensorLayout.ND)
                for kb in pl.range(2):
                    hk: pl.Tensor[[16, 128], pl.BF16] = pl.tensor.slice(hb, [16, 128], [0, kb * 128])
                    wk: pl.Tensor[[128, 128], pl.BF16] = pl.tensor.slice(w_down, [128, 128], [kb * 128, 0])
                    if kb == 0:
                        acc: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.matmul(hk, wk, a_trans=False, b_trans=False, c_matrix_nz=False, out_dtype=pl.FP32)
                    else:
                        acc: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.matmul_acc(acc, hk, wk, a_trans=False, b_trans=False)
                out: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(out, acc, [rb * 16, 0])
        return out
