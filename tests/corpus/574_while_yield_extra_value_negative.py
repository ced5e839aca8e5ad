# expect-error: a while_ loop carrying a counter and a tile yields three values (TypeCheck: WhileStmt size mismatch)
import pypto.language as pl


@pl.program
class WhileYieldExtraValue:
    @pl.function(type=pl.FunctionType.InCore)
    def count_blocks(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        start: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        for (k, acc) in pl.while_(init_values=(1, start)):
            pl.cond(k < n)
            blk: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [k * 16, 0], [16, 64])
            acc_next: pl.Tile[[16, 64], pl.FP32] = pl.add(acc, blk)
            k_next: pl.Scalar[pl.INDEX] = k + 1
            k_done, acc_done = pl.yield_(k_next, acc_next, blk)
        res: pl.Tensor[[16, 64], pl.FP32] = pl.store(acc_done, [0, 0], out)
        return res

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        out = self.count_blocks(x, n, out)
        return out
