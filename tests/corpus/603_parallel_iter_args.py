# An orchestration parallel loop carrying the output tensor through its iter_args, one kernel call per block.
import pypto.language as pl


@pl.program
class ParallelIterArgs:
    @pl.function(type=pl.FunctionType.InCore)
    def blk(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        i: pl.Scalar[pl.INDEX],
        y: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [i * 16, 0], [16, 128])
        e: pl.Tile[[16, 128], pl.FP32] = pl.exp(t)
        res: pl.Tensor[[64, 128], pl.FP32] = pl.store(e, [i * 16, 0], y)
        return res

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        y: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        for i, (acc,) in pl.parallel(4, init_values=(y,)):
            acc2: pl.Tensor[[64, 128], pl.FP32] = self.blk(x, i, acc)
            fin: pl.Tensor[[64, 128], pl.FP32] = pl.yield_(acc2)
        return fin
