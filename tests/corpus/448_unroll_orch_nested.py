# pl.unroll in orchestration around a pl.range loop of kernel calls.
import pypto.language as pl


@pl.program
class UnrollOrch:
    @pl.function(type=pl.FunctionType.InCore)
    def kern(self, x: pl.Tensor[[64, 64], pl.FP32], i: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [i * 16, 0], [16, 64])
        out = pl.store(t, [i * 16, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:
        out = pl.create_tensor([64, 64], dtype=pl.FP32)
        for u in pl.unroll(2):
            for v in pl.range(2):
                out = self.kern(x, u * 2 + v, out)
        return out
