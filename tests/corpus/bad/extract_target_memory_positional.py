# error: 16:49: extract() takes 4 positional arguments but 5 were given
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def mm(
        self,
        a: pl.Tensor[[32, 64], pl.FP16],
        b: pl.Tensor[[64, 64], pl.FP16],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        am: pl.Tile[[32, 64], pl.FP16] = pl.load(a, [0, 0], [32, 64], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[64, 64], pl.FP16] = pl.load(b, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
        l = pl.tile.extract(am, 0, 0, [32, 64], pl.Mem.Left)
        q = pl.move(bm, target_memory=pl.Mem.Right)
        r = pl.matmul(l, q)
        out = pl.store(r, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        a: pl.Tensor[[32, 64], pl.FP16],
        b: pl.Tensor[[64, 64], pl.FP16],
        out: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        out = self.mm(a, b, out)
        return out
