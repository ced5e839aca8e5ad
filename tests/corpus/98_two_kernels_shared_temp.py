import pypto.language as pl


@pl.program
class TwoKernelsSharedTemp:
    @pl.function(type=pl.FunctionType.InCore)
    def stage_a(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        tmp: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        t: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        u: pl.Tile[[32, 128], pl.FP32] = pl.add(t, 3.0)
        v: pl.Tile[[32, 128], pl.FP32] = pl.mul(u, t)
        done: pl.Tensor[[32, 128], pl.FP32] = pl.store(v, [0, 0], tmp)
        return done

    @pl.function(type=pl.FunctionType.InCore)
    def stage_b(
        self,
        tmp: pl.Tensor[[32, 128], pl.FP32],
        x: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        a: pl.Tile[[32, 128], pl.FP32] = pl.load(tmp, [0, 0], [32, 128])
        b: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        c: pl.Tile[[32, 128], pl.FP32] = pl.sub(a, b)
        d: pl.Tile[[32, 128], pl.FP32] = pl.div(c, b)
        done: pl.Tensor[[32, 128], pl.FP32] = pl.store(d, [0, 0], out)
        return done

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[32, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        tmp: pl.Tensor[[32, 128], pl.FP32] = pl.create_tensor([32, 128], dtype=pl.FP32)
        tmp = self.stage_a(x, tmp)
        out = self.stage_b(tmp, x, out)
        return out
