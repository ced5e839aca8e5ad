# A while loop whose counter starts from a constant: Simplify gives the uses
# of the counter in the condition and the body an iter_arg of their own with
# the constant as its init value, and leaves the loop's iter_args as they were
# (the reference's Simplify does not rebuild a while loop's iter_args).
import pypto.language as pl


@pl.program
class WhileConstantCounter:
    @pl.function(type=pl.FunctionType.InCore)
    def accumulate(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        acc: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [0, 0], [16, 128])
        step: pl.Scalar[pl.INDEX] = 0
        for k, total in pl.while_(init_values=(step, acc)):
            pl.cond(k < 3)
            doubled: pl.Tile[[16, 128], pl.FP32] = pl.add(total, total)
            k_next: pl.Scalar[pl.INDEX] = k + 1
            k_out, total_out = pl.yield_(k_next, doubled)
        out = pl.store(total_out, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[16, 128], pl.FP32]) -> pl.Tensor[[16, 128], pl.FP32]:
        out: pl.Tensor[[16, 128], pl.FP32] = pl.create_tensor([16, 128], dtype=pl.FP32)
        out = self.accumulate(x, out)
        return out
