# pypto.program: PartialFillpadMax
import pypto.language as pl

@pl.program
class PartialFillpadMax:
    @pl.function(type=pl.FunctionType.InCore, level=pl.Level.CHIP_DIE, role=pl.Role.SubWorker)
    def masked_rowmax(x: pl.Tensor[[32, 128], pl.FP32], cols: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[32, 1], pl.FP32]]) -> pl.Tensor[[32, 1], pl.FP32]:
        t: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(valid_shape=[32, cols])] = pl.tile.load(x, [0, 0], [32, 128], [32, cols], target_memory=pl.Mem.Vec)
        f: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.min)] = pl.tile.fillpad(t, pad_value=pl.PadValue.min)
        tmp: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec] = pl.tile.create([32, 128], dtype=pl.FP32, target_memory=pl.Mem.Vec)
        m: pl.Tile[[32, 1], pl.FP32, pl.Mem.Vec] = pl.tile.row_max(f, tmp)
        yd: pl.Tensor[[32, 1], pl.FP32] = pl.tile.store(m, [0, 0], y)
        return yd
    @pl.function(type=pl.FunctionType.Orchestration, level=pl.Level.CHIP, role=pl.Role.Orchestrator)
    def run(self, x: pl.Tensor[[32, 128], pl.FP32], cols: pl.Scalar[pl.INDEX], y: pl.Out[pl.Tensor[[32, 1], pl.FP32]]) -> pl.Tensor[[32, 1], pl.FP32]:
        y: pl.Tensor[[32, 1], pl.FP32] = self.masked_rowmax(x, cols, y)
        return y
