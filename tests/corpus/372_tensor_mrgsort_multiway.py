import pypto.language as pl


@pl.program
class MultiwayMerge:
    """Three- and four-way tensor-level merges, one spelled with keyword operands."""

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        a: pl.Tensor[[1, 128], pl.FP32],
        b: pl.Tensor[[1, 128], pl.FP32],
        c: pl.Tensor[[1, 64], pl.FP32],
        d: pl.Tensor[[1, 64], pl.FP32],
        o4: pl.Out[pl.Tensor[[1, 384], pl.FP32]],
        o3: pl.Out[pl.Tensor[[1, 320], pl.FP32]],
    ) -> tuple[pl.Tensor[[1, 384], pl.FP32], pl.Tensor[[1, 320], pl.FP32]]:
        with pl.at(level=pl.Level.CORE_GROUP):
            m4 = pl.tensor.mrgsort(a, b, c, d)
            m3 = pl.mrgsort(src0=a, src1=b, src2=c, exhausted=True)
            o4 = pl.assemble(o4, m4, [0, 0])
            o3 = pl.assemble(o3, m3, [0, 0])
        return o4, o3
