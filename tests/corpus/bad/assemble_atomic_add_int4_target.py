# error: 10:15: tensor.assemble with atomic=AtomicType.Add requires an fp32/bf16/fp16/int32/int16/int8 target
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, x: pl.Tensor[[16, 16], pl.INT4], out: pl.Tensor[[16, 16], pl.INT4]):
        y = pl.add(x, x)
        out = pl.assemble(out, y, [0, 0], atomic=pl.AtomicType.Add)
        return out
