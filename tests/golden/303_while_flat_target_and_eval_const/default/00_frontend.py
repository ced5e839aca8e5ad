# pypto.program: WhileFlatTarget
import pypto.language as pl

@pl.program
class WhileFlatTarget:
    @pl.function
    def main(self, n: pl.Scalar[pl.INT64], x: pl.Tensor[[64], pl.FP32]) -> pl.Scalar[pl.INT64]:
        pl.const(0, pl.INT64)
        step: pl.Scalar[pl.INT64] = 1
        for (cnt, total) in pl.while_(init_values=(n, n)):
            pl.cond(cnt < 10)
            cnt2: pl.Scalar[pl.INT64] = cnt + step
            total2: pl.Scalar[pl.INT64] = total + cnt
            rc, rt = pl.yield_(cnt2, total2)
        return rt
