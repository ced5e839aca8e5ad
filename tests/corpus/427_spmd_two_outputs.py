# A dispatched kernel with two outputs.
import pypto.language as pl


@pl.program
class SpmdTwoOut:
    @pl.function(type=pl.FunctionType.InCore)
    def k2(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        o1: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
        o2: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tuple[pl.Tensor[[128, 64], pl.FP32], pl.Tensor[[128, 64], pl.FP32]]:
        b = pl.tile.get_block_idx()
        t: pl.Tile[[32, 64], pl.FP32] = pl.load(x, [b * 32, 0], [32, 64])
        e: pl.Tile[[32, 64], pl.FP32] = pl.exp(t)
        n: pl.Tile[[32, 64], pl.FP32] = pl.neg(t)
        o1 = pl.store(e, [b * 32, 0], o1)
        o2 = pl.store(n, [b * 32, 0], o2)
        return o1, o2

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[128, 64], pl.FP32],
        o1: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
        o2: pl.Out[pl.Tensor[[128, 64], pl.FP32]],
    ) -> pl.Tuple[pl.Tensor[[128, 64], pl.FP32], pl.Tensor[[128, 64], pl.FP32]]:
        with pl.spmd(4):
            o1, o2 = self.k2(x, o1, o2)
        return o1, o2
