# expect-error: an if whose yields assign two names for one value binds both (the reference collects the names before parsing the branches); the second gets the fallback one-element INT32 tensor type and the TypeChecked check of the pipeline input rejects the yield count
import pypto.language as pl


# An if whose yields assign two names but yield one value: the reference's
# parser binds both names (it collects them from the branches before parsing
# them), the second with its fallback type, a one-element INT32 tensor.
@pl.program
class IfTupleYieldBindsEveryName:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        if n > 8:
            flag: pl.Scalar[pl.BOOL] = True
            done, extra = pl.yield_(flag)
        else:
            done, extra = pl.yield_(False)
        with pl.at(level=pl.Level.CORE_GROUP):
            if done:
                y: pl.Tensor[[16, 64], pl.FP32] = pl.add(x, x)
            else:
                y: pl.Tensor[[16, 64], pl.FP32] = pl.mul(x, x)
            out = pl.assemble(out, y, [0, 0])
        return out
