import pypto.language as pl


@pl.program
class KernelScalarParamOps:
    @pl.function(type=pl.FunctionType.InCore)
    def affine(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        scale: pl.Scalar[pl.FP32],
        bias: pl.Scalar[pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        t: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        s: pl.Tile[[32, 128], pl.FP32] = pl.mul(t, scale)
        b: pl.Tile[[32, 128], pl.FP32] = pl.add(s, bias)
        r: pl.Tile[[32, 128], pl.FP32] = pl.maximum(b, t)
        out = pl.store(r, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        scale: pl.Scalar[pl.FP32],
        bias: pl.Scalar[pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        out = self.affine(x, scale, bias, out)
        return out
