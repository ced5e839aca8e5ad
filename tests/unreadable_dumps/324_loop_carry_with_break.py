# expect-error: an if around a break yields only its phi values (SSAForm after ConvertToSSA)
# A loop with an explicit iter_arg and a break: ConvertToSSA gives the if
# around the break a phi for the break flag and replaces its branch yields by
# the phi values alone, so its yields no longer match its return values and
# SSAForm verification fails, as in the reference.
import pypto.language as pl


@pl.program
class LoopCarryWithBreak:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [0, 0], [16, 128])
        for i, (acc,) in pl.range(n, init_values=(t,)):
            if i > 4:
                break
            nxt: pl.Tile[[16, 128], pl.FP32] = pl.add(acc, acc)
            res = pl.yield_(nxt)
        out = pl.store(res, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16, 128], pl.FP32], n: pl.Scalar[pl.INDEX]) -> pl.Tensor[[16, 128], pl.FP32]:
        out: pl.Tensor[[16, 128], pl.FP32] = pl.create_tensor([16, 128], dtype=pl.FP32)
        out = self.kernel(x, n, out)
        return out
