# expect-error: the two branches of an if yield two values and one value into one result (TypeCheck: IfStmt size mismatch)
import pypto.language as pl


@pl.program
class IfBranchYieldCounts:
    @pl.function(type=pl.FunctionType.InCore)
    def pick(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        k: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        if k > 2:
            e: pl.Tile[[16, 64], pl.FP32] = pl.exp(t)
            r: pl.Tile[[16, 64], pl.FP32] = pl.yield_(e, t)
        else:
            r: pl.Tile[[16, 64], pl.FP32] = pl.yield_(t)
        res: pl.Tensor[[16, 64], pl.FP32] = pl.store(r, [0, 0], out)
        return res

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        k: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        out = self.pick(x, k, out)
        return out
