# pypto.program: SpmdForAssemble
import pypto.language as pl

@pl.program
class SpmdForAssemble:
    @pl.function
    def main(self, a: pl.Tensor[[512, 128], pl.FP32], out: pl.Out[pl.Tensor[[512, 128], pl.FP32]]) -> pl.Tensor[[512, 128], pl.FP32]:
        for n0 in pl.spmd(4, name_hint="q_proj_spmd"):
            offset: pl.Scalar[pl.INDEX] = n0 * 128
            chunk: pl.Tensor[[128, 128], pl.FP32] = pl.tensor.slice(a, [128, 128], [offset, 0])
            sq: pl.Tensor[[128, 128], pl.FP32] = pl.tensor.mul(chunk, chunk)
            out: pl.Tensor[[512, 128], pl.FP32] = pl.tensor.assemble(out, sq, [offset, 0])
        return out
