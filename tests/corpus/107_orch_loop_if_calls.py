import pypto.language as pl


@pl.program
class OrchLoopIfCalls:
    @pl.function(type=pl.FunctionType.InCore)
    def exp_rows(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        i: pl.Scalar[pl.INDEX],
        part: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [i * 16, 0], [16, 64])
        e: pl.Tile[[16, 64], pl.FP32] = pl.exp(t)
        part = pl.store(e, [0, 0], part)
        return part

    @pl.function(type=pl.FunctionType.InCore)
    def neg_rows(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        i: pl.Scalar[pl.INDEX],
        part: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [i * 16, 0], [16, 64])
        e: pl.Tile[[16, 64], pl.FP32] = pl.neg(t)
        part = pl.store(e, [0, 0], part)
        return part

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        for i in pl.range(4):
            part: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
            if i < 2:
                part = self.exp_rows(x, i, part)
            else:
                part = self.neg_rows(x, i, part)
            out = pl.assemble(out, part, [i * 16, 0])
        return out
