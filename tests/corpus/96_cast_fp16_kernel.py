import pypto.language as pl


@pl.program
class CastFp16Kernel:
    @pl.function(type=pl.FunctionType.InCore)
    def widen_scale_narrow(
        self,
        x: pl.Tensor[[32, 128], pl.FP16],
        b: pl.Tensor[[1, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP16]],
    ) -> pl.Tensor[[32, 128], pl.FP16]:
        t: pl.Tile[[32, 128], pl.FP16] = pl.load(x, [0, 0], [32, 128])
        bias: pl.Tile[[1, 128], pl.FP32] = pl.load(b, [0, 0], [1, 128])
        w: pl.Tile[[32, 128], pl.FP32] = pl.cast(t, target_type=pl.FP32)
        s: pl.Tile[[32, 128], pl.FP32] = pl.col_expand_add(w, bias)
        r: pl.Tile[[32, 128], pl.FP32] = pl.relu(s)
        n: pl.Tile[[32, 128], pl.FP16] = pl.cast(r, target_type=pl.FP16, mode='round')
        done: pl.Tensor[[32, 128], pl.FP16] = pl.store(n, [0, 0], out)
        return done

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 128], pl.FP16],
        b: pl.Tensor[[1, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP16]],
    ) -> pl.Tensor[[32, 128], pl.FP16]:
        out = self.widen_scale_narrow(x, b, out)
        return out
