import pypto.language as pl


@pl.program
class VecOverflowChainNegative:
    @pl.function(type=pl.FunctionType.InCore)
    def wide_mix(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        b: pl.Tensor[[128, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        ta: pl.Tile[[128, 128], pl.FP32] = pl.load(a, [0, 0], [128, 128])
        tb: pl.Tile[[128, 128], pl.FP32] = pl.load(b, [0, 0], [128, 128])
        s: pl.Tile[[128, 128], pl.FP32] = pl.add(ta, tb)
        m: pl.Tile[[128, 128], pl.FP32] = pl.mul(s, ta)
        r: pl.Tile[[128, 128], pl.FP32] = pl.sub(m, tb)
        done: pl.Tensor[[128, 128], pl.FP32] = pl.store(r, [0, 0], out)
        return done

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        b: pl.Tensor[[128, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        out = self.wide_mix(a, b, out)
        return out
