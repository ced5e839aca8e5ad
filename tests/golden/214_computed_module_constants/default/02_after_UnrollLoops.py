# pypto.program: ComputedModuleConstants
import pypto.language as pl

@pl.program
class ComputedModuleConstants:
    @pl.function
    def main(self, x: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        for i in pl.range(4):
            with pl.at(level=pl.Level.CORE_GROUP):
                t: pl.Tensor[[16, 128], pl.FP32] = pl.tensor.slice(x, [16, 128], [i * 16, 0])
                left: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(t, [16, 64], [0, 0])
                right: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.slice(t, [16, 64], [0, 64])
                y: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.muls(pl.tensor.add(left, right), 0.5)
                z: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.adds(y, 1.0009765625)
                out: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(out, z, [i * 16, 0])
                out: pl.Tensor[[64, 128], pl.FP32] = pl.tensor.assemble(out, z, [i * 16, 64])
        return out
