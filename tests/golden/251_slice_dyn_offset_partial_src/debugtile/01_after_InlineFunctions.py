# pypto.program: SliceDynOffsetPartialSrc
import pypto.language as pl

@pl.program
class SliceDynOffsetPartialSrc:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[32, 128], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        a: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[24, 128])] = pl.tile.load(x, [0, 0], [32, 128], [24, 128], target_memory=pl.Mem.Vec)
        s: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(pl.max(pl.const(24, pl.INDEX) - n, pl.const(0, pl.INDEX)), pl.const(16, pl.INDEX)), 64])] = pl.tile.slice(a, [16, 64], [n, 0], [16, 64])
        out: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(s, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[32, 128], pl.FP32], n: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[16, 64], pl.FP32]]) -> pl.Tensor[[16, 64], pl.FP32]:
        out: pl.Tensor[[16, 64], pl.FP32] = self.k(x, n, out)
        return out
