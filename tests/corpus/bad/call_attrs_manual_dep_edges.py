# error: 20:19: attrs={'manual_dep_edges': ...} is not accepted on a call to 'k'
import pypto.language as pl


@pl.program
class EdgesOnPlainCall:
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
            out, t0 = pl.submit(self.k, x, out)
            out = self.k(x, out, attrs={"manual_dep_edges": [t0]})
        return out
