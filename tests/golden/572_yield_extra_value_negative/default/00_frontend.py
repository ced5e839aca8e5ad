# pypto.program: YieldExtraValue
import pypto.language as pl

@pl.program
class YieldExtraValue:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def band_sum(x: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        zero: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.full([16, 128], dtype=pl.FP32, value=0.0)
        for i, (acc,) in pl.range(4, init_values=(zero,)):
            band: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [i * 16, 0], [16, 128], [16, 128], target_memory=pl.Mem.Vec)
            grown: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.tile.add(acc, band)
            total: pl.Tile[[16, 128], pl.FP32, pl.Mem.Vec] = pl.yield_(grown, band)
        res: pl.Tensor[[16, 128], pl.FP32] = pl.tile.store(total, [0, 0], out)
        return res
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[64, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]) -> pl.Tensor[[16, 128], pl.FP32]:
        out: pl.Tensor[[16, 128], pl.FP32] = self.band_sum(x, out)
        return out
