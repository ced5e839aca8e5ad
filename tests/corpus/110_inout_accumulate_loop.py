import pypto.language as pl


@pl.program
class InOutAccumulateLoop:
    @pl.function(type=pl.FunctionType.InCore)
    def fold_block(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        k: pl.Scalar[pl.INDEX],
        acc: pl.InOut[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t: pl.Tile[[16, 64], pl.FP32] = pl.load(x, [k * 16, 0], [16, 64])
        a: pl.Tile[[16, 64], pl.FP32] = pl.load(acc, [0, 0], [16, 64])
        s: pl.Tile[[16, 64], pl.FP32] = pl.add(a, t)
        acc = pl.store(s, [0, 0], acc)
        return acc

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        acc: pl.InOut[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        for k in pl.range(8):
            acc = self.fold_block(x, k, acc)
        return acc
