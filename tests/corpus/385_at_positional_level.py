import pypto.language as pl


# pl.at() with its level (and role) given positionally, as the reference's
# DSL allows: the same scopes as the keyword forms.
@pl.program
class AtPositionalLevel:
    @pl.function
    def main(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(pl.Level.POD):
            y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
        with pl.at(pl.Level.CORE_GROUP):
            z: pl.Tensor[[64], pl.FP32] = pl.mul(y, x)
        return z
