# pypto.program: LoadClampDynOffset
import pypto.language as pl

@pl.program
class LoadClampDynOffset:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def k(x: pl.Tensor[[40, 128], pl.FP32], r0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        a: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[pl.min(pl.max(pl.const(40, pl.INDEX) - r0, pl.const(0, pl.INDEX)), pl.const(32, pl.INDEX)), 128])] = pl.tile.load(x, [r0, 0], [32, 128], [32, 128], target_memory=pl.Mem.Vec, clamp=True)
        out: pl.Tensor[[32, 128], pl.FP32] = pl.tile.store(a, [0, 0], out)
        return out
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[40, 128], pl.FP32], r0: pl.Scalar[pl.INDEX], out: pl.Out[pl.Tensor[[32, 128], pl.FP32]]) -> pl.Tensor[[32, 128], pl.FP32]:
        out: pl.Tensor[[32, 128], pl.FP32] = self.k(x, r0, out)
        return out
