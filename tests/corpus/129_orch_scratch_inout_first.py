import pypto.language as pl


@pl.program
class OrchScratchInOutFirst:
    @pl.function(type=pl.FunctionType.InCore)
    def stage(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        i: pl.Scalar[pl.INDEX],
        scratch: pl.InOut[pl.Tensor[[8, 64], pl.FP32]],
        part: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        h: pl.Tile[[8, 64], pl.FP32] = pl.load(x, [i * 16, 0], [8, 64])
        scratch = pl.store(h, [0, 0], scratch)
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [i * 16, 0], [16, 64])
        e: pl.Tile[[16, 64], pl.FP32] = pl.exp(t)
        part = pl.store(e, [0, 0], part)
        return part

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        for i in pl.range(4):
            scratch: pl.Tensor[[8, 64], pl.FP32] = pl.create_tensor([8, 64], dtype=pl.FP32)
            part: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
            part = self.stage(x, i, scratch, part)
            out = pl.assemble(out, part, [i * 16, 0])
        return out
