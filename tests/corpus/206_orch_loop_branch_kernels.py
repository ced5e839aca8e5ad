import pypto.language as pl


@pl.program
class OrchLoopBranchKernels:
    @pl.function(type=pl.FunctionType.InCore)
    def double(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        d: pl.Tile[[16, 64], pl.FP32] = pl.add(t, t)
        out = pl.store(d, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def halve(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        h: pl.Tile[[16, 64], pl.FP32] = pl.mul(t, 0.5)
        out = pl.store(h, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        n: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        cur: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
        cur = self.double(x, cur)
        for i in pl.range(n):
            if i % 2 == 0:
                cur = self.halve(cur, cur)
            else:
                cur = self.double(cur, cur)
        out = self.double(cur, out)
        return out
