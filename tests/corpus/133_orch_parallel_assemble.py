import pypto.language as pl


@pl.program
class OrchParallelAssemble:
    @pl.function(type=pl.FunctionType.InCore)
    def sq(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        i: pl.Scalar[pl.INDEX],
        part: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [i * 16, 0], [16, 64])
        q: pl.Tile[[16, 64], pl.FP32] = pl.mul(t, t)
        part = pl.store(q, [0, 0], part)
        return part

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        for i in pl.parallel(4):
            part: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
            part = self.sq(x, i, part)
            out = pl.assemble(out, part, [i * 16, 0])
        return out
