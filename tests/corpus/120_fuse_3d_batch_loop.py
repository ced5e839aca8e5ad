import pypto.language as pl


@pl.program
class Fuse3DBatchLoop:
    @pl.function(type=pl.FunctionType.InCore)
    def neg_batch(
        self,
        src: pl.Tensor[[128, 64], pl.FP32],
        b: pl.Scalar[pl.INDEX],
        part: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        t: pl.Tile[[32, 64], pl.FP32] = pl.load(src, [b * 32, 0], [32, 64])
        n: pl.Tile[[32, 64], pl.FP32] = pl.neg(t)
        part = pl.store(n, [0, 0], part)
        return part

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        src: pl.Tensor[[128, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[4, 32, 64], pl.FP32]],
    ) -> pl.Tensor[[4, 32, 64], pl.FP32]:
        for b in pl.range(4):
            part: pl.Tensor[[32, 64], pl.FP32] = pl.create_tensor([32, 64], dtype=pl.FP32)
            part = self.neg_batch(src, b, part)
            out = pl.assemble(out, part, [b, 0, 0])
        return out
