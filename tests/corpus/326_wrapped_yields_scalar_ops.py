# Forms a code formatter and a hand writer produce: yield_ results wrapped in
# parentheses (a long annotated line split by the formatter), and the unified
# pl.add/sub/mul/div on two scalars, which build scalar expressions.
import pypto.language as pl


@pl.program
class WrappedYieldsScalarOps:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        cfg: pl.Tensor[[2], pl.INT64],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        a: pl.Scalar[pl.INT64] = pl.tensor.read(cfg, [0])
        b: pl.Scalar[pl.INT64] = pl.tensor.read(cfg, [1])
        total: pl.Scalar[pl.INT64] = pl.add(a, b)
        diff: pl.Scalar[pl.INT64] = pl.sub(total, 3)
        scale: pl.Scalar[pl.FP32] = pl.mul(pl.cast(diff, pl.FP32), 0.5)
        ratio: pl.Scalar[pl.FP32] = pl.div(scale, 4.0)
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [0, 0], [16, 128])
        for i, (acc,) in pl.range(2, init_values=(t,)):
            if i < 1:
                grown: pl.Tile[[16, 128], pl.FP32] = pl.mul(acc, scale)
                branch_result: pl.Tile[[16, 128], pl.FP32] = (
                    pl.yield_(grown)
                )
            else:
                shrunk: pl.Tile[[16, 128], pl.FP32] = pl.mul(acc, ratio)
                branch_result: pl.Tile[[16, 128], pl.FP32] = (
                    pl.yield_(shrunk)
                )
            loop_result: pl.Tile[[16, 128], pl.FP32] = (
                pl.yield_(branch_result)
            )
        out = pl.store(loop_result, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self, x: pl.Tensor[[16, 128], pl.FP32], cfg: pl.Tensor[[2], pl.INT64]
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        out: pl.Tensor[[16, 128], pl.FP32] = pl.create_tensor([16, 128], dtype=pl.FP32)
        out = self.kernel(x, cfg, out)
        return out
