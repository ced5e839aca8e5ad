import pypto.language as pl


@pl.program
class AutoTileLargeMatmul:
    @pl.function(type=pl.FunctionType.InCore)
    def big_mm(
        self,
        a: pl.Tensor[[128, 256], pl.FP16],
        b: pl.Tensor[[256, 128], pl.FP16],
        c: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        am: pl.Tile[[128, 256], pl.FP16] = pl.load(a, [0, 0], [128, 256], target_memory=pl.Mem.Mat)
        bm: pl.Tile[[256, 128], pl.FP16] = pl.load(b, [0, 0], [256, 128], target_memory=pl.Mem.Mat)
        acc: pl.Tile[[128, 128], pl.FP32] = pl.matmul(am, bm)
        cd: pl.Tensor[[128, 128], pl.FP32] = pl.store(acc, [0, 0], c)
        return cd

    @pl.function(type=pl.FunctionType.Orchestration)
    def run(
        self,
        a: pl.Tensor[[128, 256], pl.FP16],
        b: pl.Tensor[[256, 128], pl.FP16],
        c: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        c = self.big_mm(a, b, c)
        return c
