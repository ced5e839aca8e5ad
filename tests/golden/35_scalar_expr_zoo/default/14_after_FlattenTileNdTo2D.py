# pypto.program: ScalarExprZoo
import pypto.language as pl

@pl.program
class ScalarExprZoo:
    @pl.function
    def bit_math(self, x__ssa_v0: pl.Scalar[pl.INT32], y__ssa_v0: pl.Scalar[pl.INT32]) -> pl.Scalar[pl.INT32]:
        mixed__ssa_v0: pl.Scalar[pl.INT32] = x__ssa_v0 - y__ssa_v0
        shl__ssa_v0: pl.Scalar[pl.INT32] = mixed__ssa_v0 << pl.const(2, pl.INT32)
        shr__ssa_v0: pl.Scalar[pl.INT32] = shl__ssa_v0 >> pl.const(1, pl.INT32)
        inv__ssa_v0: pl.Scalar[pl.INT32] = ~shr__ssa_v0
        return inv__ssa_v0
    @pl.function
    def float_math(self, u__ssa_v0: pl.Scalar[pl.FP32], v__ssa_v0: pl.Scalar[pl.FP32], n__ssa_v0: pl.Scalar[pl.INDEX]) -> pl.Scalar[pl.FP32]:
        ratio__ssa_v0: pl.Scalar[pl.FP32] = u__ssa_v0 / v__ssa_v0
        nf__ssa_v0: pl.Scalar[pl.FP32] = pl.cast(n__ssa_v0, pl.FP32)
        scaled__ssa_v0: pl.Scalar[pl.FP32] = ratio__ssa_v0 * nf__ssa_v0 + 0.5
        half__ssa_v0: pl.Scalar[pl.FP16] = pl.cast(scaled__ssa_v0, pl.FP16)
        back__ssa_v0: pl.Scalar[pl.FP32] = pl.cast(half__ssa_v0, pl.FP32)
        return back__ssa_v0 - 1.25
    @pl.function
    def index_math(self, a__ssa_v0: pl.Scalar[pl.INDEX], b__ssa_v0: pl.Scalar[pl.INDEX]) -> tuple[pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX], pl.Scalar[pl.BOOL]]:
        s__ssa_v0: pl.Scalar[pl.INDEX] = a__ssa_v0 + b__ssa_v0
        d__ssa_v0: pl.Scalar[pl.INDEX] = a__ssa_v0 - b__ssa_v0
        m__ssa_v0: pl.Scalar[pl.INDEX] = s__ssa_v0 * d__ssa_v0
        q__ssa_v0: pl.Scalar[pl.INDEX] = m__ssa_v0 // 3
        r__ssa_v0: pl.Scalar[pl.INDEX] = m__ssa_v0 % 7
        lo__ssa_v0: pl.Scalar[pl.INDEX] = pl.min(q__ssa_v0, r__ssa_v0)
        hi__ssa_v0: pl.Scalar[pl.INDEX] = pl.max(q__ssa_v0, r__ssa_v0)
        sq__ssa_v0: pl.Scalar[pl.INDEX] = hi__ssa_v0 * hi__ssa_v0
        neg__ssa_v0: pl.Scalar[pl.INDEX] = -lo__ssa_v0
        mag__ssa_v0: pl.Scalar[pl.INDEX] = neg__ssa_v0
        eq__ssa_v0: pl.Scalar[pl.BOOL] = a__ssa_v0 == b__ssa_v0
        ne__ssa_v0: pl.Scalar[pl.BOOL] = a__ssa_v0 != b__ssa_v0
        lt__ssa_v0: pl.Scalar[pl.BOOL] = a__ssa_v0 < b__ssa_v0
        le__ssa_v0: pl.Scalar[pl.BOOL] = a__ssa_v0 <= b__ssa_v0
        gt__ssa_v0: pl.Scalar[pl.BOOL] = b__ssa_v0 < a__ssa_v0
        ge__ssa_v0: pl.Scalar[pl.BOOL] = b__ssa_v0 <= a__ssa_v0
        both__ssa_v0: pl.Scalar[pl.BOOL] = eq__ssa_v0 and ne__ssa_v0
        either__ssa_v0: pl.Scalar[pl.BOOL] = lt__ssa_v0 or le__ssa_v0
        differ__ssa_v0: pl.Scalar[pl.BOOL] = gt__ssa_v0 and not ge__ssa_v0
        flag__ssa_v0: pl.Scalar[pl.BOOL] = not both__ssa_v0
        any_flag__ssa_v0: pl.Scalar[pl.BOOL] = flag__ssa_v0 or either__ssa_v0 and differ__ssa_v0
        return sq__ssa_v0, mag__ssa_v0, any_flag__ssa_v0
    @pl.function
    def combine(self, a__ssa_v0: pl.Scalar[pl.INDEX], b__ssa_v0: pl.Scalar[pl.INDEX], x__ssa_v0: pl.Scalar[pl.INT32], u__ssa_v0: pl.Scalar[pl.FP32]) -> pl.Scalar[pl.FP32]:
        parts__ssa_v0: pl.Tuple[pl.Scalar[pl.INDEX], pl.Scalar[pl.INDEX], pl.Scalar[pl.BOOL]] = self.index_math(a__ssa_v0, b__ssa_v0)
        sq__ssa_v0: pl.Scalar[pl.INDEX] = parts__ssa_v0[0]
        mag__ssa_v0: pl.Scalar[pl.INDEX] = parts__ssa_v0[1]
        ok__ssa_v0: pl.Scalar[pl.BOOL] = parts__ssa_v0[2]
        bits__ssa_v0: pl.Scalar[pl.INT32] = self.bit_math(x__ssa_v0, pl.const(255, pl.INT32))
        wide__ssa_v0: pl.Scalar[pl.INT64] = pl.cast(bits__ssa_v0, pl.INT64) + pl.const(1, pl.INT64)
        total__ssa_v0: pl.Scalar[pl.INDEX] = sq__ssa_v0 + mag__ssa_v0 + pl.cast(wide__ssa_v0, pl.INDEX)
        f__ssa_v0: pl.Scalar[pl.FP32] = self.float_math(u__ssa_v0, 2.0, total__ssa_v0)
        if ok__ssa_v0:
            g__ssa_v0: pl.Scalar[pl.FP32] = f__ssa_v0 * 2.0
            res__rv_v0: pl.Scalar[pl.FP32] = pl.yield_(g__ssa_v0)
        else:
            res__rv_v0: pl.Scalar[pl.FP32] = pl.yield_(f__ssa_v0)
        return res__rv_v0
