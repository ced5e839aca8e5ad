# pypto.program: TensorIndexSequences
import pypto.language as pl

@pl.program
class TensorIndexSequences:
    @pl.function
    def main(self, up: pl.Out[pl.Tensor[[1, 64], pl.INT32]], down: pl.Out[pl.Tensor[[1, 64], pl.INT16]]) -> tuple[pl.Tensor[[1, 64], pl.INT32], pl.Tensor[[1, 64], pl.INT16]]:
        with pl.at(level=pl.Level.CORE_GROUP):
            a: pl.Tensor[[1, 64], pl.INT32] = pl.tensor.ci(pl.const(0, pl.INT32), [1, 64], dtype=pl.INT32, descending=False)
            b: pl.Tensor[[1, 64], pl.INT16] = pl.tensor.ci(pl.const(255, pl.INT16), [1, 64], dtype=pl.INT16, descending=True)
            c: pl.Tensor[[1, 64], pl.INT32] = pl.tensor.ci(pl.const(7, pl.INT32), [1, 64], dtype=pl.INT32, descending=False)
            s: pl.Tensor[[1, 64], pl.INT32] = pl.tensor.add(a, c)
            up: pl.Tensor[[1, 64], pl.INT32] = pl.tensor.assemble(up, s, [0, 0])
            down: pl.Tensor[[1, 64], pl.INT16] = pl.tensor.assemble(down, b, [0, 0])
        return up, down
