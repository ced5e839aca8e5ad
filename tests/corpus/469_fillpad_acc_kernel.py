import pypto.language as pl


@pl.program
class MinFillpadAccTile:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        a: pl.Tensor[[16, 64], pl.FP16],
        b: pl.Tensor[[64, 64], pl.FP16],
        o: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        a1: pl.Tile[[16, 64], pl.FP16] = pl.load(a, [0, 0], [16, 64], target_memory=pl.Mem.Mat)
        b1: pl.Tile[[64, 64], pl.FP16] = pl.load(b, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
        a0: pl.Tile[[16, 64], pl.FP16] = pl.move(a1, target_memory=pl.Mem.Left)
        b0: pl.Tile[[64, 64], pl.FP16] = pl.move(b1, target_memory=pl.Mem.Right)
        c: pl.Tile[[16, 64], pl.FP32] = pl.matmul(a0, b0)
        cp: pl.Tile[[16, 64], pl.FP32] = pl.fillpad(c, pad_value=pl.PadValue.min)
        o = pl.store(cp, [0, 0], o)
        return o

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[16, 64], pl.FP16],
        b: pl.Tensor[[64, 64], pl.FP16],
        o: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        o = self.k(a, b, o)
        return o
