import pypto.language as pl


@pl.program
class OrchIfTwoKernels:
    @pl.function(type=pl.FunctionType.InCore)
    def scale(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        f: pl.Scalar[pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [0, 0], [32, 64])
        u: pl.Tile[[32, 64], pl.FP32] = pl.mul(t, f)
        out = pl.store(u, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def shift(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [0, 0], [32, 64])
        u: pl.Tile[[32, 64], pl.FP32] = pl.add(t, 1.0)
        out = pl.store(u, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        mode: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        tmp: pl.Tensor[[32, 64], pl.FP32] = pl.create_tensor([32, 64], dtype=pl.FP32)
        if mode == 0:
            tmp = self.scale(x, 2.0, tmp)
        else:
            tmp = self.shift(x, tmp)
        out = self.shift(tmp, out)
        return out
