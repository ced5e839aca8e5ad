import pypto.language as pl


@pl.program
class TupleKernelRowLoop:
    @pl.function(type=pl.FunctionType.InCore)
    def split_sign(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        i: pl.Scalar[pl.INDEX],
        pos: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
        neg: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [i * 16, 0], [16, 64])
        p: pl.Tile[[16, 64], pl.FP32] = pl.relu(t)
        n: pl.Tile[[16, 64], pl.FP32] = pl.sub(t, p)
        pos = pl.store(p, [0, 0], pos)
        neg = pl.store(n, [0, 0], neg)
        return pos, neg

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        out_pos: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
        out_neg: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 64], pl.FP32]]:
        for i in pl.range(4):
            pos: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
            neg: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
            pos, neg = self.split_sign(x, i, pos, neg)
            out_pos = pl.assemble(out_pos, pos, [i * 16, 0])
            out_neg = pl.assemble(out_neg, neg, [i * 16, 0])
        return out_pos, out_neg
