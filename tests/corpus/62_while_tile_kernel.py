import pypto.language as pl


@pl.program
class WhileTileKernel:
    @pl.function(type=pl.FunctionType.InCore)
    def repeat_scale(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t0: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        for (k, t) in pl.while_(init_values=(0, t0)):
            pl.cond(k < n)
            t2: pl.Tile[[16, 64], pl.FP32] = pl.mul(t, 0.5)
            k2: pl.Scalar[pl.INDEX] = k + 1
            k_out, t_out = pl.yield_(k2, t2)
        out = pl.store(t_out, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        out = self.repeat_scale(x, n, out)
        return out
