# error: 19:13: pl.submit(...) must be unpacked as a 2-tuple
import pypto.language as pl


@pl.program
class SubmitStatement:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self, x: pl.Tensor[[64], pl.FP32], out: pl.Out[pl.Tensor[[64], pl.FP32]]
    ) -> pl.Tensor[[64], pl.FP32]:
        t: pl.Tile[[64], pl.FP32] = pl.load(x, [0], [64])
        out = pl.store(t, [0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        out: pl.Tensor[[64], pl.FP32] = pl.create_tensor([64], dtype=pl.FP32)
        with pl.manual_scope():
            pl.submit(self.k, x, out)
        return out
