import pypto.language as pl


@pl.program
class TwoFusedCreatesChain:
    @pl.function(type=pl.FunctionType.InCore)
    def stage_a(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        i: pl.Scalar[pl.INDEX],
        a: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [i * 16, 0], [16, 128])
        u: pl.Tile[[16, 128], pl.FP32] = pl.mul(t, 2.0)
        a = pl.store(u, [0, 0], a)
        return a

    @pl.function(type=pl.FunctionType.InCore)
    def stage_b(
        self,
        a: pl.Tensor[[16, 128], pl.FP32],
        b: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(a, [0, 0], [16, 128])
        u: pl.Tile[[16, 128], pl.FP32] = pl.exp(t)
        b = pl.store(u, [0, 0], b)
        return b

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        out_a: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
        out_b: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> tuple[pl.Tensor[[64, 128], pl.FP32], pl.Tensor[[64, 128], pl.FP32]]:
        for i in pl.range(4):
            a: pl.Tensor[[16, 128], pl.FP32] = pl.create_tensor([16, 128], dtype=pl.FP32)
            a = self.stage_a(x, i, a)
            b: pl.Tensor[[16, 128], pl.FP32] = pl.create_tensor([16, 128], dtype=pl.FP32)
            b = self.stage_b(a, b)
            out_a = pl.assemble(out_a, a, [i * 16, 0])
            out_b = pl.assemble(out_b, b, [i * 16, 0])
        return out_a, out_b
