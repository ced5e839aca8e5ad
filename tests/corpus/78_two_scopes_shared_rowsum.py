import pypto.language as pl


@pl.program
class TwoScopesSharedRowsum:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        y: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        s: pl.Tensor[[32, 1], pl.FP32] = pl.create_tensor([32, 1], dtype=pl.FP32)
        with pl.at(level=pl.Level.CORE_GROUP):
            rs: pl.Tensor[[32, 1], pl.FP32] = pl.row_sum(x)
            s = pl.assemble(s, rs, [0, 0])
        with pl.at(level=pl.Level.CORE_GROUP):
            e: pl.Tensor[[32, 64], pl.FP32] = pl.row_expand_div(x, s)
            f: pl.Tensor[[32, 64], pl.FP32] = pl.mul(e, 3.0)
            y = pl.assemble(y, f, [0, 0])
        return y
