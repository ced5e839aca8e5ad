import pypto.language as pl


@pl.program
class AccExtractVecMin:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        a: pl.Tensor[[16, 32], pl.FP16],
        b: pl.Tensor[[32, 32], pl.FP16],
        y: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        am: pl.Tile[[16, 32], pl.FP16] = pl.load(a, [0, 0], [16, 32], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[32, 32], pl.FP16] = pl.load(b, [0, 0], [32, 32], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[16, 32], pl.FP32] = pl.matmul(pl.move(am, target_memory=pl.Mem.Left), pl.move(bm, target_memory=pl.Mem.Right))
        part: pl.Tile[[16, 16], pl.FP32] = pl.tile.extract(acc, 0, 16, [16, 16], target_memory=pl.Mem.Vec)
        y = pl.store(part, [0, 0], y)
        return y

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        a: pl.Tensor[[16, 32], pl.FP16],
        b: pl.Tensor[[32, 32], pl.FP16],
        y: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        y = self.k(a, b, y)
        return y
