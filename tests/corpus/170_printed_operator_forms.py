import pypto.language as pl


# The scalar operators the printer writes in forms the reference's own front
# end does not read back: `**`, `abs(...)`, the infix `xor` and the bitwise
# `&`, `|`, `^`. Every printed program must parse again, so ptoc reads them;
# the reference rejects this program (no goldens).
@pl.program
class PrintedOperatorForms:
    @pl.function
    def index_math(
        self,
        a: pl.Scalar[pl.INDEX],
        b: pl.Scalar[pl.INDEX],
    ) -> tuple[pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX], pl.Scalar[pl.BOOL]]:
        d: pl.Scalar[pl.INDEX] = a - b
        sq: pl.Scalar[pl.INDEX] = d ** 2
        mag: pl.Scalar[pl.INDEX] = abs(d)
        gt: pl.Scalar[pl.BOOL] = a > b
        ge: pl.Scalar[pl.BOOL] = a >= b
        differ: pl.Scalar[pl.BOOL] = gt xor ge
        return sq, mag, differ

    @pl.function
    def bit_math(
        self,
        x: pl.Scalar[pl.INT32],
        y: pl.Scalar[pl.INT32],
    ) -> pl.Scalar[pl.INT32]:
        band: pl.Scalar[pl.INT32] = x & y
        bor: pl.Scalar[pl.INT32] = x | y
        bxor: pl.Scalar[pl.INT32] = band ^ bor
        return bxor
