import pypto.language as pl


@pl.program
class OrchInplaceCarryThenAssemble:
    @pl.function(type=pl.FunctionType.InCore)
    def bump(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        acc: pl.InOut[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        a: pl.Tile[[16, 64], pl.FP32] = pl.load(acc, [0, 0], [16, 64])
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [0, 0], [16, 64])
        s: pl.Tile[[16, 64], pl.FP32] = pl.add(a, t)
        acc = pl.store(s, [0, 0], acc)
        return acc

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        cur: pl.Tensor[[16, 64], pl.FP32] = pl.create_tensor([16, 64], dtype=pl.FP32)
        for k in pl.range(3):
            cur = self.bump(x, cur)
        out = pl.assemble(out, cur, [16, 0])
        return out
