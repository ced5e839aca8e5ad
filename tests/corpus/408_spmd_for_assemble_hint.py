# The loop form with name_hint="q_proj": the wrapper is q_proj_spmd, the kernel q_proj; the
# assembled output is InOut on both.
import pypto.language as pl


@pl.program
class SpmdForAssemble:
    @pl.function
    def main(
        self,
        a: pl.Tensor[[512, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[512, 128], pl.FP32]],
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        for n0 in pl.spmd(4, name_hint="q_proj"):
            offset = n0 * 128
            chunk: pl.Tensor[[128, 128], pl.FP32] = pl.slice(a, [128, 128], [offset, 0])
            sq: pl.Tensor[[128, 128], pl.FP32] = pl.mul(chunk, chunk)
            out = pl.assemble(out, sq, [offset, 0])
        return out
