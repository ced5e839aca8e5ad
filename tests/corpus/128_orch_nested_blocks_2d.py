import pypto.language as pl


@pl.program
class OrchNestedBlocks2D:
    @pl.function(type=pl.FunctionType.InCore)
    def scale_block(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        i: pl.Scalar[pl.INDEX],
        j: pl.Scalar[pl.INDEX],
        part: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [i * 16, j * 64], [16, 64])
        s: pl.Tile[[16, 64], pl.FP32] = pl.mul(t, t)
        part = pl.store(s, [0, 0], part)
        return part

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        for i in pl.range(4):
            for j in pl.range(2):
                part: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
                part = self.scale_block(x, i, j, part)
                out = pl.assemble(out, part, [i * 16, j * 64])
        return out
