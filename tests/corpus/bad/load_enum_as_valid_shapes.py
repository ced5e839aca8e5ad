# error: 12:42: pl.load(): argument 4 is 'valid_shapes', which takes a value, not an enum member
# (the reference: "pl operation 'load': 'ConstInt' object is not iterable"; its fourth positional
# parameter is valid_shapes, target_memory comes after it)
import pypto.language as pl


@pl.program
class Bad:
    @pl.function(type=pl.FunctionType.InCore)
    def k(self, x: pl.Tensor[[64, 64], pl.FP32], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        # A memory space given positionally lands on valid_shapes.
        t = pl.load(x, [0, 0], [16, 64], pl.Mem.Vec)
        out = pl.store(t, [0, 0], out)
        return out
