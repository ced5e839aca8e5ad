# A kernel over dynamic dimensions [M, N] called with static tensors: each
# call's result takes the argument's extents (M and N bound per call), so the
# orchestration returns a [128, 64] and a [32, 64] result.
import pypto.language as pl

M = pl.dynamic("M")
N = pl.dynamic("N")


@pl.program
class DynamicCallee:
    @pl.function(type=pl.FunctionType.InCore)
    def scale(
        self,
        a: pl.Tensor[[M, N], pl.FP32],
        out: pl.Out[pl.Tensor[[M, N], pl.FP32]],
    ) -> pl.Tensor[[M, N], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32] = pl.load(a, [0, 0], [32, 64])
        s: pl.Tile[[32, 64], pl.FP32] = pl.mul(t, 2.0)
        out = pl.store(s, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        y: pl.Tensor[[32, 64], pl.FP32],
    ) -> tuple[pl.Tensor[[128, 64], pl.FP32], pl.Tensor[[32, 64], pl.FP32]]:
        big: pl.Tensor[[128, 64], pl.FP32] = pl.create_tensor([128, 64], dtype=pl.FP32)
        big = self.scale(x, big)
        small: pl.Tensor[[32, 64], pl.FP32] = pl.create_tensor([32, 64], dtype=pl.FP32)
        small = self.scale(y, small)
        return big, small
