import pypto.language as pl


@pl.program
class ChainThreeKernels:
    @pl.function(type=pl.FunctionType.InCore)
    def k_exp(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        t: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        e: pl.Tile[[32, 128], pl.FP32] = pl.exp(t)
        out = pl.store(e, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def k_scale(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        f: pl.Scalar[pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        t: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        s: pl.Tile[[32, 128], pl.FP32] = pl.mul(t, f)
        out = pl.store(s, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def k_add(
        self,
        a: pl.Tensor[[32, 128], pl.FP32],
        b: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        ta: pl.Tile[[32, 128], pl.FP32] = pl.load(a, [0, 0], [32, 128])
        tb: pl.Tile[[32, 128], pl.FP32] = pl.load(b, [0, 0], [32, 128])
        s: pl.Tile[[32, 128], pl.FP32] = pl.add(ta, tb)
        out = pl.store(s, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        e: pl.Tensor[[32, 128], pl.FP32] = pl.create_tensor([32, 128], dtype=pl.FP32)
        e = self.k_exp(x, e)
        s: pl.Tensor[[32, 128], pl.FP32] = pl.create_tensor([32, 128], dtype=pl.FP32)
        s = self.k_scale(e, 0.25, s)
        out = self.k_add(e, s, out)
        return out
