# pypto.program: DynTwoDimsTail
import pypto.language as pl

M = pl.dynamic("M")
N = pl.dynamic("N")

@pl.program
class DynTwoDimsTail:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[M, N], pl.FP32], out: pl.Out[pl.Tensor[[M, N], pl.FP32]]) -> pl.Tensor[[M, N], pl.FP32]:
        m: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 0)
        n: pl.Scalar[pl.INDEX] = pl.tensor.dim(x, 1)
        for i in pl.range((m + 31) // 32):
            rows: pl.Scalar[pl.INDEX] = pl.min(32, m - i * 32)
            for j in pl.range((n + 127) // 128):
                cols: pl.Scalar[pl.INDEX] = pl.min(128, n - j * 128)
                t: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[rows, cols])] = pl.tile.load(x, [i * 32, j * 128], [32, 128], [rows, cols], target_memory=pl.Mem.Vec)
                e: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[rows, cols])] = pl.tile.exp(t)
                out: pl.Tensor[[M, N], pl.FP32] = pl.tile.store(e, [i * 32, j * 128], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[M, N], pl.FP32], out: pl.Out[pl.Tensor[[M, N], pl.FP32]]) -> pl.Tensor[[M, N], pl.FP32]:
        out: pl.Tensor[[M, N], pl.FP32] = self.k(x, out)
        return out
