import pypto.language as pl


@pl.program
class Int8Quantize:
    @pl.function(type=pl.FunctionType.InCore)
    def quant_rows(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        inv_scale: pl.Scalar[pl.FP32],
        q: pl.Out[pl.Tensor[[64, 128], pl.INT8]],
    ) -> pl.Tensor[[64, 128], pl.INT8]:
        t: pl.Tile[[64, 128], pl.FP32] = pl.load(x, [0, 0], [64, 128])
        s: pl.Tile[[64, 128], pl.FP32] = pl.mul(t, inv_scale)
        hi: pl.Tile[[64, 128], pl.FP32] = pl.minimums(s, 127.0)
        lo: pl.Tile[[64, 128], pl.FP32] = pl.maximums(hi, -128.0)
        h: pl.Tile[[64, 128], pl.FP16] = pl.cast(lo, pl.FP16)
        i8: pl.Tile[[64, 128], pl.INT8] = pl.cast(h, pl.INT8, mode="rint")
        d: pl.Tensor[[64, 128], pl.INT8] = pl.store(i8, [0, 0], q)
        return d

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        inv_scale: pl.Scalar[pl.FP32],
        q: pl.Out[pl.Tensor[[64, 128], pl.INT8]],
    ) -> pl.Tensor[[64, 128], pl.INT8]:
        q = self.quant_rows(x, inv_scale, q)
        return q
