import pypto.language as pl


@pl.program
class Fuse3DLeadingOne:
    @pl.function(type=pl.FunctionType.InCore)
    def sq_chunk(
        self,
        src: pl.Tensor[[64, 64], pl.FP32],
        r: pl.Scalar[pl.INDEX],
        chunk: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(src, [r, 0], [16, 64])
        q: pl.Tile[[16, 64], pl.FP32] = pl.mul(t, t)
        chunk = pl.store(q, [0, 0], chunk)
        return chunk

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        src: pl.Tensor[[64, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[1, 64, 64], pl.FP32]],
    ) -> pl.Tensor[[1, 64, 64], pl.FP32]:
        for r in pl.range(4):
            chunk: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
            chunk = self.sq_chunk(src, r * 16, chunk)
            out = pl.assemble(out, chunk, [0, r * 16, 0])
        return out
