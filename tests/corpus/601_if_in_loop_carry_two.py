# Two loop-carried values updated in an if/else inside the loop body (if results yielded into the iter_args).
import pypto.language as pl


@pl.program
class IfLoopCarryTwo:
    @pl.function(type=pl.FunctionType.InCore)
    def kern(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        s: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        m: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        cnt: pl.Scalar[pl.INDEX] = 0
        for i in pl.range(1, 8):
            t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [i * 16, 0], [16, 64])
            if i < n:
                s = pl.add(s, t)
                cnt = cnt + 1
            else:
                m = pl.maximum(m, t)
        r: pl.Tile[[16, 64], pl.FP32] = pl.sub(s, m)
        out = pl.store(r, [cnt, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tensor[[128, 64], pl.FP32]:
        out = self.kern(x, n, out)
        return out
