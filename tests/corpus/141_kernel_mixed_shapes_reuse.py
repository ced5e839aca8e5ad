import pypto.language as pl


@pl.program
class KernelMixedShapesReuse:
    @pl.function(type=pl.FunctionType.InCore)
    def chain(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
        small: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> tuple[pl.Tensor[[64, 128], pl.FP32], pl.Tensor[[16, 128], pl.FP32]]:
        big: pl.Tile[[64, 128], pl.FP32] = pl.load(x, [0, 0], [64, 128])
        e: pl.Tile[[64, 128], pl.FP32] = pl.exp(big)
        s: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [0, 0], [16, 128])
        s2: pl.Tile[[16, 128], pl.FP32] = pl.mul(s, s)
        small = pl.store(s2, [0, 0], small)
        n: pl.Tile[[64, 128], pl.FP32] = pl.neg(e)
        r: pl.Tile[[64, 128], pl.FP32] = pl.relu(n)
        out = pl.store(r, [0, 0], out)
        return out, small

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
        small: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> tuple[pl.Tensor[[64, 128], pl.FP32], pl.Tensor[[16, 128], pl.FP32]]:
        out, small = self.chain(x, out, small)
        return out, small
