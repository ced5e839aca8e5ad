# pypto.program: ScalarExprZoo
import pypto.language as pl

@pl.program
class ScalarExprZoo:
    @pl.function
    def bit_math(self, x: pl.Scalar[pl.INT32], y: pl.Scalar[pl.INT32]) -> pl.Scalar[pl.INT32]:
        mixed: pl.Scalar[pl.INT32] = x - y
        shl: pl.Scalar[pl.INT32] = mixed << pl.const(2, pl.INT32)
        shr: pl.Scalar[pl.INT32] = shl >> pl.const(1, pl.INT32)
        inv: pl.Scalar[pl.INT32] = ~shr
        return inv
    @pl.function
    def float_math(self, u: pl.Scalar[pl.FP32], v: pl.Scalar[pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.FP32]:
        ratio: pl.Scalar[pl.FP32] = u / v
        nf: pl.Scalar[pl.FP32] = pl.cast(n, pl.FP32)
        scaled: pl.Scalar[pl.FP32] = ratio * nf + 0.5
        half: pl.Scalar[pl.FP16] = pl.cast(scaled, pl.FP16)
        back: pl.Scalar[pl.FP32] = pl.cast(half, pl.FP32)
        return back - 1.25
    @pl.function
    def index_math(self, a: pl.Scalar[pl.INDEX], b: pl.Scalar[pl.INDEX]) -> tuple[pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX], pl.Scalar[pl.BOOL]]:
        s: pl.Scalar[pl.INDEX] = a + b
        d: pl.Scalar[pl.INDEX] = a - b
        m: pl.Scalar[pl.INDEX] = s * d
        q: pl.Scalar[pl.INDEX] = m // 3
        r: pl.Scalar[pl.INDEX] = m % 7
        lo: pl.Scalar[pl.INDEX] = pl.min(q, r)
        hi: pl.Scalar[pl.INDEX] = pl.max(q, r)
        sq: pl.Scalar[pl.INDEX] = hi * hi
        neg: pl.Scalar[pl.INDEX] = -lo
        mag: pl.Scalar[pl.INDEX] = pl.max(neg, -neg)
        eq: pl.Scalar[pl.BOOL] = a == b
        ne: pl.Scalar[pl.BOOL] = a != b
        lt: pl.Scalar[pl.BOOL] = a < b
        le: pl.Scalar[pl.BOOL] = a <= b
        gt: pl.Scalar[pl.BOOL] = a > b
        ge: pl.Scalar[pl.BOOL] = a >= b
        both: pl.Scalar[pl.BOOL] = eq and ne
        either: pl.Scalar[pl.BOOL] = lt or le
        differ: pl.Scalar[pl.BOOL] = gt and not ge
        flag: pl.Scalar[pl.BOOL] = not both
        any_flag: pl.Scalar[pl.BOOL] = flag or either and differ
        return sq, mag, any_flag
    @pl.function
    def combine(self, a: pl.Scalar[pl.INDEX], b: pl.Scalar[pl.INDEX], x: pl.Scalar[pl.INT32], u: pl.Scalar[pl.FP32]) -> pl.Scalar[pl.FP32]:
        parts: pl.Tuple[pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX], pl.Scalar[pl.BOOL]] = self.index_math(a, b)
        sq: pl.Scalar[pl.INDEX] = parts[0]
        mag: pl.Scalar[pl.INDEX] = parts[1]
        ok: pl.Scalar[pl.BOOL] = parts[2]
        bits: pl.Scalar[pl.INT32] = self.bit_math(x, pl.const(255, pl.INT32))
        wide: pl.Scalar[pl.INT64] = pl.cast(bits, pl.INT64) + pl.const(1, pl.INT64)
        total: pl.Scalar[pl.INDEX] = sq + mag + pl.cast(wide, pl.INDEX)
        f: pl.Scalar[pl.FP32] = self.float_math(u, 2.0, total)
        if ok:
            g: pl.Scalar[pl.FP32] = f * 2.0
            res: pl.Scalar[pl.FP32] = pl.yield_(g)
        else:
            res: pl.Scalar[pl.FP32] = pl.yield_(f)
        return res
