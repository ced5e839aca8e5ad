import pypto.language as pl


@pl.program
class ManualScopeInLoop:
    @pl.function(type=pl.FunctionType.InCore)
    def k_load_scale(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        r: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [r, 0], [16, 128])
        e: pl.Tile[[16, 128], pl.FP32] = pl.mul(t, 3.0)
        out = pl.store(e, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def k_put(
        self,
        a: pl.Tensor[[16, 128], pl.FP32],
        r: pl.Scalar[pl.INDEX],
        out: pl.InOut[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(a, [0, 0], [16, 128])
        out = pl.store(t, [r, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        for i in pl.range(4):
            r: pl.Scalar[pl.INDEX] = i * 16
            with pl.manual_scope():
                tmp: pl.Tensor[[16, 128], pl.FP32] = pl.create_tensor([16, 128], dtype=pl.FP32)
                tmp, ta = pl.submit(self.k_load_scale, x, r, tmp)
                out, tb = pl.submit(self.k_put, tmp, r, out, deps=[ta])
        return out
