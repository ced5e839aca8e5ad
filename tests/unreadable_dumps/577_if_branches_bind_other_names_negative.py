# expect-error: the branches of an if bind different names, so the if has two results while each branch yields one value (TypeCheck: IfStmt size mismatch)
import pypto.language as pl


@pl.program
class IfBranchesBindOtherNames:
    @pl.function(type=pl.FunctionType.InCore)
    def pick_rows(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        k: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        if k > 2:
            row: pl.Scalar[pl.INDEX] = pl.yield_(k * 16 - 32)
        else:
            start: pl.Scalar[pl.INDEX] = pl.yield_(0)
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [row, 0], [16, 64])
        res: pl.Tensor[[16, 64], pl.FP32] = pl.store(t, [0, 0], out)
        return res

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        k: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        out = self.pick_rows(x, k, out)
        return out
