import pypto.language as pl


@pl.program
class KernelLoopCarriedTile:
    @pl.function(type=pl.FunctionType.InCore)
    def rowsum_acc(
        self,
        x: pl.Tensor[[128, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        acc: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [0, 0], [32, 128])
        for k in pl.range(1, 4):
            t: pl.Tile[[32, 128], pl.FP32] = pl.load(x, [k * 32, 0], [32, 128])
            e: pl.Tile[[32, 128], pl.FP32] = pl.exp(t)
            acc = pl.add(acc, e)
        m: pl.Tile[[32, 128], pl.FP32] = pl.mul(acc, acc)
        out = pl.store(m, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        x: pl.Tensor[[128, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[32, 128], pl.FP32]],
    ) -> pl.Tensor[[32, 128], pl.FP32]:
        out = self.rowsum_acc(x, out)
        return out
