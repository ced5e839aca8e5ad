# error: 9:42: load() got an unexpected keyword argument 'shape'
# (Python binds keywords first: the misspelt `shapes` is reported, not the missing argument)
import pypto.language as pl
@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, a: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[64, 128], pl.FP32]]) -> pl.Tensor[[64, 128], pl.FP32]:
        ta: pl.Tile[[64, 128], pl.FP32] = pl.load(a, [0, 0], [64, 128])
        r: pl.Tile[[64, 128], pl.FP32] = pl.load(a, [0, 0], shape=[64, 128])
        done: pl.Tensor[[64, 128], pl.FP32] = pl.store(r, [0, 0], out)
        return done
