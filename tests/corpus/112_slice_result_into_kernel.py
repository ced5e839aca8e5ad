import pypto.language as pl


@pl.program
class SliceResultIntoKernel:
    @pl.function(type=pl.FunctionType.InCore)
    def double_all(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        t: pl.Tile[[64, 128], pl.FP32] = pl.load(x, [0, 0], [64, 128])
        d: pl.Tile[[64, 128], pl.FP32] = pl.add(t, t)
        out = pl.store(d, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def exp_part(
        self,
        x: pl.Tensor[[16, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [0, 0], [16, 128])
        e: pl.Tile[[16, 128], pl.FP32] = pl.exp(t)
        out = pl.store(e, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        full: pl.Tensor[[64, 128], pl.FP32] = pl.create_tensor([64, 128], dtype=pl.FP32)
        full = self.double_all(x, full)
        for i in pl.range(4):
            piece: pl.Tensor[[16, 128], pl.FP32] = pl.slice(full, [16, 128], [i * 16, 0])
            part: pl.Tensor[[16, 128], pl.FP32] = pl.create_tensor([16, 128], dtype=pl.FP32)
            part = self.exp_part(piece, part)
            out = pl.assemble(out, part, [i * 16, 0])
        return out
