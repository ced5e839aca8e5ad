import pypto.language as pl


@pl.program
class OrchCreateLoopFuse:
    @pl.function(type=pl.FunctionType.InCore)
    def sq_block(
        self,
        src: pl.Tensor[[64, 128], pl.FP32],
        i: pl.Scalar[pl.INDEX],
        part: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        t: pl.Tile[[16, 128], pl.FP32] = pl.load(src, [i * 16, 0], [16, 128])
        q: pl.Tile[[16, 128], pl.FP32] = pl.mul(t, t)
        part = pl.store(q, [0, 0], part)
        return part

    @pl.function(type=pl.FunctionType.InCore)
    def add_rows(
        self,
        x: pl.Tensor[[64, 128], pl.FP32],
        y: pl.Tensor[[64, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        for r in pl.range(4):
            tx: pl.Tile[[16, 128], pl.FP32] = pl.load(x, [r * 16, 0], [16, 128])
            ty: pl.Tile[[16, 128], pl.FP32] = pl.load(y, [r * 16, 0], [16, 128])
            s: pl.Tile[[16, 128], pl.FP32] = pl.add(tx, ty)
            out = pl.store(s, [r * 16, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        src: pl.Tensor[[64, 128], pl.FP32],
        dst: pl.Out[pl.Tensor[[64, 128], pl.FP32]],
    ) -> pl.Tensor[[64, 128], pl.FP32]:
        sq: pl.Tensor[[64, 128], pl.FP32] = pl.create_tensor([64, 128], dtype=pl.FP32)
        for i in pl.range(4):
            part: pl.Tensor[[16, 128], pl.FP32] = pl.create_tensor([16, 128], dtype=pl.FP32)
            part = self.sq_block(src, i, part)
            sq = pl.assemble(sq, part, [i * 16, 0])
        dst = self.add_rows(sq, src, dst)
        return dst
