# pypto.program: TensorFmodPartial
import pypto.language as pl

@pl.program
class TensorFmodPartial:
    @pl.function
    def main(self, x: pl.Tensor[[32, 64], pl.FP32], z: pl.Tensor[[32, 64], pl.FP32], h: pl.Tensor[[32, 64], pl.FP16], y: pl.Out[pl.Tensor[[32, 64], pl.FP32]], g: pl.Out[pl.Tensor[[32, 64], pl.FP16]]) -> pl.Tensor[[32, 64], pl.FP32]:
        for i in pl.range(2):
            with pl.at(level=pl.Level.CORE_GROUP):
                xs: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(x, [16, 64], [i * 16, 0])
                zs: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(z, [16, 64], [i * 16, 0])
                m: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.fmod(xs, zs)
                n: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.fmods(m, 2.0)
                p0: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.part_add(n, xs)
                p1: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.part_mul(p0, zs)
                p2: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.part_max(p1, xs)
                r: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.part_min(p2, zs)
                y: pl.Tensor[[32, 64], pl.FP32] = pl.tensor.assemble(y, r, [i * 16, 0])
        with pl.at(level=pl.Level.CORE_GROUP):
            hm: pl.Tensor[[32, 64], pl.FP16] = pl.tensor.fmods(h, pl.const(3.0, pl.FP16))
            g: pl.Tensor[[32, 64], pl.FP16] = pl.tensor.assemble(g, hm, [0, 0])
        return y
