import pypto.language as pl


@pl.program
class KLoopRowsAccum:
    @pl.function(type=pl.FunctionType.InCore)
    def col_block_sum(
        self,
        x: pl.Tensor[[64, 256], pl.FP32],
        col: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        zero: pl.Tile[[16, 64], pl.FP32] = pl.tile.full([16, 64], dtype=pl.FP32, value=0.0)
        for r, (acc,) in pl.range(4, init_values=(zero,)):
            blk: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [r * 16, col], [16, 64])
            sq: pl.Tile[[16, 64], pl.FP32] = pl.mul(blk, blk)
            nxt: pl.Tile[[16, 64], pl.FP32] = pl.add(acc, sq)
            acc_out: pl.Tile[[16, 64], pl.FP32] = pl.yield_(nxt)
        res: pl.Tensor[[16, 64], pl.FP32] = pl.store(acc_out, [0, 0], out)
        return res

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 256], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        out = self.col_block_sum(x, 64, out)
        return out
