import pypto.language as pl


# A gated MLP block at tensor level: two projections in one InCore scope per
# row block (matmul with bf16 inputs, fp32 results), a SiLU gate built from
# exp/recip, and a down projection accumulated over K blocks.
@pl.program
class GatedMlpScopes:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[64, 128], pl.BF16],
        w_gate: pl.Tensor[[128, 256], pl.BF16],
        w_up: pl.Tensor[[128, 256], pl.BF16],
        w_down: pl.Tensor[[256, 128], pl.BF16],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        for rb in pl.parallel(4):
            with pl.at(level=pl.Level.CORE_GROUP, name_hint="mlp_block"):
                xs: pl.Tensor[[16, 128], pl.BF16] = pl.slice(x, [16, 128], [rb * 16, 0])
                g: pl.Tensor[[16, 256], pl.FP32] = pl.matmul(xs, w_gate, out_dtype=pl.FP32)
                u: pl.Tensor[[16, 256], pl.FP32] = pl.matmul(xs, w_up, out_dtype=pl.FP32)
                ng: pl.Tensor[[16, 256], pl.FP32] = pl.neg(g)
                eg: pl.Tensor[[16, 256], pl.FP32] = pl.exp(ng)
                den: pl.Tensor[[16, 256], pl.FP32] = pl.add(eg, 1.0)
                sig: pl.Tensor[[16, 256], pl.FP32] = pl.recip(den)
                silu: pl.Tensor[[16, 256], pl.FP32] = pl.mul(g, sig)
                h: pl.Tensor[[16, 256], pl.FP32] = pl.mul(silu, u)
                hb: pl.Tensor[[16, 256], pl.BF16] = pl.cast(h, pl.BF16)
                acc: pl.Tensor[[16, 128], pl.FP32] = pl.create_tensor([16, 128], dtype=pl.FP32)
                for kb in pl.range(2):
                    hk: pl.Tensor[[16, 128], pl.BF16] = pl.slice(hb, [16, 128], [0, kb * 128])
                    wk: pl.Tensor[[128, 128], pl.BF16] = pl.slice(w_down, [128, 128], [kb * 128, 0])
                    if kb == 0:
                        acc = pl.matmul(hk, wk, out_dtype=pl.FP32)
                    else:
                        acc = pl.matmul_acc(acc, hk, wk)
                out = pl.assemble(out, acc, [rb * 16, 0])
        return out
