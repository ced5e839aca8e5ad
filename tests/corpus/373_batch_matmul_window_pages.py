import pypto.language as pl


@pl.program
class BatchWindowPages:
    @pl.function(type=pl.FunctionType.InCore)
    def bmm(
        self,
        a: pl.Tensor[[3, 32, 64], pl.FP16],
        b: pl.Tensor[[3, 128, 32], pl.FP16],
        out: pl.Out[pl.Tensor[[3, 32, 32], pl.FP32]],
    ) -> pl.Tensor[[3, 32, 32], pl.FP32]:
        # The b window keeps 64 of 128 rows per batch: not one run of rows.
        at: pl.Tile[[3, 32, 64], pl.FP16] = pl.load(a, [0, 0, 0], [3, 32, 64], target_memory=pl.Mem.Mat)
        bt: pl.Tile[[3, 64, 32], pl.FP16] = pl.load(b, [0, 32, 0], [3, 64, 32], target_memory=pl.Mem.Mat)
        prod: pl.Tile[[3, 32, 32], pl.FP32] = pl.tile.batch_matmul(at, bt)
        out = pl.store(prod, [0, 0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, a: pl.Tensor[[3, 32, 64], pl.FP16], b: pl.Tensor[[3, 128, 32], pl.FP16]) -> pl.Tensor[[3, 32, 32], pl.FP32]:
        out = pl.create_tensor([3, 32, 32], dtype=pl.FP32)
        r = self.bmm(a, b, out)
        return r
