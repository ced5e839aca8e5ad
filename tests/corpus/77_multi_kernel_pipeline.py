import pypto.language as pl


@pl.program
class MultiKernelPipeline:
    @pl.function(type=pl.FunctionType.InCore)
    def k_exp(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [0, 0], [32, 64])
        e: pl.Tile[[32, 64], pl.FP32] = pl.exp(t)
        out = pl.store(e, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def k_scale(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        f: pl.Scalar[pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [0, 0], [32, 64])
        e: pl.Tile[[32, 64], pl.FP32] = pl.mul(t, f)
        out = pl.store(e, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t1: pl.Tensor[[32, 64], pl.FP32] = pl.create_tensor([32, 64], dtype=pl.FP32)
        t1 = self.k_exp(x, t1)
        t2: pl.Tensor[[32, 64], pl.FP32] = pl.create_tensor([32, 64], dtype=pl.FP32)
        t2 = self.k_scale(t1, 0.125, t2)
        out = self.k_exp(t2, out)
        return out
