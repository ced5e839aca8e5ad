import pypto.language as pl


@pl.program
class ExtractSrcValid:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        a: pl.Tensor[[32, 64], pl.FP16],
        b: pl.Tensor[[64, 64], pl.FP16],
        c: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        am = pl.load(a, [0, 0], [32, 64], valid_shapes=[20, 64], target_memory=pl.Mem.Mat)
        bm = pl.load(b, [0, 0], [64, 64], target_memory=pl.Mem.Mat)
        al = pl.tile.extract(am, 0, 0, [32, 64], target_memory=pl.Mem.Left)
        br = pl.move(bm, target_memory=pl.Mem.Right)
        acc = pl.matmul(al, br)
        c = pl.store(acc, [0, 0], c)
        return c

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        a: pl.Tensor[[32, 64], pl.FP16],
        b: pl.Tensor[[64, 64], pl.FP16],
        c: pl.Out[pl.Tensor[[32, 64], pl.FP32]],
    ) -> pl.Tensor[[32, 64], pl.FP32]:
        c = self.k(a, b, c)
        return c
