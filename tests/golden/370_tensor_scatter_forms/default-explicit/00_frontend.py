# pypto.program: TensorScatterForms
import pypto.language as pl

@pl.program
class TensorScatterForms:
    @pl.function
    def main(self, base: pl.Tensor[[8, 64], pl.FP32], cols: pl.Tensor[[8, 16], pl.INT32], vals: pl.Tensor[[8, 16], pl.FP32], half: pl.Tensor[[8, 32], pl.FP16], wide: pl.Tensor[[8, 64], pl.FP16], o1: pl.Out[pl.Tensor[[8, 64], pl.FP32]], o2: pl.Out[pl.Tensor[[8, 64], pl.FP16]]) -> tuple[pl.Tensor[[8, 64], pl.FP32], pl.Tensor[[8, 64], pl.FP16]]:
        with pl.at(level=pl.Level.CORE_GROUP):
            upd: pl.Tensor[[8, 64], pl.FP32] = pl.tensor.scatter(base, cols, vals, dim=-1)
            upd: pl.Tensor[[8, 64], pl.FP32] = pl.tensor.scatter(upd, cols, vals, dim=1)
            spread: pl.Tensor[[8, 64], pl.FP16] = pl.tensor.scatter_mask(half, wide, mask_pattern=1)
            o1: pl.Tensor[[8, 64], pl.FP32] = pl.tensor.assemble(o1, upd, [0, 0])
            o2: pl.Tensor[[8, 64], pl.FP16] = pl.tensor.assemble(o2, spread, [0, 0])
        return o1, o2
