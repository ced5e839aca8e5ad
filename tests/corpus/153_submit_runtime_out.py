import pypto.language as pl


@pl.program
class SubmitRuntimeOut:
    @pl.function(type=pl.FunctionType.InCore)
    def k_scale(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        f: pl.Scalar[pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [0, 0], [16, 128])
        e: pl.Tile[[16, 128], pl.FP32] = pl.mul(t, f)
        out = pl.store(e, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def k_add(
        self,
        a: pl.Tensor[[16, 128], pl.FP32],
        b: pl.Tensor[[16, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        ta: pl.Tile[[16, 128], pl.FP32] = pl.load(a, [0, 0], [16, 128])
        tb: pl.Tile[[16, 128], pl.FP32] = pl.load(b, [0, 0], [16, 128])
        s: pl.Tile[[16, 128], pl.FP32] = pl.add(ta, tb)
        out = pl.store(s, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        with pl.manual_scope():
            s1, t1 = pl.submit(self.k_scale, x, 2.0)
            s2, t2 = pl.submit(self.k_scale, x, 0.5)
            out, t3 = pl.submit(self.k_add, s1, s2, out, deps=[t1, t2])
        return out
