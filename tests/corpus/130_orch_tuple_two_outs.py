import pypto.language as pl


@pl.program
class OrchTupleTwoOuts:
    @pl.function(type=pl.FunctionType.InCore)
    def split_pos_neg(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        i: pl.Scalar[pl.INDEX],
        pos: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
        neg: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[16, 64], pl.FP32], pl.Tensor[[16, 64], pl.FP32]]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [i * 16, 0], [16, 64])
        p: pl.Tile[[16, 64], pl.FP32] = pl.relu(t)
        n: pl.Tile[[16, 64], pl.FP32] = pl.sub(p, t)
        pos = pl.store(p, [0, 0], pos)
        neg = pl.store(n, [0, 0], neg)
        return pos, neg

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[64, 64], pl.FP32],
        out_p: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
        out_n: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> tuple[pl.Tensor[[64, 64], pl.FP32], pl.Tensor[[64, 64], pl.FP32]]:
        for i in pl.range(4):
            a: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
            b: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
            a, b = self.split_pos_neg(x, i, a, b)
            out_p = pl.assemble(out_p, a, [i * 16, 0])
            out_n = pl.assemble(out_n, b, [i * 16, 0])
        return out_p, out_n
