# error: 9:42: Unknown operation 'pl.adds'
# (the name is looked up before the arguments are read: the string argument is not reported)
import pypto.language as pl
@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        ta: pl.Tile[[64, 128], pl.FP32] = pl.load(a, [0, 0], [64, 128])
        r: pl.Tile[[64, 128], pl.FP32] = pl.adds(ta, "2")
        done: pl.Tensor[[64, 128], pl.FP32] = pl.store(r, [0, 0], out)
        return done
