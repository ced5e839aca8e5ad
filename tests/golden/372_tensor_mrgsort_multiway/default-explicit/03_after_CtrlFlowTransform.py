# pypto.program: MultiwayMerge
import pypto.language as pl

@pl.program
class MultiwayMerge:
    @pl.function
    def main(self, a: pl.Tensor[[1, 128], pl.FP32], b: pl.Tensor[[1, 128], pl.FP32], c: pl.Tensor[[1, 64], pl.FP32], d: pl.Tensor[[1, 64], pl.FP32], o4: pl.Out[pl.Tensor[[1, 384], pl.FP32]], o3: pl.Out[pl.Tensor[[1, 320], pl.FP32]]) -> tuple[pl.Tensor[[1, 384], pl.FP32], pl.Tensor[[1, 320], pl.FP32]]:
        with pl.at(level=pl.Level.CORE_GROUP):
            m4: pl.Tensor[[1, 384], pl.FP32] = pl.tensor.mrgsort_format2(a, b, c, d, exhausted=False)
            m3: pl.Tensor[[1, 320], pl.FP32] = pl.tensor.mrgsort_format2(a, b, c, exhausted=True)
            o4: pl.Tensor[[1, 384], pl.FP32] = pl.tensor.assemble(o4, m4, [0, 0])
            o3: pl.Tensor[[1, 320], pl.FP32] = pl.tensor.assemble(o3, m3, [0, 0])
        return o4, o3
