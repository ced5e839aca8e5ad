# pypto.program: IfTupleYieldBindsEveryName
import pypto.language as pl

@pl.program
class IfTupleYieldBindsEveryName:
    @pl.function
    def main(self, x: pl.Tensor[[16, 64], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        if n > 8:
            flag: pl.Scalar[pl.BOOL] = True
            done, extra = pl.yield_(flag)
        else:
            done, extra = pl.yield_(False)
        with pl.at(level=pl.Level.CORE_GROUP):
            if done:
                y: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.add(x, x)
            else:
                y: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.mul(x, x)
            out: pl.Tensor[[16, 64], pl.FP32] = pl.tensor.assemble(out, y, [0, 0])
        return out
