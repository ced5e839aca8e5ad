# pl.unroll around a pl.range loop: the copies share the inner loop's variable.
import pypto.language as pl


@pl.program
class UnrollNested:
    @pl.function(type=pl.FunctionType.InCore)
    def kern(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[64, 64], pl.FP32]]) -> pl.Tensor[[64, 64], pl.FP32]:
        for u in pl.unroll(2):
            acc: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [u * 16, 0], [16, 64])
            for j in pl.range(2):
                t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [u * 32 + j * 16, 0], [16, 64])
                acc = pl.add(acc, t)
            out = pl.store(acc, [u * 16, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64, 64], pl.FP32]) -> pl.Tensor[[64, 64], pl.FP32]:
        out = pl.create_tensor([64, 64], dtype=pl.FP32)
        out = self.kern(x, out)
        return out
